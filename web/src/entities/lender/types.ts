/**
 * The lender screen's shapes (issue 14, DESIGN §3 "Endpoints of the later stages"), written by
 * hand from the contract until `schema.d.ts` is regenerated from the server's OpenAPI document.
 * Money is integer rupiah; dates `YYYY-MM-DD` (Asia/Jakarta); times RFC 3339.
 */

import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

export const LENDER_KINDS = ['bank_channeling', 'multifinance', 'p2p_lending', 'private_investor'] as const satisfies readonly LenderKind[];
export type LenderKind = Schemas['LenderView']['kind'];

export const LENDER_STATUSES = ['active', 'inactive'] as const satisfies readonly LenderStatus[];

/** The loan-quality regimes (issue 41 item 6, DESIGN §5): the buckets a lender's loans are classed by. */
export const QUALITY_REGIMES = ['multifinance', 'p2p_lending', 'bank'] as const satisfies readonly QualityRegime[];
export type QualityRegime = Schemas['LenderView']['quality_regime'];

/** The regime a lender of `kind` starts with (the server's default when none is chosen). */
export function regimeOfKind(kind: LenderKind): QualityRegime {
  if (kind === 'bank_channeling') return 'bank';
  if (kind === 'p2p_lending') return 'p2p_lending';
  return 'multifinance';
}
export type LenderStatus = Schemas['LenderStatus'];

/** What the caller may do with a lender now (from the server; the screen never decides). */
export type LenderAction = Schemas['LenderAction'];

/** The allocation statuses a lender's loans are listed by. */
export const ALLOCATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const satisfies readonly AllocationStatus[];
export type AllocationStatus = Schemas['AllocationStatus'];

/** A count of allocations and their principal in rupiah. */
export interface CountAmount {
  count: number;
  amount: number;
}

/** A lender of `GET /api/v1/lenders`, with its allocation totals. */
export interface Lender {
  id: string;
  code: string;
  name: string;
  legal_name: string | null;
  kind: LenderKind;
  status: LenderStatus;
  contact_email: string | null;
  contact_phone: string | null;
  /** The loan-quality regime its loans are bucketed by. */
  quality_regime: QualityRegime;
  /** Staff users tied to this lender. */
  staff_count: number;
  /** An active staff account of it may approve or reject its allocations (issue 41 item 13). */
  has_deciders: boolean;
  totals: { pending: CountAmount; approved: CountAmount; rejected: CountAmount };
  version: number;
  allowed_actions: LenderAction[];
}

/** A facility or P2P batch of a lender: its limit (plafond), what is used, its dates. */
export interface FundingSource {
  id: string;
  lender_id: string;
  name: string;
  limit_amount: number;
  used_amount: number;
  remaining_amount: number;
  available_from: string;
  available_until: string | null;
  status: LenderStatus;
  /** Active and within its dates today (Jakarta). */
  available_today: boolean;
  version: number;
}

/** A lender at a glance. Rates are 0..1, null when nothing was decided (or nothing is active) yet. */
export interface LenderStats {
  approval_rate: number | null;
  average_decision_hours: number | null;
  active_loans: number;
  outstanding_principal: number;
  late_loans: number;
  late_share: number | null;
}

/** `GET /api/v1/lenders/{lender_id}`. */
export interface LenderDetail extends Lender {
  funding_sources: FundingSource[];
  stats: LenderStats;
}

/** `POST /api/v1/lenders` body (`PUT` adds `version`). */
export interface LenderInput {
  name: string;
  legal_name: string | null;
  code: string;
  kind: LenderKind;
  status: LenderStatus;
  contact_email: string | null;
  contact_phone: string | null;
  /** Absent: the regime of the kind on create, the stored one on edit. */
  quality_regime?: QualityRegime;
}

/** `POST /api/v1/lenders/{lender_id}/funding-sources` body (`PUT` adds `version`). */
export interface FundingSourceInput {
  name: string;
  limit_amount: number;
  available_from: string;
  available_until: string | null;
  status: LenderStatus;
}

/** `moved`: allocated again after this allocation; its live stage and DPD are not shown (issue 40 item 4). */
export type LoanStage = Schemas['ShownStage'];

/** One allocation of `GET /api/v1/lenders/{lender_id}/loans`, newest first. */
export interface LenderLoanRow {
  allocation_id: string;
  /** The loan code (LN-0000042). */
  loan_id: string;
  full_name: string;
  amount: number;
  allocation_status: AllocationStatus;
  funding_source_id: string | null;
  funding_source_name: string | null;
  allocated_at: string;
  decided_at: string | null;
  stage: LoanStage;
  active_status: string | null;
  dpd: number | null;
}

/** `POST /api/v1/loan-approvals/allocate` body. */
export interface AllocationInput {
  loan_ids: string[];
  lender_id: string;
  /** Required when the lender has any funding source. */
  funding_source_id?: string;
  /** Level 21 only: allocates past the limit or outside the dates (audited). */
  override_reason?: string;
}

/** The 422 codes of an allocation that level 21 may override with a reason. */
export const OVERRIDABLE_CODES: readonly string[] = ['funding_source_limit_exceeded', 'funding_source_not_available'];

/** The level that may override a funding source's limit or dates. */
export const OVERRIDE_LEVEL = 21;
