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

/// The handover day a [`Shape`] is computed for; any day would do.
const SHAPE_BASE: NaiveDate = NaiveDate::from_ymd_opt(2000, 1, 3).expect("a date");

/// A schedule's shape (issue 46 item 3): the installments of `terms` for a loan handed over
/// on [`SHAPE_BASE`]. A daily or weekly schedule falls due a fixed number of days after the
/// handover with amounts from the terms alone, so every loan with these terms has this shape
/// moved to its own handover day, and the seed writes it once (`storage::repo::bulk::SHAPES`)
/// and each loan as one row (`storage::repo::bulk::SHAPED_LOANS`) instead of a hundred.
pub struct Shape {
    pub key: i32,
    pub terms: Terms,
    installments: Vec<Installment>,
}

impl Shape {
    /// The shape of `terms`' schedule, keyed `key`.
    pub fn of(key: i32, terms: Terms) -> Shape {
        let installments = repayment::schedule(&terms, SHAPE_BASE).into_iter().map(Installment::from).collect();
        Shape { key, terms, installments }
    }

    /// Its rows as `storage::repo::bulk::SHAPES` holds them.
    pub fn rows(&self) -> Vec<storage::repo::bulk::ShapeRow> {
        self.installments
            .iter()
            .map(|i| storage::repo::bulk::ShapeRow {
                shape: self.key,
                number: i.number,
                offset_days: repayment::day_number(i.due_date) - repayment::day_number(SHAPE_BASE),
                amount_due: i.amount_due,
                principal_due: i.principal_due,
            })
            .collect()
    }

    /// How many of `book`'s installments are paid when its schedule is exactly this shape moved
    /// to its handover with those first ones paid in full on their due dates (what
    /// `storage::repo::bulk::expand_shapes` writes back); `None` when it is not, as for most
    /// monthly schedules (a month is not a fixed number of days), which are then written row by
    /// row.
    pub fn paid_of(&self, book: &SeededBook) -> Option<i32> {
        let shift = book.handover - SHAPE_BASE;
        let paid = i32::try_from(book.installments.iter().take_while(|i| i.paid_date.is_some()).count()).ok()?;
        let moved = self.installments.iter().map(|s| {
            let due = s.due_date + shift;
            let settled = s.number <= paid;
            Installment {
                due_date: due,
                original_due_date: due,
                amount_paid: if settled { s.amount_due } else { 0 },
                paid_date: settled.then_some(due),
                ..s.clone()
            }
        });
        (book.installments.len() == self.installments.len() && moved.eq(book.installments.iter().cloned())).then_some(paid)
    }
}
