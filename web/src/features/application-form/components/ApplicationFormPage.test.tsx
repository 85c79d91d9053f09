import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ApplicationDetail, StepName } from '../../../entities/loan-application/types';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';

const LOAN = 'LN-0000042';
/** The first screen of a test waits for the session, the application and the reference data. */
const SLOW = { timeout: 10_000 };
const PATH = `/app/borrower/application/${LOAN}`;

function monthsAgo(n: number) {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - n);
  return { month: d.getMonth() + 1, year: d.getFullYear() };
}

/** An application with basic info, address, e-KYC and financial stored; documents missing. */
function detail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
  const address = {
    address: 'Jl. Medan Merdeka Barat No. 12',
    postcode: '10110',
    province_code: '31',
    city_code: '31.71',
    district_code: '31.71.01',
    sub_district_code: '31.71.01.1001',
    province_name: 'DKI Jakarta',
    city_name: 'Jakarta Pusat',
    district_name: 'Gambir',
    sub_district_name: 'Gambir',
  };
  return {
    loan_id: LOAN,
    borrower_id: 'b1',
    full_name: 'Budi Santoso',
    email: 'budi@example.co.id',
    program: { id: 'prog-loan', name: 'Loan daily 18 months' },
    partner: { id: 'partner-gojek', name: 'Gojek' },
    pic: null,
    status: 'draft',
    display_status: 'draft',
    lead_status: 'new',
    kyc_scheduled_at: inTwoDays,
    approval_status: null,
    average_monthly_income: 4_000_000,
    sales_name: null,
    registered_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    version: 5,
    customer_id: 'CU-0000042',
    phone: '+6281234567890',
    dealer: { id: 'dealer-gambir', name: 'Roda Gambir' },
    motorcycle_type: { id: 'mt-gesits', name: 'Gesits G1' },
    basic_info: {
      full_name: 'Budi Santoso',
      gender: 'male',
      birth_place: 'Bekasi',
      birth_date: '1990-05-01',
      marital_status: 'single',
      mother_name: 'Siti Aminah',
      spouse_name: null,
      emergency_contact: { name: 'Ani', phone: '+6281322223333', relation: 'family' },
      email: 'budi@example.co.id',
      phone: '+6281234567890',
      program_id: 'prog-loan',
      dealer_id: 'dealer-gambir',
      partner_id: 'partner-gojek',
      motorcycle_type_id: 'mt-gesits',
      sales_name: null,
    },
    address: { residential: address, residential_same_as_ktp: true, ktp: null },
    ekyc_invitation: { kyc_schedule: { scheduled_at: inTwoDays, method: 'video_call', location: 'https://meet.example.com/x', note: null } },
    documents: null,
    financial: {
      ride_hailing_app: 'gojek',
      service_months: 24,
      monthly_incomes: [1, 2, 3].map((n) => ({ ...monthsAgo(n), amount: 4_000_000 })),
      income_history_file_id: 'file-history',
      family_income: null,
      average_monthly_income: 4_000_000,
      income_per_day: 133_333,
    },
    steps: { 'basic-info': true, address: true, 'ekyc-invitation': true, documents: false, financial: true },
    missing_steps: ['documents'],
    files: [{ file_id: 'file-history', kind: 'income_history', content_type: 'application/pdf', size: 2048 }],
    submitted_at: null,
    verified_at: null,
    verified_by: null,
    deleted_at: null,
    delete_reason: null,
    allowed_actions: ['edit', 'save', 'schedule_kyc', 'assign_pic', 'assign_partner', 'qualify', 'unqualify', 'delete'],
    ...overrides,
  };
}

interface Seen {
  puts: { step: string; body: Record<string, unknown> }[];
  saves: Record<string, unknown>[];
}

function serve(current: ApplicationDetail): Seen {
  const seen: Seen = { puts: [], saves: [] };
  server.use(
    http.post('/api/crypt/de', () => envelope(3)),
    http.get('/api/v1/me', () =>
      envelope({ id: 'u3', email: 'level3@roda.test', full_name: 'Staff Level 3', level: 3, areas: ['home', 'borrower/application'], lender_id: null, lender_name: null }),
    ),
    http.get(`/api/v1/loan-applications/${LOAN}`, () => envelope(current)),
    http.get('/api/v1/programs', () =>
      envelope([{ id: 'prog-loan', code: 'L', name: 'Loan daily 18 months', kind: 'loan', installment_frequency: 'daily', tenure_count: 540, active: true }]),
    ),
    http.get('/api/v1/partners', () => envelope([{ id: 'partner-gojek', code: 'GOJEK', name: 'Gojek', active: true }])),
    http.get('/api/v1/motorcycle-types', () => envelope([])),
    http.get('/api/v1/operational-area', () => envelope({ province_codes: ['31', '32', '36'], city_codes: [] })),
    http.get('/api/v1/regions/provinces', () => envelope([{ code: '31', parent_code: null, level: 1, name: 'DKI Jakarta' }])),
    http.get('/api/v1/regions/provinces/31/cities', () => envelope([{ code: '31.71', parent_code: '31', level: 2, name: 'Jakarta Pusat' }])),
    http.get('/api/v1/regions/cities/31.71/districts', () => envelope([{ code: '31.71.01', parent_code: '31.71', level: 3, name: 'Gambir' }])),
    http.get('/api/v1/regions/districts/31.71.01/sub-districts', () =>
      envelope([{ code: '31.71.01.1001', parent_code: '31.71.01', level: 4, name: 'Gambir' }]),
    ),
    http.put(`/api/v1/loan-applications/${LOAN}/:step`, async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.puts.push({ step: params.step as string, body });
      return envelope({ ...current, version: (body.version as number) + 1, steps: { ...current.steps, [params.step as StepName]: true } });
    }),
  );
  return seen;
}

/** The button showing `text` (role queries are slow on a form this size in jsdom). */
function button(text: string): HTMLElement {
  const found = screen.getByText(text).closest('button');
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

describe('the five-step application', () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser({ email: 'level3@roda.test' });
  });

  it('opens on the first step not done, prefilled, and shows which steps are done', async () => {
    serve(detail());
    renderApp(PATH);
    expect(await screen.findByText(`Loan application ${LOAN}`, { selector: 'h3' }, SLOW)).toBeInTheDocument();
    const steps = screen.getByTestId('application-steps');
    expect(within(steps).getAllByText('Done')).toHaveLength(4);
    expect(within(steps).getAllByText('Not done yet')).toHaveLength(1);
    expect(await screen.findByLabelText('ID card number (NIK)')).toBeInTheDocument();
    await userEvent.setup().click(within(steps).getByText('Address'));
    expect(await screen.findByLabelText('Residential address')).toHaveValue('Jl. Medan Merdeka Barat No. 12');
  }, 60_000);

  it('saves from the e-KYC step with the version of the stored step: "KYC Scheduled"', async () => {
    const seen = serve(detail());
    server.use(
      http.post(`/api/v1/loan-applications/${LOAN}/save`, async ({ request }) => {
        seen.saves.push((await request.json()) as Record<string, unknown>);
        return envelope({ ...detail(), status: 'unverified', display_status: 'kyc_scheduled', version: 7 }, 200, 'Saved');
      }),
    );
    const { router } = renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('application-steps', {}, SLOW)).getByText('e-KYC invitation'));
    expect(await screen.findByLabelText('Video call')).toBeChecked();
    await user.click(button('Save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/borrower/application'));
    expect(seen.puts).toHaveLength(1);
    expect(seen.puts[0].step).toBe('ekyc-invitation');
    expect(seen.puts[0].body).toMatchObject({
      version: 5,
      kyc_schedule: { method: 'video_call', location: 'https://meet.example.com/x', note: null },
    });
    expect(String((seen.puts[0].body.kyc_schedule as { scheduled_at: string }).scheduled_at)).toMatch(/\+07:00$/);
    expect(seen.saves).toEqual([{ from_step: 'ekyc-invitation', version: 6 }]);
    // The toast (antd's notification of the app, not the test spy) tells the new status.
    expect(await screen.findByText(`${LOAN} is now KYC Scheduled.`)).toBeInTheDocument();
  }, 60_000);

  it('stores the step on Save but keeps an incomplete application a draft, naming the missing steps', async () => {
    const seen = serve(detail());
    server.use(
      http.post(`/api/v1/loan-applications/${LOAN}/save`, async ({ request }) => {
        seen.saves.push((await request.json()) as Record<string, unknown>);
        return envelope(null, 422, 'Saved as a draft. To submit it, complete: Documents.', [
          { field: 'documents', code: 'steps_incomplete', message: 'Complete every step of the application first' },
        ]);
      }),
    );
    const { router } = renderApp(`${PATH}?step=financial`);
    const user = userEvent.setup();
    expect(await screen.findByTestId('average-monthly-income', {}, SLOW)).toHaveTextContent('Rp 4.000.000');
    expect(screen.getByTestId('income-per-day')).toHaveTextContent('Rp 133.333');
    await user.click(button('Save'));
    expect(await screen.findByTestId('save-notice')).toHaveTextContent(
      'Step saved. The application stays a draft until every step is complete: Documents.',
    );
    expect(seen.puts.map((p) => p.step)).toEqual(['financial']);
    expect(seen.saves).toHaveLength(1);
    // Not "now Unverified": still on the form, still a draft, no error banner.
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByTestId('application-status')).toHaveTextContent('Draft');
    expect(screen.queryByTestId('step-problems')).not.toBeInTheDocument();
  }, 60_000);

  it('keeps the step in the URL and asks before leaving with unsaved changes', async () => {
    serve(detail());
    server.use(
      http.get('/api/v1/loan-applications', () => envelope({ items: [], next_cursor: null, total: 0, total_capped: false })),
      http.get('/api/v1/loan-applications/summary', () =>
        envelope({ total: 0, last_7_days: 0, draft: 0, unverified: 0, verified: 0, unqualified: 0 }),
      ),
      http.get('/api/v1/staff', () => envelope([])),
    );
    const { router } = renderApp(`${PATH}?step=address`);
    const user = userEvent.setup();
    await screen.findByLabelText('Residential address', {}, SLOW);
    await user.click(within(screen.getByTestId('application-steps')).getByText('e-KYC invitation'));
    await waitFor(() => expect(router.state.location.search).toBe('?step=ekyc-invitation'));
    await user.click(within(screen.getByTestId('application-steps')).getByText('Address'));
    await waitFor(() => expect(router.state.location.search).toBe('?step=address'));
    await user.type(await screen.findByLabelText('Residential address'), ' A');
    await user.click(screen.getByText('Back to the list'));
    expect((await screen.findAllByText('Leave without saving?'))[0]).toBeInTheDocument();
    await user.click(button('Stay'));
    expect(router.state.location.pathname).toBe(PATH);
    await user.click(screen.getByText('Back to the list'));
    // The last dialog (the one before may still be closing).
    await user.click((await screen.findAllByText('Leave')).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/borrower/application'));
  }, 120_000);

  it('shows a conflict from the server and reads the application again on request', async () => {
    serve(detail());
    let reads = 0;
    server.use(
      http.get(`/api/v1/loan-applications/${LOAN}`, () => (reads++, envelope(detail({ version: 9 })))),
      http.put(`/api/v1/loan-applications/${LOAN}/address`, () =>
        envelope(null, 409, 'This data was changed by someone else. Reload and try again.'),
      ),
    );
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('application-steps', {}, SLOW)).getByText('Address'));
    await screen.findByLabelText('Residential address');
    await user.click(button('Continue'));
    const conflict = await screen.findByTestId('conflict');
    expect(conflict).toHaveTextContent('This data was changed by someone else. Reload and try again.');
    const before = reads;
    await user.click(within(conflict).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(reads).toBe(before + 1));
    await waitFor(() => expect(screen.queryByTestId('conflict')).not.toBeInTheDocument());
  }, 60_000);

  it('is read-only when the server does not allow editing, whatever the status', async () => {
    serve(detail({ allowed_actions: ['assign_pic', 'delete'] }));
    renderApp(PATH);
    expect(await screen.findByLabelText('ID card number (NIK)', {}, SLOW)).toBeDisabled();
    expect(button('Save')).toBeDisabled();
    expect(button('Continue')).toBeDisabled();
  }, 60_000);

  it('lets the steps be changed when the server allows editing', async () => {
    serve(detail());
    renderApp(PATH);
    expect(await screen.findByLabelText('ID card number (NIK)', {}, SLOW)).toBeEnabled();
    expect(button('Save')).toBeEnabled();
    expect(button('Continue')).toBeEnabled();
  }, 60_000);

  it('locks a verified application', async () => {
    serve(detail({ status: 'verified', display_status: 'verified', allowed_actions: ['assign_pic', 'delete'] }));
    renderApp(PATH);
    expect(await screen.findByText('This application is verified and can no longer be changed.', {}, SLOW)).toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
  }, 60_000);
});
