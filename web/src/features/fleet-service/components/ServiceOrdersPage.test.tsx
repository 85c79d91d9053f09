import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { jakartaToday } from '../../../lib/jakartaTime';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { button, clickMenuItem, dialog, tableRow } from '../../../test/dom';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import {
  motorcycle,
  motorcycleId,
  orderId,
  reminder,
  serveFleetSession,
  serveMotorcycles,
  servePut,
  serveReminders,
  serveServiceOrders,
  serviceOrder,
} from '../testing/fixtures';

const PATH = '/app/fleet-service/registration';

configure({ asyncUtilTimeout: 15_000 });

/** The open option of the open select whose text starts with `text`. */
async function pickOption(text: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((el) =>
      el.textContent?.startsWith(text),
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  await userEvent.setup().click(option);
}

/** The entries of the open row menu. */
function menuEntries(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')].map((el) => el.textContent ?? '');
}

/** Records every service order posted (its key and body) and answers 201 or with `answer`. */
function servePosts(answer?: () => Response) {
  const sent: { key: string | null; body: Record<string, unknown> }[] = [];
  server.use(
    http.post('/api/v1/service-orders', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ key: request.headers.get('Idempotency-Key'), body });
      return answer ? answer() : envelope(serviceOrder(9, { plate_number: 'B 1001 RDA', total_cost: 240_000 }), 201, 'Created');
    }),
  );
  return sent;
}

describe('fleet service orders', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveFleetSession();
  });

  it('lists the orders with their items total, the units due a service, and filters from the URL', async () => {
    serveReminders([reminder(7), reminder(8, { last_service_on: null, days_since: null, km_since: null, reason: 'never' })]);
    const queries = serveServiceOrders([
      serviceOrder(1),
      serviceOrder(2, { kind: 'repair', status: 'done', completed_on: '2026-11-21', allowed_actions: [], odometer_km: null }),
    ]);
    renderApp(`${PATH}?status=scheduled&kind=maintenance&q=Jaya`);
    expect(await screen.findByRole('heading', { name: 'Service orders' })).toBeInTheDocument();
    const first = within(await waitFor(() => tableRow(orderId(1))));
    expect(first.getByText('Maintenance')).toBeInTheDocument();
    expect(first.getByText('Bengkel Jaya Motor')).toBeInTheDocument();
    expect(first.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('12.500 km')).toBeInTheDocument();
    expect(first.getByTestId('order-total')).toHaveTextContent('Rp 320.000');
    expect(first.getByTestId('service-status')).toHaveTextContent('Scheduled');
    expect(first.getByRole('link', { name: 'Open the service order of B 1001 RDA' })).toHaveAttribute('href', `/app/fleet-service/detail?id=${orderId(1)}`);

    const second = within(tableRow(orderId(2)));
    expect(second.getByText('Repair')).toBeInTheDocument();
    expect(second.getByTestId('service-status')).toHaveTextContent('Done');
    expect(second.getByText('21 Nov 2026')).toBeInTheDocument();
    // No allowed action: no menu at all.
    expect(second.queryByRole('button', { name: /Actions for/ })).toBeNull();

    expect(Object.fromEntries(queries[0])).toMatchObject({ status: 'scheduled', kind: 'maintenance', q: 'Jaya', sort: 'newest', limit: '20' });

    const reminders = within(screen.getByTestId('service-reminders'));
    expect(reminders.getByText('Service due')).toBeInTheDocument();
    expect(await reminders.findByText('B 1007 RDA')).toBeInTheDocument();
    expect(reminders.getByText('1 Aug 2026')).toBeInTheDocument();
    expect(reminders.getByText('115')).toBeInTheDocument();
    expect(reminders.getByText('2.100 km')).toBeInTheDocument();
    expect(reminders.getByText('90 days or more')).toBeInTheDocument();
    expect(reminders.getByText('Never serviced')).toBeInTheDocument();
    expect(reminders.getByText('Never')).toBeInTheDocument();
    // The plate opens the motorcycle for staff whose areas include its detail.
    expect(reminders.getByRole('link', { name: 'B 1007 RDA' })).toHaveAttribute('href', `/app/motorcycle/detail?id=${motorcycleId(7)}`);
    expect(screen.getByTestId('reminders-count')).toHaveTextContent('2');
    // The count is a word of its own in the title.
    expect(screen.getByTestId('service-reminders').querySelector('.ant-card-head-title')?.textContent).toBe('Service due 2');
  });

  it('offers exactly the allowed actions; start and complete send the version, complete with the odometer', async () => {
    serveReminders([]);
    const row = serviceOrder(1, { allowed_actions: ['start', 'cancel'] });
    const done = serviceOrder(3, { status: 'in_progress', allowed_actions: ['complete'], version: 7, odometer_km: 12_500 });
    serveServiceOrders([row, done]);
    const started = servePut(`/api/v1/service-orders/${orderId(1)}`, row);
    const completed = servePut(`/api/v1/service-orders/${orderId(3)}`, done);
    renderApp(PATH);
    const user = userEvent.setup();
    await waitFor(() => tableRow(orderId(1)));

    await user.click(within(tableRow(orderId(1))).getByRole('button', { name: 'Actions for B 1001 RDA' }));
    await waitFor(() => expect(menuEntries()).toEqual(['Start', 'Cancel order']));
    await clickMenuItem('Start');
    await waitFor(() => expect(started).toEqual([{ status: 'in_progress', version: 3 }]));

    await user.click(within(tableRow(orderId(3))).getByRole('button', { name: 'Actions for B 1003 RDA' }));
    await clickMenuItem('Complete');
    const modal = await dialog();
    const odometer = within(modal).getByLabelText('Odometer (km)');
    // Asked, not copied from the booking: empty, with the unit's last known reading beside it.
    expect(odometer).toHaveValue('');
    expect(within(modal).getByTestId('last-odometer')).toHaveTextContent('Last known reading: 12.400 km.');
    await user.click(button('Complete', modal));
    expect(await within(modal).findByText('Please fill in the odometer')).toBeInTheDocument();
    expect(completed).toEqual([]);
    await user.type(odometer, '13050');
    await user.click(button('Complete', modal));
    await waitFor(() => expect(completed).toEqual([{ status: 'done', odometer_km: 13_050, version: 7 }]));
  });

  it('creates an order: motorcycle searched by plate, items with a live total, the right body and an Idempotency-Key', async () => {
    serveReminders([]);
    serveServiceOrders([]);
    const searches = serveMotorcycles();
    const sent = servePosts();
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-service-order'));
    const modal = await dialog();

    await user.click(button('Create order', modal));
    expect(await within(modal).findByText('Please choose the motorcycle')).toBeInTheDocument();
    expect(await within(modal).findByText('Please fill in the workshop')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(modal).getByLabelText('Motorcycle'), 'B 1001');
    await waitFor(() => expect(searches).toContain('B 1001'));
    await pickOption('B 1001 RDA');
    // The picked unit's odometer is filled in.
    await waitFor(() => expect(within(modal).getByLabelText('Odometer (km)')).toHaveValue('12,500'));
    await user.type(within(modal).getByLabelText('Workshop'), 'Bengkel Jaya Motor');
    await user.type(within(modal).getByLabelText('Work to be done'), 'Ganti oli dan kampas rem');

    const quantity1 = within(modal).getByLabelText('Quantity of item 1');
    await user.type(within(modal).getByLabelText('Item 1'), 'Oli mesin');
    await user.clear(quantity1);
    await user.type(quantity1, '2');
    await user.type(within(modal).getByLabelText('Cost of item 1'), '45000');
    await waitFor(() => expect(within(modal).getByTestId('items-total')).toHaveTextContent('Rp 90.000'));
    expect(within(modal).getByTestId('item-0-subtotal')).toHaveTextContent('Rp 90.000');

    await user.click(within(modal).getByTestId('add-item'));
    await user.type(within(modal).getByLabelText('Item 2'), 'Kampas rem');
    await user.type(within(modal).getByLabelText('Cost of item 2'), '150000');
    await waitFor(() => expect(within(modal).getByTestId('items-total')).toHaveTextContent('Rp 240.000'));

    await user.click(button('Create order', modal));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      motorcycle_id: motorcycle(1).id,
      kind: 'maintenance',
      workshop: 'Bengkel Jaya Motor',
      description: 'Ganti oli dan kampas rem',
      scheduled_on: jakartaToday(),
      odometer_km: 12_500,
      items: [
        { name: 'Oli mesin', quantity: 2, cost: 45_000 },
        { name: 'Kampas rem', quantity: 1, cost: 150_000 },
      ],
    });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the server's field errors on their fields, an item's on that item", async () => {
    serveReminders([]);
    serveServiceOrders([]);
    serveMotorcycles();
    const sent = servePosts(() =>
      envelope(null, 422, 'Check the fields', [
        { field: 'items.0.cost', code: 'amount_invalid', message: 'The cost is too large for one item' },
        { field: 'workshop', code: 'workshop_unknown', message: 'This workshop is not a partner' },
      ]),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-service-order'));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Motorcycle'), 'D 2222');
    await pickOption('D 2222 XY');
    await user.type(within(modal).getByLabelText('Workshop'), 'Bengkel Entah');
    await user.type(within(modal).getByLabelText('Work to be done'), 'Ganti ban');
    await user.type(within(modal).getByLabelText('Item 1'), 'Ban belakang');
    await user.type(within(modal).getByLabelText('Cost of item 1'), '999999999');
    await user.click(button('Create order', modal));
    await waitFor(() => expect(sent).toHaveLength(1));
    // No odometer picked up from a unit without one: sent as null.
    expect(sent[0].body.odometer_km).toBeNull();

    const costError = await within(modal).findByText('The cost is too large for one item');
    expect(within(modal).getByTestId('item-0').contains(costError)).toBe(true);
    const workshopError = within(modal).getByText('This workshop is not a partner');
    expect(workshopError.closest('.ant-form-item')).toContainElement(within(modal).getByLabelText('Workshop'));
    // The dialog stays open for a fix.
    expect(within(modal).getByLabelText('Workshop')).toHaveValue('Bengkel Entah');
  });

  it('opens a maintenance order for a unit due a service from the card, in Indonesian', async () => {
    serveReminders([reminder(7)]);
    serveServiceOrders([]);
    serveMotorcycles([]);
    await changeLanguage('id');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Perintah servis' })).toBeInTheDocument();
    expect(within(screen.getByTestId('service-reminders')).getByText('Jatuh tempo servis')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jadwalkan servis untuk B 1007 RDA' }));
    const modal = await dialog();
    expect(within(modal).getByText('B 1007 RDA')).toBeInTheDocument();
    expect(within(modal).getByText('Perawatan')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Bengkel')).toBeInTheDocument();
  });
});
