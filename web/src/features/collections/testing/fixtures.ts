/** Test data and msw handlers of the collections worklist (not part of the app bundle). */
import { http } from 'msw';
import { LENDER_A, loanId, serveSession } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type { HistoryEntry, WorkItem } from '../api';

export { loanId };

/** The areas of repayment staff (level 3's): the late list opens the worklist. */
export const COLLECTIONS_AREAS = [
  'home',
  'borrower/application',
  'borrower/active',
  'borrower/detail',
  'repayment/normal',
  'repayment/late',
  'repayment/all-billing',
];

export function serveCollectionsSession(areas = COLLECTIONS_AREAS) {
  serveSession({ areas, level: 3 });
}

export const COLLECTOR = { id: '01a200de-09d2-7000-8000-0000000000c3', full_name: 'Staff Level 3', email: 'level3@roda.test', level: 3 };
export const COLLECTOR_B = { id: '01a200de-09d2-7000-8000-0000000000c9', full_name: 'Staff Level 9', email: 'level9@roda.test', level: 9 };

/** The staff to choose from (`GET /api/v1/staff?role=pic`). */
export function serveCollectors() {
  server.use(http.get('/api/v1/staff', () => envelope([COLLECTOR, COLLECTOR_B])));
}

export function workItem(n: number, overrides: Partial<WorkItem> = {}): WorkItem {
  return {
    loan_id: loanId(n),
    full_name: `Agus Prasetyo ${n}`,
    phone: `+62812000000${n}`,
    lender_name: LENDER_A.name,
    dpd: 45,
    bucket: 'kurang_lancar',
    amount_overdue: 2_740_000,
    late_fees_open: 60_000,
    oldest_due_date: '2026-10-10',
    outstanding_amount: 20_000_000,
    collector_id: null,
    collector_name: null,
    last_contact: null,
    promise: null,
    next_action_date: null,
    ...overrides,
  };
}

export const HISTORY: HistoryEntry[] = [
  {
    kind: 'reminder',
    at: '2026-11-21T01:00:10Z',
    channel: 'sms',
    message_status: 'delivered',
    note: 'Halo Agus, angsuran LN-0000003 sebesar Rp 1.370.000 jatuh tempo 19/11/2026.',
  },
  { kind: 'payment', at: '2026-11-20T03:00:00Z', by_name: 'Staff Level 3', amount: 500_000, paid_date: '2026-11-20', reversed: false },
  {
    kind: 'promise',
    at: '2026-11-18T04:00:00Z',
    by_name: 'Staff Level 3',
    amount: 1_000_000,
    promised_date: '2026-11-19',
    status: 'broken',
    note: 'Will pay after the weekend',
  },
  { kind: 'contact', at: '2026-11-18T03:30:00Z', by_name: 'Staff Level 3', channel: 'whatsapp', outcome: 'promised' },
];

/** Answers the worklist with `rows`, recording each query. */
export function serveWorklist(rows: WorkItem[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/collections', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return envelope({ items: rows, next_cursor: 'opaque-cursor-2', total: rows.length, total_capped: false });
    }),
  );
  return queries;
}
