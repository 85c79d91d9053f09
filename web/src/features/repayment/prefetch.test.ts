import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { referenceKeys } from '../../entities/reference/api';
import { appQueryClient, showQueryClient } from '../../lib/queryClient';
import { storeUser } from '../../test/fixtures';
import { serveReference } from '../../test/loans';
import { envelope, server } from '../../test/server';
import { repaymentKeys } from './api';
import { prefetchActive, prefetchLate } from './prefetch';
import { activeFilters, lateFilters } from './query';
import { ACTIVE_SUMMARY, activeRow, lateRow, page } from './testing/fixtures';

afterEach(() => showQueryClient(appQueryClient(), false));

/** Answers one list path with `rows`, keeping each request's query. */
function serveList(path: string, rows: unknown[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(path, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page(rows);
    }),
  );
  return queries;
}

describe('the repayment lists prefetch (issue 46)', () => {
  it('fills the entries the active list reads at its first render, with the address filters', async () => {
    storeUser();
    serveReference();
    const queries = serveList('/api/v1/active-borrowers', [activeRow(2), activeRow(1)]);
    server.use(http.get('/api/v1/active-borrowers/summary', () => envelope(ACTIVE_SUMMARY)));
    prefetchActive('?status=late&remaining=le_4');
    const client = appQueryClient();
    const filters = activeFilters.fromSearch(new URLSearchParams('?status=late&remaining=le_4'));
    // useCursorList's first page: the list's key plus a null cursor.
    const key = [...repaymentKeys.list('active', activeFilters.query(filters)), null];
    await waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    expect(client.getQueryData(key)).toMatchObject({ items: [{ loan_id: activeRow(2).loan_id }, { loan_id: activeRow(1).loan_id }] });
    expect(queries.map((q) => q.get('status'))).toEqual(['late']);
    await waitFor(() => {
      expect(client.getQueryData(repaymentKeys.activeSummary())).toEqual(ACTIVE_SUMMARY);
      expect(client.getQueryData(referenceKeys.of('lenders'))).toBeDefined();
    });
  });

  it('fills the late list’s first page under its key', async () => {
    storeUser();
    serveReference();
    const queries = serveList('/api/v1/repayments/late', [lateRow(1)]);
    prefetchLate('?bucket=macet');
    const client = appQueryClient();
    const filters = lateFilters.fromSearch(new URLSearchParams('?bucket=macet'));
    const key = [...repaymentKeys.list('late', lateFilters.query(filters)), null];
    await waitFor(() => expect(client.getQueryData(key)).toMatchObject({ items: [{ loan_id: lateRow(1).loan_id }] }));
    expect(queries.map((q) => q.get('bucket'))).toEqual(['macet']);
  });
});
