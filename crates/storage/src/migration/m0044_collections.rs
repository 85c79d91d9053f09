//! Collections (issue 43 items 2 and 3): each late loan's collection case (its collector, last
//! contact, next action and latest promise, one row per loan so the worklist filters and orders
//! on one join), the contacts collectors record and the promises to pay. Dates the worklist
//! compares are day numbers (`domain::repayment::day_number`), as on `installments`.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CollectionCases {
    Table,
    LoanId,
    CollectorId,
    AssignedAt,
    AssignedBy,
    LastContactAt,
    LastChannel,
    LastOutcome,
    NextActionDay,
    PromiseId,
    PromiseAmount,
    PromiseDay,
    PromiseStatus,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CollectionContacts {
    Table,
    Id,
    LoanId,
    LenderId,
    Channel,
    Outcome,
    Note,
    ContactedAt,
    RecordedBy,
    RecordedAt,
}

#[derive(DeriveIden)]
enum PromisesToPay {
    Table,
    Id,
    LoanId,
    LenderId,
    Amount,
    PromisedDate,
    PromisedDay,
    Note,
    Status,
    PaidSince,
    MadeOn,
    CreatedBy,
    CreatedAt,
    ResolvedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(CollectionCases::Table)
                .col(uuid(CollectionCases::LoanId).primary_key())
                .col(uuid_null(CollectionCases::CollectorId))
                .col(timestamp_with_time_zone_null(CollectionCases::AssignedAt))
                .col(uuid_null(CollectionCases::AssignedBy))
                .col(timestamp_with_time_zone_null(CollectionCases::LastContactAt))
                .col(string_len_null(CollectionCases::LastChannel, 20))
                .col(string_len_null(CollectionCases::LastOutcome, 20))
                .col(integer_null(CollectionCases::NextActionDay))
                .col(uuid_null(CollectionCases::PromiseId))
                .col(big_integer_null(CollectionCases::PromiseAmount))
                .col(integer_null(CollectionCases::PromiseDay))
                .col(string_len_null(CollectionCases::PromiseStatus, 20))
                .col(timestamp_with_time_zone(CollectionCases::UpdatedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_collection_cases_collector")
                .table(CollectionCases::Table)
                .col(CollectionCases::CollectorId)
                .col(CollectionCases::LoanId)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(CollectionContacts::Table)
                .col(uuid(CollectionContacts::Id).primary_key())
                .col(uuid(CollectionContacts::LoanId))
                .col(uuid_null(CollectionContacts::LenderId))
                .col(string_len(CollectionContacts::Channel, 20))
                .col(string_len(CollectionContacts::Outcome, 20))
                .col(string_len_null(CollectionContacts::Note, 1000))
                .col(timestamp_with_time_zone(CollectionContacts::ContactedAt))
                .col(uuid_null(CollectionContacts::RecordedBy))
                .col(timestamp_with_time_zone(CollectionContacts::RecordedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_collection_contacts_loan")
                .table(CollectionContacts::Table)
                .col(CollectionContacts::LoanId)
                .col(CollectionContacts::ContactedAt)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(PromisesToPay::Table)
                .col(uuid(PromisesToPay::Id).primary_key())
                .col(uuid(PromisesToPay::LoanId))
                .col(uuid_null(PromisesToPay::LenderId))
                .col(big_integer(PromisesToPay::Amount))
                .col(date(PromisesToPay::PromisedDate))
                .col(integer(PromisesToPay::PromisedDay))
                .col(string_len_null(PromisesToPay::Note, 1000))
                .col(string_len(PromisesToPay::Status, 20))
                .col(big_integer(PromisesToPay::PaidSince).default(0))
                .col(date(PromisesToPay::MadeOn))
                .col(uuid_null(PromisesToPay::CreatedBy))
                .col(timestamp_with_time_zone(PromisesToPay::CreatedAt))
                .col(timestamp_with_time_zone_null(PromisesToPay::ResolvedAt))
                .to_owned(),
        )
        .await?;
        for (name, cols) in [
            ("ix_promises_to_pay_loan", [PromisesToPay::LoanId, PromisesToPay::CreatedAt]),
            ("ix_promises_to_pay_status", [PromisesToPay::Status, PromisesToPay::PromisedDay]),
        ] {
            let mut ix = Index::create();
            ix.name(name).table(PromisesToPay::Table);
            for c in cols {
                ix.col(c);
            }
            m.create_index(ix).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in ["promises_to_pay", "collection_contacts", "collection_cases"] {
            m.get_connection().execute_unprepared(&format!("DROP TABLE {t}")).await?;
        }
        Ok(())
    }
}
