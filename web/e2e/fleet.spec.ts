/**
 * The fleet service screens of issue 11 in Chromium against the real server: a fleet manager
 * (level 7) books a service order for a unit registered through the API, starts it and completes
 * it with the odometer, then adds an ETLE ticket for the unit's plate and finds it in the ticket
 * list; level 3 sees only the e-toll/ETLE page of fleet service.
 */
import { expect, test, type Locator, type Page } from './test';
import { StaffApi, demoRefs, uniqueTag } from './applications-helpers';
import { menuEntries } from './helpers';
import { openModal, signedInPage, toast } from './origination-helpers';

const FLEET_MANAGER = 'level7@roda.test';
const LEVEL_3 = 'level3@roda.test';

test.describe.configure({ mode: 'serial' });

/** The unit registered for these tests. */
let unit: { id: string; plate: string };

/** A plate no other run uses: `B 1234 EAB`-like, letters from the tag. */
function uniquePlate(tag: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const suffix = `E${letters[tag % letters.length]}${letters[Math.floor(tag / letters.length) % letters.length]}`;
  return `B ${1000 + (tag % 9000)} ${suffix}`;
}

/** The day `days` from today, `YYYY-MM-DD` in Jakarta. */
function jakartaDay(days = 0): string {
  return new Date(Date.now() + 7 * 3600 * 1000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The open option list of a select. */
function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** Opens a row's action menu (labelled by the plate) and picks `action`. */
async function rowAction(page: Page, row: Locator, plate: string, action: string): Promise<void> {
  await row.getByRole('button', { name: `Actions for ${plate}` }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action, exact: true }).click();
}

test.beforeAll(async ({ request }) => {
  const api = await StaffApi.signIn(request, FLEET_MANAGER);
  const refs = await demoRefs(api);
  const tag = uniqueTag();
  const plate = uniquePlate(tag);
  const created = await api.send<{ id: string; plate_number: string }>(
    'post',
    '/api/v1/motorcycles',
    {
      plate_number: plate,
      frame_number: `MH1E2E${String(tag).padStart(11, '0')}`.slice(0, 17),
      engine_number: `E2E${tag}`,
      motorcycle_type_id: refs.motorcycleType,
      colour: 'Black',
      year: Number(jakartaDay().slice(0, 4)),
      stnk_number: `STNK${tag}`,
      stnk_expires_on: jakartaDay(365),
      bpkb_number: `BPKB${tag}`,
      dealer_id: refs.dealer,
      purchase_price: 28_500_000,
    },
    201,
  );
  unit = { id: created.id, plate: created.plate_number };
});

test('a fleet manager books a service order, starts and completes it, and adds an ETLE ticket for the unit', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, FLEET_MANAGER);

  // The service orders with the units due a service above them.
  await page.goto('/app/fleet-service/registration');
  await expect(page.getByRole('heading', { name: 'Service orders', exact: true })).toBeVisible();
  await expect(page.getByTestId('service-reminders')).toContainText('Service due');

  // A new order for the unit, searched by its plate, with two items.
  await page.getByTestId('new-service-order').click();
  const modal = openModal(page);
  await modal.getByLabel('Motorcycle').fill(unit.plate);
  await openOptions(page).filter({ hasText: unit.plate }).first().click();
  await modal.getByLabel('Workshop').fill('Bengkel E2E Motor');
  await modal.getByLabel('Work to be done').fill('Servis berkala dan ganti kampas rem');
  await modal.getByLabel('Odometer (km)').fill('1200');
  await modal.getByLabel('Item 1', { exact: true }).fill('Kampas rem');
  await modal.getByLabel('Quantity of item 1').fill('2');
  await modal.getByLabel('Cost of item 1').fill('85000');
  await modal.getByTestId('add-item').click();
  await modal.getByLabel('Item 2', { exact: true }).fill('Jasa servis');
  await modal.getByLabel('Cost of item 2').fill('150000');
  await expect(modal.getByTestId('items-total')).toHaveText('Rp 320.000');
  await modal.getByRole('button', { name: 'Create order' }).click();
  await expect(toast(page, `Service order for ${unit.plate} created`)).toBeVisible();
  await expect(modal).toBeHidden();

  // It is listed as scheduled, found by its plate.
  await page.getByTestId('service-search').fill(unit.plate);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId('service-orders-table').locator('tbody tr').filter({ hasText: unit.plate }).first();
  await expect(row).toContainText('Scheduled');
  await expect(row.getByTestId('order-total')).toHaveText('Rp 320.000');

  // Start it, then complete it with the odometer reading.
  await rowAction(page, row, unit.plate, 'Start');
  await expect(toast(page, `Service of ${unit.plate} started`)).toBeVisible();
  await expect(row).toContainText('In progress');
  await rowAction(page, row, unit.plate, 'Complete');
  const complete = openModal(page);
  await complete.getByLabel('Odometer (km)').fill('1250');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page, `Service of ${unit.plate} completed`)).toBeVisible();
  await expect(row).toContainText('Done');
  await expect(row.getByRole('button', { name: `Actions for ${unit.plate}` })).toHaveCount(0);

  // The order's own page: items and total, and the link to the motorcycle.
  await row.getByRole('link', { name: `Open the service order of ${unit.plate}` }).click();
  await expect(page.getByRole('heading', { name: `Service order ${unit.plate}` })).toBeVisible();
  await expect(page.getByTestId('order-items')).toContainText('Kampas rem');
  await expect(page.getByTestId('order-total')).toHaveText('Rp 320.000');
  await expect(page.getByTestId('order-fields').getByRole('link', { name: unit.plate })).toHaveAttribute('href', `/app/motorcycle/detail?id=${unit.id}`);

  // An ETLE ticket for the unit's plate, typed in lower case.
  await page.goto('/app/fleet-service/etle');
  await expect(page.getByRole('heading', { name: 'E-toll and ETLE' })).toBeVisible();
  await page.getByTestId('add-ticket').click();
  const ticket = openModal(page);
  await ticket.getByLabel('Plate number').fill(unit.plate.toLowerCase());
  await ticket.getByLabel('Date and time (WIB)').fill(`${jakartaDay(-1)} 08:15`);
  await ticket.getByLabel('Date and time (WIB)').press('Enter');
  await ticket.getByLabel('Place').fill('Jl. Sudirman, Jakarta Pusat');
  await ticket.getByLabel('Violation').fill('Running a red light');
  await ticket.getByLabel('Amount').fill('500000');
  await ticket.getByRole('button', { name: 'Save ticket' }).click();
  await expect(toast(page, `Ticket for ${unit.plate} added`)).toBeVisible();

  await page.getByTestId('filter-plate').fill(unit.plate);
  await expect(page).toHaveURL(/[?&]plate_number=/);
  const ticketRow = page.getByTestId('tickets-table').locator('tbody tr').filter({ hasText: 'Running a red light' }).first();
  await expect(ticketRow).toContainText(unit.plate);
  await expect(ticketRow).toContainText('08:15 WIB');
  await expect(ticketRow.getByTestId('ticket-amount')).toHaveText('Rp 500.000');
  await expect(ticketRow.getByTestId('ticket-status')).toHaveText('Unpaid');
  // The unit was never handed over: no borrower held it.
  await expect(ticketRow.getByTestId('ticket-borrower')).toHaveText('Not held by a borrower');
  await rowAction(page, ticketRow, unit.plate, 'Mark paid');
  await expect(ticketRow.getByTestId('ticket-status')).toHaveText('Paid');
});

test('level 3 sees only the e-toll and ETLE page of fleet service', async ({ browser }) => {
  const page = await signedInPage(browser, LEVEL_3);
  const menu = await menuEntries(page);
  expect(menu).toContain('E-toll and ETLE');
  expect(menu).not.toContain('Service orders');

  await page.goto('/app/fleet-service/etle');
  await expect(page.getByRole('heading', { name: 'E-toll and ETLE' })).toBeVisible();
  await expect(page.getByTestId('tickets-table')).toBeVisible();

  for (const path of ['/app/fleet-service/registration', '/app/fleet-service/detail']) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByTestId('service-orders-table')).toHaveCount(0);
  }
});
