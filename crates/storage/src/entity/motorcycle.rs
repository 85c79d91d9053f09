//! A motorcycle the lender owns (issue 11 item 1): plate and frame number normalised and
//! unique, price in rupiah, STNK expiry an Asia/Jakarta date. `loan_id`/`lender_id` name the
//! loan holding it now (and so the funder whose staff may see it).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "motorcycles")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// `B 1234 XYZ` (`domain::assets::normalise_plate`).
    pub plate_number: String,
    /// 17-character VIN.
    pub frame_number: String,
    pub engine_number: String,
    pub motorcycle_type_id: Uuid,
    pub colour: String,
    pub year: i32,
    pub stnk_number: Option<String>,
    pub stnk_expires_on: Option<Date>,
    pub bpkb_number: Option<String>,
    pub dealer_id: Uuid,
    /// Rupiah.
    pub purchase_price: i64,
    /// `domain::assets::MotorcycleStatus`.
    pub status: String,
    pub loan_id: Option<Uuid>,
    pub lender_id: Option<Uuid>,
    pub handed_over_at: Option<DateTimeUtc>,
    /// Kilometres, last known (handover, service, or the mobility sync).
    pub odometer_km: Option<i64>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub mobility_synced_at: Option<DateTimeUtc>,
    pub version: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
