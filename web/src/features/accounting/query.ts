/**
 * The journal's filters (the list kit's `filterSpec`): a range of posting days (`from`, `to`,
 * Jakarta dates), an account, an event and a loan ID, with the newest/oldest sort. They live in
 * the URL beside the page's tab (`?tab=journal&loan_id=LN-0000042`).
 */
import { filterSpec, type Filters } from '../../components/list/filterSpec';
import { ACCOUNTS, EVENTS } from './api';

export const journalFilters = filterSpec({ from: 'date', to: 'date', account: ACCOUNTS, event: EVENTS, loan_id: 'text' });

export type JournalFilterKey = (typeof journalFilters.keys)[number];
export type JournalFilters = Filters<JournalFilterKey>;

/** The journal filters in the URL (the journal is the page's first tab, so no `tab`). */
export function journalToSearch(filters: JournalFilters): URLSearchParams {
  return journalFilters.toSearch(filters);
}
