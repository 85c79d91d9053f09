//! `GET /api/v1/loans/{loan_id}`: the whole loan (DESIGN §3 "Loan") — every status, the terms,
//! the allocation history, KYC, first payment, contract, offering letter and the timeline of
//! every transition (who, when, what).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, FixedOffset, NaiveDate, Utc};
use serde::Serialize;
use storage::{
    Db,
    entity::loan,
    repo::{audit, loans},
};
use utoipa::ToSchema;
use uuid::Uuid;

use super::{Names, TermsView, actions_of, terms_of};
use crate::{auth::Staff, envelope::ok, error::ApiResult, extract::ApiPath, loans as load, state::AppState};

/// The most timeline entries answered (a loan has a few dozen).
const TIMELINE_MAX: u64 = 500;

/// One allocation of the loan to a lender.
#[derive(Debug, Serialize, ToSchema)]
pub struct AllocationView {
    pub lender_id: Uuid,
    pub lender_name: Option<String>,
    /// `pending`, `approved`, `rejected`, `withdrawn`.
    pub status: String,
    /// Rupiah: the principal when allocated.
    pub amount: i64,
    pub allocated_at: DateTime<Utc>,
    pub allocated_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    pub note: Option<String>,
    pub reason: Option<String>,
}

/// The KYC meeting.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycView {
    pub scheduled_at: Option<DateTime<FixedOffset>>,
    /// `video_call` or `in_person`.
    pub method: Option<String>,
    /// The call's link or the meeting place.
    pub location: Option<String>,
    pub note: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub reject_reason: Option<String>,
}

/// The first payment.
#[derive(Debug, Serialize, ToSchema)]
pub struct FirstPaymentView {
    /// Asia/Jakarta date.
    pub due_date: Option<NaiveDate>,
    /// Rupiah.
    pub amount: Option<i64>,
    pub paid_at: Option<DateTime<Utc>>,
}

/// The contract document.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractView {
    pub file_id: Option<Uuid>,
    pub status: Option<String>,
    pub uploaded_at: Option<DateTime<Utc>>,
    pub verified_at: Option<DateTime<Utc>>,
    pub reject_reason: Option<String>,
}

/// The offering letter.
#[derive(Debug, Serialize, ToSchema)]
pub struct OfferingLetterView {
    /// `ol_processing`, `ol_downloaded`, `not_needed`.
    pub status: Option<String>,
    pub downloaded_at: Option<DateTime<Utc>>,
}

/// The contract stage's other documents.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractDocumentsView {
    pub bank_statement_file_id: Option<Uuid>,
    pub payment_receipt_file_id: Option<Uuid>,
}

/// One transition of the loan.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimelineEntry {
    pub at: DateTime<Utc>,
    /// The staff member's name; `None` for the system (the daily job).
    pub actor: Option<String>,
    /// The event, e.g. `loan.approve`, `loan_application.verify`.
    pub action: String,
    /// The statuses before (changed ones only).
    #[schema(value_type = Object)]
    pub from: Option<serde_json::Value>,
    /// The statuses after.
    #[schema(value_type = Object)]
    pub to: Option<serde_json::Value>,
}

/// The whole loan (DESIGN §3 "Loan").
#[derive(Debug, Serialize, ToSchema)]
pub struct LoanDetail {
    pub loan_id: String,
    pub borrower_id: Uuid,
    pub full_name: String,
    pub email: String,
    pub program_id: Uuid,
    pub partner_id: Uuid,
    pub motorcycle_type_id: Uuid,
    /// `lead`, `application`, `approval`, `kyc`, `contract`, `active`, `closed`.
    pub stage: String,
    pub lead_status: String,
    pub application_status: String,
    pub approval_status: Option<String>,
    pub kyc_status: Option<String>,
    pub ol_status: Option<String>,
    pub payment_status: Option<String>,
    pub contract_status: Option<String>,
    pub active_status: Option<String>,
    pub terms: Option<TermsView>,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub allocated_at: Option<DateTime<Utc>>,
    pub allocations: Vec<AllocationView>,
    pub kyc: KycView,
    pub first_payment: FirstPaymentView,
    pub contract: ContractView,
    pub offering_letter: OfferingLetterView,
    pub documents: ContractDocumentsView,
    pub timeline: Vec<TimelineEntry>,
    #[schema(value_type = Vec<String>)]
    pub allowed_actions: Vec<domain::pipeline::Action>,
    pub verified_at: Option<DateTime<Utc>>,
    pub pending_activation_at: Option<DateTime<Utc>>,
    pub version: i32,
}

/// The detail of `l` as `staff` sees it.
pub async fn view(db: &Db, staff: &Staff, l: &loan::Model) -> ApiResult<LoanDetail> {
    let allocations = loans::allocations::history(db, l.id).await?;
    let events = audit::of_entity(db, "loan", &l.id.to_string(), TIMELINE_MAX).await?;
    let mut users: Vec<Uuid> = allocations.iter().flat_map(|a| [a.allocated_by, a.decided_by]).flatten().collect();
    users.extend(events.iter().filter_map(|e| e.actor_id));
    let names = Names::load(db, &users).await?;
    let state = loans::state_of(l);
    Ok(LoanDetail {
        loan_id: l.loan_code.clone(),
        borrower_id: l.borrower_id,
        full_name: l.full_name.clone(),
        email: l.email.clone(),
        program_id: l.program_id,
        partner_id: l.partner_id,
        motorcycle_type_id: l.motorcycle_type_id,
        stage: <&str>::from(state.stage()).to_owned(),
        lead_status: l.lead_status.clone(),
        application_status: l.status.clone(),
        approval_status: l.approval_status.clone(),
        kyc_status: l.kyc_status.clone(),
        ol_status: l.ol_status.clone(),
        payment_status: l.payment_status.clone(),
        contract_status: l.contract_status.clone(),
        active_status: l.active_status.clone(),
        terms: terms_of(l).map(TermsView::from),
        lender_id: l.lender_id,
        lender_name: names.lender(l.lender_id),
        allocated_at: l.allocated_at,
        allocations: allocations
            .into_iter()
            .map(|a| AllocationView {
                lender_name: names.lender(Some(a.lender_id)),
                allocated_by_name: names.user(a.allocated_by),
                decided_by_name: names.user(a.decided_by),
                lender_id: a.lender_id,
                status: a.status,
                amount: a.amount,
                allocated_at: a.allocated_at,
                decided_at: a.decided_at,
                note: a.note,
                reason: a.reason,
            })
            .collect(),
        kyc: KycView {
            scheduled_at: l.kyc_scheduled_at,
            method: l.kyc_method.clone(),
            location: l.kyc_location.clone(),
            note: l.kyc_note.clone(),
            decided_at: l.kyc_decided_at,
            reject_reason: l.kyc_reject_reason.clone(),
        },
        first_payment: FirstPaymentView { due_date: l.first_payment_due, amount: l.first_payment_amount, paid_at: l.paid_at },
        contract: ContractView {
            file_id: l.contract_file_id,
            status: l.contract_status.clone(),
            uploaded_at: l.contract_uploaded_at,
            verified_at: l.contract_verified_at,
            reject_reason: l.contract_reject_reason.clone(),
        },
        offering_letter: OfferingLetterView { status: l.ol_status.clone(), downloaded_at: l.ol_downloaded_at },
        documents: ContractDocumentsView {
            bank_statement_file_id: l.bank_statement_file_id,
            payment_receipt_file_id: l.payment_receipt_file_id,
        },
        timeline: events
            .into_iter()
            .map(|e| TimelineEntry { at: e.at, actor: names.user(e.actor_id), action: e.action, from: e.before, to: e.after })
            .collect(),
        allowed_actions: actions_of(l, staff),
        verified_at: l.verified_at,
        pending_activation_at: l.pending_activation_at,
        version: l.version,
    })
}

/// `GET /api/v1/loans/{loan_id}`. Errors: 404 when it does not exist or is out of scope.
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let read = crate::areas::borrower_data::record;
    read(&state, &staff, l.borrower_id, Some(l.id), None, storage::repo::access_log::action::VIEW_DETAIL).await?;
    Ok(ok(view(&state.db, &staff, &l).await?).into_response())
}
