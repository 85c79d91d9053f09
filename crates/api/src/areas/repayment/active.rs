//! The active-borrower stage (issue 10 items 1 and 5; spec §2 "active borrower", §4): the list
//! with its counts, activation on the handover, hold billing, deactivation and the dealer's
//! details.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    pipeline::{ActiveStatus, active as rules},
    repayment::{
        self, Hold, HoldReason, InactiveReason, Installment,
        due::RowBilling,
        ending::{LoanEnding, end_by_hand},
    },
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, loan, loan_hold},
    repo::loans::{self, AuditDetail, Change, HoldRow, LoanPatch, RepaymentPatch, servicing::ServicingRow, stages::StageList},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::loans::book::{Book, changed, parse_date, standing_patch};
use crate::{
    auth::Staff,
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    input::{optional_text, required_reason},
    loans as load,
    loans::{stages::stage_filter, view::Names},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// `GET /api/v1/active-borrowers` filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActiveQuery {
    #[param(inline)]
    pub status: Option<ActiveStatus>,
    /// Installments left, at least.
    pub remaining_min: Option<i32>,
    /// Installments left, at most.
    pub remaining_max: Option<i32>,
    /// A hold holds now (true) or not (false).
    pub hold_billing: Option<bool>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// `xlsx` for the download of the list as filtered (issue 41 item 9).
    pub format: Option<String>,
}

/// One row of the active-borrower list. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct ActiveRow {
    pub loan_id: String,
    pub full_name: String,
    /// The borrower's phone (`+62…`), to call about a payment.
    pub phone: Option<String>,
    pub program_id: Uuid,
    pub program_name: Option<String>,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub active_status: Option<ActiveStatus>,
    /// Days past due.
    pub dpd: i32,
    /// Loan-quality bucket (OJK by default).
    pub bucket: Option<String>,
    pub installments_total: i32,
    pub installments_left: i32,
    /// Principal and interest still owed.
    pub outstanding_amount: i64,
    /// The principal part of `outstanding_amount` (issue 41 item 3).
    pub outstanding_principal: i64,
    pub amount_overdue: i64,
    /// Late fees accrued and neither paid nor waived (issue 43 item 1), apart from
    /// `outstanding_amount`: a payoff pays both.
    pub late_fees_open: i64,
    pub next_due_date: Option<NaiveDate>,
    pub hold_billing: bool,
    /// The handover date.
    pub activated_on: Option<NaiveDate>,
    pub inactive_reason: Option<InactiveReason>,
    pub pending_activation_at: Option<DateTime<Utc>>,
    /// What the caller may do with the loan now (`activate`, `hold_billing`, `deactivate`, …).
    pub allowed_actions: Vec<domain::pipeline::Action>,
    pub version: i32,
}

impl Listed for ActiveRow {
    const PAGE: &str = "ActivePage";
}

/// `GET /api/v1/active-borrowers`: loans whose contract is complete, in scope.
/// Errors: 400 for a malformed filter.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<ActiveQuery>,
) -> ApiResult<Response> {
    let mut f = stage_filter(&staff, StageList::Active, page);
    if let Some(s) = q.status {
        f = f.status(loan::Column::ActiveStatus, "active", s.as_str());
    }
    f.remaining_min = q.remaining_min;
    f.remaining_max = q.remaining_max;
    f.hold_billing = q.hold_billing;
    f.lender_id = q.lender_id;
    f.program_id = q.program_id;
    let indonesian = staff.lang == domain::Lang::Id;
    if crate::xlsx::wanted(q.format.as_deref())? {
        let download = crate::xlsx::Download {
            sheet: "active",
            columns: &[
                "col_loan_id",
                "col_name",
                "col_phone",
                "col_program",
                "col_lender",
                "col_status",
                "col_dpd",
                "col_bucket",
                "col_installments_total",
                "col_installments_left",
                "col_outstanding",
                "col_outstanding_principal",
                "col_amount_overdue",
                "col_late_fees",
                "col_next_due_date",
                "col_hold_billing",
                "col_activated_on",
            ],
            action: "active_borrower.download",
            filename: format!("active-borrowers-{}.xlsx", domain::calendar::today()),
        };
        let filters = crate::loans::stages::stage_filters(&f);
        let export = download.start(&state, staff.lang).await;
        f.limit = crate::xlsx::EXPORT_PAGE;
        f.cursor = None;
        let mut written = 0u64;
        loop {
            let (rows, next, _) = loans::stages::active_page(&state.db, &f, indonesian).await?;
            written += rows.len() as u64;
            let page = items(&state, &staff, &rows).await?;
            export.rows(page.iter().map(|r| cells(r, staff.lang)).collect()).await?;
            match next {
                Some(c) if written < u64::from(crate::xlsx::MAX_ROWS) => f.cursor = Some(c),
                _ => break,
            }
        }
        return download.finish(&state, &staff, export, filters, written).await;
    }
    let (rows, next_cursor, total) = loans::stages::active_page(&state.db, &f, indonesian).await?;
    let items = items(&state, &staff, &rows).await?;
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// The list's items of a page: each loan's row with its open late fees (the one other read).
async fn items(state: &AppState, staff: &Staff, rows: &[ServicingRow]) -> ApiResult<Vec<ActiveRow>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.item.id).collect();
    let fees = loans::late_fees::open_of_loans(&state.db, &ids).await?;
    Ok(rows.iter().map(|r| row(r, fees.get(&r.item.id).copied().unwrap_or(0), staff)).collect())
}

/// A row of the active-borrower list as workbook cells: the status and quality bucket as
/// labels, counts and rupiah as numbers, dates as dates.
fn cells(r: &ActiveRow, lang: domain::Lang) -> Vec<crate::xlsx::Cell> {
    use crate::xlsx::Cell;
    vec![
        Cell::from(r.loan_id.clone()),
        Cell::from(r.full_name.clone()),
        Cell::from(r.phone.clone()),
        Cell::from(r.program_name.clone()),
        Cell::from(r.lender_name.clone()),
        Cell::label("active_", r.active_status, lang),
        Cell::Int(i64::from(r.dpd)),
        Cell::label("report_code_", r.bucket.as_deref(), lang),
        Cell::Int(i64::from(r.installments_total)),
        Cell::Int(i64::from(r.installments_left)),
        Cell::Money(r.outstanding_amount),
        Cell::Money(r.outstanding_principal),
        Cell::Money(r.amount_overdue),
        Cell::Money(r.late_fees_open),
        Cell::Date(r.next_due_date),
        Cell::yes_no(r.hold_billing, lang),
        Cell::Date(r.activated_on),
    ]
}

fn row(r: &ServicingRow, late_fees_open: i64, staff: &Staff) -> ActiveRow {
    let l = &r.item;
    let status = l.active_status.map(Stored::get);
    // Before the handover the schedule does not exist yet, but its terms are fixed: a loan
    // pending activation shows what it will owe, not Rp 0 (issue 41 item 12). Its installments
    // are stored as its tenor (issue 46 item 1), so the filters read what the row shows.
    let (outstanding, outstanding_principal) = match crate::loans::view::parse_terms(r.pending_terms.as_ref()) {
        Some(t) => (t.total_payable, t.principal),
        None => (r.outstanding, r.outstanding_principal),
    };
    // An ended loan shows no bucket, next due date or hold (issue 45 item 4).
    let billing = RowBilling::shown(status, r.bucket.clone(), r.daily.next_due_date, r.hold_billing);
    ActiveRow {
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        phone: r.phone.clone(),
        program_id: l.program_id,
        program_name: r.program_name.clone(),
        lender_id: l.lender_id,
        lender_name: r.lender_name.clone(),
        active_status: status,
        dpd: r.daily.dpd,
        bucket: billing.bucket,
        installments_total: r.installments_total,
        installments_left: r.installments_left,
        outstanding_amount: outstanding,
        outstanding_principal,
        amount_overdue: r.amount_overdue,
        late_fees_open,
        next_due_date: billing.next_due_date,
        hold_billing: billing.hold_billing,
        activated_on: r.activated_on,
        inactive_reason: r.inactive_reason.map(Stored::get),
        pending_activation_at: r.pending_activation_at,
        allowed_actions: domain::pipeline::allowed_actions_for(&l.state(), staff.viewer()),
        version: l.version,
    }
}

/// `GET /api/v1/active-borrowers/summary`: loans per active status, in scope.
#[derive(Debug, Serialize, ToSchema)]
pub struct ActiveSummary {
    pub pending_activation: u64,
    pub normal: u64,
    pub on_hold: u64,
    pub late: u64,
    pub non_performing: u64,
    pub inactive: u64,
}

/// `GET /api/v1/active-borrowers/summary`.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let n = loans::stages::active_summary(&state.db, staff.loan_scope()).await?;
    let get = |i: usize| n.get(i).copied().unwrap_or(0);
    Ok(ok(ActiveSummary {
        pending_activation: get(0),
        normal: get(1),
        on_hold: get(2),
        late: get(3),
        non_performing: get(4),
        inactive: get(5),
    })
    .into_response())
}

/// `POST /api/v1/loans/{loan_id}/activate` body (kept for old clients; it activates nothing).
#[derive(Debug, Deserialize, ToSchema)]
pub struct ActivateBody {
    /// Asia/Jakarta date of the motorcycle handover; ignored: the handover gives it.
    pub handover_date: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/activate` (DESIGN §3; issue 41 item 13): a loan becomes
/// active only through the handover of a registered unit of its type (`POST
/// /api/v1/loans/{loan_id}/handover`), so fleet, battery, e-toll and swap signals always find
/// its borrower. This path stays and refuses: 403 for a lender's staff, 404, 409 stale /
/// `loan_not_pending_activation`, and for a loan pending activation 409 `handover_required`.
pub async fn activate(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ActivateBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    domain::pipeline::check(&loans::state_of(&l), domain::pipeline::Action::Activate, staff.viewer())?;
    Err(ApiError::Conflict("handover_required"))
}

/// A hold-billing period as answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct HoldView {
    pub hold_id: Uuid,
    pub reason_code: HoldReason,
    pub note: Option<String>,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// Days held, both ends included.
    pub days: i64,
    pub state: repayment::HoldState,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

fn hold_view(h: &loan_hold::Model, names: &Names, today: NaiveDate) -> Result<HoldView, sea_orm::DbErr> {
    let period = Hold::from(h);
    Ok(HoldView {
        hold_id: h.id,
        reason_code: storage::entity::decode("loan_holds.reason_code", &h.reason_code)?,
        note: h.note.clone(),
        start_date: h.start_date,
        end_date: h.end_date,
        days: period.days(),
        state: period.state_on(today),
        created_by_name: names.user(h.created_by),
        created_at: h.created_at,
        updated_at: h.updated_at,
    })
}

/// `GET /api/v1/loans/{loan_id}/hold-billing`: the loan's holds, by start date. Errors: 404.
pub async fn holds(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let holds = loans::repayments::holds_of(&state.db, l.id).await?;
    let users: Vec<Uuid> = holds.iter().filter_map(|h| h.created_by).collect();
    let names = Names::load(&state.db, &users).await?;
    let today = domain::calendar::today();
    Ok(ok(holds.iter().map(|h| hold_view(h, &names, today)).collect::<Result<Vec<_>, _>>()?).into_response())
}

/// `POST /api/v1/loans/{loan_id}/hold-billing` and `PUT …/{hold_id}` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct HoldBody {
    /// `illness`, `accident`, `vehicle_repair`, `natural_disaster`, `platform_suspension`, `other`.
    pub reason_code: Option<String>,
    pub note: Option<String>,
    /// Asia/Jakarta; may be in the past (a backdated hold), not before the handover.
    pub start_date: Option<String>,
    /// Asia/Jakarta, on or after the start, at most 366 days later.
    pub end_date: Option<String>,
}

/// `POST /api/v1/loans/{loan_id}/hold-billing`: sets a hold. While it holds DPD does not grow
/// and later due dates shift by the held days; billing resumes by itself after its end.
/// Errors: 403 for a lender's staff, 404, 409 `loan_not_active` / stale, 422
/// `hold_reason_invalid`, `hold_dates_invalid`, `hold_before_activation`, `hold_overlaps`,
/// `reason_too_long`.
pub async fn create_hold(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<HoldBody>,
) -> ApiResult<Response> {
    save_hold(state, staff, lang, loan_id, None, body).await
}

/// `PUT /api/v1/loans/{loan_id}/hold-billing/{hold_id}`: changes a hold that has not ended (its
/// end may be moved to today to end it early). Errors: as creating, and 404 for another loan's
/// hold, 409 `hold_ended`.
pub async fn update_hold(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath((loan_id, hold_id)): ApiPath<(String, String)>,
    ApiJson(body): ApiJson<HoldBody>,
) -> ApiResult<Response> {
    save_hold(state, staff, lang, loan_id, Some(hold_id), body).await
}

async fn save_hold(
    state: AppState,
    staff: Staff,
    lang: domain::Lang,
    loan_id: String,
    hold_id: Option<String>,
    body: HoldBody,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let book = Book::of(&state, &l).await?;
    let today = domain::calendar::today();
    let editing = match &hold_id {
        None => None,
        Some(id) => {
            let id: Uuid = id.parse().map_err(|_| ApiError::NotFound)?;
            let h = book.holds.iter().find(|h| h.id == id).ok_or(ApiError::NotFound)?;
            if h.end_date < today {
                return Err(ApiError::Conflict("hold_ended"));
            }
            Some(h.clone())
        }
    };
    domain::pipeline::check(&loans::state_of(&l), domain::pipeline::Action::HoldBilling, staff.viewer())?;
    let mut errors = ValidationErrors::new();
    let reason: Option<HoldReason> = body.reason_code.as_deref().and_then(|r| r.trim().parse().ok());
    if reason.is_none() {
        errors.add("reason_code", "hold_reason_invalid");
    }
    let note = optional_text("note", body.note.as_deref(), &mut errors);
    let (start, end) = (parse_date(body.start_date.as_deref()), parse_date(body.end_date.as_deref()));
    let period = match (start, end) {
        (Some(s), Some(e)) if e >= s && (e - s).num_days() <= 366 && s >= today - chrono::Duration::days(366) => {
            Some(Hold { start: s, end: e })
        }
        _ => {
            errors.add("end_date", "hold_dates_invalid");
            None
        }
    };
    if let (Some(p), Some(on)) = (period, l.activated_on)
        && p.start < on
    {
        errors.add("start_date", "hold_before_activation");
    }
    let others: Vec<Hold> = book.holds.iter().filter(|h| Some(h.id) != editing.as_ref().map(|e| e.id)).map(Hold::from).collect();
    if let Some(p) = period
        && others.iter().any(|o| o.overlaps(&p))
    {
        errors.add("start_date", "hold_overlaps");
    }
    let (Some(reason), Some(period), true) = (reason, period, errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let mut all = others.clone();
    all.push(period);
    let after = repayment::shift_due_dates(&book.installments, &all);
    let standing = book.standing(&after, &all, today);
    let transition = rules::hold_billing(&loans::state_of(&l), staff.viewer(), standing.status, storage::repo::now())?;
    let hold = HoldRow {
        id: editing.as_ref().map_or_else(Uuid::now_v7, |e| e.id),
        create: editing.is_none(),
        reason_code: reason.as_ref().to_owned(),
        note,
        start: period.start,
        end: period.end,
    };
    let audit = AuditDetail {
        before: editing.as_ref().map(|e| serde_json::json!({ "hold_id": e.id, "start_date": e.start_date, "end_date": e.end_date, "reason_code": e.reason_code })),
        after: Some(serde_json::json!({ "hold_id": hold.id, "start_date": hold.start, "end_date": hold.end, "reason_code": hold.reason_code })),
    };
    let hold_id = hold.id;
    let credit = l.credit;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Hold { hold, installments: changed(&book.installments, &after) }),
        standing: Some(standing_patch(standing, credit, today)),
        ..Default::default()
    };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    let holds = loans::repayments::holds_of(&state.db, updated.id).await?;
    let names = Names::load(&state.db, &[staff.user_id]).await?;
    let saved = holds.iter().find(|h| h.id == hold_id).ok_or(ApiError::NotFound)?;
    Ok(ok_msg(lang, "hold_saved", hold_view(saved, &names, today)?).into_response())
}

/// `POST /api/v1/loans/{loan_id}/deactivate` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DeactivateBody {
    pub reason: Option<String>,
    /// How the loan ended (issue 45 item 4; `domain::repayment::ending::LoanEnding`):
    /// `paid_off`, `repossessed` or `written_off`; `settled_early` is refused (409
    /// `early_settlement_by_payoff`: use `POST /api/v1/loans/{loan_id}/payoff`). Without it, the
    /// older form: `write_off` decides.
    #[schema(value_type = Option<repayment::ending::LoanEnding>)]
    pub way: Option<String>,
    /// Without `way`: write the outstanding rupiah off (level 21 only).
    pub write_off: Option<bool>,
}

/// What deactivation did.
#[derive(Debug, Serialize, ToSchema)]
pub struct Deactivated {
    pub loan_id: String,
    /// `inactive` after a deactivation or a write-off.
    pub active_status: Option<ActiveStatus>,
    pub inactive_reason: Option<InactiveReason>,
}

/// `POST /api/v1/loans/{loan_id}/deactivate`: ends the loan the `way` staff say
/// (`domain::repayment::ending::end_by_hand`: paid off only when nothing is owed, repossessed
/// only once its unit was repossessed, a write-off by level 21), or without `way` deactivates the
/// borrower when nothing is outstanding or writes the loan off (level 21, with a reason).
/// Errors: 403 for a lender's staff or `write_off_level_21`, 404, 409 `loan_not_active`,
/// `early_settlement_by_payoff`, `unit_not_repossessed`; 422 `reason_required`, on `way`
/// `way_invalid`, `outstanding_remaining`, `nothing_outstanding`.
pub async fn deactivate(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<DeactivateBody>,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    domain::pipeline::check(&loans::state_of(&l), domain::pipeline::Action::Deactivate, staff.viewer())?;
    let reason = required_reason("reason", body.reason.as_deref())?;
    let book = Book::of(&state, &l).await?;
    let outstanding: i64 = book.installments.iter().map(Installment::open).sum();
    let way = match body.way.as_deref().map(str::trim).filter(|w| !w.is_empty()) {
        None => None,
        Some(w) => Some(w.parse::<LoanEnding>().map_err(|_| ApiError::field("way", "way_invalid"))?),
    };
    let (transition, why) = match way {
        None => rules::deactivate(
            &loans::state_of(&l),
            staff.viewer(),
            outstanding,
            body.write_off.unwrap_or(false),
            storage::repo::now(),
        )?,
        Some(way) => {
            // Owed: the installments and their open late fees; a loan is paid off only when both
            // are nothing.
            let owed = outstanding + repayment::late_fee::open_total(&book.installments);
            let unit_repossessed = way == LoanEnding::Repossessed
                && storage::repo::assets::handovers::of_loan(&state.db, l.id).await?.is_some_and(|h| h.ended_at.is_some());
            let (why, write_off) = end_by_hand(way, owed, unit_repossessed, staff.level.0 == 21)?;
            let (transition, _) =
                rules::deactivate(&loans::state_of(&l), staff.viewer(), outstanding, write_off, storage::repo::now())?;
            (transition, why)
        }
    };
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "outstanding": outstanding })),
        after: Some(serde_json::json!({ "inactive_reason": why.as_ref(), "way": way.map(LoanEnding::as_str), "reason": reason })),
    };
    let patch = LoanPatch { repayment: Some(RepaymentPatch::Deactivate { reason: why, note: reason }), ..Default::default() };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    let msg = match (why, way) {
        (_, Some(LoanEnding::Repossessed)) => "loan_ended_repossessed",
        (InactiveReason::WrittenOff, _) => "loan_written_off",
        (InactiveReason::PaidOff, _) => "loan_ended_paid_off",
        _ => "borrower_deactivated",
    };
    Ok(ok_msg(
        lang,
        msg,
        Deactivated {
            loan_id: updated.loan_code.clone(),
            active_status: updated.active_status.map(Stored::get),
            inactive_reason: updated.inactive_reason.map(Stored::get),
        },
    )
    .into_response())
}

/// The dealer that hands the motorcycle over.
#[derive(Debug, Serialize, ToSchema)]
pub struct HandoverDealer {
    pub name: String,
    pub address: String,
    pub phone: Option<String>,
    /// WGS 84 degrees.
    pub latitude: f64,
    pub longitude: f64,
}

/// `GET /api/v1/loans/{loan_id}/dealer`. Errors: 404.
pub async fn dealer(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let d = storage::repo::reference::by_id::<storage::entity::dealer::Entity>(&state.db, l.dealer_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(ok(HandoverDealer { name: d.name, address: d.address, phone: d.phone, latitude: d.latitude, longitude: d.longitude })
        .into_response())
}
