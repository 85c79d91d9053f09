//! The built web app (`web/dist`), embedded in release builds (read from disk in debug builds,
//! so `npm run build` shows up without recompiling). `index.html` answers the app's routes
//! (`/`, `/login`, `/activation`, `/reset-password`, `/app/*`) with the app's CSP.
//!
//! `npm run build` writes a brotli (`.br`) and a gzip (`.gz`) sibling next to every text file
//! (web/build/precompress.ts); they are embedded too and sent as they are when the request's
//! `Accept-Encoding` takes them (brotli first), with `Content-Encoding`, the original file's
//! `Content-Type` and `Vary: Accept-Encoding`, so no request pays for compression. Hashed files
//! under `/assets/` are cached for a year (`immutable`); everything else is revalidated
//! (`no-cache`), so a new release is picked up on the next page load.

use std::borrow::Cow;

use axum::{
    body::Body,
    http::{HeaderMap, HeaderValue, StatusCode, Uri, header},
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

/// `Cache-Control` of content-hashed files (`/assets/*`): a new release has new names.
pub const CACHE_IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` of `index.html` and other unhashed files: always revalidated.
pub const CACHE_REVALIDATE: &str = "no-cache";

/// The encodings built beside each file, best first: `Content-Encoding` token and file suffix.
const ENCODINGS: [(&str, &str); 2] = [("br", ".br"), ("gzip", ".gz")];

fn is_app_route(path: &str) -> bool {
    matches!(path, "/" | "/login" | "/activation" | "/reset-password" | "/app") || path.starts_with("/app/")
}

/// Build artefacts that are not part of the app: Vite's manifest (read by the bundle check).
fn is_hidden(file: &str) -> bool {
    file.starts_with(".vite/")
}

/// Whether `Accept-Encoding` takes `coding` (RFC 9110 §12.5.3): named or matched by `*`, with a
/// quality above zero; an explicit entry for the coding wins over `*`. Malformed entries are
/// ignored (the identity body is always acceptable).
fn accepts(accept_encoding: &str, coding: &str) -> bool {
    let mut star = None;
    for entry in accept_encoding.split(',') {
        let mut parts = entry.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let quality = parts
            .filter_map(|p| p.trim().strip_prefix("q=").or_else(|| p.trim().strip_prefix("Q=")))
            .find_map(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        if name.eq_ignore_ascii_case(coding) {
            return quality > 0.0;
        }
        if name == "*" {
            star = Some(quality > 0.0);
        }
    }
    star.unwrap_or(false)
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

/// One embedded file as the client takes it: the best precompressed sibling its
/// `Accept-Encoding` allows, else the file itself, typed as the original.
fn file_response<A: Embed>(file: &str, data: Cow<'static, [u8]>, content_type: &str, request: &HeaderMap) -> Response {
    let accept = request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let mut has_variants = false;
    for (coding, suffix) in ENCODINGS {
        let Some(variant) = A::get(&format!("{file}{suffix}")) else { continue };
        has_variants = true;
        if accepts(accept, coding) {
            let mut res = ([(header::CONTENT_TYPE, content_type)], Body::from(variant.data.into_owned())).into_response();
            res.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
            res.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            return res;
        }
    }
    let mut res = ([(header::CONTENT_TYPE, content_type)], Body::from(data.into_owned())).into_response();
    if has_variants {
        res.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    res
}

/// Serves `uri` from the embedded folder `A` (the app's `web/dist`, or a test fixture).
pub fn serve_from<A: Embed>(uri: &Uri, request: &HeaderMap) -> Response {
    let path = uri.path();
    let file = path.trim_start_matches('/');
    if !file.is_empty()
        && !is_hidden(file)
        && let Some(asset) = A::get(file)
    {
        let mime = mime_guess::from_path(file).first_or_octet_stream();
        let cache = if file.starts_with("assets/") { CACHE_IMMUTABLE } else { CACHE_REVALIDATE };
        return with_headers(file_response::<A>(file, asset.data, mime.as_ref(), request), cache);
    }
    if !is_app_route(path) {
        return with_headers((StatusCode::NOT_FOUND, "Not found").into_response(), "no-store");
    }
    match A::get("index.html") {
        Some(index) => {
            with_headers(file_response::<A>("index.html", index.data, "text/html; charset=utf-8", request), CACHE_REVALIDATE)
        }
        None => with_headers(
            (StatusCode::SERVICE_UNAVAILABLE, "The web app is not built: run `make web` (cd web && npm ci && npm run build).")
                .into_response(),
            "no-store",
        ),
    }
}

/// Fallback handler for every non-API path.
pub async fn serve(uri: Uri, request: HeaderMap) -> Response {
    serve_from::<Assets>(&uri, &request)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
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

    #[test]
    fn accept_encoding() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip, deflate, br, zstd", "gzip"));
        assert!(accepts("BR", "br"));
        assert!(accepts("gzip;q=0.5, br;q=1.0", "br"));
        assert!(!accepts("gzip", "br"));
        assert!(!accepts("", "gzip"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(!accepts("br; q=0.0", "br"));
        assert!(accepts("*", "br"));
        assert!(!accepts("*;q=0", "gzip"));
        assert!(!accepts("*, br;q=0", "br"), "an explicit refusal wins over *");
        assert!(accepts("identity, *;q=0.1", "gzip"));
        assert!(!accepts("brotli", "br"));
    }
}
