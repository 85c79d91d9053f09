import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { appQueryClient, showQueryClient } from '../../lib/queryClient';
import { storeUser } from '../../test/fixtures';
import { envelope, server } from '../../test/server';
import { reportKeys, type ReportName } from './api';
import { prefetchReport } from './prefetch';
import { REPORT_FIXTURES } from './testing/fixtures';

afterEach(() => showQueryClient(appQueryClient(), false));

const LENDER = '01a200de-09d1-7000-8000-0000000000aa';
const PROGRAM = '01a200de-09d1-7000-8000-0000000000bb';

/** Answers every report with its fixture; records each request's name and query. */
function serveReports(): { name: string; params: Record<string, string> }[] {
  const asked: { name: string; params: Record<string, string> }[] = [];
  server.use(
    http.get('/api/v1/reports/:name', ({ request, params }) => {
      const name = String(params.name) as ReportName;
      asked.push({ name, params: Object.fromEntries(new URL(request.url).searchParams) });
      return envelope(REPORT_FIXTURES[name]);
    }),
  );
  return asked;
}

describe('the data page prefetch (issue 46)', () => {
  it('fills the report the page reads at its first render, with the address filters', async () => {
    storeUser();
    const asked = serveReports();
    prefetchReport(`?report=collections&lender_id=${LENDER}&from=2026-11-01`);
    const key = reportKeys.one('collections', { lender_id: LENDER, from: '2026-11-01', granularity: 'day' });
    await waitFor(() => expect(appQueryClient().getQueryData(key)).toEqual(REPORT_FIXTURES.collections));
    expect(asked).toEqual([{ name: 'collections', params: { lender_id: LENDER, from: '2026-11-01', granularity: 'day' } }]);
  });

  it("asks a funder's staff without a lender, as the page does (the server keeps them to theirs)", async () => {
    storeUser({ lender: LENDER });
    const asked = serveReports();
    prefetchReport(`?lender_id=01a200de-09d1-7000-8000-0000000000cc&program_id=${PROGRAM}`);
    const key = reportKeys.one('funnel', { program_id: PROGRAM });
    await waitFor(() => expect(appQueryClient().getQueryData(key)).toEqual(REPORT_FIXTURES.funnel));
    expect(asked).toEqual([{ name: 'funnel', params: { program_id: PROGRAM } }]);
  });

  it('asks nothing for the programs tab', async () => {
    storeUser();
    const asked = serveReports();
    prefetchReport('?tab=programs');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
