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

/// The list's status filter, as the status column and the counts show it: `draft` (open leads:
/// unqualified ones left out), `unverified` (KYC scheduled included), `kyc_scheduled`,
/// `verified`, `unqualified` (leads out of the pipeline).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
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
}

/// `GET /api/v1/loan-applications` answer.
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

impl ApplicationPage {
    fn empty() -> ApplicationPage {
        ApplicationPage { items: vec![], next_cursor: None, total: 0, total_capped: false }
    }
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
        (Some(a), Some(b)) if a != b => return Ok(ok(ApplicationPage::empty()).into_response()),
        (a, b) => a.or(b),
    };
    let filter = ListFilter {
        q: page.q,
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
    let (rows, next_cursor, total) = loans::list(&state.db, &filter).await?;
    let (total, total_capped) = (total.n, total.capped);
    let names = view::Names::load(&state.db, &staff, &rows).await?;
    let items = rows.iter().map(|l| names.row(l, &staff)).collect();
    Ok(ok(ApplicationPage { items, next_cursor, total, total_capped }).into_response())
}

/// `GET /api/v1/loan-applications/summary` → `{total, last_7_days, draft, unverified, verified,
/// unqualified}` over live applications (`draft`: open leads; `unqualified` apart).
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let since = storage::repo::now() - chrono::Duration::days(7);
    Ok(ok(loans::counts::summary(&state.db, staff.loan_scope(), since).await?).into_response())
}
