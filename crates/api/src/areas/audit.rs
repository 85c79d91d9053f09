//! The audit trail viewer (issue 12 item 4; level 21): every change, who, when, what, before
//! and after, filterable by actor, record, action and Asia/Jakarta dates; and its xlsx download.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use storage::{
    entity::audit_log,
    repo::{audit, keyset::PageAt},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::ApiQuery,
    page::{Listed, Page, PageQuery},
    state::AppState,
    xlsx::{self, Cell},
};

/// Audit rows read per page of a download.
const EXPORT_PAGE: u64 = 2_000;

/// `GET /api/v1/audit-log` filters beside `sort`, `limit`, `cursor`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    pub actor_id: Option<Uuid>,
    /// `loan`, `borrower`, `user`, `lender`, `funding_source`, `file`, `payment`, `import`,
    /// `download`, …
    pub entity: Option<String>,
    pub entity_id: Option<String>,
    /// An exact action (`user.update`) or a prefix ending in `.` (`user.`).
    pub action: Option<String>,
    /// First Asia/Jakarta day, inclusive.
    pub from: Option<NaiveDate>,
    /// Last Asia/Jakarta day, inclusive.
    pub to: Option<NaiveDate>,
    /// `xlsx` downloads every matching row (at most [`xlsx::MAX_ROWS`]).
    pub format: Option<String>,
}

/// One change. `before`/`after` hold the changed fields (never secrets).
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntry {
    pub id: Uuid,
    pub at: DateTime<Utc>,
    /// `None` for the system (seeding, the daily job) or an anonymous flow (activation).
    pub actor_id: Option<Uuid>,
    pub actor_name: Option<String>,
    /// Who made it, as the reader is told (a staff member, the daily job, the system).
    pub actor_kind: audit::ActorKind,
    pub action: String,
    pub entity: String,
    pub entity_id: String,
    /// The loan's ID (`LN-…`) of a row of entity `loan` (issue 45 item 2).
    pub loan_code: Option<String>,
    /// The document the change was about (an uploaded or verified file), when it names one.
    pub document: Option<audit::DocumentRef>,
    #[schema(value_type = Option<Object>)]
    pub before: Option<serde_json::Value>,
    #[schema(value_type = Option<Object>)]
    pub after: Option<serde_json::Value>,
    pub request_id: Option<String>,
}

impl Listed for AuditEntry {
    const PAGE: &str = "AuditPage";
}

/// The filter of a query: days become UTC bounds (`to` inclusive, so its next midnight).
/// Errors: 400 naming `to` when it is before `from`.
fn filter_of(q: &AuditQuery) -> ApiResult<audit::AuditFilter> {
    if let (Some(f), Some(t)) = (q.from, q.to)
        && t < f
    {
        return Err(ApiError::BadRequest("date_range_invalid"));
    }
    let (from, to) = domain::calendar::day_bounds(q.from, q.to);
    let blank = |s: &Option<String>| s.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
    Ok(audit::AuditFilter {
        actor_id: q.actor_id,
        entity: blank(&q.entity),
        entity_id: blank(&q.entity_id),
        action: blank(&q.action),
        from,
        to,
    })
}

/// Actor names of `rows` by id.
async fn actor_names(state: &AppState, rows: &[audit_log::Model]) -> ApiResult<std::collections::HashMap<Uuid, String>> {
    let mut ids: Vec<Uuid> = rows.iter().filter_map(|r| r.actor_id).collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(storage::repo::reference::names_of(&state.db, &[], &[], &ids, false).await?.users)
}

/// The loans and files `rows` refer to ([`audit::Labels`]).
async fn labels_of(state: &AppState, rows: &[audit_log::Model]) -> ApiResult<audit::Labels> {
    let loans: Vec<Uuid> = rows.iter().filter_map(loan_of).collect();
    let files: Vec<Uuid> = rows.iter().filter_map(audit::file_of).collect();
    Ok(audit::Labels::load(&state.db, &loans, &files).await?)
}

/// The loan a row of entity `loan` is about.
fn loan_of(r: &audit_log::Model) -> Option<Uuid> {
    (r.entity == "loan").then(|| Uuid::parse_str(&r.entity_id).ok()).flatten()
}

fn entry(r: audit_log::Model, names: &std::collections::HashMap<Uuid, String>, labels: &audit::Labels) -> AuditEntry {
    AuditEntry {
        actor_name: r.actor_id.and_then(|a| names.get(&a).cloned()),
        actor_kind: audit::ActorKind::of(r.actor_id, r.request_id.as_deref()),
        loan_code: labels.loan(loan_of(&r)),
        document: labels.file(audit::file_of(&r)),
        id: r.id,
        at: r.at,
        actor_id: r.actor_id,
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        before: r.before,
        after: r.after,
        request_id: r.request_id,
    }
}

/// `GET /api/v1/audit-log?actor_id=&entity=&entity_id=&action=&from=&to=&sort=&limit=&cursor=`
/// (level 21): newest first; `format=xlsx` downloads every matching row (itself audited).
/// Errors: 400 a parameter that cannot be read, `to` before `from`, another format.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<AuditQuery>,
) -> ApiResult<Response> {
    let mut filter = filter_of(&q)?;
    // A loan is named by its loan ID (`LN-…`) on every screen; its audit rows by its uuid.
    if filter.entity.as_deref() == Some("loan")
        && let Some(code) = filter.entity_id.clone().filter(|id| Uuid::parse_str(id).is_err())
    {
        let scope = storage::repo::loans::Scope::All;
        let found = storage::repo::loans::find_by_code(&state.db, scope, &code).await?;
        filter.entity_id = Some(found.map_or(code, |l| l.id.to_string()));
    }
    if xlsx::wanted(q.format.as_deref())? {
        return download(&state, &staff, &filter, &q).await;
    }
    let (rows, next_cursor, total) = audit::page(&state.db, &filter, page.at()).await?;
    let names = actor_names(&state, &rows).await?;
    let labels = labels_of(&state, &rows).await?;
    let items = rows.into_iter().map(|r| entry(r, &names, &labels)).collect();
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// The matching rows as a workbook, newest first, page by page (bounded memory).
async fn download(state: &AppState, staff: &Staff, filter: &audit::AuditFilter, q: &AuditQuery) -> ApiResult<Response> {
    let lang = staff.lang;
    let codes = ["col_time", "col_actor", "col_action", "col_entity", "col_entity_id", "col_before", "col_after"];
    let export = xlsx::Export::start(state, "audit", xlsx::headers(lang, &codes)).await;
    let system = domain::i18n::text("actor_system", lang);
    let mut at = PageAt { sort: storage::repo::keyset::Sort::Newest, cursor: None, limit: EXPORT_PAGE };
    let mut written: u64 = 0;
    loop {
        let (rows, next, _) = audit::page(&state.db, filter, at).await?;
        let names = actor_names(state, &rows).await?;
        written += rows.len() as u64;
        let json = |v: Option<serde_json::Value>| Cell::Text(v.map(|v| v.to_string()).unwrap_or_default());
        let page = rows
            .into_iter()
            .map(|r| {
                let actor = r.actor_id.and_then(|a| names.get(&a).cloned()).unwrap_or_else(|| system.to_owned());
                vec![
                    Cell::Time(Some(r.at)),
                    Cell::Text(actor),
                    Cell::Text(r.action),
                    Cell::Text(r.entity),
                    Cell::Text(r.entity_id),
                    json(r.before),
                    json(r.after),
                ]
            })
            .collect();
        export.rows(page).await?;
        match next {
            Some(c) if written < u64::from(xlsx::MAX_ROWS) => at.cursor = Some(c),
            _ => break,
        }
    }
    let filters = serde_json::json!({
        "actor_id": q.actor_id, "entity": filter.entity, "entity_id": filter.entity_id,
        "action": filter.action, "from": q.from, "to": q.to,
    });
    xlsx::audit(state, staff, "audit_log.download", filters, written).await?;
    export.finish("audit-log.xlsx").await
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::Access;
    t
        // The audit trail and borrower data (issue 12 item 4, 5): level 21.
        .add(Method::GET, "/api/v1/audit-log", Access::Admin, "The audit trail (format=xlsx downloads)", list)
        .paged_query::<AuditQuery>()
        .returns::<Page<AuditEntry>>()
        .xlsx()
}
