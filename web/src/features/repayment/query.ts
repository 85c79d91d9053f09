/** The filters of the active borrower and repayment lists (the list kit's `filterSpec`). */
// The module itself, not the list kit's index (which brings antd's Table): a first load's
// prefetch (prefetch.ts) imports this.
import { filterSpec } from '../../components/list/filterSpec';
import { ACTIVE_STATUSES, BUCKETS, INSTALLMENT_STATUSES } from './api';

/** The remaining tenure ranges (installments left) of the active borrower filter. */
export const REMAINING_RANGES = ['1-10', '11-50', '51-100', '101-'] as const;
export type RemainingRange = (typeof REMAINING_RANGES)[number];

/** A range choice as `remaining_min` and `remaining_max` (an open end sends none). */
export function remainingQuery(range: string): Record<string, number> {
  const [min, max] = range.split('-');
  const query: Record<string, number> = {};
  if (min) query.remaining_min = Number(min);
  if (max) query.remaining_max = Number(max);
  return query;
}

/** Active borrowers: active status, remaining tenure, hold billing, lender. */
export const activeFilters = filterSpec(
  { status: ACTIVE_STATUSES, remaining: REMAINING_RANGES, hold_billing: ['true', 'false'], lender_id: 'id' },
  { toQuery: { remaining: remainingQuery } },
);

/** Normal: due date range and lender; soonest first (no sort). */
export const normalFilters = filterSpec({ due_from: 'date', due_to: 'date', lender_id: 'id' }, { sorted: false });

/** Late: bucket and lender; highest DPD first (no sort). */
export const lateFilters = filterSpec({ bucket: BUCKETS, lender_id: 'id' }, { sorted: false });

/**
 * All billing: due date range, installment status, lender, program, bucket; nearest due date
 * first (the server's order without `sort`: due today or later soonest first, then earlier ones
 * latest first; issue 45 item 3).
 */
export const allBillingFilters = filterSpec(
  {
    due_from: 'date',
    due_to: 'date',
    status: INSTALLMENT_STATUSES,
    lender_id: 'id',
    program_id: 'id',
    bucket: BUCKETS,
  },
  { sorted: false },
);
