//! Every response of every API test held to the committed `docs/openapi.json` (issue 41 item
//! 10): [`layer`] wraps the app that [`crate::spawn_app`] serves, so requests sent through the
//! helpers and through `app.client` alike are checked. For each response it finds the
//! documented operation (the method and the path template the request's path matches, literal
//! segments before `{parameters}`), then checks that
//!
//! - the status code is documented for that operation (explicitly: `default` does not count);
//! - the `Content-Type` is one the document gives for that status (`type/*` ranges allowed);
//! - a JSON body validates against that media type's schema, `$ref`s resolved in the document
//!   (JSON Schema 2020-12, the dialect of OpenAPI 3.1, formats such as `date-time` and `uuid`
//!   checked).
//!
//! An `/api/` path no template matches must answer 404 or 405 with the error envelope. Paths
//! outside the document (the web app) are not checked. A failure names the route, the request,
//! the status and, for a body, the instance and schema paths that failed; the test fails at
//! its next helper call, or when its `TestApp` is dropped.

use std::{
    collections::HashMap,
    sync::{Arc, LazyLock, Mutex},
};

use axum::{
    body::Body,
    extract::{Request, State},
    http::header,
    middleware::Next,
    response::Response,
};
use serde_json::Value;

/// The committed document the responses are held to.
const DOCUMENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/openapi.json");

/// Failures found so far by the layer of one [`crate::TestApp`], reported by the test.
pub type Failures = Arc<Mutex<Vec<String>>>;

/// The loaded document with its path templates and the compiled response schemas.
struct Contract {
    doc: Value,
    /// Each template split into segments, `None` for a `{parameter}`.
    templates: Vec<(String, Vec<Option<String>>)>,
    validators: Mutex<HashMap<String, Arc<jsonschema::Validator>>>,
}

static CONTRACT: LazyLock<Contract> = LazyLock::new(|| {
    let text = std::fs::read_to_string(DOCUMENT).unwrap_or_else(|e| panic!("read {DOCUMENT}: {e}"));
    let doc: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{DOCUMENT} is not JSON: {e}"));
    let templates = doc["paths"]
        .as_object()
        .map(|paths| {
            paths
                .keys()
                .map(|t| {
                    let segments = t
                        .split('/')
                        .map(|s| if s.starts_with('{') && s.ends_with('}') { None } else { Some(s.to_owned()) })
                        .collect();
                    (t.clone(), segments)
                })
                .collect()
        })
        .unwrap_or_default();
    Contract { doc, templates, validators: Mutex::new(HashMap::new()) }
});

impl Contract {
    /// The template `path` matches: of several, the one with the most literal segments
    /// (`/loan-applications/summary` before `/loan-applications/{loan_id}`), as the router
    /// picks.
    fn template(&self, path: &str) -> Option<&str> {
        let segments: Vec<&str> = path.split('/').collect();
        self.templates
            .iter()
            .filter(|(_, t)| {
                t.len() == segments.len()
                    && t.iter()
                        .zip(&segments)
                        .all(|(t, s)| t.as_deref().is_none_or(|t| t == *s) && (t.is_some() || !s.is_empty()))
            })
            .max_by_key(|(_, t)| t.iter().map(Option::is_some).collect::<Vec<_>>())
            .map(|(name, _)| name.as_str())
    }

    /// The compiled schema at `pointer` (a response's media type) of the document, its
    /// `$ref`s resolved against the document's components.
    fn validator(&self, pointer: &str) -> Result<Arc<jsonschema::Validator>, String> {
        let mut cache = self.validators.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(v) = cache.get(pointer) {
            return Ok(v.clone());
        }
        let schema = self.doc.pointer(pointer).ok_or_else(|| format!("no schema at {pointer}"))?;
        // The schema as the root of a document that also holds `components`, so that
        // `#/components/schemas/…` resolves as it does in the OpenAPI document.
        let mut root = match schema {
            Value::Object(o) => o.clone(),
            other => return Err(format!("schema at {pointer} is not an object: {other}")),
        };
        root.insert("components".into(), self.doc["components"].clone());
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .should_validate_formats(true)
            .build(&Value::Object(root))
            .map_err(|e| format!("schema at {pointer} does not compile: {e}"))?;
        let validator = Arc::new(validator);
        cache.insert(pointer.to_owned(), validator.clone());
        Ok(validator)
    }
}

/// Escapes a JSON pointer token (`/` and `~`).
fn token(s: &str) -> String {
    s.replace('~', "~0").replace('/', "~1")
}

/// Whether `actual` (a `Content-Type` without parameters) is the documented `media` range.
fn media_matches(media: &str, actual: &str) -> bool {
    match media.split_once('/') {
        Some(("*", "*")) => true,
        Some((kind, "*")) => actual.split_once('/').is_some_and(|(k, _)| k.eq_ignore_ascii_case(kind)),
        _ => media.eq_ignore_ascii_case(actual),
    }
}

/// Whether a media type carries JSON (`application/json`, `application/problem+json`).
fn is_json(media: &str) -> bool {
    media == "application/json" || media.ends_with("+json")
}

/// Checks one response against the document: `Ok` when it is documented (or outside the
/// document), else what failed. `body` is the JSON body (`None` when it was not read).
pub fn check(method: &str, path: &str, status: u16, content_type: Option<&str>, body: Option<&[u8]>) -> Result<(), String> {
    let contract = &*CONTRACT;
    let media = content_type.map(|c| c.split(';').next().unwrap_or("").trim().to_ascii_lowercase());
    let request = format!("{method} {path}");
    let Some(template) = contract.template(path) else {
        if !path.starts_with("/api/") {
            return Ok(());
        }
        // An unknown `/api` path: the error envelope, 404 (or 405).
        if ![404, 405].contains(&status) {
            return Err(format!("{request}: no documented path, yet answered {status}"));
        }
        return check_body(contract, &request, status, "/components/schemas/ErrorEnvelope", media.as_deref(), body);
    };
    let lower = method.to_ascii_lowercase();
    let operation = format!("/paths/{}/{lower}", token(template));
    let route = format!("{method} {template} ({request})");
    let Some(op) = contract.doc.pointer(&operation) else {
        if method == "HEAD" || method == "OPTIONS" || status == 405 {
            return Ok(());
        }
        return Err(format!("{route}: method not documented, yet answered {status}"));
    };
    let code = status.to_string();
    let Some(response) = op["responses"].get(&code) else {
        let documented: Vec<&String> = op["responses"].as_object().map(|r| r.keys().collect()).unwrap_or_default();
        return Err(format!("{route}: answered {status}, which is not documented (documented: {documented:?})"));
    };
    let content = response["content"].as_object();
    let Some(content) = content.filter(|c| !c.is_empty()) else {
        return match &media {
            Some(m) if body.is_some_and(|b| !b.is_empty()) => {
                Err(format!("{route}: {status} documented without a body, yet answered {m}"))
            }
            _ => Ok(()),
        };
    };
    let Some(actual) = media else {
        return Err(format!("{route}: {status} answered without a Content-Type (documented: {:?})", content.keys()));
    };
    let Some((documented, _)) = content.iter().find(|(m, _)| media_matches(m, &actual)) else {
        return Err(format!("{route}: {status} answered {actual}, documented {:?}", content.keys().collect::<Vec<_>>()));
    };
    if !is_json(&actual) {
        return Ok(());
    }
    let pointer = format!("{operation}/responses/{code}/content/{}/schema", token(documented));
    check_body(contract, &route, status, &pointer, Some(&actual), body)
}

/// Validates a JSON `body` against the schema at `pointer`.
fn check_body(
    contract: &Contract,
    route: &str,
    status: u16,
    pointer: &str,
    media: Option<&str>,
    body: Option<&[u8]>,
) -> Result<(), String> {
    let Some(body) = body.filter(|_| media.is_some_and(is_json)) else {
        return match media {
            Some(m) if !is_json(m) => Err(format!("{route}: {status} answered {m}, documented application/json")),
            _ => Ok(()),
        };
    };
    let instance: Value = serde_json::from_slice(body)
        .map_err(|e| format!("{route}: {status} body is not JSON ({e}): {}", String::from_utf8_lossy(body)))?;
    let validator = contract.validator(pointer).map_err(|e| format!("{route}: {e}"))?;
    let errors: Vec<String> = validator
        .iter_errors(&instance)
        .take(5)
        .map(|e| format!("at {} (schema {pointer}#{}): {e}", e.instance_path(), e.schema_path()))
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(format!("{route}: {status} body does not match the documented schema:\n  {}", errors.join("\n  ")))
    }
}

/// The axum middleware: checks each response (buffering JSON bodies; other bodies pass
/// through untouched) and records what failed in `failures`.
pub async fn layer(State(failures): State<Failures>, req: Request, next: Next) -> Response {
    let method = req.method().as_str().to_owned();
    let path = req.uri().path().to_owned();
    let res = next.run(req).await;
    let status = res.status().as_u16();
    let content_type = res.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let json = content_type.as_deref().is_some_and(|c| is_json(c.split(';').next().unwrap_or("").trim()))
        && !res.headers().contains_key(header::CONTENT_ENCODING);
    let (res, outcome) = if json {
        let (parts, body) = res.into_parts();
        match axum::body::to_bytes(body, usize::MAX).await {
            Ok(bytes) => {
                let outcome = check(&method, &path, status, content_type.as_deref(), Some(&bytes));
                (Response::from_parts(parts, Body::from(bytes)), outcome)
            }
            Err(e) => (Response::from_parts(parts, Body::empty()), Err(format!("{method} {path}: body unreadable: {e}"))),
        }
    } else {
        let outcome = check(&method, &path, status, content_type.as_deref(), None);
        (res, outcome)
    };
    if let Err(failure) = outcome {
        failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(failure);
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_segments_win_over_parameters() {
        assert_eq!(CONTRACT.template("/api/v1/loan-applications/summary"), Some("/api/v1/loan-applications/summary"));
        assert_eq!(CONTRACT.template("/api/v1/loan-applications/LN-1"), Some("/api/v1/loan-applications/{loan_id}"));
        assert_eq!(CONTRACT.template("/api/v1/loan-applications/"), None);
        assert_eq!(CONTRACT.template("/app/home"), None);
    }

    #[test]
    fn an_undocumented_status_names_the_route() {
        let e = check("GET", "/api/v1/me", 418, Some("application/json"), Some(b"{}")).unwrap_err();
        assert!(e.contains("GET /api/v1/me") && e.contains("418"), "{e}");
    }

    #[test]
    fn a_body_off_its_schema_names_the_field_and_the_schema() {
        let body = br#"{"code": 200, "msg": "OK", "data": {"email": 5}}"#;
        let e = check("GET", "/api/v1/me", 200, Some("application/json"), Some(body)).unwrap_err();
        assert!(e.contains("/data") && e.contains("schema /paths/~1api~1v1~1me/get/responses/200"), "{e}");
    }

    #[test]
    fn another_media_type_fails() {
        let e = check("GET", "/api/v1/me", 200, Some("text/plain"), None).unwrap_err();
        assert!(e.contains("text/plain"), "{e}");
        assert!(check("GET", "/app/home", 200, Some("text/html"), None).is_ok());
    }
}
