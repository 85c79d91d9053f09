/**
 * A list's search, filters and sort kept in the page URL, so "back" from a detail returns to the
 * same list and a list can be shared by its address. Changes replace the history entry.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters read from the URL with `read`, and `update(change)`, which writes the changed
 * filters back with `write` (which leaves empty values and defaults out).
 */
export function useUrlFilters<F>(read: (params: URLSearchParams) => F, write: (filters: F) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (change: Partial<F>) => setParams(write({ ...filters, ...change }), { replace: true }),
    [filters, setParams, write],
  );
  return [filters, update] as const;
}
