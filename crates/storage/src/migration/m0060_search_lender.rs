//! SQLite: the loan's lender in the search index (issue 46 item 1). `loan_search` gains a column
//! `lender` holding a short token of the loan's lender ([`lender_token_sql`]), kept by its
//! triggers on an allocation too, so a search within one lender (the lender filter, and every
//! search of a funder's staff, whose scope is their lender) asks the full-text index for the
//! name's matches *and* the lender's, and the index intersects its lists itself
//! (`repo::loans::search`). PostgreSQL: nothing.
//!
//! Why: the walk in list order tested the lender on each match; one lender holds about 2 % of the
//! book, so a broad name passed about 50 matches for each of the lender's and read every match
//! when the lender had fewer than 201 (docs/BENCHMARKS.md, "Active borrowers: the standing by the
//! search key"). The token only narrows what the index yields: every match is still tested against
//! the lender and scope themselves, so two lenders that share a token are told apart there.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0028_search_forward_walk::{descending_key_sql, rebuild_index as rebuild_m0028};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// SQLite SQL of the lender token of the 16-byte blob `col`: the last three hex digits of the id
/// each between tildes (`~4~4~8~`), `''` without a lender. Tildes, which no stored name, phone or
/// code holds, keep the token's trigrams apart from the other columns' (FTS5 keeps one list a
/// trigram for every column); three digits tell 4,096 lenders apart. Frozen; m0062 replaced it
/// (each of its trigrams is shared by many lenders, so the index's lists grew with the book).
pub(super) fn lender_token_sql(col: &str) -> String {
    let h = format!("lower(hex({col}))");
    format!(
        "(CASE WHEN {col} IS NULL THEN '' ELSE '~' || substr({h}, 30, 1) || '~' || substr({h}, 31, 1) || '~' || substr({h}, 32, 1) || '~' END)"
    )
}

/// Drops `loan_search` and its triggers and builds them again from `loans` with this
/// migration's lender token: its `up`, and m0062's `down`. A no-op on PostgreSQL.
///
/// Errors: the database failed.
pub(super) async fn rebuild_index(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    rebuild_index_with(db, &[Token { column: "lender", of: "lender_id", sql: lender_token_sql }]).await
}

/// A column of `loan_search` after the four search columns that holds a token of a `loans`
/// column, for a search to ask the index for it beside its term.
pub(super) struct Token {
    /// Its name in `loan_search`.
    pub column: &'static str,
    /// The `loans` column it is made of.
    pub of: &'static str,
    /// The token's SQL for that column's SQL (`loans.lender_id`, `new.lender_id`): a migration's
    /// frozen token.
    pub sql: fn(&str) -> String,
}

/// Drops `loan_search` and its triggers and builds them again from `loans`, with a column for
/// each of `tokens` after the search columns, kept by the triggers when the column it is made of
/// changes. A no-op on PostgreSQL.
///
/// Errors: the database failed.
pub(super) async fn rebuild_index_with(db: &impl ConnectionTrait, tokens: &[Token]) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    for t in ["loan_search_insert", "loan_search_update", "loan_search_delete"] {
        db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {t}")).await?;
    }
    db.execute_unprepared("DROP TABLE IF EXISTS loan_search").await?;
    let names: String = tokens.iter().map(|t| format!(", {}", t.column)).collect();
    db.execute_unprepared(&format!(
        "CREATE VIRTUAL TABLE loan_search USING fts5(loan_id UNINDEXED, name, email, ids, phone{names}, tokenize = 'trigram')"
    ))
    .await?;
    let key = |row: &str| descending_key_sql(&format!("{row}.id"));
    let values = |row: &str| -> String { tokens.iter().map(|t| format!(", {}", (t.sql)(&format!("{row}.{}", t.of)))).collect() };
    // In the index's rowid order: FTS5 writes its pending lists out as a new segment whenever a
    // rowid is not above the last one, so rows in the table's order (not the key's) made a
    // segment every row or two, all merged again (docs/BENCHMARKS.md "Bulk seed").
    db.execute_unprepared(&format!(
        "INSERT INTO loan_search (rowid, loan_id, name, email, ids, phone{names}) \
         SELECT {}, id, search_name, search_email, search_ids, search_phone{} FROM loans ORDER BY 1",
        key("loans"),
        values("loans")
    ))
    .await?;
    let insert = |row: &str| {
        format!(
            "INSERT INTO loan_search (rowid, loan_id, name, email, ids, phone{names}) \
             VALUES ({}, {row}.id, {row}.search_name, {row}.search_email, {row}.search_ids, {row}.search_phone{});",
            key(row),
            values(row)
        )
    };
    let delete = |row: &str| format!("DELETE FROM loan_search WHERE rowid = {};", key(row));
    db.execute_unprepared(&format!("CREATE TRIGGER loan_search_insert AFTER INSERT ON loans BEGIN {} END", insert("new")))
        .await?;
    let watched: Vec<&str> = ["id", "search_name", "search_email", "search_ids", "search_phone"]
        .into_iter()
        .chain(tokens.iter().map(|t| t.of))
        .collect();
    let changed = watched.iter().map(|c| format!("old.{c} IS NOT new.{c}")).collect::<Vec<_>>().join(" OR ");
    db.execute_unprepared(&format!(
        "CREATE TRIGGER loan_search_update AFTER UPDATE OF {} ON loans WHEN {changed} BEGIN {} {} END",
        watched.join(", "),
        delete("old"),
        insert("new")
    ))
    .await?;
    db.execute_unprepared(&format!("CREATE TRIGGER loan_search_delete AFTER DELETE ON loans BEGIN {} END", delete("old")))
        .await?;
    // One segment, and the daily job's merges after (as m0028).
    db.execute_unprepared("INSERT INTO loan_search (loan_search) VALUES ('optimize')").await?;
    db.execute_unprepared("INSERT INTO loan_search (loan_search, rank) VALUES ('usermerge', 2)").await?;
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild_index(m.get_connection()).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild_m0028(m.get_connection()).await
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use sea_orm::{ConnectionTrait, DbBackend, Statement};

    /// The token is the id's last three hex digits between tildes, and a loan without a lender
    /// has none.
    #[tokio::test]
    async fn the_token_is_the_ids_last_three_hex_digits() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        for (id, expected) in [(Some(uuid::Uuid::from_u128(0x448)), "~4~4~8~"), (None, "")] {
            let sql = format!("WITH x(id) AS (SELECT ?) SELECT {} AS t FROM x", super::lender_token_sql("x.id"));
            let row = db.query_one_raw(Statement::from_sql_and_values(DbBackend::Sqlite, sql, [id.into()])).await.unwrap();
            assert_eq!(row.unwrap().try_get::<String>("", "t").unwrap(), expected);
        }
    }
}
