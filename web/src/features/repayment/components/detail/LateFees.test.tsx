import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { button, dialog } from '../../../../test/dom';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import type { LateFees, Waiver } from '../../api';
import { detailApplication, installment, lateFees, loanId, serveRepaymentSession, waiver } from '../../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const LOAN = loanId(7);
const PATH = `/app/borrower/detail?loan_id=${LOAN}&tab=performance`;

interface Call {
  path: string;
  body: unknown;
}

/**
 * Serves a late loan on the performance history with `fees` as its late fees; `answer` stands in
 * for the waiver calls (the nth call), which record what they were sent. The late fees are read
 * from `state.fees` each time, so a test can change them after a call.
 */
function serveLoan(fees: LateFees, answer: (call: Call, n: number) => Response | Promise<Response> = () => envelope(waiver('w-new'))) {
  const state = { fees };
  const calls: Call[] = [];
  server.use(
    http.get('/api/v1/loan-applications/:loanId', () => envelope(detailApplication(LOAN))),
    http.get('/api/v1/loans/:loanId', () => envelope({ loan_id: LOAN, full_name: 'Sri Wahyuni', active_status: 'late', allowed_actions: ['record_payment'] })),
    http.get('/api/v1/loans/:loanId/installments', () =>
      envelope([
        installment(1, { status: 'paid', amount_paid: 1_370_000, paid_date: '2026-09-05' }),
        installment(2, { status: 'overdue', late_fee_accrued: 150_000, late_fee_paid: 20_000, late_fee_waived: 30_000, late_fee_open: 100_000 }),
      ]),
    ),
    http.get('/api/v1/loans/:loanId/payments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([])),
    http.get('/api/v1/loans/:loanId/dpd-history', () => envelope([])),
    http.get('/api/v1/loans/:loanId/late-fees', () => envelope(state.fees)),
    http.get('/api/v1/loans/:loanId/restructures', () => envelope([])),
    http.post('/api/v1/loans/:loanId/late-fee-waivers', async ({ request }) => {
      const call = { path: 'request', body: await request.json() };
      calls.push(call);
      return answer(call, calls.length);
    }),
    http.post('/api/v1/late-fee-waivers/:waiverId/:decision', async ({ request, params }) => {
      const call = { path: `${String(params.waiverId)}/${String(params.decision)}`, body: await request.json() };
      calls.push(call);
      return answer(call, calls.length);
    }),
  );
  return { state, calls };
}

const APPROVED: Waiver = waiver('w-old', {
  amount: 30_000,
  reason: 'Accident, police report seen',
  status: 'approved',
  requested_by_name: 'Staff Level 3',
  decided_by_name: 'Supervisor Roda',
  decided_at: '2026-11-21T04:00:00Z',
  decision_note: 'Report checked',
});

/** The toast saying `text` (antd's notification of the app, not the test spy). */
async function toast(text: string) {
  return (await screen.findByText(text, { selector: '.ant-notification-notice *' })).closest('.ant-notification-notice');
}

async function panel() {
  return within(await screen.findByTestId('late-fees'));
}

describe('late fees of the borrower detail', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
  });

  it('shows the totals and the waivers, and asks for a waiver: checked first, the server field error on its field, then sent', async () => {
    const fees = lateFees({ accrued: 150_000, paid: 20_000, waived: 30_000, open: 100_000, waivers: [APPROVED] });
    const { state, calls } = serveLoan(fees, (_, n) => {
      if (n === 1) {
        return envelope(null, 422, 'Invalid input', [{ field: 'amount', code: 'waiver_exceeds_late_fees', message: 'Only Rp 40.000 is still open' }]);
      }
      const asked = waiver('w-new', { amount: 40_000, reason: 'Hospital stay' });
      state.fees = { ...fees, pending_waivers: 40_000, waivers: [asked, APPROVED] };
      return envelope(asked, 201, 'Waiver sent for approval');
    });
    renderApp(PATH);
    const box = await panel();
    expect(await box.findByTestId('late-fees-accrued')).toHaveTextContent('Rp 150.000');
    expect(box.getByTestId('late-fees-paid')).toHaveTextContent('Rp 20.000');
    expect(box.getByTestId('late-fees-waived')).toHaveTextContent('Rp 30.000');
    expect(box.getByTestId('late-fees-open')).toHaveTextContent('Rp 100.000');
    expect(box.getByTestId('late-fees-pending_waivers')).toHaveTextContent('Rp 0');
    const list = within(box.getByTestId('waiver-list'));
    expect(list.getByText('Approved')).toBeInTheDocument();
    expect(list.getByText('Accident, police report seen')).toBeInTheDocument();
    expect(list.getByText('Supervisor Roda')).toBeInTheDocument();
    expect(list.getByText('Report checked')).toBeInTheDocument();
    // The schedule shows the installment's fee, accrued and open.
    const schedule = within(screen.getByTestId('installment-schedule'));
    expect(schedule.getByTestId('late-fee-accrued')).toHaveTextContent('Rp 150.000');
    expect(schedule.getByTestId('late-fee-open')).toHaveTextContent('Rp 100.000');

    const user = userEvent.setup();
    await user.click(box.getByRole('button', { name: 'Ask for a waiver' }));
    const modal = await dialog();
    expect(within(modal).getByTestId('waiver-open')).toHaveTextContent('Rp 100.000');
    await user.click(button('Ask for a waiver', modal));
    expect(await within(modal).findByText('Please give the amount')).toBeInTheDocument();
    expect(within(modal).getByText('Please give a reason')).toBeInTheDocument();
    const amount = within(modal).getByLabelText('Amount to waive');
    await user.type(amount, '150000');
    await user.type(within(modal).getByLabelText('Reason'), 'Hospital stay');
    await user.click(button('Ask for a waiver', modal));
    expect(await within(modal).findByText('The amount is more than the late fees still open')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '60000');
    expect(amount).toHaveValue('60000');
    await user.click(button('Ask for a waiver', modal));
    expect(await within(modal).findByText('Only Rp 40.000 is still open')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(button('Ask for a waiver', modal));
    expect(await toast('Waiver sent for approval')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { amount: 60_000, reason: 'Hospital stay' },
      { amount: 40_000, reason: 'Hospital stay' },
    ]);
    // The panel is read again: the new waiver waits for a decision.
    expect(await box.findByText('Waiting for approval')).toBeInTheDocument();
    expect(box.getByTestId('late-fees-pending_waivers')).toHaveTextContent('Rp 40.000');
  });

  it('approves a waiver another staff member asked for, and rejects one with a note; a refusal is told', async () => {
    const fees = lateFees({
      pending_waivers: 100_000,
      waivers: [
        waiver('w-1', { amount: 60_000, allowed_actions: ['waive_late_fee'] }),
        waiver('w-2', { amount: 40_000, reason: 'Asked twice', allowed_actions: ['waive_late_fee'] }),
      ],
    });
    const { calls } = serveLoan(fees, (call, n) =>
      n === 1
        ? envelope(null, 409, 'This waiver was already decided', [{ field: null, code: 'waiver_already_decided', message: 'This waiver was already decided' }])
        : envelope(waiver(call.path.split('/')[0], { status: call.path.endsWith('approve') ? 'approved' : 'rejected' })),
    );
    renderApp(PATH);
    const box = await panel();
    const user = userEvent.setup();

    // Decided meanwhile by someone else: the staff member is told.
    await user.click(await box.findByRole('button', { name: 'Approve the waiver of Rp 60.000' }));
    let confirm = await dialog();
    expect(confirm).toHaveTextContent('Approve the waiver of Rp 60.000?');
    await user.click(button('Approve', confirm));
    expect(await toast('This waiver was already decided')).toBeInTheDocument();

    await user.click(box.getByRole('button', { name: 'Approve the waiver of Rp 60.000' }));
    confirm = await dialog();
    await user.click(button('Approve', confirm));
    expect(await toast('Late fee waived')).toBeInTheDocument();

    await user.click(box.getByRole('button', { name: 'Reject the waiver of Rp 40.000' }));
    const reject = await dialog();
    expect(reject).toHaveTextContent('The late fees stay owed.');
    await user.type(within(reject).getByLabelText('Note (optional)'), 'Not supported by documents');
    await user.click(button('Reject', reject));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      { path: 'w-1/approve', body: {} },
      { path: 'w-1/approve', body: {} },
      { path: 'w-2/reject', body: { note: 'Not supported by documents' } },
    ]);
    expect(await toast('Waiver rejected')).toBeInTheDocument();
  });

  it('the staff member who asked sees no approve or reject button; without the action there is no "ask"', async () => {
    serveLoan(lateFees({ pending_waivers: 50_000, allowed_actions: [], waivers: [waiver('w-mine', { allowed_actions: [] })] }));
    renderApp(PATH);
    const box = await panel();
    const list = within(await box.findByTestId('waiver-list'));
    expect(await list.findByText('Waiting for approval')).toBeInTheDocument();
    expect(list.getByText('Borrower was in hospital')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(list.queryByRole('button', { name: /Reject/ })).toBeNull();
    expect(box.queryByRole('button', { name: 'Ask for a waiver' })).toBeNull();
    expect(box.getByTestId('late-fees-pending_waivers')).toHaveTextContent('Rp 50.000');
  });

  it('speaks Indonesian', async () => {
    await changeLanguage('id');
    serveLoan(lateFees({ waivers: [waiver('w-1', { allowed_actions: ['waive_late_fee'] })] }));
    renderApp(PATH);
    const box = await panel();
    expect(await box.findByRole('heading', { name: 'Denda' })).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Ajukan keringanan' })).toBeInTheDocument();
    expect(await box.findByText('Menunggu persetujuan')).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Setujui keringanan Rp 50.000' })).toHaveTextContent('Setujui');
    expect(box.getByRole('button', { name: 'Tolak keringanan Rp 50.000' })).toHaveTextContent('Tolak');
    expect(box.getByText('Belum dibayar')).toBeInTheDocument();
  });
});
