//! Posting a payment on a loan: one change for every way a payment arrives (staff recording it,
//! issue 10 item 2; the payment gateway's callback or staff assigning an unmatched one, issue 43
//! item 5). The payment pays the oldest unpaid installment, then its late fee, then the next
//! (`domain::repayment::allocate`); the loan's standing is computed after it.

use chrono::NaiveDate;
use domain::{
    pipeline::{ActiveStatus, LoanState, PipelineError, Transition},
    repayment::{self, Part, PaymentMethod},
};
use storage::{
    entity::loan,
    repo::loans::{self, AuditDetail, Change, LoanPatch, NewPayment, RepaymentPatch},
};
use uuid::Uuid;

use super::book::{Book, changed, standing_patch};
use crate::{error::ApiResult, state::AppState};

/// A payment to post, already checked: rupiah 1 to `MAX_PAYMENT`, an Asia/Jakarta day not in the
/// future nor before activation, a reference of at most 100 characters.
#[derive(Debug, Clone)]
pub struct PaymentInput {
    pub amount: i64,
    pub paid_date: NaiveDate,
    pub method: PaymentMethod,
    pub reference: String,
    /// A receipt file (kind `payment_receipt`) attached to the loan with the payment.
    pub proof_file_id: Option<Uuid>,
    /// Assigned from the gateway's unmatched queue: the money is in suspense already.
    pub from_suspense: bool,
}

/// The fields every way staff record money on a loan shares (a payment, a payoff, a recovery),
/// as sent.
#[derive(Debug, Clone, Copy, Default)]
pub struct MoneyFields<'a> {
    pub amount: Option<i64>,
    pub paid_date: Option<&'a str>,
    pub method: Option<&'a str>,
    pub reference: Option<&'a str>,
}

/// The checked fields: rupiah, the Asia/Jakarta day paid, the method and the reference.
#[derive(Debug, Clone)]
pub struct Money {
    pub amount: i64,
    pub paid_date: NaiveDate,
    pub method: PaymentMethod,
    pub reference: String,
}

/// Checks `f` for loan `l`, adding field errors to `errors`: an amount of Rp 1 to `MAX_PAYMENT`
/// (`amount_invalid`), a date (`paid_date_invalid`) not in the future (`paid_date_future`) nor
/// before activation (`paid_date_before_activation`), a method (`method_invalid`), a reference
/// of at most [`REFERENCE_MAX`] characters without control characters (`reference_too_long`).
/// `None` when any is wrong.
pub fn check_money(l: &loan::Model, f: MoneyFields<'_>, errors: &mut domain::ValidationErrors) -> Option<Money> {
    let today = domain::calendar::today();
    let amount = f.amount.filter(|a| (1..=repayment::MAX_PAYMENT).contains(a));
    if amount.is_none() {
        errors.add("amount", "amount_invalid");
    }
    let paid_date = match super::book::parse_date(f.paid_date) {
        None => {
            errors.add("paid_date", "paid_date_invalid");
            None
        }
        Some(d) if d > today => {
            errors.add("paid_date", "paid_date_future");
            None
        }
        Some(d) if l.activated_on.is_some_and(|on| d < on) => {
            errors.add("paid_date", "paid_date_before_activation");
            None
        }
        Some(d) => Some(d),
    };
    let method: Option<PaymentMethod> = f.method.and_then(|m| m.trim().parse().ok());
    if method.is_none() {
        errors.add("method", "method_invalid");
    }
    let reference = f.reference.map(str::trim).unwrap_or_default().to_owned();
    let reference_ok = reference.chars().count() <= REFERENCE_MAX && !reference.chars().any(char::is_control);
    if !reference_ok {
        errors.add("reference", "reference_too_long");
    }
    Some(Money { amount: amount?, paid_date: paid_date?, method: method?, reference }).filter(|_| reference_ok)
}

/// Longest payment reference, characters.
pub const REFERENCE_MAX: usize = 100;

/// A payment ready to commit: the loan's change and what the payment paid.
pub struct Posting {
    pub payment_id: Uuid,
    /// Installments and late fees paid, oldest first.
    pub parts: Vec<Part>,
    /// Rupiah left after the last installment (the loan's credit grows by it).
    pub credit: i64,
    pub change: Change,
}

/// The change that posts `input` on loan `l` (as read now), the loan taking the status the
/// payment leaves it in through `transition` (the staff rule or the gateway's).
/// Errors: what `transition` refuses (403, 409 `loan_not_active`); the database.
pub async fn payment_change(
    state: &AppState,
    l: loan::Model,
    input: PaymentInput,
    transition: impl FnOnce(&LoanState, ActiveStatus) -> Result<Transition, PipelineError>,
) -> ApiResult<Posting> {
    let book = Book::of(state, &l).await?;
    posting_of(&book, l, input, transition)
}

/// [`payment_change`] with the loan's book read already (`Book::of(state, &l)`).
/// Errors: what `transition` refuses.
pub fn posting_of(
    book: &Book,
    l: loan::Model,
    input: PaymentInput,
    transition: impl FnOnce(&LoanState, ActiveStatus) -> Result<Transition, PipelineError>,
) -> ApiResult<Posting> {
    let today = domain::calendar::today();
    let (allocation, after) = repayment::allocate(&book.installments, input.amount, input.paid_date);
    // Before and after as of today, both computed here (the stored DPD is in `loan_standing`).
    let before = book.standing(&book.installments, &book.periods(), today);
    let standing = book.standing(&after, &book.periods(), today);
    let transition = transition(&loans::state_of(&l), standing.status)?;
    let payment_id = Uuid::now_v7();
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "outstanding": l.outstanding, "dpd": before.dpd })),
        after: Some(serde_json::json!({
            "payment_id": payment_id, "amount": input.amount, "paid_date": input.paid_date, "method": input.method.as_ref(),
            "reference": input.reference, "allocations": allocation.parts, "credit": allocation.credit,
            "outstanding": standing.outstanding, "dpd": standing.dpd,
        })),
    };
    let credit = l.credit + allocation.credit;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Payment {
            payment: NewPayment {
                id: payment_id,
                amount: input.amount,
                paid_date: input.paid_date,
                method: input.method.as_ref().to_owned(),
                reference: input.reference,
                proof_file_id: input.proof_file_id,
                parts: allocation.parts.clone(),
                credit: allocation.credit,
                from_suspense: input.from_suspense,
            },
            installments: changed(&book.installments, &after),
        }),
        standing: Some(standing_patch(standing, credit, today)),
        attach_files: input.proof_file_id.into_iter().collect(),
        ..Default::default()
    };
    Ok(Posting {
        payment_id,
        parts: allocation.parts,
        credit: allocation.credit,
        change: Change { loan: l, transition, patch, audit },
    })
}

/// What the loan of `book` still owes today, rupiah: its unpaid installments and open late
/// fees (a payment above it would only be credit).
pub fn owed(book: &Book) -> i64 {
    let standing = book.standing(&book.installments, &book.periods(), domain::calendar::today());
    standing.outstanding.saturating_add(standing.late_fees_open)
}
