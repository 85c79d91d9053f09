//! `loans` keeps 40 % of each new page free on PostgreSQL (`fillfactor = 60`, was 85 since m0023)
//! (issue 10: the daily job ≤ 6 s at 100k active loans; docs/BENCHMARKS.md "Room on the page").
//!
//! The daily job rewrites every late loan each day (its DPD grows by one). A DPD-only change
//! touches no index, so PostgreSQL can make it a heap-only (HOT) update, but only when the new
//! row version fits on the old one's page. At 85 % a page of five ~1,250-byte loans has room for
//! one new version; on a day when two in five of its loans change, the rest move to another page
//! and write an entry in each of the table's ~30 indexes. Measured at 100k active loans on
//! copies repacked at each setting (`VACUUM FULL`): at 85, 36 % of the job's 46,742 updates were
//! HOT; at 60, 81–86 %, and the job took about half the time. The price is space: the table is
//! about 1.6 times larger.
//!
//! Existing pages keep their fill until rewritten; `VACUUM FULL loans` repacks them at once
//! (docs/OPERATIONS.md). SQLite has no fillfactor (it updates in place): nothing to do there.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// `ALTER TABLE loans SET (fillfactor = …)` on PostgreSQL only.
async fn set(m: &SchemaManager<'_>, fillfactor: u8) -> Result<(), DbErr> {
    let db = m.get_connection();
    if db.get_database_backend() == DbBackend::Postgres {
        db.execute_unprepared(&format!("ALTER TABLE loans SET (fillfactor = {fillfactor})")).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        set(m, 60).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        set(m, 85).await
    }
}
