//! Late fees (denda, issue 43 item 1; DESIGN §3 "Late charges"): the daily job's accrual step
//! and the waivers staff ask for and decide.
//!
//! The accrual reads the unpaid installments already due of loans still active, a chunk of
//! loans at a time, asks `domain::repayment::late_fee::accrue` what each one accrues for the
//! business date (by the loan's charges copied from its program, less its holds), and writes
//! only `late_fee_accrued` and `late_fee_through`: payments and waivers write the paid and
//! waived figures through the loan's write path, so the two never overwrite each other, and an
//! installment accrued through the date is not touched again (a rerun accrues nothing).
//!
//! A waiver is asked for here ([`request`], an audit row on the loan) and rejected here
//! ([`reject`]); its approval changes the installments and goes through the loan's write path
//! (`RepaymentPatch::Waive`).

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::pipeline::LoanEvent;
use domain::{
    repayment::{Hold, Installment, LateFeeTerms, WaiverStatus, day_number, late_fee},
    terms::Terms,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, ExprTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, sea_query::Expr,
};
use uuid::Uuid;

use super::Scope;
use crate::{
    entity::{Stored, installment, late_fee_waiver, loan, loan_hold, loan_standing},
    repo::audit::{self, Actor},
};

/// Loans whose fees are accrued per transaction.
const CHUNK: usize = 200;

/// What one accrual run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AccrualOutcome {
    /// Active loans with an unpaid installment already due.
    pub loans: u64,
    /// Installments whose fee (or its last day accrued) was written.
    pub installments: u64,
    /// Rupiah of late fees accrued by this run.
    pub accrued: i64,
}

/// Accrues every active loan's late fees for business date `date` (Asia/Jakarta).
///
/// Errors: the database failed (what committed stays; a rerun accrues the rest and nothing
/// twice).
pub async fn accrue(db: &DatabaseConnection, date: NaiveDate) -> Result<AccrualOutcome, DbErr> {
    let mut out = AccrualOutcome::default();
    let late: Vec<Uuid> = installment::Entity::find()
        .select_only()
        .column(installment::Column::LoanId)
        .distinct()
        .filter(installment::Column::DueDay.lt(day_number(date)))
        .filter(Expr::col(installment::Column::AmountPaid).lt(Expr::col(installment::Column::AmountDue)))
        .filter(
            installment::Column::LoanId.in_subquery(
                sea_orm::sea_query::Query::select()
                    .column(loan_standing::Column::LoanId)
                    .from(loan_standing::Entity)
                    .and_where(loan_standing::Column::ActiveStatus.is_in(ACCRUING))
                    .to_owned(),
            ),
        )
        .into_tuple()
        .all(db)
        .await?;
    out.loans = late.len() as u64;
    for chunk in late.chunks(CHUNK) {
        let txn = crate::begin_write(db).await?;
        let (n, rupiah) = accrue_chunk(&txn, chunk, date).await?;
        txn.commit().await?;
        out.installments += n;
        out.accrued += rupiah;
    }
    Ok(out)
}

/// The active statuses that accrue (`on_hold` too: its holds stop accrual day by day).
const ACCRUING: [&str; 4] = ["normal", "on_hold", "late", "non_performing"];

async fn accrue_chunk(db: &impl ConnectionTrait, loan_ids: &[Uuid], date: NaiveDate) -> Result<(u64, i64), DbErr> {
    let rows = loan::Entity::find()
        .select_only()
        .column(loan::Column::Id)
        .column(loan::Column::LenderId)
        .column(loan::Column::Terms)
        .filter(loan::Column::Id.is_in(loan_ids.to_vec()))
        .into_tuple::<(Uuid, Option<Uuid>, Option<serde_json::Value>)>()
        .all(db)
        .await?;
    let lenders: HashMap<Uuid, Option<Uuid>> = rows.iter().map(|(id, lender, _)| (*id, *lender)).collect();
    let terms: HashMap<Uuid, LateFeeTerms> = rows
        .into_iter()
        .filter_map(|(id, _, t)| {
            let charges = serde_json::from_value::<Terms>(t?).ok()?.charges?;
            Some((id, LateFeeTerms::from(charges)))
        })
        .collect();
    let mut holds: HashMap<Uuid, Vec<Hold>> = HashMap::new();
    for h in loan_hold::Entity::find().filter(loan_hold::Column::LoanId.is_in(loan_ids.to_vec())).all(db).await? {
        holds.entry(h.loan_id).or_default().push(Hold::from(&h));
    }
    let due = installment::Entity::find()
        .filter(installment::Column::LoanId.is_in(loan_ids.to_vec()))
        .filter(installment::Column::DueDay.lt(day_number(date)))
        .filter(Expr::col(installment::Column::AmountPaid).lt(Expr::col(installment::Column::AmountDue)))
        .filter(
            sea_orm::Condition::any()
                .add(installment::Column::LateFeeThrough.is_null())
                .add(installment::Column::LateFeeThrough.lt(date)),
        )
        .all(db)
        .await?;
    let (mut n, mut rupiah) = (0u64, 0i64);
    let mut accrued: Vec<(Uuid, i64)> = Vec::new();
    let mut per_loan: HashMap<Uuid, i64> = HashMap::new();
    for row in due {
        let Some(t) = terms.get(&row.loan_id) else { continue };
        let i = Installment::from(&row);
        let Some(fee) = late_fee::accrue(&i, *t, holds.get(&row.loan_id).map_or(&[][..], Vec::as_slice), date) else {
            continue;
        };
        accrued.push((row.id, fee.accrued));
        n += 1;
        rupiah += fee.accrued - i.late_fee.accrued;
        *per_loan.entry(row.loan_id).or_default() += fee.accrued - i.late_fee.accrued;
    }
    // Each loan's fees of the day are earned in the journal, in the accrual's own transaction.
    let system = audit::Actor { user_id: None, request_id: None };
    for (loan_id, amount) in per_loan {
        let at = crate::repo::journal::Posting {
            posted_on: date,
            loan_id: Some(loan_id),
            lender_id: lenders.get(&loan_id).copied().flatten(),
            source_id: None,
        };
        crate::repo::journal::post(db, &system, at, &domain::journal::late_fee_accrual(amount)).await?;
    }
    // One statement per batch (a late daily loan has an overdue installment for each day late):
    // every fee its own value, every row accrued through `date`.
    for batch in accrued.chunks(UPDATE_BATCH) {
        let mut fee = sea_orm::sea_query::CaseStatement::new();
        for (id, v) in batch {
            fee = fee.case(Expr::col(installment::Column::Id).eq(*id), Expr::val(*v));
        }
        let fee = fee.finally(Expr::col(installment::Column::LateFeeAccrued));
        installment::Entity::update_many()
            .col_expr(installment::Column::LateFeeAccrued, fee.into())
            .col_expr(installment::Column::LateFeeThrough, Expr::value(date))
            .filter(installment::Column::Id.is_in(batch.iter().map(|(id, _)| *id)))
            .exec(db)
            .await?;
    }
    Ok((n, rupiah))
}

/// Installments updated per statement (three bound values each, far below SQLite's limit).
const UPDATE_BATCH: usize = 500;

/// A waiver to ask for: `amount` rupiah of loan `loan`'s open fees, with a reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewWaiver {
    pub amount: i64,
    pub reason: String,
}

/// Records a waiver request on `l` (a loan the caller found in scope) with its audit row on the
/// loan, in one transaction. Answers the waiver as stored.
///
/// Errors: the database failed.
pub async fn request(
    db: &DatabaseConnection,
    actor: &Actor,
    l: &loan::Model,
    w: NewWaiver,
    at: DateTime<Utc>,
) -> Result<late_fee_waiver::Model, DbErr> {
    let txn = crate::begin_write(db).await?;
    let row = late_fee_waiver::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(l.id),
        lender_id: Set(l.lender_id),
        amount: Set(w.amount),
        reason: Set(w.reason),
        status: Set(Stored(WaiverStatus::Requested)),
        requested_by: Set(actor.user_id),
        requested_at: Set(at),
        decided_by: Set(None),
        decided_at: Set(None),
        decision_note: Set(None),
    }
    .insert(&txn)
    .await?;
    let after = serde_json::json!({ "waiver_id": row.id, "amount": row.amount, "reason": row.reason });
    audit::record(&txn, actor, LoanEvent::LateFeeWaiverRequest.as_str(), "loan", &l.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(row)
}

/// The waivers of a loan (found in scope by the caller), newest first.
pub async fn waivers_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<late_fee_waiver::Model>, DbErr> {
    late_fee_waiver::Entity::find()
        .filter(late_fee_waiver::Column::LoanId.eq(loan_id))
        .order_by_desc(late_fee_waiver::Column::RequestedAt)
        .order_by_desc(late_fee_waiver::Column::Id)
        .all(db)
        .await
}

/// A waiver by id with its loan, both in `scope` (another lender's waiver is not found).
pub async fn find_waiver(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: Uuid,
) -> Result<Option<(late_fee_waiver::Model, loan::Model)>, DbErr> {
    let Some(w) = late_fee_waiver::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
    let l = super::find_by_id(db, scope, w.loan_id).await?;
    Ok(l.map(|l| (w, l)))
}

/// Rejects waiver `w` (still requested) with a note, and its audit row on the loan. Answers
/// false when another decision came first.
///
/// Errors: the database failed.
pub async fn reject(
    db: &DatabaseConnection,
    actor: &Actor,
    w: &late_fee_waiver::Model,
    note: Option<String>,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    use late_fee_waiver::Column as W;
    let txn = crate::begin_write(db).await?;
    let done = late_fee_waiver::Entity::update_many()
        .col_expr(W::Status, Expr::value(WaiverStatus::Rejected.as_str()))
        .col_expr(W::DecidedBy, Expr::value(actor.user_id))
        .col_expr(W::DecidedAt, Expr::value(at))
        .col_expr(W::DecisionNote, Expr::value(note.clone()))
        .filter(W::Id.eq(w.id))
        .filter(W::Status.eq(WaiverStatus::Requested.as_str()))
        .exec(&txn)
        .await?;
    if done.rows_affected != 1 {
        return Ok(false);
    }
    let after = serde_json::json!({ "waiver_id": w.id, "amount": w.amount, "note": note });
    audit::record(&txn, actor, LoanEvent::LateFeeWaiverReject.as_str(), "loan", &w.loan_id.to_string(), None, Some(after))
        .await?;
    txn.commit().await?;
    Ok(true)
}

/// An installment whose late fee is open, as SQL: the condition of m0052's partial index.
pub const OPEN_SQL: &str = "late_fee_accrued - late_fee_paid - late_fee_waived > 0";

/// The open late fees (rupiah) of each of these loans that has any: one grouped read for a
/// page of a list (found in scope by the caller).
pub async fn open_of_loans(db: &impl ConnectionTrait, loan_ids: &[Uuid]) -> Result<HashMap<Uuid, i64>, DbErr> {
    use installment::Column as I;
    if loan_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let open = Expr::col(I::LateFeeAccrued).sub(Expr::col(I::LateFeePaid)).sub(Expr::col(I::LateFeeWaived));
    let rows: Vec<(Uuid, i64)> = installment::Entity::find()
        .select_only()
        .column(I::LoanId)
        .column_as(open.sum().cast_as("BIGINT"), "open")
        .filter(crate::repo::keyset::id_among(db.get_database_backend(), "\"installments\".\"loan_id\"", loan_ids))
        // A literal, so that the planners read it from the partial index of open late fees
        // (m0052), where a bound `> ?` read every installment of the page's loans.
        .filter(Expr::cust(OPEN_SQL))
        .group_by(I::LoanId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}
