//! Loan applications (spec §2–4, DESIGN §3, §5): regions, borrowers, loans, uploaded files and
//! the counters behind human-readable codes.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Sequences {
    Table,
    Name,
    Value,
}
#[derive(DeriveIden)]
enum Regions {
    Table,
    Code,
    ParentCode,
    Level,
    Name,
}
#[derive(DeriveIden)]
enum Borrowers {
    Table,
    Id,
    CustomerCode,
    Email,
    Phone,
    PasswordHash,
    FullName,
    Gender,
    BirthPlace,
    BirthDate,
    MaritalStatus,
    MotherName,
    SpouseName,
    EmergencyName,
    EmergencyPhone,
    EmergencyRelation,
    CreatedAt,
    UpdatedAt,
    CreatedBy,
}
#[derive(DeriveIden)]
enum Loans {
    Table,
    Id,
    LoanCode,
    BorrowerId,
    FullNameLower,
    Email,
    ProgramId,
    DealerId,
    PartnerId,
    MotorcycleTypeId,
    SalesName,
    PicId,
    LeadStatus,
    Status,
    KycScheduled,
    StepsDone,
    Address,
    KycScheduledAt,
    KycMethod,
    KycNote,
    Documents,
    Financial,
    AverageMonthlyIncome,
    IncomePerDay,
    ApprovalStatus,
    CreatedAt,
    UpdatedAt,
    SubmittedAt,
    VerifiedAt,
    VerifiedBy,
    DeletedAt,
    DeletedBy,
    DeleteReason,
    CreatedBy,
    Version,
}
#[derive(DeriveIden)]
enum Files {
    Table,
    Id,
    Kind,
    ContentType,
    SizeBytes,
    StorageKey,
    Sha256,
    OriginalName,
    UploadedBy,
    CreatedAt,
}
#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}
#[derive(DeriveIden)]
enum Programs {
    Table,
    Id,
}
#[derive(DeriveIden)]
enum Partners {
    Table,
    Id,
}
#[derive(DeriveIden)]
enum Dealers {
    Table,
    Id,
}
#[derive(DeriveIden)]
enum MotorcycleTypes {
    Table,
    Id,
}

fn fk(from_col: Loans, to: impl IntoIden, to_col: impl IntoIden) -> ForeignKeyCreateStatement {
    ForeignKey::create().from(Loans::Table, from_col).to(to, to_col).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Sequences::Table)
                .col(string_len(Sequences::Name, 32).primary_key())
                .col(big_integer(Sequences::Value))
                .to_owned(),
        )
        .await?;
        m.get_connection().execute_unprepared("INSERT INTO sequences (name, value) VALUES ('loan', 0), ('customer', 0)").await?;
        m.create_table(
            Table::create()
                .table(Regions::Table)
                .col(string_len(Regions::Code, 16).primary_key())
                .col(string_len_null(Regions::ParentCode, 16))
                .col(small_integer(Regions::Level))
                .col(string_len(Regions::Name, 120))
                .to_owned(),
        )
        .await?;
        m.create_index(Index::create().name("ix_regions_parent").table(Regions::Table).col(Regions::ParentCode).to_owned())
            .await?;
        m.create_table(
            Table::create()
                .table(Borrowers::Table)
                .col(uuid(Borrowers::Id).primary_key())
                .col(string_len_uniq(Borrowers::CustomerCode, 24))
                .col(string_len_uniq(Borrowers::Email, 254))
                .col(string_len_uniq(Borrowers::Phone, 20))
                .col(string(Borrowers::PasswordHash))
                .col(string_len(Borrowers::FullName, 180))
                .col(string_len(Borrowers::Gender, 8))
                .col(string_len(Borrowers::BirthPlace, 180))
                .col(date(Borrowers::BirthDate))
                .col(string_len(Borrowers::MaritalStatus, 8))
                .col(string_len(Borrowers::MotherName, 180))
                .col(string_len_null(Borrowers::SpouseName, 180))
                .col(string_len(Borrowers::EmergencyName, 180))
                .col(string_len(Borrowers::EmergencyPhone, 20))
                .col(string_len(Borrowers::EmergencyRelation, 8))
                .col(timestamp_with_time_zone(Borrowers::CreatedAt))
                .col(timestamp_with_time_zone(Borrowers::UpdatedAt))
                .col(uuid_null(Borrowers::CreatedBy))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Loans::Table)
                .col(uuid(Loans::Id).primary_key())
                .col(string_len_uniq(Loans::LoanCode, 24))
                .col(uuid(Loans::BorrowerId))
                .col(string_len(Loans::FullNameLower, 180))
                .col(string_len(Loans::Email, 254))
                .col(uuid(Loans::ProgramId))
                .col(uuid(Loans::DealerId))
                .col(uuid(Loans::PartnerId))
                .col(uuid(Loans::MotorcycleTypeId))
                .col(string_len_null(Loans::SalesName, 180))
                .col(uuid_null(Loans::PicId))
                .col(string_len(Loans::LeadStatus, 12))
                .col(string_len(Loans::Status, 12))
                .col(boolean(Loans::KycScheduled).default(false))
                .col(integer(Loans::StepsDone).default(0))
                .col(json_binary_null(Loans::Address))
                .col(timestamp_with_time_zone_null(Loans::KycScheduledAt))
                .col(string_len_null(Loans::KycMethod, 12))
                .col(string_len_null(Loans::KycNote, 500))
                .col(json_binary_null(Loans::Documents))
                .col(json_binary_null(Loans::Financial))
                .col(big_integer_null(Loans::AverageMonthlyIncome))
                .col(big_integer_null(Loans::IncomePerDay))
                .col(string_len_null(Loans::ApprovalStatus, 12))
                .col(timestamp_with_time_zone(Loans::CreatedAt))
                .col(timestamp_with_time_zone(Loans::UpdatedAt))
                .col(timestamp_with_time_zone_null(Loans::SubmittedAt))
                .col(timestamp_with_time_zone_null(Loans::VerifiedAt))
                .col(uuid_null(Loans::VerifiedBy))
                .col(timestamp_with_time_zone_null(Loans::DeletedAt))
                .col(uuid_null(Loans::DeletedBy))
                .col(string_len_null(Loans::DeleteReason, 500))
                .col(uuid_null(Loans::CreatedBy))
                .col(integer(Loans::Version).default(1))
                .foreign_key(
                    &mut ForeignKey::create()
                        .from(Loans::Table, Loans::BorrowerId)
                        .to(Borrowers::Table, Borrowers::Id)
                        .to_owned(),
                )
                .foreign_key(&mut fk(Loans::ProgramId, Programs::Table, Programs::Id))
                .foreign_key(&mut fk(Loans::DealerId, Dealers::Table, Dealers::Id))
                .foreign_key(&mut fk(Loans::PartnerId, Partners::Table, Partners::Id))
                .foreign_key(&mut fk(Loans::MotorcycleTypeId, MotorcycleTypes::Table, MotorcycleTypes::Id))
                .foreign_key(&mut fk(Loans::PicId, Users::Table, Users::Id))
                .to_owned(),
        )
        .await?;
        // The list reads live rows only, newest or oldest first by id (UUIDv7: time-ordered),
        // optionally filtered; each filter has an index ending in the id for keyset pages.
        for (name, cols) in [
            ("ix_loans_live", "id"),
            ("ix_loans_status", "status, id"),
            ("ix_loans_program", "program_id, id"),
            ("ix_loans_partner", "partner_id, id"),
            ("ix_loans_pic", "pic_id, id"),
            ("ix_loans_name", "full_name_lower"),
            ("ix_loans_email", "email"),
            ("ix_loans_created", "created_at"),
        ] {
            m.get_connection()
                .execute_unprepared(&format!("CREATE INDEX {name} ON loans ({cols}) WHERE deleted_at IS NULL"))
                .await?;
        }
        m.create_index(Index::create().name("ix_loans_borrower").table(Loans::Table).col(Loans::BorrowerId).to_owned()).await?;
        m.create_table(
            Table::create()
                .table(Files::Table)
                .col(uuid(Files::Id).primary_key())
                .col(string_len(Files::Kind, 32))
                .col(string_len(Files::ContentType, 64))
                .col(big_integer(Files::SizeBytes))
                .col(string_len(Files::StorageKey, 128))
                .col(string_len(Files::Sha256, 64))
                .col(string_len_null(Files::OriginalName, 255))
                .col(uuid(Files::UploadedBy))
                .col(timestamp_with_time_zone(Files::CreatedAt))
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in [
            Files::Table.into_iden(),
            Loans::Table.into_iden(),
            Borrowers::Table.into_iden(),
            Regions::Table.into_iden(),
            Sequences::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(t).to_owned()).await?;
        }
        Ok(())
    }
}
