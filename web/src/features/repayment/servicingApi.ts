/**
 * The servicing cases of a loan (issue 44, DESIGN §3): restructuring proposals (maker-checker:
 * one staff member of the late-repayment area proposes, another approves or rejects), taking a
 * write-off back (level 21) and the recoveries received on a written-off loan (with an
 * `Idempotency-Key`, like a payment). Money is integer rupiah; dates `YYYY-MM-DD` (Asia/Jakarta);
 * times RFC 3339. Every change refreshes everything under the `loans` query key.
 */
import { useQuery } from '@tanstack/react-query';
import { loanApiPath, loanKeys } from '../../entities/loan/api';
import { IDEMPOTENCY_HEADER, api } from '../../lib/api';
import type { components } from '../../lib/api/schema';
import type { PaymentMethod } from './api';

type S = components['schemas'];

/** `tenor_extension` (more installments, interest at the loan's rate) or `reschedule` (same unpaid amounts). */
export type RestructureKind = S['RestructureKind'];
export const RESTRUCTURE_KINDS = ['tenor_extension', 'reschedule'] as const satisfies readonly RestructureKind[];

/** `requested`, then `approved` (the schedule replaced) or `rejected` by another staff member. */
export type RestructureStatus = S['RestructureStatus'];

/** One installment of a schedule shown with a proposal (rupiah; its parts add up to `amount_due`). */
export type RestructureInstallment = S['RestructureInstallment'];

/**
 * A restructuring proposal: the schedule before and after, the unpaid principal and interest
 * before and after, the interest change (new less old; 0 for a reschedule). `allowed_actions` has
 * `restructure` while the caller may decide it (never on their own proposal).
 */
export type Restructure = S['RestructureView'];

/** `POST /api/v1/restructures/{id}/approve` data: the proposal and the loan's new standing. */
export type RestructureApproved = S['RestructureApproved'];

/** `POST /api/v1/loans/{loan_id}/restructures` body. */
export interface RestructureInput {
  kind: RestructureKind;
  /** Installments of the new schedule. */
  new_tenure_count: number;
  /** Today to 90 days ahead: the new installments fall due one, two, … periods after it. */
  effective_date: string;
  reason: string;
}

/** A recovery received on a written-off loan. */
export type Recovery = S['RecoveryView'];

/** `POST /api/v1/loans/{loan_id}/recoveries` body: as a payment's. */
export interface RecoveryInput {
  amount: number;
  paid_date: string;
  method: PaymentMethod;
  reference: string | null;
}

/** `POST /api/v1/loans/{loan_id}/write-off/reverse` data: the loan owed again. */
export type WriteOffReversed = S['WriteOffReversed'];

export const servicingKeys = {
  of: (loanId: string, what: 'restructures' | 'recoveries') => [...loanKeys.all, 'servicing', 'of', loanId, what] as const,
};

/** The loan's restructuring proposals, newest first. */
export function useRestructures(loanId: string) {
  return useQuery({
    queryKey: servicingKeys.of(loanId, 'restructures'),
    queryFn: ({ signal }) => api.get<Restructure[]>(`${loanApiPath(loanId)}/restructures`, { signal }),
  });
}

/** The recoveries on a written-off loan, newest first. */
export function useRecoveries(loanId: string, enabled = true) {
  return useQuery({
    queryKey: servicingKeys.of(loanId, 'recoveries'),
    queryFn: ({ signal }) => api.get<Recovery[]>(`${loanApiPath(loanId)}/recoveries`, { signal }),
    enabled,
  });
}

/** Proposes a restructuring (201): 422 on a field, 409 when the loan cannot be restructured now. */
export function proposeRestructure(loanId: string, body: RestructureInput): Promise<Restructure> {
  return api.post(`${loanApiPath(loanId)}/restructures`, body);
}

/** Approves another staff member's proposal (403 `restructure_same_staff` for the proposer). */
export function approveRestructure(restructureId: string): Promise<RestructureApproved> {
  return api.post(`/api/v1/restructures/${encodeURIComponent(restructureId)}/approve`, {});
}

/** Rejects a proposal with an optional note. */
export function rejectRestructure(restructureId: string, note: string | null): Promise<Restructure> {
  return api.post(`/api/v1/restructures/${encodeURIComponent(restructureId)}/reject`, { note });
}

/**
 * Records a recovery under `idempotencyKey` (a repeat of the same key and body answers the first
 * answer): 409 `loan_not_written_off` when the loan is not written off.
 */
export function recordRecovery(loanId: string, body: RecoveryInput, idempotencyKey: string): Promise<Recovery> {
  return api.post(`${loanApiPath(loanId)}/recoveries`, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** Takes a write-off back (level 21, with a reason): the loan is owed again. */
export function reverseWriteOff(loanId: string, reason: string): Promise<WriteOffReversed> {
  return api.post(`${loanApiPath(loanId)}/write-off/reverse`, { reason });
}
