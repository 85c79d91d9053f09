//! The small pieces every sum over installments shares: the scope condition on installments,
//! reading a SUM back on either engine, and a count with its rupiah. Below both the repayment
//! lists ([`super::billing`]) and the reports (`crate::repo::reports`), which sum the same rows.

use sea_orm::{ColumnTrait, Condition, DbErr, sea_query::Query};

use super::Scope;
use crate::entity::{installment, loan};

/// The installments of loans in `scope`: by the lender kept on each installment, and for
/// staff tied to a funding source, only those of loans drawn on it.
pub fn installments_in(scope: Scope) -> Condition {
    let mut c = Condition::all();
    if let Some(id) = scope.lender() {
        c = c.add(installment::Column::LenderId.eq(id));
    }
    if let Some(source) = scope.source() {
        let loans = Query::select()
            .column(loan::Column::Id)
            .from(loan::Entity)
            .and_where(loan::Column::FundingSourceId.eq(source))
            .to_owned();
        c = c.add(installment::Column::LoanId.in_subquery(loans));
    }
    c
}

/// A SUM read back: an integer on SQLite, a numeric (read as text) on PostgreSQL.
pub fn sum(row: &sea_orm::QueryResult, col: &str) -> Result<i64, DbErr> {
    if let Ok(v) = row.try_get::<i64>("", col) {
        return Ok(v);
    }
    let d: sea_orm::prelude::Decimal = row.try_get("", col)?;
    Ok(i64::try_from(d.trunc().mantissa() / 10i128.pow(d.scale())).unwrap_or(i64::MAX))
}

/// A count and its rupiah.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CountAmount {
    pub count: i64,
    pub amount: i64,
}
