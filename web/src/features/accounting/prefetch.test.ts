import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { appQueryClient, showQueryClient } from '../../lib/queryClient';
import { storeUser } from '../../test/fixtures';
import { accountingKeys } from './api';
import { prefetchJournal } from './prefetch';
import { journalFilters } from './query';
import { line, serveJournal } from './testing/fixtures';

afterEach(() => showQueryClient(appQueryClient(), false));

describe('the journal prefetch (issue 46)', () => {
  it('fills the entries the journal tab reads at its first render, with the address filters', async () => {
    storeUser();
    const queries = serveJournal([line(1)], { total_debit: 1, total_credit: 1 });
    const search = '?loan_id=LN-0000042&event=payoff';
    prefetchJournal(search);
    const client = appQueryClient();
    const filters = journalFilters.fromSearch(new URLSearchParams(search));
    const key = [...accountingKeys.journal(journalFilters.query(filters)), null];
    await waitFor(() => expect(client.getQueryData(key)).toMatchObject({ items: [{ line_id: line(1).line_id }] }));
    expect(queries.map((q) => [q.get('loan_id'), q.get('event')])).toEqual([['LN-0000042', 'payoff']]);
    await waitFor(() => expect(client.getQueryData(accountingKeys.chart())).toBeDefined());
  });

  it('asks nothing for the trial balance tab', async () => {
    storeUser();
    const queries = serveJournal([line(1)], { total_debit: 1, total_credit: 1 });
    prefetchJournal('?tab=trial-balance');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toEqual([]);
    expect(appQueryClient().getQueryData(accountingKeys.chart())).toBeUndefined();
  });
});
