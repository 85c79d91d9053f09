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

/// The client's address: the socket peer, or — when the peer is a trusted proxy — the
/// rightmost `X-Forwarded-For` entry that is not one (see [`client_ip`]).
#[derive(Debug, Clone, Copy)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(ClientIp(client_ip(parts, &state.config)))
    }
}

/// The client's address (issue 6). When the socket peer is a trusted proxy (listed in
/// `trusted_proxies`, or any peer with the older `trust_forwarded_for` switch), the
/// `X-Forwarded-For` entries are read from the right — each was appended by the hop before it —
/// skipping trusted proxies; the first other entry is the client, since nothing left of it can be
/// trusted (a client may send any `X-Forwarded-For` it likes). When every entry is a trusted
/// proxy the leftmost is taken; an entry that is not an address stops the walk at the last
/// trusted hop. Without a trusted peer the header is ignored.
pub fn client_ip(parts: &Parts, config: &crate::config::ApiConfig) -> Option<IpAddr> {
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    let trusted = |ip: &IpAddr| config.trusted_proxies.iter().any(|net| net.contains(ip));
    let peer_trusted = match peer {
        Some(p) => config.trust_forwarded_for || trusted(&p),
        None => config.trust_forwarded_for,
    };
    if !peer_trusted {
        return peer;
    }
    let mut client = peer;
    let entries = parts.headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect::<Vec<_>>();
    for entry in entries.iter().rev().flat_map(|v| v.rsplit(',')) {
        // Some proxies append `address:port`.
        let entry = entry.trim();
        let Ok(ip) = entry.parse::<IpAddr>().or_else(|_| entry.parse::<SocketAddr>().map(|s| s.ip())) else { break };
        client = Some(ip);
        if !trusted(&ip) {
            break;
        }
    }
    client
}

/// The request id set by the request-id layer, for audit rows.
pub fn request_id(headers: &axum::http::HeaderMap) -> Option<String> {
    headers.get("x-request-id").and_then(|v| v.to_str().ok()).map(str::to_owned)
}
