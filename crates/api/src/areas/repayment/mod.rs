//! Active borrowers and repayments (issue 10): activation and the installment schedule,
//! payments (idempotent, oldest installment first, maker-checker reversal), hold billing,
//! deactivation, the repayment lists with xlsx downloads, and the borrower's performance
//! history. Each handler reads the loan in the caller's scope, asks `domain::repayment` where
//! it stands and `domain::pipeline::active` what the action does, and commits it through the
//! one write path (`crate::loans::commit_one`).

pub mod active;
pub mod billing;
pub mod payments;

use chrono::NaiveDate;
use domain::repayment::{self, Hold, Installment, QualityBuckets, Standing};
use storage::{
    entity::{loan, loan_hold},
    repo::{
        loans::{StandingPatch, repayments},
        quality_regimes,
    },
};

use crate::{error::ApiResult, state::AppState};

/// A loan's installments (due dates as stored, shifted by its holds), holds and the buckets of
/// its lender's quality regime.
pub struct Book {
    pub installments: Vec<Installment>,
    pub holds: Vec<loan_hold::Model>,
    /// The loan's lender's regime's buckets (issue 41 item 6; multifinance without a lender).
    pub buckets: QualityBuckets,
}

impl Book {
    /// Reads the book of `l` (a loan the caller may see).
    pub async fn of(state: &AppState, l: &loan::Model) -> ApiResult<Book> {
        let installments = repayments::installments_of(&state.db, l.id).await?.iter().map(Installment::from).collect();
        let holds = repayments::holds_of(&state.db, l.id).await?;
        Ok(Book { installments, holds, buckets: Book::buckets_of(state, l).await? })
    }

    /// The buckets `l` is classed by: its lender's regime's.
    pub async fn buckets_of(state: &AppState, l: &loan::Model) -> ApiResult<QualityBuckets> {
        Ok(quality_regimes::of_lender(&state.db, l.lender_id).await?)
    }

    /// The holds as `domain` takes them.
    pub fn periods(&self) -> Vec<Hold> {
        self.holds.iter().map(Hold::from).collect()
    }

    /// Where the loan stands on `today` with these installments and holds, under its regime.
    pub fn standing(&self, installments: &[Installment], holds: &[Hold], today: NaiveDate) -> Standing {
        repayment::standing(installments, holds, today, &self.buckets)
    }
}

/// The installments of `after` that differ from `before` (what the write path updates).
pub fn changed(before: &[Installment], after: &[Installment]) -> Vec<Installment> {
    after.iter().filter(|a| !before.iter().any(|b| b == *a)).cloned().collect()
}

/// The standing columns to write, with the loan's credit, as of `today` (Asia/Jakarta; the
/// DPD history row of that date is written with it).
pub fn standing_patch(standing: Standing, credit: i64, today: NaiveDate) -> StandingPatch {
    StandingPatch { standing, credit: credit.max(0), on: today }
}

/// Parses a `YYYY-MM-DD` body date.
pub fn parse_date(v: Option<&str>) -> Option<NaiveDate> {
    v.and_then(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").ok())
}
