//! The lists of the later stages (issue 9: loan approval, KYC, loan contract), over the same
//! loan rows as the application list and always within the caller's [`Scope`]: filters, the
//! shared search, keyset pages by id and the total (exact from the counters when the filter is
//! at most a status, else counted up to [`applications::TOTAL_CAP`]).

use chrono::{DateTime, Utc};
use domain::pipeline::ActiveStatus;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait,
};
use uuid::Uuid;

use super::{Scope, counts, list as applications, search, servicing};
use crate::entity::loan::{self, Entity as Loan, Model};
use crate::entity::loan_standing;
use crate::repo::keyset::{Keyed, PageAt, Sort, after, paged};

/// The columns of one table that hold the active list's filter values.
struct FilterColumns<C> {
    lender: C,
    source: C,
    program: C,
    status: C,
    left: C,
    held: C,
}

/// Which stage's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageList {
    /// Verified loans (approval status set).
    Approval,
    /// Approved loans (KYC status set).
    Kyc,
    /// Loans whose KYC is approved (contract status set).
    Contract,
    /// Active borrowers: loans whose contract is complete (active status set; issue 10).
    Active,
}

impl StageList {
    /// The column whose being set puts a loan on the list, and its counter prefix.
    fn column(self) -> (loan::Column, &'static str) {
        match self {
            StageList::Approval => (loan::Column::ApprovalStatus, "approval"),
            StageList::Kyc => (loan::Column::KycStatus, "kyc"),
            StageList::Contract => (loan::Column::ContractStatus, "contract"),
            StageList::Active => (loan::Column::ActiveStatus, "active"),
        }
    }
}

/// Filters of a stage list (DESIGN §3 "Endpoints of the later stages").
#[derive(Debug, Clone)]
pub struct StageFilter {
    pub scope: Scope,
    pub list: StageList,
    /// As the application list's search.
    pub q: Option<String>,
    /// Status columns that must equal a value, each with its counter key (`kyc:kyc_expired`).
    pub statuses: Vec<(loan::Column, String, String)>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// Verified (approval list) from this time on, and before `to`.
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// Active list: installments left at least / at most (a loan pending activation has its whole
    /// tenor left).
    pub remaining_min: Option<i32>,
    pub remaining_max: Option<i32>,
    /// Active list: a hold holds (true) or not (false).
    pub hold_billing: Option<bool>,
    pub sort: Sort,
    /// 1–100.
    pub limit: u64,
    pub cursor: Option<Uuid>,
}

impl StageFilter {
    /// No filter but the list, newest first, 50 rows.
    pub fn new(scope: Scope, list: StageList) -> StageFilter {
        StageFilter {
            scope,
            list,
            q: None,
            statuses: Vec::new(),
            lender_id: None,
            program_id: None,
            from: None,
            to: None,
            remaining_min: None,
            remaining_max: None,
            hold_billing: None,
            sort: Sort::Newest,
            limit: 50,
            cursor: None,
        }
    }

    /// Adds `column = value` (a status of this stage or of one shown on its list).
    pub fn status(mut self, column: loan::Column, prefix: &str, value: &str) -> StageFilter {
        self.statuses.push((column, value.to_owned(), format!("{prefix}:{value}")));
        self
    }

    fn condition(&self) -> Condition {
        let (column, _) = self.list.column();
        let mut c = Condition::all().add(loan::Column::DeletedAt.is_null()).add(column.is_not_null());
        if self.list == StageList::Active {
            // Scope and filters are read from the standing's copies ([`Self::standing`]).
            return c;
        }
        c = c.add(self.scope.condition());
        for (col, value, _) in &self.statuses {
            c = c.add(col.eq(value.as_str()));
        }
        if let Some(v) = self.lender_id {
            c = c.add(loan::Column::LenderId.eq(v));
        }
        if let Some(v) = self.program_id {
            c = c.add(loan::Column::ProgramId.eq(v));
        }
        if let Some(v) = self.from {
            c = c.add(loan::Column::VerifiedAt.gte(v));
        }
        if let Some(v) = self.to {
            c = c.add(loan::Column::VerifiedAt.lt(v));
        }
        c
    }

    /// The active list's scope and filters on `loan_standing`'s copies of the loan's columns
    /// (m0052: `loans` has no index on the active status, and reading the wide row of every
    /// active loan to test a lender, hold or tenure filter walked the whole book for a filter
    /// matching few loans). `None` for the other lists.
    fn standing(&self) -> Option<Condition> {
        use loan_standing::Column as S;
        (self.list == StageList::Active).then(|| {
            self.active_filters(FilterColumns {
                lender: S::LenderId,
                source: S::FundingSourceId,
                program: S::ProgramId,
                status: S::ActiveStatus,
                left: S::InstallmentsLeft,
                held: S::HoldBilling,
            })
        })
    }

    /// The same scope and filters on the loan's own columns: for a search's narrow statements,
    /// which read them from m0056's indexes or each match's row ([`search_others`]).
    fn loan_filters(&self) -> Condition {
        use loan::Column as L;
        self.active_filters(FilterColumns {
            lender: L::LenderId,
            source: L::FundingSourceId,
            program: L::ProgramId,
            status: L::ActiveStatus,
            left: L::InstallmentsLeft,
            held: L::HoldBilling,
        })
    }

    /// The active list's lender (scope or filter) and statuses on the loan's own columns, if it
    /// has any: what m0061's indexes lead with (PostgreSQL), so a search walk within them passes
    /// their active loans only, reading the search columns from the index. `None` without one.
    fn walk_leads(&self) -> Option<Condition> {
        let leads = self.lead_filters(loan::Column::LenderId, loan::Column::ActiveStatus);
        (!leads.is_empty()).then_some(leads)
    }

    /// The active list's lender (scope and filter) and statuses on the columns `lender` and
    /// `status`: part of [`Self::active_filters`], and alone [`Self::walk_leads`].
    fn lead_filters<C: ColumnTrait + Copy>(&self, lender: C, status: C) -> Condition {
        let mut s = Condition::all();
        for l in self.scope.lender().into_iter().chain(self.lender_id) {
            s = s.add(lender.eq(l));
        }
        for (_, value, _) in &self.statuses {
            s = s.add(status.eq(value.as_str()));
        }
        s
    }

    /// The active list's scope and filters on the columns `c` (of `loan_standing` or `loans`).
    fn active_filters<C: ColumnTrait + Copy>(&self, c: FilterColumns<C>) -> Condition {
        use sea_orm::sea_query::Expr;
        let qualified = |col: C| format!("\"{}\".\"{}\"", col.entity_name(), col.as_str());
        let mut s = self.lead_filters(c.lender, c.status);
        if let Some(src) = self.scope.source() {
            s = s.add(c.source.eq(src));
        }
        if let Some(v) = self.program_id {
            s = s.add(c.program.eq(v));
        }
        if let Some(v) = self.remaining_min {
            s = s.add(c.left.gte(v));
        }
        if let Some(v) = self.remaining_max {
            s = s.add(c.left.lte(v));
        }
        if let Some(v) = self.hold_billing {
            // An ended loan holds nothing, whatever its column kept from its last day on the
            // book (issue 45 item 4; `domain::repayment::due::RowBilling`). The bare column, not
            // `= ?`: SQLite uses the partial index `WHERE hold_billing` only for a condition it
            // can see implies it.
            let held = Condition::all().add(Expr::cust(qualified(c.held))).add(c.status.ne(ActiveStatus::Inactive.as_str()));
            s = s.add(if v { held } else { held.not() });
        }
        s
    }

    /// The counter keys whose sum is the exact total, when the filter is at most one status of
    /// the list, or for the active list no filter at all (its every status).
    fn counter_keys(&self) -> Option<Vec<String>> {
        let plain = self.scope == Scope::All
            && self.lender_id.is_none()
            && self.program_id.is_none()
            && self.from.is_none()
            && self.to.is_none()
            && self.remaining_min.is_none()
            && self.remaining_max.is_none()
            && self.hold_billing.is_none()
            && self.q.as_deref().is_none_or(|q| q.trim().is_empty());
        match (plain, self.statuses.as_slice()) {
            (true, [(_, _, key)]) => Some(vec![key.clone()]),
            (true, []) if self.list == StageList::Active => Some(active_keys()),
            _ => None,
        }
    }
}

/// The counter key of each active status (`active:normal`, …), in `ActiveStatus::ALL`'s order.
pub fn active_keys() -> Vec<String> {
    domain::pipeline::ActiveStatus::ALL.iter().map(|s| format!("active:{}", s.as_str())).collect()
}

impl Keyed for Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// The list's search term, when it has one.
fn term(f: &StageFilter) -> Option<&str> {
    search::term(f.q.as_deref())
}

/// The loan conditions a search is combined with: the list's; for the active list, its filters
/// on the loan's own columns for the narrow statements, and for the walks the loan live (read
/// from `ix_loans_live`, which covers the id) and its standing passing the list's scope and
/// filters ([`StageFilter::standing`]), looked up by the loan's id, or on SQLite by the match's
/// search key (m0059). On PostgreSQL a walk within a lender or status also tests them on the
/// loan's own columns ([`StageFilter::walk_leads`]), which m0061's covering indexes lead with.
///
/// Why: the loan's active status and filter columns lie at the end of its wide row, past its
/// documents and terms, so a walk testing them read most of every match's row: a broad name
/// within a status (`santoso`, late) spent more on those rows than on the search index's walk
/// (docs/BENCHMARKS.md, "Active borrowers"). The narrow statements keep the loan's columns:
/// m0056's indexes carry the active status, where a lookup of the standing per match cost more.
fn search_others(f: &StageFilter, db: &impl ConnectionTrait) -> search::Others {
    use sea_orm::{
        ExprTrait,
        sea_query::{Expr, Query},
    };
    match f.standing() {
        Some(s) => {
            let mut standing = Query::select();
            standing
                .expr(Expr::val(1))
                .from(loan_standing::Entity)
                .and_where(
                    Expr::col((loan_standing::Entity, loan_standing::Column::LoanId)).equals((loan::Entity, loan::Column::Id)),
                )
                .cond_where(s.clone());
            let mut walk = Condition::all().add(loan::Column::DeletedAt.is_null());
            if db.get_database_backend() == sea_orm::DbBackend::Postgres
                && let Some(leads) = f.walk_leads()
            {
                walk = f.condition().add(leads);
            }
            search::Others {
                rows: f.condition().add(f.loan_filters()),
                walk: walk.add(Expr::exists(standing)),
                standing: Some(s),
                lender: f.lender_id,
                active_statuses: f.statuses.iter().map(|(_, value, _)| value.clone()).collect(),
            }
        }
        None => search::Others { lender: f.lender_id, ..f.condition().into() },
    }
}

/// The total of the stage list `f` (every page): what [`list`] answers beside its page, and
/// what the home page counts per stage (issue 41 item 12: the same query).
///
/// Errors: the database failed.
pub async fn total(db: &(impl ConnectionTrait + TransactionTrait), f: &StageFilter) -> Result<applications::Total, DbErr> {
    match term(f) {
        Some(q) => {
            let cap = applications::SEARCH_TOTAL_CAP;
            let n = search::count_up_to(db, f.scope, q, search_others(f, db), cap + 1).await?;
            Ok(applications::Total { n: Ord::min(n, cap), capped: n > cap })
        }
        None => total_unsearched(db, f).await,
    }
}

/// The total of `f` without a search: the counters' sum when the filter is at most a status,
/// else counted up to the cap; the active list's on the standing alone, from the index of its
/// most selective filter.
async fn total_unsearched(db: &impl ConnectionTrait, f: &StageFilter) -> Result<applications::Total, DbErr> {
    if let Some(keys) = f.counter_keys() {
        let n = counts::key_counts(db, Scope::All, &keys).await?;
        return Ok(applications::Total { n: n.iter().sum(), capped: false });
    }
    let cap = applications::TOTAL_CAP + 1;
    let n = match f.standing() {
        Some(s) => {
            crate::repo::keyset::count_up_to(db, loan_standing::Entity::find().filter(s), loan_standing::Column::LoanId, cap)
                .await?
        }
        None => applications::count_up_to(db, f.condition(), cap).await?,
    };
    Ok(applications::Total::of_counted(n))
}

/// One page of the stage list and its total (`capped` when counted no further than the cap).
/// A search reads its page of ids in list order from the search index, as the application
/// list does, and counts up to `SEARCH_TOTAL_CAP`.
pub async fn list(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &StageFilter,
) -> Result<(Vec<Model>, Option<Uuid>, applications::Total), DbErr> {
    list_at(db, f, applications::TOTAL_CAP).await
}

/// One page of the active-borrower list as its rows show it ([`servicing::ServicingRow`]: the
/// repayment columns, standing, names and phone read with the loans in one statement; the
/// program's name in Indonesian when `indonesian`), its next cursor and total. `f.list` is
/// [`StageList::Active`].
///
/// Errors: the database failed.
pub async fn active_page(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &StageFilter,
    indonesian: bool,
) -> Result<(Vec<servicing::ServicingRow>, Option<Uuid>, applications::Total), DbErr> {
    let (ids, next, total) = active_ids(db, f, applications::TOTAL_CAP).await?;
    Ok((servicing::rows_named(db, &ids, indonesian).await?, next, total))
}

/// [`list`], reading an active list of at most `few` matches by their ids ([`few_active`]).
async fn list_at(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &StageFilter,
    few: u64,
) -> Result<(Vec<Model>, Option<Uuid>, applications::Total), DbErr> {
    if f.list == StageList::Active {
        let (ids, next, total) = active_ids(db, f, few).await?;
        return Ok((loans_by_id(db, &ids).await?, next, total));
    }
    let at = PageAt { sort: f.sort, cursor: f.cursor, limit: f.limit };
    if let Some(q) = term(f) {
        let (ids, next, total) =
            applications::search_page(db, f.scope, q, search_others(f, db), at, applications::SEARCH_TOTAL_CAP).await?;
        return Ok((loans_by_id(db, &ids).await?, next, total));
    }
    let total = total_unsearched(db, f).await?;
    let rows = after(Loan::find().filter(f.condition()), loan::Column::Id, at).all(db).await?;
    let (rows, next) = paged(rows, f.limit);
    Ok((rows, next, total))
}

/// The ids of one page of the active list `f` in list order, its next cursor and its total; a
/// filter matching at most `few` loans reads every match's id ([`few_active`]).
///
/// Why ids first: the list walks the standing in id order (by the index of its filter), then
/// reads the page's loans by their keys. The standing's rows are the live active loans (m0032),
/// so its ids alone are the list's. Both engines plan that walk on the narrow standing alone;
/// as one join, PostgreSQL planned it over the loan's thirty indexes at every request, which
/// cost as much as running it (docs/BENCHMARKS.md, "Active borrowers: plans kept"). Reading the
/// loans by `id IN (subquery)` instead had SQLite build the whole status's ids first.
async fn active_ids(
    db: &(impl ConnectionTrait + TransactionTrait),
    f: &StageFilter,
    few: u64,
) -> Result<(Vec<Uuid>, Option<Uuid>, applications::Total), DbErr> {
    let at = PageAt { sort: f.sort, cursor: f.cursor, limit: f.limit };
    if let Some(q) = term(f) {
        return applications::search_page(db, f.scope, q, search_others(f, db), at, applications::SEARCH_TOTAL_CAP).await;
    }
    let total = total_unsearched(db, f).await?;
    let s = f.standing().unwrap_or_else(Condition::all);
    let ids = if !total.capped && total.n <= few {
        few_active(db, s, at).await?
    } else {
        let q = loan_standing::Entity::find().select_only().column(loan_standing::Column::LoanId).filter(s);
        after(q, loan_standing::Column::LoanId, at).into_tuple().all(db).await?
    };
    let (ids, next) = paged(ids, f.limit);
    Ok((ids, next, total))
}

/// The ids of the page at `at` (one more than the page) of the active loans whose standing
/// matches `s`, when they are few (at most [`applications::TOTAL_CAP`], as their counters or
/// capped count just told): every match's id read from the index of its filter and sorted by
/// the engine, which returns the page's ([`crate::repo::keyset::few_ids_after`]).
///
/// Why: walked in id order to satisfy `ORDER BY … LIMIT`, a filter matching few loans (a short
/// remaining tenure, a small lender's, a program's) read the whole standing for its page. SQLite
/// chose that walk even where its statistics said the range was empty (docs/BENCHMARKS.md,
/// "Active borrowers").
async fn few_active(db: &impl ConnectionTrait, s: Condition, at: PageAt) -> Result<Vec<Uuid>, DbErr> {
    let q = loan_standing::Entity::find().filter(s);
    crate::repo::keyset::few_ids_after(db, q, loan_standing::Column::LoanId, applications::TOTAL_CAP, at).await
}

/// The live loans with these ids, in the order of `ids`.
async fn loans_by_id(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<Vec<Model>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut rows = Loan::find()
        .filter(loan::Column::DeletedAt.is_null())
        .filter(crate::repo::keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", ids))
        .all(db)
        .await?;
    crate::repo::keyset::sort_as(&mut rows, ids);
    Ok(rows)
}

/// Counts of one stage per status key (`kyc:kyc_scheduled`, …) in scope, in the order given.
pub async fn summary(db: &impl ConnectionTrait, scope: Scope, keys: &[String]) -> Result<Vec<u64>, DbErr> {
    counts::key_counts(db, scope, keys).await
}

/// The active list's loans per active status in scope, in `ActiveStatus::ALL`'s order: from
/// the counters for [`Scope::All`], else counted on the standing's lender index (m0052).
///
/// Errors: the database failed.
pub async fn active_summary(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<u64>, DbErr> {
    use loan_standing::Column as S;
    if scope == Scope::All {
        return counts::key_counts(db, scope, &active_keys()).await;
    }
    let mut s = Condition::all();
    if let Some(l) = scope.lender() {
        s = s.add(S::LenderId.eq(l));
    }
    if let Some(src) = scope.source() {
        s = s.add(S::FundingSourceId.eq(src));
    }
    let rows: Vec<(String, i64)> = loan_standing::Entity::find()
        .select_only()
        .column(S::ActiveStatus)
        .column_as(sea_orm::sea_query::Expr::cust("COUNT(*)"), "n")
        .filter(s)
        .group_by(S::ActiveStatus)
        .into_tuple()
        .all(db)
        .await?;
    Ok(domain::pipeline::ActiveStatus::ALL
        .iter()
        .map(|st| rows.iter().find(|(k, _)| k == st.as_str()).map_or(0, |(_, n)| u64::try_from(*n).unwrap_or(0)))
        .collect())
}

/// A page of live loans with this status column value, by id after `after` (the daily job's
/// candidates: KYC scheduled, payment scheduled). The job decides in Rust which dates passed,
/// since SQLite compares stored times as text.
pub async fn with_status(
    db: &impl ConnectionTrait,
    column: loan::Column,
    value: &str,
    after: Option<Uuid>,
    limit: u64,
) -> Result<Vec<Model>, DbErr> {
    let mut q = Loan::find().filter(loan::Column::DeletedAt.is_null()).filter(column.eq(value));
    if let Some(a) = after {
        q = q.filter(loan::Column::Id.gt(a));
    }
    q.order_by_asc(loan::Column::Id).limit(limit).all(db).await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use sea_orm::ConnectionTrait;

    use super::*;

    /// Every page of `f` from the first, following the cursor, as ids, read with `few`.
    async fn pages(db: &crate::Db, f: &StageFilter, few: u64) -> (Vec<Uuid>, u64) {
        let mut f = f.clone();
        let mut seen = Vec::new();
        for _ in 0..100 {
            let (rows, next, total) = list_at(db, &f, few).await.unwrap();
            seen.extend(rows.iter().map(|r| r.id));
            match next {
                Some(c) => f.cursor = Some(c),
                None => return (seen, total.n),
            }
        }
        panic!("{f:?}: the cursor does not move on");
    }

    /// A few matches read by their ids page exactly as the walk in id order does, in both
    /// orders and with every kind of filter, across page boundaries.
    #[tokio::test]
    async fn few_matches_read_by_id_page_as_the_walk_does() {
        let (db, ids) = crate::repo::loans::testing::loans(23).await;
        let lenders = [Uuid::now_v7(), Uuid::now_v7()];
        let statuses = ["normal", "late", "pending_activation"];
        for (i, id) in ids.iter().enumerate() {
            let sql = format!(
                "UPDATE loans SET active_status = '{}', installments_left = {}, hold_billing = {}, lender_id = x'{}' \
                 WHERE id = x'{}'",
                statuses[i % 3],
                i % 7,
                i % 4 == 0,
                lenders[i % 2].simple(),
                id.simple()
            );
            db.execute_unprepared(&sql).await.unwrap();
        }
        let mut filters = Vec::new();
        for sort in [Sort::Newest, Sort::Oldest] {
            for limit in [1, 4, 50] {
                let base = StageFilter { sort, limit, ..StageFilter::new(Scope::All, StageList::Active) };
                filters.push(base.clone());
                filters.push(base.clone().status(loan::Column::ActiveStatus, "active", "late"));
                filters.push(StageFilter { remaining_max: Some(2), ..base.clone() });
                filters.push(StageFilter { remaining_min: Some(3), lender_id: Some(lenders[1]), ..base.clone() });
                filters.push(StageFilter { hold_billing: Some(true), ..base.clone() });
                filters.push(StageFilter { scope: Scope::Lender(lenders[0]), remaining_max: Some(5), ..base });
            }
        }
        for f in &filters {
            let walked = pages(&db, f, 0).await;
            assert!(!walked.0.is_empty(), "{f:?} matches some");
            assert_eq!(pages(&db, f, applications::TOTAL_CAP).await, walked, "{f:?}");
            // The list's rows as shown are the same page of the same loans, their columns the loans'.
            let (loans, next, total) = list(&db, f).await.unwrap();
            let (rows, next_shown, total_shown) = active_page(&db, f, false).await.unwrap();
            assert_eq!((next_shown, total_shown), (next, total), "{f:?}");
            assert_eq!(rows.len(), loans.len(), "{f:?}");
            for (r, l) in rows.iter().zip(&loans) {
                assert_eq!(r.item, loan::ListItem::from(l));
                let shown = (r.outstanding, r.installments_left, r.hold_billing, r.pending_terms.is_some());
                let pending = l.active_status.map(crate::entity::Stored::get) == Some(ActiveStatus::PendingActivation);
                assert_eq!(shown, (l.outstanding, l.installments_left, l.hold_billing, pending && l.terms.is_some()));
            }
        }
    }
}
