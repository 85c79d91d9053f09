//! `/healthz`, `/readyz`, `/metrics` (DESIGN §1).

use std::time::Duration;

use axum::{
    extract::State,
    http::{HeaderMap, header},
    response::{IntoResponse, Response},
};

use crate::{envelope::ok, error::ApiError, state::AppState};

/// Liveness: 200 while the process serves.
pub async fn healthz() -> Response {
    ok("ok").into_response()
}

/// Readiness: 200 when the database answers `SELECT 1` within [`READY_WAIT`], else 503
/// `server_busy` with `Retry-After` (issue 40 item 2). A connection that failed is closed, not
/// pooled, so the probe answers 200 again as soon as the database does.
pub async fn readyz(State(state): State<AppState>) -> Response {
    match tokio::time::timeout(READY_WAIT, storage::ping(&state.db)).await {
        Ok(Ok(())) => ok("ready").into_response(),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "database not reachable");
            ApiError::Busy.into_response()
        }
        Err(_) => {
            tracing::warn!(wait = ?READY_WAIT, "database not reachable: no answer in time");
            ApiError::Busy.into_response()
        }
    }
}

/// How long `/readyz` waits for the database: the pool waits far longer for a connection
/// (a request under load), but a probe is asked again soon and must answer before it gives up.
pub const READY_WAIT: Duration = Duration::from_secs(2);

/// `/metrics` on the main address: the Prometheus text to a caller with the bearer token
/// `RODA_METRICS_TOKEN`, 404 to anyone else (and to everyone when no token is set; the
/// separate `RODA_METRICS_ADDR` listener serves [`render_metrics`] without one).
pub async fn metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let presented = crate::auth::guard::bearer(&headers);
    let allowed = match (&state.config.metrics_token, presented) {
        (Some(token), Some(given)) => crate::auth::guard::secret_matches(token, given),
        _ => false,
    };
    if !allowed {
        return ApiError::NotFound.into_response();
    }
    render_metrics(State(state)).await
}

/// Prometheus text exposition, for the metrics listener.
pub async fn render_metrics(State(state): State<AppState>) -> Response {
    ([(header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8")], state.metrics.render())
        .into_response()
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::Returns;
    use axum::http::Method;
    use domain::Access;
    t.add(Method::GET, "/healthz", Access::Public, "Liveness: the process answers", healthz)
        .returns::<String>()
        .add(Method::GET, "/readyz", Access::Public, "Readiness: the database answers", readyz)
        .returns::<String>()
        .add(Method::GET, "/metrics", Access::Public, "Prometheus metrics (bearer RODA_METRICS_TOKEN, else 404)", metrics)
        .returns_raw(Returns::Raw("application/openmetrics-text"))
}
