//! The loan contract stage (spec §2, §4; DESIGN §5): the first payment (scheduled, paid or
//! expired, proven by a verified proof) and the contract document (processing until verified).
//! With both done the loan becomes an active borrower pending activation.

use chrono::{DateTime, Utc};

use super::{
    Action, ActiveStatus, ContractStatus, LoanEvent, LoanState, PaymentStatus, PipelineError, Transition, Viewer, check,
};

/// Both done: pending activation (the motorcycle handover activates it later).
fn settle(mut to: LoanState) -> LoanState {
    if to.payment == Some(PaymentStatus::Paid) && to.contract == Some(ContractStatus::ContractVerified) {
        to.active = Some(ActiveStatus::PendingActivation);
    }
    to
}

/// Set (or move) the first payment's due date: payment scheduled again.
///
/// Errors: 403 `not_your_role`; 409 `kyc_not_approved`, `first_payment_closed`.
pub fn schedule_first_payment(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::ScheduleFirstPayment, viewer)?;
    let to = LoanState { payment: Some(PaymentStatus::PaymentScheduled), ..*s };
    Ok(Transition::new(Action::ScheduleFirstPayment, LoanEvent::FirstPaymentSchedule, s, to, at))
}

/// A payment proof is uploaded; it waits for verification (no status changes).
///
/// Errors: 403 `not_your_role`; 409 `kyc_not_approved`, `first_payment_closed`.
pub fn upload_payment_proof(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::UploadPaymentProof, viewer)?;
    Ok(Transition::new(Action::UploadPaymentProof, LoanEvent::PaymentProofUpload, s, *s, at))
}

/// A proof is accepted or rejected (no status changes). An accepted proof adds its amount to
/// what the first payment has received; `covers` says whether the first payment is then fully
/// received: only then is it paid (with a verified contract, pending activation). A short
/// proof leaves it open for the rest (issue 41 item 1).
///
/// Errors: 403 `not_your_role`; 409 `kyc_not_approved`, `first_payment_closed`.
pub fn review_payment_proof(
    s: &LoanState,
    viewer: Viewer,
    accept: bool,
    covers: bool,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::ReviewPaymentProof, viewer)?;
    let (to, event) = if accept && covers {
        (settle(LoanState { payment: Some(PaymentStatus::Paid), ..*s }), LoanEvent::PaymentProofAccept)
    } else if accept {
        (*s, LoanEvent::PaymentProofAccept)
    } else {
        (*s, LoanEvent::PaymentProofReject)
    };
    Ok(Transition::new(Action::ReviewPaymentProof, event, s, to, at))
}

/// A bank statement or payment receipt is uploaded (no status changes).
///
/// Errors: 403 `not_your_role`; 409 `kyc_not_approved`, `contract_closed`.
pub fn upload_document(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::UploadContractDocument, viewer)?;
    Ok(Transition::new(Action::UploadContractDocument, LoanEvent::ContractDocumentUpload, s, *s, at))
}

/// The signed contract (pdf) is uploaded, replacing an earlier unverified one.
///
/// Errors: 403 `not_your_role`; 409 `contract_closed`.
pub fn upload_contract(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::UploadContract, viewer)?;
    let to = LoanState { contract_uploaded: true, ..*s };
    Ok(Transition::new(Action::UploadContract, LoanEvent::ContractUpload, s, to, at))
}

/// The uploaded contract is verified (contract verified; with the first payment paid, pending
/// activation) or rejected (it must be uploaded again).
///
/// Errors: 403 `not_your_role`; 409 `contract_closed`, `contract_not_uploaded`.
pub fn verify_contract(s: &LoanState, viewer: Viewer, accept: bool, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::VerifyContract, viewer)?;
    let (to, event) = if accept {
        (settle(LoanState { contract: Some(ContractStatus::ContractVerified), ..*s }), LoanEvent::ContractVerify)
    } else {
        (LoanState { contract_uploaded: false, ..*s }, LoanEvent::ContractReject)
    };
    Ok(Transition::new(Action::VerifyContract, event, s, to, at))
}

/// A transfer reference as duplicates are matched: letters and digits only, upper-cased
/// (`trf-001 234` and `TRF001234` are the same transfer).
pub fn reference_key(reference: &str) -> String {
    reference.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_uppercase()).collect()
}
