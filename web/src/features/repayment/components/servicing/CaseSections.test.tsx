import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { LoanDetail } from '../../../../entities/loan/types';
import { changeLanguage } from '../../../../lib/i18n';
import { button, dialog } from '../../../../test/dom';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import type { Recovery, Restructure, RestructureInstallment } from '../../servicingApi';
import { detailApplication, lateFees, loanId, serveRepaymentSession } from '../../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const LOAN = loanId(11);
const PATH = `/app/borrower/detail?loan_id=${LOAN}&tab=performance`;

function line(number: number, due_date: string, amount_due: number, amount_paid = 0): RestructureInstallment {
  return {
    number,
    due_date,
    amount_due,
    amount_paid,
    principal_part: amount_due,
    interest_part: 0,
    late_fee_open: 0,
    status: amount_paid >= amount_due && amount_due > 0 ? 'paid' : 'due',
  };
}

function proposal(overrides: Partial<Restructure> = {}): Restructure {
  return {
    restructure_id: '01a200de-09d2-7000-8000-000000005001',
    loan_id: LOAN,
    kind: 'tenor_extension',
    status: 'requested',
    new_tenure_count: 3,
    effective_date: '2026-12-10',
    reason: 'Income fell after an accident',
    interest_change: 120_000,
    old_unpaid_total: 2_000_000,
    new_unpaid_total: 2_120_000,
    old_schedule: [line(1, '2026-11-05', 1_000_000, 1_000_000), line(2, '2026-12-05', 1_000_000), line(3, '2027-01-05', 1_000_000)],
    new_schedule: [line(1, '2026-11-05', 1_000_000, 1_000_000), line(2, '2027-01-10', 706_700), line(3, '2027-02-10', 706_700), line(4, '2027-03-10', 706_600)],
    requested_at: '2026-12-04T03:00:00Z',
    requested_by_name: 'Admin Roda',
    decided_at: null,
    decided_by_name: null,
    decision_note: null,
    allowed_actions: ['restructure'],
    ...overrides,
  };
}

interface Call {
  path: string;
  key: string | null;
  body: unknown;
}

/** Serves a loan on the performance history with its proposals and recoveries; records the posts. */
function serveLoan(loan: Partial<LoanDetail>, state: { proposals: Restructure[]; recoveries: Recovery[] }) {
  const calls: Call[] = [];
  const record = async (path: string, request: Request) => {
    calls.push({ path, key: request.headers.get('Idempotency-Key'), body: await request.json() });
  };
  server.use(
    http.get('/api/v1/loan-applications/:loanId', () => envelope(detailApplication(LOAN))),
    http.get('/api/v1/loans/:loanId', () => envelope({ loan_id: LOAN, full_name: 'Sri Wahyuni', allowed_actions: [], ...loan })),
    http.get('/api/v1/loans/:loanId/installments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/payments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([])),
    http.get('/api/v1/loans/:loanId/dpd-history', () => envelope([])),
    http.get('/api/v1/loans/:loanId/late-fees', () => envelope(lateFees({ allowed_actions: [] }))),
    http.get('/api/v1/loans/:loanId/restructures', () => envelope(state.proposals)),
    http.get('/api/v1/loans/:loanId/recoveries', () => envelope(state.recoveries)),
    http.post('/api/v1/restructures/:id/approve', async ({ request, params }) => {
      await record(`approve/${String(params.id)}`, request);
      state.proposals = state.proposals.map((p) => ({ ...p, status: 'approved', decided_by_name: 'Staff Level 3', decided_at: '2026-12-04T04:00:00Z', allowed_actions: [] }));
      return envelope({ restructure: state.proposals[0], standing: {} });
    }),
    http.post('/api/v1/loans/:loanId/recoveries', async ({ request }) => {
      await record('recoveries', request);
      const body = calls[calls.length - 1].body as { amount: number; paid_date: string; reference: string };
      const made: Recovery = { recovery_id: 'r-2', loan_id: LOAN, method: 'cash', recorded_at: '2026-12-04T05:00:00Z', ...body };
      state.recoveries = [made, ...state.recoveries];
      return envelope(made, 201);
    }),
  );
  return calls;
}

async function toast(text: string) {
  return (await screen.findByText(text, { selector: '.ant-notification-notice *' })).closest('.ant-notification-notice');
}

describe('servicing cases of the borrower detail (issue 44)', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
  });

  it('shows a waiting proposal with its two schedules and approves it', async () => {
    const calls = serveLoan(
      { active_status: 'late', restructure_count: 1, restructured_on: '2026-10-01' },
      { proposals: [proposal()], recoveries: [] },
    );
    renderApp(PATH);
    expect(await screen.findByTestId('restructured')).toHaveTextContent('Restructured on 1 Oct 2026 (1×)');
    const section = within(await screen.findByTestId('restructuring'));
    const row = (await section.findByText('Income fell after an accident')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('restructure-status')).toHaveTextContent('Waiting for approval');
    // The waiting proposal is open: old and new schedules side by side, paired by number.
    const oldSide = section.getByTestId('schedule-old');
    const newSide = section.getByTestId('schedule-new');
    expect(oldSide.querySelectorAll('tr.ant-table-row')).toHaveLength(4);
    expect(newSide.querySelectorAll('tr.ant-table-row')).toHaveLength(4);
    expect(within(newSide).getByText('Rp 706.600')).toBeInTheDocument();
    expect(section.getByTestId('unpaid-old')).toHaveTextContent('Rp 2.000.000');
    expect(section.getByTestId('unpaid-new')).toHaveTextContent('Rp 2.120.000');
    expect(section.getByTestId('interest-change')).toHaveTextContent('+Rp 120.000');

    const user = userEvent.setup();
    await user.click(within(row).getByTestId('restructure-approve'));
    const confirm = await dialog();
    await user.click(button('Approve', confirm));
    expect(await toast('Restructuring approved')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['approve/01a200de-09d2-7000-8000-000000005001']);
    await waitFor(() => expect(within(row).getByTestId('restructure-status')).toHaveTextContent('Approved'));
    expect(within(row).queryByTestId('restructure-approve')).toBeNull();
  });

  it('offers no decision on the caller\u2019s own proposal', async () => {
    serveLoan({ active_status: 'late', allowed_actions: ['restructure'] }, { proposals: [proposal({ allowed_actions: [] })], recoveries: [] });
    renderApp(PATH);
    const section = within(await screen.findByTestId('restructuring'));
    const row = (await section.findByText('Income fell after an accident')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('restructure-status')).toHaveTextContent('Waiting for approval');
    expect(within(row).queryByTestId('restructure-approve')).toBeNull();
    expect(screen.getByTestId('restructure-open')).toHaveTextContent('Restructure');
    expect(screen.queryByTestId('restructured')).toBeNull();
  });

  it('opens the proposal only once the schedule is read, starting from its unpaid count', async () => {
    serveLoan({ active_status: 'late', allowed_actions: ['restructure'] }, { proposals: [], recoveries: [] });
    let release: () => void = () => {};
    const read = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/v1/loans/:loanId/installments', async () => {
        await read;
        return envelope([line(1, '2026-11-05', 1_000_000, 1_000_000), line(2, '2026-12-05', 1_000_000), line(3, '2027-01-05', 1_000_000)]);
      }),
    );
    renderApp(PATH);
    const open = await screen.findByTestId('restructure-open');
    // A click before the schedule arrives would open the drawer with no count to start from.
    expect(open).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('restructure-open')).toBeEnabled());
    await userEvent.setup().click(screen.getByTestId('restructure-open'));
    expect(await screen.findByLabelText('New number of installments')).toHaveValue('2');
  });

  it('lists the recoveries of a written-off loan with their total and records one with an Idempotency-Key', async () => {
    const first: Recovery = {
      recovery_id: 'r-1',
      loan_id: LOAN,
      amount: 300_000,
      method: 'bank_transfer',
      paid_date: '2026-11-20',
      reference: 'BCA-1',
      recorded_at: '2026-11-20T03:00:00Z',
    };
    const calls = serveLoan(
      { active_status: 'inactive', inactive_reason: 'written_off', allowed_actions: ['record_recovery', 'reverse_write_off'] },
      { proposals: [], recoveries: [first] },
    );
    renderApp(PATH);
    expect(await screen.findByTestId('inactive-reason')).toHaveTextContent('Written off');
    const list = within(await screen.findByTestId('recovery-list'));
    expect(await list.findByText('BCA-1')).toBeInTheDocument();
    expect(list.getByTestId('recoveries-total')).toHaveTextContent('Rp 300.000');
    // Nothing proposed and nothing to propose on a closed loan: no empty restructuring section.
    expect(screen.queryByTestId('restructuring')).toBeNull();
    expect(screen.getByTestId('reverse-write-off-open')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('recovery-open'));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Amount received'), '450000');
    await user.type(within(modal).getByLabelText('Reference'), 'CASH-7');
    await user.click(button('Record recovery', modal));
    expect(await toast('Recovery recorded')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].key).toBeTruthy();
    expect(calls[0].body).toMatchObject({ amount: 450_000, method: 'bank_transfer', reference: 'CASH-7' });
    await waitFor(() => expect(list.getByTestId('recoveries-total')).toHaveTextContent('Rp 750.000'));
  });
});
