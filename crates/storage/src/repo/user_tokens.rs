//! Activation and password-reset link tokens: single use, expiring, stored by hash.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, sea_query::Expr};
use uuid::Uuid;

use crate::entity::user_token;

/// Purposes of a link token.
pub mod purpose {
    pub const ACTIVATION: &str = "activation";
    pub const RESET: &str = "reset";
}

/// Stores a new link token of `purpose` for `user_id` and spends every earlier unspent one of
/// the same purpose: only the newest link works (issue 6). Run it in a transaction.
pub async fn create(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    purpose: &str,
    hash: String,
    expires_at: DateTime<Utc>,
) -> Result<(), DbErr> {
    spend_all(db, user_id, Some(purpose)).await?;
    user_token::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        purpose: Set(purpose.to_owned()),
        token_hash: Set(hash),
        created_at: Set(super::now()),
        expires_at: Set(expires_at),
        used_at: Set(None),
    }
    .insert(db)
    .await
    .map(|_| ())
}

/// Spends an unexpired, unspent token of `purpose` atomically and returns its user, or `None`.
pub async fn claim(db: &impl ConnectionTrait, purpose: &str, hash: &str) -> Result<Option<Uuid>, DbErr> {
    let now = super::now();
    let claimed = user_token::Entity::update_many()
        .col_expr(user_token::Column::UsedAt, Expr::value(now))
        .filter(user_token::Column::TokenHash.eq(hash))
        .filter(user_token::Column::Purpose.eq(purpose))
        .filter(user_token::Column::UsedAt.is_null())
        .filter(user_token::Column::ExpiresAt.gt(now))
        .exec(db)
        .await?
        .rows_affected
        == 1;
    if !claimed {
        return Ok(None);
    }
    Ok(user_token::Entity::find().filter(user_token::Column::TokenHash.eq(hash)).one(db).await?.map(|t| t.user_id))
}

/// Spends every unspent link token of `user_id` (of `purpose`, or of any purpose); returns how
/// many. Setting a password spends them all, so no older link can set it again.
pub async fn spend_all(db: &impl ConnectionTrait, user_id: Uuid, purpose: Option<&str>) -> Result<u64, DbErr> {
    let mut q = user_token::Entity::update_many()
        .col_expr(user_token::Column::UsedAt, Expr::value(super::now()))
        .filter(user_token::Column::UserId.eq(user_id))
        .filter(user_token::Column::UsedAt.is_null());
    if let Some(p) = purpose {
        q = q.filter(user_token::Column::Purpose.eq(p));
    }
    Ok(q.exec(db).await?.rows_affected)
}
