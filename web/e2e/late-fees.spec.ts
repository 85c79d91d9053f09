/**
 * Late fees (denda, issue 43 item 1) on the staff's real path in Chromium against the real server:
 * a loan handed over weeks ago and never paid goes late, the daily job (run through the API, as
 * level 21) accrues its late fees, the administrator finds it on the late list with its
 * fees open, opens it from there, sees the fees on its schedule and its late-fee panel and asks for
 * a waiver of part of them (and is offered no approval of their own request); then another staff
 * member with the repayment area (level 3), in Indonesian, approves it: the fees open go down, on
 * the panel, in the loan's timeline and on the late list.
 */
import { expect, test, type Locator } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { Api, jakartaDate, newPendingActivationLoan, runDailyJob } from './loan-helpers';
import { loanAction, loanRow, openListAt, openModal, rupiah, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';
const REPAYMENT_STAFF = 'level3@roda.test';

test.describe.configure({ mode: 'serial' });

/** Rupiah shown as `Rp 1.250.000` as a number. */
async function amountOf(cell: Locator): Promise<number> {
  return Number(((await cell.textContent()) ?? '').replace(/\D/g, ''));
}

test('late fees accrue on a late loan; one staff member asks for a waiver, another approves it and the fees open go down', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  // A loan pending activation (by API), handed over long enough ago for installments to be late.
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Denda Pratama');
  const admin = await Api.signIn(request, ADMIN);
  const { terms } = await admin.get<{ terms: { frequency: string } }>(`/api/v1/loans/${loanId}`);
  const handover = jakartaDate(terms.frequency === 'monthly' ? -45 : -20);

  const staff = await signedInPage(browser, ADMIN);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  await handOverWithANewUnit(staff, loanId, `${handover} 10:00`);

  // The daily job: DPD, status, bucket, and the late fees accrued since the due dates.
  await runDailyJob(admin);

  // The late list shows the loan's late fees open beside the amount overdue.
  const row = await openListAt(staff, '/app/repayment/late', 'Late repayments', loanId);
  await expect(staff.getByRole('columnheader', { name: 'Late fees', exact: true })).toBeVisible();
  const listed = row.getByTestId('late-fees-open');
  await expect(listed).toContainText('Rp');
  const open = await amountOf(listed);
  expect(open).toBeGreaterThan(0);

  // Opened from the list: the loan tab, then its performance history.
  await row.getByRole('link', { name: loanId }).click();
  await staff.getByRole('tab', { name: 'Performance history' }).click();
  const schedule = staff.getByTestId('installment-schedule');
  await expect(schedule.getByRole('columnheader', { name: 'Late fee open' })).toBeVisible();
  await expect(schedule.getByTestId('late-fee-open').first()).toContainText('Rp');
  const panel = staff.getByTestId('late-fees');
  await expect(panel.getByRole('heading', { name: 'Late fees' })).toBeVisible();
  await expect(panel.getByTestId('late-fees-open')).toHaveText(rupiah(open));
  await expect(panel.getByTestId('late-fees-accrued')).toHaveText(rupiah(open));
  await expect(panel.getByTestId('late-fees-waived')).toHaveText('Rp 0');
  // The sections above are drawn (the chart's code loads last): the panel's buttons stay put.
  await expect(staff.getByTestId('dpd-chart')).toBeVisible();

  // Ask for a waiver of part of the fees, with a reason.
  const waive = Math.max(1, Math.floor(open / 2));
  const reason = `Hospital stay, letter seen (E2E ${Date.now()})`;
  await panel.getByRole('button', { name: 'Ask for a waiver' }).click();
  const modal = openModal(staff);
  await expect(modal.getByTestId('waiver-open')).toHaveText(rupiah(open));
  await modal.getByLabel('Amount to waive').fill(String(waive));
  await modal.getByLabel('Reason').fill(reason);
  await modal.getByRole('button', { name: 'Ask for a waiver' }).click();
  await expect(toast(staff, 'Waiver sent for approval')).toBeVisible();
  const waivers = panel.getByTestId('waiver-list');
  const asked = waivers.locator('tr').filter({ hasText: reason });
  await expect(asked).toContainText('Waiting for approval');
  await expect(asked).toContainText(rupiah(waive));
  await expect(panel.getByTestId('late-fees-pending_waivers')).toHaveText(rupiah(waive));
  // The one who asked may not decide it (maker-checker).
  await expect(asked.getByRole('button')).toHaveCount(0);
  await expect(panel.getByTestId('late-fees-open')).toHaveText(rupiah(open));

  // Another staff member with the repayment area, in Indonesian, approves it.
  const checker = await signedInPage(browser, REPAYMENT_STAFF);
  await checker.getByTestId('language-switch').click();
  await checker.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(checker.locator('html')).toHaveAttribute('lang', 'id');
  await checker.goto(`/app/borrower/detail?loan_id=${encodeURIComponent(loanId)}&tab=performance`);
  const theirs = checker.getByTestId('late-fees');
  await expect(theirs.getByRole('heading', { name: 'Denda', exact: true })).toBeVisible();
  await expect(checker.getByTestId('dpd-chart')).toBeVisible();
  await expect(theirs.getByTestId('waiver-list').locator('tr').filter({ hasText: reason })).toContainText('Menunggu persetujuan');
  await theirs.getByRole('button', { name: `Setujui keringanan ${rupiah(waive)}` }).click();
  const confirm = openModal(checker);
  await expect(confirm).toContainText(`Setujui keringanan ${rupiah(waive)}?`);
  await confirm.getByRole('button', { name: 'Setujui', exact: true }).click();
  await expect(toast(checker, 'Denda dihapuskan')).toBeVisible();
  const decided = theirs.getByTestId('waiver-list').locator('tr').filter({ hasText: reason });
  await expect(decided).toContainText('Disetujui');
  await expect(decided).toContainText('Staff Level 3');
  await expect(theirs.getByTestId('late-fees-open')).toHaveText(rupiah(open - waive));
  await expect(theirs.getByTestId('late-fees-waived')).toHaveText(rupiah(waive));
  await expect(theirs.getByTestId('late-fees-pending_waivers')).toHaveText('Rp 0');

  // The loan's timeline names both steps.
  await checker.getByRole('tab', { name: 'Pinjaman', exact: true }).click();
  const timeline = checker.getByTestId('loan-timeline');
  await expect(timeline).toContainText(`mengajukan penghapusan denda ${loanId}`);
  await expect(timeline).toContainText(`menghapus denda ${loanId}`);
  await checker.context().close();

  // Back on the late list, the administrator sees the fees open gone down.
  await openListAt(staff, '/app/repayment/late', 'Late repayments', loanId);
  await expect(loanRow(staff, loanId).getByTestId('late-fees-open')).toHaveText(rupiah(open - waive));
  await staff.context().close();
});
