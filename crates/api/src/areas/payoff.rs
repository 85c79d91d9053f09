//! Early settlement (pelunasan dipercepat; issue 44 item 1, DESIGN §3 "Early settlement"): the
//! payoff quote of an active loan for a day, as JSON and as a printable PDF in the caller's
//! language, and the payoff itself, which settles every installment and closes the loan
//! (`inactive`, `settled_early`) with its BPKB due for release. The figures and their rule are
//! `domain::repayment::payoff`'s; the payoff goes through the loan's one write path
//! (`RepaymentPatch::Payoff`), so of two payoffs at once exactly one posts.

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use chrono::NaiveDate;
use domain::{
    ValidationErrors,
    pipeline::{Action, ActiveStatus, active as rules},
    repayment::{InactiveReason, Part, payoff},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, lender, loan, program},
    repo::loans::{self, AuditDetail, Change, LoanPatch, NewPayment, RepaymentPatch},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::loans::book::{Book, standing_patch};
use crate::loans::posting::{Money, MoneyFields, check_money};
use crate::{
    auth::Staff,
    envelope::{created_msg, ok},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    idempotency::Idempotency,
    loans as load,
    loans::view::terms_of,
    state::AppState,
};

/// `GET /api/v1/loans/{loan_id}/payoff-quote` (and `.pdf`) query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PayoffQuoteQuery {
    /// `YYYY-MM-DD` (Asia/Jakarta), today up to 60 days ahead; today when left out.
    pub date: Option<String>,
}

/// A payoff quote (DESIGN §3). Rupiah; Asia/Jakarta days. The rule is
/// `domain::repayment::payoff`'s: interest of installments due up to `date` is due, the rest
/// rebated; the fee is the loan's early settlement rate of the outstanding principal, rounded
/// half up to the rupiah.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct PayoffQuoteView {
    pub date: NaiveDate,
    pub outstanding_principal: i64,
    pub interest_due: i64,
    /// Interest of installments due after `date`: not charged, not in `total`.
    pub interest_rebate: i64,
    /// Late fees accrued and still open.
    pub late_fees: i64,
    pub early_settlement_fee: i64,
    /// Basis points of the outstanding principal the fee is.
    pub early_settlement_fee_bp: i64,
    /// principal + interest due + late fees + fee: what settles the loan.
    pub total: i64,
    /// The last day the quote holds.
    pub valid_until: NaiveDate,
}

impl PayoffQuoteView {
    fn of(q: &payoff::Quote, bp: i64) -> Self {
        PayoffQuoteView {
            date: q.date,
            outstanding_principal: q.outstanding_principal,
            interest_due: q.interest_due,
            interest_rebate: q.interest_rebate,
            late_fees: q.late_fees,
            early_settlement_fee: q.early_settlement_fee,
            early_settlement_fee_bp: bp,
            total: q.total,
            valid_until: q.valid_until,
        }
    }
}

/// The early settlement fee rate of `l`: the one copied with its terms, else its program's (a
/// loan verified before the charges were copied).
async fn fee_bp(state: &AppState, l: &loan::Model) -> ApiResult<i64> {
    if let Some(c) = terms_of(l).and_then(|t| t.charges) {
        return Ok(c.early_settlement_fee_bp);
    }
    let p = storage::repo::reference::by_opt_id::<program::Entity>(&state.db, Some(l.program_id)).await?;
    Ok(p.map_or(0, |p| p.charges().early_settlement_fee_bp))
}

/// The loan, its book and its quote for the query's day, after the checks every quote route
/// makes. Errors: 404 (out of scope too); 409 `loan_not_active` (pending activation or
/// inactive); 422 on `date` `payoff_date_invalid`, `payoff_date_past`, `payoff_date_too_far`.
async fn quoted(
    state: &AppState,
    staff: &Staff,
    loan_id: &str,
    q: &PayoffQuoteQuery,
) -> ApiResult<(loan::Model, payoff::Quote, i64)> {
    let l = load::load(state, staff, loan_id).await?;
    domain::pipeline::precondition(&loans::state_of(&l), Action::RecordPayment)?;
    let today = domain::calendar::today();
    let date = match q.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => today,
        Some(d) => NaiveDate::parse_from_str(d, "%Y-%m-%d").map_err(|_| ApiError::field("date", "payoff_date_invalid"))?,
    };
    payoff::check_date(date, today).map_err(|code| ApiError::field("date", code))?;
    let book = Book::of(state, &l).await?;
    let bp = fee_bp(state, &l).await?;
    let quote = payoff::quote(&book.installments, bp, date);
    Ok((l, quote, bp))
}

/// `GET /api/v1/loans/{loan_id}/payoff-quote?date=YYYY-MM-DD`: what settles the loan on that
/// day. Errors: 404, 409 `loan_not_active`, 422 on `date` (`payoff_date_invalid`,
/// `payoff_date_past`, `payoff_date_too_far`).
pub async fn quote(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiQuery(q): ApiQuery<PayoffQuoteQuery>,
) -> ApiResult<Response> {
    let (_, quote, bp) = quoted(&state, &staff, &loan_id, &q).await?;
    Ok(ok(PayoffQuoteView::of(&quote, bp)).into_response())
}

/// How many quotes render at once (as many as offering letters); others wait their turn.
static RENDERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(crate::letters::RENDERS_AT_ONCE);

/// `GET /api/v1/loans/{loan_id}/payoff-quote.pdf?date=YYYY-MM-DD` → `application/pdf`: the quote
/// printed in the caller's language (`Accept-Language`) with the lender's name, the loan ID,
/// the borrower's name, every figure in rupiah, the day and until when it holds. Errors: as the
/// JSON quote.
pub async fn quote_pdf(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiQuery(q): ApiQuery<PayoffQuoteQuery>,
) -> ApiResult<Response> {
    let (l, quote, bp) = quoted(&state, &staff, &loan_id, &q).await?;
    let lender = storage::repo::reference::by_opt_id::<lender::Entity>(&state.db, l.lender_id).await?;
    let data = documents::PayoffQuote {
        lender_name: lender.map(|x| x.legal_name.filter(|n| !n.trim().is_empty()).unwrap_or(x.name)).unwrap_or_default(),
        loan_id: l.loan_code.clone(),
        borrower_name: l.full_name.clone(),
        issue_date: domain::calendar::today(),
        date: quote.date,
        outstanding_principal: quote.outstanding_principal,
        interest_due: quote.interest_due,
        interest_rebate: quote.interest_rebate,
        late_fees: quote.late_fees,
        early_settlement_fee_bp: u32::try_from(bp).unwrap_or(0),
        early_settlement_fee: quote.early_settlement_fee,
        total: quote.total,
        valid_until: quote.valid_until,
    };
    let lang = match lang {
        domain::i18n::Lang::Id => documents::Lang::Id,
        domain::i18n::Lang::En => documents::Lang::En,
    };
    let _turn = RENDERS.acquire().await.map_err(|e| ApiError::Internal(e.into()))?;
    let pdf = tokio::task::spawn_blocking(move || documents::payoff_quote(&data, lang))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
        .map_err(|e| ApiError::Internal(e.into()))?;
    let mut res = pdf.into_response();
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    let name = format!("attachment; filename=\"payoff-quote-{}-{}.pdf\"", l.loan_code, quote.date);
    if let Ok(v) = HeaderValue::from_str(&name) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(res)
}

/// `POST /api/v1/loans/{loan_id}/payoff` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PayoffBody {
    /// Asia/Jakarta; not in the future, not before the handover. The quote of this day is what
    /// must be paid.
    pub paid_date: Option<String>,
    /// Rupiah, 1 to 10,000,000,000, at least the quote's total (the rest is the loan's credit).
    pub amount: Option<i64>,
    /// `bank_transfer`, `virtual_account`, `cash`, `e_wallet`.
    pub method: Option<String>,
    /// The transfer or receipt reference (up to 100 characters).
    pub reference: Option<String>,
}

/// What a payoff did.
#[derive(Debug, Serialize, ToSchema)]
pub struct PayoffDone {
    pub loan_id: String,
    pub payment_id: Uuid,
    pub paid_date: NaiveDate,
    pub amount: i64,
    /// The quote of `paid_date` it settled.
    pub quote: PayoffQuoteView,
    /// The installments it paid, each split into principal, interest and late fee.
    pub allocations: Vec<Part>,
    /// Rupiah paid beyond the quote's total: the loan's credit.
    pub credit: i64,
    /// `inactive`.
    pub active_status: Option<ActiveStatus>,
    /// `settled_early`.
    pub inactive_reason: Option<InactiveReason>,
    /// The day from which the BPKB is due back to the borrower.
    pub bpkb_release_due_on: Option<NaiveDate>,
}

/// `POST /api/v1/loans/{loan_id}/payoff`: settles the loan early with a payment of at least
/// the quote's total for `paid_date`. Every installment is settled (the rebated interest taken
/// off those due after that day), the payment recorded with what it paid of principal,
/// interest and late fees, the quote kept (`payoffs`), its journal entry posted, and the loan
/// becomes inactive (`settled_early`) with its BPKB due for release. Send an `Idempotency-Key`:
/// a repeat answers the first payoff and posts nothing. Errors: 403 for a lender's staff, 404,
/// 409 `loan_not_active` (pending activation, inactive, or another payoff won),
/// `idempotency_in_progress`, `conflict`; 422 `amount_invalid`, `payoff_amount_short`,
/// `paid_date_invalid`, `paid_date_future`, `paid_date_before_activation`, `method_invalid`,
/// `reference_too_long`.
pub async fn pay_off(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    idem: Idempotency,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<PayoffBody>,
) -> ApiResult<Response> {
    let (l, _turn) = load::load_for_money(&state, &staff, &loan_id).await?;
    domain::pipeline::check(&loans::state_of(&l), Action::RecordPayment, staff.viewer())?;
    let today = domain::calendar::today();
    let mut errors = ValidationErrors::new();
    let fields = MoneyFields {
        amount: body.amount,
        paid_date: body.paid_date.as_deref(),
        method: body.method.as_deref(),
        reference: body.reference.as_deref(),
    };
    let (Some(Money { amount, paid_date, method, reference }), true) = (check_money(&l, fields, &mut errors), errors.is_empty())
    else {
        return Err(ApiError::Validation(errors));
    };
    let book = Book::of(&state, &l).await?;
    let bp = fee_bp(&state, &l).await?;
    let quote = payoff::quote(&book.installments, bp, paid_date);
    if amount < quote.total {
        return Err(ApiError::field("amount", "payoff_amount_short"));
    }
    let (parts, after) = payoff::settle(&book.installments, &quote, paid_date);
    let standing = book.standing(&after, &book.periods(), today);
    let transition = rules::settle_early(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let extra = amount - quote.total;
    let payment_id = Uuid::now_v7();
    let view = PayoffQuoteView::of(&quote, bp);
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "outstanding": l.outstanding, "outstanding_principal": l.outstanding_principal })),
        after: Some(serde_json::json!({
            "payment_id": payment_id, "amount": amount, "paid_date": paid_date, "method": method.as_ref(),
            "reference": reference, "quote": view, "credit": extra,
        })),
    };
    let credit = l.credit + extra;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Payoff {
            payment: NewPayment {
                id: payment_id,
                amount,
                paid_date,
                method: method.as_ref().to_owned(),
                reference,
                proof_file_id: None,
                parts: parts.clone(),
                credit: extra,
                from_suspense: false,
            },
            installments: crate::loans::book::changed(&book.installments, &after),
            quote,
        }),
        standing: Some(standing_patch(standing, credit, today)),
        ..Default::default()
    };
    let code = l.loan_code.clone();
    // The answer is stored with the key in the payoff's own transaction: a payoff that
    // committed always answers a retry, and never posts twice.
    let finish = async |tx: &storage::Tx, updated: &loan::Model| -> ApiResult<Response> {
        let env = created_msg(
            lang,
            "loan_paid_off_early",
            PayoffDone {
                loan_id: code,
                payment_id,
                paid_date,
                amount,
                quote: view,
                allocations: parts,
                credit: extra,
                active_status: updated.active_status.map(Stored::get),
                inactive_reason: updated.inactive_reason.map(Stored::get),
                bpkb_release_due_on: updated.bpkb_release_due_on,
            },
        );
        idem.record(tx, env.into_response()).await
    };
    load::commit_then(&state, &staff, Change { loan: l, transition, patch, audit }, finish).await
}

/// This area's rows of the route table (`crate::routes`): the quote (JSON and PDF) for whoever
/// reads the loan, the payoff for whoever records payments.
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::{Returns, table::LOAN_READERS};
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(
        Method::GET,
        "/api/v1/loans/{loan_id}/payoff-quote",
        Access::AnyArea(LOAN_READERS),
        "The payoff quote for a day (early settlement)",
        quote,
    )
    .query::<PayoffQuoteQuery>()
    .returns::<PayoffQuoteView>()
    .add(
        Method::GET,
        "/api/v1/loans/{loan_id}/payoff-quote.pdf",
        Access::AnyArea(LOAN_READERS),
        "The payoff quote as a PDF, in the caller's language",
        quote_pdf,
    )
    .query::<PayoffQuoteQuery>()
    .returns_raw(Returns::Raw("application/pdf"))
    .add_create(
        "/api/v1/loans/{loan_id}/payoff",
        Access::Area(A::RepaymentAllBilling),
        "Settle the loan early (Idempotency-Key)",
        pay_off,
    )
    .body::<PayoffBody>()
    .returns::<PayoffDone>()
}
