/**
 * Staff accounts as `GET /api/v1/users` shows them (issue 12), shared by user management and the
 * audit trail's actor filter.
 *
 * TODO(gen:api): written by hand from the issue 12 contract; swap for
 * `components['schemas']['UserView']` once `schema.d.ts` is regenerated.
 */

export const STAFF_STATUSES = ['pending', 'active', 'disabled'] as const;
/** `pending` (invited, no password yet), `active` or `disabled`. */
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** What the caller may do with an account now (server-computed; the screen never decides). */
export type StaffAction = 'edit' | 'change_level' | 'disable' | 'enable' | 'resend_activation';

/** A staff account (no password hash). */
export interface StaffMember {
  id: string;
  email: string;
  username: string | null;
  full_name: string;
  phone: string | null;
  level: number;
  /** The lender whose staff the account is (DESIGN §4); null for the platform's own staff. */
  lender_id: string | null;
  lender_name: string | null;
  funding_source_id: string | null;
  status: StaffStatus;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  /** Send back as `version` on changes; a stale one answers 409 `version_conflict`. */
  version: number;
  allowed_actions: StaffAction[];
}
