//! Sign-in, refresh, logout, the sealed level and `/me` (spec §7, DESIGN §3 fixed endpoints).

use axum::{
    extract::State,
    http::HeaderMap,
    response::{IntoResponse, Response},
};
use axum_extra::extract::{
    CookieJar,
    cookie::{Cookie, SameSite},
};
use domain::Level;
use serde::{Deserialize, Serialize};
use storage::repo::{audit, sessions, users};
use utoipa::ToSchema;

use super::{guard, tokens};
use crate::{
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, CallerLang, ClientIp},
    state::AppState,
};

/// Auth token cookie: 7 days; refresh token cookie: 8 days (spec §9).
const TOKEN_COOKIE_DAYS: i64 = 7;
const REFRESH_COOKIE_DAYS: i64 = 8;

#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    pub email: String,
    pub password: String,
}

/// Login response data (spec §3): `level` is the sealed level, never a number.
#[derive(Serialize, Deserialize, ToSchema, Clone)]
pub struct LoginData {
    pub token: String,
    pub refresh_token: String,
    pub level: String,
}

#[derive(Serialize, ToSchema)]
pub struct TokenPair {
    pub token: String,
    pub refresh_token: String,
}

fn cookie(name: &'static str, value: String, days: i64, secure: bool) -> Cookie<'static> {
    Cookie::build((name, value))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .max_age(time_days(days))
        .build()
}

fn time_days(days: i64) -> time::Duration {
    time::Duration::days(days)
}

fn with_cookies(state: &AppState, jar: CookieJar, token: &str, refresh: &str) -> CookieJar {
    let secure = state.config.cookie_secure;
    jar.add(cookie("token", token.to_owned(), TOKEN_COOKIE_DAYS, secure)).add(cookie(
        "refresh_token",
        refresh.to_owned(),
        REFRESH_COOKIE_DAYS,
        secure,
    ))
}

/// Expired cookies, sent whether or not the request carried any, so the browser drops both.
fn without_cookies(state: &AppState, jar: CookieJar) -> CookieJar {
    let secure = state.config.cookie_secure;
    jar.add(cookie("token", String::new(), 0, secure)).add(cookie("refresh_token", String::new(), 0, secure))
}

/// Checks credentials and opens a session. Every failure is the same 401
/// 'Incorrect email or password.' (no account enumeration), and costs one argon2 verification;
/// a wrong password counts against `account` (the e-mail or login name as typed) from this
/// address. Errors: 401, 503 `server_busy` when every password worker stays busy or the address
/// already has sign-ins waiting ([`super::rate_limit::MAX_WAITING_PER_ADDRESS`]).
async fn sign_in(
    state: &AppState,
    account: &str,
    user: Option<storage::entity::user::Model>,
    password: String,
    ip: ClientIp,
    user_agent: Option<String>,
) -> ApiResult<LoginData> {
    let phc = user.as_ref().and_then(|u| u.password_hash.clone());
    let turn = state.limiter.sign_in_turn(ip.0)?;
    let matches = state.hasher.verify(password, phc).await?;
    drop(turn);
    if !matches {
        state.limiter.failed_password(&state.db, ip.0, account).await?;
    }
    let user = user
        .filter(|u| matches && u.status == storage::entity::user::status::ACTIVE)
        .filter(|u| Level(u.level).may_sign_in())
        .ok_or(ApiError::Unauthorized("invalid_credentials"))?;
    let refresh = tokens::random_token();
    let expires = storage::repo::now() + chrono::Duration::seconds(state.config.refresh_ttl_secs);
    let txn = storage::begin_write(&state.db).await?;
    let session =
        sessions::open(&txn, user.id, tokens::hash_token(&refresh), expires, user_agent, ip.0.map(|i| i.to_string())).await?;
    let actor = audit::Actor { user_id: Some(user.id), request_id: None };
    audit::record(&txn, &actor, "auth.login", "session", &session.id.to_string(), None, None).await?;
    txn.commit().await?;
    Ok(LoginData {
        token: state.jwt.issue(user.id, session.id, state.config.access_ttl_secs)?,
        refresh_token: refresh,
        level: state.sealer.seal(user.level),
    })
}

fn user_agent(headers: &HeaderMap) -> Option<String> {
    headers.get(axum::http::header::USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_owned)
}

/// `POST /api/v1/authentication/login` `{email, password}` → `{token, refresh_token, level}`
/// and the two cookies. Errors: 401 'Incorrect email or password.', 429.
pub async fn login(
    State(state): State<AppState>,
    ip: ClientIp,
    jar: CookieJar,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LoginBody>,
) -> ApiResult<Response> {
    state.limiter.check_sign_in(&state.db, ip.0, &body.email).await?;
    let user = users::find_by_email(&state.db, &body.email).await?;
    let data = sign_in(&state, &body.email, user, body.password, ip, user_agent(&headers)).await?;
    let jar = with_cookies(&state, jar, &data.token, &data.refresh_token);
    Ok((jar, ok(data)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct LoginFoBody {
    pub username: String,
    pub password: String,
}

/// `POST /api/auth/login-fo` `{username, password}`: the front-office sign-in by username (or
/// e-mail); same answers as `login`.
pub async fn login_fo(
    State(state): State<AppState>,
    ip: ClientIp,
    jar: CookieJar,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LoginFoBody>,
) -> ApiResult<Response> {
    state.limiter.check_sign_in(&state.db, ip.0, &body.username).await?;
    let user = users::find_by_login_name(&state.db, &body.username).await?;
    let data = sign_in(&state, &body.username, user, body.password, ip, user_agent(&headers)).await?;
    let jar = with_cookies(&state, jar, &data.token, &data.refresh_token);
    Ok((jar, ok(data)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct LoginAdminBody {
    /// The login response data.
    pub user: LoginData,
}

/// `POST /api/auth/login-admin` `{user: <login data>}`: accepted only when the account's level
/// (read from the database, not the body) is 2 or 10 (spec §6); sets the cookies. Otherwise
/// 401 'Incorrect email or password.'.
pub async fn login_admin(
    State(state): State<AppState>,
    jar: CookieJar,
    ApiJson(body): ApiJson<LoginAdminBody>,
) -> ApiResult<Response> {
    let rejected = || ApiError::Unauthorized("invalid_credentials");
    let claims = state.jwt.verify(&body.user.token).ok_or_else(rejected)?;
    let (_, user) = sessions::active(&state.db, claims.sid).await?.ok_or_else(rejected)?;
    if !Level(user.level).is_admin_login_level() {
        return Err(rejected());
    }
    let jar = with_cookies(&state, jar, &body.user.token, &body.user.refresh_token);
    let data = LoginData { level: state.sealer.seal(user.level), ..body.user };
    Ok((jar, ok(data)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct RefreshBody {
    /// Falls back to the `refresh_token` cookie when absent.
    pub refresh_token: Option<String>,
}

/// `POST /api/v1/authentication/refresh-token` `{refresh_token}` → `{token, refresh_token}`.
/// Rotates: the presented token is spent. Of parallel refreshes with one token exactly one
/// rotates it; the others (a second tab refreshing at the same moment) get a fresh pair of the
/// same session while the token was spent less than `refresh_reuse_grace_secs` ago (default
/// 20 s). Presenting a spent token later revokes its whole session (reuse detection).
/// Errors: 401.
pub async fn refresh(State(state): State<AppState>, jar: CookieJar, ApiJson(body): ApiJson<RefreshBody>) -> ApiResult<Response> {
    let presented = body
        .refresh_token
        .or_else(|| jar.get("refresh_token").map(|c| c.value().to_owned()))
        .filter(|t| !t.is_empty())
        .ok_or(ApiError::Unauthorized("unauthorized"))?;
    let txn = storage::begin_write(&state.db).await?;
    let grace = chrono::Duration::seconds(state.config.refresh_reuse_grace_secs);
    let claim = sessions::claim_refresh_token(&txn, &tokens::hash_token(&presented), grace).await?;
    let (session, user) = match claim {
        sessions::Claim::Won { session, user } => (session, user),
        sessions::Claim::Grace { session, user } => {
            let actor = audit::Actor { user_id: Some(user.id), request_id: None };
            audit::record(&txn, &actor, "auth.refresh_grace", "session", &session.id.to_string(), None, None).await?;
            (session, user)
        }
        sessions::Claim::Reused => {
            let actor = audit::Actor::default();
            audit::record(&txn, &actor, "auth.refresh_reuse", "session", "-", None, None).await?;
            txn.commit().await?;
            return Err(ApiError::Unauthorized("unauthorized"));
        }
        sessions::Claim::Invalid => return Err(ApiError::Unauthorized("unauthorized")),
    };
    let next = tokens::random_token();
    let expires = storage::repo::now() + chrono::Duration::seconds(state.config.refresh_ttl_secs);
    sessions::add_refresh_token(&txn, session.id, tokens::hash_token(&next), expires).await?;
    txn.commit().await?;
    let pair = TokenPair { token: state.jwt.issue(user.id, session.id, state.config.access_ttl_secs)?, refresh_token: next };
    let jar = with_cookies(&state, jar, &pair.token, &pair.refresh_token);
    Ok((jar, ok(pair)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct SealedLevel {
    pub string: String,
}

/// `POST /api/crypt/de` `{string}` → `data: <numeric level>`. Errors: 400 when it was not
/// sealed by this server.
pub async fn crypt_de(State(state): State<AppState>, ApiJson(body): ApiJson<SealedLevel>) -> ApiResult<Response> {
    let level = state.sealer.open(&body.string).ok_or(ApiError::BadRequest("sealed_level_invalid"))?;
    Ok(ok(level).into_response())
}

/// `GET /api/logout`: ends the session of the bearer token (or of the refresh cookie) and clears
/// the cookies. Always 200, so a client whose session already ended can still clean up.
pub async fn logout(
    State(state): State<AppState>,
    CallerLang(lang): CallerLang,
    jar: CookieJar,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let session_id = match guard::bearer(&headers).and_then(|t| state.jwt.verify(t)) {
        Some(claims) => Some(claims.sid),
        None => match jar.get("refresh_token") {
            Some(c) => sessions::session_of_refresh_token(&state.db, &tokens::hash_token(c.value())).await?,
            None => None,
        },
    };
    if let Some(sid) = session_id {
        let txn = storage::begin_write(&state.db).await?;
        sessions::revoke(&txn, sid, "logout").await?;
        audit::record(&txn, &audit::Actor::default(), "auth.logout", "session", &sid.to_string(), None, None).await?;
        txn.commit().await?;
    }
    Ok((without_cookies(&state, jar), ok_msg(lang, "logged_out", ())).into_response())
}

/// `GET /api/v1/me` data.
#[derive(Serialize, ToSchema)]
pub struct Me {
    pub id: uuid::Uuid,
    pub email: String,
    pub full_name: String,
    /// Numeric level (spec §6).
    pub level: i32,
    /// The `/app/<area>` suffixes this level may open, in menu order.
    pub areas: Vec<&'static str>,
    pub lender_id: Option<uuid::Uuid>,
    pub lender_name: Option<String>,
    /// The funding source this staff member is tied to, else the lender's seeded label.
    pub funding_source: Option<String>,
    /// Whether the maps service is configured (`RODA_MAPS_URL`): the dealer step then geocodes
    /// the residential address (`GET /api/v1/geocode`) and lists the dealers within 5 km.
    pub maps_enabled: bool,
}

/// `GET /api/v1/me`: the caller's profile, level and areas.
pub async fn me(State(state): State<AppState>, staff: guard::Staff) -> ApiResult<Response> {
    let lender = match staff.lender_id {
        Some(id) => storage::repo::reference::lender(&state.db, id).await?,
        None => None,
    };
    let source = match (staff.lender_id, staff.funding_source_id) {
        (Some(l), Some(s)) => storage::repo::lenders::find_source(&state.db, staff.loan_scope(), l, s).await?,
        _ => None,
    };
    let areas = staff.level.areas().unwrap_or_default().into_iter().map(domain::Area::path).collect();
    Ok(ok(Me {
        id: staff.user_id,
        email: staff.email,
        full_name: staff.full_name,
        level: staff.level.0,
        areas,
        lender_id: staff.lender_id,
        lender_name: lender.as_ref().map(|l| l.name.clone()),
        funding_source: source.map(|s| s.name).or_else(|| lender.and_then(|l| l.funding_source)),
        maps_enabled: state.maps.is_some(),
    })
    .into_response())
}
