//! The built web app (`web/dist`), embedded in release builds (read from disk in debug builds,
//! so `npm run build` shows up without recompiling). `index.html` answers the app's routes
//! (`/`, `/login`, `/activation`, `/reset-password`, `/app/*`) with the app's CSP; hashed
//! assets are cached for a year.

use axum::{
    body::Body,
    http::{HeaderValue, StatusCode, Uri, header},
    response::{IntoResponse, Response},
};
use rust_embed::Embed;

#[derive(Embed)]
#[folder = "../../web/dist"]
#[allow_missing = true]
struct Assets;

/// The app's Content-Security-Policy: own scripts only; inline styles for antd's CSS-in-JS;
/// Sentry for error reports; never framed. Uploaded PDFs are previewed in a frame from a `blob:`
/// URL of the bytes fetched with the bearer token (files have no public URL): the frame and the
/// browser's PDF viewer in it (an object to the policy the blob document inherits) may load
/// `blob:` and the app's own origin, nothing else.
const APP_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' https://*.sentry.io https://*.ingest.sentry.io; \
frame-src 'self' blob:; object-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

fn is_app_route(path: &str) -> bool {
    matches!(path, "/" | "/login" | "/activation" | "/reset-password" | "/app") || path.starts_with("/app/")
}

fn with_headers(mut res: Response, cache: &'static str) -> Response {
    let h = res.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(APP_CSP));
    res
}

/// Fallback handler for every non-API path.
pub async fn serve(uri: Uri) -> Response {
    let path = uri.path();
    let file = path.trim_start_matches('/');
    if !file.is_empty()
        && let Some(asset) = Assets::get(file)
    {
        let mime = mime_guess::from_path(file).first_or_octet_stream();
        let cache = if file.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
        let res = ([(header::CONTENT_TYPE, mime.as_ref())], Body::from(asset.data.into_owned())).into_response();
        return with_headers(res, cache);
    }
    if !is_app_route(path) {
        return with_headers((StatusCode::NOT_FOUND, "Not found").into_response(), "no-store");
    }
    match Assets::get("index.html") {
        Some(index) => {
            let res = ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], Body::from(index.data.into_owned())).into_response();
            with_headers(res, "no-cache")
        }
        None => with_headers(
            (StatusCode::SERVICE_UNAVAILABLE, "The web app is not built: run `make web` (cd web && npm ci && npm run build).")
                .into_response(),
            "no-store",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn app_routes() {
        for p in ["/", "/login", "/activation", "/reset-password", "/app/home", "/app/borrower/application"] {
            assert!(is_app_route(p), "{p}");
        }
        for p in ["/apple", "/wp-admin", "/api/v1/me"] {
            assert!(!is_app_route(p), "{p}");
        }
    }
}
