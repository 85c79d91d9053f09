//! The borrower's name as written, on the loan, so a list page reads one table.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Loans {
    Table,
    FullName,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table(Loans::Table).add_column(string_len(Loans::FullName, 180).default("")).to_owned())
            .await?;
        m.get_connection()
            .execute_unprepared(
                "UPDATE loans SET full_name = (SELECT full_name FROM borrowers WHERE borrowers.id = loans.borrower_id)",
            )
            .await
            .map(|_| ())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table(Loans::Table).drop_column(Loans::FullName).to_owned()).await
    }
}
