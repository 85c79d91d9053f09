//! `GET /api/v1/reports/{funnel|approvals|portfolio|collections|assets}` (issue 12 item 2): the
//! data area's reports, each in one generic shape (columns with their kind, rows, totals) so the
//! web app draws every table from one component and the download writes every workbook from one
//! loop. Filters `from`, `to` (Asia/Jakarta days), `lender_id`, `program_id`, `partner_id`;
//! `format=xlsx` downloads the same report (audited). A funder's staff see only their lender's
//! loans (the scope is applied in `storage::repo::reports`): the funder portfolio view.

use std::str::FromStr;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::NaiveDate;
use domain::reports::{Granularity, Report, percent};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use storage::repo::reports::{self as sums, ReportFilter};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::{ApiPath, ApiQuery},
    state::AppState,
    xlsx::{self, Cell},
};

/// Days the collections report covers when no range is given (ending today).
const DEFAULT_COLLECTION_DAYS: i64 = 30;

/// The report filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// First Asia/Jakarta day, inclusive: loans created (funnel), allocations made (approvals),
    /// loans activated (portfolio), installments due (collections).
    pub from: Option<NaiveDate>,
    /// Last Asia/Jakarta day, inclusive.
    pub to: Option<NaiveDate>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    /// Collections only: `day` (default), `week` or `month`.
    #[param(inline)]
    pub granularity: Option<Granularity>,
    /// `xlsx` downloads the report.
    pub format: Option<String>,
    /// With `format=xlsx` on the portfolio: `loans` downloads every loan it sums instead (one
    /// row per loan, streamed: up to a million rows in constant memory).
    pub detail: Option<String>,
}

/// How a column's values read.
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ColumnKind {
    /// A code (stage, bucket, status) or a name.
    Text,
    Count,
    /// Integer rupiah.
    Money,
    /// One decimal.
    Percent,
    /// `YYYY-MM-DD`, Asia/Jakarta.
    Date,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReportColumn {
    pub key: &'static str,
    pub kind: ColumnKind,
}

/// One report. `rows` are objects keyed by the columns' `key`; `totals` the same keys (and a
/// few report-wide figures such as `npl_ratio_percent`), or `null`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportView {
    #[schema(inline)]
    pub report: Report,
    pub columns: Vec<ReportColumn>,
    #[schema(value_type = Vec<Object>)]
    pub rows: Vec<Map<String, Value>>,
    #[schema(value_type = Option<Object>)]
    pub totals: Option<Map<String, Value>>,
}

fn col(key: &'static str, kind: ColumnKind) -> ReportColumn {
    ReportColumn { key, kind }
}

fn obj(v: Value) -> Map<String, Value> {
    match v {
        Value::Object(m) => m,
        _ => Map::new(),
    }
}

/// `GET /api/v1/reports/{name}`. Errors: 404 an unknown report, 400 a filter that cannot be
/// read, `to` before `from` (`date_range_invalid`) or another format.
pub async fn get_one(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(name): ApiPath<String>,
    ApiQuery(q): ApiQuery<ReportQuery>,
) -> ApiResult<Response> {
    let report = Report::from_str(&name).map_err(|_| ApiError::NotFound)?;
    if let (Some(f), Some(t)) = (q.from, q.to)
        && t < f
    {
        return Err(ApiError::BadRequest("date_range_invalid"));
    }
    let download = xlsx::wanted(q.format.as_deref())?;
    let loan_detail = match q.detail.as_deref() {
        None => false,
        Some("loans") if download && report == Report::Portfolio => true,
        Some(_) => return Err(ApiError::BadRequest("detail_invalid")),
    };
    let (from_at, to_at) = domain::calendar::day_bounds(q.from, q.to);
    let mut f = ReportFilter {
        scope: staff.loan_scope(),
        from: q.from,
        to: q.to,
        from_at,
        to_at,
        lender_id: q.lender_id,
        program_id: q.program_id,
        partner_id: q.partner_id,
    };
    if loan_detail {
        let filters = json!({"from": q.from, "to": q.to, "lender_id": q.lender_id, "program_id": q.program_id,
            "partner_id": q.partner_id, "detail": "loans"});
        return portfolio_loans(&state, &staff, &f, filters).await;
    }
    let view = match report {
        Report::Funnel => funnel(&state, &f).await?,
        Report::Approvals => approvals(&state, &f).await?,
        Report::Portfolio => portfolio(&state, &f).await?,
        Report::Collections => {
            if f.from.is_none() && f.to.is_none() {
                let today = domain::calendar::today();
                f.from = Some(today - chrono::Duration::days(DEFAULT_COLLECTION_DAYS - 1));
                f.to = Some(today);
            }
            collections(&state, &f, q.granularity.unwrap_or_default()).await?
        }
        Report::Assets => assets(&state, &f).await?,
    };
    if download {
        let name: &'static str = report.into();
        let filters = json!({"from": q.from, "to": q.to, "lender_id": q.lender_id, "program_id": q.program_id,
            "partner_id": q.partner_id, "granularity": q.granularity.map(|g| format!("{g:?}").to_lowercase())});
        return workbook(&state, &staff, name, &view, filters).await;
    }
    Ok(ok(view).into_response())
}

async fn funnel(state: &AppState, f: &ReportFilter) -> ApiResult<ReportView> {
    let stages = sums::funnel(&state.db, f).await?;
    let leads = stages.first().map_or(0, |s| s.1);
    let rows = stages
        .into_iter()
        .map(|(stage, count)| obj(json!({"stage": stage, "count": count, "percent_of_leads": percent(count, leads)})))
        .collect();
    Ok(ReportView {
        report: Report::Funnel,
        columns: vec![
            col("stage", ColumnKind::Text),
            col("count", ColumnKind::Count),
            col("percent_of_leads", ColumnKind::Percent),
        ],
        rows,
        totals: None,
    })
}

async fn approvals(state: &AppState, f: &ReportFilter) -> ApiResult<ReportView> {
    let per_lender = sums::approvals(&state.db, f).await?;
    let names: std::collections::HashMap<Uuid, String> =
        storage::repo::reference::lenders(&state.db).await?.into_iter().map(|l| (l.id, l.name)).collect();
    let keys = ["pending_count", "pending_amount", "approved_count", "approved_amount", "rejected_count", "rejected_amount"];
    let mut totals = [0i64; 6];
    let mut rows: Vec<Map<String, Value>> = per_lender
        .iter()
        .map(|l| {
            let values = [l.pending.0, l.pending.1, l.approved.0, l.approved.1, l.rejected.0, l.rejected.1];
            let mut row = Map::new();
            row.insert("lender_id".into(), json!(l.lender_id));
            row.insert("lender_name".into(), json!(names.get(&l.lender_id).cloned().unwrap_or_default()));
            for (k, (key, v)) in keys.iter().zip(values).enumerate() {
                totals[k] += v;
                row.insert((*key).into(), json!(v));
            }
            row
        })
        .collect();
    rows.sort_by(|a, b| a["lender_name"].as_str().cmp(&b["lender_name"].as_str()));
    let mut columns = vec![col("lender_name", ColumnKind::Text)];
    for key in keys {
        columns.push(col(key, if key.ends_with("_count") { ColumnKind::Count } else { ColumnKind::Money }));
    }
    let totals = keys.iter().zip(totals).map(|(k, v)| ((*k).to_owned(), json!(v))).collect();
    Ok(ReportView { report: Report::Approvals, columns, rows, totals: Some(totals) })
}

async fn portfolio(state: &AppState, f: &ReportFilter) -> ApiResult<ReportView> {
    let p = sums::portfolio(&state.db, f).await?;
    let outstanding: i64 = p.buckets.iter().map(|b| b.2).sum();
    let loans: i64 = p.buckets.iter().map(|b| b.1).sum();
    // Every regime's buckets in DPD order, empty ones included, so the chart keeps its shape.
    let regimes = storage::repo::quality_regimes::all(&state.db).await?;
    let configured: Vec<String> =
        domain::repayment::every_bucket(regimes.iter().map(|(_, b)| b)).into_iter().map(|(c, _, _)| c.to_owned()).collect();
    let mut codes = configured.clone();
    codes.extend(p.buckets.iter().map(|b| b.0.clone()).filter(|c| !configured.contains(c)));
    let rows = codes
        .into_iter()
        .map(|code| {
            let (n, amount) = p.buckets.iter().find(|b| b.0 == code).map_or((0, 0), |b| (b.1, b.2));
            obj(json!({"bucket": code, "loans": n, "outstanding_principal": amount, "share_percent": percent(amount, outstanding)}))
        })
        .collect();
    Ok(ReportView {
        report: Report::Portfolio,
        columns: vec![
            col("bucket", ColumnKind::Text),
            col("loans", ColumnKind::Count),
            col("outstanding_principal", ColumnKind::Money),
            col("share_percent", ColumnKind::Percent),
        ],
        rows,
        totals: Some(obj(json!({
            "loans": loans,
            "outstanding_principal": outstanding,
            "npl_ratio_percent": percent(p.npl_outstanding, outstanding),
            "twp90_percent": percent(p.twp90_outstanding, outstanding),
        }))),
    })
}

async fn collections(state: &AppState, f: &ReportFilter, g: Granularity) -> ApiResult<ReportView> {
    let days = sums::collections(&state.db, f).await?;
    let periods = domain::reports::fold_periods(&days, g);
    let (due, collected) = periods.iter().fold((0, 0), |(d, c), p| (d + p.1, c + p.2));
    let rows = periods
        .into_iter()
        .map(|(period, d, c)| obj(json!({"period": period, "due": d, "collected": c, "collection_rate_percent": percent(c, d)})))
        .collect();
    Ok(ReportView {
        report: Report::Collections,
        columns: vec![
            col("period", ColumnKind::Date),
            col("due", ColumnKind::Money),
            col("collected", ColumnKind::Money),
            col("collection_rate_percent", ColumnKind::Percent),
        ],
        rows,
        totals: Some(obj(json!({"due": due, "collected": collected, "collection_rate_percent": percent(collected, due)}))),
    })
}

/// The assets now, one row per register and status that has any (`kind`: `motorcycle`,
/// `battery`, `service_order`, `etle`, `etoll`), and a total per register. The registers have no
/// period: the date range is not read (the web app offers none for this report).
async fn assets(state: &AppState, f: &ReportFilter) -> ApiResult<ReportView> {
    let figures = asset_figures(sums::assets(&state.db, f, sums::AssetRegisters::ALL).await?);
    let mut totals = Map::new();
    for kind in ASSET_KINDS {
        let n: i64 = figures.iter().filter(|a| a.kind == kind).map(|a| a.count).sum();
        totals.insert(format!("{kind}_total"), json!(n));
    }
    let rows = figures.into_iter().map(|a| obj(json!({"kind": a.kind, "status": a.status, "number": a.count}))).collect();
    Ok(ReportView {
        report: Report::Assets,
        // `number`, not the funnel's `count` of loans: these are units, batteries, orders, tickets.
        columns: vec![col("kind", ColumnKind::Text), col("status", ColumnKind::Text), col("number", ColumnKind::Count)],
        rows,
        totals: Some(totals),
    })
}

pub use crate::asset_figures::{ASSET_KINDS, AssetFigure, asset_figures};

/// Loans read per page of the loan-level download.
const EXPORT_PAGE: u64 = 2_000;

/// Every loan the portfolio sums, one row each, page by page (bounded memory), audited.
async fn portfolio_loans(state: &AppState, staff: &Staff, f: &ReportFilter, filters: Value) -> ApiResult<Response> {
    let lang = staff.lang;
    let codes = [
        "col_loan_id",
        "col_name",
        "col_lender",
        "col_program",
        "col_status",
        "report_col_bucket",
        "col_dpd",
        "col_outstanding",
        "col_amount_overdue",
    ];
    let export = xlsx::Export::start(state, "portfolio", xlsx::headers(lang, &codes)).await;
    let lenders: std::collections::HashMap<Uuid, String> =
        storage::repo::reference::lenders(&state.db).await?.into_iter().map(|l| (l.id, l.name)).collect();
    let programs = crate::loans::view::program_names(state, lang).await?;
    let mut after = None;
    let mut written = 0u64;
    loop {
        let rows = sums::portfolio_loans(&state.db, f, after, EXPORT_PAGE).await?;
        let Some(last) = rows.last() else { break };
        after = Some(last.id);
        written += rows.len() as u64;
        let full = rows.len() as u64 == EXPORT_PAGE;
        let page = rows
            .into_iter()
            .map(|l| {
                let bucket = l.bucket.map(|b| domain::repayment::bucket_label(&b, lang));
                vec![
                    Cell::Text(l.loan_code),
                    Cell::Text(l.full_name),
                    Cell::from(l.lender_id.and_then(|id| lenders.get(&id).cloned())),
                    Cell::from(programs.get(&l.program_id).cloned()),
                    Cell::label("active_", l.active_status, lang),
                    Cell::from(bucket),
                    Cell::Int(i64::from(l.dpd)),
                    Cell::Money(l.outstanding),
                    Cell::Money(l.amount_overdue),
                ]
            })
            .collect();
        export.rows(page).await?;
        if !full || written >= u64::from(xlsx::MAX_ROWS) {
            break;
        }
    }
    xlsx::audit(state, staff, "report.portfolio_loans.download", filters, written).await?;
    export.finish("report-portfolio-loans.xlsx").await
}

/// The report as a workbook: headers and codes in the caller's language, a totals row.
async fn workbook(state: &AppState, staff: &Staff, name: &str, view: &ReportView, filters: Value) -> ApiResult<Response> {
    let lang = staff.lang;
    let header_codes: Vec<String> = view.columns.iter().map(|c| format!("report_col_{}", c.key)).collect();
    let headers = header_codes.iter().map(|c| domain::i18n::text(c, lang).to_owned()).collect();
    let export = xlsx::Export::start(state, name, headers).await;
    let cell = |c: &ReportColumn, v: Option<&Value>| -> Cell {
        let v = v.cloned().unwrap_or(Value::Null);
        match c.kind {
            ColumnKind::Money => Cell::Money(v.as_i64().unwrap_or(0)),
            ColumnKind::Count => Cell::Int(v.as_i64().unwrap_or(0)),
            ColumnKind::Percent => Cell::Percent(v.as_f64()),
            ColumnKind::Date => Cell::Date(v.as_str().and_then(|s| s.parse().ok())),
            ColumnKind::Text => {
                let text = v.as_str().unwrap_or_default().to_owned();
                // A code (stage, bucket) has a label; a name (a lender's) is kept as it is.
                Cell::Text(domain::i18n::find(&format!("report_code_{text}"), lang).map_or(text, str::to_owned))
            }
        }
    };
    let mut rows: Vec<Vec<Cell>> =
        view.rows.iter().map(|r| view.columns.iter().map(|c| cell(c, r.get(c.key))).collect()).collect();
    if let Some(t) = &view.totals {
        let total = domain::i18n::text("report_code_total", lang).to_owned();
        rows.push(
            view.columns
                .iter()
                .enumerate()
                .map(|(k, c)| {
                    if k == 0 {
                        Cell::Text(total.clone())
                    } else if t.contains_key(c.key) {
                        cell(c, t.get(c.key))
                    } else {
                        Cell::Text(String::new())
                    }
                })
                .collect(),
        );
        // Report-wide figures that are no column (the portfolio's NPL/NPF and TWP90 ratios):
        // a row each under the totals, label and value, so the workbook carries them too.
        let percent = ReportColumn { key: "", kind: ColumnKind::Percent };
        for (key, v) in t.iter().filter(|(k, _)| !view.columns.iter().any(|c| c.key == k.as_str())) {
            let label = domain::i18n::text(&format!("report_col_{key}"), lang).to_owned();
            let value = if key.ends_with("_percent") { cell(&percent, Some(v)) } else { Cell::Int(v.as_i64().unwrap_or(0)) };
            rows.push(vec![Cell::Text(label), value]);
        }
    }
    let n = rows.len() as u64;
    export.rows(rows).await?;
    xlsx::audit(state, staff, &format!("report.{name}.download"), filters, n).await?;
    export.finish(&format!("report-{name}.xlsx")).await
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // The data area (issue 12 item 2).
        .add(
            Method::GET,
            "/api/v1/reports/{name}",
            Access::Area(A::Data),
            "A report: funnel, approvals, portfolio, collections or assets (format=xlsx downloads)",
            get_one,
        )
        .query::<ReportQuery>()
        .returns::<ReportView>()
        .xlsx()
}
