//! A late-fee waiver (issue 43 item 1, migration m0043): `amount` rupiah of a loan's open late
//! fees, asked for with a reason by `requested_by` and approved or rejected by another staff
//! member (`decided_by`); `status` is `domain::repayment::WaiverStatus`. `lender_id` is the
//! loan's, for scope.
use sea_orm::entity::prelude::*;

use super::Stored;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "late_fee_waivers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub amount: i64,
    pub reason: String,
    pub status: Stored<domain::repayment::WaiverStatus>,
    pub requested_by: Option<Uuid>,
    pub requested_at: DateTimeUtc,
    pub decided_by: Option<Uuid>,
    pub decided_at: Option<DateTimeUtc>,
    pub decision_note: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
