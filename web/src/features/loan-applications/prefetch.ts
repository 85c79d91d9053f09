/**
 * The application list's first data, requested on a first load beside the screen's code and the
 * session's own requests (src/app/routes.tsx), into the cache the screen then reads (issue 46,
 * item 4): the rows, the counts and the filters' reference lists, under the very keys the screen
 * uses, so it draws its rows at its first render rather than empty and again once they arrive.
 */
import { prefetchCursorList } from '../../components/list/useCursorList';
import { partnersQuery, picStaffQuery, programsQuery } from '../../entities/reference/api';
import { QUIET } from '../../lib/api';
import { appQueryClient } from '../../lib/queryClient';
import { applicationPages, summaryQuery } from './api';
import { filtersFromSearch } from './query';

/** Requests the list's first view for the page's address (its filters in the query string). */
export function prefetchScreenData(search: string): void {
  const client = appQueryClient();
  const filters = filtersFromSearch(new URLSearchParams(search));
  // The same key as ApplicationListPage's `useCursorList`.
  void prefetchCursorList(client, applicationPages(filters, QUIET));
  void client.prefetchQuery(summaryQuery(QUIET));
  void client.prefetchQuery(programsQuery(QUIET));
  void client.prefetchQuery(partnersQuery(QUIET));
  void client.prefetchQuery(picStaffQuery(QUIET));
}
