/**
 * Calls of the prospect account and the five-step application (DESIGN §3), and the reference
 * data their forms choose from. Shapes of applications are the shared ones of
 * `loan-applications/types.ts`.
 */
import { useQuery } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { api, IDEMPOTENCY_HEADER, newIdempotencyKey, type Envelope } from '../../lib/api';
import type {
  ApplicationDetail,
  ApplicationPage,
  ApplicationStatus,
  BasicInfo,
  FileKind,
  KycMethod,
  StepName,
} from '../loan-applications/types';
import type { OperationalArea } from './schemas';

// ---------------------------------------------------------------------------------------------
// Reference data.

export interface Program {
  id: string;
  code: string;
  name: string;
  /** `loan` or `rent_to_own`. */
  kind: string;
  installment_frequency: string;
  tenure_count: number;
  active: boolean;
}

export interface Partner {
  id: string;
  code: string;
  name: string;
  active: boolean;
}

export interface MotorcycleType {
  id: string;
  partner_id: string;
  code: string;
  name: string;
  powertrain: string;
  price_rupiah: number;
  active: boolean;
}

export interface Dealer {
  id: string;
  code: string;
  name: string;
  address: string;
  city_code: string | null;
  latitude: number;
  longitude: number;
  active: boolean;
  /** Kilometres from the given point; null when looked up by city. */
  distance_km: number | null;
}

export interface Region {
  code: string;
  parent_code: string | null;
  level: number;
  name: string;
}

/** Where to look for dealers: near a point (within 5 km) or in a city. */
export type DealerLookup = { lat: number; lng: number } | { city_code: string };

const REFERENCE = ['application-form', 'reference'] as const;

export function usePrograms() {
  return useQuery({
    queryKey: [...REFERENCE, 'programs'],
    queryFn: ({ signal }) => api.get<Program[]>('/api/v1/programs', { signal }),
  });
}

export function usePartners() {
  return useQuery({
    queryKey: [...REFERENCE, 'partners'],
    queryFn: ({ signal }) => api.get<Partner[]>('/api/v1/partners', { signal }),
  });
}

/** Motorcycle types of a partner (nothing until a partner is chosen). */
export function useMotorcycleTypes(partnerId: string | undefined) {
  return useQuery({
    queryKey: [...REFERENCE, 'motorcycle-types', partnerId],
    queryFn: ({ signal }) =>
      api.get<MotorcycleType[]>('/api/v1/motorcycle-types', { signal, params: { partner_id: partnerId } }),
    enabled: !!partnerId,
  });
}

/** Dealers within 5 km of a point (nearest first), or of a city. */
export function useDealers(lookup: DealerLookup | null) {
  return useQuery({
    queryKey: [...REFERENCE, 'dealers', lookup],
    queryFn: ({ signal }) => api.get<Dealer[]>('/api/v1/dealers', { signal, params: { ...lookup } }),
    enabled: !!lookup,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: [...REFERENCE, 'regions', 'provinces'],
    queryFn: ({ signal }) => api.get<Region[]>('/api/v1/regions/provinces', { signal }),
  });
}

/** Which regions lie under a region of each level. */
export type RegionLevel = 'cities' | 'districts' | 'sub-districts';
const CHILD_PATH: Record<RegionLevel, string> = {
  cities: 'provinces/{code}/cities',
  districts: 'cities/{code}/districts',
  'sub-districts': 'districts/{code}/sub-districts',
};

/** The regions directly under `parent` (nothing until a parent is chosen). */
export function useRegionChildren(level: RegionLevel, parent: string | undefined) {
  return useQuery({
    queryKey: [...REFERENCE, 'regions', level, parent],
    queryFn: ({ signal }) =>
      api.get<Region[]>(`/api/v1/regions/${CHILD_PATH[level].replace('{code}', encodeURIComponent(parent ?? ''))}`, {
        signal,
      }),
    enabled: !!parent,
  });
}

export function useOperationalArea() {
  return useQuery({
    queryKey: [...REFERENCE, 'operational-area'],
    queryFn: ({ signal }) => api.get<OperationalArea>('/api/v1/operational-area', { signal }),
  });
}

// ---------------------------------------------------------------------------------------------
// The prospect account and the application.

/** `POST /api/v1/borrowers` body. */
export type AccountBody = Omit<BasicInfo, 'spouse_name' | 'sales_name'> & {
  spouse_name?: string | null;
  sales_name?: string | null;
  password: string;
  password_confirmation: string;
};

/** `POST /api/v1/borrowers` answer: the account and its draft application. */
export interface CreatedAccount {
  borrower_id: string;
  loan_id: string;
  customer_id: string;
}

/**
 * Creates the prospect/borrower account and opens its draft application. `idempotencyKey`: the
 * same key for a repeat of the same body, so a second click or a retry creates nothing more.
 */
export function createAccount(body: AccountBody, idempotencyKey: string): Promise<CreatedAccount> {
  return api.post<CreatedAccount>('/api/v1/borrowers', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export const applicationKey = (loanId: string) => ['application-form', 'application', loanId] as const;

/** One application with every step. */
export function fetchApplication(loanId: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return api.get<ApplicationDetail>(`/api/v1/loan-applications/${encodeURIComponent(loanId)}`, { signal });
}

export function useApplication(loanId: string) {
  return useQuery({ queryKey: applicationKey(loanId), queryFn: ({ signal }) => fetchApplication(loanId, signal) });
}

/** Stores one step (`PUT …/{step}` with the version last read); answers the updated detail. */
export function putStep(loanId: string, step: StepName, body: object, version: number): Promise<ApplicationDetail> {
  return api.put<ApplicationDetail>(`/api/v1/loan-applications/${encodeURIComponent(loanId)}/${step}`, {
    ...body,
    version,
  });
}

/** Saves the application from a step: it becomes unverified ("KYC Scheduled" from the e-KYC step). */
export function saveApplication(loanId: string, fromStep: StepName, version: number): Promise<Envelope<ApplicationDetail>> {
  return api.request<ApplicationDetail>({
    method: 'post',
    url: `/api/v1/loan-applications/${encodeURIComponent(loanId)}/save`,
    data: { from_step: fromStep, version },
  });
}

// ---------------------------------------------------------------------------------------------
// Files.

/** `POST /api/v1/files` answer. */
export interface UploadedFile {
  file_id: string;
  kind: string;
  content_type: string;
  size: number;
}

/**
 * Uploads one file for `kind`; `onProgress` gets 0–1 as the bytes go out. Errors: 413 (too
 * large), 415 (wrong type, judged by the bytes), 422 — each with the message under `file`.
 */
export function uploadFile(
  kind: FileKind,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return api.post<UploadedFile>('/api/v1/files', form, {
    signal,
    // One key per upload: its retries can never store the file twice.
    headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    onUploadProgress: (event: AxiosProgressEvent) => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
      onProgress?.(Math.min(1, fraction));
    },
  });
}

/** A stored file's bytes, fetched with the bearer token (files are never public). */
export async function fetchFileBlob(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await api.instance.get<Blob>(`/api/v1/files/${encodeURIComponent(fileId)}`, {
    responseType: 'blob',
    signal,
  });
  return response.data;
}

// ---------------------------------------------------------------------------------------------
// Batch KYC scheduling.

/** Applications that can get a KYC schedule (draft or unverified), matching `q`. */
export async function fetchSchedulable(q: string, signal?: AbortSignal): Promise<ApplicationPage['items']> {
  const statuses: ApplicationStatus[] = ['draft', 'unverified'];
  const pages = await Promise.all(
    statuses.map((status) =>
      api.get<ApplicationPage>('/api/v1/loan-applications', {
        signal,
        params: { status, q: q.trim() || undefined, sort: 'newest', limit: 100 },
      }),
    ),
  );
  return pages
    .flatMap((page) => page.items)
    .sort((a, b) => b.registered_at.localeCompare(a.registered_at));
}

export function useSchedulable(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['application-form', 'schedulable', q],
    queryFn: ({ signal }) => fetchSchedulable(q, signal),
    enabled,
  });
}

export interface ScheduleRow {
  loan_id: string;
  scheduled_at: string;
  method: KycMethod;
  note: string | null;
}

/** Schedules KYC for several applications at once (all or nothing). */
export function scheduleKyc(schedules: ScheduleRow[]): Promise<Envelope<{ loan_ids: string[] }>> {
  return api.request<{ loan_ids: string[] }>({
    method: 'post',
    url: '/api/v1/loan-applications/kyc-schedules',
    data: { schedules },
  });
}
