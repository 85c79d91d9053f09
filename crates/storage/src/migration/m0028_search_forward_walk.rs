//! The search index's rowid counts down as the loan id rises (issue 8, SQLite): the list's
//! default order, newest first, is then FTS5's forward walk, the cheaper direction. Rebuilds
//! `loan_search` and its triggers keyed by [`descending_key_sql`] (the SQL of
//! `repo::loans::search::order_key`, frozen here as of this migration), then merges the
//! index into one segment (the daily job's `search::merge_index` then keeps at most one a
//! level). At a million loans the two together cut a broad search's server CPU a request
//! (docs/BENCHMARKS.md, "Search: fewer segments, walked forward", which also gives the
//! rebuild's time there).
//! PostgreSQL has no such table; nothing to do there.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0010_search_index::{ascending_key_sql, create_sqlite_index};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The search index's rowid from this migration on, in SQLite SQL of the 16-byte blob `col`:
/// `i64::MAX` less m0010's [`ascending_key_sql`], so it falls as the id rises: the SQL form of the
/// search's `order_key` (`repo::loans::search`), which looks keys up in the index; the triggers
/// keep this SQL whatever the live code becomes, and a test below holds the two equal.
pub(super) fn descending_key_sql(col: &str) -> String {
    format!("({} - ({}))", i64::MAX, ascending_key_sql(col))
}

/// Drops `loan_search` and its triggers and builds them again from `loans`, keyed by `key`.
async fn rebuild(db: &impl ConnectionTrait, key: fn(&str) -> String) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    for t in ["loan_search_insert", "loan_search_update", "loan_search_delete"] {
        db.execute_unprepared(&format!("DROP TRIGGER {t}")).await?;
    }
    db.execute_unprepared("DROP TABLE loan_search").await?;
    create_sqlite_index(db, key).await?;
    // One segment, as a bulk load leaves several: every search reads each segment's lists.
    db.execute_unprepared("INSERT INTO loan_search (loan_search) VALUES ('optimize')").await?;
    // The daily job's merges (`search::merge_index`) leave at most one segment a level.
    db.execute_unprepared("INSERT INTO loan_search (loan_search, rank) VALUES ('usermerge', 2)").await?;
    Ok(())
}

/// `loan_search` and its triggers built again from `loans`, as this migration left them: after a
/// bulk load into `loans` with its triggers set aside (`roda seed bulk`). A no-op on PostgreSQL.
///
/// Errors: the database failed.
pub(super) async fn rebuild_index(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    rebuild(db, descending_key_sql).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild(m.get_connection(), descending_key_sql).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild(m.get_connection(), ascending_key_sql).await
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    use uuid::Uuid;

    /// The key the triggers write is the search's `order_key` (`i64::MAX` less the id's first 64
    /// bits shifted right by one); the expected keys are that formula's, worked out by hand.
    #[tokio::test]
    async fn the_frozen_key_falls_from_i64_max_as_the_id_rises() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        for (id, key) in [
            (Uuid::nil(), i64::MAX),
            (Uuid::max(), 0),
            (Uuid::from_u128(0x0191_2345_6789_7abc_8def_0123_4567_89ab), 9_166_916_913_525_899_937),
            (Uuid::from_u128(0x8000_0000_0000_0001_0000_0000_0000_0000), 4_611_686_018_427_387_903),
        ] {
            let sql = format!("WITH x(id) AS (SELECT ?) SELECT {} AS k FROM x", super::descending_key_sql("x.id"));
            let row = db.query_one_raw(Statement::from_sql_and_values(DbBackend::Sqlite, sql, [id.into()])).await.unwrap();
            assert_eq!(row.unwrap().try_get::<i64>("", "k").unwrap(), key, "{id}");
        }
    }

    /// The searches look keys up with the live `order_key`: it must still agree with the key these
    /// triggers write, on every id.
    #[tokio::test]
    async fn the_frozen_key_is_the_searchs_order_key() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        let ids = [
            Uuid::nil(),
            Uuid::max(),
            Uuid::now_v7(),
            Uuid::from_u128(0x8000_0000_0000_0001_0000_0000_0000_0000),
            Uuid::new_v4(),
        ];
        for id in ids {
            let sql = format!("WITH x(id) AS (SELECT ?) SELECT {} AS k FROM x", super::descending_key_sql("x.id"));
            let row = db.query_one_raw(Statement::from_sql_and_values(DbBackend::Sqlite, sql, [id.into()])).await.unwrap();
            assert_eq!(row.unwrap().try_get::<i64>("", "k").unwrap(), crate::repo::loans::search::order_key(id), "{id}");
        }
    }
}
