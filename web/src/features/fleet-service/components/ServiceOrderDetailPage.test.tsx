import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { button, dialog, tableRow } from '../../../test/dom';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { motorcycleId, orderId, serveFleetSession, servePut, serveServiceOrders, serviceOrder } from '../testing/fixtures';

const PATH = '/app/fleet-service/detail';

/** The areas of operations staff (levels 4, 5, 9): fleet service only, no motorcycle screens. */
const OPERATIONS_AREAS = ['home', 'fleet-service/registration', 'fleet-service/detail', 'fleet-service/etle'];

configure({ asyncUtilTimeout: 15_000 });

function serveOrder(order = serviceOrder(1)) {
  server.use(http.get(`/api/v1/service-orders/${order.id}`, () => envelope(order)));
  return order;
}

describe('service order detail', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });

  it('shows the fields, the items with their total, the motorcycle link and the allowed moves; cancel asks and sends the version', async () => {
    serveFleetSession();
    const order = serveOrder();
    const sent = servePut(`/api/v1/service-orders/${order.id}`, order);
    renderApp(`${PATH}?id=${order.id}`);
    expect(await screen.findByRole('heading', { name: 'Service order B 1001 RDA' })).toBeInTheDocument();
    const fields = within(screen.getByTestId('order-fields'));
    expect(fields.getByText('Bengkel Jaya Motor')).toBeInTheDocument();
    expect(fields.getByText('Maintenance')).toBeInTheDocument();
    expect(fields.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(fields.getByText('12.500 km')).toBeInTheDocument();
    expect(fields.getByText('18 Nov 2026 10:00 WIB')).toBeInTheDocument();
    expect(fields.getByText('Servis berkala 90 hari')).toBeInTheDocument();
    expect(fields.getByRole('link', { name: 'B 1001 RDA' })).toHaveAttribute('href', `/app/motorcycle/detail?id=${motorcycleId(1)}`);

    const items = within(screen.getByTestId('order-items'));
    expect(items.getByText('Brake pads')).toBeInTheDocument();
    expect(items.getByText('Rp 85.000')).toBeInTheDocument();
    expect(items.getByText('Rp 170.000')).toBeInTheDocument();
    expect(items.getByTestId('order-total')).toHaveTextContent('Rp 320.000');
    expect(screen.getByTestId('service-status')).toHaveTextContent('Scheduled');

    expect(screen.getByTestId('action-start')).toBeInTheDocument();
    expect(screen.queryByTestId('action-complete')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('action-cancel'));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Cancel the service order of B 1001 RDA?');
    await user.click(button('Cancel order', confirm));
    await waitFor(() => expect(sent).toEqual([{ status: 'cancelled', version: 3 }]));
    expect(await screen.findByText('Service order of B 1001 RDA cancelled')).toBeInTheDocument();
  });

  it('tells a refused move (a stale version) and shows the plate without a link to staff who cannot open motorcycles', async () => {
    serveFleetSession(OPERATIONS_AREAS, 5);
    const order = serveOrder(serviceOrder(1, { status: 'in_progress', allowed_actions: ['complete'], version: 4 }));
    const sent = servePut(`/api/v1/service-orders/${order.id}`, order, () =>
      envelope(null, 409, 'The service order was changed meanwhile', [{ field: null, code: 'conflict', message: 'Reload and try again' }]),
    );
    renderApp(`${PATH}?id=${order.id}`);
    await screen.findByRole('heading', { name: 'Service order B 1001 RDA' });
    const fields = within(screen.getByTestId('order-fields'));
    expect(fields.getByText('B 1001 RDA')).toBeInTheDocument();
    expect(fields.queryByRole('link', { name: 'B 1001 RDA' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('action-complete'));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Odometer (km)'), '12500');
    await user.click(button('Complete', modal));
    await waitFor(() => expect(sent).toEqual([{ status: 'done', odometer_km: 12_500, version: 4 }]));
    // The refusal is told with the server's words.
    expect(await screen.findByText(/The service order was changed meanwhile/)).toBeInTheDocument();
  });

  it('without an id lists the service orders to pick one, and opens the one picked', async () => {
    serveFleetSession(OPERATIONS_AREAS, 4);
    serveServiceOrders([serviceOrder(1), serviceOrder(2, { status: 'done', allowed_actions: [] })]);
    serveOrder(serviceOrder(2, { status: 'done', allowed_actions: [] }));
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Service orders' })).toBeInTheDocument();
    await waitFor(() => tableRow(orderId(2)));
    // This page creates nothing.
    expect(screen.queryByTestId('new-service-order')).toBeNull();
    await userEvent.setup().click(within(tableRow(orderId(2))).getByRole('link', { name: 'Open the service order of B 1002 RDA' }));
    expect(await screen.findByRole('heading', { name: 'Service order B 1002 RDA' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${orderId(2)}`);
    expect(screen.queryByTestId('action-start')).toBeNull();
  });

  it('says when the order does not exist', async () => {
    serveFleetSession();
    server.use(http.get('/api/v1/service-orders/:id', () => envelope(null, 404, 'Not found')));
    renderApp(`${PATH}?id=${orderId(99)}`);
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Service order not found');
  });
});
