/**
 * Loan quality by the lender's licence (issue 41 item 6) in Chromium against the real server: an
 * administrator (level 21) creates a finance company, which takes the multifinance regime of its
 * type, sets its quality regime to P2P lending and sees it on the lender's page; under the
 * portfolio report the same administrator sees each regime's buckets and saves one.
 */
import { expect, test, type Locator, type Page } from './test';
import { uniqueTag } from './applications-helpers';
import { openModal, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';

/** Picks `option` in the select labelled `label` of `scope` (retried: the list animates in). */
async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click();
    await options.filter({ hasText: option }).first().click({ timeout: 3_000 });
    await expect(scope).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('level 21 sets a lender quality regime and sees it, and edits a regime under the portfolio', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, ADMIN);
  const tag = uniqueTag();
  const name = `E2E Regime ${tag}`;

  // A new finance company: its type picks the multifinance regime.
  await page.goto('/app/lender');
  await page.getByTestId('new-lender').click();
  let modal = openModal(page);
  await modal.getByLabel('Name', { exact: true }).fill(name);
  await modal.getByLabel('Code').fill(`RG-${tag}`.slice(0, 20));
  await pick(page, modal, 'Type', 'Multifinance');
  await expect(modal).toContainText('Multifinance (POJK 35/2018)');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await page.getByTestId('lender-search').fill(name);
  await page.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByTestId('lender-regime')).toHaveText('Multifinance (POJK 35/2018)');

  // Edited to P2P lending: the lender's page says so, after a reload too.
  await page.getByTestId('edit-lender').click();
  modal = openModal(page);
  await pick(page, modal, 'Quality regime', 'P2P lending (POJK 10/2022)');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('lender-regime')).toHaveText('P2P lending (POJK 10/2022)');
  await page.reload();
  await expect(page.getByTestId('lender-regime')).toHaveText('P2P lending (POJK 10/2022)');

  // Under the portfolio: the regimes' buckets, saved as they are (the presets).
  await page.goto('/app/data?report=portfolio');
  const card = page.getByTestId('quality-regimes');
  await expect(card).toBeVisible();
  await card.getByText('P2P lending (POJK 10/2022)').click();
  await expect(card.getByLabel('Bucket code')).toHaveCount(3);
  await expect(card.getByLabel('Bucket code').nth(1)).toHaveValue('tidak_lancar');
  await card.getByTestId('save-regime').click();
  await expect(toast(page, 'Quality regime saved')).toBeVisible();
});
