//! One battery swap reported by a station (issue 11 item 4), unique by station and event id;
//! a link of its batteries' and unit's chains once settled (migration m0020).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "battery_swaps")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub station_id: String,
    pub event_id: String,
    pub swapped_at: DateTimeUtc,
    pub motorcycle_id: Option<Uuid>,
    pub plate_number: String,
    pub battery_out_id: Option<Uuid>,
    pub battery_in_id: Option<Uuid>,
    pub battery_out_serial: String,
    pub battery_in_serial: String,
    pub soc_out_percent: i32,
    pub soc_in_percent: i32,
    pub received_at: DateTimeUtc,
    /// The previous swap of the battery out (its chain, newest first), once settled.
    pub out_prev: Option<Uuid>,
    /// The previous swap of the battery in, once settled.
    pub in_prev: Option<Uuid>,
    /// The previous swap of the unit, once settled.
    pub unit_prev: Option<Uuid>,
    /// Folded into the chains, the heads and the batteries' place (`repo::assets::swaps::settle`).
    pub settled: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
