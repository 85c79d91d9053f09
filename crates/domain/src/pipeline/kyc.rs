//! KYC and the offering letter (spec §2, §4; DESIGN §5): an approved loan's KYC meeting is
//! scheduled (again after it expires), its result recorded; the offering letter is downloaded
//! unless the program needs none.

use chrono::{DateTime, Utc};

use super::{
    Action, ContractStatus, KycStatus, LoanEvent, LoanState, OfferingLetterStatus, PaymentStatus, PipelineError, Transition,
    Viewer, check,
};

/// Schedule or reschedule the KYC meeting (the meeting's time is checked by
/// [`crate::kyc`]): KYC scheduled.
///
/// Errors: 403 `not_your_role`; 409 `loan_not_approved`, `kyc_not_open`.
pub fn schedule(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::KycSchedule, viewer)?;
    let to = LoanState { kyc: Some(KycStatus::KycScheduled), ..*s };
    Ok(Transition::new(Action::KycSchedule, LoanEvent::KycSchedule, s, to, at))
}

/// Record the meeting's result. Approved: the loan enters the contract stage with its first
/// payment scheduled (`nothing_to_pay`: the terms' first payment is Rp 0, a program with no down
/// payment and no fee, so it is paid at once and needs no proof: issue 41 item 1) and the
/// contract in processing. Rejected: the loan leaves the pipeline.
///
/// Errors: 403 `not_your_role`; 409 `loan_not_approved`, `kyc_not_scheduled`.
pub fn result(
    s: &LoanState,
    viewer: Viewer,
    approved: bool,
    nothing_to_pay: bool,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::KycResult, viewer)?;
    let to = if approved {
        let payment = if nothing_to_pay { PaymentStatus::Paid } else { PaymentStatus::PaymentScheduled };
        LoanState {
            kyc: Some(KycStatus::KycApproved),
            payment: Some(payment),
            contract: Some(ContractStatus::ContractProcessing),
            ..*s
        }
    } else {
        LoanState { kyc: Some(KycStatus::KycRejected), ..*s }
    };
    let event = if approved { LoanEvent::KycApprove } else { LoanEvent::KycReject };
    Ok(Transition::new(Action::KycResult, event, s, to, at))
}

/// The offering letter is downloaded: 'OL is downloaded'; a KYC still waiting on the letter
/// (OL processing) moves on to KYC scheduling. Downloading again changes no status.
///
/// Errors: 409 `loan_not_approved`, `kyc_not_open`; `offering_letter_not_needed` (the API
/// answers 404 with that code).
pub fn download_offering_letter(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::DownloadOfferingLetter, viewer)?;
    let kyc = if s.kyc == Some(KycStatus::OlProcessing) { Some(KycStatus::KycScheduling) } else { s.kyc };
    let to = LoanState { offering_letter: Some(OfferingLetterStatus::OlDownloaded), kyc, ..*s };
    Ok(Transition::new(Action::DownloadOfferingLetter, LoanEvent::OfferingLetterDownload, s, to, at))
}

/// The daily job: a KYC meeting whose time passed without a result expires (and can be
/// scheduled again); a first payment whose due date passed unpaid expires. The caller decides
/// which dates passed (`kyc_passed`, `payment_passed`).
///
/// Errors: 409 `nothing_to_expire` when neither applies.
pub fn expire(s: &LoanState, kyc_passed: bool, payment_passed: bool, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    super::precondition(s, Action::Expire)?;
    let mut to = *s;
    if kyc_passed && s.kyc == Some(KycStatus::KycScheduled) {
        to.kyc = Some(KycStatus::KycExpired);
    }
    if payment_passed && s.payment == Some(PaymentStatus::PaymentScheduled) {
        to.payment = Some(PaymentStatus::ScheduleExpired);
    }
    if to == *s {
        return Err(PipelineError::Conflict("nothing_to_expire"));
    }
    Ok(Transition::new(Action::Expire, LoanEvent::Expire, s, to, at))
}
