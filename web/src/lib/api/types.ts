/** Shapes of the server's JSON envelope (DESIGN §3) and the error the API client throws. */

/** One field error of a 422 answer; `message` is already in the caller's language. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Every server response: `{ code, msg, data, errors? }`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  errors?: FieldError[];
}

/**
 * What went wrong:
 * - `http`: the server answered with an error status (the caller reads `status`/`body`; `body`
 *   is null when the answer had no envelope, and the message is then the spec's default);
 * - `empty`: the server answered a success without a body ('Error Server', spec §8);
 * - `network`: no answer (offline: the spec's default; timeout);
 * - `session-expired`: refresh impossible, the session was ended and the user sent to /login;
 * - `canceled`: the caller aborted the request;
 * - `unknown`: anything else.
 */
export type ApiErrorKind = 'http' | 'empty' | 'network' | 'session-expired' | 'canceled' | 'unknown';

/**
 * The single error type callers see (spec §7: "The caller receives the HTTP status and response
 * body, or the error message if there is no response"). `message` is always readable by staff.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: Envelope<unknown> | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    body: Envelope<unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  /** Field errors of a 422 answer (empty otherwise). */
  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }

  /**
   * The server's stable code of the refusal (`errors[0].code`: `version_conflict`,
   * `last_admin`, `email_taken` …), if it sent one.
   */
  get errorCode(): string | undefined {
    return this.fieldErrors[0]?.code;
  }
}
