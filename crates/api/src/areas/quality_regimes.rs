//! Loan-quality regimes (issue 41 item 6; DESIGN §3 "Quality regimes", §5): the buckets each
//! lender's loans are classed by, by its licence (multifinance, P2P lending, bank). Every
//! signed-in staff member reads them (the lender form, the reports' labels); level 21 edits a
//! regime's buckets, audited. A loan's stored bucket and status change at the next daily run;
//! the portfolio's NPL/NPF ratio follows the new non-performing flags at once.

use axum::{extract::State, response::IntoResponse, response::Response};
use domain::repayment::{Bucket, QualityBuckets, QualityRegime};
use serde::{Deserialize, Serialize};
use storage::repo::quality_regimes;
use utoipa::ToSchema;

use crate::{
    auth::Staff,
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, CallerLang},
    state::AppState,
};

/// One regime: `GET /api/v1/quality-regimes` lists these.
#[derive(Debug, Serialize, ToSchema)]
pub struct QualityRegimeView {
    #[schema(inline)]
    pub code: QualityRegime,
    /// In DPD order, the first at 0 days; each ends where the next begins.
    pub buckets: Vec<Bucket>,
}

/// `PUT /api/v1/quality-regimes/{code}` body: the regime's buckets, replacing the stored ones.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct QualityRegimeBody {
    /// 1–12 buckets: the first at `min_dpd` 0, starts strictly increasing, codes unique
    /// `[a-z0-9_]` of 1–40 characters.
    pub buckets: Option<Vec<Bucket>>,
}

fn view(code: QualityRegime, b: &QualityBuckets) -> QualityRegimeView {
    QualityRegimeView { code, buckets: b.buckets().to_vec() }
}

/// Every regime with its stored buckets, in [`QualityRegime::ALL`] order.
pub async fn all(state: &AppState) -> ApiResult<Vec<(QualityRegime, QualityBuckets)>> {
    Ok(quality_regimes::all(&state.db).await?)
}

/// `GET /api/v1/quality-regimes`: the three regimes and their buckets.
pub async fn list(State(state): State<AppState>, _staff: Staff) -> ApiResult<Response> {
    let out: Vec<QualityRegimeView> = all(&state).await?.iter().map(|(r, b)| view(*r, b)).collect();
    Ok(ok(out).into_response())
}

/// `PUT /api/v1/quality-regimes/{code}` (level 21): replaces the regime's buckets; `msg`
/// "Quality regime saved". Errors: 404 for an unknown regime; 422 `quality_buckets_required`,
/// `quality_bucket_first_not_zero`, `quality_bucket_not_increasing`,
/// `quality_bucket_code_invalid` (field `buckets`, see [`QualityBuckets::new`]).
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(code): ApiPath<String>,
    ApiJson(body): ApiJson<QualityRegimeBody>,
) -> ApiResult<Response> {
    let regime: QualityRegime = code.trim().parse().map_err(|_| ApiError::NotFound)?;
    let buckets = body.buckets.unwrap_or_default();
    if buckets.iter().any(|b| !(0..=100_000).contains(&b.min_dpd)) {
        return Err(ApiError::field("buckets", "quality_bucket_not_increasing"));
    }
    let buckets = QualityBuckets::new(buckets).map_err(|c| ApiError::field("buckets", c))?;
    let saved = quality_regimes::replace(&state.db, &staff.actor(), regime, &buckets).await?;
    Ok(ok_msg(lang, "quality_regime_saved", view(regime, &saved)).into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::Access;
    t
        // Loan-quality regimes (issue 41 item 6): read by all staff, edited by level 21.
        .add(Method::GET, "/api/v1/quality-regimes", Access::Staff, "The loan-quality regimes and their buckets", list)
        .returns_list::<QualityRegimeView>()
        .add(Method::PUT, "/api/v1/quality-regimes/{code}", Access::Admin, "Edit a quality regime's buckets", update)
        .body::<QualityRegimeBody>()
        .returns::<QualityRegimeView>()
}
