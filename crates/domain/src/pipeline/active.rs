//! The active-borrower stage (issue 10; spec §4; DESIGN §5): activation on the handover, then
//! the status the repayments give it (normal, late, non performing, on hold), until it is paid
//! off or deactivated (inactive). The status after a payment, a reversal or a hold is computed
//! by `crate::repayment::standing` and passed in; these functions decide whether the action is
//! allowed and what the state becomes.

use chrono::{DateTime, Utc};

use super::{Action, ActiveStatus, LoanEvent, LoanState, PipelineError, Transition, Viewer, check};
use crate::repayment::InactiveReason;

/// The handover activates the loan: normal, its schedule starts.
///
/// Errors: 403 `not_your_role`; 409 `loan_not_pending_activation`.
pub fn activate(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::Activate, viewer)?;
    let to = LoanState { active: Some(ActiveStatus::Normal), ..*s };
    Ok(Transition::new(Action::Activate, LoanEvent::Activate, s, to, at))
}

/// A payment is recorded; the loan takes `status` (inactive once paid off).
///
/// Errors: 403 `not_your_role`; 409 `loan_not_active`.
pub fn record_payment(
    s: &LoanState,
    viewer: Viewer,
    status: ActiveStatus,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::RecordPayment, viewer)?;
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::RecordPayment, LoanEvent::PaymentRecord, s, to, at))
}

/// A payment posts by itself from the payment gateway's callback (issue 43 item 5): no staff
/// member takes it, so only the state decides (the loan must be repaying); the loan takes
/// `status`.
///
/// Errors: 409 `loan_not_active`.
pub fn post_gateway_payment(s: &LoanState, status: ActiveStatus, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    super::precondition(s, Action::RecordPayment)?;
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::RecordPayment, LoanEvent::PaymentGateway, s, to, at))
}

/// A payoff settles the loan early (issue 44 item 1): whoever may record a payment may take it,
/// on a loan still repaying; the loan becomes inactive.
///
/// Errors: 403 `not_your_role`; 409 `loan_not_active`.
pub fn settle_early(s: &LoanState, viewer: Viewer, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::RecordPayment, viewer)?;
    let to = LoanState { active: Some(ActiveStatus::Inactive), ..*s };
    Ok(Transition::new(Action::RecordPayment, LoanEvent::Payoff, s, to, at))
}

/// A payment is reversed (maker-checker); the loan takes `status` (a paid-off loan is active
/// again).
///
/// Errors: 403 `not_your_role`, `maker_checker` (`recorded_by_caller`: the caller recorded it);
/// 409 `loan_not_active`, `loan_deactivated` (deactivated or written off by staff),
/// `loan_settled_early` (closed by a payoff, issue 44 item 1).
pub fn reverse_payment(
    s: &LoanState,
    viewer: Viewer,
    inactive_reason: Option<InactiveReason>,
    recorded_by_caller: bool,
    status: ActiveStatus,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::ReversePayment, viewer)?;
    if matches!(inactive_reason, Some(InactiveReason::Deactivated | InactiveReason::WrittenOff)) {
        return Err(PipelineError::Conflict("loan_deactivated"));
    }
    // A payoff's rebate and fee were granted for settling the whole loan: its payments stand.
    if inactive_reason == Some(InactiveReason::SettledEarly) {
        return Err(PipelineError::Conflict("loan_settled_early"));
    }
    if recorded_by_caller {
        return Err(PipelineError::Forbidden("maker_checker"));
    }
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::ReversePayment, LoanEvent::PaymentReverse, s, to, at))
}

/// A late-fee waiver is approved (maker-checker: not by the staff member who asked for it); the
/// loan takes `status` (paid off when the waiver forgave the last rupiah owed).
///
/// Errors: 403 `not_your_role`, `waiver_maker_checker` (`requested_by_caller`); 409 `loan_not_active`.
pub fn waive_late_fee(
    s: &LoanState,
    viewer: Viewer,
    requested_by_caller: bool,
    status: ActiveStatus,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::WaiveLateFee, viewer)?;
    if requested_by_caller {
        return Err(PipelineError::Forbidden("waiver_maker_checker"));
    }
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::WaiveLateFee, LoanEvent::LateFeeWaive, s, to, at))
}

/// A restructuring is approved (issue 44 item 2; maker-checker: not by the staff member who
/// proposed it); the loan takes `status` (its standing on the new schedule).
///
/// Errors: 403 `not_your_role`, `restructure_same_staff` (`proposed_by_caller`); 409
/// `loan_not_active`.
pub fn restructure(
    s: &LoanState,
    viewer: Viewer,
    proposed_by_caller: bool,
    status: ActiveStatus,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::Restructure, viewer)?;
    if proposed_by_caller {
        return Err(PipelineError::Forbidden("restructure_same_staff"));
    }
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::Restructure, LoanEvent::RestructureApprove, s, to, at))
}

/// Hold billing is set or changed; the loan takes `status` (on hold while it holds).
///
/// Errors: 403 `not_your_role`; 409 `loan_not_active`.
pub fn hold_billing(s: &LoanState, viewer: Viewer, status: ActiveStatus, at: DateTime<Utc>) -> Result<Transition, PipelineError> {
    check(s, Action::HoldBilling, viewer)?;
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::HoldBilling, LoanEvent::HoldBilling, s, to, at))
}

/// Staff deactivate the borrower: only with nothing outstanding, or as a write-off (level 21).
/// Answers the transition and why the loan is inactive.
///
/// Errors: 403 `not_your_role`, `write_off_level_21`; 409 `loan_not_active`; 422 on
/// `write_off` `outstanding_remaining` when rupiah are outstanding and it is no write-off.
pub fn deactivate(
    s: &LoanState,
    viewer: Viewer,
    outstanding: i64,
    write_off: bool,
    at: DateTime<Utc>,
) -> Result<(Transition, InactiveReason), PipelineError> {
    check(s, Action::Deactivate, viewer)?;
    if write_off && viewer.level.0 != 21 {
        return Err(PipelineError::Forbidden("write_off_level_21"));
    }
    let reason = match (outstanding > 0, write_off) {
        (true, false) => return Err(PipelineError::Invalid("write_off", "outstanding_remaining")),
        (true, true) => InactiveReason::WrittenOff,
        (false, _) => InactiveReason::Deactivated,
    };
    let to = LoanState { active: Some(ActiveStatus::Inactive), ..*s };
    let event = if reason == InactiveReason::WrittenOff { LoanEvent::WriteOff } else { LoanEvent::Deactivate };
    Ok((Transition::new(Action::Deactivate, event, s, to, at), reason))
}

/// A payment on a written-off loan is a recovery (issue 44 item 3): the loan stays inactive
/// and written off; whoever may record payments may record it.
///
/// Errors: 403 `not_your_role`; 409 `loan_not_written_off`.
pub fn record_recovery(
    s: &LoanState,
    viewer: Viewer,
    inactive_reason: Option<InactiveReason>,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::RecordRecovery, viewer)?;
    if inactive_reason != Some(InactiveReason::WrittenOff) {
        return Err(PipelineError::Conflict("loan_not_written_off"));
    }
    Ok(Transition::new(Action::RecordRecovery, LoanEvent::Recovery, s, *s, at))
}

/// A write-off is taken back (level 21, issue 44 item 3): the loan is on the book again with
/// `status`, the standing its schedule gives it today.
///
/// Errors: 403 `not_your_role`, `write_off_level_21`; 409 `loan_not_written_off`.
pub fn reverse_write_off(
    s: &LoanState,
    viewer: Viewer,
    inactive_reason: Option<InactiveReason>,
    status: ActiveStatus,
    at: DateTime<Utc>,
) -> Result<Transition, PipelineError> {
    check(s, Action::ReverseWriteOff, viewer)?;
    if viewer.level.0 != 21 {
        return Err(PipelineError::Forbidden("write_off_level_21"));
    }
    if inactive_reason != Some(InactiveReason::WrittenOff) {
        return Err(PipelineError::Conflict("loan_not_written_off"));
    }
    let to = LoanState { active: Some(status), ..*s };
    Ok(Transition::new(Action::ReverseWriteOff, LoanEvent::WriteOffReverse, s, to, at))
}
