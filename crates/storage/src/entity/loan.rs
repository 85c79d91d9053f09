//! A loan: one record through every pipeline stage (DESIGN §5), from lead to repayment: each
//! stage's status column (the `domain::pipeline` enums as [`Stored`] text, written only by
//! `repo::loans::write::loan_row`; a row holding a name its enum does not know fails to load
//! with `DbErr::Type`), the application's step payloads as JSON (validated by
//! `domain` before they are stored), the allocation, the terms copied at approval, the first
//! payment, and the repayment standing the daily job keeps (days past due, bucket, outstanding).
use domain::pipeline::{
    ActiveStatus, ApplicationStatus, ApprovalStatus, ContractStatus, KycStatus, LeadStatus, OfferingLetterStatus, PaymentStatus,
};
use sea_orm::entity::prelude::*;

use super::Stored;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loans")]
pub struct Model {
    /// UUIDv7: time-ordered, so it is also the keyset of the lists.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// Loan ID shown to staff and used in URLs, e.g. `LN-2611-000042`.
    pub loan_code: String,
    pub borrower_id: Uuid,
    /// The borrower's name, lower-cased, for the list search.
    pub full_name_lower: String,
    /// The borrower's name as written, for the list.
    pub full_name: String,
    /// The borrower's e-mail, for the list search.
    pub email: String,
    /// Search text: each folded word of the name after a space (`repo::loans::search`).
    pub search_name: String,
    /// Search text: the e-mail, folded.
    pub search_email: String,
    /// Search text: the loan ID and customer ID, folded.
    pub search_ids: String,
    /// Search text: the phone's digits (`62…` and `0…`).
    pub search_phone: String,
    pub program_id: Uuid,
    pub dealer_id: Uuid,
    pub partner_id: Uuid,
    pub motorcycle_type_id: Uuid,
    pub sales_name: Option<String>,
    /// The staff member in charge.
    pub pic_id: Option<Uuid>,
    /// `new`, `qualified`, `unqualified`.
    pub lead_status: Stored<LeadStatus>,
    /// `draft`, `unverified`, `verified`.
    pub status: Stored<ApplicationStatus>,
    /// Saved from the e-KYC invitation step with a schedule: the list shows "KYC Scheduled".
    pub kyc_scheduled: bool,
    /// Bit i set when step i (basic info, address, e-KYC, documents, financial) is stored valid.
    pub steps_done: i32,
    pub address: Option<Json>,
    pub kyc_scheduled_at: Option<DateTimeWithTimeZone>,
    pub kyc_method: Option<String>,
    pub kyc_note: Option<String>,
    pub documents: Option<Json>,
    pub financial: Option<Json>,
    /// Rupiah, computed from the financial step.
    pub average_monthly_income: Option<i64>,
    pub income_per_day: Option<i64>,
    /// `pending` once verified (the approval stage).
    pub approval_status: Option<Stored<ApprovalStatus>>,
    /// The lender the loan is allocated to: its staff see the loan (DESIGN §4).
    pub lender_id: Option<Uuid>,
    /// The funding source of the loan's current allocation (issue 14): its staff see the loan.
    pub funding_source_id: Option<Uuid>,
    /// `domain::terms::Terms` as JSON, fixed at verification (issue 9 item 1).
    pub terms: Option<Json>,
    /// Rupiah: the terms' principal, for the lists and the per-lender totals.
    pub principal: Option<i64>,
    pub allocated_at: Option<DateTimeUtc>,
    /// When the current allocation was approved or rejected.
    pub approval_decided_at: Option<DateTimeUtc>,
    /// `domain::pipeline::KycStatus`, once approved.
    pub kyc_status: Option<Stored<KycStatus>>,
    /// The KYC meeting's link (video call) or place (in person).
    pub kyc_location: Option<String>,
    pub kyc_decided_at: Option<DateTimeUtc>,
    pub kyc_reject_reason: Option<String>,
    /// `domain::pipeline::OfferingLetterStatus`, once approved.
    pub ol_status: Option<Stored<OfferingLetterStatus>>,
    pub ol_downloaded_at: Option<DateTimeUtc>,
    /// `domain::pipeline::PaymentStatus`, once KYC is approved.
    pub payment_status: Option<Stored<PaymentStatus>>,
    /// Asia/Jakarta date the first payment is due.
    pub first_payment_due: Option<Date>,
    /// Rupiah.
    pub first_payment_amount: Option<i64>,
    /// Rupiah of the first payment received: the accepted proofs' sum (issue 41 item 1,
    /// migration m0037). Paid once it reaches `first_payment_amount`.
    pub first_payment_received: i64,
    pub paid_at: Option<DateTimeUtc>,
    /// `domain::pipeline::ContractStatus`, once KYC is approved.
    pub contract_status: Option<Stored<ContractStatus>>,
    pub contract_file_id: Option<Uuid>,
    pub contract_uploaded_at: Option<DateTimeUtc>,
    pub contract_verified_at: Option<DateTimeUtc>,
    pub contract_reject_reason: Option<String>,
    pub bank_statement_file_id: Option<Uuid>,
    pub payment_receipt_file_id: Option<Uuid>,
    /// `domain::pipeline::ActiveStatus`, once the contract stage is complete.
    pub active_status: Option<Stored<ActiveStatus>>,
    pub pending_activation_at: Option<DateTimeUtc>,
    /// The handover date: the schedule's start (Asia/Jakarta).
    pub activated_on: Option<Date>,
    /// The DPD band of the days past due (`domain::reports::late_band`: 0 not past due, 1–4),
    /// as it changes only at a band's edge (migration m0023); the days past due themselves are
    /// in `loan_standing` (m0033).
    pub dpd_band: i16,
    /// The loan-quality bucket of the days past due (`domain::repayment::QualityBuckets`).
    pub bucket: Option<String>,
    /// Rupiah unpaid over every installment: principal and interest.
    pub outstanding: i64,
    /// The principal part of `outstanding` (issue 41 item 3, migration m0036).
    pub outstanding_principal: i64,
    /// Rupiah unpaid on installments past their due date.
    pub amount_overdue: i64,
    /// Rupiah paid beyond the last installment.
    pub credit: i64,
    pub installments_total: i32,
    pub installments_left: i32,
    /// A hold holds now.
    pub hold_billing: bool,
    pub inactive_reason: Option<Stored<domain::repayment::InactiveReason>>,
    pub inactive_note: Option<String>,
    pub inactive_at: Option<DateTimeUtc>,
    /// The effective date of its last approved restructuring (issue 44 item 2, m0049).
    pub restructured_on: Option<Date>,
    /// Restructurings approved.
    pub restructure_count: i32,
    /// The Asia/Jakarta day from which the motorcycle's ownership papers (BPKB) are due back to
    /// the borrower: the day the loan was settled early or paid off (issue 44 item 1, m0048).
    pub bpkb_release_due_on: Option<Date>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub submitted_at: Option<DateTimeUtc>,
    pub verified_at: Option<DateTimeUtc>,
    pub verified_by: Option<Uuid>,
    pub deleted_at: Option<DateTimeUtc>,
    pub deleted_by: Option<Uuid>,
    pub delete_reason: Option<String>,
    pub created_by: Option<Uuid>,
    pub version: i32,
    /// What the NIK encodes differently from the stated birth date or gender
    /// (`domain::nik::NikMismatch` as JSON), confirmed by staff (issue 41 item 8, m0041).
    pub nik_mismatch: Option<Json>,
    pub nik_mismatch_confirmed_by: Option<Uuid>,
    pub nik_mismatch_confirmed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// The columns a list row shows: everything but the step payloads.
#[derive(Clone, Debug, PartialEq, sea_orm::DerivePartialModel)]
#[sea_orm(entity = "Entity")]
pub struct ListItem {
    pub id: Uuid,
    pub loan_code: String,
    pub borrower_id: Uuid,
    pub full_name: String,
    pub email: String,
    pub program_id: Uuid,
    pub partner_id: Uuid,
    pub pic_id: Option<Uuid>,
    pub lead_status: Stored<LeadStatus>,
    pub status: Stored<ApplicationStatus>,
    pub kyc_scheduled: bool,
    pub kyc_scheduled_at: Option<DateTimeWithTimeZone>,
    pub steps_done: i32,
    pub approval_status: Option<Stored<ApprovalStatus>>,
    pub average_monthly_income: Option<i64>,
    pub sales_name: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub version: i32,
    pub lender_id: Option<Uuid>,
    pub kyc_status: Option<Stored<KycStatus>>,
    pub ol_status: Option<Stored<OfferingLetterStatus>>,
    pub payment_status: Option<Stored<PaymentStatus>>,
    pub contract_status: Option<Stored<ContractStatus>>,
    pub contract_file_id: Option<Uuid>,
    pub active_status: Option<Stored<ActiveStatus>>,
}

impl From<&Model> for ListItem {
    fn from(m: &Model) -> Self {
        ListItem {
            id: m.id,
            loan_code: m.loan_code.clone(),
            borrower_id: m.borrower_id,
            full_name: m.full_name.clone(),
            email: m.email.clone(),
            program_id: m.program_id,
            partner_id: m.partner_id,
            pic_id: m.pic_id,
            lead_status: m.lead_status,
            status: m.status,
            kyc_scheduled: m.kyc_scheduled,
            kyc_scheduled_at: m.kyc_scheduled_at,
            steps_done: m.steps_done,
            approval_status: m.approval_status,
            average_monthly_income: m.average_monthly_income,
            sales_name: m.sales_name.clone(),
            created_at: m.created_at,
            updated_at: m.updated_at,
            version: m.version,
            lender_id: m.lender_id,
            kyc_status: m.kyc_status,
            ol_status: m.ol_status,
            payment_status: m.payment_status,
            contract_status: m.contract_status,
            contract_file_id: m.contract_file_id,
            active_status: m.active_status,
        }
    }
}
