/**
 * Calls of the origination screens (issue 9, DESIGN §3 "Endpoints of the later stages"): the
 * approval, KYC and contract lists with their counts, and every action of those stages. Every
 * change refreshes the stage lists, the counts, the loan details and the Home counts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { loanApiPath, loanKeys, refreshLoans } from '../../entities/loan/api';
import type {
  ApprovalRow,
  ApprovalSummary,
  ContractRow,
  ContractSummary,
  KycMethod,
  KycRow,
  KycSummary,
  LoanDetail,
  PaymentProof,
  ProofUploaded,
  QueuedProof,
} from '../../entities/loan/types';
import { api } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type Params = Record<string, unknown>;

// ---- Lists and counts ----------------------------------------------------------------------

export function fetchApprovals(params: Params, signal?: AbortSignal): Promise<CursorPage<ApprovalRow>> {
  return api.get<CursorPage<ApprovalRow>>('/api/v1/loan-approvals', { params, signal });
}

export function fetchKyc(params: Params, signal?: AbortSignal): Promise<CursorPage<KycRow>> {
  return api.get<CursorPage<KycRow>>('/api/v1/kyc', { params, signal });
}

export function fetchContracts(params: Params, signal?: AbortSignal): Promise<CursorPage<ContractRow>> {
  return api.get<CursorPage<ContractRow>>('/api/v1/loan-contracts', { params, signal });
}

/** The payment proof verification queue (`status=pending` by default). */
export function fetchProofQueue(params: Params, signal?: AbortSignal): Promise<CursorPage<QueuedProof>> {
  return api.get<CursorPage<QueuedProof>>('/api/v1/payment-proofs', { params, signal });
}

export function useApprovalSummary() {
  return useQuery({
    queryKey: loanKeys.summary('approvals'),
    queryFn: ({ signal }) => api.get<ApprovalSummary>('/api/v1/loan-approvals/summary', { signal }),
  });
}

export function useKycSummary() {
  return useQuery({
    queryKey: loanKeys.summary('kyc'),
    queryFn: ({ signal }) => api.get<KycSummary>('/api/v1/kyc/summary', { signal }),
  });
}

export function useContractSummary() {
  return useQuery({
    queryKey: loanKeys.summary('contracts'),
    queryFn: ({ signal }) => api.get<ContractSummary>('/api/v1/loan-contracts/summary', { signal }),
  });
}

/** The payment proofs of one loan, newest first as the server answers them. */
export function useLoanProofs(loanId: string | undefined) {
  return useQuery({
    queryKey: loanKeys.proofsOf(loanId ?? ''),
    queryFn: ({ signal }) => api.get<PaymentProof[]>(`${loanApiPath(loanId ?? '')}/payment-proofs`, { signal }),
    enabled: Boolean(loanId),
  });
}

// ---- Approval ------------------------------------------------------------------------------

/* Allocation (to a lender's funding source) is the lender entity's `allocateLoans`. */

/** The allocated lender approves (`{note}` optional). */
export function approve(loanId: string, note: string | undefined): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/approve`, note ? { note } : {});
}

/** The allocated lender rejects with a reason; the loan can then go to another lender. */
export function reject(loanId: string, reason: string): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/reject`, { reason });
}

// ---- KYC -----------------------------------------------------------------------------------

/** A KYC meeting: when (RFC 3339, Jakarta), how, where (a link or a place), a note. */
export interface KycMeeting {
  scheduled_at: string;
  method: KycMethod;
  location: string;
  note: string | null;
}

/** Schedules (or reschedules) one loan's KYC meeting. */
export function scheduleKyc(loanId: string, meeting: KycMeeting): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/kyc-schedule`, meeting);
}

/** Schedules the same meeting for selected loans, all or nothing. */
export function scheduleKycBatch(loanIds: readonly string[], meeting: KycMeeting): Promise<{ scheduled: string[] }> {
  return api.post<{ scheduled: string[] }>('/api/v1/kyc/schedule', { loan_ids: loanIds, ...meeting });
}

export type KycResult = components['schemas']['KycResult'];

/** Records the KYC result (a reason with a rejection). */
export function recordKycResult(loanId: string, result: KycResult, reason: string | null): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/kyc-result`, { result, reason });
}

// ---- Contract ------------------------------------------------------------------------------

/** Sets the first payment's due date (`YYYY-MM-DD`, Jakarta). */
export function scheduleFirstPayment(loanId: string, dueDate: string): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/first-payment-schedule`, { due_date: dueDate });
}

/** A payment proof: the uploaded file, the transfer reference, the amount and the paid date. */
export interface ProofInput {
  file_id: string;
  reference: string;
  amount: number;
  paid_date: string;
}

/** Adds a payment proof; the answer names loans whose proof used the same file or reference. */
export function uploadProof(loanId: string, proof: ProofInput): Promise<ProofUploaded> {
  return api.post<ProofUploaded>(`${loanApiPath(loanId)}/payment-proofs`, proof);
}

/**
 * Accepts a payment proof: its amount adds to what the first payment received; the answer is the
 * loan, whose first payment is `paid` only once nothing remains (a short proof leaves it open).
 */
export function acceptProof(proofId: string): Promise<LoanDetail> {
  return api.post<LoanDetail>(`/api/v1/payment-proofs/${encodeURIComponent(proofId)}/accept`, {});
}

export function rejectProof(proofId: string, reason: string): Promise<unknown> {
  return api.post(`/api/v1/payment-proofs/${encodeURIComponent(proofId)}/reject`, { reason });
}

export type LoanDocumentKind = components['schemas']['DocumentKind'];

/** Attaches a bank statement or a payment receipt to the loan. */
export function attachDocument(loanId: string, kind: LoanDocumentKind, fileId: string): Promise<unknown> {
  return api.post(`${loanApiPath(loanId)}/documents`, { kind, file_id: fileId });
}

/** Attaches the signed contract (pdf). */
export function uploadContract(loanId: string, fileId: string): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/contract`, { file_id: fileId });
}

export function verifyContract(loanId: string): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/contract/verify`, {});
}

export function rejectContract(loanId: string, reason: string): Promise<LoanDetail> {
  return api.post<LoanDetail>(`${loanApiPath(loanId)}/contract/reject`, { reason });
}

/**
 * A mutation that refreshes every loan list, count and detail once it settles (also on
 * failure: a 409 means the data on screen is stale).
 */
export function useLoanMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshLoans(queryClient) });
}
