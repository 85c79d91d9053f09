//! Loading many rows at once (`roda seed bulk`, issue 46 item 3): a table's secondary indexes
//! and triggers are set aside while its rows go in, then put back, each index built once from
//! sorted rows instead of kept entry by entry, and each trigger's table refilled set-based by
//! its own rebuild. For the installments of a seeded book, a hundred rows a loan, this is most
//! of the seed's time (docs/BENCHMARKS.md "Bulk seed").
//!
//! Not for a book in use: while set aside, the table's figures and lookups are missing.

use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};

/// The rows `table` holds (a bulk load sets aside only what it outgrows).
///
/// Errors: the database failed.
pub async fn row_count(db: &impl ConnectionTrait, table: &'static str) -> Result<u64, DbErr> {
    let backend = db.get_database_backend();
    let row = db.query_one_raw(Statement::from_string(backend, format!("SELECT COUNT(*) AS n FROM \"{table}\""))).await?;
    let n: i64 = row.map(|r| r.try_get("", "n")).transpose()?.unwrap_or(0);
    Ok(u64::try_from(n).unwrap_or(0))
}

/// What [`set_aside`] took off a table, to put back.
#[derive(Debug)]
#[must_use = "put the indexes and triggers back with `put_back`"]
pub struct SetAside {
    table: &'static str,
    /// The statements that recreate what was dropped, indexes first.
    restore: Vec<String>,
}

/// Drops `table`'s secondary indexes and sets its triggers aside: on SQLite they are dropped
/// (their `CREATE` statements kept), on PostgreSQL disabled (`DISABLE TRIGGER USER`). The
/// primary key stays.
///
/// Errors: the database failed.
pub async fn set_aside(db: &impl ConnectionTrait, table: &'static str) -> Result<SetAside, DbErr> {
    let backend = db.get_database_backend();
    let rows = match backend {
        DbBackend::Postgres => {
            db.query_all_raw(Statement::from_sql_and_values(
                backend,
                "SELECT 'index' AS kind, indexname AS name, indexdef AS sql FROM pg_indexes \
                 WHERE schemaname = current_schema() AND tablename = $1 \
                 AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)",
                [table.into()],
            ))
            .await?
        }
        _ => {
            db.query_all_raw(Statement::from_sql_and_values(
                backend,
                "SELECT type AS kind, name, sql FROM sqlite_master \
                 WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type",
                [table.into()],
            ))
            .await?
        }
    };
    let mut restore = Vec::new();
    let mut triggers = Vec::new();
    for r in rows {
        let (kind, name, sql): (String, String, String) = (r.try_get("", "kind")?, r.try_get("", "name")?, r.try_get("", "sql")?);
        let drop = if kind == "index" { "INDEX" } else { "TRIGGER" };
        db.execute_unprepared(&format!("DROP {drop} \"{name}\"")).await?;
        if kind == "index" { restore.push(sql) } else { triggers.push(sql) }
    }
    if backend == DbBackend::Postgres {
        db.execute_unprepared(&format!("ALTER TABLE \"{table}\" DISABLE TRIGGER USER")).await?;
        triggers.push(format!("ALTER TABLE \"{table}\" ENABLE TRIGGER USER"));
    }
    restore.extend(triggers);
    Ok(SetAside { table, restore })
}

/// Recreates what [`set_aside`] took off (indexes, then triggers). What the triggers keep is
/// not refilled here: the caller runs that table's rebuild (for `installments`,
/// `crate::migration::rebuild_collection_days`).
///
/// Errors: the database failed.
pub async fn put_back(db: &impl ConnectionTrait, aside: SetAside) -> Result<(), DbErr> {
    for sql in &aside.restore {
        db.execute_unprepared(sql).await?;
    }
    tracing::debug!(table = aside.table, statements = aside.restore.len(), "indexes and triggers put back");
    Ok(())
}
