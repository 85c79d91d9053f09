//! Early settlement (issue 44 item 1): the rows a payoff writes inside the loan's one write path
//! (`RepaymentPatch::Payoff`, see [`super::repayments`]): the payment, every installment settled
//! (the rebated interest taken off the installments due after the quote's day), the `payoffs`
//! row with the quote; and reading it back.

use chrono::{DateTime, Utc};
use domain::repayment::{Installment, day_number, payoff::Quote};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, sea_query::Expr};
use uuid::Uuid;

use super::{StoreError, repayments::NewPayment};
use crate::{
    entity::{installment, loan, payoff},
    repo::audit::Actor,
};

/// Writes payoff payment `n` of loan `l` on quote `q`, with the installments as the payoff
/// leaves them (`domain::repayment::payoff::settle`), at `at` by `actor`.
///
/// Errors: [`StoreError::Conflict`] when the loan already has a payoff (never past the loan's
/// guarded update); the database failed.
pub(super) async fn record(
    db: &impl ConnectionTrait,
    actor: &Actor,
    l: &loan::Model,
    n: &NewPayment,
    installments: &[Installment],
    q: &Quote,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    n.row(l, actor, at).insert(db).await?;
    for i in installments {
        installment::Entity::update_many()
            .col_expr(installment::Column::AmountDue, Expr::value(i.amount_due))
            .col_expr(installment::Column::AmountPaid, Expr::value(i.amount_paid))
            .col_expr(installment::Column::PaidDate, Expr::value(i.paid_date))
            .col_expr(installment::Column::DueDate, Expr::value(i.due_date))
            .col_expr(installment::Column::DueDay, Expr::value(day_number(i.due_date)))
            .col_expr(installment::Column::LateFeePaid, Expr::value(i.late_fee.paid))
            .col_expr(installment::Column::LateFeeWaived, Expr::value(i.late_fee.waived))
            .filter(installment::Column::LoanId.eq(l.id))
            .filter(installment::Column::Number.eq(i.number))
            .exec(db)
            .await?;
    }
    // Nothing is held once the loan is closed (as on deactivation, issue 41 item 12).
    installment::Entity::update_many()
        .col_expr(installment::Column::Held, Expr::value(false))
        .filter(installment::Column::LoanId.eq(l.id))
        .filter(installment::Column::Held.eq(true))
        .exec(db)
        .await?;
    payoff::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(l.id),
        lender_id: Set(l.lender_id),
        payment_id: Set(n.id),
        quote_date: Set(q.date),
        paid_date: Set(n.paid_date),
        amount: Set(n.amount),
        outstanding_principal: Set(q.outstanding_principal),
        interest_due: Set(q.interest_due),
        interest_rebate: Set(q.interest_rebate),
        late_fees: Set(q.late_fees),
        early_settlement_fee: Set(q.early_settlement_fee),
        total: Set(q.total),
        credit: Set(n.credit),
        created_at: Set(at),
        created_by: Set(actor.user_id),
    }
    .insert(db)
    .await
    .map_err(|e| match StoreError::from_db(e) {
        StoreError::Unique => StoreError::Conflict,
        e => e,
    })?;
    Ok(())
}

/// The payoff of loan `loan_id` (found in scope by the caller), if it was settled early.
///
/// Errors: the database failed.
pub async fn of_loan(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Option<payoff::Model>, DbErr> {
    payoff::Entity::find().filter(payoff::Column::LoanId.eq(loan_id)).one(db).await
}
