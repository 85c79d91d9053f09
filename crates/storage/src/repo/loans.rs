//! Loans in the lead and application stages: the list (filters, search, keyset pages), the
//! summary counts, and guarded updates (version and state conditions in the `WHERE`, so of two
//! concurrent writers exactly one wins).

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, QueryTrait,
    sea_query::Expr,
};
use uuid::Uuid;

use crate::entity::loan::{self, Entity as Loan, ListItem, Model};

/// List order: by id (UUIDv7, so by registration time).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sort {
    #[default]
    Newest,
    Oldest,
}

/// Filters of the application list (spec §2, DESIGN §3).
#[derive(Debug, Clone, Default)]
pub struct ListFilter {
    /// Loan ID, or the start of the borrower's name or e-mail (case-insensitive).
    pub q: Option<String>,
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    /// `draft`, `unverified`, `verified`.
    pub status: Option<String>,
    pub pic_id: Option<Uuid>,
    /// `new`, `qualified`, `unqualified`.
    pub lead_status: Option<String>,
    pub sort: Sort,
    /// 1–100.
    pub limit: u64,
    /// The last id of the previous page.
    pub cursor: Option<Uuid>,
}

/// The smallest string greater than every string starting with `prefix`, for index range scans
/// (`col >= prefix AND col < upper`), which both engines serve from a b-tree.
fn prefix_upper(prefix: &str) -> String {
    format!("{prefix}\u{10FFFF}")
}

/// The search term of a filter, trimmed; `None` when blank.
fn search_term(f: &ListFilter) -> Option<&str> {
    f.q.as_deref().map(str::trim).filter(|q| !q.is_empty())
}

/// Every filter but the search.
fn other_filters(f: &ListFilter) -> Condition {
    let mut c = Condition::all().add(loan::Column::DeletedAt.is_null());
    if let Some(v) = f.program_id {
        c = c.add(loan::Column::ProgramId.eq(v));
    }
    if let Some(v) = f.partner_id {
        c = c.add(loan::Column::PartnerId.eq(v));
    }
    if let Some(v) = &f.status {
        c = c.add(loan::Column::Status.eq(v.as_str()));
    }
    if let Some(v) = f.pic_id {
        c = c.add(loan::Column::PicId.eq(v));
    }
    if let Some(v) = &f.lead_status {
        c = c.add(loan::Column::LeadStatus.eq(v.as_str()));
    }
    c
}

/// What a search term matches among live rows: the loan ID exactly, or the start of the
/// borrower's name or e-mail (case-insensitive). Each part is a range of its own index; each
/// repeats `deleted_at IS NULL` because SQLite uses a partial index for an OR branch only when
/// that branch itself implies the index's condition (otherwise it scans the whole table).
fn search_condition(q: &str) -> Condition {
    let lower = q.to_lowercase();
    let upper = prefix_upper(&lower);
    let live = || Condition::all().add(loan::Column::DeletedAt.is_null());
    Condition::any()
        .add(live().add(loan::Column::LoanCode.eq(q.to_uppercase())))
        .add(live().add(loan::Column::FullNameLower.gte(lower.clone())).add(loan::Column::FullNameLower.lt(upper.clone())))
        .add(live().add(loan::Column::Email.gte(lower)).add(loan::Column::Email.lt(upper)))
}

/// How many live rows pass `cond`, counting no further than `cap` (an index range count,
/// no rows sent back).
async fn count_up_to(db: &impl ConnectionTrait, cond: Condition, cap: u64) -> Result<u64, DbErr> {
    let inner = Loan::find().select_only().column(loan::Column::Id).filter(cond).limit(cap).into_query();
    let outer = sea_orm::sea_query::Query::select()
        .expr_as(Expr::cust("COUNT(*)"), sea_orm::sea_query::Alias::new("n"))
        .from_subquery(inner, sea_orm::sea_query::Alias::new("matched"))
        .to_owned();
    let row = db.query_one(&outer).await?.ok_or_else(|| DbErr::RecordNotFound("count".into()))?;
    Ok(u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0))
}

/// The ids of the live rows a search matches (at most `cap + 1`), ascending.
async fn search_candidates(db: &impl ConnectionTrait, q: &str, cap: u64) -> Result<Vec<Uuid>, DbErr> {
    let mut ids: Vec<Uuid> = Loan::find()
        .select_only()
        .column(loan::Column::Id)
        .filter(search_condition(q))
        .limit(cap + 1)
        .into_tuple()
        .all(db)
        .await?;
    ids.sort_unstable();
    Ok(ids)
}

/// List rows with these ids passing `cond`, in list order.
async fn rows_by_id(db: &impl ConnectionTrait, cond: Condition, ids: &[Uuid], sort: Sort) -> Result<Vec<ListItem>, DbErr> {
    let mut rows: Vec<ListItem> =
        Loan::find().filter(cond).filter(loan::Column::Id.is_in(ids.to_vec())).into_partial_model().all(db).await?;
    rows.sort_by_key(|r| r.id);
    if sort == Sort::Newest {
        rows.reverse();
    }
    Ok(rows)
}

/// Keeps `limit` rows and answers the next cursor when there was one more.
fn paged(mut rows: Vec<ListItem>, limit: u64) -> (Vec<ListItem>, Option<Uuid>) {
    if rows.len() as u64 > limit {
        rows.truncate(limit as usize);
        let next = rows.last().map(|r| r.id);
        (rows, next)
    } else {
        (rows, None)
    }
}

/// A page of a narrow search: the candidate ids in list order after the cursor, fetched by
/// primary key in chunks until the other filters have let `limit + 1` rows through. The total
/// is exact (the candidates that pass the filters).
async fn search_page(db: &impl ConnectionTrait, f: &ListFilter, mut ids: Vec<Uuid>) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    if f.sort == Sort::Newest {
        ids.reverse();
    }
    let others = other_filters(f);
    let total = if only_status(f) && f.status.is_none() {
        ids.len() as u64
    } else {
        let mut n = 0;
        for chunk in ids.chunks(500) {
            n += Loan::find().filter(others.clone()).filter(loan::Column::Id.is_in(chunk.to_vec())).count(db).await?;
        }
        n
    };
    let start = match f.cursor {
        Some(c) => ids
            .iter()
            .position(|id| match f.sort {
                Sort::Newest => *id < c,
                Sort::Oldest => *id > c,
            })
            .unwrap_or(ids.len()),
        None => 0,
    };
    let want = f.limit as usize + 1;
    let mut rows = Vec::with_capacity(want);
    for chunk in ids[start..].chunks(want.max(100)) {
        rows.extend(rows_by_id(db, others.clone(), chunk, f.sort).await?);
        if rows.len() >= want {
            break;
        }
    }
    rows.truncate(want);
    let (rows, next) = paged(rows, f.limit);
    Ok((rows, next, Total { n: total, capped: false }))
}

/// Totals above this are reported as this many and `capped` (counting is O(rows matched)).
pub const TOTAL_CAP: u64 = 1_000;
/// Searches matching at most this many rows are answered from their candidate ids.
pub const SEARCH_CAP: u64 = 10_000;

/// How many rows match: exact from the status counters when the filter is at most a status,
/// otherwise counted up to [`TOTAL_CAP`] (then `capped`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub n: u64,
    pub capped: bool,
}

/// Whether the filter is at most a status (its total comes from the counters).
fn only_status(f: &ListFilter) -> bool {
    f.program_id.is_none() && f.partner_id.is_none() && f.pic_id.is_none() && f.lead_status.is_none()
}

/// The exact total of a filter that is at most a status, from the counters.
async fn exact_status_total(db: &impl ConnectionTrait, f: &ListFilter) -> Result<Total, DbErr> {
    let counts = status_counts(db).await?;
    let n = match &f.status {
        Some(s) => counts.iter().find(|(k, _)| k == s).map(|(_, n)| *n).unwrap_or(0),
        None => counts.iter().map(|(_, n)| n).sum(),
    };
    Ok(Total { n, capped: false })
}

/// The total of `cond`, counted up to `cap`.
async fn capped_total(db: &impl ConnectionTrait, cond: Condition, cap: u64) -> Result<Total, DbErr> {
    let n = count_up_to(db, cond, cap + 1).await?;
    Ok(Total { n: Ord::min(n, cap), capped: n > cap })
}

/// Limits of the list's counting, changed only by tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// Searches matching at most this many rows are answered from their ids, with an exact total.
    pub search: u64,
    /// Other filtered totals are counted up to this many.
    pub total: u64,
}

impl Default for Caps {
    fn default() -> Self {
        Caps { search: SEARCH_CAP, total: TOTAL_CAP }
    }
}

/// One page of live applications and the total matching the filter (without the cursor).
pub async fn list(db: &impl ConnectionTrait, f: &ListFilter) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    list_with(db, f, Caps::default()).await
}

/// [`list`] with other [`Caps`]. A search matching at most `caps.search` rows reads their ids
/// and pages over them (exact total); a broader one (at least 1 % of a million rows, so matches
/// are dense in list order) is one keyset statement over the id index with the search as a
/// filter, and its total is capped.
pub async fn list_with(db: &impl ConnectionTrait, f: &ListFilter, caps: Caps) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    if let Some(q) = search_term(f) {
        return search_list(db, f, q, caps).await;
    }
    let cond = other_filters(f);
    let total = if only_status(f) { exact_status_total(db, f).await? } else { capped_total(db, cond.clone(), caps.total).await? };
    let (rows, next) = keyset_page(db, f, cond).await?;
    Ok((rows, next, total))
}

/// A list page for the search term `q`: narrow searches page over their ids (exact total),
/// broad ones are a keyset page with the search as one more filter (capped total). A capped
/// index count decides first, so a broad search never ships its ids back.
async fn search_list(db: &impl ConnectionTrait, f: &ListFilter, q: &str, caps: Caps) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    if count_up_to(db, search_condition(q), caps.search + 1).await? <= caps.search {
        let ids = search_candidates(db, q, caps.search).await?;
        return search_page(db, f, ids).await;
    }
    let cond = other_filters(f).add(search_condition(q));
    let total = capped_total(db, cond.clone(), caps.total).await?;
    let (rows, next) = keyset_page(db, f, cond).await?;
    Ok((rows, next, total))
}

/// The page after `f.cursor` of the live rows passing `cond`, in `f.sort` order.
async fn keyset_page(db: &impl ConnectionTrait, f: &ListFilter, cond: Condition) -> Result<(Vec<ListItem>, Option<Uuid>), DbErr> {
    let mut q = Loan::find().filter(cond);
    q = match (f.sort, f.cursor) {
        (Sort::Newest, Some(c)) => q.filter(loan::Column::Id.lt(c)),
        (Sort::Oldest, Some(c)) => q.filter(loan::Column::Id.gt(c)),
        (_, None) => q,
    };
    q = match f.sort {
        Sort::Newest => q.order_by_desc(loan::Column::Id),
        Sort::Oldest => q.order_by_asc(loan::Column::Id),
    };
    let rows: Vec<ListItem> = q.limit(f.limit + 1).into_partial_model().all(db).await?;
    Ok(paged(rows, f.limit))
}

/// The counts above the list (spec §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Summary {
    pub total: u64,
    pub last_7_days: u64,
    pub draft: u64,
    pub unverified: u64,
    pub verified: u64,
}

#[derive(FromQueryResult)]
struct StatusCount {
    status: String,
    n: i64,
}

/// Live applications per status, from the counters.
pub async fn status_counts(db: &impl ConnectionTrait) -> Result<Vec<(String, u64)>, DbErr> {
    let rows = StatusCount::find_by_statement(sea_orm::Statement::from_string(
        db.get_database_backend(),
        "SELECT status, n FROM loan_counts",
    ))
    .all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.status, u64::try_from(r.n).unwrap_or(0))).collect())
}

/// Moves one application between status counters, in the caller's transaction: `from` `None`
/// for a new application, `to` `None` for a deleted one.
pub async fn count_move(db: &impl ConnectionTrait, from: Option<&str>, to: Option<&str>) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let p = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
    for (status, delta) in [(from, -1), (to, 1)] {
        if let Some(status) = status {
            db.execute_raw(sea_orm::Statement::from_sql_and_values(
                backend,
                format!("UPDATE loan_counts SET n = n + ({delta}) WHERE status = {p}"),
                [status.into()],
            ))
            .await?;
        }
    }
    Ok(())
}

/// Recomputes the counters from the rows (after bulk loads).
pub async fn recount(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    db.execute_unprepared(
        "UPDATE loan_counts SET n = (SELECT count(*) FROM loans \
         WHERE loans.status = loan_counts.status AND loans.deleted_at IS NULL)",
    )
    .await
    .map(|_| ())
}

/// The counts above the list (spec §2): per status from the counters, and registrations
/// since `since` (an index range on `created_at`).
pub async fn summary(db: &impl ConnectionTrait, since: DateTime<Utc>) -> Result<Summary, DbErr> {
    let mut s = Summary::default();
    for (status, n) in status_counts(db).await? {
        s.total += n;
        match status.as_str() {
            "draft" => s.draft = n,
            "unverified" => s.unverified = n,
            "verified" => s.verified = n,
            _ => {}
        }
    }
    s.last_7_days = Loan::find()
        .filter(loan::Column::DeletedAt.is_null())
        .filter(loan::Column::CreatedAt.gte(since))
        .count(db)
        .await?;
    Ok(s)
}

/// A live or deleted loan by its loan ID (`LN-…`, case-insensitive).
pub async fn find_by_code(db: &impl ConnectionTrait, code: &str) -> Result<Option<Model>, DbErr> {
    Loan::find().filter(loan::Column::LoanCode.eq(code.trim().to_uppercase())).one(db).await
}

/// Live loans with these loan IDs.
pub async fn find_live_by_codes(db: &impl ConnectionTrait, codes: &[String]) -> Result<Vec<Model>, DbErr> {
    let codes: Vec<String> = codes.iter().map(|c| c.trim().to_uppercase()).collect();
    Loan::find().filter(loan::Column::LoanCode.is_in(codes)).filter(loan::Column::DeletedAt.is_null()).all(db).await
}

/// Counts per pipeline stage for the home page (DESIGN §5): leads are drafts that are not
/// unqualified, applications are unverified, approval is verified and pending.
pub async fn pipeline_counts(db: &impl ConnectionTrait) -> Result<[(&'static str, u64); 2], DbErr> {
    let live = || Loan::find().filter(loan::Column::DeletedAt.is_null());
    let leads = live()
        .filter(loan::Column::Status.eq("draft"))
        .filter(loan::Column::LeadStatus.ne("unqualified"))
        .count(db)
        .await?;
    let applications = live().filter(loan::Column::Status.eq("unverified")).count(db).await?;
    Ok([("lead", leads), ("application", applications)])
}

/// Approval-stage count (verified, awaiting the lender decision).
pub async fn approval_pending(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    Loan::find()
        .filter(loan::Column::DeletedAt.is_null())
        .filter(loan::Column::Status.eq("verified"))
        .filter(loan::Column::ApprovalStatus.eq("pending"))
        .count(db)
        .await
}
