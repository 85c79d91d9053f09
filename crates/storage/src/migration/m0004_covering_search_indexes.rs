//! The list search reads matching ids straight from the name and e-mail indexes: make both
//! indexes carry the id (covering), so a search never visits the table to find candidates.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        // New names: a drop and a create of one name in one migration trip over SQLite.
        for (old, new, col) in
            [("ix_loans_name", "ix_loans_name_id", "full_name_lower"), ("ix_loans_email", "ix_loans_email_id", "email")]
        {
            db.execute_unprepared(&format!("CREATE INDEX {new} ON loans ({col}, id) WHERE deleted_at IS NULL")).await?;
            db.execute_unprepared(&format!("DROP INDEX {old}")).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        for (old, new, col) in
            [("ix_loans_name", "ix_loans_name_id", "full_name_lower"), ("ix_loans_email", "ix_loans_email_id", "email")]
        {
            db.execute_unprepared(&format!("CREATE INDEX {old} ON loans ({col}) WHERE deleted_at IS NULL")).await?;
            db.execute_unprepared(&format!("DROP INDEX {new}")).await?;
        }
        Ok(())
    }
}
