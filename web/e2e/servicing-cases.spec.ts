/**
 * Restructuring, write-off and recovery (issue 44) on the staff's real path in Chromium against
 * the real server.
 *
 * (a) The administrator proposes a tenor extension of a late loan from its performance history
 * and sees the old and the new schedule side by side; they are offered no decision on their own
 * proposal; another staff member with the late-repayment area (level 3) approves it and the loan
 * shows "Restructured on <date> (1×)". (b) The administrator (level 21) writes a loan off from
 * the active borrowers list, records a recovery on it and sees it in the recoveries list with its
 * total; the Accounting page's trial balance is still balanced; then takes the write-off back
 * (a reason, then a confirmation). (c) The restructuring once more
 * in Indonesian.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { handOverWithANewUnit } from './handover-helpers';
import { Api, jakartaDate, newPendingActivationLoan, runDailyJob } from './loan-helpers';
import { loanAction, openListAt, openModal, rupiah, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';
/** Has the late-repayment area: the checker of a proposal. */
const REPAYMENT_STAFF = 'level3@roda.test';

test.describe.configure({ mode: 'serial' });

/** The texts the specs read, in each language. */
const TEXTS = {
  en: {
    performance: 'Performance history',
    restructure: 'Restructure',
    tenure: 'New number of installments',
    reason: 'Reason',
    propose: 'Propose restructuring',
    proposed: 'Restructuring proposed',
    close: 'Close',
    waiting: 'Waiting for approval',
    approve: 'Approve',
    approved: 'Restructuring approved',
    approvedTag: 'Approved',
    restructuredOn: 'Restructured on',
  },
  id: {
    performance: 'Riwayat kinerja',
    restructure: 'Restrukturisasi',
    tenure: 'Jumlah angsuran baru',
    reason: 'Alasan',
    propose: 'Ajukan restrukturisasi',
    proposed: 'Restrukturisasi diajukan',
    close: 'Tutup',
    waiting: 'Menunggu persetujuan',
    approve: 'Setujui',
    approved: 'Restrukturisasi disetujui',
    approvedTag: 'Disetujui',
    restructuredOn: 'Direstrukturisasi pada',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** What the specs read of a proposal (`GET /api/v1/loans/{loan_id}/restructures`). */
interface Proposal {
  status: string;
  reason: string;
  new_tenure_count: number;
  old_unpaid_total: number;
  new_unpaid_total: number;
  interest_change: number;
  old_schedule: { number: number }[];
  new_schedule: { number: number }[];
}

/**
 * A loan pending activation (by API), activated through the active list with a handover `daysAgo`
 * days ago (in English: the helpers' labels). Answers the loan and the administrator's page.
 */
async function activeLoan(browser: Browser, request: APIRequestContext, name: string, daysAgo: (frequency: string) => number) {
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, name);
  const admin = await Api.signIn(request, ADMIN);
  const { terms } = await admin.get<{ terms: { frequency: string } }>(`/api/v1/loans/${loanId}`);
  const staff = await signedInPage(browser, ADMIN);
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Activate');
  await handOverWithANewUnit(staff, loanId, `${jakartaDate(-daysAgo(terms.frequency))} 10:00`);
  await expect
    .poll(async () => (await admin.get<{ active_status: string | null }>(`/api/v1/loans/${loanId}`)).active_status)
    .not.toBe('pending_activation');
  return { loanId, staff, admin };
}

/**
 * A loan handed over long enough ago for installments to be late after the daily job of any of the
 * last twelve days (a retried spec takes an older day).
 */
async function lateLoan(browser: Browser, request: APIRequestContext, name: string) {
  const loan = await activeLoan(browser, request, name, (frequency) => (frequency === 'monthly' ? 60 : 30));
  await runDailyJob(loan.admin, 12);
  await expect
    .poll(async () => (await loan.admin.get<{ active_status: string | null }>(`/api/v1/loans/${loan.loanId}`)).active_status)
    .toBe('late');
  return loan;
}

async function toIndonesian(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

async function openPerformance(page: Page, loanId: string, lang: Lang) {
  await page.goto(`/app/borrower/detail?loan_id=${encodeURIComponent(loanId)}`);
  await page.getByRole('tab', { name: TEXTS[lang].performance }).click();
  await expect(page.getByTestId('repayment-history')).toBeVisible();
}

/**
 * The proposer's path: a tenor extension over two more installments than are unpaid, its two
 * schedules side by side, then the proposal waiting in the Restructuring section (no decision
 * offered to its proposer). Answers the proposal's reason.
 */
async function propose(staff: Page, admin: Api, loanId: string, lang: Lang): Promise<string> {
  const text = TEXTS[lang];
  const schedule = await admin.get<{ status: string }[]>(`/api/v1/loans/${loanId}/installments`);
  const unpaid = schedule.filter((i) => i.status !== 'paid').length;
  const reason = `Income fell after an accident (E2E ${Date.now()})`;

  await openPerformance(staff, loanId, lang);
  await staff.getByTestId('restructure-open').click();
  const drawer = staff.getByRole('dialog', { name: `${text.restructure} ${loanId}` });
  await expect(drawer.getByLabel(text.tenure)).toHaveValue(String(unpaid));
  await drawer.getByLabel(text.tenure).fill(String(unpaid + 2));
  await drawer.getByLabel(text.reason).fill(reason);
  await drawer.getByRole('button', { name: text.propose }).click();
  await expect(toast(staff, text.proposed)).toBeVisible();

  // The old schedule and the new one side by side, line by line, with the totals the API answers.
  const [proposal] = await admin.get<Proposal[]>(`/api/v1/loans/${loanId}/restructures`);
  expect(proposal).toMatchObject({ status: 'requested', reason, new_tenure_count: unpaid + 2 });
  const lines = new Set([...proposal.old_schedule, ...proposal.new_schedule].map((i) => i.number)).size;
  await expect(drawer.getByTestId('schedule-old').locator('tr.ant-table-row')).toHaveCount(lines);
  await expect(drawer.getByTestId('schedule-new').locator('tr.ant-table-row')).toHaveCount(lines);
  await expect(drawer.getByTestId('unpaid-old')).toHaveText(rupiah(proposal.old_unpaid_total));
  await expect(drawer.getByTestId('unpaid-new')).toHaveText(rupiah(proposal.new_unpaid_total));
  await expect(drawer.getByTestId('interest-change')).toContainText(rupiah(Math.abs(proposal.interest_change)));
  await expect(drawer.getByTestId('restructure-done')).toHaveText(text.close);
  await drawer.getByTestId('restructure-done').click();

  const row = staff.getByTestId('restructure-list').locator('tr.ant-table-row').filter({ hasText: reason });
  await expect(row.getByTestId('restructure-status')).toHaveText(text.waiting);
  // Maker-checker: the proposer may not decide their own proposal.
  await expect(row.getByTestId('restructure-approve')).toHaveCount(0);
  return reason;
}

/** Another staff member approves: the loan shows restructured once, effective today. */
async function approve(browser: Browser, loanId: string, reason: string, lang: Lang) {
  const text = TEXTS[lang];
  const checker = await signedInPage(browser, REPAYMENT_STAFF);
  if (lang === 'id') await toIndonesian(checker);
  await openPerformance(checker, loanId, lang);
  const list = checker.getByTestId('restructure-list');
  const row = list.locator('tr.ant-table-row').filter({ hasText: reason });
  await expect(row.getByTestId('restructure-status')).toHaveText(text.waiting);
  // The waiting proposal opens by itself: the checker sees what they approve.
  await expect(list.getByTestId('schedule-old')).toBeVisible();
  await expect(list.getByTestId('schedule-new')).toBeVisible();
  await row.getByTestId('restructure-approve').click();
  const confirm = openModal(checker);
  await confirm.getByRole('button', { name: text.approve, exact: true }).click();
  await expect(toast(checker, text.approved)).toBeVisible();
  await expect(row.getByTestId('restructure-status')).toHaveText(text.approvedTag);
  await expect(row.getByTestId('restructure-approve')).toHaveCount(0);
  const tag = checker.getByTestId('restructured');
  await expect(tag).toContainText(text.restructuredOn);
  await expect(tag).toContainText('(1×)');
  await checker.context().close();
}

test('(a) a late loan restructured: proposed with its two schedules, approved by another staff member', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const { loanId, staff, admin } = await lateLoan(browser, request, 'Restru Santoso');
  const reason = await propose(staff, admin, loanId, 'en');
  await approve(browser, loanId, reason, 'en');
  // The proposer sees it too, and the API agrees.
  await openPerformance(staff, loanId, 'en');
  await expect(staff.getByTestId('restructured')).toContainText('(1×)');
  const loan = await admin.get<{ restructure_count: number; restructured_on: string | null }>(`/api/v1/loans/${loanId}`);
  expect(loan.restructure_count).toBe(1);
  expect(loan.restructured_on).toBe(jakartaDate(0));
  await staff.context().close();
});

test('(b) a loan written off, a recovery recorded on it, the trial balance still balanced', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const { loanId, staff, admin } = await activeLoan(browser, request, 'Hapus Gunawan', () => 20);

  // Level 21 deactivates the loan writing off what is outstanding.
  await openListAt(staff, '/app/borrower/active', 'Active borrowers', loanId);
  await loanAction(staff, loanId, 'Deactivate borrower');
  const modal = openModal(staff);
  await modal.getByLabel('Reason').fill('Borrower unreachable, unit not found (E2E)');
  await modal.getByRole('radio', { name: /^Written off/ }).check();
  await modal.getByRole('button', { name: 'End loan' }).click();
  await expect(toast(staff, 'Loan written off')).toBeVisible();

  await openPerformance(staff, loanId, 'en');
  await expect(staff.getByTestId('inactive-reason')).toHaveText('Written off');
  await expect(staff.getByTestId('recovery-list')).toContainText('No recoveries yet');
  await expect(staff.getByTestId('reverse-write-off-open')).toBeVisible();

  // A recovery, as a payment is recorded.
  const amount = 750_000;
  const reference = `E2E-RECOVERY-${Date.now()}`;
  await staff.getByTestId('recovery-open').click();
  const form = openModal(staff);
  await form.getByLabel('Amount received').fill(String(amount));
  await form.getByLabel('Reference').fill(reference);
  await form.getByRole('button', { name: 'Record recovery' }).click();
  await expect(toast(staff, 'Recovery recorded')).toBeVisible();
  const list = staff.getByTestId('recovery-list');
  const row = list.locator('tr.ant-table-row').filter({ hasText: reference });
  await expect(row).toContainText(rupiah(amount));
  await expect(row).toContainText('Bank transfer');
  await expect(row).toContainText(jakartaDate(0).split('-')[0]);
  await expect(list.getByTestId('recoveries-total')).toHaveText(rupiah(amount));
  const recoveries = await admin.get<{ amount: number; reference: string }[]>(`/api/v1/loans/${loanId}/recoveries`);
  expect(recoveries).toEqual([expect.objectContaining({ amount, reference })]);

  // The books: the trial balance of today is balanced.
  await staff.goto('/app/data/accounting?tab=trial-balance');
  await expect(staff.getByTestId('tb-balanced')).toHaveText('Balanced');
  expect(await staff.getByTestId('tb-total-debit').textContent()).toBe(await staff.getByTestId('tb-total-credit').textContent());
  await expect(staff.getByTestId('tb-difference')).toHaveText('Rp 0');

  // Level 21 takes the write-off back: a reason, then a confirmation; the loan is owed again.
  await openPerformance(staff, loanId, 'en');
  await staff.getByTestId('reverse-write-off-open').click();
  const ask = openModal(staff);
  await ask.getByLabel('Reason').fill('Borrower found, repaying again (E2E)');
  await ask.getByRole('button', { name: 'Continue' }).click();
  const confirm = openModal(staff);
  await expect(confirm).toContainText(`Reverse the write-off of ${loanId}?`);
  await confirm.getByRole('button', { name: 'Reverse write-off' }).click();
  await expect(toast(staff, 'Write-off reversed')).toBeVisible();
  await expect(staff.getByTestId('inactive-reason')).toHaveCount(0);
  await expect(staff.getByTestId('recovery-open')).toHaveCount(0);
  const after = await admin.get<{ active_status: string; inactive_reason: string | null }>(`/api/v1/loans/${loanId}`);
  expect(after.active_status).not.toBe('inactive');
  await staff.context().close();
});

test('(c) the restructuring in Indonesian', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const { loanId, staff, admin } = await lateLoan(browser, request, 'Restru Wibowo');
  await toIndonesian(staff);
  const reason = await propose(staff, admin, loanId, 'id');
  await approve(browser, loanId, reason, 'id');
  await staff.context().close();
});
