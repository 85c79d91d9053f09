/**
 * The list screen's data logic without React: filters read from and written to the URL, the
 * query sent to `GET /api/v1/loan-applications`, and the cursor stack of keyset pagination
 * (the server only gives `next_cursor`, so the cursors of earlier pages are kept to go back).
 */
import type { ApplicationListQuery, ApplicationStatus } from './types';

/** Rows per page (the server allows 1–100). */
export const PAGE_SIZE = 20;

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 400;

export const STATUSES: readonly ApplicationStatus[] = ['draft', 'unverified', 'verified'];
export const SORTS = ['newest', 'oldest'] as const;
export type Sort = (typeof SORTS)[number];

/** What the staff member chose above the table. */
export interface ListFilters {
  q: string;
  program_id?: string;
  partner_id?: string;
  status?: ApplicationStatus;
  pic_id?: string;
  sort: Sort;
}

export const NO_FILTERS: ListFilters = { q: '', sort: 'newest' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the URL, or undefined when it could not be one (the server would answer 400). */
function idParam(value: string | null): string | undefined {
  return value && UUID.test(value) ? value : undefined;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** Reads the filters from the page URL; unknown or malformed values are ignored. */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  return {
    q: params.get('q') ?? '',
    program_id: idParam(params.get('program_id')),
    partner_id: idParam(params.get('partner_id')),
    status: oneOf(params.get('status'), STATUSES),
    pic_id: idParam(params.get('pic_id')),
    sort: oneOf(params.get('sort'), SORTS) ?? 'newest',
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
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the list (so an empty table means "no matches"). */
export function isFiltered(filters: ListFilters): boolean {
  return Boolean(filters.q.trim() || filters.program_id || filters.partner_id || filters.status || filters.pic_id);
}

/** The list query for one page: trimmed search, only the filters that are set. */
export function listQuery(filters: ListFilters, cursor?: string, limit = PAGE_SIZE): ApplicationListQuery {
  const query: ApplicationListQuery = { sort: filters.sort, limit };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.program_id) query.program_id = filters.program_id;
  if (filters.partner_id) query.partner_id = filters.partner_id;
  if (filters.status) query.status = filters.status;
  if (filters.pic_id) query.pic_id = filters.pic_id;
  if (cursor) query.cursor = cursor;
  return query;
}

/** A stable key of the filters: the pages restart whenever it changes. */
export function filtersKey(filters: ListFilters): string {
  return JSON.stringify(listQuery(filters));
}

/**
 * The cursors of the pages opened so far: `[undefined]` is the first page, and each further
 * entry is the `next_cursor` that opened the next page. The last entry is the current page.
 */
export type CursorStack = readonly (string | undefined)[];

export const FIRST_PAGE: CursorStack = [undefined];

/** The cursor of the page shown now. */
export function currentCursor(stack: CursorStack): string | undefined {
  return stack[stack.length - 1];
}

/** Zero-based number of the page shown now. */
export function pageIndex(stack: CursorStack): number {
  return stack.length - 1;
}

/** Opens the page after the current one; without a next cursor nothing changes. */
export function nextPage(stack: CursorStack, nextCursor: string | null | undefined): CursorStack {
  return nextCursor ? [...stack, nextCursor] : stack;
}

/** Goes back one page; the first page stays. */
export function previousPage(stack: CursorStack): CursorStack {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}

/** The 1-based positions of the shown rows among all matches (`from` 0 when the page is empty). */
export function pageRange(stack: CursorStack, rows: number, limit = PAGE_SIZE): { from: number; to: number } {
  if (rows === 0) return { from: 0, to: 0 };
  const from = pageIndex(stack) * limit + 1;
  return { from, to: from + rows - 1 };
}
