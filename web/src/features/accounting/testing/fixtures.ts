/** Test data and msw handlers of the books (not part of the app bundle). */
import { http } from 'msw';
import { serveSession } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type { AccountView, JournalLine, TrialBalance } from '../api';

/** The areas of a level with Data (the books open with it). */
export const BOOKS_AREAS = ['home', 'borrower/detail', 'data'];

export function serveBooksSession(areas = BOOKS_AREAS) {
  serveSession({ areas, level: 21 });
}

export const CHART: AccountView[] = [
  { account: 'cash_bank_transfer', code: '1101', name: 'Cash – bank transfer' },
  { account: 'financing_receivable', code: '1201', name: 'Financing receivable' },
  { account: 'fee_income', code: '4102', name: 'Fee income' },
];

export function line(n: number, overrides: Partial<JournalLine> = {}): JournalLine {
  return {
    line_id: `01a200de-09d2-7000-8000-0000000020${String(n).padStart(2, '0')}`,
    entry_id: '01a200de-09d2-7000-8000-000000003001',
    posted_on: '2026-11-20',
    account: 'cash_bank_transfer',
    account_code: '1101',
    account_name: 'Cash – bank transfer',
    debit: 0,
    credit: 0,
    loan_id: 'LN-0000042',
    event: 'payoff',
    event_name: 'Early settlement',
    ...overrides,
  };
}

/** Serves the chart and a one-page journal with the given totals; answers the queries asked. */
export function serveJournal(items: JournalLine[], totals: { total_debit: number; total_credit: number }) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/accounts', () => envelope(CHART)),
    http.get('/api/v1/journal', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return envelope({ items, next_cursor: null, total: items.length, total_capped: false, ...totals });
    }),
  );
  return queries;
}

export function serveTrialBalance(overrides: Partial<TrialBalance> = {}) {
  server.use(
    http.get('/api/v1/reports/trial-balance', ({ request }) =>
      envelope({
        date: new URL(request.url).searchParams.get('date') ?? '2026-11-20',
        accounts: [
          { account: 'cash_bank_transfer', code: '1101', name: 'Cash – bank transfer', debit: 5_000_000, credit: 0, balance: 5_000_000 },
          { account: 'financing_receivable', code: '1201', name: 'Financing receivable', debit: 4_000_000, credit: 4_000_000, balance: 0 },
          { account: 'fee_income', code: '4102', name: 'Fee income', debit: 0, credit: 5_000_000, balance: -5_000_000 },
        ],
        total_debit: 9_000_000,
        total_credit: 9_000_000,
        balanced: true,
        reconciliation: { financing_receivable: 0, outstanding_principal: 0, difference: 0 },
        ...overrides,
      }),
    ),
  );
}
