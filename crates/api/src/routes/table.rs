//! The route table's type: each route's method, path and [`Access`] (DESIGN §4), and what it
//! reads and answers (`.body::<T>()`, `.query::<Q>()`, `.returns::<T>()`, …, right after it),
//! from which the router, the access tests and the OpenAPI document are all built. Each area
//! adds its own rows (`routes(table)`); [`crate::routes`] composes them. The area lists several
//! areas' routes share live here too, so no area imports another for them.

use axum::{
    Router,
    extract::{Request, State},
    handler::Handler,
    http::Method,
    middleware::{self, Next},
    routing::{MethodFilter, on},
};

use domain::{Access, Area as A};

pub use crate::extract::BODY_LIMIT_BYTES;
/// Largest body any route accepts: the routes added with [`RouteTable::add_upload`] (a batch
/// import's 10 MiB spreadsheet); every other route stays at [`BODY_LIMIT_BYTES`].
pub const UPLOAD_LIMIT_BYTES: usize = domain::batch_import::MAX_FILE_BYTES + 64 * 1024;
/// The xlsx content type.
pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

use crate::{auth::guard, idempotency, state::AppState};
use utoipa::{
    IntoParams, ToSchema,
    openapi::{ArrayBuilder, Ref, RefOr, Schema, path::Parameter},
};

/// Puts the named types a schema refers to into the list (name, schema) and returns the schema
/// to embed: see [`named`] and [`list`].
pub type SchemaFn = fn(&mut Vec<(String, RefOr<Schema>)>) -> RefOr<Schema>;

/// The schema of `T` for the route table: a `$ref` to `T` (put into `schemas` with the types it
/// refers to) when `T` is one of the project's types, the schema itself for a type of the
/// standard library (`i32`, `String`).
pub fn named<T: ToSchema>(schemas: &mut Vec<(String, RefOr<Schema>)>) -> RefOr<Schema> {
    let type_name = std::any::type_name::<T>();
    T::schemas(schemas);
    if !type_name.contains("::") || ["core::", "alloc::", "std::"].iter().any(|p| type_name.starts_with(p)) {
        return T::schema();
    }
    let name = T::name();
    schemas.push((name.to_string(), T::schema()));
    RefOr::Ref(Ref::from_schema_name(name))
}

/// A list of `T` (see [`named`]).
pub fn list<T: ToSchema>(schemas: &mut Vec<(String, RefOr<Schema>)>) -> RefOr<Schema> {
    ArrayBuilder::new().items(named::<T>(schemas)).into()
}

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
    /// Also answers `format=pdf` with a printed document (issue 44 item 5, the funder's
    /// statement), documented beside its JSON.
    pub pdf: bool,
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
            pdf: false,
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
    /// An empty table whose guards read `state`.
    pub fn new(state: AppState) -> Self {
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

    /// The router built so far and every route's [`RouteInfo`], in the order they were added.
    pub fn into_parts(self) -> (Router<AppState>, Vec<RouteInfo>) {
        (self.router, self.infos)
    }

    fn last(&mut self) -> &mut RouteInfo {
        self.infos.last_mut().expect("a route is added before its documentation")
    }

    /// The route just added reads a JSON body of type `T`.
    pub fn body<T: ToSchema>(mut self) -> Self {
        self.last().body = Some(Body::Json(named::<T>));
        self
    }

    /// The route just added reads a JSON body of type `T` when one is sent (none is fine).
    pub fn optional_body<T: ToSchema>(mut self) -> Self {
        self.last().body = Some(Body::OptionalJson(named::<T>));
        self
    }

    /// The route just added reads a multipart form whose parts `T` describes.
    pub fn multipart<T: ToSchema>(mut self) -> Self {
        self.last().body = Some(Body::Multipart(named::<T>));
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
        self.last().returns = Returns::Data(named::<T>);
        self
    }

    /// The route just added answers the envelope with `data` a list of `T`.
    pub fn returns_list<T: ToSchema>(mut self) -> Self {
        self.last().returns = Returns::Data(list::<T>);
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

    /// The route just added also answers `format=pdf` with a PDF document.
    pub fn pdf(mut self) -> Self {
        self.last().pdf = true;
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
        let guard = move |State(state): State<AppState>, req: Request, next: Next| guard::authorize(state, access, req, next);
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
pub const BORROWER_FILES: &[A] =
    &[A::BorrowerApplication, A::BorrowerApproval, A::BorrowerKyc, A::BorrowerContract, A::BorrowerActive, A::BorrowerDetail];

/// Areas that upload files: the application's documents, handovers (issue 11), service orders.
/// Each kind is checked against its own area in the handler (`FileKind::uploaded_in`).
pub const FILE_UPLOADERS: &[A] = &[A::BorrowerApplication, A::MotorcycleHandover, A::FleetServiceRegistration];

/// Areas whose screens show stored files: the borrower's, and the handover's photos and BAST
/// (levels reading a unit only, 1 and 10, see no borrower files).
pub const FILE_READERS: &[A] = &[
    A::BorrowerApplication,
    A::BorrowerApproval,
    A::BorrowerKyc,
    A::BorrowerContract,
    A::BorrowerActive,
    A::BorrowerDetail,
    A::MotorcycleHandover,
];

/// Areas whose screens list motorcycles: their own pages, and fleet service picking a unit.
pub const MOTORCYCLE_READERS: &[A] = &[
    A::MotorcycleRegistration,
    A::MotorcycleHandover,
    A::MotorcycleActive,
    A::MotorcycleDetail,
    A::FleetServiceRegistration,
    A::FleetServiceDetail,
];

/// Areas whose screens show batteries and their swaps.
pub const BATTERY_READERS: &[A] = &[A::BatteryActive, A::BatteryDetail, A::MotorcycleHandover, A::MotorcycleDetail];

/// Areas whose screens show one active loan's schedule, payments, holds and dealer.
pub const LOAN_READERS: &[A] =
    &[A::BorrowerActive, A::BorrowerDetail, A::RepaymentNormal, A::RepaymentLate, A::RepaymentAllBilling];

/// Areas whose screens show the repayment counts.
pub const REPAYMENT_READERS: &[A] = &[A::RepaymentNormal, A::RepaymentLate, A::RepaymentAllBilling, A::BorrowerActive];

/// Areas whose screens need reference data (programs, partners, lenders, regions, …); any one
/// of them lets a level read it.
pub const REFERENCE_READERS: &[A] = &[
    A::BorrowerApplication,
    A::BorrowerApproval,
    A::BorrowerKyc,
    A::BorrowerContract,
    A::BorrowerActive,
    A::BorrowerDetail,
    A::Lender,
    A::MotorcycleRegistration,
    A::MotorcycleActive,
    A::Data,
    A::UserManagement,
];
