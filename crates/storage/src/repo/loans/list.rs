//! The application list (spec §2, DESIGN §3): filters, search, keyset pages and the total,
//! always within the caller's [`Scope`].

use domain::pipeline::{ApplicationStatus, LeadStatus};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait, TransactionTrait,
    sea_query::Expr,
};
use uuid::Uuid;

use super::{Scope, counts, search};
use crate::entity::loan::{self, Entity as Loan, ListItem};
pub use crate::repo::keyset::Sort;
use crate::repo::keyset::{self, Keyed, PageAt};

/// Filters of the application list (spec §2, DESIGN §3). No `Default`: every list names its
/// [`Scope`] ([`ListFilter::new`]).
#[derive(Debug, Clone)]
pub struct ListFilter {
    /// Which loans the caller may see.
    pub scope: Scope,
    /// A search: any word of the name from its start, any part of the e-mail, loan ID or
    /// customer ID, 4+ digits of the phone (case- and accent-insensitive; see [`search`]).
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

/// The search term of a filter, trimmed; `None` when blank.
fn search_term(f: &ListFilter) -> Option<&str> {
    search::term(f.q.as_deref())
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

/// How many live rows pass `cond`, counting no further than `cap` (an index range count,
/// no rows sent back).
pub(super) async fn count_up_to(db: &impl ConnectionTrait, cond: Condition, cap: u64) -> Result<u64, DbErr> {
    let inner = Loan::find().select_only().column(loan::Column::Id).filter(cond).limit(cap).into_query();
    let outer = sea_orm::sea_query::Query::select()
        .expr_as(Expr::cust("COUNT(*)"), sea_orm::sea_query::Alias::new("n"))
        .from_subquery(inner, sea_orm::sea_query::Alias::new("matched"))
        .to_owned();
    let row = db.query_one(&outer).await?.ok_or_else(|| DbErr::RecordNotFound("count".into()))?;
    Ok(u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0))
}

/// List rows with these ids, in the order of `ids`, and the names of their programs, partners
/// (in Indonesian when `indonesian` and one is stored) and PICs, joined in the same statement:
/// one round trip where rows and names apart took two (docs/BENCHMARKS.md, "Search: the first
/// page in one walk").
async fn rows_named_by_id(
    db: &impl ConnectionTrait,
    ids: &[Uuid],
    indonesian: bool,
) -> Result<(Vec<ListItem>, crate::repo::reference::NamesById), DbErr> {
    use crate::entity::{partner, program, user};
    use crate::repo::reference::localized_name;
    use sea_orm::{
        ExprTrait, FromQueryResult, PartialModelTrait,
        sea_query::{Alias, JoinType},
    };
    let (np, nq, nu) = (Alias::new("np"), Alias::new("nq"), Alias::new("nu"));
    let mut q = ListItem::select_cols(Loan::find().select_only())
        .filter(keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", ids))
        .into_query();
    q.join_as(
        JoinType::LeftJoin,
        program::Entity,
        np.clone(),
        Expr::col((np.clone(), program::Column::Id)).equals((loan::Entity, loan::Column::ProgramId)),
    )
    .join_as(
        JoinType::LeftJoin,
        partner::Entity,
        nq.clone(),
        Expr::col((nq.clone(), partner::Column::Id)).equals((loan::Entity, loan::Column::PartnerId)),
    )
    .join_as(
        JoinType::LeftJoin,
        user::Entity,
        nu.clone(),
        Expr::col((nu.clone(), user::Column::Id)).equals((loan::Entity, loan::Column::PicId)),
    )
    .expr_as(
        localized_name((np.clone(), program::Column::Name), (np, program::Column::NameId), indonesian),
        Alias::new("program_name"),
    )
    .expr_as(
        localized_name((nq.clone(), partner::Column::Name), (nq, partner::Column::NameId), indonesian),
        Alias::new("partner_name"),
    )
    .expr_as(Expr::col((nu, user::Column::FullName)), Alias::new("pic_name"));
    let mut names = crate::repo::reference::NamesById::default();
    let mut rows = Vec::with_capacity(ids.len());
    for row in db.query_all(&q).await? {
        let item = ListItem::from_query_result(&row, "")?;
        if let Some(n) = row.try_get::<Option<String>>("", "program_name")? {
            names.programs.insert(item.program_id, n);
        }
        if let Some(n) = row.try_get::<Option<String>>("", "partner_name")? {
            names.partners.insert(item.partner_id, n);
        }
        if let (Some(pic), Some(n)) = (item.pic_id, row.try_get::<Option<String>>("", "pic_name")?) {
            names.users.insert(pic, n);
        }
        rows.push(item);
    }
    keyset::sort_as(&mut rows, ids);
    Ok((rows, names))
}

/// A list's total: exact from the status counters when the filter is at most a status,
/// otherwise counted up to [`TOTAL_CAP`] (then `capped`).
pub use crate::repo::keyset::{TOTAL_CAP, Total};

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
    /// Filtered totals are counted up to this many.
    pub total: u64,
    /// Search totals are counted up to this many ([`SEARCH_TOTAL_CAP`]).
    pub search: u64,
}

impl Default for Caps {
    fn default() -> Self {
        Caps { total: TOTAL_CAP, search: SEARCH_TOTAL_CAP }
    }
}

/// How far a search's total is counted (then "more than 200"): a broad search ("budi s", 1.5 %
/// of the book) walks about 70 index entries per match counted, so counting to 1,000 cost most of
/// a request at a million loans, where 200 costs a small part of one
/// (docs/BENCHMARKS.md, "Search"). A total past 200 only tells staff to narrow the search.
pub const SEARCH_TOTAL_CAP: u64 = 200;

/// One page of live applications and the total matching the filter (without the cursor).
pub async fn list(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &ListFilter,
) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    list_with(db, f, Caps::default()).await
}

/// [`list`] with other [`Caps`]. A search is a page of ids from [`search::page_ids`] (read
/// in list order from the full-text index on SQLite and the covering id index on PostgreSQL, so
/// a broad search costs what a narrow one does) and a total counted up to `caps.search`.
pub async fn list_with(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &ListFilter,
    caps: Caps,
) -> Result<(Vec<ListItem>, Option<Uuid>, Total), DbErr> {
    let (rows, next, total, _) = list_named_with(db, f, caps, false).await?;
    Ok((rows, next, total))
}

/// A page of [`list_named`]: its rows, the next cursor, the total, and the names of the rows'
/// programs, partners and PICs when they were read with the rows (a search), else `None`.
pub type NamedPage = (Vec<ListItem>, Option<Uuid>, Total, Option<crate::repo::reference::NamesById>);

/// [`list`], and for a search the names of the page's programs, partners (in Indonesian when
/// `indonesian`) and PICs, read in the statement that reads its rows. Without a search the
/// names are `None`: read them with `reference::names_of`.
pub async fn list_named(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &ListFilter,
    indonesian: bool,
) -> Result<NamedPage, DbErr> {
    list_named_with(db, f, Caps::default(), indonesian).await
}

async fn list_named_with(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &ListFilter,
    caps: Caps,
    indonesian: bool,
) -> Result<NamedPage, DbErr> {
    if let Some(q) = search_term(f) {
        return search_list(db, f, q, caps, indonesian).await;
    }
    let cond = other_filters(f);
    let total =
        if only_status(f) { exact_status_total(db, f).await? } else { capped_total(db, cond.clone(), caps.total).await? };
    let (rows, next) = keyset_page(db, f, cond).await?;
    Ok((rows, next, total, None))
}

/// A list page for the search term `q` (see [`search`]), its rows named.
async fn search_list(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &ListFilter,
    q: &str,
    caps: Caps,
    indonesian: bool,
) -> Result<NamedPage, DbErr> {
    let at = PageAt { sort: f.sort, cursor: f.cursor, limit: f.limit };
    let (ids, next, total) = search_page(db, f.scope, q, other_filters(f).into(), at, caps.search).await?;
    let (rows, names) = rows_named_by_id(db, &ids, indonesian).await?;
    Ok((rows, next, total, Some(names)))
}

/// The ids of a page of the live loans in `scope` passing `others` and matching the search
/// term `q`, its next cursor, and their total counted up to `cap` (the application list and
/// the later stages' lists).
///
/// The first page (no cursor) reads up to `cap + 1` matching ids (at least a page and one
/// more) in list order in one walk: the page is their first `at.limit`, the total is how many
/// there were. A full first page otherwise took a second walk, the capped count, over the same
/// matches (docs/BENCHMARKS.md, "Search: the first page in one walk"). A later page reads its
/// ids after the cursor and counts from the start, so every page shows one total.
///
/// Errors: the database failed.
pub(super) async fn search_page(
    db: &(impl ConnectionTrait + TransactionTrait),
    scope: Scope,
    q: &str,
    others: search::Others,
    at: PageAt,
    cap: u64,
) -> Result<(Vec<Uuid>, Option<Uuid>, Total), DbErr> {
    let (ids, next, n) = if at.cursor.is_none() {
        // At least one match past the page, for its next cursor, and one past the cap.
        let walk = PageAt { limit: Ord::max(cap, at.limit), ..at };
        let (mut ids, more) = search::page_ids(db, scope, q, others, walk).await?;
        let n = ids.len() as u64 + u64::from(more.is_some());
        let next = if n > at.limit {
            ids.truncate(usize::try_from(at.limit).unwrap_or(usize::MAX));
            ids.last().copied()
        } else {
            None
        };
        (ids, next, n)
    } else {
        let (ids, next) = search::page_ids(db, scope, q, others.clone(), at).await?;
        (ids, next, search::count_up_to(db, scope, q, others, cap + 1).await?)
    };
    Ok((ids, next, Total { n: Ord::min(n, cap), capped: n > cap }))
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

/// One row of the list's xlsx download (issue 13 item 3): the exported columns only, with the
/// borrower's phone and the dealer's name joined in the same statement.
#[derive(Debug, Clone, sea_orm::FromQueryResult)]
pub struct DownloadRow {
    pub id: Uuid,
    pub loan_code: String,
    pub full_name: String,
    pub email: String,
    /// `+62…`; `None` only if the borrower row is missing.
    pub phone: Option<String>,
    pub program_id: Uuid,
    pub partner_id: Uuid,
    pub dealer: Option<String>,
    pub pic_id: Option<Uuid>,
    pub status: crate::entity::Stored<domain::pipeline::ApplicationStatus>,
    pub kyc_scheduled: bool,
    pub lead_status: crate::entity::Stored<domain::pipeline::LeadStatus>,
    pub sales_name: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

impl Keyed for DownloadRow {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// One page of the download of `f` (its filters, search, sort, cursor and `limit`, which may
/// exceed a screen page's 100): one statement over the loans with their borrower and dealer
/// joined, rather than whole list rows and a lookup per column. A search first takes its page
/// of ids from [`search::page_ids`].
pub async fn download_page(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &ListFilter,
) -> Result<(Vec<DownloadRow>, Option<Uuid>), DbErr> {
    use crate::entity::{borrower, dealer};
    use sea_orm::JoinType;
    let base = Loan::find()
        .select_only()
        .columns([
            loan::Column::Id,
            loan::Column::LoanCode,
            loan::Column::FullName,
            loan::Column::Email,
            loan::Column::ProgramId,
            loan::Column::PartnerId,
            loan::Column::PicId,
            loan::Column::Status,
            loan::Column::KycScheduled,
            loan::Column::LeadStatus,
            loan::Column::SalesName,
            loan::Column::CreatedAt,
            loan::Column::UpdatedAt,
        ])
        .column_as(borrower::Column::Phone, "phone")
        .column_as(dealer::Column::Name, "dealer")
        .join(
            JoinType::LeftJoin,
            Loan::belongs_to(borrower::Entity).from(loan::Column::BorrowerId).to(borrower::Column::Id).into(),
        )
        .join(JoinType::LeftJoin, Loan::belongs_to(dealer::Entity).from(loan::Column::DealerId).to(dealer::Column::Id).into());
    let at = PageAt { sort: f.sort, cursor: f.cursor, limit: f.limit };
    if let Some(q) = search_term(f) {
        let (ids, next) = search::page_ids(db, f.scope, q, other_filters(f).into(), at).await?;
        let mut rows: Vec<DownloadRow> =
            base.filter(keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", &ids)).into_model().all(db).await?;
        keyset::sort_as(&mut rows, &ids);
        return Ok((rows, next));
    }
    let rows: Vec<DownloadRow> = keyset::after(base.filter(other_filters(f)), loan::Column::Id, at).into_model().all(db).await?;
    Ok(keyset::paged(rows, f.limit))
}
