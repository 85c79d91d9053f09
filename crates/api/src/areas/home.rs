//! `/app/home`: the pipeline at a glance (DESIGN §5 stages).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

use domain::pipeline::Stage;
use strum::IntoEnumIterator;

use crate::{auth::Staff, envelope::ok, error::ApiResult, state::AppState};

#[derive(Serialize, ToSchema)]
pub struct StageCount {
    /// `lead`, `application`, `approval`, `kyc`, `contract`, `active`.
    pub stage: &'static str,
    /// Loans currently in this stage, within the caller's scope.
    pub count: u64,
}

#[derive(Serialize, ToSchema)]
pub struct Summary {
    pub stages: Vec<StageCount>,
}

/// `GET /api/v1/home/summary` → `{stages: [{stage, count}]}`: leads (drafts not
/// unqualified), applications (unverified), approval (verified, pending), in pipeline order
/// ([`Stage`]). KYC, contract and active count zero until those stages are built.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let counted = storage::repo::loans::counts::pipeline_counts(&state.db, staff.loan_scope()).await?;
    let stages = Stage::iter()
        .filter(|s| *s != Stage::Closed)
        .map(|s| {
            let stage: &'static str = s.into();
            StageCount { stage, count: counted.iter().find(|(name, _)| *name == stage).map_or(0, |(_, n)| *n) }
        })
        .collect();
    Ok(ok(Summary { stages }).into_response())
}
