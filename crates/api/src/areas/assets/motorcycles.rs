//! `/api/v1/motorcycles`: registration, the lists (registration, active), the detail with its
//! timeline, and status moves (issue 11 items 1 and 3).

use std::collections::HashMap;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    ValidationErrors,
    assets::{self, MotorcycleFields, MotorcycleInput, MotorcycleStatus, StnkWarning},
    pipeline::ActiveStatus,
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::{Stored, battery_swap, dealer, decode, handover, loan, motorcycle, motorcycle_type, service_order, traffic_ticket},
    repo::{
        assets::{self as repo, motorcycles::MotorcycleFilter, swaps::Chain},
        reference,
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::batteries::BatteryView;
use crate::jobs::settler::settled;
use crate::{
    auth::Staff,
    envelope::{created_msg, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// What the caller may do with a unit (the web app shows exactly these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MotorcycleAction {
    /// `POST /api/v1/motorcycles/{id}/status` to one of `status_moves`.
    ChangeStatus,
}

/// The borrower holding a unit now.
#[derive(Debug, Serialize, ToSchema)]
pub struct Holder {
    /// Loan ID (`LN-…`).
    pub loan_id: String,
    pub borrower_name: String,
    /// The loan's active status (`normal`, `late`, …).
    pub active_status: Option<ActiveStatus>,
    /// Days past due.
    pub dpd: i32,
    pub lender_name: Option<String>,
    pub handed_over_at: Option<DateTime<Utc>>,
}

/// A unit as the lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct MotorcycleView {
    pub id: Uuid,
    /// `B 1234 XYZ`.
    pub plate_number: String,
    pub frame_number: String,
    pub engine_number: String,
    pub motorcycle_type_id: Uuid,
    pub motorcycle_type_name: Option<String>,
    pub colour: String,
    pub year: i32,
    pub stnk_number: Option<String>,
    /// Asia/Jakarta.
    pub stnk_expires_on: Option<NaiveDate>,
    #[schema(inline)]
    pub stnk_warning: Option<StnkWarning>,
    pub bpkb_number: Option<String>,
    pub dealer_id: Uuid,
    pub dealer_name: Option<String>,
    /// Rupiah.
    pub purchase_price: i64,
    #[schema(inline)]
    pub status: MotorcycleStatus,
    /// Kilometres, last known.
    pub odometer_km: Option<i64>,
    pub holder: Option<Holder>,
    pub battery_serials: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
    pub allowed_actions: Vec<MotorcycleAction>,
    /// The statuses `change_status` may move it to.
    pub status_moves: Vec<MotorcycleStatus>,
}

impl Listed for MotorcycleView {
    const PAGE: &str = "MotorcyclePage";
}

/// A handover of the unit.
#[derive(Debug, Serialize, ToSchema)]
pub struct HandoverView {
    pub loan_id: Option<String>,
    pub borrower_name: Option<String>,
    pub handed_over_at: DateTime<Utc>,
    pub odometer_km: i64,
    pub battery_serials: Vec<String>,
    pub photo_file_ids: Vec<Uuid>,
    pub bast_file_id: Uuid,
    /// When the borrower stopped holding it (repossession), if they did.
    pub ended_at: Option<DateTime<Utc>>,
}

/// One event of a unit's history.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimelineEvent {
    pub at: DateTime<Utc>,
    /// `registered`, `handed_over`, `status_changed`, `battery_swap`, `service`, `etle`,
    /// `etoll`, `mobility_sync`.
    pub kind: String,
    /// Flat facts to show as "key: value".
    #[schema(value_type = Object)]
    pub detail: serde_json::Map<String, serde_json::Value>,
}

/// `GET /api/v1/motorcycles/{id}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct MotorcycleDetail {
    #[serde(flatten)]
    pub unit: MotorcycleView,
    pub batteries: Vec<BatteryView>,
    pub handovers: Vec<HandoverView>,
    /// Newest first, at most 200 events.
    pub timeline: Vec<TimelineEvent>,
}

/// Filters of `GET /api/v1/motorcycles`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MotorcycleQuery {
    #[param(inline)]
    pub status: Option<MotorcycleStatus>,
    pub motorcycle_type_id: Option<Uuid>,
    /// `expiring` (within 30 days) or `expired`.
    #[param(inline)]
    pub stnk: Option<StnkWarning>,
    /// `true`: only the units in use, handed over to a borrower whose loan has not ended (the
    /// active motorcycles; a unit whose loan was paid off, settled, deactivated or written off
    /// is not, issue 45 item 4).
    pub in_use: Option<bool>,
    /// `xlsx` for the download of the list as filtered (issue 41 item 9).
    pub format: Option<String>,
}

/// Names and holders a page of units refers to.
pub struct Lookup {
    types: HashMap<Uuid, String>,
    dealers: HashMap<Uuid, String>,
    lenders: HashMap<Uuid, String>,
    loans: HashMap<Uuid, loan::Model>,
    /// The holders' days past due, by loan id.
    dpd: HashMap<Uuid, i32>,
    batteries: HashMap<Uuid, Vec<String>>,
}

impl Lookup {
    /// Reads what `units` refer to, in a fixed number of statements.
    pub async fn load(state: &AppState, staff: &Staff, units: &[motorcycle::Model]) -> ApiResult<Lookup> {
        let indonesian = staff.lang == domain::Lang::Id;
        let types = reference::motorcycle_types(&state.db, None)
            .await?
            .into_iter()
            .map(|t: motorcycle_type::Model| {
                let t = t.localize(indonesian);
                (t.id, t.name)
            })
            .collect();
        let dealers = reference::dealers(&state.db).await?.into_iter().map(|d: dealer::Model| (d.id, d.name)).collect();
        let lenders = reference::lenders(&state.db).await?.into_iter().map(|l| (l.id, l.name)).collect();
        let loan_ids: Vec<Uuid> = units.iter().filter_map(|m| m.loan_id).collect();
        let loans = repo::holders(&state.db, &loan_ids).await?;
        let held: Vec<Uuid> = loans.keys().copied().collect();
        let dpd = storage::repo::loans::standing::daily(&state.db, &held).await?.into_iter().map(|(id, d)| (id, d.dpd)).collect();
        let ids: Vec<Uuid> = units.iter().map(|m| m.id).collect();
        settled(&state.db).await?;
        let batteries = repo::batteries::serials_of(&state.db, &ids).await?;
        Ok(Lookup { types, dealers, lenders, loans, dpd, batteries })
    }

    /// Whether the loan holding `m` has ended (inactive): its unit may then be returned.
    fn holder_ended(&self, m: &motorcycle::Model) -> bool {
        m.loan_id
            .and_then(|id| self.loans.get(&id))
            .is_some_and(|l| l.active_status.map(Stored::get) == Some(ActiveStatus::Inactive))
    }

    /// The view of one unit for `staff`.
    ///
    /// Errors: a stored status no [`MotorcycleStatus`] names (corrupt data: 500, never a default).
    pub fn view(&self, staff: &Staff, m: motorcycle::Model, today: NaiveDate) -> ApiResult<MotorcycleView> {
        let status: MotorcycleStatus = decode("motorcycles.status", &m.status)?;
        // Moves are for the lender's own staff of the registration area (the route's access).
        let may = staff.loan_scope().lender().is_none() && staff.level.allows(domain::Area::MotorcycleRegistration);
        let moves: Vec<MotorcycleStatus> =
            if may { assets::moves_by_hand(status, self.holder_ended(&m)).to_vec() } else { Vec::new() };
        let holder = m.loan_id.and_then(|id| self.loans.get(&id)).map(|l| Holder {
            loan_id: l.loan_code.clone(),
            borrower_name: l.full_name.clone(),
            active_status: l.active_status.map(Stored::get),
            dpd: self.dpd.get(&l.id).copied().unwrap_or(0),
            lender_name: l.lender_id.and_then(|id| self.lenders.get(&id).cloned()),
            handed_over_at: m.handed_over_at,
        });
        Ok(MotorcycleView {
            id: m.id,
            motorcycle_type_name: self.types.get(&m.motorcycle_type_id).cloned(),
            dealer_name: self.dealers.get(&m.dealer_id).cloned(),
            stnk_warning: m.stnk_expires_on.and_then(|d| assets::stnk_warning(d, today)),
            battery_serials: self.batteries.get(&m.id).cloned().unwrap_or_default(),
            allowed_actions: if moves.is_empty() { Vec::new() } else { vec![MotorcycleAction::ChangeStatus] },
            status_moves: moves,
            status,
            holder,
            plate_number: m.plate_number,
            frame_number: m.frame_number,
            engine_number: m.engine_number,
            motorcycle_type_id: m.motorcycle_type_id,
            colour: m.colour,
            year: m.year,
            stnk_number: m.stnk_number,
            stnk_expires_on: m.stnk_expires_on,
            bpkb_number: m.bpkb_number,
            dealer_id: m.dealer_id,
            purchase_price: m.purchase_price,
            odometer_km: m.odometer_km,
            created_at: m.created_at,
            version: m.version,
        })
    }
}

/// `GET /api/v1/motorcycles`: units in the caller's scope, filtered; `q` matches any part of
/// the plate (spaces ignored), frame or engine number, or the holder's name.
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<MotorcycleQuery>,
) -> ApiResult<Response> {
    let today = domain::calendar::today();
    let f = MotorcycleFilter {
        status: q.status,
        motorcycle_type_id: q.motorcycle_type_id,
        stnk: q.stnk,
        q: page.q.clone(),
        today: Some(today),
        in_use: q.in_use.unwrap_or(false),
    };
    let scope = staff.loan_scope();
    if crate::xlsx::wanted(q.format.as_deref())? {
        let download = crate::xlsx::Download {
            sheet: "motorcycles",
            columns: &[
                "motorcycle_col_plate_number",
                "motorcycle_col_frame_number",
                "motorcycle_col_engine_number",
                "motorcycle_col_motorcycle_type",
                "motorcycle_col_colour",
                "motorcycle_col_year",
                "motorcycle_col_stnk_number",
                "motorcycle_col_stnk_expires_on",
                "motorcycle_col_bpkb_number",
                "motorcycle_col_dealer",
                "motorcycle_col_purchase_price",
                "col_status",
                "col_odometer",
                "col_holder",
                "col_created_at",
            ],
            action: "motorcycle.download",
            filename: format!("motorcycles-{today}.xlsx"),
        };
        let filters = serde_json::json!({
            "q": f.q, "status": f.status, "motorcycle_type_id": f.motorcycle_type_id, "stnk": f.stnk,
            "sort": format!("{:?}", page.sort),
        });
        let export = download.start(&state, staff.lang).await;
        let mut at = page.at();
        at.limit = crate::xlsx::EXPORT_PAGE;
        at.cursor = None;
        let mut written = 0u64;
        loop {
            let (rows, next) = repo::motorcycles::page(&state.db, scope, &f, at).await?;
            written += rows.len() as u64;
            let look = Lookup::load(&state, &staff, &rows).await?;
            let views = rows.into_iter().map(|m| look.view(&staff, m, today)).collect::<ApiResult<Vec<_>>>()?;
            export.rows(views.iter().map(|v| cells(v, staff.lang)).collect()).await?;
            match next {
                Some(c) if written < u64::from(crate::xlsx::MAX_ROWS) => at.cursor = Some(c),
                _ => break,
            }
        }
        return download.finish(&state, &staff, export, filters, written).await;
    }
    let (rows, next) = repo::motorcycles::page(&state.db, scope, &f, page.at()).await?;
    let total = repo::motorcycles::count(&state.db, scope, &f).await?;
    let look = Lookup::load(&state, &staff, &rows).await?;
    let items = rows.into_iter().map(|m| look.view(&staff, m, today)).collect::<ApiResult<_>>()?;
    Ok(ok(Page::new(items, next, total)).into_response())
}

/// A unit as workbook cells: its status as a label, rupiah and numbers as numbers, the STNK
/// expiry as a date, the registration as a WIB date-time.
fn cells(m: &MotorcycleView, lang: domain::Lang) -> Vec<crate::xlsx::Cell> {
    use crate::xlsx::Cell;
    vec![
        Cell::from(m.plate_number.clone()),
        Cell::from(m.frame_number.clone()),
        Cell::from(m.engine_number.clone()),
        Cell::from(m.motorcycle_type_name.clone()),
        Cell::from(m.colour.clone()),
        Cell::Int(i64::from(m.year)),
        Cell::from(m.stnk_number.clone()),
        Cell::Date(m.stnk_expires_on),
        Cell::from(m.bpkb_number.clone()),
        Cell::from(m.dealer_name.clone()),
        Cell::Money(m.purchase_price),
        Cell::label("motorcycle_status_", Some(m.status.as_str()), lang),
        m.odometer_km.map_or(Cell::Text(String::new()), Cell::Int),
        Cell::from(m.holder.as_ref().map(|h| format!("{} ({})", h.borrower_name, h.loan_id))),
        Cell::Time(Some(m.created_at)),
    ]
}

/// `POST /api/v1/motorcycles` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MotorcycleBody {
    pub plate_number: Option<String>,
    /// VIN, 17 characters.
    pub frame_number: Option<String>,
    pub engine_number: Option<String>,
    pub motorcycle_type_id: Option<Uuid>,
    pub colour: Option<String>,
    pub year: Option<i64>,
    pub stnk_number: Option<String>,
    /// `YYYY-MM-DD`.
    pub stnk_expires_on: Option<String>,
    pub bpkb_number: Option<String>,
    pub dealer_id: Option<Uuid>,
    /// Rupiah.
    pub purchase_price: Option<i64>,
}

/// A unit's fields checked against the rules and the reference data: the fields, its type
/// and dealer, or every failure on its field (uniqueness included).
pub async fn check_body(
    state: &AppState,
    b: &MotorcycleBody,
    today: NaiveDate,
) -> ApiResult<Result<(MotorcycleFields, Uuid, Uuid), ValidationErrors>> {
    let mut errors = ValidationErrors::new();
    let input = MotorcycleInput {
        plate_number: b.plate_number.as_deref(),
        frame_number: b.frame_number.as_deref(),
        engine_number: b.engine_number.as_deref(),
        colour: b.colour.as_deref(),
        year: b.year,
        stnk_number: b.stnk_number.as_deref(),
        stnk_expires_on: b.stnk_expires_on.as_deref(),
        bpkb_number: b.bpkb_number.as_deref(),
        purchase_price: b.purchase_price,
    };
    let fields = MotorcycleFields::check(&input, today, &mut errors);
    let type_id = match b.motorcycle_type_id {
        Some(id) if reference::by_id::<motorcycle_type::Entity>(&state.db, id).await?.is_some() => Some(id),
        _ => {
            errors.add("motorcycle_type_id", "motorcycle_type_required");
            None
        }
    };
    let dealer_id = match b.dealer_id {
        Some(id) if reference::by_id::<dealer::Entity>(&state.db, id).await?.is_some() => Some(id),
        _ => {
            errors.add("dealer_id", "dealer_required");
            None
        }
    };
    if let Some(f) = &fields {
        let (plate, frame) = repo::motorcycles::taken(&state.db, &f.plate_number, &f.frame_number).await?;
        if plate {
            errors.add("plate_number", "plate_number_taken");
        }
        if frame {
            errors.add("frame_number", "frame_number_taken");
        }
    }
    Ok(match (fields, type_id, dealer_id) {
        (Some(f), Some(t), Some(d)) if errors.is_empty() => Ok((f, t, d)),
        _ => Err(errors),
    })
}

/// `POST /api/v1/motorcycles`: registers a unit in stock. Errors: 403 for a funder's staff;
/// 422 on each bad field (see `domain::assets::MotorcycleFields::check`; `motorcycle_type_required`,
/// `dealer_required`, `plate_number_taken`, `frame_number_taken`).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(b): ApiJson<MotorcycleBody>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let today = domain::calendar::today();
    let (f, type_id, dealer_id) = check_body(&state, &b, today).await?.map_err(ApiError::Validation)?;
    let m = repo::motorcycles::create(&state.db, &staff.actor(), &f, type_id, dealer_id).await.map_err(|e| match e {
        StoreError::Unique => ApiError::field("plate_number", "plate_number_taken"),
        e => e.into(),
    })?;
    let detail = detail_of(&state, &staff, m).await?;
    Ok(created_msg(lang, "motorcycle_registered", detail).into_response())
}

async fn load(state: &AppState, staff: &Staff, id: Uuid) -> ApiResult<motorcycle::Model> {
    repo::motorcycles::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)
}

/// `GET /api/v1/motorcycles/{id}`: the unit, its batteries, handovers and whole history.
/// Errors: 404 when unknown or outside the caller's scope.
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let m = load(&state, &staff, id).await?;
    Ok(ok(detail_of(&state, &staff, m).await?).into_response())
}

fn facts(pairs: &[(&str, serde_json::Value)]) -> serde_json::Map<String, serde_json::Value> {
    pairs.iter().filter(|(_, v)| !v.is_null()).map(|(k, v)| ((*k).to_owned(), v.clone())).collect()
}

/// Newest events of each kind a timeline reads.
const TIMELINE_EACH: u64 = 50;

async fn detail_of(state: &AppState, staff: &Staff, m: motorcycle::Model) -> ApiResult<MotorcycleDetail> {
    let today = domain::calendar::today();
    let db = &state.db;
    let handovers: Vec<handover::Model> = repo::handovers::of_motorcycle(db, m.id).await?;
    let loan_ids: Vec<Uuid> = handovers.iter().map(|h| h.loan_id).collect();
    let loans = repo::holders(db, &loan_ids).await?;
    let settled = settled(&state.db).await?;
    let batteries = repo::batteries::in_motorcycle(db, m.id).await?;
    let swaps: Vec<battery_swap::Model> = repo::swaps::newest(db, &settled, Chain::Motorcycle(m.id), TIMELINE_EACH).await?;
    let services: Vec<service_order::Model> = storage::repo::service_orders::of_motorcycle(db, m.id, TIMELINE_EACH).await?;
    let tickets: Vec<traffic_ticket::Model> = storage::repo::traffic_tickets::of_motorcycle(db, m.id, TIMELINE_EACH).await?;
    let changes = repo::motorcycles::status_changes(db, m.id, TIMELINE_EACH).await?;
    let mut timeline = vec![TimelineEvent {
        at: m.created_at,
        kind: "registered".into(),
        detail: facts(&[("plate_number", m.plate_number.clone().into()), ("frame_number", m.frame_number.clone().into())]),
    }];
    for h in &handovers {
        let l = loans.get(&h.loan_id);
        timeline.push(TimelineEvent {
            at: h.handed_over_at,
            kind: "handed_over".into(),
            detail: facts(&[
                ("loan_id", l.map(|l| l.loan_code.clone()).into()),
                ("borrower_name", l.map(|l| l.full_name.clone()).into()),
                ("odometer_km", h.odometer_km.into()),
                ("battery_serials", h.battery_serials.clone()),
            ]),
        });
    }
    for c in changes {
        let get = |v: &Option<serde_json::Value>, k: &str| v.as_ref().and_then(|v| v.get(k)).cloned().unwrap_or_default();
        timeline.push(TimelineEvent {
            at: c.at,
            kind: "status_changed".into(),
            detail: facts(&[
                ("from", get(&c.before, "status")),
                ("to", get(&c.after, "status")),
                ("note", get(&c.after, "note")),
            ]),
        });
    }
    for s in swaps {
        timeline.push(TimelineEvent {
            at: s.swapped_at,
            kind: "battery_swap".into(),
            detail: facts(&[
                ("station_id", s.station_id.into()),
                ("battery_out_serial", s.battery_out_serial.into()),
                ("battery_in_serial", s.battery_in_serial.into()),
                ("soc_out_percent", s.soc_out_percent.into()),
                ("soc_in_percent", s.soc_in_percent.into()),
            ]),
        });
    }
    for s in services {
        timeline.push(TimelineEvent {
            at: s.created_at,
            kind: "service".into(),
            detail: facts(&[
                ("service_kind", s.kind.into()),
                ("workshop", s.workshop.into()),
                ("scheduled_on", s.scheduled_on.to_string().into()),
                ("status", s.status.into()),
                ("total_cost", s.total_cost.into()),
            ]),
        });
    }
    for t in tickets {
        timeline.push(TimelineEvent {
            at: t.occurred_at,
            kind: t.kind.clone(),
            detail: facts(&[
                ("place", t.place.into()),
                ("violation", t.violation.into()),
                ("amount", t.amount.into()),
                ("status", t.status.into()),
            ]),
        });
    }
    if let Some(at) = m.mobility_synced_at {
        timeline.push(TimelineEvent {
            at,
            kind: "mobility_sync".into(),
            detail: facts(&[
                ("odometer_km", m.odometer_km.into()),
                ("latitude", m.latitude.into()),
                ("longitude", m.longitude.into()),
            ]),
        });
    }
    timeline.sort_by_key(|e| std::cmp::Reverse(e.at));
    timeline.truncate(200);
    let handovers = handovers
        .into_iter()
        .map(|h| {
            let l = loans.get(&h.loan_id);
            HandoverView {
                loan_id: l.map(|l| l.loan_code.clone()),
                borrower_name: l.map(|l| l.full_name.clone()),
                handed_over_at: h.handed_over_at,
                odometer_km: h.odometer_km,
                battery_serials: serde_json::from_value(h.battery_serials).unwrap_or_default(),
                photo_file_ids: serde_json::from_value(h.photo_file_ids).unwrap_or_default(),
                bast_file_id: h.bast_file_id,
                ended_at: h.ended_at,
            }
        })
        .collect();
    let look = Lookup::load(state, staff, std::slice::from_ref(&m)).await?;
    let plate = Some(m.plate_number.clone());
    let batteries = batteries.into_iter().map(|b| BatteryView::of(b, plate.clone())).collect::<ApiResult<_>>()?;
    Ok(MotorcycleDetail { unit: look.view(staff, m, today)?, batteries, handovers, timeline })
}

/// `POST /api/v1/motorcycles/{id}/status` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct StatusBody {
    /// One of the unit's `status_moves`. Read as text: another value (or none) is a 409
    /// `motorcycle_status_invalid`, as a move not allowed is.
    #[schema(value_type = Option<MotorcycleStatus>)]
    pub status: Option<String>,
    /// Why (at most 500 characters).
    pub note: Option<String>,
    pub version: Option<i32>,
}

/// `POST /api/v1/motorcycles/{id}/status`: a move staff make by hand (reserve, to service and
/// back, repossess, sell, write off; once its loan has ended, return to stock or sell to its
/// borrower; `domain::assets::moves_by_hand`). A move out of `handed_over` ends the holder
/// (issue 45 item 4), and the answer's message says what the move did
/// (`domain::assets::status_change_message`). Errors: 403 for a funder's staff; 404; 409
/// `motorcycle_status_invalid`, `conflict` when stale; 422 `note`.
pub async fn change_status(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(b): ApiJson<StatusBody>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let m = load(&state, &staff, id).await?;
    if b.version.is_some_and(|v| v != m.version) {
        return Err(ApiError::Conflict("conflict"));
    }
    let from: MotorcycleStatus = decode("motorcycles.status", &m.status)?;
    let to = b
        .status
        .as_deref()
        .and_then(|s| s.parse::<MotorcycleStatus>().ok())
        .ok_or(ApiError::Conflict("motorcycle_status_invalid"))?;
    let holder = match m.loan_id {
        Some(loan_id) => repo::holders(&state.db, &[loan_id]).await?.remove(&loan_id),
        None => None,
    };
    let loan_ended = holder.is_some_and(|l| l.active_status.map(Stored::get) == Some(ActiveStatus::Inactive));
    assets::check_move_by_hand(from, to, loan_ended).map_err(ApiError::Conflict)?;
    let note =
        domain::validation::optional_text(b.note.as_deref(), 500, "note_too_long").map_err(|c| ApiError::field("note", c))?;
    let updated = repo::motorcycles::change_status(&state.db, &staff.actor(), &m, to, note.as_deref()).await?;
    Ok(ok_msg(lang, assets::status_change_message(from, to), detail_of(&state, &staff, updated).await?).into_response())
}
