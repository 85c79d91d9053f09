//! Recoveries (issue 44 item 3): payments on written-off loans, kept apart from the loan's
//! payments (they pay no installment; the journal earns them as recoveries).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Recoveries {
    Table,
    Id,
    LoanId,
    LenderId,
    Amount,
    PaidDate,
    Method,
    Reference,
    RecordedAt,
    RecordedBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Recoveries::Table)
                .col(uuid(Recoveries::Id).primary_key())
                .col(uuid(Recoveries::LoanId))
                .col(uuid_null(Recoveries::LenderId))
                .col(big_integer(Recoveries::Amount))
                .col(date(Recoveries::PaidDate))
                .col(string_len(Recoveries::Method, 20))
                .col(string_len(Recoveries::Reference, 100))
                .col(timestamp_with_time_zone(Recoveries::RecordedAt))
                .col(uuid_null(Recoveries::RecordedBy))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_recoveries_loan")
                .table(Recoveries::Table)
                .col(Recoveries::LoanId)
                .col(Recoveries::Id)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(Recoveries::Table).to_owned()).await
    }
}
