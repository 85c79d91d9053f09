//! Who holds an unfinished idempotency claim (issue 6): the boot (one run of a server process),
//! its host and process id, so that a restart frees the claims its dead predecessor left at
//! once instead of after a timeout.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum IdempotencyKeys {
    Table,
    BootId,
    BootHost,
    BootPid,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one thing at a time.
        for col in [
            ColumnDef::new(IdempotencyKeys::BootId).uuid().null().to_owned(),
            ColumnDef::new(IdempotencyKeys::BootHost).string_len(255).null().to_owned(),
            ColumnDef::new(IdempotencyKeys::BootPid).integer().null().to_owned(),
        ] {
            m.alter_table(Table::alter().table(IdempotencyKeys::Table).add_column(col).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [IdempotencyKeys::BootId, IdempotencyKeys::BootHost, IdempotencyKeys::BootPid] {
            m.alter_table(Table::alter().table(IdempotencyKeys::Table).drop_column(col).to_owned()).await?;
        }
        Ok(())
    }
}
