//! A late loan's collection case (issue 43 items 2 and 3, migration m0044): one row per loan
//! that was ever assigned or contacted, holding what the worklist filters and orders on — its
//! collector, its last contact, its next action day and its latest promise (day numbers, as
//! `domain::repayment::day_number`; statuses read strictly, as `domain::collections`' enums).
use domain::collections::{ContactChannel, ContactOutcome, PromiseStatus};
use sea_orm::entity::prelude::*;

use super::Stored;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "collection_cases")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub loan_id: Uuid,
    pub collector_id: Option<Uuid>,
    pub assigned_at: Option<DateTimeUtc>,
    pub assigned_by: Option<Uuid>,
    pub last_contact_at: Option<DateTimeUtc>,
    pub last_channel: Option<Stored<ContactChannel>>,
    pub last_outcome: Option<Stored<ContactOutcome>>,
    pub next_action_day: Option<i32>,
    pub promise_id: Option<Uuid>,
    pub promise_amount: Option<i64>,
    pub promise_day: Option<i32>,
    /// Cleared when a contact follows a broken promise.
    pub promise_status: Option<Stored<PromiseStatus>>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
