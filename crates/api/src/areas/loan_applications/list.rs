//! The application list and its counts (spec §2, DESIGN §3).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use storage::repo::loans::{self, ListFilter, Sort};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::view::{self, ApplicationRow};
use crate::{envelope::ok, error::ApiResult, extract::ApiQuery, state::AppState};

#[derive(Debug, Deserialize, Clone, Copy, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StatusFilter {
    Draft,
    Unverified,
    Verified,
}

#[derive(Debug, Deserialize, Clone, Copy, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeadFilter {
    New,
    Qualified,
    Unqualified,
}

#[derive(Debug, Deserialize, Clone, Copy, Default, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SortParam {
    #[default]
    Newest,
    Oldest,
}

/// `GET /api/v1/loan-applications` query. Unknown values of `status`, `sort` or a malformed id
/// answer 400.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Loan ID, or the start of the borrower's name or e-mail.
    pub q: Option<String>,
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    #[param(inline)]
    pub status: Option<StatusFilter>,
    pub pic_id: Option<Uuid>,
    #[param(inline)]
    pub lead_status: Option<LeadFilter>,
    #[serde(default)]
    #[param(inline)]
    pub sort: SortParam,
    /// 1–100, default 50.
    pub limit: Option<u64>,
    /// `next_cursor` of the previous page.
    pub cursor: Option<Uuid>,
}

#[derive(Serialize, ToSchema)]
pub struct ApplicationPage {
    pub items: Vec<ApplicationRow>,
    pub next_cursor: Option<Uuid>,
    /// Rows matching the filters, over all pages: exact without filters, with only a status, or
    /// for a search matching up to 10,000 rows; otherwise counted up to 1,000 (`total_capped`
    /// then says there are more).
    pub total: u64,
    pub total_capped: bool,
}

/// `GET /api/v1/loan-applications?q=&program_id=&partner_id=&status=&pic_id=&lead_status=&sort=newest|oldest&limit=&cursor=`:
/// live (not deleted) applications, keyset-paginated.
pub async fn list(State(state): State<AppState>, ApiQuery(q): ApiQuery<ListQuery>) -> ApiResult<Response> {
    let filter = ListFilter {
        q: q.q,
        program_id: q.program_id,
        partner_id: q.partner_id,
        status: q.status.map(|s| format!("{s:?}").to_lowercase()),
        pic_id: q.pic_id,
        lead_status: q.lead_status.map(|s| format!("{s:?}").to_lowercase()),
        sort: match q.sort {
            SortParam::Newest => Sort::Newest,
            SortParam::Oldest => Sort::Oldest,
        },
        limit: q.limit.unwrap_or(50).clamp(1, 100),
        cursor: q.cursor,
    };
    let (rows, next_cursor, total) = loans::list(&state.db, &filter).await?;
    let (total, total_capped) = (total.n, total.capped);
    let names = view::Names::load(&state.db, &rows).await?;
    let items = rows.iter().map(|l| names.row(l)).collect();
    Ok(ok(ApplicationPage { items, next_cursor, total, total_capped }).into_response())
}

/// `GET /api/v1/loan-applications/summary` → `{total, last_7_days, draft, unverified, verified}`
/// over live applications.
pub async fn summary(State(state): State<AppState>) -> ApiResult<Response> {
    let since = storage::repo::now() - chrono::Duration::days(7);
    Ok(ok(loans::summary(&state.db, since).await?).into_response())
}
