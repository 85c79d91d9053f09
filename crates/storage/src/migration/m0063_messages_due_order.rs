//! `ix_messages_due` in the message job's claim order: status, send time, then id (issue 46;
//! docs/BENCHMARKS.md, "The message job's claim at a real book's size").
//!
//! The claim (`repo::reminders::claim`) takes the 50 earliest due messages by send time then
//! id. The daily job queues a day's reminders with one send time (08:00 in the borrower's
//! zone), so on m0046's `(status, next_attempt_at)` every queued message tied and each claim
//! sorted all of them to keep 50: 0.2 s a claim at 293,000 queued messages, 200 claims a run,
//! on a book of a million active loans. With the id in the index a claim reads its 50 entries
//! in order and stops. Both engines.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX ix_messages_due").await?;
        db.execute_unprepared("CREATE INDEX ix_messages_due ON messages (status, next_attempt_at, id)").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX ix_messages_due").await?;
        db.execute_unprepared("CREATE INDEX ix_messages_due ON messages (status, next_attempt_at)").await?;
        Ok(())
    }
}
