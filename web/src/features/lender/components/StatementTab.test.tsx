import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { catchSavedFiles, xlsxStream } from '../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { tableRow } from '../../../test/dom';
import { page, serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { jakartaMonth } from '../statement';
import { ADMIN_AREAS, LENDER_A, LENDER_B, lenderDetail, statement } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = `/app/lender/${LENDER_A.id}`;

interface Asked {
  month: string;
  format: string | null;
  authorization: string | null;
  language: string | null;
}

/** Serves the lender's page and its statement (JSON, xlsx or PDF); answers what was asked. */
function serveStatement(data = statement()) {
  const asked: Asked[] = [];
  server.use(
    http.get('/api/v1/lenders', () => envelope([lenderDetail()])),
    http.get('/api/v1/lenders/:lenderId', ({ params }) =>
      params.lenderId === LENDER_A.id ? envelope(lenderDetail()) : envelope(null, 404, 'Not found'),
    ),
    http.get('/api/v1/lenders/:lenderId/funding-sources', () => envelope([])),
    http.get('/api/v1/lenders/:lenderId/loans', () => page([])),
    http.get('/api/v1/lenders/:lenderId/statements/:month', ({ request, params }) => {
      const format = new URL(request.url).searchParams.get('format');
      asked.push({
        month: String(params.month),
        format,
        authorization: request.headers.get('authorization'),
        language: request.headers.get('accept-language'),
      });
      if (format === 'xlsx') return xlsxStream(`statement-${String(params.month)}.xlsx`);
      if (format === 'pdf') {
        return new HttpResponse('%PDF-1.7 statement', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="statement-${String(params.month)}.pdf"` },
        });
      }
      return envelope({ ...data, month: String(params.month) });
    }),
  );
  return asked;
}

describe("a funder's monthly statement", { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession({ areas: ADMIN_AREAS, level: 21 });
  });

  it('shows the figures in rupiah, that they reconcile, the quality mix with NPL and TWP90, and downloads xlsx and PDF', async () => {
    const asked = serveStatement();
    const saved = catchSavedFiles();
    renderApp(`${PATH}?tab=statement&month=2026-11`);

    expect(await screen.findByTestId('statement-reconciles')).toHaveTextContent('Reconciles');
    expect(screen.getByRole('tab', { name: 'Monthly statement', selected: true })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ month: '2026-11', format: null });
    const figures = within(screen.getByTestId('statement-figures'));
    expect(figures.getByText('Opening outstanding principal')).toBeInTheDocument();
    expect(screen.getByTestId('statement-opening_outstanding_principal')).toHaveTextContent('Rp 100.000.000');
    expect(screen.getByTestId('statement-disbursed')).toHaveTextContent('Rp 24.000.000');
    expect(screen.getByTestId('statement-collected_principal')).toHaveTextContent('Rp 6.000.000');
    expect(screen.getByTestId('statement-collected_interest')).toHaveTextContent('Rp 1.500.000');
    expect(screen.getByTestId('statement-fees')).toHaveTextContent('Rp 750.000');
    expect(screen.getByTestId('statement-late_fees_collected')).toHaveTextContent('Rp 125.000');
    expect(screen.getByTestId('statement-written_off')).toHaveTextContent('Rp 3.000.000');
    expect(screen.getByTestId('statement-recovered')).toHaveTextContent('Rp 500.000');
    expect(screen.getByTestId('statement-reversals')).toHaveTextContent('Rp 0');
    expect(screen.getByTestId('statement-opening_entries')).toHaveTextContent('Rp 0');
    expect(screen.getByTestId('statement-closing_outstanding_principal')).toHaveTextContent('Rp 115.000.000');

    const current = within(tableRow('lancar'));
    expect(current.getByText('Current (Lancar)')).toBeInTheDocument();
    expect(current.getByText('No')).toBeInTheDocument();
    expect(current.getByTestId('bucket-loans')).toHaveTextContent('9');
    const loss = within(tableRow('macet'));
    expect(loss.getByTestId('bucket-non-performing')).toHaveTextContent('Yes');
    expect(loss.getByTestId('bucket-outstanding')).toHaveTextContent('Rp 5.000.000');
    expect(screen.getByTestId('statement-npl')).toHaveTextContent('13,04%');
    expect(screen.getByTestId('statement-twp90')).toHaveTextContent('4,35%');

    // Both downloads carry the token and the language, and are saved under the server's name.
    const user = userEvent.setup();
    await user.click(screen.getByTestId('statement-xlsx'));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByTestId('statement-pdf'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((f) => f.name)).toEqual(['statement-2026-11.xlsx', 'statement-2026-11.pdf']);
    expect(saved.every((f) => f.size > 0)).toBe(true);
    const downloads = asked.filter((a) => a.format !== null);
    expect(downloads.map((a) => a.format)).toEqual(['xlsx', 'pdf']);
    expect(downloads.every((a) => a.authorization === 'Bearer access-1' && a.month === '2026-11')).toBe(true);
    expect(downloads[0].language).toBe('en');
    expect(screen.getByTestId('statement-xlsx')).toHaveTextContent('Download xlsx');
    expect(screen.getByTestId('statement-pdf')).toHaveTextContent('Download PDF');
  });

  it('opens on this month from the overview, keeps the tab and the month in the URL, and asks for another month', async () => {
    const asked = serveStatement();
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: LENDER_A.name })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Monthly statement' }));
    expect(await screen.findByTestId('statement-reconciles')).toBeInTheDocument();
    expect(asked[0].month).toBe(jakartaMonth());
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('statement');
    expect(new URLSearchParams(router.state.location.search).get('month')).toBeNull();

    const input = within(screen.getByTestId('lender-statement')).getByLabelText('Month');
    await user.click(input);
    await user.clear(input);
    await user.type(input, '2026-01{Enter}');
    await waitFor(() => expect(asked.at(-1)?.month).toBe('2026-01'));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-01');
  });

  it('falls back to this month for a month in the future', async () => {
    const asked = serveStatement();
    renderApp(`${PATH}?tab=statement&month=2999-01`);
    expect(await screen.findByTestId('statement-reconciles')).toBeInTheDocument();
    expect(asked[0].month).toBe(jakartaMonth());
  });

  it('says in Indonesian when the statement does not reconcile', async () => {
    await changeLanguage('id');
    serveStatement(statement({ reconciles: false, npl_percent: 3.456, twp90_percent: 0 }));
    renderApp(`${PATH}?tab=statement&month=2026-11`);
    expect(await screen.findByTestId('statement-reconciles')).toHaveTextContent('Rekonsiliasi tidak sesuai');
    expect(screen.getByRole('tab', { name: 'Laporan bulanan', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Sisa pokok awal bulan')).toBeInTheDocument();
    expect(screen.getByTestId('statement-npl')).toHaveTextContent('3,46%');
    expect(screen.getByTestId('statement-twp90')).toHaveTextContent('0%');
    expect(within(tableRow('macet')).getByTestId('bucket-non-performing')).toHaveTextContent('Ya');
    expect(screen.getByTestId('statement-xlsx')).toHaveTextContent('Unduh xlsx');
    expect(screen.getByTestId('statement-pdf')).toHaveTextContent('Unduh PDF');
  });

  it("gives a funder's staff their own lender's statement and the not-found page for another lender", async () => {
    serveSession({ areas: ['home', 'lender'], level: 5, lender: LENDER_A });
    serveStatement();
    const view = renderApp(`${PATH}?tab=statement&month=2026-11`);
    expect(await screen.findByTestId('statement-reconciles')).toHaveTextContent('Reconciles');
    expect(screen.getByTestId('statement-closing_outstanding_principal')).toHaveTextContent('Rp 115.000.000');
    view.unmount();

    renderApp(`/app/lender/${LENDER_B.id}?tab=statement`);
    expect(await screen.findByTestId('lender-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('lender-statement')).toBeNull();
  });
});
