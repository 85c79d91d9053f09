//! A day's journal totals per account and lender (issue 44 item 4, migration m0047): rupiah
//! debited and credited to `account` on `posted_on` (Asia/Jakarta) by lines of lender
//! `lender_key` (the nil uuid: lines of no lender). Added to by every posting in its own
//! transaction (`crate::repo::journal::post`); the trial balance sums these rows.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "journal_day_totals")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub posted_on: Date,
    #[sea_orm(primary_key, auto_increment = false)]
    pub account: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub lender_key: Uuid,
    pub debit: i64,
    pub credit: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
