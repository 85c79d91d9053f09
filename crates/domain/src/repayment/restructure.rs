//! Restructuring (issue 44 item 2, DESIGN §3 "Restructuring"): the unpaid part of an active
//! loan's schedule is replaced by a new one, proposed by one staff member and approved by
//! another. Pure: from the loan's installments, its terms and the proposal, the new schedule.
//!
//! Rules:
//! - Installments fully paid never change.
//! - A partly paid installment keeps what it received: its `amount_due` shrinks to its
//!   `amount_paid` and its principal part to the principal it was paid
//!   ([`Installment::principal_paid`], interest having been paid first), so it reads paid; its
//!   open part joins the unpaid part.
//! - The unpaid part is every installment's open principal and open interest.
//! - Late fees are not rescheduled: they stay on the installments that accrued them. So an
//!   installment that accrued a late fee (any, even one since paid or waived) or received any
//!   payment keeps its row (shrunk as above: paid as far as it was paid) and its fee stays
//!   payable there; only rows that received nothing and accrued nothing are replaced. Payments
//!   pay oldest first and fees accrue on the oldest overdue ones, so the kept rows are the first
//!   ones and the replaced rows the rest (an untouched row before a touched one, which that
//!   order never makes, would stay too, shrunk to nothing).
//! - [`RestructureKind::Reschedule`]: the same unpaid principal and unpaid interest, spread over
//!   `new_tenure_count` installments (no interest changes).
//! - [`RestructureKind::TenorExtension`]: the unpaid principal over `new_tenure_count`
//!   installments with flat interest at the loan's rate for the new count of periods (principal
//!   × rate × count ÷ the frequency's periods a year, [`Frequency::per_year`], rounded half up):
//!   it may be more (or less) than the unpaid interest; the difference is `interest_change`.
//! - Amounts as the terms round them (a multiple of Rp 100, the last absorbing the remainder),
//!   each split into principal and interest with [`crate::terms::split`]; new installment k
//!   falls due k days, weeks or months after the effective date ([`super::schedule`]'s date
//!   maths), numbered after the last kept installment.
//! - `new_tenure_count` is 1 to [`max_tenure`] (120 months, 520 weeks or 3,650 days: ten years
//!   whatever the frequency); the effective date is today to [`EFFECTIVE_DAYS_AHEAD`] days ahead.

use chrono::NaiveDate;

use super::schedule::{Installment, schedule};
use crate::terms::{Frequency, Terms, div_round, installment_amounts};

crate::pipeline::status::status_enum! {
    /// How the unpaid part is restructured (DESIGN §3): its count of installments extended with
    /// interest at the loan's rate, or the same unpaid amounts rescheduled.
    RestructureKind { TenorExtension, Reschedule }
}

crate::pipeline::status::status_enum! {
    /// Where a restructuring proposal stands: proposed, then approved (the schedule replaced)
    /// or rejected by another staff member.
    RestructureStatus { Requested, Approved, Rejected }
}

/// The furthest ahead an effective date may be, days.
pub const EFFECTIVE_DAYS_AHEAD: i64 = 90;

/// The most installments a new schedule has for `f`: ten years of them.
pub fn max_tenure(f: Frequency) -> i64 {
    match f {
        Frequency::Monthly => 120,
        Frequency::Weekly => 520,
        Frequency::Daily => 3650,
    }
}

/// A restructuring as proposed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proposal {
    pub kind: RestructureKind,
    /// Installments of the new schedule.
    pub new_tenure_count: i64,
    /// The new schedule counts its due dates from this day (Asia/Jakarta).
    pub effective_date: NaiveDate,
}

/// Checks a proposal's count for `frequency` and its date on `today`. Errors, by field:
/// `new_tenure_count` `restructure_tenure_invalid`; `effective_date`
/// `restructure_effective_date_invalid`.
pub fn check(p: &Proposal, frequency: Frequency, today: NaiveDate) -> Vec<(&'static str, &'static str)> {
    let mut errors = Vec::new();
    if !(1..=max_tenure(frequency)).contains(&p.new_tenure_count) {
        errors.push(("new_tenure_count", "restructure_tenure_invalid"));
    }
    if !effective_date_ok(p.effective_date, today) {
        errors.push(("effective_date", "restructure_effective_date_invalid"));
    }
    errors
}

/// Whether `d` is today to [`EFFECTIVE_DAYS_AHEAD`] days ahead.
pub fn effective_date_ok(d: NaiveDate, today: NaiveDate) -> bool {
    d >= today && (d - today).num_days() <= EFFECTIVE_DAYS_AHEAD
}

/// The schedule a proposal makes. Rupiah.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Every row that stays, in number order, as it is after (the partly paid ones shrunk).
    pub kept: Vec<Installment>,
    /// The kept rows that change (shrunk to what they received).
    pub changed: Vec<Installment>,
    /// Numbers of the rows replaced (deleted).
    pub replaced: Vec<i32>,
    /// The new installments, numbered after the last kept one.
    pub new: Vec<Installment>,
    /// Open principal before, equal to the new installments' principal.
    pub unpaid_principal: i64,
    /// Open interest before.
    pub old_unpaid_interest: i64,
    /// The new installments' interest.
    pub new_unpaid_interest: i64,
}

impl Plan {
    /// New unpaid interest less the old (0 for a reschedule).
    pub fn interest_change(&self) -> i64 {
        self.new_unpaid_interest - self.old_unpaid_interest
    }

    /// Principal and interest unpaid before.
    pub fn old_unpaid_total(&self) -> i64 {
        self.unpaid_principal + self.old_unpaid_interest
    }

    /// Principal and interest of the new installments.
    pub fn new_unpaid_total(&self) -> i64 {
        self.unpaid_principal + self.new_unpaid_interest
    }

    /// The whole schedule after: the kept rows then the new ones.
    pub fn schedule(&self) -> Vec<Installment> {
        self.kept.iter().chain(&self.new).cloned().collect()
    }
}

/// The new schedule of a loan with `installments` and `terms` under proposal `p` (rules in the
/// module doc; the proposal already [`check`]ed).
///
/// Errors (stable codes): `restructure_nothing_unpaid` (no principal or interest open),
/// `restructure_effective_date_invalid` (a due date past the calendar's end).
pub fn plan(installments: &[Installment], terms: &Terms, p: &Proposal) -> Result<Plan, &'static str> {
    let mut rows = installments.to_vec();
    rows.sort_by_key(|i| i.number);
    let unpaid_principal: i64 = rows.iter().map(Installment::principal_open).sum();
    let old_unpaid_interest: i64 = rows.iter().map(Installment::interest_open).sum();
    if unpaid_principal + old_unpaid_interest <= 0 {
        return Err("restructure_nothing_unpaid");
    }
    // The rows up to the last one with a payment or a fee stay, so the replaced ones are the
    // last rows and the new ones take their numbers on.
    let last_touched =
        rows.iter().filter(|i| i.open() == 0 || i.amount_paid > 0 || i.late_fee.accrued > 0).map(|i| i.number).max();
    let (mut kept, mut changed, mut replaced) = (Vec::new(), Vec::new(), Vec::new());
    for i in rows {
        if i.open() == 0 {
            kept.push(i);
        } else if last_touched.is_some_and(|n| i.number <= n) {
            let shrunk = Installment {
                amount_due: i.amount_paid.max(0),
                principal_due: i.principal_paid(),
                paid_date: Some(i.paid_date.unwrap_or(p.effective_date)),
                held: false,
                ..i.clone()
            };
            changed.push(shrunk.clone());
            kept.push(shrunk);
        } else {
            replaced.push(i.number);
        }
    }
    let n = i128::from(p.new_tenure_count.max(1));
    let interest = match p.kind {
        RestructureKind::Reschedule => i128::from(old_unpaid_interest),
        RestructureKind::TenorExtension => div_round(
            i128::from(unpaid_principal) * i128::from(terms.flat_rate_bp) * n,
            10_000 * i128::from(terms.frequency.per_year()),
        ),
    };
    let total = i128::from(unpaid_principal) + interest;
    let (installment, last) = installment_amounts(total, n);
    let int = |v: i128| i64::try_from(v).map_err(|_| "restructure_tenure_invalid");
    let new_terms = Terms {
        price: unpaid_principal,
        down_payment: 0,
        principal: unpaid_principal,
        tenor: p.new_tenure_count.max(1),
        frequency: terms.frequency,
        flat_rate_bp: terms.flat_rate_bp,
        installment_amount: int(installment)?,
        last_installment_amount: int(last)?,
        total_payable: int(total)?,
        first_payment_amount: 0,
        charges: None,
    };
    let after = kept.iter().map(|i| i.number).max().unwrap_or(0);
    let new: Vec<Installment> = schedule(&new_terms, p.effective_date)
        .into_iter()
        .map(|s| Installment::from(super::Scheduled { number: after + s.number, ..s }))
        .collect();
    if i64::try_from(new.len()).ok() != Some(new_terms.tenor) {
        return Err("restructure_effective_date_invalid");
    }
    Ok(Plan { kept, changed, replaced, new, unpaid_principal, old_unpaid_interest, new_unpaid_interest: int(interest)? })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repayment::LateFee;
    use crate::terms::{TermsInput, compute};
    use proptest::prelude::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn loan(tenor: i64, f: Frequency) -> (Terms, Vec<Installment>) {
        let t = compute(TermsInput {
            price: 24_000_000,
            down_payment_bp: 1000,
            tenor,
            frequency: f,
            flat_rate_bp: 1800,
            admin_fee: 0,
        })
        .unwrap();
        let rows = schedule(&t, d(2026, 1, 31)).into_iter().map(Installment::from).collect();
        (t, rows)
    }

    fn pay(rows: &mut [Installment], mut amount: i64) {
        for i in rows.iter_mut() {
            let take = i.open().min(amount);
            i.amount_paid += take;
            amount -= take;
            if i.open() == 0 {
                i.paid_date = Some(i.due_date);
            }
        }
    }

    #[test]
    fn a_reschedule_keeps_the_paid_ones_shrinks_the_partial_one_and_spreads_the_rest() {
        let (t, mut rows) = loan(12, Frequency::Monthly);
        let first = rows[0].amount_due;
        pay(&mut rows, first * 2 + 500_000);
        let p = Proposal { kind: RestructureKind::Reschedule, new_tenure_count: 20, effective_date: d(2026, 5, 31) };
        let plan = plan(&rows, &t, &p).unwrap();
        assert_eq!(&plan.kept[..2], &rows[..2]);
        assert_eq!(plan.kept[2].amount_due, 500_000);
        assert_eq!(plan.kept[2].open(), 0);
        assert_eq!(plan.changed.len(), 1);
        assert_eq!(plan.replaced, (4..=12).collect::<Vec<_>>());
        assert_eq!(plan.new.len(), 20);
        assert_eq!(plan.new[0].number, 4);
        assert_eq!(plan.new[0].due_date, d(2026, 6, 30));
        assert_eq!(plan.new[1].due_date, d(2026, 7, 31));
        assert_eq!(plan.interest_change(), 0);
        assert_eq!(plan.new.iter().map(|i| i.amount_due).sum::<i64>(), plan.old_unpaid_total());
        assert!(plan.new[..19].iter().all(|i| i.amount_due % 100 == 0));
    }

    #[test]
    fn a_tenor_extension_charges_the_flat_rate_for_the_new_periods() {
        let (t, rows) = loan(12, Frequency::Monthly);
        let p = Proposal { kind: RestructureKind::TenorExtension, new_tenure_count: 24, effective_date: d(2026, 1, 31) };
        let plan = plan(&rows, &t, &p).unwrap();
        // 21.600.000 × 18 % × 2 years.
        assert_eq!(plan.unpaid_principal, 21_600_000);
        assert_eq!(plan.new_unpaid_interest, 7_776_000);
        assert_eq!(plan.interest_change(), 7_776_000 - t.interest());
        assert_eq!(plan.new[0].number, 1);
    }

    #[test]
    fn an_unpaid_installment_with_a_late_fee_keeps_its_row_and_its_fee() {
        let (t, mut rows) = loan(6, Frequency::Weekly);
        rows[0].late_fee = LateFee { accrued: 5_000, ..LateFee::default() };
        let p = Proposal { kind: RestructureKind::Reschedule, new_tenure_count: 3, effective_date: d(2026, 3, 1) };
        let plan = plan(&rows, &t, &p).unwrap();
        assert_eq!(plan.kept.len(), 1);
        assert_eq!(plan.kept[0].amount_due, 0);
        assert_eq!(plan.kept[0].late_fee.open(), 5_000);
        assert_eq!(plan.new[0].number, 2);
        assert_eq!(plan.new[0].due_date, d(2026, 3, 8));
    }

    #[test]
    fn nothing_unpaid_and_bad_proposals_are_refused() {
        let (t, mut rows) = loan(3, Frequency::Daily);
        pay(&mut rows, i64::MAX / 4);
        let p = Proposal { kind: RestructureKind::Reschedule, new_tenure_count: 3, effective_date: d(2026, 3, 1) };
        assert_eq!(plan(&rows, &t, &p), Err("restructure_nothing_unpaid"));
        let today = d(2026, 3, 1);
        assert!(check(&p, Frequency::Daily, today).is_empty());
        let bad = Proposal { new_tenure_count: 121, effective_date: d(2026, 2, 28), ..p };
        assert_eq!(
            check(&bad, Frequency::Monthly, today),
            vec![("new_tenure_count", "restructure_tenure_invalid"), ("effective_date", "restructure_effective_date_invalid")]
        );
        assert!(!effective_date_ok(today + chrono::Duration::days(91), today));
        assert!(effective_date_ok(today + chrono::Duration::days(90), today));
    }

    proptest! {
        #[test]
        fn a_new_schedule_adds_up(
            tenor in 1i64..=60,
            paid_share in 0i64..=1000,
            count in 1i64..=120,
            fee_on_first in any::<bool>(),
            extension in any::<bool>(),
            f in prop_oneof![Just(Frequency::Daily), Just(Frequency::Weekly), Just(Frequency::Monthly)],
            ahead in 0i64..=90,
        ) {
            let (t, mut rows) = loan(tenor, f);
            let paid = t.total_payable * paid_share / 1000;
            pay(&mut rows, paid);
            if fee_on_first {
                rows[0].late_fee = LateFee { accrued: 7_000, paid: 1_000, ..LateFee::default() };
            }
            let kind = if extension { RestructureKind::TenorExtension } else { RestructureKind::Reschedule };
            let p = Proposal { kind, new_tenure_count: count, effective_date: d(2026, 2, 1) + chrono::Duration::days(ahead) };
            let Ok(plan) = plan(&rows, &t, &p) else {
                prop_assert_eq!(paid, t.total_payable);
                return Ok(());
            };
            // The new principal is the unpaid principal; every part adds up and none is negative.
            prop_assert_eq!(plan.new.iter().map(|i| i.principal_due).sum::<i64>(), plan.unpaid_principal);
            let open_principal: i64 = rows.iter().map(Installment::principal_open).sum();
            prop_assert_eq!(plan.unpaid_principal, open_principal);
            for i in plan.schedule() {
                prop_assert!(i.principal_due >= 0 && i.interest_due() >= 0);
                prop_assert_eq!(i.principal_due + i.interest_due(), i.amount_due);
            }
            prop_assert_eq!(i64::try_from(plan.new.len()).ok(), Some(count));
            prop_assert!(plan.new[..plan.new.len() - 1].iter().all(|i| i.amount_due % 100 == 0));
            // Paid installments never change; the kept rows keep their payments and fees.
            for r in rows.iter().filter(|r| r.open() == 0) {
                prop_assert!(plan.kept.contains(r));
            }
            for k in &plan.kept {
                let before = rows.iter().find(|r| r.number == k.number).unwrap();
                prop_assert_eq!(k.amount_paid, before.amount_paid);
                prop_assert_eq!(k.late_fee, before.late_fee);
                prop_assert_eq!(k.open(), 0);
            }
            // Principal across kept and new rows is the loan's; a reschedule keeps the interest.
            prop_assert_eq!(plan.schedule().iter().map(|i| i.principal_due).sum::<i64>(), t.principal);
            prop_assert_eq!(plan.new.iter().map(Installment::interest_due).sum::<i64>(), plan.new_unpaid_interest);
            if !extension {
                prop_assert_eq!(plan.interest_change(), 0);
            }
            let first_new = plan.kept.iter().map(|i| i.number).max().unwrap_or(0) + 1;
            prop_assert_eq!(plan.new[0].number, first_new);
            prop_assert!(plan.new[0].due_date > p.effective_date);
        }
    }
}
