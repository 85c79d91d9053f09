//! Cross-cutting layers: metrics per route, the security headers of API responses, the request
//! id check, the access log and the request deadline.

use std::time::{Duration, Instant};

use axum::{
    extract::{MatchedPath, Request, State},
    http::{HeaderValue, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use tracing::Instrument;

use crate::{metrics::RequestLabels, state::AppState};

/// The route template a response answered (`/api/v1/users/{id}`), left in the response's
/// extensions for the access log.
#[derive(Debug, Clone)]
pub struct RouteTemplate(pub String);

/// The signed-in caller of a request, left in the response's extensions for the access log.
#[derive(Debug, Clone, Copy)]
pub struct CallerId(pub uuid::Uuid);

/// Records the request count and latency under the matched route template.
pub async fn record_metrics(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let start = Instant::now();
    let method = req.method().to_string();
    let route = req.extensions().get::<MatchedPath>().map_or_else(|| "unmatched".into(), |p| p.as_str().to_owned());
    let mut res = next.run(req).await;
    res.extensions_mut().insert(RouteTemplate(route.clone()));
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
    h.entry(header::CONTENT_SECURITY_POLICY).or_insert(HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"));
    res
}

/// The request header that carries the request id.
pub const REQUEST_ID: &str = "x-request-id";

/// Longest request id taken from a caller.
pub const MAX_REQUEST_ID_LEN: usize = 64;

/// Whether a caller's request id may be kept: 1–64 characters of `A–Z a–z 0–9 . _ -`, so it
/// can go into logs and audit rows as it is.
pub fn safe_request_id(id: &[u8]) -> bool {
    !id.is_empty() && id.len() <= MAX_REQUEST_ID_LEN && id.iter().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(b))
}

/// Outermost layer: drops an incoming `X-Request-Id` that is not [`safe_request_id`], so the
/// request-id layer behind it makes a fresh one.
pub async fn drop_unsafe_request_id(mut req: Request, next: Next) -> Response {
    if req.headers().get(REQUEST_ID).is_some_and(|v| !safe_request_id(v.as_bytes())) {
        req.headers_mut().remove(REQUEST_ID);
    }
    next.run(req).await
}

/// One log line per request (target `roda::access`): method, route template (never the raw
/// path, whose ids and query may be personal data), status, duration in ms, the signed-in
/// staff member's id and the request id. Everything logged while the request runs carries its
/// request id.
pub async fn access_log(req: Request, next: Next) -> Response {
    let start = Instant::now();
    let method = req.method().clone();
    let request_id = req.headers().get(REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or("-").to_owned();
    let span = tracing::info_span!("http", request_id = %request_id);
    let res = next.run(req).instrument(span).await;
    let route = res.extensions().get::<RouteTemplate>().map_or("(web)", |r| r.0.as_str());
    let staff = res.extensions().get::<CallerId>().map(|c| c.0.to_string());
    tracing::info!(
        target: "roda::access",
        method = %method,
        route = %route,
        status = res.status().as_u16(),
        duration_ms = start.elapsed().as_secs_f64() * 1000.0,
        staff_id = staff.as_deref().unwrap_or("-"),
        request_id = %request_id,
        "request"
    );
    res
}

/// How long a request may take before it answers 504.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

/// Ends a request after [`REQUEST_TIMEOUT`] with 504, except an xlsx download (`format=xlsx`):
/// its workbook is complete only after the last of up to a million rows (`crate::xlsx`), which
/// takes about a minute at that size, and its row limit bounds it instead.
pub async fn deadline(req: Request, next: Next) -> Response {
    if is_xlsx_download(req.uri().query()) {
        return next.run(req).await;
    }
    match tokio::time::timeout(REQUEST_TIMEOUT, next.run(req)).await {
        Ok(res) => res,
        Err(_) => StatusCode::GATEWAY_TIMEOUT.into_response(),
    }
}

/// Whether a query string asks for the xlsx download (`format=xlsx` among its parameters).
fn is_xlsx_download(query: Option<&str>) -> bool {
    query.is_some_and(|q| q.split('&').any(|p| p == "format=xlsx"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_ids_are_short_safe_tokens() {
        assert!(safe_request_id(b"abc-123"));
        assert!(safe_request_id(b"0f8fad5b-d9cb-469f-a165-70867728950e"));
        assert!(safe_request_id("k".repeat(64).as_bytes()));
        assert!(!safe_request_id("k".repeat(65).as_bytes()));
        assert!(!safe_request_id(b""));
        assert!(!safe_request_id(b"a b"));
        assert!(!safe_request_id(b"<script>"));
        assert!(!safe_request_id(b"id\nforged log line"));
    }

    #[test]
    fn only_the_format_parameter_exempts_a_request_from_the_deadline() {
        assert!(is_xlsx_download(Some("format=xlsx")));
        assert!(is_xlsx_download(Some("q=budi&format=xlsx&sort=oldest")));
        assert!(!is_xlsx_download(Some("q=format=xlsx")));
        assert!(!is_xlsx_download(Some("format=json")));
        assert!(!is_xlsx_download(None));
    }
}
