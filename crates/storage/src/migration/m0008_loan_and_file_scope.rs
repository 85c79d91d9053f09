//! Object scope (DESIGN §4, issue 6): a loan carries the lender it is allocated to, so funder
//! staff see only their lender's loans; a file carries the loan it was uploaded for, so it is
//! served only to staff who may read that loan.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Alias::new("loans"))
                .add_column(ColumnDef::new(Alias::new("lender_id")).uuid().null())
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter().table(Alias::new("files")).add_column(ColumnDef::new(Alias::new("loan_id")).uuid().null()).to_owned(),
        )
        .await?;
        let db = m.get_connection();
        db.execute_unprepared("CREATE INDEX ix_loans_lender ON loans (lender_id, id) WHERE deleted_at IS NULL").await?;
        db.execute_unprepared("CREATE INDEX ix_files_loan ON files (loan_id)").await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        db.execute_unprepared("DROP INDEX ix_files_loan").await?;
        db.execute_unprepared("DROP INDEX ix_loans_lender").await?;
        m.alter_table(Table::alter().table(Alias::new("files")).drop_column(Alias::new("loan_id")).to_owned()).await?;
        m.alter_table(Table::alter().table(Alias::new("loans")).drop_column(Alias::new("lender_id")).to_owned()).await
    }
}
