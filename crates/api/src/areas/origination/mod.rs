//! Origination (issue 9): from a verified application to a signed, paid contract — loan
//! approval (allocation to a lender, the lender's decision), KYC and the offering letter, the
//! loan contract (first payment proof, contract document) — and the whole loan's detail with
//! its timeline. Each handler reads the loan in the caller's scope, asks `domain::pipeline` for
//! the transition and commits it through the one write path (`crate::loans::commit`).

pub mod approval;
pub mod contract;
pub mod detail;
pub mod jobs;
pub mod kyc;

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::page::Page;
    use crate::routes::table::Returns;
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Origination (issue 9): approval, KYC and offering letter, contract, the whole loan.
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}",
            Access::Area(A::BorrowerDetail),
            "The whole loan with its timeline",
            detail::get_one,
        )
        .returns::<detail::LoanDetail>()
        .add(Method::GET, "/api/v1/loan-approvals", Access::Area(A::BorrowerApproval), "Loan approval list", approval::list)
        .paged_query::<approval::ApprovalQuery>()
        .returns::<Page<approval::ApprovalRow>>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/loan-approvals/summary",
            Access::Area(A::BorrowerApproval),
            "Approval counts and per-lender totals",
            approval::summary,
        )
        .returns::<approval::ApprovalSummary>()
        .add(
            Method::POST,
            "/api/v1/loan-approvals/allocate",
            Access::Area(A::BorrowerApproval),
            "Allocate the selected loans to a lender",
            approval::allocate,
        )
        .body::<approval::AllocateBody>()
        .returns::<approval::Allocated>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/approve",
            Access::Area(A::BorrowerApproval),
            "The lender approves",
            approval::approve,
        )
        .body::<approval::ApproveBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/reject",
            Access::Area(A::BorrowerApproval),
            "The lender rejects",
            approval::reject,
        )
        .body::<approval::RejectBody>()
        .returns::<detail::LoanDetail>()
        .add(Method::GET, "/api/v1/kyc", Access::Area(A::BorrowerKyc), "KYC list", kyc::list)
        .paged_query::<kyc::KycQuery>()
        .returns::<Page<kyc::KycRow>>()
        .xlsx()
        .add(Method::GET, "/api/v1/kyc/summary", Access::Area(A::BorrowerKyc), "KYC counts", kyc::summary)
        .returns::<kyc::KycSummary>()
        .add(
            Method::POST,
            "/api/v1/kyc/schedule",
            Access::Area(A::BorrowerKyc),
            "Schedule KYC for the selected loans",
            kyc::schedule_many,
        )
        .body::<kyc::BatchScheduleBody>()
        .returns::<kyc::Scheduled>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/kyc-schedule",
            Access::Area(A::BorrowerKyc),
            "Schedule or reschedule the KYC meeting",
            kyc::schedule,
        )
        .body::<kyc::ScheduleBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/kyc-result",
            Access::Area(A::BorrowerKyc),
            "Record the KYC result",
            kyc::result,
        )
        .body::<kyc::ResultBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/offering-letter",
            Access::AnyArea(&[A::BorrowerKyc, A::BorrowerContract]),
            "The offering letter (PDF)",
            kyc::offering_letter,
        )
        .query::<kyc::LetterQuery>()
        .returns_raw(Returns::Raw("application/pdf"))
        .add(Method::GET, "/api/v1/loan-contracts", Access::Area(A::BorrowerContract), "Loan contract list", contract::list)
        .paged_query::<contract::ContractQuery>()
        .returns::<Page<contract::ContractRow>>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/loan-contracts/summary",
            Access::Area(A::BorrowerContract),
            "Contract counts",
            contract::summary,
        )
        .returns::<contract::ContractSummary>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/first-payment-schedule",
            Access::Area(A::BorrowerContract),
            "Set the first payment's due date",
            contract::schedule_first_payment,
        )
        .body::<contract::FirstPaymentBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/payment-proofs",
            Access::Area(A::BorrowerContract),
            "Upload a first-payment proof",
            contract::add_proof,
        )
        .body::<contract::ProofBody>()
        .returns::<contract::ProofCreated>()
        .created()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/payment-proofs",
            Access::Area(A::BorrowerContract),
            "The loan's payment proofs",
            contract::proofs_of_loan,
        )
        .returns::<Vec<contract::ProofView>>()
        .add(
            Method::GET,
            "/api/v1/payment-proofs",
            Access::Area(A::BorrowerContract),
            "Payment proof verification queue",
            contract::queue,
        )
        .paged_query::<contract::QueueQuery>()
        .returns::<Page<contract::ProofView>>()
        .add(
            Method::POST,
            "/api/v1/payment-proofs/{proof_id}/accept",
            Access::Area(A::BorrowerContract),
            "Accept a payment proof",
            contract::accept_proof,
        )
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/payment-proofs/{proof_id}/reject",
            Access::Area(A::BorrowerContract),
            "Reject a payment proof",
            contract::reject_proof,
        )
        .body::<contract::DecisionBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/documents",
            Access::Area(A::BorrowerContract),
            "Attach a bank statement or payment receipt",
            contract::add_document,
        )
        .body::<contract::DocumentBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/contract",
            Access::Area(A::BorrowerContract),
            "Upload the contract",
            contract::upload_contract,
        )
        .body::<contract::ContractBody>()
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/contract/verify",
            Access::Area(A::BorrowerContract),
            "Verify the contract",
            contract::verify_contract,
        )
        .returns::<detail::LoanDetail>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/contract/reject",
            Access::Area(A::BorrowerContract),
            "Reject the contract",
            contract::reject_contract,
        )
        .body::<contract::VerifyBody>()
        .returns::<detail::LoanDetail>()
        .add(Method::GET, "/api/v1/jobs", Access::Admin, "The daily job's runs", jobs::list)
        .returns::<Vec<jobs::JobRunView>>()
        .add(Method::POST, "/api/v1/jobs/daily", Access::Admin, "Run the daily job for a date now", jobs::run_daily)
        .body::<jobs::RunBody>()
        .returns::<jobs::RunOutcome>()
}
