//! `installments.held` (issue 41 item 12): whether hold billing holds this installment, i.e.
//! its due date fell inside a hold (after earlier holds' shifts) and it was moved past it. Later
//! installments shift too but are not held, a paid one never moves, and nothing is held once the
//! loan is inactive. Before, every shifted unpaid installment showed `held`, up to the last one,
//! even after deactivation. Backfilled for unpaid installments of loans still active whose
//! original due date falls inside one of the loan's holds (exact for a loan with one hold).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("ALTER TABLE installments ADD COLUMN held BOOLEAN NOT NULL DEFAULT FALSE").await?;
        db.execute_unprepared(
            "UPDATE installments SET held = TRUE \
             WHERE amount_paid < amount_due AND due_date <> original_due_date \
             AND EXISTS (SELECT 1 FROM loan_holds h WHERE h.loan_id = installments.loan_id \
                 AND h.start_date <= installments.original_due_date AND installments.original_due_date <= h.end_date) \
             AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.id = installments.loan_id AND l.active_status = 'inactive')",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("ALTER TABLE installments DROP COLUMN held").await?;
        Ok(())
    }
}
