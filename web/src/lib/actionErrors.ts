/** How screens show the failure of an action on a record (a refused transition, a stale version, …). */
import { ApiError } from './api';
import { i18n } from './i18n';
import { toastError } from './notify';

/** The server's message followed by its field messages (a 409 names the refused loan). */
export function actionErrorText(error: ApiError): string {
  const others = error.fieldErrors.map((e) => e.message).filter((m) => m && m !== error.message);
  return [error.message, ...new Set(others)].join(' ');
}

/**
 * Tells the staff member why an action was refused (409, 422, 404 …). Server faults and lost
 * connections were already toasted by the API client, and an ended session by the session flow.
 */
export function notifyActionError(error: unknown): void {
  if (!(error instanceof ApiError) || error.kind !== 'http' || (error.status ?? 0) >= 500) return;
  toastError(i18n.t('errors:action_failed'), actionErrorText(error));
}
