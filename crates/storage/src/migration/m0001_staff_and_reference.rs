//! Staff, sessions, one-time tokens, the audit log, and the reference data every screen uses
//! (lenders, programs, partners, dealers, motorcycle types).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Lenders {
    Table,
    Id,
    Code,
    Name,
    FundingSource,
    CreatedAt,
}
#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Email,
    Username,
    FullName,
    Phone,
    Level,
    LenderId,
    PasswordHash,
    Status,
    CreatedAt,
    UpdatedAt,
    Version,
}
#[derive(DeriveIden)]
enum Sessions {
    Table,
    Id,
    UserId,
    CreatedAt,
    LastSeenAt,
    RevokedAt,
    RevokedReason,
    UserAgent,
    Ip,
}
#[derive(DeriveIden)]
enum RefreshTokens {
    Table,
    Id,
    SessionId,
    TokenHash,
    CreatedAt,
    ExpiresAt,
    UsedAt,
}
#[derive(DeriveIden)]
enum UserTokens {
    Table,
    Id,
    UserId,
    Purpose,
    TokenHash,
    CreatedAt,
    ExpiresAt,
    UsedAt,
}
#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    At,
    ActorId,
    Action,
    Entity,
    EntityId,
    Before,
    After,
    RequestId,
}
#[derive(DeriveIden)]
enum Programs {
    Table,
    Id,
    Code,
    Name,
    Kind,
    InstallmentFrequency,
    TenureCount,
    Active,
}
#[derive(DeriveIden)]
enum Partners {
    Table,
    Id,
    Code,
    Name,
    Active,
}
#[derive(DeriveIden)]
enum Dealers {
    Table,
    Id,
    Code,
    Name,
    Address,
    CityCode,
    Latitude,
    Longitude,
    Active,
}
#[derive(DeriveIden)]
enum MotorcycleTypes {
    Table,
    Id,
    PartnerId,
    Code,
    Name,
    Powertrain,
    PriceRupiah,
    Active,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Lenders::Table)
                .col(uuid(Lenders::Id).primary_key())
                .col(string_len_uniq(Lenders::Code, 32))
                .col(string_len(Lenders::Name, 180))
                .col(string_len_null(Lenders::FundingSource, 120))
                .col(timestamp_with_time_zone(Lenders::CreatedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Users::Table)
                .col(uuid(Users::Id).primary_key())
                .col(string_len_uniq(Users::Email, 254))
                .col(string_len_null(Users::Username, 64).unique_key())
                .col(string_len(Users::FullName, 180))
                .col(string_len_null(Users::Phone, 20))
                .col(integer(Users::Level))
                .col(uuid_null(Users::LenderId))
                .col(string_null(Users::PasswordHash))
                .col(string_len(Users::Status, 16))
                .col(timestamp_with_time_zone(Users::CreatedAt))
                .col(timestamp_with_time_zone(Users::UpdatedAt))
                .col(integer(Users::Version).default(1))
                .foreign_key(ForeignKey::create().from(Users::Table, Users::LenderId).to(Lenders::Table, Lenders::Id))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Sessions::Table)
                .col(uuid(Sessions::Id).primary_key())
                .col(uuid(Sessions::UserId))
                .col(timestamp_with_time_zone(Sessions::CreatedAt))
                .col(timestamp_with_time_zone(Sessions::LastSeenAt))
                .col(timestamp_with_time_zone_null(Sessions::RevokedAt))
                .col(string_len_null(Sessions::RevokedReason, 32))
                .col(string_len_null(Sessions::UserAgent, 255))
                .col(string_len_null(Sessions::Ip, 64))
                .foreign_key(ForeignKey::create().from(Sessions::Table, Sessions::UserId).to(Users::Table, Users::Id))
                .to_owned(),
        )
        .await?;
        m.create_index(Index::create().name("ix_sessions_user").table(Sessions::Table).col(Sessions::UserId).to_owned()).await?;
        m.create_table(
            Table::create()
                .table(RefreshTokens::Table)
                .col(uuid(RefreshTokens::Id).primary_key())
                .col(uuid(RefreshTokens::SessionId))
                .col(string_len_uniq(RefreshTokens::TokenHash, 64))
                .col(timestamp_with_time_zone(RefreshTokens::CreatedAt))
                .col(timestamp_with_time_zone(RefreshTokens::ExpiresAt))
                .col(timestamp_with_time_zone_null(RefreshTokens::UsedAt))
                .foreign_key(
                    ForeignKey::create().from(RefreshTokens::Table, RefreshTokens::SessionId).to(Sessions::Table, Sessions::Id),
                )
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(UserTokens::Table)
                .col(uuid(UserTokens::Id).primary_key())
                .col(uuid(UserTokens::UserId))
                .col(string_len(UserTokens::Purpose, 16))
                .col(string_len_uniq(UserTokens::TokenHash, 64))
                .col(timestamp_with_time_zone(UserTokens::CreatedAt))
                .col(timestamp_with_time_zone(UserTokens::ExpiresAt))
                .col(timestamp_with_time_zone_null(UserTokens::UsedAt))
                .foreign_key(ForeignKey::create().from(UserTokens::Table, UserTokens::UserId).to(Users::Table, Users::Id))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(AuditLog::Table)
                .col(uuid(AuditLog::Id).primary_key())
                .col(timestamp_with_time_zone(AuditLog::At))
                .col(uuid_null(AuditLog::ActorId))
                .col(string_len(AuditLog::Action, 64))
                .col(string_len(AuditLog::Entity, 64))
                .col(string_len(AuditLog::EntityId, 64))
                .col(json_binary_null(AuditLog::Before))
                .col(json_binary_null(AuditLog::After))
                .col(string_len_null(AuditLog::RequestId, 64))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_audit_entity")
                .table(AuditLog::Table)
                .col(AuditLog::Entity)
                .col(AuditLog::EntityId)
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Programs::Table)
                .col(uuid(Programs::Id).primary_key())
                .col(string_len_uniq(Programs::Code, 32))
                .col(string_len(Programs::Name, 120))
                .col(string_len(Programs::Kind, 16))
                .col(string_len(Programs::InstallmentFrequency, 16))
                .col(integer(Programs::TenureCount))
                .col(boolean(Programs::Active).default(true))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Partners::Table)
                .col(uuid(Partners::Id).primary_key())
                .col(string_len_uniq(Partners::Code, 32))
                .col(string_len(Partners::Name, 120))
                .col(boolean(Partners::Active).default(true))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Dealers::Table)
                .col(uuid(Dealers::Id).primary_key())
                .col(string_len_uniq(Dealers::Code, 32))
                .col(string_len(Dealers::Name, 120))
                .col(string_len(Dealers::Address, 255))
                .col(string_len_null(Dealers::CityCode, 16))
                .col(double(Dealers::Latitude))
                .col(double(Dealers::Longitude))
                .col(boolean(Dealers::Active).default(true))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(MotorcycleTypes::Table)
                .col(uuid(MotorcycleTypes::Id).primary_key())
                .col(uuid(MotorcycleTypes::PartnerId))
                .col(string_len_uniq(MotorcycleTypes::Code, 32))
                .col(string_len(MotorcycleTypes::Name, 120))
                .col(string_len(MotorcycleTypes::Powertrain, 16))
                .col(big_integer(MotorcycleTypes::PriceRupiah))
                .col(boolean(MotorcycleTypes::Active).default(true))
                .foreign_key(
                    ForeignKey::create()
                        .from(MotorcycleTypes::Table, MotorcycleTypes::PartnerId)
                        .to(Partners::Table, Partners::Id),
                )
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in [
            MotorcycleTypes::Table.into_iden(),
            Dealers::Table.into_iden(),
            Partners::Table.into_iden(),
            Programs::Table.into_iden(),
            AuditLog::Table.into_iden(),
            UserTokens::Table.into_iden(),
            RefreshTokens::Table.into_iden(),
            Sessions::Table.into_iden(),
            Users::Table.into_iden(),
            Lenders::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(t).to_owned()).await?;
        }
        Ok(())
    }
}
