/**
 * The journal's first data (the books' first tab), requested on a first load beside the screen's
 * code and the session's own requests (src/app/routes.tsx), under the keys the screen reads (issue
 * 46, item 4): its first page and the chart of accounts. Nothing for the trial balance's tab.
 * Sent quietly before the session is confirmed (as `repayment/prefetch.ts`).
 */
import { prefetchCursorList } from '../../components/list/useCursorList';
import { QUIET } from '../../lib/api';
import { appQueryClient } from '../../lib/queryClient';
import { chartQuery } from './api';
import { accountingTab, journalFilters, journalPages } from './query';

/** The journal (`JournalTab`) for the page's address (its filters), when it opens on that tab. */
export function prefetchJournal(search: string): void {
  const params = new URLSearchParams(search);
  if (accountingTab(params) !== 'journal') return;
  const client = appQueryClient();
  const filters = journalFilters.fromSearch(params);
  void prefetchCursorList(client, journalPages(filters, QUIET));
  void client.prefetchQuery(chartQuery(QUIET));
}
