//! The allocation history of loans (issue 9 item 2): every allocation to a lender is a row; the
//! per-lender totals of pending, approved and rejected allocations (count and rupiah) are
//! counters kept in the same transaction, so the approval screen's totals need no scan.

use chrono::{DateTime, Utc};
use domain::pipeline::AllocationStatus;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Set,
};
use uuid::Uuid;

use super::{Scope, StoreError, write::AllocationPatch};
use crate::{
    entity::loan_allocation::{self, Entity as Allocation, Model},
    repo::audit::Actor,
};

/// Moves `amount` rupiah and one allocation into (`sign` 1) or out of (-1) a lender's total.
async fn total_move(
    db: &impl ConnectionTrait,
    lender_id: Uuid,
    status: AllocationStatus,
    sign: i64,
    amount: i64,
) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let (a, b, c, d) = if backend == sea_orm::DbBackend::Postgres { ("$1", "$2", "$3", "$4") } else { ("?", "?", "?", "?") };
    db.execute_raw(sea_orm::Statement::from_sql_and_values(
        backend,
        format!(
            "INSERT INTO allocation_totals (lender_id, status, n, amount) VALUES ({a}, {b}, {c}, {d}) \
             ON CONFLICT (lender_id, status) DO UPDATE SET n = allocation_totals.n + excluded.n, \
             amount = allocation_totals.amount + excluded.amount"
        ),
        [lender_id.into(), status.as_str().into(), sign.into(), (sign * amount).into()],
    ))
    .await
    .map(|_| ())
}

/// The loan's pending allocation, if any.
async fn pending(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Option<Model>, DbErr> {
    Allocation::find()
        .filter(loan_allocation::Column::LoanId.eq(loan_id))
        .filter(loan_allocation::Column::Status.eq(AllocationStatus::Pending.as_str()))
        .one(db)
        .await
}

/// Writes an allocation change of the write path (its transaction).
///
/// Errors: [`StoreError::Conflict`] when a decision finds no pending allocation (another
/// request decided it first).
pub(super) async fn record(
    db: &impl ConnectionTrait,
    actor: &Actor,
    loan_id: Uuid,
    patch: &AllocationPatch,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    let current = pending(db, loan_id).await?;
    match patch {
        AllocationPatch::Open { lender_id, amount } => {
            if let Some(old) = current {
                total_move(db, old.lender_id, AllocationStatus::Pending, -1, old.amount).await?;
                let mut row: loan_allocation::ActiveModel = old.into();
                row.status = Set(AllocationStatus::Withdrawn.as_str().into());
                row.decided_at = Set(Some(at));
                row.decided_by = Set(actor.user_id);
                row.update(db).await?;
            }
            loan_allocation::ActiveModel {
                id: Set(Uuid::now_v7()),
                loan_id: Set(loan_id),
                lender_id: Set(*lender_id),
                status: Set(AllocationStatus::Pending.as_str().into()),
                amount: Set(*amount),
                allocated_at: Set(at),
                allocated_by: Set(actor.user_id),
                decided_at: Set(None),
                decided_by: Set(None),
                note: Set(None),
                reason: Set(None),
            }
            .insert(db)
            .await?;
            total_move(db, *lender_id, AllocationStatus::Pending, 1, *amount).await?;
        }
        AllocationPatch::Decide { approved, note, reason } => {
            let old = current.ok_or(StoreError::Conflict)?;
            let status = if *approved { AllocationStatus::Approved } else { AllocationStatus::Rejected };
            total_move(db, old.lender_id, AllocationStatus::Pending, -1, old.amount).await?;
            total_move(db, old.lender_id, status, 1, old.amount).await?;
            let mut row: loan_allocation::ActiveModel = old.into();
            row.status = Set(status.as_str().into());
            row.decided_at = Set(Some(at));
            row.decided_by = Set(actor.user_id);
            row.note = Set(note.clone());
            row.reason = Set(reason.clone());
            row.update(db).await?;
        }
    }
    Ok(())
}

/// The allocation history of one loan (already read in scope by the caller), oldest first.
pub async fn history(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<Model>, DbErr> {
    Allocation::find()
        .filter(loan_allocation::Column::LoanId.eq(loan_id))
        .order_by_asc(loan_allocation::Column::AllocatedAt)
        .all(db)
        .await
}

/// One lender's totals of one allocation status.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct Total {
    pub lender_id: Uuid,
    /// `pending`, `approved`, `rejected` (`withdrawn` is not kept).
    pub status: String,
    pub n: i64,
    /// Rupiah.
    pub amount: i64,
}

/// The per-lender totals in scope: every lender's for [`Scope::All`], only its own for a
/// lender's staff.
pub async fn totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<Total>, DbErr> {
    let backend = db.get_database_backend();
    let (sql, values): (String, Vec<sea_orm::Value>) = match scope {
        Scope::All => ("SELECT lender_id, status, n, amount FROM allocation_totals".into(), vec![]),
        Scope::Lender(id) => {
            let p = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
            (format!("SELECT lender_id, status, n, amount FROM allocation_totals WHERE lender_id = {p}"), vec![id.into()])
        }
    };
    Total::find_by_statement(sea_orm::Statement::from_sql_and_values(backend, sql, values)).all(db).await
}
