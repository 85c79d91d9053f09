/** Test data and msw handlers of the active borrower and repayment screens (not part of the app bundle). */
import { http } from 'msw';
import { LENDER_A, PROGRAM, loanId, page, serveSession } from '../../../test/loans';
import { envelope, server } from '../../../test/server';
import type {
  ActiveBorrowerRow,
  ActiveSummary,
  BillingRow,
  DealerInfo,
  DpdDay,
  Hold,
  Installment,
  LateFees,
  LateRow,
  Payment,
  RepaymentSummary,
  Waiver,
} from '../api';

export { LENDER_A, PROGRAM, loanId, page };

/** The areas of repayment staff (level 3's). */
export const REPAYMENT_AREAS = [
  'home',
  'borrower/application',
  'borrower/active',
  'borrower/detail',
  'repayment/normal',
  'repayment/late',
  'repayment/all-billing',
];

export function serveRepaymentSession(level = 3) {
  serveSession({ areas: REPAYMENT_AREAS, level });
}

export function activeRow(n: number, overrides: Partial<ActiveBorrowerRow> = {}): ActiveBorrowerRow {
  return {
    loan_id: loanId(n),
    full_name: `Dewi Lestari ${n}`,
    program_id: PROGRAM.id,
    program_name: PROGRAM.name,
    lender_id: LENDER_A.id,
    lender_name: LENDER_A.name,
    active_status: 'late',
    dpd: 12,
    bucket: 'dalam_perhatian_khusus',
    installments_total: 24,
    installments_left: 20,
    outstanding_amount: 27_400_000,
    outstanding_principal: 20_000_000,
    amount_overdue: 1_370_000,
    late_fees_open: 0,
    next_due_date: '2026-12-05',
    hold_billing: false,
    activated_on: '2026-08-05',
    inactive_reason: null,
    allowed_actions: ['record_payment', 'hold_billing', 'deactivate'],
    version: 7,
    ...overrides,
  };
}

export const ACTIVE_SUMMARY: ActiveSummary = { pending_activation: 2, normal: 40, on_hold: 1, late: 5, non_performing: 3, inactive: 9 };

export function billingRow(n: number, overrides: Partial<BillingRow> = {}): BillingRow {
  return {
    installment_id: `i-${n}`,
    loan_id: loanId(n),
    full_name: `Rudi Hartono ${n}`,
    lender_id: LENDER_A.id,
    lender_name: LENDER_A.name,
    program_id: PROGRAM.id,
    program_name: PROGRAM.name,
    number: 3,
    due_date: '2026-11-30',
    amount_due: 1_370_000,
    amount_paid: 370_000,
    status: 'partial',
    active_status: 'normal',
    dpd: 0,
    bucket: 'lancar',
    allowed_actions: ['record_payment'],
    ...overrides,
  };
}

export function lateRow(n: number, overrides: Partial<LateRow> = {}): LateRow {
  return {
    loan_id: loanId(n),
    full_name: `Agus Salim ${n}`,
    phone: `+62812000000${n}`,
    lender_id: LENDER_A.id,
    lender_name: LENDER_A.name,
    program_id: PROGRAM.id,
    program_name: PROGRAM.name,
    active_status: 'late',
    dpd: 45,
    bucket: 'kurang_lancar',
    amount_overdue: 2_740_000,
    late_fees_open: 0,
    oldest_due_date: '2026-10-10',
    outstanding_amount: 20_000_000,
    unit: {
      motorcycle_id: `00000000-0000-4000-8000-0000000010${String(n).padStart(2, '0')}`,
      plate_number: `B ${1000 + n} XYZ`,
      last_swap_at: '2026-11-22T01:26:11Z',
      swapping_while_late: true,
    },
    allowed_actions: ['record_payment'],
    ...overrides,
  };
}

export const REPAYMENT_SUMMARY: RepaymentSummary = {
  due_today: { count: 4, amount: 5_480_000 },
  late: { count: 7, amount: 12_000_000 },
  buckets: [
    { bucket: 'dalam_perhatian_khusus', min_dpd: 1, max_dpd: 30, count: 4, amount: 5_000_000 },
    { bucket: 'kurang_lancar', min_dpd: 31, max_dpd: 60, count: 2, amount: 4_000_000 },
    { bucket: 'macet', min_dpd: 91, max_dpd: null, count: 1, amount: 3_000_000 },
  ],
};

export function installment(number: number, overrides: Partial<Installment> = {}): Installment {
  return {
    number,
    due_date: `2026-${String(8 + number).padStart(2, '0')}-05`,
    original_due_date: `2026-${String(8 + number).padStart(2, '0')}-05`,
    amount_due: 1_370_000,
    principal_part: 1_000_000,
    interest_part: 370_000,
    amount_paid: 0,
    principal_paid: 0,
    interest_paid: 0,
    paid_date: null,
    status: 'due',
    late_fee_accrued: 0,
    late_fee_paid: 0,
    late_fee_waived: 0,
    late_fee_open: 0,
    ...overrides,
  };
}

export function payment(id: string, overrides: Partial<Payment> = {}): Payment {
  return {
    payment_id: id,
    loan_id: loanId(7),
    amount: 1_370_000,
    paid_date: '2026-09-05',
    method: 'bank_transfer',
    reference: `TRF-${id}`,
    proof_file_id: null,
    allocations: [{ number: 1, amount: 1_370_000, principal: 1_000_000, interest: 370_000, late_fee: 0 }],
    principal_amount: 1_000_000,
    interest_amount: 370_000,
    late_fee_amount: 0,
    credit: 0,
    recorded_by_name: 'Staff Level 3',
    recorded_at: '2026-09-05T03:00:00Z',
    reversed_at: null,
    reversed_by_name: null,
    reversal_reason: null,
    allowed_actions: [],
    ...overrides,
  };
}

export function hold(id: string, overrides: Partial<Hold> = {}): Hold {
  return {
    hold_id: id,
    reason_code: 'illness',
    note: 'Hospital stay',
    start_date: '2026-11-01',
    end_date: '2026-11-14',
    days: 14,
    state: 'holding',
    created_by_name: 'Staff Level 3',
    created_at: '2026-11-01T02:00:00Z',
    updated_at: '2026-11-01T02:00:00Z',
    ...overrides,
  };
}

export const DEALER: DealerInfo = {
  name: 'Dealer Monas',
  address: 'Jl. Medan Merdeka No. 1, Jakarta Pusat',
  phone: '+62215550001',
  latitude: -6.1754,
  longitude: 106.8272,
};

export const DPD_HISTORY: DpdDay[] = [
  { business_date: '2026-11-20', dpd: 0, active_status: 'normal', bucket: 'lancar' },
  { business_date: '2026-11-21', dpd: 1, active_status: 'late', bucket: 'dalam_perhatian_khusus' },
  { business_date: '2026-11-22', dpd: 2, active_status: 'late', bucket: 'dalam_perhatian_khusus' },
];

/** The application detail the borrower detail starts from (only what its header and tabs read). */
export function detailApplication(id: string) {
  return {
    loan_id: id,
    customer_id: 'CU-7',
    full_name: 'Sri Wahyuni',
    status: 'verified',
    display_status: 'verified',
    lead_status: 'qualified',
    allowed_actions: [],
    deleted_at: null,
    delete_reason: null,
    email: 'sri@example.co.id',
    phone: '+6281200000007',
    basic_info: null,
    address: null,
    documents: null,
    financial: null,
    files: [],
    program: null,
    partner: null,
    dealer: null,
    motorcycle_type: null,
  };
}

export function waiver(id: string, overrides: Partial<Waiver> = {}): Waiver {
  return {
    waiver_id: id,
    loan_id: loanId(7),
    amount: 50_000,
    reason: 'Borrower was in hospital',
    status: 'requested',
    requested_by_name: 'Staff Level 3',
    requested_at: '2026-11-20T03:00:00Z',
    decided_by_name: null,
    decided_at: null,
    decision_note: null,
    allowed_actions: [],
    ...overrides,
  };
}

export function lateFees(overrides: Partial<LateFees> = {}): LateFees {
  return { accrued: 120_000, paid: 20_000, waived: 0, open: 100_000, pending_waivers: 0, waivers: [], allowed_actions: ['waive_late_fee'], ...overrides };
}

/** Answers the repayment counts. */
export function serveRepaymentSummary() {
  server.use(http.get('/api/v1/repayments/summary', () => envelope(REPAYMENT_SUMMARY)));
}
