/**
 * Payments with what is due (issue 45 item 3) on a staff member's real path in Chromium against
 * the real server. The administrator activates a loan by handing its unit over 20 days ago, opens
 * "Record payment" from the active borrower list and reads, before typing anything, the next
 * installment (number, due date, amount), the amount overdue and the outstanding — the server's
 * own figures; the normal repayment list opens on today to seven days ahead (not every future
 * installment); all billing shows the nearest due date first.
 */
import { expect, test, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { Api, jakartaDate, newPendingActivationLoan } from './loan-helpers';
import { loanAction, openListAt, openModal, rupiah, signedInPage } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

interface Due {
  next_installment: { number: number; due_date: string; amount: number } | null;
  amount_overdue: number;
  outstanding: number;
}

interface Installment {
  number: number;
  due_date: string;
  amount_due: number;
  amount_paid: number;
}

/** `YYYY-MM-DD` as the app writes a date in English (`23 Nov 2026`). */
function shown(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The installment rows of a billing list (one `tr` per installment). */
function rows(page: Page) {
  return page.locator('tbody tr.ant-table-row');
}

test('the payment dialog shows what is due, normal repayments open on the week ahead, all billing nearest first', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Rina Kartika');
  const staff = await signedInPage(browser, ADMIN);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  await handOverWithANewUnit(staff, loanId, `${jakartaDate(-20)} 10:00`);

  const admin = await Api.signIn(request, ADMIN);
  await expect.poll(async () => (await admin.get<{ active_status: string | null }>(`/api/v1/loans/${loanId}`)).active_status).not.toBe('pending_activation');
  const schedule = await admin.get<Installment[]>(`/api/v1/loans/${loanId}/installments`);
  const open = (i: Installment) => i.amount_due - i.amount_paid;
  const today = jakartaDate(0);
  const next = schedule.find((i) => i.due_date >= today && open(i) > 0)!;
  const overdue = schedule.filter((i) => i.due_date < today).reduce((sum, i) => sum + open(i), 0);
  const outstanding = schedule.reduce((sum, i) => sum + open(i), 0);

  // "Record payment" from the active borrower list: what is due, before typing an amount.
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Record payment');
  const modal = openModal(staff);
  await expect(modal.getByTestId('payment-next-installment')).toHaveText(`No. ${next.number} · due ${shown(next.due_date)} · ${rupiah(open(next))}`);
  await expect(modal.getByTestId('payment-overdue')).toHaveText(rupiah(overdue));
  await expect(modal.getByTestId('payment-outstanding')).toHaveText(rupiah(outstanding));
  // The server says the same (its domain code computed them).
  const due = await admin.get<Due>(`/api/v1/loans/${loanId}/payment-due`);
  expect([due.next_installment?.number, due.amount_overdue, due.outstanding]).toEqual([next.number, overdue, outstanding]);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  // Normal repayments open on today to seven days ahead: the loan's installments of the week only.
  const week = jakartaDate(7);
  await staff.goto(`/app/repayment/normal?q=${encodeURIComponent(loanId)}`);
  await expect(staff.getByRole('heading', { name: 'Normal repayments', exact: true })).toBeVisible();
  await expect(staff.getByPlaceholder('Due from')).toHaveValue(today);
  await expect(staff.getByPlaceholder('Due to')).toHaveValue(week);
  const inWeek = schedule.filter((i) => i.due_date >= today && i.due_date <= week && open(i) > 0);
  const later = schedule.filter((i) => i.due_date > week);
  expect(later.length, 'the loan has installments after the week').toBeGreaterThan(0);
  // Whether the loan pays on time or not, nothing due after the week is listed.
  const listed = rows(staff).filter({ hasText: loanId });
  await expect(staff.getByTestId('normal-table')).toBeVisible();
  for (const i of later.slice(0, 3)) await expect(listed.filter({ hasText: `No. ${i.number}` })).toHaveCount(0);
  expect(await listed.count()).toBeLessThanOrEqual(inWeek.length);

  // All billing: the nearest due date first (the next installment), not the furthest.
  await staff.goto(`/app/repayment/all-billing?q=${encodeURIComponent(loanId)}`);
  await expect(staff.getByRole('heading', { name: 'All billing', exact: true })).toBeVisible();
  const first = rows(staff).first();
  await expect(first).toContainText(loanId);
  await expect(first).toContainText(`No. ${next.number}`);
  await expect(first).toContainText(shown(next.due_date));
  await staff.context().close();
});
