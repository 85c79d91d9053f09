/**
 * Batch work on the application list (issue 13) in Chromium against the real server: staff
 * download the import template, upload a spreadsheet, see the row with an error, import the
 * valid rows, download the list and the paid data as xlsx, and verify two selected rows with a
 * summary of what was done and what was not.
 *
 * The spreadsheets are written here (`exceljs`) with e-mails and phones unique to the run, so a
 * retry never meets the rows an earlier attempt created: `import-good.xlsx` holds 3 valid rows,
 * `import-bad.xlsx` 2 valid rows and 1 row with an invalid e-mail.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { StaffApi, applicationRow, createDraft, createUnverified, demoRefs } from './applications-helpers';

const LIST = '/app/borrower/application';
const IMPORT = `${LIST}/import`;

/** The template's columns, in order (`domain::batch_import::COLUMNS`). */
const COLUMNS = [
  'full_name', 'gender', 'birth_place', 'birth_date', 'marital_status', 'spouse_name', 'mother_name', 'email', 'phone',
  'emergency_name', 'emergency_phone', 'emergency_relation', 'program', 'partner', 'dealer', 'motorcycle_type',
  'sales_name', 'address', 'postcode', 'province_code', 'city_code', 'district_code', 'sub_district_code',
];

/** A valid row of the demo data: e-mail and phone unique to this run and `n`. */
function row(run: number, n: number, email?: string): string[] {
  const cells: Record<string, string> = {
    full_name: `Sri Wahyuni ${n}`, gender: 'Female', birth_place: 'Depok', birth_date: '1994-03-09', marital_status: 'Single',
    mother_name: 'Siti Aminah', email: email ?? `sri.${run}.${n}@import.example.id`,
    phone: `0812${String((run * 10 + n) % 100_000_000).padStart(8, '0')}`, emergency_name: 'Ani Lestari',
    emergency_phone: '0813 2222 3333', emergency_relation: 'Family', program: 'Loan monthly 24 months', partner: 'Gojek',
    dealer: 'Roda Gambir', motorcycle_type: 'Gesits G1', sales_name: 'Rina', address: 'Jl. Medan Merdeka Barat No. 12',
    postcode: '10110', province_code: '31', city_code: '31.71', district_code: '31.71.01', sub_district_code: '31.71.01.1001',
  };
  return COLUMNS.map((c) => cells[c] ?? '');
}

const dir = mkdtempSync(join(tmpdir(), 'roda-import-'));

/** Writes `rows` below the header as `name` and returns its path. */
async function sheet(name: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Prospects');
  ws.addRow(COLUMNS);
  rows.forEach((r) => ws.addRow(r));
  const path = join(dir, name);
  await book.xlsx.writeFile(path);
  return path;
}

/** The spreadsheets of this run. */
const files: Record<string, string> = {};
/** Makes this run's e-mails and phones unique. */
const run = Date.now() % 10_000_000;

/** The downloaded template filled with `rows` below its header, as staff do, saved as `name`. */
async function fillTemplate(template: string, name: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const ws = book.worksheets[0];
  rows.forEach((r, i) => {
    ws.getRow(i + 2).values = r;
  });
  const path = join(dir, name);
  await book.xlsx.writeFile(path);
  files[name] = path;
  return path;
}

/** The text of every cell of the first sheet of a downloaded xlsx. */
async function cellsOf(path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const cells: string[] = [];
  book.worksheets[0].eachRow((r) => r.eachCell((c) => cells.push(String(c.text))));
  return cells;
}

/** The applications of the batch step, made once. */
let batch: { unverified: string; draft: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, server }) => {
  files['import-good.xlsx'] = await sheet('import-good.xlsx', [row(run, 1), row(run, 2), row(run, 3)]);
  const request = await playwright.request.newContext({ baseURL: server.url });
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
  return (await downloadOf(page, testId)).name;
}

/** Clicks `testId` and returns the name and the saved path of the file it downloads. */
async function downloadOf(page: Page, testId: string): Promise<{ name: string; path: string }> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await download;
  const path = join(dir, `${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/** Uploads a spreadsheet on the import page and waits for the server to have checked it. */
async function uploadAndCheck(page: Page, name: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(files[name]);
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

test('fills the template, imports its valid rows, fixes the bad row, imports it, and reads the list back', async ({ page }) => {
  await page.getByRole('link', { name: 'Import batch' }).click();
  await expect(page.getByRole('heading', { name: 'Import applications' })).toBeVisible();
  const template = await downloadOf(page, 'import-template');
  expect(template.name).toMatch(/\.xlsx$/);
  await fillTemplate(template.path, 'import-bad.xlsx', [row(run, 4), row(run, 5), row(run, 6, 'not-an-email')]);

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
  const errorFile = await downloadOf(page, 'import-download-errors');
  expect(await cellsOf(errorFile.path)).toContain('not-an-email');

  await page.getByTestId('import-commit').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Import 2 valid rows?');
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();
  const done = page.getByTestId('import-done');
  await expect(done).toContainText('2 applications created', { timeout: 30_000 });
  await expect(page.getByTestId('import-status-tag')).toHaveText('Done');
  await expect(page.getByTestId('import-created-text')).toHaveText('2 of 2');

  // The bad row fixed and imported again on its own.
  const fixed = `sri.${run}.6@import.example.id`;
  await page.goto(IMPORT);
  await fillTemplate(template.path, 'import-fixed.xlsx', [row(run, 6, fixed)]);
  await uploadAndCheck(page, 'import-fixed.xlsx');
  await expect(page.getByTestId('import-rows-valid')).toContainText('1');
  await page.getByTestId('import-commit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-done')).toContainText('1 application', { timeout: 30_000 });

  // The list downloads with the three new applications in it.
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
  const list = await downloadOf(page, 'export-applications');
  expect(list.name).toMatch(/\.xlsx$/);
  const cells = await cellsOf(list.path);
  for (const email of [`sri.${run}.4@import.example.id`, `sri.${run}.5@import.example.id`, fixed]) {
    expect(cells).toContain(email);
  }
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
