/**
 * Staff accounts as `GET /api/v1/users` shows them (issue 12), shared by user management and the
 * audit trail's actor filter: the server's own types.
 */
import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

export const STAFF_STATUSES = ['pending', 'active', 'disabled'] as const satisfies readonly StaffStatus[];
/** `pending` (invited, no password yet), `active` or `disabled`. */
export type StaffStatus = Schemas['AccountStatus'];

/** What the caller may do with an account now (server-computed; the screen never decides). */
export type StaffAction = Schemas['StaffAction'];

/** A staff account (no password hash); `version` goes back on changes (stale: 409). */
export type StaffMember = Omit<Schemas['UserView'], 'status'> & { status: StaffStatus };
