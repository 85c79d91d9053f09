//! The OpenAPI document at `/api/openapi.json` and Swagger UI at `/api/docs` (DESIGN §3).
//! Paths come from the route table itself, with the request and response types each route
//! names there ([`crate::routes`]), so the document lists every route with its access and
//! bodies and cannot fall behind. A test keeps the committed `docs/openapi.json` equal to it.

use std::{borrow::Cow, sync::Arc};

use axum::{
    Extension, Json,
    http::{HeaderValue, header},
    response::{IntoResponse, Redirect, Response},
};
use domain::Access;
use serde::Serialize;
use utoipa::{
    ToSchema,
    openapi::{
        ComponentsBuilder, ContentBuilder, InfoBuilder, ObjectBuilder, OpenApi, OpenApiBuilder, PathItem, PathsBuilder, RefOr,
        Required, ResponseBuilder, Schema, Type,
        path::{HttpMethod, OperationBuilder, Parameter, ParameterBuilder, ParameterIn},
        request_body::RequestBodyBuilder,
        schema::KnownFormat,
        security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme},
    },
};

use crate::{
    error::ApiError,
    extract::ApiPath,
    routes::table::{Body, Returns, RouteInfo, named},
};

/// The parts of `POST /api/v1/files` (documentation only: the handler reads the parts).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// What the file is for; decides which types it accepts.
    kind: domain::documents::FileKind,
    /// JPEG, PNG or PDF, at most 2 MiB (by its bytes, whatever its name says).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// `GET /api/v1/loan-applications/summary` data, as `storage::repo::loans::Summary` serialises
/// it (a test checks the two keep the same fields).
#[derive(ToSchema, Serialize, Default)]
pub struct ApplicationCounts {
    /// Live applications.
    pub total: u64,
    pub last_7_days: u64,
    /// Drafts whose lead is open (new or qualified).
    pub draft: u64,
    pub unverified: u64,
    pub verified: u64,
    /// Unqualified leads, counted apart from the drafts.
    pub unqualified: u64,
}

/// `POST /api/v1/loan-applications/{loan_id}/delete` data.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct DeletedApplication {
    /// The loan ID deleted.
    loan_id: String,
}

/// The error envelope: `{code, msg, data: null, errors: [{field, code, message}]}`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ErrorEnvelope {
    /// The HTTP status.
    code: u16,
    /// The first error's text, in the caller's language.
    msg: String,
    #[schema(value_type = Option<Object>)]
    data: Option<()>,
    errors: Option<Vec<FieldErrorDoc>>,
}

/// One failed rule: the field (dotted path, null when the request as a whole failed), its
/// stable code and its text in the caller's language.
#[derive(ToSchema)]
#[schema(as = FieldError)]
#[allow(dead_code)]
pub struct FieldErrorDoc {
    field: Option<String>,
    code: String,
    message: String,
}

fn access_text(access: Access) -> String {
    match access {
        Access::Public => "Public.".into(),
        Access::Staff => "Any signed-in staff member.".into(),
        Access::Area(a) => format!("Staff whose level allows the area `{}`.", a.path()),
        Access::AnyArea(areas) => format!(
            "Staff whose level allows any of: {}.",
            areas.iter().map(|a| format!("`{}`", a.path())).collect::<Vec<_>>().join(", ")
        ),
        Access::Admin => "Level 21 only.".into(),
    }
}

/// The optional `Idempotency-Key` header of create routes (DESIGN §3).
fn idempotency_key_parameter() -> Parameter {
    ParameterBuilder::new()
        .name("Idempotency-Key")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some(
            "1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns \
             the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with \
             another body is 422; a repeat while the first runs is 409.",
        ))
        .schema(Some(ObjectBuilder::new().schema_type(Type::String).min_length(Some(1)).max_length(Some(255))))
        .build()
}

/// A path parameter: ids named `id` are UUIDs, the others (loan IDs, region codes) text.
fn path_parameter(name: &str) -> Parameter {
    let mut schema = ObjectBuilder::new().schema_type(Type::String);
    if name == "id" {
        schema = schema.format(Some(utoipa::openapi::SchemaFormat::KnownFormat(KnownFormat::Uuid)));
    }
    ParameterBuilder::new().name(name).parameter_in(ParameterIn::Path).required(Required::True).schema(Some(schema)).build()
}

/// The success envelope `{code, msg, data}` with `data` of `data`.
fn envelope(data: RefOr<Schema>) -> Schema {
    ObjectBuilder::new()
        .property("code", ObjectBuilder::new().schema_type(Type::Integer).description(Some("The HTTP status.")))
        .property("msg", ObjectBuilder::new().schema_type(Type::String).description(Some("A text in the caller's language.")))
        .property("data", data)
        .required("code")
        .required("msg")
        .required("data")
        .into()
}

/// The content types of a stored file (`GET /api/v1/files/{id}`).
const FILE_TYPES: [&str; 3] = ["image/jpeg", "image/png", "application/pdf"];

/// The error statuses a route may answer, each with the error envelope (issue 41 item 10: every
/// status the server answers is documented): every route may find its input unreadable (400),
/// a record missing (404), a rule broken (422), the caller too quick (429) or the database away
/// (503); a route behind sign-in also 401 and 403; a route that changes something 409; one that
/// reads a body 413 and 415.
/// Routes that ask an outside service on the caller's behalf (the geocoder, DESIGN §1) and
/// answer 502 when it fails.
const UPSTREAM_ROUTES: [&str; 1] = ["/api/v1/geocode"];

fn error_statuses(r: &RouteInfo) -> Vec<(u16, &'static str)> {
    let mut statuses = vec![(400, "The request cannot be read: a malformed parameter, body or cursor.")];
    if r.access != Access::Public || r.method != axum::http::Method::GET {
        statuses.push((401, "Not signed in, or the token or credentials are not valid."));
        statuses.push((403, "The caller's level or lender does not allow this."));
    }
    statuses.push((404, "No such record in the caller's scope."));
    // A read of one loan's document or figures can find the loan in a stage that has none yet.
    if r.method != axum::http::Method::GET || r.path.starts_with("/api/v1/loans/{loan_id}/") {
        statuses.push((
            409,
            "The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running.",
        ));
    }
    if r.body.is_some() {
        statuses.push((413, "The body is larger than the route accepts."));
        statuses.push((415, "The body is not of the documented content type."));
    }
    statuses.push((422, "A rule failed: `errors` lists the fields with their codes."));
    statuses.push((429, "Too many requests: try again after `Retry-After` seconds."));
    if UPSTREAM_ROUTES.contains(&r.path) {
        statuses.push((502, "The outside service this route asks failed or was too slow."));
    }
    statuses.push((503, "The database is unavailable for a moment: try again after `Retry-After` seconds."));
    statuses
}

/// Builds the document from the route table.
pub fn build(routes: &[RouteInfo]) -> OpenApi {
    let mut schemas: Vec<(String, RefOr<Schema>)> = Vec::new();
    let error = named::<ErrorEnvelope>(&mut schemas);
    let mut paths = PathsBuilder::new();
    for r in routes {
        let method = match r.method.as_str() {
            "GET" => HttpMethod::Get,
            "POST" => HttpMethod::Post,
            "PUT" => HttpMethod::Put,
            "DELETE" => HttpMethod::Delete,
            _ => HttpMethod::Patch,
        };
        let tag = r.path.trim_start_matches('/').split('/').find(|s| !["api", "v1"].contains(s)).unwrap_or("root");
        let operation_id =
            format!("{}{}", r.method.as_str().to_lowercase(), r.path.replace(['{', '}'], "").replace(['/', '-'], "_"));
        let mut op = OperationBuilder::new()
            .operation_id(Some(operation_id))
            .summary(Some(r.summary))
            .description(Some(access_text(r.access)))
            .tag(tag);
        if r.access != Access::Public {
            op = op.security(SecurityRequirement::new("bearer", Vec::<String>::new()));
        }
        for p in r.path_params() {
            op = op.parameter(path_parameter(p));
        }
        if let Some(query) = r.query {
            op = op.parameters(Some(query()));
        }
        if r.idempotent {
            op = op.parameter(idempotency_key_parameter());
        }
        let body = match r.body {
            Some(Body::Json(f)) => Some(("application/json", f(&mut schemas), true)),
            Some(Body::OptionalJson(f)) => Some(("application/json", f(&mut schemas), false)),
            Some(Body::Multipart(f)) => Some(("multipart/form-data", f(&mut schemas), true)),
            None => None,
        };
        if let Some((content_type, schema, required)) = body {
            let required = if required { Required::True } else { Required::False };
            op = op.request_body(Some(
                RequestBodyBuilder::new()
                    .content(content_type, ContentBuilder::new().schema(Some(schema)).build())
                    .required(Some(required))
                    .build(),
            ));
        }
        let binary = || -> RefOr<Schema> {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(KnownFormat::Binary)))
                .into()
        };
        let mut contents: Vec<(Cow<str>, RefOr<Schema>)> = match r.returns {
            Returns::Nothing => {
                vec![("application/json".into(), envelope(ObjectBuilder::new().schema_type(Type::Null).into()).into())]
            }
            Returns::Data(f) => vec![("application/json".into(), envelope(f(&mut schemas)).into())],
            Returns::File => FILE_TYPES.iter().map(|t| ((*t).into(), binary())).collect(),
            Returns::Raw(content_type) => vec![(content_type.into(), ObjectBuilder::new().into())],
            Returns::RawOf(types) => types.iter().map(|t| ((*t).into(), ObjectBuilder::new().into())).collect(),
            Returns::Redirect => vec![],
        };
        if r.xlsx {
            contents.push((crate::routes::table::XLSX.into(), binary()));
        }
        if r.pdf {
            contents.push(("application/pdf".into(), binary()));
        }
        let mut success = ResponseBuilder::new().description(match r.returns {
            Returns::Redirect => "A permanent redirect to `Location`.",
            _ if r.xlsx => "Success: the JSON page, or with `format=xlsx` the whole list as a workbook.",
            _ => "Success.",
        });
        for (content_type, schema) in contents {
            success = success.content(content_type, ContentBuilder::new().schema(Some(schema)).build());
        }
        op = op.response(r.status.to_string(), success);
        for (status, text) in error_statuses(r) {
            op = op.response(
                status.to_string(),
                ResponseBuilder::new()
                    .description(text)
                    .content("application/json", ContentBuilder::new().schema(Some(error.clone())).build()),
            );
        }
        paths = paths.path(r.path, PathItem::new(method, op.build()));
    }
    schemas.sort_by(|a, b| a.0.cmp(&b.0));
    // One name, one schema: two types of one name would silently document only one of them.
    for pair in schemas.windows(2) {
        let same = |x: &RefOr<Schema>| serde_json::to_value(x).ok();
        assert!(pair[0].0 != pair[1].0 || same(&pair[0].1) == same(&pair[1].1), "two schemas named {}", pair[0].0);
    }
    schemas.dedup_by(|a, b| a.0 == b.0);
    let components = ComponentsBuilder::new()
        .security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        )
        .schemas_from_iter(schemas)
        .build();
    OpenApiBuilder::new()
        .info(InfoBuilder::new().title("Roda API").version(env!("CARGO_PKG_VERSION")).description(Some(
            "Every response is `{code, msg, data}`; errors add `errors: [{field, code, message}]` \
                     in the caller's language (`Accept-Language: id` for Indonesian). See docs/API.md.",
        )))
        .paths(paths.build())
        .components(Some(components))
        .build()
}

/// `GET /api/openapi.json`.
pub async fn document(Extension(routes): Extension<Arc<Vec<RouteInfo>>>) -> impl IntoResponse {
    let mut doc = serde_json::to_value(build(&routes)).unwrap_or_default();
    untype_described_refs(&mut doc);
    Json(doc)
}

/// utoipa gives a documented field of a named or inlined type (`allOf: [<the type>,
/// {description}]`) a second member `{description, type: "object"}`, which makes every string
/// enum such a field holds invalid against its own document (issue 41 item 10: a generated
/// client or the response check of the API tests refuses it). The member goes and its
/// description moves up to the field.
fn untype_described_refs(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(map) => {
            let mut description = None;
            if let Some(serde_json::Value::Array(members)) = map.get_mut("allOf") {
                members.retain(|m| {
                    let bare = m.as_object().is_some_and(|o| {
                        o.get("type").and_then(|t| t.as_str()) == Some("object")
                            && o.keys().all(|k| k == "type" || k == "description")
                    });
                    if bare {
                        description = m.get("description").cloned();
                    }
                    !bare
                });
            }
            if let Some(d) = description {
                map.insert("description".into(), d);
            }
            map.values_mut().for_each(untype_described_refs);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(untype_described_refs),
        _ => {}
    }
}

/// Swagger UI's Content-Security-Policy: its own scripts and styles (it sets inline styles and
/// data: images), calls to this origin only, never framed.
const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/// `GET /api/docs`: to Swagger UI's page (its files are relative to the folder).
pub async fn swagger_ui() -> Redirect {
    Redirect::permanent("/api/docs/index.html")
}

/// `GET /api/docs/{file}`: Swagger UI's files (vendored in the binary), set up to show
/// `/api/openapi.json`. Errors: 404.
pub async fn swagger_ui_file(ApiPath(file): ApiPath<String>) -> Response {
    let config = Arc::new(utoipa_swagger_ui::Config::from("/api/openapi.json"));
    match utoipa_swagger_ui::serve(&file, config) {
        Ok(Some(f)) => {
            let mut res = f.bytes.into_owned().into_response();
            let h = res.headers_mut();
            if let Ok(v) = HeaderValue::from_str(&f.content_type) {
                h.insert(header::CONTENT_TYPE, v);
            }
            if f.gzpipped {
                h.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            }
            h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DOCS_CSP));
            res
        }
        Ok(None) => ApiError::NotFound.into_response(),
        Err(e) => ApiError::Internal(anyhow::anyhow!("swagger ui: {e}")).into_response(),
    }
}
