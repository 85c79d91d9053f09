/**
 * Shapes of the loan API of the later pipeline stages (issue 9, DESIGN §3 "Endpoints of the later
 * stages"): the whole loan (`GET /api/v1/loans/{loan_id}`), its statuses, terms, allocations and
 * timeline, and the rows of the approval, KYC and contract lists. Money is integer rupiah; dates
 * `YYYY-MM-DD` (Asia/Jakarta); times RFC 3339.
 */
import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

/** Every action name a loan's `allowed_actions` may hold (server-computed). */
export type LoanAction = Schemas['Action'];

export type ApprovalStatus = Schemas['ApprovalStatus'];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly ApprovalStatus[];

export type KycStatus = Schemas['KycStatus'];
export const KYC_STATUSES = [
  'ol_processing',
  'kyc_scheduling',
  'kyc_scheduled',
  'kyc_expired',
  'kyc_rejected',
  'kyc_approved',
] as const satisfies readonly KycStatus[];

export type OlStatus = Schemas['OfferingLetterStatus'];
export const OL_STATUSES = ['ol_processing', 'ol_downloaded', 'not_needed'] as const satisfies readonly OlStatus[];

export type PaymentStatus = Schemas['PaymentStatus'];
export const PAYMENT_STATUSES = ['payment_scheduled', 'paid', 'schedule_expired'] as const satisfies readonly PaymentStatus[];

export type ContractStatus = Schemas['ContractStatus'];
export const CONTRACT_STATUSES = ['contract_processing', 'contract_verified'] as const satisfies readonly ContractStatus[];

export type ActiveStatus = Schemas['ActiveStatus'];

export type AllocationStatus = Schemas['AllocationStatus'];
export const ALLOCATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const satisfies readonly AllocationStatus[];

export type ProofStatus = Schemas['ProofStatus'];
export const PROOF_STATUSES = ['pending', 'accepted', 'rejected'] as const satisfies readonly ProofStatus[];

/** `moved`: a loan that went to another funder after the caller's lender had it (issue 40 item 4). */
export type LoanStage = Schemas['ShownStage'];

export type KycMethod = Schemas['KycMethod'];
export const KYC_METHODS: readonly KycMethod[] = ['video_call', 'in_person'];

export type Frequency = Schemas['Frequency'];

/** Terms fixed when the application is verified (null before). */
export interface LoanTerms {
  price: number;
  down_payment: number;
  principal: number;
  /** Number of installments. */
  tenor: number;
  frequency: Frequency;
  /** Flat rate per tenor, percent (e.g. 18.5). */
  flat_rate_percent: number;
  installment_amount: number;
  last_installment_amount?: number;
  total_payable: number;
  first_payment_amount: number;
}

/** One allocation of the loan to a lender (the loan keeps every one). */
export interface Allocation {
  lender_id: string;
  lender_name: string;
  status: AllocationStatus;
  amount: number;
  allocated_at: string;
  allocated_by_name: string | null;
  decided_at: string | null;
  decided_by_name: string | null;
  note: string | null;
  reason: string | null;
}

/** One transition of the loan: who (a staff member, the daily job, the system), when, what, the
 * document it was about, and the changed fields before and after. */
export type TimelineEvent = Omit<Schemas['TimelineEntry'], 'from' | 'to'> & {
  from?: Record<string, unknown> | null;
  to?: Record<string, unknown> | null;
};

export interface LoanKyc {
  scheduled_at: string | null;
  method: KycMethod | null;
  location: string | null;
  note: string | null;
  decided_at: string | null;
  reject_reason: string | null;
}

/**
 * The first payment (down payment + admin fee) of the contract stage (issue 41 item 1): accepted
 * payment proofs add up in `amount_received`; it is `paid` only once nothing remains (a first
 * payment of Rp 0 is paid at KYC approval, with no proof).
 */
export interface FirstPayment {
  due_date: string | null;
  /** The same as `amount_due`, kept for old callers. */
  amount: number | null;
  /** What the first payment is (null before the terms are fixed). */
  amount_due: number | null;
  /** The sum of the accepted proofs so far. */
  amount_received: number | null;
  /** `amount_due − amount_received`, never below 0. */
  amount_remaining: number | null;
  /** The loan's payment status. */
  status: PaymentStatus | null;
  paid_at: string | null;
}

export interface LoanContract {
  file_id: string | null;
  status: ContractStatus | null;
  uploaded_at: string | null;
  verified_at: string | null;
  reject_reason: string | null;
}

/**
 * A loan's virtual account (issue 43 item 5): the bank that issues it and the number the borrower
 * pays into; a payment into it posts to the loan by itself.
 */
export type VirtualAccount = Schemas['VirtualAccountView'];

/** `GET /api/v1/loans/{loan_id}`: the whole loan; also the answer of the stage actions. */
export interface LoanDetail {
  loan_id: string;
  customer_id: string;
  borrower_id: string;
  full_name: string;
  email: string;
  phone: string;
  program_id: string | null;
  partner_id: string | null;
  motorcycle_type_id: string | null;
  stage: LoanStage;
  lead_status: string | null;
  application_status: string | null;
  approval_status: ApprovalStatus | null;
  kyc_status: KycStatus | null;
  ol_status: OlStatus | null;
  payment_status: PaymentStatus | null;
  contract_status: ContractStatus | null;
  active_status: ActiveStatus | null;
  terms: LoanTerms | null;
  lender_id: string | null;
  lender_name: string | null;
  allocated_at: string | null;
  allocations: Allocation[];
  kyc: LoanKyc | null;
  first_payment: FirstPayment | null;
  contract: LoanContract | null;
  offering_letter: { status: OlStatus | null; downloaded_at: string | null } | null;
  documents: { bank_statement_file_id: string | null; payment_receipt_file_id: string | null } | null;
  timeline: TimelineEvent[];
  allowed_actions: LoanAction[];
  version: number;
  /** While the loan repays (answered by the server for an active loan only). */
  virtual_account?: VirtualAccount | null;
  /** Why an inactive loan is inactive (`paid_off`, `deactivated`, `written_off`, `settled_early`: issue 44). */
  inactive_reason?: Schemas['InactiveReason'] | null;
  /** The effective date of the last approved restructuring (issue 44), and how many it had (0: never). */
  restructured_on?: string | null;
  restructure_count?: number;
}

/** Anything carrying the caller's allowed actions. */
export interface WithActions {
  allowed_actions: readonly string[];
}

// ---- Approval ------------------------------------------------------------------------------

/** `GET /api/v1/loan-approvals` item. */
export interface ApprovalRow extends WithActions {
  loan_id: string;
  borrower_id: string;
  full_name: string;
  program_id: string | null;
  partner_id: string | null;
  motorcycle_type_id: string | null;
  approval_status: ApprovalStatus | null;
  lender_id: string | null;
  lender_name: string | null;
  allocated_at: string | null;
  decided_at: string | null;
  principal: number | null;
  /** The terms' number of installments, how often they fall due and rupiah each. */
  tenor?: number | null;
  frequency?: Frequency | null;
  installment_amount?: number | null;
  /** The borrower's average monthly income, rupiah. */
  average_monthly_income?: number | null;
  verified_at: string;
}

/** A count and its rupiah amount. */
export interface CountAmount {
  count: number;
  amount: number;
}

/** `GET /api/v1/loan-approvals/summary`. */
export interface ApprovalSummary {
  pending: number;
  approved: number;
  rejected: number;
  unallocated: number;
  lenders: {
    lender_id: string;
    name: string;
    pending: CountAmount;
    approved: CountAmount;
    rejected: CountAmount;
  }[];
}

/** `POST /api/v1/loan-approvals/allocate` data. */
export interface Allocated {
  allocated: string[];
  lender_name: string;
}

// ---- KYC -----------------------------------------------------------------------------------

/** `GET /api/v1/kyc` item. */
export interface KycRow extends WithActions {
  loan_id: string;
  full_name: string;
  program_id: string | null;
  lender_id: string | null;
  lender_name: string | null;
  kyc_status: KycStatus;
  ol_status: OlStatus | null;
  scheduled_at: string | null;
  method: KycMethod | null;
  location: string | null;
  note: string | null;
  approved_at: string | null;
  kyc_decided_at: string | null;
}

/** `GET /api/v1/kyc/summary`. */
export type KycSummary = Record<KycStatus, number>;

// ---- Contract ------------------------------------------------------------------------------

/** `GET /api/v1/loan-contracts` item. */
export interface ContractRow extends WithActions {
  loan_id: string;
  full_name: string;
  lender_name: string | null;
  payment_status: PaymentStatus | null;
  first_payment_due: string | null;
  first_payment_amount: number | null;
  contract_status: ContractStatus | null;
  ol_status: OlStatus | null;
  pending_proofs: number;
  possible_duplicate: boolean;
  contract_file_id: string | null;
  kyc_approved_at: string | null;
}

/** `GET /api/v1/loan-contracts/summary`. */
export interface ContractSummary {
  payment_scheduled: number;
  paid: number;
  schedule_expired: number;
  contract_processing: number;
  contract_verified: number;
  proofs_pending: number;
}

/** One payment proof (`GET /api/v1/loans/{loan_id}/payment-proofs`). */
export interface PaymentProof {
  proof_id: string;
  file_id: string;
  reference: string;
  amount: number;
  paid_date: string;
  status: ProofStatus;
  /** Other loans in the caller's scope whose proof had the same file bytes or transfer reference. */
  possible_duplicate_of: string[];
  /** A loan out of the caller's scope (another funder's) shares them too; never named (issue 40 item 4). */
  duplicate_elsewhere: boolean;
  reason: string | null;
  created_at: string;
  created_by_name: string | null;
  decided_at: string | null;
  decided_by_name: string | null;
  /** The loan's first payment as it stands now (rupiah): what is due, received so far, still open. */
  first_payment_amount_due: number;
  first_payment_amount_received: number;
  first_payment_amount_remaining: number;
  /** Whether this proof's `amount` is at least what remains: accepting it makes the first payment paid. */
  covers_remaining: boolean;
}

/** A proof of the verification queue (`GET /api/v1/payment-proofs`). */
export interface QueuedProof extends PaymentProof, WithActions {
  loan_id: string;
  full_name: string;
}

/** `POST /api/v1/loans/{loan_id}/payment-proofs` data. */
export interface ProofUploaded {
  proof_id: string;
  possible_duplicate_of: string[];
}

/** File kinds of the later stages for `POST /api/v1/files`. */
export type LoanFileKind = Extract<Schemas['FileKind'], 'payment_proof' | 'bank_statement' | 'payment_receipt' | 'contract'>;
