//! The caller's language (DESIGN §3: every message in the caller's language), read from
//! `Accept-Language`. Below the error type, which answers in it, and the extractors.

use axum::{extract::FromRequestParts, http::header, http::request::Parts};
use domain::Lang;

/// The caller's language from `Accept-Language` (English when absent).
pub struct CallerLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for CallerLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(CallerLang(lang_of(&parts.headers)))
    }
}

/// The language of `Accept-Language` (English when absent).
pub fn lang_of(headers: &axum::http::HeaderMap) -> Lang {
    headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).map(Lang::from_accept_language).unwrap_or_default()
}
