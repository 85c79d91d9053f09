//! Actions on applications: save, verify, delete, PIC and partner (one or selected rows),
//! qualify and unqualify a lead, batch KYC scheduling (spec §2, §4; DESIGN §3, §5).

use axum::{
    body::Bytes,
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{
    Level, ValidationErrors,
    access::{FunderTie, may_be_pic},
    kyc::KycScheduleInput,
    pipeline::{LeadStatus, Step, StepSet, application as app},
};
use serde::{Deserialize, Serialize};
use storage::repo::loans::state_of;
use storage::{
    entity::{loan, partner, user},
    repo::{
        loans::{AuditDetail, Change, LoanPatch},
        reference,
    },
};
use utoipa::ToSchema;
use uuid::Uuid;

use super::{
    steps::{check_documents, nik_mismatch},
    view,
};
use crate::{
    auth::Staff,
    envelope::ok_msg,
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiJsonBytes, ApiPath, CallerLang},
    loans,
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

/// Loads a loan for save or verify: in scope, `version` (when sent) is current, and the
/// documents step is checked again against the rest of the application (a later marriage or
/// program change can make it incomplete). Answers the loan and its state with the steps as
/// they stand now.
async fn load_for_transition(
    state: &AppState,
    staff: &Staff,
    loan_id: &str,
    version: Option<i32>,
) -> ApiResult<(loan::Model, domain::pipeline::LoanState)> {
    let l = loans::load_current(state, staff, loan_id, version).await?;
    let mut s = state_of(&l);
    s.steps = recheck_documents(state, staff, &l, s.steps).await?;
    Ok((l, s))
}

/// `steps` without the documents step when the stored documents no longer pass, or when the
/// NIK now differs from the stated birth date or gender otherwise than the mismatch confirmed
/// (a basic-info change after the documents step; issue 41 item 8).
async fn recheck_documents(state: &AppState, staff: &Staff, l: &loan::Model, steps: StepSet) -> ApiResult<StepSet> {
    if let Some(stored) = &l.documents {
        let mut docs: domain::documents::Documents = serde_json::from_value(stored.clone()).unwrap_or_default();
        let mut errors = ValidationErrors::new();
        check_documents(state, staff, l, &mut docs, &mut errors).await?;
        let confirmed: Option<domain::nik::NikMismatch> =
            l.nik_mismatch.as_ref().and_then(|m| serde_json::from_value(m.clone()).ok());
        if !errors.is_empty() || nik_mismatch(&state.db, l, &docs).await? != confirmed {
            return Ok(steps.without(Step::Documents));
        }
    }
    Ok(steps)
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
    let (l, current) = load_for_transition(&state, &staff, &loan_id, body.version).await?;
    let transition = app::save(&current, from, l.kyc_scheduled_at.is_some(), storage::repo::now())?;
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({"from_step": from.as_str()})) };
    let updated = loans::commit_one(&state, &staff, Change { loan: l, transition, patch: LoanPatch::default(), audit }).await?;
    Ok(ok_msg(lang, "saved", view::detail(&state.db, &staff, &updated).await?).into_response())
}

/// The loan's terms from its program and motorcycle type (issue 9 item 1), fixed at
/// verification. Errors: 422 `terms_invalid` when the reference data cannot make terms.
async fn terms_for(state: &AppState, l: &loan::Model) -> ApiResult<domain::terms::Terms> {
    use storage::entity::{motorcycle_type, program};
    let invalid = || ApiError::field("program_id", "terms_invalid");
    let p = reference::by_id::<program::Entity>(&state.db, l.program_id).await?.ok_or_else(invalid)?;
    let m = reference::by_id::<motorcycle_type::Entity>(&state.db, l.motorcycle_type_id).await?.ok_or_else(invalid)?;
    p.terms(m.price_rupiah).ok_or_else(invalid)
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
    let updated = verify_one(&state, &staff, &loan_id, body.version).await?;
    Ok(ok_msg(lang, "application_verified", view::detail(&state.db, &staff, &updated).await?).into_response())
}

/// Verifies one application (`version`: the one last read, when sent): the verify action and
/// each row of a batch verify. Errors as [`verify`].
pub async fn verify_one(state: &AppState, staff: &Staff, loan_id: &str, version: Option<i32>) -> ApiResult<loan::Model> {
    let (l, current) = load_for_transition(state, staff, loan_id, version).await?;
    let transition = app::verify(&current, storage::repo::now())?;
    let terms = terms_for(state, &l).await?;
    let audit =
        AuditDetail { before: None, after: Some(serde_json::json!({ "principal": terms.principal, "tenor": terms.tenor })) };
    let change = Change { loan: l, transition, patch: LoanPatch { terms: Some(terms), ..LoanPatch::default() }, audit };
    loans::commit_one(state, staff, change).await
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
    let reason = body.reason.as_deref().map_or("", str::trim);
    if reason.is_empty() {
        return Err(ApiError::field("reason", "delete_reason_required"));
    }
    if reason.chars().count() > 500 {
        return Err(ApiError::field("reason", "reason_too_long"));
    }
    let l = loans::load_current(&state, &staff, &loan_id, body.version).await?;
    let transition = app::delete(&state_of(&l), storage::repo::now())?;
    let code = l.loan_code.clone();
    let patch = LoanPatch { delete_reason: Some(reason.to_owned()), ..LoanPatch::default() };
    let audit = AuditDetail { before: None, after: Some(serde_json::json!({"reason": reason})) };
    loans::commit_one(&state, &staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok_msg(lang, "deleted", serde_json::json!({"loan_id": code})).into_response())
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
pub(super) enum Assign {
    Pic,
    Partner,
}

impl Assign {
    fn field(self) -> &'static str {
        match self {
            Assign::Pic => "pic_id",
            Assign::Partner => "partner_id",
        }
    }
}

/// The PIC or partner to assign, checked: a PIC is active in-house staff whose level works on
/// loan applications ([`may_be_pic`]); a partner exists. Errors: 422 `pic_invalid`, `partner_required`,
/// `reference_unknown`.
pub(super) async fn check_target(state: &AppState, what: Assign, target: Option<Uuid>) -> ApiResult<Uuid> {
    let field = what.field();
    let required = if what == Assign::Pic { "pic_invalid" } else { "partner_required" };
    let target = target.ok_or_else(|| ApiError::field(field, required))?;
    match what {
        Assign::Pic => {
            // A PIC is active in-house staff whose level works on loan applications.
            let ok = reference::by_id::<user::Entity>(&state.db, target).await?.is_some_and(|u| {
                u.status == user::status::ACTIVE && may_be_pic(Level(u.level), &FunderTie::of(u.lender_id, u.funding_source_id))
            });
            if !ok {
                return Err(ApiError::field(field, "pic_invalid"));
            }
        }
        Assign::Partner => {
            if reference::by_id::<partner::Entity>(&state.db, target).await?.is_none() {
                return Err(ApiError::field(field, "reference_unknown"));
            }
        }
    }
    Ok(target)
}

pub(super) async fn assign(
    state: &AppState,
    staff: &Staff,
    what: Assign,
    target: Option<Uuid>,
    selected: Vec<loan::Model>,
) -> ApiResult<Vec<String>> {
    let target = check_target(state, what, target).await?;
    let field = what.field();
    let now = storage::repo::now();
    let mut changes = Vec::with_capacity(selected.len());
    for l in selected {
        let (transition, patch, before) = match what {
            Assign::Pic => (
                app::assign_pic(&state_of(&l), now)?,
                LoanPatch { pic_id: Some(target), ..LoanPatch::default() },
                serde_json::json!({"pic_id": l.pic_id}),
            ),
            Assign::Partner => {
                // Motorcycle types belong to a partner: the basic-info step is chosen again
                // unless the loan's type is the new partner's too.
                let keeps_type = reference::by_id::<storage::entity::motorcycle_type::Entity>(&state.db, l.motorcycle_type_id)
                    .await?
                    .is_some_and(|m| m.partner_id == target);
                let transition = app::assign_partner(&state_of(&l), keeps_type, now)?;
                (
                    transition,
                    LoanPatch { partner_id: Some(target), ..LoanPatch::default() },
                    serde_json::json!({"partner_id": l.partner_id}),
                )
            }
        };
        let audit = AuditDetail { before: Some(before), after: Some(serde_json::json!({field: target})) };
        changes.push(Change { loan: l, transition, patch, audit });
    }
    let stored = loans::commit(state, staff, changes).await?;
    Ok(stored.into_iter().map(|l| l.loan_code).collect())
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
    let selected = match loan_id {
        Some(id) => vec![loans::load_current(&state, &staff, &id, body.version).await?],
        None => loans::load_selected(&state, &staff, &body.loan_ids.unwrap_or_default()).await?,
    };
    let target = if what == Assign::Pic { body.pic_id } else { body.partner_id };
    let changed = assign(&state, &staff, what, target, selected).await?;
    Ok(ok_msg(lang, "saved", Assigned { loan_ids: changed }).into_response())
}

/// `POST /api/v1/loan-applications/{loan_id}/pic` `{pic_id}`. Errors: 404, 409, 422 `pic_invalid`.
pub async fn pic_one(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<AssignBody>,
) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Pic, Some(loan_id), body).await
}

/// `POST /api/v1/loan-applications/pic` `{loan_ids, pic_id}`: all or nothing.
pub async fn pic_many(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<AssignBody>,
) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Pic, None, body).await
}

/// `POST /api/v1/loan-applications/{loan_id}/partner` `{partner_id}`. Errors: 404, 409, 422.
pub async fn partner_one(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(body): ApiJson<AssignBody>,
) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Partner, Some(loan_id), body).await
}

/// `POST /api/v1/loan-applications/partner` `{loan_ids, partner_id}`: all or nothing.
pub async fn partner_many(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<AssignBody>,
) -> ApiResult<Response> {
    assign_request(state, staff, lang, Assign::Partner, None, body).await
}

async fn set_lead(state: &AppState, staff: &Staff, lang: domain::Lang, loan_id: &str, to: LeadStatus) -> ApiResult<Response> {
    let l = loans::load(state, staff, loan_id).await?;
    let transition = app::set_lead(&state_of(&l), to, storage::repo::now())?;
    if transition.to == transition.from {
        // Already so: nothing changes, nothing is audited.
        return Ok(ok_msg(lang, "saved", view::detail(&state.db, staff, &l).await?).into_response());
    }
    // Unqualifying cancels the KYC meeting in the same transaction, and its audit row keeps
    // the meeting that was cancelled (issue 45 item 5).
    let cancels = to == LeadStatus::Unqualified && l.kyc_scheduled_at.is_some();
    let (patch, audit) = if cancels {
        let before = serde_json::json!({"kyc_schedule": {
            "scheduled_at": l.kyc_scheduled_at, "method": l.kyc_method, "location": l.kyc_location, "note": l.kyc_note,
        }});
        let audit = AuditDetail { before: Some(before), after: Some(serde_json::json!({"kyc_schedule": null})) };
        (LoanPatch { cancel_kyc_schedule: true, ..LoanPatch::default() }, audit)
    } else {
        (LoanPatch::default(), AuditDetail::default())
    };
    let updated = loans::commit_one(state, staff, Change { loan: l, transition, patch, audit }).await?;
    Ok(ok_msg(lang, "saved", view::detail(&state.db, staff, &updated).await?).into_response())
}

/// `POST …/{loan_id}/qualify`: the lead goes on to the application. Errors: 409 `lead_not_open`.
pub async fn qualify(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
) -> ApiResult<Response> {
    set_lead(&state, &staff, lang, &loan_id, LeadStatus::Qualified).await
}

/// `POST …/{loan_id}/unqualify`: the lead is kept but leaves the pipeline; its KYC meeting, if
/// any, is cancelled (the e-KYC invitation step is to be done again). Errors: 409
/// `lead_not_open`.
pub async fn unqualify(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
) -> ApiResult<Response> {
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
pub async fn schedule_kyc(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<BatchKycBody>,
) -> ApiResult<Response> {
    let codes: Vec<String> = body.schedules.iter().map(|s| s.loan_id.clone()).collect();
    let selected = loans::load_selected(&state, &staff, &codes).await?;
    let mut errors = ValidationErrors::new();
    let now = chrono::Utc::now();
    let at = storage::repo::now();
    let mut changes = Vec::new();
    for (i, item) in body.schedules.iter().enumerate() {
        let checked = item.schedule.check(&format!("schedules.{i}"), now, &mut errors);
        let code = item.loan_id.trim().to_uppercase();
        let l = selected.iter().find(|l| l.loan_code == code).ok_or(ApiError::NotFound)?;
        let transition = app::schedule_kyc(&state_of(l), at)?;
        if let Some(s) = checked {
            let patch = LoanPatch { kyc_schedule: Some(super::steps::kyc_schedule(&s)), ..LoanPatch::default() };
            let audit = AuditDetail { before: None, after: Some(serde_json::to_value(&s).unwrap_or_default()) };
            changes.push(Change { loan: l.clone(), transition, patch, audit });
        }
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let stored = loans::commit(&state, &staff, changes).await?;
    let changed = stored.into_iter().map(|l| l.loan_code).collect();
    Ok(ok_msg(lang, "saved", Assigned { loan_ids: changed }).into_response())
}
