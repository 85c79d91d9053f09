//! Early settlement (issue 44 item 1): `payoffs`, one row per loan settled early with the quote
//! it was paid on (the interest rebate and the fee are nowhere else), and
//! `loans.bpkb_release_due_on`, the Asia/Jakarta day from which the motorcycle's ownership
//! papers (BPKB) are due back to the borrower: set when a loan is settled early or paid off by
//! its last installment.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Payoffs {
    Table,
    Id,
    LoanId,
    LenderId,
    PaymentId,
    QuoteDate,
    PaidDate,
    Amount,
    OutstandingPrincipal,
    InterestDue,
    InterestRebate,
    LateFees,
    EarlySettlementFee,
    Total,
    Credit,
    CreatedAt,
    CreatedBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Payoffs::Table)
                .col(uuid(Payoffs::Id).primary_key())
                .col(uuid(Payoffs::LoanId))
                .col(uuid_null(Payoffs::LenderId))
                .col(uuid(Payoffs::PaymentId))
                .col(date(Payoffs::QuoteDate))
                .col(date(Payoffs::PaidDate))
                .col(big_integer(Payoffs::Amount))
                .col(big_integer(Payoffs::OutstandingPrincipal))
                .col(big_integer(Payoffs::InterestDue))
                .col(big_integer(Payoffs::InterestRebate))
                .col(big_integer(Payoffs::LateFees))
                .col(big_integer(Payoffs::EarlySettlementFee))
                .col(big_integer(Payoffs::Total))
                .col(big_integer(Payoffs::Credit))
                .col(timestamp_with_time_zone(Payoffs::CreatedAt))
                .col(uuid_null(Payoffs::CreatedBy))
                .to_owned(),
        )
        .await?;
        // A loan is settled early once: a second row would be a second payoff.
        m.create_index(Index::create().name("ux_payoffs_loan").table(Payoffs::Table).col(Payoffs::LoanId).unique().to_owned())
            .await?;
        m.get_connection().execute_unprepared("ALTER TABLE loans ADD COLUMN bpkb_release_due_on DATE").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("ALTER TABLE loans DROP COLUMN bpkb_release_due_on").await?;
        m.drop_table(Table::drop().table(Payoffs::Table).to_owned()).await
    }
}
