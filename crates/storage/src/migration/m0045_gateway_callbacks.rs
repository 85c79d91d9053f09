//! Virtual-account payments (issue 43 item 5): every payment gateway callback that passed its
//! token check, once per provider payment id (the unique key makes a retried or concurrent
//! callback post once), with what became of it: posted to a loan (`payment_id`), or unmatched
//! (`reason`) until staff assign it.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum GatewayCallbacks {
    Table,
    Id,
    Provider,
    ProviderPaymentId,
    AccountNumber,
    BankCode,
    Amount,
    PaidAt,
    PaidDate,
    Body,
    Status,
    Reason,
    LoanId,
    LenderId,
    PaymentId,
    ReceivedAt,
    AssignedBy,
    AssignedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(GatewayCallbacks::Table)
                .col(uuid(GatewayCallbacks::Id).primary_key())
                .col(string_len(GatewayCallbacks::Provider, 20))
                .col(string_len(GatewayCallbacks::ProviderPaymentId, 100))
                .col(string_len(GatewayCallbacks::AccountNumber, 40))
                .col(string_len(GatewayCallbacks::BankCode, 20))
                .col(big_integer(GatewayCallbacks::Amount))
                .col(timestamp_with_time_zone(GatewayCallbacks::PaidAt))
                .col(date(GatewayCallbacks::PaidDate))
                .col(text(GatewayCallbacks::Body))
                .col(string_len(GatewayCallbacks::Status, 20))
                .col(string_len_null(GatewayCallbacks::Reason, 40))
                .col(uuid_null(GatewayCallbacks::LoanId))
                .col(uuid_null(GatewayCallbacks::LenderId))
                .col(uuid_null(GatewayCallbacks::PaymentId))
                .col(timestamp_with_time_zone(GatewayCallbacks::ReceivedAt))
                .col(uuid_null(GatewayCallbacks::AssignedBy))
                .col(timestamp_with_time_zone_null(GatewayCallbacks::AssignedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ux_gateway_callbacks_payment")
                .table(GatewayCallbacks::Table)
                .col(GatewayCallbacks::Provider)
                .col(GatewayCallbacks::ProviderPaymentId)
                .unique()
                .to_owned(),
        )
        .await?;
        for (name, a, b) in [
            ("ix_gateway_callbacks_status", GatewayCallbacks::Status, GatewayCallbacks::ReceivedAt),
            ("ix_gateway_callbacks_paid_date", GatewayCallbacks::PaidDate, GatewayCallbacks::ReceivedAt),
        ] {
            m.create_index(Index::create().name(name).table(GatewayCallbacks::Table).col(a).col(b).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(GatewayCallbacks::Table).to_owned()).await
    }
}
