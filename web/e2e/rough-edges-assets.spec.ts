/**
 * Rough edges around the assets (issue 45 item 9) in Chromium against the real server, each on
 * a staff member's own path:
 * - the administrator's Assets report counts the units, batteries, service orders and tickets
 *   there are (it was empty), with no period to pick;
 * - the fleet manager's "Service due" title has its space before the count;
 * - the handover list says when each contract was signed;
 * - "Complete" on a service order asks the odometer (empty, the unit's last reading beside it) and
 *   a reading below the unit's last is refused in the form;
 * - the ticket import offers a template like the motorcycle import's, whose filled copy imports;
 * - level 1's Home shows its units and batteries, each card opening its list.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './test';
import { StaffApi, demoRefs, uniqueTag } from './applications-helpers';
import { signIn } from './helpers';
import { jakartaDate, newPendingActivationLoan } from './loan-helpers';
import { openModal, signedInPage, toast } from './origination-helpers';

const ADMIN = 'admin@roda.test';
const LENDER_STAFF = 'lender@roda.test';
const FLEET_MANAGER = 'level7@roda.test';
const LEVEL_3 = 'level3@roda.test';
const LEVEL_1 = 'level1@roda.test';

test.describe.configure({ mode: 'serial' });

/** A plate no other run uses (`B 1234 RAx`-like). */
function uniquePlate(tag: number, letter: string): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return `B ${1000 + (tag % 9000)} R${letter}${letters[Math.floor(tag / 9000) % letters.length]}`;
}

/** A unit registered in stock through the API by the fleet manager: its id and plate. */
async function registerUnit(api: StaffApi, tag: number, letter: string): Promise<{ id: string; plate: string }> {
  const refs = await demoRefs(api);
  const serial = `${tag}${letter.charCodeAt(0)}`.slice(-9).padStart(9, '0');
  const unit = await api.send<{ id: string; plate_number: string }>(
    'post',
    '/api/v1/motorcycles',
    {
      plate_number: uniquePlate(tag, letter),
      frame_number: `MH1RE${serial}AAA`.slice(0, 17),
      engine_number: `RE${serial}`,
      motorcycle_type_id: refs.motorcycleType,
      colour: 'Black',
      year: Number(jakartaDate(0).slice(0, 4)),
      stnk_number: `STNK${serial}`,
      stnk_expires_on: jakartaDate(365),
      bpkb_number: `BPKB${serial}`,
      dealer_id: refs.dealer,
      purchase_price: 28_500_000,
    },
    201,
  );
  return { id: unit.id, plate: unit.plate_number };
}

/** Opens a row's action menu (labelled by the plate) and picks `action`. */
async function rowAction(page: Page, row: Locator, plate: string, action: string): Promise<void> {
  await row.getByRole('button', { name: `Actions for ${plate}` }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action, exact: true }).click();
}

/** A statistic card's number, read as Indonesian-grouped digits. */
async function statisticOf(card: Locator): Promise<number> {
  const value = card.locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/^\d[\d.]*$/);
  return Number((await value.innerText()).replace(/\./g, ''));
}

let tag = 0;

/** A unit and a battery in stock, so that the registers counted below hold at least those. */
test.beforeAll(async ({ request }) => {
  tag = uniqueTag();
  const fleet = await StaffApi.signIn(request, FLEET_MANAGER);
  await registerUnit(fleet, tag, 'A');
  await fleet.send('post', '/api/v1/batteries', { serial: `RE-BAT-${tag}`, model: 'Swap 1.5', capacity_kwh: 1.5, state_of_health_percent: 97 }, 201);
});

test('the Assets report counts the units, batteries, service orders and tickets there are', async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto('/app/data?report=assets');
  const report = page.getByTestId('report-assets');
  await expect(report.getByTestId('report-table')).toBeVisible();
  await expect(report.getByTestId('report-empty')).toHaveCount(0);
  // The unit registered above is in stock, so that row exists and counts it.
  const inStock = report.getByTestId('report-table').locator('tbody tr').filter({ hasText: 'Motorcycle' }).filter({ hasText: 'In stock' });
  await expect(inStock).toHaveCount(1);
  expect(Number((await inStock.locator('td').nth(2).innerText()).replace(/\./g, ''))).toBeGreaterThanOrEqual(1);
  expect(await statisticOf(report.getByTestId('total-motorcycle_total'))).toBeGreaterThanOrEqual(1);
  expect(await statisticOf(report.getByTestId('total-battery_total'))).toBeGreaterThanOrEqual(1);
  await expect(report.getByTestId('report-chart')).toBeVisible();
  // Counted as they stand now: no period to choose.
  await expect(page.getByTestId('filter-range')).toHaveCount(0);
});

test('the handover list says when the contract was signed', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const loanId = await newPendingActivationLoan(request, ADMIN, LENDER_STAFF, 'Kontrak Bertanda');
  const page = await signedInPage(browser, ADMIN);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(`/app/motorcycle/handover?q=${encodeURIComponent(loanId)}`);
  const row = page.locator('tbody tr').filter({ hasText: loanId });
  await expect(row).toHaveCount(1);
  const headers = await page.locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Contract signed');
  expect(column).toBeGreaterThan(-1);
  // Signed just now (the contract was verified by the API above), Jakarta time.
  await expect(row.locator('td').nth(column)).toHaveText(/^\d{1,2} \w{3} \d{4} \d{2}:\d{2} WIB$/);
});

test('Service due reads with a space, and Complete asks the odometer, not below the last reading', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const fleet = await StaffApi.signIn(request, FLEET_MANAGER);
  const unit = await registerUnit(fleet, tag, 'B');
  // A first service done at 500 km: the unit's last known reading.
  const order = (odometer: number | null) => ({
    motorcycle_id: unit.id,
    kind: 'maintenance',
    workshop: 'Bengkel Tepi',
    description: 'Servis berkala',
    scheduled_on: jakartaDate(0),
    odometer_km: odometer,
    items: [],
  });
  const first = await fleet.send<{ id: string }>('post', '/api/v1/service-orders', order(450), 201);
  await fleet.send('put', `/api/v1/service-orders/${first.id}`, { status: 'in_progress', version: 1 });
  await fleet.send('put', `/api/v1/service-orders/${first.id}`, { status: 'done', odometer_km: 500, version: 2 });
  const second = await fleet.send<{ id: string }>('post', '/api/v1/service-orders', order(520), 201);
  await fleet.send('put', `/api/v1/service-orders/${second.id}`, { status: 'in_progress', version: 1 });

  const page = await signedInPage(browser, FLEET_MANAGER);
  await page.goto('/app/fleet-service/registration');
  await expect(page.getByTestId('reminders-count')).toBeVisible();
  await expect(page.getByTestId('service-reminders').locator('.ant-card-head-title')).toHaveText(/^Service due \d[\d.]*$/);

  await page.getByTestId('service-search').fill(unit.plate);
  const row = page.getByTestId('service-orders-table').locator('tbody tr').filter({ hasText: unit.plate }).filter({ hasText: 'In progress' });
  await expect(row).toHaveCount(1);
  await rowAction(page, row, unit.plate, 'Complete');
  const complete = openModal(page);
  const odometer = complete.getByLabel('Odometer (km)');
  // Asked: empty (not the booking's 520), with the unit's last reading beside it.
  await expect(odometer).toHaveValue('');
  await expect(complete.getByTestId('last-odometer')).toHaveText('Last known reading: 500 km.');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(complete.getByText('Please fill in the odometer')).toBeVisible();
  await odometer.fill('480');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(complete.getByText("The reading cannot be lower than the motorcycle's last known odometer")).toBeVisible();
  await odometer.fill('640');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page, `Service of ${unit.plate} completed`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('service-orders-table').locator('tbody tr').filter({ hasText: unit.plate }).filter({ hasText: 'Done' })).toHaveCount(2);
});

test('the ticket import offers a template; its filled copy imports', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'roda-ticket-import-'));
  const page = await signedInPage(browser, LEVEL_3);
  await page.goto('/app/fleet-service/etle');
  await page.getByTestId('import-tickets').click();
  const dialog = openModal(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('ticket-import-template').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ticket-import-template.xlsx');
  const template = join(dir, 'template.xlsx');
  await download.saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const [tickets, lists] = book.worksheets;
  const header: string[] = [];
  tickets.getRow(1).eachCell((cell, n) => (header[n - 1] = cell.text));
  expect(header).toEqual(['Kind', 'Plate number', 'Time (YYYY-MM-DD HH:MM WIB)', 'Place', 'Violation', 'Amount (Rp)', 'Status']);
  expect(lists.name).toBe('Lists');
  expect([lists.getCell('A2').text, lists.getCell('A3').text]).toEqual(['ETLE', 'E-toll']);

  // One row as the drop-downs offer it.
  const plate = uniquePlate(tag, 'C');
  tickets.getRow(2).values = ['E-toll', plate, `${jakartaDate(-1)} 07:30`, 'Gerbang Tol Cikampek', 'Tarif tol', '15500', 'Unpaid'];
  const filled = join(dir, 'tickets.xlsx');
  await book.xlsx.writeFile(filled);
  await dialog.locator('input[type="file"]').setInputFiles(filled);
  const result = dialog.getByTestId('ticket-import-result');
  await expect(result.getByTestId('import-created')).toHaveText('1', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByTestId('ticket-search').fill(plate);
  const row = page.getByTestId('tickets-table').locator('tbody tr').filter({ hasText: plate });
  await expect(row).toContainText('E-toll');
  await expect(row).toContainText('Unpaid');
});

test("level 1's Home shows its units and batteries, each opening its list", async ({ page }) => {
  await signIn(page, LEVEL_1);
  await page.goto('/app/home');
  const assets = page.getByTestId('home-assets');
  await expect(assets).toBeVisible();
  expect(await statisticOf(assets.getByTestId('assets-motorcycle'))).toBeGreaterThanOrEqual(1);
  expect(await statisticOf(assets.getByTestId('assets-battery'))).toBeGreaterThanOrEqual(1);
  await expect(assets.getByTestId('assets-motorcycle-statuses')).toContainText('In stock: ');
  // Only what level 1 opens (spec §6).
  await expect(assets.getByTestId('assets-service_order')).toHaveCount(0);
  await expect(assets.getByTestId('assets-etle')).toHaveCount(0);
  await assets.getByTestId('assets-motorcycle').click();
  await expect(page).toHaveURL(/\/app\/motorcycle\/active$/);
  await page.goto('/app/home');
  await page.getByTestId('assets-battery').click();
  await expect(page).toHaveURL(/\/app\/battery\/active$/);
});
