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

use crate::money::CountAmount;

/// Today (Asia/Jakarta) at the cashier's desk.
#[derive(Serialize, ToSchema)]
pub struct Today {
    /// Installments due today (rupiah due).
    pub due: CountAmount,
    /// Payments received today, not reversed.
    pub collected: CountAmount,
}

/// Late loans in one DPD band.
#[derive(Serialize, ToSchema)]
pub struct LateBucket {
    /// `1_30`, `31_60`, `61_90`, `over_90`.
    pub bucket: &'static str,
    pub count: i64,
    /// Rupiah overdue.
    pub amount: i64,
}

/// The home dashboard (issue 12 item 3). Each part is `null` when the caller's level may not
/// open its area.
#[derive(Serialize, ToSchema)]
pub struct Summary {
    pub stages: Vec<StageCount>,
    /// Repayment normal or all-billing areas.
    pub today: Option<Today>,
    /// Repayment late area.
    pub late_buckets: Option<Vec<LateBucket>>,
    /// Motorcycle handover or active-borrower areas: loans waiting for their motorcycle.
    pub to_hand_over: Option<u64>,
    /// The assets now, by kind and status, of the registers whose lists the level may open
    /// (motorcycles: motorcycle active; batteries: battery active; service orders: fleet-service
    /// registration or detail; tickets: e-toll); `null` when it may open none. Level 1 sees its
    /// units and batteries here (spec §6).
    pub assets: Option<Vec<AssetRegister>>,
}

/// One register's assets on the dashboard.
#[derive(Serialize, ToSchema)]
pub struct AssetRegister {
    /// `motorcycle`, `battery`, `service_order`, `etle` or `etoll`.
    pub kind: &'static str,
    /// Every asset of the kind in the caller's scope.
    pub total: i64,
    /// The statuses that have any, in the order of the kind's life.
    pub by_status: Vec<AssetStatusCount>,
}

/// How many assets of a register are in one status.
#[derive(Serialize, ToSchema)]
pub struct AssetStatusCount {
    pub status: String,
    pub count: i64,
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

/// `GET /api/v1/home/summary` → `{stages: [{stage, count}], today, late_buckets, to_hand_over, assets}`
/// (see [`Summary`]); stages: leads (drafts not
/// unqualified), applications (unverified), approval (verified, pending), in pipeline order
/// ([`Stage`]), only of the stages whose screens the caller's level may open (spec §6: level 1
/// sees no borrower counts). KYC, contract and active are their lists' totals, counted by the
/// lists' own query (`stages::total`; issue 41 item 12).
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    use storage::repo::reports as sums;
    let visible: Vec<Stage> = Stage::iter().filter(|s| stage_area(*s).is_some_and(|a| staff.level.allows(a))).collect();
    let scope = staff.loan_scope();
    let stages = if visible.is_empty() {
        vec![]
    } else {
        use storage::repo::loans::stages::{self, StageFilter, StageList};
        let counted = storage::repo::loans::counts::pipeline_counts(&state.db, scope).await?;
        let mut out = Vec::new();
        for s in visible {
            let stage: &'static str = s.into();
            let list = match s {
                Stage::Kyc => Some(StageList::Kyc),
                Stage::Contract => Some(StageList::Contract),
                Stage::Active => Some(StageList::Active),
                _ => None,
            };
            let count = match list {
                Some(list) => stages::total(&state.db, &StageFilter::new(scope, list)).await?.n,
                None => counted.iter().find(|(name, _)| *name == stage).map_or(0, |(_, n)| *n),
            };
            out.push(StageCount { stage, count });
        }
        out
    };
    let may = |areas: &[Area]| areas.iter().any(|a| staff.level.allows(*a));
    let today = domain::calendar::today();
    let today_view = if may(&[Area::RepaymentNormal, Area::RepaymentAllBilling]) {
        Some(Today {
            due: sums::due_on(&state.db, scope, today).await?.into(),
            collected: sums::collected_on(&state.db, scope, today).await?.into(),
        })
    } else {
        None
    };
    let late_buckets = if may(&[Area::RepaymentLate]) {
        let bands = sums::late_bands(&state.db, scope).await?;
        Some(bands.into_iter().map(|(bucket, c)| LateBucket { bucket, count: c.count, amount: c.amount }).collect())
    } else {
        None
    };
    let to_hand_over = if may(&[Area::MotorcycleHandover, Area::BorrowerActive]) {
        Some(sums::to_hand_over(&state.db, scope).await?)
    } else {
        None
    };
    let registers = sums::AssetRegisters {
        motorcycles: may(&[Area::MotorcycleActive]),
        batteries: may(&[Area::BatteryActive]),
        service_orders: may(&[Area::FleetServiceRegistration, Area::FleetServiceDetail]),
        tickets: may(&[Area::FleetServiceEtle]),
    };
    let assets = if registers == sums::AssetRegisters::default() {
        None
    } else {
        let counts = sums::assets(&state.db, &sums::ReportFilter::book(scope), registers).await?;
        let figures = crate::asset_figures::asset_figures(counts);
        let asked = [
            (registers.motorcycles, "motorcycle"),
            (registers.batteries, "battery"),
            (registers.service_orders, "service_order"),
            (registers.tickets, "etle"),
            (registers.tickets, "etoll"),
        ];
        let registers = asked
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, kind)| {
                let by_status: Vec<AssetStatusCount> = figures
                    .iter()
                    .filter(|f| f.kind == kind)
                    .map(|f| AssetStatusCount { status: f.status.clone(), count: f.count })
                    .collect();
                AssetRegister { kind, total: by_status.iter().map(|s| s.count).sum(), by_status }
            })
            .collect();
        Some(registers)
    };
    Ok(ok(Summary { stages, today: today_view, late_buckets, to_hand_over, assets }).into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Home.
        .add(Method::GET, "/api/v1/home/summary", Access::Area(A::Home), "Pipeline counts per stage", summary)
        .returns::<Summary>()
}
