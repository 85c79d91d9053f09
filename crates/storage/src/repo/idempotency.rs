//! Idempotency keys (DESIGN §3): a create request sent again with the same `Idempotency-Key`
//! gets the first response instead of creating twice.
//!
//! A key belongs to one staff member. It is claimed with an insert that does nothing on conflict,
//! so of two requests racing on one key exactly one runs. Keys live 24 hours; a claim whose
//! request never finished (the process died) is taken over after 5 minutes.

use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, TryInsertResult,
    sea_query::Expr,
};
use uuid::Uuid;

use crate::entity::idempotency_key::{self, Column};

/// How long a finished key answers with its first response.
pub const KEY_LIFETIME: Duration = Duration::hours(24);
/// How long an unfinished claim blocks its key before another request may take it over.
pub const ABANDONED_AFTER: Duration = Duration::minutes(5);

/// What to do with a request that carries a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is this request's: run it, then [`finish`] or [`release`].
    Run,
    /// The key answered before: send this status and JSON body again.
    Replay { status: u16, body: String },
    /// The first request with this key is still running (409).
    InProgress,
    /// The key was used for another request (another path or body): 422.
    Mismatch,
}

/// Claims `key` of `user_id` for a request with `fingerprint` (SHA-256 hex of method, path
/// and body), or says why not.
pub async fn claim(db: &impl ConnectionTrait, user_id: Uuid, key: &str, fingerprint: &str) -> Result<Claim, DbErr> {
    // Two rounds: a row may expire and be deleted between the insert and the read.
    for _ in 0..2 {
        let now = super::now();
        let inserted = idempotency_key::Entity::insert(idempotency_key::ActiveModel {
            user_id: Set(user_id),
            key: Set(key.to_owned()),
            fingerprint: Set(fingerprint.to_owned()),
            status_code: Set(None),
            response_body: Set(None),
            created_at: Set(now),
        })
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await?;
        if matches!(inserted, TryInsertResult::Inserted(1)) {
            return Ok(Claim::Run);
        }
        let Some(row) = idempotency_key::Entity::find_by_id((user_id, key.to_owned())).one(db).await? else {
            continue;
        };
        let expired = row.created_at < now - KEY_LIFETIME;
        let abandoned = row.status_code.is_none() && row.created_at < now - ABANDONED_AFTER;
        if expired || abandoned {
            // Take the stale row over; of two takers, the conditional update lets one win.
            let taken = idempotency_key::Entity::update_many()
                .col_expr(Column::Fingerprint, Expr::value(fingerprint))
                .col_expr(Column::StatusCode, Expr::value(Option::<i32>::None))
                .col_expr(Column::ResponseBody, Expr::value(Option::<String>::None))
                .col_expr(Column::CreatedAt, Expr::value(now))
                .filter(Column::UserId.eq(user_id))
                .filter(Column::Key.eq(key))
                .filter(Column::CreatedAt.eq(row.created_at))
                .exec(db)
                .await?
                .rows_affected;
            return Ok(if taken == 1 { Claim::Run } else { Claim::InProgress });
        }
        return Ok(match (row.fingerprint == fingerprint, row.status_code, row.response_body) {
            (false, ..) => Claim::Mismatch,
            (true, Some(status), body) => Claim::Replay { status: u16::try_from(status).unwrap_or(500), body: body.unwrap_or_default() },
            (true, None, _) => Claim::InProgress,
        });
    }
    Ok(Claim::InProgress)
}

/// Stores the first response of a claimed key.
pub async fn finish(db: &impl ConnectionTrait, user_id: Uuid, key: &str, status: u16, body: String) -> Result<(), DbErr> {
    idempotency_key::ActiveModel {
        user_id: Set(user_id),
        key: Set(key.to_owned()),
        status_code: Set(Some(i32::from(status))),
        response_body: Set(Some(body)),
        ..Default::default()
    }
    .update(db)
    .await
    .map(|_| ())
}

/// Gives a claimed key back (the request failed and created nothing), so a retry runs anew.
pub async fn release(db: &impl ConnectionTrait, user_id: Uuid, key: &str) -> Result<(), DbErr> {
    idempotency_key::Entity::delete_by_id((user_id, key.to_owned())).exec(db).await.map(|_| ())
}

/// Deletes keys older than [`KEY_LIFETIME`]; returns how many. Run now and then.
pub async fn purge_expired(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    Ok(idempotency_key::Entity::delete_many()
        .filter(Column::CreatedAt.lt(super::now() - KEY_LIFETIME))
        .exec(db)
        .await?
        .rows_affected)
}
