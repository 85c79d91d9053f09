//! Collections (issue 43 items 2 and 3; DESIGN §3 "Collections"): a collector's contacts with a
//! late borrower, the promises to pay they record, and where each promise stands. Pure: storage
//! keeps the contacts, promises and each loan's collection case; the daily job asks
//! [`promise_outcome`] what became of each open promise.
//!
//! Rupiah are integers; dates are Asia/Jakarta days.

use chrono::NaiveDate;

use crate::pipeline::status::status_enum;

status_enum! {
    /// How a collector reached (or tried to reach) the borrower.
    ContactChannel { Call, Whatsapp, Sms, Email, Visit }
}

status_enum! {
    /// What came of a contact.
    ContactOutcome { Reached, NoAnswer, WrongNumber, Refused, Promised, Paid, Dispute }
}

status_enum! {
    /// Where a promise to pay stands: open until its date, kept once the payments since it was
    /// made reach its amount by its date, broken otherwise.
    PromiseStatus { Open, Kept, Broken }
}

/// How far ahead a promise may be dated, days: a collector's follow-up, not a new schedule.
pub const PROMISE_DAYS_MAX: i64 = 31;

/// Longest contact or promise note, characters.
pub const NOTE_MAX: usize = 1_000;

/// What became of a promise of `amount` rupiah for `promised` on business date `today`, when
/// `paid` rupiah were paid (and not reversed) since it was made, up to its date.
pub fn promise_outcome(amount: i64, promised: NaiveDate, paid: i64, today: NaiveDate) -> PromiseStatus {
    if paid >= amount {
        PromiseStatus::Kept
    } else if today > promised {
        PromiseStatus::Broken
    } else {
        PromiseStatus::Open
    }
}

/// Checks a promise's date against `today`: not before today, at most [`PROMISE_DAYS_MAX`]
/// ahead. Errors: `promised_date_invalid`.
pub fn check_promised_date(promised: NaiveDate, today: NaiveDate) -> Result<(), &'static str> {
    let days = (promised - today).num_days();
    if (0..=PROMISE_DAYS_MAX).contains(&days) { Ok(()) } else { Err("promised_date_invalid") }
}

/// Where a late loan stands on its collector's list (its rank, lower first): a broken promise
/// first, then a next action due today or earlier (an open promise falling due included), then
/// the rest; within a rank the most overdue first.
pub fn rank(promise: Option<PromiseStatus>, next_action: Option<NaiveDate>, today: NaiveDate) -> i32 {
    match (promise, next_action) {
        (Some(PromiseStatus::Broken), _) => 0,
        (_, Some(d)) if d <= today => 1,
        _ => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap_or_default()
    }

    #[test]
    fn a_promise_is_kept_once_paid_in_full_and_broken_only_after_its_date() {
        let due = d("2026-12-10");
        assert_eq!(promise_outcome(500_000, due, 0, d("2026-12-09")), PromiseStatus::Open);
        assert_eq!(promise_outcome(500_000, due, 499_999, d("2026-12-10")), PromiseStatus::Open, "its own day still counts");
        assert_eq!(promise_outcome(500_000, due, 499_999, d("2026-12-11")), PromiseStatus::Broken);
        assert_eq!(promise_outcome(500_000, due, 500_000, d("2026-12-05")), PromiseStatus::Kept, "paid early");
        assert_eq!(promise_outcome(500_000, due, 600_000, d("2026-12-20")), PromiseStatus::Kept);
    }

    #[test]
    fn a_promise_is_dated_today_or_within_a_month() {
        let today = d("2026-01-31");
        assert_eq!(check_promised_date(today, today), Ok(()));
        assert_eq!(check_promised_date(d("2026-03-03"), today), Ok(()), "31 days over a short February");
        assert_eq!(check_promised_date(d("2026-03-04"), today), Err("promised_date_invalid"));
        assert_eq!(check_promised_date(d("2026-01-30"), today), Err("promised_date_invalid"));
    }

    #[test]
    fn a_broken_promise_ranks_first_then_what_is_due_today() {
        let today = d("2026-12-10");
        assert_eq!(rank(Some(PromiseStatus::Broken), None, today), 0);
        assert_eq!(rank(Some(PromiseStatus::Open), Some(today), today), 1);
        assert_eq!(rank(None, Some(d("2026-12-01")), today), 1);
        assert_eq!(rank(Some(PromiseStatus::Open), Some(d("2026-12-11")), today), 2);
        assert_eq!(rank(None, None, today), 2);
    }
}
