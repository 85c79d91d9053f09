/** How the list and the detail show times, sizes and action failures. */
import dayjs from 'dayjs';
import { ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toastError } from '../../lib/notify';
import { STEPS, type StepName } from './types';

/** `2026-11-22T01:26:11Z` → `22 Nov 2026 08:26` (local time, month in the UI language). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D MMM YYYY HH:mm') : '';
}

/** `1996-05-01` → `1 May 1996`. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D MMM YYYY') : '';
}

/** Bytes as staff read them: `812 B`, `68 KB`, `1,5 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

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
