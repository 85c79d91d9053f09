//! The NIK mismatch a staff member confirmed (issue 41 item 8): when the borrower's NIK encodes
//! another birth date or gender than the one stated, the documents step is stored only once
//! confirmed, and the application keeps what differed (`nik_mismatch`, JSON of
//! `domain::nik::NikMismatch`), who confirmed it and when, to show at verification.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The columns added to `loans`, all null for an application whose NIK agrees.
fn columns() -> [ColumnDef; 3] {
    let c = |name: &str| ColumnDef::new(Alias::new(name));
    [
        c("nik_mismatch").json().null().to_owned(),
        c("nik_mismatch_confirmed_by").uuid().null().to_owned(),
        c("nik_mismatch_confirmed_at").timestamp_with_time_zone().null().to_owned(),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for mut col in columns() {
            m.alter_table(Table::alter().table(Alias::new("loans")).add_column(&mut col).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in ["nik_mismatch_confirmed_at", "nik_mismatch_confirmed_by", "nik_mismatch"] {
            m.alter_table(Table::alter().table(Alias::new("loans")).drop_column(Alias::new(name)).to_owned()).await?;
        }
        Ok(())
    }
}
