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

/// The ids matching a search, read from the covering indexes of the loan ID, the name and the
/// e-mail; `None` when any of them matches more than [`SEARCH_CAP`] rows (a broad search, whose
/// matches are dense enough to meet a page quickly in id order).
async fn search_candidates(db: &impl ConnectionTrait, q: &str) -> Result<Option<Vec<Uuid>>, DbErr> {
    let lower = q.to_lowercase();
    let upper = prefix_upper(&lower);
    let live = || Loan::find().select_only().column(loan::Column::Id).filter(loan::Column::DeletedAt.is_null());
    let terms = [
        live().filter(loan::Column::LoanCode.eq(q.to_uppercase())),
        live().filter(loan::Column::FullNameLower.gte(lower.clone())).filter(loan::Column::FullNameLower.lt(upper.clone())),
        live().filter(loan::Column::Email.gte(lower)).filter(loan::Column::Email.lt(upper)),
    ];
    let mut ids = std::collections::BTreeSet::new();
    for term in terms {
        let found: Vec<Uuid> = term.limit(SEARCH_CAP + 1).into_tuple().all(db).await?;
        ids.extend(found);
        if ids.len() as u64 > SEARCH_CAP {
            return Ok(None);
        }
    }
    Ok(Some(ids.into_iter().collect()))
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
    let plain = f.program_id.is_none() && f.partner_id.is_none() && f.pic_id.is_none() && f.status.is_none() && f.lead_status.is_none();
    let total = if plain {
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

/// Rows a broad search reads per step of its scan in list order.
const SCAN_BATCH: u64 = 2_000;
/// Steps after which a broad search stops looking (400,000 rows).
const SCAN_STEPS: usize = 200;

/// A page of a broad search (more than [`SEARCH_CAP`] matches, so at least 1 % of a million
/// rows): walks the live rows in list order reading only the searched columns, keeps the
/// matches, then reads those rows. The total is capped.
async fn broad_search_page(db: &impl ConnectionTrait, f: &ListFilter, q: &str) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    let (lower, code) = (q.to_lowercase(), q.to_uppercase());
    let others = other_filters(f);
    let want = f.limit as usize + 1;
    let mut matched = Vec::with_capacity(want);
    let mut cursor = f.cursor;
    for _ in 0..SCAN_STEPS {
        let mut step = Loan::find()
            .select_only()
            .columns([loan::Column::Id, loan::Column::LoanCode, loan::Column::FullNameLower, loan::Column::Email])
            .filter(others.clone());
        step = match (f.sort, cursor) {
            (Sort::Newest, Some(c)) => step.filter(loan::Column::Id.lt(c)).order_by_desc(loan::Column::Id),
            (Sort::Newest, None) => step.order_by_desc(loan::Column::Id),
            (Sort::Oldest, Some(c)) => step.filter(loan::Column::Id.gt(c)).order_by_asc(loan::Column::Id),
            (Sort::Oldest, None) => step.order_by_asc(loan::Column::Id),
        };
        let batch: Vec<(Uuid, String, String, String)> = step.limit(SCAN_BATCH).into_tuple().all(db).await?;
        for (id, loan_code, name, email) in &batch {
            if *loan_code == code || name.starts_with(&lower) || email.starts_with(&lower) {
                matched.push(*id);
                if matched.len() == want {
                    break;
                }
            }
        }
        cursor = batch.last().map(|b| b.0);
        if matched.len() == want || (batch.len() as u64) < SCAN_BATCH {
            break;
        }
    }
    let rows = rows_by_id(db, Condition::all(), &matched, f.sort).await?;
    let (rows, next) = paged(rows, f.limit);
    Ok((rows, next, Total { n: TOTAL_CAP, capped: true }))
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

async fn total(db: &impl ConnectionTrait, f: &ListFilter, cond: Condition) -> Result<Total, DbErr> {
    let only_status = f.program_id.is_none() && f.partner_id.is_none() && f.pic_id.is_none() && f.lead_status.is_none();
    if only_status {
        let counts = status_counts(db).await?;
        let n = match &f.status {
            Some(s) => counts.iter().find(|(k, _)| k == s).map(|(_, n)| *n).unwrap_or(0),
            None => counts.iter().map(|(_, n)| n).sum(),
        };
        return Ok(Total { n, capped: false });
    }
    let inner = Loan::find().select_only().column(loan::Column::Id).filter(cond).limit(TOTAL_CAP + 1).into_query();
    let outer = sea_orm::sea_query::Query::select()
        .expr_as(Expr::cust("COUNT(*)"), sea_orm::sea_query::Alias::new("n"))
        .from_subquery(inner, sea_orm::sea_query::Alias::new("matched"))
        .to_owned();
    let row = db.query_one(&outer).await?.ok_or_else(|| DbErr::RecordNotFound("count".into()))?;
    let n = u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0);
    Ok(Total { n: Ord::min(n, TOTAL_CAP), capped: n > TOTAL_CAP })
}

/// One page of live applications and the total matching the filter (without the cursor).
pub async fn list(db: &impl ConnectionTrait, f: &ListFilter) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    if let Some(q) = search_term(f) {
        return match search_candidates(db, q).await? {
            Some(ids) => search_page(db, f, ids).await,
            None => broad_search_page(db, f, q).await,
        };
    }
    let cond = other_filters(f);
    let total = total(db, f, cond.clone()).await?;
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
    let (rows, next) = paged(rows, f.limit);
    Ok((rows, next, total))
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
