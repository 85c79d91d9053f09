//! A loan pending activation counts its whole tenor as installments left (issue 46 item 1).
//!
//! Until now such a loan stored 0 installments (total and left) until its handover wrote its
//! schedule. The active-borrower list showed its tenor instead, but its remaining-tenure filter
//! left it out. On PostgreSQL the zeros also made the planner expect the pending queue in every
//! "few left" range, so it read the whole standing. `repo::loans::write` now stores the tenor when a
//! loan becomes pending activation. This migration stores it for the loans already pending,
//! and the triggers copy it into `loan_standing`. The index by installments left then covers every
//! active loan, so m0052's partial index is replaced.

use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{dialect_of, execute_all};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The index by installments left, as m0052 made it (handed-over loans only).
const PARTIAL: &str = "CREATE INDEX ix_standing_left ON loan_standing (installments_left, active_status, loan_id) \
                       WHERE active_status <> 'pending_activation'";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let tenor = if dialect_of(db).pg {
            "CAST(terms->>'tenor' AS integer)"
        } else {
            "CAST(json_extract(terms, '$.tenor') AS integer)"
        };
        execute_all(
            db,
            [
                format!(
                    "UPDATE loans SET installments_total = {tenor}, installments_left = {tenor} \
                     WHERE active_status = 'pending_activation' AND terms IS NOT NULL"
                ),
                "DROP INDEX ix_standing_left".to_owned(),
                "CREATE INDEX ix_standing_left ON loan_standing (installments_left, active_status, loan_id)".to_owned(),
                "ANALYZE loan_standing".to_owned(),
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        execute_all(
            db,
            [
                "UPDATE loans SET installments_total = 0, installments_left = 0 WHERE active_status = 'pending_activation'"
                    .to_owned(),
                "DROP INDEX ix_standing_left".to_owned(),
                PARTIAL.to_owned(),
            ],
        )
        .await
    }
}
