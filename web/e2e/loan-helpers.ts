/**
 * API steps the later-stage specs share: a small JSON session, Jakarta dates, and a verified loan
 * taken through allocation, approval, KYC, first payment and contract to pending activation
 * (issue 9), where activation (issue 10) and the motorcycle handover (issue 11) start.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { StaffApi } from './applications-helpers';
import { DEMO_PASSWORD } from './helpers';
import { createVerified } from './origination-helpers';
import type { E2eServer } from './servers';

/** A Jakarta date `days` from today, `YYYY-MM-DD`. */
export function jakartaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now() + days * 86_400_000);
}

/** The bytes of a file in `e2e/fixtures`. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** File kinds that take a PDF; every other kind gets a photo. */
const PDF_KINDS = new Set(['contract', 'bast']);

/** A small API session that accepts any 2xx (creations answer 201). */
export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string): Promise<Api> {
    const res = await request.post('/api/v1/authentication/login', { data: { email, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    return new Api(request, ((await res.json()) as { data: { token: string } }).data.token);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(path, { headers: this.headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  async post<T>(path: string, data: object): Promise<T> {
    const res = await this.request.post(path, { headers: this.headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  /** `POST /api/v1/files` with a fixture (a pdf for the contract and the BAST, a jpg otherwise). */
  async upload(kind: string): Promise<string> {
    const pdf = PDF_KINDS.has(kind);
    const name = pdf ? 'document.pdf' : 'photo.jpg';
    const file = { name, mimeType: pdf ? 'application/pdf' : 'image/jpeg', buffer: fixture(name) };
    const res = await this.request.post('/api/v1/files', { headers: this.headers, multipart: { kind, file } });
    expect(res.ok(), `${kind}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: { file_id: string } }).data.file_id;
  }
}

/**
 * A new loan for `name` taken by API to the contract stage: `staffEmail` verifies it, allocates
 * it to `lenderEmail`'s lender (who approves), records the KYC result (approved) and schedules the
 * first payment three days ahead; no proof yet. Answers its loan ID.
 */
export async function newContractStageLoan(
  request: APIRequestContext,
  staffEmail: string,
  lenderEmail: string,
  name: string,
): Promise<string> {
  return toContractStage(request, await Api.signIn(request, staffEmail), staffEmail, lenderEmail, name);
}

async function toContractStage(request: APIRequestContext, staff: Api, staffEmail: string, lenderEmail: string, name: string): Promise<string> {
  const loanId = await createVerified(await StaffApi.signIn(request, staffEmail), name);
  const lender = await Api.signIn(request, lenderEmail);
  const me = await lender.get<{ lender_id: string }>('/api/v1/me');
  await staff.post('/api/v1/loan-approvals/allocate', { loan_ids: [loanId], lender_id: me.lender_id });
  await lender.post(`/api/v1/loans/${loanId}/approve`, {});
  await staff.post(`/api/v1/loans/${loanId}/kyc-schedule`, {
    scheduled_at: `${jakartaDate(1)}T10:00:00+07:00`,
    method: 'video_call',
    location: 'https://meet.example.com/roda-kyc',
    note: null,
  });
  await staff.post(`/api/v1/loans/${loanId}/kyc-result`, { result: 'approved', reason: null });
  await staff.post(`/api/v1/loans/${loanId}/first-payment-schedule`, { due_date: jakartaDate(3) });
  return loanId;
}

/**
 * A new loan for `name` taken by API to pending activation: the contract stage of
 * `newContractStageLoan`, then one proof of the whole first payment (accepted) and the contract
 * (verified). Answers its loan ID.
 */
export async function newPendingActivationLoan(
  request: APIRequestContext,
  staffEmail: string,
  lenderEmail: string,
  name: string,
): Promise<string> {
  const staff = await Api.signIn(request, staffEmail);
  const loanId = await toContractStage(request, staff, staffEmail, lenderEmail, name);
  const loan = await staff.get<{ terms: { first_payment_amount: number } }>(`/api/v1/loans/${loanId}`);
  const proof = await staff.post<{ proof_id: string }>(`/api/v1/loans/${loanId}/payment-proofs`, {
    file_id: await staff.upload('payment_proof'),
    reference: `E2E-FP-${Date.now()}`,
    amount: loan.terms.first_payment_amount,
    paid_date: jakartaDate(0),
  });
  await staff.post(`/api/v1/payment-proofs/${proof.proof_id}/accept`, {});
  await staff.post(`/api/v1/loans/${loanId}/contract`, { file_id: await staff.upload('contract') });
  await staff.post(`/api/v1/loans/${loanId}/contract/verify`, {});
  return loanId;
}

/**
 * Runs the daily job (level 21, through the API) for the latest day it has not run for yet: today
 * when it has not, else a day before, at most `daysBack` days back (the server runs today's when it
 * starts, before a spec's loan existed; a run of a finished date changes nothing; the demo server
 * refuses future dates). Late fees catch up every day since the due dates up to that day. Each call
 * uses up a day of the server's book, a retried spec too: a spec whose loan is late long enough
 * passes a wider `daysBack`.
 */
export async function runDailyJob(admin: Api, daysBack = 5): Promise<void> {
  for (let days = 0; days >= -daysBack; days--) {
    const { ran } = await admin.post<{ ran: boolean }>('/api/v1/jobs/daily', { date: jakartaDate(days) });
    if (ran) return;
  }
  throw new Error(`the daily job has run for each of the last ${daysBack + 1} days already`);
}

/**
 * Runs the daily job for `date`, a day after today, on `server`'s book: what the business will see
 * that morning (promises past their date broken, reminders queued for that day). The API refuses
 * future dates (`date_in_future`), so this runs the server's binary as an operator would for a
 * rehearsal, `roda jobs run daily --date <date> --future`, on the worker's own SQLite database
 * (the server keeps serving it). Answers the command's line (`daily 2026-11-25: 12 rows changed`).
 */
export function runDailyJobAhead(server: E2eServer, date: string): string {
  const bin = process.env.RODA_BIN ?? fileURLToPath(new URL('../../target/debug/roda', import.meta.url));
  const env: NodeJS.ProcessEnv = { ...process.env, RODA_DATA_DIR: server.dataDir };
  // As the server is started: SQLite in its data directory, never a configured database.
  delete env.DATABASE_URL;
  const out = execFileSync(bin, ['jobs', 'run', 'daily', '--date', date, '--future'], { env, encoding: 'utf8', timeout: 120_000 });
  expect(out, 'the daily job ran for the day ahead').toMatch(new RegExp(`daily ${date}: \\d+ rows changed`));
  return out.trim();
}

