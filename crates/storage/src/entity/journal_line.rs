//! One line of the double-entry journal (issue 44 item 4, migration m0047): rupiah to the debit
//! or the credit of `account` (`domain::journal::Account`), in entry `entry_id` of `event`
//! (`domain::journal::JournalEvent`) posted on `posted_on` (Asia/Jakarta); `loan_id` and
//! `lender_id` are the loan's (none for suspense), `source_id` the payment, waiver or callback
//! it records (a reversal finds its entry by it). Append-only.
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::journal::{Account, JournalEvent};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "journal_lines")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub entry_id: Uuid,
    pub posted_on: Date,
    pub event: Stored<JournalEvent>,
    pub account: Stored<Account>,
    pub debit: i64,
    pub credit: i64,
    pub loan_id: Option<Uuid>,
    pub lender_id: Option<Uuid>,
    pub source_id: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
