//! `/app/motorcycle/handover` (issue 11 item 2): loans pending activation, each to be matched to
//! an in-stock unit of its motorcycle type, and the handover itself, which activates the loan
//! (its schedule starts from the handover day) in the same transaction as the unit, its
//! batteries and the handover record.

use std::collections::HashMap;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Duration, Utc};
use domain::{
    ValidationErrors,
    assets::{BatteryStatus, MotorcycleStatus, ODOMETER_MAX},
    documents::FileKind,
    pipeline::ActiveStatus,
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{Stored, loan, motorcycle_type},
    repo::{
        assets::{
            self as repo,
            handovers::{HandoverError, NewHandover},
        },
        loans::{self, stages::StageList},
        reference,
    },
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, CallerLang},
    loans as load,
    loans::{book::activation, files::check_files as check_files_of, stages::stage_filter},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// What the caller may do with a loan waiting for its unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum HandoverAction {
    HandOver,
}

/// A loan waiting for its motorcycle.
#[derive(Debug, Serialize, ToSchema)]
pub struct PendingHandover {
    /// Loan ID (`LN-…`).
    pub loan_id: String,
    pub borrower_name: String,
    pub phone: Option<String>,
    pub motorcycle_type_id: Uuid,
    pub motorcycle_type_name: Option<String>,
    pub lender_name: Option<String>,
    pub program_name: Option<String>,
    /// When the signed contract was verified (the contract stage completed); `null` for a loan
    /// that reached pending activation before that time was recorded.
    pub contract_signed_at: Option<DateTime<Utc>>,
    /// The loan's last change.
    pub updated_at: DateTime<Utc>,
    /// In-stock units of its type.
    pub units_in_stock: i64,
    pub version: i32,
    pub allowed_actions: Vec<HandoverAction>,
}

impl Listed for PendingHandover {
    const PAGE: &str = "PendingPage";
}

/// `GET /api/v1/handovers/pending`: loans pending activation in the caller's scope, oldest
/// contract first unless `sort=newest`; `q` as the stage lists.
pub async fn pending(State(state): State<AppState>, staff: Staff, page: PageQuery) -> ApiResult<Response> {
    let mut f = stage_filter(&staff, StageList::Active, page);
    f = f.status(loan::Column::ActiveStatus, "active", ActiveStatus::PendingActivation.as_str());
    let (rows, next, total) = loans::stages::list(&state.db, &f).await?;
    let indonesian = staff.lang == domain::Lang::Id;
    let types: HashMap<Uuid, String> = reference::motorcycle_types(&state.db, None)
        .await?
        .into_iter()
        .map(|t: motorcycle_type::Model| {
            let t = t.localize(indonesian);
            (t.id, t.name)
        })
        .collect();
    let lenders: HashMap<Uuid, String> = reference::lenders(&state.db).await?.into_iter().map(|l| (l.id, l.name)).collect();
    let programs = crate::loans::view::program_names(&state, staff.lang).await?;
    let type_ids: Vec<Uuid> = rows.iter().map(|l| l.motorcycle_type_id).collect();
    let stock = repo::motorcycles::in_stock_by_type(&state.db, &type_ids).await?;
    let phones = storage::repo::borrowers::phones(&state.db, &rows.iter().map(|l| l.borrower_id).collect::<Vec<_>>()).await?;
    let may = staff.loan_scope().lender().is_none();
    let items = rows
        .into_iter()
        .map(|l| PendingHandover {
            phone: phones.get(&l.borrower_id).cloned(),
            motorcycle_type_name: types.get(&l.motorcycle_type_id).cloned(),
            lender_name: l.lender_id.and_then(|id| lenders.get(&id).cloned()),
            program_name: programs.get(&l.program_id).cloned(),
            units_in_stock: stock.get(&l.motorcycle_type_id).copied().unwrap_or(0),
            allowed_actions: if may { vec![HandoverAction::HandOver] } else { Vec::new() },
            motorcycle_type_id: l.motorcycle_type_id,
            loan_id: l.loan_code,
            borrower_name: l.full_name,
            contract_signed_at: l.contract_verified_at,
            updated_at: l.updated_at,
            version: l.version,
        })
        .collect();
    Ok(ok(Page::new(items, next, total)).into_response())
}

/// `POST /api/v1/loans/{loan_id}/handover` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct HandoverBody {
    pub motorcycle_id: Option<Uuid>,
    /// RFC 3339; not in the future, within a year.
    pub handed_over_at: Option<String>,
    /// Kilometres, 0–2,000,000.
    pub odometer_km: Option<i64>,
    /// Batteries installed (in stock), at most 4.
    #[serde(default)]
    pub battery_ids: Vec<Uuid>,
    /// 1–10 photos (`handover_photo`, jpg/png) from `POST /api/v1/files`.
    #[serde(default)]
    pub photo_file_ids: Vec<Uuid>,
    /// The signed handover report (`bast`, pdf).
    pub bast_file_id: Option<Uuid>,
    /// The loan's version as read.
    pub version: Option<i32>,
}

/// What a handover did.
#[derive(Debug, Serialize, ToSchema)]
pub struct HandedOver {
    pub loan_id: String,
    pub motorcycle_id: Uuid,
    /// The loan's active status after the handover (`normal` once the schedule starts).
    pub active_status: Option<ActiveStatus>,
    /// Installments in the schedule.
    pub installments: usize,
}

/// Checks the uploaded files with the application's own file check (each known, of its kind,
/// the caller's upload or already this loan's): 1–10 photos (`photos_required`), the BAST
/// (`bast_required`). Answers the ids to attach to the loan.
async fn check_files(
    state: &AppState,
    staff: &Staff,
    l: &loan::Model,
    b: &HandoverBody,
    errors: &mut ValidationErrors,
) -> ApiResult<Vec<Uuid>> {
    if b.photo_file_ids.is_empty() || b.photo_file_ids.len() > 10 {
        errors.add("photo_file_ids", "photos_required");
    }
    if b.bast_file_id.is_none() {
        errors.add("bast_file_id", "bast_required");
    }
    let photos: Vec<String> = b.photo_file_ids.iter().map(Uuid::to_string).collect();
    let bast = b.bast_file_id.map(|id| id.to_string());
    let mut slots: Vec<(String, Option<&str>, FileKind)> =
        photos.iter().map(|id| ("photo_file_ids".to_owned(), Some(id.as_str()), FileKind::HandoverPhoto)).collect();
    slots.push(("bast_file_id".to_owned(), bast.as_deref(), FileKind::Bast));
    check_files_of(state, staff, l, &slots, errors).await
}

/// `POST /api/v1/loans/{loan_id}/handover`: hands an in-stock unit of the loan's motorcycle
/// type to its borrower with the batteries installed, the photos and the signed BAST, and
/// activates the loan: its schedule starts from the handover's Asia/Jakarta day. All in one
/// transaction: a unit handed over twice at once goes to one loan only.
///
/// Errors: 403 for a funder's staff; 404 (loan or unit); 409 `loan_not_pending_activation`,
/// `motorcycle_not_in_stock`, `motorcycle_type_mismatch`, `battery_not_in_stock`, `conflict`
/// (stale); 422 `motorcycle_id`, `handed_over_at`, `odometer_km`, `photo_file_ids`,
/// `bast_file_id`.
pub async fn hand_over(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(loan_id): ApiPath<String>,
    ApiJson(b): ApiJson<HandoverBody>,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let l = load::load_current(&state, &staff, &loan_id, b.version).await?;
    if l.active_status.map(Stored::get) != Some(ActiveStatus::PendingActivation) {
        return Err(ApiError::Conflict("loan_not_pending_activation"));
    }
    let mut errors = ValidationErrors::new();
    let now = storage::repo::now();
    let at = b
        .handed_over_at
        .as_deref()
        .and_then(|s| DateTime::parse_from_rfc3339(s.trim()).ok())
        .map(|t| t.with_timezone(&Utc))
        .filter(|t| *t <= now + Duration::minutes(5) && *t >= now - Duration::days(366));
    if at.is_none() {
        errors.add("handed_over_at", "handed_over_at_invalid");
    }
    let odometer = b.odometer_km.filter(|k| (0..=ODOMETER_MAX).contains(k));
    if odometer.is_none() {
        errors.add("odometer_km", "odometer_invalid");
    }
    if b.battery_ids.len() > 4 {
        errors.add("battery_ids", "battery_not_in_stock");
    }
    let files = check_files(&state, &staff, &l, &b, &mut errors).await?;
    let unit = match b.motorcycle_id {
        Some(id) => repo::motorcycles::find(&state.db, staff.loan_scope(), id).await?,
        None => None,
    };
    if unit.is_none() {
        errors.add("motorcycle_id", "motorcycle_required");
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let (Some(unit), Some(at), Some(odometer)) = (unit, at, odometer) else { return Err(ApiError::NotFound) };
    if unit.status != MotorcycleStatus::InStock.as_str() {
        return Err(ApiError::Conflict("motorcycle_not_in_stock"));
    }
    if l.motorcycle_type_id != unit.motorcycle_type_id {
        return Err(ApiError::Conflict("motorcycle_type_mismatch"));
    }
    let mut ids = b.battery_ids.clone();
    ids.sort();
    ids.dedup();
    crate::jobs::settler::settled(&state.db).await?;
    let batteries = repo::batteries::by_ids(&state.db, &ids).await?;
    if batteries.len() != ids.len() || batteries.iter().any(|x| x.status != BatteryStatus::InStock.as_str()) {
        return Err(ApiError::Conflict("battery_not_in_stock"));
    }
    let day = domain::calendar::date_of(at);
    let (mut change, n) = activation(&state, &staff, l, day).await?;
    change.patch.attach_files = files.clone();
    let record = NewHandover {
        loan_id: change.loan.id,
        lender_id: change.loan.lender_id,
        motorcycle_id: unit.id,
        motorcycle_version: unit.version,
        handed_over_at: at,
        odometer_km: odometer,
        battery_ids: ids,
        battery_serials: batteries.iter().map(|x| x.serial.clone()).collect(),
        photo_file_ids: b.photo_file_ids.clone(),
        bast_file_id: b.bast_file_id.unwrap_or_default(),
    };
    let actor = staff.actor();
    let stored = load::commit_then(&state, &staff, change, async |tx, stored| {
        repo::handovers::record(tx, &actor, &record).await.map_err(|e| match e {
            HandoverError::MotorcycleNotInStock => ApiError::Conflict("motorcycle_not_in_stock"),
            HandoverError::BatteryNotInStock => ApiError::Conflict("battery_not_in_stock"),
            HandoverError::Db(e) => e.into(),
        })?;
        Ok(stored.clone())
    })
    .await?;
    Ok(ok_msg(
        lang,
        "motorcycle_handed_over",
        HandedOver {
            loan_id: stored.loan_code,
            motorcycle_id: unit.id,
            active_status: stored.active_status.map(Stored::get),
            installments: n,
        },
    )
    .into_response())
}
