//! The route table: every API route with its method, path and [`domain::Access`], in one list
//! from which the router *and* the access tests are built, so no route can skip the check
//! (DESIGN §4). Paths not in the table answer 404. Each area adds its own rows
//! (`areas::…::routes`); this module composes them and the document's own routes, in a few
//! lines, and adds the router-wide layers.

pub mod table;

use axum::{Router, http::Method, middleware};
use domain::Access;
use tower_http::{catch_panic::CatchPanicLayer, limit::RequestBodyLimitLayer};

pub use table::{BODY_LIMIT_BYTES, Body, Returns, RouteInfo, RouteTable, SchemaFn, UPLOAD_LIMIT_BYTES, XLSX};

use crate::{areas, auth, error, middleware as mw, openapi, state::AppState};

/// Every API route: the areas' rows, then the document's. Nothing else registers routes.
fn table(state: AppState) -> RouteTable {
    let t = auth::routes(RouteTable::new(state));
    let t = areas::home::routes(t);
    let t = areas::programs::routes(t);
    let t = areas::reference::routes(t);
    let t = areas::lenders::routes(t);
    let t = areas::statements::routes(t);
    let t = areas::quality_regimes::routes(t);
    let t = areas::service_orders::routes(t);
    let t = areas::traffic_tickets::routes(t);
    let t = areas::files::routes(t);
    let t = areas::assets::routes(t);
    let t = areas::loan_applications::routes(t);
    let t = areas::origination::routes(t);
    let t = areas::reports::routes(t);
    let t = areas::accounting::routes(t);
    let t = areas::write_offs::routes(t);
    let t = areas::audit::routes(t);
    let t = areas::borrower_data::routes(t);
    let t = areas::repayment::routes(t);
    let t = areas::payoff::routes(t);
    let t = areas::collections::routes(t);
    let t = areas::restructures::routes(t);
    let t = areas::reminders::routes(t);
    let t = areas::payment_gateway::routes(t);
    let t = areas::users::routes(t);
    let t = areas::health::routes(t);
    documents(t)
}

/// The OpenAPI document and its Swagger UI.
fn documents(t: RouteTable) -> RouteTable {
    t
        // Documentation and operations.
        .add(Method::GET, "/api/openapi.json", Access::Public, "This OpenAPI document", openapi::document)
        .returns_raw(Returns::Raw("application/json"))
        .add(Method::GET, "/api/docs", Access::Public, "Swagger UI for this document", openapi::swagger_ui)
        .returns_raw(Returns::Redirect)
        .add(
            Method::GET,
            "/api/docs/{file}",
            Access::Public,
            "Swagger UI's files (index.html, scripts, styles)",
            openapi::swagger_ui_file,
        )
        .returns_raw(Returns::RawOf(&["text/html", "text/css", "text/javascript", "application/javascript", "image/png"]))
}

/// The route table, for tests and the OpenAPI document.
pub fn route_table(state: AppState) -> Vec<RouteInfo> {
    table(state).into_parts().1
}

/// The API router (`/api/...`) with its layers: access per route, metrics, errors rendered in
/// the caller's language, API security headers. Unknown `/api` paths answer 404.
pub fn router(state: AppState) -> Router {
    let (router, infos) = table(state.clone()).into_parts();
    let state_for_doc = std::sync::Arc::new(infos);
    router
        .route("/api/{*rest}", axum::routing::any(|| async { error::ApiError::NotFound }))
        .layer(axum::Extension(state_for_doc))
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT_BYTES))
        .layer(RequestBodyLimitLayer::new(UPLOAD_LIMIT_BYTES))
        .layer(middleware::from_fn(mw::deadline))
        .layer(CatchPanicLayer::new())
        .layer(middleware::from_fn_with_state(state.clone(), mw::record_metrics))
        .layer(middleware::from_fn(error::render))
        .layer(middleware::from_fn(mw::api_headers))
        .with_state(state)
}
