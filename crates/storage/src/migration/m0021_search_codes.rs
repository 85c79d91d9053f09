//! Loan and customer IDs stored for search by their number (issue 8 item 1, see
//! `repo::loans::search::code_key`): `search_ids` goes from `ln-0000008 cu-0000042` to
//! `ln#8# cu#42#`. Why: the zero padding put the trigram `000` in every loan's codes, so a search
//! for a number walked the whole index (docs/BENCHMARKS.md, "Search"). On SQLite the
//! `loan_search_update` trigger of m0010 keeps the full-text table in step.

use sea_orm::{ConnectionTrait, Statement, Value};
use sea_orm_migration::prelude::*;

use super::frozen::code_key;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Loans rewritten per statement (two bound values each).
const BATCH: usize = 5_000;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rewrite(m.get_connection()).await
    }

    async fn down(&self, _m: &SchemaManager) -> Result<(), DbErr> {
        // The padded form is not needed by any earlier code path that still runs.
        Ok(())
    }
}

/// Sets every loan's `search_ids` from its loan ID and its borrower's customer ID
/// ([`code_key`], frozen as of this migration), [`BATCH`] loans per statement in id order; rows
/// already right are not written. Idempotent.
pub async fn rewrite(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let mut after: Option<uuid::Uuid> = None;
    loop {
        let (filter, values): (&str, Vec<Value>) = match after {
            Some(id) => {
                (if backend == sea_orm::DbBackend::Postgres { "WHERE l.id > $1" } else { "WHERE l.id > ?" }, vec![id.into()])
            }
            None => ("", vec![]),
        };
        let rows = db
            .query_all_raw(Statement::from_sql_and_values(
                backend,
                format!(
                    "SELECT l.id, l.loan_code, b.customer_code FROM loans l LEFT JOIN borrowers b ON b.id = l.borrower_id \
                     {filter} ORDER BY l.id LIMIT {BATCH}"
                ),
                values,
            ))
            .await?;
        let mut values: Vec<Value> = Vec::with_capacity(rows.len() * 2);
        for row in &rows {
            let id: uuid::Uuid = row.try_get("", "id")?;
            let loan_code: String = row.try_get("", "loan_code")?;
            let customer_code: Option<String> = row.try_get("", "customer_code")?;
            let ids = format!("{} {}", code_key(&loan_code), code_key(customer_code.as_deref().unwrap_or("")));
            values.extend([id.into(), ids.into()]);
            after = Some(id);
        }
        if !rows.is_empty() {
            let sql = format!(
                "WITH v(id, ids) AS (VALUES {}) UPDATE loans SET search_ids = v.ids FROM v \
                 WHERE loans.id = v.id AND loans.search_ids <> v.ids",
                values_placeholders(backend, rows.len(), 2, 1)
            );
            db.execute_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
        }
        if rows.len() < BATCH {
            return Ok(());
        }
    }
}

/// `rows` groups of `cols` placeholders for a multi-row `VALUES` list: `(?, ?), (?, ?)` on SQLite,
/// `($first, …), …` numbered on PostgreSQL. Frozen copy of `repo::values_placeholders` as of this
/// migration.
fn values_placeholders(backend: sea_orm::DatabaseBackend, rows: usize, cols: usize, first: usize) -> String {
    let mut n = first;
    let mut one = || {
        let p = if backend == sea_orm::DatabaseBackend::Postgres { format!("${n}") } else { "?".to_owned() };
        n += 1;
        p
    };
    (0..rows).map(|_| format!("({})", (0..cols).map(|_| one()).collect::<Vec<_>>().join(", "))).collect::<Vec<_>>().join(", ")
}
