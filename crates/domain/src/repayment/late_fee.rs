//! Late fees (denda; issue 43 item 1, DESIGN §3 "Late charges"): what an overdue installment
//! accrues each day by its loan's charges, how a waiver spreads over the fees still open. Pure:
//! the daily job asks [`accrue`] and stores the answer; payments pay fees through
//! [`super::allocate`].
//!
//! Rupiah are integers, rates basis points (1 bp = 0.01 %), dates Asia/Jakarta days.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::{Hold, Installment};
use crate::terms::Charges;

/// One installment's late fee, rupiah: what the daily job accrued on it, what payments paid and
/// what approved waivers forgave; `through` is the last day accrued (a rerun of that day, or of
/// an earlier one, adds nothing).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LateFee {
    pub accrued: i64,
    pub paid: i64,
    pub waived: i64,
    pub through: Option<NaiveDate>,
}

impl LateFee {
    /// Rupiah of it still to pay.
    pub fn open(&self) -> i64 {
        (self.accrued - self.paid - self.waived).max(0)
    }
}

/// A loan's late-fee terms, copied from its program when it was verified ([`Charges`]):
/// `bp_per_day` of the overdue amount for each day past due beyond `grace_days`, the fee of one
/// installment capped at `cap_bp` of its amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LateFeeTerms {
    pub bp_per_day: i64,
    pub grace_days: i64,
    pub cap_bp: i64,
}

impl From<Charges> for LateFeeTerms {
    fn from(c: Charges) -> Self {
        LateFeeTerms { bp_per_day: c.late_fee_bp_per_day, grace_days: c.late_fee_grace_days, cap_bp: c.late_fee_cap_bp }
    }
}

/// Basis points in one.
const BP: i128 = 10_000;

/// `i`'s late fee once the daily job has run for `date`, or `None` when that run changes
/// nothing (nothing overdue, still in its grace days, the day already accrued, at its cap).
///
/// Each day accrues `bp_per_day` of the installment's unpaid amount on that run, for every day
/// after `due_date + grace_days` up to `date` not yet accrued (a missed run is caught up by the
/// next) and not inside a hold (a hold stops accrual). The sum is rounded down to the rupiah, in
/// the borrower's favour, and the installment's total never passes `cap_bp` of its amount.
pub fn accrue(i: &Installment, terms: LateFeeTerms, holds: &[Hold], date: NaiveDate) -> Option<LateFee> {
    if i.open() == 0 || terms.bp_per_day <= 0 {
        return None;
    }
    let first = i.due_date.checked_add_signed(chrono::Duration::days(terms.grace_days.max(0) + 1))?;
    let from = match i.late_fee.through {
        Some(t) => first.max(t.succ_opt()?),
        None => first,
    };
    if from > date {
        return None;
    }
    let held: i64 = holds
        .iter()
        .map(|h| {
            let (a, b) = (h.start.max(from), h.end.min(date));
            if a <= b { (b - a).num_days() + 1 } else { 0 }
        })
        .sum();
    let days = ((date - from).num_days() + 1 - held).max(0);
    let cap = i128::from(i.amount_due) * i128::from(terms.cap_bp.max(0)) / BP;
    let add = i128::from(i.open()) * i128::from(terms.bp_per_day) * i128::from(days) / BP;
    let accrued = (i128::from(i.late_fee.accrued) + add).min(cap.max(i128::from(i.late_fee.accrued)));
    Some(LateFee { accrued: i64::try_from(accrued).unwrap_or(i64::MAX), through: Some(date), ..i.late_fee })
}

/// Every installment's open late fee, rupiah.
pub fn open_total(installments: &[Installment]) -> i64 {
    installments.iter().map(|i| i.late_fee.open()).sum()
}

/// `installments` with `amount` rupiah of late fees waived, the oldest installment's fee first;
/// `None` when less than `amount` is open (a waiver forgives only what is owed).
pub fn waive(installments: &[Installment], amount: i64) -> Option<Vec<Installment>> {
    if amount <= 0 || open_total(installments) < amount {
        return None;
    }
    let mut left = amount;
    let mut after = installments.to_vec();
    after.sort_by_key(|i| i.number);
    for i in &mut after {
        let take = i.late_fee.open().min(left);
        i.late_fee.waived += take;
        left -= take;
    }
    Some(after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repayment::{Part, allocate, reopen};

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap_or_default()
    }

    /// Installment `number` of Rp `amount` (a third interest) due on `due`, unpaid.
    fn inst(number: i32, due: &str, amount: i64) -> Installment {
        Installment {
            number,
            due_date: d(due),
            original_due_date: d(due),
            amount_due: amount,
            principal_due: amount * 2 / 3,
            amount_paid: 0,
            paid_date: None,
            held: false,
            late_fee: LateFee::default(),
        }
    }

    /// 0.1 % a day after 3 grace days, capped at 20 % of the installment.
    const TERMS: LateFeeTerms = LateFeeTerms { bp_per_day: 10, grace_days: 3, cap_bp: 2000 };

    #[test]
    fn nothing_accrues_within_the_grace_days_then_each_day_after() {
        let i = inst(1, "2026-03-10", 1_000_000);
        assert_eq!(accrue(&i, TERMS, &[], d("2026-03-13")), None, "3 days late is within grace");
        let day4 = accrue(&i, TERMS, &[], d("2026-03-14")).unwrap_or_default();
        assert_eq!((day4.accrued, day4.through), (1_000, Some(d("2026-03-14"))));
        // A rerun of the same day, or of an earlier one, adds nothing.
        let i = Installment { late_fee: day4, ..i };
        assert_eq!(accrue(&i, TERMS, &[], d("2026-03-14")), None);
        assert_eq!(accrue(&i, TERMS, &[], d("2026-03-12")), None);
        // Two missed runs are caught up by the next.
        assert_eq!(accrue(&i, TERMS, &[], d("2026-03-17")).map(|f| f.accrued), Some(4_000));
    }

    #[test]
    fn the_fee_is_on_the_unpaid_amount_and_stops_at_its_cap() {
        let mut i = inst(1, "2026-03-10", 1_000_000);
        i.amount_paid = 400_000;
        assert_eq!(accrue(&i, TERMS, &[], d("2026-03-14")).map(|f| f.accrued), Some(600));
        // 0.1 % a day of Rp 1,000,000 for 1,000 days would be Rp 1,000,000: the cap is 20 %.
        let far = accrue(&inst(1, "2026-03-10", 1_000_000), TERMS, &[], d("2028-12-31")).unwrap_or_default();
        assert_eq!(far.accrued, 200_000);
        let at_cap = Installment { late_fee: far, ..inst(1, "2026-03-10", 1_000_000) };
        assert_eq!(accrue(&at_cap, TERMS, &[], d("2029-01-01")).map(|f| f.accrued), Some(200_000));
    }

    #[test]
    fn a_hold_stops_accrual_and_a_paid_installment_accrues_nothing() {
        let i = inst(1, "2026-01-31", 1_000_000);
        // Late from 4 February (grace to 3 February, a month end crossed); held 10–14 February.
        let hold = Hold { start: d("2026-02-10"), end: d("2026-02-14") };
        let f = accrue(&i, TERMS, &[hold], d("2026-02-28")).unwrap_or_default();
        assert_eq!(f.accrued, (25 - 5) * 1_000, "4–28 February less 5 held days");
        let paid = Installment { amount_paid: 1_000_000, ..i };
        assert_eq!(accrue(&paid, TERMS, &[], d("2026-02-28")), None);
        let free = LateFeeTerms { bp_per_day: 0, ..TERMS };
        assert_eq!(accrue(&inst(1, "2026-01-31", 1), free, &[], d("2026-02-28")), None);
    }

    #[test]
    fn a_payment_pays_an_installment_then_its_fee_then_the_next_and_a_reversal_takes_both_back() {
        let mut first = inst(1, "2026-03-10", 90_000);
        first.late_fee.accrued = 5_000;
        let s = vec![first, inst(2, "2026-03-17", 90_000)];
        let (a, after) = allocate(&s, 100_000, d("2026-03-20"));
        assert_eq!(
            a.parts,
            vec![
                Part { number: 1, amount: 95_000, principal: 60_000, interest: 30_000, late_fee: 5_000 },
                Part { number: 2, amount: 5_000, principal: 0, interest: 5_000, late_fee: 0 },
            ]
        );
        assert_eq!(after[0].late_fee.open(), 0);
        assert_eq!(Part::late_fees(&a.parts), 5_000);
        let back = reopen(&after, &a.parts);
        assert_eq!(back, s);
        // Short of the fee: the fee stays open and is paid first by the next payment.
        let (_, after) = allocate(&s, 92_000, d("2026-03-20"));
        assert_eq!((after[0].late_fee.paid, after[0].late_fee.open()), (2_000, 3_000));
        let (a, _) = allocate(&after, 3_000, d("2026-03-21"));
        assert_eq!(a.parts, vec![Part { number: 1, amount: 3_000, late_fee: 3_000, ..Part::default() }]);
    }

    #[test]
    fn a_waiver_forgives_the_oldest_fees_first_and_never_more_than_is_open() {
        let mut a = inst(1, "2026-03-10", 90_000);
        a.late_fee = LateFee { accrued: 5_000, paid: 1_000, ..LateFee::default() };
        let mut b = inst(2, "2026-03-17", 90_000);
        b.late_fee.accrued = 2_000;
        let s = vec![a, b];
        assert_eq!(open_total(&s), 6_000);
        let after = waive(&s, 5_000).unwrap_or_default();
        assert_eq!((after[0].late_fee.waived, after[1].late_fee.waived), (4_000, 1_000));
        assert_eq!(open_total(&after), 1_000);
        assert_eq!(waive(&s, 6_001), None);
        assert_eq!(waive(&s, 0), None);
    }

    #[test]
    fn a_loan_with_a_fee_open_is_not_paid_off() {
        let buckets = crate::repayment::QualityBuckets::default();
        let mut i = inst(1, "2026-03-10", 90_000);
        i.amount_paid = 90_000;
        i.late_fee.accrued = 1_000;
        let st = crate::repayment::standing(&[i.clone()], &[], d("2026-04-01"), &buckets);
        assert_eq!((st.outstanding, st.late_fees_open, st.dpd), (0, 1_000, 0));
        assert_ne!(st.status, crate::pipeline::ActiveStatus::Inactive);
        i.late_fee.waived = 1_000;
        let st = crate::repayment::standing(&[i], &[], d("2026-04-01"), &buckets);
        assert_eq!(st.status, crate::pipeline::ActiveStatus::Inactive);
    }
}
