//! A loan's repayment book as the handlers change it (issue 10; issue 41 items 3, 6, 13): its
//! installments, holds and its lender's quality buckets, where it stands, and the change that
//! activates it on its handover.

use chrono::NaiveDate;
use domain::{
    pipeline::active as rules,
    repayment::{self, Hold, Installment, QualityBuckets, Standing},
};
use storage::{
    entity::{loan, loan_hold},
    repo::{
        loans::{self, AuditDetail, Change, LoanPatch, RepaymentPatch, StandingPatch, repayments},
        quality_regimes,
    },
};

use crate::{
    auth::Staff,
    error::{ApiError, ApiResult},
    state::AppState,
};

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

/// The change that activates loan `l` (pending activation) with its schedule starting from
/// the Asia/Jakarta day `handover`, and the number of installments: the motorcycle handover's
/// (issue 11 item 2; the only way a loan becomes active, issue 41 item 13). Errors: 403 for a lender's staff, 409
/// `loan_not_pending_activation` / `terms_invalid`, 422 `handover_date_invalid`.
pub async fn activation(state: &AppState, staff: &Staff, l: loan::Model, handover: NaiveDate) -> ApiResult<(Change, usize)> {
    let mut transition = rules::activate(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let today = domain::calendar::today();
    let terms = super::view::terms_of(&l).ok_or(ApiError::Conflict("terms_invalid"))?;
    let installments: Vec<Installment> = repayment::schedule(&terms, handover).into_iter().map(Installment::from).collect();
    if installments.is_empty() {
        return Err(ApiError::field("handover_date", "handover_date_invalid"));
    }
    let standing = repayment::standing(&installments, &[], today, &Book::buckets_of(state, &l).await?);
    transition.to.active = Some(standing.status);
    let audit = AuditDetail {
        before: None,
        after: Some(serde_json::json!({
            "handover_date": handover, "installments": installments.len(), "total_payable": terms.total_payable,
        })),
    };
    let n = installments.len();
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Activate { activated_on: handover, installments }),
        standing: Some(standing_patch(standing, 0, today)),
        ..Default::default()
    };
    Ok((Change { loan: l, transition, patch, audit }, n))
}
