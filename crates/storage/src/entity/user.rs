//! A staff member. `status` is `pending` (invited, no password yet), `active` or `disabled`.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// Lower-cased; unique.
    pub email: String,
    pub username: Option<String>,
    pub full_name: String,
    pub phone: Option<String>,
    /// Numeric level of spec §6.
    pub level: i32,
    pub lender_id: Option<Uuid>,
    /// A funder's staff tied to one funding source see only its loans (issue 14).
    pub funding_source_id: Option<Uuid>,
    /// argon2id PHC string; `None` until the account is activated.
    pub password_hash: Option<String>,
    pub status: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// Optimistic-concurrency counter: every update increments it.
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// The values of `status`.
pub mod status {
    pub const PENDING: &str = "pending";
    pub const ACTIVE: &str = "active";
    pub const DISABLED: &str = "disabled";
}
