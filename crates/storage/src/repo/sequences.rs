//! Counters behind human-readable codes (loan ID, customer ID), safe under concurrency on both
//! engines: the increment is one `UPDATE`, which locks the row until the transaction ends.

use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};

/// The counters, created by the migration (so `next` never races an insert).
pub const LOAN: &str = "loan";
pub const CUSTOMER: &str = "customer";

/// The next value of counter `name`. Call inside the transaction that uses the value, so a
/// rollback gives the number back. Errors: an unknown counter.
pub async fn next(db: &impl ConnectionTrait, name: &str) -> Result<i64, DbErr> {
    next_n(db, name, 1).await
}

/// Takes `n` (≥ 1) values of counter `name` at once and answers the first; the block is
/// `first..first + n`. As [`next`], inside the transaction that uses them.
pub async fn next_n(db: &impl ConnectionTrait, name: &str, n: i64) -> Result<i64, DbErr> {
    let backend = db.get_database_backend();
    let (p1, p2) = if backend == DbBackend::Postgres { ("$1", "$2") } else { ("?", "?") };
    let updated = db
        .execute_raw(Statement::from_sql_and_values(
            backend,
            format!("UPDATE sequences SET value = value + {p1} WHERE name = {p2}"),
            [n.into(), name.into()],
        ))
        .await?
        .rows_affected();
    if updated == 0 {
        return Err(DbErr::RecordNotFound(format!("sequence {name}")));
    }
    let p = if backend == DbBackend::Postgres { "$1" } else { "?" };
    let row = db
        .query_one_raw(Statement::from_sql_and_values(
            backend,
            format!("SELECT value FROM sequences WHERE name = {p}"),
            [name.into()],
        ))
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(name.into()))?;
    let last: i64 = row.try_get("", "value")?;
    Ok(last - n + 1)
}

/// The loan ID of counter value `n`: `LN-0000042`.
pub fn loan_code(n: i64) -> String {
    format!("LN-{n:07}")
}

/// The customer ID of counter value `n`: `CU-0000042`.
pub fn customer_code(n: i64) -> String {
    format!("CU-{n:07}")
}
