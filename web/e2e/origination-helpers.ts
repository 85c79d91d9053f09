/**
 * Helpers of the origination path (issue 9): a verified loan made through the API, and the
 * approval, KYC and contract lists in the browser.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { StaffApi, createUnverified, demoRefs } from './applications-helpers';
import { signIn } from './helpers';

/** A verified application (approval pending) made through the API; returns its loan ID. */
export async function createVerified(api: StaffApi, name: string): Promise<string> {
  const refs = await demoRefs(api);
  const loanId = await createUnverified(api, refs, name);
  const detail = await api.get<{ version: number }>(`/api/v1/loan-applications/${loanId}`);
  await api.send('post', `/api/v1/loan-applications/${loanId}/verify`, { version: detail.version });
  return loanId;
}

/** A page of its own (own storage, own session) signed in as `email`. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Opens a list screen and narrows it to one loan by searching its ID. */
export async function openListAt(page: Page, path: string, heading: string, loanId: string): Promise<Locator> {
  await page.goto(`${path}?q=${encodeURIComponent(loanId)}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const row = loanRow(page, loanId);
  await expect(row).toBeVisible();
  return row;
}

/** The table row of a loan. */
export function loanRow(page: Page, loanId: string): Locator {
  return page.locator(`tr[data-row-key="${loanId}"]`);
}

/** Opens a row's action menu and picks `action`. */
export async function loanAction(page: Page, loanId: string, action: string | RegExp): Promise<void> {
  await loanRow(page, loanId).getByRole('button', { name: `Actions for ${loanId}` }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const item = typeof action === 'string' ? menu.getByRole('menuitem', { name: action, exact: true }) : menu.getByRole('menuitem', { name: action });
  await item.click();
}

/** The open modal. */
export function openModal(page: Page): Locator {
  return page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
}

/** The text of the last toast. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: text });
}
