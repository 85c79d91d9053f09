/**
 * Calls of the application list and the borrower detail (DESIGN §3): list and counts, one
 * application, reference data for the filters, the row actions, and authorised file downloads.
 * Every change invalidates `applicationKeys.all` (list, counts, detail) and the home counts.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, handleApiError } from '../../lib/api';
import type {
  ApplicationDetail,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationSummary,
  Named,
} from './types';

const BASE = '/api/v1/loan-applications';

/** Query keys; invalidating `all` refreshes the list, the counts and every detail. */
export const applicationKeys = {
  all: ['loan-applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ApplicationListQuery) => [...applicationKeys.lists(), query] as const,
  summary: () => [...applicationKeys.all, 'summary'] as const,
  detail: (loanId: string) => [...applicationKeys.all, 'detail', loanId] as const,
};

/** A program of `GET /api/v1/programs`. */
export interface Program extends Named {
  code: string;
  kind: 'loan' | 'rent_to_own';
  active: boolean;
}

/** A partner of `GET /api/v1/partners`. */
export interface Partner extends Named {
  code: string;
  active: boolean;
}

/** A staff member who can be PIC (`GET /api/v1/staff?role=pic`). */
export interface PicChoice {
  id: string;
  full_name: string;
  email: string;
  level: number;
}

/** `data` of the PIC and partner assignments. */
export interface Assigned {
  loan_ids: string[];
}

function path(loanId: string): string {
  return `${BASE}/${encodeURIComponent(loanId)}`;
}

export function fetchApplications(query: ApplicationListQuery, signal?: AbortSignal): Promise<ApplicationPage> {
  return api.get<ApplicationPage>(BASE, { params: { ...query }, signal });
}

export function fetchSummary(signal?: AbortSignal): Promise<ApplicationSummary> {
  return api.get<ApplicationSummary>(`${BASE}/summary`, { signal });
}

export function fetchApplication(loanId: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return api.get<ApplicationDetail>(path(loanId), { signal });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useApplications(query: ApplicationListQuery) {
  return useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => fetchApplications(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The counts above the list. */
export function useApplicationSummary() {
  return useQuery({ queryKey: applicationKeys.summary(), queryFn: ({ signal }) => fetchSummary(signal) });
}

/** One application with every step (the borrower detail). */
export function useApplication(loanId: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.detail(loanId ?? ''),
    queryFn: ({ signal }) => fetchApplication(loanId ?? '', signal),
    enabled: Boolean(loanId),
  });
}

/** Reference data changes rarely: kept fresh for five minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;

export function usePrograms() {
  return useQuery({
    queryKey: ['reference', 'programs'],
    queryFn: ({ signal }) => api.get<Program[]>('/api/v1/programs', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function usePartners() {
  return useQuery({
    queryKey: ['reference', 'partners'],
    queryFn: ({ signal }) => api.get<Partner[]>('/api/v1/partners', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function usePicStaff() {
  return useQuery({
    queryKey: ['reference', 'staff', 'pic'],
    queryFn: ({ signal }) => api.get<PicChoice[]>('/api/v1/staff', { params: { role: 'pic' }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

// ---- Actions -------------------------------------------------------------------------------

/** `POST …/{loan_id}/verify {version}`: unverified → verified (approval pending). */
export function verifyApplication(loanId: string, version: number): Promise<ApplicationDetail> {
  return api.post<ApplicationDetail>(`${path(loanId)}/verify`, { version });
}

/** `POST …/{loan_id}/delete {reason, version}`: soft delete. */
export function deleteApplication(loanId: string, reason: string, version: number): Promise<{ loan_id: string }> {
  return api.del<{ loan_id: string }>(path(loanId), { reason, version });
}

/** Assigns a PIC to one application (`…/{loan_id}/pic`) or to selected ones (`…/pic`). */
export function assignPic(loanIds: readonly string[], picId: string): Promise<Assigned> {
  return loanIds.length === 1
    ? api.post<Assigned>(`${path(loanIds[0])}/pic`, { pic_id: picId })
    : api.post<Assigned>(`${BASE}/pic`, { loan_ids: loanIds, pic_id: picId });
}

/** Assigns a partner to one application (`…/{loan_id}/partner`) or to selected ones (`…/partner`). */
export function assignPartner(loanIds: readonly string[], partnerId: string): Promise<Assigned> {
  return loanIds.length === 1
    ? api.post<Assigned>(`${path(loanIds[0])}/partner`, { partner_id: partnerId })
    : api.post<Assigned>(`${BASE}/partner`, { loan_ids: loanIds, partner_id: partnerId });
}

export type LeadAction = 'qualify' | 'unqualify';

/** `POST …/{loan_id}/qualify | unqualify` (drafts only). */
export function setLead(loanId: string, action: LeadAction): Promise<ApplicationDetail> {
  return api.post<ApplicationDetail>(`${path(loanId)}/${action}`);
}

/**
 * A mutation that refreshes the list, the counts, the details and the home counts once it
 * settles (also on failure: a 409 means the data on screen is stale).
 */
export function useApplicationMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['home'] }),
      ]),
  });
}

// ---- Files ---------------------------------------------------------------------------------

/** A downloaded file: its bytes and the name the server suggests. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a `Content-Disposition` header, if any. */
export function filenameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * `GET /api/v1/files/{file_id}` through the API client (bearer token, shared refresh), as a
 * blob: files are never reachable by a public URL. Errors are left to the caller (no toast).
 */
export async function fetchFile(fileId: string, signal?: AbortSignal): Promise<DownloadedFile> {
  try {
    const response = await api.instance.get<Blob>(`/api/v1/files/${encodeURIComponent(fileId)}`, {
      responseType: 'blob',
      signal,
    });
    return { blob: response.data, filename: filenameOf(response.headers['content-disposition']) };
  } catch (error) {
    throw handleApiError(error, { silent: true });
  }
}

/** A file's bytes as a query (thumbnails), cached like any other data. */
export function useFileBlob(fileId: string, enabled = true) {
  return useQuery({
    queryKey: ['files', fileId],
    queryFn: ({ signal }) => fetchFile(fileId, signal),
    enabled,
    staleTime: Infinity,
  });
}
