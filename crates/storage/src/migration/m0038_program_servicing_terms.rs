//! A program's servicing terms (issue 41 item 7, DESIGN §3 "Endpoints of loan servicing"): the
//! late fee (denda) in basis points of the overdue amount per day after a grace of days, capped
//! in basis points of the installment; the early settlement fee in basis points of the
//! outstanding principal; and a `version` so that staff editing a program never overwrite each
//! other. Existing programs get typical Indonesian multifinance terms: 0.1 % a day after 3 days,
//! at most 20 % of the installment, 3 % to settle early.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The columns added, with their defaults for programs made before this migration.
const COLUMNS: [(&str, i64); 5] = [
    ("late_fee_bp_per_day", 10),
    ("late_fee_grace_days", 3),
    ("late_fee_cap_bp", 2000),
    ("early_settlement_fee_bp", 300),
    ("version", 1),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, default) in COLUMNS {
            let mut col = ColumnDef::new(Alias::new(name));
            if name == "version" || name == "late_fee_grace_days" {
                col.integer();
            } else {
                col.big_integer();
            }
            col.not_null().default(default);
            m.alter_table(Table::alter().table(Alias::new("programs")).add_column(&mut col).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in COLUMNS.iter().rev() {
            m.alter_table(Table::alter().table(Alias::new("programs")).drop_column(Alias::new(*name)).to_owned()).await?;
        }
        Ok(())
    }
}
