//! A reminder rule (issue 43 item 4, migration m0046): `offset_days` from an installment's due
//! date (−3 three days before, 1 a day after), on `channel`, with `template_code`. Unique by
//! offset and channel, and kept (`removed_at`) when a saved list leaves it out, so the same
//! offset and channel always have the same id: the messages' unique key (rule, loan,
//! installment) then never queues one reminder twice.
use domain::reminders::MessageChannel;
use sea_orm::entity::prelude::*;

use super::Stored;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "reminder_rules")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub offset_days: i32,
    pub channel: Stored<MessageChannel>,
    pub template_code: String,
    pub active: bool,
    /// Its place in the list as saved.
    pub position: i32,
    /// Left out of the list saved at this time; `None`: in the list.
    pub removed_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
