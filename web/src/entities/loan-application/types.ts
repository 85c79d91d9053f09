/**
 * Shapes of the loan application API (DESIGN §3; the server's `areas/loan_applications`). Shared
 * by the list/detail feature and the application form feature. Money is integer rupiah; times
 * are RFC 3339 strings; dates `YYYY-MM-DD`.
 */

import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

export type ApplicationStatus = Schemas['ApplicationStatus'];
/** What the list shows: the status, or `kyc_scheduled` for an unverified application saved from the e-KYC step. */
export type DisplayStatus = Schemas['DisplayStatus'];
export type LeadStatus = Schemas['LeadStatus'];
export type StepName = 'basic-info' | 'address' | 'ekyc-invitation' | 'documents' | 'financial';
export const STEPS: StepName[] = ['basic-info', 'address', 'ekyc-invitation', 'documents', 'financial'];
/**
 * The list's status filter, as the status column and the counts show it: `draft` leaves out
 * unqualified leads, `unverified` includes "KYC Scheduled", `unqualified` are leads out of the
 * pipeline.
 */
export type ListStatus = 'draft' | 'unverified' | 'kyc_scheduled' | 'verified' | 'unqualified';

/**
 * What the caller may do with a loan now, as the server answers it in `allowed_actions`
 * (issue 7): computed from the loan's state and the caller's level, so screens show buttons from
 * this list and never re-derive the rules. `edit`: the steps may be changed ("continue
 * registration"); the others name the action of the same name.
 */
export type LoanAction = Schemas['Action'];

export type Gender = Schemas['Gender'];
export type MaritalStatus = Schemas['MaritalStatus'];
export type Relation = Schemas['Relation'];

export interface Named {
  id: string;
  name: string;
}

/** `GET /api/v1/loan-applications` item. */
export interface ApplicationRow {
  /** Loan ID (`LN-0000042`), also the identifier in URLs. */
  loan_id: string;
  borrower_id: string;
  full_name: string;
  email: string;
  program: Named | null;
  partner: Named | null;
  pic: Named | null;
  status: ApplicationStatus;
  display_status: DisplayStatus;
  lead_status: LeadStatus;
  kyc_scheduled_at: string | null;
  approval_status: string | null;
  average_monthly_income: number | null;
  sales_name: string | null;
  registered_at: string;
  updated_at: string;
  /** Send back as `version` on changes; a stale one answers 409. */
  version: number;
  /** The steps not stored valid, in order: what is left to fill (`basic-info` after a partner change). */
  missing_steps: StepName[];
  /** The actions the caller may take on this loan now (server-computed). */
  allowed_actions: LoanAction[];
}

export interface ApplicationPage {
  items: ApplicationRow[];
  next_cursor: string | null;
  total: number;
}

/** `GET /api/v1/loan-applications/summary`. */
export interface ApplicationSummary {
  total: number;
  last_7_days: number;
  /** Drafts whose lead is open (new or qualified). */
  draft: number;
  unverified: number;
  verified: number;
  /** Unqualified leads, apart from the drafts. */
  unqualified: number;
}

/** Query of the list. */
export interface ApplicationListQuery {
  q?: string;
  program_id?: string;
  partner_id?: string;
  status?: ListStatus;
  pic_id?: string;
  lead_status?: LeadStatus;
  sort?: 'newest' | 'oldest';
  limit?: number;
  cursor?: string;
}

export interface EmergencyContact {
  name: string;
  phone: string;
  relation: Relation;
}

/** The basic-info step as stored (the fields of `PUT …/basic-info` and of `POST /api/v1/borrowers` without passwords). */
export interface BasicInfo {
  full_name: string;
  gender: Gender;
  birth_place: string;
  birth_date: string;
  marital_status: MaritalStatus;
  mother_name: string;
  spouse_name: string | null;
  emergency_contact: EmergencyContact;
  email: string;
  /** Normalised `+628…`. */
  phone: string;
  program_id: string;
  dealer_id: string;
  partner_id: string;
  motorcycle_type_id: string;
  sales_name: string | null;
}

export interface AddressInput {
  address: string;
  postcode: string;
  province_code: string;
  city_code: string;
  district_code: string;
  sub_district_code: string;
}

/** As stored, with region names added by the server. */
export interface AddressView extends AddressInput {
  province_name: string | null;
  city_name: string | null;
  district_name: string | null;
  sub_district_name: string | null;
}

export interface AddressStep {
  residential: AddressView;
  residential_same_as_ktp: boolean;
  ktp: AddressView | null;
}

export type KycMethod = Schemas['KycMethod'];

export interface KycSchedule {
  scheduled_at: string;
  method: KycMethod;
  /** The call's link or the meeting place (absent before issue 45). */
  location?: string | null;
  note: string | null;
}

export interface DocumentsStep {
  ktp_number: string | null;
  ktp_photo_file_id: string | null;
  selfie_file_id: string | null;
  kk_number: string | null;
  kk_photo_file_id: string | null;
  sim_number: string | null;
  sim_photo_file_id: string | null;
  domicile_letter_file_id: string | null;
  ride_hailing_profile_file_id: string | null;
  rto_form_file_id: string | null;
  spouse_ktp_number: string | null;
  spouse_ktp_photo_file_id: string | null;
}

/**
 * How the NIK differs from the stated birth date and gender (issue 41 item 8): answered with
 * 422 `nik_mismatch_unconfirmed` (`data.nik_mismatch`) until the staff member confirms it.
 */
export interface NikMismatch {
  /** The birth date digits 7–12 encode (`YYYY-MM-DD`). */
  nik_birth_date: string;
  nik_gender: Gender;
  /** The stated birth date (`YYYY-MM-DD`). */
  birth_date: string;
  gender: Gender;
  birth_date_differs: boolean;
  gender_differs: boolean;
}

/** A NIK mismatch kept on the application, with who confirmed it and when. */
export interface ConfirmedNikMismatch extends NikMismatch {
  confirmed_by: Named | null;
  confirmed_at: string | null;
}

export type RideHailingApp = Schemas['RideHailingApp'];

export interface MonthlyIncome {
  month: number;
  year: number;
  amount: number;
}

export interface FinancialStep {
  ride_hailing_app: RideHailingApp;
  service_months: number;
  monthly_incomes: MonthlyIncome[];
  income_history_file_id: string;
  family_income: { amount: number; proof_file_id: string } | null;
  /** Computed by the server: sum ÷ months, rounded down (rupiah). */
  average_monthly_income: number;
  /** Average ÷ 30, rounded down (rupiah). */
  income_per_day: number;
}

export interface FileInfo {
  file_id: string;
  kind: string;
  content_type: string;
  size: number;
  /** The name it was uploaded with, when it had one. */
  original_name?: string | null;
}

/** `GET /api/v1/loan-applications/{loan_id}`; also the answer of every step PUT and action. */
export interface ApplicationDetail extends ApplicationRow {
  customer_id: string;
  phone: string;
  dealer: Named | null;
  motorcycle_type: Named | null;
  basic_info: BasicInfo;
  address: AddressStep | null;
  ekyc_invitation: { kyc_schedule: KycSchedule } | null;
  documents: DocumentsStep | null;
  financial: FinancialStep | null;
  /** Which steps are stored valid. */
  steps: Record<StepName, boolean>;
  files: FileInfo[];
  submitted_at: string | null;
  verified_at: string | null;
  verified_by: Named | null;
  deleted_at: string | null;
  delete_reason: string | null;
  /** The NIK mismatch confirmed at the documents step, shown at verification (null: none). */
  nik_mismatch?: ConfirmedNikMismatch | null;
}

/** File kinds of `POST /api/v1/files` (DESIGN §3). */
export type FileKind = Extract<
  Schemas['FileKind'],
  | 'ktp_photo'
  | 'selfie'
  | 'kk_photo'
  | 'sim_photo'
  | 'spouse_ktp_photo'
  | 'ride_hailing_profile'
  | 'rto_form'
  | 'domicile_letter'
  | 'income_history'
  | 'family_income_proof'
>;
