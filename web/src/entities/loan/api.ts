/**
 * One loan as every later-stage screen reads it (`GET /api/v1/loans/{loan_id}`), the query keys
 * of the approval, KYC and contract data, what the screens do after a change, and the offering
 * letter download (a PDF fetched with the app's bearer token, never a public URL).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../loan-application/api';
import { filenameOf } from '../file/api';
import { ApiError, api, handleApiError } from '../../lib/api';
import type { LoanDetail, WithActions } from './types';

/** The path of one loan (`/api/v1/loans/LN-0000042`). */
export function loanApiPath(loanId: string): string {
  return `/api/v1/loans/${encodeURIComponent(loanId)}`;
}

/**
 * Query keys: everything of the later stages sits under `loans`, so invalidating `all`
 * refreshes the lists, the counts and every loan detail at once.
 */
export const loanKeys = {
  all: ['loans'] as const,
  detail: (loanId: string) => [...loanKeys.all, 'detail', loanId] as const,
  list: (screen: 'approvals' | 'kyc' | 'contracts' | 'proofs', query: object) => [...loanKeys.all, screen, 'list', query] as const,
  summary: (screen: 'approvals' | 'kyc' | 'contracts') => [...loanKeys.all, screen, 'summary'] as const,
  proofsOf: (loanId: string) => [...loanKeys.all, 'proofs-of', loanId] as const,
};

export function fetchLoan(loanId: string, signal?: AbortSignal): Promise<LoanDetail> {
  return api.get<LoanDetail>(loanApiPath(loanId), { signal });
}

/** The whole loan (statuses, terms, allocations, KYC, first payment, contract, timeline). */
export function useLoan(loanId: string | undefined) {
  return useQuery({
    queryKey: loanKeys.detail(loanId ?? ''),
    queryFn: ({ signal }) => fetchLoan(loanId ?? '', signal),
    enabled: Boolean(loanId),
  });
}

/** Whether the server allows `action` on this row or loan for the caller now. */
export function allowsAction(row: WithActions, action: string): boolean {
  return row.allowed_actions.includes(action);
}

/**
 * Refreshes everything that shows loan data after a change: the stage lists and counts, the
 * loan details, the application data (its approval status) and the Home counts.
 */
export function refreshLoans(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: loanKeys.all }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['home'] }),
  ]);
}

/** The languages an offering letter is written in. */
export type LetterLanguage = 'id' | 'en';

/** A downloaded offering letter. */
export interface OfferingLetter {
  blob: Blob;
  filename: string;
}

/**
 * `GET /api/v1/loans/{loan_id}/offering-letter?lang=` as a PDF blob (the server marks it
 * downloaded). Throws an ApiError; a 404 with code `offering_letter_not_needed` means the
 * program needs none. No toast: the caller tells the staff member.
 */
export async function fetchOfferingLetter(loanId: string, lang: LetterLanguage): Promise<OfferingLetter> {
  try {
    // A refusal comes as the JSON envelope, which the client reads as such.
    const { blob, headers } = await api.blob(`${loanApiPath(loanId)}/offering-letter`, { params: { lang } });
    return {
      blob,
      filename: filenameOf(headers.get('content-disposition')) ?? `offering-letter-${loanId}-${lang}.pdf`,
    };
  } catch (error) {
    throw handleApiError(error, { silent: true });
  }
}

/** The error code of a program that needs no offering letter. */
export const OFFERING_LETTER_NOT_NEEDED = 'offering_letter_not_needed';

/** Whether a failed offering letter download means the program needs no offering letter. */
export function isOfferingLetterNotNeeded(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const data = error.body?.data as { code?: unknown } | null | undefined;
  return error.fieldErrors.some((e) => e.code === OFFERING_LETTER_NOT_NEEDED) || data?.code === OFFERING_LETTER_NOT_NEEDED;
}
