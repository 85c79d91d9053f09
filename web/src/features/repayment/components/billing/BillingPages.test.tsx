import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import dayjs from 'dayjs';
import { changeLanguage } from '../../../../lib/i18n';
import { jakartaToday } from '../../../../lib/jakartaTime';
import { dueWindow } from './dueRangeFilter';
import { count, tableRow } from '../../../../test/dom';
import { catchSavedFiles, xlsxStream } from '../../../../test/downloads';
import { serveReference } from '../../../../test/loans';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { LENDER_A, PROGRAM, billingRow, lateRow, serveRepaymentSession, serveRepaymentSummary } from '../../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

function serveList(path: string, rows: object[], extra: object = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('format') === 'xlsx') return undefined;
      queries.push(params);
      return envelope({ items: rows, next_cursor: 'opaque-cursor-2', total: rows.length + 20, ...extra });
    }),
  );
  return queries;
}

describe('repayment lists', { timeout: 120_000 }, () => {
  let saved: { name: string; size: number }[] = [];

  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
    serveReference();
    serveRepaymentSummary();
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('late: loans with DPD, amount overdue and the OJK bucket as a coloured tag; counts due today and per bucket', async () => {
    serveList('/api/v1/repayments/late', [
      lateRow(3, { late_fees_open: 45_000 }),
      lateRow(2, { dpd: 120, bucket: 'macet', active_status: 'non_performing', allowed_actions: [], phone: null, unit: null }),
      lateRow(4, { unit: { ...lateRow(4).unit!, swapping_while_late: false, last_swap_at: null } }),
    ]);
    renderApp('/app/repayment/late');
    expect(await screen.findByRole('heading', { name: 'Late repayments' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow('LN-0000003')));
    expect(row.getByTestId('dpd')).toHaveTextContent('45');
    expect(row.getByTestId('amount-overdue')).toHaveTextContent('Rp 2.740.000');
    // The late fees still open, beside the amount overdue; none shows a dash.
    expect(row.getByTestId('late-fees-open')).toHaveTextContent('Rp 45.000');
    expect(within(tableRow('LN-0000002')).getByTestId('late-fees-open')).toHaveTextContent('—');
    const bucket = row.getByText('Substandard');
    expect(bucket.closest('[data-status]')).toHaveAttribute('data-status', 'kurang_lancar');
    expect(bucket.closest('.ant-tag')?.className).toMatch(/orange/);
    expect(within(tableRow('LN-0000002')).getByText('Loss').closest('.ant-tag')?.className).toMatch(/red/);
    expect(row.getByText('10 Oct 2026')).toBeInTheDocument();
    // The collector calls from the row: the borrower's phone is a tel: link; none when unknown.
    expect(row.getByTestId('borrower-phone')).toHaveAttribute('href', 'tel:+628120000003');
    expect(within(tableRow('LN-0000002')).queryByTestId('borrower-phone')).toBeNull();
    // The early warning: late but still swapping batteries. Level 3 may not open the unit's
    // detail, so its plate is text, not a link.
    expect(row.getByTestId('still-swapping')).toHaveTextContent('Still swapping');
    expect(row.getByText('B 1003 XYZ')).toBeInTheDocument();
    expect(row.queryByRole('link', { name: 'B 1003 XYZ' })).toBeNull();
    expect(within(tableRow('LN-0000004')).queryByTestId('still-swapping')).toBeNull();
    expect(within(tableRow('LN-0000004')).getByTestId('last-swap')).toHaveTextContent('No swap since handover');

    await waitFor(() => expect(count('due_today')).toBe('4'));
    expect(screen.getByTestId('summary-due_today-note')).toHaveTextContent('Rp 5.480.000');
    expect(count('late')).toBe('7');
    expect(count('bucket-macet')).toBe('1');
    expect(screen.getByTestId('summary-bucket-macet')).toHaveTextContent('Loss');
  });

  it('late: the filters go to the list (no sort: the server orders by DPD) and the keyset cursor is passed back as is', async () => {
    const queries = serveList('/api/v1/repayments/late', [lateRow(3)]);
    renderApp(`/app/repayment/late?bucket=macet&lender_id=${LENDER_A.id}`);
    await waitFor(() => tableRow('LN-0000003'));
    expect(queries[0].get('bucket')).toBe('macet');
    expect(queries[0].get('lender_id')).toBe(LENDER_A.id);
    expect(queries[0].get('sort')).toBeNull();
    expect(queries[0].get('cursor')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)?.get('cursor')).toBe('opaque-cursor-2'));
  });

  it('exports the list as xlsx with the same filters, streamed with the bytes received, and saves the file', async () => {
    serveList('/api/v1/repayments/late', [lateRow(3)]);
    const exports: { params: URLSearchParams; auth: string | null }[] = [];
    server.use(
      http.get('/api/v1/repayments/late', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('format') !== 'xlsx') return undefined;
        exports.push({ params, auth: request.headers.get('Authorization') });
        return xlsxStream('late-2026-11-24.xlsx');
      }),
    );
    renderApp(`/app/repayment/late?q=Agus&bucket=kurang_lancar&lender_id=${LENDER_A.id}`);
    await waitFor(() => tableRow('LN-0000003'));
    await userEvent.setup().click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports).toHaveLength(1);
    const params = exports[0].params;
    expect(params.get('format')).toBe('xlsx');
    expect(params.get('q')).toBe('Agus');
    expect(params.get('bucket')).toBe('kurang_lancar');
    expect(params.get('lender_id')).toBe(LENDER_A.id);
    expect(params.get('cursor')).toBeNull();
    expect(params.get('limit')).toBeNull();
    expect(exports[0].auth).toBe('Bearer access-1');
    expect(saved[0]).toEqual({ name: 'late-2026-11-24.xlsx', size: 'PK\u0003\u0004 first chunk second chunk'.length });
  });

  it('all billing: every installment with its status, the totals in rupiah and filters, nearest due date first (the server order: no sort sent)', async () => {
    const queries = serveList(
      '/api/v1/repayments/all-billing',
      [billingRow(4), billingRow(5, { status: 'overdue', dpd: 3, bucket: 'dalam_perhatian_khusus', amount_paid: 0, allowed_actions: [] })],
      { totals: { amount_due: 2_740_000, amount_paid: 370_000, outstanding: 2_370_000 } },
    );
    renderApp(`/app/repayment/all-billing?due_from=2026-11-01&due_to=2026-11-30&status=overdue&program_id=${PROGRAM.id}&bucket=dalam_perhatian_khusus`);
    expect(await screen.findByRole('heading', { name: 'All billing' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow('i-4')));
    expect(row.getByText('Partly paid')).toBeInTheDocument();
    expect(row.getByText('No. 3')).toBeInTheDocument();
    expect(row.getByText('Rp 1.370.000')).toBeInTheDocument();
    expect(within(tableRow('i-5')).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByTestId('total-amount_due')).toHaveTextContent('Rp 2.740.000');
    expect(screen.getByTestId('total-amount_paid')).toHaveTextContent('Rp 370.000');
    expect(screen.getByTestId('total-outstanding')).toHaveTextContent('Rp 2.370.000');
    const q = queries[0];
    expect(Object.fromEntries(q)).toMatchObject({
      due_from: '2026-11-01',
      due_to: '2026-11-30',
      status: 'overdue',
      program_id: PROGRAM.id,
      bucket: 'dalam_perhatian_khusus',
    });
    // Nearest first is the server's own order: no sort is sent and none is offered.
    expect(q.get('sort')).toBeNull();
    expect(screen.queryByTestId('sort')).not.toBeInTheDocument();
    await userEvent.setup().click(within(tableRow('i-4')).getByRole('button', { name: 'Actions for LN-0000004' }));
    expect(await screen.findByRole('menuitem', { name: 'Record payment' })).toBeInTheDocument();
    expect(within(tableRow('i-5')).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('normal: installments due with the due range and lender filters, and an xlsx export of them', async () => {
    const queries = serveList('/api/v1/repayments/normal', [billingRow(6, { status: 'due', amount_paid: 0 })]);
    const exports: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/repayments/normal', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('format') !== 'xlsx') return undefined;
        exports.push(params);
        return xlsxStream('normal.xlsx');
      }),
    );
    renderApp(`/app/repayment/normal?due_from=2026-11-24&lender_id=${LENDER_A.id}`);
    expect(await screen.findByRole('heading', { name: 'Normal repayments' })).toBeInTheDocument();
    await waitFor(() => tableRow('i-6'));
    expect(queries[0].get('due_from')).toBe('2026-11-24');
    expect(queries[0].get('lender_id')).toBe(LENDER_A.id);
    expect(queries[0].get('sort')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Export xlsx/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports[0].get('due_from')).toBe('2026-11-24');
    expect(exports[0].get('lender_id')).toBe(LENDER_A.id);
  });

  it('normal: opens on the due window, today to seven days ahead (Jakarta), shown in the filter', async () => {
    const queries = serveList('/api/v1/repayments/normal', [billingRow(6, { status: 'due', amount_paid: 0 })]);
    renderApp('/app/repayment/normal');
    await waitFor(() => tableRow('i-6'));
    const today = jakartaToday();
    const week = dayjs(today).add(7, 'day').format('YYYY-MM-DD');
    expect([queries[0].get('due_from'), queries[0].get('due_to')]).toEqual([today, week]);
    expect(dueWindow(today)).toEqual({ due_from: today, due_to: week });
    expect(screen.getByPlaceholderText('Due from')).toHaveValue(today);
    expect(screen.getByPlaceholderText('Due to')).toHaveValue(week);
  });

  it('speaks Indonesian', async () => {
    await changeLanguage('id');
    serveList('/api/v1/repayments/late', [lateRow(3)]);
    renderApp('/app/repayment/late');
    const row = within(await waitFor(() => tableRow('LN-0000003')));
    expect(row.getByText('Kurang lancar')).toBeInTheDocument();
    expect(screen.getAllByText('Hari Keterlambatan (DPD)').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Ekspor xlsx/ })).toBeInTheDocument();
  });
});
