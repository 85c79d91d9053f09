/**
 * Calls of the data area (issue 12): the reports `GET /api/v1/reports/{name}`, all in one
 * generic shape (typed columns, rows, totals), the same filters for every report, and the same
 * report as xlsx with `format=xlsx`. A funder's staff get their lender's figures only (the
 * server scopes them).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../lib/api';
import type { components, operations } from '../../lib/api/schema';

type Schemas = components['schemas'];

/** The reports, in tab order. */
export const REPORTS = ['funnel', 'approvals', 'portfolio', 'collections', 'assets'] as const satisfies readonly ReportName[];
export type ReportName = Schemas['ReportView']['report'];

/** How the collections report groups its periods. */
export const GRANULARITIES = ['day', 'week', 'month'] as const satisfies readonly Granularity[];
export type Granularity = NonNullable<NonNullable<operations['get_api_v1_reports_name']['parameters']['query']>['granularity']>;

/** How a column's values are shown (money in rupiah, percent as `12,5%`, dates in Jakarta). */
export type ColumnKind = Schemas['ColumnKind'];

/** A column of a report: its key in each row and the kind of its values. */
export type ReportColumn = Schemas['ReportColumn'];

/** A cell value: numbers for count, money and percent, `YYYY-MM-DD` for dates, text (or a code) otherwise. */
export type ReportValue = string | number | null;
export type ReportRow = Record<string, ReportValue>;

/** `GET /api/v1/reports/{name}`: the same shape for every report (the server's `ReportView`, its
 * rows and totals typed by their values). */
export interface Report {
  report: ReportName;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Totals over the rows (a report may add keys that are no column, e.g. `npl_ratio_percent`). */
  totals: Record<string, ReportValue> | null;
}

/** The query of a report: `from`, `to` (`YYYY-MM-DD`), the ids, and `granularity` for collections. */
export type ReportQuery = Record<string, string>;

/** Reports whose loans can also be downloaded one row each (`format=xlsx&detail=…`): the
 * portfolio's active loans, up to a million rows, streamed. */
export const LOAN_DETAIL: Partial<Record<ReportName, string>> = { portfolio: 'loans' };

/** The API path of a report (also its xlsx, with `format=xlsx`). */
export function reportApiPath(name: ReportName): string {
  return `/api/v1/reports/${name}`;
}

/** Query keys: every report sits under `reports`. */
export const reportKeys = {
  all: ['reports'] as const,
  one: (name: ReportName, query: ReportQuery) => [...reportKeys.all, name, query] as const,
};

export function fetchReport(name: ReportName, query: ReportQuery, signal?: AbortSignal, opts?: RequestOptions): Promise<Report> {
  return api.get<Report>(reportApiPath(name), { ...opts, params: query, signal });
}

/** A report as a query; its previous figures stay on screen while other filters load. */
export function useReport(name: ReportName, query: ReportQuery) {
  return useQuery({ ...reportQueryOptions(name, query), placeholderData: keepPreviousData });
}

/** The query of a report (its key and call), shared with the data page's prefetch, which sends `opts` (quiet). */
export function reportQueryOptions(name: ReportName, query: ReportQuery, opts?: RequestOptions) {
  return {
    queryKey: reportKeys.one(name, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchReport(name, query, signal, opts),
  };
}
