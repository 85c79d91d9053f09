import { expect, type Page } from '@playwright/test';

/** The password of every demo account (DESIGN §1). */
export const DEMO_PASSWORD = 'Roda!demo2026';

/** Signs in through the login form and waits for the first /app screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/.+/);
  await expect(page.getByTestId('current-user')).toContainText(email);
}

/** The labels of the sidebar entries, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allTextContents();
}
