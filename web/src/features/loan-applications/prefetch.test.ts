import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { applicationKeys } from '../../entities/loan-application/api';
import { referenceKeys } from '../../entities/reference/api';
import { appQueryClient, showQueryClient } from '../../lib/queryClient';
import { storeUser } from '../../test/fixtures';
import { prefetchScreenData } from './prefetch';
import { filtersFromSearch, listQuery } from './query';
import { row, serveList, serveReference } from './testing/fixtures';

afterEach(() => showQueryClient(appQueryClient(), false));

describe('the application list prefetch (issue 46)', () => {
  it('fills the cache entries the list reads at its first render, with the address filters', async () => {
    storeUser();
    const queries = serveList({ rows: [row(1), row(2, { status: 'verified' })] });
    serveReference();
    prefetchScreenData('?status=verified&q=budi');
    const client = appQueryClient();
    const filters = filtersFromSearch(new URLSearchParams('?status=verified&q=budi'));
    // useCursorList's first page: the list's key plus a null cursor, the page and its stack.
    const key = [...applicationKeys.list(listQuery(filters)), null];
    await waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    expect(client.getQueryData(key)).toMatchObject({ items: [{ loan_id: 'LN-0000001' }, { loan_id: 'LN-0000002' }], stack: [undefined] });
    expect(queries.map((q) => q.get('status'))).toEqual(['verified']);
    await waitFor(() => {
      expect(client.getQueryData(applicationKeys.summary())).toMatchObject({ total: 2 });
      expect(client.getQueryData(referenceKeys.of('programs'))).toHaveLength(1);
      expect(client.getQueryData(referenceKeys.of('staff', 'pic'))).toHaveLength(2);
    });
  });

  it('leaves no client behind once the /app screens that took it are gone', () => {
    const client = appQueryClient();
    showQueryClient(client, true);
    expect(appQueryClient()).toBe(client);
    showQueryClient(client, false);
    expect(appQueryClient()).not.toBe(client);
  });
});
