//! The OpenAPI document at `/api/openapi.json` (DESIGN §3). Paths come from the route table
//! itself, so the document lists every route with its access and cannot fall behind; request
//! and response bodies are the handlers' `ToSchema` types.

use std::sync::Arc;

use axum::{Extension, Json, response::IntoResponse};
use domain::Access;
use utoipa::openapi::{
    ComponentsBuilder, InfoBuilder, OpenApi, OpenApiBuilder, PathItem, PathsBuilder,
    ObjectBuilder, Required, Type,
    path::{HttpMethod, OperationBuilder, Parameter, ParameterBuilder, ParameterIn},
    security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme},
};

use crate::{areas, auth, routes::RouteInfo};

fn access_text(access: Access) -> String {
    match access {
        Access::Public => "Public.".into(),
        Access::Staff => "Any signed-in staff member.".into(),
        Access::Area(a) => format!("Staff whose level allows the area `{}`.", a.path()),
        Access::AnyArea(areas) => format!(
            "Staff whose level allows any of: {}.",
            areas.iter().map(|a| format!("`{}`", a.path())).collect::<Vec<_>>().join(", ")
        ),
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
        .schema(Some(ObjectBuilder::new().schema_type(Type::String).max_length(Some(255))))
        .build()
}

/// Builds the document from the route table.
pub fn build(routes: &[RouteInfo]) -> OpenApi {
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
        let mut op = OperationBuilder::new()
            .summary(Some(r.summary))
            .description(Some(access_text(r.access)))
            .tag(tag);
        if r.access != Access::Public {
            op = op.security(SecurityRequirement::new("bearer", Vec::<String>::new()));
        }
        if r.idempotent {
            op = op.parameter(idempotency_key_parameter());
        }
        paths = paths.path(r.path, PathItem::new(method, op.build()));
    }
    let components = ComponentsBuilder::new()
        .security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        )
        .schema_from::<auth::handlers::LoginBody>()
        .schema_from::<auth::handlers::LoginData>()
        .schema_from::<auth::handlers::TokenPair>()
        .schema_from::<auth::handlers::LoginFoBody>()
        .schema_from::<auth::handlers::LoginAdminBody>()
        .schema_from::<auth::handlers::RefreshBody>()
        .schema_from::<auth::handlers::SealedLevel>()
        .schema_from::<auth::handlers::Me>()
        .schema_from::<auth::links::SetPasswordBody>()
        .schema_from::<auth::links::ForgotPasswordBody>()
        .schema_from::<areas::home::Summary>()
        .schema_from::<areas::users::UserView>()
        .schema_from::<areas::users::UserPage>()
        .schema_from::<areas::users::CreateUser>()
        .schema_from::<areas::users::UpdateUser>()
        .build();
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Roda API")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(
                    "Every response is `{code, msg, data}`; errors add `errors: [{field, code, message}]` \
                     in the caller's language (`Accept-Language: id` for Indonesian). See docs/API.md.",
                )),
        )
        .paths(paths.build())
        .components(Some(components))
        .build()
}

/// `GET /api/openapi.json`.
pub async fn document(Extension(routes): Extension<Arc<Vec<RouteInfo>>>) -> impl IntoResponse {
    Json(build(&routes))
}
