//! `/app/borrower/application` (spec §2–5, DESIGN §3, §5): the prospect account, the five-step
//! application, the list with its counts, verify, delete, PIC and partner, leads, batch KYC.
//!
//! Every change runs in one transaction with its audit row; writes are guarded in their
//! `WHERE` (state and, when the caller sends it, `version`), so a stale or concurrent change
//! answers 409 and nothing is half-stored.

pub mod account;
pub mod actions;
pub mod list;
pub mod load;
pub mod steps;
pub mod view;

use domain::application::{ApplicationState, ApplicationStatus, LeadStatus, Step, TransitionError};
use storage::entity::loan;

use crate::error::ApiError;

/// The transition view of a stored loan.
pub fn state_of(l: &loan::Model) -> ApplicationState {
    let mut steps_done = [false; 5];
    for (i, done) in steps_done.iter_mut().enumerate() {
        *done = l.steps_done & (1 << i) != 0;
    }
    ApplicationState {
        status: ApplicationStatus::parse(&l.status).unwrap_or(ApplicationStatus::Draft),
        lead: LeadStatus::parse(&l.lead_status).unwrap_or(LeadStatus::New),
        deleted: l.deleted_at.is_some(),
        steps_done,
    }
}

/// The bit of `step` in `loans.steps_done`.
pub fn step_bit(step: Step) -> i32 {
    1 << Step::ALL.iter().position(|s| *s == step).expect("a step")
}

impl From<TransitionError> for ApiError {
    fn from(e: TransitionError) -> Self {
        match e {
            TransitionError::Conflict(code) => ApiError::Conflict(code),
            TransitionError::Incomplete(steps) => {
                let mut errors = domain::ValidationErrors::new();
                for s in steps {
                    errors.add(s.as_str(), "steps_incomplete");
                }
                ApiError::Validation(errors)
            }
        }
    }
}

/// Today in Asia/Jakarta (ages and income months are counted in Indonesian calendar days).
pub fn today_jakarta() -> chrono::NaiveDate {
    chrono::Utc::now().with_timezone(&chrono_tz::Asia::Jakarta).date_naive()
}
