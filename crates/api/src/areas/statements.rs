//! A funder's monthly statement (issue 44 item 5; DESIGN §3 "Accounting", §5): per lender and
//! month, opening and closing outstanding principal, what was disbursed, collected (principal,
//! interest, fees, late fees), written off, recovered and reversed, the month-end book by
//! quality bucket of the lender's regime, NPL/NPF and TWP90; as JSON, a workbook or a PDF in
//! the caller's language. The journal is the source (`storage::repo::journal::movements`,
//! `storage::repo::statements`); the figures are `domain::statement`'s.
//!
//! Access: the lender area's levels; a funder's staff see only their own lender (another
//! lender answers 404) and, when tied to a funding source, only that source's loans.

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use chrono::{Datelike, NaiveDate};
use domain::{
    Lang,
    i18n::text,
    repayment::{QualityRegime, bucket_label},
    statement::{self, Movement},
};
use rust_xlsxwriter::{Format, Workbook};
use serde::{Deserialize, Serialize};
use storage::repo::{journal, lenders, loans::Scope, quality_regimes, statements};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::{ApiPath, ApiQuery, CallerLang},
    state::AppState,
    xlsx,
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(
        Method::GET,
        "/api/v1/lenders/{lender_id}/statements/{month}",
        Access::Area(A::Lender),
        "A funder's monthly statement (format=xlsx or format=pdf downloads)",
        get_statement,
    )
    .query::<StatementQuery>()
    .returns::<StatementView>()
    .xlsx()
    .pdf()
}

/// `GET /api/v1/lenders/{lender_id}/statements/{month}` parameters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StatementQuery {
    /// `json` (default), `xlsx` (a workbook: the figures and the quality mix) or `pdf` (the
    /// printed statement), in the caller's language (`Accept-Language`).
    pub format: Option<String>,
}

/// One quality bucket of the lender's regime at the month's end.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementBucketRow {
    /// The bucket's code, e.g. `kurang_lancar`.
    pub bucket: String,
    /// Its name in the caller's language.
    pub name: String,
    pub non_performing: bool,
    /// Loans with principal outstanding in it at the month's end.
    pub loans: i64,
    /// Rupiah.
    pub outstanding_principal: i64,
}

/// A funder's monthly statement (issue 44 item 5). Rupiah; percentages with two decimals; the
/// month is Asia/Jakarta's. `reconciles`: opening + disbursed − collected principal − written
/// off + reversals + opening entries equals closing, and the quality mix sums to the closing
/// balance.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementView {
    pub lender_id: Uuid,
    pub lender_name: String,
    /// `YYYY-MM`.
    pub month: String,
    /// The lender's quality regime: `multifinance`, `p2p_lending` or `bank`.
    pub regime: String,
    /// The financing receivable at the end of the day before the month.
    pub opening_outstanding_principal: i64,
    pub disbursed: i64,
    pub collected_principal: i64,
    pub collected_interest: i64,
    /// Admin fees and early settlement fees.
    pub fees: i64,
    pub late_fees_collected: i64,
    pub written_off: i64,
    pub recovered: i64,
    /// Net effect of reversing entries on the financing receivable.
    pub reversals: i64,
    /// Principal opened on the book by loans older than the journal.
    pub opening_entries: i64,
    /// The financing receivable at the end of the month's last day.
    pub closing_outstanding_principal: i64,
    pub reconciles: bool,
    /// Every bucket of the regime in DPD order.
    pub dpd_mix: Vec<StatementBucketRow>,
    pub npl_percent: f64,
    pub twp90_percent: f64,
}

/// What the caller asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wanted {
    Json,
    Xlsx,
    Pdf,
}

/// `GET /api/v1/lenders/{lender_id}/statements/{month}?format=`: the statement of the lender
/// for the month (`YYYY-MM`, this month or earlier). Errors: 404 a lender out of the caller's
/// scope; 422 `statement_month_invalid` (not `YYYY-MM`, or after this month); 400
/// `statement_format_invalid`.
pub async fn get_statement(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath((lender_id, month)): ApiPath<(Uuid, String)>,
    ApiQuery(q): ApiQuery<StatementQuery>,
) -> ApiResult<Response> {
    // Out of scope first: another funder's lender is 404 whatever else is asked.
    let l = lenders::find(&state.db, staff.loan_scope(), lender_id).await?.ok_or(ApiError::NotFound)?;
    let format = match q.format.as_deref() {
        None | Some("json") => Wanted::Json,
        Some("xlsx") => Wanted::Xlsx,
        Some("pdf") => Wanted::Pdf,
        Some(_) => return Err(ApiError::BadRequest("statement_format_invalid")),
    };
    let (first, last) =
        statement::month_bounds(month.trim()).ok_or_else(|| ApiError::field("month", "statement_month_invalid"))?;
    let today = domain::calendar::today();
    if (first.year(), first.month()) > (today.year(), today.month()) {
        return Err(ApiError::field("month", "statement_month_invalid"));
    }
    // In-house staff read the lender's whole book; a funder's staff their own scope (their
    // lender, or only their funding source).
    let scope = match staff.loan_scope() {
        Scope::All => Scope::Lender(l.id),
        s => s,
    };
    let regime: QualityRegime = l.quality_regime.parse().unwrap_or(QualityRegime::Multifinance);
    let before = first.pred_opt().unwrap_or(first);
    let db = &state.db;
    let (buckets, moved, opening, closing, book) = tokio::try_join!(
        quality_regimes::get(db, regime),
        journal::movements(db, scope, first, last),
        statements::receivable_on(db, scope, before),
        statements::receivable_on(db, scope, last),
        statements::month_end_book(db, scope, last),
    )?;
    let movements: Vec<Movement> =
        moved.into_iter().map(|(event, a)| Movement { event, account: a.account, debit: a.debit, credit: a.credit }).collect();
    let s = statement::statement(&movements, opening, closing, &book, &buckets);
    let view = StatementView {
        lender_id: l.id,
        lender_name: l.name.clone(),
        month: format!("{:04}-{:02}", first.year(), first.month()),
        regime: regime.as_str().to_owned(),
        opening_outstanding_principal: s.opening_outstanding_principal,
        disbursed: s.disbursed,
        collected_principal: s.collected_principal,
        collected_interest: s.collected_interest,
        fees: s.fees,
        late_fees_collected: s.late_fees_collected,
        written_off: s.written_off,
        recovered: s.recovered,
        reversals: s.reversals,
        opening_entries: s.opening_entries,
        closing_outstanding_principal: s.closing_outstanding_principal,
        reconciles: s.reconciles,
        dpd_mix: s
            .dpd_mix
            .iter()
            .map(|r| StatementBucketRow {
                bucket: r.bucket.clone(),
                name: bucket_label(&r.bucket, lang),
                non_performing: r.non_performing,
                loans: r.loans,
                outstanding_principal: r.outstanding_principal,
            })
            .collect(),
        npl_percent: s.npl_percent,
        twp90_percent: s.twp90_percent,
    };
    let legal_name = l.legal_name.filter(|n| !n.trim().is_empty()).unwrap_or(l.name);
    match format {
        Wanted::Json => Ok(ok(view).into_response()),
        Wanted::Xlsx => workbook(&state, &staff, &view, lang).await,
        Wanted::Pdf => pdf(view, legal_name, first, lang).await,
    }
}

/// The regime's name in `lang`.
fn regime_name(regime: &str, lang: Lang) -> String {
    text(&format!("statement_regime_{regime}"), lang).to_owned()
}

/// The statement as a workbook: a sheet of the figures, a sheet of the quality mix; headers
/// and labels in `lang`. Audited as a download.
async fn workbook(state: &AppState, staff: &Staff, v: &StatementView, lang: Lang) -> ApiResult<Response> {
    let bytes = build_workbook(v, lang).map_err(|e| ApiError::Internal(anyhow::anyhow!("statement workbook: {e}")))?;
    let filters = serde_json::json!({"lender_id": v.lender_id, "month": v.month});
    let rows = u64::try_from(v.dpd_mix.len()).unwrap_or(0) + 17;
    xlsx::audit(state, staff, "lender_statement.download", filters, rows).await?;
    Ok(xlsx::bytes_response(bytes, &format!("statement-{}.xlsx", v.month)))
}

#[allow(clippy::cast_precision_loss)] // rupiah far below 2^53
fn build_workbook(v: &StatementView, lang: Lang) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    let t = |code: &str| text(code, lang).to_owned();
    let bold = Format::new().set_bold();
    let money = Format::new().set_num_format("#,##0");
    let percent = Format::new().set_num_format("0.00%");
    let mut wb = Workbook::new();

    let ws = wb.add_worksheet();
    ws.set_name(t("statement_sheet_figures"))?;
    ws.write_string_with_format(0, 0, t("col_statement_figure"), &bold)?;
    ws.write_string_with_format(0, 1, t("col_statement_value"), &bold)?;
    let texts = [
        ("statement_lender", v.lender_name.clone()),
        ("statement_month", v.month.clone()),
        ("statement_regime", regime_name(&v.regime, lang)),
    ];
    let amounts = [
        ("statement_opening_outstanding_principal", v.opening_outstanding_principal),
        ("statement_disbursed", v.disbursed),
        ("statement_collected_principal", v.collected_principal),
        ("statement_collected_interest", v.collected_interest),
        ("statement_fees", v.fees),
        ("statement_late_fees_collected", v.late_fees_collected),
        ("statement_written_off", v.written_off),
        ("statement_recovered", v.recovered),
        ("statement_reversals", v.reversals),
        ("statement_opening_entries", v.opening_entries),
        ("statement_closing_outstanding_principal", v.closing_outstanding_principal),
    ];
    let mut row = 1u32;
    for (code, value) in texts {
        ws.write_string(row, 0, t(code))?;
        ws.write_string(row, 1, value)?;
        row += 1;
    }
    for (code, value) in amounts {
        ws.write_string(row, 0, t(code))?;
        ws.write_number_with_format(row, 1, value as f64, &money)?;
        row += 1;
    }
    ws.write_string(row, 0, t("statement_reconciles"))?;
    ws.write_string(row, 1, t(if v.reconciles { "yes" } else { "no" }))?;
    row += 1;
    for (code, value) in [("statement_npl_percent", v.npl_percent), ("statement_twp90_percent", v.twp90_percent)] {
        ws.write_string(row, 0, t(code))?;
        ws.write_number_with_format(row, 1, value / 100.0, &percent)?;
        row += 1;
    }
    ws.set_column_width(0, 45)?;
    ws.set_column_width(1, 22)?;

    let ws = wb.add_worksheet();
    ws.set_name(t("statement_sheet_dpd_mix"))?;
    let headers =
        xlsx::headers(lang, &["col_bucket", "col_statement_non_performing", "col_statement_loans", "col_outstanding_principal"]);
    for (c, h) in headers.iter().enumerate() {
        ws.write_string_with_format(0, u16::try_from(c).unwrap_or(0), h, &bold)?;
    }
    for (k, b) in v.dpd_mix.iter().enumerate() {
        let r = u32::try_from(k + 1).unwrap_or(u32::MAX);
        ws.write_string(r, 0, &b.name)?;
        ws.write_string(r, 1, t(if b.non_performing { "yes" } else { "no" }))?;
        ws.write_number(r, 2, b.loans as f64)?;
        ws.write_number_with_format(r, 3, b.outstanding_principal as f64, &money)?;
    }
    ws.set_column_width(0, 30)?;
    ws.set_column_width(3, 22)?;
    wb.save_to_buffer()
}

/// How many statements render at once (as many as offering letters); others wait their turn.
static RENDERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(crate::letters::RENDERS_AT_ONCE);

/// The statement printed in `lang` (`application/pdf`).
async fn pdf(v: StatementView, lender_name: String, month: NaiveDate, lang: Lang) -> ApiResult<Response> {
    let data = documents::LenderStatement {
        lender_name,
        month,
        issue_date: domain::calendar::today(),
        regime: regime_name(&v.regime, lang),
        opening_outstanding_principal: v.opening_outstanding_principal,
        disbursed: v.disbursed,
        collected_principal: v.collected_principal,
        collected_interest: v.collected_interest,
        fees: v.fees,
        late_fees_collected: v.late_fees_collected,
        written_off: v.written_off,
        recovered: v.recovered,
        reversals: v.reversals,
        opening_entries: v.opening_entries,
        closing_outstanding_principal: v.closing_outstanding_principal,
        reconciles: v.reconciles,
        buckets: v
            .dpd_mix
            .iter()
            .map(|b| documents::StatementBucket {
                name: b.name.clone(),
                non_performing: b.non_performing,
                loans: b.loans,
                outstanding_principal: b.outstanding_principal,
            })
            .collect(),
        npl_percent: v.npl_percent,
        twp90_percent: v.twp90_percent,
    };
    let doc_lang = match lang {
        Lang::Id => documents::Lang::Id,
        Lang::En => documents::Lang::En,
    };
    let _turn = RENDERS.acquire().await.map_err(|e| ApiError::Internal(e.into()))?;
    let bytes = tokio::task::spawn_blocking(move || documents::lender_statement(&data, doc_lang))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
        .map_err(|e| ApiError::Internal(e.into()))?;
    let mut res = bytes.into_response();
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Ok(h) = HeaderValue::from_str(&format!("attachment; filename=\"statement-{}.pdf\"", v.month)) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, h);
    }
    Ok(res)
}
