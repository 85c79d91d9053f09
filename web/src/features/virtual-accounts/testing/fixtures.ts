/** Test data and msw handlers of the virtual-account payments (not part of the app bundle). */
import { http } from 'msw';
import { LENDER_A, loanId, serveSession } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type { Callback, Reconciliation, ReconciliationRow } from '../api';

export { loanId };

/** The areas of repayment staff (level 3's): all billing opens the page. */
export const GATEWAY_AREAS = [
  'home',
  'borrower/active',
  'borrower/detail',
  'repayment/normal',
  'repayment/late',
  'repayment/all-billing',
];

/** A back-office staff member with all billing; a funder's staff with `funder`. */
export function serveGatewaySession(areas = GATEWAY_AREAS, funder = false) {
  serveSession({ areas, level: 3, lender: funder ? LENDER_A : undefined });
}

export function callback(n: number, overrides: Partial<Callback> = {}): Callback {
  return {
    callback_id: `01a200de-09d2-7000-8000-0000000010${String(n).padStart(2, '0')}`,
    provider: 'xendit',
    provider_payment_id: `pay-${n}`,
    account_number: `8808999999999${n}`,
    bank_code: 'BNI',
    amount: 1_250_000,
    paid_at: '2026-11-20T03:00:00Z',
    paid_date: '2026-11-20',
    received_at: '2026-11-20T03:00:05Z',
    status: 'unmatched',
    reason: 'no_loan',
    loan_id: null,
    payment_id: null,
    assigned_at: null,
    assigned_by_name: null,
    ...overrides,
  };
}

/** Answers the queue with `items` (the totals as given, else theirs), counting the reads. */
export function serveUnmatched(items: Callback[], totals?: { total: number; total_amount: number }) {
  const reads = { count: 0 };
  server.use(
    http.get('/api/v1/payment-gateway/unmatched', () => {
      reads.count += 1;
      return envelope({
        items,
        total: totals?.total ?? items.length,
        total_amount: totals?.total_amount ?? items.reduce((sum, c) => sum + c.amount, 0),
      });
    }),
  );
  return reads;
}

export function reconciliationRow(n: number, overrides: Partial<ReconciliationRow> = {}): ReconciliationRow {
  return { ...callback(n, { status: 'posted', reason: null, loan_id: loanId(n), payment_id: `p-${n}` }), posted_amount: 1_250_000, reversed: false, ...overrides };
}

export function reconciliation(date: string, items: ReconciliationRow[]): Reconciliation {
  return {
    date,
    items,
    received: { count: 4, amount: 5_000_000 },
    posted: { count: 2, amount: 2_500_000 },
    assigned: { count: 1, amount: 1_250_000 },
    unmatched: { count: 1, amount: 1_250_000 },
    reversed: { count: 1, amount: 1_250_000 },
    manual_payments: { count: 3, amount: 900_000 },
  };
}

/** Answers the reconciliation of any day with `items`, recording the days asked. */
export function serveReconciliation(items: ReconciliationRow[]) {
  const days: (string | null)[] = [];
  server.use(
    http.get('/api/v1/payment-gateway/reconciliation', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      days.push(date);
      return envelope(reconciliation(date ?? '2026-11-20', items));
    }),
  );
  return days;
}
