/**
 * The main API client of spec §7 (relative paths, empty base URL): bearer header from the stored
 * user, Accept-Language of the UI, 60 s timeout, retries of idempotent requests (axios-retry),
 * one shared token refresh for parallel auth failures, and the session-expiry flow of spec §8.
 */
import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosInstance,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
} from 'axios';
import axiosRetry, { isNetworkError } from 'axios-retry';
import { LANGUAGES, currentLanguage, i18n } from '../i18n';
import { currentAppPath, loginPath, navigateTo } from '../navigation';
import { toastError } from '../notify';
import { emitSessionEnded } from '../sessionEvents';
import { clearCredentials, readStoredUser, updateStoredTokens } from '../storage';
import { handleApiError, isMissingEnvelope } from './errors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { ApiError, type Envelope } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Auth endpoints (login, refresh, password links) answer 401 for their own reasons. */
    skipAuthRefresh?: boolean;
    /** Set once a request has been replayed after a token refresh. */
    authReplayed?: boolean;
    /** Never retried: the server already waited for a slow upstream (the maps service). */
    noRetry?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 60_000;
export const RETRIES = 3;
export const RETRY_DELAY_MS = 2_000;
export const REFRESH_PATH = '/api/v1/authentication/refresh-token';
export const LOGOUT_PATH = '/api/logout';
export const LOGIN_PATH = '/login';

const IDEMPOTENT_METHODS = ['get', 'head', 'put', 'options'];

/** Per-call options (spec §7: params, extra headers, optional root URL, progress callbacks). */
export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Replaces the empty base URL (the spec's "root URL"). */
  baseURL?: string;
  signal?: AbortSignal;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
  /** No error toast; the caller shows the failure itself. */
  silent?: boolean;
  /** Do not treat 401 as an expired session (auth endpoints). */
  skipAuthRefresh?: boolean;
  /** No retry on a 5xx or network error (the caller falls back at once instead). */
  noRetry?: boolean;
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

/** 401, or 400 'Request required access token' (spec §7). */
function isAuthFailure(error: AxiosError): boolean {
  const response = error.response;
  if (!response) return false;
  if (response.status === 401) return true;
  const body = response.data as Partial<Envelope<unknown>> | undefined;
  return response.status === 400 && isTokenRequiredMessage(body?.msg);
}

/**
 * Retry idempotent requests on network errors and 5xx only (never 4xx): GET, PUT and the like,
 * and a POST only when it carries an `Idempotency-Key` (the server then never creates twice).
 */
function shouldRetry(error: AxiosError): boolean {
  if (error.config?.noRetry) return false;
  if (retryAfterMs(error) !== null) return true;
  const method = error.config?.method?.toLowerCase() ?? '';
  const keyed = AxiosHeaders.from(error.config?.headers).has(IDEMPOTENCY_HEADER);
  if (!IDEMPOTENT_METHODS.includes(method) && !keyed) return false;
  const status = error.response?.status ?? 0;
  return isNetworkError(error) || status >= 500;
}

/** The longest `Retry-After` the client waits for before giving up to the caller. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * A 503 that says when to come back (`Retry-After` in seconds, e.g. `server_busy` when every
 * password or image worker is taken): the server did nothing with the request, so any request,
 * a sign-in included, may be sent again after that long. `null` for any other failure.
 */
function retryAfterMs(error: AxiosError): number | null {
  if (error.response?.status !== 503) return null;
  const header = AxiosHeaders.from(error.response.headers as AxiosHeaders).get('retry-after');
  if (typeof header !== 'string' || header.trim() === '') return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : null;
}

/** Builds an API client; the app uses the default instance from `lib/api`. */
export function createApiClient(options: ApiClientOptions = {}) {
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const instance: AxiosInstance = axios.create({ baseURL: '', timeout: REQUEST_TIMEOUT_MS });
  // Refresh and logout go around the interceptors so they can never loop into themselves.
  const bare: AxiosInstance = axios.create({ baseURL: '', timeout: REQUEST_TIMEOUT_MS });

  instance.interceptors.request.use((config) => {
    config.headers.set('Authorization', bearer(readStoredUser()?.token));
    config.headers.set('Accept-Language', currentLanguage());
    return config;
  });

  axiosRetry(instance, {
    retries: RETRIES,
    retryDelay: (_count, error) => retryAfterMs(error) ?? retryDelayMs,
    retryCondition: shouldRetry,
  });

  let refreshing: Promise<void> | null = null;

  /** One refresh for every request that failed meanwhile; rejects when the session is over. */
  function refreshOnce(refreshToken: string, sentToken: string | undefined): Promise<void> {
    refreshing ??= bare
      .post<Envelope<{ token: string; refresh_token: string }>>(
        REFRESH_PATH,
        { refresh_token: refreshToken },
        { headers: { 'Accept-Language': currentLanguage() } },
      )
      .then((response) => {
        const data = response.data?.data;
        if (!data?.token || !data.refresh_token) throw new Error('refresh answered without tokens');
        updateStoredTokens(data.token, data.refresh_token);
      })
      .catch((error: unknown) => {
        // A refused refresh ends the session; one that never reached the server (offline, 5xx)
        // does not, so a network blip does not sign staff out.
        if (axios.isAxiosError(error) && (!error.response || error.response.status >= 500)) throw error;
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
      .get(LOGOUT_PATH, { headers: { Authorization: bearer(token), 'Accept-Language': currentLanguage() } })
      .catch(() => undefined);
    const message = i18n.t('session_expired', { ns: 'errors' });
    toastError(message);
    navigateTo(loginPath(currentAppPath()));
    return sessionExpired(message);
  }

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config;
    if (!config || config.skipAuthRefresh || !isAuthFailure(error)) throw error;
    const sent = String(config.headers.get('Authorization') ?? '');
    const user = readStoredUser();
    // Another request already ended the session: nothing more to say.
    if (!user) throw sessionExpired(i18n.t('session_expired', { ns: 'errors' }));
    if (config.authReplayed) throw expireSession(user.token);
    config.authReplayed = true;
    // Another request refreshed the tokens after this one was sent: just replay it.
    if (user.token && sent !== bearer(user.token)) return instance.request(config);
    if (!user.refresh_token) throw expireSession(user.token);
    await refreshOnce(user.refresh_token, user.token);
    return instance.request(config);
  });

  /** Sends a request and returns the whole envelope (for callers that show `msg`). */
  async function request<T>(config: AxiosRequestConfig & { silent?: boolean }): Promise<Envelope<T>> {
    const { silent, ...axiosConfig } = config;
    try {
      const response = await instance.request<Envelope<T>>(axiosConfig);
      if (isMissingEnvelope(response.data)) {
        throw new ApiError('empty', i18n.t('empty_body', { ns: 'errors' }), response.status);
      }
      return response.data;
    } catch (error) {
      throw handleApiError(error, { silent });
    }
  }

  const call =
    (method: 'get' | 'post' | 'put') =>
    <T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> =>
      request<T>({ method, url: path, data: body, ...opts }).then((envelope) => envelope.data);

  const post = call('post');

  return {
    instance,
    request,
    /** GET `path`; resolves to the envelope's `data`. */
    get: <T>(path: string, opts?: RequestOptions) => call('get')<T>(path, undefined, opts),
    /** POST `body` to `path`; resolves to the envelope's `data`. */
    post,
    /** PUT `body` to `path`; resolves to the envelope's `data`. */
    put: call('put'),
    /** Soft delete (spec §7): POST `${path}/delete` with `body`. */
    del: <T>(path: string, body?: unknown, opts?: RequestOptions) => post<T>(`${path}/delete`, body, opts),
  };
}

function sessionExpired(message: string): ApiError {
  return new ApiError('session-expired', message, 401);
}

export type ApiClient = ReturnType<typeof createApiClient>;
