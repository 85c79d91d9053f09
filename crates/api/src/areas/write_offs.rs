//! After a write-off (issue 44 item 3; DESIGN §3 "Write-off and recovery"): the write-off
//! itself is `POST /api/v1/loans/{loan_id}/deactivate {write_off: true}` (level 21, repayment
//! area); here, payments on a written-off loan (recoveries, kept apart from its payments: they
//! pay no installment and the journal earns them as recoveries) and taking a write-off back
//! (level 21, with a reason: the loan is on the book again with the standing its schedule gives
//! it today, and the journal reverses the write-off entry).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    pipeline::{ActiveStatus, active as rules},
    repayment::{InactiveReason, PaymentMethod},
};
use sea_orm::EntityTrait;
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, recovery},
    repo::loans::{self, AuditDetail, Change, LoanPatch, NewRecovery, RepaymentPatch},
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{created, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, CallerLang},
    idempotency::Idempotency,
    input::required_reason,
    loans as load,
    loans::{
        book::{Book, standing_patch},
        posting::{MoneyFields, check_money},
    },
    state::AppState,
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(
        Method::GET,
        "/api/v1/loans/{loan_id}/recoveries",
        Access::Area(A::RepaymentAllBilling),
        "Recoveries on a written-off loan, newest first",
        list,
    )
    .returns_list::<RecoveryView>()
    .add_create(
        "/api/v1/loans/{loan_id}/recoveries",
        Access::Area(A::RepaymentAllBilling),
        "Record a recovery on a written-off loan (Idempotency-Key)",
        record,
    )
    .body::<RecoveryBody>()
    .returns::<RecoveryView>()
    .add(
        Method::POST,
        "/api/v1/loans/{loan_id}/write-off/reverse",
        Access::Area(A::BorrowerActive),
        "Take a write-off back (level 21, with a reason)",
        reverse,
    )
    .body::<ReverseWriteOffBody>()
    .returns::<WriteOffReversed>()
}

/// A recovery as answered. Rupiah; Asia/Jakarta date.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecoveryView {
    pub recovery_id: Uuid,
    pub loan_id: String,
    pub amount: i64,
    pub paid_date: NaiveDate,
    pub method: PaymentMethod,
    pub reference: String,
    pub recorded_at: DateTime<Utc>,
}

fn view(r: &recovery::Model, loan_code: &str) -> RecoveryView {
    RecoveryView {
        recovery_id: r.id,
        loan_id: loan_code.to_owned(),
        amount: r.amount,
        paid_date: r.paid_date,
        method: *r.method,
        reference: r.reference.clone(),
        recorded_at: r.recorded_at,
    }
}

/// `GET /api/v1/loans/{loan_id}/recoveries`. Errors: 404.
pub async fn list(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let rows = loans::repayments::recoveries_of(&state.db, l.id).await?;
    Ok(ok(rows.iter().map(|r| view(r, &l.loan_code)).collect::<Vec<_>>()).into_response())
}

/// `POST /api/v1/loans/{loan_id}/recoveries` body: as a payment's.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RecoveryBody {
    /// Rupiah, 1 to 10,000,000,000.
    pub amount: Option<i64>,
    /// `YYYY-MM-DD`, Asia/Jakarta, not in the future.
    pub paid_date: Option<String>,
    /// `bank_transfer`, `virtual_account`, `cash` or `e_wallet`.
    pub method: Option<String>,
    pub reference: Option<String>,
}

/// `POST /api/v1/loans/{loan_id}/recoveries`: a payment on a written-off loan, posted once per
/// `Idempotency-Key`. Errors: 403 for a funder's staff or a level without billing, 404, 409
/// `loan_not_written_off`, `conflict`; 422 as a payment's fields.
pub async fn record(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    idem: Idempotency,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<RecoveryBody>,
) -> ApiResult<Response> {
    let (l, _turn) = load::load_for_money(&state, &staff, &loan_id).await?;
    let transition =
        rules::record_recovery(&loans::state_of(&l), staff.viewer(), l.inactive_reason.map(Stored::get), storage::repo::now())?;
    let mut errors = ValidationErrors::new();
    let fields = MoneyFields {
        amount: body.amount,
        paid_date: body.paid_date.as_deref(),
        method: body.method.as_deref(),
        reference: body.reference.as_deref(),
    };
    let (Some(m), true) = (check_money(&l, fields, &mut errors), errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let id = Uuid::now_v7();
    let audit = AuditDetail {
        before: None,
        after: Some(
            serde_json::json!({ "recovery_id": id, "amount": m.amount, "paid_date": m.paid_date, "method": m.method.as_ref(), "reference": m.reference }),
        ),
    };
    let recovery = NewRecovery { id, amount: m.amount, paid_date: m.paid_date, method: m.method, reference: m.reference };
    let patch = LoanPatch { repayment: Some(RepaymentPatch::Recovery(recovery)), ..Default::default() };
    let code = l.loan_code.clone();
    let finish = async |tx: &storage::Tx, _: &storage::entity::loan::Model| -> ApiResult<Response> {
        let row = recovery::Entity::find_by_id(id).one(tx).await?.ok_or(ApiError::NotFound)?;
        let mut env = created(view(&row, &code));
        env.msg = domain::i18n::text("recovery_recorded", lang).into();
        idem.record(tx, env.into_response()).await
    };
    load::commit_then(&state, &staff, Change { loan: l, transition, patch, audit }, finish).await
}

/// `POST /api/v1/loans/{loan_id}/write-off/reverse` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReverseWriteOffBody {
    pub reason: Option<String>,
}

/// What taking a write-off back did.
#[derive(Debug, Serialize, ToSchema)]
pub struct WriteOffReversed {
    pub loan_id: String,
    pub active_status: Option<ActiveStatus>,
    pub inactive_reason: Option<InactiveReason>,
    /// Rupiah owed again: principal and interest, and its principal part.
    pub outstanding: i64,
    pub outstanding_principal: i64,
}

/// `POST /api/v1/loans/{loan_id}/write-off/reverse`. Errors: 403 `not_your_role`,
/// `write_off_level_21`; 404; 409 `loan_not_written_off`, `conflict`; 422 `reason_required`.
pub async fn reverse(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ReverseWriteOffBody>,
) -> ApiResult<Response> {
    let (l, _turn) = load::load_for_money(&state, &staff, &loan_id).await?;
    let reason = required_reason("reason", body.reason.as_deref())?;
    let book = Book::of(&state, &l).await?;
    let today = domain::calendar::today();
    let standing = book.standing(&book.installments, &book.periods(), today);
    let transition = rules::reverse_write_off(
        &loans::state_of(&l),
        staff.viewer(),
        l.inactive_reason.map(Stored::get),
        standing.status,
        storage::repo::now(),
    )?;
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "inactive_reason": InactiveReason::WrittenOff.as_ref() })),
        after: Some(
            serde_json::json!({ "reason": reason, "active_status": standing.status.as_str(), "outstanding": standing.outstanding }),
        ),
    };
    let credit = l.credit;
    let patch = LoanPatch {
        repayment: Some(RepaymentPatch::ReverseWriteOff { reason }),
        standing: Some(standing_patch(standing, credit, today)),
        ..Default::default()
    };
    let u = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    let answer = WriteOffReversed {
        loan_id: u.loan_code.clone(),
        active_status: u.active_status.map(Stored::get),
        inactive_reason: u.inactive_reason.map(Stored::get),
        outstanding: u.outstanding,
        outstanding_principal: u.outstanding_principal,
    };
    Ok(ok_msg(lang, "write_off_reversed", answer).into_response())
}
