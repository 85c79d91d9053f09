//! The loan contract stage (spec §2 "Loan contract list", §4; DESIGN §3): the first payment's
//! schedule, payment proofs with their verification queue and duplicate flag, the bank
//! statement and payment receipt, and the contract document with its verification. With the
//! first payment paid and the contract verified, the loan becomes an active borrower pending
//! activation.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    documents::FileKind,
    pipeline::{ActiveStatus, ContractStatus, OfferingLetterStatus, PaymentStatus, ProofStatus, contract as rules},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, decode, loan, payment_proof},
    repo::loans::{
        self, AuditDetail, Change, ContractDocument, LoanPatch, NewProof, ProofPatch, proofs::DuplicateFlag, stages::StageList,
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::detail;
use crate::{
    auth::Staff,
    envelope::{created, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    input::required_reason,
    loans as load,
    loans::files::check_files,
    loans::view::{Names, actions_of, first_payment_due, first_payment_remaining},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// The largest amount a proof may state: Rp 10 billion.
pub const MAX_AMOUNT: i64 = domain::terms::MAX_PRICE;
/// Longest transfer reference, characters.
pub const REFERENCE_MAX: usize = 100;

/// `GET /api/v1/loan-contracts` filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContractQuery {
    #[param(inline)]
    pub payment_status: Option<PaymentStatus>,
    #[param(inline)]
    pub contract_status: Option<ContractStatus>,
    #[param(inline)]
    pub ol_status: Option<OfferingLetterStatus>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// `xlsx` for the download of the list as filtered (issue 41 item 9).
    pub format: Option<String>,
}

/// One row of the contract list.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractRow {
    pub loan_id: String,
    pub full_name: String,
    pub program_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub payment_status: Option<PaymentStatus>,
    /// Asia/Jakarta date.
    pub first_payment_due: Option<NaiveDate>,
    /// Rupiah.
    pub first_payment_amount: Option<i64>,
    pub contract_status: Option<ContractStatus>,
    pub ol_status: Option<OfferingLetterStatus>,
    pub contract_file_id: Option<Uuid>,
    pub kyc_approved_at: Option<DateTime<Utc>>,
    /// Set once the contract stage is complete (`pending_activation` until the handover).
    pub active_status: Option<ActiveStatus>,
    /// What the caller may do with the loan now (`schedule_first_payment`, `verify_contract`, …).
    pub allowed_actions: Vec<domain::pipeline::Action>,
    pub version: i32,
}

impl Listed for ContractRow {
    const PAGE: &str = "ContractPage";
}

/// `GET /api/v1/loan-contracts`: loans whose KYC is approved, in scope.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<ContractQuery>,
) -> ApiResult<Response> {
    let mut f = crate::loans::stages::stage_filter(&staff, StageList::Contract, page);
    if let Some(s) = q.payment_status {
        f = f.status(loan::Column::PaymentStatus, "payment", s.as_str());
    }
    if let Some(s) = q.contract_status {
        f = f.status(loan::Column::ContractStatus, "contract", s.as_str());
    }
    if let Some(s) = q.ol_status {
        f = f.status(loan::Column::OlStatus, "ol", s.as_str());
    }
    f.lender_id = q.lender_id;
    f.program_id = q.program_id;
    let names = Names::load(&state.db, &[]).await?;
    if crate::xlsx::wanted(q.format.as_deref())? {
        let download = crate::xlsx::Download {
            sheet: "contracts",
            columns: &[
                "col_loan_id",
                "col_name",
                "col_lender",
                "col_payment_status",
                "col_first_payment_due",
                "col_first_payment_amount",
                "col_contract_status",
                "col_ol_status",
                "col_kyc_approved_at",
                "col_status",
            ],
            action: "loan_contract.download",
            filename: format!("loan-contracts-{}.xlsx", domain::calendar::today()),
        };
        let items = |rows: &[storage::entity::loan::Model]| rows.iter().map(|l| row(l, &names, &staff)).collect::<Vec<_>>();
        return crate::loans::stages::stage_download(&state, &staff, f, download, items, |r| cells(r, staff.lang)).await;
    }
    let (rows, next_cursor, total) = loans::stages::list(&state.db, &f).await?;
    let items = rows.iter().map(|l| row(l, &names, &staff)).collect();
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// A row of the contract list as workbook cells: statuses as labels, the due date as a date,
/// rupiah as a number, the KYC approval as a WIB date-time.
fn cells(r: &ContractRow, lang: domain::Lang) -> Vec<crate::xlsx::Cell> {
    use crate::xlsx::Cell;
    vec![
        Cell::from(r.loan_id.clone()),
        Cell::from(r.full_name.clone()),
        Cell::from(r.lender_name.clone()),
        Cell::label("payment_status_", r.payment_status, lang),
        Cell::Date(r.first_payment_due),
        r.first_payment_amount.map_or(Cell::Text(String::new()), Cell::Money),
        Cell::label("contract_status_", r.contract_status, lang),
        Cell::label("ol_status_", r.ol_status, lang),
        Cell::Time(r.kyc_approved_at),
        Cell::label("active_", r.active_status, lang),
    ]
}

/// One loan as the contract list shows it.
fn row(l: &storage::entity::loan::Model, names: &Names, staff: &Staff) -> ContractRow {
    ContractRow {
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        program_id: l.program_id,
        lender_id: l.lender_id,
        lender_name: names.lender(l.lender_id),
        payment_status: l.payment_status.map(Stored::get),
        first_payment_due: l.first_payment_due,
        first_payment_amount: l.first_payment_amount,
        contract_status: l.contract_status.map(Stored::get),
        ol_status: l.ol_status.map(Stored::get),
        contract_file_id: l.contract_file_id,
        kyc_approved_at: l.kyc_decided_at,
        active_status: l.active_status.map(Stored::get),
        allowed_actions: actions_of(l, staff),
        version: l.version,
    }
}

/// `GET /api/v1/loan-contracts/summary`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContractSummary {
    pub payment_scheduled: u64,
    pub paid: u64,
    pub schedule_expired: u64,
    pub contract_processing: u64,
    pub contract_verified: u64,
    /// Loans that completed the stage (pending activation).
    pub pending_activation: u64,
    /// Payment proofs waiting for verification: the queue's total (`GET /api/v1/payment-proofs`),
    /// counted by its own filter.
    pub proofs_pending: u64,
}

/// `GET /api/v1/loan-contracts/summary`: loans per payment and contract status.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let keys: Vec<String> = [
        "payment:payment_scheduled",
        "payment:paid",
        "payment:schedule_expired",
        "contract:contract_processing",
        "contract:contract_verified",
        "active:pending_activation",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    let n = loans::stages::summary(&state.db, staff.loan_scope(), &keys).await?;
    let get = |i: usize| n.get(i).copied().unwrap_or(0);
    Ok(ok(ContractSummary {
        payment_scheduled: get(0),
        paid: get(1),
        schedule_expired: get(2),
        contract_processing: get(3),
        contract_verified: get(4),
        pending_activation: get(5),
        proofs_pending: loans::proofs::count(&state.db, staff.loan_scope(), ProofStatus::Pending).await?,
    })
    .into_response())
}

/// `POST /api/v1/loans/{loan_id}/first-payment-schedule` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct FirstPaymentBody {
    /// Asia/Jakarta date, today or later, within a year.
    pub due_date: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/first-payment-schedule`: sets or moves the first payment's due
/// date (payment scheduled again after it expired). Errors: 403 for a lender's staff, 404, 409
/// `kyc_not_approved` / `first_payment_closed` / stale, 422 `due_date_invalid` / `due_date_past`
/// / `schedule_too_far`.
pub async fn schedule_first_payment(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<FirstPaymentBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let today = domain::calendar::today();
    let due = match body.due_date.as_deref().map(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d")) {
        Some(Ok(d)) if d < today => return Err(ApiError::field("due_date", "due_date_past")),
        Some(Ok(d)) if d > today + chrono::Duration::days(366) => return Err(ApiError::field("due_date", "schedule_too_far")),
        Some(Ok(d)) => d,
        _ => return Err(ApiError::field("due_date", "due_date_invalid")),
    };
    let transition = rules::schedule_first_payment(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let amount = first_payment_due(&l);
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "due_date": l.first_payment_due })),
        after: Some(serde_json::json!({ "due_date": due })),
    };
    let patch = LoanPatch { first_payment: Some((due, amount)), ..Default::default() };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok_msg(lang, "first_payment_scheduled", detail::view(&state, &staff, &updated).await?).into_response())
}

/// `POST /api/v1/loans/{loan_id}/payment-proofs` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ProofBody {
    /// An uploaded file of kind `payment_proof` (jpg/png/pdf ≤ 2 MiB).
    pub file_id: Option<String>,
    /// The transfer reference.
    pub reference: Option<String>,
    /// Rupiah, above 0.
    pub amount: Option<i64>,
    /// Asia/Jakarta date of the transfer, not in the future.
    pub paid_date: Option<String>,
}

/// An uploaded proof.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProofCreated {
    pub proof_id: Uuid,
    /// Loan IDs in the caller's scope whose proofs share the file bytes or the transfer reference.
    pub possible_duplicate_of: Vec<String>,
    /// A loan out of the caller's scope (another funder's) shares them too; it is not named
    /// (issue 40 item 4).
    pub duplicate_elsewhere: bool,
}

/// `POST /api/v1/loans/{loan_id}/payment-proofs`: a first-payment proof, waiting for
/// verification; flagged when its bytes or reference were used on another loan.
/// Errors: 403, 404, 409 `first_payment_closed` / `kyc_not_approved`, 422 `file_unknown`,
/// `file_kind_mismatch`, `reference_required`, `reference_too_long`, `amount_invalid`,
/// `paid_date_invalid`, `paid_date_future`.
pub async fn add_proof(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ProofBody>,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let mut errors = ValidationErrors::new();
    let reference = body.reference.as_deref().map(str::trim).unwrap_or_default().to_owned();
    if reference.is_empty() {
        errors.add("reference", "reference_required");
    } else if reference.chars().count() > REFERENCE_MAX || reference.chars().any(char::is_control) {
        errors.add("reference", "reference_too_long");
    }
    match body.amount {
        Some(a) if (1..=MAX_AMOUNT).contains(&a) => {}
        _ => errors.add("amount", "amount_invalid"),
    }
    let paid_date = match body.paid_date.as_deref().map(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d")) {
        Some(Ok(d)) if d > domain::calendar::today() => {
            errors.add("paid_date", "paid_date_future");
            None
        }
        Some(Ok(d)) => Some(d),
        _ => {
            errors.add("paid_date", "paid_date_invalid");
            None
        }
    };
    let file_field = body.file_id.clone().unwrap_or_default();
    if file_field.trim().is_empty() {
        errors.add("file_id", "file_required");
    }
    let ids =
        check_files(&state, &staff, &l, &[("file_id".into(), Some(file_field.as_str()), FileKind::PaymentProof)], &mut errors)
            .await?;
    let (Some(file_id), Some(paid_date), Some(amount), true) = (ids.first().copied(), paid_date, body.amount, errors.is_empty())
    else {
        return Err(ApiError::Validation(errors));
    };
    let transition = rules::upload_payment_proof(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let file = storage::repo::files::find(&state.db, file_id).await?.ok_or(ApiError::NotFound)?;
    let duplicates = loans::proofs::duplicates_of(&state.db, l.id, &file.sha256, &reference).await?;
    let proof_id = Uuid::now_v7();
    let proof = NewProof {
        id: proof_id,
        file_id,
        file_sha256: file.sha256,
        reference: reference.clone(),
        amount,
        paid_date,
        possible_duplicate_of: duplicates.clone(),
    };
    let audit = AuditDetail {
        before: None,
        after: Some(
            serde_json::json!({ "proof_id": proof_id, "reference": reference, "amount": amount, "possible_duplicate_of": &duplicates }),
        ),
    };
    let patch = LoanPatch { proof: Some(ProofPatch::Add(proof)), attach_files: vec![file_id], ..Default::default() };
    load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    let flag = loans::proofs::flags(&state.db, staff.loan_scope(), &[duplicates]).await?.pop().unwrap_or_default();
    let mut env = created(ProofCreated { proof_id, possible_duplicate_of: flag.loan_ids, duplicate_elsewhere: flag.elsewhere });
    env.msg = domain::i18n::text("payment_proof_uploaded", lang).into();
    Ok(env.into_response())
}

/// A payment proof as listed.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProofView {
    pub proof_id: Uuid,
    pub loan_id: String,
    pub full_name: String,
    pub file_id: Uuid,
    pub reference: String,
    /// Rupiah.
    pub amount: i64,
    pub paid_date: NaiveDate,
    pub status: ProofStatus,
    /// The loan's first payment as it stands now, rupiah: due, received (accepted proofs) and
    /// still to receive (issue 41 item 1).
    pub first_payment_amount_due: i64,
    pub first_payment_amount_received: i64,
    pub first_payment_amount_remaining: i64,
    /// Whether this proof's amount covers what is still to receive (accepting a proof that does
    /// not leaves the first payment open).
    pub covers_remaining: bool,
    /// Loan IDs in the caller's scope whose proofs share the file bytes or the transfer reference.
    pub possible_duplicate_of: Vec<String>,
    /// A loan out of the caller's scope (another funder's) shares them too; it is not named
    /// (issue 40 item 4).
    pub duplicate_elsewhere: bool,
    pub reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub created_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    /// `review_payment_proof` when the caller may accept or reject it now.
    pub allowed_actions: Vec<domain::pipeline::Action>,
}

/// Errors: the proof's stored status is no [`ProofStatus`] (corrupt data: 500).
fn proof_view(
    p: payment_proof::Model,
    flag: DuplicateFlag,
    l: &loan::Model,
    names: &Names,
    staff: &Staff,
) -> ApiResult<ProofView> {
    let status: ProofStatus = decode("payment_proofs.status", &p.status)?;
    let pending = status == ProofStatus::Pending;
    let allowed_actions =
        actions_of(l, staff).into_iter().filter(|a| *a == domain::pipeline::Action::ReviewPaymentProof && pending).collect();
    let remaining = first_payment_remaining(l);
    Ok(ProofView {
        first_payment_amount_due: first_payment_due(l),
        first_payment_amount_received: l.first_payment_received,
        first_payment_amount_remaining: remaining,
        covers_remaining: p.amount >= remaining,
        proof_id: p.id,
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        file_id: p.file_id,
        reference: p.reference,
        amount: p.amount,
        paid_date: p.paid_date,
        status,
        possible_duplicate_of: flag.loan_ids,
        duplicate_elsewhere: flag.elsewhere,
        reason: p.reason,
        created_at: p.created_at,
        created_by_name: names.user(p.created_by),
        decided_at: p.decided_at,
        decided_by_name: names.user(p.decided_by),
        allowed_actions,
    })
}

/// `GET /api/v1/loans/{loan_id}/payment-proofs`: the loan's proofs, newest first.
pub async fn proofs_of_loan(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let proofs = loans::proofs::of_loan(&state.db, staff.loan_scope(), l.id).await?;
    let users: Vec<Uuid> = proofs.iter().flat_map(|(p, _)| [p.created_by, p.decided_by]).flatten().collect();
    let names = Names::load(&state.db, &users).await?;
    let out: Vec<ProofView> =
        proofs.into_iter().map(|(p, flag)| proof_view(p, flag, &l, &names, &staff)).collect::<ApiResult<_>>()?;
    Ok(ok(out).into_response())
}

/// `GET /api/v1/payment-proofs` filter.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QueueQuery {
    /// Default `pending`: the verification queue.
    #[param(inline)]
    pub status: Option<ProofStatus>,
}

/// Its `total` (exact): the proofs of this status in the queue, every page.
impl Listed for ProofView {
    const PAGE: &str = "ProofPage";
}

/// `GET /api/v1/payment-proofs?status=pending`: the verification queue of live loans in scope.
pub async fn queue(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<QueueQuery>,
) -> ApiResult<Response> {
    let status = q.status.unwrap_or(ProofStatus::Pending);
    let rows = loans::proofs::queue(&state.db, staff.loan_scope(), status, page.sort, page.limit, page.cursor).await?;
    let users: Vec<Uuid> = rows.iter().flat_map(|(p, _, _)| [p.created_by, p.decided_by]).flatten().collect();
    let names = Names::load(&state.db, &users).await?;
    let limit = usize::try_from(page.limit).unwrap_or(usize::MAX);
    let next_cursor = (rows.len() > limit).then(|| rows.get(limit - 1).map(|(p, _, _)| p.id)).flatten();
    let items =
        rows.into_iter().take(limit).map(|(p, l, flag)| proof_view(p, flag, &l, &names, &staff)).collect::<ApiResult<_>>()?;
    let total = loans::proofs::count(&state.db, staff.loan_scope(), status).await?;
    Ok(ok(Page::exact(items, next_cursor, total)).into_response())
}

/// `POST /api/v1/payment-proofs/{proof_id}/reject` body (and optional for accept).
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct DecisionBody {
    pub reason: Option<String>,
}

async fn decide(state: &AppState, staff: &Staff, proof_id: &str, accept: bool, reason: Option<String>) -> ApiResult<loan::Model> {
    let id: Uuid = proof_id.parse().map_err(|_| ApiError::NotFound)?;
    let (proof, l) = loans::proofs::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    if proof.status != ProofStatus::Pending.as_str() {
        return Err(ApiError::Conflict("proof_decided"));
    }
    let due = first_payment_due(&l);
    let received = if accept { l.first_payment_received.saturating_add(proof.amount) } else { l.first_payment_received };
    let covers = received >= due;
    let transition = rules::review_payment_proof(&loans::state_of(&l), staff.viewer(), accept, covers, storage::repo::now())?;
    let audit = AuditDetail {
        before: accept.then(|| serde_json::json!({ "first_payment_received": l.first_payment_received })),
        after: Some(serde_json::json!({
            "proof_id": id, "accepted": accept, "reason": reason, "reference": proof.reference,
            "amount": proof.amount, "first_payment_received": received,
        })),
    };
    let patch = LoanPatch {
        proof: Some(ProofPatch::Decide { id, accept, reason }),
        first_payment_received: accept.then_some(received),
        ..Default::default()
    };
    load::commit_one(state, staff, Change { loan: l, transition, patch, audit }).await
}

/// `POST /api/v1/payment-proofs/{proof_id}/accept`: the proof's amount is added to what the first
/// payment has received; once that covers the amount due the first payment is paid, and with the
/// contract verified the loan becomes pending activation. A short proof leaves the rest open
/// (message `payment_proof_accepted_partly`; issue 41 item 1). Errors: 403, 404, 409
/// `proof_decided` / `first_payment_closed` / `conflict`.
pub async fn accept_proof(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(proof_id): ApiPath<String>,
) -> ApiResult<Response> {
    let updated = decide(&state, &staff, &proof_id, true, None).await?;
    let msg = if first_payment_remaining(&updated) > 0 { "payment_proof_accepted_partly" } else { "payment_proof_accepted" };
    Ok(ok_msg(lang, msg, detail::view(&state, &staff, &updated).await?).into_response())
}

/// `POST /api/v1/payment-proofs/{proof_id}/reject` `{reason}`. Errors: as accept, 422
/// `reason_required`.
pub async fn reject_proof(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(proof_id): ApiPath<String>,
    ApiJson(body): ApiJson<DecisionBody>,
) -> ApiResult<Response> {
    let reason = required_reason("reason", body.reason.as_deref())?;
    let updated = decide(&state, &staff, &proof_id, false, Some(reason)).await?;
    Ok(ok_msg(lang, "payment_proof_rejected", detail::view(&state, &staff, &updated).await?).into_response())
}

/// `bank_statement` or `payment_receipt`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DocumentKind {
    BankStatement,
    PaymentReceipt,
}

/// `POST /api/v1/loans/{loan_id}/documents` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DocumentBody {
    /// Required.
    pub kind: Option<DocumentKind>,
    /// An uploaded file of the same kind (jpg/png/pdf).
    pub file_id: Option<String>,
}

/// `POST /api/v1/loans/{loan_id}/documents`: the bank statement or payment receipt of the
/// contract stage. Errors: 403, 404, 409 `kyc_not_approved` / `contract_closed`, 422
/// `file_unknown` / `file_kind_mismatch`.
pub async fn add_document(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<DocumentBody>,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let (kind, doc) = match body.kind {
        Some(DocumentKind::BankStatement) => (FileKind::BankStatement, ContractDocument::BankStatement),
        Some(DocumentKind::PaymentReceipt) => (FileKind::PaymentReceipt, ContractDocument::PaymentReceipt),
        None => return Err(ApiError::field("kind", "value_required")),
    };
    let file_id = attached_file(&state, &staff, &l, body.file_id.as_deref(), kind).await?;
    let transition = rules::upload_document(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({ "kind": kind, "file_id": file_id })) };
    let patch = LoanPatch { contract_document: Some((doc, file_id)), attach_files: vec![file_id], ..Default::default() };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok_msg(lang, "document_uploaded", detail::view(&state, &staff, &updated).await?).into_response())
}

/// The file named in `file_id`, checked to be an upload of `kind` usable on `l`.
/// Errors: 422 `file_required`, `file_unknown`, `file_kind_mismatch` on `file_id`.
async fn attached_file(
    state: &AppState,
    staff: &Staff,
    l: &loan::Model,
    file_id: Option<&str>,
    kind: FileKind,
) -> ApiResult<Uuid> {
    let value = file_id.unwrap_or_default();
    if value.trim().is_empty() {
        return Err(ApiError::field("file_id", "file_required"));
    }
    let mut errors = ValidationErrors::new();
    let ids = check_files(state, staff, l, &[("file_id".into(), Some(value), kind)], &mut errors).await?;
    match ids.first() {
        Some(id) if errors.is_empty() => Ok(*id),
        _ => Err(ApiError::Validation(errors)),
    }
}

/// `POST /api/v1/loans/{loan_id}/contract` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ContractBody {
    /// An uploaded file of kind `contract` (pdf only).
    pub file_id: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/contract`: the signed contract (pdf), replacing an unverified
/// one. Errors: 403, 404, 409 `contract_closed` / stale, 422 on `file_id`.
pub async fn upload_contract(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<ContractBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let file_id = attached_file(&state, &staff, &l, body.file_id.as_deref(), FileKind::Contract).await?;
    let transition = rules::upload_contract(&loans::state_of(&l), staff.viewer(), storage::repo::now())?;
    let audit = AuditDetail {
        before: Some(serde_json::json!({ "contract_file_id": l.contract_file_id })),
        after: Some(serde_json::json!({ "contract_file_id": file_id })),
    };
    let patch = LoanPatch { contract_file: Some(Some(file_id)), attach_files: vec![file_id], ..Default::default() };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok_msg(lang, "contract_uploaded", detail::view(&state, &staff, &updated).await?).into_response())
}

/// `POST …/contract/reject` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct VerifyBody {
    pub reason: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/loans/{loan_id}/contract/verify`: contract verified; with the first payment
/// paid the loan becomes pending activation. Errors: 403, 404, 409 `contract_not_uploaded` /
/// `contract_closed` / stale.
pub async fn verify_contract(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
) -> ApiResult<Response> {
    let l = load::load(&state, &staff, &loan_id).await?;
    let transition = rules::verify_contract(&loans::state_of(&l), staff.viewer(), true, storage::repo::now())?;
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({ "contract_file_id": l.contract_file_id })) };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch: LoanPatch::default(), audit }).await?;
    Ok(ok_msg(lang, "contract_verified_msg", detail::view(&state, &staff, &updated).await?).into_response())
}

/// `POST /api/v1/loans/{loan_id}/contract/reject` `{reason}`: the uploaded contract must be
/// uploaded again. Errors: as verify, 422 `reason_required`.
pub async fn reject_contract(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<VerifyBody>,
) -> ApiResult<Response> {
    let l = load::load_current(&state, &staff, &loan_id, body.version).await?;
    let reason = required_reason("reason", body.reason.as_deref())?;
    let transition = rules::verify_contract(&loans::state_of(&l), staff.viewer(), false, storage::repo::now())?;
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({ "reason": reason })) };
    let patch = LoanPatch { contract_file: Some(None), contract_reject_reason: Some(reason), ..Default::default() };
    let updated = load::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok_msg(lang, "contract_rejected_msg", detail::view(&state, &staff, &updated).await?).into_response())
}
