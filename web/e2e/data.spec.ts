/**
 * The data area of issue 12 in Chromium against the real server: an administrator (level 21)
 * opens every report tab, sees its table (or, for the reports that need active loans or assets,
 * its empty state), narrows the approvals to one lender and downloads every report as xlsx; then
 * the same tabs in Indonesian after the header's language switch. A funder's staff member
 * (lender@roda.test, level 5) has no lender filter and sees only their own lender's approvals.
 */
import { expect, test, type Locator, type Page } from './test';
import { StaffApi } from './applications-helpers';
import { createVerified, signedInPage } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';
const PATH = '/app/data';

const REPORTS = ['funnel', 'approvals', 'portfolio', 'collections', 'assets'] as const;
type ReportName = (typeof REPORTS)[number];

/** Each tab's title, and the funnel's stages in order, in both languages. */
const TEXTS = {
  en: {
    heading: 'Data',
    tabs: {
      funnel: 'Application funnel',
      approvals: 'Approvals by lender',
      portfolio: 'Credit quality (OJK)',
      collections: 'Collections',
      assets: 'Assets',
    },
    stages: ['Leads', 'Applications', 'Verified', 'Approved', 'KYC approved', 'Active'],
    lender: 'Lender',
    download: 'Download xlsx',
  },
  id: {
    heading: 'Data',
    tabs: {
      funnel: 'Corong pengajuan',
      approvals: 'Persetujuan per pemberi dana',
      portfolio: 'Kualitas kredit (OJK)',
      collections: 'Penagihan',
      assets: 'Aset',
    },
    stages: ['Prospek', 'Pengajuan', 'Terverifikasi', 'Disetujui', 'KYC disetujui', 'Aktif'],
    lender: 'Pemberi dana',
    download: 'Unduh xlsx',
  },
} satisfies Record<string, { heading: string; tabs: Record<ReportName, string>; stages: string[]; lender: string; download: string }>;

/**
 * Reports whose rows exist whatever the data: the funnel (always its six stages) and the approvals
 * (a loan is allocated below). The others depend on active loans and assets, which earlier specs
 * may or may not have made, so either their table or their empty state will do.
 */
const ALWAYS_ROWS: readonly ReportName[] = ['funnel', 'approvals'];

test.describe.configure({ mode: 'serial' });

/** The funder staff member's lender, to which a verified loan is allocated. */
let lender: { id: string; name: string };

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const admin = await StaffApi.signIn(request, ADMIN);
  const staff = await StaffApi.signIn(request, LENDER_STAFF);
  const me = await staff.get<{ lender_id: string; lender_name: string }>('/api/v1/me');
  lender = { id: me.lender_id, name: me.lender_name };

  // One loan pending with that lender: the approvals report has its row.
  const loanId = await createVerified(admin, 'Data Laporan');
  const pending = await admin.get<{ items: { loan_id: string; principal: number | null }[] }>(
    `/api/v1/loan-approvals?q=${encodeURIComponent(loanId)}&limit=5`,
  );
  const principal = pending.items.find((row) => row.loan_id === loanId)?.principal ?? 0;
  const sources = await admin.get<{ id: string; available_today: boolean; remaining_amount: number }[]>(
    `/api/v1/lenders/${lender.id}/funding-sources`,
  );
  const fits = sources.find((s) => s.available_today && s.remaining_amount >= principal);
  const body: Record<string, unknown> = { loan_ids: [loanId], lender_id: lender.id };
  if (fits) body.funding_source_id = fits.id;
  else if (sources.length > 0) {
    // No source has room today: level 21 allocates past it with a reason (audited).
    body.funding_source_id = sources[0].id;
    body.override_reason = 'E2E: data report';
  }
  await admin.send('post', '/api/v1/loan-approvals/allocate', body);
});

/** Matches exactly `text` (a lender whose name holds another's must not count). */
function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The report shown (its view, keyed by report). */
function reportView(page: Page, name: ReportName): Locator {
  return page.getByTestId(`report-${name}`);
}

/** The first cell of each row of the report's table. */
function firstCells(view: Locator): Locator {
  return view.getByTestId('report-table').locator('tbody tr.ant-table-row td:first-child');
}

/** Opens a report's tab and waits for its table (or its empty state where allowed). */
async function openReport(page: Page, name: ReportName, title: string): Promise<Locator> {
  await page.getByRole('tab', { name: title, exact: true }).click();
  if (name !== 'funnel') await expect(page).toHaveURL(new RegExp(`[?&]report=${name}`));
  await expect(page.getByRole('tab', { selected: true })).toHaveText(title);
  const view = reportView(page, name);
  if (ALWAYS_ROWS.includes(name)) {
    await expect(view.getByTestId('report-table')).toBeVisible();
    await expect(view.getByTestId('report-chart')).toBeVisible();
  } else {
    await expect(view.getByTestId('report-table').or(view.getByTestId('report-empty'))).toBeVisible();
  }
  await expect(view.getByTestId('report-error')).toHaveCount(0);
  return view;
}

/** Clicks the report's Download and returns the name of the file saved. */
async function download(page: Page, name: ReportName, label: string): Promise<string> {
  const button = page.getByTestId(`download-${name}`);
  await expect(button).toHaveText(label);
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await button.click();
  return (await downloading).suggestedFilename();
}

test('an administrator opens every report, narrows the approvals to a lender and downloads each as xlsx', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, ADMIN);
  const texts = TEXTS.en;
  await page.getByRole('menu').getByRole('link', { name: 'Data', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/data$/);
  await expect(page.getByRole('heading', { name: texts.heading, exact: true })).toBeVisible();
  // Level 21 is no funder's staff: the lender filter is there.
  await expect(page.getByTestId('filter-lender')).toBeVisible();

  for (const name of REPORTS) {
    const view = await openReport(page, name, texts.tabs[name]);
    if (name === 'funnel') await expect(firstCells(view)).toHaveText(texts.stages);
    if (name === 'approvals') {
      await expect(firstCells(view).filter({ hasText: exactly(lender.name) })).toHaveCount(1);
      // Narrowed to the lender: its row alone, and the filter in the URL.
      await page.getByTestId('report-filters').getByLabel(texts.lender, { exact: true }).click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: exactly(lender.name) }).click();
      await expect(page).toHaveURL(new RegExp(`lender_id=${lender.id}`));
      await expect(firstCells(view)).toHaveText([lender.name]);
      expect(await download(page, name, texts.download)).toMatch(/\.xlsx$/);
      await page.getByTestId('clear-filters').click();
      await expect(page).not.toHaveURL(/lender_id=/);
      continue;
    }
    if (name === 'collections') {
      await page.getByTestId('filter-granularity').getByText('Month', { exact: true }).click();
      await expect(page).toHaveURL(/granularity=month/);
      await expect(view.getByTestId('report-table').or(view.getByTestId('report-empty'))).toBeVisible();
    }
    expect(await download(page, name, texts.download)).toMatch(/\.xlsx$/);
    if (name === 'portfolio') {
      // Every loan of the book, one row each.
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByTestId('download-portfolio-loans').click();
      expect((await downloading).suggestedFilename()).toBe('report-portfolio-loans.xlsx');
    }
  }
  await page.context().close();
});

test('in Indonesian, every report speaks Indonesian and still downloads', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, ADMIN);
  const texts = TEXTS.id;
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: texts.heading, exact: true })).toBeVisible();
  await expect(page.getByTestId('report-filters').getByLabel(texts.lender, { exact: true })).toBeVisible();
  for (const name of REPORTS) {
    const view = await openReport(page, name, texts.tabs[name]);
    if (name === 'funnel') await expect(firstCells(view)).toHaveText(texts.stages);
    if (name === 'approvals') await expect(firstCells(view).filter({ hasText: exactly(lender.name) })).toHaveCount(1);
    expect(await download(page, name, texts.download)).toMatch(/\.xlsx$/);
  }
  await page.context().close();
});

test("a funder's staff member has no lender filter and sees only their own lender's approvals", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, LENDER_STAFF);
  await page.goto(`${PATH}?report=approvals`);
  await expect(page.getByRole('heading', { name: 'Data', exact: true })).toBeVisible();
  const view = await openReport(page, 'approvals', TEXTS.en.tabs.approvals);
  await expect(page.getByTestId('filter-program')).toBeVisible();
  await expect(page.getByTestId('filter-lender')).toHaveCount(0);
  await expect(page.getByTestId('report-filters').getByLabel('Lender', { exact: true })).toHaveCount(0);
  await expect(firstCells(view)).toHaveText([lender.name]);
  expect(await download(page, 'approvals', TEXTS.en.download)).toMatch(/\.xlsx$/);
  await page.context().close();
});
