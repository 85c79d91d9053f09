/**
 * A list's filters without React: read from and written to the URL (unknown or malformed values
 * are ignored, as the server would answer 400), and the query sent to the list endpoint (paging
 * itself is the list kit's).
 */
import { DEFAULT_SORT, PAGE_SIZE, oneOf, searchAndSortFromUrl, type Sort } from './cursor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Longest free text a filter takes from the URL (an identifier or a code typed by staff). */
const TEXT_MAX = 200;

/**
 * How one filter is read from the URL: an id, a date, free text (not blank, at most 200
 * characters; sent trimmed), or one of some values.
 */
export type FilterReader = 'id' | 'date' | 'text' | readonly string[];

function readValue(reader: FilterReader, value: string | null): string | undefined {
  if (!value) return undefined;
  if (reader === 'id') return UUID.test(value) ? value : undefined;
  if (reader === 'text') return value.trim() && value.length <= TEXT_MAX ? value : undefined;
  if (reader === 'date') return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  return oneOf(value, reader);
}

/** A list's filters: the search, the sort and the named filters (absent when not set). */
export type Filters<K extends string> = { q: string; sort: Sort } & Partial<Record<K, string>>;

/** The URL and query forms of one list's filters. */
export interface FilterSpec<K extends string> {
  keys: readonly K[];
  fromSearch: (params: URLSearchParams) => Filters<K>;
  toSearch: (filters: Filters<K>) => URLSearchParams;
  isFiltered: (filters: Filters<K>) => boolean;
  /**
   * The list query for one page (or, without cursor and limit, for an export): trimmed search,
   * only the filters that are set, and the sort when the list has one.
   */
  query: (filters: Filters<K>, cursor?: string, limit?: number | null) => Record<string, string | number>;
  /** Every named filter unset (for "Clear filters"). */
  cleared: Partial<Filters<K>>;
}

/** The named filters of a spec (`FilterKey<typeof spec>`: 'status' | 'lender_id'), e.g. to declare its `FilterField`s. */
export type FilterKey<S extends { keys: readonly string[] }> = S['keys'][number];

export interface FilterSpecOptions<K extends string> {
  /** Whether the list takes `sort` (default true); lists in a fixed order send none. */
  sorted?: boolean;
  /**
   * How a filter goes into the query when it is not sent as it stands (a range choice becomes
   * `remaining_min` and `remaining_max`): the query parameters for its value.
   */
  toQuery?: Partial<Record<K, (value: string) => Record<string, string | number>>>;
}

export function filterSpec<K extends string>(readers: Record<K, FilterReader>, options: FilterSpecOptions<K> = {}): FilterSpec<K> {
  const keys = Object.keys(readers) as K[];
  const sorted = options.sorted ?? true;
  return {
    keys,
    fromSearch(params) {
      const filters = searchAndSortFromUrl(params) as Filters<K>;
      for (const key of keys) {
        const value = readValue(readers[key], params.get(key));
        if (value) (filters as Record<string, string>)[key] = value;
      }
      return filters;
    },
    toSearch(filters) {
      const params = new URLSearchParams();
      if (filters.q.trim()) params.set('q', filters.q);
      for (const key of keys) {
        const value = filters[key];
        if (value?.trim()) params.set(key, value);
      }
      if (sorted && filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
      return params;
    },
    isFiltered: (filters) => Boolean(filters.q.trim() || keys.some((key) => filters[key]?.trim())),
    query(filters, cursor, limit = PAGE_SIZE) {
      const query: Record<string, string | number> = {};
      if (sorted) query.sort = filters.sort;
      if (limit !== null) query.limit = limit;
      const q = filters.q.trim();
      if (q) query.q = q;
      for (const key of keys) {
        const value = readers[key] === 'text' ? filters[key]?.trim() : filters[key];
        if (!value) continue;
        const mapped = options.toQuery?.[key];
        if (mapped) Object.assign(query, mapped(value));
        else query[key] = value;
      }
      if (cursor) query.cursor = cursor;
      return query;
    },
    cleared: { q: '', ...Object.fromEntries(keys.map((key) => [key, undefined])) } as Partial<Filters<K>>,
  };
}
