//! The daily job's repayment step (issue 10 item 4): for one business date, every active loan's
//! oldest unpaid due date, rupiah overdue, hold, days past due (less held days), quality bucket
//! and status, then a DPD history row per loan, in set-based SQL (a handful of statements
//! whatever the number of loans) and one transaction. Status changes move the counters by
//! the same grouped counts and bump the loan's version, so a staff write that read the loan
//! before answers 409 instead of moving the counters from a stale status.
//!
//! The values inlined in the SQL are day numbers computed here and bucket codes checked by
//! `domain::repayment::QualityBuckets::new` (`[a-z0-9_]`), never request input.

use chrono::NaiveDate;
use domain::repayment::{QualityBuckets, day_number};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, TransactionTrait};

use super::counts;

/// What one run changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DpdOutcome {
    /// Active loans looked at.
    pub loans: u64,
    /// Loans whose status changed.
    pub status_changed: u64,
    /// DPD history rows written (0 on a rerun of the date).
    pub history_rows: u64,
}

/// The loans the job updates: activated, not inactive, live.
const ACTIVE: &str = "active_status IN ('normal', 'on_hold', 'late', 'non_performing') AND deleted_at IS NULL";

/// The status a loan takes from its hold and DPD (as `domain::repayment::status_of`; paid-off
/// loans are already inactive and not among [`ACTIVE`]).
const NEW_STATUS: &str =
    "CASE WHEN hold_billing THEN 'on_hold' WHEN dpd > 90 THEN 'non_performing' WHEN dpd >= 1 THEN 'late' ELSE 'normal' END";

/// Runs the step for `date` (Asia/Jakarta).
pub async fn run(db: &DatabaseConnection, date: NaiveDate, buckets: &QualityBuckets) -> Result<DpdOutcome, DbErr> {
    let t = day_number(date);
    let txn = db.begin().await?;
    let unpaid = "i.loan_id = loans.id AND i.amount_paid < i.amount_due";
    let looked = txn
        .execute_unprepared(&format!(
            "UPDATE loans SET \
               oldest_due_day = (SELECT MIN(i.due_day) FROM installments i WHERE {unpaid}), \
               next_due_date = (SELECT MIN(i.due_date) FROM installments i WHERE {unpaid} AND i.due_day >= {t}), \
               amount_overdue = COALESCE((SELECT SUM(i.amount_due - i.amount_paid) FROM installments i WHERE {unpaid} AND i.due_day < {t}), 0), \
               hold_billing = EXISTS (SELECT 1 FROM loan_holds h WHERE h.loan_id = loans.id AND h.start_day <= {t} AND h.end_day >= {t}) \
             WHERE {ACTIVE}"
        ))
        .await?
        .rows_affected();
    // Held days between the first late day (oldest due + 1) and the date, per hold.
    let lo = "CASE WHEN h.start_day > loans.oldest_due_day + 1 THEN h.start_day ELSE loans.oldest_due_day + 1 END";
    let hi = format!("CASE WHEN h.end_day < {t} THEN h.end_day ELSE {t} END");
    txn.execute_unprepared(&format!(
        "UPDATE loans SET dpd = CASE WHEN oldest_due_day IS NULL OR oldest_due_day >= {t} THEN 0 ELSE \
           ({t} - oldest_due_day) - COALESCE((SELECT SUM(CASE WHEN ({hi}) >= ({lo}) THEN ({hi}) - ({lo}) + 1 ELSE 0 END) \
             FROM loan_holds h WHERE h.loan_id = loans.id AND h.start_day <= {t} AND h.end_day > loans.oldest_due_day), 0) END \
         WHERE {ACTIVE}"
    ))
    .await?;
    txn.execute_unprepared(&format!("UPDATE loans SET dpd = 0 WHERE dpd < 0 AND {ACTIVE}")).await?;
    txn.execute_unprepared(&format!("UPDATE loans SET bucket = {} WHERE {ACTIVE}", bucket_case(buckets))).await?;
    // Counters first, from the same grouped changes the update makes.
    let moves = txn
        .query_all_raw(sea_orm::Statement::from_string(
            txn.get_database_backend(),
            format!(
                "SELECT active_status AS old_status, {NEW_STATUS} AS new_status, COUNT(*) AS n FROM loans \
                 WHERE {ACTIVE} AND active_status <> {NEW_STATUS} GROUP BY active_status, {NEW_STATUS}"
            ),
        ))
        .await?;
    let mut status_changed = 0u64;
    for m in moves {
        let (old, new, n): (String, String, i64) =
            (m.try_get("", "old_status")?, m.try_get("", "new_status")?, m.try_get("", "n")?);
        counts::count_add(&txn, &format!("active:{old}"), -n).await?;
        counts::count_add(&txn, &format!("active:{new}"), n).await?;
        status_changed += u64::try_from(n).unwrap_or(0);
    }
    txn.execute_unprepared(&format!(
        "UPDATE loans SET active_status = {NEW_STATUS}, version = version + 1 WHERE {ACTIVE} AND active_status <> {NEW_STATUS}"
    ))
    .await?;
    let history_rows = txn
        .execute_unprepared(&format!(
            "INSERT INTO loan_dpd_history (loan_id, business_date, dpd, active_status, bucket) \
             SELECT id, '{date}', dpd, active_status, bucket FROM loans WHERE {ACTIVE} \
             ON CONFLICT (loan_id, business_date) DO NOTHING"
        ))
        .await?
        .rows_affected();
    txn.commit().await?;
    Ok(DpdOutcome { loans: looked, status_changed, history_rows })
}

/// `CASE WHEN dpd >= 91 THEN 'macet' … ELSE 'lancar' END` from the configured buckets.
fn bucket_case(buckets: &QualityBuckets) -> String {
    let mut ranges = buckets.ranges();
    ranges.reverse();
    let mut sql = String::from("CASE");
    let mut first = "lancar";
    for (code, min, _) in ranges {
        if min == 0 {
            first = code;
        } else {
            sql.push_str(&format!(" WHEN dpd >= {min} THEN '{code}'"));
        }
    }
    sql.push_str(&format!(" ELSE '{first}' END"));
    sql
}
