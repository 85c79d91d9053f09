//! Cross-cutting layers: metrics per route and the security headers of API responses.

use std::time::Instant;

use axum::{
    extract::{MatchedPath, Request, State},
    http::{HeaderValue, header},
    middleware::Next,
    response::Response,
};

use crate::{metrics::RequestLabels, state::AppState};

/// Records the request count and latency under the matched route template.
pub async fn record_metrics(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let start = Instant::now();
    let method = req.method().to_string();
    let route = req
        .extensions()
        .get::<MatchedPath>().map_or_else(|| "unmatched".into(), |p| p.as_str().to_owned());
    let res = next.run(req).await;
    let labels = RequestLabels { method, route, status: res.status().as_u16() };
    state.metrics.requests.get_or_create(&labels).inc();
    state.metrics.latency.get_or_create(&labels).observe(start.elapsed().as_secs_f64());
    res
}

/// API responses: never cached, never framed, never sniffed, no referrer, no active content.
pub async fn api_headers(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.entry(header::CONTENT_SECURITY_POLICY)
        .or_insert(HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"));
    res
}
