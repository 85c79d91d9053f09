#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The embedded web app is served precompressed: brotli or gzip by `Accept-Encoding`, the plain
//! file otherwise, with the original's type, `Vary: Accept-Encoding` and the cache headers
//! (issue 8, item 5). Served from a fixture folder shaped like `web/dist`, so the test does not
//! need the web app built.

use axum::{
    body::to_bytes,
    http::{HeaderMap, HeaderValue, StatusCode, Uri, header},
    response::Response,
};
use rust_embed::Embed;
use server::web::{CACHE_IMMUTABLE, CACHE_REVALIDATE, serve_from};

#[derive(Embed)]
#[folder = "tests/fixtures/web"]
struct Fixture;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/web");
const JS: &str = "/assets/app-C0ffee12.js";

fn fixture(file: &str) -> Vec<u8> {
    std::fs::read(format!("{FIXTURE}/{file}")).unwrap()
}

async fn get(path: &str, accept_encoding: Option<&str>) -> (Response, Vec<u8>) {
    let mut headers = HeaderMap::new();
    if let Some(value) = accept_encoding {
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
    }
    let res = serve_from::<Fixture>(&path.parse::<Uri>().unwrap(), &headers);
    let (parts, body) = res.into_parts();
    let bytes = to_bytes(body, usize::MAX).await.unwrap().to_vec();
    (Response::from_parts(parts, axum::body::Body::empty()), bytes)
}

fn header_of(res: &Response, name: header::HeaderName) -> Option<&str> {
    res.headers().get(name).map(|v| v.to_str().unwrap())
}

#[tokio::test]
async fn brotli_for_a_browser_that_takes_it() {
    let (res, body) = get(JS, Some("gzip, deflate, br, zstd")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header_of(&res, header::CONTENT_ENCODING), Some("br"));
    assert_eq!(header_of(&res, header::CONTENT_TYPE), Some("text/javascript"));
    assert_eq!(header_of(&res, header::VARY), Some("accept-encoding"));
    assert_eq!(header_of(&res, header::CACHE_CONTROL), Some(CACHE_IMMUTABLE));
    assert_eq!(body, fixture("assets/app-C0ffee12.js.br"));
    assert_ne!(body, fixture("assets/app-C0ffee12.js"));
}

#[tokio::test]
async fn gzip_when_brotli_is_not_taken() {
    for accept in ["gzip", "gzip, deflate", "br;q=0, gzip", "gzip;q=0.8, br;q=0"] {
        let (res, body) = get(JS, Some(accept)).await;
        assert_eq!(header_of(&res, header::CONTENT_ENCODING), Some("gzip"), "{accept}");
        assert_eq!(header_of(&res, header::CONTENT_TYPE), Some("text/javascript"));
        assert_eq!(header_of(&res, header::VARY), Some("accept-encoding"));
        assert_eq!(body, fixture("assets/app-C0ffee12.js.gz"), "{accept}");
    }
}

#[tokio::test]
async fn the_plain_file_otherwise() {
    for accept in [None, Some(""), Some("identity"), Some("deflate, zstd"), Some("br;q=0, gzip;q=0")] {
        let (res, body) = get(JS, accept).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(header_of(&res, header::CONTENT_ENCODING), None, "{accept:?}");
        assert_eq!(header_of(&res, header::CONTENT_TYPE), Some("text/javascript"));
        assert_eq!(header_of(&res, header::VARY), Some("accept-encoding"), "caches must key on the header");
        assert_eq!(header_of(&res, header::CACHE_CONTROL), Some(CACHE_IMMUTABLE));
        assert_eq!(body, fixture("assets/app-C0ffee12.js"), "{accept:?}");
    }
}

#[tokio::test]
async fn a_file_without_siblings_is_sent_as_it_is() {
    let (res, body) = get("/assets/plain-Beef0001.css", Some("br, gzip")).await;
    assert_eq!(header_of(&res, header::CONTENT_ENCODING), None);
    assert_eq!(header_of(&res, header::VARY), None);
    assert_eq!(header_of(&res, header::CONTENT_TYPE), Some("text/css"));
    assert_eq!(body, fixture("assets/plain-Beef0001.css"));
}

#[tokio::test]
async fn app_routes_get_index_html_revalidated_and_compressed() {
    for path in ["/", "/login", "/app/borrower/application"] {
        let (res, body) = get(path, Some("br")).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert_eq!(header_of(&res, header::CONTENT_TYPE), Some("text/html; charset=utf-8"));
        assert_eq!(header_of(&res, header::CONTENT_ENCODING), Some("br"));
        assert_eq!(header_of(&res, header::CACHE_CONTROL), Some(CACHE_REVALIDATE));
        assert!(header_of(&res, header::CONTENT_SECURITY_POLICY).is_some());
        assert_eq!(body, fixture("index.html.br"));
    }
    let (res, body) = get("/login", None).await;
    assert_eq!(header_of(&res, header::CONTENT_ENCODING), None);
    assert_eq!(header_of(&res, header::CACHE_CONTROL), Some(CACHE_REVALIDATE));
    assert_eq!(body, fixture("index.html"));
}

#[tokio::test]
async fn unknown_paths_and_build_artefacts_are_not_found() {
    for path in ["/wp-admin", "/.vite/manifest.json", "/assets/missing-00000000.js"] {
        let (res, _) = get(path, Some("br")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(header_of(&res, header::CACHE_CONTROL), Some("no-store"));
    }
}
