//! The access check every non-public route runs (DESIGN §4: deny by default).
//!
//! A bearer access token must verify and its session must be open and its user active; then
//! the route's [`Access`] must permit the user's *current* level from the database. The caller
//! is then available to handlers as [`Staff`].

use axum::{
    extract::{FromRequestParts, Request},
    http::{HeaderMap, header, request::Parts},
    middleware::Next,
    response::{IntoResponse, Response},
};
use domain::{Access, Level};
use uuid::Uuid;

use crate::{error::ApiError, state::AppState};

/// The signed-in staff member making the request.
#[derive(Debug, Clone)]
pub struct Staff {
    pub user_id: Uuid,
    pub session_id: Uuid,
    pub level: Level,
    pub email: String,
    pub full_name: String,
    pub lender_id: Option<Uuid>,
    /// The funding source of the lender this staff member is tied to (issue 14): only its loans.
    pub funding_source_id: Option<Uuid>,
    /// The request id, for audit rows.
    pub request_id: Option<String>,
    /// The caller's language (`Accept-Language`): reference names in answers follow it.
    pub lang: domain::Lang,
}

impl Staff {
    /// The audit actor for changes made by this staff member.
    pub fn actor(&self) -> storage::repo::audit::Actor {
        storage::repo::audit::Actor { user_id: Some(self.user_id), request_id: self.request_id.clone() }
    }
}

/// The bearer token of a request, if any (`Authorization: Bearer …`).
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?.trim();
    (!token.is_empty()).then_some(token)
}

/// Resolves the caller from a bearer token. Errors: 401 `token_required` without a token,
/// 401 `unauthorized` for a bad token or an ended session.
pub async fn authenticate(state: &AppState, headers: &HeaderMap) -> Result<Staff, ApiError> {
    let token = bearer(headers).ok_or(ApiError::Unauthorized("token_required"))?;
    let claims = state.jwt.verify(token).ok_or(ApiError::Unauthorized("unauthorized"))?;
    let (session, user) = storage::repo::sessions::active(&state.db, claims.sid)
        .await?
        .filter(|(_, u)| u.id == claims.sub)
        .ok_or(ApiError::Unauthorized("unauthorized"))?;
    Ok(Staff {
        user_id: user.id,
        session_id: session.id,
        level: Level(user.level),
        email: user.email,
        full_name: user.full_name,
        lender_id: user.lender_id,
        funding_source_id: user.funding_source_id,
        request_id: crate::extract::request_id(headers),
        lang: crate::lang::lang_of(headers),
    })
}

/// Middleware body for a route with `access`.
pub async fn authorize(state: AppState, access: Access, req: Request, next: Next) -> Response {
    if access == Access::Public {
        return next.run(req).await;
    }
    let (mut parts, body) = req.into_parts();
    let staff = match authenticate(&state, &parts.headers).await {
        Ok(s) => s,
        Err(e) => return e.into_response(),
    };
    if !access.permits(staff.level) {
        return ApiError::Forbidden.into_response();
    }
    let caller = crate::middleware::CallerId(staff.user_id);
    parts.extensions.insert(staff);
    let mut res = next.run(Request::from_parts(parts, body)).await;
    res.extensions_mut().insert(caller);
    res
}

impl FromRequestParts<AppState> for Staff {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        match parts.extensions.get::<Staff>() {
            Some(s) => Ok(s.clone()),
            // Only reachable on a public route that asks for a caller; authenticate it.
            None => authenticate(state, &parts.headers).await,
        }
    }
}

/// Whether a presented secret (a metrics bearer token, a gateway's callback token) equals the
/// configured one: compared as digests, so the time taken says nothing about the secret. An
/// empty configured secret matches nothing.
pub fn secret_matches(configured: &str, presented: &str) -> bool {
    use sha2::{Digest, Sha256};
    !configured.is_empty() && Sha256::digest(configured.as_bytes()) == Sha256::digest(presented.as_bytes())
}
