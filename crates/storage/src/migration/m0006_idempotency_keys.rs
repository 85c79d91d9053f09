//! Idempotency keys of create requests (DESIGN §3): the first response of each key, so a repeat
//! returns it instead of creating twice.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum IdempotencyKeys {
    Table,
    UserId,
    Key,
    Fingerprint,
    StatusCode,
    ResponseBody,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(IdempotencyKeys::Table)
                .col(uuid(IdempotencyKeys::UserId))
                .col(string_len(IdempotencyKeys::Key, 255))
                .col(string_len(IdempotencyKeys::Fingerprint, 64))
                .col(integer_null(IdempotencyKeys::StatusCode))
                .col(text_null(IdempotencyKeys::ResponseBody))
                .col(timestamp_with_time_zone(IdempotencyKeys::CreatedAt))
                .primary_key(Index::create().col(IdempotencyKeys::UserId).col(IdempotencyKeys::Key))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_idempotency_keys_created_at")
                .table(IdempotencyKeys::Table)
                .col(IdempotencyKeys::CreatedAt)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(IdempotencyKeys::Table).to_owned()).await
    }
}
