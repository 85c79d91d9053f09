import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { referenceKeys } from '../../entities/reference/api';
import { appQueryClient, showQueryClient } from '../../lib/queryClient';
import { storeUser } from '../../test/fixtures';
import { collectionKeys } from './api';
import { prefetchWorklist } from './prefetch';
import { worklistFilters } from './query';
import { COLLECTOR, serveCollectors, serveWorklist, workItem } from './testing/fixtures';

afterEach(() => showQueryClient(appQueryClient(), false));

describe('the worklist prefetch (issue 46)', () => {
  it('fills the entries the worklist reads at its first render, with the address filters', async () => {
    storeUser();
    serveCollectors();
    const queries = serveWorklist([workItem(2), workItem(1)]);
    const search = `?bucket=macet&collector_id=${COLLECTOR.id}`;
    prefetchWorklist(search);
    const client = appQueryClient();
    const filters = worklistFilters.fromSearch(new URLSearchParams(search));
    // useCursorList's first page: the list's key plus a null cursor.
    const key = [...collectionKeys.list(worklistFilters.query(filters)), null];
    await waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    expect(client.getQueryData(key)).toMatchObject({ items: [{ loan_id: workItem(2).loan_id }, { loan_id: workItem(1).loan_id }] });
    expect(queries.map((q) => [q.get('bucket'), q.get('collector_id')])).toEqual([['macet', COLLECTOR.id]]);
    await waitFor(() => expect(client.getQueryData(referenceKeys.of('staff', 'pic'))).toBeDefined());
  });
});
