//! Loan approval (spec §2, §4; DESIGN §5): staff allocate a verified loan to a lender; that
//! lender's staff approve or reject it; a rejected loan can be allocated to another lender.

use chrono::{DateTime, Utc};

use super::{
    Action, ApprovalStatus, KycStatus, LoanEvent, LoanState, OfferingLetterStatus, PipelineError, Transition, Viewer, check,
};

/// Allocate (or re-allocate after a rejection, or move a still-pending allocation) to a lender:
/// approval becomes pending with a lender.
///
/// Errors: 403 `not_your_role` for a funder's staff; 409 `loan_not_verified`, `approval_decided`.
pub fn allocate(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::Allocate, viewer)?;
    let to = LoanState { approval: Some(ApprovalStatus::Pending), allocated: true, ..*s };
    Ok(Transition::new(Action::Allocate, LoanEvent::Allocate, s, to, at))
}

/// What an approval starts the KYC stage with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApprovalInput {
    /// The program issues an offering letter (otherwise "No offering letter needed").
    pub needs_offering_letter: bool,
    /// The application's e-KYC invitation holds a meeting still in the future: KYC starts
    /// scheduled.
    pub has_future_kyc_meeting: bool,
}

/// The lender approves its allocation: the loan enters KYC / offering letter — KYC scheduled
/// when a future meeting is already set, else OL processing while an offering letter is due,
/// else KYC scheduling.
///
/// Errors: 403 `not_your_role` unless the caller is the lender's staff; 409
/// `allocation_not_pending`.
pub fn approve(s: &LoanState, viewer: Viewer, input: ApprovalInput, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::Approve, viewer)?;
    let kyc = if input.has_future_kyc_meeting {
        KycStatus::KycScheduled
    } else if input.needs_offering_letter {
        KycStatus::OlProcessing
    } else {
        KycStatus::KycScheduling
    };
    let ol = if input.needs_offering_letter { OfferingLetterStatus::OlProcessing } else { OfferingLetterStatus::NotNeeded };
    let to = LoanState { approval: Some(ApprovalStatus::Approved), kyc: Some(kyc), offering_letter: Some(ol), ..*s };
    Ok(Transition::new(Action::Approve, LoanEvent::Approve, s, to, at))
}

/// The lender rejects its allocation (with a reason, kept on the allocation); staff can
/// allocate the loan to another lender.
///
/// Errors: 403 `not_your_role`; 409 `allocation_not_pending`.
pub fn reject(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::Reject, viewer)?;
    let to = LoanState { approval: Some(ApprovalStatus::Rejected), ..*s };
    Ok(Transition::new(Action::Reject, LoanEvent::Reject, s, to, at))
}
