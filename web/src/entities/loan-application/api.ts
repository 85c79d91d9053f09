/**
 * One loan application as every screen reads it (`GET /api/v1/loan-applications/{loan_id}`),
 * the query keys of the application data, and what the screens do after a change.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ApplicationDetail, ApplicationRow, LoanAction } from './types';

/** The collection's path. */
export const APPLICATIONS_API = '/api/v1/loan-applications';

/** The path of one application (`…/LN-0000042`). */
export function applicationApiPath(loanId: string): string {
  return `${APPLICATIONS_API}/${encodeURIComponent(loanId)}`;
}

/** Query keys; invalidating `all` refreshes the lists, the counts and every detail. */
export const applicationKeys = {
  all: ['loan-applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: object) => [...applicationKeys.lists(), query] as const,
  summary: () => [...applicationKeys.all, 'summary'] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  detail: (loanId: string) => [...applicationKeys.details(), loanId] as const,
};

/** The Home counts, which count applications too. */
const HOME_KEY = ['home'] as const;

export function fetchApplication(loanId: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return api.get<ApplicationDetail>(applicationApiPath(loanId), { signal });
}

/** One application with every step (the borrower detail and the five-step form). */
export function useApplication(loanId: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.detail(loanId ?? ''),
    queryFn: ({ signal }) => fetchApplication(loanId ?? '', signal),
    enabled: Boolean(loanId),
  });
}

/** Whether the server allows `action` on this loan for the caller now. */
export function allows(loan: Pick<ApplicationRow, 'allowed_actions'>, action: LoanAction): boolean {
  return loan.allowed_actions.includes(action);
}

/**
 * Refreshes what shows application data after a change (list, counts, details, Home counts):
 * the ones on screen now refetch, the others are dropped so they load afresh when opened (the
 * cache does not refetch on mount, spec §9). Returns once the refetches are done.
 */
export function refreshApplications(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: HOME_KEY }),
  ]);
}

/**
 * After a change made away from the list (the form; an import creating applications): drops the cached lists, counts and Home counts and the
 * details not on screen, and refreshes those on screen except the details, which the form keeps
 * up to date itself (it stores each answer) — so nothing it shows is read twice.
 */
export function forgetApplicationLists(queryClient: QueryClient): void {
  const affected = (key: readonly unknown[]) => key[0] === applicationKeys.all[0] || key[0] === HOME_KEY[0];
  const detail = (key: readonly unknown[]) => key[0] === applicationKeys.all[0] && key[1] === 'detail';
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => affected(q.queryKey) });
  void queryClient.invalidateQueries({ type: 'active', predicate: (q) => affected(q.queryKey) && !detail(q.queryKey) });
}
