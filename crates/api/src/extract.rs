//! Extractors: [`ApiJson`], [`ApiQuery`] and [`ApiPath`] (the request's body, query and path
//! ids, read so that bad input is always a 4xx naming the field, never a 500), [`CallerLang`]
//! (the caller's language) and [`ClientIp`].
//!
//! Every text of every request passes [`domain::validation::check_input_text`] before anything
//! reads it: a NUL byte (which PostgreSQL refuses in text, so it would surface as a 500) or
//! more text than any column holds is refused here, once for every route, rather than in each
//! handler. Values that do not fit the handler's type (a wrong type, an unknown choice, a bad
//! date) are named too, with the form's own text where the field has one
//! ([`domain::validation::unreadable_field_code`]).

use std::{
    marker::PhantomData,
    net::{IpAddr, SocketAddr},
};

use axum::{
    extract::{
        ConnectInfo, FromRequest, FromRequestParts, Request,
        path::{ErrorKind, RawPathParams},
        rejection::PathRejection,
    },
    http::request::Parts,
};
use bytes::Bytes;
use domain::{ValidationErrors, validation};
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::{error::ApiError, state::AppState};

/// The caller's language lives below the error type, which answers in it ([`crate::lang`]).
pub use crate::lang::{CallerLang, lang_of};

/// Largest accepted request body: an upload of 2 MiB (spec §9) plus multipart overhead.
pub const BODY_LIMIT_BYTES: usize = 3 * 1024 * 1024;

/// Most field errors one request reports: enough for any form, bounded for a hostile body.
const MAX_REPORTED: usize = 50;

/// A JSON body. Not JSON at all (or not `application/json`): 400 `malformed`. JSON whose
/// texts hold a NUL or too much text, or whose values do not fit `T`: 422 naming each field
/// (`monthly_incomes.2.amount`), with the form's texts (see the module docs).
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let value = match axum::Json::<Value>::from_request(req, state).await {
            Ok(axum::Json(v)) => v,
            Err(rejection) => {
                tracing::debug!(%rejection, "malformed body");
                return Err(ApiError::BadRequest("malformed"));
            }
        };
        let mut errors = ValidationErrors::new();
        check_json_texts(&value, "", &mut errors);
        errors.into_result().map_err(ApiError::Validation)?;
        from_json(&value).map(ApiJson).map_err(ApiError::Validation)
    }
}

/// A JSON body of `T` read from bytes a handler took as they came (a callback that checks its
/// token before reading anything), checked exactly like [`ApiJson`].
/// Errors: 400 `malformed` when not JSON; 422 naming the field.
pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let value: Value = serde_json::from_slice(bytes).map_err(|_| ApiError::BadRequest("malformed"))?;
    let mut errors = ValidationErrors::new();
    check_json_texts(&value, "", &mut errors);
    errors.into_result().map_err(ApiError::Validation)?;
    from_json(&value).map_err(ApiError::Validation)
}

/// Records every text (and key) of `value` that fails the input-text check, by path.
fn check_json_texts(value: &Value, path: &str, errors: &mut ValidationErrors) {
    if errors.0.len() >= MAX_REPORTED {
        return;
    }
    let join = |key: &str| if path.is_empty() { key.to_owned() } else { format!("{path}.{key}") };
    match value {
        Value::String(s) => errors.check(path, validation::check_input_text(s)),
        Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| check_json_texts(v, &join(&i.to_string()), errors)),
        Value::Object(map) => {
            for (k, v) in map {
                if k.contains('\0') {
                    // A key with a NUL cannot be named as it is; its parent is.
                    errors.add(path, "invalid_characters");
                } else {
                    check_json_texts(v, &join(k), errors);
                }
            }
        }
        _ => {}
    }
}

/// Reads `T` from JSON, naming the field that does not fit (`body` when the whole body does
/// not, e.g. a list where an object belongs).
fn from_json<T: DeserializeOwned>(value: &Value) -> Result<T, ValidationErrors> {
    let err = match serde_path_to_error::deserialize::<_, T>(value) {
        Ok(v) => return Ok(v),
        Err(e) => e,
    };
    let message = err.inner().to_string();
    let mut path = segments(err.path());
    let missing = missing_field(&message);
    match missing {
        Some(name) => path.push(name.to_owned()),
        None => path = probe::<T>(value, path, &message),
    }
    let field = if path.is_empty() { "body".to_owned() } else { path.join(".") };
    tracing::debug!(%field, %message, "unreadable body field");
    let mut errors = ValidationErrors::new();
    errors.add(field.clone(), validation::unreadable_field_code(&field, missing.is_some()));
    Err(errors)
}

/// The segments of a serde path (`["schedules", "2", "method"]`).
fn segments(path: &serde_path_to_error::Path) -> Vec<String> {
    use serde_path_to_error::Segment;
    path.iter()
        .filter_map(|seg| match seg {
            Segment::Seq { index } => Some(index.to_string()),
            Segment::Map { key } => Some(key.clone()),
            Segment::Enum { variant } => Some(variant.clone()),
            Segment::Unknown => None,
        })
        .collect()
}

/// The field of serde's "missing field `x`" message.
fn missing_field(message: &str) -> Option<&str> {
    message.strip_prefix("missing field `")?.split('`').next()
}

/// Bodies up to this many bytes (as JSON) are probed for the failing field (see [`probe`]).
const PROBE_MAX_BYTES: usize = 64 * 1024;
/// Keys of one object probed at most.
const PROBE_MAX_KEYS: usize = 64;

/// The JSON pointer of a path (RFC 6901 escapes).
fn pointer(path: &[String]) -> String {
    path.iter().map(|s| format!("/{}", s.replace('~', "~0").replace('/', "~1"))).collect()
}

/// Finds the field behind an error that serde could only place at an object (`at`): a field
/// of a `#[serde(flatten)]`ed struct is read from a buffer no path tracker sees. Removes each
/// key of that object (each item of a list) in turn; the one whose removal makes the error go
/// away is the field, and an object or list there is searched the same way. Bounded by body
/// size and key count, since every try reads the body again. Returns `at` when no single key
/// is to blame.
fn probe<T: DeserializeOwned>(root: &Value, at: Vec<String>, message: &str) -> Vec<String> {
    if serde_json::to_vec(root).map_or(true, |b| b.len() > PROBE_MAX_BYTES) {
        return at;
    }
    let clears_the_error = |here: &str, key: &str| {
        let mut without = root.clone();
        match without.pointer_mut(here) {
            Some(Value::Object(m)) => drop(m.remove(key)),
            Some(Value::Array(items)) => drop(items.remove(key.parse::<usize>().unwrap_or_default())),
            _ => return false,
        }
        match serde_path_to_error::deserialize::<_, T>(&without) {
            Ok(_) => true,
            // Removing a required field only trades one error for another.
            Err(e) => {
                let m = e.inner().to_string();
                m != message && missing_field(&m) != Some(key)
            }
        }
    };
    let mut path = at;
    loop {
        let here = pointer(&path);
        let keys: Vec<String> = match root.pointer(&here) {
            Some(Value::Object(map)) if map.len() <= PROBE_MAX_KEYS => map.keys().cloned().collect(),
            Some(Value::Array(items)) if items.len() <= PROBE_MAX_KEYS => (0..items.len()).map(|i| i.to_string()).collect(),
            _ => break,
        };
        let Some(key) = keys.into_iter().find(|key| clears_the_error(&here, key)) else { break };
        path.push(key);
    }
    path
}

/// The raw bytes of an optional JSON body of `T`, for handlers that read the bytes themselves:
/// empty (or only whitespace) passes; anything else is checked exactly like [`ApiJson`] (400
/// when not JSON, 422 naming the field) before the handler sees it.
pub struct ApiJsonBytes<T>(pub Bytes, pub PhantomData<T>);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJsonBytes<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(req, state).await.map_err(|rejection| {
            tracing::debug!(%rejection, "unreadable body");
            ApiError::BadRequest("malformed")
        })?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(ApiJsonBytes(bytes, PhantomData));
        }
        let value: Value = serde_json::from_slice(&bytes).map_err(|_| ApiError::BadRequest("malformed"))?;
        let mut errors = ValidationErrors::new();
        check_json_texts(&value, "", &mut errors);
        errors.into_result().map_err(ApiError::Validation)?;
        from_json::<T>(&value).map_err(ApiError::Validation)?;
        Ok(ApiJsonBytes(bytes, PhantomData))
    }
}

/// Query parameters (`?q=…&limit=…`). A parameter holding a NUL or too much text, or not of
/// its type (`limit=abc`, `status=lost`): 400 naming it.
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        let query = parts.uri.query().unwrap_or("").as_bytes();
        let mut errors = ValidationErrors::new();
        for (key, value) in form_urlencoded::parse(query).take(MAX_REPORTED * 4) {
            if let Err(code) = validation::check_input_text(&key).and(validation::check_input_text(&value)) {
                // A key that is not printable text is named by what can be shown of it.
                let field: String = key.chars().filter(|c| !c.is_control()).take(64).collect();
                errors.add(field, code);
                if errors.0.len() >= MAX_REPORTED {
                    break;
                }
            }
        }
        errors.into_result().map_err(ApiError::Unreadable)?;
        let de = serde_urlencoded::Deserializer::new(form_urlencoded::parse(query));
        match serde_path_to_error::deserialize::<_, T>(de) {
            Ok(v) => Ok(ApiQuery(v)),
            Err(e) => {
                let message = e.inner().to_string();
                let field = missing_field(&message).map_or_else(|| segments(e.path()).join("."), str::to_owned);
                tracing::debug!(%field, %message, "unreadable query parameter");
                let mut errors = ValidationErrors::new();
                errors.add(field, "invalid_value");
                Err(ApiError::Unreadable(errors))
            }
        }
    }
}

/// Path parameters (`/users/{id}`). One not of its type (an id that is no UUID), or holding
/// a NUL or too much text: 400 naming it.
pub struct ApiPath<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for ApiPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let keys: Vec<String> = match RawPathParams::from_request_parts(parts, state).await {
            Ok(raw) => {
                let mut errors = ValidationErrors::new();
                for (key, value) in &raw {
                    errors.check(key, validation::check_input_text(value));
                }
                errors.into_result().map_err(ApiError::Unreadable)?;
                raw.iter().map(|(k, _)| k.to_owned()).collect()
            }
            // Not UTF-8 once decoded: the typed read below names the parameter.
            Err(_) => Vec::new(),
        };
        let field = match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => return Ok(ApiPath(v)),
            Err(PathRejection::FailedToDeserializePathParams(e)) => match e.into_kind() {
                ErrorKind::ParseErrorAtKey { key, .. }
                | ErrorKind::InvalidUtf8InPathParam { key }
                | ErrorKind::DeserializeError { key, .. } => key,
                ErrorKind::ParseErrorAtIndex { index, .. } => keys.get(index).cloned().unwrap_or_else(|| "path".into()),
                ErrorKind::ParseError { .. } => keys.first().cloned().unwrap_or_else(|| "path".into()),
                // The route and the handler disagree: a programming error, not bad input.
                kind => return Err(ApiError::Internal(anyhow::anyhow!("path parameters: {kind}"))),
            },
            Err(rejection) => return Err(ApiError::Internal(anyhow::anyhow!("path parameters: {rejection}"))),
        };
        let mut errors = ValidationErrors::new();
        errors.add(field, "invalid_value");
        Err(ApiError::Unreadable(errors))
    }
}

/// The client's address: the socket peer, or — when the peer is a trusted proxy — the
/// rightmost `X-Forwarded-For` entry that is not one (see [`client_ip`]).
#[derive(Debug, Clone, Copy)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(ClientIp(client_ip(parts, &state.config)))
    }
}

/// The client's address (issue 6). When the socket peer is a trusted proxy (listed in
/// `trusted_proxies`, or any peer with the older `trust_forwarded_for` switch), the
/// `X-Forwarded-For` entries are read from the right — each was appended by the hop before it —
/// skipping trusted proxies; the first other entry is the client, since nothing left of it can be
/// trusted (a client may send any `X-Forwarded-For` it likes). When every entry is a trusted
/// proxy the leftmost is taken; an entry that is not an address stops the walk at the last
/// trusted hop. Without a trusted peer the header is ignored.
pub fn client_ip(parts: &Parts, config: &crate::config::ApiConfig) -> Option<IpAddr> {
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    let trusted = |ip: &IpAddr| config.trusted_proxies.iter().any(|net| net.contains(ip));
    let peer_trusted = match peer {
        Some(p) => config.trust_forwarded_for || trusted(&p),
        None => config.trust_forwarded_for,
    };
    if !peer_trusted {
        return peer;
    }
    let mut client = peer;
    let entries = parts.headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect::<Vec<_>>();
    for entry in entries.iter().rev().flat_map(|v| v.rsplit(',')) {
        // Some proxies append `address:port`.
        let entry = entry.trim();
        let Ok(ip) = entry.parse::<IpAddr>().or_else(|_| entry.parse::<SocketAddr>().map(|s| s.ip())) else { break };
        client = Some(ip);
        if !trusted(&ip) {
            break;
        }
    }
    client
}

/// The request id set by the request-id layer, for audit rows.
pub fn request_id(headers: &axum::http::HeaderMap) -> Option<String> {
    headers.get("x-request-id").and_then(|v| v.to_str().ok()).map(str::to_owned)
}
