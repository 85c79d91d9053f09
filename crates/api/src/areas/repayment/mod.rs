//! Active borrowers and repayments (issue 10): activation and the installment schedule,
//! payments (idempotent, oldest installment first, maker-checker reversal), hold billing,
//! deactivation, the repayment lists with xlsx downloads, the borrower's performance history,
//! and late fees with their maker-checker waivers (issue 43 item 1). Each handler reads the loan in the caller's scope, asks `domain::repayment` where
//! it stands and `domain::pipeline::active` what the action does, and commits it through the
//! one write path (`crate::loans::commit_one`).

pub mod active;
pub mod billing;
pub mod due;
pub mod late_fees;
pub mod payments;

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::page::Page;
    use crate::routes::table::{LOAN_READERS, REPAYMENT_READERS};
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Active borrowers and repayments (issue 10).
        .add(Method::GET, "/api/v1/active-borrowers", Access::Area(A::BorrowerActive), "Active borrower list", active::list)
        .paged_query::<active::ActiveQuery>()
        .returns::<Page<active::ActiveRow>>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/active-borrowers/summary",
            Access::Area(A::BorrowerActive),
            "Active borrowers per status",
            active::summary,
        )
        .returns::<active::ActiveSummary>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/activate",
            Access::Area(A::BorrowerActive),
            "Refused: a loan is activated by its motorcycle handover (409 handover_required)",
            active::activate,
        )
        .body::<active::ActivateBody>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/hold-billing",
            Access::AnyArea(LOAN_READERS),
            "The loan's hold-billing periods",
            active::holds,
        )
        .returns_list::<active::HoldView>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/hold-billing",
            Access::Area(A::BorrowerActive),
            "Hold billing",
            active::create_hold,
        )
        .body::<active::HoldBody>()
        .returns::<active::HoldView>()
        .add(
            Method::PUT,
            "/api/v1/loans/{loan_id}/hold-billing/{hold_id}",
            Access::Area(A::BorrowerActive),
            "Change a hold-billing period",
            active::update_hold,
        )
        .body::<active::HoldBody>()
        .returns::<active::HoldView>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/deactivate",
            Access::Area(A::BorrowerActive),
            "Deactivate the borrower or write the loan off",
            active::deactivate,
        )
        .body::<active::DeactivateBody>()
        .returns::<active::Deactivated>()
        .add(Method::GET, "/api/v1/loans/{loan_id}/dealer", Access::AnyArea(LOAN_READERS), "The loan's dealer", active::dealer)
        .returns::<active::HandoverDealer>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/installments",
            Access::AnyArea(LOAN_READERS),
            "The installment schedule",
            payments::installments,
        )
        .returns_list::<payments::InstallmentView>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/payment-due",
            Access::AnyArea(LOAN_READERS),
            "What is due on the loan today (the record-payment dialog)",
            due::of_loan,
        )
        .returns::<due::LoanPaymentDue>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/payments",
            Access::AnyArea(LOAN_READERS),
            "The loan's payments",
            payments::list,
        )
        .returns_list::<payments::PaymentView>()
        .add_create(
            "/api/v1/loans/{loan_id}/payments",
            Access::Area(A::RepaymentAllBilling),
            "Record a payment (Idempotency-Key)",
            payments::record,
        )
        .body::<payments::PaymentBody>()
        .returns::<payments::PaymentCreated>()
        .add(
            Method::POST,
            "/api/v1/payments/{payment_id}/reverse",
            Access::Area(A::RepaymentAllBilling),
            "Reverse a payment (maker-checker)",
            payments::reverse,
        )
        .body::<payments::ReverseBody>()
        .returns::<payments::PaymentView>()
        // Late fees and their maker-checker waivers (issue 43 item 1).
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/late-fees",
            Access::AnyArea(LOAN_READERS),
            "The loan's late fees and waivers",
            late_fees::of_loan,
        )
        .returns::<late_fees::LateFeesView>()
        .add_create(
            "/api/v1/loans/{loan_id}/late-fee-waivers",
            Access::Area(A::RepaymentAllBilling),
            "Ask for a late-fee waiver (another staff member decides)",
            late_fees::request,
        )
        .body::<late_fees::WaiverBody>()
        .returns::<late_fees::WaiverView>()
        .add(
            Method::POST,
            "/api/v1/late-fee-waivers/{waiver_id}/approve",
            Access::Area(A::RepaymentAllBilling),
            "Approve a late-fee waiver (maker-checker)",
            late_fees::approve,
        )
        .returns::<late_fees::WaiverView>()
        .add(
            Method::POST,
            "/api/v1/late-fee-waivers/{waiver_id}/reject",
            Access::Area(A::RepaymentAllBilling),
            "Reject a late-fee waiver (maker-checker)",
            late_fees::reject,
        )
        .body::<late_fees::RejectWaiverBody>()
        .returns::<late_fees::WaiverView>()
        .add(
            Method::GET,
            "/api/v1/loans/{loan_id}/dpd-history",
            Access::AnyArea(LOAN_READERS),
            "Days past due per business date",
            payments::dpd_history,
        )
        .returns_list::<payments::DpdPoint>()
        .add(
            Method::GET,
            "/api/v1/repayments/summary",
            Access::AnyArea(REPAYMENT_READERS),
            "Due today, late and quality buckets",
            billing::summary,
        )
        .returns::<billing::RepaymentSummary>()
        .add(
            Method::GET,
            "/api/v1/repayments/normal",
            Access::Area(A::RepaymentNormal),
            "Installments due, loans paying on time (format=xlsx downloads)",
            billing::normal,
        )
        .query::<billing::BillingQuery>()
        .returns::<billing::BillingPage>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/repayments/late",
            Access::Area(A::RepaymentLate),
            "Late loans, oldest first (format=xlsx downloads)",
            billing::late,
        )
        .query::<billing::BillingQuery>()
        .returns::<Page<billing::LateItem>>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/repayments/all-billing",
            Access::Area(A::RepaymentAllBilling),
            "Every installment with totals (format=xlsx downloads)",
            billing::all_billing,
        )
        .query::<billing::BillingQuery>()
        .returns::<billing::BillingPage>()
        .xlsx()
}
