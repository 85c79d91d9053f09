//! The application list (spec §2, DESIGN §3): filters, search, keyset pages and the total,
//! always within the caller's [`Scope`].

use domain::pipeline::{ApplicationStatus, LeadStatus};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect, QueryTrait,
    sea_query::Expr,
};
use uuid::Uuid;

use super::{Scope, counts};
use crate::entity::loan::{self, Entity as Loan, ListItem};
pub use crate::repo::keyset::Sort;
use crate::repo::keyset::{self, Keyed, PageAt, paged};

/// Filters of the application list (spec §2, DESIGN §3). No `Default`: every list names its
/// [`Scope`] ([`ListFilter::new`]).
#[derive(Debug, Clone)]
pub struct ListFilter {
    /// Which loans the caller may see.
    pub scope: Scope,
    /// Loan ID, or the start of the borrower's name or e-mail (case-insensitive).
    pub q: Option<String>,
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    pub status: Option<ApplicationStatus>,
    pub pic_id: Option<Uuid>,
    pub lead_status: Option<LeadStatus>,
    /// Leaves out the leads of this status (the list's "draft" leaves out unqualified leads).
    pub lead_status_not: Option<LeadStatus>,
    /// Only applications whose list status is (or is not) "KYC Scheduled".
    pub kyc_scheduled: Option<bool>,
    pub sort: Sort,
    /// 1–100.
    pub limit: u64,
    /// The last id of the previous page.
    pub cursor: Option<Uuid>,
}

impl ListFilter {
    /// No filter, newest first, 50 rows, within `scope`.
    pub fn new(scope: Scope) -> ListFilter {
        ListFilter {
            scope,
            q: None,
            program_id: None,
            partner_id: None,
            status: None,
            pic_id: None,
            lead_status: None,
            lead_status_not: None,
            kyc_scheduled: None,
            sort: Sort::Newest,
            limit: 50,
            cursor: None,
        }
    }
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
    let mut c = f.scope.condition().add(loan::Column::DeletedAt.is_null());
    if let Some(v) = f.program_id {
        c = c.add(loan::Column::ProgramId.eq(v));
    }
    if let Some(v) = f.partner_id {
        c = c.add(loan::Column::PartnerId.eq(v));
    }
    if let Some(v) = f.status {
        c = c.add(loan::Column::Status.eq(v.as_str()));
    }
    if let Some(v) = f.pic_id {
        c = c.add(loan::Column::PicId.eq(v));
    }
    if let Some(v) = f.lead_status {
        c = c.add(loan::Column::LeadStatus.eq(v.as_str()));
    }
    if let Some(v) = f.lead_status_not {
        c = c.add(loan::Column::LeadStatus.ne(v.as_str()));
    }
    if let Some(v) = f.kyc_scheduled {
        c = c.add(loan::Column::KycScheduled.eq(v));
    }
    c
}

/// What a search term matches among live rows: the loan ID exactly, or the start of the
/// borrower's name or e-mail (case-insensitive). Each part is a range of its own index; each
/// repeats `deleted_at IS NULL` because SQLite uses a partial index for an OR branch only when
/// that branch itself implies the index's condition (otherwise it scans the whole table).
fn search_condition(scope: Scope, q: &str) -> Condition {
    let lower = q.to_lowercase();
    let upper = prefix_upper(&lower);
    let live = || scope.condition().add(loan::Column::DeletedAt.is_null());
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
async fn search_candidates(db: &impl ConnectionTrait, scope: Scope, q: &str, cap: u64) -> Result<Vec<Uuid>, DbErr> {
    let mut ids: Vec<Uuid> = Loan::find()
        .select_only()
        .column(loan::Column::Id)
        .filter(search_condition(scope, q))
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

/// A page of a narrow search: the candidate ids in list order after the cursor, fetched by
/// primary key in chunks until the other filters have let `limit + 1` rows through. The total
/// is exact (the candidates that pass the filters).
async fn search_page(
    db: &impl ConnectionTrait,
    f: &ListFilter,
    mut ids: Vec<Uuid>,
) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
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
    f.scope == Scope::All
        && f.program_id.is_none()
        && f.partner_id.is_none()
        && f.pic_id.is_none()
        && f.lead_status.is_none()
        && f.lead_status_not.is_none()
        && f.kyc_scheduled.is_none()
}

/// The exact total of a filter that is at most a status, from the counters.
async fn exact_status_total(db: &impl ConnectionTrait, f: &ListFilter) -> Result<Total, DbErr> {
    let counts = counts::status_counts(db, f.scope).await?;
    let n = match f.status {
        Some(s) => counts.iter().find(|(k, _)| *k == s).map_or(0, |(_, n)| *n),
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
pub async fn list_with(
    db: &impl ConnectionTrait,
    f: &ListFilter,
    caps: Caps,
) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    if let Some(q) = search_term(f) {
        return search_list(db, f, q, caps).await;
    }
    let cond = other_filters(f);
    let total =
        if only_status(f) { exact_status_total(db, f).await? } else { capped_total(db, cond.clone(), caps.total).await? };
    let (rows, next) = keyset_page(db, f, cond).await?;
    Ok((rows, next, total))
}

/// A list page for the search term `q`: narrow searches page over their ids (exact total),
/// broad ones are a keyset page with the search as one more filter (capped total). A capped
/// index count decides first, so a broad search never ships its ids back.
async fn search_list(
    db: &impl ConnectionTrait,
    f: &ListFilter,
    q: &str,
    caps: Caps,
) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    if count_up_to(db, search_condition(f.scope, q), caps.search + 1).await? <= caps.search {
        let ids = search_candidates(db, f.scope, q, caps.search).await?;
        return search_page(db, f, ids).await;
    }
    let cond = other_filters(f).add(search_condition(f.scope, q));
    let total = capped_total(db, cond.clone(), caps.total).await?;
    let (rows, next) = keyset_page(db, f, cond).await?;
    Ok((rows, next, total))
}

/// The page after `f.cursor` of the live rows passing `cond`, in `f.sort` order.
async fn keyset_page(db: &impl ConnectionTrait, f: &ListFilter, cond: Condition) -> Result<(Vec<ListItem>, Option<Uuid>), DbErr> {
    keyset::page(db, Loan::find().filter(cond), loan::Column::Id, PageAt { sort: f.sort, cursor: f.cursor, limit: f.limit }).await
}

impl Keyed for ListItem {
    fn key(&self) -> Uuid {
        self.id
    }
}
