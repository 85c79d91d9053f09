import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { button, dialog, tableRow } from '../../../test/dom';
import { page, serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { ADMIN_AREAS, LENDER_A, awaitingRow, lenderDetail, source } from '../testing/fixtures';

const PATH = `/app/lender/${LENDER_A.id}`;

configure({ asyncUtilTimeout: 15_000 });

function serveDetail(detail = lenderDetail()) {
  server.use(
    http.get('/api/v1/lenders/:lenderId', () => envelope(detail)),
    http.get('/api/v1/lenders/:lenderId/funding-sources', () => envelope(detail.funding_sources)),
    http.get('/api/v1/lenders/:lenderId/loans', () =>
      page([
        {
          allocation_id: 'a1',
          loan_id: 'LN-0000007',
          full_name: 'Siti Rahayu',
          amount: 24_000_000,
          allocation_status: 'approved',
          funding_source_id: detail.funding_sources[0]?.id ?? null,
          funding_source_name: detail.funding_sources[0]?.name ?? null,
          allocated_at: '2026-11-20T03:00:00Z',
          decided_at: '2026-11-20T08:30:00Z',
          stage: 'active',
          active_status: 'late',
          dpd: 12,
        },
      ]),
    ),
  );
}

describe('lender detail', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession({ areas: ADMIN_AREAS, level: 21 });
  });

  it('shows the figures, each funding source with used and remaining, and the allocated loans linking to the loan', async () => {
    serveDetail(lenderDetail({ funding_sources: [source(1), source(2, { available_today: false, available_until: '2026-06-30' })] }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Bank Sinar' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-approval-rate')).toHaveTextContent('83,3%');
    expect(screen.getByTestId('stat-decision-time')).toHaveTextContent('5,5 h');
    expect(screen.getByTestId('stat-outstanding')).toHaveTextContent('Rp 80.000.000');
    expect(screen.getByTestId('stat-late-share')).toHaveTextContent('25%');
    expect(screen.getByTestId('totals-approved')).toHaveTextContent('Rp 120.000.000');

    const first = within(tableRow(source(1).id));
    expect(first.getByTestId('source-limit')).toHaveTextContent('Rp 100.000.000');
    expect(first.getByTestId('source-used')).toHaveTextContent('Rp 40.000.000');
    expect(first.getByTestId('source-remaining')).toHaveTextContent('Rp 60.000.000');
    expect(first.getByTestId('source-progress')).toHaveTextContent('40%');
    const second = within(tableRow(source(2).id));
    expect(second.getByTestId('source-unavailable')).toHaveTextContent('Not available today');
    expect(second.getByTestId('source-dates')).toHaveTextContent('1 Jan 2026 – 30 Jun 2026');

    const loan = within(await waitFor(() => tableRow('a1')));
    expect(loan.getByRole('link', { name: 'LN-0000007' })).toHaveAttribute('href', expect.stringContaining('LN-0000007'));
    expect(loan.getByTestId('loan-stage')).toHaveTextContent('Active');
    expect(loan.getByText('12 days past due')).toBeInTheDocument();
  });

  it('checks a new funding source before asking the server: name, limit above zero, end not before start', async () => {
    serveDetail();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/lenders/:lenderId/funding-sources', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        bodies.push(body);
        return envelope(source(3, { name: body.name }), 201);
      }),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-source'));
    const modal = await dialog();
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('Please fill in the name of the funding source')).toBeInTheDocument();
    expect(within(modal).getByText('Please fill in the limit')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Name'), 'Facility 2026-B');
    await user.type(within(modal).getByLabelText('Limit (plafond)'), '0');
    const from = within(modal).getByLabelText('Available from');
    await user.clear(from);
    await user.type(from, '2026-12-01{Enter}');
    await user.type(within(modal).getByLabelText('Available until'), '2026-11-01{Enter}');
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('The limit must be a whole amount of rupiah above zero')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const limit = within(modal).getByLabelText('Limit (plafond)');
    await user.clear(limit);
    await user.type(limit, '50000000');
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const until = within(modal).getByLabelText('Available until');
    await user.clear(until);
    await user.type(until, '2027-11-30{Enter}');
    await user.click(button('Save', modal));
    await waitFor(() =>
      expect(bodies).toEqual([
        { name: 'Facility 2026-B', limit_amount: 50_000_000, available_from: '2026-12-01', available_until: '2027-11-30', status: 'active' },
      ]),
    );
    expect(await screen.findByText('Funding source Facility 2026-B saved')).toBeInTheDocument();
  });

  it('allocates picked verified loans to one of its funding sources with the server confirmation', async () => {
    serveDetail();
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/loan-approvals', ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('pending');
        return page([
          awaitingRow(4, { allowed_actions: ['allocate'] }),
          // Awaiting another lender's decision: not offered.
          awaitingRow(5, { allowed_actions: [] }),
        ]);
      }),
      http.post('/api/v1/loan-approvals/allocate', async ({ request }) => {
        const body = (await request.json()) as { loan_ids: string[] };
        bodies.push(body);
        return envelope({ allocated: body.loan_ids, lender_name: 'Bank Sinar' }, 200, 'Loan allocated to Bank Sinar');
      }),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('allocate-loans'));
    const pick = await dialog();
    await user.click(await within(pick).findByLabelText('Select LN-0000004'));
    expect(within(pick).queryByLabelText('Select LN-0000005')).toBeNull();
    await user.click(button('Continue with 1 loan', pick));

    const modal = await waitFor(async () => {
      const found = await dialog();
      if (!within(found).queryByText('Allocate to Bank Sinar')) throw new Error('not yet');
      return found;
    });
    await user.click(await within(modal).findByLabelText('Funding source'));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid="source-option"]');
      if (!found) throw new Error('no option');
      return found;
    });
    expect(option).toHaveTextContent('Rp 60.000.000 left');
    await user.click(option);
    await user.click(button('Allocate', modal));
    expect(await screen.findByText('Loan allocated to Bank Sinar')).toBeInTheDocument();
    expect(bodies).toEqual([{ loan_ids: ['LN-0000004'], lender_id: LENDER_A.id, funding_source_id: source(1).id }]);
  });

  it('offers no edit, no new funding source and no allocation to lender staff', async () => {
    serveSession({ areas: ['lender'], level: 5, lender: LENDER_A });
    serveDetail(lenderDetail({ allowed_actions: [] }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Bank Sinar' })).toBeInTheDocument();
    await waitFor(() => tableRow(source(1).id));
    expect(screen.queryByTestId('edit-lender')).toBeNull();
    expect(screen.queryByTestId('add-source')).toBeNull();
    expect(screen.queryByTestId('allocate-loans')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    // Without the borrower detail area, the loan is named but not linked.
    expect(await screen.findByText('LN-0000007')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LN-0000007' })).toBeNull();
  });
});
