/**
 * A screen's first view on a first load (issue 46, item 4; src/app/FirstView.tsx): with the
 * shell's code held back, the application list's rows, the journal's lines and totals and a
 * report's table are drawn from the prefetched data, inert; once the code is in, the real screen
 * takes their place where they stood.
 */
import { expect, test, type Locator, type Page } from './test';
import { signIn } from './helpers';
import { StaffApi, createDraft, demoRefs } from './applications-helpers';
import { newPendingActivationLoan } from './loan-helpers';

const LIST = '/app/borrower/application';

/** Holds the /app shell's chunk until the returned function is called. */
async function holdShell(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/AppLayout-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the application list shows its first page while its code loads, then the real list in its place', async ({
  page,
  playwright,
  server,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const api = await StaffApi.signIn(request, 'level3@roda.test');
  const loanId = await createDraft(api, await demoRefs(api), 'Ratna Kartika');
  await request.dispose();

  await signIn(page, 'level3@roda.test');
  const release = await holdShell(page);
  await page.goto(LIST);

  const firstView = page.getByTestId('first-view');
  const row = firstView.locator('tbody tr').filter({ hasText: loanId });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ratna Kartika');
  await expect(firstView.getByRole('heading', { includeHidden: true, name: 'Loan applications' })).toBeAttached();
  // Nothing in it responds, and assistive technology reads the real list only.
  expect(await firstView.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await expect(firstView).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('row')).toHaveCount(0);
  await expect(page.getByTestId('current-user')).toHaveCount(0);
  // The page's actions as the screen draws them, so the rows below stand where they will.
  await expect(firstView.getByTestId('page-actions')).toBeVisible();
  const before = await row.boundingBox();
  // The sidebar's entries of the staff member's areas, where the shell will draw them.
  const entry = firstView.getByTestId('sider').getByText('Loan applications', { exact: true });
  await expect(entry).toBeVisible();
  const entryBefore = await entry.boundingBox();

  release();
  await expect(firstView).toHaveCount(0);
  const real = page.getByTestId('applications-table').getByRole('row').filter({ hasText: loanId });
  await expect(real).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText('level3@roda.test');
  // The real row stands where the first view drew it.
  const after = await real.boundingBox();
  expect(before && after).toBeTruthy();
  expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
  await standsWhere(page.getByRole('menu').getByRole('link', { name: 'Loan applications', exact: true }), entryBefore);
  // And it is the working list: its row menu opens.
  await real.getByRole('button', { name: `Actions for ${loanId}` }).click();
  await expect(page.getByRole('menuitem', { name: 'See detail' })).toBeVisible();
});

/** Holds `locator`'s box, then asserts `real`'s stands within 2 px of it. */
async function standsWhere(real: Locator, before: { x: number; y: number } | null): Promise<void> {
  await expect(real).toBeVisible();
  const after = await real.boundingBox();
  expect(before && after).toBeTruthy();
  expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
}

test('the journal shows its lines and totals, and a report its table, while their code loads', async ({ page, request }) => {
  // A loan whose first payment is accepted: its entry is in the journal.
  const loanId = await newPendingActivationLoan(request, 'admin@roda.test', 'lender@roda.test', 'Dewi Anggraini');

  await signIn(page, 'admin@roda.test');
  let release = await holdShell(page);
  await page.goto(`/app/data/accounting?loan_id=${loanId}`);
  let firstView = page.getByTestId('first-view');
  const line = firstView.locator('tbody tr').filter({ hasText: loanId }).first();
  await expect(line).toBeVisible();
  await expect(firstView.locator('tfoot')).toContainText('Rp');
  await expect(firstView.getByRole('tab', { includeHidden: true, name: 'Journal' })).toBeAttached();
  expect(await firstView.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  const lineBox = await line.boundingBox();
  const totalsBox = await firstView.locator('tfoot tr').boundingBox();
  release();
  await expect(firstView).toHaveCount(0);
  const table = page.getByTestId('journal-table');
  await standsWhere(table.locator('tr.ant-table-row').filter({ hasText: loanId }).first(), lineBox);
  await standsWhere(table.getByTestId('journal-totals'), totalsBox);
  // The real tab: its filter is the address's, and the other tab opens.
  await expect(page.getByTestId('filter-loan-id')).toHaveValue(loanId);
  await page.getByRole('tab', { name: 'Trial balance' }).click();
  await expect(page.getByTestId('tb-balanced')).toBeVisible();

  release = await holdShell(page);
  await page.goto('/app/data');
  firstView = page.getByTestId('first-view');
  const stage = firstView.locator('tbody tr').filter({ hasText: 'Leads' });
  await expect(stage).toBeVisible();
  const stageBox = await stage.boundingBox();
  release();
  await expect(firstView).toHaveCount(0);
  await standsWhere(page.getByTestId('report-table').locator('tr.ant-table-row').filter({ hasText: 'Leads' }), stageBox);
  await expect(page.getByTestId('report-chart')).toBeVisible();

  // The trial balance's address has no first view (nothing of it is prefetched).
  release = await holdShell(page);
  await page.goto('/app/data/accounting?tab=trial-balance');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('first-view')).toHaveCount(0);
  release();
  await expect(page.getByTestId('tb-balanced')).toBeVisible();
});

test('a page without a first view, and the list opened from the menu, load as before', async ({ page }) => {
  await signIn(page, 'level3@roda.test');
  const release = await holdShell(page);
  await page.goto('/app/borrower/kyc');
  // The router draws nothing of its own while the code is held.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('first-view')).toHaveCount(0);
  release();
  await expect(page.getByTestId('current-user')).toBeVisible();
  await page.getByRole('link', { name: 'Loan applications' }).click();
  await expect(page.getByTestId('applications-table')).toBeVisible();
  await expect(page.getByTestId('first-view')).toHaveCount(0);
});
