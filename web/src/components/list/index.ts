/** The list kit (issue 7): what every list screen is built from. */
export * from './cursor';
export { ListPage, type ListPageProps, type ListSelection } from './ListPage';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { useCursorList, type CursorList, type CursorListOptions } from './useCursorList';
export { useUrlFilters } from './useUrlFilters';
export { CountCards, type CountEntry } from './CountCards';
export { filterSpec, type FilterReader, type FilterSpec, type Filters } from './filterSpec';
export { FilterSelect, type FilterSelectProps } from './FilterSelect';
