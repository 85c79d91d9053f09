/**
 * A funder's monthly statement (issue 44 item 5) in Chromium against the real server.
 *
 * The administrator opens the statement of the demo funder (the lender of `lender@roda.test`) for
 * this month from its lender page — when the demo book shows no activity this month, a loan of
 * that funder is first activated by a handover today, so the figures are not all zero — sees the
 * figures as the API answers them, that they reconcile, the quality mix, and downloads the
 * statement as xlsx and as PDF. The funder's own staff reach the same statement from their lender
 * list, and get the not-found page for another lender's statement. Once more in Indonesian.
 */
import { statSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { DEMO_PASSWORD } from './helpers';
import { monthsAgo } from './journey-helpers';
import { Api, jakartaDate, newPendingActivationLoan } from './loan-helpers';
import { loanAction, openListAt, signedInPage } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

test.describe.configure({ mode: 'serial' });

interface Statement {
  month: string;
  disbursed: number;
  closing_outstanding_principal: number;
  opening_outstanding_principal: number;
  collected_principal: number;
  reconciles: boolean;
  dpd_mix: { bucket: string; name: string; loans: number; outstanding_principal: number }[];
  npl_percent: number;
  twp90_percent: number;
}

/** This month in Jakarta, `YYYY-MM`. */
const MONTH = jakartaDate(0).slice(0, 7);

/** Rupiah as the app writes it (formatRupiah of src/lib/format.ts: `-Rp 2.500` for a negative). */
function money(amount: number): string {
  const text = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}Rp ${text}`;
}

/** A percentage as the app writes it (formatPercent: Indonesian digits, two decimals at most). */
function percent(value: number): string {
  return `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(value)}%`;
}

/** The demo funder (the lender of `lender@roda.test`). */
async function demoLender(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const me = await (await Api.signIn(request, LENDER_STAFF)).get<{ lender_id: string; lender_name: string }>('/api/v1/me');
  return { id: me.lender_id, name: me.lender_name };
}

/** The statement of this month as the administrator reads it, bucket names in `lang`. */
async function statementOf(request: APIRequestContext, lenderId: string, lang: 'en' | 'id' = 'en'): Promise<Statement> {
  const login = await request.post('/api/v1/authentication/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await request.get(`/api/v1/lenders/${lenderId}/statements/${MONTH}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Statement }).data;
}

/**
 * A loan of the demo funder taken to pending activation by API, then handed over today in the
 * browser (the only way a loan becomes active), so this month's statement has a disbursement.
 */
async function activateOneLoan(browser: Browser, request: APIRequestContext): Promise<void> {
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Laporan Susanto');
  const staff = await signedInPage(browser, ADMIN);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  await handOverWithANewUnit(staff, loanId);
  const admin = await Api.signIn(request, ADMIN);
  await expect
    .poll(async () => (await admin.get<{ active_status: string | null }>(`/api/v1/loans/${loanId}`)).active_status)
    .not.toBe('pending_activation');
  await staff.context().close();
}

/** The statement tab's figures, tag and quality mix agree with the API's statement. */
async function expectStatement(page: Page, s: Statement, reconciles: string) {
  await expect(page.getByTestId('statement-reconciles')).toHaveText(reconciles);
  await expect(page.getByTestId('statement-opening_outstanding_principal')).toHaveText(money(s.opening_outstanding_principal));
  await expect(page.getByTestId('statement-disbursed')).toHaveText(money(s.disbursed));
  await expect(page.getByTestId('statement-collected_principal')).toHaveText(money(s.collected_principal));
  await expect(page.getByTestId('statement-closing_outstanding_principal')).toHaveText(money(s.closing_outstanding_principal));
  const mix = page.getByTestId('statement-dpd-mix');
  await expect(mix.locator('tbody tr.ant-table-row')).toHaveCount(s.dpd_mix.length);
  for (const b of s.dpd_mix) {
    const row = mix.locator(`tr[data-row-key="${b.bucket}"]`);
    await expect(row).toContainText(b.name);
    await expect(row.getByTestId('bucket-outstanding')).toHaveText(money(b.outstanding_principal));
  }
  await expect(page.getByTestId('statement-npl')).toHaveText(percent(s.npl_percent));
  await expect(page.getByTestId('statement-twp90')).toHaveText(percent(s.twp90_percent));
}

/** Clicks a download button; answers the download once saved, with its bytes. */
async function download(page: Page, testId: string): Promise<{ file: Download; bytes: Buffer }> {
  const waiting = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await waiting;
  const path = await file.path();
  expect(statSync(path).size).toBeGreaterThan(1_000);
  return { file, bytes: readFileSync(path) };
}

async function toIndonesian(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

test("an administrator opens a funder's statement of this month, sees it reconcile and downloads it", async ({ browser, request }) => {
  test.setTimeout(360_000);
  const lender = await demoLender(request);
  let s = await statementOf(request, lender.id);
  if (s.disbursed === 0 && s.closing_outstanding_principal === 0) {
    await activateOneLoan(browser, request);
    s = await statementOf(request, lender.id);
  }
  expect(s.closing_outstanding_principal).toBeGreaterThan(0);
  expect(s.reconciles).toBe(true);

  const page = await signedInPage(browser, ADMIN);
  await page.goto('/app/lender');
  await page.getByTestId('lenders-table').getByRole('link', { name: lender.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: lender.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Monthly statement' }).click();
  await expect(page).toHaveURL(/tab=statement/);
  // The month reads as a month, not as ISO (issue 45 item 9).
  await expect(page.getByTestId('statement-month')).toHaveValue(monthsAgo(0).shown);
  await expectStatement(page, s, 'Reconciles');

  const xlsx = await download(page, 'statement-xlsx');
  expect(xlsx.file.suggestedFilename()).toBe(`statement-${MONTH}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  const pdf = await download(page, 'statement-pdf');
  expect(pdf.file.suggestedFilename()).toBe(`statement-${MONTH}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.context().close();
});

test("the funder's staff see their own lender's statement, and not another lender's", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const lender = await demoLender(request);
  const s = await statementOf(request, lender.id);
  const page = await signedInPage(browser, LENDER_STAFF);
  await page.goto('/app/lender');
  const rows = page.getByTestId('lenders-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name: lender.name, exact: true }).click();
  await page.getByRole('tab', { name: 'Monthly statement' }).click();
  await expectStatement(page, s, 'Reconciles');
  const pdf = await download(page, 'statement-pdf');
  expect(pdf.file.suggestedFilename()).toBe(`statement-${MONTH}.pdf`);

  // Another lender's statement is out of their scope: the API answers 404, the page "not found".
  const all = await (await Api.signIn(request, ADMIN)).get<{ id: string; name: string }[]>('/api/v1/lenders');
  const other = all.find((l) => l.id !== lender.id);
  expect(other, 'the demo data has a second lender').toBeTruthy();
  const login = await request.post('/api/v1/authentication/login', { data: { email: LENDER_STAFF, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const refused = await request.get(`/api/v1/lenders/${other?.id}/statements/${MONTH}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(404);
  await page.goto(`/app/lender/${other?.id}?tab=statement&month=${MONTH}`);
  await expect(page.getByTestId('lender-not-found')).toBeVisible();
  await expect(page.getByTestId('lender-statement')).toHaveCount(0);
  await page.context().close();
});

test('in Indonesian: "Laporan bulanan", the same figures, percentages the Indonesian way, and the PDF', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const lender = await demoLender(request);
  const s = await statementOf(request, lender.id, 'id');
  const page = await signedInPage(browser, ADMIN);
  await page.goto(`/app/lender/${lender.id}`);
  await expect(page.getByRole('heading', { name: lender.name })).toBeVisible();
  await toIndonesian(page);
  await page.getByRole('tab', { name: 'Laporan bulanan' }).click();
  await expect(page.getByText('Sisa pokok akhir bulan')).toBeVisible();
  await expectStatement(page, s, 'Rekonsiliasi sesuai');
  await expect(page.getByTestId('statement-xlsx')).toHaveText('Unduh xlsx');
  const pdf = await download(page, 'statement-pdf');
  expect(pdf.file.suggestedFilename()).toBe(`statement-${MONTH}.pdf`);
  await page.context().close();
});
