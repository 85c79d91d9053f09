//! The one error type of the API. Handlers return codes; the [`render`] middleware turns them
//! into the envelope in the caller's language (`Accept-Language`), so no handler needs to know
//! it. Anything else that answers with an error status and no envelope (405, 413, a panic) is
//! wrapped there too.

use axum::{
    body::Body,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use domain::{Lang, ValidationErrors, i18n};
use serde_json::json;

/// An API failure. Each variant maps to one HTTP status (DESIGN §3).
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 400: the request could not be read (bad JSON, wrong types) or a named bad request.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// 401 with a message code (`token_required`, `unauthorized`, `invalid_credentials`).
    #[error("unauthorized: {0}")]
    Unauthorized(&'static str),
    /// 400 naming the fields that could not be read: a query parameter or path id of the wrong
    /// form, or holding a NUL or too much text ([`crate::extract`]).
    #[error("unreadable fields")]
    Unreadable(ValidationErrors),
    /// 403: the level or scope forbids it.
    #[error("forbidden")]
    Forbidden,
    /// 403 with a stable code saying which rule refused (e.g. `account_not_manageable`), on
    /// `field` when a field asked for what is refused (`level`).
    #[error("denied: {code}")]
    Denied { field: Option<&'static str>, code: &'static str },
    /// 404: not found, or not visible to the caller.
    #[error("not found")]
    NotFound,
    /// 409 with a message code: stale version or conflicting state.
    #[error("conflict: {0}")]
    Conflict(&'static str),
    /// 422 with the failed fields.
    #[error("validation failed")]
    Validation(ValidationErrors),
    /// 422 with one field's warning the caller must confirm (`code`, e.g.
    /// `nik_mismatch_unconfirmed`) and in `data` what it is to confirm (issue 41 item 8).
    #[error("unconfirmed: {code}")]
    Unconfirmed { field: &'static str, code: &'static str, data: serde_json::Value },
    /// 413 or 415 (an upload refused for its size or type), with the failed field.
    #[error("upload refused: {0}")]
    Upload(StatusCode, ValidationErrors),
    /// 429.
    #[error("rate limited")]
    RateLimited,
    /// 503 `server_busy` with `Retry-After`: a bounded worker pool (password hashing, image
    /// decoding) stayed full for its whole queue wait (issue 6, OWASP API4).
    #[error("busy")]
    Busy,
    /// Any other status with a stable code in `errors` (e.g. 404 `address_not_found`, 502
    /// `maps_unavailable`): a refusal a client acts on by its code.
    #[error("{1}")]
    Coded(StatusCode, &'static str),
    /// 500; the cause is logged, never sent.
    #[error(transparent)]
    Internal(anyhow::Error),
}

/// Seconds a client is asked to wait after a 503 `server_busy`.
pub const BUSY_RETRY_AFTER_SECS: u32 = 2;

/// An error from a service: [`crate::auth::passwords::Busy`] inside it becomes
/// [`ApiError::Busy`], [`crate::files::MissingFile`] a 404 `file_missing`, a database error in its chain what `From<sea_orm::DbErr>` makes of it
/// (503 for a database busy or out of reach), anything else [`ApiError::Internal`].
impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> Self {
        if e.downcast_ref::<crate::auth::passwords::Busy>().is_some() {
            return ApiError::Busy;
        }
        if e.downcast_ref::<crate::files::MissingFile>().is_some() {
            return ApiError::Coded(StatusCode::NOT_FOUND, "file_missing");
        }
        // A `StoreError::Db` is transparent: the chain skips its `DbErr`, so it is asked for too.
        let db = e.chain().find_map(|c| match c.downcast_ref::<storage::StoreError>() {
            Some(storage::StoreError::Db(d)) => Some(d),
            _ => c.downcast_ref::<sea_orm::DbErr>(),
        });
        match db.map(|d| ApiError::from(d.clone())) {
            Some(ApiError::Busy) => ApiError::Busy,
            _ => ApiError::Internal(e),
        }
    }
}

impl From<crate::auth::passwords::Busy> for ApiError {
    fn from(_: crate::auth::passwords::Busy) -> Self {
        ApiError::Busy
    }
}

impl From<sea_orm::DbErr> for ApiError {
    /// A database fault is a 500, except where two writers met, which is load, not a fault:
    /// 503 `server_busy` with `Retry-After`, nothing written (the transaction rolled back).
    /// That is SQLite's "database is locked" (SQLITE_BUSY: another writer held the lock past the
    /// busy timeout, or a read transaction could not take it) and PostgreSQL's deadlock (40P01)
    /// and serialization failure (40001), e.g. two transactions adding to the same rows of the
    /// report figures tables (migration m0019) in opposite orders. A database out of reach
    /// ([`storage::is_unreachable`]: down, restarting, a connection it dropped, no connection
    /// within the pool's wait) is 503 `server_busy` too (issue 40 item 2): it heals by itself.
    fn from(e: sea_orm::DbErr) -> Self {
        if storage::is_unreachable(&e) {
            tracing::warn!(error = %e, "database unreachable");
            return ApiError::Busy;
        }
        let text = e.to_string();
        if ["database is locked", "deadlock detected", "could not serialize access"].iter().any(|m| text.contains(m)) {
            tracing::warn!(error = %e, "database busy");
            return ApiError::Busy;
        }
        ApiError::Internal(e.into())
    }
}

impl ApiError {
    /// A 422 for one field.
    pub fn field(field: &str, code: &'static str) -> Self {
        let mut errors = ValidationErrors::new();
        errors.add(field, code);
        ApiError::Validation(errors)
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) | ApiError::Unreadable(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden | ApiError::Denied { .. } => StatusCode::FORBIDDEN,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::Validation(_) | ApiError::Unconfirmed { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Upload(status, _) | ApiError::Coded(status, _) => *status,
            ApiError::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Busy => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The envelope body of this error in `lang`.
    /// The stable code of the error itself (`validation_failed` for field errors).
    fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest(c) | ApiError::Unauthorized(c) | ApiError::Conflict(c) | ApiError::Coded(_, c) => c,
            ApiError::Forbidden => "forbidden",
            ApiError::Denied { code, .. } | ApiError::Unconfirmed { code, .. } => code,
            ApiError::Unreadable(_) => "malformed",
            ApiError::NotFound => "not_found",
            ApiError::Validation(_) | ApiError::Upload(..) => "validation_failed",
            ApiError::RateLimited => "rate_limited",
            ApiError::Busy => "server_busy",
            ApiError::Internal(_) => "internal",
        }
    }

    /// The code and message of what refused, in `lang`: the first field error's or the error's
    /// own. How a batch reports one row that failed (issue 13).
    pub fn reason(&self, lang: Lang) -> (String, String) {
        let body = self.body(lang);
        let code = body["errors"][0]["code"].as_str().unwrap_or(self.code()).to_owned();
        (code, body["msg"].as_str().unwrap_or_default().to_owned())
    }

    pub fn body(&self, lang: Lang) -> serde_json::Value {
        let code = self.code();
        let mut body = json!({
            "code": self.status().as_u16(),
            "msg": i18n::text(code, lang),
            "data": null,
        });
        if let ApiError::Validation(errors) | ApiError::Upload(_, errors) | ApiError::Unreadable(errors) = self {
            body["errors"] =
                errors.0.iter().map(|e| json!({"field": e.field, "code": e.code, "message": i18n::text(e.code, lang)})).collect();
            // The first field's message is the most useful summary for a toast; missing steps
            // are named, in the caller's language ("… complete: Documents, Financial").
            let missing: Vec<&str> = errors
                .0
                .iter()
                .filter(|e| e.code == "steps_incomplete")
                .map(|e| i18n::text(&format!("step.{}", e.field), lang))
                .collect();
            if !missing.is_empty() && missing.len() == errors.0.len() {
                body["msg"] = format!("{} {}.", i18n::text("steps_missing", lang), missing.join(", ")).into();
            } else if let Some(first) = errors.0.first() {
                body["msg"] = i18n::text(first.code, lang).into();
            }
        }
        if let ApiError::Conflict(c) | ApiError::Coded(_, c) = self {
            // The stable code tells a client which conflict it met (stale version, wrong state).
            body["errors"] = json!([{"field": null, "code": c, "message": i18n::text(c, lang)}]);
        }
        if let ApiError::Denied { field, code } = self {
            body["errors"] = json!([{"field": field, "code": code, "message": i18n::text(code, lang)}]);
        }
        if let ApiError::Unconfirmed { field, code, data } = self {
            body["errors"] = json!([{"field": field, "code": code, "message": i18n::text(code, lang)}]);
            body["data"] = data.clone();
        }
        body
    }
}

/// Carried in the response extensions until [`render`] writes the body.
#[derive(Clone)]
struct Pending(std::sync::Arc<ApiError>);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(e) = &self {
            tracing::error!(error = %e, "internal error");
        }
        let mut res = self.status().into_response();
        if let ApiError::Busy = self {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(BUSY_RETRY_AFTER_SECS));
        }
        res.extensions_mut().insert(Pending(std::sync::Arc::new(self)));
        res
    }
}

/// Middleware: renders [`ApiError`]s in the caller's language, and wraps any other error
/// response without a JSON body into the envelope.
pub async fn render(req: Request, next: Next) -> Response {
    let lang = crate::lang::lang_of(req.headers());
    let res = next.run(req).await;
    if let Some(Pending(err)) = res.extensions().get::<Pending>().cloned() {
        return json_response(res, err.body(lang));
    }
    let status = res.status();
    let is_json = res.headers().get(header::CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if (status.is_client_error() || status.is_server_error()) && !is_json {
        let code = match status {
            StatusCode::NOT_FOUND => "not_found",
            StatusCode::PAYLOAD_TOO_LARGE => "file_too_large",
            StatusCode::METHOD_NOT_ALLOWED | StatusCode::BAD_REQUEST | StatusCode::UNSUPPORTED_MEDIA_TYPE => "malformed",
            _ => "internal",
        };
        let body = json!({"code": status.as_u16(), "msg": i18n::text(code, lang), "data": null});
        return json_response(res, body);
    }
    res
}

fn json_response(res: Response, body: serde_json::Value) -> Response {
    let (mut parts, _) = res.into_parts();
    parts.headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body.to_string()))
}

/// Result of a handler.
pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::ApiError;

    /// Every code a handler refuses with by name (`BadRequest("…")`, `Conflict("…")`,
    /// `Unauthorized("…")`, `Coded(_, "…")`, `code: "…"`) has its own text in both languages: an
    /// unknown code reads as the spec's default "Oops! Something went wrong", which tells staff
    /// nothing about their input. `callback_seen` never leaves its handler (a repeated
    /// callback answers with the first one's result).
    #[test]
    fn every_refusal_code_has_its_text_in_both_languages() {
        fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    sources(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let mut files = Vec::new();
        sources(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
        let openers = ["BadRequest(\"", "Conflict(\"", "Unauthorized(\"", "code: \"", ", \""];
        let mut missing = Vec::new();
        let mut seen = 0;
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for opener in openers {
                for (at, _) in text.match_indices(opener) {
                    // `, "…"` only as `Coded(status, "…")`'s second argument.
                    if opener == ", \"" && text[..at].rsplit_once("Coded(").is_none_or(|(_, args)| args.contains(')')) {
                        continue;
                    }
                    let rest = &text[at + opener.len()..];
                    let code = &rest[..rest.find('"').unwrap()];
                    if code.is_empty() || !code.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_') {
                        continue;
                    }
                    seen += 1;
                    let texts = [domain::i18n::Lang::En, domain::i18n::Lang::Id].map(|l| domain::i18n::find(code, l));
                    if code != "callback_seen" && texts.iter().any(Option::is_none) {
                        missing.push(format!("{code} ({})", file.display()));
                    }
                }
            }
        }
        assert!(seen > 50, "the scan found the handlers' codes ({seen})");
        assert!(missing.is_empty(), "codes without their text: {missing:?}");
    }

    #[test]
    fn writers_meeting_is_busy_and_any_other_database_fault_internal() {
        for text in [
            "error returned from database: database is locked",
            "error returned from database: deadlock detected",
            "error returned from database: could not serialize access due to concurrent update",
        ] {
            assert!(matches!(ApiError::from(sea_orm::DbErr::Custom(text.into())), ApiError::Busy), "{text}");
        }
        assert!(matches!(ApiError::from(sea_orm::DbErr::Custom("no such table: loans".into())), ApiError::Internal(_)));
    }

    /// A stored status its enum does not know (issue 42 item 2) is corrupt data: a 500 whose
    /// cause is logged, not a default status and not a 4xx.
    #[test]
    fn an_unknown_stored_status_is_internal() {
        let e = storage::entity::decode::<domain::pipeline::ApplicationStatus>("loans.status", "archived").unwrap_err();
        let api = ApiError::from(e);
        assert_eq!(api.status(), axum::http::StatusCode::INTERNAL_SERVER_ERROR);
        assert!(matches!(&api, ApiError::Internal(cause) if cause.to_string().contains("\"archived\" stored in loans.status")));
    }

    /// A database out of reach is 503 `server_busy`, from a handler's `?` or through a service's
    /// `anyhow` (issue 40 item 2); a statement the database refused stays a 500.
    #[test]
    fn a_database_out_of_reach_is_busy() {
        use sea_orm::{ConnAcquireErr, DbErr, RuntimeErr, sqlx};
        let sqlx = |e: sqlx::Error| RuntimeErr::SqlxError(std::sync::Arc::new(e));
        let eof = || sqlx(sqlx::Error::Io(std::io::ErrorKind::UnexpectedEof.into()));
        for e in [
            DbErr::ConnectionAcquire(ConnAcquireErr::Timeout),
            DbErr::Conn(sqlx(sqlx::Error::Io(std::io::ErrorKind::ConnectionRefused.into()))),
            DbErr::Query(eof()),
            DbErr::Exec(sqlx(sqlx::Error::Protocol("unexpected message".into()))),
        ] {
            assert!(matches!(ApiError::from(e.clone()), ApiError::Busy), "{e}");
            let wrapped = anyhow::Error::from(storage::StoreError::Db(e.clone())).context("recording a payment");
            assert!(matches!(ApiError::from(wrapped), ApiError::Busy), "{e} through anyhow");
        }
        let refused = DbErr::Exec(sqlx(sqlx::Error::RowNotFound));
        assert!(matches!(ApiError::from(refused.clone()), ApiError::Internal(_)));
        assert!(matches!(ApiError::from(anyhow::Error::from(refused)), ApiError::Internal(_)));
    }
}
