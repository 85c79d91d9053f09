/**
 * The motorcycle handover in the browser (issue 11 item 2), the only way a loan becomes active
 * (issue 41 item 13): a unique unit to register, the registration form filled, and the handover
 * form of a loan completed with a unit registered inline.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './journey-helpers';
import { fixture, jakartaDate } from './loan-helpers';
import { toast } from './origination-helpers';

/** A plate and a frame number no earlier run used (B 1234 XYZ, 17 characters without I/O/Q). */
export function uniqueUnit(): { plate: string; frame: string; engine: string } {
  const n = Date.now() % 10_000;
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const suffix = [0, 1, 2].map((i) => letters[Math.floor(Date.now() / 10 ** (i + 4)) % letters.length]).join('');
  const serial = String(Date.now()).slice(-8);
  return { plate: `B ${n} ${suffix}`, frame: `MH1JM8110PK${serial.slice(0, 6)}`, engine: `JM81E-${serial}` };
}

/**
 * Fills the registration form with unit `u`; `typeName` chooses its motorcycle type (as the form
 * names it), unless the form has it fixed (the handover registering the loan's type).
 */
export async function fillUnit(form: Locator, u: { plate: string; frame: string; engine: string }, typeName?: string) {
  await form.getByLabel('Plate number').fill(u.plate);
  await form.getByLabel('Frame number (VIN)').fill(u.frame);
  await form.getByLabel('Engine number').fill(u.engine);
  if (typeName) await chooseOption(form, 'Motorcycle type', typeName);
  await form.getByLabel('Colour').fill('Black');
  await form.getByLabel('Year').fill('2026');
  await form.getByLabel('STNK number').fill(`STNK-${u.engine}`);
  await form.getByLabel('STNK valid until').fill(jakartaDate(365 * 5));
  await form.getByLabel('STNK valid until').press('Enter');
  await form.getByLabel('BPKB number').fill(`BPKB-${u.engine}`);
  await form.getByLabel('Purchase price').fill('24000000');
  await chooseOption(form, 'Dealer province', /Jakarta/);
  await chooseOption(form, 'Dealer city', /Jakarta/);
  await chooseOption(form, 'Dealer', /./);
}

/** The open handover form of `loanId`. */
export function handoverForm(page: Page, loanId: string): Locator {
  return page.locator('.ant-modal').filter({ hasText: `Hand over a motorcycle for ${loanId}` });
}

/**
 * In the open handover form of `loanId`: registers a new unit of the loan's type inline (it is
 * then chosen), sets the handover time (`at`, Jakarta wall time `YYYY-MM-DD HH:mm`; as the form
 * opens when absent), the odometer, a photo and the BAST, and hands it over. Answers the plate.
 */
export async function handOverWithANewUnit(page: Page, loanId: string, at?: string): Promise<string> {
  const handover = handoverForm(page, loanId);
  await expect(handover).toBeVisible();
  const unit = uniqueUnit();
  await handover.getByRole('button', { name: 'Register a unit' }).click();
  const register = page.locator('.ant-modal').filter({ hasText: 'Register motorcycle' });
  await expect(register).toBeVisible();
  await fillUnit(register, unit);
  await register.getByRole('button', { name: 'Save' }).click();
  await expect(register).toBeHidden();
  // Registered and chosen for this handover.
  await expect(handover.getByText(new RegExp(`^${unit.plate} · `))).toBeVisible();
  if (at) {
    const when = handover.getByLabel('Handed over at (WIB)');
    await when.click();
    await when.fill(at);
    await when.press('Enter');
  }
  await handover.getByLabel('Odometer (km)').fill('3');
  await handover.getByTestId('file-input-handover_photo').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: fixture('photo.jpg') });
  await expect(handover.getByText('front.jpg')).toBeVisible();
  await handover.getByTestId('file-input-bast').setInputFiles({ name: 'bast.pdf', mimeType: 'application/pdf', buffer: fixture('document.pdf') });
  await expect(handover.getByText('bast.pdf')).toBeVisible();
  // Enter in the time picker may have submitted already; click only while the form is still open.
  const submit = handover.getByRole('button', { name: 'Hand over', exact: true });
  if (await submit.isVisible()) await submit.click({ timeout: 5_000 }).catch(() => {});
  await expect(toast(page, 'Motorcycle handed over; the loan is active.')).toBeVisible();
  return unit.plate;
}
