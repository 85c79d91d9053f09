/**
 * Calls of the motorcycle screens (issue 11, the assets contract): the unit list and one unit,
 * registration (with an `Idempotency-Key`), the xlsx import and its template, status changes,
 * the loans waiting for their unit and the handover with its photos and signed BAST. Every change
 * refreshes the units, the batteries (a handover installs them) and every loan list (a handover
 * activates the loan).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CursorPage } from '../../components/list';
import { refreshLoans } from '../../entities/loan/api';
import { referenceKeys, usePartners, type MotorcycleType } from '../../entities/reference/api';
import { IDEMPOTENCY_HEADER, api, newIdempotencyKey, type UploadProgress } from '../../lib/api';
import type { components } from '../../lib/api/schema';
import type {
  HandoverDone,
  HandoverInput,
  MotorcycleDetail,
  MotorcycleInput,
  MotorcycleView,
  PendingHandover,
  StatusChangeInput,
  UnitBattery,
} from './schemas';

type Params = Record<string, string | number>;

/** `POST /api/v1/motorcycles/import` data: units created, duplicates, rejected rows with their errors. */
export type MotorcycleImportResult = components['schemas']['MotorcycleImportResult'];

export const MOTORCYCLES_API = '/api/v1/motorcycles';
export const IMPORT_API = `${MOTORCYCLES_API}/import`;
/** The xlsx to fill in: columns in the caller's language, the types and dealers on a second sheet. */
export const IMPORT_TEMPLATE_API = `${MOTORCYCLES_API}/import-template`;

export function motorcycleApiPath(id: string): string {
  return `${MOTORCYCLES_API}/${encodeURIComponent(id)}`;
}

/** Query keys: units under `motorcycles`; the battery screens keep theirs under `batteries`. */
export const motorcycleKeys = {
  all: ['motorcycles'] as const,
  list: (query: object) => [...motorcycleKeys.all, 'list', query] as const,
  detail: (id: string) => [...motorcycleKeys.all, 'detail', id] as const,
  pending: (query: object) => [...motorcycleKeys.all, 'handovers-pending', query] as const,
  batteries: ['batteries'] as const,
};

// ---- Reads ---------------------------------------------------------------------------------

export function fetchMotorcycles(params: Params, signal?: AbortSignal): Promise<CursorPage<MotorcycleView>> {
  return api.get<CursorPage<MotorcycleView>>(MOTORCYCLES_API, { params, signal });
}

export function fetchPendingHandovers(params: Params, signal?: AbortSignal): Promise<CursorPage<PendingHandover>> {
  return api.get<CursorPage<PendingHandover>>('/api/v1/handovers/pending', { params, signal });
}

export function useMotorcycle(id: string | undefined) {
  return useQuery({
    queryKey: motorcycleKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<MotorcycleDetail>(motorcycleApiPath(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
}

/** Units matching `params` (a picker's choices), nothing while `enabled` is false. */
export function useMotorcycleChoices(params: Params, enabled = true) {
  return useQuery({
    queryKey: motorcycleKeys.list({ ...params, picker: true }),
    queryFn: ({ signal }) => fetchMotorcycles({ limit: 100, ...params }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** In-stock batteries matching `q`, for the handover. */
export function useStockBatteries(q: string, enabled = true) {
  const params: Params = { status: 'in_stock', limit: 50 };
  if (q.trim()) params.q = q.trim();
  return useQuery({
    queryKey: [...motorcycleKeys.batteries, 'list', { ...params, picker: true }],
    queryFn: ({ signal }) => api.get<CursorPage<UnitBattery>>('/api/v1/batteries', { params, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every motorcycle type (all partners): the registration form and the list filter choose from it. */
export function useAllMotorcycleTypes() {
  return useQuery({
    queryKey: referenceKeys.of('motorcycle-types', 'all'),
    queryFn: ({ signal }) => api.get<MotorcycleType[]>('/api/v1/motorcycle-types', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Every motorcycle type as select options. Types belong to a partner and partners sell the same
 * model, so a name that several types carry is followed by its partner's ("Alva One · Maxim"):
 * without it staff saw identical choices and could register a unit under another partner's type.
 */
export function useMotorcycleTypeOptions(): { options: { value: string; label: string }[]; loading: boolean } {
  const types = useAllMotorcycleTypes();
  const partners = usePartners();
  const options = useMemo(() => {
    const all = types.data ?? [];
    const partnerName = new Map((partners.data ?? []).map((p) => [p.id, p.name]));
    const seen = new Map<string, number>();
    for (const m of all) seen.set(m.name, (seen.get(m.name) ?? 0) + 1);
    return all.map((m) => {
      const partner = (seen.get(m.name) ?? 0) > 1 ? partnerName.get(m.partner_id) : undefined;
      return { value: m.id, label: partner ? `${m.name} · ${partner}` : m.name };
    });
  }, [types.data, partners.data]);
  return { options, loading: types.isPending };
}

// ---- Changes -------------------------------------------------------------------------------

/** Registers a unit; returns it with the server's confirmation. */
export async function createMotorcycle(input: MotorcycleInput, idempotencyKey: string): Promise<{ unit: MotorcycleDetail; message: string }> {
  const envelope = await api.request<MotorcycleDetail>({
    method: 'post',
    url: MOTORCYCLES_API,
    data: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return { unit: envelope.data, message: envelope.msg };
}

export async function changeMotorcycleStatus(id: string, input: StatusChangeInput): Promise<{ unit: MotorcycleDetail; message: string }> {
  const envelope = await api.request<MotorcycleDetail>({ method: 'post', url: `${motorcycleApiPath(id)}/status`, data: input });
  return { unit: envelope.data, message: envelope.msg };
}

/**
 * Uploads a filled template (xlsx or csv, multipart `file`): valid rows are registered in stock,
 * units already registered counted as duplicates, the other rows come back with their errors.
 */
export function importMotorcycles(file: File, onProgress?: (fraction: number) => void): Promise<MotorcycleImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<MotorcycleImportResult>(IMPORT_API, form, {
    // One key per upload: its retries can never import the same file twice.
    headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    onUploadProgress: (event: UploadProgress) => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
      onProgress?.(Math.min(1, fraction));
    },
  });
}

/** The import's upload; the units (and the stock counts of the handover list) refresh when it created any. */
export function useMotorcycleImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { file: File; onProgress: (fraction: number) => void }) => importMotorcycles(v.file, v.onProgress),
    onSuccess: (result) => (result.created > 0 ? queryClient.invalidateQueries({ queryKey: motorcycleKeys.all }) : undefined),
  });
}

/** The file kinds of a handover: photos (jpg/png) and the signed BAST (pdf). */
export type HandoverFileKind = Extract<components['schemas']['FileKind'], 'handover_photo' | 'bast'>;

/** Uploads one handover file for `loanId`; returns its id. */
export function uploadHandoverFile(kind: HandoverFileKind, loanId: string, file: File): Promise<{ file_id: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('loan_id', loanId);
  form.append('file', file);
  // One key per upload: its retries can never store the file twice.
  return api.post<{ file_id: string }>('/api/v1/files', form, { headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } });
}

/** Hands a unit over to a loan waiting for it; returns the server's message. */
export async function handOver(loanId: string, input: HandoverInput, idempotencyKey: string): Promise<HandoverDone & { message: string }> {
  const envelope = await api.request<HandoverDone>({
    method: 'post',
    url: `/api/v1/loans/${encodeURIComponent(loanId)}/handover`,
    data: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return { ...envelope.data, message: envelope.msg };
}

/** Refreshes the units, the batteries and every loan list. */
export function refreshAssets(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: motorcycleKeys.all }),
    queryClient.invalidateQueries({ queryKey: motorcycleKeys.batteries }),
    refreshLoans(queryClient),
  ]);
}

/** A mutation that refreshes the asset data once it settles (also on failure: a 409 means stale data). */
export function useAssetMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshAssets(queryClient) });
}
