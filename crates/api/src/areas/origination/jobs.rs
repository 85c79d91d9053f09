//! `GET /api/v1/jobs` and `POST /api/v1/jobs/daily` (issue 9 item 6; level 21): the daily job's
//! runs, and a run on demand for operators and tests.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::ApiJson,
    state::AppState,
};

/// One run of a job.
#[derive(Debug, Serialize, ToSchema)]
pub struct JobRunView {
    pub job: String,
    /// Asia/Jakarta date.
    pub business_date: NaiveDate,
    pub started_at: DateTime<Utc>,
    /// `None` while it runs.
    pub ended_at: Option<DateTime<Utc>>,
    pub rows_changed: i64,
}

impl From<storage::entity::job_run::Model> for JobRunView {
    fn from(r: storage::entity::job_run::Model) -> Self {
        JobRunView {
            job: r.job,
            business_date: r.business_date,
            started_at: r.started_at,
            ended_at: r.ended_at,
            rows_changed: r.rows_changed,
        }
    }
}

/// `GET /api/v1/jobs`: the latest 100 runs, newest date first.
pub async fn list(State(state): State<AppState>, _staff: Staff) -> ApiResult<Response> {
    let runs: Vec<JobRunView> = storage::repo::jobs::recent(&state.db, 100).await?.into_iter().map(JobRunView::from).collect();
    Ok(ok(runs).into_response())
}

/// `POST /api/v1/jobs/daily` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RunBody {
    /// The business date (`YYYY-MM-DD`, Asia/Jakarta); default today.
    pub date: Option<String>,
}

/// What a run on demand did.
#[derive(Debug, Serialize, ToSchema)]
pub struct RunOutcome {
    /// False when the date already ran (nothing changes) or another instance runs it.
    pub ran: bool,
    pub run: Option<JobRunView>,
}

/// `POST /api/v1/jobs/daily` `{date}`: runs the daily job for that date now (today or a past
/// day, [`crate::jobs::daily::business_date`]). Errors: 422 `date_invalid` (not a date, or more than a
/// year back), `date_in_future` (after today in Asia/Jakarta).
pub async fn run_daily(State(state): State<AppState>, _staff: Staff, ApiJson(body): ApiJson<RunBody>) -> ApiResult<Response> {
    let requested = match body.date.as_deref().map(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d")) {
        None => None,
        Some(Ok(d)) => Some(d),
        Some(Err(_)) => return Err(ApiError::field("date", "date_invalid")),
    };
    let date = crate::jobs::daily::business_date(requested, domain::calendar::today(), state.config.daily_job_future_dates)
        .map_err(|code| ApiError::field("date", code))?;
    let outcome = crate::jobs::daily::run_daily(&state.db, &state.config, date, &crate::jobs::daily::holder(&state.boot)).await?;
    Ok(ok(RunOutcome { ran: outcome.ran, run: outcome.run.map(JobRunView::from) }).into_response())
}
