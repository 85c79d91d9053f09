/**
 * The journal's filters (the list kit's `filterSpec`): a range of posting days (`from`, `to`,
 * Jakarta dates), an account, an event and a loan ID, with the newest/oldest sort. They live in
 * the URL beside the page's tab (`?tab=journal&loan_id=LN-0000042`); the pages they select.
 */
import { filterSpec, type Filters } from '../../components/list/filterSpec';
import type { RequestOptions } from '../../lib/api';
import { ACCOUNTS, EVENTS, accountingKeys, fetchJournal } from './api';

export const journalFilters = filterSpec({ from: 'date', to: 'date', account: ACCOUNTS, event: EVENTS, loan_id: 'text' });

export type JournalFilterKey = (typeof journalFilters.keys)[number];
export type JournalFilters = Filters<JournalFilterKey>;

/** The journal filters in the URL (the journal is the page's first tab, so no `tab`). */
export function journalToSearch(filters: JournalFilters): URLSearchParams {
  return journalFilters.toSearch(filters);
}

/**
 * The journal's pages for `useCursorList` (and `prefetchCursorList`): one query key for the tab,
 * its first view and a first load's prefetch, which sends `opts` (quiet).
 */
export function journalPages(filters: JournalFilters, opts?: RequestOptions) {
  return {
    queryKey: accountingKeys.journal(journalFilters.query(filters)),
    fetchPage: (cursor: string | undefined, signal: AbortSignal) => fetchJournal(journalFilters.query(filters, cursor), signal, opts),
  };
}

/** The books' tabs, the journal first (the default). */
export const ACCOUNTING_TABS = ['journal', 'trial-balance'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

/** The tab an address opens (`?tab=`): the journal unless it names another. */
export function accountingTab(params: URLSearchParams): AccountingTab {
  return ACCOUNTING_TABS.find((k) => k === params.get('tab')) ?? 'journal';
}
