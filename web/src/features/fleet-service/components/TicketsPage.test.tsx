import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { button, choose, clickMenuItem, dialog, tableRow } from '../../../test/dom';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { FLEET_AREAS, loanId, page, serveFleetSession, servePut, ticket, ticketId } from '../testing/fixtures';

const PATH = '/app/fleet-service/etle';

configure({ asyncUtilTimeout: 15_000 });

function serveTickets(rows = [ticket(1), ticket(2, { kind: 'etoll', loan_id: null, borrower_name: null, status: 'paid', allowed_actions: [] })]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/traffic-tickets', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page(rows);
    }),
  );
  return queries;
}

function menuEntries(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')].map((el) => el.textContent ?? '');
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('e-toll and ETLE tickets', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });

  it('lists tickets with time in WIB, amount, status and the borrower who held the unit, filters from the URL', async () => {
    serveFleetSession([...FLEET_AREAS, 'borrower/detail']);
    const queries = serveTickets();
    renderApp(`${PATH}?kind=etle&status=unpaid&plate_number=B%201001%20RDA&from=2026-11-01&to=2026-11-30&q=Sudirman`);
    expect(await screen.findByRole('heading', { name: 'E-toll and ETLE' })).toBeInTheDocument();
    const first = within(await waitFor(() => tableRow(ticketId(1))));
    expect(first.getByText('ETLE')).toBeInTheDocument();
    expect(first.getByTestId('ticket-time')).toHaveTextContent('10 Nov 2026 08:15 WIB');
    expect(first.getByText('Jl. Sudirman, Jakarta Pusat')).toBeInTheDocument();
    expect(first.getByText('Running a red light')).toBeInTheDocument();
    expect(first.getByTestId('ticket-amount')).toHaveTextContent('Rp 500.000');
    expect(first.getByTestId('ticket-status')).toHaveTextContent('Unpaid');
    expect(first.getByTestId('ticket-borrower')).toHaveTextContent('Agus Pratama 1');
    expect(first.getByRole('link', { name: loanId(1) })).toHaveAttribute('href', `/app/borrower/detail?loan_id=${loanId(1)}&tab=loan`);

    const second = within(tableRow(ticketId(2)));
    expect(second.getByText('E-toll')).toBeInTheDocument();
    expect(second.getByTestId('ticket-status')).toHaveTextContent('Paid');
    expect(second.getByTestId('ticket-borrower')).toHaveTextContent('Not held by a borrower');
    expect(second.queryByRole('button', { name: /Actions for/ })).toBeNull();

    expect(Object.fromEntries(queries[0])).toMatchObject({
      kind: 'etle',
      status: 'unpaid',
      plate_number: 'B 1001 RDA',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'Sudirman',
    });
  });

  it('shows the loan ID without a link to staff who cannot open the borrower detail (level 3: this page only)', async () => {
    serveFleetSession(['home', 'fleet-service/etle'], 3);
    serveTickets();
    renderApp(PATH);
    const first = within(await waitFor(() => tableRow(ticketId(1))));
    expect(first.getByTestId('loan-id')).toHaveTextContent(loanId(1));
    expect(first.queryByRole('link', { name: loanId(1) })).toBeNull();
    // Nor a link to the motorcycle.
    expect(first.queryByTestId('motorcycle-link')).toBeNull();
  });

  it('marks paid and charges to the borrower with the version, exactly the allowed actions', async () => {
    serveFleetSession();
    const row = ticket(1);
    serveTickets([row]);
    const sent = servePut(`/api/v1/traffic-tickets/${row.id}`, row);
    renderApp(PATH);
    const user = userEvent.setup();
    await waitFor(() => tableRow(row.id));
    const menu = () => within(tableRow(row.id)).getByRole('button', { name: 'Actions for B 1001 RDA' });
    await user.click(menu());
    await waitFor(() => expect(menuEntries()).toEqual(['Mark paid', 'Charge to borrower']));
    await clickMenuItem('Mark paid');
    await waitFor(() => expect(sent).toEqual([{ status: 'paid', version: 2 }]));

    await user.click(menu());
    await clickMenuItem('Charge to borrower');
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Rp 500.000 will be charged to Agus Pratama 1 (LN-0000001)');
    await user.click(button('Charge to borrower', confirm));
    await waitFor(() => expect(sent[1]).toEqual({ status: 'charged_to_borrower', version: 2 }));
  });

  it('adds a ticket: plate in capitals, the time as WIB, the amount in rupiah, with an Idempotency-Key', async () => {
    serveFleetSession();
    serveTickets([]);
    const sent: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/traffic-tickets', async ({ request }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return envelope(ticket(5), 201, 'Created');
      }),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-ticket'));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Plate number'), '1001 rda');
    await user.click(button('Save ticket', modal));
    expect(await within(modal).findByText('Write the plate as on the STNK, e.g. B 1234 XYZ')).toBeInTheDocument();
    expect(await within(modal).findByText('Please choose the date and time')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText('Plate number'));
    await user.type(within(modal).getByLabelText('Plate number'), 'b 1001 rda');
    await user.click(within(modal).getByLabelText('E-toll'));
    await user.type(within(modal).getByLabelText('Date and time (WIB)'), '2026-11-10 08:15{Enter}');
    await user.type(within(modal).getByLabelText('Place'), 'Gerbang tol Cikampek');
    await user.type(within(modal).getByLabelText('Violation'), 'Insufficient e-toll balance');
    await user.type(within(modal).getByLabelText('Amount'), '27500');
    await choose(modal, 'Status', 'Charged to borrower');
    await user.click(button('Save ticket', modal));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      kind: 'etoll',
      plate_number: 'B 1001 RDA',
      occurred_at: '2026-11-10T08:15:00+07:00',
      place: 'Gerbang tol Cikampek',
      violation: 'Insufficient e-toll balance',
      amount: 27_500,
      status: 'charged_to_borrower',
    });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('imports a file and shows what was created, the duplicates and the rejected rows with their errors', async () => {
    serveFleetSession();
    serveTickets([]);
    const uploads: string[] = [];
    server.use(
      http.post('/api/v1/traffic-tickets/import', async ({ request }) => {
        const form = await request.formData();
        uploads.push([...form.keys()].join());
        return envelope({
          created: 12,
          duplicates: 3,
          rejected: [
            { row: 4, errors: [{ field: 'plate_number', code: 'plate_number_invalid', message: 'The plate number is not valid' }] },
            {
              row: 9,
              errors: [
                { field: 'amount', code: 'amount_invalid', message: 'The amount must be a whole rupiah amount' },
                { field: 'occurred_at', code: 'required', message: 'The time is required' },
              ],
            },
          ],
        });
      }),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('import-tickets'));
    const modal = await dialog();

    // Another type is refused before sending.
    // (As a drop would: the browser's file dialog would not offer it.)
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], 'tickets.pdf', { type: 'application/pdf' }));
    expect(await within(modal).findByTestId('ticket-import-error')).toHaveTextContent('Only .xlsx or .csv files can be imported');
    expect(uploads).toEqual([]);

    await user.upload(fileInput(), new File(['kind,plate_number\netle,B 1001 RDA'], 'tickets.csv', { type: 'text/csv' }));
    const result = within(await within(modal).findByTestId('ticket-import-result'));
    expect(uploads).toEqual(['file']);
    expect(result.getByTestId('import-created')).toHaveTextContent('12');
    expect(result.getByTestId('import-duplicates')).toHaveTextContent('3');
    expect(result.getByTestId('import-rejected')).toHaveTextContent('2');
    const rejected = within(result.getByTestId('import-rejected-rows'));
    expect(rejected.getByText('The plate number is not valid')).toBeInTheDocument();
    expect(rejected.getByText('The amount must be a whole rupiah amount')).toBeInTheDocument();
    expect(rejected.getByText('The time is required')).toBeInTheDocument();
    expect(within(tableRow('4')).getByText('plate_number')).toBeInTheDocument();
    expect(within(modal).queryByTestId('ticket-import-error')).toBeNull();
  });
});
