//! The allocation history of loans (issue 9 item 2): every allocation to a lender is a row; the
//! per-lender totals of pending, approved and rejected allocations (count and rupiah) are
//! counters kept in the same transaction, so the approval screen's totals need no scan.

use chrono::{DateTime, Utc};
use domain::pipeline::AllocationStatus;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Set,
};
use uuid::Uuid;

use super::{Scope, StoreError};
use crate::{
    entity::loan_allocation::{self, Entity as Allocation, Model},
    repo::audit::Actor,
};

/// What a change does to the loan's allocation history (issue 9 item 2).
#[derive(Debug, Clone, PartialEq)]
pub enum AllocationPatch {
    /// A new pending allocation to `lender_id` for `amount` rupiah, drawn on a funding source
    /// when the lender has them; a still-pending one is withdrawn (and its draw given back).
    Open { lender_id: Uuid, amount: i64, source: Option<SourceDraw> },
    /// The pending allocation is approved (with an optional note) or rejected (with a reason).
    Decide { approved: bool, note: Option<String>, reason: Option<String> },
}

/// The funding source an allocation draws on (issue 14).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceDraw {
    pub id: Uuid,
    /// Level 21's reason for drawing past the limit or outside the dates; `None` keeps the
    /// rules, which the draw re-checks inside the transaction.
    pub override_reason: Option<String>,
    /// Asia/Jakarta day of the draw, for the source's dates.
    pub day: chrono::NaiveDate,
}

/// Moves `amount` rupiah and one allocation into (`sign` 1) or out of (-1) a lender's total,
/// with `seconds` from allocation to decision for a decided status (0 otherwise).
async fn total_move(
    db: &impl ConnectionTrait,
    lender_id: Uuid,
    status: AllocationStatus,
    sign: i64,
    amount: i64,
    seconds: i64,
) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let p: Vec<String> =
        (1..=5).map(|i| if backend == sea_orm::DbBackend::Postgres { format!("${i}") } else { "?".into() }).collect();
    db.execute_raw(sea_orm::Statement::from_sql_and_values(
        backend,
        format!(
            "INSERT INTO allocation_totals (lender_id, status, n, amount, decision_seconds) VALUES ({}, {}, {}, {}, {}) \
             ON CONFLICT (lender_id, status) DO UPDATE SET n = allocation_totals.n + excluded.n, \
             amount = allocation_totals.amount + excluded.amount, \
             decision_seconds = allocation_totals.decision_seconds + excluded.decision_seconds",
            p[0], p[1], p[2], p[3], p[4]
        ),
        [lender_id.into(), status.as_str().into(), sign.into(), (sign * amount).into(), (sign * seconds).into()],
    ))
    .await
    .map(|_| ())
}

/// Draws `amount` rupiah on a funding source (`amount` < 0 gives it back). A draw keeping the
/// rules is re-checked here, in the transaction, so two allocations at once cannot both take
/// the last of a limit. Errors: [`StoreError::Refused`] `funding_source_limit_exceeded` or
/// `funding_source_not_available` when the guarded update finds the source past its limit,
/// inactive or outside its dates.
async fn draw(db: &impl ConnectionTrait, draw: Option<&SourceDraw>, source_id: Uuid, amount: i64) -> Result<(), StoreError> {
    let backend = db.get_database_backend();
    let pg = backend == sea_orm::DbBackend::Postgres;
    let p = |i: usize| if pg { format!("${i}") } else { "?".to_owned() };
    let mut sql = format!("UPDATE funding_sources SET used_amount = used_amount + {} WHERE id = {}", p(1), p(2));
    let mut values: Vec<sea_orm::Value> = vec![amount.into(), source_id.into()];
    let enforce = draw.filter(|d| amount > 0 && d.override_reason.is_none());
    if let Some(d) = enforce {
        sql.push_str(&format!(
            " AND status = 'active' AND used_amount + {} <= limit_amount AND available_from <= {} \
              AND (available_until IS NULL OR available_until >= {})",
            p(3),
            p(4),
            p(5)
        ));
        values.extend([amount.into(), d.day.into(), d.day.into()]);
    }
    let changed = db.execute_raw(sea_orm::Statement::from_sql_and_values(backend, sql, values)).await?.rows_affected();
    if changed == 1 {
        return Ok(());
    }
    if enforce.is_none() {
        return Err(StoreError::Conflict);
    }
    let source = crate::entity::funding_source::Entity::find_by_id(source_id).one(db).await?.ok_or(StoreError::Conflict)?;
    let day = enforce.map_or_else(|| source.available_from, |d| d.day);
    let code = match domain::lenders::check_draw(&source.state()?, amount, day) {
        Err(r) => r.code(),
        Ok(()) => return Err(StoreError::Conflict),
    };
    Err(StoreError::Refused { field: "funding_source_id", code })
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
        AllocationPatch::Open { lender_id, amount, source } => {
            if let Some(old) = current {
                total_move(db, old.lender_id, AllocationStatus::Pending, -1, old.amount, 0).await?;
                if let Some(old_source) = old.funding_source_id {
                    self::draw(db, None, old_source, -old.amount).await?;
                }
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
                funding_source_id: Set(source.as_ref().map(|s| s.id)),
                override_reason: Set(source.as_ref().and_then(|s| s.override_reason.clone())),
            }
            .insert(db)
            .await?;
            total_move(db, *lender_id, AllocationStatus::Pending, 1, *amount, 0).await?;
            if let Some(s) = source {
                self::draw(db, Some(s), s.id, *amount).await?;
            }
        }
        AllocationPatch::Decide { approved, note, reason } => {
            let old = current.ok_or(StoreError::Conflict)?;
            let status = if *approved { AllocationStatus::Approved } else { AllocationStatus::Rejected };
            let seconds = (at - old.allocated_at).num_seconds().max(0);
            total_move(db, old.lender_id, AllocationStatus::Pending, -1, old.amount, 0).await?;
            total_move(db, old.lender_id, status, 1, old.amount, seconds).await?;
            if let (false, Some(source)) = (*approved, old.funding_source_id) {
                // A rejected allocation gives its draw back; an approved one keeps it.
                self::draw(db, None, source, -old.amount).await?;
            }
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

/// The allocation history of one loan (already read in scope by the caller) as `scope` may see
/// it, oldest first: every allocation for in-house staff; for a lender's staff only their own
/// lender's (of their funding source when tied to one), so another funder's decision, reason,
/// decider and funding source never reach them (issue 40 item 4).
pub async fn history(db: &impl ConnectionTrait, scope: Scope, loan_id: Uuid) -> Result<Vec<Model>, DbErr> {
    let mut q = Allocation::find().filter(loan_allocation::Column::LoanId.eq(loan_id));
    if let Some(id) = scope.lender() {
        q = q.filter(loan_allocation::Column::LenderId.eq(id));
    }
    if let Some(id) = scope.source() {
        q = q.filter(loan_allocation::Column::FundingSourceId.eq(id));
    }
    q.order_by_asc(loan_allocation::Column::AllocatedAt).all(db).await
}

/// What a lender's staff still see of a loan that moved to another funder after their lender
/// had it (issue 40 item 4): the application they decided on, fixed since its verification
/// (identity, program, terms), and nothing of its later stages.
#[derive(Debug, Clone, PartialEq, FromQueryResult)]
pub struct MovedLoan {
    pub id: Uuid,
    /// `LN-…`.
    pub loan_code: String,
    pub borrower_id: Uuid,
    pub full_name: String,
    pub email: String,
    pub program_id: Uuid,
    pub partner_id: Uuid,
    pub motorcycle_type_id: Uuid,
    /// `domain::terms::Terms` as stored at verification.
    pub terms: Option<serde_json::Value>,
    pub lead_status: crate::entity::Stored<domain::pipeline::LeadStatus>,
    pub status: crate::entity::Stored<domain::pipeline::ApplicationStatus>,
    pub verified_at: Option<DateTime<Utc>>,
}

/// The loan with this loan ID (`LN-…`, case-insensitive) when it is out of `scope` now but was
/// once allocated to the scope's lender (and funding source): "moved to another funder".
/// `None` for [`Scope::All`], which nothing is out of, and for a loan the lender never had.
pub async fn find_moved(db: &impl ConnectionTrait, scope: Scope, code: &str) -> Result<Option<MovedLoan>, DbErr> {
    use crate::entity::loan;
    use sea_orm::{QuerySelect, sea_query::Query};
    let Some(lender) = scope.lender() else { return Ok(None) };
    let mut owned = Query::select()
        .column(loan_allocation::Column::LoanId)
        .from(Allocation)
        .and_where(loan_allocation::Column::LenderId.eq(lender))
        .to_owned();
    if let Some(source) = scope.source() {
        owned.and_where(loan_allocation::Column::FundingSourceId.eq(source));
    }
    loan::Entity::find()
        .select_only()
        .columns([
            loan::Column::Id,
            loan::Column::LoanCode,
            loan::Column::BorrowerId,
            loan::Column::FullName,
            loan::Column::Email,
            loan::Column::ProgramId,
            loan::Column::PartnerId,
            loan::Column::MotorcycleTypeId,
            loan::Column::Terms,
            loan::Column::LeadStatus,
            loan::Column::Status,
            loan::Column::VerifiedAt,
        ])
        .filter(loan::Column::LoanCode.eq(code.trim().to_uppercase()))
        .filter(scope.outside())
        .filter(loan::Column::Id.in_subquery(owned))
        .into_model()
        .one(db)
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
    /// Seconds from allocation to decision, summed (decided statuses only).
    pub decision_seconds: i64,
}

/// The per-lender totals in scope: every lender's for [`Scope::All`], only its own for a
/// lender's staff.
pub async fn totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<Total>, DbErr> {
    let backend = db.get_database_backend();
    let (sql, values): (String, Vec<sea_orm::Value>) = match scope.lender() {
        None => ("SELECT lender_id, status, n, amount, decision_seconds FROM allocation_totals".into(), vec![]),
        Some(id) => {
            let p = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
            (
                format!("SELECT lender_id, status, n, amount, decision_seconds FROM allocation_totals WHERE lender_id = {p}"),
                vec![id.into()],
            )
        }
    };
    Total::find_by_statement(sea_orm::Statement::from_sql_and_values(backend, sql, values)).all(db).await
}

/// Recomputes the per-lender totals from the allocation rows (after bulk loads).
pub async fn recount_totals(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    let seconds = if db.get_database_backend() == sea_orm::DbBackend::Postgres {
        "CAST(EXTRACT(EPOCH FROM (decided_at - allocated_at)) AS BIGINT)"
    } else {
        "CAST((julianday(decided_at) - julianday(allocated_at)) * 86400 AS INTEGER)"
    };
    db.execute_unprepared("DELETE FROM allocation_totals").await?;
    db.execute_unprepared(&format!(
        "INSERT INTO allocation_totals (lender_id, status, n, amount, decision_seconds) \
         SELECT lender_id, status, COUNT(*), SUM(amount), COALESCE(SUM(CASE WHEN decided_at IS NULL THEN 0 ELSE {seconds} END), 0) \
         FROM loan_allocations WHERE status <> 'withdrawn' GROUP BY lender_id, status"
    ))
    .await?;
    Ok(())
}
