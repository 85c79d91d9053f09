//! The five steps (`PUT /api/v1/loan-applications/{loan_id}/basic-info | address |
//! ekyc-invitation | documents | financial`) and the detail (`GET …/{loan_id}`). A step is
//! checked whole and stored only when valid; the answer is the application detail.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{
    ValidationErrors,
    address::Address,
    documents::{DocumentContext, Documents, FileKind},
    income::Financial,
    kyc::KycScheduleInput,
    nik::{Nik, NikMismatch},
    pipeline::{Action, Step, application as app, precondition},
    prospect::Gender,
};
use serde::Deserialize;
use storage::repo::loans::state_of;
use storage::{
    Db,
    entity::{loan, program},
    repo::{
        borrowers,
        loans::{AuditDetail, Change, KycSchedule, LoanPatch},
        reference,
    },
};
use utoipa::ToSchema;
use uuid::Uuid;

use super::{account, view};
use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath},
    loans::{self, files::check_files},
    state::AppState,
};

/// Loads the loan for a step change: in scope, still editable, and `version` (when sent) is
/// current. Errors: 404, 409.
async fn editable(state: &AppState, staff: &Staff, loan_id: &str, version: Option<i32>) -> ApiResult<loan::Model> {
    let l = loans::load_current(state, staff, loan_id, version).await?;
    precondition(&state_of(&l), Action::Edit)?;
    Ok(l)
}

/// Stores a valid step through the write path (the step's columns, its bit, the audit row);
/// answers the detail.
async fn store(
    state: &AppState,
    staff: &Staff,
    l: loan::Model,
    step: Step,
    patch: LoanPatch,
    audit_after: serde_json::Value,
) -> ApiResult<Response> {
    let transition = app::edit_step(&state_of(&l), step, storage::repo::now())?;
    let audit = AuditDetail { before: None, after: Some(audit_after) };
    let updated = loans::commit_one(state, staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok(view::detail(&state.db, staff, &updated).await?).into_response())
}

/// `GET /api/v1/loan-applications/{loan_id}`: every step. Errors: 404.
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = loans::load(&state, &staff, &loan_id).await?;
    let read = crate::access_log::record;
    read(&state, &staff, l.borrower_id, Some(l.id), None, domain::retention::AccessAction::ViewDetail).await?;
    Ok(ok(view::detail(&state.db, &staff, &l).await?).into_response())
}

/// `PUT …/basic-info` (the account's fields without the password).
pub async fn basic_info(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<account::BasicInfoBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &staff, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let checked = account::check_basic(&state.db, body, Some(l.borrower_id), Some(l.program_id), &mut errors).await?;
    errors.into_result().map_err(ApiError::Validation)?;
    let b = checked.ok_or(ApiError::Validation(ValidationErrors::new()))?;
    let patch = LoanPatch { borrower: Some(account::borrower_patch(&b, l.borrower_id)), ..account::loan_patch(&b) };
    let after = serde_json::json!({"full_name": b.personal.full_name, "email": b.email, "phone": b.phone});
    let transition = app::edit_step(&state_of(&l), Step::BasicInfo, storage::repo::now())?;
    let change = Change { loan: l, transition, patch, audit: AuditDetail { before: None, after: Some(after) } };
    let updated = match storage::repo::loans::apply(&state.db, &staff.actor(), vec![change]).await {
        Err(storage::repo::loans::StoreError::Unique) => {
            return Err(account::unique_conflict(&state.db, &b.email, &b.phone).await);
        }
        other => other?.pop().ok_or(ApiError::NotFound)?,
    };
    Ok(ok(view::detail(&state.db, &staff, &updated).await?).into_response())
}

/// `PUT …/address` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AddressBody {
    #[serde(default)]
    pub residential: Address,
    #[serde(default)]
    pub residential_same_as_ktp: bool,
    pub ktp: Option<Address>,
    pub version: Option<i32>,
}

/// `PUT …/address`: the residential address (inside the operational area), and the KTP address
/// unless it is the same.
pub async fn address(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(mut body): ApiJson<AddressBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &staff, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    body.residential.check("residential", &mut errors);
    if body.residential_same_as_ktp {
        body.ktp = None;
    } else {
        match &body.ktp {
            Some(k) => k.check("ktp", &mut errors),
            None => errors.add("ktp", "ktp_required"),
        }
    }
    // Codes must exist (the chain check above ensures each sits under the one before).
    let mut wanted: Vec<(String, &str)> = Vec::new();
    for (prefix, a) in [("residential", Some(&body.residential)), ("ktp", body.ktp.as_ref())] {
        let Some(a) = a else { continue };
        for (name, v) in [
            ("province_code", &a.province_code),
            ("city_code", &a.city_code),
            ("district_code", &a.district_code),
            ("sub_district_code", &a.sub_district_code),
        ] {
            if let Some(code) = v.as_deref() {
                wanted.push((format!("{prefix}.{name}"), code));
            }
        }
    }
    let codes: Vec<&str> = wanted.iter().map(|(_, c)| *c).collect();
    let found: std::collections::HashSet<String> =
        storage::repo::regions::find_many(&state.db, &codes).await?.into_iter().map(|r| r.code).collect();
    for (field, code) in &wanted {
        if !found.contains(*code) && !errors.0.iter().any(|e| &e.field == field) {
            errors.add(field.clone(), "reference_unknown");
        }
    }
    body.residential.check_area("residential", &state.config.operational_area, &mut errors);
    errors.into_result().map_err(ApiError::Validation)?;
    let stored = serde_json::json!({
        "residential": body.residential,
        "residential_same_as_ktp": body.residential_same_as_ktp,
        "ktp": body.ktp,
    });
    let patch = LoanPatch { address: Some(stored.clone()), ..LoanPatch::default() };
    store(&state, &staff, l, Step::Address, patch, stored).await
}

/// `PUT …/ekyc-invitation` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct EkycBody {
    pub kyc_schedule: Option<KycScheduleInput>,
    pub version: Option<i32>,
}

/// `PUT …/ekyc-invitation`: the KYC schedule (a valid future time, a method, and the meeting
/// link or place that the KYC screen shows). Errors: 422 `kyc_schedule_required`,
/// `location_required`, and as [`KycScheduleInput::check`].
pub async fn ekyc_invitation(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<EkycBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &staff, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let schedule = match &body.kyc_schedule {
        Some(s) => {
            // The KYC screen needs the call's link or the meeting place: asked here once, so
            // nobody goes over the schedule a second time (issue 45 item 5).
            if s.location.as_deref().is_none_or(|l| l.trim().is_empty()) {
                errors.add("kyc_schedule.location", "location_required");
            }
            s.check("kyc_schedule", chrono::Utc::now(), &mut errors)
        }
        None => {
            errors.add("kyc_schedule", "kyc_schedule_required");
            None
        }
    };
    errors.into_result().map_err(ApiError::Validation)?;
    let s = schedule.ok_or(ApiError::Validation(ValidationErrors::new()))?;
    let patch = LoanPatch { kyc_schedule: Some(kyc_schedule(&s)), ..LoanPatch::default() };
    store(&state, &staff, l, Step::EkycInvitation, patch, serde_json::to_value(&s).unwrap_or_default()).await
}

/// The stored form of a checked KYC schedule.
pub fn kyc_schedule(s: &domain::kyc::KycSchedule) -> KycSchedule {
    let method = s.method.name().to_owned();
    KycSchedule { scheduled_at: s.scheduled_at, method, note: s.note.clone(), location: s.location.clone() }
}

/// What the documents rules depend on, read from the rest of the application.
pub async fn document_context(db: &Db, l: &loan::Model) -> ApiResult<DocumentContext> {
    let b = borrowers::find(db, l.borrower_id).await?.ok_or(ApiError::NotFound)?;
    let p = reference::by_id::<program::Entity>(db, l.program_id).await?;
    let same_as_ktp = l.address.as_ref().and_then(|a| a["residential_same_as_ktp"].as_bool()).unwrap_or(true);
    Ok(DocumentContext {
        married: b.marital_status == "married",
        rent_to_own: p.is_some_and(|p| *p.kind == domain::programs::ProgramKind::RentToOwn),
        lives_off_ktp_address: !same_as_ktp,
    })
}

/// Checks a documents step against the application (shared by the step and by verify).
/// Answers the file ids to attach.
pub async fn check_documents(
    state: &AppState,
    staff: &Staff,
    l: &loan::Model,
    docs: &mut Documents,
    errors: &mut ValidationErrors,
) -> ApiResult<Vec<Uuid>> {
    let ctx = document_context(&state.db, l).await?;
    docs.check(ctx, errors);
    check_nik_regions(&state.db, docs, errors).await?;
    let slots: Vec<(String, Option<&str>, FileKind)> =
        docs.file_slots(ctx).into_iter().map(|(f, v, k, _, _)| (f.to_owned(), v, k)).collect();
    check_files(state, staff, l, &slots, errors).await
}

/// `nik_region_unknown` on each NIK (`ktp_number`, `spouse_ktp_number`) of sound structure
/// whose digits 1–6 name no district (`PP.RR.DD`) of the regions (issue 41 item 8).
async fn check_nik_regions(db: &Db, docs: &Documents, errors: &mut ValidationErrors) -> ApiResult<()> {
    let mut wanted = Vec::new();
    for (field, value) in [("ktp_number", &docs.ktp_number), ("spouse_ktp_number", &docs.spouse_ktp_number)] {
        if errors.0.iter().any(|e| e.field == field) {
            continue;
        }
        if let Some(nik) = value.as_deref().and_then(|v| Nik::parse(v).ok()) {
            wanted.push((field, nik.district_code()));
        }
    }
    if wanted.is_empty() {
        return Ok(());
    }
    let codes: Vec<&str> = wanted.iter().map(|(_, c)| c.as_str()).collect();
    let found: std::collections::HashSet<String> =
        storage::repo::regions::find_many(db, &codes).await?.into_iter().filter(|r| r.level == 3).map(|r| r.code).collect();
    for (field, code) in wanted {
        if !found.contains(&code) {
            errors.add(field, "nik_region_unknown");
        }
    }
    Ok(())
}

/// How the borrower's NIK (`ktp_number` of `docs`, already checked) differs from the birth
/// date and gender the basic-info step stated, or `None` when it agrees (issue 41 item 8).
pub async fn nik_mismatch(db: &Db, l: &loan::Model, docs: &Documents) -> ApiResult<Option<NikMismatch>> {
    let Some(nik) = docs.ktp_number.as_deref().and_then(|v| Nik::parse(v).ok()) else { return Ok(None) };
    let b = borrowers::find(db, l.borrower_id).await?.ok_or(ApiError::NotFound)?;
    let Ok(gender) = serde_json::from_value::<Gender>(serde_json::Value::String(b.gender)) else { return Ok(None) };
    Ok(nik.mismatch(b.birth_date, gender, domain::calendar::today()))
}

/// `PUT …/documents` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DocumentsBody {
    #[serde(flatten)]
    pub documents: Documents,
    /// The staff member confirms that the NIK may differ from the stated birth date or gender
    /// (the details answered with 422 `nik_mismatch_unconfirmed`); default false.
    #[serde(default)]
    pub nik_mismatch_confirmed: bool,
    pub version: Option<i32>,
}

/// `PUT …/documents`: the NIKs as Dukcapil writes them (16 digits, a known district, a birth
/// date, a serial from 0001; issue 41 item 8), the family card's 16 digits, the driver licence,
/// and uploaded files of the right kinds; the spouse's when married, the rent-to-own form for
/// rent-to-own programs, the domicile letter when living away from the KTP address. A NIK whose
/// birth date or gender differs from the stated ones is refused with 422
/// `nik_mismatch_unconfirmed` on `ktp_number` and the [`NikMismatch`] in `data`, unless
/// `nik_mismatch_confirmed`; the confirmed mismatch is kept on the application with who
/// confirmed it and when.
pub async fn documents(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(mut body): ApiJson<DocumentsBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &staff, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let attach_files = check_documents(&state, &staff, &l, &mut body.documents, &mut errors).await?;
    errors.into_result().map_err(ApiError::Validation)?;
    let mismatch = nik_mismatch(&state.db, &l, &body.documents).await?;
    if let Some(m) = &mismatch
        && !body.nik_mismatch_confirmed
    {
        let data = serde_json::json!({ "nik_mismatch": m });
        return Err(ApiError::Unconfirmed { field: "ktp_number", code: "nik_mismatch_unconfirmed", data });
    }
    let stored = serde_json::to_value(&body.documents).unwrap_or_default();
    // The audit row keeps which documents changed, never the ID numbers themselves.
    let audit_after = serde_json::json!({"documents": "updated", "nik_mismatch_confirmed": mismatch.is_some()});
    let nik_mismatch = Some(mismatch.and_then(|m| serde_json::to_value(m).ok()));
    let patch = LoanPatch { documents: Some(stored), attach_files, nik_mismatch, ..LoanPatch::default() };
    store(&state, &staff, l, Step::Documents, patch, audit_after).await
}

/// `PUT …/financial` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct FinancialBody {
    #[serde(flatten)]
    pub financial: Financial,
    pub version: Option<i32>,
}

/// `PUT …/financial`: ride-hailing app, ≥ 12 service months, ≥ 3 monthly incomes averaging at
/// least Rp 3.000.000, the income history photo, optional family income with proof. The server
/// computes the average and the income per day.
pub async fn financial(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(mut body): ApiJson<FinancialBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &staff, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let figures = body.financial.check(domain::calendar::today(), &mut errors);
    let f = &body.financial;
    let slots = vec![
        ("income_history_file_id".to_owned(), f.income_history_file_id.as_deref(), FileKind::IncomeHistory),
        (
            "family_income.proof_file_id".to_owned(),
            f.family_income.as_ref().and_then(|fi| fi.proof_file_id.as_deref()),
            FileKind::FamilyIncomeProof,
        ),
    ];
    let attach_files = check_files(&state, &staff, &l, &slots, &mut errors).await?;
    errors.into_result().map_err(ApiError::Validation)?;
    let figures = figures.ok_or(ApiError::Validation(ValidationErrors::new()))?;
    let stored = serde_json::to_value(&body.financial).unwrap_or_default();
    let patch = LoanPatch {
        financial: Some(stored),
        average_monthly_income: Some(figures.average_monthly_income),
        income_per_day: Some(figures.income_per_day),
        attach_files,
        ..LoanPatch::default()
    };
    let after = serde_json::to_value(figures).unwrap_or_default();
    store(&state, &staff, l, Step::Financial, patch, after).await
}
