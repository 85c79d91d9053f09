//! Batch application (issue 13 item 2): move selected drafts and leads on together (verify, PIC,
//! partner), each row on its own, with a summary of which succeeded and why the others did not.
//! Each row goes through the same action as the single-row route (and its one write path).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::actions::{self, Assign};
use crate::{
    auth::Staff,
    envelope::Envelope,
    error::{ApiError, ApiResult},
    extract::{ApiJson, CallerLang},
    loans,
    state::AppState,
};

/// Most rows in one batch (as every selected-rows action).
const MAX_ROWS: usize = 100;

/// What a batch does to every selected row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BatchAction {
    /// Verify each complete unverified application.
    Verify,
    /// Assign `pic_id`.
    Pic,
    /// Assign `partner_id`.
    Partner,
}

/// `POST /api/v1/loan-applications/batch` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BatchBody {
    pub action: Option<BatchAction>,
    /// Loan IDs (`LN-…`), at most 100.
    #[serde(default)]
    pub loan_ids: Vec<String>,
    pub pic_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
}

/// A row the batch could not move, and why.
#[derive(Debug, Serialize, ToSchema)]
pub struct BatchFailure {
    pub loan_id: String,
    pub code: String,
    /// In the caller's language.
    pub message: String,
}

/// `POST /api/v1/loan-applications/batch` answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct BatchResult {
    /// Loan IDs done.
    pub succeeded: Vec<String>,
    pub failed: Vec<BatchFailure>,
}

/// `POST /api/v1/loan-applications/batch` `{action, loan_ids, pic_id | partner_id}`: each row
/// on its own, so one that cannot move (incomplete, deleted, out of the caller's scope: "not
/// found") does not hold the others back. Errors (the request itself): 422 `action`
/// `batch_action_invalid`, `loan_ids` `loan_ids_required` / `loan_ids_too_many`, `pic_id`
/// `pic_invalid`, `partner_id` `partner_required` / `reference_unknown`.
pub async fn batch(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<BatchBody>,
) -> ApiResult<Response> {
    let action = body.action.ok_or_else(|| ApiError::field("action", "batch_action_invalid"))?;
    let mut codes: Vec<String> = body.loan_ids.iter().map(|c| c.trim().to_uppercase()).filter(|c| !c.is_empty()).collect();
    codes.dedup();
    if codes.is_empty() {
        return Err(ApiError::field("loan_ids", "loan_ids_required"));
    }
    if codes.len() > MAX_ROWS {
        return Err(ApiError::field("loan_ids", "loan_ids_too_many"));
    }
    let target = match action {
        BatchAction::Verify => None,
        BatchAction::Pic => Some((Assign::Pic, actions::check_target(&state, Assign::Pic, body.pic_id).await?)),
        BatchAction::Partner => Some((Assign::Partner, actions::check_target(&state, Assign::Partner, body.partner_id).await?)),
    };
    let mut result = BatchResult { succeeded: Vec::new(), failed: Vec::new() };
    for code in codes {
        let done = match target {
            None => actions::verify_one(&state, &staff, &code, None).await.map(|_| ()),
            Some((what, id)) => match loans::load(&state, &staff, &code).await {
                Ok(l) => actions::assign(&state, &staff, what, Some(id), vec![l]).await.map(|_| ()),
                Err(e) => Err(e),
            },
        };
        match done {
            Ok(()) => result.succeeded.push(code),
            Err(ApiError::Internal(e)) => return Err(ApiError::Internal(e)),
            Err(e) => {
                let (code_of, message) = e.reason(lang);
                result.failed.push(BatchFailure { loan_id: code, code: code_of, message });
            }
        }
    }
    let total = result.succeeded.len() + result.failed.len();
    let msg = domain::i18n::text("batch_done", lang)
        .replace("{done}", &result.succeeded.len().to_string())
        .replace("{total}", &total.to_string());
    Ok(Envelope { status: axum::http::StatusCode::OK, msg, data: result }.into_response())
}
