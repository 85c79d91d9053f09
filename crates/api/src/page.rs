//! [`PageQuery`]: the query parameters every list takes (DESIGN §3) — `q`, `sort`
//! (`newest`|`oldest`), `limit` (clamped to 1–100, default 50) and `cursor` (the
//! `next_cursor` of the previous page) — read once, for every list.

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::Deserialize;
use storage::repo::keyset::{PageAt, Sort};
use utoipa::IntoParams;
use uuid::Uuid;

use crate::{error::ApiError, extract::ApiQuery};

/// Rows per page when the caller names none.
pub const DEFAULT_LIMIT: u64 = 50;
/// The most rows a page holds.
pub const MAX_LIMIT: u64 = 100;

/// A list's search, order and page. Errors: 400 naming the parameter for an unknown `sort`, a
/// `limit` that is not a number, a `cursor` that is not an id, a NUL or overlong text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageQuery {
    /// The search text, trimmed; `None` when blank.
    pub q: Option<String>,
    pub sort: Sort,
    /// 1–100.
    pub limit: u64,
    pub cursor: Option<Uuid>,
}

impl PageQuery {
    /// Where the page starts, for `storage::repo::keyset`.
    pub fn at(&self) -> PageAt {
        PageAt { sort: self.sort, cursor: self.cursor, limit: self.limit }
    }
}

/// The parameters as sent, for the OpenAPI document and the parser.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// Search text (what it matches is the list's own).
    q: Option<String>,
    /// `newest` (default) or `oldest`.
    #[serde(default)]
    #[param(value_type = Option<String>)]
    sort: Sort,
    /// Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1.
    limit: Option<u64>,
    /// The `next_cursor` of the previous page.
    cursor: Option<Uuid>,
}

impl<S: Send + Sync> FromRequestParts<S> for PageQuery {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        // The same checks as every query (no NUL, no overlong text, each value of its type).
        let ApiQuery(raw) = ApiQuery::<PageParams>::from_request_parts(parts, state).await?;
        Ok(PageQuery {
            q: raw.q.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty()),
            sort: raw.sort,
            limit: raw.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT),
            cursor: raw.cursor,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn parse(query: &str) -> Result<PageQuery, ApiError> {
        let req = axum::http::Request::builder().uri(format!("/x?{query}")).body(()).unwrap();
        let (mut parts, ()) = req.into_parts();
        PageQuery::from_request_parts(&mut parts, &()).await
    }

    #[tokio::test]
    async fn limits_are_clamped_and_bad_values_refused() {
        assert_eq!(parse("").await.unwrap(), PageQuery { q: None, sort: Sort::Newest, limit: 50, cursor: None });
        assert_eq!(parse("limit=0").await.unwrap().limit, 1);
        assert_eq!(
            parse("limit=100000&q=%20budi%20&sort=oldest").await.unwrap(),
            PageQuery { q: Some("budi".into()), sort: Sort::Oldest, limit: 100, cursor: None }
        );
        assert!(parse("sort=sideways").await.is_err());
        assert!(parse("cursor=LN-1").await.is_err());
        assert!(parse("limit=-1").await.is_err());
    }
}
