//! One change: who, when, what, before and after (DESIGN §3), written in the change's transaction.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub at: DateTimeUtc,
    /// `None` for the system (seeding, jobs) or an anonymous flow (activation).
    pub actor_id: Option<Uuid>,
    pub action: String,
    pub entity: String,
    pub entity_id: String,
    pub before: Option<Json>,
    pub after: Option<Json>,
    pub request_id: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
