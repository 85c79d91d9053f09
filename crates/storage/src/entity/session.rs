//! One sign-in: the family of its rotated refresh tokens. Revoking it ends the access tokens
//! issued under it too (they carry its id and are checked on every request).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "sessions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub created_at: DateTimeUtc,
    pub last_seen_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
    /// `logout`, `refresh_reuse`, `user_disabled`, `level_changed`, `password_reset`,
    /// `password_set` (activation).
    pub revoked_reason: Option<String>,
    pub user_agent: Option<String>,
    pub ip: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
    User,
}

impl Related<super::user::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::User.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
