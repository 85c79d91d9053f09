//! One installment of an active loan's schedule (issue 10 item 1): rupiah, Asia/Jakarta dates.
//! `lender_id` and `program_id` are the loan's, copied so the billing lists filter and scope
//! without a join; `due_day` is `due_date` as a day number (`domain::repayment::day_number`).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "installments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub program_id: Uuid,
    /// 1-based.
    pub number: i32,
    /// Shifted by hold billing.
    pub due_date: Date,
    pub due_day: i32,
    pub original_due_date: Date,
    pub amount_due: i64,
    /// The principal part of `amount_due` (issue 41 item 3, migration m0036); the rest is
    /// interest.
    pub principal_due: i64,
    pub amount_paid: i64,
    pub paid_date: Option<Date>,
    /// Held by hold billing (issue 41 item 12, migration m0042): its due date fell inside a
    /// hold; `domain::repayment::shift_due_dates`.
    pub held: bool,
    /// Its late fee (denda, issue 43 item 1, migration m0043), rupiah: accrued by the daily job
    /// through `late_fee_through` (its last day accrued), paid by payments, forgiven by
    /// approved waivers. Only the daily job writes `late_fee_accrued` and `late_fee_through`,
    /// only payments and waivers the other two, so neither overwrites the other's figures.
    pub late_fee_accrued: i64,
    pub late_fee_paid: i64,
    pub late_fee_waived: i64,
    pub late_fee_through: Option<Date>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl From<&Model> for domain::repayment::Installment {
    fn from(m: &Model) -> Self {
        domain::repayment::Installment {
            number: m.number,
            due_date: m.due_date,
            original_due_date: m.original_due_date,
            amount_due: m.amount_due,
            principal_due: m.principal_due,
            amount_paid: m.amount_paid,
            paid_date: m.paid_date,
            held: m.held,
            late_fee: domain::repayment::LateFee {
                accrued: m.late_fee_accrued,
                paid: m.late_fee_paid,
                waived: m.late_fee_waived,
                through: m.late_fee_through,
            },
        }
    }
}
