/**
 * No second pass over the KYC schedule (issue 45 item 5), in Chromium against the real server:
 * the e-KYC invitation step asks the meeting link or place (the KYC screen needs it) and flags
 * one that no longer fits the method; batch "Schedule KYC" on the list starts with no date;
 * unqualifying a lead cancels its meeting; a KYC result before the meeting's time is asked again.
 */
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { pickDate } from './journey-helpers';
import { StaffApi, applicationRow, createDraft, demoRefs, rowAction, searchFor, type Refs } from './applications-helpers';
import { Api, jakartaDate } from './loan-helpers';
import { createVerified, loanAction, loanRow, openListAt, openModal, signedInPage, toast } from './origination-helpers';

const LIST = '/app/borrower/application';
const STAFF = 'level3@roda.test';

let api: StaffApi;
let refs: Refs;
let dispose: () => Promise<void>;

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  api = await StaffApi.signIn(request, STAFF);
  refs = await demoRefs(api);
  dispose = () => request.dispose();
});

test.afterAll(async () => dispose());

interface Stored {
  ekyc_invitation: { kyc_schedule: { method: string; location: string | null } } | null;
}

async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
}

test('the e-KYC step asks the link or place and flags one that no longer fits the method', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Tempat Rapat');
  await signIn(page, STAFF);
  await page.goto(`${LIST}/${loanId}?step=ekyc-invitation`);
  await pickDate(page, 'KYC date and time', `${jakartaDate(2)} 11:00`);
  await page.getByRole('radio', { name: 'Video call', exact: true }).check();
  // Without a link the step is not done: the KYC screen would have to ask it again.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Fill in the meeting link or place', { exact: true })).toBeVisible();
  await page.getByLabel('Meeting link', { exact: true }).fill('https://meet.example.com/tempat-rapat');
  const misfit = page.getByTestId('kyc-meeting-misfit');
  await expect(misfit).toHaveCount(0);
  // Switching to an in-person meeting keeps the link typed: it is flagged, in words.
  await page.getByRole('radio', { name: 'In person', exact: true }).check();
  const place = page.getByLabel('Meeting place', { exact: true });
  await expect(place).toHaveValue('https://meet.example.com/tempat-rapat');
  await expect(misfit).toContainText('This looks like a meeting link, but the meeting is in person');
  await place.fill('Roda office, Jl. Medan Merdeka Barat 12');
  await expect(misfit).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=documents/);
  const stored = await api.get<Stored>(`/api/v1/loan-applications/${loanId}`);
  expect(stored.ekyc_invitation?.kyc_schedule).toMatchObject({ method: 'in_person', location: 'Roda office, Jl. Medan Merdeka Barat 12' });
});

test('batch "Schedule KYC" starts without a date, and unqualifying a lead cancels its meeting', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Batal Jadwal');
  await signIn(page, STAFF);
  await openList(page);
  await searchFor(page, loanId);
  await page.getByLabel(`Select ${loanId}`, { exact: true }).check();
  await page.getByRole('button', { name: 'Schedule KYC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule KYC' });
  // No date is suggested: a suggested one would be taken unread.
  await expect(dialog.getByLabel('KYC date and time (WIB)', { exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose the date and time', { exact: true })).toBeVisible();
  await pickDate(dialog, 'KYC date and time (WIB)', `${jakartaDate(2)} 09:15`);
  await dialog.getByLabel('Meeting link', { exact: true }).fill('https://meet.example.com/batal');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(applicationRow(page, loanId).getByTestId('kyc-at')).toContainText('09:15 WIB');

  // The lead is unqualified: its meeting is cancelled with it.
  await rowAction(page, loanId, 'Unqualify');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Unqualify' }).click();
  await expect(applicationRow(page, loanId).getByTestId('kyc-at')).toHaveCount(0);
  const stored = await api.get<Stored>(`/api/v1/loan-applications/${loanId}`);
  expect(stored.ekyc_invitation).toBeNull();
});

test('a KYC result before the meeting time is asked again first', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await Api.signIn(request, 'admin@roda.test');
  const loanId = await createVerified(await StaffApi.signIn(request, 'admin@roda.test'), 'Belum Rapat');
  const lender = await Api.signIn(request, 'lender@roda.test');
  const me = await lender.get<{ lender_id: string }>('/api/v1/me');
  await admin.post('/api/v1/loan-approvals/allocate', { loan_ids: [loanId], lender_id: me.lender_id });
  await lender.post(`/api/v1/loans/${loanId}/approve`, {});
  await admin.post(`/api/v1/loans/${loanId}/kyc-schedule`, {
    scheduled_at: `${jakartaDate(1)}T10:00:00+07:00`,
    method: 'video_call',
    location: 'https://meet.example.com/belum-rapat',
    note: null,
  });
  const staff = await signedInPage(browser, 'admin@roda.test');
  await openListAt(staff, '/app/borrower/kyc', 'KYC', loanId);
  await loanAction(staff, loanId, 'Record KYC result');
  const modal = openModal(staff);
  await modal.getByLabel('Approved').check();
  await modal.getByRole('button', { name: 'Record' }).click();
  const confirm = staff.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('The meeting has not taken place yet');
  await expect(confirm).toContainText(`The KYC meeting of ${loanId} is set for`);
  // Going back records nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(loanRow(staff, loanId).getByTestId('kyc-status')).toHaveText('KYC scheduled');
  await loanAction(staff, loanId, 'Record KYC result');
  await modal.getByLabel('Approved').check();
  await modal.getByRole('button', { name: 'Record' }).click();
  await staff.locator('.ant-modal-confirm').getByRole('button', { name: 'Record anyway' }).click();
  await expect(toast(staff, `KYC of ${loanId} approved`)).toBeVisible();
  await staff.context().close();
});
