//! An early settlement (issue 44 item 1, migration m0048): the loan settled by payment
//! `payment_id` on `paid_date`, with the quote it was paid on (`domain::repayment::payoff::Quote`
//! of day `quote_date`: outstanding principal, interest due, the interest rebated, late fees,
//! the early settlement fee and their total) and what was paid beyond it (`credit`). Rupiah;
//! Asia/Jakarta days. One per loan.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "payoffs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub payment_id: Uuid,
    pub quote_date: Date,
    pub paid_date: Date,
    pub amount: i64,
    pub outstanding_principal: i64,
    pub interest_due: i64,
    pub interest_rebate: i64,
    pub late_fees: i64,
    pub early_settlement_fee: i64,
    pub total: i64,
    pub credit: i64,
    pub created_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
