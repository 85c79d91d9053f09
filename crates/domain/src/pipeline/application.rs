//! The lead and application stages (spec §2, §4; DESIGN §5): the five steps of the form and the
//! transitions on them. Each function takes the current state, the action's input and the time,
//! and answers the [`Transition`] or why not.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::{
    Action, ApplicationStatus, ApprovalStatus, LeadStatus, LoanEvent, LoanState, PipelineError, Transition, precondition,
};

/// The five steps of the application form, in order (spec §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    BasicInfo,
    Address,
    EkycInvitation,
    Documents,
    Financial,
}

impl Step {
    pub const ALL: [Step; 5] = [Step::BasicInfo, Step::Address, Step::EkycInvitation, Step::Documents, Step::Financial];

    /// The URL segment and wire name (`basic-info`, `ekyc-invitation`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            Step::BasicInfo => "basic-info",
            Step::Address => "address",
            Step::EkycInvitation => "ekyc-invitation",
            Step::Documents => "documents",
            Step::Financial => "financial",
        }
    }

    pub fn parse(s: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|st| st.as_str() == s)
    }

    /// Bit `i` of a [`StepSet`] for step `i` of [`Step::ALL`].
    const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The steps stored valid, as the bit set kept in `loans.steps_done` (bit `i` for step `i` of
/// [`Step::ALL`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct StepSet(u8);

impl StepSet {
    pub const EMPTY: StepSet = StepSet(0);
    pub const ALL: StepSet = StepSet(0b1_1111);

    /// From the stored bits; bits beyond the five steps are dropped.
    pub fn from_bits(bits: i32) -> StepSet {
        StepSet(u8::try_from(bits & 0b1_1111).unwrap_or(0))
    }

    pub fn bits(self) -> i32 {
        i32::from(self.0)
    }

    pub fn contains(self, step: Step) -> bool {
        self.0 & step.bit() != 0
    }

    #[must_use]
    pub fn with(self, step: Step) -> StepSet {
        StepSet(self.0 | step.bit())
    }

    #[must_use]
    pub fn without(self, step: Step) -> StepSet {
        StepSet(self.0 & !step.bit())
    }

    /// The steps up to and including `up_to` that are not stored valid, in order.
    pub fn missing_up_to(self, up_to: Step) -> Vec<Step> {
        Step::ALL.into_iter().filter(|s| *s <= up_to && !self.contains(*s)).collect()
    }
}

/// A step stored valid (`PUT …/{step}`): the application must still be editable.
///
/// Errors: 409 `application_deleted`, `application_locked`.
pub fn edit_step(s: &LoanState, step: Step, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::Edit)?;
    let to = LoanState { steps: s.steps.with(step), ..*s };
    Ok(Transition::new(Action::Edit, LoanEvent::step(step), s, to, at))
}

/// Save from step `from` (spec §4, DESIGN §5): the application becomes unverified only when
/// every step is stored valid (whichever step it is saved from); otherwise it stays as it is
/// and the answer names the missing steps. Saved from the e-KYC invitation step with a schedule
/// (`has_kyc_schedule`), the list shows "KYC Scheduled" from then on.
///
/// Errors: 409 as [`precondition`] for [`Action::Save`]; 422 [`PipelineError::Incomplete`].
pub fn save(s: &LoanState, from: Step, has_kyc_schedule: bool, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::Save)?;
    let missing = s.steps.missing_up_to(Step::Financial);
    if !missing.is_empty() {
        return Err(PipelineError::Incomplete(missing));
    }
    let kyc_scheduled = s.kyc_scheduled || (from == Step::EkycInvitation && has_kyc_schedule);
    let to = LoanState { application: ApplicationStatus::Unverified, kyc_scheduled, ..*s };
    Ok(Transition::new(Action::Save, LoanEvent::Save, s, to, at))
}

/// Verify (spec §4): an unverified application with every step valid becomes verified and
/// enters loan approval as pending.
///
/// Errors: 409 `application_deleted`, `application_not_unverified`; 422 incomplete (both from
/// [`precondition`], so `allowed_actions` offers Verify only when it would succeed).
pub fn verify(s: &LoanState, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::Verify)?;
    let to = LoanState { application: ApplicationStatus::Verified, approval: Some(ApprovalStatus::Pending), ..*s };
    Ok(Transition::new(Action::Verify, LoanEvent::Verify, s, to, at))
}

/// Soft delete (spec §4): any live loan.
///
/// Errors: 409 `application_deleted`.
pub fn delete(s: &LoanState, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::Delete)?;
    Ok(Transition::new(Action::Delete, LoanEvent::Delete, s, LoanState { deleted: true, ..*s }, at))
}

/// Qualify or unqualify a lead (`to` is `qualified` or `unqualified`): only while the
/// application is a draft. Setting the status it already has is allowed and changes nothing.
/// Unqualifying cancels the KYC meeting (issue 45 item 5): the e-KYC invitation step is no
/// longer done, so a lead qualified again is scheduled anew.
///
/// Errors: 409 `lead_not_open` (not a draft, or `to` is `new`), or as [`precondition`].
pub fn set_lead(s: &LoanState, to: LeadStatus, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    let (action, event) = match to {
        LeadStatus::Qualified => (Action::Qualify, LoanEvent::LeadQualified),
        LeadStatus::Unqualified => (Action::Unqualify, LoanEvent::LeadUnqualified),
        LeadStatus::New => return Err(PipelineError::Conflict("lead_not_open")),
    };
    precondition(s, action)?;
    if s.lead == to {
        // Already so: nothing changes (the caller writes nothing).
        return Ok(Transition::new(action, event, s, *s, at));
    }
    let steps = if to == LeadStatus::Unqualified { s.steps.without(Step::EkycInvitation) } else { s.steps };
    let kyc_scheduled = s.kyc_scheduled && to != LeadStatus::Unqualified;
    Ok(Transition::new(action, event, s, LoanState { lead: to, steps, kyc_scheduled, ..*s }, at))
}

/// Assign or change the PIC: any live loan; the state does not change.
///
/// Errors: 409 `application_deleted`.
pub fn assign_pic(s: &LoanState, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::AssignPic)?;
    Ok(Transition::new(Action::AssignPic, LoanEvent::AssignPic, s, *s, at))
}

/// Assign or change the partner while the application is editable. Motorcycle types belong to a
/// partner, so unless the loan's type is also the new partner's (`keeps_motorcycle_type`), the
/// basic-info step must be chosen again.
///
/// Errors: 409 `application_deleted`, `application_locked`.
pub fn assign_partner(s: &LoanState, keeps_motorcycle_type: bool, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::AssignPartner)?;
    let steps = if keeps_motorcycle_type { s.steps } else { s.steps.without(Step::BasicInfo) };
    Ok(Transition::new(Action::AssignPartner, LoanEvent::AssignPartner, s, LoanState { steps, ..*s }, at))
}

/// Batch KYC scheduling from the list: stores the e-KYC invitation step of an editable
/// application whose lead is not unqualified.
///
/// Errors: 409 `application_deleted`, `application_locked`, `kyc_lead_unqualified`.
pub fn schedule_kyc(s: &LoanState, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    precondition(s, Action::ScheduleKyc)?;
    let to = LoanState { steps: s.steps.with(Step::EkycInvitation), ..*s };
    Ok(Transition::new(Action::ScheduleKyc, LoanEvent::ApplicationKycSchedule, s, to, at))
}

/// The state a loan opens in with a new prospect/borrower account (`POST /api/v1/borrowers`):
/// a new lead with a draft application whose basic-info step came with the account.
pub fn open() -> LoanState {
    LoanState { steps: StepSet::EMPTY.with(Step::BasicInfo), ..LoanState::new_prospect() }
}
