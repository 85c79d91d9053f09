/**
 * The end of a loan leaves nothing alive (issue 45 item 4), on a staff member's real path in
 * Chromium against the real server.
 *
 * A loan handed over today with its billing held is paid off in full through "Record payment":
 * its active borrower row no longer shows hold billing, a quality bucket ("Current") or a next due
 * date; its unit leaves the active motorcycles; the funder's loan list shows it ended; staff
 * return the unit from its page and the answer says the holder was ended. A second, late loan is
 * ended from "Deactivate borrower": the dialog offers the ways a loan really ends, sends "settled
 * early" to the early settlement, and the server refuses "repossessed" until the unit is
 * repossessed — after which the loan ends and its unit is no longer in use.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { Api, jakartaDate, newPendingActivationLoan } from './loan-helpers';
import { loanAction, loanRow, openListAt, openModal, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

/** A new loan activated in the browser by handing over a new unit at `at` (now when absent); answers its ID and the unit's plate. */
async function activeLoan(staff: Page, request: APIRequestContext, name: string, at?: string): Promise<{ loanId: string; plate: string }> {
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, name);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  const plate = await handOverWithANewUnit(staff, loanId, at);
  const admin = await Api.signIn(request, ADMIN);
  await expect.poll(async () => (await admin.get<{ active_status: string | null }>(`/api/v1/loans/${loanId}`)).active_status).not.toBe('pending_activation');
  return { loanId, plate };
}

/** The active motorcycles narrowed to `plate`: whether the unit is listed. */
async function expectActiveUnit(staff: Page, plate: string, listed: boolean) {
  await staff.goto(`/app/motorcycle/active?q=${encodeURIComponent(plate)}`);
  await expect(staff.getByRole('heading', { name: 'Active motorcycles', exact: true })).toBeVisible();
  const table = staff.getByTestId('active-motorcycles-table');
  await expect(table).toBeVisible();
  await expect(staff.getByTestId('list-total')).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row').filter({ hasText: plate })).toHaveCount(listed ? 1 : 0);
}

/** From the unit's page (found by plate): "Change status" to `status` with a note. */
async function changeStatus(staff: Page, plate: string, status: string) {
  await staff.goto('/app/motorcycle/detail');
  await staff.getByTestId('find-unit').fill(plate);
  await staff.getByRole('link', { name: plate }).click();
  await staff.getByTestId('change-status').click();
  const modal = openModal(staff);
  await modal.getByLabel('New status').click();
  await staff.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${status}$`) }).click();
  await modal.getByLabel('Reason').fill('Loan ended');
  await modal.getByRole('button', { name: 'Save' }).click();
}

test('a paid-off loan shows no hold, bucket or next due date, its unit leaves the active motorcycles and is returned', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const staff = await signedInPage(browser, ADMIN);
  const { loanId, plate } = await activeLoan(staff, request, 'Dewi Lestari');
  const admin = await Api.signIn(request, ADMIN);
  // Billing held from today (an illness): the row says so while the loan runs.
  await admin.post(`/api/v1/loans/${loanId}/hold-billing`, { reason_code: 'illness', note: null, start_date: jakartaDate(0), end_date: jakartaDate(5) });
  let row = await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await expect(row).toContainText(/On hold|Hold billing/);
  await expectActiveUnit(staff, plate, true);

  // Paid off in full through "Record payment" (the dialog shows what is outstanding).
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Record payment');
  const modal = openModal(staff);
  const due = await admin.get<{ outstanding: number; late_fees_open: number }>(`/api/v1/loans/${loanId}/payment-due`);
  await expect(modal.getByTestId('payment-outstanding')).toBeVisible();
  const amount = modal.getByLabel('Amount paid');
  await amount.fill(String(due.outstanding + due.late_fees_open));
  await modal.getByLabel('Reference').fill(`E2E-END-${Date.now()}`);
  await modal.getByRole('button', { name: 'Record payment' }).click();
  await expect(modal.getByTestId('payment-result')).toBeVisible();
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // Its row: inactive, paid off; no hold billing, no "Current", no next due date.
  row = await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await expect(row).toContainText('Paid off');
  await expect(row).not.toContainText('Hold billing');
  await expect(row).not.toContainText('Current');
  const nextDue = await staff.getByRole('columnheader', { name: 'Next due date' }).evaluate((th) => Array.from(th.parentElement!.children).indexOf(th));
  await expect(row.locator('td').nth(nextDue)).toHaveText('—');

  // Its unit is no longer in use.
  await expectActiveUnit(staff, plate, false);

  // The funder's list shows the loan ended, not active.
  const lender = await Api.signIn(request, LENDER_STAFF);
  const me = await lender.get<{ lender_id: string }>('/api/v1/me');
  await staff.goto(`/app/lender/${me.lender_id}`);
  const allocation = staff.getByTestId('lender-loans').locator('tbody tr').filter({ hasText: loanId });
  await expect(allocation.getByTestId('loan-stage')).toHaveText('Ended');

  // Returned from its page: the answer says the holder was ended.
  await changeStatus(staff, plate, 'In stock');
  await expect(toast(staff, 'Motorcycle returned to stock; holder ended')).toBeVisible();
  await expect(staff.getByTestId('motorcycle-holder')).toHaveCount(0);
  await staff.context().close();
});

test('deactivation offers the ways a loan really ends and the server holds each to the book', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const staff = await signedInPage(browser, ADMIN);
  const { loanId, plate } = await activeLoan(staff, request, 'Agus Salim', `${jakartaDate(-40)} 10:00`);

  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Deactivate borrower');
  let modal = openModal(staff);
  await expect(modal.getByText('How did the loan end?')).toBeVisible();
  // Something is owed: "paid off" cannot be chosen.
  await expect(modal.getByRole('radio', { name: /^Paid off/ })).toBeDisabled();
  // Settled early points to the early settlement instead of faking it.
  await modal.getByRole('radio', { name: /^Settled early/ }).check();
  await modal.getByRole('button', { name: 'Open Early settlement' }).click();
  const payoff = openModal(staff);
  await expect(payoff).toContainText('Early settlement');
  await payoff.getByRole('button', { name: 'Cancel' }).click();
  await expect(payoff).toBeHidden();

  // Repossessed before the unit was repossessed: the server refuses, the loan stays active.
  await loanAction(staff, loanId, 'Deactivate borrower');
  modal = openModal(staff);
  await modal.getByRole('radio', { name: /^Repossessed/ }).check();
  await modal.getByLabel('Reason').fill('Motor ditarik');
  await modal.getByRole('button', { name: 'End loan' }).click();
  await expect(toast(staff, "The loan's motorcycle has not been repossessed yet")).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // The unit is repossessed from its page: its holder ended, it is no longer in use.
  await changeStatus(staff, plate, 'Repossessed');
  await expect(toast(staff, 'Motorcycle repossessed; holder ended')).toBeVisible();
  await expectActiveUnit(staff, plate, false);

  // Now the loan ends as repossessed: the rest is written off.
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Deactivate borrower');
  modal = openModal(staff);
  await modal.getByRole('radio', { name: /^Repossessed/ }).check();
  await modal.getByLabel('Reason').fill('Motor ditarik');
  await modal.getByRole('button', { name: 'End loan' }).click();
  await expect(toast(staff, 'Loan closed after repossession; the rest written off')).toBeVisible();
  const row = loanRow(staff, loanId);
  await expect(row).toContainText('Written off');
  await expect(row).not.toContainText('Hold billing');
  await staff.context().close();
});
