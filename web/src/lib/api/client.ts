/**
 * The main API client of spec §7 (relative paths, empty base URL): bearer header from the stored
 * user, Accept-Language of the UI, 60 s timeout, retries of idempotent requests (ky's `retry`),
 * one shared token refresh for parallel auth failures, and the session-expiry flow of spec §8.
 *
 * Built on `ky` (fetch) rather than axios since issue 8: a fraction of axios's weight on every
 * first load (docs/BENCHMARKS.md "First load of the web app"). Uploads that report progress go
 * through XMLHttpRequest (`xhrFetch`), fetch having no upload progress over HTTP/1.1; everything
 * else (retries, timeout, refresh) is the same.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type HTTPError, type KyInstance, type Options } from 'ky';
import { LANGUAGES, currentLanguage, i18n } from '../i18n';
import { currentAppPath, loginPath, navigateTo } from '../navigation';
import { toastError } from '../notify';
import { emitSessionEnded } from '../sessionEvents';
import { clearCredentials, readStoredUser, updateStoredTokens } from '../storage';
import { handleApiError, isMissingEnvelope } from './errors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { ApiError, type Envelope } from './types';
import { xhrFetch, type UploadProgress } from './xhrFetch';

export type { UploadProgress } from './xhrFetch';

export const REQUEST_TIMEOUT_MS = 60_000;
export const RETRIES = 3;
export const RETRY_DELAY_MS = 2_000;
export const REFRESH_PATH = '/api/v1/authentication/refresh-token';
export const LOGOUT_PATH = '/api/logout';
export const LOGIN_PATH = '/login';

const IDEMPOTENT_METHODS = ['get', 'head', 'put', 'options'];

/** Per-call options (spec §7: params, extra headers, optional root URL, upload progress). */
export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Put before the path (the spec's "root URL"; empty by default). */
  baseURL?: string;
  signal?: AbortSignal;
  /** Upload progress: the request then goes through XMLHttpRequest. */
  onUploadProgress?: (event: UploadProgress) => void;
  /** No error toast; the caller shows the failure itself. */
  silent?: boolean;
  /** Do not treat 401 as an expired session (auth endpoints). */
  skipAuthRefresh?: boolean;
  /** No retry on a 5xx or network error (the caller falls back at once instead). */
  noRetry?: boolean;
}

/** One request: method, path, JSON (or FormData) body and the per-call options. */
export interface RequestConfig extends RequestOptions {
  method: 'get' | 'post' | 'put';
  url: string;
  data?: unknown;
}

export interface ApiClientOptions {
  /** Pause between retries; injectable so tests need not wait 2 s. */
  retryDelayMs?: number;
}

/** The bearer header value for a token (empty when there is none, spec §6). */
function bearer(token: string | undefined): string {
  return token ? `Bearer ${token}` : '';
}

/**
 * The server's "no token" answer comes as 400 with a fixed text in the caller's language, so
 * every language's text is recognised (kept in the `errors` namespace as `token_required`).
 */
function isTokenRequiredMessage(msg: unknown): boolean {
  return LANGUAGES.some((lng) => i18n.getFixedT(lng, 'errors')('token_required') === msg);
}

/** The JSON body of a failed response (ky reads it into `data`), if any. */
function errorBody(error: HTTPError): Partial<Envelope<unknown>> | undefined {
  const data: unknown = error.data;
  return data !== null && typeof data === 'object' ? data : undefined;
}

/** 401, or 400 'Request required access token' (spec §7). */
function isAuthFailure(error: unknown): boolean {
  if (!isHTTPError(error)) return false;
  const status = error.response.status;
  return status === 401 || (status === 400 && isTokenRequiredMessage(errorBody(error)?.msg));
}

/** The longest `Retry-After` the client waits for before giving up to the caller. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * A 503 that says when to come back (`Retry-After` in seconds, e.g. `server_busy` when every
 * password or image worker is taken): the server did nothing with the request, so any request,
 * a sign-in included, may be sent again after that long (ky waits the header's time, at most
 * `MAX_RETRY_AFTER_MS`).
 */
function saysRetryAfter(error: unknown): boolean {
  if (!isHTTPError(error) || error.response.status !== 503) return false;
  const header = error.response.headers.get('retry-after');
  if (header === null || header.trim() === '') return false;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0;
}

/**
 * Retry idempotent requests on network errors and 5xx only (never 4xx, never a timeout): GET,
 * PUT and the like, and a POST only when it carries an `Idempotency-Key` (the server then never
 * creates twice). `undefined` leaves a busy server's `Retry-After` to ky.
 */
function shouldRetry(config: RequestConfig, error: unknown): boolean | undefined {
  if (config.noRetry) return false;
  if (saysRetryAfter(error)) return undefined;
  const keyed = Object.keys(config.headers ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
  if (!IDEMPOTENT_METHODS.includes(config.method) && !keyed) return false;
  return isNetworkError(error) || (isHTTPError(error) && error.response.status >= 500);
}

/** Query parameters as axios wrote them: no null or undefined, `key[]` per array item, dates in ISO. */
function searchParamsOf(params: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  const search = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search.append(key, String(value));
    else search.append(key, JSON.stringify(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item) => put(`${key}[]`, item));
    else put(key, value);
  }
  return search;
}

/** Parses a success body: JSON when it is JSON, else the text (then not an envelope). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds an API client; the app uses the default instance from `lib/api`. */
export function createApiClient(options: ApiClientOptions = {}) {
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  // Paths are resolved against the page (tests have no page URL of their own for fetch).
  const base = (): string => globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
  // Refresh and logout go around the retries and the refresh itself, so they can never loop.
  const bare: KyInstance = ky.create({ timeout: REQUEST_TIMEOUT_MS, retry: 0 });

  let refreshing: Promise<void> | null = null;

  /** One refresh for every request that failed meanwhile; rejects when the session is over. */
  function refreshOnce(refreshToken: string, sentToken: string | undefined): Promise<void> {
    refreshing ??= bare
      .post(REFRESH_PATH, {
        baseUrl: base(),
        json: { refresh_token: refreshToken },
        headers: { 'Accept-Language': currentLanguage() },
      })
      .json<Envelope<{ token: string; refresh_token: string }>>()
      .then((envelope) => {
        const data = envelope?.data;
        if (!data?.token || !data.refresh_token) throw new Error('refresh answered without tokens');
        updateStoredTokens(data.token, data.refresh_token);
      })
      .catch((error: unknown) => {
        // A refused refresh ends the session; one that never reached the server (offline,
        // timeout, 5xx) does not, so a network blip does not sign staff out.
        if (isNetworkError(error) || isTimeoutError(error) || (isHTTPError(error) && error.response.status >= 500)) {
          throw error;
        }
        throw expireSession(sentToken);
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** Spec §8: clear storage, log out (best effort), toast, go to /login. Runs once per expiry. */
  function expireSession(token: string | undefined): ApiError {
    clearCredentials();
    emitSessionEnded();
    void bare
      .get(LOGOUT_PATH, { baseUrl: base(), headers: { Authorization: bearer(token), 'Accept-Language': currentLanguage() } })
      .catch(() => undefined);
    const message = i18n.t('session_expired', { ns: 'errors' });
    toastError(message);
    navigateTo(loginPath(currentAppPath()));
    return sessionExpired(message);
  }

  /** Sends once (ky retrying as above), with the bearer token stored now. */
  function send(config: RequestConfig): { sent: string; response: Promise<Response> } {
    const sent = bearer(readStoredUser()?.token);
    const { data, onUploadProgress } = config;
    const raw = data === undefined || data instanceof FormData || typeof data === 'string';
    // An upload with progress: XMLHttpRequest sends the caller's own body (every attempt the same).
    const body: Options =
      data === undefined || onUploadProgress
        ? {}
        : raw
          ? { body: data as BodyInit }
          : { json: data };
    const type: Record<string, string> = onUploadProgress && !raw ? { 'Content-Type': 'application/json' } : {};
    const response = ky(config.url, {
      ...body,
      method: config.method,
      baseUrl: base(),
      prefix: config.baseURL || undefined,
      searchParams: searchParamsOf(config.params),
      headers: { ...type, ...config.headers, Authorization: sent, 'Accept-Language': currentLanguage() },
      signal: config.signal,
      timeout: REQUEST_TIMEOUT_MS,
      fetch: onUploadProgress ? xhrFetch(data, onUploadProgress) : undefined,
      retry: {
        limit: RETRIES,
        methods: ['get', 'head', 'put', 'options', 'post', 'patch', 'delete'],
        afterStatusCodes: [503],
        maxRetryAfter: MAX_RETRY_AFTER_MS,
        delay: () => retryDelayMs,
        shouldRetry: ({ error }) => shouldRetry(config, error),
      },
    });
    return { sent, response };
  }

  /**
   * Sends a request; on an auth failure refreshes the tokens once (shared) and sends it again,
   * and ends the session when that is impossible or the replay fails the same way.
   */
  async function fetchWithSession(config: RequestConfig, replayed = false): Promise<Response> {
    const { sent, response } = send(config);
    try {
      return await response;
    } catch (error) {
      if (config.skipAuthRefresh || !isAuthFailure(error)) throw error;
      const user = readStoredUser();
      // Another request already ended the session: nothing more to say.
      if (!user) throw sessionExpired(i18n.t('session_expired', { ns: 'errors' }));
      if (replayed) throw expireSession(user.token);
      // Another request refreshed the tokens after this one was sent: just replay it.
      if (user.token && sent !== bearer(user.token)) return fetchWithSession(config, true);
      if (!user.refresh_token) throw expireSession(user.token);
      await refreshOnce(user.refresh_token, user.token);
      return fetchWithSession(config, true);
    }
  }

  /** Sends a request and returns the whole envelope (for callers that show `msg`). */
  async function request<T>(config: RequestConfig): Promise<Envelope<T>> {
    try {
      const response = await fetchWithSession(config);
      const body = await readBody(response);
      if (isMissingEnvelope(body)) {
        throw new ApiError('empty', i18n.t('empty_body', { ns: 'errors' }), response.status);
      }
      return body as Envelope<T>;
    } catch (error) {
      throw handleApiError(error, { silent: config.silent });
    }
  }

  const call =
    (method: 'get' | 'post' | 'put') =>
    <T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> =>
      request<T>({ method, url: path, data: body, ...opts }).then((envelope) => envelope.data);

  const post = call('post');

  return {
    /** The per-attempt timeout, ms (spec: 60 s). */
    timeoutMs: REQUEST_TIMEOUT_MS,
    request,
    /** GET `path`; resolves to the envelope's `data`. */
    get: <T>(path: string, opts?: RequestOptions) => call('get')<T>(path, undefined, opts),
    /** POST `body` to `path`; resolves to the envelope's `data`. */
    post,
    /** PUT `body` to `path`; resolves to the envelope's `data`. */
    put: call('put'),
    /** Soft delete (spec §7): POST `${path}/delete` with `body`. */
    del: <T>(path: string, body?: unknown, opts?: RequestOptions) => post<T>(`${path}/delete`, body, opts),
    /**
     * GET `path` as bytes (files, letters), with the same token, refresh and retries; rejects with
     * the raw failure (its JSON error envelope in `data`) for the caller's `handleApiError`.
     */
    blob: async (path: string, opts: RequestOptions = {}): Promise<{ blob: Blob; headers: Headers }> => {
      const response = await fetchWithSession({ method: 'get', url: path, ...opts });
      return { blob: await response.blob(), headers: response.headers };
    },
  };
}

function sessionExpired(message: string): ApiError {
  return new ApiError('session-expired', message, 401);
}

export type ApiClient = ReturnType<typeof createApiClient>;
