//! `/healthz`, `/readyz`, `/metrics` (DESIGN §1).

use axum::{
    extract::State,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};

use crate::{envelope::ok, error::ApiError, state::AppState};

/// Liveness: 200 while the process serves.
pub async fn healthz() -> Response {
    ok("ok").into_response()
}

/// Readiness: 200 when the database answers `SELECT 1`, else 503.
pub async fn readyz(State(state): State<AppState>) -> Response {
    match storage::ping(&state.db).await {
        Ok(()) => ok("ready").into_response(),
        Err(e) => {
            tracing::warn!(error = %e, "database not reachable");
            let mut res = ApiError::Internal(anyhow::anyhow!("database not reachable")).into_response();
            *res.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
            res
        }
    }
}

/// Prometheus text exposition.
pub async fn metrics(State(state): State<AppState>) -> Response {
    (
        [(header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8")],
        state.metrics.render(),
    )
        .into_response()
}
