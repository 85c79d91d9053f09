/** Staff accounts of user management (`GET /api/v1/users`, area "user-management"). */
import { PAGE_SIZE, type CursorPage, type SearchAndSort, type Sort } from '../../components/list';
import { api } from '../../lib/api';

export type UserStatus = 'pending' | 'active' | 'disabled';

/** A staff account as the API shows it (no password hash). */
export interface UserRow {
  id: string;
  email: string;
  username: string | null;
  full_name: string;
  phone: string | null;
  level: number;
  /** The lender whose staff the account is (DESIGN §4); null for the platform's own staff. */
  lender_id: string | null;
  /** `pending` (invited, no password yet), `active` or `disabled`. */
  status: UserStatus;
  created_at: string;
  updated_at: string;
  /** Send back as `version` on changes; a stale one answers 409. */
  version: number;
}

/** Query of the list: search (name or e-mail), sort, page size, cursor. */
export interface UserListQuery {
  q?: string;
  sort: Sort;
  limit: number;
  cursor?: string;
}

/** Query keys; invalidating `all` refreshes every page. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
};

/** The query of one page: the trimmed search, the sort, the page size and the cursor. */
export function userListQuery({ q, sort }: SearchAndSort, cursor?: string): UserListQuery {
  const query: UserListQuery = { sort, limit: PAGE_SIZE };
  if (q.trim()) query.q = q.trim();
  if (cursor) query.cursor = cursor;
  return query;
}

export function fetchUsers(query: UserListQuery, signal?: AbortSignal): Promise<CursorPage<UserRow>> {
  return api.get<CursorPage<UserRow>>('/api/v1/users', { params: { ...query }, signal });
}
