/**
 * Calls of the virtual-account payments (issue 43 item 5; the server's `areas/payment_gateway.rs`):
 * the queue of gateway callbacks that posted to no loan, assigning one to a loan (posted there as
 * a `virtual_account` payment by the caller), and a day's reconciliation of the callbacks against
 * what they posted. Money is integer rupiah; dates `YYYY-MM-DD` (Asia/Jakarta); times RFC 3339.
 * Every key sits under `loans`: an assignment posts a payment, so it refreshes every loan list and
 * detail, and a payment recorded elsewhere refreshes these.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loanKeys, refreshLoans } from '../../entities/loan/api';
import { api, type Envelope } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type S = components['schemas'];

// ---- Codes ---------------------------------------------------------------------------------

/** Why a callback was not posted by itself. */
export type UnmatchedReason = S['UnmatchedReason'];
export const REASONS = ['no_loan', 'loan_not_active', 'amount_invalid', 'amount_over_outstanding'] as const satisfies readonly UnmatchedReason[];

/** Where a callback stands: posted by itself, unmatched (waiting for staff), or assigned by staff. */
export type CallbackStatus = S['CallbackStatus'];
export const CALLBACK_STATUSES = ['posted', 'unmatched', 'assigned'] as const satisfies readonly CallbackStatus[];

// ---- Shapes --------------------------------------------------------------------------------

/** A gateway callback as answered. */
export type Callback = S['CallbackView'];
/** The unmatched queue: oldest first (at most 200), with the count and rupiah of all waiting. */
export type UnmatchedList = S['UnmatchedList'];
/** A day's callbacks against what they posted, with totals per outcome. */
export type Reconciliation = S['Reconciliation'];
export type ReconciliationRow = S['ReconciliationRow'];
export type CountAmount = S['CountAmountView'];

/** The figures of a reconciliation, in the order the cards show them. */
export const FIGURES = ['received', 'posted', 'assigned', 'unmatched', 'reversed', 'manual_payments'] as const satisfies readonly (keyof Reconciliation)[];
export type Figure = (typeof FIGURES)[number];

// ---- Keys ----------------------------------------------------------------------------------

export const gatewayKeys = {
  all: [...loanKeys.all, 'payment-gateway'] as const,
  unmatched: () => [...gatewayKeys.all, 'unmatched'] as const,
  reconciliation: (date: string) => [...gatewayKeys.all, 'reconciliation', date] as const,
};

// ---- Calls ---------------------------------------------------------------------------------

export const GATEWAY_PATH = '/api/v1/payment-gateway';

/** The callbacks waiting for staff. */
export function useUnmatched() {
  return useQuery({
    queryKey: gatewayKeys.unmatched(),
    queryFn: ({ signal }) => api.get<UnmatchedList>(`${GATEWAY_PATH}/unmatched`, { signal }),
  });
}

/** The reconciliation of the Jakarta day `date` (`YYYY-MM-DD`). */
export function useReconciliation(date: string) {
  return useQuery({
    queryKey: gatewayKeys.reconciliation(date),
    queryFn: ({ signal }) => api.get<Reconciliation>(`${GATEWAY_PATH}/reconciliation`, { params: { date }, signal }),
  });
}

/**
 * Posts an unmatched callback to `loanId` (the whole envelope: its `msg` is the toast). 409
 * `callback_not_unmatched` when someone assigned it meanwhile; 422 on `loan_id`.
 */
export function assignCallback(callbackId: string, loanId: string): Promise<Envelope<Callback>> {
  return api.request({
    method: 'post',
    url: `${GATEWAY_PATH}/unmatched/${encodeURIComponent(callbackId)}/assign`,
    data: { loan_id: loanId },
  });
}

/**
 * A write of this screen: refreshes the queue, the reconciliation and every loan list and detail
 * once it settles (also on failure: a 409 means the row on screen is stale).
 */
export function useGatewayMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshLoans(queryClient) });
}
