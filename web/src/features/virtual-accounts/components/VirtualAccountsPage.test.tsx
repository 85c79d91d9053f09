import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { jakartaToday } from '../../../lib/jakartaTime';
import { count, dialog, tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import {
  GATEWAY_AREAS,
  callback,
  loanId,
  reconciliationRow,
  serveGatewaySession,
  serveReconciliation,
  serveUnmatched,
} from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/repayment/virtual-accounts';

/** The toast titled `title`, once it shows. */
async function toast(title: string): Promise<HTMLElement> {
  return screen.findByText(title, { selector: '.ant-notification-notice *' });
}

/** The antd form item of `label` inside `scope` (its error shows there). */
function formItem(scope: HTMLElement, label: string): HTMLElement {
  const item = within(scope).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`no form item ${label}`);
  return item;
}

const NO_LOAN = callback(1, { amount: 750_000, account_number: '88089000009999' });
const NOT_ACTIVE = callback(2, { reason: 'loan_not_active', loan_id: loanId(42), account_number: '880890000000042' });

describe('virtual-account payments', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveGatewaySession();
  });

  it('lists the unmatched queue with why each did not post, the loan it names and the totals of the answer', async () => {
    serveUnmatched([NO_LOAN, NOT_ACTIVE], { total: 7, total_amount: 12_345_000 });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Virtual-account payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unmatched', selected: true })).toBeInTheDocument();
    const first = within(await waitFor(() => tableRow(NO_LOAN.callback_id)));
    expect(first.getByTestId('account-number')).toHaveTextContent('88089000009999');
    expect(first.getByText('BNI')).toBeInTheDocument();
    expect(first.getByTestId('amount')).toHaveTextContent('Rp 750.000');
    expect(first.getByTestId('reason')).toHaveTextContent('The account number names no loan');
    expect(first.getByText('pay-1')).toBeInTheDocument();
    expect(first.getByText('20 Nov 2026 10:00 WIB')).toBeInTheDocument();
    const second = within(tableRow(NOT_ACTIVE.callback_id));
    expect(second.getByTestId('reason')).toHaveTextContent('The loan is not repaying');
    expect(second.getByRole('link', { name: 'LN-0000042' })).toHaveAttribute('href', expect.stringContaining('LN-0000042'));
    // The totals are the answer's (all waiting, not only those listed).
    expect(screen.getByTestId('unmatched-total')).toHaveTextContent('7');
    expect(screen.getByTestId('unmatched-amount')).toHaveTextContent('Rp 12.345.000');
    expect(screen.getByTestId('unmatched-shown')).toHaveTextContent('The oldest 2 of 7 are shown');
    // The sidebar offers the page with all billing's access.
    expect(screen.getByRole('link', { name: 'Virtual-account payments' })).toHaveAttribute('href', PATH);
  });

  it('assigns a payment to a loan: preset to the loan it names, the field error and the conflict shown, the queue read again', async () => {
    const reads = serveUnmatched([NO_LOAN, NOT_ACTIVE]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/payment-gateway/unmatched/:callbackId/assign', async ({ request, params }) => {
        const body = (await request.json()) as { loan_id: string };
        bodies.push({ callbackId: params.callbackId, ...body });
        if (bodies.length === 1) {
          return envelope(null, 422, 'Validation failed', [{ field: 'loan_id', code: 'loan_not_active', message: 'The loan is not active' }]);
        }
        if (bodies.length === 2) {
          return envelope(null, 409, 'This payment was already posted to a loan', [
            { field: null, code: 'callback_not_unmatched', message: 'This payment was already posted to a loan' },
          ]);
        }
        return envelope({ ...NO_LOAN, status: 'assigned', loan_id: body.loan_id }, 200, 'Payment posted to the loan');
      }),
    );
    renderApp(PATH);
    const row = within(await waitFor(() => tableRow(NOT_ACTIVE.callback_id)));
    const user = userEvent.setup();

    // The loan the number names comes preset; the server refuses it on the field.
    await user.click(row.getByRole('button', { name: 'Assign payment pay-2' }));
    let modal = await dialog();
    expect(within(modal).getByTestId('assign-callback-summary')).toHaveTextContent('Rp 1.250.000');
    expect(within(modal).getByLabelText('Loan ID')).toHaveValue('LN-0000042');
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(formItem(modal, 'Loan ID')).toHaveTextContent('The loan is not active'));
    expect(bodies[0]).toEqual({ callbackId: NOT_ACTIVE.callback_id, loan_id: 'LN-0000042' });

    // Someone else assigned it meanwhile: the server's words, and the queue is read again.
    const before = reads.count;
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    expect(await within(modal).findByTestId('assign-conflict')).toHaveTextContent('This payment was already posted to a loan');
    await waitFor(() => expect(reads.count).toBeGreaterThan(before));
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));

    // A payment naming no loan: typed (checked first), posted, the queue read again.
    await user.click(within(tableRow(NO_LOAN.callback_id)).getByRole('button', { name: 'Assign payment pay-1' }));
    modal = await dialog();
    const input = within(modal).getByLabelText('Loan ID');
    expect(input).toHaveValue('');
    await user.type(input, 'abc');
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(formItem(modal, 'Loan ID')).toHaveTextContent('Enter a loan ID such as LN-0000042'));
    expect(bodies).toHaveLength(2);
    await user.clear(input);
    await user.type(input, 'ln-0000007');
    const settled = reads.count;
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    expect(await toast('Payment posted to the loan')).toBeInTheDocument();
    expect(bodies[2]).toEqual({ callbackId: NO_LOAN.callback_id, loan_id: 'LN-0000007' });
    await waitFor(() => expect(reads.count).toBeGreaterThan(settled));
  });

  it('says on the field when there is no such loan (404)', async () => {
    serveUnmatched([NO_LOAN]);
    server.use(http.post('/api/v1/payment-gateway/unmatched/:callbackId/assign', () => envelope(null, 404, 'Not found.')));
    renderApp(PATH);
    const row = within(await waitFor(() => tableRow(NO_LOAN.callback_id)));
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Assign payment pay-1' }));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Loan ID'), 'LN-9999999');
    await user.click(within(modal).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(formItem(modal, 'Loan ID')).toHaveTextContent('No loan with this ID that you can see'));
  });

  it("reconciles today by default, then the day picked: the figures with their rupiah and the day's callbacks with their status", async () => {
    serveUnmatched([]);
    const days = serveReconciliation([
      reconciliationRow(1),
      reconciliationRow(2, { status: 'assigned', assigned_by_name: 'Staff Level 3', assigned_at: '2026-11-20T04:00:00Z' }),
      reconciliationRow(3, { status: 'unmatched', reason: 'amount_over_outstanding', posted_amount: null, payment_id: null }),
      reconciliationRow(4, { reversed: true }),
    ]);
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Reconciliation' }));
    await waitFor(() => expect(days[0]).toBe(jakartaToday()));
    await waitFor(() => expect(count('received')).toBe('4'));
    expect(screen.getByTestId('summary-received-note')).toHaveTextContent('Rp 5.000.000');
    expect(count('posted')).toBe('2');
    expect(count('assigned')).toBe('1');
    expect(count('unmatched')).toBe('1');
    expect(count('reversed')).toBe('1');
    expect(count('manual_payments')).toBe('3');
    expect(screen.getByTestId('summary-manual_payments-note')).toHaveTextContent('Rp 900.000');
    expect(screen.getByTestId('summary-manual_payments')).toHaveTextContent('Recorded by hand');

    const posted = within(await waitFor(() => tableRow(reconciliationRow(1).callback_id)));
    expect(posted.getByTestId('callback-status')).toHaveTextContent('Posted');
    expect(posted.getByTestId('callback-status').className).toMatch(/green/);
    const assigned = within(tableRow(reconciliationRow(2).callback_id));
    expect(assigned.getByTestId('callback-status')).toHaveTextContent('Assigned');
    expect(assigned.getByText(/Assigned by Staff Level 3/)).toBeInTheDocument();
    const unmatched = within(tableRow(reconciliationRow(3).callback_id));
    expect(unmatched.getByTestId('callback-status')).toHaveTextContent('Unmatched');
    expect(unmatched.getByTestId('reason')).toHaveTextContent('More than the loan owes with its late fees');
    expect(within(tableRow(reconciliationRow(4).callback_id)).getByTestId('callback-reversed')).toHaveTextContent('Reversed');

    // Another day, typed into the picker.
    const picker = screen.getByLabelText('Day');
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, '2026-11-19{Enter}');
    await waitFor(() => expect(days.at(-1)).toBe('2026-11-19'));
  });

  it('reads in Indonesian', async () => {
    serveUnmatched([NOT_ACTIVE]);
    await changeLanguage('id');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Pembayaran rekening virtual' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Belum cocok' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rekonsiliasi' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow(NOT_ACTIVE.callback_id)));
    expect(row.getByTestId('reason')).toHaveTextContent('Pinjaman tidak sedang dicicil');
    expect(row.getByRole('button', { name: 'Tetapkan pembayaran pay-2' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nomor rekening' })).toBeInTheDocument();
  });

  it("offers a funder's staff no assignment", async () => {
    serveGatewaySession(GATEWAY_AREAS, true);
    serveUnmatched([NOT_ACTIVE]);
    renderApp(PATH);
    const row = within(await waitFor(() => tableRow(NOT_ACTIVE.callback_id)));
    expect(row.getByTestId('reason')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Assign/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('is forbidden without all billing', async () => {
    serveGatewaySession(['home', 'repayment/late']);
    renderApp(PATH);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});
