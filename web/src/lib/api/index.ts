/** The app's API client (spec §7 "main API") and its types. */
import { createApiClient, type RequestOptions } from './client';

export const api = createApiClient();

/**
 * The options of a request sent before the page is drawn (a first load's session and screen
 * data, issue 46): no token refresh and no toast. A failure is left to the guard or screen that
 * reads it again with the usual refresh and messages.
 */
export const QUIET: RequestOptions = { skipAuthRefresh: true, silent: true };
export { createApiClient, type ApiClient, type RequestOptions, type UploadProgress } from './client';
export { ApiError, type Envelope, type FieldError } from './types';
export { handleApiError } from './errors';
export { IDEMPOTENCY_HEADER, keyPerBody, newIdempotencyKey } from './idempotency';
