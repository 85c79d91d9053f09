/**
 * The application list's filters without React: read from and written to the URL, and the
 * query sent to `GET /api/v1/loan-applications` (paging itself is the list kit's).
 */
// The cursor module itself, not the list kit's index: the first load's prefetch (prefetch.ts)
// imports this, and through the index it would wait for the tables and filters of ListPage.
import { DEFAULT_SORT, PAGE_SIZE, oneOf, searchAndSortFromUrl, type Sort } from '../../components/list/cursor';
import type { ApplicationListQuery, ListStatus } from '../../entities/loan-application/types';

/** The status filter's options, in pipeline order ("KYC Scheduled" and unqualified leads included). */
export const STATUSES: readonly ListStatus[] = ['draft', 'unverified', 'kyc_scheduled', 'verified', 'unqualified'];

/** What the staff member chose above the table. */
export interface ListFilters {
  q: string;
  program_id?: string;
  partner_id?: string;
  status?: ListStatus;
  pic_id?: string;
  sort: Sort;
}

export const NO_FILTERS: ListFilters = { q: '', sort: 'newest' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the URL, or undefined when it could not be one (the server would answer 400). */
function idParam(value: string | null): string | undefined {
  return value && UUID.test(value) ? value : undefined;
}

/** Reads the filters from the page URL; unknown or malformed values are ignored. */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  const { q, sort } = searchAndSortFromUrl(params);
  return {
    q,
    program_id: idParam(params.get('program_id')),
    partner_id: idParam(params.get('partner_id')),
    status: oneOf(params.get('status'), STATUSES),
    pic_id: idParam(params.get('pic_id')),
    sort,
  };
}

/** The URL form of the filters: empty values and the default sort are left out. */
export function filtersToSearch(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  for (const key of ['program_id', 'partner_id', 'status', 'pic_id'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the list (so an empty table means "no matches"). */
export function isFiltered(filters: ListFilters): boolean {
  return Boolean(filters.q.trim() || filters.program_id || filters.partner_id || filters.status || filters.pic_id);
}

/**
 * The list query for one page (or, without cursor and limit, for the xlsx download): trimmed
 * search, only the filters that are set.
 */
export function listQuery(filters: ListFilters, cursor?: string, limit: number | null = PAGE_SIZE): ApplicationListQuery {
  const query: ApplicationListQuery = { sort: filters.sort };
  if (limit !== null) query.limit = limit;
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.program_id) query.program_id = filters.program_id;
  if (filters.partner_id) query.partner_id = filters.partner_id;
  if (filters.status) query.status = filters.status;
  if (filters.pic_id) query.pic_id = filters.pic_id;
  if (cursor) query.cursor = cursor;
  return query;
}
