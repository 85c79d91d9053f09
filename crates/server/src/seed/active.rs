//! Active loans for `roda seed bulk --active` (issue 10 benchmarks): each handed over 0–400
//! days ago with its schedule from `domain::repayment::schedule`, paid up to a lateness drawn
//! from a plausible mix (most on time, some in each OJK bucket), and its standing from
//! `domain::repayment::standing`, so the rows are what the API itself would have written.

use chrono::{Duration, NaiveDate};
use domain::repayment::{self, Installment, Part, QualityBuckets, Standing};
use domain::terms::Terms;
use rand::{Rng, rngs::StdRng};

/// One seeded active loan's book.
pub struct SeededBook {
    pub handover: NaiveDate,
    pub installments: Vec<Installment>,
    /// What one opening payment paid (rupiah) and its parts.
    pub paid: i64,
    pub parts: Vec<Part>,
    pub standing: Standing,
}

/// A book for a loan with `terms`, as of `today`.
pub fn book(terms: &Terms, rng: &mut StdRng, today: NaiveDate, buckets: &QualityBuckets) -> SeededBook {
    let handover = today - Duration::days(rng.random_range(0..400));
    let mut installments: Vec<Installment> = repayment::schedule(terms, handover).into_iter().map(Installment::from).collect();
    let roll: f64 = rng.random();
    let late_days = if roll < 0.75 {
        0
    } else if roll < 0.9 {
        rng.random_range(1..=30)
    } else if roll < 0.96 {
        rng.random_range(31..=90)
    } else {
        rng.random_range(91..=200)
    };
    // Paid in full: everything due before the lateness began.
    let paid_until = today - Duration::days(late_days);
    let mut paid = 0;
    let mut parts = Vec::new();
    for i in installments.iter_mut().filter(|i| i.due_date < paid_until) {
        i.amount_paid = i.amount_due;
        i.paid_date = Some(i.due_date);
        paid += i.amount_due;
        parts.push(Part {
            number: i.number,
            amount: i.amount_due,
            principal: i.principal_due,
            interest: i.interest_due(),
            late_fee: 0,
        });
    }
    let standing = repayment::standing(&installments, &[], today, buckets);
    SeededBook { handover, installments, paid, parts, standing }
}
