//! The whole HTTP app: the API router (which carries its own limits and error rendering),
//! the web app as fallback, and the outer layers: a request id on every request and response,
//! and request tracing.

use axum::{Router, http::HeaderName};
use tower_http::{
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    trace::TraceLayer,
};

/// Builds the app served by `roda serve` (and by the API tests).
pub fn build(state: api::AppState) -> Router {
    let request_id = HeaderName::from_static("x-request-id");
    api::router(state)
        .fallback(crate::web::serve)
        .layer(TraceLayer::new_for_http().make_span_with(|req: &axum::http::Request<_>| {
            let id = req.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
            tracing::info_span!("http", method = %req.method(), path = %req.uri().path(), request_id = %id)
        }))
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
}
