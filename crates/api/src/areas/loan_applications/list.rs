//! The application list and its counts (spec §2, DESIGN §3).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use std::collections::HashMap;

use domain::pipeline::{ApplicationStatus, DisplayStatus, LeadStatus};
use serde::{Deserialize, Serialize};
use storage::repo::loans::{self, ListFilter};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::view::{self, ApplicationRow};
use crate::{
    auth::Staff,
    envelope::ok,
    error::ApiResult,
    extract::ApiQuery,
    page::{Listed, Page, PageQuery},
    state::AppState,
    xlsx,
};

/// The list's status filter, as the status column and the counts show it: `draft` (open leads:
/// unqualified ones left out), `unverified` (KYC scheduled included), `kyc_scheduled`,
/// `verified`, `unqualified` (leads out of the pipeline).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ListStatus {
    Draft,
    Unverified,
    KycScheduled,
    Verified,
    Unqualified,
}

impl ListStatus {
    /// `(status, lead_status, lead_status_not, kyc_scheduled)` of the storage filter.
    fn filter(self) -> (Option<ApplicationStatus>, Option<LeadStatus>, Option<LeadStatus>, Option<bool>) {
        match self {
            ListStatus::Draft => (Some(ApplicationStatus::Draft), None, Some(LeadStatus::Unqualified), None),
            ListStatus::Unverified => (Some(ApplicationStatus::Unverified), None, None, None),
            ListStatus::KycScheduled => (Some(ApplicationStatus::Unverified), None, None, Some(true)),
            ListStatus::Verified => (Some(ApplicationStatus::Verified), None, None, None),
            ListStatus::Unqualified => (None, Some(LeadStatus::Unqualified), None, None),
        }
    }
}

/// `GET /api/v1/loan-applications` query. Unknown values of `status`, `sort` or a malformed id
/// answer 400.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    #[param(inline)]
    pub status: Option<ListStatus>,
    pub pic_id: Option<Uuid>,
    #[param(inline)]
    pub lead_status: Option<LeadStatus>,
    /// `xlsx` for the download of the list as filtered and sorted (issue 13 item 3).
    pub format: Option<String>,
}

/// Its `total` is exact without filters or with only a status; otherwise counted up to 1,000, or
/// 200 for a search.
impl Listed for ApplicationRow {
    const PAGE: &str = "ApplicationPage";
}

/// `GET /api/v1/loan-applications?q=&program_id=&partner_id=&status=&pic_id=&lead_status=&sort=newest|oldest&limit=&cursor=`:
/// live (not deleted) applications, keyset-paginated.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> ApiResult<Response> {
    let (status, by_status_lead, lead_status_not, kyc_scheduled) = q.status.map_or((None, None, None, None), ListStatus::filter);
    let lead_status = match (q.lead_status, by_status_lead) {
        // Two different lead statuses asked for: nothing matches.
        (Some(a), Some(b)) if a != b => return Ok(ok(Page::<ApplicationRow>::exact(vec![], None::<Uuid>, 0)).into_response()),
        (a, b) => a.or(b),
    };
    let filter = ListFilter {
        q: page.q.clone(),
        program_id: q.program_id,
        partner_id: q.partner_id,
        status,
        pic_id: q.pic_id,
        lead_status,
        lead_status_not,
        kyc_scheduled,
        sort: page.sort,
        limit: page.limit,
        cursor: page.cursor,
        scope: staff.loan_scope(),
    };
    if xlsx::wanted(q.format.as_deref())? {
        let filters = serde_json::json!({
            "q": page.q, "program_id": q.program_id, "partner_id": q.partner_id, "status": q.status,
            "pic_id": q.pic_id, "lead_status": q.lead_status, "sort": format!("{:?}", page.sort),
        });
        return download(&state, &staff, filter, filters).await;
    }
    let (rows, next_cursor, total, named) = loans::list_named(&state.db, &filter, staff.lang == domain::Lang::Id).await?;
    let names = match named {
        Some(n) => view::Names::from(n),
        None => view::Names::load(&state.db, &staff, &rows).await?,
    };
    let items = rows.iter().map(|l| names.row(l, &staff)).collect();
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// `GET /api/v1/loan-applications/summary` → `{total, last_7_days, draft, unverified, verified,
/// unqualified}` over live applications (`draft`: open leads; `unqualified` apart).
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let since = storage::repo::now() - chrono::Duration::days(7);
    Ok(ok(loans::counts::summary(&state.db, staff.loan_scope(), since).await?).into_response())
}

/// Rows read per page of a download: large pages, as each costs two statements (the rows with
/// their phones and dealers, then the program, partner and PIC names) whatever its size.
const EXPORT_PAGE: u64 = 5000;

/// The list as filtered and sorted on screen, as a streamed xlsx (constant memory: a page at a
/// time), audited with its filters and row count. Every level that may download the list may
/// open the applications' documents too, so no column is held back.
async fn download(state: &AppState, staff: &Staff, mut filter: ListFilter, filters: serde_json::Value) -> ApiResult<Response> {
    use xlsx::Cell;
    let lang = staff.lang;
    let export = xlsx::Export::start(
        state,
        "applications",
        xlsx::headers(
            lang,
            &[
                "col_loan_id",
                "col_name",
                "col_email",
                "col_phone",
                "col_program",
                "col_partner",
                "col_dealer",
                "col_pic",
                "col_status",
                "col_lead_status",
                "import_col_sales_name",
                "col_created_at",
                "col_updated_at",
            ],
        ),
    )
    .await;
    filter.limit = EXPORT_PAGE;
    filter.cursor = None;
    let mut written = 0u64;
    let jakarta = |t: chrono::DateTime<chrono::Utc>| Some(domain::calendar::date_of(t));
    // The status and lead-status columns in the caller's language, looked up once.
    let statuses: HashMap<&str, String> = DisplayStatus::ALL
        .iter()
        .map(|s| (s.as_str(), domain::i18n::text(&format!("list_status_{}", s.as_str()), lang).to_owned()))
        .collect();
    let leads: HashMap<&str, String> = LeadStatus::ALL
        .iter()
        .map(|s| (s.as_str(), domain::i18n::text(&format!("lead_status_{}", s.as_str()), lang).to_owned()))
        .collect();
    let text = |map: &HashMap<&str, String>, key: &str| Cell::Text(map.get(key).cloned().unwrap_or_else(|| key.to_owned()));
    loop {
        let (rows, next) = loans::download_page(&state.db, &filter).await?;
        let names = view::Names::of(
            &state.db,
            staff,
            rows.iter().map(|r| r.program_id),
            rows.iter().map(|r| r.partner_id),
            rows.iter().filter_map(|r| r.pic_id),
        )
        .await?;
        written += rows.len() as u64;
        let page = rows
            .into_iter()
            .map(|r| {
                vec![
                    Cell::Text(r.loan_code),
                    Cell::Text(r.full_name),
                    Cell::Text(r.email),
                    Cell::from(r.phone),
                    Cell::from(names.program(r.program_id)),
                    Cell::from(names.partner(r.partner_id)),
                    Cell::from(r.dealer),
                    Cell::from(names.staff(r.pic_id)),
                    text(&statuses, domain::pipeline::display_status(*r.status, r.kyc_scheduled).as_str()),
                    text(&leads, r.lead_status.as_str()),
                    Cell::from(r.sales_name),
                    Cell::Date(jakarta(r.created_at)),
                    Cell::Date(jakarta(r.updated_at)),
                ]
            })
            .collect();
        export.rows(page).await?;
        match next {
            Some(c) if written < u64::from(xlsx::MAX_ROWS) => filter.cursor = Some(c),
            _ => break,
        }
    }
    xlsx::audit(state, staff, "loan_application.download", filters, written).await?;
    export.finish(&format!("applications-{}.xlsx", domain::calendar::today())).await
}

/// `GET /api/v1/loan-applications/paid` query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PaidQuery {
    /// `xlsx` for the download.
    pub format: Option<String>,
    pub cursor: Option<Uuid>,
    /// Rows of the JSON page, 1–100, default 50; a value outside answers 422 `limit_invalid`.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u64>,
}

/// One loan whose first payment is paid.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaidRow {
    pub loan_id: String,
    pub full_name: String,
    pub email: String,
    /// Asia/Jakarta date of the transfer (the accepted proof's).
    pub paid_date: Option<chrono::NaiveDate>,
    /// Rupiah.
    pub amount: Option<i64>,
    pub reference: Option<String>,
}

impl Listed for PaidRow {
    const PAGE: &str = "PaidPage";
}

fn paid_row(l: &storage::entity::loan::Model, p: Option<&storage::entity::payment_proof::Model>) -> PaidRow {
    PaidRow {
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        email: l.email.clone(),
        paid_date: p.map(|p| p.paid_date),
        amount: p.map(|p| p.amount).or(l.first_payment_amount),
        reference: p.map(|p| p.reference.clone()),
    }
}

/// `GET /api/v1/loan-applications/paid?format=xlsx` (issue 13 item 4): the loans in the
/// caller's scope whose first payment is paid, with payment date, amount and reference; an
/// empty file (headers only) when there are none. Without `format`, a JSON page by loan id.
pub async fn paid(State(state): State<AppState>, staff: Staff, ApiQuery(q): ApiQuery<PaidQuery>) -> ApiResult<Response> {
    use storage::repo::loans::proofs;
    use xlsx::Cell;
    if !xlsx::wanted(q.format.as_deref())? {
        let limit = q.limit.unwrap_or(50);
        if !(1..=100).contains(&limit) {
            return Err(crate::error::ApiError::field("limit", "limit_invalid"));
        }
        let (mut rows, total) = tokio::try_join!(
            proofs::paid_first_payments(&state.db, staff.loan_scope(), q.cursor, limit + 1),
            proofs::paid_first_payments_total(&state.db, staff.loan_scope()),
        )?;
        let next_cursor = if rows.len() as u64 > limit {
            rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
            rows.last().map(|r| r.0.id)
        } else {
            None
        };
        let items = rows.iter().map(|(l, p)| paid_row(l, p.as_ref())).collect();
        return Ok(ok(Page::new(items, next_cursor, total)).into_response());
    }
    let lang = staff.lang;
    let export = xlsx::Export::start(
        &state,
        "paid",
        xlsx::headers(lang, &["col_loan_id", "col_name", "col_email", "col_paid_date", "col_amount", "col_reference"]),
    )
    .await;
    let (mut after, mut written) = (None, 0u64);
    loop {
        let rows = proofs::paid_first_payments(&state.db, staff.loan_scope(), after, EXPORT_PAGE).await?;
        let Some(last) = rows.last() else { break };
        after = Some(last.0.id);
        written += rows.len() as u64;
        let page = rows
            .iter()
            .map(|(l, p)| {
                let r = paid_row(l, p.as_ref());
                vec![
                    Cell::from(r.loan_id),
                    Cell::from(r.full_name),
                    Cell::from(r.email),
                    Cell::Date(r.paid_date),
                    r.amount.map_or(Cell::Text(String::new()), Cell::Money),
                    Cell::from(r.reference),
                ]
            })
            .collect();
        export.rows(page).await?;
        if written >= u64::from(xlsx::MAX_ROWS) {
            break;
        }
    }
    xlsx::audit(&state, &staff, "loan_application.download_paid", serde_json::json!({}), written).await?;
    export.finish(&format!("paid-data-{}.xlsx", domain::calendar::today())).await
}
