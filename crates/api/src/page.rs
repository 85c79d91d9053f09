//! [`PageQuery`]: the query parameters every list takes (DESIGN §3) — `q`, `sort`
//! (`newest`|`oldest`), `limit` (clamped to 1–100, default 50) and `cursor` (the
//! `next_cursor` of the previous page) — read once, for every list; and [`Page`], what every
//! list answers.

use std::{borrow::Cow, fmt::Display};

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::{Deserialize, Serialize};
use storage::repo::keyset::{PageAt, Sort, Total};
use utoipa::{
    IntoParams, PartialSchema, ToSchema,
    openapi::{ArrayBuilder, KnownFormat, ObjectBuilder, RefOr, Schema, SchemaFormat, Type, schema::RefBuilder},
};
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

/// One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
/// many rows the list matches over all pages.
#[derive(Debug, Serialize)]
pub struct Page<T> {
    /// The rows of this page, in the list's order.
    pub items: Vec<T>,
    /// Opaque: send it back as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
    /// Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
    pub total: u64,
    /// The count stopped at the list's cap: there are more than `total`.
    pub total_capped: bool,
}

impl<T> Page<T> {
    /// A page whose total was counted up to the list's cap.
    pub fn new<C: Display>(items: Vec<T>, next: Option<C>, total: Total) -> Page<T> {
        Page { items, next_cursor: next.map(|c| c.to_string()), total: total.n, total_capped: total.capped }
    }

    /// A page whose total is exact (never capped).
    pub fn exact<C: Display>(items: Vec<T>, next: Option<C>, n: u64) -> Page<T> {
        Page::new(items, next, Total { n, capped: false })
    }
}

/// A row type a list answers in a [`Page`]: names that page's schema in the OpenAPI document
/// (`TicketView` → `TicketPage`), so each list keeps a schema, and a generated type, of its own.
pub trait Listed: ToSchema {
    /// The name of `Page<Self>`'s schema.
    const PAGE: &'static str;
}

const PAGE_DESCRIPTION: &str = "One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how\nmany rows the list matches over all pages.";

/// The schema of `Page<T>` as a builder, for a page that adds properties of its own (billing's
/// `totals`).
pub fn page_object<T: Listed>() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .description(Some(PAGE_DESCRIPTION))
        .property(
            "items",
            ArrayBuilder::new()
                .items(RefBuilder::new().ref_location_from_schema_name(T::name()))
                .description(Some("The rows of this page, in the list's order.")),
        )
        .required("items")
        .property(
            "next_cursor",
            ObjectBuilder::new()
                .schema_type([Type::String, Type::Null].into_iter().collect::<utoipa::openapi::schema::SchemaType>())
                .description(Some("Opaque: send it back as `cursor` for the next page; null on the last page.")),
        )
        .required("next_cursor")
        .property(
            "total",
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(0))
                .description(Some(
                    "Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).",
                )),
        )
        .required("total")
        .property(
            "total_capped",
            ObjectBuilder::new()
                .schema_type(Type::Boolean)
                .description(Some("The count stopped at the list's cap: there are more than `total`.")),
        )
        .required("total_capped")
}

impl<T: Listed> PartialSchema for Page<T> {
    fn schema() -> RefOr<Schema> {
        page_object::<T>().into()
    }
}

impl<T: Listed> ToSchema for Page<T> {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(T::PAGE)
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((T::name().into_owned(), T::schema()));
        T::schemas(schemas);
    }
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
