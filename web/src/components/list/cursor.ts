/**
 * Keyset pagination without React, shared by every list (issue 7): the page shape the server
 * answers, the sort and page size every list takes, and the cursor stack (the server only gives
 * `next_cursor`, so the cursors of earlier pages are kept to go back).
 */

/**
 * `data` of every list endpoint: one page, the cursor of the next one, the number of matches,
 * and whether that number was counted only up to a limit (there are more: "1–20 of 200+").
 */
export interface CursorPage<T> {
  items: T[];
  next_cursor: string | null;
  total: number;
  total_capped?: boolean;
}

/** Rows per page (the server allows 1–100). */
export const PAGE_SIZE = 20;

/** How long a search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The sorts every list takes (`sort=`), by creation time. */
export const SORTS = ['newest', 'oldest'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'newest';

/** A value from the URL if it is one of `allowed` (the server would answer 400 to others). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** The search and sort every list keeps in its URL. */
export interface SearchAndSort {
  q: string;
  sort: Sort;
}

/** Reads `q` and `sort` from a list's URL; an unknown sort falls back to the default. */
export function searchAndSortFromUrl(params: URLSearchParams): SearchAndSort {
  return { q: params.get('q') ?? '', sort: oneOf(params.get('sort'), SORTS) ?? DEFAULT_SORT };
}

/** Writes `q` (when not blank) and `sort` (when not the default) into a list's URL. */
export function searchAndSortToUrl(value: SearchAndSort, params = new URLSearchParams()): URLSearchParams {
  if (value.q.trim()) params.set('q', value.q);
  if (value.sort !== DEFAULT_SORT) params.set('sort', value.sort);
  return params;
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
