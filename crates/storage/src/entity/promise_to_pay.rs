//! A promise to pay (issue 43 item 3, migration m0044): `amount` rupiah by `promised_date`
//! (Asia/Jakarta; `promised_day` its day number), made on `made_on`; the daily job sums the
//! payments since (`paid_since`) and marks it kept or broken.
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::collections::PromiseStatus;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "promises_to_pay")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub amount: i64,
    pub promised_date: Date,
    pub promised_day: i32,
    pub note: Option<String>,
    pub status: Stored<PromiseStatus>,
    pub paid_since: i64,
    pub made_on: Date,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub resolved_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
