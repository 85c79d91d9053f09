//! PostgreSQL vacuums and analyses `loans` after every daily job, not after a fifth of the book
//! has changed (issue 10: the daily job ≤ 6 s at 100k active loans and the late list's p99,
//! docs/BENCHMARKS.md "Repayments"; docs/OPERATIONS.md).
//!
//! The daily job rewrites every loan whose standing moved (18–45k of 100k active loans a day in
//! the bench). PostgreSQL's defaults vacuum a table once 20 % of its rows are dead and analyse it
//! once 10 % changed: 200k and 100k rows in a million-loan book, so days of the job's dead row
//! versions piled up before either ran. Measured at 100k active loans on one seeded database:
//! without a vacuum between runs the job grew slower each date and passed its aim; with
//! `VACUUM ANALYZE loans` after each (autovacuum's work in the background) it stayed under it
//! (docs/BENCHMARKS.md "Repayments"). Stale statistics also once turned the late list's plan to
//! a sort of every late loan. With 1 % (plus 1,000 rows) for the vacuum and 2 % for the analyse,
//! autovacuum takes `loans` within a minute of each job's commit.
//!
//! SQLite has no autovacuum of dead rows (it updates in place); nothing to do there.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

/// `loans`' storage parameters set here: (name, value); `down` resets the same names.
const LOANS_AUTOVACUUM: [(&str, &str); 4] = [
    ("autovacuum_vacuum_scale_factor", "0.01"),
    ("autovacuum_vacuum_threshold", "1000"),
    ("autovacuum_analyze_scale_factor", "0.02"),
    ("autovacuum_analyze_threshold", "1000"),
];

/// `ALTER TABLE loans SET (a = 1, …)` or `… RESET (a, …)` of [`LOANS_AUTOVACUUM`], on PostgreSQL only.
async fn alter_loans(m: &SchemaManager<'_>, set: bool) -> Result<(), DbErr> {
    let db = m.get_connection();
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(());
    }
    let params = LOANS_AUTOVACUUM
        .iter()
        .map(|(name, value)| if set { format!("{name} = {value}") } else { (*name).to_owned() })
        .collect::<Vec<_>>()
        .join(", ");
    db.execute_unprepared(&format!("ALTER TABLE loans {} ({params})", if set { "SET" } else { "RESET" })).await?;
    Ok(())
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        alter_loans(m, true).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        alter_loans(m, false).await
    }
}
