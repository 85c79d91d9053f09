//! Motorcycles, handovers, batteries and swap events (issue 11; spec §2 `/app/motorcycle/*`,
//! `/app/battery/*`; DESIGN §3 "Assets"). Thin handlers: the rules are `domain::assets`, the
//! scope and the guarded writes `storage::repo::assets`.
//!
//! Access: levels by the route table (spec §6). A funder's staff read the units their lender's
//! loans hold, and change nothing: 403 `assets_not_for_funder_staff`.

pub mod batteries;
pub mod handover;
pub mod motorcycle_import;
pub mod motorcycles;

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::page::Page;
    use crate::routes::table::{BATTERY_READERS, MOTORCYCLE_READERS, Returns, XLSX};
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Motorcycles, handovers, batteries and swaps (issue 11).
        .add(Method::GET, "/api/v1/motorcycles", Access::AnyArea(MOTORCYCLE_READERS), "Motorcycles in scope", motorcycles::list)
        .paged_query::<motorcycles::MotorcycleQuery>()
        .returns::<Page<motorcycles::MotorcycleView>>()
        .xlsx()
        .add_create("/api/v1/motorcycles", Access::Area(A::MotorcycleRegistration), "Register a motorcycle", motorcycles::create)
        .body::<motorcycles::MotorcycleBody>()
        .returns::<motorcycles::MotorcycleDetail>()
        .add(
            Method::GET,
            "/api/v1/motorcycles/import-template",
            Access::Area(A::MotorcycleRegistration),
            "The motorcycle import template (xlsx with drop-downs and lists)",
            motorcycle_import::template,
        )
        .returns_raw(Returns::Raw(XLSX))
        .add(
            Method::GET,
            "/api/v1/motorcycles/{id}",
            Access::AnyArea(MOTORCYCLE_READERS),
            "A motorcycle with its batteries, handovers and timeline",
            motorcycles::get_one,
        )
        .returns::<motorcycles::MotorcycleDetail>()
        .add(
            Method::POST,
            "/api/v1/motorcycles/{id}/status",
            Access::Area(A::MotorcycleRegistration),
            "Move a motorcycle to another status by hand",
            motorcycles::change_status,
        )
        .body::<motorcycles::StatusBody>()
        .returns::<motorcycles::MotorcycleDetail>()
        .add(
            Method::GET,
            "/api/v1/handovers/pending",
            Access::Area(A::MotorcycleHandover),
            "Loans pending activation, waiting for their motorcycle",
            handover::pending,
        )
        .query::<crate::page::PageParams>()
        .returns::<Page<handover::PendingHandover>>()
        .add(
            Method::POST,
            "/api/v1/loans/{loan_id}/handover",
            Access::Area(A::MotorcycleHandover),
            "Hand a motorcycle over and activate the loan",
            handover::hand_over,
        )
        .body::<handover::HandoverBody>()
        .returns::<handover::HandedOver>()
        .add(Method::GET, "/api/v1/batteries", Access::AnyArea(BATTERY_READERS), "Batteries in scope", batteries::list)
        .paged_query::<batteries::BatteryQuery>()
        .returns::<Page<batteries::BatteryView>>()
        .add_create("/api/v1/batteries", Access::Area(A::MotorcycleRegistration), "Register a battery", batteries::create)
        .body::<batteries::BatteryBody>()
        .returns::<batteries::BatteryView>()
        .add(
            Method::GET,
            "/api/v1/batteries/{id}",
            Access::AnyArea(BATTERY_READERS),
            "A battery with its newest swaps",
            batteries::get_one,
        )
        .returns::<batteries::BatteryDetail>()
        .add(
            Method::GET,
            "/api/v1/battery-swaps",
            Access::AnyArea(BATTERY_READERS),
            "Swap events of a battery or motorcycle",
            batteries::swaps,
        )
        .paged_query::<batteries::SwapQuery>()
        .returns::<Page<batteries::SwapView>>()
        .add(
            Method::POST,
            "/api/v1/battery-swaps",
            Access::Area(A::MotorcycleRegistration),
            "Swap events from stations (up to 1,000; idempotent by station and event id)",
            batteries::ingest,
        )
        .body::<batteries::SwapBatch>()
        .returns::<batteries::SwapResult>()
        .add_upload(
            "/api/v1/motorcycles/import",
            Access::Area(A::MotorcycleRegistration),
            "Register motorcycles from an xlsx or csv (multipart: file)",
            motorcycle_import::import,
            crate::routes::table::UPLOAD_LIMIT_BYTES,
        )
        .multipart::<motorcycle_import::MotorcycleImportForm>()
        .returns::<motorcycle_import::MotorcycleImportResult>()
}
