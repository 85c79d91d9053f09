//! Every event a loan's audit rows can carry (issue 45 item 2): the `action` of an audit row of
//! entity `loan`, which the borrower detail's timeline and the loan's audit trail read as a
//! sentence. The web app holds one sentence per event in each language, and its unit test reads
//! this list from the OpenAPI document (`LoanEvent`), so an event added here without its sentence
//! fails there; the storage layer refuses (in debug builds) a loan audit row of any other name.

use serde::Serialize;
use strum::{EnumIter, IntoEnumIterator, IntoStaticStr};

use super::Step;

/// One event of a loan's story; the wire name is the audit row's `action` (`loan.approve`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, IntoStaticStr, EnumIter, utoipa::ToSchema)]
pub enum LoanEvent {
    /// A prospect account opened by hand (spec §4 "Lead").
    #[serde(rename = "loan_application.create")]
    #[strum(serialize = "loan_application.create")]
    Create,
    /// A prospect opened by a batch import.
    #[serde(rename = "loan_application.import")]
    #[strum(serialize = "loan_application.import")]
    Import,
    #[serde(rename = "lead.qualified")]
    #[strum(serialize = "lead.qualified")]
    LeadQualified,
    #[serde(rename = "lead.unqualified")]
    #[strum(serialize = "lead.unqualified")]
    LeadUnqualified,
    /// A step of the application form stored ([`Step`]).
    #[serde(rename = "loan_application.step.basic-info")]
    #[strum(serialize = "loan_application.step.basic-info")]
    StepBasicInfo,
    #[serde(rename = "loan_application.step.address")]
    #[strum(serialize = "loan_application.step.address")]
    StepAddress,
    #[serde(rename = "loan_application.step.ekyc-invitation")]
    #[strum(serialize = "loan_application.step.ekyc-invitation")]
    StepEkycInvitation,
    #[serde(rename = "loan_application.step.documents")]
    #[strum(serialize = "loan_application.step.documents")]
    StepDocuments,
    #[serde(rename = "loan_application.step.financial")]
    #[strum(serialize = "loan_application.step.financial")]
    StepFinancial,
    #[serde(rename = "loan_application.save")]
    #[strum(serialize = "loan_application.save")]
    Save,
    #[serde(rename = "loan_application.verify")]
    #[strum(serialize = "loan_application.verify")]
    Verify,
    #[serde(rename = "loan_application.delete")]
    #[strum(serialize = "loan_application.delete")]
    Delete,
    /// The person in charge assigned.
    #[serde(rename = "loan_application.pic")]
    #[strum(serialize = "loan_application.pic")]
    AssignPic,
    #[serde(rename = "loan_application.partner")]
    #[strum(serialize = "loan_application.partner")]
    AssignPartner,
    /// The e-KYC meeting scheduled from the application list.
    #[serde(rename = "loan_application.kyc_schedule")]
    #[strum(serialize = "loan_application.kyc_schedule")]
    ApplicationKycSchedule,
    #[serde(rename = "loan.allocate")]
    #[strum(serialize = "loan.allocate")]
    Allocate,
    #[serde(rename = "loan.approve")]
    #[strum(serialize = "loan.approve")]
    Approve,
    #[serde(rename = "loan.reject")]
    #[strum(serialize = "loan.reject")]
    Reject,
    #[serde(rename = "loan.kyc_schedule")]
    #[strum(serialize = "loan.kyc_schedule")]
    KycSchedule,
    #[serde(rename = "loan.kyc_approve")]
    #[strum(serialize = "loan.kyc_approve")]
    KycApprove,
    #[serde(rename = "loan.kyc_reject")]
    #[strum(serialize = "loan.kyc_reject")]
    KycReject,
    #[serde(rename = "loan.offering_letter_download")]
    #[strum(serialize = "loan.offering_letter_download")]
    OfferingLetterDownload,
    /// The daily job: a KYC or first-payment schedule whose date passed.
    #[serde(rename = "loan.expire")]
    #[strum(serialize = "loan.expire")]
    Expire,
    #[serde(rename = "loan.first_payment_schedule")]
    #[strum(serialize = "loan.first_payment_schedule")]
    FirstPaymentSchedule,
    #[serde(rename = "loan.payment_proof_upload")]
    #[strum(serialize = "loan.payment_proof_upload")]
    PaymentProofUpload,
    #[serde(rename = "loan.payment_proof_accept")]
    #[strum(serialize = "loan.payment_proof_accept")]
    PaymentProofAccept,
    #[serde(rename = "loan.payment_proof_reject")]
    #[strum(serialize = "loan.payment_proof_reject")]
    PaymentProofReject,
    #[serde(rename = "loan.contract_document_upload")]
    #[strum(serialize = "loan.contract_document_upload")]
    ContractDocumentUpload,
    #[serde(rename = "loan.contract_upload")]
    #[strum(serialize = "loan.contract_upload")]
    ContractUpload,
    #[serde(rename = "loan.contract_verify")]
    #[strum(serialize = "loan.contract_verify")]
    ContractVerify,
    #[serde(rename = "loan.contract_reject")]
    #[strum(serialize = "loan.contract_reject")]
    ContractReject,
    #[serde(rename = "loan.activate")]
    #[strum(serialize = "loan.activate")]
    Activate,
    #[serde(rename = "loan.payment_record")]
    #[strum(serialize = "loan.payment_record")]
    PaymentRecord,
    /// A payment the gateway (virtual account) posted by itself.
    #[serde(rename = "loan.payment_gateway")]
    #[strum(serialize = "loan.payment_gateway")]
    PaymentGateway,
    #[serde(rename = "loan.payoff")]
    #[strum(serialize = "loan.payoff")]
    Payoff,
    #[serde(rename = "loan.payment_reverse")]
    #[strum(serialize = "loan.payment_reverse")]
    PaymentReverse,
    #[serde(rename = "loan.late_fee_waiver_request")]
    #[strum(serialize = "loan.late_fee_waiver_request")]
    LateFeeWaiverRequest,
    #[serde(rename = "loan.late_fee_waive")]
    #[strum(serialize = "loan.late_fee_waive")]
    LateFeeWaive,
    #[serde(rename = "loan.late_fee_waiver_reject")]
    #[strum(serialize = "loan.late_fee_waiver_reject")]
    LateFeeWaiverReject,
    #[serde(rename = "loan.restructure_propose")]
    #[strum(serialize = "loan.restructure_propose")]
    RestructurePropose,
    #[serde(rename = "loan.restructure_approve")]
    #[strum(serialize = "loan.restructure_approve")]
    RestructureApprove,
    #[serde(rename = "loan.restructure_reject")]
    #[strum(serialize = "loan.restructure_reject")]
    RestructureReject,
    #[serde(rename = "loan.hold_billing")]
    #[strum(serialize = "loan.hold_billing")]
    HoldBilling,
    #[serde(rename = "loan.deactivate")]
    #[strum(serialize = "loan.deactivate")]
    Deactivate,
    #[serde(rename = "loan.write_off")]
    #[strum(serialize = "loan.write_off")]
    WriteOff,
    #[serde(rename = "loan.recovery")]
    #[strum(serialize = "loan.recovery")]
    Recovery,
    #[serde(rename = "loan.write_off_reverse")]
    #[strum(serialize = "loan.write_off_reverse")]
    WriteOffReverse,
    #[serde(rename = "loan.collector_assign")]
    #[strum(serialize = "loan.collector_assign")]
    CollectorAssign,
    #[serde(rename = "loan.collection_contact")]
    #[strum(serialize = "loan.collection_contact")]
    CollectionContact,
    #[serde(rename = "loan.promise_to_pay")]
    #[strum(serialize = "loan.promise_to_pay")]
    PromiseToPay,
    /// The daily job: a promise to pay met by its date.
    #[serde(rename = "loan.promise_kept")]
    #[strum(serialize = "loan.promise_kept")]
    PromiseKept,
    /// The daily job: a promise to pay not met by its date.
    #[serde(rename = "loan.promise_broken")]
    #[strum(serialize = "loan.promise_broken")]
    PromiseBroken,
}

impl LoanEvent {
    /// The wire name (`loan.approve`).
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The event of a stored audit action, `None` for a name this build does not know.
    pub fn parse(action: &str) -> Option<LoanEvent> {
        LoanEvent::iter().find(|e| e.as_str() == action)
    }

    /// The event of storing the application step `step`.
    pub fn step(step: Step) -> LoanEvent {
        match step {
            Step::BasicInfo => LoanEvent::StepBasicInfo,
            Step::Address => LoanEvent::StepAddress,
            Step::EkycInvitation => LoanEvent::StepEkycInvitation,
            Step::Documents => LoanEvent::StepDocuments,
            Step::Financial => LoanEvent::StepFinancial,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names_are_unique_and_parse_back() {
        let names: std::collections::HashSet<&str> = LoanEvent::iter().map(LoanEvent::as_str).collect();
        assert_eq!(names.len(), LoanEvent::iter().count());
        for e in LoanEvent::iter() {
            assert_eq!(LoanEvent::parse(e.as_str()), Some(e));
            assert_eq!(serde_json::to_value(e).unwrap(), serde_json::Value::from(e.as_str()));
        }
        assert_eq!(LoanEvent::parse("loan.unknown"), None);
    }

    #[test]
    fn steps_name_their_events() {
        for step in Step::ALL {
            assert_eq!(LoanEvent::step(step).as_str(), format!("loan_application.step.{}", step.as_str()));
        }
    }
}
