//! Loan approval (spec §2 "Loan approval list", §4; DESIGN §3, §4): the list of verified loans
//! with their allocation, counts and per-lender totals, allocation of one or many loans to a
//! lender, and the lender's decision.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    lenders::{DrawDecision, DrawError, LenderStatus},
    pipeline::{AllocationStatus, ApprovalStatus, approval as rules},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, loan},
    repo::{
        lenders,
        loans::{self, AllocationPatch, AuditDetail, Change, LoanPatch, SourceDraw, stages::StageList},
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::detail;
use crate::{
    auth::Staff,
    envelope::{Envelope, ok},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    input::{optional_text, required_reason},
    loans as load,
    loans::view::{Names, actions_of},
    money::Amounts,
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// `GET /api/v1/loan-approvals` filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ApprovalQuery {
    #[param(inline)]
    pub status: Option<ApprovalStatus>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// Verified on or after this Asia/Jakarta date.
    pub from: Option<NaiveDate>,
    /// Verified on or before this Asia/Jakarta date.
    pub to: Option<NaiveDate>,
    /// `xlsx` for the download of the list as filtered (issue 41 item 9).
    pub format: Option<String>,
}

/// One row of the approval list.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApprovalRow {
    pub loan_id: String,
    pub borrower_id: Uuid,
    pub full_name: String,
    pub program_id: Uuid,
    pub partner_id: Uuid,
    pub motorcycle_type_id: Uuid,
    pub approval_status: Option<ApprovalStatus>,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub allocated_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
    /// Rupiah.
    pub principal: Option<i64>,
    /// Number of installments of the terms fixed at verification (what the funder decides on
    /// sits in the approval dialog: issue 45 item 9).
    pub tenor: Option<i64>,
    /// How often an installment falls due.
    pub frequency: Option<domain::terms::Frequency>,
    /// Rupiah per installment (the last one may differ by the rounding to Rp 100).
    pub installment_amount: Option<i64>,
    /// The borrower's average monthly income from the financial step, rupiah.
    pub average_monthly_income: Option<i64>,
    pub verified_at: Option<DateTime<Utc>>,
    /// What the caller may do with the loan now (`allocate`, `approve`, `reject`, …).
    pub allowed_actions: Vec<domain::pipeline::Action>,
    pub version: i32,
}

impl Listed for ApprovalRow {
    const PAGE: &str = "ApprovalPage";
}

/// `GET /api/v1/loan-approvals`: verified loans in scope, newest first by default.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<ApprovalQuery>,
) -> ApiResult<Response> {
    let mut f = crate::loans::stages::stage_filter(&staff, StageList::Approval, page);
    if let Some(s) = q.status {
        f = f.status(loan::Column::ApprovalStatus, "approval", s.as_str());
    }
    f.lender_id = q.lender_id;
    f.program_id = q.program_id;
    (f.from, f.to) = domain::calendar::day_bounds(q.from, q.to);
    let names = Names::load(&state.db, &[]).await?;
    if crate::xlsx::wanted(q.format.as_deref())? {
        let download = crate::xlsx::Download {
            sheet: "approvals",
            columns: &[
                "col_loan_id",
                "col_name",
                "col_lender",
                "col_approval_status",
                "col_principal",
                "col_verified_at",
                "col_allocated_at",
                "col_decided_at",
            ],
            action: "loan_approval.download",
            filename: format!("loan-approvals-{}.xlsx", domain::calendar::today()),
        };
        let items = |rows: &[loan::Model]| rows.iter().map(|l| row(l, &names, &staff)).collect::<Vec<_>>();
        return crate::loans::stages::stage_download(&state, &staff, f, download, items, |r| cells(r, staff.lang)).await;
    }
    let (rows, next_cursor, total) = loans::stages::list(&state.db, &f).await?;
    let items = rows.iter().map(|l| row(l, &names, &staff)).collect();
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// A row of the approval list as workbook cells: the status as its label, times as WIB
/// date-times, rupiah as numbers.
fn cells(r: &ApprovalRow, lang: domain::Lang) -> Vec<crate::xlsx::Cell> {
    use crate::xlsx::Cell;
    vec![
        Cell::from(r.loan_id.clone()),
        Cell::from(r.full_name.clone()),
        Cell::from(r.lender_name.clone()),
        Cell::label("approval_status_", r.approval_status, lang),
        r.principal.map_or(Cell::Text(String::new()), Cell::Money),
        Cell::Time(r.verified_at),
        Cell::Time(r.allocated_at),
        Cell::Time(r.decided_at),
    ]
}

fn row(l: &loan::Model, names: &Names, staff: &Staff) -> ApprovalRow {
    let terms = crate::loans::view::terms_of(l);
    ApprovalRow {
        loan_id: l.loan_code.clone(),
        borrower_id: l.borrower_id,
        full_name: l.full_name.clone(),
        program_id: l.program_id,
        partner_id: l.partner_id,
        motorcycle_type_id: l.motorcycle_type_id,
        approval_status: l.approval_status.map(Stored::get),
        lender_id: l.lender_id,
        lender_name: names.lender(l.lender_id),
        allocated_at: l.allocated_at,
        decided_at: l.approval_decided_at,
        principal: l.principal,
        tenor: terms.as_ref().map(|t| t.tenor),
        frequency: terms.as_ref().map(|t| t.frequency),
        installment_amount: terms.as_ref().map(|t| t.installment_amount),
        average_monthly_income: l.average_monthly_income,
        verified_at: l.verified_at,
        allowed_actions: actions_of(l, staff),
        version: l.version,
    }
}

/// One lender's allocations.
#[derive(Debug, Serialize, ToSchema)]
pub struct LenderTotals {
    pub lender_id: Uuid,
    pub name: String,
    pub pending: Amounts,
    pub approved: Amounts,
    pub rejected: Amounts,
}

/// `GET /api/v1/loan-approvals/summary` (issue 41 item 12: each figure says what it counts).
#[derive(Debug, Serialize, ToSchema)]
pub struct ApprovalSummary {
    /// Loans whose approval is pending now (the approval list's `total` with that status).
    pub pending: u64,
    /// Loans approved.
    pub approved: u64,
    /// Loans rejected and not allocated again.
    pub rejected: u64,
    /// Loans pending and not allocated to any lender yet.
    pub unallocated: u64,
    /// Allocations per lender, not loans: a loan rejected and allocated again counts for each
    /// lender (as `GET /api/v1/lenders/{id}/loans?status=`).
    pub lenders: Vec<LenderTotals>,
}

/// `GET /api/v1/loan-approvals/summary`: counts per approval status and, per lender (only
/// their own for a lender's staff), allocations pending, approved and rejected.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let keys: Vec<String> = ["pending", "approved", "rejected", "unallocated"].iter().map(|s| format!("approval:{s}")).collect();
    let n = loans::stages::summary(&state.db, staff.loan_scope(), &keys).await?;
    let get = |i: usize| n.get(i).copied().unwrap_or(0);
    let totals = loans::allocations::totals(&state.db, staff.loan_scope()).await?;
    let lenders = storage::repo::lenders::list(&state.db, staff.loan_scope(), None, None).await?;
    let lenders = lenders
        .into_iter()
        .map(|l| LenderTotals {
            pending: Amounts::of(&totals, l.id, AllocationStatus::Pending),
            approved: Amounts::of(&totals, l.id, AllocationStatus::Approved),
            rejected: Amounts::of(&totals, l.id, AllocationStatus::Rejected),
            lender_id: l.id,
            name: l.name,
        })
        .collect();
    Ok(ok(ApprovalSummary { pending: get(0), approved: get(1), rejected: get(2), unallocated: get(3), lenders }).into_response())
}

/// `POST /api/v1/loan-approvals/allocate` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AllocateBody {
    /// Loan IDs, 1–100.
    pub loan_ids: Vec<String>,
    pub lender_id: Uuid,
    /// The lender's funding source to draw on: required when the lender has any (issue 14).
    pub funding_source_id: Option<Uuid>,
    /// Level 21 only: allocate past the source's limit or outside its dates, for this reason
    /// (audited).
    pub override_reason: Option<String>,
}

/// What an allocation did.
#[derive(Debug, Serialize, ToSchema)]
pub struct Allocated {
    pub allocated: Vec<String>,
    pub lender_id: Uuid,
    pub lender_name: String,
}

/// `POST /api/v1/loan-approvals/allocate`: allocates the selected verified loans to a lender, all
/// or none; `msg` is "Loan allocated to {lender}". A loan still pending with another lender
/// moves (that allocation is withdrawn); a rejected loan is allocated again.
/// The selection's principal is drawn on the named funding source (issue 14): refused past the
/// source's limit or outside its dates unless level 21 gives `override_reason`; the draw is
/// checked again in the transaction, so two allocations at once cannot both take the last of
/// a limit.
/// Errors: 403 for a lender's staff; 404 an unknown loan; 422 `lender_invalid`,
/// `lender_inactive`, `funding_source_required`, `funding_source_invalid`,
/// `funding_source_limit_exceeded`, `funding_source_not_available`, `override_not_allowed`,
/// `override_reason_required`, `reason_too_long`; 409 `loan_not_verified`, `approval_decided`,
/// `conflict`.
pub async fn allocate(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<AllocateBody>,
) -> ApiResult<Response> {
    if staff.lender_id.is_some() {
        return Err(ApiError::Denied { field: None, code: "not_your_role" });
    }
    let lender = storage::repo::reference::lender(&state.db, body.lender_id)
        .await?
        .ok_or_else(|| ApiError::field("lender_id", "lender_invalid"))?;
    if lender.status != LenderStatus::Active.as_str() {
        return Err(ApiError::field("lender_id", "lender_inactive"));
    }
    let selected = load::load_selected(&state, &staff, &body.loan_ids).await?;
    let now = storage::repo::now();
    let source = source_draw(&state, &staff, &body, selected.iter().map(|l| l.principal.unwrap_or(0)).sum()).await?;
    let mut changes = Vec::with_capacity(selected.len());
    for l in selected {
        let transition = rules::allocate(&loans::state_of(&l), staff.viewer(), now)?;
        let amount = l.principal.unwrap_or(0);
        let before = serde_json::json!({ "lender_id": l.lender_id, "funding_source_id": l.funding_source_id });
        let allocation = AllocationPatch::Open { lender_id: lender.id, amount, source: source.clone() };
        let patch = LoanPatch { allocation: Some(allocation), ..Default::default() };
        let audit = AuditDetail {
            before: Some(before),
            after: Some(serde_json::json!({
                "lender_id": lender.id, "lender": lender.name,
                "funding_source_id": source.as_ref().map(|s| s.id),
                "override_reason": source.as_ref().and_then(|s| s.override_reason.clone()),
            })),
        };
        changes.push(Change { loan: l, transition, patch, audit });
    }
    let stored = load::commit(&state, &staff, changes).await?;
    let msg = domain::i18n::text("loan_allocated", lang).replace("{lender}", &lender.name);
    let data = Allocated {
        allocated: stored.into_iter().map(|l| l.loan_code).collect(),
        lender_id: lender.id,
        lender_name: lender.name,
    };
    Ok(Envelope { status: axum::http::StatusCode::OK, msg, data }.into_response())
}

/// The funding source an allocation of `amount` rupiah draws on, checked by
/// `domain::lenders::decide_draw` (one rule for the approval list and the lender screen).
async fn source_draw(state: &AppState, staff: &Staff, body: &AllocateBody, amount: i64) -> ApiResult<Option<SourceDraw>> {
    let Some(id) = body.funding_source_id else {
        if lenders::has_sources(&state.db, body.lender_id).await? {
            return Err(ApiError::field("funding_source_id", "funding_source_required"));
        }
        if body.override_reason.is_some() {
            return Err(ApiError::field("override_reason", "override_not_allowed"));
        }
        return Ok(None);
    };
    let source = lenders::find_source(&state.db, storage::repo::loans::Scope::All, body.lender_id, id)
        .await?
        .ok_or_else(|| ApiError::field("funding_source_id", "funding_source_invalid"))?;
    let day = domain::calendar::today();
    let is_admin = staff.level == domain::Level(21);
    let override_reason =
        match domain::lenders::decide_draw(&source.state()?, amount, day, is_admin, body.override_reason.as_deref()) {
            Ok(DrawDecision::Within) => None,
            Ok(DrawDecision::Overridden { reason, .. }) => Some(reason),
            Err(DrawError::Refused(r)) => return Err(ApiError::field("funding_source_id", r.code())),
            Err(DrawError::OverrideNotAllowed) => return Err(ApiError::field("override_reason", "override_not_allowed")),
            Err(DrawError::OverrideReason(code)) => return Err(ApiError::field("override_reason", code)),
        };
    Ok(Some(SourceDraw { id: source.id, override_reason, day }))
}

/// `POST /api/v1/loans/{loan_id}/approve` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct ApproveBody {
    pub note: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/reject` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectBody {
    pub reason: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/approve`: the lender's staff approve their pending allocation;
/// the loan enters KYC / offering letter. Errors: 403 `not_your_role` (not the lender's staff),
/// 404, 409 `allocation_not_pending` or stale, 422 `reason_too_long` on `note`.
pub async fn approve(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ApproveBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let mut errors = domain::ValidationErrors::new();
    let note = optional_text("note", body.note.as_deref(), &mut errors);
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
    let program = storage::repo::reference::by_id::<storage::entity::program::Entity>(&state.db, l.program_id).await?;
    let now = storage::repo::now();
    let input = rules::ApprovalInput {
        needs_offering_letter: program.is_none_or(|p| p.needs_offering_letter),
        has_future_kyc_meeting: l.kyc_scheduled_at.is_some_and(|at| at.with_timezone(&Utc) > now),
    };
    let transition = rules::approve(&loans::state_of(&l), staff.viewer(), input, now)?;
    let patch = LoanPatch {
        allocation: Some(AllocationPatch::Decide { approved: true, note: note.clone(), reason: None }),
        ..Default::default()
    };
    let audit = AuditDetail { before: None, after: note.map(|n| serde_json::json!({ "note": n })) };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(crate::envelope::ok_msg(lang, "loan_approved", detail::view(&state, &staff, &updated).await?).into_response())
}

/// `POST /api/v1/loans/{loan_id}/reject`: the lender's staff reject their pending allocation
/// with a reason; staff can allocate the loan to another lender. Errors: 403, 404, 409, 422
/// `reason_required` / `reason_too_long`.
pub async fn reject(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<RejectBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let reason = required_reason("reason", body.reason.as_deref())?;
    let transition = rules::reject(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let patch = LoanPatch {
        allocation: Some(AllocationPatch::Decide { approved: false, note: None, reason: Some(reason.clone()) }),
        ..Default::default()
    };
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({ "reason": reason })) };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(crate::envelope::ok_msg(lang, "loan_rejected", detail::view(&state, &staff, &updated).await?).into_response())
}
