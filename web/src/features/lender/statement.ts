/**
 * A funder's monthly statement (issue 44 item 5; the server's `areas/statements.rs`):
 * `GET /api/v1/lenders/{lender_id}/statements/{month}` with `month` `YYYY-MM` (Asia/Jakarta, this
 * month or earlier) answers the month's movements of the lender's book in integer rupiah, whether
 * they reconcile, the month-end quality mix of its regime and the NPL/NPF and TWP90 percentages;
 * `format=xlsx` and `format=pdf` download it in the caller's language. A funder's staff get only
 * their own lender (404 otherwise). The key sits under `loans`: every loan write moves the books.
 */
import { useQuery } from '@tanstack/react-query';
import { loanKeys } from '../../entities/loan/api';
import { api } from '../../lib/api';
import type { components } from '../../lib/api/schema';
import { jakartaToday } from '../../lib/jakartaTime';

/** The statement of one lender and month. */
export type Statement = components['schemas']['StatementView'];
/** One quality bucket of the month-end mix. */
export type StatementBucket = components['schemas']['StatementBucketRow'];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const statementKeys = {
  all: [...loanKeys.all, 'lender-statement'] as const,
  one: (lenderId: string, month: string) => [...statementKeys.all, lenderId, month] as const,
};

/** This month in Jakarta, `YYYY-MM`. */
export function jakartaMonth(now: number = Date.now()): string {
  return jakartaToday(now).slice(0, 7);
}

/** `asked` when it is a `YYYY-MM` month not after this one, else this month. */
export function statementMonth(asked: string | null, now: number = Date.now()): string {
  const current = jakartaMonth(now);
  return asked && MONTH.test(asked) && asked <= current ? asked : current;
}

/** The API path of a lender's statement for `month`. */
export function statementApiPath(lenderId: string, month: string): string {
  return `/api/v1/lenders/${encodeURIComponent(lenderId)}/statements/${encodeURIComponent(month)}`;
}

export function useStatement(lenderId: string, month: string) {
  return useQuery({
    queryKey: statementKeys.one(lenderId, month),
    queryFn: ({ signal }) => api.get<Statement>(statementApiPath(lenderId, month), { signal }),
  });
}
