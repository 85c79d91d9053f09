//! The first response to a create request sent with an `Idempotency-Key` (DESIGN §3). One row
//! per (staff member, key); `status_code` is null while the first request is still running.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "idempotency_keys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: Uuid,
    /// The client's key, 1–255 visible ASCII characters.
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    /// SHA-256 (hex) of the method, path and body: the same key with another request is refused.
    pub fingerprint: String,
    /// The HTTP status of the first response; null while it runs.
    pub status_code: Option<i32>,
    /// The first response's JSON body.
    pub response_body: Option<String>,
    pub created_at: DateTimeUtc,
    /// The boot (one run of a server process) that holds or held the claim; with the host and
    /// process id it tells a live claim from one a dead process left (null on older rows).
    pub boot_id: Option<Uuid>,
    pub boot_host: Option<String>,
    pub boot_pid: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
