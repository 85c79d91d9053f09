//! Reference data carries its Indonesian name too (issue 8): `name_id` on programs, partners and
//! motorcycle types (null: the same as `name`). The API answers `name` in the caller's language.
//! The demo programs are named in Indonesian here as well, so a database seeded before this
//! migration shows them in Indonesian on the Indonesian screen.
//!
//! Also a small partial index of the unqualified leads: the counts above the list show them
//! apart from the drafts (an index range instead of a scan of every draft).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Programs {
    Table,
    NameId,
}

#[derive(DeriveIden)]
enum Partners {
    Table,
    NameId,
}

#[derive(DeriveIden)]
enum MotorcycleTypes {
    Table,
    NameId,
}

/// The demo programs' Indonesian names, by code (the seed's at the time; m0039 renames the daily ones).
pub const DEMO_PROGRAM_NAMES_ID: [(&str, &str); 4] = [
    ("LOAN-DAILY-540", "Pinjaman harian 18 bulan"),
    ("RTO-DAILY-540", "Sewa-beli harian 18 bulan"),
    ("RTO-WEEKLY-104", "Sewa-beli mingguan 2 tahun"),
    ("LOAN-MONTHLY-24", "Pinjaman bulanan 24 bulan"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter().table(Programs::Table).add_column(ColumnDef::new(Programs::NameId).string_len(255).null()).to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter().table(Partners::Table).add_column(ColumnDef::new(Partners::NameId).string_len(255).null()).to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(MotorcycleTypes::Table)
                .add_column(ColumnDef::new(MotorcycleTypes::NameId).string_len(255).null())
                .to_owned(),
        )
        .await?;
        for (code, name) in DEMO_PROGRAM_NAMES_ID {
            m.exec_stmt(
                Query::update()
                    .table(Programs::Table)
                    .value(Programs::NameId, name)
                    .and_where(Expr::col(Alias::new("code")).eq(code))
                    .to_owned(),
            )
            .await?;
        }
        m.get_connection()
            .execute_unprepared(
                "CREATE INDEX ix_loans_unqualified ON loans (id) WHERE deleted_at IS NULL AND lead_status = 'unqualified'",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection().execute_unprepared("DROP INDEX ix_loans_unqualified").await?;
        m.alter_table(Table::alter().table(Programs::Table).drop_column(Programs::NameId).to_owned()).await?;
        m.alter_table(Table::alter().table(Partners::Table).drop_column(Partners::NameId).to_owned()).await?;
        m.alter_table(Table::alter().table(MotorcycleTypes::Table).drop_column(MotorcycleTypes::NameId).to_owned()).await?;
        Ok(())
    }
}
