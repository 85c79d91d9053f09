-- 1,000,000 synthetic active loans for the portfolio SQL (issue 12): 50 lenders, 2 programs,
-- 3 partners, DPD spread as a real book (80 % current). The search and funnel triggers are
-- dropped in this bench copy (they are not what is measured); portfolio_figures is filled by
-- its own insert trigger.
DROP TRIGGER loan_search_insert; DROP TRIGGER funnel_days_insert;
PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
INSERT INTO loans (id, loan_code, borrower_id, full_name_lower, email, program_id, dealer_id, partner_id,
  motorcycle_type_id, lead_status, status, created_at, updated_at, lender_id, active_status, activated_on,
  dpd, dpd_band, bucket, outstanding)
SELECT randomblob(16), 'LN-' || i, randomblob(16), 'x', 'x', CAST(printf('%016d', i % 2) AS BLOB), randomblob(16),
  CAST(printf('%016d', 10 + i % 3) AS BLOB), randomblob(16), 'qualified', 'verified',
  '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', CAST(printf('%016d', 100 + i % 50) AS BLOB),
  CASE WHEN d = 0 THEN 'normal' WHEN d > 90 THEN 'non_performing' ELSE 'late' END,
  date('2025-01-01', '+' || (i % 700) || ' days'),
  d, CASE WHEN d >= 91 THEN 4 WHEN d >= 61 THEN 3 WHEN d >= 31 THEN 2 WHEN d >= 1 THEN 1 ELSE 0 END,
  CASE WHEN d = 0 THEN 'lancar' WHEN d <= 30 THEN 'dalam_perhatian_khusus' WHEN d <= 60 THEN 'kurang_lancar' WHEN d <= 90 THEN 'diragukan' ELSE 'macet' END,
  5000000 + (i % 997) * 10000
FROM (SELECT i, CASE WHEN i % 10 < 8 THEN 0 ELSE (i * 7919) % 180 END AS d FROM n);
ANALYZE;
