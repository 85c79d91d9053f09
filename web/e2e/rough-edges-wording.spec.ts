/**
 * Issue 45 item 9, the rough edges of wording and flow, each on a staff member's real path: the
 * current month as income history, Back on a form with unsaved changes, every menu entry named
 * as the page it opens (both languages), the file viewer's tab titled with the document's name,
 * the approval dialog with what the funder decides on, and the list footer that follows its rows.
 */
import { StaffApi, createDraft, createUnverified, demoRefs, rowAction, uniqueTag } from './applications-helpers';
import { signIn } from './helpers';
import { fieldError, monthsAgo, pickDate } from './journey-helpers';
import { createVerified, loanAction, loanRow, openModal, rupiah } from './origination-helpers';
import { expect, test, type Page } from './test';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

/** The "Leave without saving?" question, when shown. */
function leaveQuestion(page: Page) {
  return page.locator('.ant-modal-confirm').filter({ hasText: /Leave without saving\?/ });
}

test('the current month counts as income history, and is kept', async ({ page, request }) => {
  const api = await StaffApi.signIn(request, ADMIN);
  const loanId = await createUnverified(api, await demoRefs(api), `Current Month ${uniqueTag()}`);
  await signIn(page, ADMIN);
  await page.goto(`/app/borrower/application/${loanId}?step=financial`);
  // A month left empty asks for a month; it never says a past one is needed.
  await page.getByRole('button', { name: 'Add a month' }).click();
  await page.getByLabel('Income in month 4', { exact: true }).fill('4000000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Month 4')).toHaveText('Choose the month');
  await page.getByRole('button', { name: 'Remove month 4' }).click();
  // The current month (Jakarta) is taken.
  const current = monthsAgo(0);
  await pickDate(page, 'Month 1', current.typed, current.shown);
  await expect(fieldError(page, 'Month 1')).toHaveCount(0);
  await expect(page.getByText('Choose a past month')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  // Stored and saved: the list again, and the month reads back.
  await expect(page).toHaveURL(/\/app\/borrower\/application$/);
  await page.goto(`/app/borrower/application/${loanId}?step=financial`);
  await expect(page.getByLabel('Month 1', { exact: true })).toHaveValue(current.shown);
});

test('Back on a form with unsaved changes asks first, as the sidebar does', async ({ page, request }) => {
  const api = await StaffApi.signIn(request, ADMIN);
  const loanId = await createDraft(api, await demoRefs(api), `Unsaved Back ${uniqueTag()}`);
  await signIn(page, ADMIN);

  // The new prospect form: typed, then Back.
  await page.goto('/app/borrower/application');
  await page.getByRole('link', { name: 'Create new application' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\/new$/);
  await page.getByLabel('Full name as on ID card', { exact: true }).fill('Budi Belum Disimpan');
  await page.goBack();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\/new$/);
  await expect(page.getByLabel('Full name as on ID card', { exact: true })).toHaveValue('Budi Belum Disimpan');
  // The sidebar asks the same.
  await page.getByRole('menu').getByRole('link', { name: 'Home' }).click();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\/new$/);
  await page.goBack();
  await leaveQuestion(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application$/);

  // The application's steps, opened from the list: a change on the first step, then Back.
  await page.goto(`/app/borrower/application?q=${loanId}`);
  await rowAction(page, loanId, 'Continue registration');
  await expect(page).toHaveURL(new RegExp(`/app/borrower/application/${loanId}`));
  await page.getByRole('button', { name: 'Previous' }).click();
  const address = page.getByLabel('Birth place', { exact: true });
  await address.fill('Bogor');
  await page.goBack();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/borrower/application/${loanId}`));
  await expect(address).toHaveValue('Bogor');
  await page.goBack();
  await leaveQuestion(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\?q=/);
});

for (const language of ['en', 'id'] as const) {
  test(`every menu entry opens a page of the same name (${language})`, async ({ page }) => {
    await signIn(page, ADMIN);
    if (language === 'id') {
      await page.getByTestId('language-switch').click();
      await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
      await expect(page.getByRole('menu').getByRole('link', { name: 'Beranda' })).toBeVisible();
    }
    const links = page.getByRole('menu').getByRole('link');
    const names = await links.allTextContents();
    expect(names.length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    for (const name of names) {
      const link = page.getByRole('menu').getByRole('link', { name, exact: true });
      const path = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      const heading = page.locator('.ant-layout-content h3').first();
      // The page's heading once its screen (a chunk of its own) is in.
      const same = await expect(heading)
        .toHaveText(name, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!same) mismatches.push(`"${name}" opens "${(await heading.innerText().catch(() => '')).trim()}"`);
    }
    expect(mismatches).toEqual([]);
  });
}

test("a file opens in a tab titled with the document's name", async ({ page, request }) => {
  const api = await StaffApi.signIn(request, ADMIN);
  const loanId = await createUnverified(api, await demoRefs(api), `File Title ${uniqueTag()}`);
  await signIn(page, ADMIN);
  await page.goto(`/app/borrower/detail?loan_id=${loanId}&tab=documents`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  const row = page.getByTestId('file-domicile_letter');
  await row.getByRole('button', { name: 'View' }).click();
  const viewer = openModal(page);
  await expect(viewer.getByTestId('file-viewer')).toBeVisible();
  const [tab] = await Promise.all([page.waitForEvent('popup'), viewer.getByText('Open in a new tab').click()]);
  await expect(tab).toHaveTitle('Domicile letter');
  await expect(tab.locator('iframe')).toHaveAttribute('src', /^blob:/);
});

test('the approval dialog shows the funder the amount, tenor, income and a link to the documents', async ({ page, request }) => {
  const admin = await StaffApi.signIn(request, ADMIN);
  const loanId = await createVerified(admin, `Approval Facts ${uniqueTag()}`);
  const lender = await StaffApi.signIn(request, LENDER_STAFF);
  const me = await lender.get<{ lender_id: string }>('/api/v1/me');
  await admin.send('post', '/api/v1/loan-approvals/allocate', { loan_ids: [loanId], lender_id: me.lender_id });
  const loan = await admin.get<{ terms: { principal: number; tenor: number; installment_amount: number } }>(`/api/v1/loans/${loanId}`);
  const application = await admin.get<{ financial: { average_monthly_income: number } }>(`/api/v1/loan-applications/${loanId}`);

  await signIn(page, LENDER_STAFF);
  await page.goto(`/app/borrower/approval?q=${loanId}`);
  await expect(loanRow(page, loanId)).toBeVisible();
  await loanAction(page, loanId, 'Approve');
  const facts = openModal(page).getByTestId('approval-facts');
  await expect(facts.getByTestId('approval-amount')).toHaveText(rupiah(loan.terms.principal));
  await expect(facts.getByTestId('approval-tenor')).toContainText(`${loan.terms.tenor} installments`);
  await expect(facts.getByTestId('approval-tenor')).toContainText(rupiah(loan.terms.installment_amount));
  await expect(facts.getByTestId('approval-income')).toHaveText(rupiah(application.financial.average_monthly_income));
  const [documents] = await Promise.all([page.waitForEvent('popup'), facts.getByRole('link', { name: "Open the borrower's documents" }).click()]);
  await expect(documents).toHaveURL(new RegExp(`/app/borrower/detail\\?loan_id=${loanId}&tab=documents`));
  await expect(documents.getByTestId('file-list').first()).toBeVisible();
  // The dialog stays open for the decision.
  await expect(facts).toBeVisible();
});

test('the list footer changes with its rows, not before them', async ({ page, request }) => {
  const api = await StaffApi.signIn(request, ADMIN);
  const refs = await demoRefs(api);
  const tag = uniqueTag();
  // Enough applications for a second page, one of them findable on its own.
  for (let i = 0; i < 21; i += 1) await createDraft(api, refs, `Footer ${tag} ${i}`);
  const alone = await createDraft(api, refs, `Solitary ${tag}`);

  await signIn(page, ADMIN);
  await page.goto('/app/borrower/application');
  const footer = page.getByTestId('list-total');
  await expect(footer).toHaveText(/^1–20 of /);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(footer).toHaveText(/^21–\d+ of /);
  const pageTwo = await footer.innerText();
  const firstRow = page.locator('tbody tr[data-row-key]').first();
  const pageTwoFirst = await firstRow.getAttribute('data-row-key');

  // The search's answer is held back: meanwhile the rows and the footer both stay on page 2.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/api\/v1\/loan-applications\?.*q=Solitary/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Search', { exact: true }).fill(`Solitary ${tag}`);
  await expect(page).toHaveURL(/q=Solitary/);
  await expect(page.locator('.ant-spin-spinning')).toBeVisible();
  await expect(firstRow).toHaveAttribute('data-row-key', pageTwoFirst ?? '');
  await expect(footer).toHaveText(pageTwo);
  release();
  await expect(loanRow(page, alone)).toBeVisible();
  await expect(footer).toHaveText('1–1 of 1');
});
