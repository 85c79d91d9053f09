//! Payments and the borrower's performance history (issue 10 items 2 and 6): the schedule,
//! recording a payment (with `Idempotency-Key`: a retried or double-clicked payment posts
//! once), the maker-checker reversal, and the DPD history.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    documents::FileKind,
    pipeline::{Action, ActiveStatus, active as rules},
    repayment::{self, InactiveReason, InstallmentStatus, Part, PaymentMethod},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::payment,
    repo::loans::{self, AuditDetail, Change, LoanPatch, RepaymentPatch},
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::loans::book::{Book, changed, standing_patch};
use crate::loans::posting::{self, PaymentInput, Posting};
use crate::{
    auth::Staff,
    envelope::{created, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, CallerLang},
    idempotency::Idempotency,
    loans as load,
    loans::{files::check_files, view::Names},
    state::AppState,
};

pub use crate::loans::posting::REFERENCE_MAX;

/// One installment as answered (DESIGN §3). Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct InstallmentView {
    pub number: i32,
    pub due_date: NaiveDate,
    /// Before hold billing moved it.
    pub original_due_date: NaiveDate,
    pub amount_due: i64,
    /// The principal and interest parts of `amount_due` (issue 41 item 3).
    pub principal_part: i64,
    pub interest_part: i64,
    pub amount_paid: i64,
    /// What was paid of each part: an installment's interest is paid first.
    pub principal_paid: i64,
    pub interest_paid: i64,
    pub paid_date: Option<NaiveDate>,
    pub status: InstallmentStatus,
    /// Its late fee (denda, issue 43 item 1): accrued by the daily job, paid, waived, and still
    /// open.
    pub late_fee_accrued: i64,
    pub late_fee_paid: i64,
    pub late_fee_waived: i64,
    pub late_fee_open: i64,
}

/// `GET /api/v1/loans/{loan_id}/installments`: the schedule with each installment's status
/// today (empty before activation). Errors: 404.
pub async fn installments(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let book = Book::of(&state, &l).await?;
    let today = domain::calendar::today();
    let items: Vec<InstallmentView> = book
        .installments
        .iter()
        .map(|i| InstallmentView {
            number: i.number,
            due_date: i.due_date,
            original_due_date: i.original_due_date,
            amount_due: i.amount_due,
            principal_part: i.principal_due,
            interest_part: i.interest_due(),
            amount_paid: i.amount_paid,
            principal_paid: i.principal_paid(),
            interest_paid: i.interest_paid(),
            paid_date: i.paid_date,
            status: i.status(today),
            late_fee_accrued: i.late_fee.accrued,
            late_fee_paid: i.late_fee.paid,
            late_fee_waived: i.late_fee.waived,
            late_fee_open: i.late_fee.open(),
        })
        .collect();
    Ok(ok(items).into_response())
}

/// A payment as answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentView {
    pub payment_id: Uuid,
    pub loan_id: String,
    pub amount: i64,
    pub paid_date: NaiveDate,
    pub method: PaymentMethod,
    pub reference: String,
    pub proof_file_id: Option<Uuid>,
    /// The installments it paid, oldest first, each split into principal and interest.
    pub allocations: Vec<Part>,
    /// What it paid of principal and of interest over its parts (they add up to `amount` less
    /// `credit`).
    pub principal_amount: i64,
    pub interest_amount: i64,
    /// What it paid of late fees (issue 43 item 1).
    pub late_fee_amount: i64,
    /// Rupiah left after the last installment.
    pub credit: i64,
    pub recorded_by_name: Option<String>,
    pub recorded_at: DateTime<Utc>,
    pub reversed_at: Option<DateTime<Utc>>,
    pub reversed_by_name: Option<String>,
    pub reversal_reason: Option<String>,
    /// `reverse_payment` when the caller may reverse it now.
    pub allowed_actions: Vec<Action>,
}

fn view(
    p: &payment::Model,
    l: &storage::entity::loan::Model,
    names: &Names,
    staff: &Staff,
) -> Result<PaymentView, sea_orm::DbErr> {
    let reversible = p.reversed_at.is_none()
        && p.recorded_by != Some(staff.user_id)
        && !matches!(
            inactive_reason(l),
            Some(InactiveReason::Deactivated | InactiveReason::WrittenOff | InactiveReason::SettledEarly)
        )
        && domain::pipeline::check(&loans::state_of(l), Action::ReversePayment, staff.viewer()).is_ok()
        && staff.viewer().may(Action::ReversePayment);
    let allocations = p.parts();
    let (principal_amount, interest_amount) = Part::totals(&allocations);
    Ok(PaymentView {
        payment_id: p.id,
        loan_id: l.loan_code.clone(),
        amount: p.amount,
        paid_date: p.paid_date,
        method: storage::entity::decode("payments.method", &p.method)?,
        reference: p.reference.clone(),
        proof_file_id: p.proof_file_id,
        principal_amount,
        interest_amount,
        late_fee_amount: Part::late_fees(&allocations),
        allocations,
        credit: p.credit,
        recorded_by_name: names.user(p.recorded_by),
        recorded_at: p.recorded_at,
        reversed_at: p.reversed_at,
        reversed_by_name: names.user(p.reversed_by),
        reversal_reason: p.reversal_reason.clone(),
        allowed_actions: if reversible { vec![Action::ReversePayment] } else { Vec::new() },
    })
}

fn inactive_reason(l: &storage::entity::loan::Model) -> Option<InactiveReason> {
    l.inactive_reason.map(storage::entity::Stored::get)
}

/// `GET /api/v1/loans/{loan_id}/payments`: newest first, reversals included. Errors: 404.
pub async fn list(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let payments = loans::repayments::payments_of(&state.db, l.id).await?;
    let users: Vec<Uuid> = payments.iter().flat_map(|p| [p.recorded_by, p.reversed_by]).flatten().collect();
    let names = Names::load(&state.db, &users).await?;
    Ok(ok(payments.iter().map(|p| view(p, &l, &names, &staff)).collect::<Result<Vec<_>, _>>()?).into_response())
}

/// `POST /api/v1/loans/{loan_id}/payments` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PaymentBody {
    /// Rupiah, 1 to 10,000,000,000.
    pub amount: Option<i64>,
    /// Asia/Jakarta; not in the future, not before the handover.
    pub paid_date: Option<String>,
    /// `bank_transfer`, `virtual_account`, `cash`, `e_wallet`.
    pub method: Option<String>,
    /// The transfer or receipt reference (up to 100 characters).
    pub reference: Option<String>,
    /// An uploaded file of kind `payment_receipt` (optional).
    pub proof_file_id: Option<String>,
}

/// What a payment paid.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentCreated {
    pub payment_id: Uuid,
    /// Installments paid, oldest first, each split into principal and interest.
    pub allocations: Vec<Part>,
    /// What it paid of principal and of interest (issue 41 item 3), and of late fees (issue 43
    /// item 1).
    pub principal_amount: i64,
    pub interest_amount: i64,
    pub late_fee_amount: i64,
    /// Rupiah left after the last installment.
    pub credit: i64,
    /// The loan's active status after the payment (`inactive` once paid off).
    pub active_status: Option<ActiveStatus>,
}

/// `POST /api/v1/loans/{loan_id}/payments`: records a payment. It pays the oldest unpaid
/// installment first (partly if it falls short), then its late fee; the rest prepays the next ones, and what is
/// left after the last is credit. A fully paid loan becomes inactive (paid off). Send an
/// `Idempotency-Key`: a repeat answers the first payment and posts nothing.
/// Errors: 403 for a lender's staff, 404, 409 `loan_not_active` / `idempotency_in_progress` /
/// `conflict` (another write won: retry), 422 `amount_invalid`, `paid_date_invalid`,
/// `paid_date_future`, `paid_date_before_activation`, `method_invalid`, `reference_too_long`,
/// `file_unknown`, `file_kind_mismatch`.
///
/// Two payments on one loan at once both post: the one whose write finds the loan changed by
/// the other (409 `conflict` inside) reads the loan again and allocates anew, up to
/// [`PAYMENT_ATTEMPTS`] times. The caller sent no version, so nothing they saw is stale.
pub async fn record(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    idem: Idempotency,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<PaymentBody>,
) -> ApiResult<Response> {
    // Payments on this loan in this instance wait their turn; the retries are for writers that
    // take none (the daily job, another instance).
    let (_, _turn) = load::load_for_money(&state, &staff, &loan_id).await?;
    let mut attempt = 1;
    loop {
        match record_once(&state, &staff, lang, &idem, &loan_id, &body).await {
            Err(ApiError::Conflict("conflict")) if attempt < PAYMENT_ATTEMPTS => attempt += 1,
            other => return other,
        }
    }
}

/// How many times a payment is tried when other writes on its loan keep winning: each lost
/// round means another write on that loan committed, so ten payments sent at once on one loan
/// all post.
pub const PAYMENT_ATTEMPTS: u32 = 10;

/// One try of [`record`]: reads the loan and its schedule, allocates, and commits.
async fn record_once(
    state: &AppState,
    staff: &Staff,
    lang: domain::i18n::Lang,
    idem: &Idempotency,
    loan_id: &str,
    body: &PaymentBody,
) -> ApiResult<Response> {
    let l = load::load(state, staff, loan_id).await?;
    domain::pipeline::check(&loans::state_of(&l), Action::RecordPayment, staff.viewer())?;
    let mut errors = ValidationErrors::new();
    let fields = posting::MoneyFields {
        amount: body.amount,
        paid_date: body.paid_date.as_deref(),
        method: body.method.as_deref(),
        reference: body.reference.as_deref(),
    };
    let money = posting::check_money(&l, fields, &mut errors);
    let proof = body.proof_file_id.as_deref().filter(|v| !v.trim().is_empty());
    let ids = check_files(state, staff, &l, &[("proof_file_id".into(), proof, FileKind::PaymentReceipt)], &mut errors).await?;
    let (Some(m), true) = (money, errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let input = PaymentInput {
        amount: m.amount,
        paid_date: m.paid_date,
        method: m.method,
        reference: m.reference,
        proof_file_id: ids.first().copied(),
        from_suspense: false,
    };
    let viewer = staff.viewer();
    let posting =
        posting::payment_change(state, l, input, |s, status| rules::record_payment(s, viewer, status, storage::repo::now()))
            .await?;
    let Posting { payment_id, parts, credit: extra, change } = posting;
    // The answer is stored with the key in the payment's own transaction: a payment that
    // committed always answers a retry, even after a crash, and never posts twice.
    let finish = async |tx: &storage::Tx, updated: &storage::entity::loan::Model| -> ApiResult<Response> {
        let (principal_amount, interest_amount) = Part::totals(&parts);
        let mut env = created(PaymentCreated {
            payment_id,
            principal_amount,
            interest_amount,
            late_fee_amount: Part::late_fees(&parts),
            allocations: parts,
            credit: extra,
            active_status: updated.active_status.map(storage::entity::Stored::get),
        });
        env.msg = domain::i18n::text("payment_recorded", lang).into();
        idem.record(tx, env.into_response()).await
    };
    load::commit_then(state, staff, change, finish).await
}

/// `POST /api/v1/payments/{payment_id}/reverse` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReverseBody {
    pub reason: Option<String>,
}

/// `POST /api/v1/payments/{payment_id}/reverse`: reverses a payment (maker-checker: by another
/// staff member than the one who recorded it); the installments it paid are re-opened and a
/// paid-off loan is active again. Errors: 403 for a lender's staff or `maker_checker`, 404
/// (another lender's payment too), 409 `payment_already_reversed`, `payment_before_restructure`, `loan_deactivated`, `loan_settled_early`,
/// `loan_not_active`, `conflict`; 422 `reason_required`.
pub async fn reverse(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(payment_id): ApiPath<String>,
    ApiJson(body): ApiJson<ReverseBody>,
) -> ApiResult<Response> {
    let id: Uuid = payment_id.trim().parse().map_err(|_| ApiError::NotFound)?;
    let (_, first) = loans::repayments::find_payment(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    // Read again in the loan's money turn: a payment posted meanwhile changed it.
    let _turn = state.money_queue.turn(first.id).await;
    let (p, l) = loans::repayments::find_payment(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    domain::pipeline::check(&loans::state_of(&l), Action::ReversePayment, staff.viewer())?;
    let reason = crate::input::required_reason("reason", body.reason.as_deref())?;
    if p.reversed_at.is_some() {
        return Err(ApiError::Conflict("payment_already_reversed"));
    }
    // A restructuring replaced the schedule this payment paid: its parts name rows that are
    // gone or shrunk, so taking it back would count it twice.
    if l.restructure_count > 0 {
        let approved = loans::restructures::of_loan(&state.db, l.id).await?;
        let latest = approved
            .iter()
            .filter(|r| r.status == domain::repayment::restructure::RestructureStatus::Approved)
            .filter_map(|r| r.decided_at)
            .max();
        if latest.is_some_and(|at| p.recorded_at <= at) {
            return Err(ApiError::Conflict("payment_before_restructure"));
        }
    }
    let book = Book::of(&state, &l).await?;
    let after = repayment::reopen(&book.installments, &p.parts());
    let today = domain::calendar::today();
    let standing = book.standing(&after, &book.periods(), today);
    let transition = rules::reverse_payment(
        &loans::state_of(&l),
        staff.viewer(),
        inactive_reason(&l),
        p.recorded_by == Some(staff.user_id),
        standing.status,
        storage::repo::now(),
    )?;
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "payment_id": p.id, "amount": p.amount, "allocations": p.parts() })),
        after: Some(serde_json::json!({ "reversed": true, "reason": reason })),
    };
    let credit = l.credit - p.credit;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::Reverse { id: p.id, reason, installments: changed(&book.installments, &after) }),
        standing: Some(standing_patch(standing, credit, today)),
        ..Default::default()
    };
    let updated = match load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await {
        Err(ApiError::Conflict(_)) => {
            // Another reversal won: say so plainly.
            let now = loans::repayments::find_payment(&state.db, staff.loan_scope(), id).await?;
            if now.is_some_and(|(p, _)| p.reversed_at.is_some()) {
                return Err(ApiError::Conflict("payment_already_reversed"));
            }
            return Err(ApiError::Conflict("conflict"));
        }
        other => other?,
    };
    let (p, l) = loans::repayments::find_payment(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    let names = Names::load(&state.db, &[p.recorded_by, p.reversed_by].into_iter().flatten().collect::<Vec<_>>()).await?;
    let _ = updated;
    Ok(ok_msg(lang, "payment_reversed", view(&p, &l, &names, &staff)?).into_response())
}

/// One business date of the DPD history.
#[derive(Debug, Serialize, ToSchema)]
pub struct DpdPoint {
    pub business_date: NaiveDate,
    pub dpd: i32,
    pub active_status: ActiveStatus,
    pub bucket: Option<String>,
}

/// Business dates answered at most.
pub const HISTORY_DAYS: u64 = 400;

/// `GET /api/v1/loans/{loan_id}/dpd-history`: the daily job's record of the loan's DPD, status
/// and bucket, oldest first (the last 400 business dates). Errors: 404; 500 for a stored
/// status no [`ActiveStatus`] names (corrupt data).
pub async fn dpd_history(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let rows = loans::repayments::dpd_history(&state.db, l.id, HISTORY_DAYS).await?;
    let points: Vec<DpdPoint> = rows
        .into_iter()
        .map(|r| -> ApiResult<DpdPoint> {
            let active_status = storage::entity::decode("loan_dpd_history.active_status", &r.active_status)?;
            Ok(DpdPoint { business_date: r.business_date, dpd: r.dpd, active_status, bucket: r.bucket })
        })
        .collect::<ApiResult<_>>()?;
    Ok(ok(points).into_response())
}
