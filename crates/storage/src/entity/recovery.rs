//! A recovery (issue 44 item 3, migration m0050): `amount` rupiah paid on a written-off loan on
//! `paid_date` (Asia/Jakarta) by `method` (`domain::repayment::PaymentMethod`); `lender_id` is
//! the loan's, for scope.
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::repayment::PaymentMethod;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "recoveries")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub amount: i64,
    pub paid_date: Date,
    pub method: Stored<PaymentMethod>,
    pub reference: String,
    pub recorded_at: DateTimeUtc,
    pub recorded_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
