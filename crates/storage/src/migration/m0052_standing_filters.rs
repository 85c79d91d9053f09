//! The active-borrower list's filters on `loan_standing` (issue 46 item 1): the loan's lender,
//! funding source, program, hold and installments left are copied there too, with indexes for
//! the lender (and its status counts), the holds and the installments left.
//!
//! At a million active loans the list walked `loan_standing` in id order and read each wide
//! `loans` row to test a lender, hold or tenure filter, and counted its total the same way up to
//! the cap: a filter matching few loans read every active loan (docs/BENCHMARKS.md "Active
//! borrowers"). On the narrow table a page and its capped total read index entries of the
//! matching loans only, and a funder's staff count their loans per status from one index. A
//! partial index on the installments with an open late fee serves every list page's late-fee
//! column.

use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{dialect_of, execute_all};
use super::m0032_loan_standing::{Copied, drop_triggers, triggers};

/// The columns the triggers copy from `loans` from now on.
pub(super) const COPIED: Copied = Copied {
    columns: &[
        "active_status",
        "bucket",
        "dpd_band",
        "lender_id",
        "funding_source_id",
        "program_id",
        "hold_billing",
        "installments_left",
    ],
};

/// The new columns with their types on `db`'s engine.
fn columns(pg: bool) -> [(&'static str, &'static str); 5] {
    let uuid = if pg { "uuid" } else { "blob" };
    [
        ("lender_id", uuid),
        ("funding_source_id", uuid),
        ("program_id", uuid),
        ("hold_billing", "boolean NOT NULL DEFAULT false"),
        ("installments_left", "integer NOT NULL DEFAULT 0"),
    ]
}

/// A lender's loans (its staff's list, the lender filter) and by status (their counts and
/// status filter), a program's, the loans on hold now, and the loans by installments left.
const INDEXES: [(&str, &str); 5] = [
    ("ix_standing_lender", "(lender_id, loan_id)"),
    ("ix_standing_lender_status", "(lender_id, active_status, loan_id)"),
    ("ix_standing_program", "(program_id, loan_id)"),
    ("ix_standing_held", "(loan_id) WHERE hold_billing"),
    // Handed over only: a loan awaiting its handover stored 0, and at a million loans its 0
    // made every "few left" range read the whole pending queue (m0054 stores its tenor instead
    // and indexes every loan).
    ("ix_standing_left", "(installments_left, active_status, loan_id) WHERE active_status <> 'pending_activation'"),
];

/// The installments whose late fee is open, by loan: a list page's open late fees read from a
/// few entries, where every installment of the page's loans was read (about a hundred a loan).
/// `crate::repo::loans::late_fees::OPEN_SQL` is its condition, written as a literal so both
/// engines see that a query implies it.
const LATE_FEE_INDEX: &str = "CREATE INDEX ix_installments_late_fee_open ON installments (loan_id) WHERE late_fee_accrued - late_fee_paid - late_fee_waived > 0";

/// Refills the copied columns from the stored loans and drops the rows of loans no longer kept
/// (m0033's repair, with this migration's columns).
///
/// Errors: the database failed.
pub(super) async fn rebuild(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    super::m0033_standing_record::rebuild_copied(db, &COPIED).await
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let pg = dialect_of(db).pg;
        let mut statements = drop_triggers(db);
        statements.extend(columns(pg).map(|(c, ty)| format!("ALTER TABLE loan_standing ADD COLUMN {c} {ty}")));
        execute_all(db, statements).await?;
        rebuild(db).await?;
        let mut statements: Vec<String> =
            INDEXES.iter().map(|(name, def)| format!("CREATE INDEX {name} ON loan_standing {def}")).collect();
        statements.push(LATE_FEE_INDEX.to_owned());
        statements.extend(triggers(db, &COPIED));
        // The planners choose among the new indexes by their statistics.
        statements.push("ANALYZE loan_standing".to_owned());
        execute_all(db, statements).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let pg = dialect_of(db).pg;
        let mut statements = drop_triggers(db);
        statements.extend(INDEXES.map(|(name, _)| format!("DROP INDEX {name}")));
        statements.push("DROP INDEX ix_installments_late_fee_open".to_owned());
        statements.extend(columns(pg).map(|(c, _)| format!("ALTER TABLE loan_standing DROP COLUMN {c}")));
        statements.extend(triggers(db, &super::m0033_standing_record::COPIED));
        execute_all(db, statements).await
    }
}
