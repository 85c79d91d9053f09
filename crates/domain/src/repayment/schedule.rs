//! The installment schedule (issue 10 item 1): due dates by frequency from the handover date,
//! amounts from the terms, and the shift hold billing gives later due dates.

use chrono::{Months, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::terms::{Frequency, Terms};

/// One installment as stored. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Installment {
    /// 1-based, in due order.
    pub number: i32,
    /// The due date now: the original one shifted by the holds that started on or before it.
    pub due_date: NaiveDate,
    /// The due date the schedule gave.
    pub original_due_date: NaiveDate,
    pub amount_due: i64,
    /// The principal part of `amount_due` (issue 41 item 3); the rest is interest.
    pub principal_due: i64,
    pub amount_paid: i64,
    /// When it was paid in full.
    pub paid_date: Option<NaiveDate>,
    /// Held by hold billing (issue 41 item 12): its due date fell inside a hold and moved past
    /// it. Later installments move too but are not held; cleared on deactivation.
    pub held: bool,
    /// Its late fee (denda, issue 43 item 1): accrued by the daily job, paid, waived.
    #[serde(default)]
    pub late_fee: super::LateFee,
}

impl Installment {
    /// Rupiah still to pay on it.
    pub fn open(&self) -> i64 {
        (self.amount_due - self.amount_paid).max(0)
    }

    /// The interest part of `amount_due`.
    pub fn interest_due(&self) -> i64 {
        self.amount_due - self.principal_due
    }

    /// The part of what was paid that went to interest: a payment pays an installment's
    /// interest first, then its principal (interest earned before capital returned, as
    /// Indonesian finance companies book it), so the principal still owed is never understated.
    pub fn interest_paid(&self) -> i64 {
        self.amount_paid.clamp(0, self.interest_due().max(0))
    }

    /// The part of what was paid that went to principal.
    pub fn principal_paid(&self) -> i64 {
        self.amount_paid.max(0) - self.interest_paid()
    }

    /// Principal still owed on it.
    pub fn principal_open(&self) -> i64 {
        (self.principal_due - self.principal_paid()).max(0)
    }

    /// Interest still owed on it.
    pub fn interest_open(&self) -> i64 {
        self.open() - self.principal_open()
    }

    /// Its status on `today` (DESIGN §3 `status`).
    pub fn status(&self, today: NaiveDate) -> InstallmentStatus {
        if self.open() == 0 {
            InstallmentStatus::Paid
        } else if self.due_date < today {
            InstallmentStatus::Overdue
        } else if self.held {
            InstallmentStatus::Held
        } else if self.amount_paid > 0 {
            InstallmentStatus::Partial
        } else {
            InstallmentStatus::Due
        }
    }
}

crate::pipeline::status::status_enum! {
    /// An installment's status (DESIGN §3): `held` is an unpaid one whose due date fell inside a
    /// hold and was moved past it (issue 41 item 12: not the later ones the hold only shifted,
    /// never a paid one, nothing after deactivation); `overdue` one unpaid after its due date
    /// (partly paid or not).
    InstallmentStatus { Due, Paid, Partial, Overdue, Held }
}

/// A planned installment: number, due date, rupiah, and the principal part of the amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scheduled {
    pub number: i32,
    pub due_date: NaiveDate,
    pub amount: i64,
    pub principal: i64,
}

impl From<Scheduled> for Installment {
    /// A new installment: nothing paid, due when planned.
    fn from(s: Scheduled) -> Self {
        Installment {
            number: s.number,
            due_date: s.due_date,
            original_due_date: s.due_date,
            amount_due: s.amount,
            principal_due: s.principal,
            amount_paid: 0,
            paid_date: None,
            held: false,
            late_fee: super::LateFee::default(),
        }
    }
}

/// The schedule of a loan handed over on `handover` (issue 10 item 1): installment n falls due
/// n days (daily), n weeks (weekly) or n months (monthly) after the handover; a monthly due
/// date past the month's end falls on its last day (31 January + 1 month = 28/29 February, + 2
/// months = 31 March: each counted from the handover, never from the previous one). Every
/// installment is the terms' amount but the last, which is the remainder; they add up to
/// `total_payable`, and their principal parts ([`Terms::parts`]) to the principal. Empty when a
/// date would overflow the calendar.
pub fn schedule(terms: &Terms, handover: NaiveDate) -> Vec<Scheduled> {
    let n = i32::try_from(terms.tenor).unwrap_or(0);
    let parts = terms.parts();
    (1..=n)
        .zip(parts)
        .map_while(|(k, part)| {
            let step = u32::try_from(k).ok()?;
            let due = match terms.frequency {
                Frequency::Daily => handover.checked_add_days(chrono::Days::new(step.into()))?,
                Frequency::Weekly => handover.checked_add_days(chrono::Days::new(u64::from(step) * 7))?,
                Frequency::Monthly => handover.checked_add_months(Months::new(step))?,
            };
            Some(Scheduled { number: k, due_date: due, amount: part.principal + part.interest, principal: part.principal })
        })
        .collect()
}

/// A hold-billing period, both ends included (Asia/Jakarta dates).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hold {
    pub start: NaiveDate,
    pub end: NaiveDate,
}

impl Hold {
    /// Days held (at least 1 for a valid hold).
    pub fn days(&self) -> i64 {
        (self.end - self.start).num_days() + 1
    }

    /// Whether the hold holds on `day`.
    pub fn holds_on(&self, day: NaiveDate) -> bool {
        self.start <= day && day <= self.end
    }

    /// Where the hold stands on `day`: holding within it, scheduled before it, ended after.
    pub fn state_on(&self, day: NaiveDate) -> super::HoldState {
        if self.holds_on(day) {
            super::HoldState::Holding
        } else if self.start > day {
            super::HoldState::Scheduled
        } else {
            super::HoldState::Ended
        }
    }

    /// Whether the two holds share a day.
    pub fn overlaps(&self, other: &Hold) -> bool {
        self.start <= other.end && other.start <= self.end
    }
}

/// Every installment's due date from its original one and the loan's holds (DESIGN §5: while a
/// hold holds, later due dates shift by the held days). Holds are taken in start order; each
/// moves every due date on or after its start by its length, so an installment falling inside
/// a hold moves past it and is `held` (issue 41 item 12; one an earlier hold pushed into a
/// later one too); the later ones only shift. A paid installment never moves and is never held
/// (it keeps its due date and flag). Recomputed from the originals whenever a hold changes, so
/// editing a hold never shifts twice.
pub fn shift_due_dates(installments: &[Installment], holds: &[Hold]) -> Vec<Installment> {
    let mut holds = holds.to_vec();
    holds.sort_by_key(|h| h.start);
    installments
        .iter()
        .map(|i| {
            if i.open() == 0 {
                return i.clone();
            }
            let mut due = i.original_due_date;
            let mut held = false;
            for h in &holds {
                if due >= h.start {
                    held |= h.holds_on(due);
                    due += chrono::Duration::days(h.days());
                }
            }
            Installment { due_date: due, held, ..i.clone() }
        })
        .collect()
}
