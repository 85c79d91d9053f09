//! Indexes for the data area's reports at scale (issue 12, docs/BENCHMARKS.md "Reports"):
//!
//! - `ix_allocations_at`: the approvals report over a date range reads the allocations made in
//!   it (with lender, status and rupiah) from the index alone, not every allocation.
//! - `ix_loans_portfolio` replaces `ix_loans_lender_active`: status and lender first (a lender's
//!   active book is one range per active status; the loans waiting for handover one range), then
//!   what the portfolio report sums and filters on (bucket, DPD, outstanding, activation day,
//!   program, partner, funding source), so the portfolio of the whole book or of one lender is
//!   an index-only read of the active loans instead of a read of each wide loan row.
//!   `deleted_at`, always null in it, is a column because SQLite reads a column of the index's
//!   own `WHERE` from the table. Same number of indexes on `loans`: no extra cost per write.
//! - `ix_loans_overdue` replaces `ix_loans_late` with `amount_overdue` added: the home
//!   dashboard's late loans per DPD band (count and rupiah overdue) become an index-only scan of
//!   the late loans, as the late list's page and count are.
//! - `ix_payments_paid`: the dashboard's "collected today" read the whole payments table.

use sea_orm_migration::prelude::*;

/// `ix_loans_late` as m0013 made it (its columns and predicate).
const LATE_COLUMNS: &str = "oldest_due_day, id, active_status, lender_id, dpd, deleted_at";
const LATE_WHERE: &str = "dpd > 0 AND deleted_at IS NULL";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("CREATE INDEX ix_allocations_at ON loan_allocations (allocated_at, lender_id, status, amount)")
            .await?;
        db.execute_unprepared("DROP INDEX ix_loans_lender_active").await?;
        db.execute_unprepared(
            "CREATE INDEX ix_loans_portfolio ON loans (active_status, lender_id, bucket, dpd, outstanding, activated_on, \
             program_id, partner_id, funding_source_id, deleted_at) WHERE active_status IS NOT NULL AND deleted_at IS NULL",
        )
        .await?;
        // A new name: a drop and a create of one name in one migration trip over SQLite.
        db.execute_unprepared(&format!(
            "CREATE INDEX ix_loans_overdue ON loans ({LATE_COLUMNS}, amount_overdue) WHERE {LATE_WHERE}"
        ))
        .await?;
        db.execute_unprepared("DROP INDEX ix_loans_late").await?;
        db.execute_unprepared("CREATE INDEX ix_payments_paid ON payments (paid_date, lender_id, amount, reversed_at)").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX ix_payments_paid").await?;
        db.execute_unprepared(&format!("CREATE INDEX ix_loans_late ON loans ({LATE_COLUMNS}) WHERE {LATE_WHERE}")).await?;
        db.execute_unprepared("DROP INDEX ix_loans_overdue").await?;
        db.execute_unprepared("DROP INDEX ix_loans_portfolio").await?;
        db.execute_unprepared(
            "CREATE INDEX ix_loans_lender_active ON loans (lender_id, active_status, outstanding, dpd) \
             WHERE active_status IS NOT NULL AND deleted_at IS NULL",
        )
        .await?;
        db.execute_unprepared("DROP INDEX ix_allocations_at").await?;
        Ok(())
    }
}
