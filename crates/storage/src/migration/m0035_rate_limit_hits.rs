//! `rate_limit_hits`: the sign-in and link rate limits' counters, one row per key and minute,
//! shared by every instance on the database (issue 40 item 8; DESIGN §1, §4). Rows older than two
//! minutes are no longer read and are swept (`repo::rate_limits::sweep`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RateLimitHits {
    Table,
    Key,
    WindowMinute,
    Hits,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(RateLimitHits::Table)
                .col(string_len(RateLimitHits::Key, 400))
                .col(big_integer(RateLimitHits::WindowMinute))
                .col(big_integer(RateLimitHits::Hits))
                .primary_key(Index::create().col(RateLimitHits::Key).col(RateLimitHits::WindowMinute))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_rate_limit_hits_window")
                .table(RateLimitHits::Table)
                .col(RateLimitHits::WindowMinute)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(RateLimitHits::Table).to_owned()).await
    }
}
