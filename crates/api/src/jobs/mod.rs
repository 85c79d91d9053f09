//! Background work, one file per job (DESIGN §2): the daily job (KYC and first-payment expiry,
//! days past due and quality buckets), the swap settler (folds stored battery swaps), the
//! mobility sync (units' places from the vehicle-mobility service) and the retention run
//! (anonymising closed borrowers). `roda serve` starts the scheduled ones with [`start`];
//! `roda jobs run …` runs one now. One runner gives every job its log lines (`job`,
//! `elapsed_ms`, the outcome or the error): [`run_on`] with a schedule, [`spawn_once`] for the
//! work a request starts (an import's check and commit, whose rows live with their area). The
//! daily job's lease (one instance per business date) is its own (`storage::repo::jobs`).

pub mod daily;
pub mod messages;
pub mod mobility;
pub mod retention;
pub mod settler;

use std::{future::Future, time::Duration};

use chrono::NaiveTime;

use crate::state::AppState;

/// When a scheduled job runs: once when the process starts, then …
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schedule {
    /// … every day at this Asia/Jakarta time.
    DailyAt(NaiveTime),
    /// … again this long after each run ends.
    Every(Duration),
}

impl Schedule {
    /// How long to wait after a run that ended now.
    fn wait(self) -> Duration {
        match self {
            Schedule::Every(d) => d,
            Schedule::DailyAt(at) => {
                let next =
                    domain::calendar::day_start(domain::calendar::today() + chrono::Duration::days(1)) + (at - NaiveTime::MIN);
                (next - storage::repo::now()).to_std().unwrap_or(Duration::from_secs(60))
            }
        }
    }
}

/// Runs `job` on `schedule` for as long as the process lives: each run is logged under `name`
/// with its duration and what it answered (its `Debug`), or its error; a failed run is tried
/// again at the next time, never in a tight loop.
pub async fn run_on<F, Fut, T>(name: &'static str, schedule: Schedule, mut job: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = anyhow::Result<T>>,
    T: std::fmt::Debug,
{
    loop {
        logged(name, job()).await;
        tokio::time::sleep(schedule.wait()).await;
    }
}

/// Runs `job` once in the background, logged as a scheduled run is: the work a request starts
/// and does not wait for (an import's check or commit). The job marks its own work failed on an
/// error; the runner only logs it.
pub fn spawn_once<Fut, T>(name: &'static str, job: Fut)
where
    Fut: Future<Output = anyhow::Result<T>> + Send + 'static,
    T: std::fmt::Debug + Send + 'static,
{
    tokio::spawn(logged(name, job));
}

/// Awaits one run of a job and logs it under `name`: its duration and what it answered (its
/// `Debug`), or its error.
async fn logged<Fut, T>(name: &'static str, job: Fut)
where
    Fut: Future<Output = anyhow::Result<T>>,
    T: std::fmt::Debug,
{
    let started = std::time::Instant::now();
    let outcome = job.await;
    let elapsed_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
    match outcome {
        Ok(outcome) => tracing::info!(job = name, elapsed_ms, ?outcome, "job finished"),
        Err(e) => tracing::error!(job = name, elapsed_ms, error = %e, "job failed"),
    }
}

/// When the daily job runs: 00:05 Asia/Jakarta, after the business date turns.
pub const DAILY_AT: NaiveTime = match NaiveTime::from_hms_opt(0, 5, 0) {
    Some(t) => t,
    None => NaiveTime::MIN,
};

/// Starts the scheduled background work of `roda serve`: the daily job, the swap settler and,
/// when the mobility service is configured, its sync every `mobility_interval_secs`.
pub fn start(state: &AppState) {
    let db = state.db.clone();
    let holder = daily::holder(&state.boot);
    let config = state.config.clone();
    tokio::spawn(run_on(daily::DAILY, Schedule::DailyAt(DAILY_AT), move || {
        let (db, holder, config) = (db.clone(), holder.clone(), config.clone());
        async move { daily::run_daily(&db, &config, domain::calendar::today(), &holder).await }
    }));
    let settling = state.clone();
    tokio::spawn(async move { settling.swap_settler.run(&settling.db).await });
    // Reminders (issue 43 item 4): every instance sends; the claim's lease keeps each message to one.
    let sending = state.clone();
    let every = Duration::from_secs(state.config.messages_interval_secs.max(1));
    tokio::spawn(run_on(messages::MESSAGES, Schedule::Every(every), move || {
        let state = sending.clone();
        async move { messages::run(&state).await }
    }));
    if state.mobility.is_some() {
        let every = Duration::from_secs(state.config.mobility_interval_secs);
        let state = state.clone();
        tokio::spawn(run_on("mobility", Schedule::Every(every), move || {
            let state = state.clone();
            async move {
                match state.mobility.as_ref() {
                    Some(client) => mobility::sync(&state.db, client).await,
                    None => Ok(mobility::SyncReport::default()),
                }
            }
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_wait_ends_at_the_next_five_past_midnight_in_jakarta() {
        let wait = Schedule::DailyAt(DAILY_AT).wait();
        assert!(wait <= Duration::from_secs(24 * 3600 + 5 * 60), "{wait:?}");
        let end = storage::repo::now() + chrono::Duration::from_std(wait).unwrap_or_default();
        let local = end.with_timezone(&domain::calendar::ZONE).time();
        // Within the second the test took to compute it.
        assert!((local - DAILY_AT).num_seconds().abs() <= 1, "{local}");
        assert_eq!(Schedule::Every(Duration::from_secs(7)).wait(), Duration::from_secs(7));
    }
}
