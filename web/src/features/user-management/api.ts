/**
 * Calls of user management (issue 12): inviting a staff member, changing a name, a level or a
 * lender, disabling and enabling an account, and sending the activation e-mail again. Reading
 * the accounts is the staff entity's (`entities/staff`), shared with the audit trail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../entities/staff/api';
import type { StaffMember } from '../../entities/staff/types';
import { IDEMPOTENCY_HEADER, api } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

/** `POST /api/v1/users` body: empty optional fields are left out. */
export type InviteInput = Pick<Schemas['CreateUser'], 'email' | 'full_name' | 'level'> & {
  username?: string;
  phone?: string;
  lender_id?: string;
};

/** `PUT /api/v1/users/{id}` body: the version last read and what changes (`lender_id: null` makes
 * the account in-house staff again). */
export type UpdateInput = Pick<Schemas['UpdateUser'], 'version'> & {
  full_name?: string;
  level?: number;
  lender_id?: string | null;
};

function userPath(userId: string): string {
  return `/api/v1/users/${encodeURIComponent(userId)}`;
}

/**
 * Creates a `pending` account and has the server e-mail its activation link. `idempotencyKey`
 * keeps a double click from inviting twice.
 */
export function inviteUser(input: InviteInput, idempotencyKey: string): Promise<StaffMember> {
  return api
    .request<StaffMember>({ method: 'post', url: '/api/v1/users', data: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .then((envelope) => envelope.data);
}

export function updateUser(userId: string, input: UpdateInput): Promise<StaffMember> {
  return api.put<StaffMember>(userPath(userId), input);
}

/** Disables an account (its sessions end) or enables it again. */
export function setUserEnabled(userId: string, enabled: boolean): Promise<StaffMember> {
  return api.post<StaffMember>(`${userPath(userId)}/${enabled ? 'enable' : 'disable'}`, {});
}

export function resendActivation(userId: string): Promise<unknown> {
  return api.post(`${userPath(userId)}/resend-activation`, {});
}

/**
 * A mutation that refreshes every staff list once it settles (also on failure: a 409 means the
 * accounts on screen are stale).
 */
export function useUserMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
