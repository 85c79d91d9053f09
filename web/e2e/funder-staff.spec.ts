/**
 * Funders' staff only where they belong (issue 45 item 6), in Chromium against the real server: a
 * funder's staff member is offered neither "Create new application" nor "Import batch", gets the
 * 403 page on those routes (the API refuses too), while in-house staff keep both; the PIC list
 * offers in-house staff only, grouped by level in numeric order.
 */
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { StaffApi, applicationRow, createDraft, demoRefs, prospect, rowAction, searchFor, uniqueTag } from './applications-helpers';

const LIST = '/app/borrower/application';
const FUNDER = 'lender@roda.test';

async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
}

test("a funder's staff member is offered no way to originate a loan, and its routes answer 403", async ({ page, request }) => {
  await signIn(page, FUNDER);
  await openList(page);
  const actions = page.getByTestId('page-actions');
  await expect(actions).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new application' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import batch' })).toHaveCount(0);
  for (const path of [`${LIST}/new`, `${LIST}/import`]) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('menu')).toBeVisible();
  }
  // The server says the same: nothing created that its creator could never see again.
  const funder = await StaffApi.signIn(request, FUNDER);
  const refs = await demoRefs(await StaffApi.signIn(request, 'level3@roda.test'));
  await funder.send('post', '/api/v1/borrowers', prospect(refs, 'Bukan Milik', uniqueTag()), 403);
});

test('in-house staff of a level with the area keep "Create new application" and "Import batch"', async ({ page }) => {
  await signIn(page, 'level3@roda.test');
  await openList(page);
  await page.getByRole('link', { name: 'Create new application' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/new$`));
  await expect(page.getByText('You do not have access to this page.')).toHaveCount(0);
  await openList(page);
  await page.getByRole('link', { name: 'Import batch' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/import$`));
  await expect(page.getByText('You do not have access to this page.')).toHaveCount(0);
});

test('the PIC list offers in-house staff only, grouped by level in numeric order', async ({ page, request }) => {
  const api = await StaffApi.signIn(request, 'level3@roda.test');
  const loanId = await createDraft(api, await demoRefs(api), 'Pilih Pic');
  await signIn(page, 'level3@roda.test');
  await openList(page);
  await searchFor(page, loanId);
  await rowAction(page, loanId, 'Assign PIC');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const groups = dropdown.locator('.ant-select-item-group');
  await expect(groups.first()).toHaveText('Level 3');
  const levels = (await groups.allInnerTexts()).map((g) => Number(g.replace(/\D/g, '')));
  expect(levels.length).toBeGreaterThan(1);
  expect(levels).toEqual([...levels].sort((a, b) => a - b));
  // A funder's staff member ("Lender Staff", level 5) is no PIC; in-house level 5 is.
  await dialog.getByRole('combobox').pressSequentially('Staff');
  await expect(dropdown.locator('.ant-select-item-option[title="level5@roda.test"]')).toBeVisible();
  await expect(dropdown.locator('.ant-select-item-option[title="lender@roda.test"]')).toHaveCount(0);
  await dialog.getByRole('combobox').fill('Lender Staff');
  await expect(dropdown.locator('.ant-select-item-option')).toHaveCount(0);
  await dialog.getByRole('combobox').fill('Level 5');
  await dropdown.locator('.ant-select-item-option[title="level5@roda.test"]').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(applicationRow(page, loanId).getByTestId('pic')).toHaveText('Staff Level 5');
});
