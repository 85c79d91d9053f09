//! The whole table: unit cases for each rule, and properties over every state.

use std::collections::{HashSet, VecDeque};

use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use strum::IntoEnumIterator;

use super::application::{self as app, Step, StepSet};
use super::*;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 3, 0, 0).unwrap()
}

fn state(application: ApplicationStatus, steps: StepSet) -> LoanState {
    LoanState { application, steps, ..LoanState::new_prospect() }
}

const ADMIN: Level = Level(21);

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
    assert_eq!(t.to.display_status(), "kyc_scheduled");
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
    let verified = state(ApplicationStatus::Verified, StepSet::ALL);
    assert_eq!(names(&verified, ADMIN), ["delete", "assign_pic"]);
    assert_eq!(
        names(&state(ApplicationStatus::Unverified, StepSet::ALL), ADMIN),
        ["edit", "save", "verify", "delete", "assign_pic", "assign_partner", "schedule_kyc"]
    );
    // Level 7 (assets) sees a borrower's detail but takes no application action.
    assert!(allowed_actions(&draft, Level(7)).is_empty());
    assert!(allowed_actions(&LoanState { deleted: true, ..draft }, ADMIN).is_empty());
}

fn any_state() -> impl Strategy<Value = LoanState> {
    (0..3usize, 0..3usize, proptest::option::of(0..3usize), any::<bool>(), 0..32i32, any::<bool>()).prop_map(
        |(lead, application, approval, kyc_scheduled, steps, deleted)| LoanState {
            lead: LeadStatus::ALL[lead],
            application: ApplicationStatus::ALL[application],
            approval: approval.map(|a| ApprovalStatus::ALL[a]),
            kyc_scheduled,
            steps: StepSet::from_bits(steps),
            deleted,
        },
    )
}

proptest! {
    /// No action succeeds from a state whose precondition refuses it, and every action that
    /// succeeds for a fully-privileged caller is among (or a no-op of) its allowed actions.
    #[test]
    fn transitions_agree_with_allowed_actions(s in any_state()) {
        let allowed = allowed_actions(&s, ADMIN);
        for action in Action::iter() {
            let result = run(&s, action);
            if precondition(&s, action).is_err() {
                prop_assert!(result.is_err(), "{action:?} from {s:?}");
                prop_assert!(!allowed.contains(&action));
            }
            if let Ok(t) = result {
                prop_assert_eq!(t.from, s);
                prop_assert!(allowed.contains(&action) || t.to == s, "{action:?} from {s:?} changed the state without being allowed");
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
            assert!(allowed_actions(&s, ADMIN).is_empty());
        }
        let allowed = allowed_actions(&s, ADMIN);
        for action in Action::iter() {
            for t in inputs(&s, action).into_iter().flatten() {
                assert!(allowed.contains(&action) || t.to == s, "{action:?} from {s:?}");
                queue.push_back(t.to);
            }
        }
    }
    assert!(seen.iter().any(|s| s.stage() == Stage::Approval), "verification is reachable");
}

/// Every input of `action` worth exploring.
fn inputs(s: &LoanState, action: Action) -> Vec<Result<Transition, PipelineError>> {
    match action {
        Action::Edit => Step::ALL.into_iter().map(|step| app::edit_step(s, step, now())).collect(),
        Action::Save => Step::ALL.into_iter().flat_map(|step| [true, false].map(|k| app::save(s, step, k, now()))).collect(),
        Action::AssignPartner => [true, false].map(|k| app::assign_partner(s, k, now())).into(),
        _ => vec![run(s, action)],
    }
}
