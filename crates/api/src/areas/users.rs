//! User management (`/app/user-management`): invite staff, change name, level or status.
//!
//! Rules: staff invite, change, disable and re-invite only accounts whose level's areas they
//! hold themselves, and grant only such levels ([`Level::may_manage`]; so only level 21 grants
//! level 21 or touches a level-21 account): 403 `account_not_manageable` /
//! `level_not_grantable` otherwise (OWASP API5). Nobody changes their own level or status (no
//! self-lockout, no self-promotion); changing a level or disabling an account ends its
//! sessions in the same transaction (DESIGN §4).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{Level, ValidationErrors};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::user,
    repo::{user_tokens, users},
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::{Staff, links},
    envelope::{created, ok},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath},
    idempotency::Idempotency,
    page::PageQuery,
    state::AppState,
};

/// A staff account as the API shows it (no password hash).
#[derive(Serialize, ToSchema)]
pub struct UserView {
    pub id: Uuid,
    pub email: String,
    pub username: Option<String>,
    pub full_name: String,
    pub phone: Option<String>,
    pub level: i32,
    pub lender_id: Option<Uuid>,
    /// The lender's funding source the account is tied to: it sees only that source's loans.
    pub funding_source_id: Option<Uuid>,
    /// `pending`, `active` or `disabled`.
    pub status: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub version: i32,
}

impl From<user::Model> for UserView {
    fn from(u: user::Model) -> Self {
        UserView {
            id: u.id,
            email: u.email,
            username: u.username,
            full_name: u.full_name,
            phone: u.phone,
            level: u.level,
            lender_id: u.lender_id,
            funding_source_id: u.funding_source_id,
            status: u.status,
            created_at: u.created_at,
            updated_at: u.updated_at,
            version: u.version,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct UserPage {
    pub items: Vec<UserView>,
    pub next_cursor: Option<Uuid>,
    pub total: u64,
}

/// `GET /api/v1/users?q=&sort=newest|oldest&limit=&cursor=` — keyset pagination.
pub async fn list(State(state): State<AppState>, page: PageQuery) -> ApiResult<Response> {
    let (rows, next_cursor, total) = users::page(&state.db, page.q.as_deref(), page.at()).await?;
    let items = rows.into_iter().map(UserView::from).collect();
    Ok(ok(UserPage { items, next_cursor, total }).into_response())
}

/// `GET /api/v1/users/{id}`. Errors: 404.
pub async fn get_one(State(state): State<AppState>, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let u = users::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    Ok(ok(UserView::from(u)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct CreateUser {
    pub email: String,
    pub full_name: String,
    pub level: i32,
    /// For the front-office sign-in: up to 64 letters, digits, dots, dashes or underscores.
    pub username: Option<String>,
    /// An Indonesian mobile number, stored as `+62…`.
    pub phone: Option<String>,
    pub lender_id: Option<Uuid>,
    /// One of `lender_id`'s funding sources (issue 14): the account then sees only its loans.
    pub funding_source_id: Option<Uuid>,
}

/// `funding_source_id` is a source of `lender_id` (422 `funding_source_invalid` otherwise,
/// also without a lender).
async fn check_source(
    state: &AppState,
    errors: &mut ValidationErrors,
    lender_id: Option<Uuid>,
    source: Option<Uuid>,
) -> ApiResult<()> {
    if let Some(source) = source {
        let found = match lender_id {
            Some(l) => storage::repo::lenders::find_source(&state.db, storage::repo::loans::Scope::All, l, source).await?,
            None => None,
        };
        if found.is_none() {
            errors.add("funding_source_id", "funding_source_invalid");
        }
    }
    Ok(())
}

/// A level that may be granted: one with an allow-list (else 422 `level_invalid`), and one the
/// caller may manage (else 403 `level_not_grantable`).
fn check_level(errors: &mut ValidationErrors, caller: &Staff, level: i32) -> ApiResult<()> {
    if !Level(level).may_sign_in() {
        errors.add("level", "level_invalid");
    } else if !caller.level.may_manage(Level(level)) {
        return Err(ApiError::Denied { field: Some("level"), code: "level_not_grantable" });
    }
    Ok(())
}

/// The account `u` is within the caller's reach. Errors: 403 `account_not_manageable`.
fn check_manageable(caller: &Staff, u: &user::Model) -> ApiResult<()> {
    if caller.level.may_manage(Level(u.level)) {
        Ok(())
    } else {
        Err(ApiError::Denied { field: None, code: "account_not_manageable" })
    }
}

fn check_full_name(errors: &mut ValidationErrors, name: &str) {
    if name.trim().is_empty() {
        errors.add("full_name", "full_name_required");
    } else if name.trim().chars().count() > 180 {
        errors.add("full_name", "full_name_too_long");
    }
}

/// `POST /api/v1/users`: creates a `pending` account and e-mails its activation link.
/// Errors: 403 `level_not_grantable`, 422 (`email_*`, `full_name_*`, `level_invalid`,
/// `username_*`, `phone_invalid`, `lender_unknown`).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    idem: Idempotency,
    ApiJson(body): ApiJson<CreateUser>,
) -> ApiResult<Response> {
    let mut errors = ValidationErrors::new();
    check_level(&mut errors, &staff, body.level)?;
    errors.check("email", domain::contact::check_email(&body.email));
    check_full_name(&mut errors, &body.full_name);
    let username = body.username.as_deref().map(str::trim).filter(|u| !u.is_empty()).map(str::to_owned);
    if let Some(u) = &username {
        match domain::contact::check_username(u) {
            Err(code) => errors.add("username", code),
            Ok(()) if users::find_by_login_name(&state.db, u).await?.is_some() => errors.add("username", "username_taken"),
            Ok(()) => {}
        }
    }
    let phone = match body.phone.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(p) => match domain::phone::normalise_mobile(p) {
            Ok(p) => Some(p),
            Err(code) => {
                errors.add("phone", code);
                None
            }
        },
    };
    if let Some(lender_id) = body.lender_id
        && storage::repo::reference::lender(&state.db, lender_id).await?.is_none()
    {
        errors.add("lender_id", "lender_unknown");
    }
    check_source(&state, &mut errors, body.lender_id, body.funding_source_id).await?;
    if errors.is_empty() && users::find_by_email(&state.db, &body.email).await?.is_some() {
        errors.add("email", "email_taken");
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let new = users::NewUser {
        email: body.email.clone(),
        username,
        full_name: body.full_name.trim().to_owned(),
        phone,
        level: body.level,
        lender_id: body.lender_id,
        funding_source_id: body.funding_source_id,
        password_hash: None,
    };
    // The answer is stored with the key in the create's own transaction (issue 6 §7).
    let finish = async |tx: &storage::Tx, u: &user::Model| -> ApiResult<(Response, user::Model)> {
        Ok((idem.record(tx, created(UserView::from(u.clone())).into_response()).await?, u.clone()))
    };
    let (res, u) = match users::invite(&state.db, &staff.actor(), new, finish).await {
        Ok(answer) => answer?,
        // Lost a race with another invitation of the same e-mail or username (checked above).
        Err(StoreError::Unique) => {
            return Err(if users::find_by_email(&state.db, &body.email).await?.is_some() {
                ApiError::field("email", "email_taken")
            } else {
                ApiError::field("username", "username_taken")
            });
        }
        Err(e) => return Err(e.into()),
    };
    links::send_link(&state, &u, user_tokens::purpose::ACTIVATION).await?;
    Ok(res)
}

#[derive(Deserialize, ToSchema)]
pub struct UpdateUser {
    /// The `version` last read; a stale one answers 409.
    pub version: i32,
    pub full_name: Option<String>,
    pub level: Option<i32>,
    /// `active` or `disabled`.
    pub status: Option<String>,
    /// Ties a funder's staff member to one of their lender's funding sources (issue 14); `null`
    /// unties; absent leaves it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Uuid>)]
    pub funding_source_id: Option<Option<Uuid>>,
}

/// A field that is present (`null` included) as `Some`, so absent and `null` differ.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<Uuid>>, D::Error> {
    Option::<Uuid>::deserialize(d).map(Some)
}

/// `PUT /api/v1/users/{id}`. A new level or `disabled` ends the account's sessions.
/// Errors: 404, 403 `account_not_manageable` / `level_not_grantable` (see the module docs),
/// 409 (stale version, own account), 422.
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<UpdateUser>,
) -> ApiResult<Response> {
    let current = users::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    check_manageable(&staff, &current)?;
    let level_changes = body.level.is_some_and(|l| l != current.level);
    let status_changes = body.status.as_deref().is_some_and(|s| s != current.status);
    if id == staff.user_id && (level_changes || status_changes) {
        return Err(ApiError::Conflict("self_change"));
    }
    let mut errors = ValidationErrors::new();
    if let Some(name) = &body.full_name {
        check_full_name(&mut errors, name);
    }
    if let Some(level) = body.level.filter(|_| level_changes) {
        check_level(&mut errors, &staff, level)?;
    }
    let status = match body.status.as_deref() {
        None => None,
        Some("disabled") => Some(user::status::DISABLED),
        // An account never activated goes back to waiting for its activation.
        Some("active") if current.password_hash.is_none() => Some(user::status::PENDING),
        Some("active") => Some(user::status::ACTIVE),
        Some(_) => {
            errors.add("status", "status_invalid");
            None
        }
    };
    if let Some(source) = body.funding_source_id {
        check_source(&state, &mut errors, current.lender_id, source).await?;
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let changes = users::UserChanges {
        full_name: body.full_name.map(|n| n.trim().to_owned()),
        level: body.level,
        status: status.map(str::to_owned),
        password_hash: None,
        funding_source_id: body.funding_source_id,
    };
    let revoke = if level_changes {
        Some("level_changed")
    } else if status_changes && status == Some(user::status::DISABLED) {
        Some("user_disabled")
    } else {
        None
    };
    let updated = users::change(&state.db, &staff.actor(), &current, body.version, changes, revoke).await?;
    Ok(ok(UserView::from(updated)).into_response())
}

/// `POST /api/v1/users/{id}/resend-activation`. Errors: 404, 403 `account_not_manageable`,
/// 409 `already_active`.
pub async fn resend_activation(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let u = users::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    check_manageable(&staff, &u)?;
    if u.status != user::status::PENDING {
        return Err(ApiError::Conflict("already_active"));
    }
    links::send_link(&state, &u, user_tokens::purpose::ACTIVATION).await?;
    Ok(ok(()).into_response())
}
