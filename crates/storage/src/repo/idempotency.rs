//! Idempotency keys (DESIGN §3): a create request sent again with the same `Idempotency-Key`
//! gets the first response instead of creating twice.
//!
//! A key belongs to one staff member. It is claimed with an insert that does nothing on conflict,
//! so of two requests racing on one key exactly one runs. The claim carries its [`Owner`] (the
//! boot of the server process that runs it). The response is stored by [`complete`] inside the
//! create's own transaction, so a committed create always has its response and a create that
//! did not commit leaves only an unfinished claim. An unfinished claim whose owner is gone (the
//! caller decides, see `api::idempotency`) or older than [`ABANDONED_AFTER`] is taken over.
//! Keys live 24 hours.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, TryInsertResult, sea_query::Expr};
use uuid::Uuid;

use crate::entity::idempotency_key::{self, Column};

/// How long a finished key answers with its first response.
pub const KEY_LIFETIME: Duration = Duration::hours(24);
/// How long an unfinished claim of a live-looking owner blocks its key: past the API's
/// 60-second request timeout no request can still hold it.
pub const ABANDONED_AFTER: Duration = Duration::minutes(2);

/// The server process run that holds a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    /// New on every start.
    pub boot_id: Uuid,
    /// The host name, and the process id on it.
    pub host: String,
    pub pid: i32,
}

/// An unfinished claim of another request, as [`claim`] shows it to the caller's judgement.
#[derive(Debug, Clone)]
pub struct Held {
    /// `None` on rows written before owners were recorded.
    pub owner: Option<Owner>,
    pub created_at: DateTime<Utc>,
}

/// What to do with a request that carries a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is this request's: run it, then [`complete`] (in the create's transaction) or
    /// [`release`].
    Run,
    /// The key answered before: send this status and JSON body again.
    Replay { status: u16, body: String },
    /// The first request with this key is still running (409).
    InProgress,
    /// The key was used for another request (another path or body): 422.
    Mismatch,
}

/// Claims `key` of `user_id` for a request with `fingerprint` (SHA-256 hex of method, path
/// and body) on behalf of `owner`, or says why not. `owner_gone` tells whether the owner of an
/// unfinished claim is known to have stopped (then the claim is taken over at once).
pub async fn claim(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    key: &str,
    fingerprint: &str,
    owner: &Owner,
    owner_gone: impl Fn(&Owner) -> bool,
) -> Result<Claim, DbErr> {
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
            boot_id: Set(Some(owner.boot_id)),
            boot_host: Set(Some(owner.host.clone())),
            boot_pid: Set(Some(owner.pid)),
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
        let held = Held { owner: owner_of(&row), created_at: row.created_at };
        let expired = row.created_at < now - KEY_LIFETIME;
        let abandoned =
            row.status_code.is_none() && (row.created_at < now - ABANDONED_AFTER || held.owner.as_ref().is_some_and(&owner_gone));
        if expired || abandoned {
            // Take the stale row over; of two takers, the conditional update lets one win. A
            // create that still runs under the old claim then fails to `complete` and rolls back.
            let taken = idempotency_key::Entity::update_many()
                .col_expr(Column::Fingerprint, Expr::value(fingerprint))
                .col_expr(Column::StatusCode, Expr::value(Option::<i32>::None))
                .col_expr(Column::ResponseBody, Expr::value(Option::<String>::None))
                .col_expr(Column::CreatedAt, Expr::value(now))
                .col_expr(Column::BootId, Expr::value(Some(owner.boot_id)))
                .col_expr(Column::BootHost, Expr::value(Some(owner.host.clone())))
                .col_expr(Column::BootPid, Expr::value(Some(owner.pid)))
                .filter(Column::UserId.eq(user_id))
                .filter(Column::Key.eq(key))
                .filter(Column::CreatedAt.eq(row.created_at))
                .filter(match row.status_code {
                    Some(s) => Column::StatusCode.eq(s),
                    None => Column::StatusCode.is_null(),
                })
                .exec(db)
                .await?
                .rows_affected;
            return Ok(if taken == 1 { Claim::Run } else { Claim::InProgress });
        }
        return Ok(match (row.fingerprint == fingerprint, row.status_code, row.response_body) {
            (false, ..) => Claim::Mismatch,
            (true, Some(status), body) => {
                Claim::Replay { status: u16::try_from(status).unwrap_or(500), body: body.unwrap_or_default() }
            }
            (true, None, _) => Claim::InProgress,
        });
    }
    Ok(Claim::InProgress)
}

fn owner_of(row: &idempotency_key::Model) -> Option<Owner> {
    Some(Owner { boot_id: row.boot_id?, host: row.boot_host.clone()?, pid: row.boot_pid? })
}

/// Stores the first response of a key `owner` holds. Call it inside the transaction of the
/// create, just before its commit: the response then exists exactly when the create does.
/// Returns `false` when the claim is no longer `owner`'s (it was taken over as abandoned):
/// the caller must then roll back.
pub async fn complete(
    db: &impl ConnectionTrait,
    user_id: Uuid,
    key: &str,
    owner: &Owner,
    status: u16,
    body: String,
) -> Result<bool, DbErr> {
    Ok(idempotency_key::Entity::update_many()
        .col_expr(Column::StatusCode, Expr::value(Some(i32::from(status))))
        .col_expr(Column::ResponseBody, Expr::value(Some(body)))
        .filter(Column::UserId.eq(user_id))
        .filter(Column::Key.eq(key))
        .filter(Column::BootId.eq(owner.boot_id))
        .filter(Column::StatusCode.is_null())
        .exec(db)
        .await?
        .rows_affected
        == 1)
}

/// Gives a claimed key back (the request failed and created nothing), so a retry runs anew.
/// Only `owner`'s unfinished claim is deleted.
pub async fn release(db: &impl ConnectionTrait, user_id: Uuid, key: &str, owner: &Owner) -> Result<(), DbErr> {
    idempotency_key::Entity::delete_many()
        .filter(Column::UserId.eq(user_id))
        .filter(Column::Key.eq(key))
        .filter(Column::BootId.eq(owner.boot_id))
        .filter(Column::StatusCode.is_null())
        .exec(db)
        .await
        .map(|_| ())
}

/// Deletes keys older than [`KEY_LIFETIME`]; returns how many. Run now and then.
pub async fn purge_expired(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    Ok(idempotency_key::Entity::delete_many()
        .filter(Column::CreatedAt.lt(super::now() - KEY_LIFETIME))
        .exec(db)
        .await?
        .rows_affected)
}
