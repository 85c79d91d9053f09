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

pub mod active;
pub mod application;
pub mod approval;
pub mod contract;
pub mod event;
pub mod kyc;
pub mod status;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use strum::{AsRefStr, EnumIter, IntoEnumIterator, IntoStaticStr};

use crate::{Area, Level};
pub use application::{Step, StepSet};
pub use event::LoanEvent;
pub use status::{
    ActiveStatus, AllocationStatus, ApplicationStatus, ApprovalStatus, ContractStatus, DisplayStatus, KycStatus, LeadStatus,
    OfferingLetterStatus, PaymentStatus, ProofStatus, ShownStage,
};

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
    /// A lender holds the loan's current allocation (pending, approved or rejected).
    pub allocated: bool,
    /// Set once approved (the KYC / offering letter stage).
    pub kyc: Option<KycStatus>,
    /// Set once approved: whether the offering letter is still to be downloaded.
    pub offering_letter: Option<OfferingLetterStatus>,
    /// Set once KYC is approved (the contract stage): the first payment.
    pub payment: Option<PaymentStatus>,
    /// Set once KYC is approved: the contract document.
    pub contract: Option<ContractStatus>,
    /// A contract file is uploaded and awaits verification (or is verified).
    pub contract_uploaded: bool,
    /// Set once the first payment is paid and the contract verified (the active stage).
    pub active: Option<ActiveStatus>,
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
            allocated: false,
            kyc: None,
            offering_letter: None,
            payment: None,
            contract: None,
            contract_uploaded: false,
            active: None,
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
            ApplicationStatus::Verified if self.active.is_some() => Stage::Active,
            ApplicationStatus::Verified if self.contract.is_some() => Stage::Contract,
            ApplicationStatus::Verified if self.kyc == Some(KycStatus::KycRejected) => Stage::Closed,
            ApplicationStatus::Verified if self.kyc.is_some() => Stage::Kyc,
            ApplicationStatus::Verified => Stage::Approval,
        }
    }

    /// The counters this loan is counted under (`loan_counts.status`): its application status
    /// and, per later stage, `stage:status` (`approval:pending`, `approval:unallocated`,
    /// `kyc:kyc_scheduled`, `ol:ol_processing`, `payment:paid`, `contract:contract_processing`,
    /// `active:pending_activation`). A deleted loan is counted under none.
    pub fn counted(&self) -> Vec<String> {
        if self.deleted {
            return Vec::new();
        }
        let mut keys = vec![self.application.as_str().to_owned()];
        let mut add = |stage: &str, status: Option<&str>| {
            if let Some(status) = status {
                keys.push(format!("{stage}:{status}"));
            }
        };
        add("approval", self.approval.map(ApprovalStatus::as_str));
        add("approval", (self.approval == Some(ApprovalStatus::Pending) && !self.allocated).then_some("unallocated"));
        add("kyc", self.kyc.map(KycStatus::as_str));
        add("ol", self.offering_letter.map(OfferingLetterStatus::as_str));
        add("payment", self.payment.map(PaymentStatus::as_str));
        add("contract", self.contract.map(ContractStatus::as_str));
        add("active", self.active.map(ActiveStatus::as_str));
        keys
    }

    /// Every counter key a loan can be counted under (the rows of `loan_counts`).
    pub fn counter_keys() -> Vec<String> {
        let mut keys: Vec<String> = ApplicationStatus::ALL.iter().map(|s| s.as_str().to_owned()).collect();
        let mut add = |stage: &str, statuses: Vec<&str>| keys.extend(statuses.into_iter().map(|s| format!("{stage}:{s}")));
        add("approval", ApprovalStatus::ALL.iter().map(|s| s.as_str()).chain(["unallocated"]).collect());
        add("kyc", KycStatus::ALL.iter().map(|s| s.as_str()).collect());
        add("ol", OfferingLetterStatus::ALL.iter().map(|s| s.as_str()).collect());
        add("payment", PaymentStatus::ALL.iter().map(|s| s.as_str()).collect());
        add("contract", ContractStatus::ALL.iter().map(|s| s.as_str()).collect());
        add("active", ActiveStatus::ALL.iter().map(|s| s.as_str()).collect());
        keys
    }

    /// What the application list shows: the status, or `kyc_scheduled` for an unverified
    /// application saved from the e-KYC invitation step with a schedule.
    pub fn display_status(&self) -> DisplayStatus {
        display_status(self.application, self.kyc_scheduled)
    }
}

/// The application list's status of an application in `application` with (or without) a KYC
/// schedule: the status, or `kyc_scheduled` for an unverified one with a schedule (see
/// [`LoanState::display_status`]; the download reads only these two columns).
pub fn display_status(application: ApplicationStatus, kyc_scheduled: bool) -> DisplayStatus {
    match application {
        ApplicationStatus::Draft => DisplayStatus::Draft,
        ApplicationStatus::Unverified if kyc_scheduled => DisplayStatus::KycScheduled,
        ApplicationStatus::Unverified => DisplayStatus::Unverified,
        ApplicationStatus::Verified => DisplayStatus::Verified,
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
    /// Allocate to a lender (again, after a rejection).
    Allocate,
    /// The lender's staff approve their allocation.
    Approve,
    /// The lender's staff reject their allocation, with a reason.
    Reject,
    /// Schedule or reschedule the KYC meeting of an approved loan.
    KycSchedule,
    /// Record the KYC meeting's result.
    KycResult,
    DownloadOfferingLetter,
    /// Set the first payment's due date.
    ScheduleFirstPayment,
    UploadPaymentProof,
    /// Accept or reject a payment proof.
    ReviewPaymentProof,
    /// Upload a bank statement or payment receipt.
    UploadContractDocument,
    UploadContract,
    /// Verify or reject the uploaded contract.
    VerifyContract,
    /// The daily job: a KYC schedule or first-payment schedule whose date passed (never offered
    /// to staff).
    Expire,
    /// The handover (or staff, with its date) activates a loan pending activation.
    Activate,
    RecordPayment,
    /// Reverse a payment with a reason (maker-checker: not the staff member who recorded it).
    ReversePayment,
    /// Ask for a late fee to be waived, or approve or reject another staff member's request
    /// (maker-checker; issue 43 item 1).
    WaiveLateFee,
    /// Set, view or change hold billing.
    HoldBilling,
    /// Propose a restructuring of the unpaid schedule, or approve or reject another staff
    /// member's proposal (maker-checker; issue 44 item 2).
    Restructure,
    /// Deactivate the borrower (or write the loan off, level 21).
    Deactivate,
    /// Record a payment on a written-off loan: a recovery (issue 44 item 3).
    RecordRecovery,
    /// Take a write-off back (level 21, with a reason; issue 44 item 3).
    ReverseWriteOff,
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
            Action::Allocate | Action::Approve | Action::Reject => Area::BorrowerApproval,
            Action::KycSchedule | Action::KycResult | Action::DownloadOfferingLetter | Action::Expire => Area::BorrowerKyc,
            Action::ScheduleFirstPayment
            | Action::UploadPaymentProof
            | Action::ReviewPaymentProof
            | Action::UploadContractDocument
            | Action::UploadContract
            | Action::VerifyContract => Area::BorrowerContract,
            // A loan becomes active only through the handover of its motorcycle (issue 41 item
            // 13): who may activate is who may hand a unit over.
            Action::Activate => Area::MotorcycleHandover,
            Action::HoldBilling | Action::Deactivate | Action::ReverseWriteOff => Area::BorrowerActive,
            Action::RecordPayment | Action::ReversePayment | Action::WaiveLateFee | Action::RecordRecovery => {
                Area::RepaymentAllBilling
            }
            Action::Restructure => Area::RepaymentLate,
        }
    }

    /// Who may take the action (DESIGN §4): a lender's own staff decide its allocations and
    /// nothing else; everything else is the back office's.
    pub fn by(self) -> Role {
        match self {
            Action::Approve | Action::Reject => Role::Funder,
            Action::DownloadOfferingLetter => Role::Either,
            Action::Expire => Role::System,
            _ => Role::BackOffice,
        }
    }
}

/// Who takes an action (DESIGN §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Staff without a lender.
    BackOffice,
    /// Staff of the lender the loan is allocated to (the storage scope guarantees the "of this
    /// loan" part: a funder's staff never read another lender's loan).
    Funder,
    Either,
    /// The daily job only.
    System,
}

/// The staff member an action is checked for: their level and whether they are a funder's staff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewer {
    pub level: Level,
    /// Tied to a lender (DESIGN §4).
    pub funder: bool,
}

impl Viewer {
    /// Whether this viewer's role (funder or back office) allows `action`, the level aside.
    pub fn role_allows(&self, action: Action) -> bool {
        match action.by() {
            Role::BackOffice => !self.funder,
            Role::Funder => self.funder,
            Role::Either => true,
            Role::System => false,
        }
    }

    /// Whether this viewer's level and role allow `action` (the state aside).
    pub fn may(&self, action: Action) -> bool {
        self.role_allows(action) && self.level.allows(action.area())
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
    /// The caller's role may not take the action (403), e.g. deciding for a lender.
    #[error("forbidden: {0}")]
    Forbidden(&'static str),
    /// The input does not fit the loan (422 on a field, with a code).
    #[error("invalid {0}: {1}")]
    Invalid(&'static str, &'static str),
}

/// The result of an action: the state before and after, at a time, under a stable event name
/// (the audit row's action).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transition {
    pub action: Action,
    /// `loan_application.verify`, `loan_application.step.address`, `lead.qualified`, …
    pub event: LoanEvent,
    pub from: LoanState,
    pub to: LoanState,
    pub at: DateTime<Utc>,
}

impl Transition {
    fn new(action: Action, event: LoanEvent, from: &LoanState, to: LoanState, at: DateTime<Utc>) -> Transition {
        Transition { action, event, from: *from, to, at }
    }

    /// The counters the loan leaves and the ones it enters ([`LoanState::counted`]); the write
    /// path moves the counters by these.
    pub fn counted(&self) -> (Vec<String>, Vec<String>) {
        let (before, after) = (self.from.counted(), self.to.counted());
        let left = before.iter().filter(|k| !after.contains(k)).cloned().collect();
        let entered = after.iter().filter(|k| !before.contains(k)).cloned().collect();
        (left, entered)
    }
}

/// Whether the state allows `action` at all (the input and the caller can still refuse it).
/// The one table from which both the transitions and [`allowed_actions`] read.
///
/// Errors: 409 codes `application_deleted`, `application_locked`, `lead_unqualified`,
/// `kyc_lead_unqualified`, `application_not_unverified`, `lead_not_open`, `loan_active`,
/// `loan_not_verified`, `approval_decided`, `allocation_not_pending`, `loan_not_approved`,
/// `kyc_not_open`, `kyc_not_scheduled`, `offering_letter_not_needed`, `kyc_not_approved`,
/// `first_payment_closed`, `contract_closed`, `contract_not_uploaded`, `nothing_to_expire`,
/// `loan_not_pending_activation`, `loan_not_active`; 422
/// [`PipelineError::Incomplete`] for Verify while a step is not stored valid (a partner change
/// drops the basic-info step of an unverified application).
pub fn precondition(s: &LoanState, action: Action) -> Result<(), PipelineError> {
    use PipelineError::Conflict;
    if s.deleted {
        return Err(Conflict("application_deleted"));
    }
    let editable = || if s.application == ApplicationStatus::Verified { Err(Conflict("application_locked")) } else { Ok(()) };
    let approved = || if s.kyc.is_some() { Ok(()) } else { Err(Conflict("loan_not_approved")) };
    let kyc_approved = || if s.contract.is_some() { Ok(()) } else { Err(Conflict("kyc_not_approved")) };
    let first_payment_open = || {
        kyc_approved()?;
        match s.payment {
            Some(PaymentStatus::PaymentScheduled | PaymentStatus::ScheduleExpired) => Ok(()),
            _ => Err(Conflict("first_payment_closed")),
        }
    };
    let contract_open = || {
        if kyc_approved().is_ok() && s.contract == Some(ContractStatus::ContractProcessing) {
            Ok(())
        } else {
            Err(Conflict("contract_closed"))
        }
    };
    match action {
        Action::AssignPic => Ok(()),
        Action::Delete => {
            if s.active.is_some() {
                Err(Conflict("loan_active"))
            } else {
                Ok(())
            }
        }
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
        Action::Allocate => match s.approval {
            None => Err(Conflict("loan_not_verified")),
            Some(ApprovalStatus::Approved) => Err(Conflict("approval_decided")),
            Some(ApprovalStatus::Pending | ApprovalStatus::Rejected) => Ok(()),
        },
        Action::Approve | Action::Reject => {
            if s.approval == Some(ApprovalStatus::Pending) && s.allocated {
                Ok(())
            } else {
                Err(Conflict("allocation_not_pending"))
            }
        }
        Action::KycSchedule => {
            approved()?;
            match s.kyc {
                Some(KycStatus::KycRejected | KycStatus::KycApproved) => Err(Conflict("kyc_not_open")),
                _ => Ok(()),
            }
        }
        Action::KycResult => {
            approved()?;
            if s.kyc == Some(KycStatus::KycScheduled) { Ok(()) } else { Err(Conflict("kyc_not_scheduled")) }
        }
        Action::DownloadOfferingLetter => match s.offering_letter {
            None => Err(Conflict("loan_not_approved")),
            Some(OfferingLetterStatus::NotNeeded) => Err(Conflict("offering_letter_not_needed")),
            Some(_) if s.kyc == Some(KycStatus::KycRejected) => Err(Conflict("kyc_not_open")),
            Some(_) => Ok(()),
        },
        Action::ScheduleFirstPayment | Action::UploadPaymentProof | Action::ReviewPaymentProof => first_payment_open(),
        Action::UploadContractDocument => {
            kyc_approved()?;
            if s.active.is_some() { Err(Conflict("contract_closed")) } else { Ok(()) }
        }
        Action::UploadContract => contract_open(),
        Action::VerifyContract => {
            contract_open()?;
            if s.contract_uploaded { Ok(()) } else { Err(Conflict("contract_not_uploaded")) }
        }
        Action::Activate => {
            if s.active == Some(ActiveStatus::PendingActivation) {
                Ok(())
            } else {
                Err(Conflict("loan_not_pending_activation"))
            }
        }
        Action::RecordPayment | Action::HoldBilling | Action::WaiveLateFee | Action::Restructure => match s.active {
            Some(ActiveStatus::Normal | ActiveStatus::OnHold | ActiveStatus::Late | ActiveStatus::NonPerforming) => Ok(()),
            _ => Err(Conflict("loan_not_active")),
        },
        Action::ReversePayment => match s.active {
            None | Some(ActiveStatus::PendingActivation) => Err(Conflict("loan_not_active")),
            Some(_) => Ok(()),
        },
        Action::Deactivate => match s.active {
            None | Some(ActiveStatus::Inactive) => Err(Conflict("loan_not_active")),
            Some(_) => Ok(()),
        },
        // Why the loan is inactive is checked by the transition (`active::record_recovery`).
        Action::RecordRecovery | Action::ReverseWriteOff => match s.active {
            Some(ActiveStatus::Inactive) => Ok(()),
            _ => Err(Conflict("loan_not_written_off")),
        },
        Action::Expire => {
            if s.kyc == Some(KycStatus::KycScheduled) || s.payment == Some(PaymentStatus::PaymentScheduled) {
                Ok(())
            } else {
                Err(Conflict("nothing_to_expire"))
            }
        }
    }
}

/// Checks the state and the caller together: what every transition of a later stage starts with.
///
/// Errors: 403 [`PipelineError::Forbidden`] `not_your_role` when the caller's role may not take
/// the action (a back-office member deciding for a lender, a funder's staff doing the back
/// office's work); otherwise as [`precondition`].
pub fn check(s: &LoanState, action: Action, viewer: Viewer) -> Result<(), PipelineError> {
    if !viewer.role_allows(action) {
        return Err(PipelineError::Forbidden("not_your_role"));
    }
    precondition(s, action)
}

/// The actions back-office staff of `level` may take on a loan in state `s` now
/// ([`allowed_actions_for`] a viewer without a lender).
pub fn allowed_actions(s: &LoanState, level: Level) -> Vec<Action> {
    allowed_actions_for(s, Viewer { level, funder: false })
}

/// The actions `viewer` may take on a loan in state `s` now: their level allows the action's
/// area, their role the action, and the state the action. Actions that would change nothing
/// (qualifying a qualified lead) are left out.
pub fn allowed_actions_for(s: &LoanState, viewer: Viewer) -> Vec<Action> {
    Action::iter()
        .filter(|a| viewer.may(*a))
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
