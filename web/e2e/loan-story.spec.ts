/**
 * A loan's story in words (issue 45 item 2) on a staff member's real path in Chromium against the
 * real server.
 *
 * A loan goes through verification, allocation, the lender's approval, KYC, the first payment, the
 * contract (uploaded as a named PDF) and the handover the administrator makes in the browser. On
 * the borrower detail the administrator reads the Loan tab's timeline, the audit trail and the
 * data access log, in English and in Indonesian: each event a sentence with the person and the
 * loan ID (the contract by its name), never a code, an id or an i18next error. The header says
 * the loan is an active borrower's; the tab lives in the address (a link to `?tab=audit` opens the
 * audit trail). The unit's history names its facts in words. Then the daily job, run for a day
 * after another loan's first payment fell due, closes that schedule, and its timeline names the
 * daily job as who did it.
 */
import { expect, test, type Locator, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { signIn } from './helpers';
import { jakartaDate, newContractStageLoan, newPendingActivationLoan, runDailyJobAhead } from './loan-helpers';
import { loanAction, openListAt } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const ADMIN_NAME = 'Admin Roda';
const LENDER_STAFF = 'lender@roda.test';
const LENDER_NAME = 'Lender Staff';

/** What a reader must never see in a story: an id, an event's code, an object, an i18next error. */
const UNREADABLE = [
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
  /\b(?:loan|lead|loan_application)\.[a-z_-]+/,
  /\[object Object\]/,
  /returned an object/,
  /\b(?:view_detail|view_document|data_export|battery_serials|approval_status|kyc_status)\b/,
];

async function expectReadable(scope: Locator): Promise<void> {
  const text = (await scope.innerText()).trim();
  expect(text.length, 'something to read').toBeGreaterThan(0);
  for (const pattern of UNREADABLE) expect(text, `no ${pattern}`).not.toMatch(pattern);
}

/** The borrower detail's tab `name` (by its label in the reader's language). */
function detailTab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

async function switchLanguage(page: Page, option: 'Bahasa Indonesia' | 'English'): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: option }).click();
}

test('a staff member reads a loan as a story: timeline, audit trail and data access in both languages', async ({ browser, request, server }) => {
  test.setTimeout(420_000);
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Cerita Lestari');
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(page, ADMIN);

  // The administrator hands the motorcycle over in the browser: the loan becomes active.
  await openListAt(page, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(page, loanId, 'Activate');
  const plate = await handOverWithANewUnit(page, loanId);

  // The borrower detail, opened on the Loan tab by its address.
  await page.goto(`/app/borrower/detail?loan_id=${loanId}&tab=loan`);
  await expect(page.getByTestId('borrower-name')).toHaveText('Cerita Lestari');
  await expect(detailTab(page, 'Loan')).toHaveAttribute('aria-selected', 'true');
  // The header: where the loan stands now, not the application's "Verified".
  const header = page.getByTestId('loan-stage-tags');
  await expect(header.getByTestId('stage-status')).toHaveText('Active borrower');
  await expect(header.getByTestId('active-status')).toHaveAttribute('data-status', /^(normal|late|on_hold)$/);

  const timeline = page.getByTestId('loan-timeline');
  await expect(timeline).toContainText(`${ADMIN_NAME} verified the application ${loanId}.`);
  await expect(timeline).toContainText(`${LENDER_NAME} approved ${loanId} for the lender.`);
  await expect(timeline).toContainText(`${ADMIN_NAME} uploaded the contract “document.pdf” for ${loanId}.`);
  await expect(timeline).toContainText(`${ADMIN_NAME} activated ${loanId} on the motorcycle handover.`);
  await expect(timeline).toContainText('Approval: Pending → Approved');
  await expectReadable(timeline);

  // The audit trail: the tab follows the address, and every change reads as a sentence.
  await detailTab(page, 'Audit trail').click();
  await expect(page).toHaveURL(/[?&]tab=audit\b/);
  // Newest first: the handover's activation and the contract verified before it.
  const audit = page.getByTestId('audit-table');
  await expect(audit).toContainText(`${ADMIN_NAME} activated ${loanId} on the motorcycle handover.`);
  await expect(audit).toContainText(`${ADMIN_NAME} verified the contract “document.pdf” of ${loanId}.`);
  await expectReadable(audit);

  // The data access log: who opened what, with the loan ID.
  await detailTab(page, 'Data access').click();
  await expect(page).toHaveURL(/[?&]tab=data-access\b/);
  const access = page.getByTestId('access-log-table');
  await expect(access).toContainText(`${ADMIN_NAME} opened the borrower detail of ${loanId}.`);
  await expectReadable(access);

  // The same in Indonesian.
  await switchLanguage(page, 'Bahasa Indonesia');
  await expect(access).toContainText(`${ADMIN_NAME} membuka detail peminjam ${loanId}.`);
  await expectReadable(access);
  await detailTab(page, 'Jejak audit').click();
  await expect(audit).toContainText(`${ADMIN_NAME} mengaktifkan ${loanId} saat serah terima motor.`);
  await expect(audit).toContainText(`${ADMIN_NAME} memverifikasi kontrak “document.pdf” ${loanId}.`);
  await expectReadable(audit);
  await detailTab(page, 'Pinjaman').click();
  await expect(timeline).toContainText(`${LENDER_NAME} menyetujui ${loanId} atas nama pemberi dana.`);
  await expect(timeline).toContainText(`${ADMIN_NAME} mengunggah kontrak “document.pdf” untuk ${loanId}.`);
  await expectReadable(timeline);
  await expect(header.getByTestId('stage-status')).toHaveText('Peminjam aktif');
  await switchLanguage(page, 'English');

  // A link to the audit trail opens it.
  await page.goto(`/app/borrower/detail?loan_id=${loanId}&tab=audit`);
  await expect(detailTab(page, 'Audit trail')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('audit-table')).toContainText(`${ADMIN_NAME} activated ${loanId} on the motorcycle handover.`);

  // The unit's history names its facts in words.
  await page.goto(`/app/motorcycle/active?q=${encodeURIComponent(plate)}`);
  await page.getByTestId('active-motorcycles-table').getByRole('link', { name: `Open ${plate}` }).click();
  const history = page.getByTestId('motorcycle-timeline');
  const handedOver = history.locator('[data-kind="handed_over"]');
  await expect(handedOver).toContainText('Handed over');
  await expect(handedOver).toContainText('Batteries:');
  await expect(handedOver).toContainText(`Loan: ${loanId}`);
  await expect(handedOver).toContainText('Odometer (km): 3 km');
  await expectReadable(history);

  // The daily job, a day after another loan's first payment fell due, closes that schedule; the
  // timeline names the daily job as who did it.
  const lapsed = await newContractStageLoan(request, ADMIN, LENDER_STAFF, 'Harian Saputra');
  runDailyJobAhead(server, jakartaDate(4));
  await page.goto(`/app/borrower/detail?loan_id=${lapsed}&tab=loan`);
  const lapsedTimeline = page.getByTestId('loan-timeline');
  await expect(lapsedTimeline).toContainText(`Daily job closed the schedule of ${lapsed} whose date had passed.`);
  await expect(lapsedTimeline).toContainText('First payment: Payment scheduled → Schedule expired');
  await expectReadable(lapsedTimeline);
  await switchLanguage(page, 'Bahasa Indonesia');
  await expect(lapsedTimeline).toContainText(`Tugas harian menutup jadwal ${lapsed} yang tanggalnya sudah lewat.`);
  await switchLanguage(page, 'English');
});
