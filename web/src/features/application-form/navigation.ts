import type { QueryClient } from '@tanstack/react-query';

/** The application list (spec §2 route). */
export const LIST_PATH = '/app/borrower/application';

/**
 * Drops cached data of other screens (list, counts, home) after a change here, so they load
 * afresh when opened: the query cache does not refetch on mount (spec §9). Reference data and
 * this feature's own queries stay.
 */
export function forgetListData(queryClient: QueryClient): void {
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => q.queryKey[0] !== 'application-form' });
  void queryClient.invalidateQueries({ type: 'active', predicate: (q) => q.queryKey[0] !== 'application-form' });
}
