//! Restructuring (issue 44 item 2, DESIGN §3 "Restructuring"): one back-office staff member
//! proposes a tenor extension or a reschedule of an active loan's unpaid part (effective date,
//! reason) and sees the new schedule beside the old; another approves it (the unpaid
//! installments are replaced through the loan's write path, paid ones never change, the loan is
//! flagged restructured with its date and count, the interest change is journalled, and the
//! DPD and bucket follow the new schedule) or rejects it. The schedule rules are
//! `domain::repayment::restructure`'s.
//!
//! DPD after restructuring follows the new schedule only (nothing due yet: 0); the regime's
//! rule that a restructured loan is not upgraded until it pays three installments on time is
//! not applied (the standing is computed in several places that do not know of it).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    pipeline::{Action, ActiveStatus, active as rules},
    repayment::{
        Installment, InstallmentStatus, Standing,
        restructure::{self as rs, Plan, Proposal, RestructureKind, RestructureStatus},
    },
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::{loan, restructure},
    repo::loans::{
        self, AuditDetail, Change, LoanPatch, RepaymentPatch,
        restructures::{self, NewRestructure},
    },
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::loans::book::{Book, parse_date, standing_patch};
use crate::{
    auth::Staff,
    envelope::{created_msg, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, CallerLang},
    loans as load,
    loans::view::{Names, terms_of},
    state::AppState,
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::LOAN_READERS;
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(
        Method::GET,
        "/api/v1/loans/{loan_id}/restructures",
        Access::AnyArea(LOAN_READERS),
        "The loan's restructuring proposals, newest first",
        of_loan,
    )
    .returns_list::<RestructureView>()
    .add_create(
        "/api/v1/loans/{loan_id}/restructures",
        Access::Area(A::RepaymentLate),
        "Propose a restructuring (another staff member decides)",
        propose,
    )
    .body::<RestructureBody>()
    .returns::<RestructureView>()
    .add(
        Method::POST,
        "/api/v1/restructures/{restructure_id}/approve",
        Access::Area(A::RepaymentLate),
        "Approve a restructuring (maker-checker): the unpaid installments are replaced",
        approve,
    )
    .returns::<RestructureApproved>()
    .add(
        Method::POST,
        "/api/v1/restructures/{restructure_id}/reject",
        Access::Area(A::RepaymentLate),
        "Reject a restructuring (maker-checker)",
        reject,
    )
    .body::<RejectRestructureBody>()
    .returns::<RestructureView>()
}

/// One installment of a schedule shown with a proposal. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct RestructureInstallment {
    pub number: i32,
    pub due_date: NaiveDate,
    pub amount_due: i64,
    /// The parts of `amount_due`; they add up to it.
    pub principal_part: i64,
    pub interest_part: i64,
    pub amount_paid: i64,
    /// Its late fee accrued and neither paid nor waived (stays on it: not rescheduled).
    pub late_fee_open: i64,
    pub status: InstallmentStatus,
}

fn rows_of(v: &serde_json::Value, today: NaiveDate) -> Vec<RestructureInstallment> {
    let rows: Vec<Installment> = serde_json::from_value(v.clone()).unwrap_or_default();
    rows.iter()
        .map(|i| RestructureInstallment {
            number: i.number,
            due_date: i.due_date,
            amount_due: i.amount_due,
            principal_part: i.principal_due,
            interest_part: i.interest_due(),
            amount_paid: i.amount_paid,
            late_fee_open: i.late_fee.open(),
            status: i.status(today),
        })
        .collect()
}

/// A restructuring proposal as answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct RestructureView {
    pub restructure_id: Uuid,
    /// The loan ID (loan code).
    pub loan_id: String,
    pub kind: RestructureKind,
    pub new_tenure_count: i32,
    pub effective_date: NaiveDate,
    pub reason: String,
    pub status: RestructureStatus,
    /// New unpaid interest less the old, rupiah (0 for a reschedule).
    pub interest_change: i64,
    /// Principal and interest unpaid before and after, rupiah.
    pub old_unpaid_total: i64,
    pub new_unpaid_total: i64,
    /// Every installment before the proposal.
    pub old_schedule: Vec<RestructureInstallment>,
    /// Every installment after: the kept ones (paid, or partly paid shrunk to what they
    /// received) then the new ones; as approved once approved.
    pub new_schedule: Vec<RestructureInstallment>,
    pub requested_by_name: Option<String>,
    pub requested_at: DateTime<Utc>,
    pub decided_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decision_note: Option<String>,
    /// `restructure` while it waits for a decision the caller may take (not their own proposal).
    pub allowed_actions: Vec<Action>,
}

fn unpaid_total(v: &serde_json::Value) -> i64 {
    let rows: Vec<Installment> = serde_json::from_value(v.clone()).unwrap_or_default();
    rows.iter().map(Installment::open).sum()
}

fn view(r: &restructure::Model, l: &loan::Model, names: &Names, staff: &Staff) -> RestructureView {
    let decidable = *r.status == RestructureStatus::Requested
        && r.requested_by != Some(staff.user_id)
        && domain::pipeline::check(&loans::state_of(l), Action::Restructure, staff.viewer()).is_ok()
        && staff.viewer().may(Action::Restructure);
    let today = domain::calendar::today();
    RestructureView {
        restructure_id: r.id,
        loan_id: l.loan_code.clone(),
        kind: *r.kind,
        new_tenure_count: r.new_tenure_count,
        effective_date: r.effective_date,
        reason: r.reason.clone(),
        status: *r.status,
        interest_change: r.interest_change,
        old_unpaid_total: unpaid_total(&r.old_schedule),
        new_unpaid_total: unpaid_total(&r.new_schedule),
        old_schedule: rows_of(&r.old_schedule, today),
        new_schedule: rows_of(&r.new_schedule, today),
        requested_by_name: names.user(r.requested_by),
        requested_at: r.requested_at,
        decided_by_name: names.user(r.decided_by),
        decided_at: r.decided_at,
        decision_note: r.decision_note.clone(),
        allowed_actions: if decidable { vec![Action::Restructure] } else { Vec::new() },
    }
}

async fn names_of(state: &AppState, rows: &[restructure::Model]) -> ApiResult<Names> {
    let users: Vec<Uuid> = rows.iter().flat_map(|r| [r.requested_by, r.decided_by]).flatten().collect();
    Names::load(&state.db, &users).await
}

/// Refuses a funder's staff: restructuring is the back office's. Errors: 403
/// `restructure_back_office_only`.
fn back_office(staff: &Staff) -> ApiResult<()> {
    if staff.viewer().funder {
        return Err(ApiError::Denied { field: None, code: "restructure_back_office_only" });
    }
    Ok(())
}

/// `GET /api/v1/loans/{loan_id}/restructures`: the loan's proposals, newest first. Errors: 404.
pub async fn of_loan(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let rows = restructures::of_loan(&state.db, l.id).await?;
    let names = names_of(&state, &rows).await?;
    Ok(ok(rows.iter().map(|r| view(r, &l, &names, &staff)).collect::<Vec<_>>()).into_response())
}

/// `POST /api/v1/loans/{loan_id}/restructures` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RestructureBody {
    /// `tenor_extension` or `reschedule`.
    pub kind: Option<String>,
    /// Installments of the new schedule: 1–120 monthly, 1–520 weekly, 1–3,650 daily.
    pub new_tenure_count: Option<i64>,
    /// `YYYY-MM-DD`, today to 90 days ahead (Asia/Jakarta): the new installments fall due one,
    /// two, … periods after it.
    pub effective_date: Option<String>,
    /// Why (up to 500 characters).
    pub reason: Option<String>,
}

/// `POST /api/v1/loans/{loan_id}/restructures`: proposes a restructuring of the loan's unpaid
/// part and answers it with the new schedule beside the old; another staff member decides.
/// Errors: 403 `restructure_back_office_only`; 404; 409 `loan_not_active`, `restructure_open`
/// (one waits already), `restructure_nothing_unpaid`, `terms_invalid`; 422
/// `restructure_kind_invalid`, `restructure_tenure_invalid`, `restructure_effective_date_invalid`,
/// `reason_required`, `reason_too_long`.
pub async fn propose(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<RestructureBody>,
) -> ApiResult<Response> {
    // Out of scope is 404 before anything else (another lender's loan is not there at all).
    let l = load::load(&state, &staff, &loan_id).await?;
    back_office(&staff)?;
    domain::pipeline::check(&loans::state_of(&l), Action::Restructure, staff.viewer())?;
    let terms = terms_of(&l).ok_or(ApiError::Conflict("terms_invalid"))?;
    let today = domain::calendar::today();
    let mut errors = ValidationErrors::new();
    let kind = body.kind.as_deref().and_then(|k| k.trim().parse::<RestructureKind>().ok());
    if kind.is_none() {
        errors.add("kind", "restructure_kind_invalid");
    }
    let count = body.new_tenure_count.filter(|n| (1..=rs::max_tenure(terms.frequency)).contains(n));
    if count.is_none() {
        errors.add("new_tenure_count", "restructure_tenure_invalid");
    }
    let effective = parse_date(body.effective_date.as_deref()).filter(|d| rs::effective_date_ok(*d, today));
    if effective.is_none() {
        errors.add("effective_date", "restructure_effective_date_invalid");
    }
    let before = errors.0.len();
    let reason = crate::input::optional_text("reason", body.reason.as_deref(), &mut errors);
    if reason.is_none() && errors.0.len() == before {
        errors.add("reason", "reason_required");
    }
    let (Some(kind), Some(count), Some(effective_date), Some(reason), true) = (kind, count, effective, reason, errors.is_empty())
    else {
        return Err(ApiError::Validation(errors));
    };
    if restructures::has_open(&state.db, l.id).await? {
        return Err(ApiError::Conflict("restructure_open"));
    }
    let proposal = Proposal { kind, new_tenure_count: count, effective_date };
    let book = Book::of(&state, &l).await?;
    let plan = plan_of(&book.installments, &terms, &proposal)?;
    let new = NewRestructure {
        kind,
        new_tenure_count: i32::try_from(count).unwrap_or(i32::MAX),
        effective_date,
        reason,
        old_schedule: book.installments.clone(),
        new_schedule: plan.schedule(),
        interest_change: plan.interest_change(),
    };
    let r = match restructures::propose(&state.db, &staff.actor(), &l, new, storage::repo::now()).await {
        Err(StoreError::Unique) => return Err(ApiError::Conflict("restructure_open")),
        other => other?,
    };
    let names = names_of(&state, std::slice::from_ref(&r)).await?;
    Ok(created_msg(lang, "restructure_requested", view(&r, &l, &names, &staff)).into_response())
}

/// The plan of `proposal` on these installments. Errors: 409 `restructure_nothing_unpaid`; 422
/// `restructure_effective_date_invalid`, `restructure_tenure_invalid` (a schedule past the
/// calendar or the rupiah range).
fn plan_of(installments: &[Installment], terms: &domain::terms::Terms, proposal: &Proposal) -> ApiResult<Plan> {
    rs::plan(installments, terms, proposal).map_err(|code| match code {
        "restructure_nothing_unpaid" => ApiError::Conflict(code),
        "restructure_effective_date_invalid" => ApiError::field("effective_date", code),
        _ => ApiError::field("new_tenure_count", code),
    })
}

/// The proposal `restructure_id` and its loan, in the caller's scope, still waiting for a
/// decision the caller may take. Errors: 403 `restructure_back_office_only`,
/// `restructure_same_staff`; 404; 409 `restructure_already_decided`, `loan_not_active`.
async fn decidable(state: &AppState, staff: &Staff, restructure_id: &str) -> ApiResult<(restructure::Model, loan::Model)> {
    let id: Uuid = restructure_id.trim().parse().map_err(|_| ApiError::NotFound)?;
    let (r, l) = restructures::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    back_office(staff)?;
    if *r.status != RestructureStatus::Requested {
        return Err(ApiError::Conflict("restructure_already_decided"));
    }
    domain::pipeline::check(&loans::state_of(&l), Action::Restructure, staff.viewer())?;
    if r.requested_by == Some(staff.user_id) {
        return Err(ApiError::Denied { field: None, code: "restructure_same_staff" });
    }
    Ok((r, l))
}

/// Where the loan stands after an approval. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct RestructuredStanding {
    pub active_status: ActiveStatus,
    pub dpd: i64,
    /// Its quality bucket under its lender's regime.
    pub bucket: String,
    pub outstanding: i64,
    pub outstanding_principal: i64,
    pub installments_left: i32,
    pub next_due_date: Option<NaiveDate>,
    pub restructured_on: Option<NaiveDate>,
    pub restructure_count: i32,
}

/// `POST /api/v1/restructures/{restructure_id}/approve` answer: the proposal and the loan's new
/// standing.
#[derive(Debug, Serialize, ToSchema)]
pub struct RestructureApproved {
    pub restructure: RestructureView,
    pub standing: RestructuredStanding,
}

/// `POST /api/v1/restructures/{restructure_id}/approve`: replaces the loan's unpaid installments
/// with the proposal's (recomputed on the schedule as it is now: the same amounts, since nothing
/// was paid meanwhile), flags the loan restructured (its effective date, count + 1), posts the
/// interest change to the journal and recomputes its DPD, bucket and outstanding, in one
/// transaction (maker-checker: not by the proposer). Errors: 403 `restructure_back_office_only`,
/// `restructure_same_staff`; 404 (another lender's proposal too); 409
/// `restructure_already_decided`, `restructure_stale` (the loan changed since the proposal, or
/// its effective date passed), `loan_not_active`, `restructure_nothing_unpaid`, `conflict`.
pub async fn approve(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(restructure_id): ApiPath<String>,
) -> ApiResult<Response> {
    let (r, l) = decidable(&state, &staff, &restructure_id).await?;
    let today = domain::calendar::today();
    if l.version != r.loan_version || r.effective_date < today {
        return Err(ApiError::Conflict("restructure_stale"));
    }
    let terms = terms_of(&l).ok_or(ApiError::Conflict("terms_invalid"))?;
    let book = Book::of(&state, &l).await?;
    let proposal = Proposal { kind: *r.kind, new_tenure_count: i64::from(r.new_tenure_count), effective_date: r.effective_date };
    let plan = plan_of(&book.installments, &terms, &proposal)?;
    let after = plan.schedule();
    let standing = book.standing(&after, &book.periods(), today);
    let transition = rules::restructure(
        &loans::state_of(&l),
        staff.viewer(),
        r.requested_by == Some(staff.user_id),
        standing.status,
        storage::repo::now(),
    )?;
    let audit = AuditDetail {
        before: Some(serde_json::json!({
            "dpd": book.standing(&book.installments, &book.periods(), today).dpd,
            "outstanding": l.outstanding, "installments_total": l.installments_total,
        })),
        after: Some(serde_json::json!({
            "restructure_id": r.id, "kind": r.kind.as_str(), "new_tenure_count": r.new_tenure_count,
            "effective_date": r.effective_date, "interest_change": plan.interest_change(),
            "dpd": standing.dpd, "outstanding": standing.outstanding,
        })),
    };
    let credit = l.credit;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Restructure {
            id: r.id,
            keep: plan.changed.clone(),
            replace: plan.new.clone(),
            interest_change: plan.interest_change(),
            on: r.effective_date,
            count: l.restructure_count.saturating_add(1),
        }),
        standing: Some(standing_patch(standing.clone(), credit, today)),
        ..Default::default()
    };
    let stored = match load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await {
        Ok(stored) => stored,
        Err(e) => {
            // Another decision won, or a payment came first: say so plainly.
            let now = restructures::find(&state.db, staff.loan_scope(), r.id).await?;
            return Err(match now {
                Some((n, _)) if *n.status != RestructureStatus::Requested => ApiError::Conflict("restructure_already_decided"),
                Some((_, nl)) if nl.version != r.loan_version => ApiError::Conflict("restructure_stale"),
                _ => e,
            });
        }
    };
    let (r, l) = restructures::find(&state.db, staff.loan_scope(), r.id).await?.ok_or(ApiError::NotFound)?;
    let names = names_of(&state, std::slice::from_ref(&r)).await?;
    let answer = RestructureApproved { restructure: view(&r, &l, &names, &staff), standing: standing_view(&standing, &stored) };
    Ok(ok_msg(lang, "restructure_approved", answer).into_response())
}

fn standing_view(s: &Standing, l: &loan::Model) -> RestructuredStanding {
    RestructuredStanding {
        active_status: s.status,
        dpd: s.dpd,
        bucket: s.bucket.clone(),
        outstanding: s.outstanding,
        outstanding_principal: s.outstanding_principal,
        installments_left: s.installments_left,
        next_due_date: s.next_due,
        restructured_on: l.restructured_on,
        restructure_count: l.restructure_count,
    }
}

/// `POST /api/v1/restructures/{restructure_id}/reject` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectRestructureBody {
    /// Why (optional, up to 500 characters).
    pub note: Option<String>,
}

/// `POST /api/v1/restructures/{restructure_id}/reject`: the schedule stays as it is
/// (maker-checker as approving). Errors: as approving (no `restructure_stale`); 422
/// `reason_too_long`.
pub async fn reject(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(restructure_id): ApiPath<String>,
    ApiJson(body): ApiJson<RejectRestructureBody>,
) -> ApiResult<Response> {
    let (r, _) = decidable(&state, &staff, &restructure_id).await?;
    let mut errors = ValidationErrors::new();
    let note = crate::input::optional_text("note", body.note.as_deref(), &mut errors);
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
    if !restructures::reject(&state.db, &staff.actor(), &r, note, storage::repo::now()).await? {
        return Err(ApiError::Conflict("restructure_already_decided"));
    }
    let (r, l) = restructures::find(&state.db, staff.loan_scope(), r.id).await?.ok_or(ApiError::NotFound)?;
    let names = names_of(&state, std::slice::from_ref(&r)).await?;
    Ok(ok_msg(lang, "restructure_rejected", view(&r, &l, &names, &staff)).into_response())
}
