//! `ix_installments_overdue`: the unpaid installments by due day (issue 10: the daily job ≤ 6 s
//! at 100k active loans; docs/BENCHMARKS.md "Repayments").
//!
//! The daily job's standing (`repo::loans::dpd`) needs, per active loan, the rupiah overdue and
//! the oldest unpaid due day: a sum over the unpaid installments already due. It used to group
//! every unpaid installment of the book, future ones included (7.3M of 10.1M installments at
//! 100k loans), to get those and the next due date in one pass. With this index it
//! reads only the unpaid installments whose due day has passed (a few per late loan, none for a
//! loan paying on time), and finds the next due day with one probe of `ix_installments_unpaid`
//! per loan. The columns cover the sum, so PostgreSQL does not read the table for it.
//!
//! PostgreSQL only: SQLite answers the same query as fast by skip-scanning `ix_installments_unpaid`
//! (loan, due day) for each loan's due days before the date (as fast with or without this index,
//! `INDEXED BY` forcing it), so there it would only cost space and writes.
//!
//! Partial (`amount_paid < amount_due`): a paid installment leaves it, so it holds only what is
//! still owed. Installments are written at activation and by payments, each already a new row
//! version in `ix_installments_due_sums` (which holds `amount_paid`), so one more entry each.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        db.execute_unprepared(
            "CREATE INDEX ix_installments_overdue ON installments (due_day, loan_id, amount_due, amount_paid) \
             WHERE amount_paid < amount_due",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            db.execute_unprepared("DROP INDEX ix_installments_overdue").await?;
        }
        Ok(())
    }
}
