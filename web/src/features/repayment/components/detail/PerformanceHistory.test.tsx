import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import type { LoanDetail } from '../../../../entities/loan/types';
import { changeLanguage } from '../../../../lib/i18n';
import { button, dialog } from '../../../../test/dom';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { DPD_HISTORY, detailApplication, hold, installment, lateFees, loanId, payment, serveRepaymentSession } from '../../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const LOAN = loanId(7);
const PATH = `/app/borrower/detail?loan_id=${LOAN}&tab=performance`;

/** Only what the performance history reads of the loan. */
function loan(overrides: Partial<LoanDetail> = {}) {
  return { loan_id: LOAN, full_name: 'Sri Wahyuni', active_status: 'late', allowed_actions: ['record_payment', 'hold_billing'], ...overrides };
}

function serveLoan(overrides: Partial<LoanDetail> = {}) {
  const reversals: { id: string; body: unknown }[] = [];
  server.use(
    http.get('/api/v1/loan-applications/:loanId', () => envelope(detailApplication(LOAN))),
    http.get('/api/v1/loans/:loanId', () => envelope(loan(overrides))),
    http.get('/api/v1/loans/:loanId/installments', () =>
      envelope([
        installment(1, { status: 'paid', amount_paid: 1_370_000, paid_date: '2026-09-05' }),
        installment(2, { status: 'partial', amount_paid: 370_000, late_fee_accrued: 20_000, late_fee_paid: 20_000 }),
        installment(3, { status: 'overdue', late_fee_accrued: 100_000, late_fee_open: 100_000 }),
        installment(4, { status: 'held', due_date: '2026-12-19', original_due_date: '2026-12-05' }),
        installment(5),
      ]),
    ),
    http.get('/api/v1/loans/:loanId/payments', () =>
      envelope([
        payment('p3', {
          amount: 370_000,
          allocations: [{ number: 2, amount: 370_000, late_fee: 20_000 }],
          late_fee_amount: 20_000,
          allowed_actions: ['reverse_payment'],
          paid_date: '2026-10-05',
        }),
        payment('p2', {
          amount: 500_000,
          allocations: [{ number: 2, amount: 500_000 }],
          reversed_at: '2026-10-06T03:00:00Z',
          reversed_by_name: 'Supervisor',
          reversal_reason: 'Bounced transfer',
        }),
        payment('p1'),
      ]),
    ),
    http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([hold('h1', { state: 'ended' })])),
    http.get('/api/v1/loans/:loanId/dpd-history', () => envelope(DPD_HISTORY)),
    http.get('/api/v1/loans/:loanId/late-fees', () => envelope(lateFees())),
    http.get('/api/v1/loans/:loanId/restructures', () => envelope([])),
    http.post('/api/v1/payments/:paymentId/reverse', async ({ request, params }) => {
      reversals.push({ id: String(params.paymentId), body: await request.json() });
      return envelope(payment(String(params.paymentId)));
    }),
  );
  return reversals;
}

describe('performance history of the borrower detail', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
  });

  it('shows the schedule with status tags, the payments with their reversals, the holds and the DPD history', async () => {
    serveLoan();
    renderApp(PATH);
    const history = within(await screen.findByTestId('repayment-history'));

    const schedule = within(await history.findByTestId('installment-schedule'));
    expect(await schedule.findByText('Paid')).toBeInTheDocument();
    expect(schedule.getByText('Partly paid')).toBeInTheDocument();
    expect(schedule.getByText('Overdue')).toBeInTheDocument();
    expect(schedule.getByText('Held')).toBeInTheDocument();
    expect(schedule.getByText('Due')).toBeInTheDocument();
    // A due date moved by hold billing says where it was.
    expect(schedule.getByText('was 5 Dec 2026')).toBeInTheDocument();
    // Each installment's late fee: accrued, and what is still open.
    expect(schedule.getAllByTestId('late-fee-accrued').map((e) => e.textContent)).toEqual(['Rp 20.000', 'Rp 100.000']);
    expect(schedule.getAllByTestId('late-fee-open').map((e) => e.textContent)).toEqual(['Rp 100.000']);

    const payments = within(await history.findByTestId('payment-history'));
    expect(await payments.findByText('Bounced transfer')).toBeInTheDocument();
    expect(payments.getByText('Reversed')).toBeInTheDocument();
    expect(payments.getByTestId('payment-late-fee')).toHaveTextContent('incl. late fees Rp 20.000');
    // Only the payment whose allowed_actions have reverse_payment can be reversed.
    expect(payments.getAllByRole('button', { name: /Reverse the payment/ })).toHaveLength(1);

    const holds = within(await history.findByTestId('hold-history'));
    expect(await holds.findByText('Illness')).toBeInTheDocument();
    expect(holds.getByText('Ended')).toBeInTheDocument();

    const dpd = within(await history.findByTestId('dpd-summary'));
    expect(dpd.getByText('DPD on 22 Nov 2026')).toBeInTheDocument();
    expect(dpd.getByText('Special mention')).toBeInTheDocument();
    // At the height its placeholder kept while it loaded (the next test).
    expect((await history.findByTestId('dpd-chart')).style.height).toBe('260px');
    expect(history.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    // The application's own financial data stays in the tab, below.
    expect(screen.getByText('Financial data at application')).toBeInTheDocument();
  });

  it('keeps the DPD chart\'s place while the history loads, so the sections below do not move', async () => {
    serveLoan();
    server.use(
      http.get('/api/v1/loans/:loanId/dpd-history', async () => {
        await delay('infinite');
      }),
    );
    renderApp(PATH);
    const placeholder = await screen.findByTestId('dpd-chart-loading');
    expect(placeholder.style.height).toBe('260px');
    expect(await screen.findByTestId('late-fees')).toBeInTheDocument();
    expect(screen.queryByTestId('dpd-chart')).not.toBeInTheDocument();
  });

  it('reverses a payment only with a reason', async () => {
    const reversals = serveLoan();
    renderApp(PATH);
    const payments = within(await screen.findByTestId('payment-history'));
    const user = userEvent.setup();
    await user.click(await payments.findByRole('button', { name: 'Reverse the payment of Rp 370.000 on 2026-10-05' }));
    const modal = await dialog();
    await user.click(button('Reverse', modal));
    expect(await within(modal).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Reason'), 'Recorded on the wrong loan');
    await user.click(button('Reverse', modal));
    await waitFor(() => expect(reversals).toEqual([{ id: 'p3', body: { reason: 'Recorded on the wrong loan' } }]));
  });

  it('says there is no repayment history before activation, and offers no payment without the action', async () => {
    serveLoan({ active_status: 'pending_activation', allowed_actions: [] });
    renderApp(PATH);
    expect(await screen.findByTestId('no-repayment-history')).toHaveTextContent('No repayment history yet: the loan is not active.');
  });

  it('speaks Indonesian', async () => {
    await changeLanguage('id');
    serveLoan();
    renderApp(PATH);
    const history = within(await screen.findByTestId('repayment-history'));
    expect(await history.findByText('Riwayat Hari Keterlambatan (DPD)')).toBeInTheDocument();
    expect(history.getByText('Riwayat Tunda Tagihan')).toBeInTheDocument();
    expect(await history.findByText('Dibayar sebagian')).toBeInTheDocument();
  });
});
