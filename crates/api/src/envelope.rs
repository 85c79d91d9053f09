//! The response envelope of DESIGN §3: `{ "code": <http status>, "msg": "<text>", "data": … }`.

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use domain::{Lang, i18n};
use serde::Serialize;

/// A successful response: status, message code (looked up in the caller's language) and data.
pub struct Envelope<T> {
    pub status: StatusCode,
    pub msg: String,
    pub data: T,
}

/// `200 OK` with `data`.
pub fn ok<T: Serialize>(data: T) -> Envelope<T> {
    Envelope { status: StatusCode::OK, msg: "OK".into(), data }
}

/// `201 Created` with `data`.
pub fn created<T: Serialize>(data: T) -> Envelope<T> {
    Envelope { status: StatusCode::CREATED, msg: "OK".into(), data }
}

/// `201 Created` whose `msg` is the text of `code` in `lang`.
pub fn created_msg<T: Serialize>(lang: Lang, code: &str, data: T) -> Envelope<T> {
    Envelope { status: StatusCode::CREATED, msg: i18n::text(code, lang).into(), data }
}

/// `200 OK` whose `msg` is the text of `code` in `lang`.
pub fn ok_msg<T: Serialize>(lang: Lang, code: &str, data: T) -> Envelope<T> {
    Envelope { status: StatusCode::OK, msg: i18n::text(code, lang).into(), data }
}

#[derive(Serialize)]
struct Body<'a, T> {
    code: u16,
    msg: &'a str,
    data: &'a T,
}

impl<T: Serialize> IntoResponse for Envelope<T> {
    fn into_response(self) -> Response {
        let body = Body { code: self.status.as_u16(), msg: &self.msg, data: &self.data };
        (self.status, Json(body)).into_response()
    }
}
