//! The `Idempotency-Key` header of create requests (DESIGN §3): a repeat with the same key and
//! request returns the first response; the same key with another request is 422; a repeat while
//! the first still runs is 409. Only routes the table adds with `add_create` take part.
//!
//! Successful responses (2xx) are kept for 24 hours. A failed request created nothing, so its
//! key is given back and a retry runs again (and gets the same validation errors, in the
//! caller's language).
//!
//! Crashes (issue 6): a create handler stores its response with [`Idempotency::record`] inside
//! its own transaction, so a create that committed answers a repeat with its response even if
//! the process died before sending it; a claim is held by this process's [`crate::boot::Boot`], so a claim
//! left by a process that died before committing is free at once after a restart. Handlers
//! that do not call `record` yet get their response stored right after they return (the
//! earlier behaviour, which a crash in between can lose).

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use axum::{
    body::{Body, to_bytes},
    extract::{FromRequestParts, Request, State},
    http::{HeaderValue, Response, header, request::Parts},
    middleware::Next,
    response::IntoResponse,
};
use sea_orm::ConnectionTrait;
use sha2::{Digest, Sha256};
use storage::repo::idempotency::{self, Claim, Owner};
use uuid::Uuid;

use crate::{
    auth::guard::Staff,
    error::{ApiError, ApiResult},
    extract::BODY_LIMIT_BYTES,
    state::AppState,
};

/// The request header.
pub const HEADER: &str = "idempotency-key";
/// Set on a response sent again for a repeated key.
pub const REPLAYED_HEADER: &str = "idempotent-replayed";
/// Longest accepted key, in characters.
pub const MAX_KEY_LEN: usize = 255;

/// The claimed key of the current request, for [`Idempotency::record`].
#[derive(Clone)]
struct Pending {
    user_id: Uuid,
    key: String,
    owner: Owner,
    /// Set once the handler stored the response itself.
    recorded: Arc<AtomicBool>,
}

/// Extractor for create handlers: the request's claimed `Idempotency-Key`, if it carries one.
pub struct Idempotency(Option<Pending>);

impl<S: Send + Sync> FromRequestParts<S> for Idempotency {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Idempotency(parts.extensions.get::<Pending>().cloned()))
    }
}

impl Idempotency {
    /// Stores `res` as the answer to this request's key in `txn`, the create's transaction, and
    /// gives it back to be sent. Call it just before the commit. Without a key it does nothing.
    /// Errors: 409 `idempotency_in_progress` when the claim was taken over meanwhile (the
    /// caller's transaction must then roll back, which the `?` does by dropping it).
    pub async fn record(&self, txn: &impl ConnectionTrait, res: axum::response::Response) -> ApiResult<axum::response::Response> {
        let Some(p) = &self.0 else { return Ok(res) };
        let (parts, body) = res.into_parts();
        let bytes = to_bytes(body, usize::MAX).await.map_err(|e| ApiError::Internal(anyhow::anyhow!("response body: {e}")))?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if !idempotency::complete(txn, p.user_id, &p.key, &p.owner, parts.status.as_u16(), text).await? {
            return Err(ApiError::Conflict("idempotency_in_progress"));
        }
        p.recorded.store(true, Ordering::SeqCst);
        Ok(axum::response::Response::from_parts(parts, Body::from(bytes)))
    }
}

/// Middleware for a create route; runs after the access check, so the caller is known.
pub async fn layer(State(state): State<AppState>, req: Request, next: Next) -> Response<Body> {
    let Some(raw) = req.headers().get(HEADER) else {
        return next.run(req).await;
    };
    let key = match raw.to_str() {
        Ok(k) if valid_key(k) => k.to_owned(),
        _ => return ApiError::BadRequest("idempotency_key_invalid").into_response(),
    };
    let Some(user_id) = req.extensions().get::<Staff>().map(|s| s.user_id) else {
        return ApiError::Unauthorized("token_required").into_response();
    };
    let (mut parts, body) = req.into_parts();
    let Ok(bytes) = to_bytes(body, BODY_LIMIT_BYTES).await else {
        return axum::http::StatusCode::PAYLOAD_TOO_LARGE.into_response();
    };
    let boundary = parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).and_then(multipart_boundary);
    let fingerprint = fingerprint(parts.method.as_str(), parts.uri.path(), &bytes, boundary.as_deref());

    let owner = state.boot.0.clone();
    match idempotency::claim(&state.db, user_id, &key, &fingerprint, &owner, |o| state.boot.outlived(o)).await {
        Err(e) => return ApiError::from(e).into_response(),
        Ok(Claim::Mismatch) => return ApiError::field("idempotency_key", "idempotency_key_reused").into_response(),
        Ok(Claim::InProgress) => return ApiError::Conflict("idempotency_in_progress").into_response(),
        Ok(Claim::Replay { status, body }) => return replay(status, body),
        Ok(Claim::Run) => {}
    }

    let recorded = Arc::new(AtomicBool::new(false));
    parts.extensions.insert(Pending { user_id, key: key.clone(), owner: owner.clone(), recorded: recorded.clone() });
    let res = next.run(Request::from_parts(parts, Body::from(bytes))).await;
    if state.config.simulate_crash_after_handler {
        return ApiError::Internal(anyhow::anyhow!("simulated crash after the handler")).into_response();
    }
    if !res.status().is_success() {
        if let Err(e) = idempotency::release(&state.db, user_id, &key, &owner).await {
            tracing::warn!(error = %e, "could not release an idempotency key");
        }
        return res;
    }
    let res = if recorded.load(Ordering::SeqCst) {
        res
    } else {
        // A handler that does not record its response yet: store it now, after its commit.
        let (parts, body) = res.into_parts();
        let Ok(bytes) = to_bytes(body, usize::MAX).await else {
            return ApiError::Internal(anyhow::anyhow!("response body unreadable")).into_response();
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if let Err(e) = idempotency::complete(&state.db, user_id, &key, &owner, parts.status.as_u16(), text).await {
            // The change itself is committed; only a later repeat would run again.
            tracing::warn!(error = %e, "could not store an idempotent response");
        }
        Response::from_parts(parts, Body::from(bytes))
    };
    if let Err(e) = idempotency::purge_expired(&state.db).await {
        tracing::warn!(error = %e, "could not purge expired idempotency keys");
    }
    res
}

/// 1–255 visible ASCII characters (a UUID, typically).
fn valid_key(key: &str) -> bool {
    !key.is_empty() && key.len() <= MAX_KEY_LEN && key.bytes().all(|b| b.is_ascii_graphic())
}

/// The `boundary` parameter of a `multipart/form-data` content type.
fn multipart_boundary(content_type: &str) -> Option<String> {
    let mime: mime::Mime = content_type.parse().ok()?;
    (mime.type_() == mime::MULTIPART).then(|| mime.get_param(mime::BOUNDARY).map(|b| b.as_str().to_owned()))?
}

/// SHA-256 (hex) of the method, path and body. A multipart body is read without its boundary,
/// which clients draw at random for every send of the same form.
fn fingerprint(method: &str, path: &str, body: &[u8], boundary: Option<&str>) -> String {
    let mut h = Sha256::new();
    h.update(method.as_bytes());
    h.update(b"\n");
    h.update(path.as_bytes());
    h.update(b"\n");
    match boundary.filter(|b| !b.is_empty()) {
        Some(b) => {
            for segment in body_segments(body, b.as_bytes()) {
                h.update(segment);
                h.update(b"\0--\0");
            }
        }
        None => h.update(body),
    }
    hex::encode(h.finalize())
}

/// `body` split at every occurrence of `needle`.
fn body_segments<'a>(body: &'a [u8], needle: &'a [u8]) -> impl Iterator<Item = &'a [u8]> + 'a {
    let mut start = 0;
    let mut finder = memchr::memmem::find_iter(body, needle);
    std::iter::from_fn(move || {
        if start > body.len() {
            return None;
        }
        match finder.next() {
            Some(at) => {
                let seg = &body[start..at];
                start = at + needle.len();
                Some(seg)
            }
            None => {
                let seg = &body[start..];
                start = body.len() + 1;
                Some(seg)
            }
        }
    })
}

fn replay(status: u16, body: String) -> Response<Body> {
    let mut res = Response::new(Body::from(body));
    *res.status_mut() = axum::http::StatusCode::from_u16(status).unwrap_or(axum::http::StatusCode::OK);
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    res.headers_mut().insert(REPLAYED_HEADER, HeaderValue::from_static("true"));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multipart_fingerprints_ignore_the_boundary() {
        let a = b"--AAA\r\ncontent-disposition: form-data; name=\"kind\"\r\n\r\nktp\r\n--AAA--\r\n";
        let b = b"--BBBB\r\ncontent-disposition: form-data; name=\"kind\"\r\n\r\nktp\r\n--BBBB--\r\n";
        let c = b"--BBBB\r\ncontent-disposition: form-data; name=\"kind\"\r\n\r\nkk\r\n--BBBB--\r\n";
        let fa = fingerprint("POST", "/api/v1/files", a, Some("AAA"));
        assert_eq!(fa, fingerprint("POST", "/api/v1/files", b, Some("BBBB")));
        assert_ne!(fa, fingerprint("POST", "/api/v1/files", c, Some("BBBB")));
        assert_ne!(fa, fingerprint("POST", "/api/v1/other", a, Some("AAA")));
    }

    #[test]
    fn json_fingerprints_follow_the_body() {
        assert_eq!(fingerprint("POST", "/p", b"{\"a\":1}", None), fingerprint("POST", "/p", b"{\"a\":1}", None));
        assert_ne!(fingerprint("POST", "/p", b"{\"a\":1}", None), fingerprint("POST", "/p", b"{\"a\":2}", None));
    }

    #[test]
    fn keys_are_visible_ascii_up_to_255() {
        assert!(valid_key("0f8fad5b-d9cb-469f-a165-70867728950e"));
        assert!(valid_key(&"k".repeat(255)));
        assert!(!valid_key(&"k".repeat(256)));
        assert!(!valid_key(""));
        assert!(!valid_key("two words"));
    }

    #[test]
    fn boundaries_come_from_multipart_content_types_only() {
        assert_eq!(multipart_boundary("multipart/form-data; boundary=xyz").as_deref(), Some("xyz"));
        assert_eq!(multipart_boundary("application/json"), None);
    }
}
