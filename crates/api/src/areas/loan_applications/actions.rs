//! Actions on applications: save, verify, delete, PIC and partner (one or selected rows),
//! qualify and unqualify a lead, batch KYC scheduling (spec §2, §4; DESIGN §3, §5).

use axum::{
    body::Bytes,
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{
    Level, ValidationErrors,
    application::{LeadStatus, Step},
    kyc::KycScheduleInput,
};
use sea_orm::{ColumnTrait, Condition, EntityTrait, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{loan, partner, user},
    repo::{audit, loans},
};
use utoipa::ToSchema;
use uuid::Uuid;

use super::{
    load, state_of, step_bit,
    steps::{Guard, check_documents, write},
    view,
};
use crate::{
    auth::Staff,
    envelope::ok_msg,
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiJsonBytes, ApiPath, CallerLang},
    state::AppState,
};

/// An optional JSON body: empty means `T::default()`. Errors: 400 when present but malformed.
fn optional_body<T: for<'de> Deserialize<'de> + Default>(bytes: &Bytes) -> ApiResult<T> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(bytes).map_err(|_| ApiError::BadRequest("malformed"))
}

/// `POST …/save` body (optional).
#[derive(Debug, Deserialize, Default, ToSchema)]
pub struct SaveBody {
    /// The step saved from; default the last. Saved from `ekyc-invitation` with a schedule, the
    /// list shows "KYC Scheduled".
    pub from_step: Option<String>,
    pub version: Option<i32>,
}

/// Loads a loan for save or verify: it exists, `version` (when sent) is current, and the
/// documents step is checked again against the rest of the application (a later marriage or
/// program change can make it incomplete). Returns the loan with its `steps_done` as they
/// stand now.
async fn load_for_transition(state: &AppState, loan_id: &str, version: Option<i32>) -> ApiResult<loan::Model> {
    let mut l = load::by_code(&state.db, loan_id).await?;
    load::check_version(&l, version)?;
    l.steps_done = recheck_documents(state, &l).await?;
    Ok(l)
}

/// Clears the documents bit of `l.steps_done` when the stored documents no longer pass.
async fn recheck_documents(state: &AppState, l: &loan::Model) -> ApiResult<i32> {
    let mut done = l.steps_done;
    if let Some(stored) = &l.documents {
        let mut docs: domain::documents::Documents = serde_json::from_value(stored.clone()).unwrap_or_default();
        let mut errors = ValidationErrors::new();
        check_documents(state, l, &mut docs, &mut errors).await?;
        if !errors.is_empty() {
            done &= !step_bit(Step::Documents);
        }
    }
    Ok(done)
}

/// `POST /api/v1/loan-applications/{loan_id}/save`: every step up to `from_step` must be
/// stored valid; the application becomes unverified. Errors: 409 (deleted, verified, an
/// unqualified lead, stale version), 422 `steps_incomplete` on each missing step.
pub async fn save(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJsonBytes(body, _): ApiJsonBytes<SaveBody>,
) -> ApiResult<Response> {
    let body: SaveBody = optional_body(&body)?;
    let from = match body.from_step.as_deref() {
        None => Step::Financial,
        Some(s) => Step::parse(s).ok_or(ApiError::BadRequest("malformed"))?,
    };
    let l = load_for_transition(&state, &loan_id, body.version).await?;
    let status = state_of(&l).save(from)?;
    let done = l.steps_done;
    let kyc = l.kyc_scheduled || (from == Step::EkycInvitation && l.kyc_scheduled_at.is_some());
    let now = storage::repo::now();
    let changes = loan::ActiveModel {
        status: Set(status.as_str().into()),
        kyc_scheduled: Set(kyc),
        steps_done: Set(done),
        submitted_at: Set(Some(l.submitted_at.unwrap_or(now))),
        ..Default::default()
    };
    let txn = state.db.begin().await?;
    let updated = write(&txn, &l, changes, Guard::Editable, None).await?;
    if l.status != updated.status {
        loans::count_move(&txn, Some(&l.status), Some(&updated.status)).await?;
    }
    let after = serde_json::json!({"status": updated.status, "display_status": view::display_status(&updated.status, updated.kyc_scheduled), "from_step": from.as_str()});
    audit::record(&txn, &staff.actor(), "loan_application.save", "loan", &l.id.to_string(), Some(serde_json::json!({"status": l.status})), Some(after)).await?;
    txn.commit().await?;
    Ok(ok_msg(lang, "saved", view::detail(&state.db, &updated).await?).into_response())
}

/// `POST …/verify`: an unverified application with every step valid becomes verified and
/// enters loan approval as pending. Of two staff verifying at once exactly one succeeds.
/// Errors: 409 `application_not_unverified` (a draft, or verified already), 409 deleted or
/// stale, 422 `steps_incomplete`.
pub async fn verify(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJsonBytes(body, _): ApiJsonBytes<SaveBody>,
) -> ApiResult<Response> {
    let body: SaveBody = optional_body(&body)?;
    let l = load_for_transition(&state, &loan_id, body.version).await?;
    state_of(&l).verify()?;
    let now = storage::repo::now();
    let changes = loan::ActiveModel {
        status: Set("verified".into()),
        approval_status: Set(Some("pending".into())),
        verified_at: Set(Some(now)),
        verified_by: Set(Some(staff.user_id)),
        ..Default::default()
    };
    let txn = state.db.begin().await?;
    let only_unverified = Condition::all().add(loan::Column::Status.eq("unverified"));
    let updated = write(&txn, &l, changes, Guard::Live, Some(only_unverified))
        .await
        .map_err(|_| ApiError::Conflict("application_not_unverified"))?;
    loans::count_move(&txn, Some("unverified"), Some("verified")).await?;
    audit::record(
        &txn,
        &staff.actor(),
        "loan_application.verify",
        "loan",
        &l.id.to_string(),
        Some(serde_json::json!({"status": "unverified"})),
        Some(serde_json::json!({"status": "verified", "approval_status": "pending"})),
    )
    .await?;
    txn.commit().await?;
    Ok(ok_msg(lang, "verified", view::detail(&state.db, &updated).await?).into_response())
}

#[derive(Debug, Deserialize, Default, ToSchema)]
pub struct DeleteBody {
    pub reason: Option<String>,
    pub version: Option<i32>,
}

/// `POST …/delete` `{reason}`: soft delete (spec §4): the row leaves the list and the counts
/// and stays in the database with who, when and why. Errors: 422 `delete_reason_required`,
/// 409 already deleted or stale.
pub async fn delete(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<DeleteBody>,
) -> ApiResult<Response> {
    let reason = body.reason.as_deref().map(str::trim).unwrap_or("");
    if reason.is_empty() {
        return Err(ApiError::field("reason", "delete_reason_required"));
    }
    if reason.chars().count() > 500 {
        return Err(ApiError::field("reason", "reason_too_long"));
    }
    let l = load::by_code(&state.db, &loan_id).await?;
    load::check_version(&l, body.version)?;
    state_of(&l).delete()?;
    let changes = loan::ActiveModel {
        deleted_at: Set(Some(storage::repo::now())),
        deleted_by: Set(Some(staff.user_id)),
        delete_reason: Set(Some(reason.to_owned())),
        ..Default::default()
    };
    let txn = state.db.begin().await?;
    write(&txn, &l, changes, Guard::Live, None).await?;
    loans::count_move(&txn, Some(&l.status), None).await?;
    audit::record(&txn, &staff.actor(), "loan_application.delete", "loan", &l.id.to_string(), None, Some(serde_json::json!({"reason": reason})))
        .await?;
    txn.commit().await?;
    Ok(ok_msg(lang, "deleted", serde_json::json!({"loan_id": l.loan_code})).into_response())
}

/// `{pic_id}` or `{partner_id}`, with `loan_ids` for selected rows.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AssignBody {
    pub pic_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    pub loan_ids: Option<Vec<String>>,
    /// One row only: the `version` last read; a stale one answers 409.
    pub version: Option<i32>,
}

#[derive(Serialize, ToSchema)]
pub struct Assigned {
    /// Loan IDs changed.
    pub loan_ids: Vec<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Assign {
    Pic,
    Partner,
}

/// The loans named by a batch body, all live, or 422/404.
async fn selected(state: &AppState, codes: Option<Vec<String>>) -> ApiResult<Vec<loan::Model>> {
    let codes = codes.unwrap_or_default();
    if codes.is_empty() {
        return Err(ApiError::field("loan_ids", "loan_ids_required"));
    }
    if codes.len() > 100 {
        return Err(ApiError::field("loan_ids", "loan_ids_too_many"));
    }
    let found = loans::find_live_by_codes(&state.db, &codes).await?;
    let mut unique = codes.iter().map(|c| c.trim().to_uppercase()).collect::<Vec<_>>();
    unique.sort();
    unique.dedup();
    if found.len() != unique.len() {
        return Err(ApiError::NotFound);
    }
    Ok(found)
}

async fn assign(state: &AppState, staff: &Staff, what: Assign, target: Option<Uuid>, loans: Vec<loan::Model>) -> ApiResult<Vec<String>> {
    let (field, required) = match what {
        Assign::Pic => ("pic_id", "pic_invalid"),
        Assign::Partner => ("partner_id", "partner_required"),
    };
    let target = target.ok_or_else(|| ApiError::field(field, required))?;
    match what {
        Assign::Pic => {
            // A PIC is active staff whose level works on loan applications.
            let ok = user::Entity::find_by_id(target).one(&state.db).await?.is_some_and(|u| {
                u.status == user::status::ACTIVE && Level(u.level).allows(domain::Area::BorrowerApplication)
            });
            if !ok {
                return Err(ApiError::field(field, "pic_invalid"));
            }
        }
        Assign::Partner => {
            if partner::Entity::find_by_id(target).one(&state.db).await?.is_none() {
                return Err(ApiError::field(field, "reference_unknown"));
            }
        }
    }
    // A PIC may change on any live application; the partner only while it is editable.
    for l in &loans {
        match what {
            Assign::Pic => state_of(l).check_live()?,
            Assign::Partner => state_of(l).check_editable()?,
        }
    }
    let txn = state.db.begin().await?;
    let mut changed = Vec::new();
    for l in &loans {
        let (changes, before) = match what {
            Assign::Pic => (loan::ActiveModel { pic_id: Set(Some(target)), ..Default::default() }, serde_json::json!({"pic_id": l.pic_id})),
            Assign::Partner => {
                // Motorcycle types belong to a partner: a new partner needs the basic-info
                // step chosen again unless the type is the new partner's too.
                let keeps_type = storage::entity::motorcycle_type::Entity::find_by_id(l.motorcycle_type_id)
                    .one(&txn)
                    .await?
                    .is_some_and(|m| m.partner_id == target);
                let done = if keeps_type { l.steps_done } else { l.steps_done & !step_bit(Step::BasicInfo) };
                (
                    loan::ActiveModel { partner_id: Set(target), steps_done: Set(done), ..Default::default() },
                    serde_json::json!({"partner_id": l.partner_id}),
                )
            }
        };
        let guard = if what == Assign::Partner { Guard::Editable } else { Guard::Live };
        write(&txn, l, changes, guard, None).await?;
        let action = if what == Assign::Pic { "loan_application.pic" } else { "loan_application.partner" };
        audit::record(&txn, &staff.actor(), action, "loan", &l.id.to_string(), Some(before), Some(serde_json::json!({field: target})))
            .await?;
        changed.push(l.loan_code.clone());
    }
    txn.commit().await?;
    Ok(changed)
}

/// One loan (`loan_id`) or the selected rows (`loan_ids` in the body), all or nothing.
async fn assign_request(
    state: AppState,
    staff: Staff,
    lang: domain::Lang,
    what: Assign,
    loan_id: Option<String>,
    body: AssignBody,
) -> ApiResult<Response> {
    let loans = match loan_id {
        Some(id) => {
            let l = load::by_code(&state.db, &id).await?;
            load::check_version(&l, body.version)?;
            vec![l]
        }
        None => selected(&state, body.loan_ids).await?,
    };
    let target = if what == Assign::Pic { body.pic_id } else { body.partner_id };
    let changed = assign(&state, &staff, what, target, loans).await?;
    Ok(ok_msg(lang, "saved", Assigned { loan_ids: changed }).into_response())
}

/// `POST /api/v1/loan-applications/{loan_id}/pic` `{pic_id}`. Errors: 404, 409, 422 `pic_invalid`.
pub async fn pic_one(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiPath(loan_id): ApiPath<String>, ApiJson(body): ApiJson<AssignBody>) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Pic, Some(loan_id), body).await
}

/// `POST /api/v1/loan-applications/pic` `{loan_ids, pic_id}`: all or nothing.
pub async fn pic_many(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiJson(body): ApiJson<AssignBody>) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Pic, None, body).await
}

/// `POST /api/v1/loan-applications/{loan_id}/partner` `{partner_id}`. Errors: 404, 409, 422.
pub async fn partner_one(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiPath(loan_id): ApiPath<String>, ApiJson(body): ApiJson<AssignBody>) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Partner, Some(loan_id), body).await
}

/// `POST /api/v1/loan-applications/partner` `{loan_ids, partner_id}`: all or nothing.
pub async fn partner_many(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiJson(body): ApiJson<AssignBody>) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Partner, None, body).await
}

async fn set_lead(state: &AppState, staff: &Staff, lang: domain::Lang, loan_id: &str, to: LeadStatus) -> ApiResult<Response> {
    let l = load::by_code(&state.db, loan_id).await?;
    let lead = state_of(&l).set_lead(to)?;
    if l.lead_status == lead.as_str() {
        // Already so: nothing changes, nothing is audited.
        return Ok(ok_msg(lang, "saved", view::detail(&state.db, &l).await?).into_response());
    }
    let changes = loan::ActiveModel { lead_status: Set(lead.as_str().into()), ..Default::default() };
    let txn = state.db.begin().await?;
    let only_draft = Condition::all().add(loan::Column::Status.eq("draft"));
    let updated = write(&txn, &l, changes, Guard::Editable, Some(only_draft)).await?;
    audit::record(
        &txn,
        &staff.actor(),
        &format!("lead.{}", lead.as_str()),
        "loan",
        &l.id.to_string(),
        Some(serde_json::json!({"lead_status": l.lead_status})),
        Some(serde_json::json!({"lead_status": lead.as_str()})),
    )
    .await?;
    txn.commit().await?;
    Ok(ok_msg(lang, "saved", view::detail(&state.db, &updated).await?).into_response())
}

/// `POST …/{loan_id}/qualify`: the lead goes on to the application. Errors: 409 `lead_not_open`.
pub async fn qualify(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    set_lead(&state, &staff, lang, &loan_id, LeadStatus::Qualified).await
}

/// `POST …/{loan_id}/unqualify`: the lead is kept but leaves the pipeline.
pub async fn unqualify(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiPath(loan_id): ApiPath<String>) -> ApiResult<Response> {
    set_lead(&state, &staff, lang, &loan_id, LeadStatus::Unqualified).await
}

/// One row of batch KYC scheduling.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ScheduleItem {
    pub loan_id: String,
    #[serde(flatten)]
    pub schedule: KycScheduleInput,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BatchKycBody {
    #[serde(default)]
    pub schedules: Vec<ScheduleItem>,
}

/// `POST /api/v1/loan-applications/kyc-schedules` `{schedules: [{loan_id, scheduled_at,
/// method, note}]}`: the batch KYC scheduling flow (select borrowers, choose dates). All or
/// nothing; errors name the row (`schedules.2.scheduled_at`). Errors: 404, 409, 422.
pub async fn schedule_kyc(State(state): State<AppState>, staff: Staff, CallerLang(lang): CallerLang, ApiJson(body): ApiJson<BatchKycBody>) -> ApiResult<Response> {
    let codes: Vec<String> = body.schedules.iter().map(|s| s.loan_id.clone()).collect();
    let loans = selected(&state, Some(codes)).await?;
    let mut errors = ValidationErrors::new();
    let now = chrono::Utc::now();
    let mut plan = Vec::new();
    for (i, item) in body.schedules.iter().enumerate() {
        let checked = item.schedule.check(&format!("schedules.{i}"), now, &mut errors);
        let l = loans.iter().find(|l| l.loan_code == item.loan_id.trim().to_uppercase()).expect("selected");
        if let Err(e) = state_of(l).check_editable() {
            return Err(e.into());
        }
        if let Some(s) = checked {
            plan.push((l.clone(), s));
        }
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let txn = state.db.begin().await?;
    let mut changed = Vec::new();
    for (l, s) in plan {
        let method = serde_json::to_value(s.method).ok().and_then(|v| v.as_str().map(str::to_owned));
        let changes = loan::ActiveModel {
            kyc_scheduled_at: Set(Some(s.scheduled_at)),
            kyc_method: Set(method),
            kyc_note: Set(s.note.clone()),
            steps_done: Set(l.steps_done | step_bit(Step::EkycInvitation)),
            ..Default::default()
        };
        write(&txn, &l, changes, Guard::Editable, None).await?;
        audit::record(&txn, &staff.actor(), "loan_application.kyc_schedule", "loan", &l.id.to_string(), None, Some(serde_json::to_value(&s).unwrap_or_default()))
            .await?;
        changed.push(l.loan_code);
    }
    txn.commit().await?;
    Ok(ok_msg(lang, "saved", Assigned { loan_ids: changed }).into_response())
}
