//! Reference data the forms select from: programs, partners, motorcycle types, lenders.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::Lang;
use serde::Deserialize;
use storage::repo::reference;
use utoipa::{IntoParams, ToSchema};

use crate::{
    envelope::ok,
    error::ApiResult,
    extract::{ApiPath, ApiQuery, CallerLang},
    state::AppState,
};

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

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GeocodeQuery {
    /// The street address as written (1–1,000 characters).
    pub address: Option<String>,
    /// Kemendagri city/regency code of the address (`31.71`).
    pub city_code: Option<String>,
    /// Kemendagri district code (`31.71.01`), when known: a closer match.
    pub district_code: Option<String>,
}

/// `GET /api/v1/geocode?address=&city_code=&district_code=`: the point of an Indonesian address
/// from the maps service (spec §7), for `GET /api/v1/dealers?lat=&lng=`. The address is searched
/// with its district and city names, in Indonesia. Errors: 422 `value_required` on `address`,
/// `city_required` on `city_code`, `region_invalid` on an unknown code; 404 `address_not_found`; 404
/// `maps_disabled` when no service is configured (`RODA_MAPS_URL`); 502 `maps_unavailable` when
/// the service fails or does not answer in time. A client falls back to the city's dealers on
/// any of them.
pub async fn geocode(State(state): State<AppState>, ApiQuery(q): ApiQuery<GeocodeQuery>) -> ApiResult<Response> {
    use crate::{error::ApiError, maps::GeocodeError};
    use axum::http::StatusCode;
    let address = q.address.as_deref().map(str::trim).unwrap_or_default();
    let city = q.city_code.as_deref().map(str::trim).unwrap_or_default();
    let mut errors = domain::ValidationErrors::new();
    if address.is_empty() {
        errors.add("address", "value_required");
    } else if address.chars().count() > 1000 {
        errors.add("address", "value_too_long");
    }
    if city.is_empty() {
        errors.add("city_code", "city_required");
    }
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
    let district = q.district_code.as_deref().map(str::trim).filter(|d| !d.is_empty());
    let province = city.split('.').next().unwrap_or_default();
    let mut codes = vec![province, city];
    codes.extend(district);
    let regions = storage::repo::regions::find_many(&state.db, &codes).await?;
    let name = |code: &str| regions.iter().find(|r| r.code == code).map(|r| r.name.clone());
    let (Some(city_name), Some(_)) = (name(city), name(province)) else {
        return Err(ApiError::field("city_code", "region_invalid"));
    };
    let district_name = match district {
        Some(d) if d.starts_with(&format!("{city}.")) => {
            Some(name(d).ok_or_else(|| ApiError::field("district_code", "region_invalid"))?)
        }
        Some(_) => return Err(ApiError::field("district_code", "region_invalid")),
        None => None,
    };
    let Some(maps) = &state.maps else { return Err(ApiError::Coded(StatusCode::NOT_FOUND, "maps_disabled")) };
    // Fewer, plainer terms match more often: "Kota Administrasi Jakarta Pusat" is "Kota Jakarta
    // Pusat" on the map, and the city already names the province.
    let city_name = city_name.replace("Administrasi ", "");
    let query = [Some(address.to_owned()), district_name, Some(city_name)].into_iter().flatten().collect::<Vec<_>>().join(", ");
    match maps.geocode(&query).await {
        Ok(point) => Ok(ok(point).into_response()),
        Err(GeocodeError::NotFound) => Err(ApiError::Coded(StatusCode::NOT_FOUND, "address_not_found")),
        Err(GeocodeError::Unavailable(why)) => {
            tracing::warn!(%why, "maps service unavailable");
            Err(ApiError::Coded(StatusCode::BAD_GATEWAY, "maps_unavailable"))
        }
    }
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

/// `GET /api/v1/staff?role=pic`: the persons in charge an application may get — active in-house
/// staff whose level works on loan applications ([`domain::access::may_be_pic`]; a funder's staff
/// never are, issue 45 item 6), by name — among those the caller may see: a funder's staff see
/// their own funder's colleagues only, never the in-house directory (issue 40 item 3), so they
/// get none.
pub async fn staff(
    State(state): State<AppState>,
    caller: crate::auth::Staff,
    ApiQuery(q): ApiQuery<StaffQuery>,
) -> ApiResult<Response> {
    if q.role.as_deref().is_some_and(|r| r != "pic") {
        return Err(crate::error::ApiError::BadRequest("malformed"));
    }
    let rows = storage::repo::reference::active_staff(&state.db, caller.loan_scope()).await?;
    let out: Vec<StaffChoice> = rows
        .into_iter()
        .filter(|u| {
            domain::access::may_be_pic(domain::Level(u.level), &domain::access::FunderTie::of(u.lender_id, u.funding_source_id))
        })
        .map(|u| StaffChoice { id: u.id, full_name: u.full_name, email: u.email, level: u.level })
        .collect();
    Ok(ok(out).into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::REFERENCE_READERS;
    use axum::http::Method;
    use domain::Access;
    t.add(Method::GET, "/api/v1/partners", Access::AnyArea(REFERENCE_READERS), "Partners", partners)
        .returns_list::<storage::entity::partner::Model>()
        .add(
            Method::GET,
            "/api/v1/motorcycle-types",
            Access::AnyArea(REFERENCE_READERS),
            "Motorcycle types (of a partner)",
            motorcycle_types,
        )
        .query::<TypesQuery>()
        .returns_list::<storage::entity::motorcycle_type::Model>()
        .add(
            Method::GET,
            "/api/v1/dealers",
            Access::AnyArea(REFERENCE_READERS),
            "Dealers within 5 km (lat, lng) or of a city",
            dealers,
        )
        .query::<DealersQuery>()
        .returns_list::<DealerView>()
        .add(
            Method::GET,
            "/api/v1/geocode",
            Access::AnyArea(REFERENCE_READERS),
            "The point of an address from the maps service (spec §7)",
            geocode,
        )
        .query::<GeocodeQuery>()
        .returns::<crate::maps::LatLng>()
        .add(Method::GET, "/api/v1/staff", Access::AnyArea(REFERENCE_READERS), "Staff who can be PIC (role=pic)", staff)
        .query::<StaffQuery>()
        .returns_list::<StaffChoice>()
        .add(
            Method::GET,
            "/api/v1/operational-area",
            Access::AnyArea(REFERENCE_READERS),
            "Provinces and cities where the lender works",
            operational_area,
        )
        .returns::<domain::address::OperationalArea>()
        .add(Method::GET, "/api/v1/regions/provinces", Access::AnyArea(REFERENCE_READERS), "Provinces", provinces)
        .returns_list::<storage::entity::region::Model>()
        .add(
            Method::GET,
            "/api/v1/regions/provinces/{code}/cities",
            Access::AnyArea(REFERENCE_READERS),
            "Cities/regencies of a province",
            region_children,
        )
        .returns_list::<storage::entity::region::Model>()
        .add(
            Method::GET,
            "/api/v1/regions/cities/{code}/districts",
            Access::AnyArea(REFERENCE_READERS),
            "Districts of a city",
            region_children,
        )
        .returns_list::<storage::entity::region::Model>()
        .add(
            Method::GET,
            "/api/v1/regions/districts/{code}/sub-districts",
            Access::AnyArea(REFERENCE_READERS),
            "Sub-districts of a district",
            region_children,
        )
        .returns_list::<storage::entity::region::Model>()
}
