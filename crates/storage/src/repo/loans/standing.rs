//! Finding loans by their standing (active status, quality bucket, DPD band) through
//! `loan_standing` (migration m0032), the narrow indexed copy the database triggers keep of
//! every live active loan's standing. `loans` has no index on those columns (each would make
//! the daily job's 8,000–12,000 status changes a day write an entry in every index of the wide
//! row), so a list or count that picks loans by standing goes through here.

use domain::pipeline::ActiveStatus;
use sea_orm::{
    ColumnTrait, Condition, EntityTrait, QueryFilter, QuerySelect, QueryTrait,
    sea_query::{Expr, SimpleExpr},
};

use crate::entity::{loan, loan_standing};

/// `loans.id IN (SELECT loan_id FROM loan_standing WHERE cond)`: the live active loans whose
/// standing passes `cond` (a condition on [`loan_standing::Column`]s).
pub(crate) fn loans_where(cond: Condition) -> SimpleExpr {
    loan::Column::Id.in_subquery(ids_where(cond))
}

/// `SELECT loan_id FROM loan_standing WHERE cond`, for a table that hangs off a loan.
pub(crate) fn ids_where(cond: Condition) -> sea_orm::sea_query::SelectStatement {
    loan_standing::Entity::find().select_only().column(loan_standing::Column::LoanId).filter(cond).into_query()
}

/// `(SELECT active_status FROM loan_standing WHERE loan_id = installments.loan_id) = status`: the
/// installment's loan has `status`, read by the standing's key for each installment the
/// statement reads. A statement over installments in due order then walks its index and stops
/// at its page: `loan_id IN (loans with status)` had SQLite seek every such loan's installments
/// and sort them all, and `EXISTS` built a Bloom filter of
/// the status's loans each time (docs/BENCHMARKS.md,
/// "The late list's plan on SQLite, the normal list, JIT").
pub(crate) fn installment_loan_is(status: ActiveStatus) -> SimpleExpr {
    use sea_orm::sea_query::{ExprTrait, Query};
    let of_loan = Query::select()
        .column((loan_standing::Entity, loan_standing::Column::ActiveStatus))
        .from(loan_standing::Entity)
        .and_where(
            Expr::col((loan_standing::Entity, loan_standing::Column::LoanId))
                .equals((crate::entity::installment::Entity, crate::entity::installment::Column::LoanId)),
        )
        .to_owned();
    Expr::from(of_loan).eq(status.as_str())
}

/// A loan's daily standing columns (their record is `loan_standing`, m0033). A loan with no
/// standing row (never activated, or deleted) has the default: DPD 0, no due dates.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Daily {
    /// Days past due.
    pub dpd: i32,
    /// The next unpaid installment's due date (Asia/Jakarta).
    pub next_due_date: Option<chrono::NaiveDate>,
    /// The oldest unpaid due date as a day number (`domain::repayment::day_number`).
    pub oldest_due_day: Option<i32>,
}

impl Daily {
    /// The daily columns of standing `st`: the one place they are derived from a standing (the
    /// write path and `roda seed bulk`; the daily job computes the same in SQL).
    pub fn of(st: &domain::repayment::Standing) -> Daily {
        Daily {
            dpd: i32::try_from(st.dpd).unwrap_or(i32::MAX),
            next_due_date: st.next_due,
            oldest_due_day: st.oldest_unpaid_due.map(domain::repayment::day_number),
        }
    }
}

/// The daily standing of the loans `ids` (ids of loans the caller found in its scope), by loan
/// id; loans without a standing row are left out (read them as [`Daily::default`]).
///
/// Errors: the database failed.
pub async fn daily(
    db: &impl sea_orm::ConnectionTrait,
    ids: &[uuid::Uuid],
) -> Result<std::collections::HashMap<uuid::Uuid, Daily>, sea_orm::DbErr> {
    use loan_standing::Column as S;
    if ids.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    let rows: Vec<(uuid::Uuid, i32, Option<chrono::NaiveDate>, Option<i32>)> = loan_standing::Entity::find()
        .select_only()
        .columns([S::LoanId, S::Dpd, S::NextDueDate, S::OldestDueDay])
        .filter(S::LoanId.is_in(ids.to_vec()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(id, dpd, next_due_date, oldest_due_day)| (id, Daily { dpd, next_due_date, oldest_due_day }))
        .collect())
}
