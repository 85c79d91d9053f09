/**
 * The worklist's pages for `useCursorList` (and `prefetchCursorList`): one query key for the
 * screen, its first view and a first load's prefetch, which sends `opts` (quiet). Apart from the
 * screen, so that the prefetch loads none of its code.
 */
import type { FilterKey, Filters } from '../../components/list/filterSpec';
import type { RequestOptions } from '../../lib/api';
import { collectionKeys, fetchWorklist } from './api';
import { worklistFilters } from './query';

export function worklistPages(filters: Filters<FilterKey<typeof worklistFilters>>, opts?: RequestOptions) {
  return {
    queryKey: collectionKeys.list(worklistFilters.query(filters)),
    fetchPage: (cursor: string | undefined, signal: AbortSignal) => fetchWorklist(worklistFilters.query(filters, cursor), signal, opts),
  };
}
