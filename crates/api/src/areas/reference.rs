//! Reference data the forms select from: programs, partners, motorcycle types, lenders.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{Area, Lang};
use serde::Deserialize;
use storage::repo::reference;
use utoipa::{IntoParams, ToSchema};

use crate::{
    envelope::ok,
    error::ApiResult,
    extract::{ApiPath, ApiQuery, CallerLang},
    state::AppState,
};

/// Areas whose screens need reference data; any one of them lets a level read it.
pub const READERS: &[Area] = &[
    Area::BorrowerApplication,
    Area::BorrowerApproval,
    Area::BorrowerKyc,
    Area::BorrowerContract,
    Area::BorrowerActive,
    Area::BorrowerDetail,
    Area::Lender,
    Area::MotorcycleRegistration,
    Area::MotorcycleActive,
    Area::Data,
    Area::UserManagement,
];

/// `GET /api/v1/programs`: `name` in the caller's language (`Accept-Language`).
pub async fn programs(State(state): State<AppState>, CallerLang(lang): CallerLang) -> ApiResult<Response> {
    let id = lang == Lang::Id;
    let rows: Vec<_> = reference::programs(&state.db).await?.into_iter().map(|p| p.localize(id)).collect();
    Ok(ok(rows).into_response())
}

/// `GET /api/v1/partners`: `name` in the caller's language.
pub async fn partners(State(state): State<AppState>, CallerLang(lang): CallerLang) -> ApiResult<Response> {
    let id = lang == Lang::Id;
    let rows: Vec<_> = reference::partners(&state.db).await?.into_iter().map(|p| p.localize(id)).collect();
    Ok(ok(rows).into_response())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TypesQuery {
    pub partner_id: Option<uuid::Uuid>,
}

/// `GET /api/v1/motorcycle-types?partner_id=`: `name` in the caller's language.
pub async fn motorcycle_types(
    State(state): State<AppState>,
    CallerLang(lang): CallerLang,
    ApiQuery(q): ApiQuery<TypesQuery>,
) -> ApiResult<Response> {
    let id = lang == Lang::Id;
    let rows: Vec<_> = reference::motorcycle_types(&state.db, q.partner_id).await?.into_iter().map(|m| m.localize(id)).collect();
    Ok(ok(rows).into_response())
}

/// `GET /api/v1/lenders`.
pub async fn lenders(State(state): State<AppState>) -> ApiResult<Response> {
    Ok(ok(reference::lenders(&state.db).await?).into_response())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DealersQuery {
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    /// Kemendagri city/regency code: the dealers of that city (when coordinates are unknown).
    pub city_code: Option<String>,
}

/// A dealer with its distance from the given point, kilometres (null without coordinates).
#[derive(serde::Serialize, ToSchema)]
pub struct DealerView {
    #[serde(flatten)]
    pub dealer: storage::entity::dealer::Model,
    pub distance_km: Option<f64>,
}

/// `GET /api/v1/dealers?lat=&lng=`: dealers within 5 km, nearest first (haversine);
/// `?city_code=`: the dealers of that city; neither: every dealer. Errors: 400 when only one of
/// `lat`/`lng` is given or they are out of range.
pub async fn dealers(State(state): State<AppState>, ApiQuery(q): ApiQuery<DealersQuery>) -> ApiResult<Response> {
    let all = reference::dealers(&state.db).await?;
    let out: Vec<DealerView> = match (q.lat, q.lng) {
        (Some(lat), Some(lng)) => {
            if !(-90.0..=90.0).contains(&lat) || !(-180.0..=180.0).contains(&lng) {
                return Err(crate::error::ApiError::BadRequest("malformed"));
            }
            let mut near: Vec<DealerView> = all
                .into_iter()
                .map(|d| {
                    let km = domain::geo::distance_km(lat, lng, d.latitude, d.longitude);
                    DealerView { dealer: d, distance_km: Some((km * 100.0).round() / 100.0) }
                })
                .filter(|d| d.distance_km.is_some_and(|km| km <= domain::geo::DEALER_RADIUS_KM))
                .collect();
            near.sort_by(|a, b| a.distance_km.partial_cmp(&b.distance_km).unwrap_or(std::cmp::Ordering::Equal));
            near
        }
        (None, None) => all
            .into_iter()
            .filter(|d| q.city_code.as_deref().is_none_or(|c| d.city_code.as_deref() == Some(c)))
            .map(|d| DealerView { dealer: d, distance_km: None })
            .collect(),
        _ => return Err(crate::error::ApiError::BadRequest("malformed")),
    };
    Ok(ok(out).into_response())
}

/// `GET /api/v1/regions/provinces`.
pub async fn provinces(State(state): State<AppState>) -> ApiResult<Response> {
    Ok(ok(storage::repo::regions::children(&state.db, None).await?).into_response())
}

/// `GET /api/v1/regions/{provinces|cities|districts}/{code}/{cities|districts|sub-districts}`:
/// the regions directly under `code`.
pub async fn region_children(State(state): State<AppState>, ApiPath(code): ApiPath<String>) -> ApiResult<Response> {
    Ok(ok(storage::repo::regions::children(&state.db, Some(&code)).await?).into_response())
}

/// `GET /api/v1/operational-area`: the provinces and cities where the lender works.
pub async fn operational_area(State(state): State<AppState>) -> ApiResult<Response> {
    Ok(ok(&state.config.operational_area).into_response())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StaffQuery {
    /// `pic`: staff who can be the person in charge of loan applications.
    pub role: Option<String>,
}

/// A staff member as a choice.
#[derive(serde::Serialize, ToSchema)]
pub struct StaffChoice {
    pub id: uuid::Uuid,
    pub full_name: String,
    pub email: String,
    pub level: i32,
}

/// `GET /api/v1/staff?role=pic`: active staff whose level works on loan applications.
pub async fn staff(State(state): State<AppState>, ApiQuery(q): ApiQuery<StaffQuery>) -> ApiResult<Response> {
    if q.role.as_deref().is_some_and(|r| r != "pic") {
        return Err(crate::error::ApiError::BadRequest("malformed"));
    }
    let rows = storage::repo::reference::active_staff(&state.db).await?;
    let out: Vec<StaffChoice> = rows
        .into_iter()
        .filter(|u| domain::Level(u.level).allows(Area::BorrowerApplication))
        .map(|u| StaffChoice { id: u.id, full_name: u.full_name, email: u.email, level: u.level })
        .collect();
    Ok(ok(out).into_response())
}
