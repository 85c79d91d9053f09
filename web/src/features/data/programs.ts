/**
 * Calls of the programs tab of the data area (issue 41 item 7, DESIGN §3 "Programs"): every
 * program with its effective rate (retired ones too), one program as stored (both names, for the
 * editor), create and edit (level 21; `active: false` retires), and the preview of the
 * effective rate of terms not yet saved. A change refreshes this tab and the application form's
 * program picker (reference data).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { components } from '../../lib/api/schema';
import { referenceKeys } from '../../entities/reference/api';

export type ProgramKind = components['schemas']['ProgramKind'];
export const PROGRAM_KINDS = ['loan', 'rent_to_own'] as const satisfies readonly ProgramKind[];
export type Frequency = components['schemas']['Frequency'];
export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const satisfies readonly Frequency[];

/** Every field a program is entered with (rupiah, basis points, days). */
export interface ProgramInput {
  code: string;
  name: string;
  /** Indonesian name; null: the English one. */
  name_id: string | null;
  kind: ProgramKind;
  installment_frequency: Frequency;
  /** Number of installments. */
  tenure_count: number;
  /** Basis points of the vehicle price. */
  down_payment_bp: number;
  /** Flat interest, basis points a year. */
  flat_rate_bp: number;
  /** Rupiah. */
  admin_fee: number;
  needs_offering_letter: boolean;
  first_payment_days: number;
  late_fee_bp_per_day: number;
  late_fee_grace_days: number;
  late_fee_cap_bp: number;
  early_settlement_fee_bp: number;
  active: boolean;
}

/** A program as answered: its fields, `version`, and the effective rate of its terms. */
export interface ProgramRow extends ProgramInput {
  id: string;
  version: number;
  /** Effective annual rate, basis points; null when the terms make no loan. */
  effective_rate_bp: number | null;
  effective_rate_percent: number | null;
}

/** The terms that decide the effective rate, and a sample vehicle price (rupiah). */
export type PreviewInput = Pick<
  ProgramInput,
  | 'installment_frequency'
  | 'tenure_count'
  | 'down_payment_bp'
  | 'flat_rate_bp'
  | 'admin_fee'
  | 'first_payment_days'
  | 'late_fee_bp_per_day'
  | 'late_fee_grace_days'
  | 'late_fee_cap_bp'
  | 'early_settlement_fee_bp'
> & { price?: number };

/** `POST /api/v1/programs/preview`: what the terms come to, unsaved (rupiah at `price`). */
export interface ProgramPreview {
  effective_rate_bp: number | null;
  effective_rate_percent: number | null;
  price: number;
  down_payment: number;
  principal: number;
  installment_amount: number;
  last_installment_amount: number;
  total_payable: number;
  first_payment_amount: number;
}

export const programKeys = {
  all: ['programs'] as const,
  list: () => [...programKeys.all, 'list'] as const,
  one: (id: string) => [...programKeys.all, 'one', id] as const,
  preview: (input: PreviewInput) => [...programKeys.all, 'preview', input] as const,
};

export function programApiPath(id: string): string {
  return `/api/v1/programs/${encodeURIComponent(id)}`;
}

/** Every program, retired ones too, active first (names in the caller's language). */
export function useProgramList() {
  return useQuery({
    queryKey: programKeys.list(),
    queryFn: ({ signal }) => api.get<ProgramRow[]>('/api/v1/programs', { params: { include_retired: true }, signal }),
  });
}

/** One program as stored (`name` English, `name_id` Indonesian). */
export function fetchProgram(id: string, signal?: AbortSignal): Promise<ProgramRow> {
  return api.get<ProgramRow>(programApiPath(id), { signal });
}

export function useProgram(id: string | null) {
  return useQuery({
    queryKey: programKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchProgram(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** The preview of `input` (nothing while it is incomplete); the last answer stays shown meanwhile. */
export function useProgramPreview(input: PreviewInput | null) {
  return useQuery({
    queryKey: programKeys.preview(input ?? ({} as PreviewInput)),
    queryFn: ({ signal }) => api.post<ProgramPreview>('/api/v1/programs/preview', input, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Creates a program; returns it and the server's confirmation (in the caller's language). */
export async function createProgram(input: ProgramInput): Promise<{ program: ProgramRow; message: string }> {
  const envelope = await api.request<ProgramRow>({ method: 'post', url: '/api/v1/programs', data: input });
  return { program: envelope.data, message: envelope.msg };
}

/** Replaces a program's fields at `version` (409 when stale); `active: false` retires it. */
export async function updateProgram(id: string, input: ProgramInput & { version: number }): Promise<{ program: ProgramRow; message: string }> {
  const envelope = await api.request<ProgramRow>({ method: 'put', url: programApiPath(id), data: input });
  return { program: envelope.data, message: envelope.msg };
}

/** The fields of a stored program, as its editor sends them back. */
export function inputOf(p: ProgramRow): ProgramInput {
  return {
    code: p.code,
    name: p.name,
    name_id: p.name_id,
    kind: p.kind,
    installment_frequency: p.installment_frequency,
    tenure_count: p.tenure_count,
    down_payment_bp: p.down_payment_bp,
    flat_rate_bp: p.flat_rate_bp,
    admin_fee: p.admin_fee,
    needs_offering_letter: p.needs_offering_letter,
    first_payment_days: p.first_payment_days,
    late_fee_bp_per_day: p.late_fee_bp_per_day,
    late_fee_grace_days: p.late_fee_grace_days,
    late_fee_cap_bp: p.late_fee_cap_bp,
    early_settlement_fee_bp: p.early_settlement_fee_bp,
    active: p.active,
  };
}

/** A mutation that refreshes the programs and the program picker once it settles (a 409 too). */
export function useProgramMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.of('programs') }),
      ]),
  });
}
