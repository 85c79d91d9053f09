//! Reminders that reach the borrower (issue 43 item 4; DESIGN §3 "Reminders"): the daily job's
//! step that queues them ([`queue_reminders`]) and the message job that sends them
//! ([`send_due`], every `RODA_MESSAGES_INTERVAL_SECS` from `roda serve`, and `roda jobs run
//! messages`). Both take the time they run at (`now`), so tests are exact.
//!
//! Queueing, for business date D: for each active rule of offset k, the unpaid installments due
//! on D − k of live loans that repay and are not on hold get one message each, rendered now from
//! the rule's template in the borrower's language (Indonesian: no preference is stored), to be
//! sent from the first moment of 08:00–20:00 in the borrower's zone (WIB, or WITA/WIT by the
//! province of the loan's address). Pages of [`PAGE`] installments, each queued in one statement
//! with the unique (rule, loan, installment) key and `ON CONFLICT DO NOTHING`: a rerun, or two
//! instances at once, queue each reminder once.
//!
//! Sending: each run claims due messages under a lease ([`LEASE`], `storage::repo::reminders::
//! claim`: one message goes to one sender), checks that the loan is still reminded (repaying,
//! not on hold) and the installment still unpaid, sends through the channel's provider
//! (`crate::messaging`, [`CONCURRENCY`] at a time) and records the outcome: sent (with the
//! provider's id), queued again after the backoff of `domain::reminders::retry_after` (and into
//! the send window) when the provider was unavailable, failed at once on a refusal, or failed after
//! `domain::reminders::MAX_ATTEMPTS` attempts.

use std::sync::Arc;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use chrono_tz::Tz;
use domain::{
    Lang,
    pipeline::ActiveStatus,
    reminders::{self as rules, MessageChannel, Values},
    repayment::day_number,
};
use storage::{
    Db,
    entity::message,
    repo::reminders::{self as repo, Attempted, Candidate, NewMessage, REMINDED, Standing},
};
use uuid::Uuid;

use crate::{
    config::ApiConfig,
    messaging::{Delivery, Messengers, Outgoing},
};

/// The job's name in logs.
pub const MESSAGES: &str = "messages";
/// Installments read (and messages queued) per statement.
pub const PAGE: u64 = 500;
/// Messages claimed per batch.
pub const BATCH: u64 = 50;
/// Messages sent at once.
pub const CONCURRENCY: usize = 10;
/// How long a claim holds its messages: well above a batch's sends (each at most a few 10 s
/// requests), so a live sender never loses one; a dead sender's are claimable after it.
pub const LEASE: Duration = Duration::minutes(10);
/// Batches per run at most: a run ends, the next one continues.
pub const MAX_BATCHES: usize = 200;

/// What [`queue_reminders`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QueueOutcome {
    /// Active rules applied.
    pub rules: usize,
    /// Messages queued now (none twice).
    pub queued: u64,
}

/// The borrower's zone, from the loan's address.
fn zone_of(address: Option<&serde_json::Value>) -> Tz {
    rules::zone_of_province(address.and_then(|a| a["province_code"].as_str()))
}

/// The virtual account a loan pays into, as a reminder prints it: `BNI 880890000000042`.
fn virtual_account(config: &ApiConfig, loan_code: &str) -> Option<String> {
    let va = &config.virtual_accounts;
    let number = domain::virtual_account::number_of(&va.prefix, loan_code)?;
    Some(format!("{} {number}", va.bank_code).trim().to_owned())
}

/// The message of rule `rule` (template `body`, Indonesian) for candidate `c`, to send from
/// the first moment of the window after `now`.
fn message_for(
    config: &ApiConfig,
    rule: &storage::entity::reminder_rule::Model,
    body: &str,
    c: Candidate,
    now: DateTime<Utc>,
) -> NewMessage {
    let tz = zone_of(c.address.as_ref());
    let values = Values {
        name: c.full_name,
        virtual_account: virtual_account(config, &c.loan_code),
        loan_id: c.loan_code,
        amount_due: c.owed,
        due_date: c.due_date,
    };
    let recipient = match *rule.channel {
        MessageChannel::Whatsapp | MessageChannel::Sms => c.phone,
        MessageChannel::Email => c.email,
    };
    NewMessage {
        rule_id: rule.id,
        offset_days: rule.offset_days,
        loan_id: c.loan_id,
        installment_number: c.number,
        lender_id: c.lender_id,
        funding_source_id: c.funding_source_id,
        channel: *rule.channel,
        lang: "id",
        recipient,
        body: rules::render(body, &values),
        send_at: rules::next_send_at(now, tz),
        time_zone: tz.name().to_owned(),
    }
}

/// Queues the reminders of business date `date` at `now` (see the module docs): for each active
/// rule of offset k, the unpaid installments due on `date` − k of loans that are reminded.
/// A rerun queues nothing twice.
///
/// Errors: the database failed (what was queued stays; a rerun queues the rest).
pub async fn queue_reminders(db: &Db, config: &ApiConfig, date: NaiveDate, now: DateTime<Utc>) -> anyhow::Result<QueueOutcome> {
    let now = micros(now);
    let mut out = QueueOutcome::default();
    for (rule, template) in repo::active_rules(db).await? {
        out.rules += 1;
        let due_day = day_number(date - Duration::days(i64::from(rule.offset_days)));
        let mut after = None;
        loop {
            let page = repo::candidates(db, rule.id, due_day, after, PAGE).await?;
            let Some(last) = page.last() else { break };
            after = Some(last.installment_id);
            let full = page.len() as u64 == PAGE;
            let rows = page.into_iter().map(|c| message_for(config, &rule, &template.body_id, c, now)).collect();
            out.queued += repo::queue(db, rows, now).await?;
            if !full {
                break;
            }
        }
    }
    Ok(out)
}

/// What [`send_due`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SendReport {
    /// Messages this run claimed.
    pub claimed: u64,
    pub sent: u64,
    /// Queued again for a later attempt.
    pub retried: u64,
    pub failed: u64,
}

/// Why a claimed message is not sent at all: its loan is no longer reminded, or the installment
/// was paid meanwhile.
fn not_to_send(s: Option<&Standing>) -> Option<&'static str> {
    let s = s?;
    match s.active {
        Some(ActiveStatus::OnHold) => Some("loan_on_hold"),
        Some(a) if REMINDED.contains(&a) => (s.owed <= 0).then_some("installment_paid"),
        _ => Some("loan_not_repaying"),
    }
}

/// The outcome to record of `delivery`, the message's `attempts`-th attempt (1-based), at `now`
/// in zone `tz`.
fn outcome_of(delivery: Delivery, attempts: i32, now: DateTime<Utc>, tz: Tz) -> Attempted {
    match delivery {
        Delivery::Sent(provider_message_id) => Attempted::Sent { provider_message_id },
        Delivery::Refused(error) => Attempted::Failed { error, attempted: true },
        Delivery::Retry(error) => match rules::retry_after(attempts) {
            Some(wait) => Attempted::Retry { error, next_attempt_at: rules::next_send_at(now + wait, tz) },
            None => Attempted::Failed { error: format!("{error} (gave up after {attempts} attempts)"), attempted: true },
        },
    }
}

/// The message as its provider gets it.
fn outgoing(m: &message::Model, loan_code: Option<&String>) -> Outgoing {
    Outgoing {
        id: m.id,
        channel: *m.channel,
        recipient: m.recipient.clone(),
        body: m.body.clone(),
        lang: if m.lang == "en" { Lang::En } else { Lang::Id },
        loan_code: loan_code.cloned().unwrap_or_default(),
    }
}

/// `t` truncated to microseconds, as stored (both engines read back what was written).
fn micros(t: DateTime<Utc>) -> DateTime<Utc> {
    DateTime::from_timestamp_micros(t.timestamp_micros()).unwrap_or(t)
}

/// Sends the messages due at `now` through `messengers` (see the module docs), batch by batch
/// until none is due (at most [`MAX_BATCHES`]).
///
/// Errors: the database failed (claimed messages whose outcome was not recorded are claimable
/// again when their lease runs out).
pub async fn send_due(db: &Db, messengers: &Arc<Messengers>, now: DateTime<Utc>) -> anyhow::Result<SendReport> {
    let now = micros(now);
    let mut report = SendReport::default();
    for _ in 0..MAX_BATCHES {
        let claim_id = Uuid::now_v7();
        let claimed = repo::claim(db, claim_id, now, now + LEASE, BATCH).await?;
        if claimed.is_empty() {
            break;
        }
        report.claimed += claimed.len() as u64;
        let standings = repo::standings(db, &claimed).await?;
        let codes = storage::repo::loans::codes_of(db, &claimed.iter().map(|m| m.loan_id).collect::<Vec<_>>()).await?;
        let gate = Arc::new(tokio::sync::Semaphore::new(CONCURRENCY));
        let mut sends = tokio::task::JoinSet::new();
        for m in claimed {
            if let Some(reason) = not_to_send(standings.get(&(m.loan_id, m.installment_number))) {
                let outcome = Attempted::Failed { error: reason.to_owned(), attempted: false };
                tally(&mut report, &outcome, repo::record_attempt(db, m.id, claim_id, &outcome, now).await?);
                continue;
            }
            let (db, messengers, gate) = (db.clone(), messengers.clone(), gate.clone());
            let out = outgoing(&m, codes.get(&m.loan_id));
            sends.spawn(async move {
                let _permit = gate.acquire_owned().await;
                let delivery = messengers.provider(out.channel).send(&out).await;
                let tz: Tz = m.time_zone.parse().unwrap_or(domain::calendar::ZONE);
                let outcome = outcome_of(delivery, m.attempts + 1, now, tz);
                let recorded = repo::record_attempt(&db, m.id, claim_id, &outcome, now).await?;
                if let Attempted::Retry { error, .. } | Attempted::Failed { error, .. } = &outcome {
                    tracing::warn!(message_id = %m.id, channel = out.channel.as_str(), attempts = m.attempts + 1, %error, "reminder not sent");
                }
                Ok::<_, sea_orm::DbErr>((outcome, recorded))
            });
        }
        while let Some(done) = sends.join_next().await {
            let (outcome, recorded) = done??;
            tally(&mut report, &outcome, recorded);
        }
    }
    Ok(report)
}

/// Counts a recorded outcome.
fn tally(report: &mut SendReport, outcome: &Attempted, recorded: bool) {
    if !recorded {
        return;
    }
    match outcome {
        Attempted::Sent { .. } => report.sent += 1,
        Attempted::Retry { .. } => report.retried += 1,
        Attempted::Failed { .. } => report.failed += 1,
    }
}

/// [`send_due`] with the state's database and providers, now: the scheduled run.
///
/// Errors: as [`send_due`].
pub async fn run(state: &crate::state::AppState) -> anyhow::Result<SendReport> {
    send_due(&state.db, &state.messengers, storage::repo::now()).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).map(|t| t.to_utc()).unwrap_or_default()
    }

    #[test]
    fn a_failed_attempt_waits_its_backoff_inside_the_window_and_the_fifth_fails() {
        let jkt = domain::calendar::ZONE;
        // 10:00 WIB.
        let now = at("2026-03-05T03:00:00Z");
        assert_eq!(
            outcome_of(Delivery::Retry("sms 503: busy".into()), 1, now, jkt),
            Attempted::Retry { error: "sms 503: busy".into(), next_attempt_at: at("2026-03-05T03:01:00Z") }
        );
        // 19:00 WIB plus two hours is 21:00: the next morning at 08:00.
        let evening = at("2026-03-05T12:00:00Z");
        assert_eq!(
            outcome_of(Delivery::Retry("x".into()), 4, evening, jkt),
            Attempted::Retry { error: "x".into(), next_attempt_at: at("2026-03-06T01:00:00Z") }
        );
        assert!(matches!(outcome_of(Delivery::Retry("x".into()), 5, now, jkt), Attempted::Failed { attempted: true, .. }));
        assert_eq!(
            outcome_of(Delivery::Refused("whatsapp 400: bad number".into()), 1, now, jkt),
            Attempted::Failed { error: "whatsapp 400: bad number".into(), attempted: true }
        );
        assert_eq!(
            outcome_of(Delivery::Sent(Some("wamid.1".into())), 1, now, jkt),
            Attempted::Sent { provider_message_id: Some("wamid.1".into()) }
        );
    }

    #[test]
    fn only_a_repaying_loan_off_hold_with_the_installment_unpaid_is_reminded() {
        let s = |active, owed| Some(Standing { active, owed });
        assert_eq!(not_to_send(s(Some(ActiveStatus::Late), 100).as_ref()), None);
        assert_eq!(not_to_send(s(Some(ActiveStatus::Normal), 100).as_ref()), None);
        assert_eq!(not_to_send(s(Some(ActiveStatus::OnHold), 100).as_ref()), Some("loan_on_hold"));
        assert_eq!(not_to_send(s(Some(ActiveStatus::Inactive), 100).as_ref()), Some("loan_not_repaying"));
        assert_eq!(not_to_send(s(None, 100).as_ref()), Some("loan_not_repaying"));
        assert_eq!(not_to_send(s(Some(ActiveStatus::Late), 0).as_ref()), Some("installment_paid"));
    }
}
