import { expect, test } from './test';
import { signIn } from './helpers';

test('a wrong password shows exactly the spec text', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@roda.test');
  await page.getByLabel('Password', { exact: true }).fill('Wrong!pass2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
});

test('/app without a session goes to /login', async ({ page }) => {
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an expired session lands on /login with the session-expired toast', async ({ page }) => {
  await signIn(page, 'admin@roda.test');
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, token: 'garbage', refresh_token: 'garbage' }));
  });
  // The toast lasts 3000 ms (spec §9): watch for it from the navigation on, so a slow machine
  // that is still settling the URL cannot miss it.
  const toast = page.getByText('Your session has expired, please re-login to access.').waitFor({ state: 'visible' });
  await page.goto('/app/borrower/application');
  await toast;
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('logging out ends the session', async ({ page }) => {
  await signIn(page, 'level3@roda.test');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
});

test('switching to Indonesian changes menu and headings, and is remembered', async ({ page }) => {
  await signIn(page, 'admin@roda.test');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('link', { name: 'Pengajuan pinjaman' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Manajemen pengguna' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});
