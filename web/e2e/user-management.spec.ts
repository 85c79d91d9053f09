import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('level 21 opens user management and finds an account by searching', async ({ page }) => {
  await signIn(page, 'admin@roda.test');
  await page.getByRole('menu').getByRole('link', { name: 'User management' }).click();
  await expect(page).toHaveURL(/\/app\/user-management$/);
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
  const table = page.getByTestId('users-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);

  await page.getByTestId('user-search').fill('level5');
  await expect(page).toHaveURL(/\?q=level5$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('level5@roda.test');
  await expect(rows).toContainText('Level 5');
  await expect(page.getByTestId('list-total')).toHaveText('1–1 of 1');
});
