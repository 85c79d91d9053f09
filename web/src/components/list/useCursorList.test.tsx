import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/queryClient';
import type { CursorPage } from './cursor';
import { useCursorList } from './useCursorList';

/** Rows 1…n in pages of `limit`, the cursor being the last row of the page before. */
function pagesOf(rows: number[], limit: number) {
  const asked: (string | undefined)[] = [];
  const fetchPage = (cursor: string | undefined): Promise<CursorPage<number>> => {
    asked.push(cursor);
    const start = cursor ? rows.indexOf(Number(cursor)) + 1 : 0;
    const items = rows.slice(start, start + limit);
    const more = start + limit < rows.length;
    return Promise.resolve({ items, next_cursor: more ? String(items[items.length - 1]) : null, total: rows.length });
  };
  return { asked, fetchPage };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useCursorList', () => {
  it('pages forward by next_cursor and back, numbering the rows', async () => {
    const { asked, fetchPage } = pagesOf([1, 2, 3, 4, 5], 2);
    const { result } = renderHook(() => useCursorList({ queryKey: ['n'], fetchPage, pageSize: 2 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    expect(result.current).toMatchObject({ total: 5, range: { from: 1, to: 2 }, hasPrevious: false, hasNext: true });

    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual([3, 4]));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual([5]));
    expect(result.current).toMatchObject({ range: { from: 5, to: 5 }, hasPrevious: true, hasNext: false });

    act(() => result.current.previous());
    await waitFor(() => expect(result.current.rows).toEqual([3, 4]));
    expect(asked.slice(0, 3)).toEqual([undefined, '2', '4']);
  });

  it('keeps the previous page on screen while the next one loads, without offering "next" yet', async () => {
    const { fetchPage } = pagesOf([1, 2, 3, 4, 5], 2);
    let release: () => void = () => undefined;
    const slow = (cursor: string | undefined) =>
      cursor ? new Promise<CursorPage<number>>((done) => (release = () => done(fetchPage(cursor)))) : fetchPage(cursor);
    const { result } = renderHook(() => useCursorList({ queryKey: ['n'], fetchPage: slow, pageSize: 2 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.query.isPlaceholderData).toBe(true));
    expect(result.current.rows).toEqual([1, 2]);
    expect(result.current.hasNext).toBe(false);
    act(() => release());
    await waitFor(() => expect(result.current.rows).toEqual([3, 4]));
  });

  it('starts again on the first page when the list key (search, filters, sort) changes', async () => {
    const { asked, fetchPage } = pagesOf([1, 2, 3, 4, 5], 2);
    const { result, rerender } = renderHook(({ q }) => useCursorList({ queryKey: ['n', { q }], fetchPage, pageSize: 2 }), {
      wrapper,
      initialProps: { q: 'a' },
    });
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual([3, 4]));
    rerender({ q: 'b' });
    await waitFor(() => expect(asked).toEqual([undefined, '2', undefined]));
    await waitFor(() => expect(result.current.hasPrevious).toBe(false));
    expect(result.current.range.from).toBe(1);
  });

  it('numbers the rows shown: a new search keeps the old range until its own rows arrive (issue 45 item 9)', async () => {
    const all = pagesOf([1, 2, 3, 4, 5], 2);
    const found = pagesOf([4], 2);
    let release: () => void = () => undefined;
    const fetchPage = (q: string) => (cursor: string | undefined) =>
      q === 'a' ? all.fetchPage(cursor) : new Promise<CursorPage<number>>((done) => (release = () => done(found.fetchPage(cursor))));
    const { result, rerender } = renderHook(({ q }) => useCursorList({ queryKey: ['n', { q }], fetchPage: fetchPage(q), pageSize: 2 }), {
      wrapper,
      initialProps: { q: 'a' },
    });
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual([3, 4]));
    rerender({ q: 'b' });
    await waitFor(() => expect(result.current.query.isPlaceholderData).toBe(true));
    // Rows 3–4 of 5 still on screen: the footer says so, not "1–2 of 5".
    expect(result.current).toMatchObject({ rows: [3, 4], range: { from: 3, to: 4 }, total: 5 });
    act(() => release());
    await waitFor(() => expect(result.current.rows).toEqual([4]));
    expect(result.current).toMatchObject({ range: { from: 1, to: 1 }, total: 1 });
  });

  it('falls back to the page before when a later page comes back empty', async () => {
    const rows = [1, 2, 3];
    const { fetchPage } = pagesOf(rows, 2);
    const client = createQueryClient();
    const { result } = renderHook(() => useCursorList({ queryKey: ['n'], fetchPage, pageSize: 2 }), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.rows).toEqual([1, 2]));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.rows).toEqual([3]));
    rows.pop(); // row 3 is deleted elsewhere
    await act(() => client.invalidateQueries({ queryKey: ['n'] }));
    await waitFor(() => expect(result.current.hasPrevious).toBe(false));
    expect(result.current.rows).toEqual([1, 2]);
  });
});
