//! The borrower-data access log (issue 12 item 4, UU PDP 27/2022): every read of a borrower's
//! detail, documents or data export by staff, so a borrower's data request can show who saw
//! what. And the audit trail viewer's indexes: by actor and by time.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum BorrowerAccessLog {
    Table,
    Id,
    At,
    ActorId,
    BorrowerId,
    LoanId,
    FileId,
    Action,
    RequestId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(BorrowerAccessLog::Table)
                .col(uuid(BorrowerAccessLog::Id).primary_key())
                .col(timestamp_with_time_zone(BorrowerAccessLog::At))
                .col(uuid(BorrowerAccessLog::ActorId))
                .col(uuid(BorrowerAccessLog::BorrowerId))
                .col(uuid_null(BorrowerAccessLog::LoanId))
                .col(uuid_null(BorrowerAccessLog::FileId))
                .col(string_len(BorrowerAccessLog::Action, 32))
                .col(string_len_null(BorrowerAccessLog::RequestId, 64))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for sql in [
            // A borrower's log, newest first (keyset on the UUIDv7 id).
            "CREATE INDEX IF NOT EXISTS ix_access_borrower ON borrower_access_log (borrower_id, id)",
            // The audit viewer: one actor's changes, and a date range.
            "CREATE INDEX IF NOT EXISTS ix_audit_actor ON audit_log (actor_id, id)",
            "CREATE INDEX IF NOT EXISTS ix_audit_at ON audit_log (at)",
        ] {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX IF EXISTS ix_audit_actor").await?;
        db.execute_unprepared("DROP INDEX IF EXISTS ix_audit_at").await?;
        m.drop_table(Table::drop().table(BorrowerAccessLog::Table).to_owned()).await
    }
}
