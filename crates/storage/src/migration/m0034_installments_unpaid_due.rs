//! `ix_installments_unpaid_due`: the unpaid installments in the normal billing list's order
//! (due day, then id), with their loan (issue 10 item 3; docs/BENCHMARKS.md,
//! "The late list's plan on SQLite, the normal list, JIT").
//!
//! The normal list is the unpaid installments due today or later of loans paying on time, soonest
//! first. It picked the loans by `loan_id IN (the normal loans)`, and SQLite answered that by
//! seeking each normal loan's future unpaid installments in `ix_installments_unpaid` and sorting
//! them all to keep a page. Walking `ix_installments_due`
//! instead read the row of every installment already paid ahead. This index holds only what is
//! still owed, in the list's order, with the loan whose standing the list checks by key
//! (`repo::loans::billing`): a page reads about twice its rows' entries.
//!
//! Partial (`amount_paid < amount_due`), as `ix_installments_unpaid`: a paid installment leaves
//! it. Both engines: PostgreSQL's `ix_installments_overdue` (m0031) is in due day then loan order,
//! not the list's.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection()
            .execute_unprepared(
                "CREATE INDEX ix_installments_unpaid_due ON installments (due_day, id, loan_id) \
                 WHERE amount_paid < amount_due",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("DROP INDEX ix_installments_unpaid_due").await?;
        Ok(())
    }
}
