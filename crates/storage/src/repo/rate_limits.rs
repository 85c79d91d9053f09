//! Rate-limit counters in the database, so that every instance counts the same sign-ins and
//! links (issue 40 item 8; DESIGN §1, §4). A counter is a key (what is counted, for whom) with one
//! row per UTC minute; its value now is the sliding-window estimate: this minute's hits plus the
//! previous minute's in proportion to the part of that minute still inside the last 60 seconds.
//! Counting is one upsert, atomic on both engines, so parallel requests at several instances
//! each see their own count.

use chrono::{DateTime, Timelike, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, ExprTrait, QueryFilter, Set,
    sea_query::{Expr, OnConflict},
};

use crate::entity::rate_limit_hit::{self, Column};

/// Minutes since the Unix epoch of `at`, and the seconds of the previous minute that still fall
/// within the 60 seconds before `at` (0–60).
fn window(at: DateTime<Utc>) -> (i64, i64) {
    (at.timestamp().div_euclid(60), 60 - i64::from(at.second()))
}

/// The estimate from the previous and the current minute's hits.
fn sliding(previous: i64, current: i64, previous_share_secs: i64) -> u64 {
    let estimate = current + previous * previous_share_secs / 60;
    u64::try_from(estimate).unwrap_or(0)
}

/// Hits of `key` in the minute before `minute` and in `minute`.
async fn two_minutes(db: &impl ConnectionTrait, key: &str, minute: i64) -> Result<(i64, i64), DbErr> {
    let rows = rate_limit_hit::Entity::find()
        .filter(Column::Key.eq(key))
        .filter(Column::WindowMinute.between(minute - 1, minute))
        .all(db)
        .await?;
    let hits = |m: i64| rows.iter().find(|r| r.window_minute == m).map_or(0, |r| r.hits);
    Ok((hits(minute - 1), hits(minute)))
}

/// Counts one hit of `key` at `at` and returns the count over the last minute, this hit
/// included. Errors: the database's.
pub async fn hit(db: &impl ConnectionTrait, key: &str, at: DateTime<Utc>) -> Result<u64, DbErr> {
    let (minute, share) = window(at);
    rate_limit_hit::Entity::insert(rate_limit_hit::ActiveModel {
        key: Set(key.to_owned()),
        window_minute: Set(minute),
        hits: Set(1),
    })
    .on_conflict(
        OnConflict::columns([Column::Key, Column::WindowMinute])
            .value(Column::Hits, Expr::col((rate_limit_hit::Entity, Column::Hits)).add(1))
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    let (previous, current) = two_minutes(db, key, minute).await?;
    // A sweep may run between the upsert and the read only for minutes long past.
    Ok(sliding(previous, Ord::max(current, 1), share))
}

/// The count of `key` over the last minute at `at`, without counting. Errors: the database's.
pub async fn count(db: &impl ConnectionTrait, key: &str, at: DateTime<Utc>) -> Result<u64, DbErr> {
    let (minute, share) = window(at);
    let (previous, current) = two_minutes(db, key, minute).await?;
    Ok(sliding(previous, current, share))
}

/// Deletes the minutes no count at `at` reads any more; returns how many rows went.
pub async fn sweep(db: &impl ConnectionTrait, at: DateTime<Utc>) -> Result<u64, DbErr> {
    let (minute, _) = window(at);
    let gone = rate_limit_hit::Entity::delete_many().filter(Column::WindowMinute.lt(minute - 1)).exec(db).await?;
    Ok(gone.rows_affected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_previous_minute_counts_for_the_part_still_within_the_last_sixty_seconds() {
        assert_eq!(sliding(10, 2, 60), 12, "at the minute's start all of the previous one counts");
        assert_eq!(sliding(10, 2, 30), 7);
        assert_eq!(sliding(10, 2, 1), 2);
        let at = DateTime::parse_from_rfc3339("2026-12-01T10:00:45Z").unwrap().with_timezone(&Utc);
        assert_eq!(window(at).1, 15);
        assert_eq!(window(at).0 * 60, at.timestamp() - 45);
    }
}
