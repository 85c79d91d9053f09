//! Activation (`/activation?token=…` sets the first password) and password reset (request by
//! e-mail, `/reset-password?token=…`): single-use, expiring link tokens sent by e-mail.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use storage::{
    entity::user,
    repo::{audit, sessions, user_tokens, users},
};
use utoipa::ToSchema;

use super::tokens;
use crate::{
    envelope::ok_msg,
    error::{ApiError, ApiResult},
    extract::{ApiJson, CallerLang, ClientIp},
    mail::Message,
    state::AppState,
};

/// Creates a link token for `user` and e-mails the link. `purpose` is
/// [`user_tokens::purpose::ACTIVATION`] or [`user_tokens::purpose::RESET`]. Earlier links of
/// the same purpose stop working: only the newest one does.
pub async fn send_link(state: &AppState, user: &user::Model, purpose: &str) -> ApiResult<()> {
    let token = tokens::random_token();
    let (ttl, path, subject, intro) = if purpose == user_tokens::purpose::ACTIVATION {
        (
            state.config.activation_ttl_secs,
            "activation",
            "Activate your Roda account / Aktifkan akun Roda Anda",
            "An account was created for you. Set your password with this link:\nAkun telah dibuat untuk Anda. Buat kata sandi melalui tautan ini:",
        )
    } else {
        (
            state.config.reset_ttl_secs,
            "reset-password",
            "Reset your Roda password / Atur ulang kata sandi Roda",
            "Reset your password with this link:\nAtur ulang kata sandi Anda melalui tautan ini:",
        )
    };
    let expires = storage::repo::now() + chrono::Duration::seconds(ttl);
    let txn = storage::begin_write(&state.db).await?;
    user_tokens::create(&txn, user.id, purpose, tokens::hash_token(&token), expires).await?;
    txn.commit().await?;
    let link = format!("{}/{path}?token={token}", state.config.public_url.trim_end_matches('/'));
    let hours = ttl / 3600;
    let body = format!(
        "{intro}\n\n{link}\n\nThe link works once and expires in {hours} hours.\nTautan hanya berlaku sekali dan kedaluwarsa dalam {hours} jam.\n"
    );
    state.mailer.send(Message { to: user.email.clone(), subject: subject.into(), body }).await?;
    Ok(())
}

#[derive(Deserialize, ToSchema)]
pub struct SetPasswordBody {
    pub token: String,
    pub password: String,
    pub password_confirmation: String,
}

/// Checks the policy of spec §5 on both fields; 422 with every failing field.
fn check_new_password(body: &SetPasswordBody) -> ApiResult<()> {
    let mut errors = domain::ValidationErrors::new();
    errors.check("password", domain::password::check(&body.password));
    errors.check("password_confirmation", domain::password::check_confirmation(&body.password, &body.password_confirmation));
    errors.into_result().map_err(ApiError::Validation)
}

/// Spends the link token and stores the new password in one transaction, which also spends
/// every other link of the account and ends all its sessions. An activation link of an account
/// that is already active is dead. Errors: 422 policy, 400 `link_invalid` (unknown, spent or
/// expired; nothing is changed), 429, 503 `server_busy`.
async fn set_password(state: &AppState, ip: ClientIp, body: SetPasswordBody, purpose: &str) -> ApiResult<()> {
    state.limiter.check_link(&state.db, ip.0, None).await?;
    check_new_password(&body)?;
    let hash = state.hasher.hash(body.password).await?;
    let txn = storage::begin_write(&state.db).await?;
    let user_id =
        user_tokens::claim(&txn, purpose, &tokens::hash_token(&body.token)).await?.ok_or(ApiError::BadRequest("link_invalid"))?;
    let current = users::find(&txn, user_id).await?.ok_or(ApiError::BadRequest("link_invalid"))?;
    let activated_already = purpose == user_tokens::purpose::ACTIVATION && current.status == user::status::ACTIVE;
    if current.status == user::status::DISABLED || activated_already {
        return Err(ApiError::BadRequest("link_invalid"));
    }
    let changes =
        users::UserChanges { password_hash: Some(hash), status: Some(user::status::ACTIVE.to_owned()), ..Default::default() };
    users::update(&txn, user_id, current.version, changes).await?.ok_or(ApiError::Conflict("conflict"))?;
    user_tokens::spend_all(&txn, user_id, None).await?;
    let reason = if purpose == user_tokens::purpose::RESET { "password_reset" } else { "password_set" };
    sessions::revoke_all_for_user(&txn, user_id, reason).await?;
    let actor = audit::Actor { user_id: Some(user_id), request_id: None };
    let action = format!("user.password_{purpose}");
    audit::record(&txn, &actor, &action, "user", &user_id.to_string(), None, None).await?;
    txn.commit().await?;
    Ok(())
}

/// `POST /api/v1/authentication/activate` `{token, password, password_confirmation}`; ends
/// every session of the account too.
pub async fn activate(
    State(state): State<AppState>,
    CallerLang(lang): CallerLang,
    ip: ClientIp,
    ApiJson(body): ApiJson<SetPasswordBody>,
) -> ApiResult<Response> {
    set_password(&state, ip, body, user_tokens::purpose::ACTIVATION).await?;
    Ok(ok_msg(lang, "password_set", ()).into_response())
}

/// `POST /api/v1/authentication/reset-password` `{token, password, password_confirmation}`;
/// also ends every session of the account.
pub async fn reset_password(
    State(state): State<AppState>,
    CallerLang(lang): CallerLang,
    ip: ClientIp,
    ApiJson(body): ApiJson<SetPasswordBody>,
) -> ApiResult<Response> {
    set_password(&state, ip, body, user_tokens::purpose::RESET).await?;
    Ok(ok_msg(lang, "password_set", ()).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct ForgotPasswordBody {
    pub email: String,
}

/// `POST /api/v1/authentication/forgot-password` `{email}`: e-mails a reset link to an active
/// account. Always the same 200 answer (no account enumeration); 429 when rate limited (its
/// own counters: asking for links never locks a sign-in).
pub async fn forgot_password(
    State(state): State<AppState>,
    CallerLang(lang): CallerLang,
    ip: ClientIp,
    ApiJson(body): ApiJson<ForgotPasswordBody>,
) -> ApiResult<Response> {
    state.limiter.check_link(&state.db, ip.0, Some(&body.email)).await?;
    if let Some(u) = users::find_by_email(&state.db, &body.email).await?
        && u.status == user::status::ACTIVE
    {
        send_link(&state, &u, user_tokens::purpose::RESET).await?;
    }
    Ok(ok_msg(lang, "reset_link_sent", ()).into_response())
}
