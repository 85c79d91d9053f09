/**
 * The collector's worklist's first data, requested on a first load beside the screen's code and
 * the session's own requests (src/app/routes.tsx), under the very keys the screen reads (issue 46,
 * item 4): its first page and the collectors of its filter, so the rows are there at the screen's
 * first render. Sent quietly before the session is confirmed (as `repayment/prefetch.ts`).
 */
import { prefetchCursorList } from '../../components/list/useCursorList';
import { picStaffQuery } from '../../entities/reference/api';
import { QUIET } from '../../lib/api';
import { appQueryClient } from '../../lib/queryClient';
import { worklistPages } from './listPages';
import { worklistFilters } from './query';

/** The worklist (`CollectionsPage`) for the page's address (its filters in the query string). */
export function prefetchWorklist(search: string): void {
  const client = appQueryClient();
  const filters = worklistFilters.fromSearch(new URLSearchParams(search));
  void prefetchCursorList(client, worklistPages(filters, QUIET));
  void client.prefetchQuery(picStaffQuery(QUIET));
}
