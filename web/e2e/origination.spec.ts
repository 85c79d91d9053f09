/**
 * The origination path of issue 9 in Chromium against the real server: a verified loan is
 * allocated by staff to a lender, approved by the lender's own staff, passes KYC, its offering
 * letter is downloaded, its first payment proof and contract are uploaded and accepted, and it
 * reaches "pending activation"; a rejected allocation goes to another lender; and a first payment
 * made of two proofs is paid only once the second is accepted (issue 41 item 1).
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from './test';
import { StaffApi } from './applications-helpers';
import { FIXTURES } from './journey-helpers';
import { Api, newContractStageLoan } from './loan-helpers';
import {
  createVerified,
  loanAction,
  loanRow,
  openListAt,
  openModal,
  queuedProofRow,
  rupiah,
  signedInPage,
  toast,
  uploadProofInBrowser,
} from './origination-helpers';

const STAFF = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';

/** The lender of the demo lender staff, and another lender. */
let lenders: { own: string; other: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const lenderApi = await StaffApi.signIn(request, LENDER_STAFF);
  const me = await lenderApi.get<{ lender_name: string; lender_id: string }>('/api/v1/me');
  const staff = await StaffApi.signIn(request, STAFF);
  const all = await staff.get<{ id: string; name: string }[]>('/api/v1/lenders');
  const other = all.find((l) => l.id !== me.lender_id);
  if (!other) throw new Error('the demo needs two lenders');
  lenders = { own: me.lender_name, other: other.name };
  await request.dispose();
});

/** Makes a verified loan through the API. */
async function verifiedLoan(request: Parameters<typeof StaffApi.signIn>[0], name: string): Promise<string> {
  return createVerified(await StaffApi.signIn(request, STAFF), name);
}

/** Staff allocate one loan from the approval list to `lender`. */
async function allocate(page: import('@playwright/test').Page, loanId: string, lender: string, reallocate = false) {
  await openListAt(page, '/app/borrower/approval', 'Loan approval', loanId);
  if (reallocate) {
    await loanAction(page, loanId, 'Allocate to another lender');
  } else {
    await loanRow(page, loanId).getByLabel(`Select ${loanId}`).check();
    await page.getByTestId('selection-bar').getByRole('button', { name: 'Allocate' }).click();
  }
  const modal = openModal(page);
  // The option list animates in: a click during it can miss, so pick until the choice shows.
  await expect(async () => {
    await modal.getByLabel('Lender').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: lender })
      .click({ timeout: 3_000 });
    await expect(modal).toContainText(lender, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Allocate' }).click();
  await expect(toast(page, `Loan allocated to ${lender}`)).toBeVisible();
  await expect(loanRow(page, loanId).getByTestId('lender-name')).toHaveText(lender);
}

test('a verified loan goes from allocation to pending activation', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const loanId = await verifiedLoan(request, 'Rahmat Hidayat');

  // Staff allocate it to the lender.
  const staff = await signedInPage(browser, STAFF);
  await allocate(staff, loanId, lenders.own);
  await expect(loanRow(staff, loanId).getByTestId('approval-status')).toHaveText('Pending');

  // The lender's staff see it and approve it; they cannot allocate.
  const lender = await signedInPage(browser, LENDER_STAFF);
  await openListAt(lender, '/app/borrower/approval', 'Loan approval', loanId);
  await expect(loanRow(lender, loanId).getByLabel(`Select ${loanId}`)).toHaveCount(0);
  await loanAction(lender, loanId, 'Approve');
  await openModal(lender).getByLabel('Note (optional)').fill('Fits our book');
  await openModal(lender).getByRole('button', { name: 'Approve' }).click();
  await expect(toast(lender, `${loanId} approved`)).toBeVisible();
  await expect(loanRow(lender, loanId).getByTestId('approval-status')).toHaveText('Approved');
  await lender.context().close();

  // Staff schedule the KYC meeting (tomorrow 10:00 WIB by default) and download the offering letter.
  await openListAt(staff, '/app/borrower/kyc', 'KYC', loanId);
  // The application's e-KYC meeting carries over when still ahead: then it is a reschedule.
  await loanAction(staff, loanId, /^(Schedule|Reschedule) KYC$/);
  let modal = openModal(staff);
  await modal.getByLabel('Meeting link').fill('https://meet.example.com/roda-kyc');
  await modal.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(staff, 'KYC scheduled for 1 loan')).toBeVisible();
  await expect(loanRow(staff, loanId).getByTestId('kyc-status')).toHaveText('KYC scheduled');
  await expect(loanRow(staff, loanId).getByTestId('meeting-at')).toContainText('WIB');

  await loanRow(staff, loanId).getByRole('button', { name: `Download the offering letter of ${loanId}` }).click();
  const downloading = staff.waitForEvent('download', { timeout: 20_000 }).catch(() => null);
  await staff.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: 'In English' }).click();
  const download = await downloading;
  if (download) {
    const file = test.info().outputPath('offering-letter.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(loanId);
    expect(text).toContain('Rahmat Hidayat');
    expect(text).toContain(lenders.own);
    await expect(loanRow(staff, loanId).getByTestId('ol-status')).toHaveText('OL is downloaded');
  } else {
    // The program needs none: the screen says so.
    await expect(loanRow(staff, loanId).getByTestId('offering-letter-not-needed')).toHaveText('No offering letter needed');
  }

  // The meeting took place: KYC approved.
  await loanAction(staff, loanId, 'Record KYC result');
  modal = openModal(staff);
  await modal.getByLabel('Approved').check();
  await modal.getByRole('button', { name: 'Record' }).click();
  // The meeting is still ahead (tomorrow): recording its result is asked again first.
  await staff.locator('.ant-modal-confirm').getByRole('button', { name: 'Record anyway' }).click();
  await expect(toast(staff, `KYC of ${loanId} approved`)).toBeVisible();

  // Contract stage: first payment, its proof (accepted from the queue), the contract (verified).
  await openListAt(staff, '/app/borrower/contract', 'Loan contracts', loanId);
  const jakartaDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now() + days * 86_400_000);
  // The first payment may be scheduled already (from the KYC approval); set or move its date.
  await loanRow(staff, loanId).getByRole('button', { name: `Actions for ${loanId}` }).click();
  const scheduleItem = staff.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: 'Schedule first payment', exact: true });
  if (await scheduleItem.count()) {
    await scheduleItem.click();
    modal = openModal(staff);
    const due = modal.getByLabel('Due date');
    await due.click();
    await due.fill(jakartaDate(3));
    // Enter in the picker submits the form by itself (the Save button then goes away).
    await due.press('Enter');
    await expect(toast(staff, `First payment of ${loanId} scheduled`)).toBeVisible();
  } else {
    await staff.keyboard.press('Escape');
  }
  await expect(loanRow(staff, loanId).getByTestId('payment-status')).toHaveText('Payment scheduled');

  await uploadProofInBrowser(staff, loanId);

  // The proof is of the whole first payment: no warning, accepted on the usual confirmation.
  const proof = queuedProofRow(staff, loanId);
  await expect(proof).toBeVisible();
  await expect(proof.getByTestId('proof-short')).toHaveCount(0);
  await proof.getByRole('button', { name: `Accept the proof of ${loanId}` }).click();
  await expect(openModal(staff).getByTestId('short-proof-warning')).toHaveCount(0);
  await openModal(staff).getByRole('button', { name: 'Accept' }).click();
  await expect(toast(staff, `Payment proof of ${loanId} accepted`)).toBeVisible();
  await expect(loanRow(staff, loanId).getByTestId('payment-status')).toHaveText('Paid');

  await loanAction(staff, loanId, 'Upload contract');
  modal = openModal(staff);
  await modal.locator('input[type="file"]').setInputFiles(FIXTURES.pdf);
  await expect(modal.getByTestId('upload-contract-done')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(staff, `Contract of ${loanId} uploaded`)).toBeVisible();

  await loanAction(staff, loanId, 'Verify contract');
  await openModal(staff).getByRole('button', { name: 'Verify contract' }).click();
  await expect(toast(staff, `Contract of ${loanId} verified`)).toBeVisible();

  // The loan is an active borrower now, pending activation, with its whole timeline.
  await staff.goto(`/app/borrower/detail?loan_id=${loanId}&tab=loan`);
  const tab = staff.getByTestId('loan-tab');
  await expect(tab.getByTestId('loan-statuses').getByTestId('active-status')).toHaveText('Pending activation');
  await expect(tab.getByTestId('allocation-history')).toContainText(lenders.own);
  await expect(tab.getByTestId('allocation-history')).toContainText('Approved');
  expect(await tab.getByTestId('timeline-event').count()).toBeGreaterThanOrEqual(6);
  await expect(tab.getByTestId('timeline-event').filter({ hasText: 'Lender Staff' }).first()).toContainText('WIB');
  await staff.context().close();
});

test('a loan rejected by one lender is allocated to another, and both allocations are kept', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const loanId = await verifiedLoan(request, 'Wulan Sari');

  const staff = await signedInPage(browser, STAFF);
  await allocate(staff, loanId, lenders.own);

  const lender = await signedInPage(browser, LENDER_STAFF);
  await openListAt(lender, '/app/borrower/approval', 'Loan approval', loanId);
  await loanAction(lender, loanId, 'Reject');
  const modal = openModal(lender);
  await modal.getByRole('button', { name: 'Reject' }).click();
  await expect(modal.getByText('Please give a reason')).toBeVisible();
  await modal.getByLabel('Reason').fill('Outside our funding area');
  await modal.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(lender, `${loanId} rejected`)).toBeVisible();
  await expect(loanRow(lender, loanId).getByTestId('approval-status')).toHaveText('Rejected');
  // The lender's staff cannot allocate it anywhere.
  await loanRow(lender, loanId).getByRole('button', { name: `Actions for ${loanId}` }).click();
  await expect(lender.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: 'Allocate to another lender' })).toHaveCount(0);
  await lender.context().close();

  await allocate(staff, loanId, lenders.other, true);
  await expect(loanRow(staff, loanId).getByTestId('approval-status')).toHaveText('Pending');

  await staff.goto(`/app/borrower/detail?loan_id=${loanId}&tab=loan`);
  const history = staff.getByTestId('allocation-history');
  await expect(history.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(history.locator('tr.ant-table-row').filter({ hasText: lenders.own })).toContainText('Outside our funding area');
  await expect(history.locator('tr.ant-table-row').filter({ hasText: lenders.own })).toContainText('Rejected');
  await expect(history.locator('tr.ant-table-row').filter({ hasText: lenders.other })).toContainText('Pending');
  await staff.context().close();
});

test('a short proof leaves the first payment open; it is paid once the rest is accepted', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const loanId = await newContractStageLoan(request, STAFF, LENDER_STAFF, 'Dewi Anggraini');
  const api = await Api.signIn(request, STAFF);
  interface FirstPayment {
    amount_due: number;
    amount_received: number;
    amount_remaining: number;
    status: string | null;
    paid_at: string | null;
  }
  const before = (await api.get<{ first_payment: FirstPayment }>(`/api/v1/loans/${loanId}`)).first_payment;
  const due = before.amount_due;
  // A first payment of Rp 0 is paid at KYC approval: this test needs one to pay in two parts.
  expect(due, 'the demo loan program must have a first payment (down payment + admin fee)').toBeGreaterThan(1);
  expect(before).toMatchObject({ amount_received: 0, amount_remaining: due, status: 'payment_scheduled', paid_at: null });
  const part = due > 200_000 ? 100_000 : Math.floor(due / 2);
  const rest = due - part;

  const staff = await signedInPage(browser, STAFF);
  await openListAt(staff, '/app/borrower/contract', 'Loan contracts', loanId);
  await expect(loanRow(staff, loanId).getByTestId('payment-status')).toHaveText('Payment scheduled');

  // A first proof of less than the first payment: the queue shows it beside what is due.
  await uploadProofInBrowser(staff, loanId, part);
  let proof = queuedProofRow(staff, loanId);
  await expect(proof).toBeVisible();
  await expect(proof.getByTestId('proof-due')).toHaveText(`Due ${rupiah(due)}`);
  await expect(proof.getByTestId('proof-received')).toHaveText(`Received ${rupiah(0)}`);
  await expect(proof.getByTestId('proof-amount')).toHaveText(rupiah(part));
  await expect(proof.getByTestId('proof-short')).toHaveText(`${rupiah(rest)} short`);

  // Accepting it warns first how much stays open; confirmed, it is accepted, the rest open.
  await proof.getByRole('button', { name: `Accept the proof of ${loanId}` }).click();
  let confirm = openModal(staff);
  await expect(confirm.getByTestId('short-proof-warning')).toHaveText(
    `This proof covers ${rupiah(part)} of the ${rupiah(due)} still to receive: ${rupiah(rest)} will remain open.`,
  );
  await confirm.getByRole('button', { name: 'Accept' }).click();
  const accepted = toast(staff, `Payment proof of ${loanId} accepted`);
  await expect(accepted).toBeVisible();
  await expect(accepted).toContainText(`${rupiah(rest)} of the first payment is still open.`);
  await expect(queuedProofRow(staff, loanId)).toHaveCount(0);
  await expect(loanRow(staff, loanId).getByTestId('payment-status')).toHaveText('Payment scheduled');

  // The loan detail shows what was received and what remains.
  await staff.goto(`/app/borrower/detail?loan_id=${loanId}&tab=loan`);
  let stages = staff.getByTestId('loan-tab').getByTestId('loan-stages');
  await expect(stages.getByTestId('first-payment-due')).toHaveText(rupiah(due));
  await expect(stages.getByTestId('first-payment-received')).toHaveText(rupiah(part));
  await expect(stages.getByTestId('first-payment-remaining')).toHaveText(rupiah(rest));
  await expect(staff.getByTestId('loan-statuses').getByTestId('payment-status')).toHaveText('Payment scheduled');
  const partly = (await api.get<{ first_payment: FirstPayment }>(`/api/v1/loans/${loanId}`)).first_payment;
  expect(partly).toMatchObject({ amount_received: part, amount_remaining: rest, status: 'payment_scheduled', paid_at: null });

  // A second proof of the rest covers what remains: accepted on the usual confirmation, paid.
  await openListAt(staff, '/app/borrower/contract', 'Loan contracts', loanId);
  await uploadProofInBrowser(staff, loanId, rest);
  proof = queuedProofRow(staff, loanId);
  await expect(proof).toBeVisible();
  await expect(proof.getByTestId('proof-due')).toHaveText(`Due ${rupiah(due)}`);
  await expect(proof.getByTestId('proof-received')).toHaveText(`Received ${rupiah(part)}`);
  await expect(proof.getByTestId('proof-amount')).toHaveText(rupiah(rest));
  await expect(proof.getByTestId('proof-short')).toHaveCount(0);
  await proof.getByRole('button', { name: `Accept the proof of ${loanId}` }).click();
  confirm = openModal(staff);
  await expect(confirm.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(confirm.getByTestId('short-proof-warning')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(staff, `Payment proof of ${loanId} accepted`)).toBeVisible();
  await expect(loanRow(staff, loanId).getByTestId('payment-status')).toHaveText('Paid');

  await staff.goto(`/app/borrower/detail?loan_id=${loanId}&tab=loan`);
  stages = staff.getByTestId('loan-tab').getByTestId('loan-stages');
  await expect(stages.getByTestId('first-payment-received')).toHaveText(rupiah(due));
  await expect(stages.getByTestId('first-payment-remaining')).toHaveText(rupiah(0));
  await expect(staff.getByTestId('loan-statuses').getByTestId('payment-status')).toHaveText('Paid');
  const paid = (await api.get<{ first_payment: FirstPayment }>(`/api/v1/loans/${loanId}`)).first_payment;
  expect(paid).toMatchObject({ amount_received: due, amount_remaining: 0, status: 'paid' });
  expect(paid.paid_at).not.toBeNull();
  await staff.context().close();
});
