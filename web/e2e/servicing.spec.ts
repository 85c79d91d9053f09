/**
 * Early settlement and the books (issue 44) on the staff's real path in Chromium against the real
 * server.
 *
 * The administrator activates a loan (handed over 20 days ago), opens its performance history,
 * asks for the payoff quote (and downloads it as a PDF), settles the loan early for the quote's
 * total and sees it inactive, settled early. Then the Accounting page under Data: the journal
 * narrowed to the loan shows its lines (the payoff among them) with equal debit and credit
 * totals, and the trial balance of today is balanced with the financing receivable equal to the
 * outstanding principal. Once more in Indonesian with a second loan.
 */
import { expect, test, type Browser, type APIRequestContext, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { Api, jakartaDate, newPendingActivationLoan } from './loan-helpers';
import { loanAction, openListAt, openModal, rupiah, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

/** The texts the specs read, in each language. */
const TEXTS = {
  en: {
    performance: 'Performance history',
    payoff: 'Early settlement',
    pdf: 'Download quote (PDF)',
    ok: 'Settle early',
    reference: 'Reference',
    done: 'Loan settled early',
    close: 'Close',
    settledEarly: 'Settled early',
    accounting: 'Accounting',
    trialBalance: 'Trial balance',
    balanced: 'Balanced',
  },
  id: {
    performance: 'Riwayat kinerja',
    payoff: 'Pelunasan dipercepat',
    pdf: 'Unduh penawaran (PDF)',
    ok: 'Lunasi sekarang',
    reference: 'Referensi',
    done: 'Pinjaman dilunasi dipercepat',
    close: 'Tutup',
    settledEarly: 'Dilunasi dipercepat',
    accounting: 'Akuntansi',
    trialBalance: 'Neraca saldo',
    balanced: 'Seimbang',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** A loan pending activation (by API), activated by a handover 20 days ago (in English: the helpers' labels). */
async function activeLoan(browser: Browser, request: APIRequestContext, name: string): Promise<{ loanId: string; staff: Page }> {
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, name);
  const staff = await signedInPage(browser, ADMIN);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  await handOverWithANewUnit(staff, loanId, `${jakartaDate(-20)} 10:00`);
  const admin = await Api.signIn(request, ADMIN);
  await expect
    .poll(async () => (await admin.get<{ active_status: string | null }>(`/api/v1/loans/${loanId}`)).active_status)
    .not.toBe('pending_activation');
  return { loanId, staff };
}

async function toIndonesian(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

/** Quote, PDF and settlement from the loan's performance history; answers the total paid. */
async function settleEarly(staff: Page, request: APIRequestContext, loanId: string, lang: Lang): Promise<number> {
  const text = TEXTS[lang];
  const admin = await Api.signIn(request, ADMIN);
  const quote = await admin.get<{ total: number; outstanding_principal: number; valid_until: string }>(`/api/v1/loans/${loanId}/payoff-quote`);
  expect(quote.total).toBeGreaterThanOrEqual(quote.outstanding_principal);

  await staff.goto(`/app/borrower/detail?loan_id=${loanId}`);
  await staff.getByRole('tab', { name: text.performance }).click();
  await staff.getByRole('button', { name: text.payoff, exact: true }).click();
  const modal = openModal(staff);
  // Today's quote, as the API answers it.
  await expect(modal.getByTestId('quote-principal')).toHaveText(rupiah(quote.outstanding_principal));
  await expect(modal.getByTestId('quote-total')).toHaveText(rupiah(quote.total));
  // The quote as a PDF.
  const download = staff.waitForEvent('download');
  await modal.getByRole('button', { name: text.pdf }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Settled for the total (the amount's default), paid today by bank transfer.
  await modal.getByLabel(text.reference, { exact: true }).fill(`E2E-PAYOFF-${Date.now()}`);
  await modal.getByRole('button', { name: text.ok }).click();
  await expect(toast(staff, text.done)).toBeVisible();
  await expect(modal.getByTestId('payoff-result')).toBeVisible();
  await expect(modal.getByTestId('payoff-credit')).toHaveText('Rp 0');
  await modal.locator('.ant-modal-footer').getByRole('button', { name: text.close }).click();

  // The loan is inactive, settled early; no payment or settlement is offered any more.
  await expect(staff.getByTestId('inactive-reason')).toHaveText(text.settledEarly);
  await expect(staff.getByRole('button', { name: text.payoff, exact: true })).toHaveCount(0);
  const loan = await admin.get<{ active_status: string; inactive_reason: string | null }>(`/api/v1/loans/${loanId}`);
  expect(loan).toMatchObject({ active_status: 'inactive', inactive_reason: 'settled_early' });
  return quote.total;
}

/** The Accounting page from the side menu: the loan's journal lines balance, and so does the trial balance. */
async function checkBooks(staff: Page, loanId: string, lang: Lang) {
  const text = TEXTS[lang];
  await staff.getByRole('menu').getByRole('link', { name: text.accounting }).click();
  await expect(staff).toHaveURL(/\/app\/data\/accounting$/);
  await expect(staff.getByRole('heading', { name: text.accounting, exact: true })).toBeVisible();

  await staff.getByTestId('filter-loan-id').fill(loanId);
  await expect(staff).toHaveURL(new RegExp(`loan_id=${loanId}`));
  const table = staff.getByTestId('journal-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(table.locator('tr.ant-table-row').filter({ hasNotText: loanId })).toHaveCount(0);
  await expect(table.locator('[data-testid="journal-event"][data-event="payoff"]').first()).toBeVisible();
  const debit = table.getByTestId('journal-total-debit');
  const credit = table.getByTestId('journal-total-credit');
  await expect(debit).toContainText('Rp');
  expect(await debit.textContent()).toBe(await credit.textContent());

  await staff.getByRole('tab', { name: text.trialBalance }).click();
  await expect(staff).toHaveURL(/tab=trial-balance/);
  await expect(staff.getByTestId('tb-balanced')).toHaveText(text.balanced);
  expect(await staff.getByTestId('tb-total-debit').textContent()).toBe(await staff.getByTestId('tb-total-credit').textContent());
  await expect(staff.getByTestId('tb-difference')).toHaveText('Rp 0');
}

test('a loan settled early: quote, PDF, settlement, then its journal lines and a balanced trial balance', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const { loanId, staff } = await activeLoan(browser, request, 'Lunas Saputra');
  await settleEarly(staff, request, loanId, 'en');
  await checkBooks(staff, loanId, 'en');
  await staff.context().close();
});

test('the same in Indonesian', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const { loanId, staff } = await activeLoan(browser, request, 'Lunas Wibisono');
  await toIndonesian(staff);
  await settleEarly(staff, request, loanId, 'id');
  await checkBooks(staff, loanId, 'id');
  await staff.context().close();
});
