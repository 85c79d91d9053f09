//! What is due on one loan (issue 45 item 3): the figures the record-payment dialog shows before
//! staff type an amount, computed here from the loan's installments by
//! `domain::repayment::due`, never by the browser.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{
    pipeline::ActiveStatus,
    repayment::{
        Installment,
        due::{NextInstallment, payment_due},
    },
};
use serde::Serialize;
use storage::{entity::Stored, repo::loans::repayments};
use utoipa::ToSchema;

use crate::{auth::Staff, envelope::ok, error::ApiResult, extract::ApiPath, loans as load, state::AppState};

/// `GET /api/v1/loans/{loan_id}/payment-due`: what is due on the loan today (Asia/Jakarta).
/// Rupiah.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoanPaymentDue {
    /// The loan ID (`LN-…`).
    pub loan_id: String,
    pub full_name: String,
    pub active_status: Option<ActiveStatus>,
    /// The first unpaid installment due today or later (`None`: none).
    pub next_installment: Option<NextInstallment>,
    /// Unpaid on installments whose due date has passed.
    pub amount_overdue: i64,
    /// Late fees accrued and neither paid nor waived, apart from `outstanding`.
    pub late_fees_open: i64,
    /// Principal and interest not yet paid over every installment.
    pub outstanding: i64,
    /// `amount_overdue` plus `late_fees_open`: what brings the loan up to date today.
    pub to_clear_arrears: i64,
    /// Rupiah paid beyond the last installment, kept for the loan.
    pub credit: i64,
}

/// `GET /api/v1/loans/{loan_id}/payment-due`. Errors: 404 (unknown or outside the caller's scope).
pub async fn of_loan(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let installments: Vec<Installment> =
        repayments::installments_of(&state.db, l.id).await?.iter().map(Installment::from).collect();
    let due = payment_due(&installments, domain::calendar::today());
    Ok(ok(LoanPaymentDue {
        loan_id: l.loan_code,
        full_name: l.full_name,
        active_status: l.active_status.map(Stored::get),
        next_installment: due.next_installment,
        amount_overdue: due.amount_overdue,
        late_fees_open: due.late_fees_open,
        outstanding: due.outstanding,
        to_clear_arrears: due.to_clear_arrears,
        credit: l.credit,
    })
    .into_response())
}
