//! A program's name never disagrees with its tenor (issue 41 item 2): the demo program
//! `RTO-DAILY-540` was named "18 months" for 540 daily installments, which at 365 days a year
//! (the interest's year, `domain::terms::Frequency::per_year`) is not 18 months. Databases
//! seeded before get the name the seed now gives, stating the installments; a program renamed
//! by staff since is left alone. Down restores the old names of the rows it renamed.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The demo daily program's English name (the seed's).
pub const RTO_DAILY_NAME: &str = "Rent-to-own daily 540 days";
/// Its Indonesian name.
pub const RTO_DAILY_NAME_ID: &str = "Sewa-beli harian 540 hari";

/// (code, column, old name, new name).
const RENAMES: [(&str, &str, &str, &str); 4] = [
    ("RTO-DAILY-540", "name", "Rent-to-own daily 18 months", RTO_DAILY_NAME),
    ("RTO-DAILY-540", "name_id", "Sewa-beli harian 18 bulan", RTO_DAILY_NAME_ID),
    ("LOAN-DAILY-540", "name", "Loan daily 18 months", "Loan daily 540 days"),
    ("LOAN-DAILY-540", "name_id", "Pinjaman harian 18 bulan", "Pinjaman harian 540 hari"),
];

async fn rename(m: &SchemaManager<'_>, forward: bool) -> Result<(), DbErr> {
    for (code, column, old, new) in RENAMES {
        let (from, to) = if forward { (old, new) } else { (new, old) };
        let q = Query::update()
            .table(Alias::new("programs"))
            .value(Alias::new(column), to)
            .and_where(Expr::col(Alias::new("code")).eq(code))
            .and_where(Expr::col(Alias::new(column)).eq(from))
            .to_owned();
        m.exec_stmt(q).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rename(m, true).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rename(m, false).await
    }
}
