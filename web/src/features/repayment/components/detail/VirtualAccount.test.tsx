import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { detailApplication, lateFees, loanId, serveRepaymentSession } from '../../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const LOAN = loanId(42);
const PATH = `/app/borrower/detail?loan_id=${LOAN}&tab=performance`;

/** Serves an active loan on the performance history, with `virtualAccount` on its detail. */
function serveLoan(virtualAccount: { bank: string; number: string } | null) {
  server.use(
    http.get('/api/v1/loan-applications/:loanId', () => envelope(detailApplication(LOAN))),
    http.get('/api/v1/loans/:loanId', () =>
      envelope({ loan_id: LOAN, full_name: 'Sri Wahyuni', active_status: 'normal', allowed_actions: [], virtual_account: virtualAccount }),
    ),
    http.get('/api/v1/loans/:loanId/installments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/payments', () => envelope([])),
    http.get('/api/v1/loans/:loanId/hold-billing', () => envelope([])),
    http.get('/api/v1/loans/:loanId/dpd-history', () => envelope([])),
    http.get('/api/v1/loans/:loanId/late-fees', () => envelope(lateFees())),
    http.get('/api/v1/loans/:loanId/restructures', () => envelope([])),
  );
}

describe('the virtual account of the borrower detail', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveRepaymentSession();
  });

  it('shows the bank and the number to pay into, the number copyable', async () => {
    serveLoan({ bank: 'BNI', number: '880890000000042' });
    renderApp(PATH);
    const box = within(await screen.findByTestId('virtual-account'));
    expect(box.getByText('Virtual account')).toBeInTheDocument();
    expect(box.getByTestId('virtual-account-bank')).toHaveTextContent('BNI');
    expect(box.getByTestId('virtual-account-number')).toHaveTextContent('880890000000042');
    expect(box.getByRole('button', { name: 'Copy the virtual account number' })).toBeInTheDocument();
  });

  it('is left out when the loan has none', async () => {
    serveLoan(null);
    renderApp(PATH);
    expect(await screen.findByTestId('repayment-history')).toBeInTheDocument();
    expect(screen.queryByTestId('virtual-account')).toBeNull();
  });

  it('reads in Indonesian', async () => {
    serveLoan({ bank: 'BNI', number: '880890000000042' });
    await changeLanguage('id');
    renderApp(PATH);
    const box = within(await screen.findByTestId('virtual-account'));
    expect(box.getByText('Rekening virtual')).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Salin nomor rekening virtual' })).toBeInTheDocument();
  });
});
