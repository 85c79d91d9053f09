import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  currentCursor,
  nextPage,
  pageIndex,
  pageRange,
  previousPage,
  searchAndSortFromUrl,
  searchAndSortToUrl,
} from './cursor';

describe('the cursor stack', () => {
  it('starts on the first page without a cursor', () => {
    expect(currentCursor(FIRST_PAGE)).toBeUndefined();
    expect(pageIndex(FIRST_PAGE)).toBe(0);
  });

  it('goes forward with next_cursor and back through the cursors seen', () => {
    const second = nextPage(FIRST_PAGE, 'c-20');
    const third = nextPage(second, 'c-40');
    expect(currentCursor(third)).toBe('c-40');
    expect(pageIndex(third)).toBe(2);
    expect(currentCursor(previousPage(third))).toBe('c-20');
    expect(currentCursor(previousPage(previousPage(third)))).toBeUndefined();
  });

  it('stays put at the ends', () => {
    expect(nextPage(FIRST_PAGE, null)).toBe(FIRST_PAGE);
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });

  it('numbers the shown rows among all matches', () => {
    expect(pageRange(FIRST_PAGE, 20)).toEqual({ from: 1, to: 20 });
    expect(pageRange(nextPage(FIRST_PAGE, 'c'), 7)).toEqual({ from: 21, to: 27 });
    expect(pageRange(FIRST_PAGE, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('search and sort in the URL', () => {
  it('reads them, ignoring a sort the server would refuse', () => {
    expect(searchAndSortFromUrl(new URLSearchParams({ q: 'level5', sort: 'oldest' }))).toEqual({ q: 'level5', sort: 'oldest' });
    expect(searchAndSortFromUrl(new URLSearchParams({ sort: 'random' }))).toEqual({ q: '', sort: 'newest' });
  });

  it('writes only a search that is not blank and a sort that is not the default', () => {
    expect(searchAndSortToUrl({ q: '  ', sort: 'newest' }).toString()).toBe('');
    expect(searchAndSortToUrl({ q: 'level5', sort: 'oldest' }).toString()).toBe('q=level5&sort=oldest');
  });
});
