/** Reading staff accounts (`GET /api/v1/users`, area "user-management"). */
import type { CursorPage } from '../../components/list';
import { api } from '../../lib/api';
import type { StaffMember } from './types';

/** Query keys; invalidating `all` refreshes every staff list and picker. */
export const staffKeys = {
  all: ['users'] as const,
  list: (query: object) => [...staffKeys.all, 'list', query] as const,
  picker: (q: string) => [...staffKeys.all, 'picker', q] as const,
};

/** One page of staff accounts matching `params` (`q`, `level`, `status`, `lender_id`, `limit`, `cursor`). */
export function fetchStaff(params: Record<string, string | number>, signal?: AbortSignal): Promise<CursorPage<StaffMember>> {
  return api.get<CursorPage<StaffMember>>('/api/v1/users', { params, signal });
}
