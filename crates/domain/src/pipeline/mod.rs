//! The loan pipeline as one state machine (spec §4, DESIGN §5).
//!
//! One loan record goes through every stage. Its state is a [`LoanState`]; every action staff
//! can take is a pure function of that state (and the action's input and the time) that answers
//! a [`Transition`] or a [`PipelineError`]. [`allowed_actions`] is derived from the same
//! preconditions ([`precondition`]), so the buttons the web app shows and the checks the API
//! makes cannot disagree. Storage applies a transition in one guarded write (version, counters,
//! audit in one transaction); it never decides a rule.
//!
//! Adding a stage: its status enum in [`status`], a field on [`LoanState`], its actions in
//! [`Action`] with a precondition and a transition function.

pub mod application;
pub mod status;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use strum::{AsRefStr, EnumIter, IntoEnumIterator, IntoStaticStr};

use crate::{Area, Level};
pub use application::{Step, StepSet};
pub use status::{ApplicationStatus, ApprovalStatus, LeadStatus};

/// The pipeline stages, each a screen (DESIGN §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, AsRefStr, IntoStaticStr, EnumIter)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Stage {
    Lead,
    Application,
    Approval,
    Kyc,
    Contract,
    Active,
    /// Deleted, or out of the pipeline for good.
    Closed,
}

/// Everything the pipeline's rules look at in one loan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LoanState {
    pub lead: LeadStatus,
    pub application: ApplicationStatus,
    /// Set once verified (the approval stage).
    pub approval: Option<ApprovalStatus>,
    /// Saved from the e-KYC invitation step with a schedule: the list shows "KYC Scheduled".
    pub kyc_scheduled: bool,
    /// Which application steps are stored valid.
    pub steps: StepSet,
    /// Soft-deleted (spec §4): kept, out of every list, no action but reading.
    pub deleted: bool,
}

impl LoanState {
    /// A new prospect's loan: a `new` lead with a draft application and no step stored valid.
    pub fn new_prospect() -> LoanState {
        LoanState {
            lead: LeadStatus::New,
            application: ApplicationStatus::Draft,
            approval: None,
            kyc_scheduled: false,
            steps: StepSet::EMPTY,
            deleted: false,
        }
    }

    /// The stage whose screen lists this loan.
    pub fn stage(&self) -> Stage {
        if self.deleted || self.lead == LeadStatus::Unqualified {
            return Stage::Closed;
        }
        match self.application {
            ApplicationStatus::Draft => Stage::Lead,
            ApplicationStatus::Unverified => Stage::Application,
            ApplicationStatus::Verified => Stage::Approval,
        }
    }

    /// What the application list shows: the status, or `kyc_scheduled` for an unverified
    /// application saved from the e-KYC invitation step with a schedule.
    pub fn display_status(&self) -> &'static str {
        if self.application == ApplicationStatus::Unverified && self.kyc_scheduled {
            "kyc_scheduled"
        } else {
            self.application.as_str()
        }
    }
}

/// Every action on a loan. The wire names (`allowed_actions`, audit rows) are `snake_case`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, AsRefStr, IntoStaticStr, EnumIter, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Action {
    /// Store a step of the application form.
    Edit,
    /// Save: the application becomes unverified.
    Save,
    /// Verify: on to loan approval as pending.
    Verify,
    /// Soft delete with a reason.
    Delete,
    AssignPic,
    AssignPartner,
    Qualify,
    Unqualify,
    /// Batch KYC scheduling from the application list.
    ScheduleKyc,
}

impl Action {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The area whose staff may take the action (spec §6).
    pub fn area(self) -> Area {
        match self {
            Action::Edit
            | Action::Save
            | Action::Verify
            | Action::Delete
            | Action::AssignPic
            | Action::AssignPartner
            | Action::Qualify
            | Action::Unqualify
            | Action::ScheduleKyc => Area::BorrowerApplication,
        }
    }
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PipelineError {
    /// The loan's state does not allow the action (409), with a stable message code.
    #[error("conflict: {0}")]
    Conflict(&'static str),
    /// These steps still need valid data (422 `steps_incomplete`).
    #[error("steps incomplete: {0:?}")]
    Incomplete(Vec<Step>),
}

/// The result of an action: the state before and after, at a time, under a stable event name
/// (the audit row's action).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transition {
    pub action: Action,
    /// `loan_application.verify`, `loan_application.step.address`, `lead.qualified`, …
    pub event: String,
    pub from: LoanState,
    pub to: LoanState,
    pub at: DateTime<Utc>,
}

impl Transition {
    fn new(action: Action, event: impl Into<String>, from: &LoanState, to: LoanState, at: DateTime<Utc>) -> Transition {
        Transition { action, event: event.into(), from: *from, to, at }
    }

    /// The application status a live loan is counted under before the change (`None` when it
    /// was deleted) and after it (`None` when it is deleted now); the write path moves the
    /// status counters by these.
    pub fn counted(&self) -> (Option<ApplicationStatus>, Option<ApplicationStatus>) {
        let of = |s: &LoanState| (!s.deleted).then_some(s.application);
        (of(&self.from), of(&self.to))
    }
}

/// Whether the state allows `action` at all (the input can still refuse it). The one table
/// from which both the transitions and [`allowed_actions`] read.
///
/// Errors: 409 codes `application_deleted`, `application_locked`, `lead_unqualified`,
/// `kyc_lead_unqualified`, `application_not_unverified`, `lead_not_open`; 422
/// [`PipelineError::Incomplete`] for Verify while a step is not stored valid (a partner change
/// drops the basic-info step of an unverified application).
pub fn precondition(s: &LoanState, action: Action) -> Result<(), PipelineError> {
    use PipelineError::Conflict;
    if s.deleted {
        return Err(Conflict("application_deleted"));
    }
    let editable = || if s.application == ApplicationStatus::Verified { Err(Conflict("application_locked")) } else { Ok(()) };
    match action {
        Action::AssignPic | Action::Delete => Ok(()),
        Action::Edit | Action::AssignPartner => editable(),
        Action::ScheduleKyc => {
            editable()?;
            if s.lead == LeadStatus::Unqualified { Err(Conflict("kyc_lead_unqualified")) } else { Ok(()) }
        }
        Action::Save => {
            editable()?;
            if s.lead == LeadStatus::Unqualified { Err(Conflict("lead_unqualified")) } else { Ok(()) }
        }
        Action::Verify => {
            if s.application != ApplicationStatus::Unverified {
                return Err(Conflict("application_not_unverified"));
            }
            let missing = s.steps.missing_up_to(application::Step::Financial);
            if missing.is_empty() { Ok(()) } else { Err(PipelineError::Incomplete(missing)) }
        }
        Action::Qualify | Action::Unqualify => {
            editable()?;
            if s.application == ApplicationStatus::Draft { Ok(()) } else { Err(Conflict("lead_not_open")) }
        }
    }
}

/// The actions `level` may take on a loan in state `s` now: its level allows the action's area
/// and the state allows the action. Actions that would change nothing (qualifying a qualified
/// lead) are left out.
pub fn allowed_actions(s: &LoanState, level: Level) -> Vec<Action> {
    Action::iter()
        .filter(|a| level.allows(a.area()))
        .filter(|a| precondition(s, *a).is_ok())
        .filter(|a| match a {
            Action::Qualify => s.lead != LeadStatus::Qualified,
            Action::Unqualify => s.lead != LeadStatus::Unqualified,
            _ => true,
        })
        .collect()
}

#[cfg(test)]
mod tests;
