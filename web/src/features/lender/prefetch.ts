/**
 * The lender list's first data, requested on a first load beside the screen's code and the
 * session's own requests (src/app/routes.tsx), under the key the screen reads (issue 46, item 4).
 * Sent quietly before the session is confirmed (as `repayment/prefetch.ts`).
 */
import { lenderListQuery } from '../../entities/lender/api';
import { QUIET } from '../../lib/api';
import { appQueryClient } from '../../lib/queryClient';
import { lenderFilters } from './query';

/** The lenders (`LenderListPage`) for the page's address (its search and status). */
export function prefetchLenders(search: string): void {
  const filters = lenderFilters.fromSearch(new URLSearchParams(search));
  void appQueryClient().prefetchQuery(lenderListQuery(lenderFilters.query(filters, undefined, null), QUIET));
}
