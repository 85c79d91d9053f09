//! How loans and programs are shown, shared by every stage's lists and details: the names a
//! page refers to, the actions the caller may take, the terms (DESIGN §3 `terms`) and a
//! program's disclosed rate.

use std::collections::HashMap;

use domain::{pipeline::Viewer, terms::Terms};
use serde::{Deserialize, Serialize};
use storage::{Db, entity::loan};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{auth::Staff, error::ApiResult, state::AppState};

impl Staff {
    /// Who this staff member is to the pipeline: their level, and whether they are a funder's
    /// staff (DESIGN §4).
    pub fn viewer(&self) -> Viewer {
        Viewer { level: self.level, funder: self.lender_id.is_some() }
    }
}

/// The terms as answered (DESIGN §3 `terms`): rupiah, and the flat rate in percent a year.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TermsView {
    pub price: i64,
    pub down_payment: i64,
    pub principal: i64,
    /// Number of installments.
    pub tenor: i64,
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
    parse_terms(l.terms.as_ref())
}

/// Terms as stored in a loan's `terms` column (`None` when absent or not terms).
pub fn parse_terms(v: Option<&serde_json::Value>) -> Option<Terms> {
    v.and_then(|v| Terms::deserialize(v).ok())
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

/// A program as answered: its row and the effective rate its terms disclose (issue 41 item 4).
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgramView {
    #[serde(flatten)]
    pub program: storage::entity::program::Model,
    /// The effective annual rate of the program's terms, basis points (DESIGN §3): the nominal
    /// annual IRR of a loan's cash flows, for a vehicle of [`RATE_PRICE`] rupiah (the rounding of
    /// installments to Rp 100 moves it by a basis point or so at other prices; each loan's own
    /// terms carry its exact rate). `None` when the program cannot make terms.
    pub effective_rate_bp: Option<i64>,
    pub effective_rate_percent: Option<f64>,
}

/// The vehicle price a program's effective rate is quoted at, rupiah.
pub const RATE_PRICE: i64 = 100_000_000;

impl From<storage::entity::program::Model> for ProgramView {
    fn from(program: storage::entity::program::Model) -> Self {
        let terms = program.terms(RATE_PRICE);
        ProgramView {
            effective_rate_bp: terms.as_ref().and_then(domain::terms::Terms::effective_rate_bp),
            effective_rate_percent: terms.as_ref().and_then(domain::terms::Terms::effective_rate_percent),
            program,
        }
    }
}

/// Program names by id, in the caller's language: every program, retired ones too (a retired
/// program takes no new applications, but its loans are still handed over, billed and reported).
pub async fn program_names(state: &AppState, lang: domain::Lang) -> ApiResult<std::collections::HashMap<Uuid, String>> {
    Ok(storage::repo::programs::list(&state.db, true)
        .await?
        .into_iter()
        .map(|p| {
            let p = p.localize(lang == domain::Lang::Id);
            (p.id, p.name)
        })
        .collect())
}

/// The first payment's amount due, rupiah: as scheduled, else from the terms.
pub fn first_payment_due(l: &loan::Model) -> i64 {
    l.first_payment_amount.or_else(|| terms_of(l).map(|t| t.first_payment_amount)).unwrap_or(0)
}

/// What is still to be received of the first payment, rupiah (0 once paid in full or more).
pub fn first_payment_remaining(l: &loan::Model) -> i64 {
    (first_payment_due(l) - l.first_payment_received).max(0)
}

/// A loan's virtual account (issue 43 item 5; DESIGN §3 "Virtual-account payments"): the bank
/// that issues it and the number the borrower pays into.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VirtualAccountView {
    /// The bank's code as the payment gateway names it (`BNI`).
    pub bank: String,
    /// Digits: the configured prefix and the loan's counter.
    pub number: String,
}

/// The virtual account of `l` once it was activated (`None` before, and when the configured
/// prefix cannot make one).
pub fn virtual_account_of(config: &crate::config::ApiConfig, l: &loan::Model) -> Option<VirtualAccountView> {
    l.activated_on?;
    let va = &config.virtual_accounts;
    let number = domain::virtual_account::number_of(&va.prefix, &l.loan_code)?;
    Some(VirtualAccountView { bank: va.bank_code.clone(), number })
}
