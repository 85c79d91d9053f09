import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { LoanDetail } from '../../../entities/loan/types';
import { changeLanguage } from '../../../lib/i18n';
import { jakartaToday } from '../../../lib/jakartaTime';
import { button, dialog } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import type { PayoffQuote } from '../api';
import { detailApplication, lateFees, loanId, serveRepaymentSession } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const LOAN = loanId(9);
const PATH = `/app/borrower/detail?loan_id=${LOAN}&tab=performance`;

function quote(date: string): PayoffQuote {
  return {
    date,
    outstanding_principal: 8_000_000,
    interest_due: 150_000,
    interest_rebate: 900_000,
    late_fees: 20_000,
    early_settlement_fee: 160_000,
    early_settlement_fee_bp: 200,
    total: 8_330_000,
    valid_until: date,
  };
}

/** Serves a repaying loan, its quote and the payoff; answers the payoffs posted with their key. */
function serveLoan(overrides: Partial<LoanDetail> = {}) {
  const posted: { key: string | null; body: unknown }[] = [];
  let settled = false;
  server.use(
    http.get('/api/v1/loan-applications/:loanId', () => envelope(detailApplication(LOAN))),
    http.get('/api/v1/loans/:loanId', () =>
      envelope(
        settled
          ? { loan_id: LOAN, full_name: 'Sri Wahyuni', active_status: 'inactive', inactive_reason: 'settled_early', allowed_actions: [] }
          : { loan_id: LOAN, full_name: 'Sri Wahyuni', active_status: 'normal', allowed_actions: ['record_payment'], ...overrides },
      ),
    ),
    http.get('/api/v1/loans/:loanId/installments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/payments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([])),
    http.get('/api/v1/loans/:loanId/dpd-history', () => envelope([])),
    http.get('/api/v1/loans/:loanId/late-fees', () => envelope(lateFees())),
    http.get('/api/v1/loans/:loanId/restructures', () => envelope([])),
    http.get('/api/v1/loans/:loanId/payoff-quote', ({ request }) => envelope(quote(new URL(request.url).searchParams.get('date') ?? jakartaToday()))),
    http.post('/api/v1/loans/:loanId/payoff', async ({ request }) => {
      const body = (await request.json()) as { amount: number; paid_date: string };
      posted.push({ key: request.headers.get('Idempotency-Key'), body });
      settled = true;
      return envelope(
        {
          loan_id: LOAN,
          payment_id: '01a200de-09d2-7000-8000-000000004001',
          paid_date: body.paid_date,
          amount: body.amount,
          quote: quote(body.paid_date),
          allocations: [],
          credit: body.amount - 8_330_000,
          active_status: 'inactive',
          inactive_reason: 'settled_early',
          bpkb_release_due_on: null,
        },
        201,
      );
    }),
  );
  return posted;
}

describe('early settlement', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
  });

  it('shows the quote and settles for its total with an Idempotency-Key; the loan then reads settled early', async () => {
    const posted = serveLoan();
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Early settlement' }));
    const modal = await dialog();
    const figures = within(await within(modal).findByTestId('payoff-quote'));
    expect(figures.getByTestId('quote-principal')).toHaveTextContent('Rp 8.000.000');
    expect(figures.getByTestId('quote-interest-rebate')).toHaveTextContent('Rp 900.000');
    expect(figures.getByText('Early settlement fee (2%)')).toBeInTheDocument();
    expect(figures.getByTestId('quote-total')).toHaveTextContent('Rp 8.330.000');
    expect(within(modal).getByRole('button', { name: /Download quote \(PDF\)/ })).toBeInTheDocument();

    await user.click(button('Settle early', modal));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].key).toBeTruthy();
    expect(posted[0].body).toEqual({ amount: 8_330_000, paid_date: jakartaToday(), method: 'bank_transfer', reference: null });
    expect(await within(modal).findByTestId('payoff-result')).toHaveTextContent('Loan settled early');
    await user.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByTestId('inactive-reason')).toHaveTextContent('Settled early');
    expect(screen.queryByRole('button', { name: 'Early settlement' })).toBeNull();
  });

  it('refuses less than the total', async () => {
    const posted = serveLoan();
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Early settlement' }));
    const modal = await dialog();
    await within(modal).findByTestId('payoff-quote');
    const amount = within(modal).getByLabelText('Amount paid');
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(button('Settle early', modal));
    expect(await within(modal).findByText("At least the quote's total of that day")).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('is not offered when the loan takes no payment', async () => {
    serveLoan({ allowed_actions: [] });
    renderApp(PATH);
    expect(await screen.findByTestId('repayment-history')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Early settlement' })).toBeNull();
  });

  it('reads in Indonesian', async () => {
    await changeLanguage('id');
    serveLoan();
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pelunasan dipercepat' }));
    const modal = await dialog();
    expect(await within(modal).findByText('Total pelunasan')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: /Unduh penawaran \(PDF\)/ })).toBeInTheDocument();
  });
});
