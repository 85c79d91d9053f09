//! `/api/v1/batteries` and `/api/v1/battery-swaps`: batteries as assets of their own, and the
//! swap events stations send (issue 11 item 4).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use domain::{
    ValidationErrors,
    assets::{BatteryFields, BatteryStatus, SWAP_BATCH_MAX, SwapEvent, SwapInput},
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::{battery, battery_swap, decode},
    repo::assets::{
        self as repo,
        batteries::BatteryFilter,
        swaps::{Chain, Ingested, SwapFilter},
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::jobs::settler::settled;
use crate::{
    auth::Staff,
    envelope::{created_msg, ok},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// A battery as the lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct BatteryView {
    pub id: Uuid,
    pub serial: String,
    pub model: String,
    /// Kilowatt-hours.
    pub capacity_kwh: f64,
    /// Percent.
    pub state_of_health_percent: f64,
    pub cycle_count: i32,
    #[schema(inline)]
    pub status: BatteryStatus,
    pub motorcycle_id: Option<Uuid>,
    pub plate_number: Option<String>,
    /// State of charge at the last swap, percent.
    pub soc_percent: Option<i32>,
    pub last_swap_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
}

impl BatteryView {
    /// The view of a stored battery installed in the unit with `plate` (if any).
    ///
    /// Errors: a stored status no [`BatteryStatus`] names (corrupt data: 500, never a default).
    pub fn of(b: battery::Model, plate: Option<String>) -> ApiResult<BatteryView> {
        Ok(BatteryView {
            id: b.id,
            status: decode::<BatteryStatus>("batteries.status", &b.status)?,
            plate_number: plate.filter(|_| b.motorcycle_id.is_some()),
            serial: b.serial,
            model: b.model,
            capacity_kwh: b.capacity_kwh,
            state_of_health_percent: b.state_of_health_percent,
            cycle_count: b.cycle_count,
            motorcycle_id: b.motorcycle_id,
            soc_percent: b.soc_percent,
            last_swap_at: b.last_swap_at,
            created_at: b.created_at,
            version: b.version,
        })
    }
}

impl Listed for BatteryView {
    const PAGE: &str = "BatteryPage";
}

/// One swap event as stored.
#[derive(Debug, Serialize, ToSchema)]
pub struct SwapView {
    pub id: Uuid,
    pub event_id: String,
    pub station_id: String,
    pub swapped_at: DateTime<Utc>,
    pub motorcycle_id: Option<Uuid>,
    pub plate_number: String,
    pub battery_out_serial: String,
    pub battery_in_serial: String,
    /// Percent.
    pub soc_out_percent: i32,
    pub soc_in_percent: i32,
}

impl From<battery_swap::Model> for SwapView {
    fn from(s: battery_swap::Model) -> Self {
        SwapView {
            id: s.id,
            event_id: s.event_id,
            station_id: s.station_id,
            swapped_at: s.swapped_at,
            motorcycle_id: s.motorcycle_id,
            plate_number: s.plate_number,
            battery_out_serial: s.battery_out_serial,
            battery_in_serial: s.battery_in_serial,
            soc_out_percent: s.soc_out_percent,
            soc_in_percent: s.soc_in_percent,
        }
    }
}

impl Listed for SwapView {
    const PAGE: &str = "SwapPage";
}

/// `GET /api/v1/batteries/{id}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct BatteryDetail {
    #[serde(flatten)]
    pub battery: BatteryView,
    /// Newest first, at most 100 (the rest: `GET /api/v1/battery-swaps?battery_id=`).
    pub swaps: Vec<SwapView>,
}

/// Filters of `GET /api/v1/batteries`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BatteryQuery {
    #[param(inline)]
    pub status: Option<BatteryStatus>,
    pub motorcycle_id: Option<Uuid>,
    /// Percent: state of health below.
    pub soh_below: Option<f64>,
}

async fn plates(state: &AppState, rows: &[battery::Model]) -> ApiResult<std::collections::HashMap<Uuid, String>> {
    let ids: Vec<Uuid> = rows.iter().filter_map(|b| b.motorcycle_id).collect();
    Ok(repo::motorcycles::plates(&state.db, &ids).await?)
}

/// `GET /api/v1/batteries`: batteries in the caller's scope; `q` matches serial or model.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<BatteryQuery>,
) -> ApiResult<Response> {
    let f = BatteryFilter {
        status: q.status,
        motorcycle_id: q.motorcycle_id,
        soh_below: q.soh_below.filter(|s| s.is_finite()),
        q: page.q.clone(),
    };
    let scope = staff.loan_scope();
    settled(&state.db).await?;
    let (rows, next) = repo::batteries::page(&state.db, scope, &f, page.at()).await?;
    let total = repo::batteries::count(&state.db, scope, &f).await?;
    let plates = plates(&state, &rows).await?;
    let items = rows
        .into_iter()
        .map(|b| {
            let p = b.motorcycle_id.and_then(|m| plates.get(&m).cloned());
            BatteryView::of(b, p)
        })
        .collect::<ApiResult<_>>()?;
    Ok(ok(Page::new(items, next, total)).into_response())
}

/// `POST /api/v1/batteries` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BatteryBody {
    pub serial: Option<String>,
    pub model: Option<String>,
    /// Kilowatt-hours.
    pub capacity_kwh: Option<f64>,
    /// Percent, 0–100.
    pub state_of_health_percent: Option<f64>,
    pub cycle_count: Option<i64>,
}

/// `POST /api/v1/batteries`: registers a battery in stock. Errors: 403 for a funder's staff;
/// 422 `serial_invalid`, `serial_taken`, `battery_model_required`, `capacity_invalid`,
/// `soh_invalid`, `cycle_count_invalid`.
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(b): ApiJson<BatteryBody>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let mut errors = ValidationErrors::new();
    let f = BatteryFields::check(
        b.serial.as_deref(),
        b.model.as_deref(),
        b.capacity_kwh,
        b.state_of_health_percent,
        b.cycle_count,
        &mut errors,
    );
    if let Some(f) = &f
        && repo::batteries::serial_taken(&state.db, &f.serial).await?
    {
        errors.add("serial", "serial_taken");
    }
    let f = match f {
        Some(f) if errors.is_empty() => f,
        _ => return Err(ApiError::Validation(errors)),
    };
    let row = repo::batteries::create(&state.db, &staff.actor(), &f).await.map_err(|e| match e {
        StoreError::Unique => ApiError::field("serial", "serial_taken"),
        e => e.into(),
    })?;
    Ok(created_msg(lang, "battery_registered", BatteryView::of(row, None)?).into_response())
}

/// `GET /api/v1/batteries/{id}`: the battery and its newest 100 swaps. Errors: 404 when
/// unknown or outside the caller's scope.
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let settled = settled(&state.db).await?;
    let b = repo::batteries::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    let mut swaps = repo::swaps::newest(&state.db, &settled, Chain::Battery(b.id), 100).await?;
    swaps.sort_by_key(|s| std::cmp::Reverse(s.swapped_at));
    let plate = plates(&state, std::slice::from_ref(&b)).await?;
    let p = b.motorcycle_id.and_then(|m| plate.get(&m).cloned());
    Ok(ok(BatteryDetail { battery: BatteryView::of(b, p)?, swaps: swaps.into_iter().map(SwapView::from).collect() })
        .into_response())
}

/// Filters of `GET /api/v1/battery-swaps`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SwapQuery {
    pub battery_id: Option<Uuid>,
    pub motorcycle_id: Option<Uuid>,
}

/// `GET /api/v1/battery-swaps`: swaps in the caller's scope, by arrival (newest first by
/// default), of one battery or unit.
pub async fn swaps(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<SwapQuery>,
) -> ApiResult<Response> {
    let f = SwapFilter { battery_id: q.battery_id, motorcycle_id: q.motorcycle_id };
    let settled = settled(&state.db).await?;
    let (rows, next, total) = repo::swaps::page(&state.db, &settled, staff.loan_scope(), f, page.at()).await?;
    Ok(ok(Page::new(rows.into_iter().map(SwapView::from).collect(), next, total)).into_response())
}

/// One event as a station sends it.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SwapEventBody {
    /// The station's own id of the event: with `station_id`, what makes a replay harmless.
    pub event_id: Option<String>,
    pub station_id: Option<String>,
    /// RFC 3339.
    pub swapped_at: Option<String>,
    pub plate_number: Option<String>,
    pub battery_out_serial: Option<String>,
    pub battery_in_serial: Option<String>,
    /// Percent, 0–100.
    pub soc_out_percent: Option<i64>,
    pub soc_in_percent: Option<i64>,
}

/// `POST /api/v1/battery-swaps` body: 1 to 1,000 events.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SwapBatch {
    pub events: Vec<SwapEventBody>,
}

/// A refused event.
#[derive(Debug, Serialize, ToSchema)]
pub struct RejectedEvent {
    pub event_id: Option<String>,
    /// `event_id_invalid`, `station_id_invalid`, `swapped_at_invalid`, `plate_number_invalid`,
    /// `serial_invalid`, `soc_invalid`, `battery_unknown`, `plate_unknown`.
    pub code: String,
    /// The code's text in the caller's language.
    pub message: String,
}

/// What a batch did.
#[derive(Debug, Serialize, ToSchema)]
pub struct SwapResult {
    /// Events stored now.
    pub accepted: u64,
    /// Events stored before (same station and event id) or repeated in the batch.
    pub duplicates: u64,
    pub rejected: Vec<RejectedEvent>,
}

/// `POST /api/v1/battery-swaps`: stations report swaps, up to 1,000 a call. Idempotent by
/// station and event id: a replayed event or batch stores nothing and counts as a duplicate.
/// Each battery moves to its newest reported place (in the unit, or at the station). Bad
/// events are listed, the rest stored. Errors: 403 for a funder's staff; 422 `events`
/// `swap_batch_invalid` for an empty batch or one over 1,000.
pub async fn ingest(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(b): ApiJson<SwapBatch>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    if b.events.is_empty() || b.events.len() > SWAP_BATCH_MAX {
        return Err(ApiError::field("events", "swap_batch_invalid"));
    }
    let now = storage::repo::now();
    let mut rejected = Vec::new();
    let mut good = Vec::with_capacity(b.events.len());
    for e in &b.events {
        let input = SwapInput {
            event_id: e.event_id.as_deref(),
            station_id: e.station_id.as_deref(),
            swapped_at: e.swapped_at.as_deref(),
            plate_number: e.plate_number.as_deref(),
            battery_out_serial: e.battery_out_serial.as_deref(),
            battery_in_serial: e.battery_in_serial.as_deref(),
            soc_out_percent: e.soc_out_percent,
            soc_in_percent: e.soc_in_percent,
        };
        match SwapEvent::check(&input, now) {
            Ok(ev) => good.push(ev),
            Err(code) => rejected.push(RejectedEvent {
                // Kept only when printable: it is echoed back.
                event_id: e.event_id.clone().filter(|id| id.len() <= 64 && id.chars().all(|c| !c.is_control())),
                code: code.into(),
                message: domain::i18n::text(code, lang).into(),
            }),
        }
    }
    let Ingested { accepted, duplicates, rejected: refused } = repo::swaps::ingest(&state.db, good).await?;
    if accepted > 0 {
        state.swap_settler.wake();
    }
    rejected.extend(refused.into_iter().map(|(event_id, code)| RejectedEvent {
        event_id: Some(event_id),
        code: code.into(),
        message: domain::i18n::text(code, lang).into(),
    }));
    Ok(ok(SwapResult { accepted, duplicates, rejected }).into_response())
}
