//! Restructuring (issue 44 item 2, DESIGN §3 "Restructuring"): proposals to replace a loan's
//! unpaid schedule, with the schedule before and the one proposed (JSON), decided by another
//! staff member (maker-checker); and on the loan the date of its last restructuring and how many
//! it had, for the regulator's reports.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Restructures {
    Table,
    Id,
    LoanId,
    LenderId,
    Kind,
    NewTenureCount,
    EffectiveDate,
    Reason,
    Status,
    OldSchedule,
    NewSchedule,
    InterestChange,
    LoanVersion,
    RequestedBy,
    RequestedAt,
    DecidedBy,
    DecidedAt,
    DecisionNote,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("ALTER TABLE loans ADD COLUMN restructured_on DATE NULL").await?;
        db.execute_unprepared("ALTER TABLE loans ADD COLUMN restructure_count INTEGER NOT NULL DEFAULT 0").await?;
        m.create_table(
            Table::create()
                .table(Restructures::Table)
                .col(uuid(Restructures::Id).primary_key())
                .col(uuid(Restructures::LoanId))
                .col(uuid_null(Restructures::LenderId))
                .col(string_len(Restructures::Kind, 20))
                .col(integer(Restructures::NewTenureCount))
                .col(date(Restructures::EffectiveDate))
                .col(string_len(Restructures::Reason, 500))
                .col(string_len(Restructures::Status, 20))
                .col(json_binary(Restructures::OldSchedule))
                .col(json_binary(Restructures::NewSchedule))
                .col(big_integer(Restructures::InterestChange))
                .col(integer(Restructures::LoanVersion))
                .col(uuid_null(Restructures::RequestedBy))
                .col(timestamp_with_time_zone(Restructures::RequestedAt))
                .col(uuid_null(Restructures::DecidedBy))
                .col(timestamp_with_time_zone_null(Restructures::DecidedAt))
                .col(string_len_null(Restructures::DecisionNote, 500))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_restructures_loan")
                .table(Restructures::Table)
                .col(Restructures::LoanId)
                .col(Restructures::RequestedAt)
                .to_owned(),
        )
        .await?;
        // One open proposal per loan, even for two proposals at once (both engines take a
        // partial index).
        db.execute_unprepared("CREATE UNIQUE INDEX ux_restructures_open ON restructures (loan_id) WHERE status = 'requested'")
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(Restructures::Table).to_owned()).await?;
        let db = m.get_connection();
        for col in ["restructure_count", "restructured_on"] {
            db.execute_unprepared(&format!("ALTER TABLE loans DROP COLUMN {col}")).await?;
        }
        Ok(())
    }
}
