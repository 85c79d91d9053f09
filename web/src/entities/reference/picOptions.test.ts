import { describe, expect, it } from 'vitest';
import { picOptionGroups } from './picOptions';

const pic = (id: string, full_name: string, level: number) => ({ id, full_name, email: `${id}@roda.test`, level });

describe('picOptionGroups', () => {
  it('groups staff by level in numeric order with names sorted inside each level', () => {
    const groups = picOptionGroups(
      [pic('a', 'Zaki', 15), pic('b', 'Budi', 3), pic('c', 'Ani', 21), pic('d', 'Adi', 3), pic('e', 'Eka', 4)],
      (level) => `Level ${level}`,
    );
    expect(groups.map((g) => g.label)).toEqual(['Level 3', 'Level 4', 'Level 15', 'Level 21']);
    expect(groups[0].options.map((o) => o.label)).toEqual(['Adi', 'Budi']);
    expect(groups[0].options[0]).toEqual({ value: 'd', label: 'Adi', title: 'd@roda.test' });
  });

  it('offers no group without staff', () => {
    expect(picOptionGroups([], String)).toEqual([]);
  });
});
