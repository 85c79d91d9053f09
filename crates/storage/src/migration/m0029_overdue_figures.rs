//! The rupiah overdue out of the loans' indexes (issue 10: the daily job ≤ 6 s at 100k active
//! loans, docs/BENCHMARKS.md "Repayments", "The rupiah overdue out of the indexes").
//!
//! A late loan's rupiah overdue grows each time another installment falls due: every day for a
//! daily loan, every week for a weekly one. It was the last column of `ix_loans_arrears`, there
//! so that the home page's late bands and the repayment lists' late total summed it from the
//! index alone. Because it was indexed, each such change was a new version of the wide loan row
//! with an entry in every one of the table's ~30 indexes on PostgreSQL, not a heap-only (HOT)
//! update. At 100k active loans, 6,470 of one day's 46,742 job updates changed the rupiah overdue
//! without a status change; with it out of the index the job made 2,400–4,400 more HOT updates a
//! day and ran faster (docs/BENCHMARKS.md, "The rupiah overdue out of the indexes").
//!
//! Now `portfolio_figures` (m0024) also sums it per key (its triggers keep it exact on every
//! write path, as they do the outstanding), the late bands and the late total read it from there,
//! and `ix_loans_past_due` replaces `ix_loans_arrears` without it: the late list's order, filters
//! and total count walk it as before. A change of the rupiah overdue alone now touches no index.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{dialect_of, execute_all};
use super::m0024_portfolio_figures::{self as m0024, Figures};
use super::m0026_portfolio_statement_trigger::update_function;

/// The table's figures from this migration on: m0024's and the rupiah overdue.
pub(super) const FIGURES: Figures =
    &[("loans", None), ("outstanding", Some("outstanding")), ("amount_overdue", Some("amount_overdue"))];

/// `ix_loans_arrears`' columns (m0023) before its `amount_overdue`, and its predicate.
const PAST_DUE: &str = "(oldest_due_day, id, active_status, lender_id, dpd_band, deleted_at) \
                        WHERE dpd_band > 0 AND deleted_at IS NULL";

/// Replaces the triggers keeping `portfolio_figures` by ones keeping `figures`, and refills it.
pub(super) async fn keep(db: &impl sea_orm::ConnectionTrait, figures: Figures) -> Result<(), DbErr> {
    if db.get_database_backend() == DbBackend::Postgres {
        // The row function (insert and delete) and the statement function (update, m0026); the
        // triggers call them by name.
        let [row_function, ..] = m0024::pg_triggers(figures);
        execute_all(db, [row_function, update_function(figures)]).await?;
    } else {
        for event in ["insert", "update", "delete"] {
            db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS portfolio_figures_{event}")).await?;
        }
        execute_all(db, m0024::sqlite_triggers(figures)).await?;
    }
    m0024::rebuild(db, figures).await
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let big = if dialect_of(db).pg { "bigint" } else { "integer" };
        db.execute_unprepared(&format!("ALTER TABLE portfolio_figures ADD COLUMN amount_overdue {big} NOT NULL DEFAULT 0"))
            .await?;
        keep(db, FIGURES).await?;
        db.execute_unprepared(&format!("CREATE INDEX ix_loans_past_due ON loans {PAST_DUE}")).await?;
        db.execute_unprepared("DROP INDEX ix_loans_arrears").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared(
            "CREATE INDEX ix_loans_arrears ON loans (oldest_due_day, id, active_status, lender_id, dpd_band, deleted_at, \
             amount_overdue) WHERE dpd_band > 0 AND deleted_at IS NULL",
        )
        .await?;
        db.execute_unprepared("DROP INDEX ix_loans_past_due").await?;
        keep(db, m0024::FIGURES).await?;
        db.execute_unprepared("ALTER TABLE portfolio_figures DROP COLUMN amount_overdue").await?;
        Ok(())
    }
}
