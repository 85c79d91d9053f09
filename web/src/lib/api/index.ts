/** The app's API client (spec §7 "main API") and its types. */
import { createApiClient } from './client';

export const api = createApiClient();
export { createApiClient, type ApiClient, type RequestOptions, type UploadProgress } from './client';
export { ApiError, type Envelope, type FieldError } from './types';
export { handleApiError } from './errors';
export { IDEMPOTENCY_HEADER, keyPerBody, newIdempotencyKey } from './idempotency';
