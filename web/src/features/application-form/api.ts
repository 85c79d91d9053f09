/**
 * Calls of the prospect account, the five steps and batch KYC scheduling (DESIGN §3). The
 * application itself, reference data and files are shared entities (`src/entities`).
 */
import { useQuery } from '@tanstack/react-query';
import { allows, APPLICATIONS_API, applicationApiPath } from '../../entities/loan-application/api';
import type {
  ApplicationDetail,
  ApplicationPage,
  ApplicationRow,
  ApplicationStatus,
  BasicInfo,
  KycMethod,
  StepName,
} from '../../entities/loan-application/types';
import { api, IDEMPOTENCY_HEADER, type Envelope } from '../../lib/api';

// ---------------------------------------------------------------------------------------------
// The prospect account and the application.

/** `POST /api/v1/borrowers` body. */
export type AccountBody = Omit<BasicInfo, 'spouse_name' | 'sales_name'> & {
  spouse_name?: string | null;
  sales_name?: string | null;
  password: string;
  password_confirmation: string;
};

/** `POST /api/v1/borrowers` answer: the account and its draft application. */
export interface CreatedAccount {
  borrower_id: string;
  loan_id: string;
  customer_id: string;
}

/**
 * Creates the prospect/borrower account and opens its draft application. `idempotencyKey`: the
 * same key for a repeat of the same body, so a second click or a retry creates nothing more.
 */
export function createAccount(body: AccountBody, idempotencyKey: string): Promise<CreatedAccount> {
  return api.post<CreatedAccount>('/api/v1/borrowers', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** Stores one step (`PUT …/{step}` with the version last read); answers the updated detail. */
export function putStep(loanId: string, step: StepName, body: object, version: number): Promise<ApplicationDetail> {
  return api.put<ApplicationDetail>(`${applicationApiPath(loanId)}/${step}`, {
    ...body,
    version,
  });
}

/** Saves the application from a step: it becomes unverified ("KYC Scheduled" from the e-KYC step). */
export function saveApplication(loanId: string, fromStep: StepName, version: number): Promise<Envelope<ApplicationDetail>> {
  return api.request<ApplicationDetail>({
    method: 'post',
    url: `${applicationApiPath(loanId)}/save`,
    data: { from_step: fromStep, version },
  });
}

// ---------------------------------------------------------------------------------------------
// Batch KYC scheduling.

/**
 * Applications that can get a KYC schedule, matching `q`: those of the draft and unverified
 * lists for which the server allows `schedule_kyc`.
 */
export async function fetchSchedulable(q: string, signal?: AbortSignal): Promise<ApplicationRow[]> {
  const statuses: ApplicationStatus[] = ['draft', 'unverified'];
  const pages = await Promise.all(
    statuses.map((status) =>
      api.get<ApplicationPage>(APPLICATIONS_API, {
        signal,
        params: { status, q: q.trim() || undefined, sort: 'newest', limit: 100 },
      }),
    ),
  );
  return pages
    .flatMap((page) => page.items)
    .filter((row) => allows(row, 'schedule_kyc'))
    .sort((a, b) => b.registered_at.localeCompare(a.registered_at));
}

export function useSchedulable(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['application-form', 'schedulable', q],
    queryFn: ({ signal }) => fetchSchedulable(q, signal),
    enabled,
  });
}

export interface ScheduleRow {
  loan_id: string;
  scheduled_at: string;
  method: KycMethod;
  note: string | null;
}

/** Schedules KYC for several applications at once (all or nothing). */
export function scheduleKyc(schedules: ScheduleRow[]): Promise<Envelope<{ loan_ids: string[] }>> {
  return api.request<{ loan_ids: string[] }>({
    method: 'post',
    url: `${APPLICATIONS_API}/kyc-schedules`,
    data: { schedules },
  });
}
