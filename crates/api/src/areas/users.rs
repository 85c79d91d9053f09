//! User management (`/app/user-management`): invite staff, change name, level or status.
//!
//! Rules: only level 21 may grant level 21 or change a level-21 account; nobody changes their
//! own level or status (no self-lockout, no self-promotion); changing a level or disabling an
//! account ends its sessions in the same transaction (DESIGN §4).

use axum::{
    extract::{Path, State},
    response::{IntoResponse, Response},
};
use domain::{Level, ValidationErrors};
use sea_orm::TransactionTrait;
use serde::{Deserialize, Serialize};
use storage::{
    entity::user,
    repo::{audit, sessions, user_tokens, users},
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::{Staff, links},
    envelope::{created, ok},
    error::{ApiError, ApiResult},
    extract::ApiJson,
    page::PageQuery,
    state::AppState,
};

const TOP_LEVEL: i32 = 21;

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
            status: u.status,
            created_at: u.created_at,
            updated_at: u.updated_at,
            version: u.version,
        }
    }
}

fn audit_json(u: &user::Model) -> serde_json::Value {
    serde_json::json!({"email": u.email, "full_name": u.full_name, "level": u.level, "status": u.status})
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
pub async fn get_one(State(state): State<AppState>, Path(id): Path<Uuid>) -> ApiResult<Response> {
    let u = users::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    Ok(ok(UserView::from(u)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct CreateUser {
    pub email: String,
    pub full_name: String,
    pub level: i32,
    pub username: Option<String>,
    pub phone: Option<String>,
    pub lender_id: Option<Uuid>,
}

fn check_level(errors: &mut ValidationErrors, caller: &Staff, level: i32) {
    if !Level(level).may_sign_in() {
        errors.add("level", "level_invalid");
    } else if level == TOP_LEVEL && caller.level.0 != TOP_LEVEL {
        errors.add("level", "level_not_grantable");
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
/// Errors: 422 (`email_*`, `full_name_*`, `level_invalid`, `level_not_grantable`,
/// `lender_unknown`).
pub async fn create(State(state): State<AppState>, staff: Staff, ApiJson(body): ApiJson<CreateUser>) -> ApiResult<Response> {
    let mut errors = ValidationErrors::new();
    errors.check("email", domain::contact::check_email(&body.email));
    check_full_name(&mut errors, &body.full_name);
    check_level(&mut errors, &staff, body.level);
    if let Some(lender_id) = body.lender_id {
        if storage::repo::reference::lender(&state.db, lender_id).await?.is_none() {
            errors.add("lender_id", "lender_unknown");
        }
    }
    if errors.is_empty() && users::find_by_email(&state.db, &body.email).await?.is_some() {
        errors.add("email", "email_taken");
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let txn = state.db.begin().await?;
    let new = users::NewUser {
        email: body.email,
        username: body.username.filter(|u| !u.trim().is_empty()),
        full_name: body.full_name.trim().to_owned(),
        phone: body.phone,
        level: body.level,
        lender_id: body.lender_id,
        password_hash: None,
    };
    let u = users::insert(&txn, new).await.map_err(|e| match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => ApiError::field("email", "email_taken"),
        _ => e.into(),
    })?;
    audit::record(&txn, &staff.actor(), "user.create", "user", &u.id.to_string(), None, Some(audit_json(&u))).await?;
    txn.commit().await?;
    links::send_link(&state, &u, user_tokens::purpose::ACTIVATION).await?;
    Ok(created(UserView::from(u)).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct UpdateUser {
    /// The `version` last read; a stale one answers 409.
    pub version: i32,
    pub full_name: Option<String>,
    pub level: Option<i32>,
    /// `active` or `disabled`.
    pub status: Option<String>,
}

/// `PUT /api/v1/users/{id}`. A new level or `disabled` ends the account's sessions.
/// Errors: 404, 403 (a level-21 account by a lower level), 409 (stale version, own account),
/// 422.
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<Uuid>,
    ApiJson(body): ApiJson<UpdateUser>,
) -> ApiResult<Response> {
    let current = users::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    if current.level == TOP_LEVEL && staff.level.0 != TOP_LEVEL {
        return Err(ApiError::Forbidden);
    }
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
        check_level(&mut errors, &staff, level);
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
    errors.into_result().map_err(ApiError::Validation)?;
    let txn = state.db.begin().await?;
    let changes = users::UserChanges {
        full_name: body.full_name.map(|n| n.trim().to_owned()),
        level: body.level,
        status: status.map(str::to_owned),
        password_hash: None,
    };
    let updated = users::update(&txn, id, body.version, changes).await?.ok_or(ApiError::Conflict("conflict"))?;
    if level_changes {
        sessions::revoke_all_for_user(&txn, id, "level_changed").await?;
    }
    if status_changes && updated.status == user::status::DISABLED {
        sessions::revoke_all_for_user(&txn, id, "user_disabled").await?;
    }
    audit::record(
        &txn,
        &staff.actor(),
        "user.update",
        "user",
        &id.to_string(),
        Some(audit_json(&current)),
        Some(audit_json(&updated)),
    )
    .await?;
    txn.commit().await?;
    Ok(ok(UserView::from(updated)).into_response())
}

/// `POST /api/v1/users/{id}/resend-activation`. Errors: 404, 409 `already_active`.
pub async fn resend_activation(State(state): State<AppState>, Path(id): Path<Uuid>) -> ApiResult<Response> {
    let u = users::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    if u.status != user::status::PENDING {
        return Err(ApiError::Conflict("already_active"));
    }
    links::send_link(&state, &u, user_tokens::purpose::ACTIVATION).await?;
    Ok(ok(()).into_response())
}
