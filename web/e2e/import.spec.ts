/**
 * Batch work on the application list (issue 13) in Chromium against the real server: staff
 * download the import template, upload a spreadsheet, see the row with an error, import the
 * valid rows, download the list and the paid data as xlsx, and verify two selected rows with a
 * summary of what was done and what was not.
 *
 * The spreadsheets are fixtures (xlsx is not written here): `e2e/fixtures/import-good.xlsx`
 * holds 3 valid rows, `e2e/fixtures/import-bad.xlsx` 2 valid rows and 1 row with an invalid
 * e-mail; their e-mails differ from each other and from the demo data.
 */
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { StaffApi, applicationRow, createDraft, createUnverified, demoRefs } from './applications-helpers';

const LIST = '/app/borrower/application';
const IMPORT = `${LIST}/import`;

/** The path of an e2e fixture; fails clearly when it has not been written. */
function fixture(name: string): string {
  const path = new URL(`./fixtures/${name}`, import.meta.url).pathname;
  if (!existsSync(path)) throw new Error(`e2e/fixtures/${name} is missing: write the import fixtures first`);
  return path;
}

/** The applications of the batch step, made once. */
let batch: { unverified: string; draft: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const api = await StaffApi.signIn(request, 'level3@roda.test');
  const refs = await demoRefs(api);
  batch = {
    unverified: await createUnverified(api, refs, 'Bambang Pamungkas'),
    draft: await createDraft(api, refs, 'Kartini Rahayu'),
  };
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, 'level3@roda.test');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
});

/** Clicks `testId` and returns the name of the file it downloads. */
async function downloadName(page: Page, testId: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  return (await download).suggestedFilename();
}

/** Uploads a spreadsheet on the import page and waits for the server to have checked it. */
async function uploadAndCheck(page: Page, name: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(fixture(name));
  await expect(page).toHaveURL(new RegExp(`${IMPORT}/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('import-file')).toHaveText(name);
  await expect(page.getByTestId('import-status-tag')).toHaveText('Checked', { timeout: 30_000 });
}

test('a file without errors can be checked and cancelled before anything is created', async ({ page }) => {
  await page.getByRole('link', { name: 'Import batch' }).click();
  await expect(page).toHaveURL(new RegExp(`${IMPORT}$`));
  await uploadAndCheck(page, 'import-good.xlsx');
  await expect(page.getByTestId('import-rows-valid')).toContainText('3');
  await expect(page.getByTestId('import-rows-invalid')).toContainText('0');
  await expect(page.getByTestId('import-errors')).toHaveCount(0);
  await expect(page.getByTestId('import-commit')).toHaveText('Import 3 valid rows');

  await page.getByTestId('import-cancel').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel import' }).click();
  await expect(page.getByTestId('import-status-tag')).toHaveText('Cancelled');
  await expect(page.getByTestId('import-commit')).toHaveCount(0);
  await expect(page.getByTestId('recent-imports')).toContainText('import-good.xlsx');
});

test('imports the valid rows of a file with a bad e-mail, then downloads the list and the paid data', async ({ page }) => {
  await page.getByRole('link', { name: 'Import batch' }).click();
  await expect(page.getByRole('heading', { name: 'Import applications' })).toBeVisible();
  expect(await downloadName(page, 'import-template')).toMatch(/\.xlsx$/);

  await uploadAndCheck(page, 'import-bad.xlsx');
  await expect(page.getByTestId('import-rows-valid')).toContainText('2');
  await expect(page.getByTestId('import-rows-invalid')).toContainText('1');
  const errors = page.getByTestId('import-errors');
  await expect(errors.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(errors).toContainText('Email');
  await expect(errors).toContainText('Wrong email format');
  // The page keeps the import across a reload: its id is in the URL.
  await page.reload();
  await expect(page.getByTestId('import-status-tag')).toHaveText('Checked');
  expect(await downloadName(page, 'import-download-errors')).toMatch(/\.xlsx$/);

  await page.getByTestId('import-commit').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Import 2 valid rows?');
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();
  const done = page.getByTestId('import-done');
  await expect(done).toContainText('2 applications created', { timeout: 30_000 });
  await expect(page.getByTestId('import-status-tag')).toHaveText('Done');
  await expect(page.getByTestId('import-created-text')).toHaveText('2 of 2');

  await done.getByRole('link', { name: 'Open the application list' }).click();
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
  expect(await downloadName(page, 'export-applications')).toMatch(/\.xlsx$/);
  expect(await downloadName(page, 'export-paid')).toMatch(/\.xlsx$/);
});

test('verifies two selected rows and sums up what was done and what was not', async ({ page }) => {
  for (const loanId of [batch.unverified, batch.draft]) {
    await expect(applicationRow(page, loanId)).toBeVisible();
    await page.getByLabel(`Select ${loanId}`, { exact: true }).check();
  }
  const bar = page.getByTestId('selection-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Verify selected' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Verify 2 selected applications?');
  await confirm.getByRole('button', { name: 'Verify', exact: true }).click();

  // Each row is done on its own: the unverified one is verified, the draft is refused with a reason.
  const summary = page.getByTestId('batch-result');
  await expect(summary.getByTestId('batch-succeeded')).toHaveText('Done for 1 application');
  await expect(summary.getByTestId('batch-failed-count')).toHaveText('Not done for 1 application:');
  const failed = summary.getByTestId('batch-failed').locator(`tr[data-row-key="${batch.draft}"]`);
  await expect(failed).toBeVisible();
  await expect(failed.locator('td').nth(1)).not.toBeEmpty();
  await page.getByTestId('batch-close').click();
  await expect(summary).toBeHidden();

  await expect(applicationRow(page, batch.unverified).getByTestId('status-tag')).toHaveText('Verified');
  await expect(applicationRow(page, batch.draft).getByTestId('status-tag')).toHaveText('Draft');
  await expect(bar).toBeHidden();
});
