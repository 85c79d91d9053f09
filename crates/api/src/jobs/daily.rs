//! The daily job (issue 9 item 6, issue 10 item 4): at 00:05 Asia/Jakarta (and from `roda jobs
//! run daily`) it expires KYC meetings whose time passed without a result and first payments
//! whose due date passed unpaid, each through the pipeline's `expire` transition and the one
//! write path (an audit row per loan, by the system); then it accrues late fees on overdue
//! installments (`storage::repo::loans::late_fees`, issue 43 item 1); then it computes every active loan's days
//! past due, status and quality bucket and its DPD history row, set-based
//! (`storage::repo::loans::dpd`), and on SQLite merges the search index's segments
//! (`storage::repo::loans::search::merge_index`); and it marks promises to pay kept or broken
//! (`storage::repo::loans::collections`, issue 43 item 3); and it queues the day's reminders to
//! borrowers (`crate::jobs::messages`, issue 43 item 4). A lease row per business date lets exactly
//! one instance run it; a rerun of a finished date changes nothing.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::pipeline::{KycStatus, PaymentStatus, kyc};
use storage::{
    Db, StoreError,
    entity::{job_run, loan},
    repo::{
        audit::Actor,
        jobs,
        loans::{self, AuditDetail, Change, LoanPatch},
    },
};

/// The job's name in `job_runs`.
pub const DAILY: &str = "daily";
/// How long a run may hold its date before another instance may take over (a crashed run).
pub const LEASE_MINUTES: i64 = 15;
/// Loans read per page.
const PAGE: u64 = 500;

/// What a call to [`run_daily`] did.
#[derive(Debug, Clone)]
pub struct DailyOutcome {
    /// This call did the work (false: another instance holds the date, or it already ran).
    pub ran: bool,
    /// The date's run as stored.
    pub run: Option<job_run::Model>,
}

/// The business date a daily run may be asked for (issue 40 item 7): today (Asia/Jakarta)
/// when none is given; a past date within a year (a missed day run again). A date after today
/// is refused unless `future_allowed` (tests, and a benchmark with the clock set ahead): a run
/// for next year would mark every active loan non performing until the next real run.
/// Errors: `date_in_future`, `date_invalid` (over a year back).
pub fn business_date(requested: Option<NaiveDate>, today: NaiveDate, future_allowed: bool) -> Result<NaiveDate, &'static str> {
    let Some(date) = requested else { return Ok(today) };
    let days = (date - today).num_days();
    match days {
        1.. if !future_allowed => Err("date_in_future"),
        -366..=366 => Ok(date),
        _ => Err("date_invalid"),
    }
}

/// Runs the daily job for business date `date` as `holder` (an instance name).
///
/// Errors: the database failed (the lease stays until it runs out, then another run takes
/// over; what was committed stays, and the rest is done by that run).
pub async fn run_daily(
    db: &Db,
    config: &crate::config::ApiConfig,
    date: NaiveDate,
    holder: &str,
) -> anyhow::Result<DailyOutcome> {
    let now = storage::repo::now();
    let Some(run) = jobs::try_lease(db, DAILY, date, holder, now, now + Duration::minutes(LEASE_MINUTES)).await? else {
        return Ok(DailyOutcome { ran: false, run: jobs::find(db, DAILY, date).await? });
    };
    let actor = Actor { user_id: None, request_id: Some(format!("{}{DAILY}:{date}", storage::repo::audit::JOB_REQUEST_PREFIX)) };
    let start = domain::calendar::day_start(date);
    let mut changed = 0i64;
    for (column, value) in [
        (loan::Column::KycStatus, KycStatus::KycScheduled.as_str()),
        (loan::Column::PaymentStatus, PaymentStatus::PaymentScheduled.as_str()),
    ] {
        let mut after = None;
        loop {
            let page = loans::stages::with_status(db, column, value, after, PAGE).await?;
            let Some(last) = page.last() else { break };
            after = Some(last.id);
            let full = page.len() as u64 == PAGE;
            for l in page {
                changed += i64::from(expire_one(db, &actor, l, start, date).await?);
            }
            if !full {
                break;
            }
        }
    }
    // Fees first: the day's accrual reads the installments as they were due, before the DPD step.
    let fees = loans::late_fees::accrue(db, date).await?;
    let dpd = loans::dpd::run(db, date).await?;
    let promises = loans::collections::resolve_promises(db, date).await?;
    // Reminders (issue 43 item 4) after the DPD step: loans that stopped repaying get none.
    let reminders = super::messages::queue_reminders(db, config, date, storage::repo::now()).await?;
    changed += i64::try_from(dpd.status_changed).unwrap_or(i64::MAX);
    // SQLite: the day's new search-index segments merged, in short steps (search speed).
    let merge_steps = loans::search::merge_index(db).await?;
    jobs::finish(db, run.id, changed, storage::repo::now()).await?;
    tracing::info!(%date, rows_changed = changed, late_loans = fees.loans, late_fee_installments = fees.installments, late_fees_accrued = fees.accrued, promises_kept = promises.kept, promises_broken = promises.broken, reminders_queued = reminders.queued, active_loans = dpd.loans, loans_changed = dpd.loans_changed, daily_changed = dpd.daily_changed, dpd_history = dpd.history_rows, search_merge_steps = merge_steps, "daily job finished");
    Ok(DailyOutcome { ran: true, run: jobs::find(db, DAILY, date).await? })
}

/// Expires what passed on one loan, in its own transaction. Answers whether it changed.
async fn expire_one(db: &Db, actor: &Actor, l: loan::Model, start: DateTime<Utc>, date: NaiveDate) -> anyhow::Result<bool> {
    let kyc_passed = l.kyc_scheduled_at.is_some_and(|at| at.with_timezone(&Utc) < start);
    let payment_passed = l.first_payment_due.is_some_and(|due| due < date);
    let Ok(transition) = kyc::expire(&loans::state_of(&l), kyc_passed, payment_passed, start) else { return Ok(false) };
    let audit = AuditDetail {
        before: None,
        after: Some(
            serde_json::json!({ "business_date": date, "kyc_scheduled_at": l.kyc_scheduled_at, "first_payment_due": l.first_payment_due }),
        ),
    };
    match loans::apply(db, actor, vec![Change { loan: l, transition, patch: LoanPatch::default(), audit }]).await {
        Ok(_) => Ok(true),
        // Staff changed the loan meanwhile (rescheduled it, recorded the result): nothing to do.
        Err(StoreError::Conflict) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// This process's name on a job lease: host and process id (at most 64 characters).
pub fn holder(boot: &crate::boot::Boot) -> String {
    let mut h = format!("{}:{}", boot.0.host, boot.0.pid);
    h.truncate(64);
    h
}

#[cfg(test)]
mod business_date_tests {
    use super::business_date;
    use chrono::NaiveDate;

    #[test]
    fn a_run_is_for_today_or_a_past_day_within_a_year_and_the_future_only_when_allowed() {
        let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap_or_default();
        let day = |n: i64| today + chrono::Duration::days(n);
        assert_eq!(business_date(None, today, false), Ok(today));
        assert_eq!(business_date(Some(today), today, false), Ok(today));
        assert_eq!(business_date(Some(day(-1)), today, false), Ok(day(-1)));
        assert_eq!(business_date(Some(day(-366)), today, false), Ok(day(-366)));
        assert_eq!(business_date(Some(day(-367)), today, false), Err("date_invalid"));
        assert_eq!(business_date(Some(day(1)), today, false), Err("date_in_future"));
        assert_eq!(business_date(Some(day(365)), today, false), Err("date_in_future"));
        assert_eq!(business_date(Some(day(1)), today, true), Ok(day(1)));
        assert_eq!(business_date(Some(day(367)), today, true), Err("date_invalid"));
    }
}
