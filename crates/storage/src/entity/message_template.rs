//! A message template (issue 43 item 4, migration m0046): the Indonesian and English text of a
//! reminder, with `{name}`, `{loan_id}`, `{amount_due}`, `{due_date}` and `{virtual_account}`
//! placeholders (`domain::reminders::check_body`), by its code (`reminder_overdue`).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "message_templates")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub code: String,
    pub body_id: String,
    pub body_en: String,
    /// Goes up by one on every change.
    pub version: i32,
    pub updated_at: DateTimeUtc,
    pub updated_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
