-- The whole-book portfolio of issue 12 at 1M synthetic loans (docs/BENCHMARKS.md "Portfolio
-- figures"): the two statements over the loans as before (`reports::portfolio_recount`), then
-- the two over `portfolio_figures`. Run: sqlite3 roda.db < portfolio-figures-queries.sql
.timer on
SELECT bucket, COUNT(*) AS n, COALESCE(SUM(outstanding), 0) FROM loans WHERE deleted_at IS NULL AND active_status IN ('normal','on_hold','late','non_performing') GROUP BY bucket;
SELECT COALESCE(SUM(CASE WHEN dpd_band >= 2 THEN outstanding ELSE 0 END), 0), COALESCE(SUM(CASE WHEN dpd_band >= 4 THEN outstanding ELSE 0 END), 0) FROM loans WHERE deleted_at IS NULL AND active_status IN ('normal','on_hold','late','non_performing');
SELECT bucket, COALESCE(SUM(loans), 0), COALESCE(SUM(outstanding), 0) FROM portfolio_figures GROUP BY bucket HAVING SUM(loans) > 0;
SELECT COALESCE(SUM(CASE WHEN dpd_band >= 2 THEN outstanding ELSE 0 END), 0), COALESCE(SUM(CASE WHEN dpd_band >= 4 THEN outstanding ELSE 0 END), 0) FROM portfolio_figures;
