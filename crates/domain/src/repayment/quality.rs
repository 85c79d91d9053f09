//! Days past due, the active status and the loan-quality bucket (issue 10 item 4, DESIGN §5).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::schedule::{Hold, Installment};
use crate::pipeline::ActiveStatus;

/// Days past due on `today`: calendar days since the oldest unpaid due date, less the days a
/// hold held in between (while a hold holds, DPD does not grow). 0 when nothing unpaid is past
/// its due date. The due day itself is not late: paying on it keeps DPD at 0.
pub fn days_past_due(oldest_unpaid_due: Option<NaiveDate>, holds: &[Hold], today: NaiveDate) -> i64 {
    let Some(due) = oldest_unpaid_due.filter(|d| *d < today) else { return 0 };
    let first_late = due + chrono::Duration::days(1);
    let held: i64 = holds
        .iter()
        .map(|h| {
            let from = h.start.max(first_late);
            let to = h.end.min(today);
            ((to - from).num_days() + 1).max(0)
        })
        .sum();
    ((today - due).num_days() - held).max(0)
}

/// The active status of a loan that has been activated: inactive when nothing is outstanding,
/// on hold while a hold holds, non performing above 90 DPD, late from 1 DPD, else normal.
pub fn status_of(dpd: i64, holding: bool, outstanding: i64) -> ActiveStatus {
    if outstanding <= 0 {
        ActiveStatus::Inactive
    } else if holding {
        ActiveStatus::OnHold
    } else if dpd > 90 {
        ActiveStatus::NonPerforming
    } else if dpd >= 1 {
        ActiveStatus::Late
    } else {
        ActiveStatus::Normal
    }
}

/// One loan-quality bucket: its code and the lowest DPD it takes (it ends where the next
/// begins).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bucket {
    pub code: String,
    pub min_dpd: i64,
}

/// The loan-quality buckets, from configuration (DESIGN §5: the regime depends on the lender's
/// licence). Ordered by `min_dpd`, the first starting at 0.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QualityBuckets(Vec<Bucket>);

impl Default for QualityBuckets {
    fn default() -> Self {
        QualityBuckets::ojk()
    }
}

impl QualityBuckets {
    /// OJK's five: lancar 0, dalam perhatian khusus 1–30, kurang lancar 31–60, diragukan 61–90,
    /// macet > 90.
    pub fn ojk() -> QualityBuckets {
        let b = |code: &str, min_dpd| Bucket { code: code.into(), min_dpd };
        QualityBuckets(vec![
            b("lancar", 0),
            b("dalam_perhatian_khusus", 1),
            b("kurang_lancar", 31),
            b("diragukan", 61),
            b("macet", 91),
        ])
    }

    /// Buckets from configuration. Errors (a configuration fault): none given, the first not
    /// starting at 0, starts not strictly increasing, a code empty, longer than 40 characters,
    /// not `[a-z0-9_]` or repeated.
    pub fn new(buckets: Vec<Bucket>) -> Result<QualityBuckets, String> {
        if buckets.first().map(|b| b.min_dpd) != Some(0) {
            return Err("the first bucket must start at 0 days past due".into());
        }
        for w in buckets.windows(2) {
            if w[1].min_dpd <= w[0].min_dpd {
                return Err(format!("bucket {} must start after {}", w[1].code, w[0].code));
            }
        }
        for (k, b) in buckets.iter().enumerate() {
            let good = !b.code.is_empty()
                && b.code.len() <= 40
                && b.code.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_');
            if !good || buckets[..k].iter().any(|o| o.code == b.code) {
                return Err(format!("bad or repeated bucket code {:?}", b.code));
            }
        }
        Ok(QualityBuckets(buckets))
    }

    /// The bucket of `dpd` days past due.
    pub fn of(&self, dpd: i64) -> &str {
        self.0.iter().rev().find(|b| dpd >= b.min_dpd).map_or("", |b| b.code.as_str())
    }

    /// Every bucket with its DPD range (`max` `None`: no end), in order.
    pub fn ranges(&self) -> Vec<(&str, i64, Option<i64>)> {
        self.0.iter().enumerate().map(|(k, b)| (b.code.as_str(), b.min_dpd, self.0.get(k + 1).map(|n| n.min_dpd - 1))).collect()
    }

    /// Whether `code` names a bucket.
    pub fn contains(&self, code: &str) -> bool {
        self.0.iter().any(|b| b.code == code)
    }
}

/// Where an active loan stands on a day: what its list rows and the daily job show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub dpd: i64,
    pub bucket: String,
    /// Rupiah not yet paid over every installment: principal and interest.
    pub outstanding: i64,
    /// The principal part of `outstanding` (issue 41 item 3).
    pub outstanding_principal: i64,
    /// Rupiah unpaid on installments past their due date.
    pub amount_overdue: i64,
    pub installments_left: i32,
    /// The next unpaid installment's due date today or later.
    pub next_due: Option<NaiveDate>,
    /// The oldest unpaid installment's due date (past or not).
    pub oldest_unpaid_due: Option<NaiveDate>,
    /// A hold holds today.
    pub holding: bool,
    pub status: ActiveStatus,
}

/// Where a loan with these installments (due dates already shifted) and holds stands on
/// `today`.
pub fn standing(installments: &[Installment], holds: &[Hold], today: NaiveDate, buckets: &QualityBuckets) -> Standing {
    let unpaid: Vec<&Installment> = installments.iter().filter(|i| i.open() > 0).collect();
    let oldest_unpaid_due = unpaid.iter().map(|i| i.due_date).min();
    let dpd = days_past_due(oldest_unpaid_due, holds, today);
    let holding = holds.iter().any(|h| h.holds_on(today));
    let outstanding = unpaid.iter().map(|i| i.open()).sum();
    Standing {
        dpd,
        bucket: buckets.of(dpd).to_owned(),
        outstanding,
        outstanding_principal: unpaid.iter().map(|i| i.principal_open()).sum(),
        amount_overdue: unpaid.iter().filter(|i| i.due_date < today).map(|i| i.open()).sum(),
        installments_left: i32::try_from(unpaid.len()).unwrap_or(i32::MAX),
        next_due: unpaid.iter().map(|i| i.due_date).filter(|d| *d >= today).min(),
        oldest_unpaid_due,
        holding,
        status: status_of(dpd, holding, outstanding),
    }
}
