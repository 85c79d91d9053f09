//! Fleet service (issue 11 item 5; spec §2 `/app/fleet-service/registration` and `/detail`,
//! assets contract "Fleet service"): service orders for the lender's motorcycles and the units
//! due a maintenance.
//!
//! Access (spec §6): the fleet-service registration and detail areas read; registration
//! writes. A funder's staff (tied to a lender) read the orders of their lender's units only and
//! change nothing: 403 `assets_not_for_funder_staff`. The scope is the repository's
//! ([`storage::repo::service_orders`]), from [`Staff::loan_scope`]; orders outside it answer
//! 404. Costs are integer rupiah, odometer readings kilometres, dates `YYYY-MM-DD` in
//! Asia/Jakarta.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    Area, ValidationErrors,
    assets::{self, ODOMETER_MAX, ServiceDueReason, ServiceItem, ServiceKind, ServiceStatus},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{decode, service_order},
    repo::{
        loans::Scope,
        service_orders::{self, NewOrder, OrderFilter},
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{created_msg, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// The areas whose screens read service orders and reminders.
pub const READERS: &[Area] = &[Area::FleetServiceRegistration, Area::FleetServiceDetail];

/// What the caller may do with a service order (the web app shows exactly these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ServiceAction {
    /// `PUT` with `status: in_progress` (a scheduled order).
    Start,
    /// `PUT` with `status: done`.
    Complete,
    /// `PUT` with `status: cancelled`.
    Cancel,
}

/// A service order (`GET /api/v1/service-orders`, `…/{id}`, and the answer of its writes).
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceOrderView {
    pub id: Uuid,
    pub motorcycle_id: Uuid,
    /// `B 1234 XYZ`.
    pub plate_number: String,
    #[schema(inline)]
    pub kind: ServiceKind,
    pub workshop: String,
    pub description: Option<String>,
    /// Asia/Jakarta.
    pub scheduled_on: NaiveDate,
    /// Kilometres read at the workshop.
    pub odometer_km: Option<i64>,
    /// The unit's last known reading, kilometres (the least a completion may send).
    pub motorcycle_odometer_km: Option<i64>,
    /// Rupiah per unit.
    pub items: Vec<ServiceItem>,
    /// Rupiah: the items' quantity × cost.
    pub total_cost: i64,
    #[schema(inline)]
    pub status: ServiceStatus,
    /// Asia/Jakarta date it was completed (`done`).
    pub completed_on: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
    pub allowed_actions: Vec<ServiceAction>,
}

impl Listed for ServiceOrderView {
    const PAGE: &str = "ServiceOrderPage";
}

/// `GET /api/v1/service-orders` filters (with `q`: any part of the plate or the workshop).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ServiceOrderQuery {
    #[param(inline)]
    pub status: Option<ServiceStatus>,
    #[param(inline)]
    pub kind: Option<ServiceKind>,
    pub motorcycle_id: Option<Uuid>,
}

/// `POST /api/v1/service-orders` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct ServiceOrderBody {
    /// A unit in the caller's scope.
    pub motorcycle_id: Option<Uuid>,
    /// `maintenance`, `repair` or `accident`.
    pub kind: Option<String>,
    /// Up to 120 characters.
    pub workshop: Option<String>,
    /// Up to 500 characters.
    pub description: Option<String>,
    /// `YYYY-MM-DD` (Asia/Jakarta), within a year either side of today.
    pub scheduled_on: Option<String>,
    /// Kilometres, 0 to 2,000,000.
    pub odometer_km: Option<i64>,
    /// At most 50; quantity 1–1,000, cost rupiah per unit.
    pub items: Option<Vec<ServiceItem>>,
}

/// `PUT /api/v1/service-orders/{id}` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct ServiceStatusBody {
    /// `in_progress`, `done` or `cancelled` (see `allowed_actions`). Read as text so that
    /// another value is a 422 `service_status_invalid` on this field, not an unreadable body.
    #[schema(value_type = Option<ServiceStatus>)]
    pub status: Option<String>,
    /// Kilometres read at the workshop, 0 to 2,000,000: required with `done`, and not below
    /// the unit's last known reading; otherwise kept when absent.
    pub odometer_km: Option<i64>,
    /// The `version` last read (409 `conflict` when it changed since).
    pub version: Option<i32>,
}

/// A unit due a maintenance (`GET /api/v1/service-reminders`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ReminderView {
    pub motorcycle_id: Uuid,
    pub plate_number: String,
    /// Asia/Jakarta date of the last done maintenance; `None` when never maintained.
    pub last_service_on: Option<NaiveDate>,
    /// Days since then.
    pub days_since: Option<i64>,
    /// Kilometres since then (when both readings are known).
    pub km_since: Option<i64>,
    /// `never`, `time` (90 days) or `distance` (3,000 km).
    #[schema(inline)]
    pub reason: ServiceDueReason,
}

fn actions_of(staff: &Staff, status: ServiceStatus) -> Vec<ServiceAction> {
    if staff.loan_scope().lender().is_some() || !staff.level.allows(Area::FleetServiceRegistration) {
        return vec![];
    }
    let moves = assets::service_moves(status);
    let mut out = Vec::new();
    if status == ServiceStatus::Scheduled && moves.contains(&ServiceStatus::InProgress) {
        out.push(ServiceAction::Start);
    }
    if moves.contains(&ServiceStatus::Done) {
        out.push(ServiceAction::Complete);
    }
    if moves.contains(&ServiceStatus::Cancelled) {
        out.push(ServiceAction::Cancel);
    }
    out
}

/// The order as answered. Errors: a stored status or kind its enum does not name (corrupt data:
/// 500, never a default).
fn view(
    staff: &Staff,
    m: service_order::Model,
    plate_number: String,
    motorcycle_odometer_km: Option<i64>,
) -> ApiResult<ServiceOrderView> {
    let status: ServiceStatus = decode("service_orders.status", &m.status)?;
    Ok(ServiceOrderView {
        allowed_actions: actions_of(staff, status),
        id: m.id,
        motorcycle_id: m.motorcycle_id,
        plate_number,
        kind: decode::<ServiceKind>("service_orders.kind", &m.kind)?,
        workshop: m.workshop,
        description: m.description,
        scheduled_on: m.scheduled_on,
        odometer_km: m.odometer_km,
        motorcycle_odometer_km,
        items: serde_json::from_value(m.items).unwrap_or_default(),
        total_cost: m.total_cost,
        status,
        completed_on: m.completed_on,
        created_at: m.created_at,
        version: m.version,
    })
}

async fn view_one(state: &AppState, staff: &Staff, m: service_order::Model) -> ApiResult<ServiceOrderView> {
    let unit = [m.motorcycle_id];
    let plate = storage::repo::assets::motorcycles::plates(&state.db, &unit).await?.remove(&m.motorcycle_id).unwrap_or_default();
    let odometer = storage::repo::assets::motorcycles::odometers(&state.db, &unit).await?.remove(&m.motorcycle_id);
    view(staff, m, plate, odometer)
}

/// `GET /api/v1/service-orders?status=&kind=&motorcycle_id=&q=&sort=&limit=&cursor=`: the
/// orders in the caller's scope, newest first by default, `{items, next_cursor, total,
/// total_capped}`. Errors: 400 for a malformed filter or cursor.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<ServiceOrderQuery>,
) -> ApiResult<Response> {
    let f = OrderFilter {
        scope: staff.loan_scope(),
        status: q.status,
        kind: q.kind,
        motorcycle_id: q.motorcycle_id,
        q: page.q.clone(),
    };
    let (rows, next_cursor) = service_orders::list(&state.db, &f, page.at()).await?;
    let total = service_orders::count(&state.db, &f).await?;
    let units: Vec<Uuid> = rows.iter().map(|r| r.motorcycle_id).collect();
    let plates = storage::repo::assets::motorcycles::plates(&state.db, &units).await?;
    let odometers = storage::repo::assets::motorcycles::odometers(&state.db, &units).await?;
    let items = rows
        .into_iter()
        .map(|r| {
            let plate = plates.get(&r.motorcycle_id).cloned().unwrap_or_default();
            let odometer = odometers.get(&r.motorcycle_id).copied();
            view(&staff, r, plate, odometer)
        })
        .collect::<ApiResult<_>>()?;
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// The order in the caller's scope. Errors: 404.
async fn load(state: &AppState, staff: &Staff, id: Uuid) -> ApiResult<service_order::Model> {
    service_orders::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)
}

/// `GET /api/v1/service-orders/{id}`. Errors: 404 (unknown, or a unit of another funder).
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let m = load(&state, &staff, id).await?;
    Ok(ok(view_one(&state, &staff, m).await?).into_response())
}

/// An odometer reading, when sent: 0..=[`ODOMETER_MAX`] km, else `odometer_invalid`.
fn check_odometer(value: Option<i64>, errors: &mut ValidationErrors) -> Option<i64> {
    let v = value?;
    assets::check_range(Some(v), 0, ODOMETER_MAX, "odometer_invalid").map_err(|c| errors.add("odometer_km", c)).ok()
}

/// A service is completed with the odometer read as the unit leaves the workshop: required
/// (`odometer_required`), and never below the unit's last known reading (handover, an earlier
/// service or the mobility sync: `odometer_below_last`), which would move the unit's history
/// backwards. `sent` is the reading as sent, `read` the same once in range.
async fn check_completion_reading(
    state: &AppState,
    order: &service_order::Model,
    sent: Option<i64>,
    read: Option<i64>,
    errors: &mut ValidationErrors,
) -> ApiResult<()> {
    let Some(km) = read else {
        if sent.is_none() {
            errors.add("odometer_km", "odometer_required");
        }
        return Ok(());
    };
    let unit = storage::repo::assets::motorcycles::find(&state.db, Scope::All, order.motorcycle_id).await?;
    if unit.and_then(|u| u.odometer_km).is_some_and(|last| km < last) {
        errors.add("odometer_km", "odometer_below_last");
    }
    Ok(())
}

/// Checks a new order's fields (the unit is checked against the scope by the caller).
fn check_order(b: &ServiceOrderBody, today: NaiveDate) -> ApiResult<NewOrder> {
    let mut errors = ValidationErrors::new();
    if b.motorcycle_id.is_none() {
        errors.add("motorcycle_id", "motorcycle_required");
    }
    let kind = b.kind.as_deref().map(str::trim).and_then(|k| k.parse::<ServiceKind>().ok());
    if kind.is_none() {
        errors.add("kind", "service_kind_invalid");
    }
    let text = assets::check_service_text(b.workshop.as_deref(), b.description.as_deref(), &mut errors);
    let scheduled = b
        .scheduled_on
        .as_deref()
        .and_then(|s| NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok())
        .filter(|d| (*d - today).num_days().abs() <= 366);
    if scheduled.is_none() {
        errors.add("scheduled_on", "scheduled_on_invalid");
    }
    let odometer = check_odometer(b.odometer_km, &mut errors);
    let items = assets::check_items(b.items.as_deref().unwrap_or_default()).map_err(|c| errors.add("items", c)).ok();
    match (b.motorcycle_id, kind, text, scheduled, items) {
        (Some(motorcycle_id), Some(kind), Some((workshop, description)), Some(scheduled_on), Some((items, total_cost)))
            if errors.is_empty() =>
        {
            Ok(NewOrder { motorcycle_id, kind, workshop, description, scheduled_on, odometer_km: odometer, items, total_cost })
        }
        _ => Err(ApiError::Validation(errors)),
    }
}

/// `POST /api/v1/service-orders` (with `Idempotency-Key`): a `scheduled` order for a unit;
/// `total_cost` is computed from the items. Answers 201 with the [`ServiceOrderView`]; `msg`
/// "Service order created". Errors: 403 `assets_not_for_funder_staff`; 422
/// `motorcycle_required` (absent, unknown or out of scope), `service_kind_invalid`,
/// `workshop_required`, `note_too_long`, `scheduled_on_invalid`, `odometer_invalid`,
/// `items_invalid`.
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<ServiceOrderBody>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let new = check_order(&body, domain::calendar::today())?;
    let unit = storage::repo::assets::motorcycles::find(&state.db, staff.loan_scope(), new.motorcycle_id)
        .await?
        .ok_or_else(|| ApiError::field("motorcycle_id", "motorcycle_required"))?;
    let m = service_orders::create(&state.db, &staff.actor(), new).await?;
    let data = view(&staff, m, unit.plate_number, unit.odometer_km)?;
    Ok(created_msg(lang, "service_order_created", data).into_response())
}

/// `PUT /api/v1/service-orders/{id}` `{status, odometer_km, version}`: moves the order
/// (`scheduled` → `in_progress` → `done`, or `cancelled`). `done` stores `completed_on` (today,
/// Asia/Jakarta) and raises the unit's odometer to the order's reading when larger; the unit's
/// status is left alone. Errors: 404; 403 `assets_not_for_funder_staff`; 422 `version_required`,
/// `service_status_invalid` (not a status), `odometer_invalid`, and for `done`
/// `odometer_required` or `odometer_below_last` (under the unit's last known reading); 409 `service_status_invalid`
/// (a move not allowed from its status), `conflict` (changed since `version`).
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<ServiceStatusBody>,
) -> ApiResult<Response> {
    let before = load(&state, &staff, id).await?;
    staff.in_house_only()?;
    let mut errors = ValidationErrors::new();
    if body.version.is_none() {
        errors.add("version", "version_required");
    }
    let to = body.status.as_deref().map(str::trim).and_then(|s| s.parse::<ServiceStatus>().ok());
    if to.is_none() {
        errors.add("status", "service_status_invalid");
    }
    let odometer = check_odometer(body.odometer_km, &mut errors);
    if to == Some(ServiceStatus::Done) {
        check_completion_reading(&state, &before, body.odometer_km, odometer, &mut errors).await?;
    }
    let (Some(version), Some(to)) = (body.version, to) else { return Err(ApiError::Validation(errors)) };
    errors.into_result().map_err(ApiError::Validation)?;
    let from: ServiceStatus = decode("service_orders.status", &before.status)?;
    if before.version != version {
        return Err(ApiError::Conflict("conflict"));
    }
    if !assets::service_moves(from).contains(&to) {
        return Err(ApiError::Conflict("service_status_invalid"));
    }
    let m =
        service_orders::set_status(&state.db, &staff.actor(), &before, version, to, odometer, domain::calendar::today()).await?;
    Ok(ok_msg(lang, "service_order_saved", view_one(&state, &staff, m).await?).into_response())
}

/// `GET /api/v1/service-reminders`: the units handed over or in stock (in the caller's scope)
/// due a maintenance today (Asia/Jakarta): never maintained, 90 days or 3,000 km since the last
/// done maintenance order; the most overdue first, at most 500.
pub async fn reminders(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let today = domain::calendar::today();
    let rows = service_orders::reminders(&state.db, staff.loan_scope(), today).await?;
    let out: Vec<ReminderView> = rows
        .into_iter()
        .filter_map(|r| {
            let reason = assets::service_due(r.last_on, r.last_km, r.odometer_km, today)?;
            Some(ReminderView {
                motorcycle_id: r.motorcycle_id,
                plate_number: r.plate_number,
                last_service_on: r.last_on,
                days_since: r.last_on.map(|d| (today - d).num_days()),
                km_since: r.last_km.zip(r.odometer_km).map(|(last, now)| now - last),
                reason,
            })
        })
        .collect();
    Ok(ok(out).into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Fleet service and traffic tickets (issue 11).
        .add(
            Method::GET,
            "/api/v1/service-orders",
            Access::AnyArea(READERS),
            "Service orders: filters, search, keyset pages",
            list,
        )
        .paged_query::<ServiceOrderQuery>()
        .returns::<Page<ServiceOrderView>>()
        .add_create("/api/v1/service-orders", Access::Area(A::FleetServiceRegistration), "Create a service order", create)
        .body::<ServiceOrderBody>()
        .returns::<ServiceOrderView>()
        .add(Method::GET, "/api/v1/service-orders/{id}", Access::AnyArea(READERS), "A service order", get_one)
        .returns::<ServiceOrderView>()
        .add(
            Method::PUT,
            "/api/v1/service-orders/{id}",
            Access::Area(A::FleetServiceRegistration),
            "Start, complete or cancel a service order",
            update,
        )
        .body::<ServiceStatusBody>()
        .returns::<ServiceOrderView>()
        .add(
            Method::GET,
            "/api/v1/service-reminders",
            Access::AnyArea(READERS),
            "Units due a maintenance (90 days or 3,000 km)",
            reminders,
        )
        .returns_list::<ReminderView>()
}
