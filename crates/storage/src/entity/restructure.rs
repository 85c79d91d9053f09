//! A restructuring proposal (issue 44 item 2, migration m0049): the unpaid part of loan
//! `loan_id`'s schedule replaced by `new_tenure_count` installments of `kind`
//! (`domain::repayment::restructure::RestructureKind`) counted from `effective_date`, with a
//! reason; proposed by `requested_by` and approved or rejected by another staff member
//! (`decided_by`); `status` is `RestructureStatus`. `old_schedule` and `new_schedule` are JSON
//! lists of `domain::repayment::Installment` (the whole schedule before; the whole schedule
//! after, the kept rows then the new ones, rewritten as approved); `interest_change` is rupiah (new unpaid interest less the
//! old); `loan_version` is the loan's version when proposed (a later change makes it stale).
//! `lender_id` is the loan's, for scope.
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::repayment::restructure::{RestructureKind, RestructureStatus};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "restructures")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub kind: Stored<RestructureKind>,
    pub new_tenure_count: i32,
    pub effective_date: Date,
    pub reason: String,
    pub status: Stored<RestructureStatus>,
    pub old_schedule: Json,
    pub new_schedule: Json,
    pub interest_change: i64,
    pub loan_version: i32,
    pub requested_by: Option<Uuid>,
    pub requested_at: DateTimeUtc,
    pub decided_by: Option<Uuid>,
    pub decided_at: Option<DateTimeUtc>,
    pub decision_note: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
