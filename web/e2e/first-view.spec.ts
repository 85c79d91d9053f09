/**
 * A list's first view on a first load (issue 46, item 4; src/app/FirstView.tsx): with the shell's
 * code held back, the application list's rows are drawn from the prefetched page, inert; once the
 * code is in, the real list takes their place where they stood.
 */
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { StaffApi, createDraft, demoRefs } from './applications-helpers';

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
  // And it is the working list: its row menu opens.
  await real.getByRole('button', { name: `Actions for ${loanId}` }).click();
  await expect(page.getByRole('menuitem', { name: 'See detail' })).toBeVisible();
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
