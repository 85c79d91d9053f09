//! Late fees (denda; issue 43 item 1, DESIGN §3 "Late charges"): a loan's accrued, paid, waived
//! and open fees with its waivers, and the maker-checker waiver: one staff member asks for an
//! amount with a reason, another approves it (the fees are forgiven, oldest installment first,
//! through the loan's write path) or rejects it. The daily job accrues the fees
//! (`storage::repo::loans::late_fees::accrue`); payments pay them (`domain::repayment::allocate`).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use domain::{
    ValidationErrors,
    pipeline::{Action, active as rules},
    repayment::{MAX_PAYMENT, WaiverStatus, late_fee},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{late_fee_waiver, loan},
    repo::loans::{
        self, AuditDetail, Change, LoanPatch, RepaymentPatch,
        late_fees::{self, NewWaiver},
    },
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::loans::book::{Book, changed, standing_patch};
use crate::{
    auth::Staff,
    envelope::{created, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, CallerLang},
    loans as load,
    loans::view::Names,
    state::AppState,
};

/// A late-fee waiver as answered. Rupiah.
#[derive(Debug, Serialize, ToSchema)]
pub struct WaiverView {
    pub waiver_id: Uuid,
    pub loan_id: String,
    pub amount: i64,
    pub reason: String,
    pub status: WaiverStatus,
    pub requested_by_name: Option<String>,
    pub requested_at: DateTime<Utc>,
    pub decided_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decision_note: Option<String>,
    /// `waive_late_fee` while it waits for a decision the caller may take (not their own
    /// request).
    pub allowed_actions: Vec<Action>,
}

fn view(w: &late_fee_waiver::Model, l: &loan::Model, names: &Names, staff: &Staff) -> WaiverView {
    let decidable = *w.status == WaiverStatus::Requested
        && w.requested_by != Some(staff.user_id)
        && domain::pipeline::check(&loans::state_of(l), Action::WaiveLateFee, staff.viewer()).is_ok()
        && staff.viewer().may(Action::WaiveLateFee);
    WaiverView {
        waiver_id: w.id,
        loan_id: l.loan_code.clone(),
        amount: w.amount,
        reason: w.reason.clone(),
        status: *w.status,
        requested_by_name: names.user(w.requested_by),
        requested_at: w.requested_at,
        decided_by_name: names.user(w.decided_by),
        decided_at: w.decided_at,
        decision_note: w.decision_note.clone(),
        allowed_actions: if decidable { vec![Action::WaiveLateFee] } else { Vec::new() },
    }
}

async fn names_of(state: &AppState, waivers: &[late_fee_waiver::Model]) -> ApiResult<Names> {
    let users: Vec<Uuid> = waivers.iter().flat_map(|w| [w.requested_by, w.decided_by]).flatten().collect();
    Names::load(&state.db, &users).await
}

/// A loan's late fees: totals over its installments (rupiah) and its waivers, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct LateFeesView {
    pub accrued: i64,
    pub paid: i64,
    pub waived: i64,
    /// Accrued and neither paid nor waived.
    pub open: i64,
    /// Rupiah asked for in waivers still waiting for a decision.
    pub pending_waivers: i64,
    pub waivers: Vec<WaiverView>,
    /// `waive_late_fee` when the caller may ask for a waiver now (fees are open).
    pub allowed_actions: Vec<Action>,
}

/// `GET /api/v1/loans/{loan_id}/late-fees`: the loan's late fees and waivers. Errors: 404.
pub async fn of_loan(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    Ok(ok(late_fees_view(&state, &staff, &l).await?).into_response())
}

async fn late_fees_view(state: &AppState, staff: &Staff, l: &loan::Model) -> ApiResult<LateFeesView> {
    let book = Book::of(state, l).await?;
    let waivers = late_fees::waivers_of(&state.db, l.id).await?;
    let names = names_of(state, &waivers).await?;
    let sum = |f: fn(&domain::repayment::LateFee) -> i64| book.installments.iter().map(|i| f(&i.late_fee)).sum::<i64>();
    let open = late_fee::open_total(&book.installments);
    let may_ask = open > 0
        && domain::pipeline::check(&loans::state_of(l), Action::WaiveLateFee, staff.viewer()).is_ok()
        && staff.viewer().may(Action::WaiveLateFee);
    Ok(LateFeesView {
        accrued: sum(|f| f.accrued),
        paid: sum(|f| f.paid),
        waived: sum(|f| f.waived),
        open,
        pending_waivers: waivers.iter().filter(|w| *w.status == WaiverStatus::Requested).map(|w| w.amount).sum(),
        waivers: waivers.iter().map(|w| view(w, l, &names, staff)).collect(),
        allowed_actions: if may_ask { vec![Action::WaiveLateFee] } else { Vec::new() },
    })
}

/// `POST /api/v1/loans/{loan_id}/late-fee-waivers` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct WaiverBody {
    /// Rupiah, 1 to the fees open now.
    pub amount: Option<i64>,
    /// Why (up to 500 characters).
    pub reason: Option<String>,
}

/// `POST /api/v1/loans/{loan_id}/late-fee-waivers`: asks for `amount` rupiah of the loan's open
/// late fees to be waived; another staff member decides. Errors: 403 for a lender's staff, 404,
/// 409 `loan_not_active`; 422 `amount_invalid`, `waiver_exceeds_late_fees` (more than is open
/// now), `reason_required`, `reason_too_long`.
pub async fn request(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<WaiverBody>,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    domain::pipeline::check(&loans::state_of(&l), Action::WaiveLateFee, staff.viewer())?;
    let mut errors = ValidationErrors::new();
    let amount = body.amount.filter(|a| (1..=MAX_PAYMENT).contains(a));
    if amount.is_none() {
        errors.add("amount", "amount_invalid");
    }
    let before = errors.0.len();
    let reason = crate::input::optional_text("reason", body.reason.as_deref(), &mut errors);
    if reason.is_none() && errors.0.len() == before {
        errors.add("reason", "reason_required");
    }
    let (Some(amount), Some(reason), true) = (amount, reason, errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let book = Book::of(&state, &l).await?;
    if amount > late_fee::open_total(&book.installments) {
        return Err(ApiError::field("amount", "waiver_exceeds_late_fees"));
    }
    let w = late_fees::request(&state.db, &staff.actor(), &l, NewWaiver { amount, reason }, storage::repo::now()).await?;
    let names = names_of(&state, std::slice::from_ref(&w)).await?;
    let mut env = created(view(&w, &l, &names, &staff));
    env.msg = domain::i18n::text("late_fee_waiver_requested", lang).into();
    Ok(env.into_response())
}

/// The waiver `waiver_id` and its loan, in the caller's scope, still waiting for a decision the
/// caller may take. Errors: 403 `not_your_role`, `waiver_maker_checker`; 404; 409
/// `waiver_already_decided`, `loan_not_active`.
async fn decidable(state: &AppState, staff: &Staff, waiver_id: &str) -> ApiResult<(late_fee_waiver::Model, loan::Model)> {
    let id: Uuid = waiver_id.trim().parse().map_err(|_| ApiError::NotFound)?;
    let (w, l) = late_fees::find_waiver(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    domain::pipeline::check(&loans::state_of(&l), Action::WaiveLateFee, staff.viewer())?;
    if *w.status != WaiverStatus::Requested {
        return Err(ApiError::Conflict("waiver_already_decided"));
    }
    if w.requested_by == Some(staff.user_id) {
        return Err(ApiError::Denied { field: None, code: "waiver_maker_checker" });
    }
    Ok((w, l))
}

/// `POST /api/v1/late-fee-waivers/{waiver_id}/approve`: forgives the waiver's amount of the
/// loan's open late fees, the oldest installment's first (maker-checker: not by the staff member
/// who asked). A loan left owing nothing is paid off. Errors: 403 for a lender's staff or
/// `waiver_maker_checker`, 404 (another lender's waiver too), 409 `waiver_already_decided`,
/// `waiver_exceeds_late_fees` (paid meanwhile), `loan_not_active`, `conflict`.
pub async fn approve(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(waiver_id): ApiPath<String>,
) -> ApiResult<Response> {
    let (w, l) = decidable(&state, &staff, &waiver_id).await?;
    let book = Book::of(&state, &l).await?;
    let after = late_fee::waive(&book.installments, w.amount).ok_or(ApiError::Conflict("waiver_exceeds_late_fees"))?;
    let today = domain::calendar::today();
    let standing = book.standing(&after, &book.periods(), today);
    let transition = rules::waive_late_fee(
        &loans::state_of(&l),
        staff.viewer(),
        w.requested_by == Some(staff.user_id),
        standing.status,
        storage::repo::now(),
    )?;
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "late_fees_open": late_fee::open_total(&book.installments) })),
        after: Some(serde_json::json!({ "waiver_id": w.id, "amount": w.amount, "late_fees_open": standing.late_fees_open })),
    };
    let credit = l.credit;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Waive { id: w.id, installments: changed(&book.installments, &after) }),
        standing: Some(standing_patch(standing, credit, today)),
        ..Default::default()
    };
    if let Err(e) = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await {
        // Another decision won: say so plainly.
        let now = late_fees::find_waiver(&state.db, staff.loan_scope(), w.id).await?;
        if now.is_some_and(|(w, _)| *w.status != WaiverStatus::Requested) {
            return Err(ApiError::Conflict("waiver_already_decided"));
        }
        return Err(e);
    }
    decided(&state, &staff, lang, w.id, "late_fee_waiver_approved").await
}

/// `POST /api/v1/late-fee-waivers/{waiver_id}/reject` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectWaiverBody {
    /// Why (optional, up to 500 characters).
    pub note: Option<String>,
}

/// `POST /api/v1/late-fee-waivers/{waiver_id}/reject`: the fees stay owed (maker-checker as
/// approving). Errors: as approving; 422 `reason_too_long`.
pub async fn reject(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(waiver_id): ApiPath<String>,
    ApiJson(body): ApiJson<RejectWaiverBody>,
) -> ApiResult<Response> {
    let (w, _) = decidable(&state, &staff, &waiver_id).await?;
    let mut errors = ValidationErrors::new();
    let note = crate::input::optional_text("note", body.note.as_deref(), &mut errors);
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
    if !late_fees::reject(&state.db, &staff.actor(), &w, note, storage::repo::now()).await? {
        return Err(ApiError::Conflict("waiver_already_decided"));
    }
    decided(&state, &staff, lang, w.id, "late_fee_waiver_rejected").await
}

/// The waiver `id` as it stands after a decision, with the decision's message.
async fn decided(state: &AppState, staff: &Staff, lang: domain::i18n::Lang, id: Uuid, msg: &str) -> ApiResult<Response> {
    let (w, l) = late_fees::find_waiver(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    let names = names_of(state, std::slice::from_ref(&w)).await?;
    Ok(ok_msg(lang, msg, view(&w, &l, &names, staff)).into_response())
}
