//! A live active loan's standing (migrations m0032, m0033, m0052): the record of the columns the daily
//! job changes most (days past due, next due date, oldest unpaid due day), written by the write
//! path (`repo::loans::repayments::record_standing`), the daily job and `roda seed bulk`; and the
//! indexed copy of its status, DPD band, bucket and the active list's filter columns, kept by database triggers on `loans` (their
//! record). Read it to find loans by standing and for those three daily columns; a loan with no
//! row here (never activated, or deleted) has none (DPD 0, no due dates).
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
    /// Oldest unpaid due day (days since 1970-01-01, Asia/Jakarta; the late list's order).
    pub oldest_due_day: Option<i32>,
    /// Days past due (issue 10 item 4), as of the last payment, hold or daily job.
    pub dpd: i32,
    /// The next unpaid installment's due date on or after the standing's day (Asia/Jakarta).
    pub next_due_date: Option<Date>,
    /// Copies of the loan's lender, funding source and program, whether a hold holds now and
    /// the installments left (m0052): the active-borrower list's filters and scope.
    pub lender_id: Option<Uuid>,
    pub funding_source_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    pub hold_billing: bool,
    pub installments_left: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    /// The loan whose standing this is (its row in `loans`, the record).
    #[sea_orm(belongs_to = "super::loan::Entity", from = "Column::LoanId", to = "super::loan::Column::Id")]
    Loan,
}

impl ActiveModelBehavior for ActiveModel {}
