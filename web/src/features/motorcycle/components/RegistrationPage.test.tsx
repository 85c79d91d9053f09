import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { button, choose, dialog, tableRow } from '../../../test/dom';
import { catchSavedFiles, xlsxStream } from '../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { IMPORT_MAX_BYTES } from '../schemas';
import { DEALER, LEVEL7_AREAS, TYPE_A, TYPE_B, handedOver, serveTypes, serveUnits, unit, unitId } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/motorcycle/registration';

/** Types `text` into the field labelled `label` at once (a paste: one change, not one per key). */
async function fill(scope: HTMLElement, label: string, text: string) {
  const user = userEvent.setup();
  await user.click(within(scope).getByLabelText(label));
  await user.paste(text);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file input of the import dialog. */
function fileInput(modal: HTMLElement): HTMLInputElement {
  const input = modal.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function serveDealerLookup() {
  server.use(
    http.get('/api/v1/regions/provinces', () => envelope([{ code: '31', parent_code: null, level: 1, name: 'DKI Jakarta' }])),
    http.get('/api/v1/regions/provinces/:code/cities', () => envelope([{ code: '31.71', parent_code: '31', level: 2, name: 'Jakarta Pusat' }])),
    http.get('/api/v1/dealers', ({ request }) => {
      const city = new URL(request.url).searchParams.get('city_code');
      return envelope(city === '31.71' ? [{ ...DEALER, code: 'D1', address: 'Jl. Merdeka 1', city_code: city, latitude: -6.2, longitude: 106.8, active: true, distance_km: null }] : []);
    }),
  );
}

describe('motorcycle registration', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    serveTypes();
  });

  afterEach(() => vi.restoreAllMocks());

  it('lists every unit with its status, STNK warning and holder; the filters come from the URL and go to the server', async () => {
    const queries = serveUnits([
      unit(1, { stnk_warning: 'expiring' }),
      handedOver(2, { stnk_warning: 'expired' }),
    ]);
    renderApp(`${PATH}?status=in_stock&stnk=expiring&motorcycle_type_id=${TYPE_B.id}&q=B%201001`);
    expect(await screen.findByRole('heading', { name: 'Motorcycle registration' })).toBeInTheDocument();
    const first = within(await waitFor(() => tableRow(unitId(1))));
    expect(first.getByText('B 1001 XYZ')).toBeInTheDocument();
    expect(first.getByTestId('motorcycle-status')).toHaveTextContent('In stock');
    expect(first.getByTestId('stnk-warning')).toHaveTextContent('STNK expiring');
    expect(first.getByRole('link', { name: 'Open B 1001 XYZ' })).toHaveAttribute('href', `/app/motorcycle/detail?id=${unitId(1)}`);
    const second = within(tableRow(unitId(2)));
    expect(second.getByTestId('motorcycle-status')).toHaveTextContent('Handed over');
    expect(second.getByTestId('stnk-warning')).toHaveTextContent('STNK expired');
    expect(second.getByText('Budi Santoso 2')).toBeInTheDocument();
    // Level 7 may open the borrower detail: the loan ID is a link.
    expect(second.getByRole('link', { name: 'LN-0000002' })).toBeInTheDocument();

    expect(Object.fromEntries(queries[0])).toMatchObject({ status: 'in_stock', stnk: 'expiring', motorcycle_type_id: TYPE_B.id, q: 'B 1001', sort: 'newest', limit: '20' });
  });

  it('registers a unit: rules checked first, capitals as typed, Idempotency-Key sent, the server field error shown under its field', async () => {
    serveUnits([]);
    serveDealerLookup();
    const posts: { body: Record<string, unknown>; key: string | null }[] = [];
    server.use(
      http.post('/api/v1/motorcycles', async ({ request }) => {
        posts.push({ body: (await request.json()) as Record<string, unknown>, key: request.headers.get('Idempotency-Key') });
        return envelope(null, 422, 'Some fields are not valid', [
          { field: 'plate_number', code: 'plate_number_taken', message: 'This plate number is already registered' },
        ]);
      }),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('register-motorcycle'));
    const modal = await dialog();
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('Please fill in the plate number')).toBeInTheDocument();
    expect(await within(modal).findByText('Please choose the dealer')).toBeInTheDocument();

    await fill(modal, 'Frame number (VIN)', 'mh1jm8110pk00000o');
    await user.click(button('Save', modal));
    expect(await within(modal).findByText('A frame number has 17 letters and digits (no I, O or Q)')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText('Frame number (VIN)'));

    await fill(modal, 'Plate number', 'b 1234 xyz');
    await fill(modal, 'Frame number (VIN)', 'mh1jm8110pk000001');
    await fill(modal, 'Engine number', 'jm81e-001');
    await choose(modal, 'Motorcycle type', TYPE_A.name);
    await fill(modal, 'Colour', 'Black');
    await fill(modal, 'Year', '2026');
    await fill(modal, 'STNK number', 'STNK-1');
    await user.type(within(modal).getByLabelText('STNK valid until'), '2031-11-20{Enter}');
    await fill(modal, 'BPKB number', 'BPKB-1');
    await fill(modal, 'Purchase price', '24000000');
    await choose(modal, 'Dealer province', 'DKI Jakarta');
    await choose(modal, 'Dealer city', 'Jakarta Pusat');
    await choose(modal, 'Dealer', DEALER.name);
    await user.click(button('Save', modal));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({
      plate_number: 'B 1234 XYZ',
      frame_number: 'MH1JM8110PK000001',
      engine_number: 'JM81E-001',
      motorcycle_type_id: TYPE_A.id,
      colour: 'Black',
      year: 2026,
      stnk_number: 'STNK-1',
      stnk_expires_on: '2031-11-20',
      bpkb_number: 'BPKB-1',
      dealer_id: DEALER.id,
      purchase_price: 24_000_000,
    });
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    const message = await within(modal).findByText('This plate number is already registered');
    // Under the plate field, not in a toast.
    expect(message.closest('.ant-form-item')).toHaveTextContent('Plate number');
  });

  it('imports a spreadsheet: another type or over 10 MiB is refused before sending; then the counts and the refused rows with their messages show, and the list refreshes', async () => {
    let imported = false;
    const queries = serveUnits(() => (imported ? [unit(2), unit(1)] : [unit(1)]));
    const uploads: { fields: string[]; key: string | null }[] = [];
    server.use(
      http.post('/api/v1/motorcycles/import', async ({ request }) => {
        uploads.push({ fields: [...(await request.formData()).keys()], key: request.headers.get('Idempotency-Key') });
        imported = true;
        return envelope(
          {
            created: 2,
            duplicates: 1,
            rejected: [
              { row: 4, errors: [{ field: 'plate_number', code: 'plate_number_invalid', message: 'Enter a plate number like B 1234 XYZ' }] },
              {
                row: 6,
                errors: [
                  { field: 'frame_number', code: 'frame_number_taken', message: 'This frame number is already registered' },
                  { field: 'dealer', code: 'dealer_required', message: 'Choose the dealer' },
                ],
              },
            ],
          },
          200,
          'Motorcycles imported',
        );
      }),
    );
    renderApp(PATH);
    await waitFor(() => tableRow(unitId(1)));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('import-motorcycles'));
    const modal = await dialog();
    expect(within(modal).getByText('Import motorcycles')).toBeInTheDocument();

    // Another type is refused before sending (as a drop would: the file dialog would not offer it).
    await userEvent.setup({ applyAccept: false }).upload(fileInput(modal), new File(['x'], 'units.pdf', { type: 'application/pdf' }));
    expect(await within(modal).findByTestId('motorcycle-import-error')).toHaveTextContent('Only .xlsx or .csv files can be imported');
    // So is a file over 10 MiB.
    await user.upload(fileInput(modal), new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'units.xlsx', { type: XLSX }));
    expect(await within(modal).findByText('The file is larger than 10 MB')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    const listReads = queries.length;
    await user.upload(fileInput(modal), new File(['plate_number,frame_number\nB 1002 XYZ,MH1JM8110PK000002'], 'units.csv', { type: 'text/csv' }));
    const result = within(await within(modal).findByTestId('motorcycle-import-result'));
    expect(uploads).toEqual([{ fields: ['file'], key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string }]);
    expect(result.getByTestId('import-created')).toHaveTextContent('2');
    expect(result.getByTestId('import-duplicates')).toHaveTextContent('1');
    expect(result.getByTestId('import-rejected')).toHaveTextContent('2');
    const rejected = within(result.getByTestId('import-rejected-rows'));
    expect(within(tableRow('4')).getByText('plate_number')).toBeInTheDocument();
    expect(within(tableRow('4')).getByText('Enter a plate number like B 1234 XYZ')).toBeInTheDocument();
    expect(rejected.getByText('This frame number is already registered')).toBeInTheDocument();
    expect(rejected.getByText('Choose the dealer')).toBeInTheDocument();
    expect(within(modal).queryByTestId('motorcycle-import-error')).toBeNull();

    // Units were registered: the list behind the dialog is read again and shows them.
    await waitFor(() => tableRow(unitId(2)));
    expect(queries.length).toBeGreaterThan(listReads);
  });

  it('an import that registers nothing leaves the list as it was', async () => {
    const queries = serveUnits([unit(1)]);
    server.use(http.post('/api/v1/motorcycles/import', () => envelope({ created: 0, duplicates: 3, rejected: [] })));
    renderApp(PATH);
    await waitFor(() => tableRow(unitId(1)));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('import-motorcycles'));
    const modal = await dialog();
    const listReads = queries.length;
    await user.upload(fileInput(modal), new File(['x'], 'units.xlsx', { type: XLSX }));
    const result = within(await within(modal).findByTestId('motorcycle-import-result'));
    expect(result.getByTestId('import-created')).toHaveTextContent('0');
    expect(result.getByTestId('import-duplicates')).toHaveTextContent('3');
    expect(result.queryByTestId('import-rejected-rows')).toBeNull();
    expect(queries).toHaveLength(listReads);
  });

  it('downloads the import template with the bearer token', async () => {
    serveUnits([]);
    const saved = catchSavedFiles();
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/v1/motorcycles/import-template', ({ request }) => {
        asked.push(request.headers.get('Authorization'));
        return xlsxStream('motorcycle-import-template.xlsx');
      }),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('import-motorcycles'));
    const modal = await dialog();
    const template = within(modal).getByTestId('motorcycle-import-template');
    expect(template).toHaveTextContent('Download template');
    await user.click(template);
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['motorcycle-import-template.xlsx']));
    expect(asked).toEqual(['Bearer access-1']);
  });

  it('speaks Indonesian', async () => {
    await changeLanguage('id');
    serveUnits([unit(1)]);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Pendaftaran motor' })).toBeInTheDocument();
    await waitFor(() => tableRow(unitId(1)));
    expect(screen.getAllByText('Nomor polisi').length).toBeGreaterThan(0);
    expect(screen.getByTestId('register-motorcycle')).toHaveTextContent('Daftarkan motor');
    expect(screen.getByTestId('import-motorcycles')).toHaveTextContent('Impor');
    await userEvent.setup().click(screen.getByTestId('import-motorcycles'));
    const modal = await dialog();
    expect(within(modal).getByText('Impor motor')).toBeInTheDocument();
    expect(within(modal).getByTestId('motorcycle-import-template')).toHaveTextContent('Unduh templat');
    expect(within(modal).getByText('xlsx atau csv, maksimal 10 MB')).toBeInTheDocument();
  });
});
