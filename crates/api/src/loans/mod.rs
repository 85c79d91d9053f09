//! What every stage's handlers share to read and change a loan: the caller's [`Scope`], loading
//! a loan within it (an out-of-scope loan is 404), and committing transitions through the one
//! write path, with storage's and the pipeline's errors mapped to the API's.

pub mod book;
pub mod files;
pub mod late;
pub mod posting;
pub mod queue;
pub mod stages;
pub mod view;

use domain::pipeline::{PipelineError, precondition};
use storage::{
    StoreError,
    entity::loan,
    repo::loans::{self, Change, Scope},
};

use crate::{
    auth::Staff,
    error::{ApiError, ApiResult},
    state::AppState,
};

impl Staff {
    /// The loans (and lenders) this staff member may see and act on (DESIGN §4): only those
    /// allocated to their lender when they are a funder's staff, and to their funding source
    /// when tied to one (issue 14).
    pub fn loan_scope(&self) -> Scope {
        Scope::of(self.lender_id, self.funding_source_id)
    }

    /// Refuses a funder's staff: assets (units, batteries, tickets, service orders) are the
    /// lender's own staff's to change. Errors: 403 `assets_not_for_funder_staff`.
    pub fn in_house_only(&self) -> ApiResult<()> {
        self.in_house_or("assets_not_for_funder_staff")
    }

    /// Whether this staff member works for the lender itself, not for a funder (DESIGN §4).
    pub fn funder_tie(&self) -> domain::access::FunderTie<uuid::Uuid> {
        domain::access::FunderTie::of(self.lender_id, self.funding_source_id)
    }

    /// Refuses a funder's staff with `code` (403): what only the lender's own staff do — change
    /// assets, originate loans (new prospects, imports; issue 45 item 6).
    pub fn in_house_or(&self, code: &'static str) -> ApiResult<()> {
        if self.funder_tie().is_in_house() { Ok(()) } else { Err(ApiError::Denied { field: None, code }) }
    }
}

impl From<PipelineError> for ApiError {
    fn from(e: PipelineError) -> Self {
        match e {
            PipelineError::Conflict(code) => ApiError::Conflict(code),
            PipelineError::Incomplete(steps) => {
                let mut errors = domain::ValidationErrors::new();
                for s in steps {
                    errors.add(s.as_str(), "steps_incomplete");
                }
                ApiError::Validation(errors)
            }
            PipelineError::Forbidden(code) => ApiError::Denied { field: None, code },
            PipelineError::Invalid(field, code) => ApiError::field(field, code),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict | StoreError::Unique => ApiError::Conflict("conflict"),
            StoreError::Refused { field, code } => ApiError::field(field, code),
            StoreError::Db(e) => e.into(),
        }
    }
}

/// The loan with this loan ID in the caller's scope, deleted ones included (their actions
/// answer 409). Errors: 404 when it does not exist or is out of scope.
pub async fn load(state: &AppState, staff: &Staff, loan_id: &str) -> ApiResult<loan::Model> {
    if !looks_like_loan_code(loan_id) {
        return Err(ApiError::NotFound);
    }
    loans::find_by_code(&state.db, staff.loan_scope(), loan_id).await?.ok_or(ApiError::NotFound)
}

/// The loan with this loan ID that moved to another funder after the caller's lender had it
/// (issue 40 item 4), as its first lender's staff still see it. Errors: 404 when there is none
/// (in-house staff never have one: nothing is out of their scope).
pub async fn load_moved(state: &AppState, staff: &Staff, loan_id: &str) -> ApiResult<loans::allocations::MovedLoan> {
    if !looks_like_loan_code(loan_id) {
        return Err(ApiError::NotFound);
    }
    loans::allocations::find_moved(&state.db, staff.loan_scope(), loan_id).await?.ok_or(ApiError::NotFound)
}

/// [`load`], then waits for the loan's money turn ([`queue`]) and reads it again as it stands
/// now that the writes before this one committed. Hold the turn until the change commits.
/// Errors: 404.
pub async fn load_for_money<'a>(
    state: &'a AppState,
    staff: &Staff,
    loan_id: &str,
) -> ApiResult<(loan::Model, queue::MoneyTurn<'a>)> {
    let first = load(state, staff, loan_id).await?;
    let turn = state.money_queue.turn(first.id).await;
    let l = loans::find_by_id(&state.db, staff.loan_scope(), first.id).await?.ok_or(ApiError::NotFound)?;
    Ok((l, turn))
}

/// Whether `s` could be a loan ID (`LN-0000042`): short, letters, digits and dashes. Anything
/// else (a NUL, which PostgreSQL refuses in text, or a megabyte of text) names no loan, so it
/// never reaches the database.
pub fn looks_like_loan_code(s: &str) -> bool {
    let s = s.trim();
    !s.is_empty() && s.len() <= 32 && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// [`load`], then checks the `version` the caller last read, when it sent one.
/// Errors: 404; 409 `conflict` when stale.
pub async fn load_current(state: &AppState, staff: &Staff, loan_id: &str, version: Option<i32>) -> ApiResult<loan::Model> {
    let l = load(state, staff, loan_id).await?;
    match version {
        Some(v) if v != l.version => Err(ApiError::Conflict("conflict")),
        _ => Ok(l),
    }
}

/// The live loans in scope named by a batch body (at most 100, each once), all found or 404.
/// Errors: 422 `loan_ids_required` / `loan_ids_too_many`; 404.
pub async fn load_selected(state: &AppState, staff: &Staff, codes: &[String]) -> ApiResult<Vec<loan::Model>> {
    if codes.is_empty() {
        return Err(ApiError::field("loan_ids", "loan_ids_required"));
    }
    if codes.len() > 100 {
        return Err(ApiError::field("loan_ids", "loan_ids_too_many"));
    }
    if !codes.iter().all(|c| looks_like_loan_code(c)) {
        return Err(ApiError::NotFound);
    }
    let found = loans::find_live_by_codes(&state.db, staff.loan_scope(), codes).await?;
    let mut unique = codes.iter().map(|c| c.trim().to_uppercase()).collect::<Vec<_>>();
    unique.sort();
    unique.dedup();
    if found.len() != unique.len() {
        return Err(ApiError::NotFound);
    }
    Ok(found)
}

/// Applies `changes` in one transaction by `staff`. When a loan changed in between (another
/// writer won), the answer names why the action no longer fits when the state says so
/// (`application_not_unverified`, …), else 409 `conflict`.
pub async fn commit(state: &AppState, staff: &Staff, changes: Vec<Change>) -> ApiResult<Vec<loan::Model>> {
    let first = changes.first().map(|c| (c.loan.id, c.transition.action));
    match loans::apply(&state.db, &staff.actor(), changes).await {
        Err(StoreError::Conflict) => {
            if let Some((id, action)) = first
                && let Some(now) = loans::find_by_id(&state.db, staff.loan_scope(), id).await?
            {
                precondition(&loans::state_of(&now), action)?;
            }
            Err(ApiError::Conflict("conflict"))
        }
        other => Ok(other?),
    }
}

/// [`commit`] of one change, then `finish` with the stored loan in the same transaction (a
/// payment stores its idempotent answer there); answers what `finish` answers.
pub async fn commit_then<T>(
    state: &AppState,
    staff: &Staff,
    change: Change,
    finish: impl AsyncFnOnce(&storage::Tx, &loan::Model) -> ApiResult<T>,
) -> ApiResult<T> {
    let (id, action) = (change.loan.id, change.transition.action);
    let finish = async |tx: &storage::Tx, stored: &[loan::Model]| -> ApiResult<T> {
        let l = stored.first().ok_or(ApiError::NotFound)?;
        finish(tx, l).await
    };
    match loans::apply_then(&state.db, &staff.actor(), vec![change], finish).await {
        Err(StoreError::Conflict) => {
            if let Some(now) = loans::find_by_id(&state.db, staff.loan_scope(), id).await? {
                precondition(&loans::state_of(&now), action)?;
            }
            Err(ApiError::Conflict("conflict"))
        }
        Err(e) => Err(e.into()),
        Ok(answer) => answer,
    }
}

/// [`commit`] of one change; answers the loan as stored.
pub async fn commit_one(state: &AppState, staff: &Staff, change: Change) -> ApiResult<loan::Model> {
    commit(state, staff, vec![change]).await?.pop().ok_or(ApiError::NotFound)
}
