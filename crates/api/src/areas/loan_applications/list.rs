//! The application list and its counts (spec §2, DESIGN §3).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::pipeline::{ApplicationStatus, LeadStatus};
use serde::{Deserialize, Serialize};
use storage::repo::loans::{self, ListFilter};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::view::{self, ApplicationRow};
use crate::{auth::Staff, envelope::ok, error::ApiResult, extract::ApiQuery, page::PageQuery, state::AppState};

/// `GET /api/v1/loan-applications` query. Unknown values of `status`, `sort` or a malformed id
/// answer 400.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    #[param(inline)]
    pub status: Option<ApplicationStatus>,
    pub pic_id: Option<Uuid>,
    #[param(inline)]
    pub lead_status: Option<LeadStatus>,
}

#[derive(Serialize, ToSchema)]
pub struct ApplicationPage {
    pub items: Vec<ApplicationRow>,
    pub next_cursor: Option<Uuid>,
    /// Rows matching the filters, over all pages: exact without filters or with only a status;
    /// otherwise (other filters, a search) counted up to 1,000 (`total_capped` then says there
    /// are more).
    pub total: u64,
    pub total_capped: bool,
}

/// `GET /api/v1/loan-applications?q=&program_id=&partner_id=&status=&pic_id=&lead_status=&sort=newest|oldest&limit=&cursor=`:
/// live (not deleted) applications, keyset-paginated.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> ApiResult<Response> {
    let filter = ListFilter {
        q: page.q,
        program_id: q.program_id,
        partner_id: q.partner_id,
        status: q.status,
        pic_id: q.pic_id,
        lead_status: q.lead_status,
        sort: page.sort,
        limit: page.limit,
        cursor: page.cursor,
        scope: staff.loan_scope(),
    };
    let (rows, next_cursor, total) = loans::list(&state.db, &filter).await?;
    let (total, total_capped) = (total.n, total.capped);
    let names = view::Names::load(&state.db, &rows).await?;
    let items = rows.iter().map(|l| names.row(l, &staff)).collect();
    Ok(ok(ApplicationPage { items, next_cursor, total, total_capped }).into_response())
}

/// `GET /api/v1/loan-applications/summary` → `{total, last_7_days, draft, unverified, verified}`
/// over live applications.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let since = storage::repo::now() - chrono::Duration::days(7);
    Ok(ok(loans::counts::summary(&state.db, staff.loan_scope(), since).await?).into_response())
}
