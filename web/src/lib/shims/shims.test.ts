import { describe, expect, it } from 'vitest';
import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { arrAdd as rcArrAdd, arrDel as rcArrDel } from '@rc-component/tree/es/util';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { toNamePathStr } from './formNamePath';
import { arrAdd, arrDel } from './treeArrays';
import { flattenKeys } from '../deferred/TableFilterDropdown';

// The build points antd's imports of these at ours (build/narrowImports.ts): they must answer
// as the library's own do, for the version installed.
describe('helpers standing in for the libraries’ own', () => {
  it.each([['name'], [['address', 'city']], [['items', 0, 'id']], [7]])('toNamePathStr(%j)', (name) =>
    expect(toNamePathStr(name)).toBe(antdToNamePathStr(name)),
  );

  it.each([
    [undefined, 'a'],
    [[], 'a'],
    [['a', 'b'], 'a'],
    [['a', 'b'], 'c'],
  ] as [string[] | undefined, string][])('arrAdd / arrDel(%j, %j)', (list, value) => {
    expect(arrAdd(list, value)).toEqual(rcArrAdd(list as string[], value)); // typed without undefined, handled
    expect(arrDel(list, value)).toEqual(rcArrDel(list as string[], value));
  });

  it('flattenKeys', () => {
    const filters = [
      { text: 'A', value: 'a', children: [{ text: 'A1', value: 'a1', children: [{ text: 'A11', value: 'a11' }] }] },
      { text: 'B', value: 'b' },
    ];
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual(antdFlattenKeys(undefined));
  });
});
