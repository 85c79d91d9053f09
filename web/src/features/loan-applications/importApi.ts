/**
 * The spreadsheet import of applications (issue 13): the template, the upload, one import's
 * checks and progress (polled while the server works on it), its errors as xlsx, commit and
 * cancel, and the recent imports. The server checks every row first (`checking` → `checked`);
 * committing creates the valid rows (`importing` → `done`). Which buttons an import offers comes
 * only from its `allowed_actions`.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { APPLICATIONS_API, forgetApplicationLists } from '../../entities/loan-application/api';
import { IDEMPOTENCY_HEADER, api, newIdempotencyKey, type Envelope, type UploadProgress } from '../../lib/api';
import type { components } from '../../lib/api/schema';

// ---- Shapes (generated from the server's OpenAPI document) ----------------------------------

type Schemas = components['schemas'];

/** Where an import stands: rows being checked, checked (waiting for commit), rows being created, … */
export type LoanImportStatus = Schemas['ImportStatus'];

/** What the caller may do with an import now (server-computed). */
export type LoanImportAction = Schemas['ImportAction'];

/** The actions that change an import (the other, `download_errors`, is a download). */
export type LoanImportChange = Extract<LoanImportAction, 'commit' | 'cancel'>;

/** One problem of one spreadsheet row (`message` already in the caller's language; `row` 2 is
 * the first data row, `field` the template column's key). */
export type LoanImportError = Schemas['RowError'];

/** `GET …/imports/{import_id}`: the import with the row errors (the first ones when
 * `errors_capped`; the error file `…/errors` holds them all). */
export type LoanImport = Schemas['ImportView'];

/** An import as the recent imports list it (its `errors` are left empty there). */
export type LoanImportSummary = Omit<LoanImport, 'errors' | 'errors_capped'>;

/** `GET …/imports`: the recent imports, newest first. */
export type LoanImportPage = Schemas['ImportPage'];

/** `POST …/imports` data (201). */
export type LoanImportCreated = Schemas['ImportCreated'];

// ---- Paths and keys --------------------------------------------------------------------------

/** The imports' collection path. */
export const IMPORTS_API = `${APPLICATIONS_API}/imports`;

/** The empty template to fill in (xlsx). */
export const IMPORT_TEMPLATE_API = `${APPLICATIONS_API}/import-template`;

/** The path of one import. */
export function importApiPath(importId: string): string {
  return `${IMPORTS_API}/${encodeURIComponent(importId)}`;
}

/** The uploaded rows with an error column (xlsx). */
export function importErrorsApiPath(importId: string): string {
  return `${importApiPath(importId)}/errors`;
}

/** How many recent imports the import page lists. */
export const RECENT_IMPORTS = 20;

/** How often an import the server works on is read again, ms. */
export const IMPORT_POLL_MS = 1000;

/** Query keys (apart from the applications': a batch's refresh does not refetch imports). */
export const importKeys = {
  all: ['loan-imports'] as const,
  recent: () => [...importKeys.all, 'recent'] as const,
  one: (importId: string) => [...importKeys.all, 'one', importId] as const,
};

/** Whether the server is working on the import (checking rows or creating applications). */
export function isWorking(status: LoanImportStatus): boolean {
  return status === 'checking' || status === 'importing';
}

/** Whether the server allows `action` on the import for the caller now. */
export function allowsImport(item: Pick<LoanImportSummary, 'allowed_actions'>, action: LoanImportAction): boolean {
  return item.allowed_actions.includes(action);
}

// ---- Calls -----------------------------------------------------------------------------------

/**
 * `POST …/imports` (multipart `file`); `onProgress` gets 0–1 as the bytes go out. The server
 * checks the rows afterwards: read the import until it is `checked`. A 422 names the problem
 * under `file` (`import_file_type`, `file_too_large`, `import_empty`, `import_too_many_rows`).
 * No toast for a 4xx: the page shows it.
 */
export function uploadImport(file: File, onProgress?: (fraction: number) => void): Promise<LoanImportCreated> {
  const form = new FormData();
  form.append('file', file);
  return api.post<LoanImportCreated>(IMPORTS_API, form, {
    // One key per upload: its retries can never start the same import twice.
    headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    onUploadProgress: (event: UploadProgress) => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
      onProgress?.(Math.min(1, fraction));
    },
  });
}

/** `GET …/imports/{import_id}`: one import with its row errors. */
export function fetchImport(importId: string, signal?: AbortSignal): Promise<LoanImport> {
  return api.get<LoanImport>(importApiPath(importId), { signal });
}

/** `GET …/imports?limit=20`: the recent imports, newest first (one page is enough here). */
export function fetchRecentImports(signal?: AbortSignal): Promise<LoanImportPage> {
  return api.get<LoanImportPage>(IMPORTS_API, { params: { limit: RECENT_IMPORTS }, signal });
}

/**
 * `POST …/imports/{import_id}/commit`: creates the valid rows (the import turns `importing`);
 * the envelope's `msg` says so. 409 unless `checked`; 422 `import_nothing_valid`.
 */
export function commitImport(importId: string): Promise<Envelope<LoanImport>> {
  return api.request<LoanImport>({ method: 'post', url: `${importApiPath(importId)}/commit` });
}

/** `POST …/imports/{import_id}/cancel`: the import turns `cancelled`; nothing is created. */
export function cancelImport(importId: string): Promise<Envelope<LoanImport>> {
  return api.request<LoanImport>({ method: 'post', url: `${importApiPath(importId)}/cancel` });
}

// ---- Queries ---------------------------------------------------------------------------------

/**
 * Keeps what depends on an import in step with what was just read of it: a changed status
 * refreshes the recent imports, and an import seen done for the first time drops the cached
 * application lists and counts (its rows are new applications).
 */
function followImport(queryClient: QueryClient, next: LoanImport): void {
  const previous = queryClient.getQueryData<LoanImport>(importKeys.one(next.import_id));
  if (previous?.status === next.status) return;
  void queryClient.invalidateQueries({ queryKey: importKeys.recent() });
  if (next.status === 'done') forgetApplicationLists(queryClient);
}

/** One import, read again every second while the server works on it. */
export function useImport(importId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKeys.one(importId ?? ''),
    queryFn: async ({ signal }) => {
      const next = await fetchImport(importId ?? '', signal);
      followImport(queryClient, next);
      return next;
    },
    enabled: Boolean(importId),
    refetchInterval: (query) => (query.state.data && isWorking(query.state.data.status) ? IMPORT_POLL_MS : false),
  });
}

/** The recent imports, newest first. */
export function useRecentImports() {
  return useQuery({ queryKey: importKeys.recent(), queryFn: ({ signal }) => fetchRecentImports(signal) });
}

/** Commits or cancels an import; the answer replaces the import shown (and polling resumes). */
export function useImportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, action }: { importId: string; action: LoanImportChange }) =>
      action === 'commit' ? commitImport(importId) : cancelImport(importId),
    onSuccess: ({ data }) => {
      followImport(queryClient, data);
      queryClient.setQueryData(importKeys.one(data.import_id), data);
    },
    // A 409 means the import on screen is stale.
    onError: (_error, { importId }) => queryClient.invalidateQueries({ queryKey: importKeys.one(importId) }),
  });
}

/** Uploads a spreadsheet; the recent imports then list it. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadImport(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.recent() }),
  });
}
