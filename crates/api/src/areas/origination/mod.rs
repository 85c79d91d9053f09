//! Origination (issue 9): from a verified application to a signed, paid contract — loan
//! approval (allocation to a lender, the lender's decision), KYC and the offering letter, the
//! loan contract (first payment proof, contract document) — and the whole loan's detail with
//! its timeline. Each handler reads the loan in the caller's scope, asks `domain::pipeline` for
//! the transition and commits it through the one write path (`crate::loans::commit`).

pub mod approval;
pub mod contract;
pub mod detail;
pub mod jobs;
pub mod kyc;

use std::collections::HashMap;

use domain::{ValidationErrors, pipeline::Viewer, terms::Terms};
use serde::Serialize;
use storage::{Db, entity::loan};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    error::{ApiError, ApiResult},
};

/// Longest reason or note, characters (`varchar(500)` columns).
pub const REASON_MAX: usize = 500;

impl Staff {
    /// Who this staff member is to the pipeline: their level, and whether they are a funder's
    /// staff (DESIGN §4).
    pub fn viewer(&self) -> Viewer {
        Viewer { level: self.level, funder: self.lender_id.is_some() }
    }
}

/// A required reason (reject, KYC rejection): trimmed, 1–500 characters.
/// Errors: 422 `reason_required` / `reason_too_long` on `field`.
pub fn required_reason(field: &str, text: Option<&str>) -> ApiResult<String> {
    let mut errors = ValidationErrors::new();
    let text = optional_text(field, text, &mut errors);
    match text {
        Some(t) if errors.is_empty() => Ok(t),
        _ => {
            if errors.is_empty() {
                errors.add(field, "reason_required");
            }
            Err(ApiError::Validation(errors))
        }
    }
}

/// An optional note: trimmed, blank is `None`, at most 500 characters (`reason_too_long`).
pub fn optional_text(field: &str, text: Option<&str>, errors: &mut ValidationErrors) -> Option<String> {
    let t = text.map(str::trim).filter(|t| !t.is_empty())?;
    if t.chars().count() > REASON_MAX {
        errors.add(field, "reason_too_long");
        return None;
    }
    Some(t.to_owned())
}

/// The terms as answered (DESIGN §3 `terms`): rupiah, and the flat rate in percent a year.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TermsView {
    pub price: i64,
    pub down_payment: i64,
    pub principal: i64,
    /// Number of installments.
    pub tenor: i64,
    #[schema(value_type = String)]
    pub frequency: domain::terms::Frequency,
    pub flat_rate_percent: f64,
    /// The effective annual rate (the nominal annual IRR of the borrower's cash flows, DESIGN
    /// §3; issue 41 item 4), percent with two decimals and basis points.
    pub effective_rate_percent: Option<f64>,
    pub effective_rate_bp: Option<i64>,
    pub installment_amount: i64,
    pub last_installment_amount: i64,
    /// The principal and interest parts of every installment but the last (issue 41 item 3).
    pub principal_part: i64,
    pub interest_part: i64,
    /// The last installment's parts.
    pub last_principal_part: i64,
    pub last_interest_part: i64,
    /// The flat interest over the whole tenor: `total_payable` less `principal`.
    pub interest: i64,
    pub total_payable: i64,
    pub first_payment_amount: i64,
}

/// The stored terms of a loan, when it has them.
pub fn terms_of(l: &loan::Model) -> Option<Terms> {
    l.terms.clone().and_then(|v| serde_json::from_value(v).ok())
}

impl From<Terms> for TermsView {
    fn from(t: Terms) -> Self {
        let parts = t.parts();
        let part = |k: usize| parts.get(k).copied().unwrap_or(domain::terms::Split { principal: 0, interest: 0 });
        let (first, last) = (part(0), part(parts.len().saturating_sub(1)));
        TermsView {
            principal_part: first.principal,
            interest_part: first.interest,
            last_principal_part: last.principal,
            last_interest_part: last.interest,
            interest: t.interest(),
            price: t.price,
            down_payment: t.down_payment,
            principal: t.principal,
            tenor: t.tenor,
            frequency: t.frequency,
            flat_rate_percent: t.flat_rate_percent(),
            effective_rate_percent: t.effective_rate_percent(),
            effective_rate_bp: t.effective_rate_bp(),
            installment_amount: t.installment_amount,
            last_installment_amount: t.last_installment_amount,
            total_payable: t.total_payable,
            first_payment_amount: t.first_payment_amount,
        }
    }
}

/// Names of the lenders and staff a page of rows refers to.
pub struct Names {
    pub lenders: HashMap<Uuid, String>,
    pub users: HashMap<Uuid, String>,
}

impl Names {
    /// Every lender (few) and the staff among `user_ids`.
    pub async fn load(db: &Db, user_ids: &[Uuid]) -> ApiResult<Names> {
        let lenders = storage::repo::reference::lenders(db).await?.into_iter().map(|l| (l.id, l.name)).collect();
        let mut ids = user_ids.to_vec();
        ids.sort();
        ids.dedup();
        let users = if ids.is_empty() {
            HashMap::new()
        } else {
            storage::repo::reference::names_of(db, &[], &[], &ids, false).await?.users
        };
        Ok(Names { lenders, users })
    }

    pub fn lender(&self, id: Option<Uuid>) -> Option<String> {
        id.and_then(|id| self.lenders.get(&id).cloned())
    }

    pub fn user(&self, id: Option<Uuid>) -> Option<String> {
        id.and_then(|id| self.users.get(&id).cloned())
    }
}

/// The actions `staff` may take on `l` now (`allowed_actions` of rows and details).
pub fn actions_of(l: &loan::Model, staff: &Staff) -> Vec<domain::pipeline::Action> {
    domain::pipeline::allowed_actions_for(&storage::repo::loans::state_of(l), staff.viewer())
}

/// A stage list's filter in the caller's scope with the page's search, order, size and cursor
/// (every stage list reads them the same way).
pub fn stage_filter(
    staff: &Staff,
    list: storage::repo::loans::stages::StageList,
    page: crate::page::PageQuery,
) -> storage::repo::loans::stages::StageFilter {
    let mut f = storage::repo::loans::stages::StageFilter::new(staff.loan_scope(), list);
    f.q = page.q;
    f.sort = page.sort;
    f.limit = page.limit;
    f.cursor = page.cursor;
    f
}

/// A stage list's filters as its download's audit row records them.
pub fn stage_filters(f: &storage::repo::loans::stages::StageFilter) -> serde_json::Value {
    serde_json::json!({
        "q": f.q,
        "statuses": f.statuses.iter().map(|(_, _, key)| key.clone()).collect::<Vec<_>>(),
        "lender_id": f.lender_id,
        "program_id": f.program_id,
        "from": f.from,
        "to": f.to,
        "remaining_min": f.remaining_min,
        "remaining_max": f.remaining_max,
        "hold_billing": f.hold_billing,
        "sort": format!("{:?}", f.sort),
    })
}

/// A stage list as filtered, as a streamed workbook (`format=xlsx`, DESIGN §3; issue 41 item
/// 9): every page of `f` from the first, each page's loans made into the list's own items by
/// `items` (so the workbook has one row per item the JSON list answers) and each item into
/// cells by `cells`; audited with the filters and the row count.
pub async fn stage_download<R>(
    state: &crate::state::AppState,
    staff: &Staff,
    mut f: storage::repo::loans::stages::StageFilter,
    download: crate::xlsx::Download<'_>,
    items: impl Fn(&[loan::Model]) -> Vec<R>,
    cells: impl Fn(&R) -> Vec<crate::xlsx::Cell>,
) -> ApiResult<axum::response::Response> {
    let filters = stage_filters(&f);
    let export = download.start(staff.lang);
    f.limit = crate::xlsx::EXPORT_PAGE;
    f.cursor = None;
    let mut written = 0u64;
    loop {
        let (rows, next, _) = storage::repo::loans::stages::list(&state.db, &f).await?;
        written += rows.len() as u64;
        export.rows(items(&rows).iter().map(&cells).collect()).await?;
        match next {
            Some(c) if written < u64::from(crate::xlsx::MAX_ROWS) => f.cursor = Some(c),
            _ => break,
        }
    }
    download.finish(state, staff, export, filters, written).await
}
