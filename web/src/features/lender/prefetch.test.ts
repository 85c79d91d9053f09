import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { lenderKeys } from '../../entities/lender/api';
import { appQueryClient, showQueryClient } from '../../lib/queryClient';
import { storeUser } from '../../test/fixtures';
import { envelope, server } from '../../test/server';
import { prefetchLenders } from './prefetch';
import { lenderFilters } from './query';
import { LENDER_A, lenderRow } from './testing/fixtures';

afterEach(() => showQueryClient(appQueryClient(), false));

describe('the lender list prefetch (issue 46)', () => {
  it('fills the entry the list reads at its first render, with the address filters', async () => {
    storeUser();
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/lenders', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return envelope([lenderRow(LENDER_A)]);
      }),
    );
    const search = '?q=mitra&status=active';
    prefetchLenders(search);
    const filters = lenderFilters.fromSearch(new URLSearchParams(search));
    // The key of LenderListPage's `useLenderList`.
    const key = lenderKeys.list(lenderFilters.query(filters, undefined, null));
    await waitFor(() => expect(appQueryClient().getQueryData(key)).toMatchObject([{ id: LENDER_A.id }]));
    expect(queries.map((q) => [q.get('q'), q.get('status')])).toEqual([['mitra', 'active']]);
  });
});
