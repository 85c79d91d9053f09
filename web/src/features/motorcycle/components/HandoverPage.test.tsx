import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { button, choose, dialog, tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { page, serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { DEALER, LEVEL7_AREAS, TYPE_A, pending, serveTypes, serveUnits, unit, unitId } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const BATTERY_1 = '01a200de-0b03-7000-8000-000000000001';
const BATTERY_2 = '01a200de-0b03-7000-8000-000000000002';

function battery(id: string, serial: string) {
  return { id, serial, model: 'LFP 48V', capacity_kwh: 1.44, state_of_health_percent: 98, cycle_count: 3, status: 'in_stock', motorcycle_id: null, plate_number: null, last_swap_at: null, created_at: '2026-11-01T03:00:00Z', version: 1 };
}

describe('motorcycle handover', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
  });

  it('lists the loans waiting for their unit and hands one over with the right body', async () => {
    server.use(http.get('/api/v1/handovers/pending', () => page([pending(8), pending(9, { allowed_actions: [], units_in_stock: 0 })])));
    const unitQueries = serveUnits([unit(3, { plate_number: 'B 3003 ABC' })]);
    const batteryQueries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/batteries', ({ request }) => {
        batteryQueries.push(new URL(request.url).searchParams);
        return page([battery(BATTERY_1, 'BAT-001'), battery(BATTERY_2, 'BAT-002')]);
      }),
    );
    const uploads: { kind: string; loan: string }[] = [];
    server.use(
      http.post('/api/v1/files', async ({ request }) => {
        const form = await request.formData();
        const kind = form.get('kind') as string;
        uploads.push({ kind, loan: form.get('loan_id') as string });
        return envelope({ file_id: `${kind}-${uploads.length}` }, 201);
      }),
    );
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/v1/loans/:loanId/handover', async ({ request, params }) => {
        bodies.push({ loan: params.loanId, body: await request.json() });
        keys.push(request.headers.get('Idempotency-Key'));
        return envelope({ loan_id: 'LN-0000008', motorcycle_id: unitId(3), active_status: 'normal', installments: 24 }, 200, 'Motorcycle handed over; the loan is active.');
      }),
    );

    renderApp('/app/motorcycle/handover');
    expect(await screen.findByRole('heading', { name: 'Handover' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow('LN-0000008')));
    expect(row.getByText('Siti Aminah 8')).toBeInTheDocument();
    expect(row.getByTestId('units-in-stock')).toHaveTextContent('3');
    // Only rows that allow it offer the handover.
    expect(within(tableRow('LN-0000009')).queryByRole('button', { name: /Hand over/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Hand over to LN-0000008' }));
    const modal = await dialog();
    // The units offered are the in-stock ones of the loan's type.
    await waitFor(() => expect(unitQueries.some((q) => q.get('status') === 'in_stock' && q.get('motorcycle_type_id') === TYPE_A.id)).toBe(true));
    expect(batteryQueries[0].get('status')).toBe('in_stock');
    // The time is picked as Jakarta wall time.
    expect(within(modal).getByText('WIB')).toBeInTheDocument();

    await user.click(button('Hand over', modal));
    expect(await within(modal).findByText('Please choose a unit')).toBeInTheDocument();
    expect(await within(modal).findByText('Please add the signed BAST')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await choose(modal, 'Unit', 'B 3003 ABC · Black · 2026 · MH1JM8110PK000003');
    const when = within(modal).getByLabelText('Handed over at (WIB)');
    await user.clear(when);
    await user.type(when, '2026-11-24 10:30{Enter}');
    await user.click(within(modal).getByLabelText('Odometer (km)'));
    await user.paste('12');
    await choose(modal, 'Batteries', 'BAT-001 · LFP 48V · 98%');
    await choose(modal, 'Batteries', 'BAT-002 · LFP 48V · 98%');
    await user.upload(within(modal).getByTestId('file-input-handover_photo'), [
      new File(['jpg'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['png'], 'side.png', { type: 'image/png' }),
    ]);
    await user.upload(within(modal).getByTestId('file-input-bast'), new File(['%PDF'], 'bast.pdf', { type: 'application/pdf' }));
    expect(await within(modal).findByText('bast.pdf')).toBeInTheDocument();
    expect(within(modal).getByText('front.jpg')).toBeInTheDocument();
    await user.click(button('Hand over', modal));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(uploads).toEqual([
      { kind: 'handover_photo', loan: 'LN-0000008' },
      { kind: 'handover_photo', loan: 'LN-0000008' },
      { kind: 'bast', loan: 'LN-0000008' },
    ]);
    expect(bodies[0]).toEqual({
      loan: 'LN-0000008',
      body: {
        motorcycle_id: unitId(3),
        handed_over_at: '2026-11-24T10:30:00+07:00',
        odometer_km: 12,
        battery_ids: [BATTERY_1, BATTERY_2],
        photo_file_ids: ['handover_photo-1', 'handover_photo-2'],
        bast_file_id: 'bast-3',
      },
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The server's message, as a toast.
    expect(await screen.findByText('Motorcycle handed over; the loan is active.')).toBeInTheDocument();
  });

  it('tells why the server refused the handover (unit no longer in stock)', async () => {
    server.use(http.get('/api/v1/handovers/pending', () => page([pending(8)])));
    serveUnits([unit(3)]);
    server.use(
      http.get('/api/v1/batteries', () => page([])),
      http.post('/api/v1/files', () => envelope({ file_id: 'f1' }, 201)),
      http.post('/api/v1/loans/:loanId/handover', () =>
        envelope(null, 409, 'This motorcycle is not in stock', [{ field: null, code: 'motorcycle_not_in_stock', message: 'This motorcycle is not in stock' }]),
      ),
    );
    renderApp('/app/motorcycle/handover');
    const user = userEvent.setup();
    await user.click(within(await waitFor(() => tableRow('LN-0000008'))).getByRole('button', { name: 'Hand over to LN-0000008' }));
    const modal = await dialog();
    await choose(modal, 'Unit', 'B 1003 XYZ · Black · 2026 · MH1JM8110PK000003');
    await user.click(within(modal).getByLabelText('Odometer (km)'));
    await user.paste('5');
    await user.upload(within(modal).getByTestId('file-input-handover_photo'), new File(['jpg'], 'front.jpg', { type: 'image/jpeg' }));
    await user.upload(within(modal).getByTestId('file-input-bast'), new File(['%PDF'], 'bast.pdf', { type: 'application/pdf' }));
    await within(modal).findByText('bast.pdf');
    await user.click(button('Hand over', modal));
    expect(await screen.findByText('This motorcycle is not in stock')).toBeInTheDocument();
    // The form stays open to choose another unit.
    expect(within(modal).getByLabelText('Unit')).toBeInTheDocument();
  });
  it("registers a missing unit of the loan's type inline and chooses it for the handover", async () => {
    server.use(
      http.get('/api/v1/handovers/pending', () => page([pending(8, { units_in_stock: 0 })])),
      http.get('/api/v1/batteries', () => page([])),
      http.get('/api/v1/regions/provinces', () => envelope([{ code: '31', parent_code: null, level: 1, name: 'DKI Jakarta' }])),
      http.get('/api/v1/regions/provinces/:code/cities', () => envelope([{ code: '31.71', parent_code: '31', level: 2, name: 'Jakarta Pusat' }])),
      http.get('/api/v1/dealers', () =>
        envelope([{ ...DEALER, code: 'D1', address: 'Jl. Merdeka 1', city_code: '31.71', latitude: -6.2, longitude: 106.8, active: true, distance_km: null }]),
      ),
    );
    serveTypes();
    let registered = false;
    serveUnits(() => (registered ? [unit(5, { plate_number: 'B 5005 NEW' })] : []));
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/v1/motorcycles', async ({ request }) => {
        posts.push((await request.json()) as Record<string, unknown>);
        registered = true;
        return envelope({ ...unit(5, { plate_number: 'B 5005 NEW' }), handovers: [], batteries: [] }, 201, 'Motorcycle registered');
      }),
    );
    renderApp('/app/motorcycle/handover');
    const user = userEvent.setup();
    await user.click(within(await waitFor(() => tableRow('LN-0000008'))).getByRole('button', { name: 'Hand over to LN-0000008' }));
    const modal = await dialog();
    const warning = within(await within(modal).findByTestId('handover-no-unit'));
    expect(warning.getByText('No unit of this type in stock')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Register a unit' }));
    const register = await waitFor(async () => {
      const d = await dialog();
      if (d === modal) throw new Error('the registration dialog is not open yet');
      return d;
    });
    const paste = async (label: string, text: string) => {
      await user.click(within(register).getByLabelText(label));
      await user.paste(text);
    };
    await paste('Plate number', 'b 5005 new');
    await paste('Frame number (VIN)', 'mh1jm8110pk000005');
    await paste('Engine number', 'jm81e-005');
    await paste('Colour', 'Black');
    await paste('Year', '2026');
    await paste('STNK number', 'STNK-5');
    await user.type(within(register).getByLabelText('STNK valid until'), '2031-11-20{Enter}');
    await paste('BPKB number', 'BPKB-5');
    await paste('Purchase price', '24000000');
    await choose(register, 'Dealer province', 'DKI Jakarta');
    await choose(register, 'Dealer city', 'Jakarta Pusat');
    await choose(register, 'Dealer', DEALER.name);
    await user.click(button('Save', register));
    await waitFor(() => expect(posts).toHaveLength(1));
    // Of the loan's type, fixed.
    expect(posts[0].motorcycle_type_id).toBe(TYPE_A.id);
    // Back on the handover, the new unit is chosen.
    await waitFor(() => expect(within(modal).getByText('B 5005 NEW · Black · 2026 · MH1JM8110PK000005')).toBeInTheDocument());
  });
});
