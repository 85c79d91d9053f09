import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ApplicationRow } from '../../../entities/loan-application/types';
import { changeLanguage } from '../../../lib/i18n';
import { button, count, dialog, tableRow } from '../../../test/dom';
import { catchSavedFiles, xlsxStream } from '../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { PIC_9, PROGRAM, row, serveList, serveReference, serveSession } from '../testing/fixtures';

const LIST = '/app/borrower/application';

/** Answers `POST …/batch`: the rows in `refused` fail with the server's reason, the others are done. */
function serveBatch(state: { rows: ApplicationRow[] }, refused: Record<string, string>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/loan-applications/batch', async ({ request }) => {
      const body = (await request.json()) as { action: string; loan_ids: string[]; pic_id?: string };
      bodies.push(body);
      const succeeded = body.loan_ids.filter((id) => !refused[id]);
      const failed = body.loan_ids
        .filter((id) => refused[id])
        .map((loan_id) => ({ loan_id, code: 'application_not_unverified', message: refused[loan_id] }));
      state.rows = state.rows.map((r) => {
        if (!succeeded.includes(r.loan_id)) return r;
        if (body.action === 'verify') return { ...r, status: 'verified', display_status: 'verified' };
        if (body.action === 'pic') return { ...r, pic: { id: PIC_9.id, name: PIC_9.name } };
        return r;
      });
      return envelope({ succeeded, failed }, 200, `${succeeded.length} of ${body.loan_ids.length} done`);
    }),
  );
  return bodies;
}

describe('application list: toolbar and batch work', { timeout: 60_000 }, () => {
  let state: { rows: ApplicationRow[] };

  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    serveReference();
    state = {
      rows: [
        row(3, { status: 'unverified', display_status: 'unverified', lead_status: 'qualified' }),
        row(2),
        row(1, { status: 'unverified', display_status: 'kyc_scheduled', lead_status: 'qualified' }),
      ],
    };
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('verifies the selected rows one by one, sums up one success and one failure, and refreshes the counts', async () => {
    serveList(state);
    const bodies = serveBatch(state, { 'LN-0000002': 'Only unverified applications can be verified' });
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    await waitFor(() => expect(count('verified')).toBe('0'));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select LN-0000003'));
    await user.click(screen.getByLabelText('Select LN-0000002'));
    await user.click(button('Verify selected', screen.getByTestId('selection-bar')));

    const confirm = await dialog();
    expect(within(confirm).getAllByText('Verify 2 selected applications?').length).toBeGreaterThan(0);
    await user.click(button('Verify', confirm));

    const summary = await screen.findByTestId('batch-result');
    expect(bodies).toEqual([{ action: 'verify', loan_ids: ['LN-0000003', 'LN-0000002'] }]);
    expect(within(summary).getByText('1 of 2 done')).toBeInTheDocument();
    expect(within(summary).getByTestId('batch-succeeded')).toHaveTextContent('Done for 1 application');
    expect(within(summary).getByTestId('batch-failed-count')).toHaveTextContent('Not done for 1 application:');
    const failed = within(within(summary).getByTestId('batch-failed'));
    expect(failed.getByText('LN-0000002')).toBeInTheDocument();
    expect(failed.getByText('Only unverified applications can be verified')).toBeInTheDocument();
    expect(failed.queryByText('LN-0000003')).toBeNull();

    // The list and the counts are read again; the selection was worked on and is gone.
    await waitFor(() => expect(count('verified')).toBe('1'));
    expect(within(tableRow('LN-0000003')).getByTestId('status-tag')).toHaveTextContent('Verified');
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('assigns a PIC to the selected rows through the batch and lists the row the server refused', async () => {
    serveList(state);
    const bodies = serveBatch(state, { 'LN-0000001': 'This application has been deleted' });
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select LN-0000003'));
    await user.click(screen.getByLabelText('Select LN-0000001'));
    const bar = screen.getByTestId('selection-bar');
    expect(bar).toHaveTextContent('2 selected');
    await user.click(button('Assign PIC', bar));
    const modal = await dialog();
    expect(within(modal).getByText('2 selected applications')).toBeInTheDocument();
    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByTitle('level9@roda.test'));
    await user.click(button('Save', modal));

    const summary = await screen.findByTestId('batch-result');
    expect(bodies).toEqual([{ action: 'pic', loan_ids: ['LN-0000003', 'LN-0000001'], pic_id: PIC_9.id }]);
    expect(within(summary).getByTestId('batch-succeeded')).toHaveTextContent('Done for 1 application');
    expect(within(within(summary).getByTestId('batch-failed')).getByText('This application has been deleted')).toBeInTheDocument();
    expect(screen.getAllByText('PIC assignment of the selected applications').length).toBeGreaterThan(0);
    await waitFor(() => expect(within(tableRow('LN-0000003')).getByText('Staff Level 9')).toBeInTheDocument());
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it("assigns a PIC to one row from its menu through the row's own call", async () => {
    serveList(state);
    let body: unknown;
    server.use(
      http.post('/api/v1/loan-applications/LN-0000002/pic', async ({ request }) => {
        body = await request.json();
        return envelope({ loan_ids: ['LN-0000002'] }, 200, 'Saved');
      }),
    );
    renderApp(LIST);
    await screen.findByText('LN-0000002');
    const user = userEvent.setup();
    await user.click(within(tableRow('LN-0000002')).getByRole('button', { name: 'Actions for LN-0000002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Assign PIC' }));
    const modal = await dialog();
    expect(within(modal).getByText('Application LN-0000002')).toBeInTheDocument();
    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByTitle('level9@roda.test'));
    await user.click(button('Save', modal));
    await waitFor(() => expect(body).toEqual({ pic_id: PIC_9.id }));
    expect(await screen.findByText('PIC assigned to 1 application')).toBeInTheDocument();
    expect(screen.queryByTestId('batch-result')).toBeNull();
  });

  it('shows under the picker why the server refused the whole request', async () => {
    serveList(state);
    server.use(
      http.post('/api/v1/loan-applications/batch', () =>
        envelope(null, 422, 'Check the fields', [{ field: 'partner_id', code: 'reference_unknown', message: 'Choose one of the options offered.' }]),
      ),
    );
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select LN-0000002'));
    await user.click(button('Assign partner', screen.getByTestId('selection-bar')));
    const modal = await dialog();
    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByTitle('Grab'));
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('Choose one of the options offered.')).toBeInTheDocument();
    expect(screen.queryByTestId('batch-result')).toBeNull();
    // Nothing was done: the selection stays for another try.
    expect(screen.getByTestId('selection-bar')).toHaveTextContent('1 selected');
  });

  it('clears the selection when a filter changes', async () => {
    serveList(state);
    const { router } = renderApp(LIST);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select LN-0000003'));
    expect(screen.getByTestId('selection-bar')).toHaveTextContent('1 selected');
    await user.click(screen.getByLabelText('Program'));
    await user.click(await screen.findByTitle(PROGRAM.name));
    await waitFor(() => expect(router.state.location.search).toContain(`program_id=${PROGRAM.id}`));
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('opens the import from the toolbar', async () => {
    serveList(state);
    server.use(http.get('/api/v1/loan-applications/imports', () => envelope({ items: [], next_cursor: null, total: 0 })));
    const { router } = renderApp(LIST);
    await screen.findByText('LN-0000003');
    const link = screen.getByRole('link', { name: /Import batch/ });
    expect(link).toHaveAttribute('href', `${LIST}/import`);
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/import`));
    expect(await screen.findByRole('heading', { name: 'Import applications' })).toBeInTheDocument();
  });

  it("downloads the list with its search, filters and sort, and the paid data, as xlsx", async () => {
    serveList(state);
    const saved = catchSavedFiles();
    const exports: URLSearchParams[] = [];
    const paid: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/loan-applications', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('format') !== 'xlsx') return undefined;
        exports.push(params);
        return xlsxStream('applications-2026-11-24.xlsx');
      }),
      http.get('/api/v1/loan-applications/paid', ({ request }) => {
        paid.push(new URL(request.url).searchParams);
        return xlsxStream('paid-2026-11-24.xlsx');
      }),
    );
    renderApp(`${LIST}?q=Budi&status=unverified&sort=oldest`);
    await waitFor(() => tableRow('LN-0000003'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export-applications'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(exports[0])).toEqual({ q: 'Budi', status: 'unverified', sort: 'oldest', format: 'xlsx' });
    expect(saved[0].name).toBe('applications-2026-11-24.xlsx');
    expect(screen.getByTestId('export-applications')).toHaveTextContent('Download');

    await user.click(screen.getByTestId('export-paid'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(Object.fromEntries(paid[0])).toEqual({ format: 'xlsx' });
    expect(saved[1].name).toBe('paid-2026-11-24.xlsx');
    expect(screen.getByTestId('export-paid')).toHaveTextContent('Download paid data');
  });

  it('speaks Indonesian', async () => {
    serveList(state);
    await changeLanguage('id');
    renderApp(LIST);
    await screen.findByText('LN-0000003');
    expect(screen.getByRole('link', { name: /Impor massal/ })).toBeInTheDocument();
    expect(screen.getByTestId('export-paid')).toHaveTextContent('Unduh data yang sudah bayar');
    await userEvent.setup().click(screen.getByLabelText('Pilih LN-0000003'));
    expect(button('Verifikasi yang dipilih', screen.getByTestId('selection-bar'))).toBeInTheDocument();
  });
});
