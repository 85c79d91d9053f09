//! The search index's rowid counts down as the loan id rises (issue 8, SQLite): the list's
//! default order, newest first, is then FTS5's forward walk, the cheaper direction. Rebuilds
//! `loan_search` and its triggers with `repo::loans::search::order_key_sql`, then merges the
//! index into one segment (the daily job's `search::merge_index` then keeps at most one a
//! level). At a million loans the two together cut a broad search's server CPU a request
//! (docs/BENCHMARKS.md, "Search: fewer segments, walked forward", which also gives the
//! rebuild's time there).
//! PostgreSQL has no such table; nothing to do there.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0010_search_index::{ascending_key_sql, create_sqlite_index};
use crate::repo::loans::search::order_key_sql;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Drops `loan_search` and its triggers and builds them again keyed by `key`.
async fn rebuild(m: &SchemaManager<'_>, key: fn(&str) -> String) -> Result<(), DbErr> {
    let db = m.get_connection();
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

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild(m, order_key_sql).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild(m, ascending_key_sql).await
    }
}
