//! A service order for a unit (issue 11 item 5); costs in rupiah, dates Asia/Jakarta.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "service_orders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub motorcycle_id: Uuid,
    /// `domain::assets::ServiceKind`.
    pub kind: String,
    pub workshop: String,
    pub description: Option<String>,
    pub scheduled_on: Date,
    pub odometer_km: Option<i64>,
    /// JSON array of `domain::assets::ServiceItem`.
    pub items: Json,
    pub total_cost: i64,
    /// `domain::assets::ServiceStatus`.
    pub status: String,
    pub completed_on: Option<Date>,
    pub version: i32,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
