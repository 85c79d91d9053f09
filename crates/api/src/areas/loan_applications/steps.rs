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
    application::Step,
    documents::{DocumentContext, Documents, FileKind},
    income::Financial,
    kyc::KycScheduleInput,
};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde::Deserialize;
use utoipa::ToSchema;
use storage::{
    entity::{borrower, loan, program},
    repo::audit,
};
use uuid::Uuid;

use super::{account, load, state_of, step_bit, today_jakarta, view};
use crate::{
    areas::files,
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath},
    state::AppState,
};

/// How strictly a write is guarded, besides the version.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Guard {
    /// Not deleted and not verified (step data).
    Editable,
    /// Not deleted (PIC, verify, delete carry their own state condition).
    Live,
}

/// Writes `changes` to `current` if nobody changed it since it was read (same `version`) and
/// it still passes `guard`; bumps the version. Errors: 409 `conflict` otherwise.
pub async fn write(
    db: &impl ConnectionTrait,
    current: &loan::Model,
    mut changes: loan::ActiveModel,
    guard: Guard,
    extra: Option<sea_orm::Condition>,
) -> ApiResult<loan::Model> {
    changes.id = sea_orm::ActiveValue::Unchanged(current.id);
    changes.version = Set(current.version + 1);
    changes.updated_at = Set(storage::repo::now());
    let mut q = loan::Entity::update(changes)
        .validate()?
        .filter(loan::Column::Version.eq(current.version))
        .filter(loan::Column::DeletedAt.is_null());
    if guard == Guard::Editable {
        q = q.filter(loan::Column::Status.ne("verified"));
    }
    if let Some(c) = extra {
        q = q.filter(c);
    }
    match q.exec(db).await {
        Ok(m) => Ok(m),
        Err(DbErr::RecordNotUpdated) => Err(ApiError::Conflict("conflict")),
        Err(e) => Err(e.into()),
    }
}

/// Loads the loan for a step change: it exists, is still editable, and `version` (when sent)
/// is current. Errors: 404, 409.
async fn editable(state: &AppState, loan_id: &str, version: Option<i32>) -> ApiResult<loan::Model> {
    let l = load::by_code(&state.db, loan_id).await?;
    state_of(&l).check_editable()?;
    load::check_version(&l, version)?;
    Ok(l)
}

/// Stores a valid step: the step's columns, its bit, the audit row; answers the detail.
async fn store(state: &AppState, staff: &Staff, l: &loan::Model, step: Step, mut changes: loan::ActiveModel, audit_after: serde_json::Value) -> ApiResult<Response> {
    changes.steps_done = Set(l.steps_done | step_bit(step));
    let txn = state.db.begin().await?;
    let updated = write(&txn, l, changes, Guard::Editable, None).await?;
    let action = format!("loan_application.step.{}", step.as_str());
    audit::record(&txn, &staff.actor(), &action, "loan", &l.id.to_string(), None, Some(audit_after)).await?;
    txn.commit().await?;
    Ok(ok(view::detail(&state.db, &updated).await?).into_response())
}

/// `GET /api/v1/loan-applications/{loan_id}`: every step. Errors: 404.
pub async fn get_one(State(state): State<AppState>, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    let l = load::by_code(&state.db, &loan_id).await?;
    Ok(ok(view::detail(&state.db, &l).await?).into_response())
}

/// `PUT …/basic-info` (the account's fields without the password).
pub async fn basic_info(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<account::BasicInfoBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let checked = account::check_basic(&state.db, body, Some(l.borrower_id), &mut errors).await?;
    errors.into_result().map_err(ApiError::Validation)?;
    let b = checked.expect("checked");
    let mut row = borrower::ActiveModel { id: sea_orm::ActiveValue::Unchanged(l.borrower_id), ..Default::default() };
    account::personal_columns(&b, &mut row);
    let mut changes = loan::ActiveModel { steps_done: Set(l.steps_done | step_bit(Step::BasicInfo)), ..Default::default() };
    account::loan_columns(&b, &mut changes);
    let txn = state.db.begin().await?;
    if let Err(e) = row.update(&txn).await {
        drop(txn);
        return Err(account::unique_race(&state.db, e, &b.email, &b.phone).await);
    }
    let updated = write(&txn, &l, changes, Guard::Editable, None).await?;
    let after = serde_json::json!({"full_name": b.personal.full_name, "email": b.email, "phone": b.phone});
    audit::record(&txn, &staff.actor(), "loan_application.step.basic-info", "loan", &l.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(ok(view::detail(&state.db, &updated).await?).into_response())
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
    let l = editable(&state, &loan_id, body.version).await?;
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
    let changes = loan::ActiveModel { address: Set(Some(stored.clone())), ..Default::default() };
    store(&state, &staff, &l, Step::Address, changes, stored).await
}

/// `PUT …/ekyc-invitation` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct EkycBody {
    pub kyc_schedule: Option<KycScheduleInput>,
    pub version: Option<i32>,
}

/// `PUT …/ekyc-invitation`: the KYC schedule (a valid future time and a method).
pub async fn ekyc_invitation(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<EkycBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let schedule = match &body.kyc_schedule {
        Some(s) => s.check("kyc_schedule", chrono::Utc::now(), &mut errors),
        None => {
            errors.add("kyc_schedule", "kyc_schedule_required");
            None
        }
    };
    errors.into_result().map_err(ApiError::Validation)?;
    let s = schedule.expect("checked");
    let method = serde_json::to_value(s.method).ok().and_then(|v| v.as_str().map(str::to_owned));
    let changes = loan::ActiveModel {
        kyc_scheduled_at: Set(Some(s.scheduled_at)),
        kyc_method: Set(method),
        kyc_note: Set(s.note.clone()),
        ..Default::default()
    };
    store(&state, &staff, &l, Step::EkycInvitation, changes, serde_json::to_value(&s).unwrap_or_default()).await
}

/// What the documents rules depend on, read from the rest of the application.
pub async fn document_context(db: &impl ConnectionTrait, l: &loan::Model) -> ApiResult<DocumentContext> {
    let b = borrower::Entity::find_by_id(l.borrower_id).one(db).await?.ok_or(ApiError::NotFound)?;
    let p = program::Entity::find_by_id(l.program_id).one(db).await?;
    let same_as_ktp = l.address.as_ref().and_then(|a| a["residential_same_as_ktp"].as_bool()).unwrap_or(true);
    Ok(DocumentContext {
        married: b.marital_status == "married",
        rent_to_own: p.is_some_and(|p| p.kind == "rent_to_own"),
        lives_off_ktp_address: !same_as_ktp,
    })
}

/// Checks that each given file id names an uploaded file of the slot's kind.
async fn check_files(state: &AppState, slots: &[(String, Option<&str>, FileKind)], errors: &mut ValidationErrors) -> ApiResult<()> {
    let mut ids = Vec::new();
    for (field, value, _) in slots {
        if let Some(v) = value.filter(|v| !v.trim().is_empty()) {
            match v.parse::<Uuid>() {
                Ok(id) => ids.push(id),
                Err(_) => errors.add(field.clone(), "file_unknown"),
            }
        }
    }
    let found: std::collections::HashMap<Uuid, String> =
        files::find_many(state, &ids).await?.into_iter().map(|f| (f.id, f.kind)).collect();
    for (field, value, kind) in slots {
        let Some(id) = value.and_then(|v| v.parse::<Uuid>().ok()) else { continue };
        let want = serde_json::to_value(kind).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
        match found.get(&id) {
            None => errors.add(field.clone(), "file_unknown"),
            Some(k) if *k != want => errors.add(field.clone(), "file_kind_mismatch"),
            Some(_) => {}
        }
    }
    Ok(())
}

/// Checks a documents step against the application (shared by the step and by verify).
pub async fn check_documents(state: &AppState, l: &loan::Model, docs: &mut Documents, errors: &mut ValidationErrors) -> ApiResult<()> {
    let ctx = document_context(&state.db, l).await?;
    docs.check(ctx, errors);
    let slots: Vec<(String, Option<&str>, FileKind)> =
        docs.file_slots(ctx).into_iter().map(|(f, v, k, _, _)| (f.to_owned(), v, k)).collect();
    check_files(state, &slots, errors).await
}

/// `PUT …/documents` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DocumentsBody {
    #[serde(flatten)]
    pub documents: Documents,
    pub version: Option<i32>,
}

/// `PUT …/documents`: numbers of 16 digits (NIK, family card), the driver licence, and uploaded
/// files of the right kinds; the spouse's when married, the rent-to-own form for rent-to-own
/// programs, the domicile letter when living away from the KTP address.
pub async fn documents(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(mut body): ApiJson<DocumentsBody>,
) -> ApiResult<Response> {
    let l = editable(&state, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    check_documents(&state, &l, &mut body.documents, &mut errors).await?;
    errors.into_result().map_err(ApiError::Validation)?;
    let stored = serde_json::to_value(&body.documents).unwrap_or_default();
    // The audit row keeps which documents changed, never the ID numbers themselves.
    let audit_after = serde_json::json!({"documents": "updated"});
    let changes = loan::ActiveModel { documents: Set(Some(stored)), ..Default::default() };
    store(&state, &staff, &l, Step::Documents, changes, audit_after).await
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
    let l = editable(&state, &loan_id, body.version).await?;
    let mut errors = ValidationErrors::new();
    let figures = body.financial.check(today_jakarta(), &mut errors);
    let f = &body.financial;
    let slots = vec![
        ("income_history_file_id".to_owned(), f.income_history_file_id.as_deref(), FileKind::IncomeHistory),
        (
            "family_income.proof_file_id".to_owned(),
            f.family_income.as_ref().and_then(|fi| fi.proof_file_id.as_deref()),
            FileKind::FamilyIncomeProof,
        ),
    ];
    check_files(&state, &slots, &mut errors).await?;
    errors.into_result().map_err(ApiError::Validation)?;
    let figures = figures.expect("valid incomes have figures");
    let stored = serde_json::to_value(&body.financial).unwrap_or_default();
    let changes = loan::ActiveModel {
        financial: Set(Some(stored)),
        average_monthly_income: Set(Some(figures.average_monthly_income)),
        income_per_day: Set(Some(figures.income_per_day)),
        ..Default::default()
    };
    let after = serde_json::to_value(figures).unwrap_or_default();
    store(&state, &staff, &l, Step::Financial, changes, after).await
}
