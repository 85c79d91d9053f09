//! The indexed copy of a live active loan's standing (migration m0032), kept by database triggers
//! on `loans`: read it to find loans by status, DPD band, bucket or oldest unpaid due day; read
//! the standing itself from `loans`, which stays the record.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loan_standing")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub loan_id: Uuid,
    /// `domain::pipeline::ActiveStatus` code.
    pub active_status: String,
    /// OJK quality bucket code.
    pub bucket: Option<String>,
    /// `domain::reports::late_band`: 0, or 1–4.
    pub dpd_band: i16,
    /// Oldest unpaid due day (days since 1970-01-01, Asia/Jakarta).
    pub oldest_due_day: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    /// The loan whose standing this is (its row in `loans`, the record).
    #[sea_orm(belongs_to = "super::loan::Entity", from = "Column::LoanId", to = "super::loan::Column::Id")]
    Loan,
}

impl ActiveModelBehavior for ActiveModel {}
