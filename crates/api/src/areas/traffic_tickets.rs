//! E-toll and ETLE (issue 11 item 6; spec §2 `/app/fleet-service/etle`, assets contract "E-toll
//! and ETLE"): tickets and toll transactions on the lender's plates, each tied when recorded to
//! the borrower who held the unit at that moment, recorded one by one or imported from a
//! spreadsheet.
//!
//! Access (spec §6): the fleet-service ETLE area reads and writes. A funder's staff read only
//! the tickets charged to their lender's loans and change nothing: 403
//! `assets_not_for_funder_staff`. The scope is the repository's
//! ([`storage::repo::traffic_tickets`]). Amounts are integer rupiah; times RFC 3339; date
//! filters `YYYY-MM-DD` in Asia/Jakarta.

use axum::{
    extract::{Multipart, State},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, Utc};
use domain::{
    Lang, ValidationErrors,
    assets::{self, TICKET_AMOUNT_MAX, TicketKind, TicketStatus},
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::{decode, traffic_ticket},
    repo::traffic_tickets::{self, BATCH_CHUNK, NewTicket, TicketFilter},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{created_msg, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    page::{Listed, Page, PageQuery},
    sheet::{self, DateCells, ImportRejected, Sheet},
    state::AppState,
};

/// Most rows of one import.
pub const IMPORT_MAX_ROWS: usize = 5_000;
/// The import's columns, by their header names (any order; other columns are ignored).
pub const IMPORT_COLUMNS: [&str; 7] = ["kind", "plate_number", "occurred_at", "place", "violation", "amount", "status"];

/// What the caller may do with a ticket (the web app shows exactly these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TicketAction {
    /// `PUT` with `status: paid`.
    MarkPaid,
    /// `PUT` with `status: charged_to_borrower` (a ticket tied to a loan).
    ChargeToBorrower,
}

/// A ticket (`GET /api/v1/traffic-tickets` and the answer of its writes).
#[derive(Debug, Serialize, ToSchema)]
pub struct TicketView {
    pub id: Uuid,
    #[schema(inline)]
    pub kind: TicketKind,
    /// `B 1234 XYZ`.
    pub plate_number: String,
    /// The unit with that plate, when registered.
    pub motorcycle_id: Option<Uuid>,
    pub occurred_at: DateTime<Utc>,
    pub place: String,
    /// The violation (ETLE) or toll gate (e-toll).
    pub violation: String,
    /// Rupiah.
    pub amount: i64,
    #[schema(inline)]
    pub status: TicketStatus,
    /// The loan ID (`LN-…`) whose borrower held the unit at `occurred_at`.
    pub loan_id: Option<String>,
    pub borrower_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
    pub allowed_actions: Vec<TicketAction>,
}

impl Listed for TicketView {
    const PAGE: &str = "TicketPage";
}

/// `GET /api/v1/traffic-tickets` filters (with `q`: any part of the plate, the place or the
/// borrower's name).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TicketQuery {
    #[param(inline)]
    pub kind: Option<TicketKind>,
    #[param(inline)]
    pub status: Option<TicketStatus>,
    /// A plate, normalised (`b1234xyz` finds `B 1234 XYZ`).
    pub plate_number: Option<String>,
    /// A loan ID (`LN-…`).
    pub loan_id: Option<String>,
    /// Asia/Jakarta date of `occurred_at` from (inclusive).
    pub from: Option<NaiveDate>,
    /// Asia/Jakarta date of `occurred_at` to (inclusive).
    pub to: Option<NaiveDate>,
}

/// `POST /api/v1/traffic-tickets` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct TicketBody {
    /// `etle` or `etoll`.
    pub kind: Option<String>,
    /// An Indonesian plate (`B 1234 XYZ`; spaces, dots, hyphens and case are free).
    pub plate_number: Option<String>,
    /// RFC 3339, not in the future, within the last two years.
    pub occurred_at: Option<String>,
    /// Up to 200 characters.
    pub place: Option<String>,
    /// Up to 200 characters.
    pub violation: Option<String>,
    /// Rupiah, 1 to 100,000,000.
    pub amount: Option<i64>,
    /// `unpaid` (default), `paid` or `charged_to_borrower`. Read as text so that another value
    /// is a 422 `ticket_status_invalid` on this field, not an unreadable body.
    #[schema(value_type = Option<TicketStatus>)]
    pub status: Option<String>,
}

/// `PUT /api/v1/traffic-tickets/{id}` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct TicketStatusBody {
    /// `paid` or `charged_to_borrower` (see `allowed_actions`). Read as text so that another
    /// value is a 422 `ticket_status_invalid` on this field, not an unreadable body.
    #[schema(value_type = Option<TicketStatus>)]
    pub status: Option<String>,
    /// The `version` last read (409 `conflict` when it changed since).
    pub version: Option<i32>,
}

/// `POST /api/v1/traffic-tickets/import` answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct TicketImportResult {
    /// Tickets recorded.
    pub created: u64,
    /// Rows already recorded (same kind, plate and time) or repeated in the file.
    pub duplicates: u64,
    pub rejected: Vec<ImportRejected>,
}

/// The import form (`multipart/form-data`).
#[derive(ToSchema)]
#[allow(dead_code)] // documents the multipart parts for OpenAPI
pub struct TicketImportForm {
    /// An `.xlsx` (first sheet) or `.csv` (UTF-8, comma or semicolon) with a header row of
    /// `kind, plate_number, occurred_at, place, violation, amount, status`; at most 10 MiB and
    /// 5,000 rows.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

/// A ticket's fields as sent (a JSON body or an import row).
#[derive(Debug, Default)]
struct TicketInput<'a> {
    kind: Option<&'a str>,
    plate_number: Option<&'a str>,
    occurred_at: Option<&'a str>,
    place: Option<&'a str>,
    violation: Option<&'a str>,
    amount: Option<i64>,
    status: Option<&'a str>,
}

/// Checks a ticket, recording each failure under its field: `ticket_kind_invalid`,
/// `plate_number_invalid`, `occurred_at_invalid` (RFC 3339, not after `now` — five minutes of
/// clock drift allowed — nor more than two years before), `place_required`,
/// `violation_required`, `ticket_amount_invalid` (1..=[`TICKET_AMOUNT_MAX`]),
/// `ticket_status_invalid`.
fn check_ticket(i: &TicketInput<'_>, now: DateTime<Utc>, errors: &mut ValidationErrors) -> Option<NewTicket> {
    let before = errors.0.len();
    let kind = i.kind.map(str::trim).and_then(|k| k.to_ascii_lowercase().replace('-', "").parse::<TicketKind>().ok());
    if kind.is_none() {
        errors.add("kind", "ticket_kind_invalid");
    }
    let plate = i
        .plate_number
        .map_or(Err("plate_number_invalid"), assets::normalise_plate)
        .map_err(|c| errors.add("plate_number", c))
        .ok();
    let occurred = i
        .occurred_at
        .and_then(|s| DateTime::parse_from_rfc3339(s.trim()).ok())
        .map(|t| t.with_timezone(&Utc))
        .and_then(|t| DateTime::from_timestamp_micros(t.timestamp_micros()))
        .filter(|t| *t <= now + Duration::minutes(5) && *t >= now - Duration::days(730));
    if occurred.is_none() {
        errors.add("occurred_at", "occurred_at_invalid");
    }
    let text = assets::check_ticket_text(i.place, i.violation, errors);
    let amount =
        assets::check_range(i.amount, 1, TICKET_AMOUNT_MAX, "ticket_amount_invalid").map_err(|c| errors.add("amount", c)).ok();
    let status = match i.status.map(str::trim).filter(|s| !s.is_empty()) {
        None => Some(TicketStatus::Unpaid),
        Some(s) => s.to_ascii_lowercase().parse().ok(),
    };
    if status.is_none() {
        errors.add("status", "ticket_status_invalid");
    }
    if errors.0.len() > before {
        return None;
    }
    let (place, violation) = text?;
    Some(NewTicket {
        kind: kind?,
        plate_number: plate?,
        occurred_at: occurred?,
        place,
        violation,
        amount: amount?,
        status: status?,
    })
}

fn actions_of(staff: &Staff, t: &traffic_ticket::Model, status: TicketStatus) -> Vec<TicketAction> {
    if staff.loan_scope().lender().is_some() || !staff.level.allows(domain::Area::FleetServiceEtle) {
        return vec![];
    }
    let moves = assets::ticket_moves(status);
    let mut out = Vec::new();
    if moves.contains(&TicketStatus::Paid) {
        out.push(TicketAction::MarkPaid);
    }
    if moves.contains(&TicketStatus::ChargedToBorrower) && t.loan_id.is_some() {
        out.push(TicketAction::ChargeToBorrower);
    }
    out
}

/// The tickets as answered. Errors: a stored status or kind its enum does not name (corrupt
/// data: 500, never a default).
async fn views(state: &AppState, staff: &Staff, rows: Vec<traffic_ticket::Model>) -> ApiResult<Vec<TicketView>> {
    let loans: Vec<Uuid> = rows.iter().filter_map(|r| r.loan_id).collect();
    let names = traffic_tickets::loan_names(&state.db, &loans).await?;
    rows.into_iter()
        .map(|t| {
            let status: TicketStatus = decode("traffic_tickets.status", &t.status)?;
            let holder = t.loan_id.and_then(|l| names.get(&l).cloned());
            Ok(TicketView {
                allowed_actions: actions_of(staff, &t, status),
                id: t.id,
                kind: decode::<TicketKind>("traffic_tickets.kind", &t.kind)?,
                plate_number: t.plate_number,
                motorcycle_id: t.motorcycle_id,
                occurred_at: t.occurred_at,
                place: t.place,
                violation: t.violation,
                amount: t.amount,
                status,
                loan_id: holder.as_ref().map(|(code, _)| code.clone()),
                borrower_name: holder.map(|(_, name)| name),
                created_at: t.created_at,
                version: t.version,
            })
        })
        .collect()
}

async fn view_one(state: &AppState, staff: &Staff, t: traffic_ticket::Model) -> ApiResult<TicketView> {
    views(state, staff, vec![t]).await?.pop().ok_or(ApiError::NotFound)
}

/// `GET /api/v1/traffic-tickets?kind=&status=&plate_number=&loan_id=&from=&to=&q=&sort=&limit=&cursor=`:
/// the tickets in the caller's scope, newest first by default, `{items, next_cursor, total,
/// total_capped}`. Errors: 400 for a malformed filter or cursor (`plate_number_invalid`).
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<TicketQuery>,
) -> ApiResult<Response> {
    let plate_number = match q.plate_number.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(p) => Some(assets::normalise_plate(p).map_err(ApiError::BadRequest)?),
    };
    let (from, to) = domain::calendar::day_bounds(q.from, q.to);
    let f = TicketFilter {
        scope: staff.loan_scope(),
        kind: q.kind,
        status: q.status,
        plate_number,
        loan_code: q.loan_id.map(|l| l.trim().to_ascii_uppercase()).filter(|l| !l.is_empty()),
        from,
        to,
        q: page.q.clone(),
    };
    let (rows, next_cursor) = traffic_tickets::list(&state.db, &f, page.at()).await?;
    let total = traffic_tickets::count(&state.db, &f).await?;
    let items = views(&state, &staff, rows).await?;
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

fn duplicate(e: StoreError) -> ApiError {
    match e {
        StoreError::Unique => ApiError::Conflict("ticket_duplicate"),
        e => e.into(),
    }
}

/// `POST /api/v1/traffic-tickets` (with `Idempotency-Key`): records a ticket, tied to the unit
/// with its plate and to the loan whose handover period holds `occurred_at` (an unknown plate
/// is recorded without either). Answers 201 with the [`TicketView`]; `msg` "Ticket recorded".
/// Errors: 403 `assets_not_for_funder_staff`; 422 (see the checks: `ticket_kind_invalid`,
/// `plate_number_invalid`, `occurred_at_invalid`, `place_required`, `violation_required`,
/// `ticket_amount_invalid`, `ticket_status_invalid`); 409 `ticket_duplicate` (same kind, plate
/// and time recorded already).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<TicketBody>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let input = TicketInput {
        kind: body.kind.as_deref(),
        plate_number: body.plate_number.as_deref(),
        occurred_at: body.occurred_at.as_deref(),
        place: body.place.as_deref(),
        violation: body.violation.as_deref(),
        amount: body.amount,
        status: body.status.as_deref(),
    };
    let mut errors = ValidationErrors::new();
    let new = check_ticket(&input, storage::repo::now(), &mut errors).ok_or(ApiError::Validation(errors))?;
    let t = traffic_tickets::create(&state.db, &staff.actor(), new).await.map_err(duplicate)?;
    let data = view_one(&state, &staff, t).await?;
    Ok(created_msg(lang, "ticket_created", data).into_response())
}

/// `PUT /api/v1/traffic-tickets/{id}` `{status, version}`: settles the ticket (`unpaid` →
/// `paid` or `charged_to_borrower`; `charged_to_borrower` → `paid`). Errors: 404; 403
/// `assets_not_for_funder_staff`; 422 `version_required`, `ticket_status_invalid` (not a
/// status); 409 `ticket_status_invalid` (a move not allowed, or charging a ticket tied to no
/// loan), `conflict` (changed since `version`).
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<TicketStatusBody>,
) -> ApiResult<Response> {
    let before = traffic_tickets::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    staff.in_house_only()?;
    let mut errors = ValidationErrors::new();
    if body.version.is_none() {
        errors.add("version", "version_required");
    }
    let to = body.status.as_deref().map(str::trim).and_then(|s| s.parse::<TicketStatus>().ok());
    if to.is_none() {
        errors.add("status", "ticket_status_invalid");
    }
    let (Some(version), Some(to)) = (body.version, to) else { return Err(ApiError::Validation(errors)) };
    if before.version != version {
        return Err(ApiError::Conflict("conflict"));
    }
    let from: TicketStatus = decode("traffic_tickets.status", &before.status)?;
    let allowed = assets::ticket_moves(from).contains(&to) && (to != TicketStatus::ChargedToBorrower || before.loan_id.is_some());
    if !allowed {
        return Err(ApiError::Conflict("ticket_status_invalid"));
    }
    let t = traffic_tickets::set_status(&state.db, &staff.actor(), &before, version, to).await?;
    Ok(ok_msg(lang, "ticket_saved", view_one(&state, &staff, t).await?).into_response())
}

/// An import's `occurred_at`: RFC 3339, or a wall-clock `YYYY-MM-DD HH:MM[:SS]` read as
/// Asia/Jakarta (how the ETLE and toll exports write it).
fn import_time(s: &str) -> String {
    if DateTime::parse_from_rfc3339(s).is_ok() {
        return s.to_owned();
    }
    ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M"]
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(s, f).ok())
        .map_or_else(|| s.to_owned(), sheet::jakarta_rfc3339)
}

/// Checks each row of `sheet` (header first, columns found by name): the good rows with their
/// spreadsheet row numbers, and the rejected ones with their errors in `lang`.
fn check_rows(sheet: &Sheet, now: DateTime<Utc>, lang: Lang) -> (Vec<NewTicket>, Vec<ImportRejected>) {
    let both = |code: &str| vec![domain::i18n::text(code, Lang::En).to_owned(), domain::i18n::text(code, Lang::Id).to_owned()];
    let columns: Vec<(&str, Vec<String>)> = IMPORT_COLUMNS.iter().map(|c| (*c, both(&format!("ticket_col_{c}")))).collect();
    let at = sheet::column_positions(&sheet[0].1, &columns);
    // The template's drop-downs offer the kinds and statuses by their names (either language).
    let kinds: Vec<(&str, Vec<String>)> =
        TicketKind::ALL.iter().map(|k| (k.as_str(), both(&format!("ticket_kind_{k}")))).collect();
    let statuses: Vec<(&str, Vec<String>)> =
        TicketStatus::ALL.iter().map(|s| (s.as_str(), both(&format!("ticket_status_{s}")))).collect();
    let code_of = |named: &[(&'static str, Vec<String>)], cell: &str| -> Option<&'static str> {
        let cell = cell.trim().to_lowercase();
        named.iter().find(|(_, labels)| labels.iter().any(|l| l.to_lowercase() == cell)).map(|(code, _)| *code)
    };
    let mut good = Vec::new();
    let mut rejected = Vec::new();
    for (number, row) in sheet.iter().skip(1) {
        let cell = |n: usize| at[n].and_then(|c| row.get(c)).map(String::as_str).filter(|s| !s.is_empty());
        let occurred = cell(2).map(import_time);
        let amount = cell(5).map(|a| a.replace([' ', '_'], "")).and_then(|a| a.parse::<i64>().ok());
        let input = TicketInput {
            kind: cell(0).map(|k| code_of(&kinds, k).unwrap_or(k)),
            plate_number: cell(1),
            occurred_at: occurred.as_deref(),
            place: cell(3),
            violation: cell(4),
            amount,
            status: cell(6).map(|v| code_of(&statuses, v).unwrap_or(v)),
        };
        let mut errors = ValidationErrors::new();
        match check_ticket(&input, now, &mut errors) {
            Some(t) => good.push(t),
            None => rejected.push(ImportRejected::new(*number, &errors, lang)),
        }
    }
    (good, rejected)
}

/// `POST /api/v1/traffic-tickets/import` (multipart `file`): records every good row of an
/// `.xlsx` (first sheet) or `.csv` whose header row names the columns `kind, plate_number,
/// occurred_at, place, violation, amount, status`, by key or by their template names in either
/// language (kinds and statuses likewise by code or name; `occurred_at` RFC 3339, or
/// `YYYY-MM-DD HH:MM[:SS]` read as Asia/Jakarta; `status` blank is `unpaid`), each tied to its
/// unit and borrower like a single ticket. Good rows are recorded even when others are bad;
/// rows already recorded count as `duplicates`. Answers `{created, duplicates, rejected: [{row,
/// errors: [{field, code, message}]}]}`, messages in the caller's language. Errors: 403
/// `assets_not_for_funder_staff`; 413 `import_file_too_large` (over 10 MiB); 422 on `file`:
/// `file_required`, `import_file_unreadable`, `import_file_too_complex` (more cells or text
/// than a read keeps, `crate::sheet`), `import_empty`, `import_too_many_rows` (over 5,000
/// rows); 408 `upload_timeout` (the body took over 50 s); 503 when two files are being read
/// already.
pub async fn import(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    mut form: Multipart,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let (_, bytes) = sheet::file_part(&mut form).await?;
    // At most two files read at once; taken once the body is in (a slow upload holds none).
    let _permit = state.import_slots.try_acquire().map_err(|_| ApiError::Busy)?;
    let now = storage::repo::now();
    let (good, mut rejected) = tokio::task::spawn_blocking(move || {
        sheet::read_sheet(&bytes, IMPORT_MAX_ROWS, DateCells::JakartaTime).map(|s| check_rows(&s, now, lang))
    })
    .await
    .map_err(|e| ApiError::Internal(e.into()))?
    .map_err(|code| ApiError::field("file", code))?;
    let actor = staff.actor();
    let (mut created, mut duplicates) = (0u64, 0u64);
    for chunk in good.chunks(BATCH_CHUNK) {
        let txn = storage::begin_write(&state.db).await?;
        let stored = traffic_tickets::insert_batch(&txn, &actor, chunk).await?;
        txn.commit().await?;
        let n = stored.iter().filter(|s| s.is_some()).count() as u64;
        created += n;
        duplicates += chunk.len() as u64 - n;
    }
    rejected.sort_by_key(|r| r.row);
    Ok(ok_msg(lang, "ticket_import_done", TicketImportResult { created, duplicates, rejected }).into_response())
}

/// `GET /api/v1/traffic-tickets/import-template`: the xlsx to fill, as the motorcycle import's
/// (`crate::xlsx::ImportTemplate`): its first sheet has the import's columns in the caller's
/// language, typed as text, with drop-downs of the kinds and statuses by name (either
/// language's name is read back); the second lists them. Errors: 403
/// `assets_not_for_funder_staff`.
pub async fn template(staff: Staff) -> ApiResult<Response> {
    staff.in_house_only()?;
    let lang = staff.lang;
    let t = |code: &str| domain::i18n::text(code, lang);
    let columns = IMPORT_COLUMNS
        .iter()
        .map(|key| {
            let list = match *key {
                "kind" => Some(0),
                "status" => Some(1),
                _ => None,
            };
            (t(&format!("ticket_col_{key}")).to_owned(), list)
        })
        .collect();
    let names = |codes: Vec<String>| codes.iter().map(|c| t(c).to_owned()).collect::<Vec<_>>();
    let lists = vec![
        (t("ticket_col_kind").to_owned(), names(TicketKind::ALL.iter().map(|k| format!("ticket_kind_{k}")).collect())),
        (t("ticket_col_status").to_owned(), names(TicketStatus::ALL.iter().map(|s| format!("ticket_status_{s}")).collect())),
    ];
    let rows = u32::try_from(IMPORT_MAX_ROWS).unwrap_or(u32::MAX);
    crate::xlsx::ImportTemplate { sheet: t("ticket_sheet_rows"), columns, lists, rows }
        .respond(lang, "ticket-import-template.xlsx")
        .await
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(
        Method::GET,
        "/api/v1/traffic-tickets",
        Access::Area(A::FleetServiceEtle),
        "E-toll and ETLE tickets: filters, search, keyset pages",
        list,
    )
    .paged_query::<TicketQuery>()
    .returns::<Page<TicketView>>()
    .add_create("/api/v1/traffic-tickets", Access::Area(A::FleetServiceEtle), "Record an e-toll or ETLE ticket", create)
    .body::<TicketBody>()
    .returns::<TicketView>()
    .add(
        Method::PUT,
        "/api/v1/traffic-tickets/{id}",
        Access::Area(A::FleetServiceEtle),
        "Mark a ticket paid or charged to the borrower",
        update,
    )
    .body::<TicketStatusBody>()
    .returns::<TicketView>()
    .add(
        Method::GET,
        "/api/v1/traffic-tickets/import-template",
        Access::Area(A::FleetServiceEtle),
        "The ticket import template (xlsx with drop-downs and lists)",
        template,
    )
    .returns_raw(crate::routes::table::Returns::Raw(crate::routes::table::XLSX))
    .add_upload(
        "/api/v1/traffic-tickets/import",
        Access::Area(A::FleetServiceEtle),
        "Import tickets from an xlsx or csv (multipart: file)",
        import,
        crate::routes::table::UPLOAD_LIMIT_BYTES,
    )
    .multipart::<TicketImportForm>()
    .returns::<TicketImportResult>()
}
