/**
 * Helpers of the origination path (issue 9): a verified loan made through the API, and the
 * approval, KYC and contract lists in the browser.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { StaffApi, createUnverified, demoRefs } from './applications-helpers';
import { signIn } from './helpers';
import { FIXTURES } from './journey-helpers';

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

/** Rupiah as the app writes it (`Rp 1.250.000`, formatRupiah of src/lib/format.ts). */
export function rupiah(amount: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
}

/** Today in Jakarta, `YYYY-MM-DD`. */
function jakartaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now());
}

/**
 * On the contract list (narrowed to the loan), uploads a payment proof of the loan through its row
 * menu: the proof image, a fresh transfer reference, paid today, of `amount` (else the first
 * payment's full amount the form starts with). Waits for the upload's toast, or acknowledges the
 * possible-duplicate dialog (other specs upload the same image).
 */
export async function uploadProofInBrowser(page: Page, loanId: string, amount?: number): Promise<void> {
  await loanAction(page, loanId, 'Upload payment proof');
  const modal = openModal(page);
  await modal.locator('input[type="file"]').setInputFiles(FIXTURES.jpg);
  await expect(modal.getByTestId('upload-payment_proof-done')).toBeVisible();
  await modal.getByLabel('Transfer reference').fill(`BCA-${Date.now()}`);
  if (amount !== undefined) await modal.getByLabel('Amount paid').fill(String(amount));
  const paid = modal.getByLabel('Paid on');
  await paid.click();
  await paid.fill(jakartaToday());
  await paid.press('Enter');
  const upload = modal.locator('button[type="submit"]');
  // The server may flag the proof as a possible duplicate, which the screen says in a dialog to
  // acknowledge (the queue row then carries the flag).
  const flagged = page.getByRole('dialog').filter({ hasText: 'Proof uploaded, flagged as a possible duplicate' });
  const uploaded = toast(page, `Payment proof of ${loanId} uploaded`).or(flagged).first();
  // Enter may have submitted the form already, and the dialog may close at any moment: every
  // look at the button is short, and a click is made only while it is still there and idle
  // (a loading button ignores clicks, so the proof is never sent twice).
  await expect(async () => {
    if (!(await uploaded.isVisible())) {
      const idle = !((await upload.getAttribute('class', { timeout: 1_000 }).catch(() => null)) ?? 'ant-btn-loading').includes('ant-btn-loading');
      if (idle) await upload.click({ timeout: 1_000 }).catch(() => {});
    }
    await expect(uploaded).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  if (await flagged.isVisible()) await flagged.getByRole('button', { name: 'OK' }).click();
}

/** The row of the loan's pending proof in the verification queue of the contract list. */
export function queuedProofRow(page: Page, loanId: string): Locator {
  return page.getByTestId('proof-queue').locator('tr.ant-table-row').filter({ hasText: loanId });
}
