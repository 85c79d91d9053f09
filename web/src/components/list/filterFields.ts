/**
 * A list's filter controls, declared (issue 42, after react-admin's `filters` array): one entry
 * per control above the table, saying which filter it sets, what kind of control it is, how it is
 * labelled and found (its test id) and what it offers. `FilterBar` draws them in order, bound to
 * the list's filters; `filterSpec` reads and writes the same keys in the URL.
 */
import type { ComponentType, ReactNode } from 'react';

/** A select's minimum width when its field gives none, the search box's and the sort's (px). */
export const SELECT_WIDTH = 150;
/** A date range picker's width (px; antd's own for two dates), set so that a first view can hold its place. */
export const DATE_RANGE_WIDTH = 292;
export const SEARCH_WIDTH = 260;
export const SORT_WIDTH = 170;

/** One choice of a select filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/** What every drawn control has. */
interface FilterFieldBase {
  /** The control's accessible name, already translated (the page's namespace); a select's and a search box's placeholder too. */
  label: string;
  /** Its `data-testid`, by which the tests find it. */
  testId: string;
}

/** A clearable select of one filter. */
export interface SelectField<K extends string> extends FilterFieldBase {
  kind: 'select';
  key: K;
  options: FilterOption[];
  /** The options are still loading (reference data: `namedOptions`). */
  loading?: boolean;
  /** Minimum width, pixels (default `SELECT_WIDTH`). */
  width?: number;
  /** Typing narrows the options by their label (long lists: staff, levels, lenders). */
  searchable?: boolean;
  /** How the chosen value shows in the closed select (e.g. as its status tag); default its label. */
  renderValue?: (value: string) => ReactNode;
  /**
   * How wide the open list is: as wide as its longest option (`options`, the default) or as the
   * select itself (`select`: longer options are cut).
   */
  popupWidth?: 'options' | 'select';
}

/** Free text in one filter, set once typing pauses (the search box). */
export interface SearchField<K extends string> extends FilterFieldBase {
  kind: 'search';
  key: K;
  /** Width, pixels (default `SEARCH_WIDTH`). */
  width?: number;
  /** The value set for what was typed (e.g. a plate in capitals); blank or none unsets the filter. */
  normalize?: (text: string) => string | undefined;
}

/** What the picker of a date range is given (DateRangeFilter.tsx draws it). */
export interface DateRangeFilterProps {
  /** The accessible name. */
  label: string;
  /** The hints of the two ends. */
  placeholder: readonly [from: string, to: string];
  /** The first and the last day (`YYYY-MM-DD`), when set. */
  from: string | undefined;
  to: string | undefined;
  /** Both ends at once (a cleared picker unsets both). */
  onChange: (from: string | undefined, to: string | undefined) => void;
  testId: string;
}

/**
 * A range of days in two filters (`YYYY-MM-DD`; either end may stay open). Made with
 * `dateRangeField` (DateRangeFilter.tsx), which brings the picker with it: antd's DatePicker then
 * loads only with the lists that have a range (the bundle budgets of issue 8).
 */
export interface DateRangeField<K extends string> extends FilterFieldBase {
  kind: 'dateRange';
  /** The filters of the first and the last day. */
  keys: readonly [from: K, to: K];
  /** The hints of the two ends. */
  placeholder: readonly [from: string, to: string];
  /** The control that draws the range. */
  picker: ComponentType<DateRangeFilterProps>;
}

/** A control of the page's own (e.g. a picker that searches the server) bound to one filter. */
export interface CustomField<K extends string> {
  kind: 'custom';
  key: K;
  render: (value: string | undefined, onChange: (value: string | undefined) => void) => ReactNode;
}

/** One control of a list's filter bar, for the filters named `K`. */
export type FilterField<K extends string> = SelectField<K> | SearchField<K> | DateRangeField<K> | CustomField<K>;

/**
 * A select's options from a query of named records (lenders, programs, partners), and whether
 * they are still loading: spread into a `SelectField`.
 */
export function namedOptions(query: {
  data?: readonly { id: string; name: string }[];
  isPending: boolean;
}): Pick<SelectField<string>, 'options' | 'loading'> {
  return { options: (query.data ?? []).map((item) => ({ value: item.id, label: item.name })), loading: query.isPending };
}

/**
 * The width a field's control starts at in the filter bar (px), for a view that holds its place
 * before the bar is drawn (`ListFirstView`); none for a page's own control.
 */
export function fieldWidth<K extends string>(field: FilterField<K>): number | undefined {
  switch (field.kind) {
    case 'select':
      return field.width ?? SELECT_WIDTH;
    case 'search':
      return field.width ?? SEARCH_WIDTH;
    case 'dateRange':
      return DATE_RANGE_WIDTH;
    default:
      return undefined;
  }
}
