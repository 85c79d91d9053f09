import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { button, choose, clickMenuItem, count, dialog, openRowMenu, tableRow } from '../../../../test/dom';
import {
  APPROVAL_SUMMARY,
  LENDER_A,
  LENDER_B,
  approvalRow,
  page,
  serveReference,
  serveSession,
} from '../../testing/fixtures';

const PATH = '/app/borrower/approval';

// The whole app (layout, menu, antd table) renders slowly in jsdom on a loaded runner.
configure({ asyncUtilTimeout: 15_000 });

function serveApprovals(rows = [
  approvalRow(3),
  approvalRow(2, { lender_id: LENDER_A.id, lender_name: LENDER_A.name, allocated_at: '2026-11-21T01:00:00Z', allowed_actions: [] }),
  approvalRow(1, { approval_status: 'rejected', lender_id: LENDER_A.id, lender_name: LENDER_A.name, allowed_actions: ['allocate'] }),
]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/loan-approvals', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page(rows);
    }),
    http.get('/api/v1/loan-approvals/summary', () => envelope(APPROVAL_SUMMARY)),
  );
  return queries;
}

describe('loan approval list', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    serveReference();
  });

  it('shows the counts, the totals per lender in rupiah, and each row with its lender, amount and status', async () => {
    serveApprovals();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Loan approval' })).toBeInTheDocument();
    expect(await screen.findByText('LN-0000003')).toBeInTheDocument();
    await waitFor(() => expect(count('pending')).toBe('2'));
    expect(count('approved')).toBe('5');
    expect(count('rejected')).toBe('1');
    expect(count('unallocated')).toBe('3');
    // The cards count loans, the per-lender totals allocations, and each says so.
    expect(screen.getByTestId('summary-pending-note')).toHaveTextContent('loans, by approval status now');
    expect(screen.getByTestId('lender-totals-note')).toHaveTextContent('Each allocation counts once');
    expect(screen.getByText('Allocations per lender')).toBeInTheDocument();

    const totals = within(screen.getByTestId('lender-totals'));
    expect(totals.getByText('Bank Sinar')).toBeInTheDocument();
    expect(totals.getByText('Rp 48.000.000')).toBeInTheDocument();
    expect(totals.getByText('Rp 3.000.000')).toBeInTheDocument();

    const third = within(tableRow('LN-0000003'));
    expect(third.getByText('Not allocated')).toBeInTheDocument();
    expect(third.getByText('Rp 24.000.000')).toBeInTheDocument();
    expect(third.getByText('Pending')).toBeInTheDocument();
    const second = within(tableRow('LN-0000002'));
    expect(second.getByTestId('lender-name')).toHaveTextContent('Bank Sinar');
    expect(within(tableRow('LN-0000001')).getByText('Rejected')).toBeInTheDocument();
  });

  it('offers only the actions of allowed_actions: allocate, approve/reject, or just the detail', async () => {
    serveApprovals([
      approvalRow(3, { allowed_actions: ['allocate'] }),
      approvalRow(2, { lender_id: LENDER_A.id, lender_name: LENDER_A.name, allowed_actions: ['approve', 'reject'] }),
      approvalRow(1, { approval_status: 'approved', allowed_actions: [] }),
    ]);
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    expect(await openRowMenu('LN-0000003')).toEqual(['See loan detail', 'Allocate']);
    await userEvent.keyboard('{Escape}');
    expect(await openRowMenu('LN-0000002')).toEqual(['See loan detail', 'Approve', 'Reject']);
    await userEvent.keyboard('{Escape}');
    expect(await openRowMenu('LN-0000001')).toEqual(['See loan detail']);
  });

  it('allocates the selected loans and shows the server message, in English and in Indonesian', async () => {
    serveApprovals();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/loan-approvals/allocate', async ({ request }) => {
        const body = (await request.json()) as { loan_ids: string[] };
        bodies.push(body);
        const msg = request.headers.get('Accept-Language') === 'id' ? 'Pinjaman dialokasikan ke Bank Sinar' : 'Loan allocated to Bank Sinar';
        return envelope({ allocated: body.loan_ids, lender_name: 'Bank Sinar' }, 200, msg);
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Select LN-0000003'));
    await user.click(screen.getByLabelText('Select LN-0000001'));
    await user.click(button('Allocate', screen.getByTestId('selection-bar')));
    const modal = await dialog();
    expect(within(modal).getByTestId('allocate-target')).toHaveTextContent('2 selected loans');
    // No lender chosen: refused before asking the server.
    await user.click(button('Allocate', modal));
    expect(await within(modal).findByText('Please choose a lender')).toBeInTheDocument();
    await choose(modal, 'Lender', 'Bank Sinar');
    await user.click(button('Allocate', modal));
    // The toast is the server's own message.
    expect(await screen.findByText('Loan allocated to Bank Sinar')).toBeInTheDocument();
    expect(bodies).toEqual([{ loan_ids: ['LN-0000003', 'LN-0000001'], lender_id: LENDER_A.id }]);

    await changeLanguage('id');
    await openRowMenu('LN-0000003', 'Aksi untuk');
    await clickMenuItem('Alokasikan');
    const again = await dialog();
    await choose(again, 'Pemberi dana', 'Bank Sinar');
    await user.click(button('Alokasikan', again));
    expect(await screen.findByText('Pinjaman dialokasikan ke Bank Sinar')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('flags a lender with nobody able to decide, in the choice and once chosen', async () => {
    serveApprovals();
    server.use(
      http.get('/api/v1/lenders', () =>
        envelope([
          { ...LENDER_A, code: 'L0', has_deciders: true },
          { ...LENDER_B, code: 'L1', has_deciders: false },
        ]),
      ),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    await openRowMenu('LN-0000003');
    await clickMenuItem('Allocate');
    const modal = await dialog();
    await choose(modal, 'Lender', 'Bank Sinar');
    expect(within(modal).queryByTestId('allocate-no-deciders')).toBeNull();
    await choose(modal, 'Lender', 'Koperasi Maju (nobody to decide)');
    expect(await within(modal).findByTestId('allocate-no-deciders')).toHaveTextContent('Nobody at this lender can approve or reject');
  });

  it('allocates to a funding source; past its limit, level 21 may override with a reason and others may not', async () => {
    serveApprovals([approvalRow(3, { allowed_actions: ['allocate'] })]);
    const sources = [
      { id: 'fs-1', lender_id: LENDER_A.id, name: 'Facility A', limit_amount: 50_000_000, used_amount: 40_000_000, remaining_amount: 10_000_000,
        available_from: '2026-01-01', available_until: null, status: 'active', available_today: true, version: 1 },
      { id: 'fs-2', lender_id: LENDER_A.id, name: 'Batch closed', limit_amount: 10_000_000, used_amount: 0, remaining_amount: 10_000_000,
        available_from: '2025-01-01', available_until: '2025-12-31', status: 'active', available_today: false, version: 1 },
    ];
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/v1/lenders/:lenderId/funding-sources', () => envelope(sources)),
      http.post('/api/v1/loan-approvals/allocate', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.override_reason) {
          return envelope(null, 422, 'Validation failed', [
            { field: 'funding_source_id', code: 'funding_source_limit_exceeded', message: 'Facility A has Rp 10.000.000 left; this allocation needs Rp 24.000.000.' },
          ]);
        }
        return envelope({ allocated: body.loan_ids, lender_name: 'Bank Sinar' }, 200, 'Loan allocated to Bank Sinar');
      }),
    );
    serveSession({ level: 21 });
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Allocate');
    const modal = await dialog();
    await choose(modal, 'Lender', 'Bank Sinar');
    // The lender has funding sources: one must be chosen.
    await within(modal).findByLabelText('Funding source');
    await user.click(button('Allocate', modal));
    expect(await within(modal).findByText('Please choose a funding source')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // Each source shows what is left; one outside its dates is greyed but level 21 may still pick it.
    await user.click(within(modal).getByLabelText('Funding source'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid="source-option"]')];
      if (found.length < 2) throw new Error('no source options');
      return found;
    });
    expect(options[0]).toHaveTextContent('Rp 10.000.000 left');
    expect(options[1]).toHaveTextContent('Not available today');
    await user.click(options[0]);
    await user.click(button('Allocate', modal));

    // The limit refuses: the reason shows, and the override field with it.
    const refusal = await within(modal).findByTestId('allocate-refusal');
    expect(refusal).toHaveTextContent('Facility A has Rp 10.000.000 left');
    expect(bodies).toEqual([{ loan_ids: ['LN-0000003'], lender_id: LENDER_A.id, funding_source_id: 'fs-1' }]);
    await user.click(button('Allocate anyway', modal));
    expect(await within(modal).findByText('Please give the reason for the override')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    await user.type(within(modal).getByLabelText('Reason for the override'), 'Board approved a temporary top-up');
    await user.click(button('Allocate anyway', modal));
    expect(await screen.findByText('Loan allocated to Bank Sinar')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      loan_ids: ['LN-0000003'],
      lender_id: LENDER_A.id,
      funding_source_id: 'fs-1',
      override_reason: 'Board approved a temporary top-up',
    });
  });

  it('shows the limit refusal without an override to staff below level 21, and keeps unavailable sources out of reach', async () => {
    serveApprovals([approvalRow(3, { allowed_actions: ['allocate'] })]);
    server.use(
      http.get('/api/v1/lenders/:lenderId/funding-sources', () =>
        envelope([
          { id: 'fs-1', lender_id: LENDER_A.id, name: 'Facility A', limit_amount: 50_000_000, used_amount: 50_000_000, remaining_amount: 0,
            available_from: '2026-01-01', available_until: null, status: 'active', available_today: true, version: 1 },
          { id: 'fs-2', lender_id: LENDER_A.id, name: 'Batch closed', limit_amount: 10_000_000, used_amount: 0, remaining_amount: 10_000_000,
            available_from: '2025-01-01', available_until: '2025-12-31', status: 'active', available_today: false, version: 1 },
        ]),
      ),
      http.post('/api/v1/loan-approvals/allocate', () =>
        envelope(null, 422, 'Validation failed', [
          { field: 'funding_source_id', code: 'funding_source_limit_exceeded', message: 'Facility A has no room left.' },
        ]),
      ),
    );
    serveSession({ level: 3 });
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Allocate');
    const modal = await dialog();
    await choose(modal, 'Lender', 'Bank Sinar');
    await user.click(await within(modal).findByLabelText('Funding source'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
      if (found.length < 2) throw new Error('no source options');
      return found;
    });
    // Outside its dates: greyed and not selectable below level 21.
    expect(options.find((el) => el.textContent?.includes('Batch closed'))).toHaveClass('ant-select-item-option-disabled');
    const open = options.find((el) => el.textContent?.includes('Facility A'));
    expect(open).toHaveTextContent('Rp 0 left');
    await user.click(open as HTMLElement);
    await user.click(button('Allocate', modal));
    expect(await within(modal).findByTestId('allocate-refusal')).toHaveTextContent('Facility A has no room left.');
    expect(within(modal).queryByLabelText('Reason for the override')).toBeNull();
    expect(screen.queryByText('Allocate anyway')).toBeNull();
  });

  it('rejects only with a reason, and approves with an optional note', async () => {
    serveApprovals([approvalRow(2, { lender_id: LENDER_A.id, lender_name: LENDER_A.name, allowed_actions: ['approve', 'reject'] })]);
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/loans/:loanId/:action', async ({ request, params }) => {
        calls.push({ path: `${String(params.loanId)}/${String(params.action)}`, body: await request.json() });
        return envelope({});
      }),
    );
    serveSession({ lender: LENDER_A, level: 5 });
    renderApp(PATH);
    await screen.findByText('LN-0000002');
    // A lender's staff cannot allocate: no row to select.
    expect(screen.queryByLabelText('Select LN-0000002')).toBeNull();
    const user = userEvent.setup();
    await openRowMenu('LN-0000002');
    await clickMenuItem('Reject');
    const modal = await dialog();
    await user.click(button('Reject', modal));
    expect(await within(modal).findByText('Please give a reason')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(modal).getByLabelText('Reason'), 'Income too low');
    await user.click(button('Reject', modal));
    await waitFor(() => expect(calls).toEqual([{ path: 'LN-0000002/reject', body: { reason: 'Income too low' } }]));

    await openRowMenu('LN-0000002');
    await clickMenuItem('Approve');
    const approve = await dialog();
    await user.click(button('Approve', approve));
    await waitFor(() => expect(calls[1]).toEqual({ path: 'LN-0000002/approve', body: {} }));
  });

  it("shows the funder the amount, tenor, income and a link to the documents before deciding", async () => {
    const row = approvalRow(2, {
      lender_id: LENDER_A.id,
      lender_name: LENDER_A.name,
      allowed_actions: ['approve', 'reject'],
      tenor: 24,
      frequency: 'monthly',
      installment_amount: 1_250_000,
      average_monthly_income: 4_500_000,
    });
    serveApprovals([row]);
    serveSession({ lender: LENDER_A, level: 5 });
    renderApp(PATH);
    await screen.findByText('LN-0000002');
    await openRowMenu('LN-0000002');
    await clickMenuItem('Approve');
    const facts = within(within(await dialog()).getByTestId('approval-facts'));
    expect(facts.getByTestId('approval-amount')).toHaveTextContent('Rp 24.000.000');
    expect(facts.getByTestId('approval-tenor')).toHaveTextContent('24 installments, monthly × Rp 1.250.000');
    expect(facts.getByTestId('approval-income')).toHaveTextContent('Rp 4.500.000');
    expect(facts.getByRole('link', { name: "Open the borrower's documents" })).toHaveAttribute(
      'href',
      '/app/borrower/detail?loan_id=LN-0000002&tab=documents',
    );
  });

  it('sends the filters from the URL and clears them', async () => {
    const queries = serveApprovals();
    renderApp(`${PATH}?status=pending&lender_id=${LENDER_A.id}&from=2026-11-01&to=2026-11-30&program_id=bad`);
    await screen.findByText('LN-0000003');
    const first = queries[0];
    expect(first.get('status')).toBe('pending');
    expect(first.get('lender_id')).toBe(LENDER_A.id);
    expect(first.get('from')).toBe('2026-11-01');
    expect(first.get('to')).toBe('2026-11-30');
    expect(first.has('program_id')).toBe(false);
    await userEvent.setup().click(button('Clear filters'));
    await waitFor(() => expect(queries[queries.length - 1].has('status')).toBe(false));
    expect(queries[queries.length - 1].has('from')).toBe(false);
  });
});
