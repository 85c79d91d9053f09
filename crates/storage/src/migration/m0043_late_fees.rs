//! Late fees (denda, issue 43 item 1; DESIGN §3 "Late charges"): per installment what the daily
//! job accrued, what payments paid and approved waivers forgave (rupiah), and the last day
//! accrued (`late_fee_through`, so a rerun accrues nothing twice); and the waivers themselves,
//! asked for by one staff member and approved or rejected by another (maker-checker).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LateFeeWaivers {
    Table,
    Id,
    LoanId,
    LenderId,
    Amount,
    Reason,
    Status,
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
        for col in ["late_fee_accrued", "late_fee_paid", "late_fee_waived"] {
            db.execute_unprepared(&format!("ALTER TABLE installments ADD COLUMN {col} BIGINT NOT NULL DEFAULT 0")).await?;
        }
        db.execute_unprepared("ALTER TABLE installments ADD COLUMN late_fee_through DATE NULL").await?;
        m.create_table(
            Table::create()
                .table(LateFeeWaivers::Table)
                .col(uuid(LateFeeWaivers::Id).primary_key())
                .col(uuid(LateFeeWaivers::LoanId))
                .col(uuid_null(LateFeeWaivers::LenderId))
                .col(big_integer(LateFeeWaivers::Amount))
                .col(string_len(LateFeeWaivers::Reason, 500))
                .col(string_len(LateFeeWaivers::Status, 20))
                .col(uuid_null(LateFeeWaivers::RequestedBy))
                .col(timestamp_with_time_zone(LateFeeWaivers::RequestedAt))
                .col(uuid_null(LateFeeWaivers::DecidedBy))
                .col(timestamp_with_time_zone_null(LateFeeWaivers::DecidedAt))
                .col(string_len_null(LateFeeWaivers::DecisionNote, 500))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_late_fee_waivers_loan")
                .table(LateFeeWaivers::Table)
                .col(LateFeeWaivers::LoanId)
                .col(LateFeeWaivers::RequestedAt)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(LateFeeWaivers::Table).to_owned()).await?;
        let db = m.get_connection();
        for col in ["late_fee_through", "late_fee_waived", "late_fee_paid", "late_fee_accrued"] {
            db.execute_unprepared(&format!("ALTER TABLE installments DROP COLUMN {col}")).await?;
        }
        Ok(())
    }
}
