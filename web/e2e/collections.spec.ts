/**
 * The collector's worklist (issue 43 items 2 and 3) on a collector's real path in Chromium against
 * the real server: a loan handed over weeks ago and never paid goes late (the daily job, run
 * through the API as level 21, for a past or present day: the demo server refuses future dates);
 * the administrator finds it on the collections page, assigns it to a collector (level 3), records
 * a call in which the borrower promised to pay today, and sees the promise open with its date and,
 * in the loan's history drawer, the contact and the promise; then the collector reads the same
 * screen in Indonesian.
 */
import { expect, test } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { Api, jakartaDate, newPendingActivationLoan, runDailyJob } from './loan-helpers';
import { signIn } from './helpers';
import { loanAction, loanRow, openListAt, openModal, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';
const COLLECTOR = 'level3@roda.test';
const COLLECTOR_NAME = 'Staff Level 3';

test.describe.configure({ mode: 'serial' });

/** `YYYY-MM-DD` as the app writes a date in English (`24 Nov 2026`). */
function shownDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  return `${d} ${month} ${y}`;
}

test('a late loan is assigned to a collector, a call with a promise to pay is recorded, and the promise and history show it', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  // A loan handed over long enough ago for installments to be late, then the daily job.
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Tagih Saputra');
  const admin = await Api.signIn(request, ADMIN);
  const { terms } = await admin.get<{ terms: { frequency: string } }>(`/api/v1/loans/${loanId}`);
  const handover = jakartaDate(terms.frequency === 'monthly' ? -45 : -20);
  // A 1366 px laptop with the sidebar open: the worklist fits without scrolling sideways.
  const staff = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(staff, ADMIN);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  await handOverWithANewUnit(staff, loanId, `${handover} 10:00`);
  await runDailyJob(admin);

  // The collections page, from the side menu, narrowed to the loan.
  await staff.goto('/app/home');
  await staff.getByRole('menu').getByRole('link', { name: 'Collections' }).click();
  await expect(staff).toHaveURL(/\/app\/repayment\/collections$/);
  await expect(staff.getByRole('heading', { name: 'Collections', exact: true })).toBeVisible();
  const row = await openListAt(staff, '/app/repayment/collections', 'Collections', loanId);
  await expect(row.getByTestId('dpd')).not.toHaveText('0');
  await expect(row.getByTestId('to-collect')).toContainText('Rp');
  await expect(row.getByTestId('collector')).toHaveText('Unassigned');
  await expect(row.getByTestId('last-contact')).toHaveText('Not contacted yet');

  // Assign it to the collector.
  await row.getByLabel(`Select ${loanId}`).check();
  await staff.getByTestId('batch-assign').click();
  const assign = openModal(staff);
  await expect(assign.getByTestId('assign-target')).toHaveText('1 loan selected');
  await assign.getByLabel('Collector').click();
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: COLLECTOR_NAME }).first().click();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(staff, 'Collector assigned')).toBeVisible();
  await expect(row.getByTestId('collector')).toHaveText(COLLECTOR_NAME);

  // The collector filter finds it.
  await staff.getByTestId('filter-collector').click();
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: COLLECTOR_NAME }).first().click();
  await expect(staff).toHaveURL(/collector_id=/);
  await expect(loanRow(staff, loanId)).toBeVisible();

  // Record a call in which the borrower promised to pay today: amount preset to what is to collect.
  const toCollect = ((await row.getByTestId('to-collect').textContent()) ?? '').trim();
  await row.getByRole('button', { name: `Record contact for ${loanId}` }).click();
  const contact = openModal(staff);
  await expect(contact.getByTestId('contact-target')).toContainText(loanId);
  await contact.getByText('Promised to pay', { exact: true }).click();
  await expect(contact.getByLabel('Promised amount')).toHaveValue(toCollect.replace(/^Rp\s*/, '').replaceAll('.', ','));
  await expect(contact.getByLabel('Promised date')).toHaveValue(jakartaDate(0));
  await contact.getByLabel('Note').fill('Will transfer tonight');
  await contact.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(staff, 'Contact recorded · Promise to pay recorded')).toBeVisible();

  // The row: last contact, the promise open with today's date, the next action on that date.
  await expect(row.getByTestId('last-contact')).toContainText('Call · Promised to pay');
  await expect(row.getByTestId('promise-status')).toHaveText('Open');
  await expect(row.getByTestId('promise')).toContainText(toCollect);
  await expect(row.getByTestId('promise-date')).toHaveText(shownDate(jakartaDate(0)));
  await expect(row.getByTestId('next-action')).toHaveText(shownDate(jakartaDate(0)));

  const table = staff.locator('[data-testid="collections-table"] .ant-table-content');
  const { scroll, client } = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, 'the worklist scrolls sideways at 1366 px').toBeLessThanOrEqual(client);

  // The open-promise filter keeps it.
  await staff.getByTestId('filter-promise-status').click();
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Open' }).first().click();
  await expect(staff).toHaveURL(/promise_status=open/);
  await expect(loanRow(staff, loanId)).toBeVisible();

  // The history drawer: the promise (open) and the contact, newest first.
  await row.getByRole('button', { name: `Collection history of ${loanId}` }).click();
  const history = staff.getByTestId('collection-history');
  await expect(history).toBeVisible();
  const promise = history.getByTestId('history-promise');
  await expect(promise).toContainText(`Promised to pay ${toCollect} by ${shownDate(jakartaDate(0))}`);
  await expect(promise.getByTestId('promise-status')).toHaveText('Open');
  const call = history.getByTestId('history-contact');
  await expect(call).toContainText('Call: Promised to pay');
  await expect(call).toContainText('Will transfer tonight');
  await expect(call).toContainText('by ');
  await staff.context().close();

  // The collector reads the worklist in Indonesian.
  const collector = await signedInPage(browser, COLLECTOR);
  await collector.getByTestId('language-switch').click();
  await collector.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(collector.locator('html')).toHaveAttribute('lang', 'id');
  await expect(collector.getByRole('menu').getByRole('link', { name: 'Penagihan' })).toBeVisible();
  const theirs = await openListAt(collector, '/app/repayment/collections', 'Penagihan', loanId);
  await expect(collector.getByRole('columnheader', { name: 'Kolektor' })).toBeVisible();
  await expect(collector.getByRole('columnheader', { name: 'Tindakan berikutnya' })).toBeVisible();
  await expect(theirs.getByTestId('collector')).toHaveText(COLLECTOR_NAME);
  await expect(theirs.getByTestId('promise-status')).toHaveText('Terbuka');
  await expect(theirs.getByTestId('last-contact')).toContainText('Telepon · Berjanji membayar');
  await theirs.getByRole('button', { name: `Riwayat penagihan ${loanId}` }).click();
  await expect(collector.getByTestId('history-contact')).toContainText('Telepon: Berjanji membayar');
  await expect(collector.getByTestId('history-promise')).toContainText('Berjanji membayar');
  await collector.context().close();
});
