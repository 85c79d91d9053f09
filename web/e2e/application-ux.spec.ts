/**
 * The application stage as a new staff member meets it (issue 8): Jakarta times in any browser
 * zone, Save that keeps an incomplete application a draft, partner changes that ask for the
 * motorcycle type again, unqualified leads apart, batch KYC from the list, home cards that are
 * links, deep links through sign-in, the PDF preview, file type messages and Indonesian names.
 */
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { chooseIn, pickDate } from './journey-helpers';
import {
  StaffApi,
  applicationRow,
  createDraft,
  createUnverified,
  demoRefs,
  fillSteps,
  listTotal,
  rowAction,
  searchFor,
  summaryCount,
  type Refs,
} from './applications-helpers';

const LIST = '/app/borrower/application';



let api: StaffApi;
let refs: Refs;
let dispose: () => Promise<void>;

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  api = await StaffApi.signIn(request, 'level3@roda.test');
  refs = await demoRefs(api);
  dispose = () => request.dispose();
});

test.afterAll(async () => dispose());

/** `YYYY-MM-DD` of the day after tomorrow in Jakarta. */
function inTwoDaysJakarta(): string {
  return new Date(Date.now() + 7 * 3600 * 1000 + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** `2026-11-24` → `24 Nov 2026`. */
function shownDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}${query}`);
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
}

test.describe('in a browser on New York time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('KYC schedules and times are Jakarta time, labelled WIB, shown and picked', async ({ page }) => {
    const loanId = await createDraft(api, refs, 'Waktu Jakarta');
    const day = inTwoDaysJakarta();
    await api.send('put', `/api/v1/loan-applications/${loanId}/ekyc-invitation`, {
      kyc_schedule: { scheduled_at: `${day}T10:30:00+07:00`, method: 'video_call', location: 'https://meet.example.com/waktu', note: null },
    });
    await signIn(page, 'level3@roda.test');
    // The browser really is on New York time.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await openList(page);
    await searchFor(page, loanId);
    await expect(applicationRow(page, loanId).getByTestId('kyc-at')).toHaveText(`KYC ${shownDate(day)} 10:30 WIB`);
    await expect(applicationRow(page, loanId).getByTestId('registered')).toHaveText(/ WIB$/);
    // The picker shows and takes Jakarta wall time: 11:00 typed is stored as 11:00 +07:00.
    await page.goto(`${LIST}/${loanId}?step=ekyc-invitation`);
    const picker = page.getByLabel('KYC date and time', { exact: true });
    await expect(picker).toHaveValue(`${day} 10:30`);
    await pickDate(page, 'KYC date and time', `${day} 11:00`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=documents/);
    const stored = await api.get<{ ekyc_invitation: { kyc_schedule: { scheduled_at: string } } }>(
      `/api/v1/loan-applications/${loanId}`,
    );
    expect(Date.parse(stored.ekyc_invitation.kyc_schedule.scheduled_at)).toBe(Date.parse(`${day}T11:00:00+07:00`));
    // The detail shows it too.
    await page.goto(`/app/borrower/detail?loan_id=${loanId}`);
    await expect(page.getByText(`${shownDate(day)} 11:00 WIB`, { exact: true })).toBeVisible();
  });
});

test('Save with steps missing keeps a draft and names them; Verify is not offered', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Simpan Sebagian');
  await signIn(page, 'level3@roda.test');
  await page.goto(`${LIST}/${loanId}?step=address`);
  await expect(page.getByLabel('Residential address', { exact: true })).toBeVisible();
  // Step 1 (basic info) came with the account; e-KYC and the rest are missing.
  await page.goto(`${LIST}/${loanId}?step=basic-info`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-notice')).toHaveText(
    'Step saved. The application stays a draft until every step is complete: Address, e-KYC invitation, Documents, Financial and performance.',
  );
  await expect(page.getByTestId('application-status')).toHaveText('Draft');
  await expect(page.getByText(/is now Unverified/)).toHaveCount(0);
  await openList(page);
  await searchFor(page, loanId);
  await expect(applicationRow(page, loanId).getByTestId('status-tag')).toHaveText('Draft');
  await applicationRow(page, loanId).getByRole('button', { name: `Actions for ${loanId}` }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu.getByRole('menuitem', { name: 'Continue registration' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Verify', exact: true })).toHaveCount(0);
});

test('a partner change warns, clears the motorcycle type and the list shows what to fix', async ({ page }) => {
  const loanId = await createUnverified(api, refs, 'Ganti Mitra');
  await signIn(page, 'level3@roda.test');
  await openList(page);
  await searchFor(page, loanId);
  await rowAction(page, loanId, 'Change partner');
  const dialog = page.getByRole('dialog', { name: 'Assign or change partner' });
  await expect(dialog.getByTestId('partner-warning')).toContainText('which must then be chosen again');
  await chooseIn(dialog.getByRole('combobox'), 'Grab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = applicationRow(page, loanId);
  await expect(row.getByTestId('partner')).toHaveText('Grab');
  await expect(row.getByTestId('fix-tag')).toHaveText('Motorcycle type needed');
  await row.getByRole('button', { name: `Actions for ${loanId}` }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu.getByRole('menuitem', { name: 'Verify', exact: true })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Continue registration' }).click();
  // The form opens on the step to fix, with the type empty and asked for on Continue.
  await expect(page).toHaveURL(new RegExp(`${loanId}$|step=basic-info`));
  const type = page.getByLabel('Motorcycle type', { exact: true });
  await expect(type).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('step-problems')).toHaveText('Some fields need attention.');
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  // Choosing the type clears the banner.
  await chooseIn(type, 'Alva One');
  await expect(page.getByTestId('step-problems')).toBeHidden();
});

test('unqualify asks first; unqualified leads are counted and filtered apart from drafts', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Tidak Memenuhi');
  await signIn(page, 'level3@roda.test');
  await openList(page);
  const drafts = await summaryCount(page, 'draft');
  const unqualified = await summaryCount(page, 'unqualified');
  await searchFor(page, loanId);
  await rowAction(page, loanId, 'Unqualify');
  const confirm = page.getByRole('dialog', { name: `Unqualify lead ${loanId}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(applicationRow(page, loanId).getByTestId('lead-tag')).toHaveText('New lead');
  await rowAction(page, loanId, 'Unqualify');
  await page.getByRole('dialog', { name: `Unqualify lead ${loanId}?` }).getByRole('button', { name: 'Unqualify' }).click();
  await expect(applicationRow(page, loanId).getByTestId('lead-tag')).toHaveText('Unqualified');
  await expect.poll(() => summaryCount(page, 'unqualified')).toBe(unqualified + 1);
  await expect.poll(() => summaryCount(page, 'draft')).toBe(drafts - 1);
  // The status filter offers "KYC Scheduled" and the unqualified leads.
  await openList(page);
  await chooseIn(page.getByTestId('filter-status').getByRole('combobox'), 'KYC Scheduled');
  await expect(page).toHaveURL(/status=kyc_scheduled/);
  await chooseIn(page.getByTestId('filter-status').getByRole('combobox'), 'Unqualified lead');
  await expect(page).toHaveURL(/status=unqualified/);
  await expect.poll(() => listTotal(page)).toBe(unqualified + 1);
  await expect(applicationRow(page, loanId)).toBeVisible();
  await openList(page, '?status=draft');
  await expect.poll(() => listTotal(page)).toBe(drafts - 1);
});

test('batch KYC from the list refuses an unqualified lead and shows the schedule after', async ({ page }) => {
  const good = await createDraft(api, refs, 'Jadwal Satu');
  const out = await createDraft(api, refs, 'Jadwal Dua');
  await api.send('post', `/api/v1/loan-applications/${out}/unqualify`, {});
  await signIn(page, 'level3@roda.test');
  await openList(page);
  for (const id of [good, out]) await page.getByLabel(`Select ${id}`, { exact: true }).check();
  await page.getByRole('button', { name: 'Schedule KYC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule KYC' });
  await expect(dialog.getByTestId('kyc-refused')).toContainText(out);
  await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel(`Select ${out}`, { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Schedule KYC' }).click();
  const day = inTwoDaysJakarta();
  await pickDate(dialog, 'KYC date and time (WIB)', `${day} 09:15`);
  await dialog.getByLabel('Meeting link', { exact: true }).fill('https://meet.example.com/jadwal');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(applicationRow(page, good).getByTestId('kyc-at')).toHaveText(`KYC ${shownDate(day)} 09:15 WIB`);
  await expect(applicationRow(page, out).getByTestId('kyc-at')).toHaveCount(0);
});

test('home: the cards link to the lists they count; level 1 sees no borrower counts', async ({ page }) => {
  await createDraft(api, refs, 'Beranda Satu');
  await signIn(page, 'level3@roda.test');
  await page.goto('/app/home');
  const leads = page.getByTestId('stage-lead').locator('.ant-statistic-content-value');
  await expect(leads).toHaveText(/^\d[\d.]*$/);
  const count = Number((await leads.innerText()).replace(/\./g, ''));
  await page.getByTestId('stage-lead').click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\?status=draft$/);
  await expect.poll(() => listTotal(page)).toBe(count);
  await page.goto('/app/home');
  await page.getByTestId('stage-application').click();
  await expect(page).toHaveURL(/status=unverified$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'level1@roda.test');
  await page.goto('/app/home');
  await expect(page.getByTestId('no-stages')).toBeVisible();
  await expect(page.getByTestId('stage-lead')).toHaveCount(0);
});

test('a deep link opened without a session opens after sign-in', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Tautan Langsung');
  const deep = `${LIST}/${loanId}?step=address`;
  await page.goto(deep);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email', { exact: true }).fill('level3@roda.test');
  await page.getByLabel('Password', { exact: true }).fill('Roda!demo2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(deep);
  await expect(page.getByLabel('Residential address', { exact: true })).toBeVisible();
  // Another site is never a place to return to.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fapp%2Fhome');
  await page.getByLabel('Email', { exact: true }).fill('level3@roda.test');
  await page.getByLabel('Password', { exact: true }).fill('Roda!demo2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('the PDF preview of the borrower detail is not blocked by the CSP', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Pratinjau PDF');
  await fillSteps(api, loanId);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (frame|load)/i.test(m.text())) refused.push(m.text());
  });
  await signIn(page, 'level3@roda.test');
  await page.goto(`/app/borrower/detail?loan_id=${loanId}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByTestId('file-domicile_letter').getByRole('button', { name: 'View' }).click();
  const frame = page.getByTestId('file-viewer').locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await page.waitForTimeout(1000);
  expect(refused).toEqual([]);
});

test('an SVG on a photo field says what the field takes', async ({ page }) => {
  const loanId = await createDraft(api, refs, 'Berkas SVG');
  await signIn(page, 'level3@roda.test');
  await page.goto(`${LIST}/${loanId}?step=documents`);
  await page.getByTestId('file-selfie').locator('input[type=file]').setInputFiles({
    name: 'face.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
  });
  await expect(page.getByText('Only JPG or PNG images are allowed for this field')).toBeVisible();
  await expect(page.getByText('Only JPG, PNG or PDF files are allowed')).toHaveCount(0);
});

test('on the Indonesian screen programs and the level badge are Indonesian', async ({ page }) => {
  await createDraft(api, refs, 'Nama Program');
  await signIn(page, 'level3@roda.test');
  await openList(page);
  await expect(page.getByText('Loan monthly 24 months').first()).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByText('Tingkat 3')).toBeVisible();
  await expect(page.getByText('Pinjaman bulanan 24 bulan').first()).toBeVisible();
  await expect(page.getByText('Loan monthly 24 months')).toHaveCount(0);
  // Back to English for the other tests of this browser profile.
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByText('Loan monthly 24 months').first()).toBeVisible();
});
