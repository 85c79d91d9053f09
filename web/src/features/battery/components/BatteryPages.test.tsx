import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { button, dialog, tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { battery, batteryDetail, batteryId } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const LEVEL7_AREAS = ['motorcycle/registration', 'motorcycle/handover', 'motorcycle/active', 'motorcycle/detail', 'battery/active', 'battery/detail'];
const LEVEL1_AREAS = ['home', 'motorcycle/active', 'motorcycle/detail', 'battery/active', 'battery/detail'];

function serveBatteries(rows = [battery(1), battery(2, { status: 'in_stock', motorcycle_id: null, plate_number: null, state_of_health_percent: 65, last_swap_at: null })]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/batteries', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return envelope({ items: rows, next_cursor: null, total: rows.length, total_capped: false });
    }),
  );
  return queries;
}

async function fill(scope: HTMLElement, label: string, text: string) {
  const user = userEvent.setup();
  await user.click(within(scope).getByLabelText(label));
  await user.paste(text);
}

describe('batteries', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });

  it('lists the batteries with health, status and unit; the filters go to the server', async () => {
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    const queries = serveBatteries();
    renderApp('/app/battery/active?status=installed&soh_below=80&q=BAT');
    expect(await screen.findByRole('heading', { name: 'Active batteries' })).toBeInTheDocument();
    const first = within(await waitFor(() => tableRow(batteryId(1))));
    expect(first.getByRole('link', { name: 'Open BAT-001' })).toHaveAttribute('href', `/app/battery/detail?id=${batteryId(1)}`);
    expect(first.getByTestId('battery-status')).toHaveTextContent('Installed');
    expect(first.getByTestId('battery-soh')).toHaveTextContent('96,5%');
    expect(first.getByRole('link', { name: 'B 1001 XYZ' })).toBeInTheDocument();
    const second = within(tableRow(batteryId(2)));
    expect(second.getByTestId('battery-status')).toHaveTextContent('In stock');
    expect(second.getByTestId('battery-soh').className).toMatch(/red/);
    expect(Object.fromEntries(queries[0])).toMatchObject({ status: 'installed', soh_below: '80', q: 'BAT' });
  });

  it('level 7 registers a battery; the server field error shows under its field', async () => {
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    serveBatteries();
    const posts: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('/api/v1/batteries', async ({ request }) => {
        posts.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return envelope(null, 422, 'Some fields are not valid', [{ field: 'serial', code: 'serial_taken', message: 'This serial number is already registered' }]);
      }),
    );
    renderApp('/app/battery/active');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('register-battery'));
    const modal = await dialog();
    await fill(modal, 'Serial number', 'bat-001');
    await fill(modal, 'Model', 'LFP 48V 30Ah');
    await fill(modal, 'Capacity (kWh)', '1.44');
    await user.click(button('Save', modal));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({ serial: 'BAT-001', model: 'LFP 48V 30Ah', capacity_kwh: 1.44, state_of_health_percent: 100, cycle_count: 0 });
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    const message = await within(modal).findByText('This serial number is already registered');
    expect(message.closest('.ant-form-item')).toHaveTextContent('Serial number');
  });

  it('level 1 sees the list without "Register battery"', async () => {
    serveSession({ areas: LEVEL1_AREAS, level: 1 });
    serveBatteries();
    renderApp('/app/battery/active');
    await waitFor(() => tableRow(batteryId(1)));
    expect(screen.queryByTestId('register-battery')).toBeNull();
    expect(screen.queryByText('Register battery')).toBeNull();
  });

  it('detail: the fields and the swap history with WIB times, stations, plates and state of charge', async () => {
    serveSession({ areas: LEVEL1_AREAS, level: 1 });
    server.use(http.get('/api/v1/batteries/:id', () => envelope(batteryDetail())));
    renderApp(`/app/battery/detail?id=${batteryId(1)}`);
    expect(await screen.findByRole('heading', { name: 'BAT-001' })).toBeInTheDocument();
    expect(screen.getByTestId('battery-fields')).toHaveTextContent('LFP 48V 30Ah');
    const first = within(tableRow('swap-1'));
    expect(first.getByText('22 Nov 2026 12:00 WIB')).toBeInTheDocument();
    expect(first.getByText('ST-01')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'B 1001 XYZ' })).toBeInTheDocument();
    expect(first.getByText('BAT-009')).toBeInTheDocument();
    expect(first.getByText('12%')).toBeInTheDocument();
    expect(first.getByText('98%')).toBeInTheDocument();
    expect(within(tableRow('swap-2')).getByText('20,5%')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await changeLanguage('id');
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    serveBatteries();
    renderApp('/app/battery/active');
    expect(await screen.findByRole('heading', { name: 'Baterai aktif' })).toBeInTheDocument();
    await waitFor(() => tableRow(batteryId(1)));
    expect(screen.getAllByText('Kesehatan baterai (%)').length).toBeGreaterThan(0);
    expect(screen.getByTestId('register-battery')).toHaveTextContent('Daftarkan baterai');
  });
});
