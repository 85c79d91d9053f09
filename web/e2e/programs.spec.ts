/**
 * Loan products as data (issue 41 item 7) in Chromium against the real server: an administrator
 * (level 21) opens the programs tab of the data area, creates a program and sees its effective
 * rate before saving and in the list after, then edits it and sees the rate follow.
 */
import { expect, test, type Locator, type Page } from './test';
import { uniqueTag } from './applications-helpers';
import { signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';

/** The row of the programs table showing `text`. */
function programRow(page: Page, text: string): Locator {
  return page.getByTestId('program-table').locator('tbody tr').filter({ hasText: text });
}

/** Replaces the number in the field labelled `label` of `scope`. */
async function setNumber(scope: Locator, label: string, value: number): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill('');
  await field.fill(String(value));
}

test('an administrator creates a program, sees its effective rate, and edits it', async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto('/app/data?tab=programs');
  await expect(programRow(page, 'LOAN-MONTHLY-24')).toBeVisible();

  const code = `E2E-${uniqueTag()}`;
  await page.getByTestId('program-new').click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Code', { exact: true }).fill(code);
  await modal.getByLabel('Name (English)', { exact: true }).fill('Loan monthly 12 months');
  await modal.getByLabel('Name (Indonesian)', { exact: true }).fill('Pinjaman bulanan 1 tahun');
  await setNumber(modal, 'Number of installments', 12);
  await setNumber(modal, 'Flat rate (bp a year)', 1200);
  // 12 % flat over a year of monthly installments is about 21 % effective, shown before saving.
  const rate = modal.getByTestId('program-effective-rate');
  await expect(rate).toContainText(/2\d,\d+%/);
  const before = (await rate.textContent()) ?? '';
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Program saved')).toBeVisible();

  const row = programRow(page, code);
  await expect(row).toContainText('12 monthly installments');
  await expect(row).toContainText('12%');
  await expect(row).toContainText(before.replace(/^.*?(\d+,\d+%).*$/, '$1'));

  // Edit: a lower flat rate lowers the effective rate, live and once saved.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Code', { exact: true })).toHaveValue(code);
  await setNumber(edit, 'Flat rate (bp a year)', 600);
  await expect(edit.getByTestId('program-effective-rate')).toContainText(/1\d,\d+%/);
  await edit.getByRole('button', { name: 'Save' }).click();
  // The create's toast may still show beside the edit's.
  await expect(toast(page, 'Program saved').last()).toBeVisible();
  await expect(programRow(page, code)).toContainText('6%');
  await expect(programRow(page, code)).toContainText(/1\d,\d+%/);
});
