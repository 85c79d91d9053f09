/**
 * Calls of the books (issue 44; the server's `areas/accounting.rs`, DESIGN §3): the chart of
 * accounts, the journal's lines page by page with the rupiah totals of the whole filter (and as
 * xlsx), and the trial balance at the end of a day with its reconciliation against the portfolio.
 * Money is integer rupiah; dates `YYYY-MM-DD` (Asia/Jakarta). Every key sits under `loans`: a
 * payment, a payoff or a late fee posts to the journal, so every loan write refreshes the books.
 */
import { useQuery } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { loanKeys } from '../../entities/loan/api';
import { api, type RequestOptions } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type S = components['schemas'];

// ---- Codes ---------------------------------------------------------------------------------

/** An account of the chart: the role a line posts to (its code and name are the server's). */
export type Account = S['Account'];
export const ACCOUNTS = [
  'cash_bank_transfer',
  'cash_virtual_account',
  'cash_cash',
  'cash_e_wallet',
  'suspense',
  'financing_receivable',
  'interest_receivable',
  'late_fee_receivable',
  'unearned_interest',
  'first_payment_deposits',
  'borrower_credit',
  'interest_income',
  'fee_income',
  'late_fee_income',
  'written_off_receivables',
  'recoveries',
  'opening_balances',
] as const satisfies readonly Account[];

/** The money event an entry records. */
export type JournalEvent = S['JournalEvent'];
export const EVENTS = [
  'first_payment',
  'activation',
  'payment',
  'reversal',
  'late_fee_accrual',
  'late_fee_waiver',
  'payoff',
  'restructure',
  'write_off',
  'recovery',
  'unmatched',
  'opening',
] as const satisfies readonly JournalEvent[];

// ---- Shapes --------------------------------------------------------------------------------

/** An account of the chart with its code and its name in the caller's language. */
export type AccountView = S['AccountView'];
/** One journal line: rupiah to the debit or the credit of an account. */
export type JournalLine = S['JournalLineView'];
/** A page of journal lines with the totals of every line the filter matches. */
export type JournalPage = S['JournalPage'] & CursorPage<JournalLine>;
/** The trial balance at the end of a day. */
export type TrialBalance = S['TrialBalance'];
export type TrialBalanceRow = S['TrialBalanceRow'];
/** The financing receivable beside the portfolio's outstanding principal. */
export type BookReconciliation = S['BookReconciliation'];

// ---- Keys ----------------------------------------------------------------------------------

export const accountingKeys = {
  all: [...loanKeys.all, 'accounting'] as const,
  chart: () => [...accountingKeys.all, 'chart'] as const,
  journal: (query: object) => [...accountingKeys.all, 'journal', query] as const,
  trialBalance: (date: string) => [...accountingKeys.all, 'trial-balance', date] as const,
};

// ---- Calls ---------------------------------------------------------------------------------

export const JOURNAL_PATH = '/api/v1/journal';

/** The chart of accounts, in chart order (it changes only with the configuration). */
export function useChart() {
  return useQuery(chartQuery());
}

/** The query of [`useChart`] (its key, call and freshness), shared with the journal's prefetch. */
export function chartQuery(opts?: RequestOptions) {
  return {
    queryKey: accountingKeys.chart(),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<AccountView[]>('/api/v1/accounts', { ...opts, signal }),
    staleTime: 10 * 60_000,
  };
}

/** One page of the journal, newest first unless `sort=oldest`. */
export function fetchJournal(params: Record<string, string | number>, signal?: AbortSignal, opts?: RequestOptions): Promise<JournalPage> {
  return api.get<JournalPage>(JOURNAL_PATH, { ...opts, params, signal });
}

/** The trial balance at the end of the Jakarta day `date` (`YYYY-MM-DD`). */
export function useTrialBalance(date: string) {
  return useQuery({
    queryKey: accountingKeys.trialBalance(date),
    queryFn: ({ signal }) => api.get<TrialBalance>('/api/v1/reports/trial-balance', { params: { date }, signal }),
  });
}
