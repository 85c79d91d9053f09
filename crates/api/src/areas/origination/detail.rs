//! `GET /api/v1/loans/{loan_id}`: the whole loan (DESIGN §3 "Loan") — every status, the terms,
//! the allocation history, KYC, first payment, contract, offering letter and the timeline of
//! every transition (who, when, what).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, FixedOffset, NaiveDate, Utc};
use domain::pipeline::{
    ActiveStatus, AllocationStatus, ApplicationStatus, ApprovalStatus, ContractStatus, KycStatus, LeadStatus,
    OfferingLetterStatus, PaymentStatus,
};
use serde::Serialize;
use storage::{
    Db,
    entity::{decode, loan},
    repo::loans,
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::loans::view::{Names, TermsView, actions_of, terms_of};
use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::ApiPath,
    loans as load,
    state::AppState,
};

/// The most timeline entries answered (a loan has a few dozen).
const TIMELINE_MAX: u64 = 500;

/// One allocation of the loan to a lender.
#[derive(Debug, Serialize, ToSchema)]
pub struct AllocationView {
    pub lender_id: Uuid,
    pub lender_name: Option<String>,
    pub status: AllocationStatus,
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
    /// Rupiah: the amount due (as `amount_due`, kept for earlier callers).
    pub amount: Option<i64>,
    /// Rupiah due, received (accepted proofs) and still to receive (issue 41 item 1).
    pub amount_due: i64,
    pub amount_received: i64,
    pub amount_remaining: i64,
    /// `None` before the contract stage.
    pub status: Option<PaymentStatus>,
    pub paid_at: Option<DateTime<Utc>>,
}

/// The contract document.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractView {
    pub file_id: Option<Uuid>,
    /// `None` before the contract stage.
    pub status: Option<ContractStatus>,
    pub uploaded_at: Option<DateTime<Utc>>,
    pub verified_at: Option<DateTime<Utc>>,
    pub reject_reason: Option<String>,
}

/// The offering letter.
#[derive(Debug, Serialize, ToSchema)]
pub struct OfferingLetterView {
    /// `None` before the lender approved the loan.
    pub status: Option<OfferingLetterStatus>,
    pub downloaded_at: Option<DateTime<Utc>>,
}

/// The contract stage's other documents.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractDocumentsView {
    pub bank_statement_file_id: Option<Uuid>,
    pub payment_receipt_file_id: Option<Uuid>,
}

/// One transition of the loan, with what its sentence names (issue 45 item 2).
#[derive(Debug, Serialize, ToSchema)]
pub struct TimelineEntry {
    pub at: DateTime<Utc>,
    /// The staff member's name; `None` when no staff member made it (`actor_kind` says who).
    pub actor: Option<String>,
    pub actor_kind: storage::repo::audit::ActorKind,
    /// The event, e.g. `loan.approve`, `loan_application.verify` (every name is a
    /// [`domain::pipeline::LoanEvent`]).
    #[schema(value_type = domain::pipeline::LoanEvent)]
    pub action: String,
    /// The document the event was about (an uploaded or verified file), when it names one.
    pub document: Option<storage::repo::audit::DocumentRef>,
    /// The statuses before (changed ones only).
    #[schema(value_type = Option<Object>)]
    pub from: Option<serde_json::Value>,
    /// The statuses after.
    #[schema(value_type = Option<Object>)]
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
    /// `lead`, `application`, `approval`, `kyc`, `contract`, `active`, `closed`; `moved` for a
    /// lender's staff when the loan moved to another funder after their lender had it (issue 40
    /// item 4: then only the application, their own allocations and the timeline up to the move
    /// are filled in).
    pub stage: domain::pipeline::ShownStage,
    pub lead_status: LeadStatus,
    pub application_status: ApplicationStatus,
    /// Each later stage's status is `None` until the loan reached that stage (and for a `moved`
    /// loan).
    pub approval_status: Option<ApprovalStatus>,
    pub kyc_status: Option<KycStatus>,
    pub ol_status: Option<OfferingLetterStatus>,
    pub payment_status: Option<PaymentStatus>,
    pub contract_status: Option<ContractStatus>,
    pub active_status: Option<ActiveStatus>,
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
    /// The account the borrower pays installments into, once the loan is active (issue 43 item
    /// 5): a payment into it posts by itself.
    pub virtual_account: Option<crate::loans::view::VirtualAccountView>,
    pub timeline: Vec<TimelineEntry>,
    /// What the caller may do with the loan now (empty for a `moved` loan).
    pub allowed_actions: Vec<domain::pipeline::Action>,
    pub verified_at: Option<DateTime<Utc>>,
    pub pending_activation_at: Option<DateTime<Utc>>,
    /// Why the loan is inactive (`paid_off`, `settled_early`, `deactivated`, `written_off`).
    pub inactive_reason: Option<domain::repayment::InactiveReason>,
    /// The Asia/Jakarta day from which the motorcycle's ownership papers (BPKB) are due back to
    /// the borrower: set when the loan is paid off or settled early (issue 44 item 1).
    pub bpkb_release_due_on: Option<NaiveDate>,
    /// The effective date of the loan's last approved restructuring (issue 44 item 2), and how
    /// many it had: the regulator's reports flag restructured loans.
    pub restructured_on: Option<NaiveDate>,
    pub restructure_count: i32,
    pub version: i32,
}

/// The allocation history and the timeline of the loan `loan_id` as `staff` sees them (the
/// repository filters both through the caller's scope: issue 40 item 4), with the names they
/// refer to.
async fn history(db: &Db, staff: &Staff, loan_id: Uuid) -> ApiResult<(Vec<AllocationView>, Vec<TimelineEntry>, Names)> {
    let scope = staff.loan_scope();
    let allocations = loans::allocations::history(db, scope, loan_id).await?;
    let events = loans::timeline(db, scope, loan_id, TIMELINE_MAX).await?;
    let mut users: Vec<Uuid> = allocations.iter().flat_map(|a| [a.allocated_by, a.decided_by]).flatten().collect();
    users.extend(events.iter().filter_map(|e| e.actor_id));
    let names = Names::load(db, &users).await?;
    let files: Vec<Uuid> = events.iter().filter_map(storage::repo::audit::file_of).collect();
    let labels = storage::repo::audit::Labels::load(db, &[], &files).await?;
    let allocations = allocations
        .into_iter()
        .map(|a| -> ApiResult<AllocationView> {
            Ok(AllocationView {
                lender_name: names.lender(Some(a.lender_id)),
                allocated_by_name: names.user(a.allocated_by),
                decided_by_name: names.user(a.decided_by),
                lender_id: a.lender_id,
                status: decode("loan_allocations.status", &a.status)?,
                amount: a.amount,
                allocated_at: a.allocated_at,
                decided_at: a.decided_at,
                note: a.note,
                reason: a.reason,
            })
        })
        .collect::<ApiResult<_>>()?;
    let timeline = events
        .into_iter()
        .map(|e| TimelineEntry {
            at: e.at,
            actor: names.user(e.actor_id),
            actor_kind: storage::repo::audit::ActorKind::of(e.actor_id, e.request_id.as_deref()),
            document: labels.file(storage::repo::audit::file_of(&e)),
            action: e.action,
            from: e.before,
            to: e.after,
        })
        .collect();
    Ok((allocations, timeline, names))
}

/// The detail of `l` as `staff` sees it.
pub async fn view(app: &AppState, staff: &Staff, l: &loan::Model) -> ApiResult<LoanDetail> {
    let (allocations, timeline, names) = history(&app.db, staff, l.id).await?;
    let state = loans::state_of(l);
    Ok(LoanDetail {
        loan_id: l.loan_code.clone(),
        borrower_id: l.borrower_id,
        full_name: l.full_name.clone(),
        email: l.email.clone(),
        program_id: l.program_id,
        partner_id: l.partner_id,
        motorcycle_type_id: l.motorcycle_type_id,
        stage: state.stage().into(),
        lead_status: state.lead,
        application_status: state.application,
        approval_status: state.approval,
        kyc_status: state.kyc,
        ol_status: state.offering_letter,
        payment_status: state.payment,
        contract_status: state.contract,
        active_status: state.active,
        terms: terms_of(l).map(TermsView::from),
        lender_id: l.lender_id,
        lender_name: names.lender(l.lender_id),
        allocated_at: l.allocated_at,
        allocations,
        kyc: KycView {
            scheduled_at: l.kyc_scheduled_at,
            method: l.kyc_method.clone(),
            location: l.kyc_location.clone(),
            note: l.kyc_note.clone(),
            decided_at: l.kyc_decided_at,
            reject_reason: l.kyc_reject_reason.clone(),
        },
        first_payment: FirstPaymentView {
            due_date: l.first_payment_due,
            amount: l.first_payment_amount,
            amount_due: crate::loans::view::first_payment_due(l),
            amount_received: l.first_payment_received,
            amount_remaining: crate::loans::view::first_payment_remaining(l),
            status: state.payment,
            paid_at: l.paid_at,
        },
        contract: ContractView {
            file_id: l.contract_file_id,
            status: state.contract,
            uploaded_at: l.contract_uploaded_at,
            verified_at: l.contract_verified_at,
            reject_reason: l.contract_reject_reason.clone(),
        },
        offering_letter: OfferingLetterView { status: state.offering_letter, downloaded_at: l.ol_downloaded_at },
        documents: ContractDocumentsView {
            bank_statement_file_id: l.bank_statement_file_id,
            payment_receipt_file_id: l.payment_receipt_file_id,
        },
        virtual_account: crate::loans::view::virtual_account_of(&app.config, l),
        timeline,
        allowed_actions: actions_of(l, staff),
        verified_at: l.verified_at,
        pending_activation_at: l.pending_activation_at,
        inactive_reason: l.inactive_reason.map(storage::entity::Stored::get),
        bpkb_release_due_on: l.bpkb_release_due_on,
        restructured_on: l.restructured_on,
        restructure_count: l.restructure_count,
        version: l.version,
    })
}

/// The detail a lender's staff still see of a loan that moved to another funder (issue 40 item
/// 4): stage `moved`, the application as they decided on it (identity, program, terms, fixed
/// since verification), their own lender's allocations with their decision, and the timeline up
/// to the loan leaving them; no lender, status, date or document of the later stages, no
/// action, `version` 0 (nothing to change).
async fn moved_view(db: &Db, staff: &Staff, m: loans::allocations::MovedLoan) -> ApiResult<LoanDetail> {
    let (allocations, timeline, _) = history(db, staff, m.id).await?;
    let terms = m.terms.and_then(|v| serde_json::from_value::<domain::terms::Terms>(v).ok()).map(TermsView::from);
    Ok(LoanDetail {
        loan_id: m.loan_code,
        borrower_id: m.borrower_id,
        full_name: m.full_name,
        email: m.email,
        program_id: m.program_id,
        partner_id: m.partner_id,
        motorcycle_type_id: m.motorcycle_type_id,
        stage: domain::pipeline::ShownStage::Moved,
        lead_status: *m.lead_status,
        application_status: *m.status,
        approval_status: None,
        kyc_status: None,
        ol_status: None,
        payment_status: None,
        contract_status: None,
        active_status: None,
        terms,
        lender_id: None,
        lender_name: None,
        allocated_at: None,
        allocations,
        kyc: KycView { scheduled_at: None, method: None, location: None, note: None, decided_at: None, reject_reason: None },
        first_payment: FirstPaymentView {
            due_date: None,
            amount: None,
            amount_due: 0,
            amount_received: 0,
            amount_remaining: 0,
            status: None,
            paid_at: None,
        },
        contract: ContractView { file_id: None, status: None, uploaded_at: None, verified_at: None, reject_reason: None },
        offering_letter: OfferingLetterView { status: None, downloaded_at: None },
        documents: ContractDocumentsView { bank_statement_file_id: None, payment_receipt_file_id: None },
        virtual_account: None,
        timeline,
        allowed_actions: Vec::new(),
        verified_at: m.verified_at,
        pending_activation_at: None,
        inactive_reason: None,
        bpkb_release_due_on: None,
        restructured_on: None,
        restructure_count: 0,
        version: 0,
    })
}

/// `GET /api/v1/loans/{loan_id}`. A loan that moved to another funder after the caller's lender
/// had it answers its [`moved_view`] (stage `moved`). Errors: 404 when it does not exist or is
/// out of scope (and was never the caller's lender's).
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let read = crate::access_log::record;
    let detail = match load::load(&state, &staff, &loan_id).await {
        Ok(l) => {
            read(&state, &staff, l.borrower_id, Some(l.id), None, domain::retention::AccessAction::ViewDetail).await?;
            view(&state, &staff, &l).await?
        }
        Err(ApiError::NotFound) => {
            let m = load::load_moved(&state, &staff, &loan_id).await?;
            read(&state, &staff, m.borrower_id, Some(m.id), None, domain::retention::AccessAction::ViewDetail).await?;
            moved_view(&state.db, &staff, m).await?
        }
        Err(e) => return Err(e),
    };
    Ok(ok(detail).into_response())
}
