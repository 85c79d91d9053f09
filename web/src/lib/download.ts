/**
 * Downloads fetched with the bearer token (files never have a public URL): saving a blob under a
 * name, the name a `Content-Disposition` header suggests, and streamed downloads (xlsx exports,
 * which the server writes as it reads, without a `Content-Length`) read chunk by chunk with the
 * bytes received so far reported as progress.
 */
import { api } from './api';
import { ApiError, type Envelope } from './api/types';
import { currentLanguage, i18n } from './i18n';
import { toastError } from './notify';
import { readStoredUser } from './storage';

/** Saves `blob` as `filename` through a temporary object URL and link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a `Content-Disposition` header, if any. */
export function filenameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : null;
}

/** A downloaded file: its bytes and the name the server suggests. */
export interface StreamedFile {
  blob: Blob;
  filename: string | null;
}

function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function send(url: string, signal?: AbortSignal): Promise<Response> {
  const token = readStoredUser()?.token;
  return fetch(url, {
    signal,
    headers: { Authorization: token ? `Bearer ${token}` : '', 'Accept-Language': currentLanguage() },
  });
}

/** The error of a failed download: the server's envelope when it sent one. */
async function failure(response: Response): Promise<ApiError> {
  let body: Partial<Envelope<unknown>> | null = null;
  try {
    body = (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    body = null;
  }
  const message = typeof body?.msg === 'string' && body.msg ? body.msg : i18n.t('errors:default');
  return new ApiError('http', message, response.status, body as Envelope<unknown> | null);
}

/** Whether a download failed because the server has no such file (404: gone from storage, or never there). */
export function isMissingFile(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Tells staff, once, that a file could not be had (spec §8 texts): 'No File Found' when the
 * server has none, else 'Download failed' with the server's own message when it sent one (never
 * the same words twice). An ended session was already told by the session flow.
 */
export function toastDownloadFailure(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'session-expired') return;
  if (isMissingFile(error)) {
    toastError(i18n.t('errors:title'), i18n.t('errors:no_file'));
    return;
  }
  const title = i18n.t('errors:download_failed');
  const said = error instanceof ApiError && error.body?.msg ? error.body.msg : undefined;
  toastError(title, said && said !== title ? said : undefined);
}

/**
 * `GET path?params` with the app's bearer token and language, read as a stream: `onProgress`
 * gets the bytes received so far after each chunk. A 401 (token expired meanwhile) is retried
 * once after the API client's shared refresh. Throws an ApiError.
 */
export async function streamDownload(
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
  onProgress?: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<StreamedFile> {
  const url = `${path}${queryString(params)}`;
  let response = await send(url, signal);
  if (response.status === 401) {
    // Any API call refreshes the token once for everyone (or ends the session).
    await api.get('/api/v1/me', { signal, silent: true });
    response = await send(url, signal);
  }
  if (!response.ok) throw await failure(response);
  const filename = filenameOf(response.headers.get('content-disposition'));
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress?.(blob.size);
    return { blob, filename };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.(received);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), filename };
}
