//! Restructuring proposals (issue 44 item 2, DESIGN §3 "Restructuring"): proposed here
//! ([`propose`], with its audit row on the loan), listed per loan, found in the caller's
//! [`Scope`] and rejected here ([`reject`]); the approval replaces the unpaid installments and
//! goes through the loan's write path (`RepaymentPatch::Restructure`, recorded by
//! `super::repayments::record`).

use chrono::{DateTime, NaiveDate, Utc};
use domain::pipeline::LoanEvent;
use domain::repayment::{
    Installment,
    restructure::{RestructureKind, RestructureStatus},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, Set,
    sea_query::Expr,
};
use uuid::Uuid;

use super::{Scope, StoreError};
use crate::{
    entity::{Stored, loan, restructure},
    repo::audit::{self, Actor},
};

/// A restructuring to propose on a loan: its kind, count of new installments, effective date
/// and reason; the schedule before (every installment) and the new installments proposed, and
/// the interest change (rupiah). `new_schedule` is the whole schedule after: the kept rows
/// then the new ones.
#[derive(Debug, Clone, PartialEq)]
pub struct NewRestructure {
    pub kind: RestructureKind,
    pub new_tenure_count: i32,
    pub effective_date: NaiveDate,
    pub reason: String,
    pub old_schedule: Vec<Installment>,
    pub new_schedule: Vec<Installment>,
    pub interest_change: i64,
}

/// Records a proposal on `l` (a loan the caller found in scope, at its current version) with its
/// audit row on the loan, in one transaction. Answers the proposal as stored.
///
/// Errors: [`StoreError::Unique`] when the loan already has a proposal waiting for a decision
/// (one open per loan, by a unique index, so two at once give one); the database failed.
pub async fn propose(
    db: &DatabaseConnection,
    actor: &Actor,
    l: &loan::Model,
    r: NewRestructure,
    at: DateTime<Utc>,
) -> Result<restructure::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let row = restructure::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(l.id),
        lender_id: Set(l.lender_id),
        kind: Set(Stored(r.kind)),
        new_tenure_count: Set(r.new_tenure_count),
        effective_date: Set(r.effective_date),
        reason: Set(r.reason),
        status: Set(Stored(RestructureStatus::Requested)),
        old_schedule: Set(serde_json::to_value(&r.old_schedule).unwrap_or_default()),
        new_schedule: Set(serde_json::to_value(&r.new_schedule).unwrap_or_default()),
        interest_change: Set(r.interest_change),
        loan_version: Set(l.version),
        requested_by: Set(actor.user_id),
        requested_at: Set(at),
        decided_by: Set(None),
        decided_at: Set(None),
        decision_note: Set(None),
    }
    .insert(&txn)
    .await
    .map_err(StoreError::from_db)?;
    let after = serde_json::json!({
        "restructure_id": row.id, "kind": row.kind.as_str(), "new_tenure_count": row.new_tenure_count,
        "effective_date": row.effective_date, "interest_change": row.interest_change, "reason": row.reason,
    });
    audit::record(&txn, actor, LoanEvent::RestructurePropose.as_str(), "loan", &l.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(row)
}

/// The proposals of a loan (found in scope by the caller), newest first.
pub async fn of_loan(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<restructure::Model>, DbErr> {
    restructure::Entity::find()
        .filter(restructure::Column::LoanId.eq(loan_id))
        .order_by_desc(restructure::Column::RequestedAt)
        .order_by_desc(restructure::Column::Id)
        .all(db)
        .await
}

/// Whether loan `loan_id` has a proposal waiting for a decision.
pub async fn has_open(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<bool, DbErr> {
    Ok(restructure::Entity::find()
        .filter(restructure::Column::LoanId.eq(loan_id))
        .filter(restructure::Column::Status.eq(RestructureStatus::Requested.as_str()))
        .one(db)
        .await?
        .is_some())
}

/// A proposal by id with its loan, both in `scope` (another lender's proposal is not found).
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<(restructure::Model, loan::Model)>, DbErr> {
    let Some(r) = restructure::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
    let l = super::find_by_id(db, scope, r.loan_id).await?;
    Ok(l.map(|l| (r, l)))
}

/// Rejects proposal `r` (still requested) with a note, and its audit row on the loan. Answers
/// false when another decision came first.
///
/// Errors: the database failed.
pub async fn reject(
    db: &DatabaseConnection,
    actor: &Actor,
    r: &restructure::Model,
    note: Option<String>,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    use restructure::Column as R;
    let txn = crate::begin_write(db).await?;
    let done = restructure::Entity::update_many()
        .col_expr(R::Status, Expr::value(RestructureStatus::Rejected.as_str()))
        .col_expr(R::DecidedBy, Expr::value(actor.user_id))
        .col_expr(R::DecidedAt, Expr::value(at))
        .col_expr(R::DecisionNote, Expr::value(note.clone()))
        .filter(R::Id.eq(r.id))
        .filter(R::Status.eq(RestructureStatus::Requested.as_str()))
        .exec(&txn)
        .await?;
    if done.rows_affected != 1 {
        return Ok(false);
    }
    let after = serde_json::json!({ "restructure_id": r.id, "note": note });
    audit::record(&txn, actor, LoanEvent::RestructureReject.as_str(), "loan", &r.loan_id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(true)
}

/// Marks proposal `id` of loan `loan_id` approved by `actor`, its `new_schedule` the loan's
/// whole schedule as approved (the write path's step, inside its transaction, after
/// [`replace_installments`]).
///
/// Errors: [`StoreError::Conflict`] when it is no longer requested (another decision won).
pub(super) async fn approve(
    db: &impl ConnectionTrait,
    actor: &Actor,
    loan_id: Uuid,
    id: Uuid,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    use restructure::Column as R;
    let after: Vec<Installment> = super::repayments::installments_of(db, loan_id).await?.iter().map(Installment::from).collect();
    let done = restructure::Entity::update_many()
        .col_expr(R::Status, Expr::value(RestructureStatus::Approved.as_str()))
        .col_expr(R::DecidedBy, Expr::value(actor.user_id))
        .col_expr(R::DecidedAt, Expr::value(at))
        .col_expr(R::NewSchedule, Expr::value(serde_json::to_value(&after).unwrap_or_default()))
        .filter(R::Id.eq(id))
        .filter(R::LoanId.eq(loan_id))
        .filter(R::Status.eq(RestructureStatus::Requested.as_str()))
        .exec(db)
        .await?;
    if done.rows_affected != 1 {
        return Err(StoreError::Conflict);
    }
    Ok(())
}

/// Replaces loan `l`'s unpaid installments (the write path's step of an approval, inside its
/// transaction): the kept rows in `keep` shrink to what they received (their due amount and
/// principal part, paid date, held flag), every row numbered from the first of `replace` on is
/// deleted and `replace` inserted.
///
/// Errors: [`StoreError::Conflict`] when a row to delete received a payment or accrued a late
/// fee since the proposal was read (the daily job ran meanwhile): the approval is retried on
/// the schedule as it is now.
pub(super) async fn replace_installments(
    db: &impl ConnectionTrait,
    l: &loan::Model,
    keep: &[Installment],
    replace: &[Installment],
) -> Result<(), StoreError> {
    use crate::entity::installment::{self, Column as I};
    use sea_orm::{ExprTrait, PaginatorTrait};
    for i in keep {
        installment::Entity::update_many()
            .col_expr(I::AmountDue, Expr::value(i.amount_due))
            .col_expr(I::PrincipalDue, Expr::value(i.principal_due))
            .col_expr(I::PaidDate, Expr::value(i.paid_date))
            .col_expr(I::Held, Expr::value(i.held))
            .filter(I::LoanId.eq(l.id))
            .filter(I::Number.eq(i.number))
            .filter(I::AmountPaid.eq(i.amount_paid))
            .exec(db)
            .await?;
    }
    let Some(first) = replace.iter().map(|i| i.number).min() else { return Ok(()) };
    let touched = installment::Entity::find()
        .filter(I::LoanId.eq(l.id))
        .filter(I::Number.gte(first))
        .filter(Expr::col(I::AmountPaid).gt(0).or(Expr::col(I::LateFeeAccrued).gt(0)))
        .count(db)
        .await?;
    if touched > 0 {
        return Err(StoreError::Conflict);
    }
    installment::Entity::delete_many().filter(I::LoanId.eq(l.id)).filter(I::Number.gte(first)).exec(db).await?;
    let rows: Vec<installment::ActiveModel> =
        replace.iter().map(|i| super::repayments::installment_row(l.id, l.lender_id, l.program_id, i)).collect();
    for chunk in rows.chunks(500) {
        installment::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    Ok(())
}
