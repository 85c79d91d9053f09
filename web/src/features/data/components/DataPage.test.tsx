import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { choose, tableRow } from '../../../test/dom';
import { catchSavedFiles, xlsxStream } from '../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { LENDER_A, PROGRAM, serveReference, serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import type { Report, ReportName } from '../api';
import { REPORT_FIXTURES, emptyReport } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/data';
const AREAS = ['home', 'data'];
const PARTNER = { id: '01a200de-09d1-7000-8000-000000000001', name: 'Gojek' };

/** A report request: the report's name and its query. */
interface Asked {
  name: string;
  params: Record<string, string>;
}

/**
 * Answers every report with its fixture (or `answers[name]`), its xlsx with a streamed file, and
 * records each request.
 */
function serveReports(answers: Partial<Record<ReportName, Report | 'fail'>> = {}) {
  const asked: Asked[] = [];
  const downloads: Asked[] = [];
  server.use(
    http.get('/api/v1/reports/:name', ({ request, params }) => {
      const name = String(params.name) as ReportName;
      const query = Object.fromEntries(new URL(request.url).searchParams);
      if (query.format === 'xlsx') {
        downloads.push({ name, params: query });
        return xlsxStream(`${name}-2026-11-24.xlsx`);
      }
      asked.push({ name, params: query });
      const answer = answers[name] ?? REPORT_FIXTURES[name];
      if (answer === 'fail') return envelope(null, 400, 'The start date is after the end date');
      return envelope(answer);
    }),
    http.get('/api/v1/partners', () => envelope([{ ...PARTNER, code: 'GJK', active: true }])),
  );
  return { asked, downloads };
}

/** The texts of the cells of the report table's `index`-th row. */
function cells(index: number): string[] {
  return [...tableRow(String(index)).querySelectorAll('td')].map((td) => td.textContent ?? '');
}

function total(key: string): string | null | undefined {
  return screen.getByTestId(`total-${key}`).querySelector('.ant-statistic-content-value')?.textContent;
}

/** What each report's fixture shows: some rows' cells, the totals, the chart. */
const EXPECTED: Record<ReportName, { headers: string[]; rows: Record<number, string[]>; totals: Record<string, string> | null; chart: string }> = {
  funnel: {
    headers: ['Stage', 'Count', '% of leads'],
    rows: { 0: ['Leads', '1.200', '100%'], 4: ['KYC approved', '250', '20,83%'], 5: ['Active', '150', '12,5%'] },
    totals: null,
    chart: 'hbar',
  },
  approvals: {
    headers: ['Lender', 'Pending', 'Pending amount', 'Approved', 'Approved amount', 'Rejected', 'Rejected amount'],
    rows: {
      0: ['Bank Sinar', '2', 'Rp 48.000.000', '5', 'Rp 120.000.000', '1', 'Rp 3.000.000'],
      1: ['Koperasi Maju', '1', 'Rp 24.000.000', '0', 'Rp 0', '2', 'Rp 6.500.000'],
    },
    // Large rupiah read short on the cards (the full amount in their tooltip).
    totals: { pending_count: '3', pending_amount: 'Rp 72M', approved_amount: 'Rp 120M', rejected_amount: 'Rp 9.5M' },
    chart: 'bar',
  },
  portfolio: {
    headers: ['Quality', 'Loans', 'Outstanding principal', 'Share'],
    rows: {
      0: ['Current', '1.500', 'Rp 30.000.000.000', '85%'],
      1: ['Special mention', '120', 'Rp 2.400.000.000', '6,8%'],
      2: ['Substandard', '60', 'Rp 1.200.000.000', '3,4%'],
      3: ['Doubtful', '40', 'Rp 800.000.000', '2,27%'],
      4: ['Loss', '45', 'Rp 900.000.000', '2,55%'],
    },
    totals: { loans: '1.765', outstanding_principal: 'Rp 35.3B', npl_ratio_percent: '8,22%', twp90_percent: '2,55%' },
    chart: 'pie',
  },
  collections: {
    headers: ['Period', 'Due', 'Collected', 'Collection rate'],
    rows: { 0: ['23 Nov 2026', 'Rp 3.000.000', 'Rp 2.700.000', '90%'], 1: ['24 Nov 2026', 'Rp 4.000.000', 'Rp 3.000.000', '75%'] },
    totals: { due: 'Rp 7M', collected: 'Rp 5.7M', collection_rate_percent: '81,43%' },
    chart: 'line',
  },
  assets: {
    // A status without a text of its own reads as its code.
    headers: ['Asset', 'Status', 'Number'],
    rows: { 0: ['Motorcycle', 'In stock', '1.250'], 1: ['Battery', 'Installed', '40'], 2: ['ETLE ticket', 'retired_code', '2'] },
    totals: { motorcycle_total: '1.250', battery_total: '40', service_order_total: '0', etle_total: '2', etoll_total: '0' },
    chart: 'hbar',
  },
};

describe('data page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveReference();
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(Object.keys(EXPECTED) as ReportName[])('shows the %s report: table, totals and chart, each value by its kind', async (name) => {
    serveSession({ areas: AREAS, level: 21 });
    const { asked } = serveReports();
    renderApp(name === 'funnel' ? PATH : `${PATH}?report=${name}`);
    const expected = EXPECTED[name];
    const table = await screen.findByTestId('report-table');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(
      { funnel: 'Application funnel', approvals: 'Approvals by lender', portfolio: 'Credit quality (OJK)', collections: 'Collections', assets: 'Assets' }[name],
    );
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(expected.headers);
    for (const [index, row] of Object.entries(expected.rows)) expect(cells(Number(index))).toEqual(row);
    if (expected.totals) {
      for (const [key, text] of Object.entries(expected.totals)) expect(total(key)).toBe(text);
      // A short amount keeps its full value for the tooltip; a small one is whole already.
      if (name === 'approvals') {
        expect(screen.getByTestId('total-pending_amount').querySelector('[data-full]')).toHaveAttribute('data-full', 'Rp 72.000.000');
      }
    } else {
      expect(screen.queryByTestId('report-totals')).toBeNull();
    }
    expect(await screen.findByTestId('report-chart')).toHaveAttribute('data-chart', expected.chart);
    // Unfiltered: nothing but collections' granularity (a day by default).
    expect(asked.map((a) => [a.name, a.params])).toEqual([[name, name === 'collections' ? { granularity: 'day' } : {}]]);
  });

  it('sends the filters: range and lender from the URL, program and partner chosen, granularity for collections only', async () => {
    serveSession({ areas: AREAS, level: 21 });
    const { asked } = serveReports();
    const { router } = renderApp(`${PATH}?from=2026-11-01&to=2026-11-30&lender_id=${LENDER_A.id}`);
    await screen.findByTestId('report-table');
    expect(asked.at(-1)).toEqual({ name: 'funnel', params: { from: '2026-11-01', to: '2026-11-30', lender_id: LENDER_A.id } });
    expect(screen.getByTestId('filter-lender')).toHaveTextContent(LENDER_A.name);

    const filters = screen.getByTestId('report-filters');
    await choose(filters, 'Program', PROGRAM.name);
    await waitFor(() => expect(asked.at(-1)?.params.program_id).toBe(PROGRAM.id));
    await choose(filters, 'Partner', PARTNER.name);
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        name: 'funnel',
        params: { from: '2026-11-01', to: '2026-11-30', lender_id: LENDER_A.id, program_id: PROGRAM.id, partner_id: PARTNER.id },
      }),
    );
    expect(screen.queryByTestId('filter-granularity')).toBeNull();

    // Another tab keeps the filters; collections adds its granularity.
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Collections' }));
    await waitFor(() => expect(asked.at(-1)?.name).toBe('collections'));
    expect(asked.at(-1)?.params).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      lender_id: LENDER_A.id,
      program_id: PROGRAM.id,
      partner_id: PARTNER.id,
      granularity: 'day',
    });
    await user.click(within(screen.getByTestId('filter-granularity')).getByText('Week'));
    await waitFor(() => expect(asked.at(-1)?.params.granularity).toBe('week'));
    expect(router.state.location.search).toContain('report=collections');
    expect(router.state.location.search).toContain('granularity=week');

    // Clearing drops every filter but the granularity.
    await user.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(asked.at(-1)?.params).toEqual({ granularity: 'week' }));
  });

  it('sets the range from a preset of the date picker', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T03:00:00Z') });
    try {
      serveSession({ areas: AREAS, level: 21 });
      const { asked } = serveReports();
      renderApp(PATH);
      await screen.findByTestId('report-table');
      const user = userEvent.setup();
      await user.click(screen.getByPlaceholderText('From'));
      await user.click(await screen.findByText('This month'));
      await waitFor(() => expect(asked.at(-1)?.params).toEqual({ from: '2026-11-01', to: '2026-11-24' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it("has no lender filter for a funder's staff and never sends a lender_id for them", async () => {
    serveSession({ areas: AREAS, level: 5, lender: LENDER_A });
    const { asked } = serveReports();
    renderApp(`${PATH}?report=approvals&lender_id=${LENDER_A.id}`);
    await screen.findByTestId('report-table');
    expect(screen.getByTestId('filter-program')).toBeInTheDocument();
    expect(screen.queryByTestId('filter-lender')).toBeNull();
    expect(screen.queryByLabelText('Lender')).toBeNull();
    // The lender in the URL is no filter of theirs: nothing to clear.
    expect(screen.queryByTestId('clear-filters')).toBeNull();
    expect(asked).toEqual([{ name: 'approvals', params: {} }]);
  });

  it('downloads the report shown as xlsx with the same filters', async () => {
    serveSession({ areas: AREAS, level: 21 });
    const { downloads } = serveReports();
    const saved = catchSavedFiles();
    renderApp(`${PATH}?report=collections&from=2026-11-01&to=2026-11-30&program_id=${PROGRAM.id}&granularity=month`);
    await screen.findByTestId('report-table');
    const button = screen.getByTestId('download-collections');
    expect(button).toHaveTextContent('Download xlsx');
    await userEvent.setup().click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads).toEqual([
      { name: 'collections', params: { from: '2026-11-01', to: '2026-11-30', program_id: PROGRAM.id, granularity: 'month', format: 'xlsx' } },
    ]);
    expect(saved[0].name).toBe('collections-2026-11-24.xlsx');
  });

  it('shows the empty state when a report has no rows', async () => {
    serveSession({ areas: AREAS, level: 21 });
    serveReports({ assets: emptyReport('assets') });
    renderApp(`${PATH}?report=assets`);
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No figures for these filters');
    expect(screen.queryByTestId('report-table')).toBeNull();
    expect(screen.queryByTestId('report-totals')).toBeNull();
    // The (empty) file can still be downloaded.
    expect(screen.getByTestId('download-assets')).toBeInTheDocument();
    // Only the portfolio has a loan-level download.
    expect(screen.queryByTestId('download-assets-loans')).toBeNull();
  });

  it('downloads every loan of the portfolio with its filters', async () => {
    serveSession({ areas: AREAS, level: 21 });
    const { downloads } = serveReports();
    const saved = catchSavedFiles();
    renderApp(`${PATH}?report=portfolio&lender_id=${LENDER_A.id}`);
    await screen.findByTestId('report-table');
    const button = screen.getByTestId('download-portfolio-loans');
    expect(button).toHaveTextContent('Download every loan (xlsx)');
    await userEvent.setup().click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads).toEqual([{ name: 'portfolio', params: { lender_id: LENDER_A.id, detail: 'loans', format: 'xlsx' } }]);
  });

  it('shows the error when a report fails', async () => {
    serveSession({ areas: AREAS, level: 21 });
    serveReports({ portfolio: 'fail' });
    renderApp(`${PATH}?report=portfolio`);
    expect(await screen.findByTestId('report-error')).toHaveTextContent('The start date is after the end date');
    expect(screen.queryByTestId('report-table')).toBeNull();
  });

  it('speaks Indonesian: tabs, headers, OJK quality names and filters', async () => {
    serveSession({ areas: AREAS, level: 21 });
    serveReports();
    await changeLanguage('id');
    renderApp(`${PATH}?report=portfolio`);
    await screen.findByTestId('report-table');
    expect(screen.getByRole('tab', { name: 'Corong pengajuan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Kualitas kredit (OJK)');
    expect(cells(1)).toEqual(['Dalam perhatian khusus', '120', 'Rp 2.400.000.000', '6,8%']);
    expect(cells(4)[0]).toBe('Macet');
    expect(screen.getByTestId('total-npl_ratio_percent')).toHaveTextContent('Rasio NPL');
    // Large rupiah read short in Indonesian (spec §9: m for miliar), the full amount kept for
    // the tooltip and screen readers.
    expect(total('outstanding_principal')).toBe('Rp 35,3 m');
    const short = screen.getByTestId('total-outstanding_principal').querySelector('[data-full]');
    expect(short).toHaveAccessibleName('Rp 35.300.000.000');
    expect(screen.getByTestId('download-portfolio')).toHaveTextContent('Unduh xlsx');
    expect(screen.getByLabelText('Pemberi dana')).toBeInTheDocument();
  });
});
