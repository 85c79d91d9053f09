//! `loans.dpd_band` (issue 10, the daily job on PostgreSQL; docs/BENCHMARKS.md "Repayments"):
//! the late loans' indexes hold a loan's DPD band (`domain::reports::late_band`: 0 not past
//! due, 1 for 1–30 days, 2 for 31–60, 3 for 61–90, 4 above 90) instead of its DPD.
//!
//! Why: DPD grows by one every day for every late loan. With `dpd` in `ix_loans_portfolio` and
//! `ix_loans_overdue` (and in the latter's `WHERE`), PostgreSQL could not update a late loan's
//! row in place (a heap-only tuple, HOT): each daily change wrote a new version of the wide row
//! with an entry in each of the table's ~28 indexes, most of the job's time at 100k active
//! loans. The band changes only when a loan crosses a band's edge, so a daily DPD change
//! now touches no index and is a HOT update on PostgreSQL (the table keeps 15 % of each page
//! free for them: `fillfactor = 85`), and on SQLite writes no index entry. The reports filter
//! on the band: the dashboard's bands are the bands, and the NPL and TWP90 thresholds are band
//! edges (`domain::reports::NPL_BAND`, `TWP90_BAND`). Same number of indexes.
//!
//! `ix_loans_book` replaces `ix_loans_portfolio` and `ix_loans_arrears` replaces
//! `ix_loans_overdue` with `dpd_band` for `dpd` (new names: a drop and a create of one name in
//! one migration trip over SQLite).

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

/// `ix_loans_portfolio`'s columns after its `active_status, lender_id, bucket` and DPD column.
const BOOK_TAIL: &str = "outstanding, activated_on, program_id, partner_id, funding_source_id, deleted_at";
/// `ix_loans_overdue`'s columns around its DPD column.
const ARREARS_HEAD: &str = "oldest_due_day, id, active_status, lender_id";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("ALTER TABLE loans ADD COLUMN dpd_band SMALLINT NOT NULL DEFAULT 0").await?;
        // As `domain::reports::late_band` on the day of this migration.
        db.execute_unprepared(
            "UPDATE loans SET dpd_band = CASE WHEN dpd >= 91 THEN 4 WHEN dpd >= 61 THEN 3 WHEN dpd >= 31 THEN 2 ELSE 1 END \
             WHERE dpd > 0",
        )
        .await?;
        db.execute_unprepared(&format!(
            "CREATE INDEX ix_loans_book ON loans (active_status, lender_id, bucket, dpd_band, {BOOK_TAIL}) \
             WHERE active_status IS NOT NULL AND deleted_at IS NULL"
        ))
        .await?;
        db.execute_unprepared("DROP INDEX ix_loans_portfolio").await?;
        db.execute_unprepared(&format!(
            "CREATE INDEX ix_loans_arrears ON loans ({ARREARS_HEAD}, dpd_band, deleted_at, amount_overdue) \
             WHERE dpd_band > 0 AND deleted_at IS NULL"
        ))
        .await?;
        db.execute_unprepared("DROP INDEX ix_loans_overdue").await?;
        if db.get_database_backend() == DbBackend::Postgres {
            // Room on each page for the next version of its rows (new pages; existing ones as
            // they are rewritten).
            db.execute_unprepared("ALTER TABLE loans SET (fillfactor = 85)").await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            db.execute_unprepared("ALTER TABLE loans RESET (fillfactor)").await?;
        }
        db.execute_unprepared(&format!(
            "CREATE INDEX ix_loans_overdue ON loans ({ARREARS_HEAD}, dpd, deleted_at, amount_overdue) \
             WHERE dpd > 0 AND deleted_at IS NULL"
        ))
        .await?;
        db.execute_unprepared("DROP INDEX ix_loans_arrears").await?;
        db.execute_unprepared(&format!(
            "CREATE INDEX ix_loans_portfolio ON loans (active_status, lender_id, bucket, dpd, {BOOK_TAIL}) \
             WHERE active_status IS NOT NULL AND deleted_at IS NULL"
        ))
        .await?;
        db.execute_unprepared("DROP INDEX ix_loans_book").await?;
        db.execute_unprepared("ALTER TABLE loans DROP COLUMN dpd_band").await?;
        Ok(())
    }
}
