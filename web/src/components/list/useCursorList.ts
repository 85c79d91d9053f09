/**
 * One keyset-paged list as a query (TanStack Query): the page of the current cursor, the
 * previous page kept on screen while the next one loads, and the cursor stack that restarts
 * whenever the list's key (its search, filters and sort) changes.
 */
import { useState } from 'react';
import { hashKey, keepPreviousData, useQuery, type QueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import {
  FIRST_PAGE,
  PAGE_SIZE,
  currentCursor,
  nextPage,
  pageIndex,
  pageRange,
  previousPage,
  type CursorPage,
  type CursorStack,
} from './cursor';

export interface CursorListOptions<T> {
  /**
   * The list's query key with everything that narrows or orders it, but not the cursor: the
   * pages restart when it changes. The page's key is this key plus the cursor.
   */
  queryKey: QueryKey;
  /** Reads the page that starts at `cursor` (undefined: the first page). */
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>;
  /** The `limit` the pages are read with, for numbering the rows. */
  pageSize?: number;
}

export interface CursorList<T> {
  /** The query of the page shown (its `isFetching`, `isError`, `error`, `refetch`). */
  query: UseQueryResult<CursorPage<T>>;
  rows: T[];
  /** Every match, as the server counts them. */
  total: number;
  /** The server stopped counting at `total`: there are more matches than that. */
  totalCapped: boolean;
  /** The 1-based positions of the shown rows among all matches. */
  range: { from: number; to: number };
  hasPrevious: boolean;
  /** False while the next page's cursor is not known yet (a page still loading). */
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/** A page as cached: the server's page and the cursor stack it was read at. */
type ShownPage<T> = CursorPage<T> & { stack: CursorStack };

/** The query of the page at `stack`'s cursor: its key and how it is read. */
function pageQuery<T>(queryKey: QueryKey, fetchPage: CursorListOptions<T>['fetchPage'], stack: CursorStack) {
  const cursor = currentCursor(stack);
  return {
    queryKey: [...queryKey, cursor ?? null],
    // Each page keeps the stack it was read at: while the previous page stands in for a new
    // search's first one, the range under the table numbers the rows shown, not the ones to come.
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ShownPage<T>> => ({ ...(await fetchPage(cursor, signal)), stack }),
  };
}

/**
 * Reads a list's first page into `client` before its screen is drawn, as `useCursorList` with
 * the same options then reads it from the cache (a first load's prefetch, issue 46).
 */
export function prefetchCursorList<T>(client: QueryClient, { queryKey, fetchPage }: Pick<CursorListOptions<T>, 'queryKey' | 'fetchPage'>): Promise<void> {
  return client.prefetchQuery(pageQuery(queryKey, fetchPage, FIRST_PAGE));
}

export function useCursorList<T>({ queryKey, fetchPage, pageSize = PAGE_SIZE }: CursorListOptions<T>): CursorList<T> {
  const listKey = hashKey(queryKey);
  const [pager, setPager] = useState<{ key: string; stack: CursorStack }>({ key: listKey, stack: FIRST_PAGE });
  const stack = pager.key === listKey ? pager.stack : FIRST_PAGE;

  const query = useQuery({ ...pageQuery(queryKey, fetchPage, stack), placeholderData: keepPreviousData });
  const rows = query.data?.items ?? [];

  // A later page emptied by deletions falls back to the one before (adjusted while rendering,
  // as React advises for state that follows other state).
  if (query.isSuccess && !query.isPlaceholderData && rows.length === 0 && stack.length > 1) {
    setPager({ key: listKey, stack: previousPage(stack) });
  }

  const nextCursor = query.isPlaceholderData ? null : query.data?.next_cursor;
  return {
    query,
    rows,
    total: query.data?.total ?? 0,
    totalCapped: query.data?.total_capped ?? false,
    range: pageRange(query.data?.stack ?? stack, rows.length, pageSize),
    hasPrevious: pageIndex(stack) > 0,
    hasNext: Boolean(nextCursor),
    previous: () => setPager({ key: listKey, stack: previousPage(stack) }),
    next: () => setPager({ key: listKey, stack: nextPage(stack, nextCursor) }),
  };
}
