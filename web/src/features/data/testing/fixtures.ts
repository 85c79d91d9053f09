/** Test data of the data area: one answer per report, in the contract's generic shape. */
import type { Report, ReportName } from '../api';

export const FUNNEL: Report = {
  report: 'funnel',
  columns: [
    { key: 'stage', kind: 'text' },
    { key: 'count', kind: 'count' },
    { key: 'percent_of_leads', kind: 'percent' },
  ],
  rows: [
    { stage: 'leads', count: 1200, percent_of_leads: 100 },
    { stage: 'applications', count: 800, percent_of_leads: 66.67 },
    { stage: 'verified', count: 500, percent_of_leads: 41.67 },
    { stage: 'approved', count: 300, percent_of_leads: 25 },
    { stage: 'kyc_approved', count: 250, percent_of_leads: 20.83 },
    { stage: 'active', count: 150, percent_of_leads: 12.5 },
  ],
  totals: null,
};

export const APPROVALS: Report = {
  report: 'approvals',
  columns: [
    { key: 'lender_name', kind: 'text' },
    { key: 'pending_count', kind: 'count' },
    { key: 'pending_amount', kind: 'money' },
    { key: 'approved_count', kind: 'count' },
    { key: 'approved_amount', kind: 'money' },
    { key: 'rejected_count', kind: 'count' },
    { key: 'rejected_amount', kind: 'money' },
  ],
  rows: [
    { lender_name: 'Bank Sinar', pending_count: 2, pending_amount: 48_000_000, approved_count: 5, approved_amount: 120_000_000, rejected_count: 1, rejected_amount: 3_000_000 },
    { lender_name: 'Koperasi Maju', pending_count: 1, pending_amount: 24_000_000, approved_count: 0, approved_amount: 0, rejected_count: 2, rejected_amount: 6_500_000 },
  ],
  totals: { pending_count: 3, pending_amount: 72_000_000, approved_count: 5, approved_amount: 120_000_000, rejected_count: 3, rejected_amount: 9_500_000 },
};

export const PORTFOLIO: Report = {
  report: 'portfolio',
  columns: [
    { key: 'bucket', kind: 'text' },
    { key: 'loans', kind: 'count' },
    { key: 'outstanding_principal', kind: 'money' },
    { key: 'share_percent', kind: 'percent' },
  ],
  rows: [
    { bucket: 'lancar', loans: 1500, outstanding_principal: 30_000_000_000, share_percent: 85 },
    { bucket: 'dalam_perhatian_khusus', loans: 120, outstanding_principal: 2_400_000_000, share_percent: 6.8 },
    { bucket: 'kurang_lancar', loans: 60, outstanding_principal: 1_200_000_000, share_percent: 3.4 },
    { bucket: 'diragukan', loans: 40, outstanding_principal: 800_000_000, share_percent: 2.27 },
    { bucket: 'macet', loans: 45, outstanding_principal: 900_000_000, share_percent: 2.55 },
  ],
  totals: { loans: 1765, outstanding_principal: 35_300_000_000, npl_ratio_percent: 8.22, twp90_percent: 2.55 },
};

export const COLLECTIONS: Report = {
  report: 'collections',
  columns: [
    { key: 'period', kind: 'date' },
    { key: 'due', kind: 'money' },
    { key: 'collected', kind: 'money' },
    { key: 'collection_rate_percent', kind: 'percent' },
  ],
  rows: [
    { period: '2026-11-23', due: 3_000_000, collected: 2_700_000, collection_rate_percent: 90 },
    { period: '2026-11-24', due: 4_000_000, collected: 3_000_000, collection_rate_percent: 75 },
  ],
  totals: { due: 7_000_000, collected: 5_700_000, collection_rate_percent: 81.43 },
};

export const ASSETS: Report = {
  report: 'assets',
  columns: [
    { key: 'kind', kind: 'text' },
    { key: 'status', kind: 'text' },
    { key: 'number', kind: 'count' },
  ],
  rows: [
    { kind: 'motorcycle', status: 'in_stock', number: 1250 },
    { kind: 'battery', status: 'installed', number: 40 },
    { kind: 'etle', status: 'retired_code', number: 2 },
  ],
  totals: { motorcycle_total: 1250, battery_total: 40, service_order_total: 0, etle_total: 2, etoll_total: 0 },
};

export const REPORT_FIXTURES: Record<ReportName, Report> = {
  funnel: FUNNEL,
  approvals: APPROVALS,
  portfolio: PORTFOLIO,
  collections: COLLECTIONS,
  assets: ASSETS,
};

/** A report with no rows (e.g. assets of a lender with no unit). */
export function emptyReport(name: ReportName): Report {
  return { ...REPORT_FIXTURES[name], rows: [], totals: null };
}
