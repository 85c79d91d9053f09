/**
 * The shared error handler of spec §7–8: turns whatever a request threw into an {@link ApiError}
 * with a readable message, shows the error toast when the user has to be told, and reports
 * unexpected failures to Sentry. Client errors (4xx) are left to the caller, which knows the
 * screen (a login form shows 'Incorrect email or password.', a form shows field errors).
 *
 * Staff read the server's own message, or else the spec's default 'Oops! Something went wrong,
 * please try again later.' (issue 45 item 8): an error answer without a message (an empty or
 * HTML 500 from a proxy), no answer at all, and anything unforeseen; never a browser's or
 * library's own text ('Failed to fetch'). 'Error Server' is kept for what spec §8 names: an
 * answer that succeeded with an empty body.
 */
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { i18n } from '../i18n';
import { toastError } from '../notify';
import { reportError } from '../sentry';
import { ApiError, type Envelope } from './types';

/** True when a response body is not the server's JSON envelope (empty, HTML, text). */
export function isMissingEnvelope(body: unknown): boolean {
  return body === null || typeof body !== 'object';
}

/** The envelope of a response body, or null when there is none. */
function envelopeOf(body: unknown): Envelope<unknown> | null {
  return isMissingEnvelope(body) ? null : (body as Envelope<unknown>);
}

function text(key: string): string {
  return i18n.t(key, { ns: 'errors' });
}

/** Classifies a thrown value without side effects. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return new ApiError('canceled', text('canceled'));
  if (isTimeoutError(error)) return new ApiError('network', text('timeout'));
  if (isNetworkError(error)) return new ApiError('network', text('default'));
  if (isHTTPError(error)) {
    // ky has read the body: the JSON envelope, else text or nothing (then no message of its own).
    const body = envelopeOf(error.data ?? null);
    return new ApiError('http', body?.msg || text('default'), error.response.status, body);
  }
  return new ApiError('unknown', text('default'));
}

/** Whether the user must be told by a toast: server faults and failures without an answer. */
function needsToast(error: ApiError): boolean {
  switch (error.kind) {
    case 'http':
      return (error.status ?? 0) >= 500;
    case 'empty':
    case 'network':
    case 'unknown':
      return true;
    default:
      return false;
  }
}

/**
 * Classifies, reports and (unless `silent`) toasts an error; returns the ApiError to rethrow.
 * The toast is titled 'Error' and carries the message (spec §8).
 */
export function handleApiError(error: unknown, options: { silent?: boolean } = {}): ApiError {
  const apiError = toApiError(error);
  if (needsToast(apiError)) {
    reportError(error, { kind: apiError.kind, status: apiError.status });
    if (!options.silent) toastError(text('title'), apiError.message);
  }
  return apiError;
}
