/** The list kit (issue 7): what every list screen is built from. */
export * from './cursor';
export { ListPage, type ListPageProps, type ListSelection } from './ListPage';
export { NOWRAP, RowDetails, splitColumns, type ListColumn, type ListColumns } from './fitColumns';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { useCursorList, type CursorList, type CursorListOptions } from './useCursorList';
export { useUrlFilters } from './useUrlFilters';
export { CountCards, type CountEntry } from './CountCards';
export { filterSpec, type FilterKey, type FilterReader, type FilterSpec, type Filters } from './filterSpec';
export {
  fieldWidth,
  namedOptions,
  type CustomField,
  type DateRangeField,
  type FilterField,
  type FilterOption,
  type SearchField,
  type SelectField,
} from './filterFields';
export { FilterBar, type FilterBarProps } from './FilterBar';
// The date range (`dateRangeField`) is imported from './DateRangeFilter' itself: through this
// index it would bring antd's DatePicker to every list (the bundle budgets of issue 8).
