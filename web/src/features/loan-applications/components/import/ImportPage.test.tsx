import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { button, dialog, tableRow } from '../../../../test/dom';
import { catchSavedFiles, xlsxStream } from '../../../../test/downloads';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import type { LoanImport } from '../../importApi';
import { serveReference, serveSession } from '../../testing/fixtures';

const IMPORT = '/app/borrower/application/import';
const ID = '01a200de-1000-7000-8000-000000000001';
const API = `/api/v1/loan-applications/imports/${ID}`;

/** An import of `applicants.xlsx` with 3 rows, in `status`. */
function anImport(overrides: Partial<LoanImport> = {}): LoanImport {
  return {
    import_id: ID,
    file_name: 'applicants.xlsx',
    status: 'checking',
    rows_total: 3,
    rows_checked: 0,
    rows_valid: 0,
    rows_invalid: 0,
    rows_created: 0,
    created_at: '2026-11-24T03:00:00Z',
    errors: [],
    errors_capped: false,
    allowed_actions: ['cancel'],
    ...overrides,
  };
}

const BAD_EMAIL = { row: 4, field: 'email', code: 'email_invalid', message: 'Wrong email format' };

/** The import once checked: two valid rows, the third with a bad e-mail. */
const CHECKED = anImport({
  status: 'checked',
  rows_checked: 3,
  rows_valid: 2,
  rows_invalid: 1,
  errors: [BAD_EMAIL],
  allowed_actions: ['commit', 'cancel', 'download_errors'],
});

/**
 * A small import server: `GET …/imports/{id}` answers the states of `script` one per read (the
 * last one stays), `GET …/imports` lists `recent`. Returns what it received.
 */
function serveImports(script: LoanImport[], recent: LoanImport[] = []) {
  const seen = { reads: 0, uploads: [] as string[], commits: 0, cancels: 0 };
  const state = { script: [...script], recent: [...recent] };
  const current = () => state.script[0];
  server.use(
    http.get('/api/v1/loan-applications/imports', ({ request }) => {
      expect(new URL(request.url).searchParams.get('limit')).toBe('20');
      return envelope({ items: state.recent.map(({ errors: _e, errors_capped: _c, ...summary }) => summary), next_cursor: null, total: state.recent.length });
    }),
    http.post('/api/v1/loan-applications/imports', async ({ request }) => {
      // jsdom's File does not survive msw's copy of the XHR body (it arrives as text): the part
      // and the multipart type are what can be checked here.
      expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
      seen.uploads.push([...(await request.formData()).keys()].join());
      state.recent = [current(), ...state.recent];
      return envelope({ import_id: ID }, 201, 'Uploaded');
    }),
    http.get(API, () => {
      seen.reads += 1;
      const answer = state.script.length > 1 ? state.script.shift()! : current();
      state.recent = state.recent.map((r) => (r.import_id === ID ? answer : r));
      return envelope(answer);
    }),
    http.post(`${API}/commit`, () => {
      seen.commits += 1;
      const importing = anImport({ ...CHECKED, status: 'importing', rows_created: 1, allowed_actions: [] });
      state.script = [importing, anImport({ ...CHECKED, status: 'done', rows_created: 2, allowed_actions: ['download_errors'] })];
      return envelope(importing, 200, 'Creating 2 applications');
    }),
    http.post(`${API}/cancel`, () => {
      seen.cancels += 1;
      state.script = [anImport({ ...CHECKED, status: 'cancelled', allowed_actions: ['download_errors'] })];
      return envelope(state.script[0], 200, 'Import cancelled');
    }),
  );
  return seen;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const xlsx = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('application import', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    serveReference();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uploads a spreadsheet, follows the checks, shows the row errors, commits the valid rows and ends done', async () => {
    const seen = serveImports([
      anImport({ rows_checked: 1 }),
      anImport({ rows_checked: 2 }),
      CHECKED,
    ]);
    const { router } = renderApp(IMPORT);
    expect(await screen.findByRole('heading', { name: 'Import applications' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(fileInput(), xlsx('applicants.xlsx'));

    // The import's page opens with its id in the URL, so a reload keeps it.
    await waitFor(() => expect(router.state.location.pathname).toBe(`${IMPORT}/${ID}`));
    expect(seen.uploads).toEqual(['file']);
    expect(await screen.findByTestId('import-status-tag')).toHaveTextContent('Checking');
    expect(screen.getByTestId('import-file')).toHaveTextContent('applicants.xlsx');
    expect(screen.getByTestId('import-checked-text')).toHaveTextContent('1 of 3');
    expect(screen.getByText('The rows are being checked; this page updates by itself.')).toBeInTheDocument();
    expect(screen.queryByTestId('import-commit')).toBeNull();

    // Read again every second until the server has checked every row.
    await waitFor(() => expect(screen.getByTestId('import-checked-text')).toHaveTextContent('2 of 3'), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('import-status-tag')).toHaveTextContent('Checked'), { timeout: 5000 });
    expect(screen.getByTestId('import-checked-text')).toHaveTextContent('3 of 3');
    expect(screen.getByTestId('import-rows-valid')).toHaveTextContent('2');
    expect(screen.getByTestId('import-rows-invalid')).toHaveTextContent('1');
    const error = within(tableRow('0'));
    expect(error.getByText('4')).toBeInTheDocument();
    expect(error.getByText('Email')).toBeInTheDocument();
    expect(error.getByText('Wrong email format')).toBeInTheDocument();
    expect(screen.queryByTestId('import-errors-capped')).toBeNull();
    expect(screen.getByTestId('import-download-errors')).toBeInTheDocument();
    const reads = seen.reads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Checked: nothing more to wait for, so no more reads.
    expect(seen.reads).toBe(reads);

    await user.click(screen.getByTestId('import-commit'));
    expect(screen.getByTestId('import-commit')).toHaveTextContent('Import 2 valid rows');
    const confirm = await dialog();
    expect(within(confirm).getAllByText('Import 2 valid rows?').length).toBeGreaterThan(0);
    await user.click(button('Import', confirm));
    await waitFor(() => expect(seen.commits).toBe(1));
    expect(await screen.findByText('Creating 2 applications')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('import-status-tag')).toHaveTextContent('Importing'));
    expect(screen.getByTestId('import-created-text')).toHaveTextContent('1 of 2');

    const done = await screen.findByTestId('import-done', {}, { timeout: 5000 });
    expect(done).toHaveTextContent('2 applications created');
    expect(screen.getByTestId('import-status-tag')).toHaveTextContent('Done');
    expect(screen.getByTestId('import-created-text')).toHaveTextContent('2 of 2');
    expect(within(done).getByRole('link', { name: 'Open the application list' })).toHaveAttribute('href', '/app/borrower/application');
    expect(screen.queryByTestId('import-commit')).toBeNull();
    // The recent imports follow the status.
    const recent = within(screen.getByTestId('recent-imports'));
    await waitFor(() => expect(recent.getByText('Done')).toBeInTheDocument());
    expect(recent.getByRole('link', { name: 'applicants.xlsx' })).toHaveAttribute('href', `${IMPORT}/${ID}`);
    expect(recent.getByText('2 valid, 1 with errors')).toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet, or too large, before sending it', async () => {
    const seen = serveImports([CHECKED]);
    renderApp(IMPORT);
    await screen.findByRole('heading', { name: 'Import applications' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['a,b'], 'applicants.csv', { type: 'text/csv' }));
    const alert = await screen.findByTestId('import-upload-error');
    expect(alert).toHaveTextContent('The file was not accepted');
    expect(alert).toHaveTextContent('Only .xls or .xlsx files can be imported');

    await user.upload(fileInput(), xlsx('big.xlsx', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByTestId('import-upload-error')).toHaveTextContent('The file is larger than 10 MB'));
    expect(seen.uploads).toEqual([]);
  });

  it("shows the server's reason when it refuses the file", async () => {
    serveImports([CHECKED]);
    server.use(
      http.post('/api/v1/loan-applications/imports', () =>
        envelope(null, 422, 'Check the file', [{ field: 'file', code: 'import_empty', message: 'The spreadsheet has no rows to import' }]),
      ),
    );
    const { router } = renderApp(IMPORT);
    await screen.findByRole('heading', { name: 'Import applications' });
    await userEvent.setup().upload(fileInput(), xlsx('empty.xlsx'));
    expect(await screen.findByTestId('import-upload-error')).toHaveTextContent('The spreadsheet has no rows to import');
    expect(router.state.location.pathname).toBe(IMPORT);
  });

  it('downloads the template under its default name', async () => {
    serveImports([CHECKED]);
    const saved = catchSavedFiles();
    server.use(
      http.get('/api/v1/loan-applications/import-template', () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/octet-stream' } })),
    );
    renderApp(IMPORT);
    await userEvent.setup().click(await screen.findByTestId('import-template'));
    await waitFor(() => expect(saved).toEqual([{ name: 'import-template.xlsx', size: 4 }]));
    expect(screen.getByTestId('import-template')).toHaveTextContent('Download template');
  });

  it('opened by its address: notes capped errors, downloads them, and cancels the import', async () => {
    const newColumn = { row: 5, field: 'loan_amount', code: 'required', message: 'Fill in the loan amount' };
    const seen = serveImports([{ ...CHECKED, errors: [BAD_EMAIL, newColumn], errors_capped: true }], [CHECKED]);
    const saved = catchSavedFiles();
    server.use(http.get(`${API}/errors`, () => xlsxStream('applicants-errors.xlsx')));
    renderApp(`${IMPORT}/${ID}`);
    expect(await screen.findByTestId('import-errors-capped')).toHaveTextContent('Only the first 2 errors are listed here');
    // A column the texts do not name yet shows its template key.
    expect(within(tableRow('1')).getByText('loan_amount')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('import-download-errors'));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['applicants-errors.xlsx']));

    await user.click(screen.getByTestId('import-cancel'));
    await user.click(button('Cancel import', await dialog()));
    await waitFor(() => expect(screen.getByTestId('import-status-tag')).toHaveTextContent('Cancelled'));
    expect(seen.cancels).toBe(1);
    expect(screen.getByTestId('import-cancelled')).toHaveTextContent('no application was created');
    expect(screen.queryByTestId('import-commit')).toBeNull();
    expect(screen.queryByTestId('import-cancel')).toBeNull();
  });

  it('says so when the import does not exist', async () => {
    serveImports([CHECKED]);
    server.use(http.get(API, () => envelope(null, 404, 'Import not found')));
    renderApp(`${IMPORT}/${ID}`);
    expect(await screen.findByTestId('import-load-error')).toHaveTextContent('Import not found');
  });

  it('speaks Indonesian', async () => {
    const unknownProvince = { row: 3, field: 'province_code', code: 'region_unknown', message: 'Kode provinsi tidak dikenal' };
    serveImports([{ ...CHECKED, errors: [unknownProvince] }], [CHECKED]);
    await changeLanguage('id');
    renderApp(`${IMPORT}/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Impor pengajuan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('import-status-tag')).toHaveTextContent('Sudah diperiksa'));
    expect(within(tableRow('0')).getByText('Kode provinsi')).toBeInTheDocument();
    expect(within(tableRow('0')).getByText('Kode provinsi tidak dikenal')).toBeInTheDocument();
    expect(screen.getByTestId('import-commit')).toHaveTextContent('Impor 2 baris valid');
    expect(within(screen.getByTestId('recent-imports')).getByText('2 valid, 1 bermasalah')).toBeInTheDocument();
  });
});
