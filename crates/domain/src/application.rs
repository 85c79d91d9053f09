//! The loan application stage of the pipeline (spec §4, DESIGN §5): its statuses, steps and
//! transitions. Each transition takes the current state and answers the next or an error; the
//! API maps errors to 409 (wrong state) or 422 (steps incomplete).

use serde::{Deserialize, Serialize};

/// Application status (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApplicationStatus {
    Draft,
    Unverified,
    Verified,
}

impl ApplicationStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ApplicationStatus::Draft => "draft",
            ApplicationStatus::Unverified => "unverified",
            ApplicationStatus::Verified => "verified",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "draft" => Some(Self::Draft),
            "unverified" => Some(Self::Unverified),
            "verified" => Some(Self::Verified),
            _ => None,
        }
    }
}

/// Lead status (DESIGN §5): a prospect is a `new` lead until qualified or unqualified.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeadStatus {
    New,
    Qualified,
    Unqualified,
}

impl LeadStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            LeadStatus::New => "new",
            LeadStatus::Qualified => "qualified",
            LeadStatus::Unqualified => "unqualified",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "new" => Some(Self::New),
            "qualified" => Some(Self::Qualified),
            "unqualified" => Some(Self::Unqualified),
            _ => None,
        }
    }
}

/// The five steps of the application form, in order (spec §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
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
}

/// What the transitions look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApplicationState {
    pub status: ApplicationStatus,
    pub lead: LeadStatus,
    pub deleted: bool,
    /// Which steps are stored valid, in [`Step::ALL`] order.
    pub steps_done: [bool; 5],
}

/// Why a transition is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TransitionError {
    /// Wrong state (409), with a message code.
    Conflict(&'static str),
    /// These steps still need valid data (422 `steps_incomplete`).
    Incomplete(Vec<Step>),
}

impl ApplicationState {
    fn missing(&self, up_to: Step) -> Vec<Step> {
        Step::ALL.into_iter().zip(self.steps_done).filter(|(s, done)| *s <= up_to && !done).map(|(s, _)| s).collect()
    }

    /// Whether data may still change: not deleted, not verified.
    pub fn check_editable(&self) -> Result<(), TransitionError> {
        if self.deleted {
            Err(TransitionError::Conflict("application_deleted"))
        } else if self.status == ApplicationStatus::Verified {
            Err(TransitionError::Conflict("application_locked"))
        } else {
            Ok(())
        }
    }

    /// Save from `from` (spec §4): every step up to it must be valid; the application becomes
    /// unverified (a verified one cannot be saved again; an unqualified lead cannot proceed).
    pub fn save(&self, from: Step) -> Result<ApplicationStatus, TransitionError> {
        self.check_editable()?;
        if self.lead == LeadStatus::Unqualified {
            return Err(TransitionError::Conflict("lead_unqualified"));
        }
        let missing = self.missing(from);
        if !missing.is_empty() {
            return Err(TransitionError::Incomplete(missing));
        }
        Ok(ApplicationStatus::Unverified)
    }

    /// Verify (spec §4): only an unverified application with every step valid.
    pub fn verify(&self) -> Result<ApplicationStatus, TransitionError> {
        if self.deleted {
            return Err(TransitionError::Conflict("application_deleted"));
        }
        if self.status != ApplicationStatus::Unverified {
            return Err(TransitionError::Conflict("application_not_unverified"));
        }
        let missing = self.missing(Step::Financial);
        if !missing.is_empty() {
            return Err(TransitionError::Incomplete(missing));
        }
        Ok(ApplicationStatus::Verified)
    }

    /// Qualify or unqualify a lead: only while the application is a draft.
    pub fn set_lead(&self, to: LeadStatus) -> Result<LeadStatus, TransitionError> {
        self.check_editable()?;
        if self.status != ApplicationStatus::Draft || to == LeadStatus::New {
            return Err(TransitionError::Conflict("lead_not_open"));
        }
        Ok(to)
    }

    /// Not deleted: what every action on a live application needs (PIC changes).
    pub fn check_live(&self) -> Result<(), TransitionError> {
        if self.deleted { Err(TransitionError::Conflict("application_deleted")) } else { Ok(()) }
    }

    /// Soft delete (spec §4): any application not yet deleted.
    pub fn delete(&self) -> Result<(), TransitionError> {
        self.check_live()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ApplicationStatus::*;

    fn state(status: ApplicationStatus, done: [bool; 5]) -> ApplicationState {
        ApplicationState { status, lead: LeadStatus::New, deleted: false, steps_done: done }
    }

    #[test]
    fn save_needs_the_steps_up_to_where_it_is_saved_from() {
        let s = state(Draft, [true, true, true, false, false]);
        assert_eq!(s.save(Step::EkycInvitation), Ok(Unverified));
        assert_eq!(s.save(Step::Financial), Err(TransitionError::Incomplete(vec![Step::Documents, Step::Financial])));
        assert_eq!(state(Verified, [true; 5]).save(Step::Financial), Err(TransitionError::Conflict("application_locked")));
    }

    #[test]
    fn verify_only_unverified_and_complete() {
        assert_eq!(state(Unverified, [true; 5]).verify(), Ok(Verified));
        assert_eq!(state(Draft, [true; 5]).verify(), Err(TransitionError::Conflict("application_not_unverified")));
        assert_eq!(state(Verified, [true; 5]).verify(), Err(TransitionError::Conflict("application_not_unverified")));
        assert!(matches!(state(Unverified, [true, true, true, false, true]).verify(), Err(TransitionError::Incomplete(_))));
        let mut deleted = state(Unverified, [true; 5]);
        deleted.deleted = true;
        assert_eq!(deleted.verify(), Err(TransitionError::Conflict("application_deleted")));
        assert_eq!(deleted.delete(), Err(TransitionError::Conflict("application_deleted")));
    }

    #[test]
    fn leads() {
        let s = state(Draft, [false; 5]);
        assert_eq!(s.set_lead(LeadStatus::Unqualified), Ok(LeadStatus::Unqualified));
        let mut u = s;
        u.lead = LeadStatus::Unqualified;
        assert_eq!(u.save(Step::BasicInfo), Err(TransitionError::Conflict("lead_unqualified")));
        assert_eq!(state(Unverified, [true; 5]).set_lead(LeadStatus::Qualified), Err(TransitionError::Conflict("lead_not_open")));
        assert_eq!(Step::parse("ekyc-invitation"), Some(Step::EkycInvitation));
    }
}
