//! `/app/home`: the pipeline at a glance (DESIGN §5 stages).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{envelope::ok, error::ApiResult, state::AppState};

/// The stages of the loan pipeline in order (DESIGN §5).
pub const STAGES: [&str; 6] = ["lead", "application", "approval", "kyc", "contract", "active"];

#[derive(Serialize, ToSchema)]
pub struct StageCount {
    pub stage: &'static str,
    /// Loans currently in this stage.
    pub count: u64,
}

#[derive(Serialize, ToSchema)]
pub struct Summary {
    pub stages: Vec<StageCount>,
}

/// `GET /api/v1/home/summary` → `{stages: [{stage, count}]}`: leads (drafts not
/// unqualified), applications (unverified), approval (verified, pending). KYC, contract and
/// active count zero until those stages are built.
pub async fn summary(State(state): State<AppState>) -> ApiResult<Response> {
    let [(_, leads), (_, applications)] = storage::repo::loans::pipeline_counts(&state.db).await?;
    let approval = storage::repo::loans::approval_pending(&state.db).await?;
    let count = |stage: &str| match stage {
        "lead" => leads,
        "application" => applications,
        "approval" => approval,
        _ => 0,
    };
    let stages = STAGES.iter().map(|stage| StageCount { stage, count: count(stage) }).collect();
    Ok(ok(Summary { stages }).into_response())
}
