/**
 * antd Table's column filter menu: drawn for a column with `filters` or `filterDropdown`, which
 * no list of this app has, yet the static import put the filter tree, dropdown and search on
 * every table page. Until it arrives the column shows its title alone.
 */
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { deferred } from './deferred';

/** The same as antd's (6.6) `flattenKeys`, which the filter hook needs without its menu. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}

export default deferred<FilterDropdownProps>(
  () => import('antd/es/table/hooks/useFilter/FilterDropdown'),
  (props) => props.children,
);
