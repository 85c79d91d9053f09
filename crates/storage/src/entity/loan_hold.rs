//! A hold-billing period of a loan (issue 10 item 5), both ends included, Asia/Jakarta dates
//! (with day numbers for the daily job's SQL).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loan_holds")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    /// `domain::repayment::HoldReason`.
    pub reason_code: String,
    pub note: Option<String>,
    pub start_date: Date,
    pub start_day: i32,
    pub end_date: Date,
    pub end_day: i32,
    pub created_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
    pub updated_at: DateTimeUtc,
    pub updated_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl From<&Model> for domain::repayment::Hold {
    fn from(m: &Model) -> Self {
        domain::repayment::Hold { start: m.start_date, end: m.end_date }
    }
}
