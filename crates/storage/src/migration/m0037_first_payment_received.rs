//! `loans.first_payment_received` (issue 41 item 1): rupiah of the first payment received so far,
//! the sum of its accepted proofs. The first payment is paid only once this reaches its amount;
//! before, one accepted proof of any amount made it paid. Backfilled from the accepted proofs;
//! a loan already marked paid keeps that status (it was decided then), whatever its proofs add
//! up to.

use sea_orm_migration::prelude::*;

use super::m0019_report_figures::dialect_of;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let big = if dialect_of(db).pg { "bigint" } else { "integer" };
        db.execute_unprepared(&format!("ALTER TABLE loans ADD COLUMN first_payment_received {big} NOT NULL DEFAULT 0")).await?;
        db.execute_unprepared(
            "UPDATE loans SET first_payment_received = (SELECT COALESCE(SUM(p.amount), 0) FROM payment_proofs p \
             WHERE p.loan_id = loans.id AND p.status = 'accepted') \
             WHERE EXISTS (SELECT 1 FROM payment_proofs p WHERE p.loan_id = loans.id AND p.status = 'accepted')",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("ALTER TABLE loans DROP COLUMN first_payment_received").await?;
        Ok(())
    }
}
