//! KYC and the offering letter (spec §2 "KYC list", §4; DESIGN §3): the list of approved loans
//! with their KYC and offering-letter status and meeting, scheduling (one loan or the selected
//! ones), the meeting's result, and the offering letter PDF.

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, FixedOffset, Utc};
use domain::{
    ValidationErrors,
    kyc::{KycMethod, KycScheduleInput},
    pipeline::{KycStatus, OfferingLetterStatus, kyc as rules},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, loan},
    repo::loans::{self, AuditDetail, Change, KycSchedule, LoanPatch, stages::StageList},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::detail;
use crate::{
    auth::Staff,
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    input::{optional_text, required_reason},
    loans as load,
    loans::view::{Names, actions_of},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// `GET /api/v1/kyc` filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KycQuery {
    #[param(inline)]
    pub status: Option<KycStatus>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// `xlsx` for the download of the list as filtered (issue 41 item 9).
    pub format: Option<String>,
}

/// One row of the KYC list.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycRow {
    pub loan_id: String,
    pub full_name: String,
    pub program_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub kyc_status: Option<KycStatus>,
    pub ol_status: Option<OfferingLetterStatus>,
    pub scheduled_at: Option<DateTime<FixedOffset>>,
    pub method: Option<String>,
    pub location: Option<String>,
    pub note: Option<String>,
    /// When the lender approved the loan.
    pub approved_at: Option<DateTime<Utc>>,
    pub kyc_decided_at: Option<DateTime<Utc>>,
    /// What the caller may do with the loan now (`kyc_schedule`, `kyc_result`, …).
    pub allowed_actions: Vec<domain::pipeline::Action>,
    pub version: i32,
}

impl Listed for KycRow {
    const PAGE: &str = "KycPage";
}

/// `GET /api/v1/kyc`: approved loans in scope with their KYC and offering letter.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<KycQuery>,
) -> ApiResult<Response> {
    let mut f = crate::loans::stages::stage_filter(&staff, StageList::Kyc, page);
    if let Some(s) = q.status {
        f = f.status(loan::Column::KycStatus, "kyc", s.as_str());
    }
    f.lender_id = q.lender_id;
    f.program_id = q.program_id;
    let names = Names::load(&state.db, &[]).await?;
    if crate::xlsx::wanted(q.format.as_deref())? {
        let download = crate::xlsx::Download {
            sheet: "kyc",
            columns: &[
                "col_loan_id",
                "col_name",
                "col_lender",
                "col_kyc_status",
                "col_ol_status",
                "col_kyc_scheduled_at",
                "col_kyc_method",
                "col_kyc_location",
                "col_approved_at",
                "col_kyc_decided_at",
            ],
            action: "kyc.download",
            filename: format!("kyc-{}.xlsx", domain::calendar::today()),
        };
        let items = |rows: &[loan::Model]| rows.iter().map(|l| row(l, &names, &staff)).collect::<Vec<_>>();
        return crate::loans::stages::stage_download(&state, &staff, f, download, items, |r| cells(r, staff.lang)).await;
    }
    let (rows, next_cursor, total) = loans::stages::list(&state.db, &f).await?;
    let items = rows.iter().map(|l| row(l, &names, &staff)).collect();
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// A row of the KYC list as workbook cells: statuses and the method as labels, times as WIB
/// date-times.
fn cells(r: &KycRow, lang: domain::Lang) -> Vec<crate::xlsx::Cell> {
    use crate::xlsx::Cell;
    vec![
        Cell::from(r.loan_id.clone()),
        Cell::from(r.full_name.clone()),
        Cell::from(r.lender_name.clone()),
        Cell::label("kyc_status_", r.kyc_status, lang),
        Cell::label("ol_status_", r.ol_status, lang),
        Cell::Time(r.scheduled_at.map(|t| t.with_timezone(&Utc))),
        Cell::label("kyc_method_", r.method.as_deref(), lang),
        Cell::from(r.location.clone()),
        Cell::Time(r.approved_at),
        Cell::Time(r.kyc_decided_at),
    ]
}

/// One loan as the KYC list shows it.
fn row(l: &loan::Model, names: &Names, staff: &Staff) -> KycRow {
    KycRow {
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        program_id: l.program_id,
        lender_id: l.lender_id,
        lender_name: names.lender(l.lender_id),
        kyc_status: l.kyc_status.map(Stored::get),
        ol_status: l.ol_status.map(Stored::get),
        scheduled_at: l.kyc_scheduled_at,
        method: l.kyc_method.clone(),
        location: l.kyc_location.clone(),
        note: l.kyc_note.clone(),
        approved_at: l.approval_decided_at,
        kyc_decided_at: l.kyc_decided_at,
        allowed_actions: actions_of(l, staff),
        version: l.version,
    }
}

/// `GET /api/v1/kyc/summary`: loans per KYC status.
#[derive(Debug, Serialize, ToSchema)]
pub struct KycSummary {
    pub ol_processing: u64,
    pub kyc_scheduling: u64,
    pub kyc_scheduled: u64,
    pub kyc_expired: u64,
    pub kyc_rejected: u64,
    pub kyc_approved: u64,
}

/// `GET /api/v1/kyc/summary`.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let keys: Vec<String> = KycStatus::ALL.iter().map(|s| format!("kyc:{}", s.as_str())).collect();
    let n = loans::stages::summary(&state.db, staff.loan_scope(), &keys).await?;
    let get = |i: usize| n.get(i).copied().unwrap_or(0);
    Ok(ok(KycSummary {
        ol_processing: get(0),
        kyc_scheduling: get(1),
        kyc_scheduled: get(2),
        kyc_expired: get(3),
        kyc_rejected: get(4),
        kyc_approved: get(5),
    })
    .into_response())
}

/// `POST /api/v1/loans/{loan_id}/kyc-schedule` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ScheduleBody {
    /// RFC 3339; in the future, within a year.
    pub scheduled_at: Option<String>,
    pub method: Option<KycMethod>,
    /// The call's link or the meeting place (≤ 500 characters).
    pub location: Option<String>,
    pub note: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/kyc/schedule` body: one meeting time for the selected loans.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BatchScheduleBody {
    pub loan_ids: Vec<String>,
    pub scheduled_at: Option<String>,
    pub method: Option<KycMethod>,
    pub location: Option<String>,
    pub note: Option<String>,
}

/// What a batch scheduled.
#[derive(Debug, Serialize, ToSchema)]
pub struct Scheduled {
    pub scheduled: Vec<String>,
}

/// Checks a schedule. Errors: 422 `schedule_invalid`, `schedule_past`, `schedule_too_far`,
/// `kyc_method_required`, `note_too_long`, `reason_too_long` (location).
fn checked_schedule(
    scheduled_at: Option<String>,
    method: Option<KycMethod>,
    location: Option<&str>,
    note: Option<String>,
) -> ApiResult<KycSchedule> {
    let mut errors = ValidationErrors::new();
    // The location is this screen's own field (`location`), checked just below.
    let input = KycScheduleInput { scheduled_at, method, location: None, note };
    let checked = input.check("kyc_schedule", storage::repo::now(), &mut errors);
    let location = optional_text("location", location, &mut errors);
    match checked {
        Some(k) if errors.is_empty() => Ok(KycSchedule {
            scheduled_at: k.scheduled_at,
            method: k.method.name().to_owned(),
            note: k.note,
            location: Some(location.unwrap_or_default()),
        }),
        _ => Err(ApiError::Validation(errors)),
    }
}

fn schedule_change(l: loan::Model, staff: &Staff, k: &KycSchedule) -> ApiResult<Change> {
    let transition = rules::schedule(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let after = serde_json::json!({ "scheduled_at": k.scheduled_at, "method": k.method, "location": k.location });
    let before = serde_json::json!({ "scheduled_at": l.kyc_scheduled_at });
    let patch = LoanPatch { kyc_schedule: Some(k.clone()), ..Default::default() };
    Ok(Change { loan: l, transition, patch, audit: AuditDetail { before: Some(before), after: Some(after) } })
}

/// `POST /api/v1/loans/{loan_id}/kyc-schedule`: schedules or reschedules the KYC meeting of an
/// approved loan (also after it expired). Errors: 403 for a lender's staff, 404, 409
/// `loan_not_approved` / `kyc_not_open` / stale, 422 as the schedule's rules.
pub async fn schedule(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ScheduleBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let k = checked_schedule(body.scheduled_at, body.method, body.location.as_deref(), body.note)?;
    let updated = load::commit_one(&state, &staff, schedule_change(l, &staff, &k)?).await?;
    Ok(ok_msg(lang, "kyc_meeting_scheduled", detail::view(&state, &staff, &updated).await?).into_response())
}

/// `POST /api/v1/kyc/schedule`: one meeting time for the selected approved loans, all or none.
/// Errors: as [`schedule`], plus 422 `loan_ids_required` / `loan_ids_too_many`.
pub async fn schedule_many(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<BatchScheduleBody>,
) -> ApiResult<Response> {
    let k = checked_schedule(body.scheduled_at, body.method, body.location.as_deref(), body.note)?;
    let selected = load::load_selected(&state, &staff, &body.loan_ids).await?;
    let changes = selected.into_iter().map(|l| schedule_change(l, &staff, &k)).collect::<ApiResult<Vec<_>>>()?;
    let stored = load::commit(&state, &staff, changes).await?;
    Ok(ok_msg(lang, "kyc_meeting_scheduled", Scheduled { scheduled: stored.into_iter().map(|l| l.loan_code).collect() })
        .into_response())
}

/// `approved` or `rejected`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum KycResult {
    Approved,
    Rejected,
}

/// `POST /api/v1/loans/{loan_id}/kyc-result` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ResultBody {
    /// Required.
    pub result: Option<KycResult>,
    /// Required when rejected.
    pub reason: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/kyc-result`: the meeting's result. Approved: the loan enters
/// the loan contract stage with its first payment scheduled (the program's days after today,
/// Asia/Jakarta; a first payment of Rp 0 is paid at once) and the contract in processing. Rejected (with a reason): the loan leaves the
/// pipeline. Errors: 403, 404, 409 `kyc_not_scheduled` / stale, 422 `reason_required`.
pub async fn result(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ResultBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let approved = match body.result {
        Some(r) => r == KycResult::Approved,
        None => return Err(ApiError::field("result", "value_required")),
    };
    let reason = if approved {
        let mut errors = ValidationErrors::new();
        let r = optional_text("reason", body.reason.as_deref(), &mut errors);
        if !errors.is_empty() {
            return Err(ApiError::Validation(errors));
        }
        r
    } else {
        Some(required_reason("reason", body.reason.as_deref())?)
    };
    let now = storage::repo::now();
    // Without terms (a configuration fault) nothing says the first payment is Rp 0.
    let first_payment_amount = crate::loans::view::terms_of(&l).map(|t| t.first_payment_amount);
    let nothing_to_pay = first_payment_amount == Some(0);
    let transition = rules::result(&loans::state_of(&l), staff.viewer(), approved, nothing_to_pay, now)?;
    let mut patch = LoanPatch::default();
    if approved {
        let program = storage::repo::reference::by_id::<storage::entity::program::Entity>(&state.db, l.program_id).await?;
        let days = program.map_or(7, |p| i64::from(p.first_payment_days.clamp(0, 365)));
        let today = domain::calendar::date_of(now);
        let due = today + chrono::Duration::days(days);
        patch.first_payment = Some((due, first_payment_amount.unwrap_or(0)));
    } else {
        patch.kyc_reject_reason = reason.clone();
    }
    let audit = AuditDetail { before: None, after: reason.map(|r| serde_json::json!({ "reason": r })) };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    let msg = if approved { "kyc_approved_msg" } else { "kyc_rejected_msg" };
    Ok(ok_msg(lang, msg, detail::view(&state, &staff, &updated).await?).into_response())
}

/// `GET /api/v1/loans/{loan_id}/offering-letter` query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LetterQuery {
    /// `id` (default) or `en`.
    pub lang: Option<String>,
}

/// The offering letter's download as a transition of `l` by `staff`.
/// Errors: 404 `offering_letter_not_needed` when the program needs none; 403; 409.
fn download_transition(l: &loan::Model, staff: &Staff) -> ApiResult<domain::pipeline::Transition> {
    match rules::download_offering_letter(&loans::state_of(l), staff.viewer(), storage::repo::now()) {
        Err(domain::pipeline::PipelineError::Conflict("offering_letter_not_needed")) => {
            Err(ApiError::Coded(axum::http::StatusCode::NOT_FOUND, "offering_letter_not_needed"))
        }
        other => Ok(other?),
    }
}

/// How many times a download re-reads a loan that other requests changed under it.
const DOWNLOAD_TRIES: usize = 3;

/// Marks the offering letter downloaded (issue 40 item 5): an idempotent update guarded by the
/// statuses it starts from, never by the version, so downloads at once all answer 200 and one
/// writes the change and its one audit row (`loan.offering_letter_download`); a letter already
/// downloaded writes nothing. When another request changed those statuses in between, the
/// loan is read again and the transition taken from where it stands (at most
/// [`DOWNLOAD_TRIES`] times). Errors: 409 `conflict` when it kept changing, or the codes of
/// [`download_transition`] for where it went.
async fn mark_downloaded(
    state: &AppState,
    staff: &Staff,
    mut l: loan::Model,
    mut transition: domain::pipeline::Transition,
    audit: &AuditDetail,
) -> ApiResult<()> {
    for _ in 0..DOWNLOAD_TRIES {
        if transition.from == transition.to || loans::apply_once(&state.db, &staff.actor(), l.id, &transition, audit).await? {
            return Ok(());
        }
        l = load::load(state, staff, &l.loan_code).await?;
        transition = download_transition(&l, staff)?;
    }
    Err(ApiError::Conflict("conflict"))
}

/// `GET /api/v1/loans/{loan_id}/offering-letter?lang=id|en` → `application/pdf`, generated on the
/// server; marks 'OL is downloaded' (and moves a KYC waiting on the letter to KYC scheduling)
/// once, however many downloads run at once (issue 40 item 5: a GET never fails because
/// another GET ran). Errors: 404 `offering_letter_not_needed` when the program needs none, 404
/// out of scope, 409 `loan_not_approved`, 400 an unknown `lang`.
pub async fn offering_letter(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiQuery(q): ApiQuery<LetterQuery>,
) -> ApiResult<Response> {
    let lang = match q.lang.as_deref() {
        None | Some("id") => crate::letters::LetterLang::Id,
        Some("en") => crate::letters::LetterLang::En,
        Some(_) => return Err(ApiError::BadRequest("malformed")),
    };
    let l = load::load(&state, &staff, &loan_id).await?;
    let transition = download_transition(&l, &staff)?;
    let pdf = crate::letters::offering_letter(&state, &l, lang).await?;
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({ "lang": q.lang.unwrap_or_else(|| "id".into()) })) };
    mark_downloaded(&state, &staff, l.clone(), transition, &audit).await?;
    let mut res = pdf.into_response();
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    let name = format!("attachment; filename=\"offering-letter-{}.pdf\"", l.loan_code);
    if let Ok(v) = HeaderValue::from_str(&name) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(res)
}
