/**
 * Numbers typed the Indonesian way and messages as the spec writes them (issue 45 items 7 and 8),
 * in Chromium against the real server: a battery's capacity typed '1,44' in Indonesian stays
 * '1,44' and is saved as 1.44 kWh; a server fault without a message says the spec's "Oops!"; a
 * file gone from storage says "No File Found" once and a failed export "Download failed" once; an
 * e-mail field never shows the browser's own validation bubble; the password rule and the
 * low-income refusal are each said once.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { chooseOption, fieldError, monthsAgo, pickDate } from './journey-helpers';
import { StaffApi, createDraft, createUnverified, demoRefs, uniqueTag, type Refs } from './applications-helpers';
import { openModal, toast } from './origination-helpers';

const LEVEL3 = 'level3@roda.test';
const LEVEL7 = 'level7@roda.test';
const ADMIN = 'admin@roda.test';
const OOPS = 'Oops! Something went wrong, please try again later.';

let api: StaffApi;
let refs: Refs;
let dispose: () => Promise<void>;

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  api = await StaffApi.signIn(request, LEVEL3);
  refs = await demoRefs(api);
  dispose = () => request.dispose();
});

test.afterAll(async () => dispose());

async function toIndonesian(page: Page): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

test('a capacity typed "1,44" in Indonesian stays 1,44 and is saved as 1.44 kWh', async ({ page, playwright, server }) => {
  const serial = `E2E-NUM-${uniqueTag()}`;
  await signIn(page, LEVEL7);
  await page.goto('/app/battery/active');
  await toIndonesian(page);
  await page.getByTestId('register-battery').click();
  const form = openModal(page);
  await form.getByLabel('Nomor seri', { exact: true }).fill(serial);
  await form.getByLabel('Model', { exact: true }).fill('LFP 48V 30Ah');
  const capacity = form.getByLabel('Kapasitas (kWh)', { exact: true });
  await capacity.clear();
  await capacity.pressSequentially('1,44');
  await form.getByLabel('Model', { exact: true }).click();
  await expect(capacity).toHaveValue('1,44');
  await expect(fieldError(form, 'Kapasitas (kWh)')).toHaveCount(0);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();

  const request = await playwright.request.newContext({ baseURL: server.url });
  const staff = await StaffApi.signIn(request, LEVEL7);
  const found = await staff.get<{ items: { serial: string; capacity_kwh: number }[] }>(`/api/v1/batteries?q=${serial}`);
  expect(found.items.map((b) => [b.serial, b.capacity_kwh])).toEqual([[serial, 1.44]]);
  await request.dispose();
});

test("a server fault that says nothing shows the spec's default text, not 'Error Server'", async ({ page }) => {
  await signIn(page, LEVEL7);
  await page.goto('/app/battery/active');
  await page.getByTestId('register-battery').click();
  const form = openModal(page);
  await form.getByLabel('Serial number', { exact: true }).fill(`E2E-OOPS-${uniqueTag()}`);
  await form.getByLabel('Model', { exact: true }).fill('LFP 48V 30Ah');
  await form.getByLabel('Capacity (kWh)', { exact: true }).fill('1.44');
  // The server (or a proxy in front of it) answers 500 with an empty body.
  await page.route('**/api/v1/batteries', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  // Keyed creations are sent again on a 5xx (three times, 2 s apart) before the toast.
  await expect(toast(page, OOPS)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Error Server')).toHaveCount(0);
});

test("a file gone from storage says 'No File Found' once; a failed export 'Download failed' once", async ({ page, server }) => {
  const loanId = await createUnverified(api, refs, 'Berkas Hilang');
  const detail = await api.get<{ documents: { domicile_letter_file_id: string } }>(`/api/v1/loan-applications/${loanId}`);
  // The record stays, the bytes are gone (removed from the storage folder by hand).
  rmSync(join(server.dataDir, 'files', 'uploads', detail.documents.domicile_letter_file_id));

  await signIn(page, LEVEL3);
  await page.goto(`/app/borrower/detail?loan_id=${loanId}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByTestId('file-domicile_letter').getByRole('button', { name: 'Download' }).click();
  await expect(toast(page, 'No File Found')).toBeVisible();
  await expect(page.getByText('No File Found')).toHaveCount(1);
  await expect(page.getByText('Download failed')).toHaveCount(0);

  await page.goto('/app/borrower/application');
  await page.route('**/api/v1/loan-applications?*format=xlsx*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByTestId('export-applications').click();
  await expect(toast(page, 'Download failed')).toBeVisible();
  await expect(page.getByText('Download failed')).toHaveCount(1);
});

test("an e-mail field shows the form's own texts, never the browser's validation bubble", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/app/user-management');
  await page.getByTestId('invite-user').click();
  const modal = openModal(page);
  await modal.getByLabel('Full name', { exact: true }).fill('E2E Bubble');
  const email = modal.getByLabel('Email', { exact: true });
  await email.fill('budi');
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  // The browser finds nothing wrong (no `type=email`, no `required`): only the form speaks.
  expect(await email.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
  await expect(fieldError(modal, 'Email')).toHaveText('Wrong email format');
  await email.clear();
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
  await expect(fieldError(modal, 'Email')).toHaveText('Fill in email');
  await expect(modal).toBeVisible();
});

test('the password rule and the low-income refusal are each said once', async ({ page }) => {
  const RULE = 'Minimum 8 characters with uppercase, lowercase, number and special character.';
  await signIn(page, LEVEL3);
  await page.goto('/app/borrower/application/new');
  await expect(page.getByText(RULE)).toHaveCount(1);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await password.blur();
  await expect(fieldError(page, 'Password')).toHaveText(RULE);
  await expect(page.getByText(RULE)).toHaveCount(1);

  const LOW = 'Borrowers average monthly income is less than Rp 3.000.000,-';
  const loanId = await createDraft(api, refs, 'Pendapatan Rendah');
  await page.goto(`/app/borrower/application/${loanId}?step=financial`);
  await chooseOption(page, 'Ride-hailing app', 'Gojek');
  await page.getByLabel('Work experience (months of service)', { exact: true }).fill('24');
  for (const i of [0, 1, 2]) {
    const month = monthsAgo(i + 1);
    await pickDate(page, `Month ${i + 1}`, month.typed, month.shown);
    await page.getByLabel(`Income in month ${i + 1}`, { exact: true }).fill('2000000');
  }
  await expect(page.getByTestId('income-below-minimum')).toHaveText(LOW);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Income history photo')).toHaveText('Upload income history photo');
  await expect(page.getByText(LOW)).toHaveCount(1);
});
