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
/// on hold while a hold holds, non performing when `dpd` falls in a non-performing bucket of the
/// loan's quality regime (`buckets`), late from 1 DPD, else normal (DESIGN §5).
pub fn status_of(dpd: i64, holding: bool, outstanding: i64, buckets: &QualityBuckets) -> ActiveStatus {
    if outstanding <= 0 {
        ActiveStatus::Inactive
    } else if holding {
        ActiveStatus::OnHold
    } else if buckets.bucket_of(dpd).non_performing {
        ActiveStatus::NonPerforming
    } else if dpd >= 1 {
        ActiveStatus::Late
    } else {
        ActiveStatus::Normal
    }
}

crate::pipeline::status::status_enum! {
    /// A lender's loan-quality regime, by its licence (DESIGN §5, issue 41 item 6): a finance
    /// company's (POJK 35/2018), a P2P lending platform's (POJK 10/2022) or a bank's
    /// (POJK 40/2019 kolektibilitas). Each has stored, editable buckets; [`QualityRegime::preset`]
    /// gives their initial values.
    QualityRegime { Multifinance, P2pLending, Bank }
}

impl QualityRegime {
    /// The regime of a lender of `kind` until staff choose another: a bank channeling lender's
    /// is the bank's, a P2P platform's P2P lending, a finance company's and a private
    /// investor's multifinance. A loan with no lender uses [`QualityRegime::Multifinance`].
    pub fn default_for(kind: crate::lenders::LenderKind) -> QualityRegime {
        use crate::lenders::LenderKind;
        match kind {
            LenderKind::BankChanneling => QualityRegime::Bank,
            LenderKind::P2pLending => QualityRegime::P2pLending,
            LenderKind::Multifinance | LenderKind::PrivateInvestor => QualityRegime::Multifinance,
        }
    }

    /// The regulator's buckets (DESIGN §5): multifinance and bank lancar 0, dalam perhatian
    /// khusus 1–90, kurang lancar 91–120, diragukan 121–180, macet > 180, the last three non
    /// performing; P2P lending lancar 0–30, tidak lancar 31–90, macet > 90, macet non performing.
    pub fn preset(self) -> QualityBuckets {
        let b = |code: &str, min_dpd, non_performing| Bucket { code: code.into(), min_dpd, non_performing };
        match self {
            QualityRegime::Multifinance | QualityRegime::Bank => QualityBuckets(vec![
                b("lancar", 0, false),
                b("dalam_perhatian_khusus", 1, false),
                b("kurang_lancar", 91, true),
                b("diragukan", 121, true),
                b("macet", 181, true),
            ]),
            QualityRegime::P2pLending => {
                QualityBuckets(vec![b("lancar", 0, false), b("tidak_lancar", 31, false), b("macet", 91, true)])
            }
        }
    }
}

/// One loan-quality bucket: its code, the lowest DPD it takes (it ends where the next begins),
/// and whether its loans are non performing (counted in the NPL/NPF ratio, status
/// `non_performing`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Bucket {
    /// `[a-z0-9_]`, at most 40 characters, e.g. `kurang_lancar`.
    pub code: String,
    /// Days past due, ≥ 0.
    pub min_dpd: i64,
    #[serde(default)]
    pub non_performing: bool,
}

/// The most buckets a regime has.
pub const BUCKETS_MAX: usize = 12;

/// A quality regime's buckets (DESIGN §5: the regime depends on the lender's licence). Ordered
/// by `min_dpd`, the first starting at 0.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QualityBuckets(Vec<Bucket>);

impl Default for QualityBuckets {
    fn default() -> Self {
        QualityRegime::Multifinance.preset()
    }
}

impl QualityBuckets {
    /// Checked buckets. Errors (stable codes, texts in `i18n`): `quality_buckets_required` (none
    /// given or more than [`BUCKETS_MAX`]), `quality_bucket_first_not_zero` (the first not
    /// starting at 0), `quality_bucket_not_increasing` (starts not strictly increasing),
    /// `quality_bucket_code_invalid` (a code empty, longer than 40 characters, not `[a-z0-9_]`
    /// or repeated).
    pub fn new(buckets: Vec<Bucket>) -> Result<QualityBuckets, &'static str> {
        if buckets.is_empty() || buckets.len() > BUCKETS_MAX {
            return Err("quality_buckets_required");
        }
        if buckets.first().map(|b| b.min_dpd) != Some(0) {
            return Err("quality_bucket_first_not_zero");
        }
        if buckets.windows(2).any(|w| w[1].min_dpd <= w[0].min_dpd) {
            return Err("quality_bucket_not_increasing");
        }
        for (k, b) in buckets.iter().enumerate() {
            let good = !b.code.is_empty()
                && b.code.len() <= 40
                && b.code.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_');
            if !good || buckets[..k].iter().any(|o| o.code == b.code) {
                return Err("quality_bucket_code_invalid");
            }
        }
        Ok(QualityBuckets(buckets))
    }

    /// The buckets, in DPD order.
    pub fn buckets(&self) -> &[Bucket] {
        &self.0
    }

    /// The bucket of `dpd` days past due (the first for a negative `dpd`).
    pub fn bucket_of(&self, dpd: i64) -> &Bucket {
        self.0.iter().rev().find(|b| dpd >= b.min_dpd).unwrap_or(&self.0[0])
    }

    /// The code of the bucket of `dpd` days past due.
    pub fn of(&self, dpd: i64) -> &str {
        self.bucket_of(dpd).code.as_str()
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

/// Every bucket of `regimes` once, by code, with its DPD range in the first regime that has it,
/// ordered by lowest DPD (then code): the rows of a view over loans of several regimes (the
/// portfolio report, the repayment summary).
pub fn every_bucket<'a>(regimes: impl IntoIterator<Item = &'a QualityBuckets>) -> Vec<(&'a str, i64, Option<i64>)> {
    let mut out: Vec<(&str, i64, Option<i64>)> = Vec::new();
    for b in regimes {
        for r in b.ranges() {
            if !out.iter().any(|o| o.0 == r.0) {
                out.push(r);
            }
        }
    }
    out.sort_by(|a, b| (a.1, a.0).cmp(&(b.1, b.0)));
    out
}

/// The label of the bucket `code` in `lang` (the exports' and reports' text, `report_code_<code>`
/// of `crate::i18n`); a code edited in by level 21 without a text is shown as it is.
pub fn bucket_label(code: &str, lang: crate::Lang) -> String {
    crate::i18n::find(&format!("report_code_{code}"), lang).map_or_else(|| code.to_owned(), str::to_owned)
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
    /// Late fees accrued and neither paid nor waived (issue 43 item 1): apart from
    /// `outstanding`; a loan is paid off only when both are nothing.
    pub late_fees_open: i64,
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
/// `today`, under the quality regime's `buckets` of its lender.
pub fn standing(installments: &[Installment], holds: &[Hold], today: NaiveDate, buckets: &QualityBuckets) -> Standing {
    let unpaid: Vec<&Installment> = installments.iter().filter(|i| i.open() > 0).collect();
    let oldest_unpaid_due = unpaid.iter().map(|i| i.due_date).min();
    let dpd = days_past_due(oldest_unpaid_due, holds, today);
    let holding = holds.iter().any(|h| h.holds_on(today));
    let outstanding = unpaid.iter().map(|i| i.open()).sum();
    let late_fees_open = super::late_fee::open_total(installments);
    Standing {
        dpd,
        bucket: buckets.of(dpd).to_owned(),
        outstanding,
        outstanding_principal: unpaid.iter().map(|i| i.principal_open()).sum(),
        amount_overdue: unpaid.iter().filter(|i| i.due_date < today).map(|i| i.open()).sum(),
        late_fees_open,
        installments_left: i32::try_from(unpaid.len()).unwrap_or(i32::MAX),
        next_due: unpaid.iter().map(|i| i.due_date).filter(|d| *d >= today).min(),
        oldest_unpaid_due,
        holding,
        status: status_of(dpd, holding, outstanding + late_fees_open, buckets),
    }
}
