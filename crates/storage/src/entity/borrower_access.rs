//! One read of a borrower's data by a staff member (issue 12 item 4): who, when, what.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "borrower_access_log")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub at: DateTimeUtc,
    pub actor_id: Uuid,
    pub borrower_id: Uuid,
    pub loan_id: Option<Uuid>,
    pub file_id: Option<Uuid>,
    /// `domain::retention::AccessAction`.
    pub action: String,
    pub request_id: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
