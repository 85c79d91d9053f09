/**
 * Loan applications made through the API for the list and detail tests (the same bodies as the
 * server's tests in crates/test-support/src/applications.rs).
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

const FIXTURE = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

type Json = Record<string, unknown>;

/** An API session of one staff member. */
export class StaffApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Signs in through `POST /api/v1/authentication/login`. */
  static async signIn(request: APIRequestContext, email: string): Promise<StaffApi> {
    const res = await request.post('/api/v1/authentication/login', { data: { email, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { data: { token: string } };
    return new StaffApi(request, body.data.token);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(path, { headers: this.headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  async send<T>(method: 'post' | 'put', path: string, data: Json, status = 200): Promise<T> {
    const res = await this.request[method](path, { headers: this.headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return ((await res.json()) as { data: T }).data;
  }

  /** `POST /api/v1/files` (multipart `file`, `kind`); returns the file id. */
  async upload(kind: string): Promise<string> {
    const pdf = ['rto_form', 'domicile_letter', 'family_income_proof'].includes(kind);
    const file = pdf
      ? { name: 'document.pdf', mimeType: 'application/pdf', buffer: FIXTURE('document.pdf') }
      : { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: FIXTURE('photo.jpg') };
    const res = await this.request.post('/api/v1/files', { headers: this.headers, multipart: { kind, file } });
    expect(res.status(), `${kind}: ${await res.text()}`).toBe(201);
    return ((await res.json()) as { data: { file_id: string } }).data.file_id;
  }
}

/** Ids of demo reference rows. */
export interface Refs {
  program: string;
  partner: string;
  motorcycleType: string;
  dealer: string;
}

export async function demoRefs(api: StaffApi): Promise<Refs> {
  const programs = await api.get<{ id: string; kind: string }[]>('/api/v1/programs');
  const partners = await api.get<{ id: string }[]>('/api/v1/partners');
  const partner = partners[0].id;
  const types = await api.get<{ id: string }[]>(`/api/v1/motorcycle-types?partner_id=${partner}`);
  const dealers = await api.get<{ id: string }[]>('/api/v1/dealers');
  return {
    program: programs.find((p) => p.kind === 'loan')!.id,
    partner,
    motorcycleType: types[0].id,
    dealer: dealers[0].id,
  };
}

/** Now in Jakarta, as a UTC date whose fields read as Jakarta's. */
function jakartaNow(): Date {
  return new Date(Date.now() + 7 * 3600 * 1000);
}

let lastTick = 0;

/**
 * A unique eight-digit tag per application, for e-mails and phones: a millisecond tick that never
 * repeats within a worker, with the worker's slot as its last digit so two workers never meet. A
 * random part instead let two drafts made in one loop share a tag, and the second was refused.
 */
export function uniqueTag(): number {
  lastTick = Math.max(Date.now(), lastTick + 1);
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return 10_000_000 + (lastTick % 8_900_000) * 10 + slot;
}

/** The birth date of [`prospect`]: the 1st of this month 30 years ago. */
function prospectBirth(): Date {
  const now = jakartaNow();
  return new Date(Date.UTC(now.getUTCFullYear() - 30, now.getUTCMonth(), 1));
}

/**
 * The NIK of [`prospect`] as Dukcapil writes it (issue 41 item 8): Gambir (31.71.01), the birth
 * date as DDMMYY (a man's day), serial 0001, so the server has no mismatch to confirm.
 */
export function prospectNik(): string {
  const birth = prospectBirth();
  const two = (n: number) => String(n).padStart(2, '0');
  return `317101${two(birth.getUTCDate())}${two(birth.getUTCMonth() + 1)}${two(birth.getUTCFullYear() % 100)}0001`;
}

/** A valid `POST /api/v1/borrowers` body (a single borrower of 30). */
export function prospect(refs: Refs, name: string, n: number): Json {
  const birth = prospectBirth();
  return {
    full_name: name,
    gender: 'male',
    birth_place: 'Bekasi',
    birth_date: birth.toISOString().slice(0, 10),
    marital_status: 'single',
    mother_name: 'Siti Aminah',
    emergency_contact: { name: 'Ani Lestari', phone: '0813 2222 3333', relation: 'family' },
    email: `list${n}@example.co.id`,
    phone: `0812${String(n).padStart(8, '0').slice(-8)}`,
    password: 'Motor-Listrik7',
    password_confirmation: 'Motor-Listrik7',
    program_id: refs.program,
    dealer_id: refs.dealer,
    partner_id: refs.partner,
    motorcycle_type_id: refs.motorcycleType,
    sales_name: 'Rina',
  };
}

/** Creates a prospect (a draft application); returns its loan ID. */
export async function createDraft(api: StaffApi, refs: Refs, name: string): Promise<string> {
  const data = await api.send<{ loan_id: string }>('post', '/api/v1/borrowers', prospect(refs, name, uniqueTag()), 201);
  return data.loan_id;
}

/** Fills the four remaining steps of a draft with valid data. */
export async function fillSteps(api: StaffApi, loanId: string): Promise<void> {
  const base = `/api/v1/loan-applications/${loanId}`;
  await api.send('put', `${base}/address`, {
    residential: {
      address: 'Jl. Medan Merdeka Barat No. 12',
      postcode: '10110',
      province_code: '31',
      city_code: '31.71',
      district_code: '31.71.01',
      sub_district_code: '31.71.01.1001',
    },
    residential_same_as_ktp: true,
  });
  const at = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
  await api.send('put', `${base}/ekyc-invitation`, {
    kyc_schedule: { scheduled_at: at, method: 'video_call', location: 'https://meet.example.com/roda-kyc', note: 'WhatsApp video' },
  });
  await api.send('put', `${base}/documents`, {
    ktp_number: prospectNik(),
    ktp_photo_file_id: await api.upload('ktp_photo'),
    selfie_file_id: await api.upload('selfie'),
    kk_number: '3171019876543210',
    kk_photo_file_id: await api.upload('kk_photo'),
    sim_number: '123456789012',
    sim_photo_file_id: await api.upload('sim_photo'),
    ride_hailing_profile_file_id: await api.upload('ride_hailing_profile'),
    domicile_letter_file_id: await api.upload('domicile_letter'),
  });
  const now = jakartaNow();
  const amounts = [4_000_000, 3_500_000, 5_000_000];
  const monthly_incomes = amounts.map((amount, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (i + 1), 1));
    return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear(), amount };
  });
  await api.send('put', `${base}/financial`, {
    ride_hailing_app: 'gojek',
    service_months: 24,
    monthly_incomes,
    income_history_file_id: await api.upload('income_history'),
  });
}

/**
 * A prospect with every step filled and saved: an unverified application ("KYC Scheduled" when
 * saved from the e-KYC invitation step).
 */
export async function createUnverified(
  api: StaffApi,
  refs: Refs,
  name: string,
  fromStep?: 'ekyc-invitation',
): Promise<string> {
  const loanId = await createDraft(api, refs, name);
  await fillSteps(api, loanId);
  await api.send('post', `/api/v1/loan-applications/${loanId}/save`, fromStep ? { from_step: fromStep } : {});
  return loanId;
}

// ---- The list screen -----------------------------------------------------------------------

/** The value of a count card above the list. */
export async function summaryCount(page: Page, name: string): Promise<number> {
  const card = page.getByTestId(`summary-${name}`).locator('.ant-statistic-content-value');
  await expect(card).toHaveText(/^\d[\d.]*$/);
  return Number((await card.innerText()).replace(/\./g, ''));
}

/** The total of the list footer (`1–20 of 57` or `0 applications`). */
export async function listTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('list-total').innerText();
  const match = /(?:of|dari) ([\d.]+)$/.exec(text) ?? /^([\d.]+)/.exec(text);
  return Number(match?.[1].replace(/\./g, '') ?? NaN);
}

/** The table row of an application. */
export function applicationRow(page: Page, loanId: string): Locator {
  return page.locator(`tr[data-row-key="${loanId}"]`);
}

/** Opens a row's action menu and picks `action`. */
export async function rowAction(page: Page, loanId: string, action: string): Promise<void> {
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await applicationRow(page, loanId).getByRole('button', { name: `Actions for ${loanId}` }).click();
  await expect(menu).toBeVisible();
  // A click while the menu is still opening can land without choosing (seen in CI: the menu
  // stayed open on "Delete", no dialog): choose again until the menu closes.
  await expect(async () => {
    if (await menu.isVisible()) await menu.getByRole('menuitem', { name: action, exact: true }).click({ timeout: 3_000 });
    await expect(menu).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Types into the search box and waits for the list to show `loanId` alone. */
export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search', { exact: true }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}
