//! A swappable battery, an asset of its own (issue 11 item 4).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "batteries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub serial: String,
    pub model: String,
    pub capacity_kwh: f64,
    /// Percent, 0–100.
    pub state_of_health_percent: f64,
    pub cycle_count: i32,
    /// `domain::assets::BatteryStatus`.
    pub status: String,
    /// The unit it is installed in, when `installed`.
    pub motorcycle_id: Option<Uuid>,
    /// State of charge at the last swap, percent.
    pub soc_percent: Option<i32>,
    pub last_swap_at: Option<DateTimeUtc>,
    pub version: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
