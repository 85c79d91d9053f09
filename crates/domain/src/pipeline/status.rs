//! The statuses of every pipeline stage (spec §4, DESIGN §5), as enums. Their wire and database
//! names (`snake_case`) exist only here: `as_str`/`FromStr` through `strum`, and serde, with the
//! same spelling. Nothing else in Rust compares status strings.

/// Derives the string edges of a status enum: `snake_case` on the wire, in the database and in
/// `Display`/`FromStr`, plus `as_str()` and `ALL`. Every enum of stored codes in this crate
/// (statuses, payment methods, hold reasons) is declared with it.
macro_rules! status_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
            strum::AsRefStr, strum::Display, strum::EnumIter, strum::EnumString, strum::IntoStaticStr,
            utoipa::ToSchema,
        )]
        #[serde(rename_all = "snake_case")]
        #[strum(serialize_all = "snake_case")]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every status of the stage, in pipeline order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The wire and database name.
            pub fn as_str(self) -> &'static str {
                self.into()
            }
        }
    };
}

pub(crate) use status_enum;

status_enum! {
    /// A lead (DESIGN §5): `new` until qualified or unqualified.
    LeadStatus { New, Qualified, Unqualified }
}

status_enum! {
    /// The application stage (spec §4): `draft` → `unverified` (saved with every step valid) →
    /// `verified` (on to approval).
    ApplicationStatus { Draft, Unverified, Verified }
}

status_enum! {
    /// What the application list shows of an application ([`super::display_status`]): its
    /// [`ApplicationStatus`], except `kyc_scheduled` for an unverified one saved from the e-KYC
    /// invitation step with a schedule.
    DisplayStatus { Draft, Unverified, KycScheduled, Verified }
}

status_enum! {
    /// Loan approval (spec §4): a verified loan is `pending` until its lender decides.
    ApprovalStatus { Pending, Approved, Rejected }
}

status_enum! {
    /// Offering letter and KYC (spec §4).
    KycStatus { OlProcessing, KycScheduling, KycScheduled, KycExpired, KycRejected, KycApproved }
}

status_enum! {
    /// First payment of the contract stage (spec §4).
    PaymentStatus { PaymentScheduled, Paid, ScheduleExpired }
}

status_enum! {
    /// The loan contract document (spec §4).
    ContractStatus { ContractProcessing, ContractVerified }
}

status_enum! {
    /// The offering letter of the contract stage (spec §4): downloaded, or not needed by the
    /// program.
    OfferingLetterStatus { OlProcessing, OlDownloaded, NotNeeded }
}

status_enum! {
    /// An active borrower (spec §4, DESIGN §5).
    ActiveStatus { PendingActivation, Normal, OnHold, Late, NonPerforming, Inactive }
}

status_enum! {
    /// One allocation of a loan to a lender, kept as history (issue 9): `withdrawn` when staff
    /// move a still-pending loan to another lender.
    AllocationStatus { Pending, Approved, Rejected, Withdrawn }
}

status_enum! {
    /// A first-payment proof awaiting verification (issue 9 item 5).
    ProofStatus { Pending, Accepted, Rejected }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn wire_names_round_trip_through_strum_and_serde_alike() {
        for s in ApplicationStatus::ALL {
            assert_eq!(ApplicationStatus::from_str(s.as_str()), Ok(*s));
            assert_eq!(serde_json::to_value(s).unwrap(), serde_json::Value::String(s.as_str().into()));
        }
        assert_eq!(KycStatus::OlProcessing.as_str(), "ol_processing");
        assert_eq!(ActiveStatus::NonPerforming.to_string(), "non_performing");
        assert!(LeadStatus::from_str("other").is_err());
    }
}

status_enum! {
    /// A loan's stage as the loan detail and a lender's loan list show it (DESIGN §4): its
    /// pipeline [`super::Stage`], or `moved` where the loan was allocated to another funder after
    /// the caller's lender's allocation (issue 40 item 4), whose later stages are not theirs to see.
    ShownStage { Lead, Application, Approval, Kyc, Contract, Active, Closed, Moved }
}

impl From<super::Stage> for ShownStage {
    fn from(s: super::Stage) -> ShownStage {
        use super::Stage;
        match s {
            Stage::Lead => ShownStage::Lead,
            Stage::Application => ShownStage::Application,
            Stage::Approval => ShownStage::Approval,
            Stage::Kyc => ShownStage::Kyc,
            Stage::Contract => ShownStage::Contract,
            Stage::Active => ShownStage::Active,
            Stage::Closed => ShownStage::Closed,
        }
    }
}
