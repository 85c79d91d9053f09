/**
 * The staff journey of a loan application through the real UI and server: a new prospect with
 * every field, "continue now", the five steps with real uploads, save; then the application in
 * the list. Plus the refusals staff must see: a png as the (pdf-only) rent-to-own form, a file
 * over 2 MiB, an address outside the operational area; and the form in Indonesian.
 */
import { expect, test, type Page } from './test';
import { signIn } from './helpers';
import { chooseOption, fieldError, FIXTURES, MONAS, monthsAgo, pickDate, tomorrowAt } from './journey-helpers';

const STAFF = 'level3@roda.test';
const NEW_PATH = '/app/borrower/application/new';

test.use({ geolocation: MONAS, permissions: ['geolocation'] });

/** Digits that make e-mail and phone unique within a run. */
function uniqueDigits(): string {
  return String(Date.now()).slice(-8);
}

/** Opens the new prospect form from the list's "Create new application" button. */
async function openNewProspectForm(page: Page): Promise<void> {
  await page.goto('/app/borrower/application');
  await page.getByRole('link', { name: 'Create new application' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\/new$/);
  await expect(page.getByRole('heading', { name: 'New prospect/borrower account' })).toBeVisible();
}

test('a new prospect through all five steps to a saved application, then verified from the list', async ({ page }) => {
  test.setTimeout(240_000);
  const n = uniqueDigits();
  const fullName = `Journey Borrower ${n}`;
  await signIn(page, STAFF);
  await openNewProspectForm(page);

  // --- The prospect account, every field.
  const form = page.getByTestId('prospect-form');
  await form.getByLabel('Full name as on ID card', { exact: true }).fill(fullName);
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await form.getByLabel('Birth place', { exact: true }).fill('Bekasi');
  await pickDate(form, 'Birth date', '1990-05-01');
  await form.getByRole('radio', { name: 'Married', exact: true }).check();
  await form.getByLabel("Mother's name", { exact: true }).fill('Siti Aminah');
  await form.getByLabel('Spouse name', { exact: true }).fill('Dewi Lestari');
  await form.getByLabel('Emergency contact name', { exact: true }).fill('Ani Lestari');
  await form.getByLabel('Emergency contact phone', { exact: true }).fill('0813 2222 3333');
  await chooseOption(form, 'Emergency contact relation', 'Family');
  await form.getByLabel('Email', { exact: true }).fill(`journey${n}@example.co.id`);
  const phone = form.getByLabel('Phone number', { exact: true });
  await phone.fill(`0812 ${n.slice(0, 4)} ${n.slice(4)}`);
  await phone.blur();
  await expect(phone).toHaveValue(`+62812${n}`);
  await form.getByLabel('Password', { exact: true }).fill('Motor-Listrik7');
  await form.getByLabel('Password confirmation', { exact: true }).fill('Motor-Listrik7');
  await chooseOption(form, 'Program type', 'Rent-to-own weekly 2 years');
  await chooseOption(form, 'Partner', 'Gojek');
  await chooseOption(form, 'Motorcycle type', 'Gesits G1');
  // The dealer: this device's location (Monas), nearest first with the distance.
  await form.getByRole('button', { name: "Use this device's location" }).click();
  await expect(form.getByLabel('Latitude', { exact: true })).toHaveValue(String(MONAS.latitude));
  await chooseOption(form, 'Dealer', 'Roda Gambir · 0,63 km');
  await form.getByLabel('Sales name (optional)', { exact: true }).fill('Rina');
  await form.getByRole('button', { name: 'Create account' }).click();

  // --- "Continue to the loan application now".
  const created = page.getByRole('dialog', { name: 'Account created' });
  await expect(created).toBeVisible();
  await expect(created.getByTestId('created-loan-id')).toContainText(/LN-\d+/);
  await created.getByRole('button', { name: 'Continue to the loan application now' }).click();
  await expect(page).toHaveURL(/\/app\/borrower\/application\/LN-\d+$/);
  const loanId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { name: `Loan application ${loanId}` })).toBeVisible();
  const steps = page.getByTestId('application-steps');
  // The account stored basic info, so the form opens on the address.
  await expect(steps.getByText('Done', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Residential address', { exact: true })).toBeVisible();

  // --- Step 1 (back to it with Previous): prefilled from the account.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Full name as on ID card', { exact: true })).toHaveValue(fullName);
  await expect(page.getByLabel('Spouse name', { exact: true })).toHaveValue('Dewi Lestari');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(`+62812${n}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  // --- Step 2: address. Outside the operational area first: the exact text on both fields.
  await expect(page.getByLabel('Residential address', { exact: true })).toBeVisible();
  const residential = page.getByTestId('address-residential');
  await page.getByLabel('Residential address', { exact: true }).fill('Jl. Pemuda No. 1');
  await residential.getByLabel('Postcode', { exact: true }).fill('50132');
  await chooseOption(residential, 'Province', 'Jawa Tengah', { search: true });
  await chooseOption(residential, 'City/regency', 'Kota Semarang', { search: true });
  const outOfArea = 'Out of operational area. At province and city/regency field';
  await expect(fieldError(residential, 'Province')).toHaveText(outOfArea);
  await expect(fieldError(residential, 'City/regency')).toHaveText(outOfArea);
  // Inside it: Jakarta Pusat, Gambir; the KTP address differs (Kota Bekasi).
  await chooseOption(residential, 'Province', 'Daerah Khusus Ibukota Jakarta', { search: true });
  await expect(residential.getByLabel('City/regency', { exact: true })).toBeEnabled();
  await chooseOption(residential, 'City/regency', 'Kota Administrasi Jakarta Pusat', { search: true });
  await chooseOption(residential, 'District', 'Gambir', { search: true });
  await chooseOption(residential, 'Sub district', 'Gambir', { search: true });
  await page.getByLabel('Residential address', { exact: true }).fill('Jl. Medan Merdeka Barat No. 12');
  await residential.getByLabel('Postcode', { exact: true }).fill('10110');
  await expect(fieldError(residential, 'Province')).toHaveCount(0);
  await page.getByLabel('The residential address is the same as the ID card (KTP) address', { exact: true }).uncheck();
  const ktp = page.getByTestId('address-ktp');
  await page.getByLabel('Address on the ID card', { exact: true }).fill('Jl. KH. Noer Ali No. 5');
  await ktp.getByLabel('Postcode', { exact: true }).fill('17113');
  await chooseOption(ktp, 'Province', 'Jawa Barat', { search: true });
  await chooseOption(ktp, 'City/regency', 'Kota Bekasi', { search: true });
  await chooseOption(ktp, 'District', 'Bekasi Timur', { search: true });
  await chooseOption(ktp, 'Sub district', 'Margahayu', { search: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  // --- Step 3: e-KYC invitation, then batch KYC scheduling of this borrower from the same screen.
  await pickDate(page, 'KYC date and time', tomorrowAt('10:00'));
  await page.getByRole('radio', { name: 'Video call', exact: true }).check();
  await page.getByLabel('Note', { exact: true }).fill('WhatsApp video call');
  await page.getByRole('button', { name: 'Batch KYC scheduling' }).click();
  const drawer = page.getByRole('dialog', { name: 'Batch KYC scheduling' });
  await drawer.getByLabel('Search by name, email or loan ID', { exact: true }).fill(loanId);
  const row = drawer.getByRole('row').filter({ hasText: loanId });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await chooseOption(row, `KYC method ${loanId}`, 'In person');
  await drawer.getByRole('button', { name: 'Schedule KYC (1)' }).click();
  await expect(page.getByText('KYC scheduled for 1 borrower(s)')).toBeVisible();
  await expect(drawer).toBeHidden();
  // The application was read again: the batch's method is now the stored one.
  await expect(page.getByRole('radio', { name: 'In person', exact: true })).toBeChecked();
  await expect(page.getByLabel('KYC date and time', { exact: true })).toHaveValue(tomorrowAt('10:00'));
  // The meeting place is asked here once, so the KYC screen need not ask it again.
  await page.getByLabel('Meeting place', { exact: true }).fill('Roda office, Jl. Medan Merdeka Barat 12');
  await page.getByRole('button', { name: 'Continue' }).click();

  // --- Step 4: documents, each uploaded on choosing it.
  await expect(page.getByLabel('ID card number (NIK)', { exact: true })).toBeVisible();
  // A woman's NIK for the man born 1 May 1990 (day 41): a warning to confirm, asked for below.
  await page.getByLabel('ID card number (NIK)', { exact: true }).fill('3171014105900001');
  await page.getByLabel('ID card photo', { exact: true }).setInputFiles(FIXTURES.jpg);
  await expect(page.getByTestId('file-ktp_photo-accepted')).toContainText('photo.jpg');
  // The preview is the stored (re-encoded) file, fetched with the bearer token.
  const preview = page.getByTestId('file-ktp_photo-accepted').locator('img[src^="blob:"]');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel('Self photo', { exact: true }).setInputFiles(FIXTURES.png);
  await expect(page.getByTestId('file-selfie-accepted')).toContainText('photo.png');
  await page.getByLabel('Family card number', { exact: true }).fill('3171019876543210');
  await page.getByLabel('Family card photo', { exact: true }).setInputFiles(FIXTURES.jpg);
  await page.getByLabel('Driver license number', { exact: true }).fill('123456789012');
  await page.getByLabel('Driver license photo', { exact: true }).setInputFiles(FIXTURES.jpg);
  await page.getByLabel('Ride-hailing profile page photo', { exact: true }).setInputFiles(FIXTURES.png);
  await page.getByLabel('Domicile letter', { exact: true }).setInputFiles(FIXTURES.pdf);
  await expect(page.getByTestId('file-domicile_letter-accepted')).toContainText('document.pdf');
  // The rent-to-own form takes pdf only, judged by the server from the bytes.
  await page.getByLabel('Rent-to-own application form', { exact: true }).setInputFiles(FIXTURES.png);
  await expect(fieldError(page, 'Rent-to-own application form')).toHaveText('Only PDF files are allowed for this field');
  // Over 2 MiB is refused before it is sent.
  await page.getByLabel('Rent-to-own application form', { exact: true }).setInputFiles({
    name: 'too-large.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024)]),
  });
  await expect(fieldError(page, 'Rent-to-own application form')).toHaveText('Maximum file size is 2 MB.');
  await page.getByLabel('Rent-to-own application form', { exact: true }).setInputFiles(FIXTURES.pdf);
  await expect(page.getByTestId('file-rto_form-accepted')).toContainText('document.pdf');
  await expect(fieldError(page, 'Rent-to-own application form')).toHaveCount(0);
  await page.getByLabel('Spouse ID card number', { exact: true }).fill('3171015505926677');
  await page.getByLabel('Spouse ID card photo', { exact: true }).setInputFiles(FIXTURES.jpg);
  await expect(page.getByTestId('file-spouse_ktp_photo-accepted')).toContainText('photo.jpg');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The NIK says a woman: the server asks to confirm, nothing is stored until then.
  const mismatch = page.getByTestId('nik-mismatch');
  await expect(mismatch).toContainText('The NIK gives the gender Female; the stated one is Male.');
  await expect(fieldError(page, 'ID card number (NIK)')).toHaveText(
    'The ID card number does not match the stated birth date or gender. Check it, then confirm to continue',
  );
  await page.getByLabel('I checked the ID card: the NIK is written correctly', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // --- Step 5: financial data; the average and income per day follow the amounts live.
  await chooseOption(page, 'Ride-hailing app', 'Gojek');
  await page.getByLabel('Work experience (months of service)', { exact: true }).fill('24');
  for (const [i, amount] of ['2000000', '2000000', '2000000'].entries()) {
    const month = monthsAgo(i + 1);
    await pickDate(page, `Month ${i + 1}`, month.typed, month.shown);
    await page.getByLabel(`Income in month ${i + 1}`, { exact: true }).fill(amount);
  }
  await expect(page.getByTestId('income-below-minimum')).toHaveText(
    'Borrowers average monthly income is less than Rp 3.000.000,-',
  );
  await page.getByRole('button', { name: 'Add a month' }).click();
  await pickDate(page, 'Month 4', monthsAgo(4).typed, monthsAgo(4).shown);
  for (const [i, amount] of ['4000000', '3500000', '5000000', '4500000'].entries()) {
    await page.getByLabel(`Income in month ${i + 1}`, { exact: true }).fill(amount);
  }
  await expect(page.getByTestId('average-monthly-income')).toContainText('Rp 4.250.000');
  await expect(page.getByTestId('income-per-day')).toContainText('Rp 141.666');
  await expect(page.getByTestId('income-below-minimum')).toHaveCount(0);
  await page.getByLabel('Income history photo', { exact: true }).setInputFiles(FIXTURES.jpg);
  await expect(page.getByTestId('file-income_history-accepted')).toContainText('photo.jpg');
  await page.getByLabel('Family member income per month', { exact: true }).fill('1500000');
  await page.getByLabel('Family income proof', { exact: true }).setInputFiles(FIXTURES.pdf);
  await expect(page.getByTestId('file-family_income_proof-accepted')).toContainText('document.pdf');
  await page.getByRole('button', { name: 'Save' }).click();

  // --- Saved: back on the list, find it by its loan ID, then verify it there.
  await expect(page).toHaveURL(/\/app\/borrower\/application$/);
  await expect(page.getByText(`${loanId} is now Unverified.`)).toBeVisible();
  // Whoever verifies sees the confirmed NIK mismatch on the borrower's documents.
  await page.goto(`/app/borrower/detail?loan_id=${loanId}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('nik-mismatch')).toContainText('Confirmed by');
  await page.goto('/app/borrower/application');
  await verifyFromList(page, loanId);
});

/** Finds the application by its loan ID in the list and verifies it there; the counts follow. */
async function verifyFromList(page: Page, loanId: string): Promise<void> {
  const count = async (name: string) =>
    Number((await page.getByTestId(`summary-${name}`).locator('.ant-statistic-content').innerText()).replace(/\D/g, ''));
  await expect(page.getByTestId('summary-verified')).toBeVisible();
  await page.getByPlaceholder('Search by username, email or loan ID').fill(loanId);
  const row = page.getByRole('row').filter({ hasText: loanId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unverified');
  await expect.poll(() => count('unverified')).toBeGreaterThan(0);
  const before = { verified: await count('verified'), unverified: await count('unverified') };
  await row.getByRole('button', { name: `Actions for ${loanId}` }).click();
  await page.getByRole('menuitem', { name: 'Verify' }).click();
  await page.getByRole('dialog', { name: `Verify application ${loanId}?` }).getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Application ${loanId} verified`)).toBeVisible();
  await expect(row).toContainText('Verified');
  await expect.poll(() => count('verified')).toBe(before.verified + 1);
  await expect.poll(() => count('unverified')).toBe(before.unverified - 1);
}

test('the new prospect form speaks Indonesian after switching the language', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto(NEW_PATH);
  await expect(page.getByLabel('Full name as on ID card', { exact: true })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Akun prospek/peminjam baru' })).toBeVisible();
  await expect(page.getByLabel('Nama lengkap sesuai KTP', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nama ibu kandung', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gunakan lokasi perangkat ini' })).toBeVisible();
  await page.getByRole('button', { name: 'Buat akun' }).click();
  await expect(fieldError(page, 'Nama lengkap sesuai KTP')).toHaveText('Isi nama lengkap');
  await expect(fieldError(page, 'Email')).toHaveText('Isi email');
  // Back to English for the other tests of this browser profile.
  await page.getByTestId('language-switch').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByLabel('Full name as on ID card', { exact: true })).toBeVisible();
});
