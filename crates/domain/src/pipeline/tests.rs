//! The whole table: unit cases for each rule, and properties over every state.

use std::collections::{HashSet, VecDeque};

use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use strum::IntoEnumIterator;

use super::application::{self as app, Step, StepSet};
use super::approval::{self, ApprovalInput};
use super::{active, contract, kyc, *};
use crate::repayment::InactiveReason;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 3, 0, 0).unwrap()
}

fn state(application: ApplicationStatus, steps: StepSet) -> LoanState {
    LoanState { application, steps, ..LoanState::new_prospect() }
}

const ADMIN: Level = Level(21);
/// Back-office staff of the highest level.
const STAFF: Viewer = Viewer { level: ADMIN, funder: false };
/// A lender's staff (level 5 has the approval area).
const FUNDER: Viewer = Viewer { level: Level(5), funder: true };

/// What either role may do now.
fn allowed_any(s: &LoanState) -> Vec<Action> {
    let mut a = allowed_actions_for(s, STAFF);
    a.extend(allowed_actions_for(s, FUNDER));
    a
}

/// Runs `action` with a representative input (the one that can succeed when any can).
fn run(s: &LoanState, action: Action) -> Result<Transition, PipelineError> {
    match action {
        Action::Edit => app::edit_step(s, Step::Documents, now()),
        Action::Save => app::save(s, Step::Financial, true, now()),
        Action::Verify => app::verify(s, now()),
        Action::Delete => app::delete(s, now()),
        Action::AssignPic => app::assign_pic(s, now()),
        Action::AssignPartner => app::assign_partner(s, false, now()),
        Action::Qualify => app::set_lead(s, LeadStatus::Qualified, now()),
        Action::Unqualify => app::set_lead(s, LeadStatus::Unqualified, now()),
        Action::ScheduleKyc => app::schedule_kyc(s, now()),
        Action::Allocate => approval::allocate(s, STAFF, now()),
        Action::Approve => {
            approval::approve(s, FUNDER, ApprovalInput { needs_offering_letter: true, has_future_kyc_meeting: false }, now())
        }
        Action::Reject => approval::reject(s, FUNDER, now()),
        Action::KycSchedule => kyc::schedule(s, STAFF, now()),
        Action::KycResult => kyc::result(s, STAFF, true, false, now()),
        Action::DownloadOfferingLetter => kyc::download_offering_letter(s, STAFF, now()),
        Action::ScheduleFirstPayment => contract::schedule_first_payment(s, STAFF, now()),
        Action::UploadPaymentProof => contract::upload_payment_proof(s, STAFF, now()),
        Action::ReviewPaymentProof => contract::review_payment_proof(s, STAFF, true, true, now()),
        Action::UploadContractDocument => contract::upload_document(s, STAFF, now()),
        Action::UploadContract => contract::upload_contract(s, STAFF, now()),
        Action::VerifyContract => contract::verify_contract(s, STAFF, true, now()),
        Action::Expire => kyc::expire(s, true, true, now()),
        Action::Activate => active::activate(s, STAFF, now()),
        Action::RecordPayment => active::record_payment(s, STAFF, ActiveStatus::Normal, now()),
        Action::ReversePayment => active::reverse_payment(s, STAFF, None, false, ActiveStatus::Normal, now()),
        Action::HoldBilling => active::hold_billing(s, STAFF, ActiveStatus::OnHold, now()),
        Action::WaiveLateFee => active::waive_late_fee(s, STAFF, false, ActiveStatus::Normal, now()),
        Action::Restructure => active::restructure(s, STAFF, false, ActiveStatus::Normal, now()),
        Action::Deactivate => active::deactivate(s, STAFF, 0, false, now()).map(|(t, _)| t),
        Action::RecordRecovery => active::record_recovery(s, STAFF, Some(InactiveReason::WrittenOff), now()),
        Action::ReverseWriteOff => {
            active::reverse_write_off(s, STAFF, Some(InactiveReason::WrittenOff), ActiveStatus::Late, now())
        }
    }
}

#[test]
fn save_moves_to_unverified_only_with_every_step_valid() {
    // Steps 1–3 valid, saved from the e-KYC step: stays a draft, the answer names what is missing.
    let partial =
        state(ApplicationStatus::Draft, StepSet::EMPTY.with(Step::BasicInfo).with(Step::Address).with(Step::EkycInvitation));
    for from in Step::ALL {
        assert_eq!(
            app::save(&partial, from, true, now()),
            Err(PipelineError::Incomplete(vec![Step::Documents, Step::Financial])),
            "saved from {from:?}"
        );
    }
    let complete = state(ApplicationStatus::Draft, StepSet::ALL);
    let t = app::save(&complete, Step::EkycInvitation, true, now()).unwrap();
    assert_eq!(t.to.application, ApplicationStatus::Unverified);
    assert!(t.to.kyc_scheduled, "saved from the e-KYC step with a schedule");
    assert_eq!(t.to.display_status(), DisplayStatus::KycScheduled);
    assert!(!app::save(&complete, Step::Address, true, now()).unwrap().to.kyc_scheduled);
    assert_eq!(
        app::save(&state(ApplicationStatus::Verified, StepSet::ALL), Step::Financial, false, now()),
        Err(PipelineError::Conflict("application_locked"))
    );
}

#[test]
fn verify_is_not_offered_while_a_step_is_missing() {
    // A partner change dropped the basic-info step of an unverified application.
    let s = state(ApplicationStatus::Unverified, StepSet::ALL.without(Step::BasicInfo));
    assert!(!allowed_actions(&s, ADMIN).contains(&Action::Verify));
    assert_eq!(app::verify(&s, now()), Err(PipelineError::Incomplete(vec![Step::BasicInfo])));
}

#[test]
fn unqualified_leads_get_no_kyc_schedule() {
    let s = LoanState { lead: LeadStatus::Unqualified, ..state(ApplicationStatus::Draft, StepSet::EMPTY) };
    assert_eq!(app::schedule_kyc(&s, now()), Err(PipelineError::Conflict("kyc_lead_unqualified")));
    assert!(!allowed_actions(&s, ADMIN).contains(&Action::ScheduleKyc));
}

#[test]
fn verify_only_unverified_and_complete() {
    let t = app::verify(&state(ApplicationStatus::Unverified, StepSet::ALL), now()).unwrap();
    assert_eq!((t.to.application, t.to.approval), (ApplicationStatus::Verified, Some(ApprovalStatus::Pending)));
    assert_eq!(t.to.stage(), Stage::Approval);
    assert_eq!(
        app::verify(&state(ApplicationStatus::Draft, StepSet::ALL), now()),
        Err(PipelineError::Conflict("application_not_unverified"))
    );
    assert_eq!(
        app::verify(&state(ApplicationStatus::Verified, StepSet::ALL), now()),
        Err(PipelineError::Conflict("application_not_unverified"))
    );
    let gap = StepSet::ALL.without(Step::Documents);
    assert_eq!(
        app::verify(&state(ApplicationStatus::Unverified, gap), now()),
        Err(PipelineError::Incomplete(vec![Step::Documents]))
    );
    let deleted = LoanState { deleted: true, ..state(ApplicationStatus::Unverified, StepSet::ALL) };
    assert_eq!(app::verify(&deleted, now()), Err(PipelineError::Conflict("application_deleted")));
    assert_eq!(app::delete(&deleted, now()), Err(PipelineError::Conflict("application_deleted")));
}

#[test]
fn leads() {
    let s = state(ApplicationStatus::Draft, StepSet::EMPTY);
    let t = app::set_lead(&s, LeadStatus::Unqualified, now()).unwrap();
    assert_eq!((t.event.as_str(), t.to.stage()), ("lead.unqualified", Stage::Closed));
    assert_eq!(app::save(&t.to, Step::BasicInfo, false, now()), Err(PipelineError::Conflict("lead_unqualified")));
    // Unqualifying cancels the KYC meeting: the e-KYC step is to be done again (issue 45 item 5).
    let scheduled = state(ApplicationStatus::Draft, StepSet::EMPTY.with(Step::BasicInfo).with(Step::EkycInvitation));
    let t = app::set_lead(&scheduled, LeadStatus::Unqualified, now()).unwrap();
    assert!(!t.to.steps.contains(Step::EkycInvitation) && t.to.steps.contains(Step::BasicInfo));
    let t = app::set_lead(&scheduled, LeadStatus::Qualified, now()).unwrap();
    assert!(t.to.steps.contains(Step::EkycInvitation), "qualifying keeps the meeting");
    assert_eq!(
        app::set_lead(&state(ApplicationStatus::Unverified, StepSet::ALL), LeadStatus::Qualified, now()),
        Err(PipelineError::Conflict("lead_not_open"))
    );
    assert_eq!(app::set_lead(&s, LeadStatus::New, now()), Err(PipelineError::Conflict("lead_not_open")));
}

#[test]
fn partner_change_keeps_basic_info_only_with_the_same_motorcycle_type() {
    let s = state(ApplicationStatus::Draft, StepSet::ALL);
    assert!(app::assign_partner(&s, true, now()).unwrap().to.steps.contains(Step::BasicInfo));
    assert!(!app::assign_partner(&s, false, now()).unwrap().to.steps.contains(Step::BasicInfo));
}

#[test]
fn allowed_actions_follow_state_and_level() {
    let draft = state(ApplicationStatus::Draft, StepSet::EMPTY);
    let names = |s: &LoanState, l: Level| allowed_actions(s, l).into_iter().map(Action::as_str).collect::<Vec<_>>();
    assert_eq!(
        names(&draft, ADMIN),
        ["edit", "save", "delete", "assign_pic", "assign_partner", "qualify", "unqualify", "schedule_kyc"]
    );
    let verified = LoanState { approval: Some(ApprovalStatus::Pending), ..state(ApplicationStatus::Verified, StepSet::ALL) };
    assert_eq!(names(&verified, ADMIN), ["delete", "assign_pic", "allocate"]);
    assert_eq!(
        names(&state(ApplicationStatus::Unverified, StepSet::ALL), ADMIN),
        ["edit", "save", "verify", "delete", "assign_pic", "assign_partner", "schedule_kyc"]
    );
    // Level 7 (assets) sees a borrower's detail but takes no application action.
    assert!(allowed_actions(&draft, Level(7)).is_empty());
    assert!(allowed_actions(&LoanState { deleted: true, ..draft }, ADMIN).is_empty());
}

fn any_state() -> impl Strategy<Value = LoanState> {
    let early = (0..3usize, 0..3usize, proptest::option::of(0..3usize), any::<bool>(), 0..32i32, any::<bool>());
    let later = (
        any::<bool>(),
        proptest::option::of(0..6usize),
        proptest::option::of(0..3usize),
        proptest::option::of(0..3usize),
        proptest::option::of(0..2usize),
        any::<bool>(),
        proptest::option::of(0..6usize),
    );
    (early, later).prop_map(
        |(
            (lead, application, approval, kyc_scheduled, steps, deleted),
            (allocated, kyc, ol, payment, contract, uploaded, active),
        )| {
            LoanState {
                lead: LeadStatus::ALL[lead],
                application: ApplicationStatus::ALL[application],
                approval: approval.map(|a| ApprovalStatus::ALL[a]),
                allocated,
                kyc: kyc.map(|k| KycStatus::ALL[k]),
                offering_letter: ol.map(|o| OfferingLetterStatus::ALL[o]),
                payment: payment.map(|p| PaymentStatus::ALL[p]),
                contract: contract.map(|c| ContractStatus::ALL[c]),
                contract_uploaded: uploaded,
                active: active.map(|a| ActiveStatus::ALL[a]),
                kyc_scheduled,
                steps: StepSet::from_bits(steps),
                deleted,
            }
        },
    )
}

proptest! {
    /// No action succeeds from a state whose precondition refuses it, and every action that
    /// succeeds for a fully-privileged caller is among (or a no-op of) its allowed actions.
    #[test]
    fn transitions_agree_with_allowed_actions(s in any_state()) {
        let allowed = allowed_any(&s);
        for action in Action::iter() {
            let result = run(&s, action);
            if precondition(&s, action).is_err() {
                prop_assert!(result.is_err(), "{action:?} from {s:?}");
                prop_assert!(!allowed.contains(&action));
            }
            if let Ok(t) = result {
                prop_assert_eq!(t.from, s);
                prop_assert!(
                    allowed.contains(&action) || t.to == s || action.by() == Role::System,
                    "{action:?} from {s:?} changed the state without being allowed"
                );
            }
        }
    }
}

/// Every state reachable from a new prospect is reached only through allowed actions, and keeps
/// the pipeline's invariants: verified means complete and pending approval; a deleted loan is a
/// dead end.
#[test]
fn reachable_states_keep_the_invariants() {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([LoanState::new_prospect()]);
    while let Some(s) = queue.pop_front() {
        if !seen.insert(s) {
            continue;
        }
        assert_eq!(s.application == ApplicationStatus::Verified, s.approval.is_some(), "{s:?}");
        if s.application == ApplicationStatus::Verified {
            assert_eq!(s.steps, StepSet::ALL, "{s:?}");
        }
        if s.deleted {
            assert!(allowed_any(&s).is_empty());
        }
        assert_eq!(s.kyc.is_some(), s.approval == Some(ApprovalStatus::Approved), "{s:?}");
        assert_eq!(s.kyc.is_some(), s.offering_letter.is_some(), "{s:?}");
        assert_eq!(s.contract.is_some(), s.kyc == Some(KycStatus::KycApproved), "{s:?}");
        assert_eq!(s.contract.is_some(), s.payment.is_some(), "{s:?}");
        assert!(!s.contract_uploaded || s.contract.is_some(), "{s:?}");
        if s.active.is_some() {
            assert_eq!((s.payment, s.contract), (Some(PaymentStatus::Paid), Some(ContractStatus::ContractVerified)), "{s:?}");
        }
        if s.approval.is_some_and(|a| a != ApprovalStatus::Pending) {
            assert!(s.allocated, "only an allocated loan is decided: {s:?}");
        }
        let allowed = allowed_any(&s);
        for action in Action::iter() {
            for t in inputs(&s, action).into_iter().flatten() {
                assert!(allowed.contains(&action) || t.to == s || action.by() == Role::System, "{action:?} from {s:?}");
                queue.push_back(t.to);
            }
        }
    }
    for stage in [Stage::Approval, Stage::Kyc, Stage::Contract, Stage::Active] {
        assert!(seen.iter().any(|s| s.stage() == stage), "{stage:?} is reachable");
    }
}

#[test]
fn only_the_lender_decides_and_only_the_back_office_allocates() {
    let verified = LoanState {
        application: ApplicationStatus::Verified,
        approval: Some(ApprovalStatus::Pending),
        ..state(ApplicationStatus::Verified, StepSet::ALL)
    };
    assert_eq!(approval::reject(&verified, FUNDER, now()), Err(PipelineError::Conflict("allocation_not_pending")));
    let allocated = approval::allocate(&verified, STAFF, now()).unwrap().to;
    assert_eq!(approval::allocate(&verified, FUNDER, now()), Err(PipelineError::Forbidden("not_your_role")));
    assert_eq!(approval::reject(&allocated, STAFF, now()), Err(PipelineError::Forbidden("not_your_role")));
    let names = |s: &LoanState, v: Viewer| allowed_actions_for(s, v).into_iter().map(Action::as_str).collect::<Vec<_>>();
    assert_eq!(names(&allocated, FUNDER), ["approve", "reject"]);
    assert!(!names(&allocated, STAFF).contains(&"approve"));
    let rejected = approval::reject(&allocated, FUNDER, now()).unwrap().to;
    assert_eq!(rejected.stage(), Stage::Approval);
    assert!(names(&rejected, STAFF).contains(&"allocate"), "a rejected loan can go to another lender");
    let input = ApprovalInput { needs_offering_letter: false, has_future_kyc_meeting: false };
    let approved = approval::approve(&allocated, FUNDER, input, now()).unwrap().to;
    assert_eq!((approved.kyc, approved.offering_letter), (Some(KycStatus::KycScheduling), Some(OfferingLetterStatus::NotNeeded)));
    assert_eq!(
        kyc::download_offering_letter(&approved, STAFF, now()),
        Err(PipelineError::Conflict("offering_letter_not_needed"))
    );
    assert_eq!(approval::allocate(&approved, STAFF, now()), Err(PipelineError::Conflict("approval_decided")));
}

#[test]
fn a_first_payment_of_nothing_is_paid_at_kyc_approval() {
    let verified = LoanState { approval: Some(ApprovalStatus::Pending), ..state(ApplicationStatus::Verified, StepSet::ALL) };
    let s = approval::allocate(&verified, STAFF, now()).unwrap().to;
    let s = approval::approve(&s, FUNDER, ApprovalInput { needs_offering_letter: false, has_future_kyc_meeting: false }, now())
        .unwrap()
        .to;
    let s = kyc::schedule(&s, STAFF, now()).unwrap().to;
    let s = kyc::result(&s, STAFF, true, true, now()).unwrap().to;
    assert_eq!(s.payment, Some(PaymentStatus::Paid));
    assert_eq!(contract::upload_payment_proof(&s, STAFF, now()), Err(PipelineError::Conflict("first_payment_closed")));
}

#[test]
fn from_approval_to_pending_activation() {
    let verified = LoanState { approval: Some(ApprovalStatus::Pending), ..state(ApplicationStatus::Verified, StepSet::ALL) };
    let s = approval::allocate(&verified, STAFF, now()).unwrap().to;
    let s = approval::approve(&s, FUNDER, ApprovalInput { needs_offering_letter: true, has_future_kyc_meeting: false }, now())
        .unwrap()
        .to;
    assert_eq!(s.kyc, Some(KycStatus::OlProcessing));
    assert_eq!(kyc::result(&s, STAFF, true, false, now()), Err(PipelineError::Conflict("kyc_not_scheduled")));
    let s = kyc::schedule(&s, STAFF, now()).unwrap().to;
    let expired = kyc::expire(&s, true, false, now()).unwrap().to;
    assert_eq!(expired.kyc, Some(KycStatus::KycExpired));
    assert_eq!(kyc::expire(&expired, true, false, now()), Err(PipelineError::Conflict("nothing_to_expire")));
    let s = kyc::schedule(&expired, STAFF, now()).unwrap().to;
    let s = kyc::download_offering_letter(&s, STAFF, now()).unwrap().to;
    assert_eq!((s.kyc, s.offering_letter), (Some(KycStatus::KycScheduled), Some(OfferingLetterStatus::OlDownloaded)));
    let s = kyc::result(&s, STAFF, true, false, now()).unwrap().to;
    assert_eq!(
        (s.stage(), s.payment, s.contract),
        (Stage::Contract, Some(PaymentStatus::PaymentScheduled), Some(ContractStatus::ContractProcessing))
    );
    assert_eq!(contract::verify_contract(&s, STAFF, true, now()), Err(PipelineError::Conflict("contract_not_uploaded")));
    // A short proof accepted leaves the first payment open for the rest (issue 41 item 1).
    let short = contract::review_payment_proof(&s, STAFF, true, false, now()).unwrap();
    assert_eq!((short.to, short.event.as_str()), (s, "loan.payment_proof_accept"));
    let s = contract::review_payment_proof(&s, STAFF, true, true, now()).unwrap().to;
    assert_eq!((s.payment, s.active), (Some(PaymentStatus::Paid), None));
    assert_eq!(contract::upload_payment_proof(&s, STAFF, now()), Err(PipelineError::Conflict("first_payment_closed")));
    let s = contract::upload_contract(&s, STAFF, now()).unwrap().to;
    let back = contract::verify_contract(&s, STAFF, false, now()).unwrap().to;
    assert!(!back.contract_uploaded);
    let s = contract::verify_contract(&s, STAFF, true, now()).unwrap().to;
    assert_eq!((s.stage(), s.active), (Stage::Active, Some(ActiveStatus::PendingActivation)));
    assert_eq!(app::delete(&s, now()), Err(PipelineError::Conflict("loan_active")));
}

#[test]
fn counters_follow_the_state() {
    let verified = LoanState { approval: Some(ApprovalStatus::Pending), ..state(ApplicationStatus::Verified, StepSet::ALL) };
    assert_eq!(verified.counted(), ["verified", "approval:pending", "approval:unallocated"]);
    let t = approval::allocate(&verified, STAFF, now()).unwrap();
    assert_eq!(t.counted(), (vec!["approval:unallocated".to_owned()], vec![]));
    let keys = LoanState::counter_keys();
    assert!(keys.contains(&"kyc:kyc_expired".to_owned()) && keys.contains(&"active:pending_activation".to_owned()));
    assert!(LoanState { deleted: true, ..verified }.counted().is_empty());
}

/// Every input of `action` worth exploring.
fn inputs(s: &LoanState, action: Action) -> Vec<Result<Transition, PipelineError>> {
    match action {
        Action::Edit => Step::ALL.into_iter().map(|step| app::edit_step(s, step, now())).collect(),
        Action::Save => Step::ALL.into_iter().flat_map(|step| [true, false].map(|k| app::save(s, step, k, now()))).collect(),
        Action::AssignPartner => [true, false].map(|k| app::assign_partner(s, k, now())).into(),
        Action::Approve => [(true, true), (true, false), (false, true), (false, false)]
            .map(|(ol, meeting)| {
                approval::approve(s, FUNDER, ApprovalInput { needs_offering_letter: ol, has_future_kyc_meeting: meeting }, now())
            })
            .into(),
        Action::KycResult => [true, false].map(|k| kyc::result(s, STAFF, k, false, now())).into(),
        Action::ReviewPaymentProof => [true, false].map(|k| contract::review_payment_proof(s, STAFF, k, k, now())).into(),
        Action::VerifyContract => [true, false].map(|k| contract::verify_contract(s, STAFF, k, now())).into(),
        Action::Expire => [(true, false), (false, true), (true, true)].map(|(k, p)| kyc::expire(s, k, p, now())).into(),
        _ => vec![run(s, action)],
    }
}
