//! Collections (issue 43 items 2 and 3; DESIGN §3 "Collections"): the collector's worklist of
//! late loans (broken promises first, then what is due today, then the most overdue), assigning
//! loans to a collector, recording a contact or a promise to pay from a row, and a loan's
//! collection history (contacts, promises, payments) as one timeline. The daily job marks
//! promises kept or broken (`storage::repo::loans::collections::resolve_promises`).
//!
//! Reads are in the caller's scope (a funder's staff see their own loans' cases); the writes are
//! the back office's: a funder's staff get 403.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    collections::{ContactChannel, ContactOutcome, NOTE_MAX, PromiseStatus},
    repayment::{MAX_PAYMENT, from_day_number},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::collection_case,
    repo::{
        keyset::Sort,
        loans::{
            self,
            billing::BillingFilter,
            collections::{self as repo, NewContact, NewPromise, WorkFilter, WorkRow},
        },
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{created, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    loans as load,
    loans::view::Names,
    page::{DEFAULT_LIMIT, Listed, MAX_LIMIT, Page},
    state::AppState,
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::LOAN_READERS;
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(Method::GET, "/api/v1/collections", Access::Area(A::RepaymentLate), "The collector's worklist of late loans", worklist)
        .query::<WorklistQuery>()
        .returns::<Page<WorkItem>>()
        .add(
            Method::POST,
            "/api/v1/collections/assign",
            Access::Area(A::RepaymentLate),
            "Assign late loans to a collector",
            assign,
        )
        .body::<CollectorAssignBody>()
        .returns::<CollectorsAssigned>()
        .add_create(
            "/api/v1/loans/{loan_id}/contacts",
            Access::Area(A::RepaymentLate),
            "Record a contact with the borrower",
            contact,
        )
        .body::<ContactBody>()
        .returns::<ContactView>()
        .add_create("/api/v1/loans/{loan_id}/promises", Access::Area(A::RepaymentLate), "Record a promise to pay", promise)
        .body::<PromiseBody>()
        .returns::<PromiseView>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/collection-history",
            Access::AnyArea(LOAN_READERS),
            "The loan's contacts, promises and payments, newest first",
            history,
        )
        .returns_list::<HistoryEntry>()
}

/// `GET /api/v1/collections` query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WorklistQuery {
    /// Search: name, e-mail, loan or customer ID, phone.
    pub q: Option<String>,
    /// Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1.
    pub limit: Option<u64>,
    /// The `next_cursor` of the previous page.
    pub cursor: Option<String>,
    /// Loans assigned to this collector.
    pub collector_id: Option<Uuid>,
    /// A loan-quality bucket code.
    pub bucket: Option<String>,
    /// Loans whose latest promise stands so.
    #[param(inline)]
    pub promise_status: Option<PromiseStatus>,
    /// `true`: only loans with a next action due today or earlier, or a broken promise.
    pub due_today: Option<bool>,
    pub lender_id: Option<Uuid>,
}

/// A late loan's last contact.
#[derive(Debug, Serialize, ToSchema)]
pub struct LastContact {
    pub at: DateTime<Utc>,
    pub channel: ContactChannel,
    pub outcome: ContactOutcome,
}

/// A late loan's latest promise. Rupiah; Asia/Jakarta date.
#[derive(Debug, Serialize, ToSchema)]
pub struct PromiseSummary {
    pub promise_id: Uuid,
    pub amount: i64,
    pub promised_date: NaiveDate,
    pub status: PromiseStatus,
}

/// One row of the worklist. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct WorkItem {
    pub loan_id: String,
    pub full_name: String,
    /// The borrower's phone (`+62…`).
    pub phone: Option<String>,
    pub lender_name: Option<String>,
    pub dpd: i32,
    pub bucket: Option<String>,
    pub amount_overdue: i64,
    /// Late fees open (issue 43 item 1): with `amount_overdue`, what to collect now.
    pub late_fees_open: i64,
    pub oldest_due_date: Option<NaiveDate>,
    pub outstanding_amount: i64,
    pub collector_id: Option<Uuid>,
    pub collector_name: Option<String>,
    pub last_contact: Option<LastContact>,
    pub promise: Option<PromiseSummary>,
    pub next_action_date: Option<NaiveDate>,
}

impl Listed for WorkItem {
    const PAGE: &str = "WorkPage";
}

fn work_item(r: &WorkRow, fees: &std::collections::HashMap<Uuid, i64>, names: &Names) -> WorkItem {
    let l = &r.late.item;
    let case: Option<&collection_case::Model> = r.case.as_ref();
    let last_contact = case.and_then(|c| {
        Some(LastContact { at: c.last_contact_at?, channel: c.last_channel?.get(), outcome: c.last_outcome?.get() })
    });
    let promise = case.and_then(|c| {
        Some(PromiseSummary {
            promise_id: c.promise_id?,
            amount: c.promise_amount?,
            promised_date: from_day_number(c.promise_day?),
            status: c.promise_status?.get(),
        })
    });
    WorkItem {
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        phone: r.late.phone.clone(),
        lender_name: r.late.lender_name.clone(),
        dpd: r.late.daily.dpd,
        bucket: r.late.bucket.clone(),
        amount_overdue: r.late.amount_overdue,
        late_fees_open: fees.get(&l.id).copied().unwrap_or(0),
        oldest_due_date: r.late.daily.oldest_due_day.map(from_day_number),
        outstanding_amount: r.late.outstanding,
        collector_id: case.and_then(|c| c.collector_id),
        collector_name: names.user(case.and_then(|c| c.collector_id)),
        last_contact,
        promise,
        next_action_date: case.and_then(|c| c.next_action_day).map(from_day_number),
    }
}

/// `GET /api/v1/collections`: late loans in the caller's scope as a worklist, broken promises
/// first, then those whose next action is due, each the most overdue first. Errors: 400
/// `cursor_invalid`, `bucket_invalid`, a malformed parameter.
pub async fn worklist(State(state): State<AppState>, staff: Staff, ApiQuery(q): ApiQuery<WorklistQuery>) -> ApiResult<Response> {
    let cursor = crate::loans::late::cursor(q.cursor.as_deref())?;
    let bucket = crate::loans::late::bucket(&state, q.bucket.as_deref()).await?;
    let f = WorkFilter {
        late: BillingFilter {
            scope: staff.loan_scope(),
            q: q.q.as_deref().map(str::trim).filter(|q| !q.is_empty()).map(str::to_owned),
            due_from: None,
            due_to: None,
            status: None,
            lender_id: q.lender_id,
            program_id: None,
            bucket,
            today: domain::calendar::today(),
            sort: Sort::Oldest,
            limit: q.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT),
            cursor,
        },
        collector_id: q.collector_id,
        promise_status: q.promise_status,
        due_today: q.due_today.unwrap_or(false),
    };
    let (rows, next, total) = repo::worklist(&state.db, &f, staff.lang == domain::Lang::Id).await?;
    let ids: Vec<Uuid> = rows.iter().map(|r| r.late.item.id).collect();
    let fees = loans::late_fees::open_of_loans(&state.db, &ids).await?;
    let collectors: Vec<Uuid> = rows.iter().filter_map(|r| r.case.as_ref().and_then(|c| c.collector_id)).collect();
    let names = Names::load(&state.db, &collectors).await?;
    let items = rows.iter().map(|r| work_item(r, &fees, &names)).collect();
    Ok(ok(Page::new(items, next, total)).into_response())
}

/// Refuses a funder's staff: collections work is the back office's. Errors: 403
/// `not_your_role`.
fn back_office(staff: &Staff) -> ApiResult<()> {
    if staff.viewer().funder {
        return Err(ApiError::Denied { field: None, code: "not_your_role" });
    }
    Ok(())
}

/// `POST /api/v1/collections/assign` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CollectorAssignBody {
    /// Loan IDs (`LN-…`), 1 to 500.
    pub loan_ids: Option<Vec<String>>,
    /// A back-office staff member whose level has the late list; `null` unassigns.
    pub collector_id: Option<Uuid>,
}

/// How many loans were assigned.
#[derive(Debug, Serialize, ToSchema)]
pub struct CollectorsAssigned {
    pub assigned: u64,
}

/// Loans assigned at most per request.
pub const ASSIGN_MAX: usize = 500;

/// `POST /api/v1/collections/assign`: assigns the loans to the collector (or unassigns them).
/// Errors: 403 for a funder's staff; 422 `loan_ids_invalid` (none, more than 500, or one not
/// found in the caller's scope or not active), `collector_invalid` (not an active back-office
/// staff member with the late list).
pub async fn assign(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<CollectorAssignBody>,
) -> ApiResult<Response> {
    back_office(&staff)?;
    let codes = body.loan_ids.unwrap_or_default();
    if codes.is_empty() || codes.len() > ASSIGN_MAX || codes.iter().any(|c| !load::looks_like_loan_code(c)) {
        return Err(ApiError::field("loan_ids", "loan_ids_invalid"));
    }
    let mut codes: Vec<String> = codes.iter().map(|c| c.trim().to_uppercase()).collect();
    codes.sort();
    codes.dedup();
    let found = loans::find_live_by_codes(&state.db, staff.loan_scope(), &codes).await?;
    if found.len() != codes.len() || found.iter().any(|l| !on_the_book(l)) {
        return Err(ApiError::field("loan_ids", "loan_ids_invalid"));
    }
    if let Some(c) = body.collector_id
        && repo::collectors_among(&state.db, &[c]).await?.is_empty()
    {
        return Err(ApiError::field("collector_id", "collector_invalid"));
    }
    let n = repo::assign(&state.db, &staff.actor(), &found, body.collector_id, storage::repo::now()).await?;
    Ok(ok_msg(lang, "collector_assigned", CollectorsAssigned { assigned: n }).into_response())
}

/// `POST /api/v1/loans/{loan_id}/contacts` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ContactBody {
    /// `call`, `whatsapp`, `sms`, `email`, `visit`.
    pub channel: Option<String>,
    /// `reached`, `no_answer`, `wrong_number`, `refused`, `promised`, `paid`, `dispute`.
    pub outcome: Option<String>,
    /// Up to 1,000 characters.
    pub note: Option<String>,
    /// When (RFC 3339); now when left out; not in the future.
    pub contacted_at: Option<String>,
    /// When to act next (`YYYY-MM-DD`, Asia/Jakarta): today to a month ahead.
    pub next_action_date: Option<String>,
}

/// A contact as answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContactView {
    pub contact_id: Uuid,
    pub channel: ContactChannel,
    pub outcome: ContactOutcome,
    pub note: Option<String>,
    pub contacted_at: DateTime<Utc>,
}

/// A note of up to [`NOTE_MAX`] characters, blank is none. Errors into `errors`:
/// `collection_note_too_long`, `text_invalid` (a control character).
fn note_of(v: Option<&str>, errors: &mut ValidationErrors) -> Option<String> {
    match domain::validation::optional_text(v, NOTE_MAX, "collection_note_too_long") {
        Ok(n) => n,
        Err(code) => {
            errors.add("note", code);
            None
        }
    }
}

/// A `YYYY-MM-DD` date from today to [`domain::collections::PROMISE_DAYS_MAX`] days ahead.
fn date_ahead(v: &str, today: NaiveDate) -> Option<NaiveDate> {
    let d = NaiveDate::parse_from_str(v.trim(), "%Y-%m-%d").ok()?;
    domain::collections::check_promised_date(d, today).ok().map(|()| d)
}

/// `POST /api/v1/loans/{loan_id}/contacts`: records a contact with the borrower of a late loan;
/// a broken promise followed up leaves the top of the list. Errors: 403 for a funder's staff,
/// 404, 409 `loan_not_active`; 422 `channel_invalid`, `outcome_invalid`, `collection_note_too_long`,
/// `contacted_at_invalid` (not a time, or in the future), `next_action_date_invalid`.
pub async fn contact(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ContactBody>,
) -> ApiResult<Response> {
    // The loan first: another lender's loan is 404 to a funder's staff, as on every loan route.
    let l = on_book(&state, &staff, &loan_id).await?;
    back_office(&staff)?;
    let today = domain::calendar::today();
    let now = storage::repo::now();
    let mut errors = ValidationErrors::new();
    let channel: Option<ContactChannel> = body.channel.as_deref().and_then(|c| c.trim().parse().ok());
    if channel.is_none() {
        errors.add("channel", "channel_invalid");
    }
    let outcome: Option<ContactOutcome> = body.outcome.as_deref().and_then(|c| c.trim().parse().ok());
    if outcome.is_none() {
        errors.add("outcome", "outcome_invalid");
    }
    let note = note_of(body.note.as_deref(), &mut errors);
    let contacted_at = match body.contacted_at.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None => Some(now),
        Some(v) => DateTime::parse_from_rfc3339(v).ok().map(|t| t.with_timezone(&Utc)).filter(|t| *t <= now),
    };
    if contacted_at.is_none() {
        errors.add("contacted_at", "contacted_at_invalid");
    }
    let next_action = match body.next_action_date.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None => None,
        Some(v) => {
            let d = date_ahead(v, today);
            if d.is_none() {
                errors.add("next_action_date", "next_action_date_invalid");
            }
            d
        }
    };
    let (Some(channel), Some(outcome), Some(contacted_at), true) = (channel, outcome, contacted_at, errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let c = repo::record_contact(
        &state.db,
        &staff.actor(),
        &l,
        NewContact { channel, outcome, note, contacted_at, next_action },
        now,
    )
    .await?;
    let mut env = created(ContactView {
        contact_id: c.id,
        channel: *c.channel,
        outcome: *c.outcome,
        note: c.note,
        contacted_at: c.contacted_at,
    });
    env.msg = domain::i18n::text("contact_recorded", lang).into();
    Ok(env.into_response())
}

/// Whether `l` is active and not inactive: a loan collectors work on.
fn on_the_book(l: &storage::entity::loan::Model) -> bool {
    use domain::pipeline::ActiveStatus as S;
    matches!(l.active_status.map(storage::entity::Stored::get), Some(S::Normal | S::OnHold | S::Late | S::NonPerforming))
}

/// The loan `loan_id` in the caller's scope, on the book (active, not inactive). Errors: 404,
/// 409 `loan_not_active`.
async fn on_book(state: &AppState, staff: &Staff, loan_id: &str) -> ApiResult<storage::entity::loan::Model> {
    let l = load::load(state, staff, loan_id).await?;
    if !on_the_book(&l) {
        return Err(ApiError::Conflict("loan_not_active"));
    }
    Ok(l)
}

/// `POST /api/v1/loans/{loan_id}/promises` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PromiseBody {
    /// Rupiah, 1 to 10,000,000,000.
    pub amount: Option<i64>,
    /// `YYYY-MM-DD` (Asia/Jakarta): today to a month ahead.
    pub promised_date: Option<String>,
    /// Up to 1,000 characters.
    pub note: Option<String>,
}

/// A promise to pay as answered. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct PromiseView {
    pub promise_id: Uuid,
    pub amount: i64,
    pub promised_date: NaiveDate,
    pub status: PromiseStatus,
    /// Rupiah paid since it was made, up to its date (once the daily job decided it).
    pub paid_since: i64,
    pub note: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// `POST /api/v1/loans/{loan_id}/promises`: records a promise to pay; the loan's next action
/// falls on its date, and the daily job marks it kept or broken. Errors: 403 for a funder's
/// staff, 404, 409 `loan_not_active`; 422 `amount_invalid`, `promised_date_invalid`,
/// `collection_note_too_long`.
pub async fn promise(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<PromiseBody>,
) -> ApiResult<Response> {
    // The loan first: another lender's loan is 404 to a funder's staff, as on every loan route.
    let l = on_book(&state, &staff, &loan_id).await?;
    back_office(&staff)?;
    let today = domain::calendar::today();
    let mut errors = ValidationErrors::new();
    let amount = body.amount.filter(|a| (1..=MAX_PAYMENT).contains(a));
    if amount.is_none() {
        errors.add("amount", "amount_invalid");
    }
    let promised_date = body.promised_date.as_deref().and_then(|v| date_ahead(v, today));
    if promised_date.is_none() {
        errors.add("promised_date", "promised_date_invalid");
    }
    let note = note_of(body.note.as_deref(), &mut errors);
    let (Some(amount), Some(promised_date), true) = (amount, promised_date, errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let p = repo::record_promise(
        &state.db,
        &staff.actor(),
        &l,
        NewPromise { amount, promised_date, note, made_on: today },
        storage::repo::now(),
    )
    .await?;
    let mut env = created(promise_view(&p));
    env.msg = domain::i18n::text("promise_recorded", lang).into();
    Ok(env.into_response())
}

fn promise_view(p: &storage::entity::promise_to_pay::Model) -> PromiseView {
    PromiseView {
        promise_id: p.id,
        amount: p.amount,
        promised_date: p.promised_date,
        status: *p.status,
        paid_since: p.paid_since,
        note: p.note.clone(),
        created_at: p.created_at,
    }
}

/// What a collection-history entry is.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum HistoryKind {
    Contact,
    Promise,
    Payment,
    /// A reminder sent to the borrower (issue 43 item 4).
    Reminder,
}

/// One entry of a loan's collection history. Rupiah; Asia/Jakarta dates. `channel`, `outcome`
/// for a contact; `amount`, `promised_date`, `status` for a promise; `amount`, `paid_date`,
/// `reversed` for a payment; `channel`, `message_status` and the text as `note` for a reminder
/// (`at`: when it was sent).
#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryEntry {
    pub kind: HistoryKind,
    pub at: DateTime<Utc>,
    pub by_name: Option<String>,
    pub channel: Option<ContactChannel>,
    pub outcome: Option<ContactOutcome>,
    pub note: Option<String>,
    pub amount: Option<i64>,
    pub promised_date: Option<NaiveDate>,
    pub status: Option<PromiseStatus>,
    pub paid_date: Option<NaiveDate>,
    pub reversed: Option<bool>,
    /// A reminder's status (`sent`, `delivered`).
    pub message_status: Option<domain::reminders::MessageStatus>,
}

impl HistoryEntry {
    fn new(kind: HistoryKind, at: DateTime<Utc>, by_name: Option<String>) -> Self {
        HistoryEntry {
            kind,
            at,
            by_name,
            channel: None,
            outcome: None,
            note: None,
            amount: None,
            promised_date: None,
            status: None,
            paid_date: None,
            reversed: None,
            message_status: None,
        }
    }
}

/// `GET /api/v1/loans/{loan_id}/collection-history`: the loan's contacts, promises, payments and
/// the reminders sent to the borrower as one timeline, newest first. Errors: 404.
pub async fn history(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let (contacts, promises, payments, reminders) = tokio::try_join!(
        repo::contacts_of(&state.db, l.id),
        repo::promises_of(&state.db, l.id),
        loans::repayments::payments_of(&state.db, l.id),
        storage::repo::reminders::sent_of(&state.db, l.id),
    )?;
    let users: Vec<Uuid> = contacts
        .iter()
        .filter_map(|c| c.recorded_by)
        .chain(promises.iter().filter_map(|p| p.created_by))
        .chain(payments.iter().filter_map(|p| p.recorded_by))
        .collect();
    let names = Names::load(&state.db, &users).await?;
    let mut entries: Vec<HistoryEntry> = Vec::new();
    for c in contacts {
        entries.push(HistoryEntry {
            channel: Some(*c.channel),
            outcome: Some(*c.outcome),
            note: c.note,
            ..HistoryEntry::new(HistoryKind::Contact, c.contacted_at, names.user(c.recorded_by))
        });
    }
    for p in promises {
        entries.push(HistoryEntry {
            amount: Some(p.amount),
            promised_date: Some(p.promised_date),
            status: Some(*p.status),
            note: p.note,
            ..HistoryEntry::new(HistoryKind::Promise, p.created_at, names.user(p.created_by))
        });
    }
    for p in payments {
        entries.push(HistoryEntry {
            amount: Some(p.amount),
            paid_date: Some(p.paid_date),
            reversed: Some(p.reversed_at.is_some()),
            ..HistoryEntry::new(HistoryKind::Payment, p.recorded_at, names.user(p.recorded_by))
        });
    }
    for m in reminders {
        let channel = match *m.channel {
            domain::reminders::MessageChannel::Whatsapp => ContactChannel::Whatsapp,
            domain::reminders::MessageChannel::Sms => ContactChannel::Sms,
            domain::reminders::MessageChannel::Email => ContactChannel::Email,
        };
        entries.push(HistoryEntry {
            channel: Some(channel),
            note: Some(m.body),
            message_status: Some(*m.status),
            ..HistoryEntry::new(HistoryKind::Reminder, m.sent_at.unwrap_or(m.queued_at), None)
        });
    }
    entries.sort_by_key(|e| std::cmp::Reverse(e.at));
    Ok(ok(entries).into_response())
}
