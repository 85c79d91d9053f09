//! The list's filters in combination: a capped total of program + partner + status counted
//! through one single-column index visited the table for every candidate (docs/BENCHMARKS.md,
//! "Loan application list"). These indexes answer the common combinations, status included,
//! as index ranges in id order, for both the page and its total.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const INDEXES: [(&str, &str); 4] = [
    ("ix_loans_program_partner_status", "program_id, partner_id, status, id"),
    ("ix_loans_program_status", "program_id, status, id"),
    ("ix_loans_partner_status", "partner_id, status, id"),
    ("ix_loans_pic_status", "pic_id, status, id"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, cols) in INDEXES {
            m.get_connection()
                .execute_unprepared(&format!("CREATE INDEX {name} ON loans ({cols}) WHERE deleted_at IS NULL"))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in INDEXES {
            m.get_connection().execute_unprepared(&format!("DROP INDEX {name}")).await?;
        }
        Ok(())
    }
}
