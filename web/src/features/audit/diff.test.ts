import { describe, expect, it } from 'vitest';
import { changes, isIdOnly, shownValue } from './diff';

describe('audit diff', () => {
  it('lists only the keys whose value changed', () => {
    const before = { full_name: 'Budi', level: 5, status: 'active', lender_id: null, tags: { a: 1, b: 2 } };
    const after = { full_name: 'Budi', level: 3, status: 'active', lender_id: 'L1', tags: { b: 2, a: 1 } };
    expect(changes(before, after)).toEqual([
      { key: 'level', before: 5, after: 3 },
      { key: 'lender_id', before: null, after: 'L1' },
    ]);
  });

  it('lists every key of a creation or a removal, and keys present on one side only', () => {
    expect(changes(null, { email: 'a@b.c', level: 5 }).map((c) => c.key)).toEqual(['email', 'level']);
    expect(changes({ email: 'a@b.c' }, null)).toEqual([{ key: 'email', before: 'a@b.c', after: undefined }]);
    expect(changes({ a: 1 }, { a: 1, b: [1] })).toEqual([{ key: 'b', before: undefined, after: [1] }]);
    expect(changes(null, null)).toEqual([]);
  });

  it('shows text as it is, other values as JSON, nothing for null', () => {
    expect(shownValue('active')).toBe('active');
    expect(shownValue(21)).toBe('21');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
    expect(shownValue(null)).toBeNull();
    expect(shownValue(undefined)).toBeNull();
  });

  it('knows a change that holds nothing but ids', () => {
    const id = '0192f0c4-7a1b-7c3d-9e8f-0a1b2c3d4e5f';
    expect(isIdOnly({ key: 'lender_id', before: null, after: id })).toBe(true);
    expect(isIdOnly({ key: 'photo_file_ids', before: undefined, after: [id, id] })).toBe(true);
    expect(isIdOnly({ key: 'lender', before: null, after: 'Bank Sinar' })).toBe(false);
    expect(isIdOnly({ key: 'note', before: id, after: 'see the call' })).toBe(false);
    expect(isIdOnly({ key: 'tags', before: null, after: [] })).toBe(false);
  });
});
