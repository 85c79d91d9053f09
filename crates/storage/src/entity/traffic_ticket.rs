//! An e-toll transaction or ETLE ticket on a plate (issue 11 item 6), tied to the loan whose
//! borrower held the unit at `occurred_at`. Amount in rupiah.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "traffic_tickets")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// `etle` or `etoll`.
    pub kind: String,
    pub plate_number: String,
    pub motorcycle_id: Option<Uuid>,
    pub loan_id: Option<Uuid>,
    pub lender_id: Option<Uuid>,
    pub occurred_at: DateTimeUtc,
    pub place: String,
    pub violation: String,
    pub amount: i64,
    /// `domain::assets::TicketStatus`.
    pub status: String,
    pub version: i32,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
