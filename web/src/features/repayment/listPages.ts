/**
 * The pages of the active-borrower and late lists for `useCursorList` (and `prefetchCursorList`):
 * one query key for each screen, its first view and a first load's prefetch, which sends `opts`
 * (quiet). Apart from the screens, so that the prefetch loads none of their code.
 */
import type { FilterKey, Filters } from '../../components/list/filterSpec';
import type { RequestOptions } from '../../lib/api';
import { fetchActiveBorrowers, fetchLate, repaymentKeys } from './api';
import { activeFilters, lateFilters } from './query';

export function activePages(filters: Filters<FilterKey<typeof activeFilters>>, opts?: RequestOptions) {
  return {
    queryKey: repaymentKeys.list('active', activeFilters.query(filters)),
    fetchPage: (cursor: string | undefined, signal: AbortSignal) => fetchActiveBorrowers(activeFilters.query(filters, cursor), signal, opts),
  };
}

export function latePages(filters: Filters<FilterKey<typeof lateFilters>>, opts?: RequestOptions) {
  return {
    queryKey: repaymentKeys.list('late', lateFilters.query(filters)),
    fetchPage: (cursor: string | undefined, signal: AbortSignal) => fetchLate(lateFilters.query(filters, cursor), signal, opts),
  };
}
