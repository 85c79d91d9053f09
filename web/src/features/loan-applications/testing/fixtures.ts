/** Test data and msw handlers of the list and detail tests (not part of the app bundle). */
import { http } from 'msw';
import { serverAllowedActions } from '../../../entities/loan-application/testing/allowedActions';
import type { ApplicationDetail, ApplicationRow, ApplicationSummary } from '../../../entities/loan-application/types';
import { envelope, server } from '../../../test/server';

export const PROGRAM = { id: '01a200de-09d0-755c-b553-66d9a5a27059', name: 'Loan daily 18 months' };
export const PARTNER = { id: '01a200de-09d1-7191-b8c0-34b9413ef308', name: 'Gojek' };
export const OTHER_PARTNER = { id: '01a200de-09d1-7191-b8c0-34ba701dff1b', name: 'Grab' };
export const PIC_3 = { id: '01a200de-09d4-70b4-aa81-5c16750de3a5', name: 'Staff Level 3' };
export const PIC_9 = { id: '01a200de-09d5-7236-97c3-0825c6d9f72b', name: 'Staff Level 9' };

export const ALL_AREAS = ['home', 'borrower/application', 'borrower/detail'];

/**
 * A list row; `n` makes its loan ID, name and e-mail unique. Its `allowed_actions` are what the
 * server answers for its state unless given.
 */
export function row(n: number, overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  const data: Omit<ApplicationRow, 'allowed_actions'> = {
    loan_id: `LN-${String(n).padStart(7, '0')}`,
    borrower_id: `b-${n}`,
    full_name: `Budi Santoso ${n}`,
    email: `budi${n}@example.co.id`,
    program: PROGRAM,
    partner: PARTNER,
    pic: null,
    status: 'draft',
    display_status: 'draft',
    lead_status: 'new',
    kyc_scheduled_at: null,
    approval_status: null,
    average_monthly_income: null,
    sales_name: 'Rina',
    registered_at: '2026-11-20T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    version: 1,
    missing_steps: overrides.status && overrides.status !== 'draft' ? [] : ['address', 'ekyc-invitation', 'documents', 'financial'],
    ...overrides,
  };
  return { ...data, allowed_actions: overrides.allowed_actions ?? serverAllowedActions(data) };
}

/** Answers crypt/de and /me for a signed-in staff member with these areas. */
export function serveSession(areas = ALL_AREAS, level = 3) {
  server.use(
    http.post('/api/crypt/de', () => envelope(level)),
    http.get('/api/v1/me', () =>
      envelope({
        id: 'u3',
        email: `level${level}@roda.test`,
        full_name: `Staff Level ${level}`,
        level,
        areas,
        lender_id: null,
        lender_name: null,
      }),
    ),
  );
}

/** Answers the reference data of the filters. */
export function serveReference() {
  server.use(
    http.get('/api/v1/programs', () => envelope([{ ...PROGRAM, code: 'LOAN', kind: 'loan', active: true }])),
    http.get('/api/v1/partners', () =>
      envelope([
        { ...PARTNER, code: 'GOJEK', active: true },
        { ...OTHER_PARTNER, code: 'GRAB', active: true },
      ]),
    ),
    http.get('/api/v1/staff', () =>
      envelope([
        { id: PIC_3.id, full_name: PIC_3.name, email: 'level3@roda.test', level: 3 },
        { id: PIC_9.id, full_name: PIC_9.name, email: 'level9@roda.test', level: 9 },
      ]),
    ),
  );
}

/**
 * A small in-memory server of the list and the counts: `rows` are filtered by `q` (exact loan
 * ID or name/e-mail start) and paged by `cursor` (the last loan ID of the previous page);
 * the total is counted up to `cap` when given, as the server caps it. Returns the queries
 * received.
 */
export function serveList(state: { rows: ApplicationRow[]; cap?: number }) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/loan-applications/summary', () => {
      const count = (s: string) => state.rows.filter((r) => r.status === s).length;
      const summary: ApplicationSummary = {
        total: state.rows.length,
        last_7_days: state.rows.length,
        draft: state.rows.filter((r) => r.status === 'draft' && r.lead_status !== 'unqualified').length,
        unverified: count('unverified'),
        verified: count('verified'),
        unqualified: state.rows.filter((r) => r.lead_status === 'unqualified').length,
      };
      return envelope(summary);
    }),
    http.get('/api/v1/loan-applications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase() ?? '';
      const matching = state.rows.filter(
        (r) => !q || r.loan_id.toLowerCase() === q || r.full_name.toLowerCase().startsWith(q) || r.email.startsWith(q),
      );
      const limit = Number(params.get('limit') ?? 50);
      const cursor = params.get('cursor');
      const start = cursor ? matching.findIndex((r) => r.loan_id === cursor) + 1 : 0;
      const items = matching.slice(start, start + limit);
      const more = start + limit < matching.length;
      const cap = state.cap ?? Infinity;
      return envelope({
        items,
        next_cursor: more ? items[items.length - 1].loan_id : null,
        total: Math.min(matching.length, cap),
        total_capped: matching.length > cap,
      });
    }),
  );
  return queries;
}

/**
 * A full detail of `row(n)` with every step filled; its `allowed_actions` are what the server
 * answers for its state unless given.
 */
export function detail(n: number, overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const base = row(n, { status: 'unverified', display_status: 'kyc_scheduled', average_monthly_income: 4_166_666 });
  const data: ApplicationDetail = {
    ...base,
    customer_id: `CU-${String(n).padStart(7, '0')}`,
    phone: '+6281210000001',
    dealer: { id: 'd1', name: 'Roda Gambir' },
    motorcycle_type: { id: 'm1', name: 'Gesits G1' },
    basic_info: {
      full_name: base.full_name,
      gender: 'male',
      birth_place: 'Bekasi',
      birth_date: '1996-05-01',
      marital_status: 'single',
      mother_name: 'Siti Aminah',
      spouse_name: null,
      emergency_contact: { name: 'Ani Lestari', phone: '+6281322223333', relation: 'family' },
      email: base.email,
      phone: '+6281210000001',
      program_id: PROGRAM.id,
      dealer_id: 'd1',
      partner_id: PARTNER.id,
      motorcycle_type_id: 'm1',
      sales_name: 'Rina',
    },
    address: {
      residential: {
        address: 'Jl. Medan Merdeka Barat No. 12',
        postcode: '10110',
        province_code: '31',
        city_code: '31.71',
        district_code: '31.71.01',
        sub_district_code: '31.71.01.1001',
        province_name: 'DKI Jakarta',
        city_name: 'Kota Administrasi Jakarta Pusat',
        district_name: 'Gambir',
        sub_district_name: 'Gambir',
      },
      residential_same_as_ktp: true,
      ktp: null,
    },
    ekyc_invitation: { kyc_schedule: { scheduled_at: '2026-11-24T03:00:00Z', method: 'video_call', note: 'WhatsApp video' } },
    documents: {
      ktp_number: '3171012345678901',
      ktp_photo_file_id: 'f-ktp',
      selfie_file_id: 'f-selfie',
      kk_number: '3171019876543210',
      kk_photo_file_id: 'f-kk',
      sim_number: '123456789012',
      sim_photo_file_id: 'f-sim',
      domicile_letter_file_id: 'f-domicile',
      ride_hailing_profile_file_id: 'f-profile',
      rto_form_file_id: null,
      spouse_ktp_number: null,
      spouse_ktp_photo_file_id: null,
    },
    financial: {
      ride_hailing_app: 'gojek',
      service_months: 24,
      monthly_incomes: [
        { month: 10, year: 2026, amount: 4_000_000 },
        { month: 9, year: 2026, amount: 3_500_000 },
        { month: 8, year: 2026, amount: 5_000_000 },
      ],
      income_history_file_id: 'f-income',
      family_income: null,
      average_monthly_income: 4_166_666,
      income_per_day: 138_888,
    },
    steps: { 'basic-info': true, address: true, 'ekyc-invitation': true, documents: true, financial: true },
    files: [
      { file_id: 'f-ktp', kind: 'ktp_photo', content_type: 'image/jpeg', size: 2048 },
      { file_id: 'f-selfie', kind: 'selfie', content_type: 'image/jpeg', size: 2048 },
      { file_id: 'f-kk', kind: 'kk_photo', content_type: 'image/jpeg', size: 2048 },
      { file_id: 'f-sim', kind: 'sim_photo', content_type: 'image/png', size: 2048 },
      { file_id: 'f-domicile', kind: 'domicile_letter', content_type: 'application/pdf', size: 193 },
      { file_id: 'f-profile', kind: 'ride_hailing_profile', content_type: 'image/jpeg', size: 2048 },
      { file_id: 'f-income', kind: 'income_history', content_type: 'image/jpeg', size: 2048 },
    ],
    submitted_at: '2026-11-20T04:00:00Z',
    verified_at: null,
    verified_by: null,
    deleted_at: null,
    delete_reason: null,
    ...overrides,
  };
  return { ...data, allowed_actions: overrides.allowed_actions ?? serverAllowedActions(data) };
}
