//! Sessions and their rotating refresh tokens (DESIGN §4).

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, sea_query::Expr};
use uuid::Uuid;

use crate::entity::{refresh_token, session, user};

/// Opens a session for `user_id` and stores its first refresh token (by hash).
pub async fn open(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    refresh_hash: String,
    refresh_expires_at: DateTime<Utc>,
    user_agent: Option<String>,
    ip: Option<String>,
) -> Result<session::Model, DbErr> {
    let now = super::now();
    let s = session::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        created_at: Set(now),
        last_seen_at: Set(now),
        revoked_at: Set(None),
        revoked_reason: Set(None),
        user_agent: Set(user_agent.map(|u| u.chars().take(255).collect())),
        ip: Set(ip),
    }
    .insert(db)
    .await?;
    add_refresh_token(db, s.id, refresh_hash, refresh_expires_at).await?;
    Ok(s)
}

/// Stores a refresh token of `session_id`.
pub async fn add_refresh_token(
    db: &impl ConnectionTrait,
    session_id: Uuid,
    hash: String,
    expires_at: DateTime<Utc>,
) -> Result<(), DbErr> {
    refresh_token::ActiveModel {
        id: Set(Uuid::now_v7()),
        session_id: Set(session_id),
        token_hash: Set(hash),
        created_at: Set(super::now()),
        expires_at: Set(expires_at),
        used_at: Set(None),
    }
    .insert(db)
    .await
    .map(|_| ())
}

/// The result of presenting a refresh token.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)] // one value per refresh, moved once: boxing buys nothing
pub enum Claim {
    /// The token was unspent and is now spent; rotate within the same transaction.
    Won { session: session::Model, user: user::Model },
    /// The token was spent within the grace window (another tab won the race): issue a fresh
    /// pair of the same session; the session stays open.
    Grace { session: session::Model, user: user::Model },
    /// The token was already spent: a reuse. Its family has been revoked.
    Reused,
    /// Unknown, expired, or of a revoked session or an inactive user.
    Invalid,
}

/// Spends a refresh token atomically: of any number of concurrent claims of one token, exactly
/// one wins (a conditional `UPDATE … WHERE used_at IS NULL`). A claim of a token spent less
/// than `grace` ago is [`Claim::Grace`] (two tabs refreshing at once); a claim of a token spent
/// longer ago revokes the whole session (reuse detection).
pub async fn claim_refresh_token(db: &impl ConnectionTrait, hash: &str, grace: chrono::Duration) -> Result<Claim, DbErr> {
    let now = super::now();
    // The write comes first so that SQLite takes its write lock at once (no lock upgrade).
    let won = refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::UsedAt, Expr::value(now))
        .filter(refresh_token::Column::TokenHash.eq(hash))
        .filter(refresh_token::Column::UsedAt.is_null())
        .filter(refresh_token::Column::ExpiresAt.gt(now))
        .exec(db)
        .await?
        .rows_affected
        == 1;
    let Some(token) = refresh_token::Entity::find().filter(refresh_token::Column::TokenHash.eq(hash)).one(db).await? else {
        return Ok(Claim::Invalid);
    };
    let in_grace = match (won, token.used_at) {
        (true, _) => false,
        // Unspent, yet not claimable: expired.
        (false, None) => return Ok(Claim::Invalid),
        // `used` may be later than this request's `now` (the winner started after it), so a zero
        // window must be checked as such, not as a time comparison.
        (false, Some(used)) => grace > chrono::Duration::zero() && used > now - grace,
    };
    if !won && !in_grace {
        revoke(db, token.session_id, "refresh_reuse").await?;
        return Ok(Claim::Reused);
    }
    match active(db, token.session_id).await? {
        Some((session, user)) => {
            session::Entity::update_many()
                .col_expr(session::Column::LastSeenAt, Expr::value(now))
                .filter(session::Column::Id.eq(session.id))
                .exec(db)
                .await?;
            Ok(if won { Claim::Won { session, user } } else { Claim::Grace { session, user } })
        }
        None => Ok(Claim::Invalid),
    }
}

/// The session a refresh token belongs to, by the token's hash (spent or not: logout with a
/// spent token still ends its session). `None` for an unknown token.
pub async fn session_of_refresh_token(db: &impl ConnectionTrait, hash: &str) -> Result<Option<Uuid>, DbErr> {
    Ok(refresh_token::Entity::find().filter(refresh_token::Column::TokenHash.eq(hash)).one(db).await?.map(|t| t.session_id))
}

/// The session and its user when the session is unrevoked and the user active — the check
/// every authenticated request makes.
pub async fn active(db: &impl ConnectionTrait, session_id: Uuid) -> Result<Option<(session::Model, user::Model)>, DbErr> {
    // One query: this runs on every authenticated request.
    let Some((s, Some(u))) = session::Entity::find_by_id(session_id).find_also_related(user::Entity).one(db).await? else {
        return Ok(None);
    };
    if s.revoked_at.is_some() {
        return Ok(None);
    }
    if u.status != user::status::ACTIVE {
        return Ok(None);
    }
    Ok(Some((s, u)))
}

/// Revokes one session (logout, reuse). Idempotent.
pub async fn revoke(db: &impl ConnectionTrait, session_id: Uuid, reason: &str) -> Result<(), DbErr> {
    session::Entity::update_many()
        .col_expr(session::Column::RevokedAt, Expr::value(super::now()))
        .col_expr(session::Column::RevokedReason, Expr::value(reason))
        .filter(session::Column::Id.eq(session_id))
        .filter(session::Column::RevokedAt.is_null())
        .exec(db)
        .await
        .map(|_| ())
}

/// Revokes every open session of a user (disabled, level changed, password reset). Returns
/// how many were open.
pub async fn revoke_all_for_user(db: &impl ConnectionTrait, user_id: Uuid, reason: &str) -> Result<u64, DbErr> {
    Ok(session::Entity::update_many()
        .col_expr(session::Column::RevokedAt, Expr::value(super::now()))
        .col_expr(session::Column::RevokedReason, Expr::value(reason))
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::RevokedAt.is_null())
        .exec(db)
        .await?
        .rows_affected)
}
