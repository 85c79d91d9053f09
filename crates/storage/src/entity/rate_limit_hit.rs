//! One rate-limit counter for one minute (issue 40 item 8): how many times `key` was counted in
//! the minute `window_minute` (minutes since the Unix epoch, UTC).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "rate_limit_hits")]
pub struct Model {
    /// What is counted and for whom, e.g. `sign_in|203.0.113.9` (see `api::auth::rate_limit`).
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub window_minute: i64,
    pub hits: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
