/** Test data of the lender screen: lenders with totals, funding sources, a lender's detail, a monthly statement. */
import type { FundingSource, Lender, LenderDetail } from '../../../entities/lender/types';
import type { ApprovalRow } from '../../../entities/loan/types';
import { LENDER_A, LENDER_B, PROGRAM, loanId } from '../../../test/loans';
import type { Statement } from '../statement';

export { LENDER_A, LENDER_B };

/** The areas of an administrator (level 21) that matter here. */
export const ADMIN_AREAS = ['home', 'borrower/approval', 'borrower/detail', 'lender'];

export function lenderRow(base: { id: string; name: string }, overrides: Partial<Lender> = {}): Lender {
  return {
    id: base.id,
    code: base.name.toUpperCase().replace(/\s+/g, '-'),
    name: base.name,
    legal_name: `PT ${base.name} Tbk`,
    kind: 'bank_channeling',
    status: 'active',
    contact_email: 'funding@example.co.id',
    contact_phone: '+62 21 555 0101',
    quality_regime: 'bank',
    staff_count: 2,
    has_deciders: true,
    totals: {
      pending: { count: 2, amount: 48_000_000 },
      approved: { count: 5, amount: 120_000_000 },
      rejected: { count: 1, amount: 3_000_000 },
    },
    version: 1,
    allowed_actions: ['edit', 'add_funding_source', 'allocate'],
    ...overrides,
  };
}

export function source(n: number, overrides: Partial<FundingSource> = {}): FundingSource {
  return {
    id: `01a200de-09d3-7000-8000-00000000000${n}`,
    lender_id: LENDER_A.id,
    name: `Facility 2026-${n}`,
    limit_amount: 100_000_000,
    used_amount: 40_000_000,
    remaining_amount: 60_000_000,
    available_from: '2026-01-01',
    available_until: null,
    status: 'active',
    available_today: true,
    version: 1,
    ...overrides,
  };
}

export function lenderDetail(overrides: Partial<LenderDetail> = {}): LenderDetail {
  return {
    ...lenderRow(LENDER_A),
    funding_sources: [source(1)],
    stats: {
      approval_rate: 0.8333,
      average_decision_hours: 5.5,
      active_loans: 4,
      outstanding_principal: 80_000_000,
      late_loans: 1,
      late_share: 0.25,
    },
    ...overrides,
  };
}

/** A verified loan of the approval list (`GET /api/v1/loan-approvals?status=pending`). */
export function awaitingRow(n: number, overrides: Partial<ApprovalRow> = {}): ApprovalRow {
  return {
    loan_id: loanId(n),
    borrower_id: `b-${n}`,
    full_name: `Budi Santoso ${n}`,
    program_id: PROGRAM.id,
    partner_id: null,
    motorcycle_type_id: null,
    approval_status: 'pending',
    lender_id: null,
    lender_name: null,
    allocated_at: null,
    decided_at: null,
    principal: 24_000_000,
    verified_at: '2026-11-20T02:00:00Z',
    allowed_actions: ['allocate'],
    ...overrides,
  };
}

/** A reconciling statement of `LENDER_A` (issue 44 item 5) under the bank regime. */
export function statement(overrides: Partial<Statement> = {}): Statement {
  return {
    lender_id: LENDER_A.id,
    lender_name: LENDER_A.name,
    month: '2026-11',
    regime: 'bank',
    opening_outstanding_principal: 100_000_000,
    disbursed: 24_000_000,
    collected_principal: 6_000_000,
    collected_interest: 1_500_000,
    fees: 750_000,
    late_fees_collected: 125_000,
    written_off: 3_000_000,
    recovered: 500_000,
    reversals: 0,
    opening_entries: 0,
    closing_outstanding_principal: 115_000_000,
    reconciles: true,
    dpd_mix: [
      { bucket: 'lancar', name: 'Current (Lancar)', non_performing: false, loans: 9, outstanding_principal: 100_000_000 },
      { bucket: 'kurang_lancar', name: 'Substandard (Kurang lancar)', non_performing: true, loans: 1, outstanding_principal: 10_000_000 },
      { bucket: 'macet', name: 'Loss (Macet)', non_performing: true, loans: 1, outstanding_principal: 5_000_000 },
    ],
    npl_percent: 13.04,
    twp90_percent: 4.35,
    ...overrides,
  };
}
