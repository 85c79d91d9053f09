import { describe, expect, it } from 'vitest';
import { NO_FILTERS, filtersFromSearch, filtersToSearch, isFiltered, listQuery } from './query';

const PROGRAM = '01a200de-09d0-755c-b553-66d9a5a27059';
const PIC = '01a200de-09d4-70b4-aa81-5c16750de3a5';

describe('list filters in the URL', () => {
  it('reads every filter and the sort', () => {
    const params = new URLSearchParams({ q: 'budi', program_id: PROGRAM, status: 'unverified', pic_id: PIC, sort: 'oldest' });
    expect(filtersFromSearch(params)).toEqual({
      q: 'budi',
      program_id: PROGRAM,
      partner_id: undefined,
      status: 'unverified',
      pic_id: PIC,
      sort: 'oldest',
    });
  });

  it('ignores values the server would refuse with 400', () => {
    const params = new URLSearchParams({ program_id: 'gojek', status: 'lost', sort: 'random', partner_id: '' });
    expect(filtersFromSearch(params)).toEqual({ ...NO_FILTERS, program_id: undefined, partner_id: undefined, status: undefined, pic_id: undefined });
  });

  it('writes only what is set, and the sort only when not the default', () => {
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
    expect(filtersToSearch({ ...NO_FILTERS, q: '   ' }).toString()).toBe('');
    const written = filtersToSearch({ q: 'LN-0000001', status: 'draft', pic_id: PIC, sort: 'oldest' });
    expect(Object.fromEntries(written)).toEqual({ q: 'LN-0000001', status: 'draft', pic_id: PIC, sort: 'oldest' });
    expect(filtersFromSearch(written)).toMatchObject({ q: 'LN-0000001', status: 'draft', pic_id: PIC, sort: 'oldest' });
  });

  it('knows when the list is narrowed (an empty table then means no matches)', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, sort: 'oldest' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: ' ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: 'budi' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, status: 'verified' })).toBe(true);
  });
});

describe('the list query', () => {
  it('sends the sort and the page size, nothing empty', () => {
    expect(listQuery(NO_FILTERS)).toEqual({ sort: 'newest', limit: 20 });
  });

  it('trims the search and adds filters and the cursor', () => {
    expect(listQuery({ ...NO_FILTERS, q: '  budi@example.co.id ', program_id: PROGRAM, status: 'draft' }, 'c-1', 50)).toEqual({
      q: 'budi@example.co.id',
      program_id: PROGRAM,
      status: 'draft',
      sort: 'newest',
      limit: 50,
      cursor: 'c-1',
    });
  });

  it('leaves the page size out for the xlsx download (every match, in the list\'s order)', () => {
    expect(listQuery({ ...NO_FILTERS, status: 'verified', sort: 'oldest' }, undefined, null)).toEqual({ status: 'verified', sort: 'oldest' });
  });

  it('keys the filters without the cursor, so pages restart when filters change', () => {
    // The list kit keys the pages by this query without a cursor.
    expect(listQuery({ ...NO_FILTERS, q: 'a ' })).toEqual(listQuery({ ...NO_FILTERS, q: 'a' }));
    expect(listQuery({ ...NO_FILTERS, q: 'a' })).not.toEqual(listQuery({ ...NO_FILTERS, q: 'b' }));
  });
});
