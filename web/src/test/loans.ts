/** Test data shared by the loan screens' tests: the session of a staff member, reference data, pages. */
import { http } from 'msw';
import { envelope, server } from './server';

export const PROGRAM = { id: '01a200de-09d0-755c-b553-66d9a5a27059', name: 'Loan monthly 24' };
export const LENDER_A = { id: '01a200de-09d2-7000-8000-00000000000a', name: 'Bank Sinar' };
export const LENDER_B = { id: '01a200de-09d2-7000-8000-00000000000b', name: 'Koperasi Maju' };

export const STAFF_AREAS = ['home', 'borrower/application', 'borrower/approval', 'borrower/kyc', 'borrower/contract', 'borrower/detail'];

export function loanId(n: number): string {
  return `LN-${String(n).padStart(7, '0')}`;
}

/** Answers crypt/de and /me: staff of `level`, tied to `lender` when given (a funder's staff). */
export function serveSession({ areas = STAFF_AREAS, level = 3, lender }: { areas?: string[]; level?: number; lender?: typeof LENDER_A } = {}) {
  server.use(
    http.post('/api/crypt/de', () => envelope(level)),
    http.get('/api/v1/me', () =>
      envelope({
        id: 'u3',
        email: lender ? 'lender@roda.test' : `level${level}@roda.test`,
        full_name: lender ? 'Lender Staff' : `Staff Level ${level}`,
        level,
        areas,
        lender_id: lender?.id ?? null,
        lender_name: lender?.name ?? null,
      }),
    ),
  );
}

/** Answers the reference data the filters and the allocation choose from (lenders without funding sources). */
export function serveReference() {
  server.use(
    http.get('/api/v1/programs', () =>
      envelope([{ ...PROGRAM, code: 'LOAN-M', kind: 'loan', installment_frequency: 'monthly', tenure_count: 24, active: true }]),
    ),
    http.get('/api/v1/lenders', () =>
      envelope([LENDER_A, LENDER_B].map((l, i) => ({ ...l, code: `L${i}`, funding_source: null, created_at: '2026-01-01T00:00:00Z', has_deciders: true }))),
    ),
    // No funding source by default: the allocation then needs none (issue 14).
    http.get('/api/v1/lenders/:lenderId/funding-sources', () => envelope([])),
  );
}

/** One keyset page of `rows` (all of them; the tests use short lists). */
export function page<T>(rows: T[]) {
  return envelope({ items: rows, next_cursor: null, total: rows.length });
}

