//! `/healthz`, `/readyz`, `/metrics` (DESIGN §1).

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};

use sha2::{Digest, Sha256};

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

/// `/metrics` on the main address: the Prometheus text to a caller with the bearer token
/// `RODA_METRICS_TOKEN`, 404 to anyone else (and to everyone when no token is set; the
/// separate `RODA_METRICS_ADDR` listener serves [`render_metrics`] without one).
pub async fn metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let presented = crate::auth::guard::bearer(&headers);
    let allowed = match (&state.config.metrics_token, presented) {
        // Compared as digests, so the time taken says nothing about the token.
        (Some(token), Some(given)) => !token.is_empty() && Sha256::digest(token.as_bytes()) == Sha256::digest(given.as_bytes()),
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
