//! `/app/home`: the pipeline at a glance (DESIGN §5 stages).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

use domain::{Area, pipeline::Stage};
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

/// The area whose screen lists a stage's loans; `None` for closed loans (no screen).
fn stage_area(stage: Stage) -> Option<Area> {
    match stage {
        Stage::Lead | Stage::Application => Some(Area::BorrowerApplication),
        Stage::Approval => Some(Area::BorrowerApproval),
        Stage::Kyc => Some(Area::BorrowerKyc),
        Stage::Contract => Some(Area::BorrowerContract),
        Stage::Active => Some(Area::BorrowerActive),
        Stage::Closed => None,
    }
}

/// `GET /api/v1/home/summary` → `{stages: [{stage, count}]}`: leads (drafts not
/// unqualified), applications (unverified), approval (verified, pending), in pipeline order
/// ([`Stage`]), only of the stages whose screens the caller's level may open (spec §6: level 1
/// sees no borrower counts). KYC, contract and active count zero until those stages are built.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let visible: Vec<Stage> = Stage::iter().filter(|s| stage_area(*s).is_some_and(|a| staff.level.allows(a))).collect();
    if visible.is_empty() {
        return Ok(ok(Summary { stages: vec![] }).into_response());
    }
    let counted = storage::repo::loans::counts::pipeline_counts(&state.db, staff.loan_scope()).await?;
    let stages = visible
        .into_iter()
        .map(|s| {
            let stage: &'static str = s.into();
            StageCount { stage, count: counted.iter().find(|(name, _)| *name == stage).map_or(0, |(_, n)| *n) }
        })
        .collect();
    Ok(ok(Summary { stages }).into_response())
}
