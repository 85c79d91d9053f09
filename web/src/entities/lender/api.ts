/**
 * Calls of the lender screen (issue 14): lenders with their totals, one lender with its funding
 * sources and figures, its allocations, and the funding sources. Every change refreshes the
 * lender data, the lender pickers (reference data) and every loan list (`loans` key), since an
 * allocation moves the totals on both sides.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { api, type RequestOptions } from '../../lib/api';
import { refreshLoans } from '../loan/api';
import type { Allocated, ApprovalRow } from '../loan/types';
import { referenceKeys } from '../reference/api';
import type {
  AllocationInput,
  FundingSource,
  FundingSourceInput,
  Lender,
  LenderDetail,
  LenderInput,
  LenderLoanRow,
} from './types';

type Params = Record<string, unknown>;

/** The path of one lender (`/api/v1/lenders/{id}`). */
export function lenderApiPath(lenderId: string): string {
  return `/api/v1/lenders/${encodeURIComponent(lenderId)}`;
}

/** Query keys: everything of this screen sits under `lenders`. */
export const lenderKeys = {
  all: ['lenders'] as const,
  list: (query: object) => [...lenderKeys.all, 'list', query] as const,
  detail: (lenderId: string) => [...lenderKeys.all, 'detail', lenderId] as const,
  sources: (lenderId: string) => [...lenderKeys.all, 'detail', lenderId, 'funding-sources'] as const,
  loans: (lenderId: string, query: object) => [...lenderKeys.all, 'detail', lenderId, 'loans', query] as const,
  allocatable: (query: object) => [...lenderKeys.all, 'allocatable', query] as const,
};

/**
 * The lenders matching `q` and `status`, all of them (a few dozen), as one page of the list kit
 * (`next_cursor` null), so the list screen is the same as every other.
 */
export function useLenderList(params: Record<string, string | number>) {
  return useQuery({
    ...lenderListQuery(params),
    select: (rows): CursorPage<Lender> => ({ items: rows, next_cursor: null, total: rows.length }),
    placeholderData: keepPreviousData,
  });
}

/** The query of [`useLenderList`] as the server answers it (its key and call), shared with the list's prefetch. */
export function lenderListQuery(params: Record<string, string | number>, opts?: RequestOptions) {
  return {
    queryKey: lenderKeys.list(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Lender[]>('/api/v1/lenders', { ...opts, params, signal }),
  };
}

export function useLender(lenderId: string | undefined) {
  return useQuery({
    queryKey: lenderKeys.detail(lenderId ?? ''),
    queryFn: ({ signal }) => api.get<LenderDetail>(lenderApiPath(lenderId ?? ''), { signal }),
    enabled: Boolean(lenderId),
  });
}

/** The funding sources of a lender (nothing until a lender is chosen). */
export function useFundingSources(lenderId: string | undefined) {
  return useQuery({
    queryKey: lenderKeys.sources(lenderId ?? ''),
    queryFn: ({ signal }) => api.get<FundingSource[]>(`${lenderApiPath(lenderId ?? '')}/funding-sources`, { signal }),
    enabled: Boolean(lenderId),
  });
}

/** One page of a lender's allocations, newest first. */
export function fetchLenderLoans(lenderId: string, params: Params, signal?: AbortSignal): Promise<CursorPage<LenderLoanRow>> {
  return api.get<CursorPage<LenderLoanRow>>(`${lenderApiPath(lenderId)}/loans`, { params, signal });
}

/**
 * Verified loans awaiting a decision (`GET /api/v1/loan-approvals?status=pending`); the caller
 * keeps the rows whose `allowed_actions` include `allocate`.
 */
export function fetchPendingApprovals(params: Params, signal?: AbortSignal): Promise<CursorPage<ApprovalRow>> {
  return api.get<CursorPage<ApprovalRow>>('/api/v1/loan-approvals', { params: { ...params, status: 'pending' }, signal });
}

/** Creates a lender; returns it with the server's confirmation (in the caller's language). */
export async function createLender(input: LenderInput): Promise<{ lender: Lender; message: string }> {
  const envelope = await api.request<Lender>({ method: 'post', url: '/api/v1/lenders', data: input });
  return { lender: envelope.data, message: envelope.msg };
}

export function updateLender(lenderId: string, input: LenderInput & { version: number }): Promise<LenderDetail> {
  return api.put<LenderDetail>(lenderApiPath(lenderId), input);
}

export function createFundingSource(lenderId: string, input: FundingSourceInput): Promise<FundingSource> {
  return api.post<FundingSource>(`${lenderApiPath(lenderId)}/funding-sources`, input);
}

export function updateFundingSource(lenderId: string, sourceId: string, input: FundingSourceInput & { version: number }): Promise<FundingSource> {
  return api.put<FundingSource>(`${lenderApiPath(lenderId)}/funding-sources/${encodeURIComponent(sourceId)}`, input);
}

/**
 * Allocates loans to a lender's funding source, all or nothing (the same call as the approval
 * list). Returns the server's message ("Loan allocated to {lender}", in the caller's language).
 * Empty optional fields are left out of the body.
 */
export async function allocateLoans(input: AllocationInput): Promise<Allocated & { message: string }> {
  const body: AllocationInput = { loan_ids: input.loan_ids, lender_id: input.lender_id };
  if (input.funding_source_id) body.funding_source_id = input.funding_source_id;
  if (input.override_reason?.trim()) body.override_reason = input.override_reason.trim();
  const envelope = await api.request<Allocated>({ method: 'post', url: '/api/v1/loan-approvals/allocate', data: body });
  return { ...envelope.data, message: envelope.msg };
}

/** Refreshes the lender screens, the lender pickers and every loan list. */
export function refreshLenders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: lenderKeys.all }),
    queryClient.invalidateQueries({ queryKey: referenceKeys.of('lenders') }),
    refreshLoans(queryClient),
  ]);
}

/**
 * A mutation that refreshes the lender data once it settles (also on failure: a 409 means the
 * data on screen is stale).
 */
export function useLenderMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshLenders(queryClient) });
}
