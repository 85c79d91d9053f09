/**
 * The data page's first data, requested on a first load beside the screen's code and the
 * session's own requests (src/app/routes.tsx), under the key the page reads (issue 46, item 4):
 * the report and filters of its address, asked as the page asks them (no lender for a funder's
 * staff, their stored user's `lender`, whom the server keeps to their own). Nothing for the
 * programs' tab. Sent quietly before the session is confirmed (as `repayment/prefetch.ts`).
 */
import { QUIET } from '../../lib/api';
import { appQueryClient } from '../../lib/queryClient';
import { readStoredUser } from '../../lib/storage';
import { reportQueryOptions } from './api';
import { opensPrograms, readDataState, reportQuery } from './query';

/** The report (`ReportView`) of the page's address, when it opens on a report. */
export function prefetchReport(search: string): void {
  const params = new URLSearchParams(search);
  if (opensPrograms(params)) return;
  const state = readDataState(params);
  void appQueryClient().prefetchQuery(reportQueryOptions(state.report, reportQuery(state, readStoredUser()?.lender ?? null), QUIET));
}
