//! Batch imports of prospects (issue 13): an import and its rows. The uploaded file is read
//! once, at upload, into `loan_import_rows` (each row's cells as text), so checking, creating
//! and the errors download work from the database and survive a restart. A row's `loan_id` is
//! set in the transaction that creates its prospect: a resumed or repeated commit never creates
//! one twice. The counters on `loan_imports` are the progress the web app shows.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LoanImports {
    Table,
    Id,
    FileName,
    FileSha256,
    Status,
    RowsTotal,
    RowsChecked,
    RowsValid,
    RowsInvalid,
    RowsCreated,
    CreatedAt,
    CreatedBy,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum LoanImportRows {
    Table,
    ImportId,
    RowNumber,
    Cells,
    Checked,
    Errors,
    LoanId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(LoanImports::Table)
                .col(uuid(LoanImports::Id).primary_key())
                .col(string_len(LoanImports::FileName, 255))
                .col(string_len(LoanImports::FileSha256, 64))
                .col(string_len(LoanImports::Status, 12))
                .col(integer(LoanImports::RowsTotal).default(0))
                .col(integer(LoanImports::RowsChecked).default(0))
                .col(integer(LoanImports::RowsValid).default(0))
                .col(integer(LoanImports::RowsInvalid).default(0))
                .col(integer(LoanImports::RowsCreated).default(0))
                .col(timestamp_with_time_zone(LoanImports::CreatedAt))
                .col(uuid_null(LoanImports::CreatedBy))
                .col(timestamp_with_time_zone(LoanImports::UpdatedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(LoanImportRows::Table)
                .col(uuid(LoanImportRows::ImportId))
                .col(integer(LoanImportRows::RowNumber))
                .col(json(LoanImportRows::Cells))
                .col(boolean(LoanImportRows::Checked).default(false))
                .col(json_null(LoanImportRows::Errors))
                .col(uuid_null(LoanImportRows::LoanId))
                .primary_key(Index::create().col(LoanImportRows::ImportId).col(LoanImportRows::RowNumber))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        // The jobs a restart resumes.
        db.execute_unprepared("CREATE INDEX ix_loan_imports_status ON loan_imports (status)").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(LoanImportRows::Table).to_owned()).await?;
        m.drop_table(Table::drop().table(LoanImports::Table).to_owned()).await
    }
}
