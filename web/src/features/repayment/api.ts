/**
 * Calls of the active borrower and repayment screens (issue 10; the contract in DESIGN §3
 * "Endpoints of the later stages"): the active borrower list and its counts, activation, hold
 * billing, deactivation, the dealer of a loan, the schedule, payments (with an `Idempotency-Key`)
 * and their reversal, the DPD history, the late fees (denda) with their maker-checker waivers
 * (issue 43 item 1), early settlement with its quote (issue 44), and the normal, late and
 * all-billing lists. Money is
 * integer rupiah; dates `YYYY-MM-DD` (Asia/Jakarta); times RFC 3339. Every change refreshes
 * everything under the `loans` query key (lists, counts, details).

 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { loanApiPath, loanKeys, refreshLoans } from '../../entities/loan/api';
import type { ActiveStatus } from '../../entities/loan/types';
import { IDEMPOTENCY_HEADER, api, type RequestOptions } from '../../lib/api';
import type { components } from '../../lib/api/schema';

// ---- Codes ---------------------------------------------------------------------------------

export const ACTIVE_STATUSES = ['pending_activation', 'normal', 'on_hold', 'late', 'non_performing', 'inactive'] as const satisfies readonly ActiveStatus[];

export const INSTALLMENT_STATUSES = ['due', 'paid', 'partial', 'overdue', 'held'] as const satisfies readonly InstallmentStatus[];
export type InstallmentStatus = components['schemas']['InstallmentStatus'];

/**
 * The loan-quality bucket codes of the regimes' presets, in DPD order (issue 41 item 6: multifinance
 * and bank have five, P2P lending's adds tidak lancar; `GET /api/v1/quality-regimes` has the rest).
 */
export const BUCKETS = ['lancar', 'dalam_perhatian_khusus', 'tidak_lancar', 'kurang_lancar', 'diragukan', 'macet'] as const;
export type Bucket = (typeof BUCKETS)[number];

export type PaymentMethod = components['schemas']['PaymentMethod'];
export const PAYMENT_METHODS = ['bank_transfer', 'virtual_account', 'cash', 'e_wallet'] as const satisfies readonly PaymentMethod[];

export type HoldReason = components['schemas']['HoldReason'];
export const HOLD_REASONS = ['illness', 'accident', 'vehicle_repair', 'natural_disaster', 'platform_suspension', 'other'] as const satisfies readonly HoldReason[];

export type HoldState = components['schemas']['HoldState'];

/** Where a late-fee waiver stands: asked for, then approved or rejected by another staff member. */
export type WaiverStatus = components['schemas']['WaiverStatus'];
export const WAIVER_STATUSES = ['requested', 'approved', 'rejected'] as const satisfies readonly WaiverStatus[];
export type InactiveReason = components['schemas']['InactiveReason'];

/** The actions of this stage a row's `allowed_actions` may hold. */
export type RepaymentAction = Extract<
  components['schemas']['Action'],
  'activate' | 'record_payment' | 'reverse_payment' | 'waive_late_fee' | 'hold_billing' | 'deactivate'
>;

// ---- Shapes --------------------------------------------------------------------------------
// The server's own types (`npm run gen:api` from its OpenAPI document), with the status and code
// strings narrowed to the values the contract names.

type S = components['schemas'];

/** `T` with the fields of `N` replaced (codes the document types as plain strings). */
type Narrow<T, N> = Omit<T, keyof N> & N;

/** `GET /api/v1/active-borrowers` item. */
export type ActiveBorrowerRow = Narrow<
  S['ActiveRow'],
  { active_status: ActiveStatus; bucket: Bucket | null; inactive_reason: InactiveReason | null; next_due_date: string | null }
>;

/** `GET /api/v1/active-borrowers/summary`: loans per active status. */
export type ActiveSummary = S['ActiveSummary'];

/**
 * One installment of a loan's schedule (`original_due_date`: before hold billing moved it), with
 * its late fee: accrued by the daily job, paid, waived, and still open.
 */
export type Installment = Narrow<S['InstallmentView'], { status: InstallmentStatus; paid_date: string | null }>;

/** What a payment paid: installment number and amount (of which `late_fee` went to its late fee). */
export type Allocation = S['Part'];

/** One payment of a loan (with its reversal, if reversed). */
export type Payment = Narrow<
  S['PaymentView'],
  { proof_file_id: string | null; reversed_at: string | null; reversed_by_name: string | null; reversal_reason: string | null }
>;

/** `POST /api/v1/loans/{loan_id}/payments` body. */
export interface PaymentInput {
  amount: number;
  paid_date: string;
  method: PaymentMethod;
  reference: string | null;
  proof_file_id: string | null;
}

/**
 * `GET /api/v1/loans/{loan_id}/payment-due`: what is due on the loan today, as the server's
 * domain code computes it — the next installment (number, due date, amount still open), the
 * rupiah overdue, the late fees still open and the outstanding.
 */
export type PaymentDue = S['LoanPaymentDue'];

/** `POST /api/v1/loans/{loan_id}/payments` data: the installments it paid and what is left as credit. */
export type PaymentRecorded = S['PaymentCreated'];

/** `GET /api/v1/loans/{loan_id}/late-fees`: the totals over the installments and the waivers, newest first. */
export type LateFees = S['LateFeesView'];

/** A late-fee waiver: the amount and reason asked for, by whom, and its decision. */
export type Waiver = S['WaiverView'];

/** `POST /api/v1/loans/{loan_id}/late-fee-waivers` body. */
export interface WaiverInput {
  amount: number;
  reason: string;
}

/**
 * `GET /api/v1/loans/{loan_id}/payoff-quote`: what settles the loan on a day — outstanding
 * principal, interest due, late fees and the early settlement fee (`total`); the interest of
 * later installments is rebated. Valid up to `valid_until`.
 */
export type PayoffQuote = S['PayoffQuoteView'];

/** `POST /api/v1/loans/{loan_id}/payoff` body: at least the quote's total of `paid_date`. */
export interface PayoffInput {
  amount: number;
  paid_date: string;
  method: PaymentMethod;
  reference: string | null;
}

/** `POST /api/v1/loans/{loan_id}/payoff` data: the loan is inactive, settled early. */
export type PayoffDone = S['PayoffDone'];

/** A hold billing period of a loan. */
export type Hold = Narrow<S['HoldView'], { note: string | null }>;

export interface HoldInput {
  reason_code: HoldReason;
  note: string | null;
  start_date: string;
  end_date: string;
}

/** `GET /api/v1/loans/{loan_id}/dealer`. */
export type DealerInfo = Narrow<S['HandoverDealer'], { phone?: string | null }>;

/** One day of a loan's DPD history. */
export type DpdDay = Narrow<S['DpdPoint'], { active_status: ActiveStatus; bucket: Bucket | null }>;

/** A row of the normal and all-billing lists: one installment. */
export type BillingRow = Narrow<S['BillingItem'], { status: InstallmentStatus; active_status: ActiveStatus | null; bucket: Bucket | null }>;

/** A row of the late list: one loan with days past due. */
export type LateRow = Narrow<S['LateItem'], { active_status: ActiveStatus | null; bucket: Bucket | null; oldest_due_date: string | null }>;

/** The all-billing answer adds the totals over the whole filter. */
export type AllBillingPage = CursorPage<BillingRow> & { totals?: S['BillingTotals'] | null };

export type CountAmount = S['CountAmount'];

/** `GET /api/v1/repayments/summary`. */
export type RepaymentSummary = Narrow<S['RepaymentSummary'], { buckets: Narrow<S['BucketCount'], { bucket: Bucket }>[] }>;

// ---- Keys ----------------------------------------------------------------------------------

/** Query keys: all under `loans`, so a change anywhere refreshes these too. */
export const repaymentKeys = {
  list: (screen: BillingScreen | 'active', query: object) => [...loanKeys.all, 'repayment', screen, 'list', query] as const,
  activeSummary: () => [...loanKeys.all, 'repayment', 'active', 'summary'] as const,
  summary: () => [...loanKeys.all, 'repayment', 'summary'] as const,
  of: (loanId: string, what: 'installments' | 'payments' | 'holds' | 'dealer' | 'dpd' | 'late-fees' | 'payoff-quote' | 'payment-due') => [...loanKeys.all, 'repayment', 'of', loanId, what] as const,
};

type Params = Record<string, unknown>;

// ---- Lists and counts ----------------------------------------------------------------------

export type BillingScreen = 'normal' | 'late' | 'all-billing';

/** The API path of a list (also its xlsx export with `format=xlsx`). */
export const LIST_PATHS = {
  active: '/api/v1/active-borrowers',
  normal: '/api/v1/repayments/normal',
  late: '/api/v1/repayments/late',
  'all-billing': '/api/v1/repayments/all-billing',
} as const;

export function fetchActiveBorrowers(params: Params, signal?: AbortSignal, opts?: RequestOptions): Promise<CursorPage<ActiveBorrowerRow>> {
  return api.get(LIST_PATHS.active, { ...opts, params, signal });
}

export function fetchNormal(params: Params, signal?: AbortSignal): Promise<CursorPage<BillingRow>> {
  return api.get(LIST_PATHS.normal, { params, signal });
}

export function fetchLate(params: Params, signal?: AbortSignal, opts?: RequestOptions): Promise<CursorPage<LateRow>> {
  return api.get(LIST_PATHS.late, { ...opts, params, signal });
}

export function fetchAllBilling(params: Params, signal?: AbortSignal): Promise<AllBillingPage> {
  return api.get(LIST_PATHS['all-billing'], { params, signal });
}

/** The active list's counts: for its hook, and a first load's prefetch (with its own options). */
export const activeSummaryQuery = (opts?: RequestOptions) => ({
  queryKey: repaymentKeys.activeSummary(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ActiveSummary>('/api/v1/active-borrowers/summary', { ...opts, signal }),
});

export function useActiveSummary() {
  return useQuery(activeSummaryQuery());
}

/** The repayment lists' counts: for their hook, and a first load's prefetch (with its own options). */
export const repaymentSummaryQuery = (opts?: RequestOptions) => ({
  queryKey: repaymentKeys.summary(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<RepaymentSummary>('/api/v1/repayments/summary', { ...opts, signal }),
});

export function useRepaymentSummary() {
  return useQuery(repaymentSummaryQuery());
}

// ---- One loan ------------------------------------------------------------------------------

function useLoanPart<T>(loanId: string | undefined, what: Parameters<typeof repaymentKeys.of>[1], path: string, enabled = true) {
  return useQuery({
    queryKey: repaymentKeys.of(loanId ?? '', what),
    queryFn: ({ signal }) => api.get<T>(`${loanApiPath(loanId ?? '')}/${path}`, { signal }),
    enabled: enabled && Boolean(loanId),
  });
}

export const useInstallments = (loanId: string | undefined) => useLoanPart<Installment[]>(loanId, 'installments', 'installments');
export const usePayments = (loanId: string | undefined) => useLoanPart<Payment[]>(loanId, 'payments', 'payments');
export const useHolds = (loanId: string | undefined, enabled = true) => useLoanPart<Hold[]>(loanId, 'holds', 'hold-billing', enabled);
export const useDealer = (loanId: string | undefined) => useLoanPart<DealerInfo>(loanId, 'dealer', 'dealer');
export const useDpdHistory = (loanId: string | undefined) => useLoanPart<DpdDay[]>(loanId, 'dpd', 'dpd-history');
export const useLateFees = (loanId: string | undefined) => useLoanPart<LateFees>(loanId, 'late-fees', 'late-fees');
export const usePaymentDue = (loanId: string | undefined) => useLoanPart<PaymentDue>(loanId, 'payment-due', 'payment-due');

/** The payoff quote of the Jakarta day `date` (`YYYY-MM-DD`, today up to 60 days ahead). */
export function usePayoffQuote(loanId: string, date: string) {
  return useQuery({
    queryKey: [...repaymentKeys.of(loanId, 'payoff-quote'), date],
    queryFn: ({ signal }) => api.get<PayoffQuote>(`${loanApiPath(loanId)}/payoff-quote`, { params: { date }, signal }),
  });
}

/** The path of the payoff quote as a PDF (in the caller's language); `date` as a query parameter. */
export function payoffQuotePdfPath(loanId: string): string {
  return `${loanApiPath(loanId)}/payoff-quote.pdf`;
}

// ---- Actions -------------------------------------------------------------------------------

/**
 * Settles the loan early under `idempotencyKey` (a repeat of the same key and body answers the
 * first answer): 422 on `amount` below the quote's total or a bad date, 409 when the loan cannot
 * take a payment any more.
 */
export function payoff(loanId: string, body: PayoffInput, idempotencyKey: string): Promise<PayoffDone> {
  return api.post(`${loanApiPath(loanId)}/payoff`, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/**
 * Records a payment under `idempotencyKey`: the server answers a repeat of the same key and body
 * with the first answer, so a retry or a second click never posts twice.
 */
export function recordPayment(loanId: string, payment: PaymentInput, idempotencyKey: string): Promise<PaymentRecorded> {
  return api.post(`${loanApiPath(loanId)}/payments`, payment, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** Reverses a payment (a different staff member than the one who recorded it). */
export function reversePayment(paymentId: string, reason: string): Promise<Payment> {
  return api.post(`/api/v1/payments/${encodeURIComponent(paymentId)}/reverse`, { reason });
}

/** Asks for `amount` rupiah of the loan's open late fees to be waived; another staff member decides. */
export function requestWaiver(loanId: string, waiver: WaiverInput): Promise<Waiver> {
  return api.post(`${loanApiPath(loanId)}/late-fee-waivers`, waiver);
}

/** Approves a waiver: its amount of the late fees is forgiven (not by the one who asked). */
export function approveWaiver(waiverId: string): Promise<Waiver> {
  return api.post(`/api/v1/late-fee-waivers/${encodeURIComponent(waiverId)}/approve`, {});
}

/** Rejects a waiver, with an optional note: the fees stay owed. */
export function rejectWaiver(waiverId: string, note: string | null): Promise<Waiver> {
  return api.post(`/api/v1/late-fee-waivers/${encodeURIComponent(waiverId)}/reject`, { note });
}

export function createHold(loanId: string, hold: HoldInput): Promise<Hold> {
  return api.post(`${loanApiPath(loanId)}/hold-billing`, hold);
}

export function updateHold(loanId: string, holdId: string, hold: HoldInput): Promise<Hold> {
  return api.put(`${loanApiPath(loanId)}/hold-billing/${encodeURIComponent(holdId)}`, hold);
}

/**
 * How staff end a loan by hand (issue 45 item 4): paid off, repossessed or written off (the
 * last two level 21's); `settled_early` is taken by the payoff route, never here.
 */
export type LoanEnding = S['LoanEnding'];
export const LOAN_ENDINGS = ['paid_off', 'settled_early', 'repossessed', 'written_off'] as const satisfies readonly LoanEnding[];

/**
 * Ends a loan the way staff say, with a reason; the server checks the way against the book
 * (409 `early_settlement_by_payoff`, `unit_not_repossessed`; 422 `outstanding_remaining`,
 * `nothing_outstanding`; 403 `write_off_level_21`).
 */
export async function deactivate(
  loanId: string,
  reason: string,
  way: Exclude<LoanEnding, 'settled_early'>,
): Promise<{ ended: S['Deactivated']; message: string }> {
  const envelope = await api.request<S['Deactivated']>({ method: 'post', url: `${loanApiPath(loanId)}/deactivate`, data: { reason, way } });
  return { ended: envelope.data, message: envelope.msg };
}

/**
 * A mutation that refreshes every loan list, count and detail once it settles (also on
 * failure: a 409 means the data on screen is stale).
 */
export function useRepaymentMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshLoans(queryClient) });
}
