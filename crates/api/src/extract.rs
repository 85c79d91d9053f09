//! Extractors: [`ApiJson`] (JSON body whose rejections become 400 envelopes), [`Lang`]
//! (the caller's language) and [`ClientIp`].

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequest, FromRequestParts, Request},
    http::{header, request::Parts},
};
use domain::Lang;
use serde::de::DeserializeOwned;

use crate::{error::ApiError, state::AppState};

/// A JSON body. A body that is not JSON or does not fit `T` answers 400 `malformed`.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(v)) => Ok(ApiJson(v)),
            Err(rejection) => {
                tracing::debug!(%rejection, "malformed body");
                Err(ApiError::BadRequest("malformed"))
            }
        }
    }
}

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

/// The client's address: the socket peer, or the first `X-Forwarded-For` hop when the
/// configuration trusts a proxy.
#[derive(Debug, Clone, Copy)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(ClientIp(client_ip(parts, state.config.trust_forwarded_for)))
    }
}

/// See [`ClientIp`].
pub fn client_ip(parts: &Parts, trust_forwarded_for: bool) -> Option<IpAddr> {
    if trust_forwarded_for {
        let forwarded = parts
            .headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .and_then(|ip| ip.trim().parse().ok());
        if forwarded.is_some() {
            return forwarded;
        }
    }
    parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())
}

/// The request id set by the request-id layer, for audit rows.
pub fn request_id(headers: &axum::http::HeaderMap) -> Option<String> {
    headers.get("x-request-id").and_then(|v| v.to_str().ok()).map(str::to_owned)
}
