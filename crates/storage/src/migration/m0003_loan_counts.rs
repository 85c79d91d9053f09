//! Counts of live applications per status, kept in the same transaction as every status change,
//! so the list's counts stay O(1) at a million rows (issue 3 benchmark). Initialised from the
//! rows present.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LoanCounts {
    Table,
    Status,
    N,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(LoanCounts::Table)
                .col(string_len(LoanCounts::Status, 12).primary_key())
                .col(big_integer(LoanCounts::N))
                .to_owned(),
        )
        .await?;
        for status in ["draft", "unverified", "verified"] {
            m.get_connection()
                .execute_unprepared(&format!(
                    "INSERT INTO loan_counts (status, n) VALUES ('{status}', \
                     (SELECT count(*) FROM loans WHERE status = '{status}' AND deleted_at IS NULL))"
                ))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(LoanCounts::Table).to_owned()).await
    }
}
