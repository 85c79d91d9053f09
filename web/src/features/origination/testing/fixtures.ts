/** Test data and msw handlers of the origination screens (not part of the app bundle). */
import { HttpResponse } from 'msw';
import type {
  ApprovalRow,
  ApprovalSummary,
  ContractRow,
  KycRow,
  LoanDetail,
  QueuedProof,
  TimelineEvent,
} from '../../../entities/loan/types';

// msw hands a blob answer of XMLHttpRequest to undici's Response, which needs Blob#stream;
// jsdom's Blob has none.
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}

export { LENDER_A, LENDER_B, PROGRAM, STAFF_AREAS, loanId, page, serveReference, serveSession } from '../../../test/loans';
import { LENDER_A, LENDER_B, PROGRAM, loanId } from '../../../test/loans';

export function approvalRow(n: number, overrides: Partial<ApprovalRow> = {}): ApprovalRow {
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
    verified_at: '2026-11-20T03:00:00Z',
    allowed_actions: ['allocate'],
    ...overrides,
  };
}

export function kycRow(n: number, overrides: Partial<KycRow> = {}): KycRow {
  return {
    loan_id: loanId(n),
    full_name: `Siti Rahma ${n}`,
    program_id: PROGRAM.id,
    lender_id: LENDER_A.id,
    lender_name: LENDER_A.name,
    kyc_status: 'kyc_scheduling',
    ol_status: 'ol_processing',
    scheduled_at: null,
    method: null,
    location: null,
    note: null,
    approved_at: '2026-11-21T02:00:00Z',
    kyc_decided_at: null,
    allowed_actions: ['kyc_schedule', 'download_offering_letter'],
    ...overrides,
  };
}

export function contractRow(n: number, overrides: Partial<ContractRow> = {}): ContractRow {
  return {
    loan_id: loanId(n),
    full_name: `Agus Wijaya ${n}`,
    lender_name: LENDER_A.name,
    payment_status: 'payment_scheduled',
    first_payment_due: '2026-12-01',
    first_payment_amount: 1_250_000,
    contract_status: 'contract_processing',
    ol_status: 'ol_downloaded',
    pending_proofs: 0,
    possible_duplicate: false,
    contract_file_id: null,
    kyc_approved_at: '2026-11-22T04:00:00Z',
    allowed_actions: ['schedule_first_payment', 'upload_payment_proof', 'upload_contract_document', 'upload_contract'],
    ...overrides,
  };
}

export function queuedProof(n: number, overrides: Partial<QueuedProof> = {}): QueuedProof {
  return {
    proof_id: `p-${n}`,
    file_id: `f-${n}`,
    reference: `TRF-${n}`,
    amount: 1_250_000,
    paid_date: '2026-11-22',
    status: 'pending',
    possible_duplicate_of: [],
    duplicate_elsewhere: false,
    reason: null,
    created_at: '2026-11-22T05:00:00Z',
    created_by_name: 'Staff Level 3',
    decided_at: null,
    decided_by_name: null,
    first_payment_amount_due: 1_250_000,
    first_payment_amount_received: 0,
    first_payment_amount_remaining: 1_250_000,
    covers_remaining: true,
    loan_id: loanId(n),
    full_name: `Agus Wijaya ${n}`,
    allowed_actions: ['review_payment_proof'],
    ...overrides,
  };
}

export function loanDetail(n: number, overrides: Partial<LoanDetail> = {}): LoanDetail {
  return {
    loan_id: loanId(n),
    customer_id: `CU-${n}`,
    borrower_id: `b-${n}`,
    full_name: `Budi Santoso ${n}`,
    email: `budi${n}@example.co.id`,
    phone: '+6281200000000',
    program_id: PROGRAM.id,
    partner_id: null,
    motorcycle_type_id: null,
    stage: 'kyc',
    lead_status: 'qualified',
    application_status: 'verified',
    approval_status: 'approved',
    kyc_status: 'kyc_scheduled',
    ol_status: 'ol_processing',
    payment_status: null,
    contract_status: null,
    active_status: null,
    terms: {
      price: 30_000_000,
      down_payment: 6_000_000,
      principal: 24_000_000,
      tenor: 24,
      frequency: 'monthly',
      flat_rate_percent: 18.5,
      installment_amount: 1_370_000,
      last_installment_amount: 1_370_000,
      total_payable: 32_880_000,
      first_payment_amount: 1_370_000,
    },
    lender_id: LENDER_B.id,
    lender_name: LENDER_B.name,
    allocated_at: '2026-11-21T01:00:00Z',
    allocations: [
      {
        lender_id: LENDER_A.id,
        lender_name: LENDER_A.name,
        status: 'rejected',
        amount: 24_000_000,
        allocated_at: '2026-11-20T04:00:00Z',
        allocated_by_name: 'Staff Level 3',
        decided_at: '2026-11-20T06:00:00Z',
        decided_by_name: 'Lender Staff',
        note: null,
        reason: 'Income too low for us',
      },
      {
        lender_id: LENDER_B.id,
        lender_name: LENDER_B.name,
        status: 'approved',
        amount: 24_000_000,
        allocated_at: '2026-11-21T01:00:00Z',
        allocated_by_name: 'Staff Level 3',
        decided_at: '2026-11-21T02:00:00Z',
        decided_by_name: 'Maju Staff',
        note: 'OK',
        reason: null,
      },
    ],
    kyc: { scheduled_at: '2026-11-24T03:00:00Z', method: 'video_call', location: 'https://meet.example.com/x', note: null, decided_at: null, reject_reason: null },
    first_payment: null,
    contract: null,
    offering_letter: { status: 'ol_processing', downloaded_at: null },
    documents: null,
    // As the server answers them: the changed fields before and after as objects.
    timeline: [
      {
        at: '2026-11-20T03:00:00Z',
        actor: 'Staff Level 3',
        actor_kind: 'staff',
        action: 'loan_application.verify',
        document: null,
        from: { status: 'unverified' },
        to: { status: 'verified', approval_status: 'pending' },
      },
      {
        at: '2026-11-20T04:00:00Z',
        actor: 'Staff Level 3',
        actor_kind: 'staff',
        action: 'loan.allocate',
        document: null,
        from: {},
        to: { lender_id: '0192f0c4-7a1b-7c3d-9e8f-0a1b2c3d4e5f', lender: 'Bank Sinar' },
      },
      {
        at: '2026-11-20T06:00:00Z',
        actor: 'Lender Staff',
        actor_kind: 'staff',
        action: 'loan.reject',
        document: null,
        from: { approval_status: 'pending' },
        to: { approval_status: 'rejected', reason: 'Income too low for us' },
      },
      {
        at: '2026-11-23T17:30:00Z',
        actor: null,
        actor_kind: 'daily_job',
        action: 'loan.something_new' as TimelineEvent['action'],
        document: null,
        from: null,
        to: null,
      },
    ],
    allowed_actions: ['kyc_result', 'download_offering_letter'],
    version: 4,
    ...overrides,
  };
}

export const APPROVAL_SUMMARY: ApprovalSummary = {
  pending: 2,
  approved: 5,
  rejected: 1,
  unallocated: 3,
  lenders: [
    {
      lender_id: LENDER_A.id,
      name: LENDER_A.name,
      pending: { count: 2, amount: 48_000_000 },
      approved: { count: 5, amount: 3_000_000 },
      rejected: { count: 1, amount: 24_000_000 },
    },
  ],
};

/** A `Content-Disposition`d PDF, as the offering letter answers. */
export function pdfResponse(name = 'offering-letter.pdf') {
  return new HttpResponse('%PDF-1.7 test', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}
