//! The sums behind a funder's monthly statement (issue 44 item 5): the month-end book of a
//! lender grouped by DPD, and the financing receivable's balance on a day, read from the
//! journal (`journal_lines`) and the DPD history (`loan_dpd_history`) in grouped statements,
//! never loan by loan. The month's movements are `super::journal::movements`'.

use chrono::NaiveDate;
use domain::journal::Account;
use domain::statement::Position;
use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement, Value};

use super::loans::{Scope, sums::sum};

/// The SQL text of the scope's condition on `journal_lines` aliased `j`, its values appended
/// to `values` (PostgreSQL placeholders numbered after those already there).
fn scope_sql(backend: DbBackend, scope: Scope, values: &mut Vec<Value>) -> String {
    let mut param = |v: Value| {
        values.push(v);
        if backend == DbBackend::Postgres { format!("${}", values.len()) } else { "?".to_owned() }
    };
    let mut sql = String::new();
    if let Some(lender) = scope.lender() {
        sql.push_str(&format!(" AND j.lender_id = {}", param(lender.into())));
    }
    if let Some(source) = scope.source() {
        sql.push_str(&format!(" AND j.loan_id IN (SELECT id FROM loans WHERE funding_source_id = {})", param(source.into())));
    }
    sql
}

/// The book of `scope` at the end of `end` (Asia/Jakarta), grouped by DPD: per DPD, the loans
/// whose financing receivable has a non-zero balance to that day and the sum of those balances
/// (rupiah), each loan's DPD being its latest `loan_dpd_history` row on or before `end` (0
/// without one). One statement; its rows are bounded by distinct DPD values. Ordered by DPD.
///
/// Errors: the database failed.
pub async fn month_end_book(db: &impl ConnectionTrait, scope: Scope, end: NaiveDate) -> Result<Vec<Position>, DbErr> {
    let backend = db.get_database_backend();
    let p = |n: usize| if backend == DbBackend::Postgres { format!("${n}") } else { "?".to_owned() };
    // Values in the placeholders' textual order (SQLite binds `?` by position): the day of the
    // DPD look-up, the account, the day of the balances, then the scope's.
    let mut values: Vec<Value> = vec![end.into(), Account::FinancingReceivable.as_str().into(), end.into()];
    let scope_cond = scope_sql(backend, scope, &mut values);
    // The DPD subquery sits one level below the grouping: PostgreSQL does not group by a
    // correlated subquery over an ungrouped column.
    let sql = format!(
        "SELECT x.dpd AS dpd, COUNT(*) AS loans, COALESCE(SUM(x.balance), 0) AS principal FROM ( \
           SELECT b.balance AS balance, CAST(COALESCE((SELECT h.dpd FROM loan_dpd_history h \
             WHERE h.loan_id = b.loan_id AND h.business_date <= {day} ORDER BY h.business_date DESC LIMIT 1), 0) AS BIGINT) AS dpd \
           FROM (SELECT j.loan_id AS loan_id, SUM(j.debit - j.credit) AS balance FROM journal_lines j \
                 WHERE j.account = {account} AND j.posted_on <= {to} AND j.loan_id IS NOT NULL{scope_cond} \
                 GROUP BY j.loan_id HAVING SUM(j.debit - j.credit) <> 0) b \
         ) x GROUP BY x.dpd ORDER BY x.dpd",
        day = p(1),
        account = p(2),
        to = p(3),
    );
    let rows = db.query_all_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        out.push(Position { dpd: sum(&row, "dpd")?, loans: sum(&row, "loans")?, outstanding_principal: sum(&row, "principal")? });
    }
    Ok(out)
}

/// The financing receivable's balance (debits less credits, rupiah) of `scope`'s lines posted
/// on or before `day`: the book's outstanding principal at the end of that day.
///
/// Errors: the database failed; a corrupt account name.
pub async fn receivable_on(db: &impl ConnectionTrait, scope: Scope, day: NaiveDate) -> Result<i64, DbErr> {
    let rows = super::journal::trial_balance(db, scope, day).await?;
    Ok(rows.iter().filter(|a| a.account == Account::FinancingReceivable).map(|a| a.debit - a.credit).sum())
}
