/**
 * The data page's state in its URL (`?report=collections&from=…&granularity=week`), so a report
 * can be shared by its address, and the query each report is asked with. Unknown or malformed
 * values are ignored (the list kit's readers).
 */
import { DEFAULT_SORT } from '../../components/list/cursor';
import { filterSpec, type Filters } from '../../components/list/filterSpec';
import { GRANULARITIES, REPORTS, type Granularity, type ReportName, type ReportQuery } from './api';

/** The filters shared by every report (granularity applies to collections only). */
const spec = filterSpec(
  { from: 'date', to: 'date', lender_id: 'id', program_id: 'id', partner_id: 'id', granularity: GRANULARITIES },
  { sorted: false },
);

export type FilterKey = (typeof spec.keys)[number];
export type ReportFilters = Partial<Record<FilterKey, string>>;

/** The report shown and its filters. */
export interface DataState {
  report: ReportName;
  filters: ReportFilters;
}

export const DEFAULT_REPORT: ReportName = 'funnel';

/** The tab of the programs (issue 41 item 7), `?tab=programs`: not a report, so no filters. */
export const PROGRAMS_TAB = 'programs';

/** Whether an address opens the programs' tab rather than a report. */
export function opensPrograms(params: URLSearchParams): boolean {
  return params.get('tab') === PROGRAMS_TAB;
}
export const DEFAULT_GRANULARITY: Granularity = 'day';

/** Every filter unset (for "Clear filters"). */
export const NO_FILTERS: ReportFilters = Object.fromEntries(spec.keys.map((key) => [key, undefined]));

function onlyFilters(filters: Filters<FilterKey>): ReportFilters {
  const out: ReportFilters = {};
  for (const key of spec.keys) if (filters[key]) out[key] = filters[key];
  return out;
}

export function readDataState(params: URLSearchParams): DataState {
  const report = REPORTS.find((name) => name === params.get('report')) ?? DEFAULT_REPORT;
  return { report, filters: onlyFilters(spec.fromSearch(params)) };
}

/** The URL of a state: the default report and the default granularity are left out. */
export function writeDataState(state: DataState): URLSearchParams {
  const filters = { ...state.filters };
  if (filters.granularity === DEFAULT_GRANULARITY) delete filters.granularity;
  const params = spec.toSearch({ q: '', sort: DEFAULT_SORT, ...filters });
  if (state.report !== DEFAULT_REPORT) params.set('report', state.report);
  return params;
}

export function isFiltered(filters: ReportFilters): boolean {
  return spec.keys.some((key) => key !== 'granularity' && filters[key]);
}

/** The filters the bar shows: a lender in the URL means nothing to a funder's staff (their lender is the server's choice). */
export function shownFilters(state: DataState, ownLender: string | null): ReportFilters {
  return ownLender ? { ...state.filters, lender_id: undefined } : state.filters;
}

/**
 * The query of a report: the filters that are set, `granularity` (default day) for collections
 * only, and no `lender_id` for a funder's staff (the server scopes them to their own lender).
 */
export function reportQuery(state: DataState, ownLender: string | null): ReportQuery {
  const { granularity, ...rest } = state.filters;
  const query: ReportQuery = {};
  for (const [key, value] of Object.entries(rest)) if (value) query[key] = value;
  if (ownLender) delete query.lender_id;
  if (state.report === 'collections') query.granularity = granularity ?? DEFAULT_GRANULARITY;
  return query;
}
