/**
 * The lender screen of issue 14 in Chromium against the real server: an administrator (level 21)
 * creates a funder and a funding source whose limit fits two verified loans, allocates loans from
 * the lender's page until the limit refuses the third, sees used and remaining move, then (in
 * Indonesian) overrides the limit with a reason; the lender's own staff see only their lender, read
 * only.
 */
import { expect, test, type Locator, type Page } from './test';
import { StaffApi, uniqueTag } from './applications-helpers';
import { createVerified, openModal, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

test.describe.configure({ mode: 'serial' });

/** What the tests share: the new lender, its source's limit, the three loans and their principals. */
let setup: { name: string; code: string; limit: number; loans: { loanId: string; principal: number }[] };

/** Rupiah as the screen shows it (`Rp 24.000.000`). */
function rupiah(value: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)}`;
}

/** The row of the lenders table showing `text`. */
function lenderRow(page: Page, text: string): Locator {
  return page.getByTestId('lenders-table').locator('tbody tr').filter({ hasText: text });
}

/** The open option list of a select. */
function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** Picks `option` in the select labelled `label` of `scope` (retried: the list animates in). */
async function pick(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click();
    await openOptions(page).filter({ hasText: option }).first().click({ timeout: 3_000 });
    await expect(scope).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** From the lender's page: "Allocate loans", tick `loanIds` (searched one by one), continue. */
async function pickLoans(page: Page, loanIds: string[], labels = { select: 'Select', next: /Continue with/ }) {
  await page.getByTestId('allocate-loans').click();
  const modal = openModal(page);
  for (const loanId of loanIds) {
    await modal.getByTestId('pick-search').fill(loanId);
    const box = modal.getByLabel(`${labels.select} ${loanId}`);
    await expect(box).toBeVisible();
    await box.check();
  }
  await modal.getByRole('button', { name: labels.next }).click();
}

/** The funding source row of the lender's page. */
function sourceRow(page: Page): Locator {
  return page.getByTestId('sources-table').locator('tbody tr').filter({ hasText: 'Facility E2E' });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const api = await StaffApi.signIn(request, ADMIN);
  const loans: { loanId: string; principal: number }[] = [];
  for (const name of ['Dewi Lestari', 'Agus Setiawan', 'Rina Wulandari']) {
    const loanId = await createVerified(api, name);
    const page = await api.get<{ items: { loan_id: string; principal: number | null }[] }>(
      `/api/v1/loan-approvals?q=${encodeURIComponent(loanId)}&limit=5`,
    );
    const principal = page.items.find((row) => row.loan_id === loanId)?.principal;
    expect(principal, `principal of ${loanId}`).toBeGreaterThan(0);
    loans.push({ loanId, principal: principal as number });
  }
  const tag = uniqueTag();
  // Room for the first two loans only: the third goes past the limit.
  setup = { name: `E2E Funder ${tag}`, code: `E2E-${tag}`.slice(0, 20), limit: loans[0].principal + loans[1].principal, loans };
});

test('an administrator sets up a funder with a limited funding source and allocates until the limit refuses', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, ADMIN);
  const [first, second, third] = setup.loans;

  // Create the lender.
  await page.goto('/app/lender');
  await expect(page.getByRole('heading', { name: 'Lender', exact: true })).toBeVisible();
  await page.getByTestId('new-lender').click();
  let modal = openModal(page);
  await modal.getByLabel('Name', { exact: true }).fill(setup.name);
  await modal.getByLabel('Legal name').fill(`PT ${setup.name}`);
  await modal.getByLabel('Code').fill(setup.code);
  await pick(page, modal, 'Type', 'Multifinance');
  await expect(modal).toContainText('stops new allocations');
  await modal.getByLabel('Contact email').fill('funding@e2e.example.co.id');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  // It is on the list (searched by name on the server) with nothing allocated yet.
  await page.getByTestId('lender-search').fill(setup.name);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = lenderRow(page, setup.name);
  await expect(row).toBeVisible();
  await expect(row).toContainText(setup.code);
  await expect(row).toContainText('Multifinance');
  await expect(row.getByTestId('total-pending')).toContainText('Rp 0');
  await row.getByRole('link', { name: `Open ${setup.name}` }).click();
  await expect(page.getByRole('heading', { name: setup.name })).toBeVisible();

  // Add the funding source with a limit that fits two loans.
  await page.getByTestId('add-source').click();
  modal = openModal(page);
  await modal.getByLabel('Name', { exact: true }).fill('Facility E2E');
  await modal.getByLabel('Limit (plafond)').fill(String(setup.limit));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Funding source Facility E2E saved')).toBeVisible();
  const source = sourceRow(page);
  await expect(source.getByTestId('source-limit')).toHaveText(rupiah(setup.limit));
  await expect(source.getByTestId('source-used')).toHaveText('Rp 0');
  await expect(source.getByTestId('source-remaining')).toHaveText(rupiah(setup.limit));

  // Allocate the first two loans to it: the limit is used up.
  await pickLoans(page, [first.loanId, second.loanId]);
  modal = openModal(page);
  await expect(modal).toContainText(`Allocate to ${setup.name}`);
  await expect(modal.getByTestId('allocate-target')).toHaveText('2 selected loans');
  await pick(page, modal, 'Funding source', 'Facility E2E');
  await modal.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(toast(page, `Loan allocated to ${setup.name}`)).toBeVisible();
  await expect(source.getByTestId('source-used')).toHaveText(rupiah(setup.limit));
  await expect(source.getByTestId('source-remaining')).toHaveText('Rp 0');
  await expect(page.getByTestId('totals-pending')).toContainText(rupiah(setup.limit));
  const loans = page.getByTestId('lender-loans');
  await expect(loans).toContainText(first.loanId);
  await expect(loans).toContainText(second.loanId);
  await expect(loans).toContainText('Facility E2E');

  // The third goes past the limit: refused with the reason; level 21 is offered the override.
  await pickLoans(page, [third.loanId]);
  modal = openModal(page);
  await pick(page, modal, 'Funding source', 'Facility E2E');
  await modal.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(modal.getByTestId('allocate-refusal')).toBeVisible();
  await expect(modal.getByLabel('Reason for the override')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(source.getByTestId('source-used')).toHaveText(rupiah(setup.limit));
  await expect(loans).not.toContainText(third.loanId);

  // The list shows the totals moved: two pending, their principal.
  await page.goto(`/app/lender?q=${encodeURIComponent(setup.name)}`);
  await expect(lenderRow(page, setup.name).getByTestId('total-pending')).toContainText(rupiah(setup.limit));
  await page.context().close();
});

test('in Indonesian, the administrator sees the same totals and overrides the limit with a reason', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, ADMIN);
  const third = setup.loans[2];
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.goto(`/app/lender?q=${encodeURIComponent(setup.name)}`);
  await expect(page.getByRole('heading', { name: 'Pemberi dana', exact: true })).toBeVisible();
  await expect(page.getByTestId('new-lender')).toHaveText(/Pemberi dana baru/);
  await lenderRow(page, setup.name).getByRole('link', { name: `Buka ${setup.name}` }).click();
  await expect(page.getByText('Sumber dana', { exact: true }).first()).toBeVisible();
  const source = sourceRow(page);
  await expect(source.getByTestId('source-remaining')).toHaveText('Rp 0');

  // Refused again in Indonesian; the override with a reason allocates it anyway.
  await pickLoans(page, [third.loanId], { select: 'Pilih', next: /Lanjut dengan/ });
  const modal = openModal(page);
  await pick(page, modal, 'Sumber dana', 'Facility E2E');
  await modal.getByRole('button', { name: 'Alokasikan', exact: true }).click();
  await expect(modal.getByTestId('allocate-refusal')).toBeVisible();
  await modal.getByRole('button', { name: 'Tetap alokasikan' }).click();
  await expect(modal.getByText('Mohon isi alasan pengecualian')).toBeVisible();
  await modal.getByLabel('Alasan pengecualian').fill('Disetujui direksi: tambahan plafon sementara');
  await modal.getByRole('button', { name: 'Tetap alokasikan' }).click();
  await expect(toast(page, `Pinjaman dialokasikan ke ${setup.name}`)).toBeVisible();
  const used = setup.limit + third.principal;
  await expect(source.getByTestId('source-used')).toHaveText(rupiah(used));
  await expect(page.getByTestId('lender-loans')).toContainText(third.loanId);
  await page.context().close();
});

test("the lender's staff see only their own lender, without edit, new source or allocation", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const staffApi = await StaffApi.signIn(request, LENDER_STAFF);
  const me = await staffApi.get<{ lender_id: string; lender_name: string }>('/api/v1/me');
  const page = await signedInPage(browser, LENDER_STAFF);

  await page.goto('/app/lender');
  const rows = page.getByTestId('lenders-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(me.lender_name);
  await expect(page.getByTestId('new-lender')).toHaveCount(0);
  await expect(rows.first().getByRole('button', { name: /Edit/ })).toHaveCount(0);
  // The new lender is not theirs: neither listed nor opened.
  await page.getByTestId('lender-search').fill(setup.name);
  await expect(page.getByTestId('list-total')).toContainText('0');

  await page.goto(`/app/lender/${me.lender_id}`);
  await expect(page.getByRole('heading', { name: me.lender_name })).toBeVisible();
  await expect(page.getByTestId('sources-table')).toBeVisible();
  await expect(page.getByTestId('edit-lender')).toHaveCount(0);
  await expect(page.getByTestId('add-source')).toHaveCount(0);
  await expect(page.getByTestId('allocate-loans')).toHaveCount(0);

  const admin = await StaffApi.signIn(request, ADMIN);
  const all = await admin.get<{ id: string; name: string }[]>(`/api/v1/lenders?q=${encodeURIComponent(setup.name)}`);
  const other = all.find((l) => l.name === setup.name);
  expect(other).toBeTruthy();
  await page.goto(`/app/lender/${other?.id}`);
  await expect(page.getByTestId('lender-not-found')).toBeVisible();
  await page.context().close();
});
