//! Repayments (issue 10; spec §4 active borrower, §9; DESIGN §5): the installment schedule of an
//! active loan, how a payment pays it, hold billing, days past due (DPD), the active status and
//! the loan-quality bucket. Pure: storage keeps the installments, the API reads them, asks these
//! functions what changes and writes it through the loan's one write path.
//!
//! Dates are Asia/Jakarta calendar days ([`NaiveDate`]); money is integer rupiah. SQL that must
//! do date arithmetic on both engines uses [`day_number`] (days since 1970-01-01) instead.

pub mod due;
pub mod ending;
pub mod late_fee;
pub mod payoff;
pub mod quality;
pub mod restructure;
pub mod schedule;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

pub use late_fee::{LateFee, LateFeeTerms};
pub use quality::{
    BUCKETS_MAX, Bucket, QualityBuckets, QualityRegime, Standing, bucket_label, days_past_due, every_bucket, standing, status_of,
};
pub use schedule::{Hold, Installment, InstallmentStatus, Scheduled, schedule, shift_due_dates};

/// Days since 1970-01-01 (negative before): the integer form of a date that SQL can subtract on
/// SQLite and PostgreSQL alike.
pub fn day_number(d: NaiveDate) -> i32 {
    d.signed_duration_since(NaiveDate::default()).num_days() as i32
}

/// The date of a [`day_number`].
pub fn from_day_number(n: i32) -> NaiveDate {
    NaiveDate::default() + chrono::Duration::days(i64::from(n))
}

/// The most one payment may be, rupiah (Rp 10 billion, the largest price): keeps sums far from
/// overflow.
pub const MAX_PAYMENT: i64 = crate::terms::MAX_PRICE;

crate::pipeline::status::status_enum! {
    /// How a payment reached the lender (DESIGN §3); `cash` is cash at the dealer.
    PaymentMethod { BankTransfer, VirtualAccount, Cash, EWallet }
}

crate::pipeline::status::status_enum! {
    /// Why billing is held (DESIGN §3).
    HoldReason { Illness, Accident, VehicleRepair, NaturalDisaster, PlatformSuspension, Other }
}

crate::pipeline::status::status_enum! {
    /// Where a hold-billing period stands on a day ([`Hold::state_on`]): it starts later, holds
    /// that day, or has ended.
    HoldState { Scheduled, Holding, Ended }
}

crate::pipeline::status::status_enum! {
    /// Where a late-fee waiver stands (issue 43 item 1): asked for, then approved (its amount
    /// forgiven) or rejected by another staff member.
    WaiverStatus { Requested, Approved, Rejected }
}

crate::pipeline::status::status_enum! {
    /// Why an active loan became inactive: every installment paid (by itself), deactivated by
    /// staff with nothing outstanding, written off by level 21, or settled early by a payoff
    /// (issue 44 item 1).
    InactiveReason { PaidOff, Deactivated, WrittenOff, SettledEarly }
}

/// One part of a payment: rupiah paid toward installment `number`, of which `interest` went to
/// its interest, `principal` to its principal (issue 41 item 3) and `late_fee` to its late fee
/// (issue 43 item 1); the three add up to `amount`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Part {
    pub number: i32,
    pub amount: i64,
    #[serde(default)]
    pub principal: i64,
    #[serde(default)]
    pub interest: i64,
    #[serde(default)]
    pub late_fee: i64,
}

impl Part {
    /// What `parts` paid of principal and of interest, rupiah.
    pub fn totals(parts: &[Part]) -> (i64, i64) {
        parts.iter().fold((0, 0), |(p, i), x| (p + x.principal, i + x.interest))
    }

    /// What `parts` paid of late fees, rupiah.
    pub fn late_fees(parts: &[Part]) -> i64 {
        parts.iter().map(|x| x.late_fee).sum()
    }
}

/// How a payment is spread: the parts, oldest installment first, and what is left over as the
/// loan's credit (rupiah).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Allocation {
    pub parts: Vec<Part>,
    pub credit: i64,
}

/// Spreads `amount` rupiah over `installments` (in number order): the oldest unpaid first,
/// partial payments allowed, each installment's interest before its principal
/// ([`Installment::interest_paid`]), then its open late fee before the next installment (issue
/// 43 item 1); what is left once every installment is paid is credit. An installment whose
/// amount is paid in full takes `paid_date`. Answers the parts and the installments as they are
/// after it.
///
/// Why every unpaid installment and not only those due: an overpayment is "kept for the next
/// installments" (issue 10 item 2) by prepaying them, so the borrower sees it on the schedule.
pub fn allocate(installments: &[Installment], amount: i64, paid_date: NaiveDate) -> (Allocation, Vec<Installment>) {
    let mut left = amount.max(0);
    let mut parts = Vec::new();
    let mut after = installments.to_vec();
    after.sort_by_key(|i| i.number);
    for i in &mut after {
        if left == 0 {
            break;
        }
        let open = i.amount_due - i.amount_paid;
        if open <= 0 && i.late_fee.open() == 0 {
            continue;
        }
        let take = open.max(0).min(left);
        let interest = take.min(i.interest_due() - i.interest_paid()).max(0);
        i.amount_paid += take;
        if take > 0 && i.amount_paid >= i.amount_due {
            i.paid_date = Some(paid_date);
        }
        left -= take;
        let late_fee = if i.open() == 0 { i.late_fee.open().min(left) } else { 0 };
        i.late_fee.paid += late_fee;
        left -= late_fee;
        parts.push(Part { number: i.number, amount: take + late_fee, principal: take - interest, interest, late_fee });
    }
    (Allocation { parts, credit: left }, after)
}

/// `installments` with `parts` taken back (a reversed payment re-opens what it paid, its late
/// fees too). Parts naming unknown installments are ignored; nothing goes below zero.
pub fn reopen(installments: &[Installment], parts: &[Part]) -> Vec<Installment> {
    let mut after = installments.to_vec();
    for p in parts {
        if let Some(i) = after.iter_mut().find(|i| i.number == p.number) {
            i.amount_paid = (i.amount_paid - (p.amount - p.late_fee)).max(0);
            i.late_fee.paid = (i.late_fee.paid - p.late_fee).max(0);
            if i.amount_paid < i.amount_due {
                i.paid_date = None;
            }
        }
    }
    after
}

#[cfg(test)]
mod tests;
