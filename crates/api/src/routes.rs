//! The route table: every API route with its method, path and [`Access`], in one list from
//! which the router *and* the access tests are built, so no route can skip the check
//! (DESIGN §4). Paths not in the table answer 404.

use axum::{
    Router,
    extract::{Request, State},
    handler::Handler,
    http::Method,
    middleware::{self, Next},
    routing::{MethodFilter, on},
};
use std::time::Duration;

use axum::http::StatusCode;
use domain::{Access, Area as A};
use tower_http::{catch_panic::CatchPanicLayer, limit::RequestBodyLimitLayer, timeout::TimeoutLayer};

/// Largest accepted request body: an upload of 2 MiB (spec §9) plus multipart overhead.
pub const BODY_LIMIT_BYTES: usize = 3 * 1024 * 1024;

use crate::{areas, auth, error, idempotency, middleware as mw, openapi, state::AppState};

/// One route as the access tests and the OpenAPI document see it.
#[derive(Debug, Clone)]
pub struct RouteInfo {
    pub method: Method,
    /// Axum path template, e.g. `/api/v1/users/{id}`.
    pub path: &'static str,
    pub access: Access,
    /// One line for the OpenAPI document.
    pub summary: &'static str,
    /// A create route: accepts an `Idempotency-Key` header ([`crate::idempotency`]).
    pub idempotent: bool,
}

/// Builds the router and records each route's [`RouteInfo`].
pub struct RouteTable {
    router: Router<AppState>,
    infos: Vec<RouteInfo>,
    state: AppState,
}

impl RouteTable {
    fn new(state: AppState) -> Self {
        RouteTable { router: Router::new(), infos: Vec::new(), state }
    }

    /// Adds `handler` at `method path`, behind the access check for `access`.
    pub fn add<H, T>(self, method: Method, path: &'static str, access: Access, summary: &'static str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add_route(RouteInfo { method, path, access, summary, idempotent: false }, handler)
    }

    /// Adds a `POST` that creates records: like [`RouteTable::add`], and it honours an
    /// `Idempotency-Key` header (DESIGN §3).
    pub fn add_create<H, T>(self, path: &'static str, access: Access, summary: &'static str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add_route(RouteInfo { method: Method::POST, path, access, summary, idempotent: true }, handler)
    }

    fn add_route<H, T>(mut self, info: RouteInfo, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(info.method.clone()).expect("a standard method");
        let access = info.access;
        let guard = move |State(state): State<AppState>, req: Request, next: Next| {
            auth::guard::authorize(state, access, req, next)
        };
        let mut route = on(filter, handler);
        if info.idempotent {
            // Inside the guard: the key belongs to the signed-in caller.
            route = route.layer(middleware::from_fn_with_state(self.state.clone(), idempotency::layer));
        }
        let route = route.layer(middleware::from_fn_with_state(self.state.clone(), guard));
        self.router = self.router.route(info.path, route);
        self.infos.push(info);
        self
    }
}

/// Areas whose screens show an application and its documents.
const BORROWER_FILES: &[A] = &[
    A::BorrowerApplication,
    A::BorrowerApproval,
    A::BorrowerKyc,
    A::BorrowerContract,
    A::BorrowerActive,
    A::BorrowerDetail,
];

/// Every API route. Add new ones here, with their access; nothing else registers routes.
fn table(state: AppState) -> RouteTable {
    use Access::*;
    use areas::loan_applications as la;
    let get = Method::GET;
    let post = Method::POST;
    let put = Method::PUT;
    RouteTable::new(state)
        // Spec §7 fixed endpoints.
        .add(post.clone(), "/api/v1/authentication/login", Public, "Sign in with e-mail and password", auth::handlers::login)
        .add(post.clone(), "/api/v1/authentication/refresh-token", Public, "Rotate a refresh token", auth::handlers::refresh)
        .add(post.clone(), "/api/auth/login-admin", Public, "Admin sign-in (levels 2 and 10)", auth::handlers::login_admin)
        .add(post.clone(), "/api/auth/login-fo", Public, "Front-office sign-in by username", auth::handlers::login_fo)
        .add(post.clone(), "/api/crypt/de", Public, "Read a sealed level", auth::handlers::crypt_de)
        .add(get.clone(), "/api/logout", Public, "End the session", auth::handlers::logout)
        .add(post.clone(), "/api/v1/authentication/activate", Public, "Set the first password from an activation link", auth::links::activate)
        .add(post.clone(), "/api/v1/authentication/forgot-password", Public, "E-mail a password reset link", auth::links::forgot_password)
        .add(post.clone(), "/api/v1/authentication/reset-password", Public, "Set a new password from a reset link", auth::links::reset_password)
        .add(get.clone(), "/api/v1/me", Staff, "The caller's profile, level and areas", auth::handlers::me)
        // Home.
        .add(get.clone(), "/api/v1/home/summary", Area(A::Home), "Pipeline counts per stage", areas::home::summary)
        // Reference data.
        .add(get.clone(), "/api/v1/programs", AnyArea(areas::reference::READERS), "Programs", areas::reference::programs)
        .add(get.clone(), "/api/v1/partners", AnyArea(areas::reference::READERS), "Partners", areas::reference::partners)
        .add(get.clone(), "/api/v1/motorcycle-types", AnyArea(areas::reference::READERS), "Motorcycle types (of a partner)", areas::reference::motorcycle_types)
        .add(get.clone(), "/api/v1/lenders", AnyArea(areas::reference::READERS), "Lenders", areas::reference::lenders)
        .add(get.clone(), "/api/v1/dealers", AnyArea(areas::reference::READERS), "Dealers within 5 km (lat, lng) or of a city", areas::reference::dealers)
        .add(get.clone(), "/api/v1/staff", AnyArea(areas::reference::READERS), "Staff who can be PIC (role=pic)", areas::reference::staff)
        .add(get.clone(), "/api/v1/operational-area", AnyArea(areas::reference::READERS), "Provinces and cities where the lender works", areas::reference::operational_area)
        .add(get.clone(), "/api/v1/regions/provinces", AnyArea(areas::reference::READERS), "Provinces", areas::reference::provinces)
        .add(get.clone(), "/api/v1/regions/provinces/{code}/cities", AnyArea(areas::reference::READERS), "Cities/regencies of a province", areas::reference::region_children)
        .add(get.clone(), "/api/v1/regions/cities/{code}/districts", AnyArea(areas::reference::READERS), "Districts of a city", areas::reference::region_children)
        .add(get.clone(), "/api/v1/regions/districts/{code}/sub-districts", AnyArea(areas::reference::READERS), "Sub-districts of a district", areas::reference::region_children)
        // Files.
        .add_create("/api/v1/files", Area(A::BorrowerApplication), "Upload one file (multipart: file, kind)", areas::files::upload)
        .add(get.clone(), "/api/v1/files/{id}", AnyArea(BORROWER_FILES), "Download a file (authorised)", areas::files::download)
        // Loan applications.
        .add_create("/api/v1/borrowers", Area(A::BorrowerApplication), "Create a prospect/borrower account and a draft application", la::account::create)
        .add(get.clone(), "/api/v1/loan-applications", Area(A::BorrowerApplication), "Applications: search, filters, sort, keyset pages", la::list::list)
        .add(get.clone(), "/api/v1/loan-applications/summary", Area(A::BorrowerApplication), "Counts: total, last 7 days, draft, unverified, verified", la::list::summary)
        .add(post.clone(), "/api/v1/loan-applications/pic", Area(A::BorrowerApplication), "Assign a PIC to selected applications", la::actions::pic_many)
        .add(post.clone(), "/api/v1/loan-applications/partner", Area(A::BorrowerApplication), "Assign a partner to selected applications", la::actions::partner_many)
        .add(post.clone(), "/api/v1/loan-applications/kyc-schedules", Area(A::BorrowerApplication), "Batch KYC scheduling", la::actions::schedule_kyc)
        .add(get.clone(), "/api/v1/loan-applications/{loan_id}", AnyArea(BORROWER_FILES), "One application with every step", la::steps::get_one)
        .add(put.clone(), "/api/v1/loan-applications/{loan_id}/basic-info", Area(A::BorrowerApplication), "Step 1: basic info", la::steps::basic_info)
        .add(put.clone(), "/api/v1/loan-applications/{loan_id}/address", Area(A::BorrowerApplication), "Step 2: address", la::steps::address)
        .add(put.clone(), "/api/v1/loan-applications/{loan_id}/ekyc-invitation", Area(A::BorrowerApplication), "Step 3: e-KYC invitation (KYC schedule)", la::steps::ekyc_invitation)
        .add(put.clone(), "/api/v1/loan-applications/{loan_id}/documents", Area(A::BorrowerApplication), "Step 4: documents", la::steps::documents)
        .add(put.clone(), "/api/v1/loan-applications/{loan_id}/financial", Area(A::BorrowerApplication), "Step 5: historical financial and performance data", la::steps::financial)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/save", Area(A::BorrowerApplication), "Save: the application becomes unverified", la::actions::save)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/verify", Area(A::BorrowerApplication), "Verify: on to loan approval as pending", la::actions::verify)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/delete", Area(A::BorrowerApplication), "Soft delete with a reason", la::actions::delete)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/pic", Area(A::BorrowerApplication), "Assign or change the PIC", la::actions::pic_one)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/partner", Area(A::BorrowerApplication), "Assign or change the partner", la::actions::partner_one)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/qualify", Area(A::BorrowerApplication), "Qualify the lead", la::actions::qualify)
        .add(post.clone(), "/api/v1/loan-applications/{loan_id}/unqualify", Area(A::BorrowerApplication), "Unqualify the lead", la::actions::unqualify)
        // User management.
        .add(get.clone(), "/api/v1/users", Area(A::UserManagement), "Staff accounts", areas::users::list)
        .add_create("/api/v1/users", Area(A::UserManagement), "Invite a staff member", areas::users::create)
        .add(get.clone(), "/api/v1/users/{id}", Area(A::UserManagement), "One staff account", areas::users::get_one)
        .add(put.clone(), "/api/v1/users/{id}", Area(A::UserManagement), "Change a staff account's name, level or status", areas::users::update)
        .add(post.clone(), "/api/v1/users/{id}/resend-activation", Area(A::UserManagement), "Send the activation link again", areas::users::resend_activation)
        // Documentation and operations.
        .add(get.clone(), "/api/openapi.json", Public, "This OpenAPI document", openapi::document)
        .add(get.clone(), "/healthz", Public, "Liveness: the process answers", areas::health::healthz)
        .add(get.clone(), "/readyz", Public, "Readiness: the database answers", areas::health::readyz)
        .add(get.clone(), "/metrics", Public, "Prometheus metrics (bearer RODA_METRICS_TOKEN, else 404)", areas::health::metrics)
}

/// The route table, for tests and the OpenAPI document.
pub fn route_table(state: AppState) -> Vec<RouteInfo> {
    table(state).infos
}

/// The API router (`/api/...`) with its layers: access per route, metrics, errors rendered in
/// the caller's language, API security headers. Unknown `/api` paths answer 404.
pub fn router(state: AppState) -> Router {
    let RouteTable { router, infos, .. } = table(state.clone());
    let state_for_doc = std::sync::Arc::new(infos);
    router
        .route("/api/{*rest}", axum::routing::any(|| async { error::ApiError::NotFound }))
        .layer(axum::Extension(state_for_doc))
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT_BYTES))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT_BYTES))
        .layer(TimeoutLayer::with_status_code(StatusCode::GATEWAY_TIMEOUT, Duration::from_secs(60)))
        .layer(CatchPanicLayer::new())
        .layer(middleware::from_fn_with_state(state.clone(), mw::record_metrics))
        .layer(middleware::from_fn(error::render))
        .layer(middleware::from_fn(mw::api_headers))
        .with_state(state)
}
