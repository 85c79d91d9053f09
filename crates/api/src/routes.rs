//! The route table: every API route with its method, path and [`Access`], in one list from
//! which the router *and* the access tests are built, so no route can skip the check
//! (DESIGN §4). Paths not in the table answer 404.
//!
//! Each route also names what it reads and answers (`.body::<T>()`, `.query::<Q>()`,
//! `.returns::<T>()`, …, right after it), from which the OpenAPI document is built, so the
//! document describes every route and cannot drift from the handlers' types.

use axum::{
    Router,
    extract::{Request, State},
    handler::Handler,
    http::Method,
    middleware::{self, Next},
    routing::{MethodFilter, on},
};

use domain::{Access, Area as A};
use tower_http::{catch_panic::CatchPanicLayer, limit::RequestBodyLimitLayer};

/// Largest accepted request body: an upload of 2 MiB (spec §9) plus multipart overhead.
pub const BODY_LIMIT_BYTES: usize = 3 * 1024 * 1024;
/// Largest body any route accepts: the routes added with [`RouteTable::add_upload`] (a batch
/// import's 10 MiB spreadsheet); every other route stays at [`BODY_LIMIT_BYTES`].
pub const UPLOAD_LIMIT_BYTES: usize = areas::loan_applications::imports::BODY_LIMIT_BYTES;
/// The xlsx content type.
pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

use crate::{areas, auth, error, idempotency, middleware as mw, openapi, state::AppState};
use utoipa::{
    IntoParams, ToSchema,
    openapi::{RefOr, Schema, path::Parameter},
};

/// Puts the named types a schema refers to into the list (name, schema) and returns the schema
/// to embed: see [`openapi::named`] and [`openapi::list`].
pub type SchemaFn = fn(&mut Vec<(String, RefOr<Schema>)>) -> RefOr<Schema>;

/// What a route reads from its body.
#[derive(Debug, Clone, Copy)]
pub enum Body {
    /// `application/json` of this schema.
    Json(SchemaFn),
    /// `application/json` of this schema, or no body at all.
    OptionalJson(SchemaFn),
    /// `multipart/form-data` whose parts this schema describes.
    Multipart(SchemaFn),
}

/// What a route answers with on success.
#[derive(Debug, Clone, Copy, Default)]
pub enum Returns {
    /// The envelope with `data: null`.
    #[default]
    Nothing,
    /// The envelope with `data` of this schema.
    Data(SchemaFn),
    /// The bytes of a stored file (JPEG, PNG or PDF).
    File,
    /// A document of its own, not an envelope, of this content type (`/metrics`, the docs).
    Raw(&'static str),
    /// A document of its own in one of these content types (Swagger UI's files).
    RawOf(&'static [&'static str]),
    /// A permanent redirect (308) to the `Location` header, without a body.
    Redirect,
}

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
    /// The request body, when the route reads one.
    pub body: Option<Body>,
    /// The query parameters, when the route reads any.
    pub query: Option<fn() -> Vec<Parameter>>,
    pub returns: Returns,
    /// The status of success: 201 for a create, 308 for a redirect, else 200 (issue 41 item 10).
    pub status: u16,
    /// A list that also answers `format=xlsx` with a workbook (DESIGN §3), documented beside
    /// its JSON.
    pub xlsx: bool,
}

impl RouteInfo {
    /// A route not yet documented beyond its summary (the builder's `.body()`, `.returns()`, …
    /// fill in the rest).
    fn new(method: Method, path: &'static str, access: Access, summary: &'static str, idempotent: bool) -> RouteInfo {
        let status = if idempotent { 201 } else { 200 };
        RouteInfo {
            method,
            path,
            access,
            summary,
            idempotent,
            body: None,
            query: None,
            returns: Returns::Nothing,
            status,
            xlsx: false,
        }
    }

    /// The names of the path parameters (`{loan_id}` → `loan_id`), in order.
    pub fn path_params(&self) -> Vec<&'static str> {
        self.path
            .split('/')
            .filter_map(|seg| seg.strip_prefix('{')?.strip_suffix('}'))
            .map(|p| p.trim_start_matches('*'))
            .collect()
    }

    /// The names of the query parameters.
    pub fn query_params(&self) -> Vec<String> {
        self.query.map(|q| q().into_iter().map(|p| p.name).collect()).unwrap_or_default()
    }
}

fn query_params<Q: IntoParams>() -> Vec<Parameter> {
    Q::into_params(|| Some(utoipa::openapi::path::ParameterIn::Query))
}

fn paged_params<Q: IntoParams>() -> Vec<Parameter> {
    let mut params = query_params::<crate::page::PageParams>();
    params.extend(query_params::<Q>());
    params
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
        self.add_route(RouteInfo::new(method, path, access, summary, false), handler, None)
    }

    /// Adds a `POST` that creates records: like [`RouteTable::add`], and it honours an
    /// `Idempotency-Key` header (DESIGN §3).
    pub fn add_create<H, T>(self, path: &'static str, access: Access, summary: &'static str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add_route(RouteInfo::new(Method::POST, path, access, summary, true), handler, None)
    }

    /// Adds a `POST` that takes a file larger than [`BODY_LIMIT_BYTES`], up to `limit` bytes
    /// (the batch import's spreadsheets).
    pub fn add_upload<H, T>(self, path: &'static str, access: Access, summary: &'static str, handler: H, limit: usize) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add_route(RouteInfo::new(Method::POST, path, access, summary, false), handler, Some(limit))
    }

    fn last(&mut self) -> &mut RouteInfo {
        self.infos.last_mut().expect("a route is added before its documentation")
    }

    /// The route just added reads a JSON body of type `T`.
    pub fn body<T: ToSchema>(mut self) -> Self {
        self.last().body = Some(Body::Json(openapi::named::<T>));
        self
    }

    /// The route just added reads a JSON body of type `T` when one is sent (none is fine).
    pub fn optional_body<T: ToSchema>(mut self) -> Self {
        self.last().body = Some(Body::OptionalJson(openapi::named::<T>));
        self
    }

    /// The route just added reads a multipart form whose parts `T` describes.
    pub fn multipart<T: ToSchema>(mut self) -> Self {
        self.last().body = Some(Body::Multipart(openapi::named::<T>));
        self
    }

    /// The route just added reads the query parameters of `Q`.
    pub fn query<Q: IntoParams>(mut self) -> Self {
        self.last().query = Some(query_params::<Q>);
        self
    }

    /// The route just added is a list: it reads [`crate::page::PageParams`] and the filters of
    /// `Q`.
    pub fn paged_query<Q: IntoParams>(mut self) -> Self {
        self.last().query = Some(paged_params::<Q>);
        self
    }

    /// The route just added answers the envelope with `data` of type `T`.
    pub fn returns<T: ToSchema>(mut self) -> Self {
        self.last().returns = Returns::Data(openapi::named::<T>);
        self
    }

    /// The route just added answers the envelope with `data` a list of `T`.
    pub fn returns_list<T: ToSchema>(mut self) -> Self {
        self.last().returns = Returns::Data(openapi::list::<T>);
        self
    }

    /// The route just added answers with something other than the envelope.
    pub fn returns_raw(mut self, returns: Returns) -> Self {
        if matches!(returns, Returns::Redirect) {
            self.last().status = 308;
        }
        self.last().returns = returns;
        self
    }

    /// The route just added answers 201 Created on success (without being an idempotent
    /// create).
    pub fn created(mut self) -> Self {
        self.last().status = 201;
        self
    }

    /// The list just added also answers `format=xlsx` with a workbook of its rows (DESIGN §3).
    pub fn xlsx(mut self) -> Self {
        self.last().xlsx = true;
        self
    }

    /// Adds the route behind its access check; `limit` raises the body limit for it alone.
    fn add_route<H, T>(mut self, info: RouteInfo, handler: H, limit: Option<usize>) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(info.method.clone()).expect("a standard method");
        let access = info.access;
        let guard =
            move |State(state): State<AppState>, req: Request, next: Next| auth::guard::authorize(state, access, req, next);
        let mut route = on(filter, handler);
        if let Some(limit) = limit {
            // Inside the router-wide limit: this route's own, larger one wins for it alone.
            route = route.layer(axum::extract::DefaultBodyLimit::max(limit));
        }
        // `route_layer`: the guard and the idempotency layer wrap this method alone, so any other
        // method on the path (TRACE, an unknown one) answers 405 before either runs: no key is
        // claimed and no token checked for a request no handler takes.
        if info.idempotent {
            // Inside the guard: the key belongs to the signed-in caller.
            route = route.route_layer(middleware::from_fn_with_state(self.state.clone(), idempotency::layer));
        }
        let route = route.route_layer(middleware::from_fn_with_state(self.state.clone(), guard));
        self.router = self.router.route(info.path, route);
        self.infos.push(info);
        self
    }
}

/// Areas whose screens show an application and its documents.
const BORROWER_FILES: &[A] =
    &[A::BorrowerApplication, A::BorrowerApproval, A::BorrowerKyc, A::BorrowerContract, A::BorrowerActive, A::BorrowerDetail];

/// Areas that upload files: the application's documents, handovers (issue 11), service orders.
/// Each kind is checked against its own area in the handler (`FileKind::uploaded_in`).
const FILE_UPLOADERS: &[A] = &[A::BorrowerApplication, A::MotorcycleHandover, A::FleetServiceRegistration];

/// Areas whose screens show stored files: the borrower's, and the handover's photos and BAST
/// (levels reading a unit only, 1 and 10, see no borrower files).
const FILE_READERS: &[A] = &[
    A::BorrowerApplication,
    A::BorrowerApproval,
    A::BorrowerKyc,
    A::BorrowerContract,
    A::BorrowerActive,
    A::BorrowerDetail,
    A::MotorcycleHandover,
];

/// Areas whose screens list motorcycles: their own pages, and fleet service picking a unit.
const MOTORCYCLE_READERS: &[A] = &[
    A::MotorcycleRegistration,
    A::MotorcycleHandover,
    A::MotorcycleActive,
    A::MotorcycleDetail,
    A::FleetServiceRegistration,
    A::FleetServiceDetail,
];

/// Areas whose screens show batteries and their swaps.
const BATTERY_READERS: &[A] = &[A::BatteryActive, A::BatteryDetail, A::MotorcycleHandover, A::MotorcycleDetail];

/// Areas whose screens show one active loan's schedule, payments, holds and dealer.
const LOAN_READERS: &[A] = &[A::BorrowerActive, A::BorrowerDetail, A::RepaymentNormal, A::RepaymentLate, A::RepaymentAllBilling];

/// Areas whose screens show the repayment counts.
const REPAYMENT_READERS: &[A] = &[A::RepaymentNormal, A::RepaymentLate, A::RepaymentAllBilling, A::BorrowerActive];

/// Every API route. Add new ones here, with their access and what they read and answer;
/// nothing else registers routes.
fn table(state: AppState) -> RouteTable {
    use Access::*;
    use areas::loan_applications as la;
    use areas::origination as og;
    use areas::repayment as rp;
    let get = Method::GET;
    let post = Method::POST;
    let put = Method::PUT;
    RouteTable::new(state)
        // Spec §7 fixed endpoints.
        .add(post.clone(), "/api/v1/authentication/login", Public, "Sign in with e-mail and password", auth::handlers::login)
        .body::<auth::handlers::LoginBody>()
        .returns::<auth::handlers::LoginData>()
        .add(post.clone(), "/api/v1/authentication/refresh-token", Public, "Rotate a refresh token", auth::handlers::refresh)
        .body::<auth::handlers::RefreshBody>()
        .returns::<auth::handlers::TokenPair>()
        .add(post.clone(), "/api/auth/login-admin", Public, "Admin sign-in (levels 2 and 10)", auth::handlers::login_admin)
        .body::<auth::handlers::LoginAdminBody>()
        .returns::<auth::handlers::LoginData>()
        .add(post.clone(), "/api/auth/login-fo", Public, "Front-office sign-in by username", auth::handlers::login_fo)
        .body::<auth::handlers::LoginFoBody>()
        .returns::<auth::handlers::LoginData>()
        .add(post.clone(), "/api/crypt/de", Public, "Read a sealed level", auth::handlers::crypt_de)
        .body::<auth::handlers::SealedLevel>()
        .returns::<i32>()
        .add(get.clone(), "/api/logout", Public, "End the session", auth::handlers::logout)
        .add(
            post.clone(),
            "/api/v1/authentication/activate",
            Public,
            "Set the first password from an activation link",
            auth::links::activate,
        )
        .body::<auth::links::SetPasswordBody>()
        .add(
            post.clone(),
            "/api/v1/authentication/forgot-password",
            Public,
            "E-mail a password reset link",
            auth::links::forgot_password,
        )
        .body::<auth::links::ForgotPasswordBody>()
        .add(
            post.clone(),
            "/api/v1/authentication/reset-password",
            Public,
            "Set a new password from a reset link",
            auth::links::reset_password,
        )
        .body::<auth::links::SetPasswordBody>()
        .add(get.clone(), "/api/v1/me", Staff, "The caller's profile, level and areas", auth::handlers::me)
        .returns::<auth::handlers::Me>()
        // Home.
        .add(get.clone(), "/api/v1/home/summary", Area(A::Home), "Pipeline counts per stage", areas::home::summary)
        .returns::<areas::home::Summary>()
        // Reference data.
        // Programs as data (issue 41 item 7): read by every picker, written by level 21.
        .add(get.clone(), "/api/v1/programs", AnyArea(areas::reference::READERS), "Programs", areas::programs::list)
        .query::<areas::programs::ProgramQuery>()
        .returns_list::<areas::reference::ProgramView>()
        .add_create("/api/v1/programs", Admin, "Create a program", areas::programs::create)
        .body::<areas::programs::ProgramBody>()
        .returns::<areas::reference::ProgramView>()
        .add(post.clone(), "/api/v1/programs/preview", Admin, "A program's effective rate, unsaved", areas::programs::preview)
        .body::<areas::programs::PreviewBody>()
        .returns::<areas::programs::ProgramPreview>()
        .add(
            get.clone(),
            "/api/v1/programs/{program_id}",
            AnyArea(areas::reference::READERS),
            "A program",
            areas::programs::get_one,
        )
        .returns::<areas::reference::ProgramView>()
        .add(put.clone(), "/api/v1/programs/{program_id}", Admin, "Edit or retire a program", areas::programs::update)
        .body::<areas::programs::ProgramBody>()
        .returns::<areas::reference::ProgramView>()
        .add(get.clone(), "/api/v1/partners", AnyArea(areas::reference::READERS), "Partners", areas::reference::partners)
        .returns_list::<storage::entity::partner::Model>()
        .add(
            get.clone(),
            "/api/v1/motorcycle-types",
            AnyArea(areas::reference::READERS),
            "Motorcycle types (of a partner)",
            areas::reference::motorcycle_types,
        )
        .query::<areas::reference::TypesQuery>()
        .returns_list::<storage::entity::motorcycle_type::Model>()
        // Lenders (issue 14): the list is also the pickers' reference data.
        .add(
            get.clone(),
            "/api/v1/lenders",
            AnyArea(areas::reference::READERS),
            "Lenders in scope, with totals",
            areas::lenders::list,
        )
        .query::<areas::lenders::LenderQuery>()
        .returns_list::<areas::lenders::LenderView>()
        .xlsx()
        .add_create("/api/v1/lenders", Area(A::Lender), "Create a lender", areas::lenders::create)
        .body::<areas::lenders::LenderBody>()
        .returns::<areas::lenders::LenderDetail>()
        .add(
            get.clone(),
            "/api/v1/lenders/{lender_id}",
            Area(A::Lender),
            "A lender with its sources and book",
            areas::lenders::get_one,
        )
        .returns::<areas::lenders::LenderDetail>()
        .add(put.clone(), "/api/v1/lenders/{lender_id}", Area(A::Lender), "Edit a lender", areas::lenders::update)
        .body::<areas::lenders::LenderBody>()
        .returns::<areas::lenders::LenderDetail>()
        .add(
            get.clone(),
            "/api/v1/lenders/{lender_id}/funding-sources",
            Area(A::Lender),
            "A lender's funding sources",
            areas::lenders::sources,
        )
        .returns_list::<areas::lenders::FundingSourceView>()
        .add_create(
            "/api/v1/lenders/{lender_id}/funding-sources",
            Area(A::Lender),
            "Add a funding source",
            areas::lenders::create_source,
        )
        .body::<areas::lenders::FundingSourceBody>()
        .returns::<areas::lenders::FundingSourceView>()
        .add(
            put.clone(),
            "/api/v1/lenders/{lender_id}/funding-sources/{source_id}",
            Area(A::Lender),
            "Edit a funding source",
            areas::lenders::update_source,
        )
        .body::<areas::lenders::FundingSourceBody>()
        .returns::<areas::lenders::FundingSourceView>()
        .add(get.clone(), "/api/v1/lenders/{lender_id}/loans", Area(A::Lender), "A lender's allocations", areas::lenders::loans)
        .paged_query::<areas::lenders::LenderLoansQuery>()
        .returns::<areas::lenders::LenderLoanPage>()
        // Loan-quality regimes (issue 41 item 6): read by all staff, edited by level 21.
        .add(
            get.clone(),
            "/api/v1/quality-regimes",
            Staff,
            "The loan-quality regimes and their buckets",
            areas::quality_regimes::list,
        )
        .returns_list::<areas::quality_regimes::QualityRegimeView>()
        .add(
            put.clone(),
            "/api/v1/quality-regimes/{code}",
            Admin,
            "Edit a quality regime's buckets",
            areas::quality_regimes::update,
        )
        .body::<areas::quality_regimes::QualityRegimeBody>()
        .returns::<areas::quality_regimes::QualityRegimeView>()
        .add(
            get.clone(),
            "/api/v1/dealers",
            AnyArea(areas::reference::READERS),
            "Dealers within 5 km (lat, lng) or of a city",
            areas::reference::dealers,
        )
        .query::<areas::reference::DealersQuery>()
        .returns_list::<areas::reference::DealerView>()
        .add(
            get.clone(),
            "/api/v1/geocode",
            AnyArea(areas::reference::READERS),
            "The point of an address from the maps service (spec §7)",
            areas::reference::geocode,
        )
        .query::<areas::reference::GeocodeQuery>()
        .returns::<crate::maps::LatLng>()
        .add(
            get.clone(),
            "/api/v1/staff",
            AnyArea(areas::reference::READERS),
            "Staff who can be PIC (role=pic)",
            areas::reference::staff,
        )
        .query::<areas::reference::StaffQuery>()
        .returns_list::<areas::reference::StaffChoice>()
        .add(
            get.clone(),
            "/api/v1/operational-area",
            AnyArea(areas::reference::READERS),
            "Provinces and cities where the lender works",
            areas::reference::operational_area,
        )
        .returns::<domain::address::OperationalArea>()
        .add(
            get.clone(),
            "/api/v1/regions/provinces",
            AnyArea(areas::reference::READERS),
            "Provinces",
            areas::reference::provinces,
        )
        .returns_list::<storage::entity::region::Model>()
        .add(
            get.clone(),
            "/api/v1/regions/provinces/{code}/cities",
            AnyArea(areas::reference::READERS),
            "Cities/regencies of a province",
            areas::reference::region_children,
        )
        .returns_list::<storage::entity::region::Model>()
        .add(
            get.clone(),
            "/api/v1/regions/cities/{code}/districts",
            AnyArea(areas::reference::READERS),
            "Districts of a city",
            areas::reference::region_children,
        )
        .returns_list::<storage::entity::region::Model>()
        .add(
            get.clone(),
            "/api/v1/regions/districts/{code}/sub-districts",
            AnyArea(areas::reference::READERS),
            "Sub-districts of a district",
            areas::reference::region_children,
        )
        .returns_list::<storage::entity::region::Model>()
        // Fleet service and traffic tickets (issue 11).
        .add(
            get.clone(),
            "/api/v1/service-orders",
            AnyArea(areas::fleet::READERS),
            "Service orders: filters, search, keyset pages",
            areas::fleet::list,
        )
        .paged_query::<areas::fleet::ServiceOrderQuery>()
        .returns::<areas::fleet::ServiceOrderPage>()
        .add_create("/api/v1/service-orders", Area(A::FleetServiceRegistration), "Create a service order", areas::fleet::create)
        .body::<areas::fleet::ServiceOrderBody>()
        .returns::<areas::fleet::ServiceOrderView>()
        .add(get.clone(), "/api/v1/service-orders/{id}", AnyArea(areas::fleet::READERS), "A service order", areas::fleet::get_one)
        .returns::<areas::fleet::ServiceOrderView>()
        .add(
            put.clone(),
            "/api/v1/service-orders/{id}",
            Area(A::FleetServiceRegistration),
            "Start, complete or cancel a service order",
            areas::fleet::update,
        )
        .body::<areas::fleet::ServiceStatusBody>()
        .returns::<areas::fleet::ServiceOrderView>()
        .add(
            get.clone(),
            "/api/v1/service-reminders",
            AnyArea(areas::fleet::READERS),
            "Units due a maintenance (90 days or 3,000 km)",
            areas::fleet::reminders,
        )
        .returns_list::<areas::fleet::ReminderView>()
        .add(
            get.clone(),
            "/api/v1/traffic-tickets",
            Area(A::FleetServiceEtle),
            "E-toll and ETLE tickets: filters, search, keyset pages",
            areas::traffic_tickets::list,
        )
        .paged_query::<areas::traffic_tickets::TicketQuery>()
        .returns::<areas::traffic_tickets::TicketPage>()
        .add_create(
            "/api/v1/traffic-tickets",
            Area(A::FleetServiceEtle),
            "Record an e-toll or ETLE ticket",
            areas::traffic_tickets::create,
        )
        .body::<areas::traffic_tickets::TicketBody>()
        .returns::<areas::traffic_tickets::TicketView>()
        .add(
            put.clone(),
            "/api/v1/traffic-tickets/{id}",
            Area(A::FleetServiceEtle),
            "Mark a ticket paid or charged to the borrower",
            areas::traffic_tickets::update,
        )
        .body::<areas::traffic_tickets::TicketStatusBody>()
        .returns::<areas::traffic_tickets::TicketView>()
        .add_upload(
            "/api/v1/traffic-tickets/import",
            Area(A::FleetServiceEtle),
            "Import tickets from an xlsx or csv (multipart: file)",
            areas::traffic_tickets::import,
            la::imports::BODY_LIMIT_BYTES,
        )
        .multipart::<areas::traffic_tickets::TicketImportForm>()
        .returns::<areas::traffic_tickets::TicketImportResult>()
        // Files.
        .add_create("/api/v1/files", AnyArea(FILE_UPLOADERS), "Upload one file (multipart: file, kind)", areas::files::upload)
        .multipart::<openapi::UploadForm>()
        .returns::<areas::files::Uploaded>()
        .add(get.clone(), "/api/v1/files/{id}", AnyArea(FILE_READERS), "Download a file (authorised)", areas::files::download)
        .query::<areas::files::DownloadQuery>()
        .returns_raw(Returns::File)
        // Motorcycles, handovers, batteries and swaps (issue 11).
        .add(
            get.clone(),
            "/api/v1/motorcycles",
            AnyArea(MOTORCYCLE_READERS),
            "Motorcycles in scope",
            areas::assets::motorcycles::list,
        )
        .paged_query::<areas::assets::motorcycles::MotorcycleQuery>()
        .returns::<areas::assets::motorcycles::MotorcyclePage>()
        .xlsx()
        .add_create(
            "/api/v1/motorcycles",
            Area(A::MotorcycleRegistration),
            "Register a motorcycle",
            areas::assets::motorcycles::create,
        )
        .body::<areas::assets::motorcycles::MotorcycleBody>()
        .returns::<areas::assets::motorcycles::MotorcycleDetail>()
        .add(
            get.clone(),
            "/api/v1/motorcycles/import-template",
            Area(A::MotorcycleRegistration),
            "The motorcycle import template (xlsx with drop-downs and lists)",
            areas::assets::motorcycle_import::template,
        )
        .returns_raw(Returns::Raw(XLSX))
        .add_upload(
            "/api/v1/motorcycles/import",
            Area(A::MotorcycleRegistration),
            "Register motorcycles from an xlsx or csv (multipart: file)",
            areas::assets::motorcycle_import::import,
            la::imports::BODY_LIMIT_BYTES,
        )
        .multipart::<areas::assets::motorcycle_import::MotorcycleImportForm>()
        .returns::<areas::assets::motorcycle_import::MotorcycleImportResult>()
        .add(
            get.clone(),
            "/api/v1/motorcycles/{id}",
            AnyArea(MOTORCYCLE_READERS),
            "A motorcycle with its batteries, handovers and timeline",
            areas::assets::motorcycles::get_one,
        )
        .returns::<areas::assets::motorcycles::MotorcycleDetail>()
        .add(
            post.clone(),
            "/api/v1/motorcycles/{id}/status",
            Area(A::MotorcycleRegistration),
            "Move a motorcycle to another status by hand",
            areas::assets::motorcycles::change_status,
        )
        .body::<areas::assets::motorcycles::StatusBody>()
        .returns::<areas::assets::motorcycles::MotorcycleDetail>()
        .add(
            get.clone(),
            "/api/v1/handovers/pending",
            Area(A::MotorcycleHandover),
            "Loans pending activation, waiting for their motorcycle",
            areas::assets::handover::pending,
        )
        .query::<crate::page::PageParams>()
        .returns::<areas::assets::handover::PendingPage>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/handover",
            Area(A::MotorcycleHandover),
            "Hand a motorcycle over and activate the loan",
            areas::assets::handover::hand_over,
        )
        .body::<areas::assets::handover::HandoverBody>()
        .returns::<areas::assets::handover::HandedOver>()
        .add(get.clone(), "/api/v1/batteries", AnyArea(BATTERY_READERS), "Batteries in scope", areas::assets::batteries::list)
        .paged_query::<areas::assets::batteries::BatteryQuery>()
        .returns::<areas::assets::batteries::BatteryPage>()
        .add_create("/api/v1/batteries", Area(A::MotorcycleRegistration), "Register a battery", areas::assets::batteries::create)
        .body::<areas::assets::batteries::BatteryBody>()
        .returns::<areas::assets::batteries::BatteryView>()
        .add(
            get.clone(),
            "/api/v1/batteries/{id}",
            AnyArea(BATTERY_READERS),
            "A battery with its newest swaps",
            areas::assets::batteries::get_one,
        )
        .returns::<areas::assets::batteries::BatteryDetail>()
        .add(
            get.clone(),
            "/api/v1/battery-swaps",
            AnyArea(BATTERY_READERS),
            "Swap events of a battery or motorcycle",
            areas::assets::batteries::swaps,
        )
        .paged_query::<areas::assets::batteries::SwapQuery>()
        .returns::<areas::assets::batteries::SwapPage>()
        .add(
            post.clone(),
            "/api/v1/battery-swaps",
            Area(A::MotorcycleRegistration),
            "Swap events from stations (up to 1,000; idempotent by station and event id)",
            areas::assets::batteries::ingest,
        )
        .body::<areas::assets::batteries::SwapBatch>()
        .returns::<areas::assets::batteries::SwapResult>()
        // Loan applications.
        .add_create(
            "/api/v1/borrowers",
            Area(A::BorrowerApplication),
            "Create a prospect/borrower account and a draft application",
            la::account::create,
        )
        .body::<la::account::AccountBody>()
        .returns::<la::account::Created>()
        .add(
            get.clone(),
            "/api/v1/loan-applications",
            Area(A::BorrowerApplication),
            "Applications: search, filters, sort, keyset pages",
            la::list::list,
        )
        .paged_query::<la::list::ListQuery>()
        .returns::<la::list::ApplicationPage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/loan-applications/paid",
            Area(A::BorrowerApplication),
            "Loans whose first payment is paid (format=xlsx: the download)",
            la::list::paid,
        )
        .query::<la::list::PaidQuery>()
        .returns::<la::list::PaidPage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/loan-applications/summary",
            Area(A::BorrowerApplication),
            "Counts: total, last 7 days, draft, unverified, verified",
            la::list::summary,
        )
        .returns::<openapi::ApplicationCounts>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/pic",
            Area(A::BorrowerApplication),
            "Assign a PIC to selected applications",
            la::actions::pic_many,
        )
        .body::<la::actions::AssignBody>()
        .returns::<la::actions::Assigned>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/partner",
            Area(A::BorrowerApplication),
            "Assign a partner to selected applications",
            la::actions::partner_many,
        )
        .body::<la::actions::AssignBody>()
        .returns::<la::actions::Assigned>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/kyc-schedules",
            Area(A::BorrowerApplication),
            "Batch KYC scheduling",
            la::actions::schedule_kyc,
        )
        .body::<la::actions::BatchKycBody>()
        .returns::<la::actions::Assigned>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/batch",
            Area(A::BorrowerApplication),
            "Batch application: verify, PIC or partner on selected rows, each on its own",
            la::batch::batch,
        )
        .body::<la::batch::BatchBody>()
        .returns::<la::batch::BatchResult>()
        // Batch import (issue 13).
        .add(
            get.clone(),
            "/api/v1/loan-applications/import-template",
            Area(A::BorrowerApplication),
            "The batch-import template (xlsx with drop-downs and lists)",
            la::imports::template,
        )
        .returns_raw(Returns::Raw(XLSX))
        .add_upload(
            "/api/v1/loan-applications/imports",
            Area(A::BorrowerApplication),
            "Upload an .xls/.xlsx of prospects: its rows are checked in the background",
            la::imports::upload,
            la::imports::BODY_LIMIT_BYTES,
        )
        .multipart::<openapi::UploadForm>()
        .returns::<la::imports::ImportCreated>()
        .created()
        .add(
            get.clone(),
            "/api/v1/loan-applications/imports",
            Area(A::BorrowerApplication),
            "Imports, newest first",
            la::imports::list,
        )
        .query::<la::imports::ImportsQuery>()
        .returns::<la::imports::ImportPage>()
        .add(
            get.clone(),
            "/api/v1/loan-applications/imports/{import_id}",
            Area(A::BorrowerApplication),
            "An import's progress and errors",
            la::imports::get_one,
        )
        .returns::<la::imports::ImportView>()
        .add(
            get.clone(),
            "/api/v1/loan-applications/imports/{import_id}/errors",
            Area(A::BorrowerApplication),
            "An import's invalid rows with their errors (xlsx)",
            la::imports::errors_xlsx,
        )
        .returns_raw(Returns::Raw(XLSX))
        .add(
            post.clone(),
            "/api/v1/loan-applications/imports/{import_id}/commit",
            Area(A::BorrowerApplication),
            "Create the valid rows of a checked import (in the background)",
            la::imports::commit,
        )
        .returns::<la::imports::ImportView>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/imports/{import_id}/cancel",
            Area(A::BorrowerApplication),
            "Cancel a checked import",
            la::imports::cancel,
        )
        .returns::<la::imports::ImportView>()
        .add(
            get.clone(),
            "/api/v1/loan-applications/{loan_id}",
            AnyArea(BORROWER_FILES),
            "One application with every step",
            la::steps::get_one,
        )
        .returns::<la::view::ApplicationDetail>()
        .add(
            put.clone(),
            "/api/v1/loan-applications/{loan_id}/basic-info",
            Area(A::BorrowerApplication),
            "Step 1: basic info",
            la::steps::basic_info,
        )
        .body::<la::account::BasicInfoBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            put.clone(),
            "/api/v1/loan-applications/{loan_id}/address",
            Area(A::BorrowerApplication),
            "Step 2: address",
            la::steps::address,
        )
        .body::<la::steps::AddressBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            put.clone(),
            "/api/v1/loan-applications/{loan_id}/ekyc-invitation",
            Area(A::BorrowerApplication),
            "Step 3: e-KYC invitation (KYC schedule)",
            la::steps::ekyc_invitation,
        )
        .body::<la::steps::EkycBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            put.clone(),
            "/api/v1/loan-applications/{loan_id}/documents",
            Area(A::BorrowerApplication),
            "Step 4: documents",
            la::steps::documents,
        )
        .body::<la::steps::DocumentsBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            put.clone(),
            "/api/v1/loan-applications/{loan_id}/financial",
            Area(A::BorrowerApplication),
            "Step 5: historical financial and performance data",
            la::steps::financial,
        )
        .body::<la::steps::FinancialBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/save",
            Area(A::BorrowerApplication),
            "Save: the application becomes unverified",
            la::actions::save,
        )
        .optional_body::<la::actions::SaveBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/verify",
            Area(A::BorrowerApplication),
            "Verify: on to loan approval as pending",
            la::actions::verify,
        )
        .optional_body::<la::actions::SaveBody>()
        .returns::<la::view::ApplicationDetail>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/delete",
            Area(A::BorrowerApplication),
            "Soft delete with a reason",
            la::actions::delete,
        )
        .body::<la::actions::DeleteBody>()
        .returns::<openapi::DeletedApplication>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/pic",
            Area(A::BorrowerApplication),
            "Assign or change the PIC",
            la::actions::pic_one,
        )
        .body::<la::actions::AssignBody>()
        .returns::<la::actions::Assigned>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/partner",
            Area(A::BorrowerApplication),
            "Assign or change the partner",
            la::actions::partner_one,
        )
        .body::<la::actions::AssignBody>()
        .returns::<la::actions::Assigned>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/qualify",
            Area(A::BorrowerApplication),
            "Qualify the lead",
            la::actions::qualify,
        )
        .returns::<la::view::ApplicationDetail>()
        .add(
            post.clone(),
            "/api/v1/loan-applications/{loan_id}/unqualify",
            Area(A::BorrowerApplication),
            "Unqualify the lead",
            la::actions::unqualify,
        )
        .returns::<la::view::ApplicationDetail>()
        // Origination (issue 9): approval, KYC and offering letter, contract, the whole loan.
        .add(
            get.clone(),
            "/api/v1/loans/{loan_id}",
            Area(A::BorrowerDetail),
            "The whole loan with its timeline",
            og::detail::get_one,
        )
        .returns::<og::detail::LoanDetail>()
        .add(get.clone(), "/api/v1/loan-approvals", Area(A::BorrowerApproval), "Loan approval list", og::approval::list)
        .paged_query::<og::approval::ApprovalQuery>()
        .returns::<og::approval::ApprovalPage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/loan-approvals/summary",
            Area(A::BorrowerApproval),
            "Approval counts and per-lender totals",
            og::approval::summary,
        )
        .returns::<og::approval::ApprovalSummary>()
        .add(
            post.clone(),
            "/api/v1/loan-approvals/allocate",
            Area(A::BorrowerApproval),
            "Allocate the selected loans to a lender",
            og::approval::allocate,
        )
        .body::<og::approval::AllocateBody>()
        .returns::<og::approval::Allocated>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/approve",
            Area(A::BorrowerApproval),
            "The lender approves",
            og::approval::approve,
        )
        .body::<og::approval::ApproveBody>()
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/reject",
            Area(A::BorrowerApproval),
            "The lender rejects",
            og::approval::reject,
        )
        .body::<og::approval::RejectBody>()
        .returns::<og::detail::LoanDetail>()
        .add(get.clone(), "/api/v1/kyc", Area(A::BorrowerKyc), "KYC list", og::kyc::list)
        .paged_query::<og::kyc::KycQuery>()
        .returns::<og::kyc::KycPage>()
        .xlsx()
        .add(get.clone(), "/api/v1/kyc/summary", Area(A::BorrowerKyc), "KYC counts", og::kyc::summary)
        .returns::<og::kyc::KycSummary>()
        .add(
            post.clone(),
            "/api/v1/kyc/schedule",
            Area(A::BorrowerKyc),
            "Schedule KYC for the selected loans",
            og::kyc::schedule_many,
        )
        .body::<og::kyc::BatchScheduleBody>()
        .returns::<og::kyc::Scheduled>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/kyc-schedule",
            Area(A::BorrowerKyc),
            "Schedule or reschedule the KYC meeting",
            og::kyc::schedule,
        )
        .body::<og::kyc::ScheduleBody>()
        .returns::<og::detail::LoanDetail>()
        .add(post.clone(), "/api/v1/loans/{loan_id}/kyc-result", Area(A::BorrowerKyc), "Record the KYC result", og::kyc::result)
        .body::<og::kyc::ResultBody>()
        .returns::<og::detail::LoanDetail>()
        .add(
            get.clone(),
            "/api/v1/loans/{loan_id}/offering-letter",
            AnyArea(&[A::BorrowerKyc, A::BorrowerContract]),
            "The offering letter (PDF)",
            og::kyc::offering_letter,
        )
        .query::<og::kyc::LetterQuery>()
        .returns_raw(Returns::Raw("application/pdf"))
        .add(get.clone(), "/api/v1/loan-contracts", Area(A::BorrowerContract), "Loan contract list", og::contract::list)
        .paged_query::<og::contract::ContractQuery>()
        .returns::<og::contract::ContractPage>()
        .xlsx()
        .add(get.clone(), "/api/v1/loan-contracts/summary", Area(A::BorrowerContract), "Contract counts", og::contract::summary)
        .returns::<og::contract::ContractSummary>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/first-payment-schedule",
            Area(A::BorrowerContract),
            "Set the first payment's due date",
            og::contract::schedule_first_payment,
        )
        .body::<og::contract::FirstPaymentBody>()
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/payment-proofs",
            Area(A::BorrowerContract),
            "Upload a first-payment proof",
            og::contract::add_proof,
        )
        .body::<og::contract::ProofBody>()
        .returns::<og::contract::ProofCreated>()
        .created()
        .add(
            get.clone(),
            "/api/v1/loans/{loan_id}/payment-proofs",
            Area(A::BorrowerContract),
            "The loan's payment proofs",
            og::contract::proofs_of_loan,
        )
        .returns::<Vec<og::contract::ProofView>>()
        .add(
            get.clone(),
            "/api/v1/payment-proofs",
            Area(A::BorrowerContract),
            "Payment proof verification queue",
            og::contract::queue,
        )
        .paged_query::<og::contract::QueueQuery>()
        .returns::<og::contract::ProofPage>()
        .add(
            post.clone(),
            "/api/v1/payment-proofs/{proof_id}/accept",
            Area(A::BorrowerContract),
            "Accept a payment proof",
            og::contract::accept_proof,
        )
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/payment-proofs/{proof_id}/reject",
            Area(A::BorrowerContract),
            "Reject a payment proof",
            og::contract::reject_proof,
        )
        .body::<og::contract::DecisionBody>()
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/documents",
            Area(A::BorrowerContract),
            "Attach a bank statement or payment receipt",
            og::contract::add_document,
        )
        .body::<og::contract::DocumentBody>()
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/contract",
            Area(A::BorrowerContract),
            "Upload the contract",
            og::contract::upload_contract,
        )
        .body::<og::contract::ContractBody>()
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/contract/verify",
            Area(A::BorrowerContract),
            "Verify the contract",
            og::contract::verify_contract,
        )
        .returns::<og::detail::LoanDetail>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/contract/reject",
            Area(A::BorrowerContract),
            "Reject the contract",
            og::contract::reject_contract,
        )
        .body::<og::contract::VerifyBody>()
        .returns::<og::detail::LoanDetail>()
        // The data area (issue 12 item 2).
        .add(
            get.clone(),
            "/api/v1/reports/{name}",
            Area(A::Data),
            "A report: funnel, approvals, portfolio, collections or assets (format=xlsx downloads)",
            areas::reports::get_one,
        )
        .query::<areas::reports::ReportQuery>()
        .returns::<areas::reports::ReportView>()
        .xlsx()
        // The audit trail and borrower data (issue 12 item 4, 5): level 21.
        .add(get.clone(), "/api/v1/audit-log", Admin, "The audit trail (format=xlsx downloads)", areas::audit::list)
        .paged_query::<areas::audit::AuditQuery>()
        .returns::<areas::audit::AuditPage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/borrowers/{borrower_id}/access-log",
            Admin,
            "Who read a borrower's data (UU PDP)",
            areas::borrower_data::access_log,
        )
        .query::<crate::page::PageParams>()
        .returns::<areas::borrower_data::AccessPage>()
        .add(
            get.clone(),
            "/api/v1/borrowers/{borrower_id}/data-export",
            Admin,
            "Everything held on a borrower, as a zip of JSON and the original files (UU PDP)",
            areas::borrower_data::data_export,
        )
        .returns_raw(Returns::Raw("application/zip"))
        .add(get.clone(), "/api/v1/jobs", Admin, "The daily job's runs", og::jobs::list)
        .returns::<Vec<og::jobs::JobRunView>>()
        .add(post.clone(), "/api/v1/jobs/daily", Admin, "Run the daily job for a date now", og::jobs::run_daily)
        .body::<og::jobs::RunBody>()
        .returns::<og::jobs::RunOutcome>()
        // Active borrowers and repayments (issue 10).
        .add(get.clone(), "/api/v1/active-borrowers", Area(A::BorrowerActive), "Active borrower list", rp::active::list)
        .paged_query::<rp::active::ActiveQuery>()
        .returns::<rp::active::ActivePage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/active-borrowers/summary",
            Area(A::BorrowerActive),
            "Active borrowers per status",
            rp::active::summary,
        )
        .returns::<rp::active::ActiveSummary>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/activate",
            Area(A::BorrowerActive),
            "Refused: a loan is activated by its motorcycle handover (409 handover_required)",
            rp::active::activate,
        )
        .body::<rp::active::ActivateBody>()
        .add(
            get.clone(),
            "/api/v1/loans/{loan_id}/hold-billing",
            AnyArea(LOAN_READERS),
            "The loan's hold-billing periods",
            rp::active::holds,
        )
        .returns_list::<rp::active::HoldView>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/hold-billing",
            Area(A::BorrowerActive),
            "Hold billing",
            rp::active::create_hold,
        )
        .body::<rp::active::HoldBody>()
        .returns::<rp::active::HoldView>()
        .add(
            put.clone(),
            "/api/v1/loans/{loan_id}/hold-billing/{hold_id}",
            Area(A::BorrowerActive),
            "Change a hold-billing period",
            rp::active::update_hold,
        )
        .body::<rp::active::HoldBody>()
        .returns::<rp::active::HoldView>()
        .add(
            post.clone(),
            "/api/v1/loans/{loan_id}/deactivate",
            Area(A::BorrowerActive),
            "Deactivate the borrower or write the loan off",
            rp::active::deactivate,
        )
        .body::<rp::active::DeactivateBody>()
        .returns::<rp::active::Deactivated>()
        .add(get.clone(), "/api/v1/loans/{loan_id}/dealer", AnyArea(LOAN_READERS), "The loan's dealer", rp::active::dealer)
        .returns::<rp::active::HandoverDealer>()
        .add(
            get.clone(),
            "/api/v1/loans/{loan_id}/installments",
            AnyArea(LOAN_READERS),
            "The installment schedule",
            rp::payments::installments,
        )
        .returns_list::<rp::payments::InstallmentView>()
        .add(get.clone(), "/api/v1/loans/{loan_id}/payments", AnyArea(LOAN_READERS), "The loan's payments", rp::payments::list)
        .returns_list::<rp::payments::PaymentView>()
        .add_create(
            "/api/v1/loans/{loan_id}/payments",
            Area(A::RepaymentAllBilling),
            "Record a payment (Idempotency-Key)",
            rp::payments::record,
        )
        .body::<rp::payments::PaymentBody>()
        .returns::<rp::payments::PaymentCreated>()
        .add(
            post.clone(),
            "/api/v1/payments/{payment_id}/reverse",
            Area(A::RepaymentAllBilling),
            "Reverse a payment (maker-checker)",
            rp::payments::reverse,
        )
        .body::<rp::payments::ReverseBody>()
        .returns::<rp::payments::PaymentView>()
        .add(
            get.clone(),
            "/api/v1/loans/{loan_id}/dpd-history",
            AnyArea(LOAN_READERS),
            "Days past due per business date",
            rp::payments::dpd_history,
        )
        .returns_list::<rp::payments::DpdPoint>()
        .add(
            get.clone(),
            "/api/v1/repayments/summary",
            AnyArea(REPAYMENT_READERS),
            "Due today, late and quality buckets",
            rp::billing::summary,
        )
        .returns::<rp::billing::RepaymentSummary>()
        .add(
            get.clone(),
            "/api/v1/repayments/normal",
            Area(A::RepaymentNormal),
            "Installments due, loans paying on time (format=xlsx downloads)",
            rp::billing::normal,
        )
        .query::<rp::billing::BillingQuery>()
        .returns::<rp::billing::BillingPage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/repayments/late",
            Area(A::RepaymentLate),
            "Late loans, oldest first (format=xlsx downloads)",
            rp::billing::late,
        )
        .query::<rp::billing::BillingQuery>()
        .returns::<rp::billing::LatePage>()
        .xlsx()
        .add(
            get.clone(),
            "/api/v1/repayments/all-billing",
            Area(A::RepaymentAllBilling),
            "Every installment with totals (format=xlsx downloads)",
            rp::billing::all_billing,
        )
        .query::<rp::billing::BillingQuery>()
        .returns::<rp::billing::BillingPage>()
        .xlsx()
        // User management.
        .add(get.clone(), "/api/v1/users", Area(A::UserManagement), "Staff accounts", areas::users::list)
        .paged_query::<areas::users::UserQuery>()
        .returns::<areas::users::UserPage>()
        .add_create("/api/v1/users", Area(A::UserManagement), "Invite a staff member", areas::users::create)
        .body::<areas::users::CreateUser>()
        .returns::<areas::users::UserView>()
        .add(get.clone(), "/api/v1/users/{id}", Area(A::UserManagement), "One staff account", areas::users::get_one)
        .returns::<areas::users::UserView>()
        .add(
            put.clone(),
            "/api/v1/users/{id}",
            Area(A::UserManagement),
            "Change a staff account's name, level or status",
            areas::users::update,
        )
        .body::<areas::users::UpdateUser>()
        .returns::<areas::users::UserView>()
        .add(
            post.clone(),
            "/api/v1/users/{id}/resend-activation",
            Area(A::UserManagement),
            "Send the activation link again",
            areas::users::resend_activation,
        )
        .add(
            post.clone(),
            "/api/v1/users/{id}/disable",
            Area(A::UserManagement),
            "Disable a staff account (its sessions end)",
            areas::users::disable,
        )
        .returns::<areas::users::UserView>()
        .add(
            post.clone(),
            "/api/v1/users/{id}/enable",
            Area(A::UserManagement),
            "Enable a disabled staff account",
            areas::users::enable,
        )
        .returns::<areas::users::UserView>()
        // Documentation and operations.
        .add(get.clone(), "/api/openapi.json", Public, "This OpenAPI document", openapi::document)
        .returns_raw(Returns::Raw("application/json"))
        .add(get.clone(), "/api/docs", Public, "Swagger UI for this document", openapi::swagger_ui)
        .returns_raw(Returns::Redirect)
        .add(
            get.clone(),
            "/api/docs/{file}",
            Public,
            "Swagger UI's files (index.html, scripts, styles)",
            openapi::swagger_ui_file,
        )
        .returns_raw(Returns::RawOf(&["text/html", "text/css", "text/javascript", "application/javascript", "image/png"]))
        .add(get.clone(), "/healthz", Public, "Liveness: the process answers", areas::health::healthz)
        .returns::<String>()
        .add(get.clone(), "/readyz", Public, "Readiness: the database answers", areas::health::readyz)
        .returns::<String>()
        .add(get.clone(), "/metrics", Public, "Prometheus metrics (bearer RODA_METRICS_TOKEN, else 404)", areas::health::metrics)
        .returns_raw(Returns::Raw("application/openmetrics-text"))
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
        .layer(RequestBodyLimitLayer::new(UPLOAD_LIMIT_BYTES))
        .layer(middleware::from_fn(mw::deadline))
        .layer(CatchPanicLayer::new())
        .layer(middleware::from_fn_with_state(state.clone(), mw::record_metrics))
        .layer(middleware::from_fn(error::render))
        .layer(middleware::from_fn(mw::api_headers))
        .with_state(state)
}
