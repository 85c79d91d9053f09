//! Keyset pagination for every list (DESIGN §3): rows ordered by their UUIDv7 id (so by
//! creation time), a page is the rows after the cursor (the last id of the previous page), and
//! one row more than asked tells whether there is a next page. No `OFFSET`: a deep page costs
//! what the first one does.

use sea_orm::sea_query::{Expr, ExprTrait, Order, SelectStatement, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect, Select,
};
use uuid::Uuid;

/// List order: by id (UUIDv7, so by registration time).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sort {
    #[default]
    Newest,
    Oldest,
}

/// Where a page starts and how long it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageAt {
    pub sort: Sort,
    /// The last id of the previous page.
    pub cursor: Option<Uuid>,
    /// Rows per page, 1–100.
    pub limit: u64,
}

/// Something with a keyset id.
pub trait Keyed {
    fn key(&self) -> Uuid;
}

/// A page of bare ids ([`paged`] before the rows are read).
impl Keyed for Uuid {
    fn key(&self) -> Uuid {
        *self
    }
}

/// Keeps `limit` rows and answers the next cursor when there was one more.
pub fn paged<T: Keyed>(mut rows: Vec<T>, limit: u64) -> (Vec<T>, Option<Uuid>) {
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    if rows.len() > limit {
        rows.truncate(limit);
        let next = rows.last().map(Keyed::key);
        (rows, next)
    } else {
        (rows, None)
    }
}

/// Puts `rows` in the order of `ids` (rows read back by `id IN (…)` come in the engine's
/// order; a row whose id is not in `ids` goes last).
pub fn sort_as<T: Keyed>(rows: &mut [T], ids: &[Uuid]) {
    let at: std::collections::HashMap<Uuid, usize> = ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    rows.sort_by_key(|r| at.get(&r.key()).copied().unwrap_or(usize::MAX));
}

/// `query` past `at.cursor`, in `at.sort` order by `id` (its id column, or a joined table's copy
/// of it), at most one row more than `at.limit` (for [`paged`]): the keyset half of every page.
pub fn after<E: EntityTrait>(query: Select<E>, id: impl ColumnTrait, at: PageAt) -> Select<E> {
    let q = match (at.sort, at.cursor) {
        (Sort::Newest, Some(c)) => query.filter(id.lt(c)),
        (Sort::Oldest, Some(c)) => query.filter(id.gt(c)),
        (_, None) => query,
    };
    let q = match at.sort {
        Sort::Newest => q.order_by_desc(id),
        Sort::Oldest => q.order_by_asc(id),
    };
    q.limit(at.limit + 1)
}

/// [`after`] for a statement of its own (a subquery's or a joined table's id, as `key`): past
/// `at.cursor`, in `at.sort` order by `key`; the caller sets the limit.
pub fn order_after(stmt: &mut SelectStatement, key: Expr, at: PageAt) {
    match (at.sort, at.cursor) {
        (Sort::Newest, Some(c)) => stmt.and_where(key.clone().lt(c)),
        (Sort::Oldest, Some(c)) => stmt.and_where(key.clone().gt(c)),
        (_, None) => stmt,
    };
    stmt.order_by_expr(key, if at.sort == Sort::Newest { Order::Desc } else { Order::Asc });
}

/// The ids of the page at `at` (one more than the page, for [`paged`]) among the rows of
/// `query`, which are at most `few`: the engine reads every match's id from the index of its
/// filter (a subquery `LIMIT few + 1`, which neither engine merges into the outer query), then
/// sorts those and returns only the page's.
///
/// Why: ordered by `id` with a `LIMIT`, a filter matching few rows was walked in id order over
/// the whole table (docs/BENCHMARKS.md, "Active borrowers"); reading every match's id back to
/// sort it here cost the driver's per-row transfer of up to a thousand rows (a few ms on
/// SQLite) for a page of fifty ("Active borrowers: the lender and the status in the search index").
///
/// Errors: the database failed.
pub async fn few_ids_after<E: EntityTrait>(
    db: &impl ConnectionTrait,
    query: Select<E>,
    id: E::Column,
    few: u64,
    at: PageAt,
) -> Result<Vec<Uuid>, DbErr> {
    use sea_orm::{
        QueryTrait,
        sea_query::{Alias, Query},
    };
    let inner = query.select_only().column_as(id, "id").limit(few + 1).into_query();
    let mut outer =
        Query::select().column((Alias::new("matched"), Alias::new("id"))).from_subquery(inner, Alias::new("matched")).to_owned();
    order_after(&mut outer, Expr::col((Alias::new("matched"), Alias::new("id"))), at);
    outer.limit(at.limit + 1);
    db.query_all(&outer).await?.iter().map(|r| r.try_get::<Uuid>("", "id")).collect()
}

/// `column` (quoted and qualified: `"loans"."id"`) is one of `ids`, for reading a page's rows
/// by their keys. On PostgreSQL the ids go as one array (`= ANY(CAST($1 AS uuid[]))`): one
/// statement text for any page, whose generic plan the server keeps, where `IN ($1, …, $50)`
/// was planned again at every request, the generic plan's estimate a few units above the custom
/// one's (docs/BENCHMARKS.md, "Active borrowers: plans kept"). SQLite plans each statement once
/// per prepared text anyway, so there it is `IN (…)`.
pub fn id_among(backend: DbBackend, column: &str, ids: &[Uuid]) -> SimpleExpr {
    match backend {
        DbBackend::Postgres => {
            let array = format!("{{{}}}", ids.iter().map(Uuid::to_string).collect::<Vec<_>>().join(","));
            Expr::cust_with_values(format!("{column} = ANY(CAST($1 AS uuid[]))"), [array])
        }
        _ => Expr::cust(column.to_owned()).is_in(ids.iter().copied()),
    }
}

/// The page at `at` of `query`, ordered by `id` (its id column), read as `M`.
pub async fn page<E, M>(
    db: &impl ConnectionTrait,
    query: Select<E>,
    id: E::Column,
    at: PageAt,
) -> Result<(Vec<M>, Option<Uuid>), DbErr>
where
    E: EntityTrait,
    M: FromQueryResult + sea_orm::PartialModelTrait + Keyed + Send + Sync,
{
    let q = after(query, id, at);
    let rows: Vec<M> = q.into_partial_model().all(db).await?;
    Ok(paged(rows, at.limit))
}

/// Totals above this are reported as this many and `capped` (counting is O(rows matched)).
pub const TOTAL_CAP: u64 = 1_000;

/// How many rows a list matches: exact up to [`TOTAL_CAP`], else that many and `capped`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub n: u64,
    pub capped: bool,
}

impl Total {
    /// The total of a count taken up to `TOTAL_CAP + 1` rows: more than the cap reads as the cap,
    /// `capped`.
    pub fn of_counted(n: u64) -> Self {
        Self { n: Ord::min(n, TOTAL_CAP), capped: n > TOTAL_CAP }
    }
}

/// The [`Total`] of `query` (its id column `id`), counted up to [`TOTAL_CAP`].
pub async fn total<E: EntityTrait>(db: &impl ConnectionTrait, query: Select<E>, id: E::Column) -> Result<Total, DbErr> {
    let n = count_up_to(db, query, id, TOTAL_CAP + 1).await?;
    Ok(Total::of_counted(n))
}

/// How many rows `query` matches, counting at most `cap` (a bounded cost on any table).
pub async fn count_up_to<E: EntityTrait>(
    db: &impl ConnectionTrait,
    query: Select<E>,
    id: E::Column,
    cap: u64,
) -> Result<u64, DbErr> {
    use sea_orm::{
        QueryTrait,
        sea_query::{Alias, Expr, Query},
    };
    let inner = query.select_only().column(id).limit(cap).into_query();
    let outer =
        Query::select().expr_as(Expr::cust("COUNT(*)"), Alias::new("n")).from_subquery(inner, Alias::new("matched")).to_owned();
    let row = db.query_one(&outer).await?.ok_or_else(|| DbErr::RecordNotFound("count".into()))?;
    Ok(u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Row(Uuid);

    impl Keyed for Row {
        fn key(&self) -> Uuid {
            self.0
        }
    }

    #[test]
    fn rows_take_the_order_of_their_ids_and_strangers_go_last() {
        let ids: Vec<Uuid> = (0..4).map(|_| Uuid::now_v7()).collect();
        let stranger = Uuid::now_v7();
        let mut rows = vec![Row(ids[2]), Row(stranger), Row(ids[0]), Row(ids[3]), Row(ids[1])];
        sort_as(&mut rows, &ids);
        let got: Vec<Uuid> = rows.iter().map(|r| r.0).collect();
        assert_eq!(got, [ids[0], ids[1], ids[2], ids[3], stranger]);
    }
}
