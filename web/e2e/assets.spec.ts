/**
 * The motorcycle and battery screens of issue 11 in Chromium against the real server: a level-7
 * staff member registers a unit of the type a pending-activation loan financed, hands it over to
 * that loan with photos and the signed BAST (the loan turns active), finds the unit on the active
 * list and its handover on the detail timeline, then registers a battery and opens it; imports
 * units from the downloaded template filled with a good and a bad row (written with `exceljs`).
 * A station's swap shows on the battery. Levels 1 and 10 see only the read-only motorcycle and
 * battery pages.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { menuEntries, signIn } from './helpers';
import { Api, fixture, newPendingActivationLoan } from './loan-helpers';
import { chooseOption } from './journey-helpers';
import { fillUnit, uniqueUnit } from './handover-helpers';
import { openModal, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';
const LEVEL7 = 'level7@roda.test';
const LEVEL1 = 'level1@roda.test';
const LEVEL10 = 'level10@roda.test';

test.describe.configure({ mode: 'serial' });

interface Pending {
  loan_id: string;
  motorcycle_type_id: string;
  motorcycle_type_name: string;
}

/**
 * A loan waiting for its unit: one of the demo's, else a new one taken through the origination
 * steps by API (allocate, approve, KYC, first payment, contract) as in the repayment spec.
 */
async function pendingLoan(request: APIRequestContext): Promise<Pending> {
  const staff = await Api.signIn(request, LEVEL7);
  const waiting = await staff.get<{ items: Pending[] }>('/api/v1/handovers/pending?limit=20');
  if (waiting.items.length) return waiting.items[0];

  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Rizky Handover');
  const again = await staff.get<{ items: Pending[] }>(`/api/v1/handovers/pending?q=${loanId}`);
  expect(again.items).toHaveLength(1);
  return again.items[0];
}

/** The open option list of a select. */
function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

let shared: { loan: Pending; plate: string; battery: string };

/**
 * How the registration form names motorcycle type `id`: its name, followed by its partner's when
 * another type has the same name (the form's `useMotorcycleTypeOptions`).
 */
async function typeLabel(staff: Api, id: string): Promise<string> {
  const types = await staff.get<{ id: string; name: string; partner_id: string }[]>('/api/v1/motorcycle-types');
  const partners = await staff.get<{ id: string; name: string }[]>('/api/v1/partners');
  const type = types.find((m) => m.id === id)!;
  const twins = types.filter((m) => m.name === type.name).length;
  return twins > 1 ? `${type.name} · ${partners.find((p) => p.id === type.partner_id)!.name}` : type.name;
}

test('level 7 registers a unit, hands it over to a loan waiting for it, and finds it in use with its history', async ({ browser, request }) => {
  const loan = await pendingLoan(request);
  const unit = uniqueUnit();
  const battery = `E2E-BAT-${Date.now()}`;
  shared = { loan, plate: unit.plate, battery };

  // A battery in stock to hand over with the unit (through the API: the screen is tested below).
  const staff = await Api.signIn(request, LEVEL7);
  await staff.post('/api/v1/batteries', { serial: `${battery}-H`, model: 'LFP 48V 30Ah', capacity_kwh: 1.44, state_of_health_percent: 100, cycle_count: 0 });

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, LEVEL7);

  // Register the unit.
  await page.goto('/app/motorcycle/registration');
  await expect(page.getByRole('heading', { name: 'Motorcycle registration', exact: true })).toBeVisible();
  await page.getByTestId('register-motorcycle').click();
  const form = openModal(page);
  const typeName = await typeLabel(staff, loan.motorcycle_type_id);
  await fillUnit(form, unit, typeName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.getByTestId('motorcycle-search').fill(unit.plate);
  await expect(page.getByTestId('motorcycles-table').locator('tbody tr').filter({ hasText: unit.plate })).toContainText('In stock');

  // The same plate again: the server's error shows under the plate field.
  await page.getByTestId('register-motorcycle').click();
  const again = openModal(page);
  const twin = uniqueUnit();
  await fillUnit(again, { ...twin, plate: unit.plate }, typeName);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.locator('.ant-form-item').filter({ hasText: 'Plate number' }).locator('.ant-form-item-explain-error')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Hand it over.
  await page.goto(`/app/motorcycle/handover?q=${encodeURIComponent(loan.loan_id)}`);
  await expect(page.getByRole('heading', { name: 'Handover', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Hand over to ${loan.loan_id}` }).click();
  const handover = openModal(page);
  await chooseOption(handover, 'Unit', new RegExp(`^${unit.plate} · `));
  await handover.getByLabel('Odometer (km)').fill('7');
  await handover.getByLabel('Batteries').fill(`${battery}-H`);
  await openOptions(page).filter({ hasText: `${battery}-H` }).first().click();
  await handover.getByTestId('file-input-handover_photo').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: fixture('photo.jpg') });
  await expect(handover.getByText('front.jpg')).toBeVisible();
  await handover.getByTestId('file-input-bast').setInputFiles({ name: 'bast.pdf', mimeType: 'application/pdf', buffer: fixture('document.pdf') });
  await expect(handover.getByText('bast.pdf')).toBeVisible();
  await handover.getByRole('button', { name: 'Hand over' }).click();
  await expect(toast(page, 'Motorcycle handed over; the loan is active.')).toBeVisible();

  // In use, with the borrower and the loan.
  await page.goto(`/app/motorcycle/active?q=${encodeURIComponent(unit.plate)}`);
  const row = page.getByTestId('active-motorcycles-table').locator('tbody tr').filter({ hasText: unit.plate });
  await expect(row).toContainText(loan.loan_id);
  await expect(row).toContainText(`${battery}-H`);
  await row.getByRole('link', { name: `Open ${unit.plate}` }).click();

  // The detail: the handover on top of the registration in the timeline.
  await expect(page.getByRole('heading', { name: unit.plate })).toBeVisible();
  const events = page.getByTestId('motorcycle-timeline').getByTestId('timeline-event');
  await expect(events.first()).toContainText('Handed over');
  await expect(events.last()).toContainText('Registered');
  await expect(page.getByTestId('motorcycle-holder')).toContainText(loan.loan_id);
  await context.close();
});

test('level 7 registers a battery, opens it and sees the swap a station reports', async ({ page, request }) => {
  await signIn(page, LEVEL7);
  await page.goto('/app/battery/active');
  await expect(page.getByRole('heading', { name: 'Active batteries', exact: true })).toBeVisible();
  await page.getByTestId('register-battery').click();
  const form = openModal(page);
  await form.getByLabel('Serial number').fill(shared.battery);
  await form.getByLabel('Model').fill('LFP 48V 30Ah');
  await form.getByLabel('Capacity (kWh)').fill('1.44');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.getByTestId('battery-search').fill(shared.battery);
  // The search reaches the URL after its debounce; a click before it would be undone.
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page
    .getByTestId('batteries-table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: `Open ${shared.battery}`, exact: true }) });
  await expect(row).toContainText('In stock');
  await row.getByRole('link', { name: `Open ${shared.battery}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: shared.battery })).toBeVisible();
  await expect(page.getByTestId('battery-fields')).toContainText('LFP 48V 30Ah');
  await expect(page.getByTestId('battery-swaps')).toContainText('Never swapped');

  // A swap station (a staff account of the registration area) reports a swap at the unit handed
  // over above: the battery from the unit goes out, this one goes in. The detail shows it.
  const station = await Api.signIn(request, LEVEL7);
  const swapped = await station.post<{ accepted: number }>('/api/v1/battery-swaps', {
    events: [
      {
        event_id: `e2e-${Date.now()}`,
        station_id: 'ST-JKT-E2E',
        swapped_at: new Date(Date.now() - 60_000).toISOString(),
        plate_number: shared.plate,
        battery_out_serial: `${shared.battery}-H`,
        battery_in_serial: shared.battery,
        soc_out_percent: 9,
        soc_in_percent: 98,
      },
    ],
  });
  expect(swapped.accepted).toBe(1);
  await page.reload();
  const swap = page.getByTestId('battery-swaps').locator('tr.ant-table-row').first();
  await expect(swap).toContainText('ST-JKT-E2E');
  await expect(swap).toContainText(shared.plate);
  await expect(swap).toContainText(`${shared.battery}-H`);
  // Now in that unit.
  await expect(page.getByTestId('battery-fields')).toContainText(shared.plate);
});

/** The template's columns in English, in order (`motorcycle_import::COLUMNS`). */
const IMPORT_COLUMNS = [
  'Plate number',
  'Frame number (VIN)',
  'Engine/motor number',
  'Motorcycle type',
  'Colour',
  'Year',
  'STNK number',
  'STNK expiry (YYYY-MM-DD)',
  'BPKB number',
  'Dealer',
  'Purchase price (Rp)',
];

/** The texts of column `n` (from 1) below its header. */
function columnBelowHeader(sheet: ExcelJS.Worksheet, n: number): string[] {
  const texts: string[] = [];
  sheet.getColumn(n).eachCell((cell, row) => {
    if (row > 1 && cell.text.trim()) texts.push(cell.text);
  });
  return texts;
}

/** `n` random digits. */
function digits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

test('level 7 downloads the import template, fills it with a good and a bad row, imports it and finds the new unit', async ({ browser }) => {
  const dir = mkdtempSync(join(tmpdir(), 'roda-motorcycle-import-'));
  const serial = digits(6);
  const plate = `B ${1000 + Math.floor(Math.random() * 9000)} IMP`;
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, LEVEL7);
  await page.goto('/app/motorcycle/registration');
  await expect(page.getByRole('heading', { name: 'Motorcycle registration', exact: true })).toBeVisible();
  await page.getByTestId('import-motorcycles').click();
  const dialog = openModal(page);
  await expect(dialog).toContainText('Import motorcycles');

  // The template: columns named in the caller's language, the types and dealers on its second sheet.
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('motorcycle-import-template').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('motorcycle-import-template.xlsx');
  const template = join(dir, 'template.xlsx');
  await download.saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const [units, lists] = book.worksheets;
  const header: string[] = [];
  units.getRow(1).eachCell((cell, n) => (header[n - 1] = cell.text));
  expect(header).toEqual(IMPORT_COLUMNS);
  expect(lists.name).toBe('Lists');
  expect([lists.getCell('A1').text, lists.getCell('B1').text]).toEqual(['Motorcycle type', 'Dealer']);
  const types = columnBelowHeader(lists, 1);
  const dealers = columnBelowHeader(lists, 2);
  expect(types.length).toBeGreaterThan(0);
  expect(dealers.length).toBeGreaterThan(0);

  // Row 2 good; row 3 the same but with a plate that is not one.
  const good: Record<string, string> = {
    'Plate number': plate,
    'Frame number (VIN)': `MH1JM8110MK${serial}`,
    'Engine/motor number': `JM81E-${serial}`,
    'Motorcycle type': types[0],
    Colour: 'Black',
    Year: '2026',
    Dealer: dealers[0],
    'Purchase price (Rp)': '28500000',
  };
  const bad: Record<string, string> = { ...good, 'Plate number': '1234', 'Frame number (VIN)': `MH1JM8110MK${digits(6)}`, 'Engine/motor number': `JM81E-${digits(6)}` };
  [good, bad].forEach((cells, i) => {
    units.getRow(i + 2).values = IMPORT_COLUMNS.map((column) => cells[column] ?? null);
  });
  const filled = join(dir, 'motorcycles.xlsx');
  await book.xlsx.writeFile(filled);

  await dialog.locator('input[type="file"]').setInputFiles(filled);
  const result = dialog.getByTestId('motorcycle-import-result');
  await expect(result.getByTestId('import-created')).toHaveText('1', { timeout: 30_000 });
  await expect(result.getByTestId('import-duplicates')).toHaveText('0');
  await expect(result.getByTestId('import-rejected')).toHaveText('1');
  const refused = result.getByTestId('import-rejected-rows').locator('tbody tr[data-row-key="3"]');
  await expect(refused).toContainText('plate_number');
  await expect(refused).toContainText('Enter a plate number like B 1234 XYZ');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('motorcycle-search').fill(plate);
  const row = page.getByTestId('motorcycles-table').locator('tbody tr').filter({ hasText: plate });
  await expect(row).toContainText('In stock');
  await expect(row).toContainText(types[0]);
  await context.close();
});

for (const level of [LEVEL1, LEVEL10]) {
  test(`${level} sees only the motorcycle and battery pages it may read, with no register button`, async ({ page }) => {
    await signIn(page, level);
    const entries = await menuEntries(page);
    expect(entries).toContain('Active motorcycles');
    expect(entries).toContain('Active batteries');
    expect(entries).not.toContain('Motorcycle registration');
    expect(entries).not.toContain('Handover');
    await page.goto(`/app/motorcycle/active?q=${encodeURIComponent(shared.plate)}`);
    const row = page.getByTestId('active-motorcycles-table').locator('tbody tr').filter({ hasText: shared.plate });
    await row.getByRole('link', { name: `Open ${shared.plate}` }).click();
    await expect(page.getByTestId('motorcycle-timeline')).toBeVisible();
    await expect(page.getByTestId('change-status')).toHaveCount(0);
    await page.goto('/app/battery/active');
    await expect(page.getByRole('heading', { name: 'Active batteries', exact: true })).toBeVisible();
    await expect(page.getByTestId('register-battery')).toHaveCount(0);
    await page.goto('/app/motorcycle/registration');
    await expect(page.getByTestId('register-motorcycle')).toHaveCount(0);
    await expect(page.getByTestId('import-motorcycles')).toHaveCount(0);
  });
}
