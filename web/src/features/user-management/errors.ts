/**
 * How user management tells a refused change: the refusals this screen expects (the caller's own
 * account, the last administrator, a stale version …) in words of its own, anything else as
 * every screen does.
 */
import { ApiError } from '../../lib/api';
import { notifyActionError } from '../../lib/actionErrors';
import { i18n } from '../../lib/i18n';
import { toastError } from '../../lib/notify';

/** The refusal codes with a text under `users:errors.<code>` (`conflict` is the older stale-version code). */
const KNOWN = [
  'self_change',
  'last_admin',
  'version_conflict',
  'conflict',
  'already_active',
  'already_disabled',
  'account_not_manageable',
  'level_not_grantable',
] as const;

/** This screen's text for a refusal it expects; null for any other failure. */
export function userErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  const code = error.errorCode;
  return code && (KNOWN as readonly string[]).includes(code) ? i18n.t(`users:errors.${code}`) : null;
}

/** Tells the staff member why a change of an account was refused. */
export function notifyUserError(error: unknown): void {
  const text = userErrorText(error);
  if (text) toastError(i18n.t('errors:action_failed'), text);
  else notifyActionError(error);
}
