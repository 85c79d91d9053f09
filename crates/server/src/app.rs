//! The whole HTTP app: the API router (which carries its own limits and error rendering),
//! the web app as fallback, and the outer layers: a request id on every request and response
//! (a caller's own kept only when it is a short safe token), one access-log line per request,
//! and `Strict-Transport-Security` when the public URL is https.

use axum::{
    Router,
    http::{HeaderName, HeaderValue, header},
    middleware,
    routing::get,
};
use tower_http::{
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    set_header::SetResponseHeaderLayer,
};

/// `Strict-Transport-Security`: one year, subdomains included.
pub const HSTS: &str = "max-age=31536000; includeSubDomains";

/// Builds the app served by `roda serve` (and by the API tests).
pub fn build(state: api::AppState) -> Router {
    let request_id = HeaderName::from_static(api::middleware::REQUEST_ID);
    let https = state.config.public_url.starts_with("https://");
    let app = api::router(state)
        .fallback(crate::web::serve)
        .layer(middleware::from_fn(api::middleware::access_log))
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
        .layer(middleware::from_fn(api::middleware::drop_unsafe_request_id));
    if https {
        app.layer(SetResponseHeaderLayer::overriding(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS)))
    } else {
        app
    }
}

/// The app of the separate metrics listener (`RODA_METRICS_ADDR`): `GET /metrics` without a
/// token, nothing else. Bind it to an address only the scraper reaches.
pub fn metrics(state: api::AppState) -> Router {
    Router::new().route("/metrics", get(api::areas::health::render_metrics)).with_state(state)
}
