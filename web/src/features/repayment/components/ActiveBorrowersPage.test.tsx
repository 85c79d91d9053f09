import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { button, choose, clickMenuItem, count, dialog, openRowMenu, tableRow } from '../../../test/dom';
import { serveReference, serveSession } from '../../../test/loans';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { ACTIVE_SUMMARY, DEALER, REPAYMENT_AREAS, activeRow, hold, page, serveRepaymentSession } from '../testing/fixtures';

const PATH = '/app/borrower/active';

configure({ asyncUtilTimeout: 15_000 });

function serveActive(rows = [
  activeRow(3),
  activeRow(2, { active_status: 'pending_activation', dpd: 0, bucket: null, installments_left: 24, next_due_date: null, allowed_actions: ['activate'] }),
  activeRow(1, { active_status: 'inactive', inactive_reason: 'paid_off', installments_left: 0, outstanding_amount: 0, allowed_actions: [] }),
]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/active-borrowers', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page(rows);
    }),
    http.get('/api/v1/active-borrowers/summary', () => envelope(ACTIVE_SUMMARY)),
  );
  return queries;
}

describe('active borrower list', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
    serveReference();
  });

  it('shows the counts per status and each loan with its status, DPD, bucket, installments left, outstanding and next due date', async () => {
    serveActive();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Active borrowers' })).toBeInTheDocument();
    expect(await screen.findByText('LN-0000003')).toBeInTheDocument();
    await waitFor(() => expect(count('normal')).toBe('40'));
    expect(count('pending_activation')).toBe('2');
    expect(count('non_performing')).toBe('3');
    expect(count('inactive')).toBe('9');

    const row = within(tableRow('LN-0000003'));
    expect(row.getByRole('link', { name: 'LN-0000003' })).toHaveAttribute('href', '/app/borrower/detail?loan_id=LN-0000003&tab=loan');
    expect(row.getByText('Late')).toBeInTheDocument();
    expect(row.getByTestId('dpd')).toHaveTextContent('12');
    expect(row.getByText('Special mention')).toBeInTheDocument();
    expect(row.getByText('20 / 24')).toBeInTheDocument();
    expect(row.getByText('Rp 27.400.000')).toBeInTheDocument();
    expect(row.getByText('5 Dec 2026')).toBeInTheDocument();
    expect(row.getByText('Bank Sinar')).toBeInTheDocument();
    expect(within(tableRow('LN-0000001')).getByText('Paid off')).toBeInTheDocument();
  });

  it('offers only the actions of allowed_actions (and the dealer information)', async () => {
    serveActive();
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    expect(await openRowMenu('LN-0000003')).toEqual([
      'See loan detail',
      'Record payment',
      'Hold billing',
      'Dealer information',
      'Deactivate borrower',
    ]);
    expect(await openRowMenu('LN-0000002')).toEqual(['See loan detail', 'Activate', 'Dealer information']);
    expect(await openRowMenu('LN-0000001')).toEqual(['See loan detail', 'Dealer information']);
  });

  it('sends the filters from the URL: status, remaining tenure as a range, hold billing, lender', async () => {
    const queries = serveActive();
    renderApp(`${PATH}?status=late&remaining=11-50&hold_billing=true`);
    await screen.findByText('LN-0000003');
    const query = queries[queries.length - 1];
    expect(query.get('status')).toBe('late');
    expect(query.get('remaining_min')).toBe('11');
    expect(query.get('remaining_max')).toBe('50');
    expect(query.get('remaining')).toBeNull();
    expect(query.get('hold_billing')).toBe('true');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(queries[queries.length - 1].get('status')).toBeNull());
    expect(queries[queries.length - 1].get('remaining_min')).toBeNull();
  });

  it('activates a pending loan through its motorcycle handover: Activate opens the handover form of that loan', async () => {
    serveActive();
    serveSession({ areas: [...REPAYMENT_AREAS, 'motorcycle/handover'], level: 3 });
    const pendingQueries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/handovers/pending', ({ request }) => {
        pendingQueries.push(new URL(request.url).searchParams);
        return page([
          {
            loan_id: 'LN-0000002',
            borrower_name: 'Dewi Lestari 2',
            phone: null,
            motorcycle_type_id: 't1',
            motorcycle_type_name: 'Motor Listrik A',
            lender_name: 'Bank Sinar',
            program_name: null,
            contract_signed_at: null,
            units_in_stock: 1,
            allowed_actions: ['hand_over'],
          },
        ]);
      }),
      http.get('/api/v1/motorcycles', () => page([])),
      http.get('/api/v1/batteries', () => page([])),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000002');
    await openRowMenu('LN-0000002');
    await clickMenuItem('Activate');
    // The handover screen, searched for the loan, with its handover form open.
    expect(await screen.findByRole('heading', { name: 'Handover' })).toBeInTheDocument();
    const modal = await dialog();
    expect(within(modal).getByText('Hand over a motorcycle for LN-0000002')).toBeInTheDocument();
    expect(pendingQueries[0].get('q')).toBe('LN-0000002');
  });

  it('ends a loan the way it really ended: paid off only when nothing is owed, write-offs for level 21, settled early by the early settlement', async () => {
    serveActive();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/loans/:loanId/deactivate', async ({ request, params }) => {
        bodies.push(await request.json());
        return envelope({ loan_id: params.loanId, active_status: 'inactive', inactive_reason: 'written_off' }, 200, 'Loan written off');
      }),
      http.get('/api/v1/loans/:loanId/payoff-quote', () => envelope(null, 404, 'Not found')),
    );
    const radio = (modal: HTMLElement, name: RegExp) => within(modal).getByRole('radio', { name });
    const first = renderApp(PATH);
    await screen.findByText('LN-0000003');
    await openRowMenu('LN-0000003');
    await clickMenuItem('Deactivate borrower');
    let modal = await dialog();
    expect(within(modal).getByText(/still owes Rp 27\.400\.000/)).toBeInTheDocument();
    // Something is owed: not paid off; not level 21: no write-off either.
    expect(radio(modal, /^Paid off/)).toBeDisabled();
    expect(radio(modal, /^Written off/)).toBeDisabled();
    expect(radio(modal, /^Repossessed/)).toBeDisabled();
    expect(within(modal).getAllByText('Only level 21 can write a loan off.')).toHaveLength(2);
    // Settled early opens the early settlement instead of ending the loan here.
    const user = userEvent.setup();
    await user.click(radio(modal, /^Settled early/));
    expect(button('End loan', modal)).toBeDisabled();
    await user.click(button('Open Early settlement', modal));
    expect(await screen.findByText('Early settlement of LN-0000003')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    first.unmount();

    serveRepaymentSession(21);
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    await openRowMenu('LN-0000003');
    await clickMenuItem('Deactivate borrower');
    modal = await dialog();
    await user.click(button('End loan', modal));
    expect(await within(modal).findByText('Choose how the loan ended')).toBeInTheDocument();
    await user.click(radio(modal, /^Written off/));
    await user.type(within(modal).getByLabelText('Reason'), 'Motorcycle stolen, insurance paid part');
    await user.click(button('End loan', modal));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Motorcycle stolen, insurance paid part', way: 'written_off' }]));
    // The server's answer says what was done.
    expect(await screen.findByText('Loan written off')).toBeInTheDocument();
  });

  it('shows the dealer with a map link', async () => {
    serveActive();
    server.use(http.get('/api/v1/loans/:loanId/dealer', () => envelope(DEALER)));
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    await openRowMenu('LN-0000003');
    await clickMenuItem('Dealer information');
    const modal = await dialog();
    const info = within(await within(modal).findByTestId('dealer-info'));
    expect(info.getByText('Dealer Monas')).toBeInTheDocument();
    expect(info.getByText('-6.175400, 106.827200')).toBeInTheDocument();
    expect(info.getByTestId('dealer-map')).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-6.1754,106.8272');
  });

  it('holds billing: lists the holds of the loan and changes one that has not ended', async () => {
    serveActive();
    const sent: { method: string; url: string; body: unknown }[] = [];
    server.use(
      http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([hold('h1'), hold('h0', { state: 'ended', start_date: '2026-09-01', end_date: '2026-09-05', days: 5, reason_code: 'accident', note: null })])),
      http.post('/api/v1/loans/:loanId/hold-billing', async ({ request }) => {
        sent.push({ method: 'POST', url: request.url, body: await request.json() });
        return envelope(hold('h2'));
      }),
      http.put('/api/v1/loans/:loanId/hold-billing/:holdId', async ({ request }) => {
        sent.push({ method: 'PUT', url: request.url, body: await request.json() });
        return envelope(hold('h1'));
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Hold billing');
    const modal = await dialog();
    const history = within(await within(modal).findByTestId('hold-history'));
    expect(await history.findByText('Illness')).toBeInTheDocument();
    expect(history.getByText('Hospital stay')).toBeInTheDocument();
    expect(history.getByText('Accident')).toBeInTheDocument();
    expect(history.getByText('Ended')).toBeInTheDocument();
    // Only a hold that has not ended can be changed.
    expect(history.getAllByRole('button', { name: /Change the hold/ })).toHaveLength(1);

    // Edit the current hold: its values fill the form, and the change is a PUT.
    await user.click(history.getByRole('button', { name: 'Change the hold starting 2026-11-01' }));
    expect(within(modal).getByTestId('hold-form-title')).toHaveTextContent('Change the hold starting 2026-11-01');
    const endInput = within(modal).getByLabelText('End date');
    expect(endInput).toHaveValue('2026-11-14');
    await user.clear(endInput);
    await user.type(endInput, '2026-11-20{Enter}');
    await user.click(button('Save', modal));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toMatch(/\/api\/v1\/loans\/LN-0000003\/hold-billing\/h1$/);
    expect(sent[0].body).toEqual({ reason_code: 'illness', note: 'Hospital stay', start_date: '2026-11-01', end_date: '2026-11-20' });
  });

  it('holds billing: a new hold with a reason code, a note and a backdated start', async () => {
    serveActive();
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([])),
      http.post('/api/v1/loans/:loanId/hold-billing', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(hold('h2'));
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Hold billing');
    const modal = await dialog();
    expect(await within(modal).findByText('No hold billing yet')).toBeInTheDocument();
    await user.click(button('Hold billing', modal));
    expect(await within(modal).findByText('Please choose a reason')).toBeInTheDocument();
    expect(within(modal).getByText('Please choose a date')).toBeInTheDocument();

    await choose(modal, 'Reason', 'Vehicle repair');
    await user.type(within(modal).getByLabelText('Note (optional)'), 'Battery pack replaced');
    const start = within(modal).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-10-01{Enter}');
    await user.type(within(modal).getByLabelText('End date'), '2026-09-30{Enter}');
    await user.click(button('Hold billing', modal));
    expect(await within(modal).findByText('The end date cannot be before the start date')).toBeInTheDocument();
    const end = within(modal).getByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2026-10-10{Enter}');
    await user.click(button('Hold billing', modal));
    await waitFor(() =>
      expect(bodies).toEqual([{ reason_code: 'vehicle_repair', note: 'Battery pack replaced', start_date: '2026-10-01', end_date: '2026-10-10' }]),
    );
  });
});
