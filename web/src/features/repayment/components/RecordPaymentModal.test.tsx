import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { jakartaToday } from '../../../lib/jakartaTime';
import { button, clickMenuItem, dialog, openRowMenu } from '../../../test/dom';
import { serveReference } from '../../../test/loans';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { lateRow, page, serveRepaymentSession, serveRepaymentSummary } from '../testing/fixtures';

const PATH = '/app/repayment/late';

configure({ asyncUtilTimeout: 15_000 });

interface Sent {
  key: string | null;
  body: Record<string, unknown>;
}

/** What the server says is due on LN-0000003 (`GET …/payment-due`). */
const DUE = {
  loan_id: 'LN-0000003',
  full_name: 'Borrower 3',
  active_status: 'late',
  next_installment: { number: 4, due_date: '2026-12-01', amount: 1_370_000 },
  amount_overdue: 2_740_000,
  late_fees_open: 45_000,
  outstanding: 9_590_000,
  to_clear_arrears: 2_785_000,
  credit: 0,
};

/** Serves the late list and records every payment posted (its key and body). */
function servePayments(answer: (sent: Sent, n: number) => Response | Promise<Response>, overdue = 2_740_000) {
  const sent: Sent[] = [];
  server.use(
    http.get('/api/v1/loans/:loanId/payment-due', () => envelope(DUE)),
    http.get('/api/v1/repayments/late', () => page([lateRow(3, { amount_overdue: overdue, late_fees_open: 45_000 }), lateRow(2, { allowed_actions: [] })])),
    http.post('/api/v1/loans/:loanId/payments', async ({ request }) => {
      const entry = { key: request.headers.get('Idempotency-Key'), body: (await request.json()) as Record<string, unknown> };
      sent.push(entry);
      return answer(entry, sent.length);
    }),
  );
  return sent;
}

const RECORDED = {
  payment_id: 'pay-1',
  allocations: [
    { number: 2, amount: 1_415_000, late_fee: 45_000 },
    { number: 3, amount: 955_000, late_fee: 0 },
  ],
  late_fee_amount: 45_000,
  credit: 0,
};

async function openPayment(loanId = 'LN-0000003') {
  await screen.findByText(loanId);
  await openRowMenu(loanId);
  await clickMenuItem('Record payment');
  return dialog();
}

describe('record payment dialog', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
    serveReference();
    serveRepaymentSummary();
  });

  it('offers "record payment" only on rows whose allowed_actions have it', async () => {
    servePayments(() => envelope(RECORDED));
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    expect(await openRowMenu('LN-0000003')).toEqual(['Record payment']);
    // A row without actions has no menu at all.
    expect(screen.queryByRole('button', { name: 'Actions for LN-0000002' })).not.toBeInTheDocument();
  });

  it('posts the payment with an Idempotency-Key, shows the server field errors on the fields, resends the same key on retry, and shows what it paid', async () => {
    const sent = servePayments((_, n) =>
      n === 1
        ? envelope(null, 422, 'Invalid input', [{ field: 'amount', code: 'amount_too_large', message: 'The amount is more than what is outstanding' }])
        : envelope(RECORDED),
    );
    renderApp(PATH);
    const modal = await openPayment();
    const user = userEvent.setup();
    // The overdue amount is suggested, with thousands separators.
    const amount = within(modal).getByLabelText('Amount paid');
    expect(amount).toHaveValue('2,740,000');
    expect(within(modal).getByLabelText('Paid on')).toHaveValue(jakartaToday());
    // The loan's late fees still open are shown beside (a payment pays them too).
    expect(within(modal).getByTestId('payment-late-fees-open')).toHaveTextContent('Rp 45.000');
    await user.clear(amount);
    await user.type(amount, '99000000');
    await user.type(within(modal).getByLabelText('Reference'), 'TRF-778');
    await user.click(button('Record payment', modal));
    expect(await within(modal).findByText('The amount is more than what is outstanding')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '2370000');
    await user.click(button('Record payment', modal));
    const result = within(await within(modal).findByTestId('payment-result'));
    expect(result.getByText('No. 2')).toBeInTheDocument();
    expect(result.getByText('Rp 1.415.000')).toBeInTheDocument();
    expect(result.getByText('No. 3')).toBeInTheDocument();
    // What went to the late fee, per installment and in all.
    expect(result.getByText('Of which late fee')).toBeInTheDocument();
    expect(result.getByTestId('payment-late-fees')).toHaveTextContent('Rp 45.000');
    expect(result.getByTestId('payment-credit')).toHaveTextContent('Rp 0');

    expect(sent).toHaveLength(2);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[1].body).toEqual({ amount: 2_370_000, paid_date: jakartaToday(), method: 'bank_transfer', reference: 'TRF-778', proof_file_id: null });

    // A new dialog is a new payment: a new key.
    await user.click(button('Close', modal));
    const again = await openPayment();
    await user.click(button('Record payment', again));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  it("shows what is due from the server's own figures: the next installment, the amount overdue, the late fees and the outstanding", async () => {
    servePayments(() => envelope(RECORDED));
    renderApp(PATH);
    const modal = within(await openPayment());
    const due = within(await modal.findByTestId('payment-due'));
    expect(await due.findByTestId('payment-next-installment')).toHaveTextContent('No. 4 · due 1 Dec 2026 · Rp 1.370.000');
    expect(due.getByTestId('payment-overdue')).toHaveTextContent('Rp 2.740.000');
    expect(due.getByTestId('payment-late-fees-open')).toHaveTextContent('Rp 45.000');
    expect(due.getByTestId('payment-outstanding')).toHaveTextContent('Rp 9.590.000');
  });

  it('says when nothing is due from today and shows no late fees while there are none', async () => {
    servePayments(() => envelope(RECORDED));
    server.use(http.get('/api/v1/loans/:loanId/payment-due', () => envelope({ ...DUE, next_installment: null, late_fees_open: 0 })));
    server.use(http.get('/api/v1/repayments/late', () => page([lateRow(3, { late_fees_open: 0 })])));
    renderApp(PATH);
    const modal = within(await openPayment());
    expect(await modal.findByTestId('payment-next-installment')).toHaveTextContent('None due from today');
    expect(modal.getByTestId('payment-overdue')).toHaveTextContent('Rp 2.740.000');
    expect(modal.queryByTestId('payment-late-fees-open')).not.toBeInTheDocument();
  });

  it('never posts twice on a double click: the button is busy while the payment is sent', async () => {
    const sent = servePayments(async () => {
      await delay(400);
      return envelope({ ...RECORDED, allocations: [], late_fee_amount: 0, credit: 2_740_000 });
    });
    renderApp(PATH);
    const modal = await openPayment();
    const user = userEvent.setup();
    const ok = button('Record payment', modal);
    await user.dblClick(ok);
    await user.click(ok);
    expect(await within(modal).findByTestId('payment-result')).toBeInTheDocument();
    expect(within(modal).getByText('No installment was paid: the whole amount is kept as credit')).toBeInTheDocument();
    expect(within(modal).getByTestId('payment-credit')).toHaveTextContent('Rp 2.740.000');
    expect(sent).toHaveLength(1);
  });

  it('asks for an amount before sending, and offers no day after today', async () => {
    const sent = servePayments(() => envelope(RECORDED), 0);
    renderApp(PATH);
    const modal = await openPayment();
    const user = userEvent.setup();
    expect(within(modal).getByLabelText('Amount paid')).toHaveValue('');
    await user.click(button('Record payment', modal));
    expect(await within(modal).findByText('Please give the amount')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    // The picker's days after today (Jakarta) are disabled.
    await user.click(within(modal).getByLabelText('Paid on'));
    const disabled = await waitFor(() => {
      const cells = document.querySelectorAll('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td.ant-picker-cell-disabled');
      if (!cells.length && !document.querySelector('.ant-picker-dropdown td[title]')) throw new Error('no picker');
      return [...cells].map((c) => c.getAttribute('title') ?? '');
    });
    expect(disabled.every((day) => day > jakartaToday())).toBe(true);
  });

  it('speaks Indonesian', async () => {
    await changeLanguage('id');
    servePayments(() => envelope(RECORDED));
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    await openRowMenu('LN-0000003', 'Aksi untuk');
    await clickMenuItem('Catat Pembayaran');
    const modal = await dialog();
    expect(within(modal).getByText('Catat Pembayaran LN-0000003')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Metode pembayaran')).toBeInTheDocument();
  });
});
