import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../../lib/i18n';
import { tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { line, serveBooksSession, serveJournal, serveTrialBalance } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/data/accounting';

const DEBIT = line(1, { debit: 5_250_000 });
const CREDIT = line(2, { account: 'financing_receivable', account_code: '1201', account_name: 'Financing receivable', credit: 5_250_000 });

describe('the books', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveBooksSession();
  });

  it('lists the journal with its lines, the totals of the whole filter, and narrows it to a loan', async () => {
    const queries = serveJournal([DEBIT, CREDIT], { total_debit: 12_000_000, total_credit: 12_000_000 });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Accounting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounting' })).toBeInTheDocument();
    const debit = within(await waitFor(() => tableRow(DEBIT.line_id)));
    expect(debit.getByRole('link', { name: 'LN-0000042' })).toBeInTheDocument();
    expect(debit.getByTestId('journal-debit')).toHaveTextContent('Rp 5.250.000');
    expect(debit.queryByTestId('journal-credit')).toBeNull();
    expect(debit.getByTestId('journal-account')).toHaveTextContent('1101 Cash – bank transfer');
    expect(within(tableRow(CREDIT.line_id)).getByTestId('journal-credit')).toHaveTextContent('Rp 5.250.000');
    // The totals are the API's, of every matching line (not the page's sum).
    expect(screen.getByTestId('journal-total-debit')).toHaveTextContent('Rp 12.000.000');
    expect(screen.getByTestId('journal-total-credit')).toHaveTextContent('Rp 12.000.000');

    await userEvent.type(screen.getByTestId('filter-loan-id'), 'ln-0000042');
    await waitFor(() => expect(queries.at(-1)?.get('loan_id')).toBe('LN-0000042'));
  });

  it('shows the trial balance with its totals, a credit balance on its side and the reconciliation', async () => {
    serveJournal([], { total_debit: 0, total_credit: 0 });
    serveTrialBalance();
    renderApp(`${PATH}?tab=trial-balance`);
    expect(await screen.findByTestId('tb-balanced')).toHaveTextContent('Balanced');
    const fee = within(tableRow('fee_income'));
    expect(fee.getByTestId('tb-balance')).toHaveTextContent('Rp 5.000.000 Cr');
    expect(screen.getByTestId('tb-total-debit')).toHaveTextContent('Rp 9.000.000');
    expect(screen.getByTestId('tb-total-credit')).toHaveTextContent('Rp 9.000.000');
    expect(screen.getByTestId('tb-difference')).toHaveTextContent('Rp 0');
    expect(screen.getByTestId('tb-reconciled')).toHaveTextContent('Agrees');
  });

  it('says when the books do not balance, in Indonesian', async () => {
    await changeLanguage('id');
    serveJournal([], { total_debit: 0, total_credit: 0 });
    serveTrialBalance({ balanced: false, total_credit: 8_000_000, reconciliation: { financing_receivable: 100, outstanding_principal: 0, difference: 100 } });
    renderApp(`${PATH}?tab=trial-balance`);
    expect(await screen.findByTestId('tb-balanced')).toHaveTextContent('Tidak seimbang');
    expect(screen.getByTestId('tb-reconciled')).toHaveTextContent('Berbeda');
    expect(screen.getByRole('heading', { name: 'Akuntansi' })).toBeInTheDocument();
  });
});
