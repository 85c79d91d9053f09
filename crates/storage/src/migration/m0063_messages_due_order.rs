//! `ix_messages_due` in the message job's claim order: status, send time, then id; and no
//! `ix_messages_claim` (issue 46; docs/BENCHMARKS.md, "Active borrowers at 1M: the whole book in
//! SQLite's map, and the message job beside the list").
//!
//! The claim (`repo::reminders::claim`) takes the earliest due messages by send time then id.
//! The daily job queues a day's reminders with one send time (08:00 in the borrower's zone), so
//! on m0046's `(status, next_attempt_at)` every queued message tied and each claim sorted all of
//! them to keep a batch. With the id in the index a claim reads its batch in order and stops.
//! The claim now answers its rows from its own `UPDATE … RETURNING`, so nothing reads messages
//! by claim any more (an outcome is written by the message's id): `ix_messages_claim` was only
//! work for every claim. Both engines.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        super::drop_indexes(db, &["ix_messages_due", "ix_messages_claim"]).await?;
        db.execute_unprepared("CREATE INDEX ix_messages_due ON messages (status, next_attempt_at, id)").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        super::drop_indexes(db, &["ix_messages_due"]).await?;
        db.execute_unprepared("CREATE INDEX ix_messages_due ON messages (status, next_attempt_at)").await?;
        db.execute_unprepared("CREATE INDEX ix_messages_claim ON messages (claim_id)").await?;
        Ok(())
    }
}
