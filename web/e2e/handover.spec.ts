/**
 * No active loan without its motorcycle (issue 41 item 13) in Chromium against the real server:
 * on the active-borrower list, Activate on a loan pending activation opens the handover form of
 * that loan; staff register the borrower's unit inline and hand it over, and the loan is active
 * with its unit in use.
 */
import { expect, test } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { DEMO_PASSWORD } from './helpers';
import { Api, newPendingActivationLoan } from './loan-helpers';
import { loanAction, loanRow, openListAt, signedInPage } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

test('Activate leads to the handover, which makes the loan active with its unit', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Sari Serahterima');
  const page = await signedInPage(browser, ADMIN);

  const row = await openListAt(page, '/app/borrower/active', 'Active borrowers', loanId);
  await expect(row.getByTestId('active-status')).toHaveText('Pending activation');
  await loanAction(page, loanId, 'Activate');
  await expect(page).toHaveURL(/\/app\/motorcycle\/handover\?/);
  await expect(page.getByRole('heading', { name: 'Handover', exact: true })).toBeVisible();
  const plate = await handOverWithANewUnit(page, loanId);

  // Active, with the unit in use.
  await openListAt(page, '/app/borrower/active', 'Active borrowers', loanId);
  await expect(loanRow(page, loanId).getByTestId('active-status')).not.toHaveText('Pending activation');
  await page.goto(`/app/motorcycle/active?q=${encodeURIComponent(plate)}`);
  await expect(page.getByTestId('active-motorcycles-table').locator('tbody tr').filter({ hasText: plate })).toContainText(loanId);

  // The old activation path refuses: a loan is activated by its handover only.
  const admin = await Api.signIn(request, ADMIN);
  const other = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Tanpa Motor');
  const token = await request.post('/api/v1/authentication/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const res = await request.post(`/api/v1/loans/${other}/activate`, {
    headers: { Authorization: `Bearer ${((await token.json()) as { data: { token: string } }).data.token}` },
    data: { handover_date: '2026-01-01' },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { errors: { code: string }[] }).errors[0].code).toBe('handover_required');
  const pending = await admin.get<{ items: { loan_id: string }[] }>(`/api/v1/handovers/pending?q=${other}`);
  expect(pending.items.map((i) => i.loan_id)).toEqual([other]);
});
