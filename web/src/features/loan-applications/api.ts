/**
 * Calls of the application list (DESIGN §3): one keyset page, the counts, and the row actions.
 * Every change refreshes the lists, the counts, the details and the Home counts.
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
import { api, type Envelope } from '../../lib/api';

/** `data` of the PIC and partner assignments. */
export interface Assigned {
  loan_ids: string[];
}

export function fetchApplications(query: ApplicationListQuery, signal?: AbortSignal): Promise<ApplicationPage> {
  return api.get<ApplicationPage>(APPLICATIONS_API, { params: { ...query }, signal });
}

export function fetchSummary(signal?: AbortSignal): Promise<ApplicationSummary> {
  return api.get<ApplicationSummary>(`${APPLICATIONS_API}/summary`, { signal });
}

/** The counts above the list. */
export function useApplicationSummary() {
  return useQuery({ queryKey: applicationKeys.summary(), queryFn: ({ signal }) => fetchSummary(signal) });
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

/** Assigns a PIC to one application (`…/{loan_id}/pic`) or to selected ones (`…/pic`). */
export function assignPic(loanIds: readonly string[], picId: string): Promise<Assigned> {
  return loanIds.length === 1
    ? api.post<Assigned>(`${applicationApiPath(loanIds[0])}/pic`, { pic_id: picId })
    : api.post<Assigned>(`${APPLICATIONS_API}/pic`, { loan_ids: loanIds, pic_id: picId });
}

/** Assigns a partner to one application (`…/{loan_id}/partner`) or to selected ones (`…/partner`). */
export function assignPartner(loanIds: readonly string[], partnerId: string): Promise<Assigned> {
  return loanIds.length === 1
    ? api.post<Assigned>(`${applicationApiPath(loanIds[0])}/partner`, { partner_id: partnerId })
    : api.post<Assigned>(`${APPLICATIONS_API}/partner`, { loan_ids: loanIds, partner_id: partnerId });
}

/** One row of `POST /api/v1/loan-applications/kyc-schedules` (`scheduled_at` RFC 3339, `+07:00`). */
export interface KycScheduleRow {
  loan_id: string;
  scheduled_at: string;
  method: KycMethod;
  note: string | null;
}

/** Schedules KYC for the selected applications, all or nothing (409 for an unqualified lead). */
export function scheduleKyc(schedules: KycScheduleRow[]): Promise<Envelope<Assigned>> {
  return api.request<Assigned>({ method: 'post', url: `${APPLICATIONS_API}/kyc-schedules`, data: { schedules } });
}

export type LeadAction = 'qualify' | 'unqualify';

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
