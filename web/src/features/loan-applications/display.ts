/** How the list and the detail show action failures. */
import { STEPS, type StepName } from '../../entities/loan-application/types';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toastError } from '../../lib/notify';

function isStep(field: string): field is StepName {
  return (STEPS as string[]).includes(field);
}

/**
 * The text of a refused action: the server's message (already in the UI language), followed by
 * the steps still incomplete or the other field messages.
 */
export function actionErrorText(error: ApiError): string {
  const fields = error.fieldErrors;
  const steps = fields.filter((e) => isStep(e.field)).map((e) => i18n.t(`applications:steps.${e.field}`));
  if (steps.length) return `${error.message}: ${steps.join(', ')}`;
  const others = fields.map((e) => e.message).filter((m) => m !== error.message);
  return [error.message, ...new Set(others)].join(' ');
}

/**
 * Tells the staff member why an action was refused (409, 422, 404 …). Server faults and lost
 * connections were already toasted by the API client, and an ended session by the session flow.
 */
export function notifyActionError(error: unknown): void {
  if (!(error instanceof ApiError) || error.kind !== 'http' || (error.status ?? 0) >= 500) return;
  toastError(i18n.t('applications:errors.action_failed'), actionErrorText(error));
}
