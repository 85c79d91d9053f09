/**
 * The first data of the active-borrower and late lists, requested on a first load beside the
 * screen's code and the session's own requests (src/app/routes.tsx), under the very keys the
 * screens read (issue 46, item 4): the rows at the screen's first render, not an empty render
 * and a second one once they arrive. Each takes the page's address (its filters).
 *
 * Sent before the session is confirmed: no token refresh and no toast. A failure is cached
 * without data, so the screen reads it anew when it mounts, with the usual refresh and messages.
 */
import { prefetchCursorList } from '../../components/list/useCursorList';
import { lendersQuery } from '../../entities/reference/api';
import { QUIET } from '../../lib/api';
import { appQueryClient } from '../../lib/queryClient';
import { activeSummaryQuery, repaymentSummaryQuery } from './api';
import { activePages, latePages } from './listPages';
import { activeFilters, lateFilters } from './query';

/** The active-borrower list (`ActiveBorrowersPage`): its first page, counts and lenders. */
export function prefetchActive(search: string): void {
  const client = appQueryClient();
  const filters = activeFilters.fromSearch(new URLSearchParams(search));
  void prefetchCursorList(client, activePages(filters, QUIET));
  void client.prefetchQuery(activeSummaryQuery(QUIET));
  void client.prefetchQuery(lendersQuery(QUIET));
}

/** The late list (`LatePage`): its first page, its counts and the lenders of its filter. */
export function prefetchLate(search: string): void {
  const client = appQueryClient();
  const filters = lateFilters.fromSearch(new URLSearchParams(search));
  void prefetchCursorList(client, latePages(filters, QUIET));
  void client.prefetchQuery(repaymentSummaryQuery(QUIET));
  void client.prefetchQuery(lendersQuery(QUIET));
}
