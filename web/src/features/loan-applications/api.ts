/**
 * Calls of the application list (DESIGN §3): one keyset page, the counts, the row actions and
 * the batch work on selected rows. Every change refreshes the lists, the counts, the details and
 * the Home counts. The spreadsheet import has its own module (`importApi.ts`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATIONS_API,
  applicationApiPath,
  applicationKeys,
  refreshApplications,
} from '../../entities/loan-application/api';
import type {
  ApplicationDetail,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationSummary,
  KycMethod,
} from '../../entities/loan-application/types';
import { api, type Envelope, type RequestOptions } from '../../lib/api';
import { listQuery, type ListFilters } from './query';
import type { components } from '../../lib/api/schema';

/** `data` of the PIC and partner assignments. */
export interface Assigned {
  loan_ids: string[];
}

export function fetchApplications(query: ApplicationListQuery, signal?: AbortSignal, opts?: RequestOptions): Promise<ApplicationPage> {
  return api.get<ApplicationPage>(APPLICATIONS_API, { ...opts, params: { ...query }, signal });
}

/**
 * The list's pages under `filters` for `useCursorList` (and `prefetchCursorList`): one key for
 * the screen, its first view and a first load's prefetch, which sends `opts` (quiet).
 */
export function applicationPages(filters: ListFilters, opts?: RequestOptions) {
  return {
    queryKey: applicationKeys.list(listQuery(filters)),
    fetchPage: (cursor: string | undefined, signal: AbortSignal) => fetchApplications(listQuery(filters, cursor), signal, opts),
  };
}

export function fetchSummary(signal?: AbortSignal, opts?: RequestOptions): Promise<ApplicationSummary> {
  return api.get<ApplicationSummary>(`${APPLICATIONS_API}/summary`, { ...opts, signal });
}

/** The counts' query: for their hook, and the list's prefetch before it is drawn (`prefetch.ts`, with its options). */
export const summaryQuery = (opts?: RequestOptions) => ({
  queryKey: applicationKeys.summary(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSummary(signal, opts),
});

/** The counts above the list. */
export function useApplicationSummary() {
  return useQuery(summaryQuery());
}

// ---- Actions -------------------------------------------------------------------------------

/** `POST …/{loan_id}/verify {version}`: unverified → verified (approval pending). */
export function verifyApplication(loanId: string, version: number): Promise<ApplicationDetail> {
  return api.post<ApplicationDetail>(`${applicationApiPath(loanId)}/verify`, { version });
}

/** `POST …/{loan_id}/delete {reason, version}`: soft delete. */
export function deleteApplication(loanId: string, reason: string, version: number): Promise<{ loan_id: string }> {
  return api.del<{ loan_id: string }>(applicationApiPath(loanId), { reason, version });
}

/** Assigns a PIC to one application (`…/{loan_id}/pic`); selected ones go through {@link runBatch}. */
export function assignPic(loanId: string, picId: string): Promise<Assigned> {
  return api.post<Assigned>(`${applicationApiPath(loanId)}/pic`, { pic_id: picId });
}

/** Assigns a partner to one application (`…/{loan_id}/partner`); selected ones go through {@link runBatch}. */
export function assignPartner(loanId: string, partnerId: string): Promise<Assigned> {
  return api.post<Assigned>(`${applicationApiPath(loanId)}/partner`, { partner_id: partnerId });
}

// ---- Batch work on selected rows (issue 13) --------------------------------------------------
// Written by hand until the server's OpenAPI document has them; named as its schemas will be,
// so they can be swapped for `components['schemas'][…]`.

type Schemas = components['schemas'];

/** What a batch does to each selected application. */
export type BatchAction = Schemas['BatchAction'];

/** `POST /api/v1/loan-applications/batch` body: `pic_id` for `pic`, `partner_id` for `partner`. */
export type BatchBody = Schemas['BatchBody'] & { action: BatchAction };

/** One application the batch could not change, and why (`message` in the caller's language). */
export type BatchFailure = Schemas['BatchFailure'];

/** `data` of a batch: each application is done on its own, so some may fail while others succeed. */
export type BatchResult = Schemas['BatchResult'];

/**
 * `POST /api/v1/loan-applications/batch`: verifies, or assigns a PIC or a partner to, each of
 * `loan_ids` on its own (not all or nothing). The envelope's `msg` sums it up ("3 of 5 done");
 * a 422 with field errors (`pic_id`, `partner_id`, `loan_ids`) means the request itself was refused.
 */
export function runBatch(body: BatchBody): Promise<Envelope<BatchResult>> {
  return api.request<BatchResult>({ method: 'post', url: `${APPLICATIONS_API}/batch`, data: body });
}

/** One row of `POST /api/v1/loan-applications/kyc-schedules` (`scheduled_at` RFC 3339, `+07:00`). */
export interface KycScheduleRow {
  loan_id: string;
  scheduled_at: string;
  method: KycMethod;
  /** The call's link or the meeting place. */
  location?: string | null;
  note: string | null;
}

/** Schedules KYC for the selected applications, all or nothing (409 for an unqualified lead). */
export function scheduleKyc(schedules: KycScheduleRow[]): Promise<Envelope<Assigned>> {
  return api.request<Assigned>({ method: 'post', url: `${APPLICATIONS_API}/kyc-schedules`, data: { schedules } });
}

export type LeadAction = Extract<Schemas['Action'], 'qualify' | 'unqualify'>;

/** `POST …/{loan_id}/qualify | unqualify` (drafts only). */
export function setLead(loanId: string, action: LeadAction): Promise<ApplicationDetail> {
  return api.post<ApplicationDetail>(`${applicationApiPath(loanId)}/${action}`);
}

/**
 * A mutation that refreshes the list, the counts, the details and the home counts once it
 * settles (also on failure: a 409 means the data on screen is stale).
 */
export function useApplicationMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => refreshApplications(queryClient),
  });
}

/** What a batch did, for its summary: the action, the server's summing up ("3 of 5 done") and each row's outcome. */
export interface BatchOutcome extends BatchResult {
  action: BatchAction;
  message: string;
}

/**
 * Runs a batch on selected applications (see {@link runBatch}) and refreshes the lists and counts
 * afterwards; `run` resolves to the outcome to sum up.
 */
export function useBatch() {
  const mutation = useApplicationMutation(runBatch);
  return {
    isPending: mutation.isPending,
    run: async (body: BatchBody): Promise<BatchOutcome> => {
      const { data, msg } = await mutation.mutateAsync(body);
      return { action: body.action, message: msg, ...data };
    },
  };
}
