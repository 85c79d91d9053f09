/**
 * The loan application list and the borrower detail against the real server: applications are
 * made through the API, then a staff member works with them in the browser.
 */
import { expect, test } from './test';
import { signIn } from './helpers';
import { chooseIn } from './journey-helpers';
import {
  StaffApi,
  applicationRow,
  createDraft,
  createUnverified,
  demoRefs,
  listTotal,
  prospectNik,
  rowAction,
  searchFor,
  summaryCount,
} from './applications-helpers';

const LIST = '/app/borrower/application';

/** The applications of this file, made once. */
let apps: { toVerify: string; toDelete: string; picA: string; picB: string; full: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const api = await StaffApi.signIn(request, 'level3@roda.test');
  const refs = await demoRefs(api);
  apps = {
    full: await createUnverified(api, refs, 'Dewi Lestari'),
    toVerify: await createUnverified(api, refs, 'Agus Salim', 'ekyc-invitation'),
    toDelete: await createDraft(api, refs, 'Rudi Hartono'),
    picA: await createDraft(api, refs, 'Sri Wahyuni'),
    picB: await createDraft(api, refs, 'Joko Susilo'),
  };
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, 'level3@roda.test');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
});

test('finds an application by its loan ID', async ({ page }) => {
  await expect(applicationRow(page, apps.picB)).toBeVisible();
  await searchFor(page, apps.toVerify);
  await expect(applicationRow(page, apps.toVerify)).toBeVisible();
  await expect(applicationRow(page, apps.toVerify)).toContainText('Agus Salim');
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('list-total')).toHaveText('1–1 of 1');

  await searchFor(page, 'LN-9999999');
  await expect(page.getByText('No matches found')).toBeVisible();
});

test('verifies an unverified application and the counts follow', async ({ page }) => {
  const verified = await summaryCount(page, 'verified');
  const unverified = await summaryCount(page, 'unverified');
  const row = applicationRow(page, apps.toVerify);
  await expect(row.getByTestId('status-tag')).toHaveText('KYC Scheduled');
  await expect(row).toContainText('Rp 4.166.666');

  await rowAction(page, apps.toVerify, 'Verify');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Verify application ${apps.toVerify}?`);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText(`Application ${apps.toVerify} verified`)).toBeVisible();
  await expect(row.getByTestId('status-tag')).toHaveText('Verified');
  await expect.poll(() => summaryCount(page, 'verified')).toBe(verified + 1);
  await expect.poll(() => summaryCount(page, 'unverified')).toBe(unverified - 1);
});

test('deletes an application with a reason; it leaves the list and the totals drop', async ({ page }) => {
  const row = applicationRow(page, apps.toDelete);
  await expect(row).toBeVisible();
  const total = await summaryCount(page, 'total');
  const listed = await listTotal(page);

  await rowAction(page, apps.toDelete, 'Delete');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Fill in the reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Duplicate registration');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText(`Application ${apps.toDelete} deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => summaryCount(page, 'total')).toBe(total - 1);
  await expect.poll(() => listTotal(page)).toBe(listed - 1);
  await searchFor(page, apps.toDelete);
  await expect(page.getByText('No matches found')).toBeVisible();
});

test('assigns a PIC to two selected rows', async ({ page }) => {
  for (const loanId of [apps.picA, apps.picB]) {
    await expect(applicationRow(page, loanId)).toContainText('Not assigned');
    await page.getByLabel(`Select ${loanId}`, { exact: true }).check();
  }
  const bar = page.getByTestId('selection-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Assign PIC' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 selected applications');
  await chooseIn(dialog.getByRole('combobox'), 'level9@roda.test', { search: 'Level 9' });
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Selected rows go through the batch: each is assigned on its own, then the outcome is summed up.
  const summary = page.getByTestId('batch-result');
  await expect(summary.getByTestId('batch-succeeded')).toHaveText('Done for 2 applications');
  await expect(summary.getByTestId('batch-failed')).toHaveCount(0);
  await page.getByTestId('batch-close').click();
  await expect(summary).toBeHidden();
  for (const loanId of [apps.picA, apps.picB]) {
    await expect(applicationRow(page, loanId).getByTestId('pic')).toHaveText('Staff Level 9');
  }
  await expect(bar).toBeHidden();
});

test('opens the borrower detail with its tabs and documents', async ({ page }) => {
  await rowAction(page, apps.full, 'See detail');
  await expect(page).toHaveURL(new RegExp(`/app/borrower/detail\\?loan_id=${apps.full}$`));
  await expect(page.getByRole('heading', { name: 'Borrower detail' })).toBeVisible();
  await expect(page.getByTestId('borrower-name')).toHaveText('Dewi Lestari');
  await expect(page.getByTestId('status-tag')).toHaveText('Unverified');
  await expect(page.getByTestId('loan-id')).toHaveText(apps.full);
  for (const tab of ['Basic information', 'Address', 'Documents', 'Performance history']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Kota Administrasi Jakarta Pusat');

  await page.getByRole('tab', { name: 'Documents' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText(prospectNik());
  const files = panel.getByTestId('file-list');
  for (const label of ['ID card photo (KTP)', 'Self photo', 'Family card photo (KK)', 'Driver license photo (SIM)', 'Domicile letter', 'Ride-hailing profile page photo']) {
    await expect(files).toContainText(label);
  }
  // Thumbnails come from object URLs of files fetched with the bearer token.
  await expect(panel.getByTestId('file-thumbnail').first()).toHaveAttribute('src', /^blob:/);

  await panel.getByTestId('file-ktp_photo').getByRole('button', { name: 'View' }).click();
  const viewer = page.getByTestId('file-viewer');
  await expect(viewer.locator('img')).toHaveAttribute('src', /^blob:/);
  // Closed before the next click: its mask would take it (a click during its opening may be lost).
  await expect(async () => {
    if (await viewer.isVisible()) await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click({ timeout: 2_000 });
    await expect(viewer).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  const download = page.waitForEvent('download');
  await panel.getByTestId('file-domicile_letter').getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^domicile_letter-.+\.pdf$/);

  await page.getByRole('tab', { name: 'Performance history' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Rp 4.166.666');
  await expect(page.getByRole('tabpanel')).toContainText('Rp 138.888');
});

test('level 1 gets the 403 page for the application list', async ({ page }) => {
  await page.getByRole('button', { name: 'Log out' }).click();
  // The session ends when the logout answers; opening /login before that lands back in the app.
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await signIn(page, 'level1@roda.test');
  await page.goto(LIST);
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toHaveCount(0);
});
