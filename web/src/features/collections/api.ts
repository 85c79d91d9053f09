/**
 * Calls of the collector's worklist (issue 43 items 2 and 3; the server's `areas/collections.rs`):
 * the worklist of late loans, assigning loans to a collector, recording a contact or a promise to
 * pay, and a loan's collection history. Money is integer rupiah; dates `YYYY-MM-DD`
 * (Asia/Jakarta); times RFC 3339. Every key sits under `loans`, so a write here (and a payment
 * recorded elsewhere) refreshes the worklist, and every write refreshes every loan list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { loanApiPath, loanKeys, refreshLoans } from '../../entities/loan/api';
import { usePicStaff } from '../../entities/reference/api';
import { api, type Envelope, type RequestOptions } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type S = components['schemas'];

// ---- Codes (the generated types; the lists checked against them) ---------------------------

export type ContactChannel = S['ContactChannel'];
export const CHANNELS = ['call', 'whatsapp', 'sms', 'email', 'visit'] as const satisfies readonly ContactChannel[];

export type ContactOutcome = S['ContactOutcome'];
export const OUTCOMES = ['reached', 'no_answer', 'wrong_number', 'refused', 'promised', 'paid', 'dispute'] as const satisfies readonly ContactOutcome[];

export type PromiseStatus = S['PromiseStatus'];
export const PROMISE_STATUSES = ['open', 'kept', 'broken'] as const satisfies readonly PromiseStatus[];

export type HistoryKind = S['HistoryKind'];

/** Where a reminder message stands (a collection-history entry of kind `reminder`). */
export type MessageStatus = S['MessageStatus'];

/**
 * The loan-quality bucket codes of the regimes' presets, in DPD order (the server types a bucket
 * as a plain string: `GET /api/v1/quality-regimes` has the rest).
 */
export const BUCKETS = ['lancar', 'dalam_perhatian_khusus', 'tidak_lancar', 'kurang_lancar', 'diragukan', 'macet'] as const;

// ---- Shapes --------------------------------------------------------------------------------

/** One row of the worklist: a late loan with its collector, last contact, promise and next action. */
export type WorkItem = S['WorkItem'];
/** One entry of a loan's collection history: a contact, a promise, a payment or a reminder sent. */
export type HistoryEntry = S['HistoryEntry'];
export type CollectorsAssigned = S['CollectorsAssigned'];
export type ContactView = S['ContactView'];
export type PromiseView = S['PromiseView'];

/** `POST /api/v1/loans/{loan_id}/contacts` body. */
export interface ContactInput {
  channel: ContactChannel;
  outcome: ContactOutcome;
  note: string | null;
  next_action_date: string | null;
}

/** `POST /api/v1/loans/{loan_id}/promises` body. */
export interface PromiseInput {
  amount: number;
  promised_date: string;
  note: string | null;
}

// ---- Keys ----------------------------------------------------------------------------------

/** Query keys: all under `loans`, so a change anywhere (a payment too) refreshes these. */
export const collectionKeys = {
  all: [...loanKeys.all, 'collections'] as const,
  list: (query: object) => [...collectionKeys.all, 'list', query] as const,
  history: (loanId: string) => [...collectionKeys.all, 'history', loanId] as const,
};

// ---- Calls ---------------------------------------------------------------------------------

export const WORKLIST_PATH = '/api/v1/collections';

export function fetchWorklist(
  params: Record<string, unknown>,
  signal?: AbortSignal,
  opts?: RequestOptions,
): Promise<CursorPage<WorkItem>> {
  return api.get(WORKLIST_PATH, { ...opts, params, signal });
}

// The writes answer the whole envelope: its `msg` (in the caller's language) is the toast.

/** Assigns the loans to a collector; `null` unassigns them. */
export function assignCollector(loanIds: string[], collectorId: string | null): Promise<Envelope<CollectorsAssigned>> {
  return api.request({ method: 'post', url: `${WORKLIST_PATH}/assign`, data: { loan_ids: loanIds, collector_id: collectorId } });
}

export function recordContact(loanId: string, contact: ContactInput): Promise<Envelope<ContactView>> {
  return api.request({ method: 'post', url: `${loanApiPath(loanId)}/contacts`, data: contact });
}

export function recordPromise(loanId: string, promise: PromiseInput): Promise<Envelope<PromiseView>> {
  return api.request({ method: 'post', url: `${loanApiPath(loanId)}/promises`, data: promise });
}

/** A loan's contacts, promises, payments and reminders, newest first (fetched while `enabled`). */
export function useCollectionHistory(loanId: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.history(loanId ?? ''),
    queryFn: ({ signal }) => api.get<HistoryEntry[]>(`${loanApiPath(loanId ?? '')}/collection-history`, { signal }),
    enabled: Boolean(loanId),
  });
}

/**
 * The staff a loan can be assigned to: the back office's staff of the loan applications' PIC
 * choice (`GET /api/v1/staff?role=pic`), the levels that also have the late list. The server
 * refuses anyone else with `collector_invalid`, shown on the field.
 */
export const useCollectors = usePicStaff;

/**
 * A write of this screen: refreshes the worklist, its histories and every loan list once it
 * settles (also on failure: a 409 means the row on screen is stale).
 */
export function useCollectionsMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshLoans(queryClient) });
}
