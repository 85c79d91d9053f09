//! A motorcycle's handover to a borrower (issue 11 item 2): one per loan. The period from
//! `handed_over_at` to `ended_at` (open while the borrower holds the unit) decides whose a
//! traffic ticket is.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "handovers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub motorcycle_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub handed_over_at: DateTimeUtc,
    pub odometer_km: i64,
    /// JSON array of battery serials installed.
    pub battery_serials: Json,
    /// JSON array of file ids (`handover_photo`).
    pub photo_file_ids: Json,
    /// The signed handover report (BAST, pdf).
    pub bast_file_id: Uuid,
    pub ended_at: Option<DateTimeUtc>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
