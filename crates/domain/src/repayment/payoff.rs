//! Early settlement (pelunasan dipercepat; issue 44 item 1, DESIGN §3 "Early settlement"): the
//! payoff quote of an active loan for a day, and how paying it settles every installment. Pure:
//! the API reads the installments and the loan's charges, asks [`quote`] and [`settle`], and
//! writes the answer through the loan's one write path.
//!
//! The rule, for a quote on day `date` (Asia/Jakarta):
//! - the outstanding principal is every installment's unpaid principal;
//! - the unpaid interest of installments due on or before `date` is due;
//! - the unpaid interest of installments due after `date` is rebated in full: no interest is
//!   charged for the unexpired period (the flat interest of an installment belongs to its
//!   period, so an installment not yet due has earned none of it);
//! - the late fees are those accrued and still open (neither paid nor waived) when the quote
//!   is made: the daily job's accruals, nothing projected;
//! - the early settlement fee is the loan's `early_settlement_fee_bp` of the outstanding
//!   principal, rounded half up to the whole rupiah ([`fee`]);
//! - the total is principal + interest due + late fees + fee;
//! - the quote holds until the day before the next installment falls due after `date` (then
//!   its interest becomes due); on `date` only when no installment falls due after it, or when
//!   an installment is already overdue on `date` (its late fee may grow each day).
//!
//! Rupiah are integers, rates basis points (1 bp = 0.01 %).

use chrono::NaiveDate;

use super::{Installment, Part};

/// The furthest day ahead a quote may be made for, in days after today.
pub const MAX_DAYS_AHEAD: i64 = 60;

/// A payoff quote (DESIGN §3 `payoff-quote`). Rupiah; Asia/Jakarta days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    /// The day the quote is for.
    pub date: NaiveDate,
    /// Principal not yet paid over every installment.
    pub outstanding_principal: i64,
    /// Unpaid interest of the installments due on or before `date`.
    pub interest_due: i64,
    /// Unpaid interest of the installments due after `date`: forgiven, not in `total`.
    pub interest_rebate: i64,
    /// Late fees accrued and still open.
    pub late_fees: i64,
    /// `early_settlement_fee_bp` of `outstanding_principal`, rounded half up.
    pub early_settlement_fee: i64,
    /// What settles the loan: principal + interest due + late fees + fee.
    pub total: i64,
    /// The last day the quote holds (see the module's rule).
    pub valid_until: NaiveDate,
}

/// Why a quote's day is refused (stable codes, texts in `i18n`).
///
/// Errors: `payoff_date_past` before `today`, `payoff_date_too_far` more than
/// [`MAX_DAYS_AHEAD`] days after it.
pub fn check_date(date: NaiveDate, today: NaiveDate) -> Result<(), &'static str> {
    if date < today {
        Err("payoff_date_past")
    } else if (date - today).num_days() > MAX_DAYS_AHEAD {
        Err("payoff_date_too_far")
    } else {
        Ok(())
    }
}

/// The early settlement fee of `principal` rupiah at `bp` basis points, rounded half up to the
/// rupiah (Rp 0,50 and above round up); 0 for a non-positive rate or principal.
pub fn fee(principal: i64, bp: i64) -> i64 {
    if principal <= 0 || bp <= 0 {
        return 0;
    }
    let n = i128::from(principal) * i128::from(bp);
    i64::try_from((n + 5_000) / 10_000).unwrap_or(i64::MAX)
}

/// The quote of a loan with `installments` (as stored, due dates shifted by its holds) and an
/// early settlement fee of `fee_bp`, for day `date` (see the module's rule).
pub fn quote(installments: &[Installment], fee_bp: i64, date: NaiveDate) -> Quote {
    let mut q = Quote {
        date,
        outstanding_principal: 0,
        interest_due: 0,
        interest_rebate: 0,
        late_fees: 0,
        early_settlement_fee: 0,
        total: 0,
        valid_until: date,
    };
    let mut next_due: Option<NaiveDate> = None;
    let mut overdue = false;
    for i in installments {
        q.outstanding_principal += i.principal_open();
        q.late_fees += i.late_fee.open();
        if i.due_date <= date {
            q.interest_due += i.interest_open();
            overdue |= i.due_date < date && i.open() > 0;
        } else {
            q.interest_rebate += i.interest_open();
            next_due = Some(next_due.map_or(i.due_date, |n| n.min(i.due_date)));
        }
    }
    q.early_settlement_fee = fee(q.outstanding_principal, fee_bp);
    q.total = q.outstanding_principal + q.interest_due + q.late_fees + q.early_settlement_fee;
    if !overdue && let Some(next) = next_due {
        q.valid_until = next.pred_opt().unwrap_or(date).max(date);
    }
    q
}

/// The installments as a payoff of quote `q` paid on `paid_date` leaves them, and the parts it
/// paid (one per installment it paid anything on: its principal, the interest due and its late
/// fee). Each installment is paid in full: one due after the quote's day has its unpaid
/// interest taken off its `amount_due` (the rebate), so what it owes is what was paid of it;
/// every open late fee is paid. Installments already settled are left as they are.
pub fn settle(installments: &[Installment], q: &Quote, paid_date: NaiveDate) -> (Vec<Part>, Vec<Installment>) {
    let mut parts = Vec::new();
    let mut after = installments.to_vec();
    after.sort_by_key(|i| i.number);
    for i in &mut after {
        let principal = i.principal_open();
        let late_fee = i.late_fee.open();
        let interest = if i.due_date <= q.date {
            i.interest_open()
        } else {
            // The rebate: the installment keeps only the interest already paid on it.
            i.amount_due -= i.interest_open();
            0
        };
        if principal + interest + late_fee == 0 && i.open() == 0 {
            continue;
        }
        if i.open() > 0 {
            i.paid_date = Some(paid_date);
        }
        i.amount_paid += principal + interest;
        i.late_fee.paid += late_fee;
        if principal + interest + late_fee > 0 {
            parts.push(Part { number: i.number, amount: principal + interest + late_fee, principal, interest, late_fee });
        }
    }
    (parts, after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repayment::LateFee;
    use proptest::prelude::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn inst(number: i32, due: &str, amount: i64, principal: i64, paid: i64, fee: i64) -> Installment {
        Installment {
            number,
            due_date: d(due),
            original_due_date: d(due),
            amount_due: amount,
            principal_due: principal,
            amount_paid: paid,
            paid_date: (paid >= amount).then(|| d(due)),
            held: false,
            late_fee: LateFee { accrued: fee, paid: 0, waived: 0, through: None },
        }
    }

    fn book() -> Vec<Installment> {
        vec![
            inst(1, "2027-01-10", 1_000_000, 800_000, 1_000_000, 0),
            inst(2, "2027-02-10", 1_000_000, 800_000, 100_000, 5_000),
            inst(3, "2027-03-10", 1_000_000, 800_000, 0, 0),
            inst(4, "2027-04-10", 1_000_000, 800_000, 0, 0),
        ]
    }

    #[test]
    fn interest_due_to_the_date_is_owed_and_the_rest_rebated() {
        let q = quote(&book(), 300, d("2027-03-01"));
        // Installment 2 paid its 200,000 of interest partly (100,000): 100,000 more is due.
        assert_eq!(q.outstanding_principal, 800_000 + 800_000 + 800_000);
        assert_eq!(q.interest_due, 100_000);
        assert_eq!(q.interest_rebate, 400_000);
        assert_eq!(q.late_fees, 5_000);
        assert_eq!(q.early_settlement_fee, 72_000);
        assert_eq!(q.total, 2_400_000 + 100_000 + 5_000 + 72_000);
        // Installment 2 is overdue: the quote holds on its day only.
        assert_eq!(q.valid_until, d("2027-03-01"));
        let mut on_time = book();
        on_time[1].amount_paid = 1_000_000;
        on_time[1].late_fee = LateFee::default();
        assert_eq!(quote(&on_time, 300, d("2027-03-01")).valid_until, d("2027-03-09"));
        // On a due date that installment's interest is due.
        assert_eq!(quote(&on_time, 300, d("2027-03-10")).interest_due, 200_000);
    }

    #[test]
    fn the_fee_rounds_half_up_to_the_rupiah() {
        assert_eq!(fee(150, 100), 2); // 1.5
        assert_eq!(fee(149, 100), 1); // 1.49
        assert_eq!(fee(1_000_000, 0), 0);
        assert_eq!(fee(0, 300), 0);
        assert_eq!(fee(i64::MAX, 10_000), i64::MAX);
    }

    #[test]
    fn the_date_is_today_up_to_sixty_days_ahead() {
        let today = d("2027-01-01");
        assert_eq!(check_date(d("2026-12-31"), today), Err("payoff_date_past"));
        assert_eq!(check_date(today, today), Ok(()));
        assert_eq!(check_date(d("2027-03-02"), today), Ok(()));
        assert_eq!(check_date(d("2027-03-03"), today), Err("payoff_date_too_far"));
    }

    #[test]
    fn settling_pays_every_installment_and_takes_the_rebate_off() {
        let q = quote(&book(), 300, d("2027-03-01"));
        let (parts, after) = settle(&book(), &q, d("2027-03-01"));
        assert!(after.iter().all(|i| i.open() == 0 && i.late_fee.open() == 0 && i.paid_date.is_some()));
        let (p, i) = Part::totals(&parts);
        assert_eq!((p, i, Part::late_fees(&parts)), (q.outstanding_principal, q.interest_due, q.late_fees));
        assert_eq!(after[2].amount_due, 800_000);
        assert_eq!(after[0], book()[0], "a paid installment is left as it was");
        assert_eq!(parts.iter().map(|p| p.number).collect::<Vec<_>>(), vec![2, 3, 4]);
    }

    fn arb_book() -> impl Strategy<Value = (Vec<Installment>, i64, i64)> {
        (1usize..24, 0i64..5_000_000, 0i64..1_000_000, 0i64..2_000, 0u8..4).prop_flat_map(|(n, principal, interest, bp, fees)| {
            let per = principal + interest;
            (proptest::collection::vec((0..=per, 0i64..50_000), n), Just(principal), Just(per), Just(bp), Just(fees)).prop_map(
                move |(paid, principal, per, bp, fees)| {
                    let start = d("2027-01-01");
                    let list = paid
                        .iter()
                        .enumerate()
                        .map(|(k, (paid, fee))| Installment {
                            number: i32::try_from(k + 1).unwrap(),
                            due_date: start + chrono::Duration::days(i64::try_from(k).unwrap() * 7),
                            original_due_date: start,
                            amount_due: per,
                            principal_due: principal,
                            amount_paid: *paid,
                            paid_date: None,
                            held: false,
                            late_fee: LateFee { accrued: if fees > 0 { *fee } else { 0 }, ..LateFee::default() },
                        })
                        .collect();
                    (list, bp, i64::from(fees))
                },
            )
        })
    }

    proptest! {
        #[test]
        fn the_parts_add_up_and_the_total_covers_the_principal((list, bp, _) in arb_book(), offset in 0i64..200) {
            let date = d("2027-01-01") + chrono::Duration::days(offset);
            let q = quote(&list, bp, date);
            prop_assert_eq!(q.total, q.outstanding_principal + q.interest_due + q.late_fees + q.early_settlement_fee);
            prop_assert!(q.total >= q.outstanding_principal);
            let open: i64 = list.iter().map(Installment::open).sum();
            prop_assert_eq!(q.outstanding_principal + q.interest_due + q.interest_rebate, open);
            prop_assert!(q.valid_until >= q.date);
            let (parts, after) = settle(&list, &q, date);
            let (p, i) = Part::totals(&parts);
            prop_assert_eq!((p, i, Part::late_fees(&parts)), (q.outstanding_principal, q.interest_due, q.late_fees));
            prop_assert!(after.iter().all(|x| x.open() == 0 && x.late_fee.open() == 0));
            let rebated: i64 = list.iter().zip(&after).map(|(a, b)| a.amount_due - b.amount_due).sum();
            prop_assert_eq!(rebated, q.interest_rebate);
        }

        #[test]
        fn no_fee_at_zero_bp((list, _, _) in arb_book(), offset in 0i64..200) {
            let q = quote(&list, 0, d("2027-01-01") + chrono::Duration::days(offset));
            prop_assert_eq!(q.early_settlement_fee, 0);
            prop_assert_eq!(q.total, q.outstanding_principal + q.interest_due + q.late_fees);
        }

        #[test]
        fn a_fully_due_schedule_has_no_rebate((list, bp, _) in arb_book()) {
            let last = list.iter().map(|i| i.due_date).max().unwrap();
            let q = quote(&list, bp, last);
            prop_assert_eq!(q.interest_rebate, 0);
            prop_assert_eq!(q.valid_until, last);
        }
    }
}
