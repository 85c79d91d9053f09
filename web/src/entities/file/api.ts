/**
 * Uploaded files (DESIGN §1, §3): uploads with progress, and downloads through the API client
 * with the bearer token (`GET /api/v1/files/{file_id}`) as blobs shown or saved from object
 * URLs — files never have a public URL.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, handleApiError, IDEMPOTENCY_HEADER, newIdempotencyKey, type UploadProgress } from '../../lib/api';
import { filenameOf } from '../../lib/download';
import type { FileKind } from '../loan-application/types';
import type { LoanFileKind } from '../loan/types';

/** Largest upload, bytes: 2 MiB (spec §9). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** `POST /api/v1/files` answer. */
export interface UploadedFile {
  file_id: string;
  kind: string;
  content_type: string;
  size: number;
}

/** A downloaded file: its bytes and the name the server suggests. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** Query keys of file bytes (kept for the session: a stored file never changes). */
export const fileKeys = {
  one: (fileId: string) => ['files', fileId] as const,
};

/**
 * Uploads one file for `kind`; `onProgress` gets 0–1 as the bytes go out. Errors: 413 (too
 * large), 415 (wrong type, judged by the bytes), 422 — each with the message under `file`.
 */
export function uploadFile(
  kind: FileKind | LoanFileKind,
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
    onUploadProgress: (event: UploadProgress) => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
      onProgress?.(Math.min(1, fraction));
    },
  });
}

export { filenameOf };

/**
 * `GET /api/v1/files/{file_id}` through the API client (bearer token, shared refresh), as a
 * blob. Errors are left to the caller (no toast).
 */
export async function fetchFile(fileId: string, signal?: AbortSignal): Promise<DownloadedFile> {
  try {
    const { blob, headers } = await api.blob(`/api/v1/files/${encodeURIComponent(fileId)}`, { signal });
    return { blob, filename: filenameOf(headers.get('content-disposition')) };
  } catch (error) {
    throw handleApiError(error, { silent: true });
  }
}

/** A file's bytes as a query (previews, thumbnails), cached like any other data. */
export function useFileBlob(fileId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: fileKeys.one(fileId ?? ''),
    queryFn: ({ signal }) => fetchFile(fileId ?? '', signal),
    enabled: enabled && Boolean(fileId),
    staleTime: Infinity,
  });
}

/** An object URL for a blob while the component shows it; released afterwards. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom (unit tests) has no object URLs unless a test provides them.
    if (!blob || typeof URL.createObjectURL !== 'function') return undefined;
    const created = URL.createObjectURL(blob);
    // The URL exists only once created here, outside React: an effect is the place for it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
