//! The repayment lists (issue 10 item 3): installments to bill (normal, all billing) and late
//! loans, always within the caller's [`Scope`], with the shared loan search, keyset pages by
//! due day (not by id: staff read billing by date) and capped totals; and the counts above
//! them. Dates compare as day numbers (`domain::repayment::day_number`).

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use chrono::NaiveDate;
use domain::pipeline::ActiveStatus;
use domain::repayment::{InstallmentStatus, day_number};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait,
    sea_query::{Expr, ExprTrait, Query},
};
use uuid::Uuid;

use super::servicing::ServicingRow;
use super::{
    Scope, list as applications, search,
    sums::{CountAmount, installments_in, sum},
};
use crate::entity::{installment, loan, loan_standing};
use crate::repo::keyset::Sort;

/// Where a billing page starts: the last row's due day (or oldest due day) and id. Written
/// `<day>.<uuid>`; opaque to callers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayCursor {
    pub day: i32,
    pub id: Uuid,
}

impl fmt::Display for DayCursor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.day, self.id)
    }
}

impl FromStr for DayCursor {
    type Err = ();

    fn from_str(s: &str) -> Result<Self, ()> {
        let (day, id) = s.split_once('.').ok_or(())?;
        Ok(DayCursor { day: day.parse().map_err(|_| ())?, id: id.parse().map_err(|_| ())? })
    }
}

/// Which installment list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BillingList {
    /// Unpaid installments due today or later of loans paying on time (status normal).
    Normal,
    /// Every installment of every activated loan.
    AllBilling,
}

/// Filters of the installment lists and the late list (DESIGN §3).
#[derive(Debug, Clone)]
pub struct BillingFilter {
    pub scope: Scope,
    pub q: Option<String>,
    pub due_from: Option<NaiveDate>,
    pub due_to: Option<NaiveDate>,
    pub status: Option<InstallmentStatus>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// A quality bucket code.
    pub bucket: Option<String>,
    /// Asia/Jakarta today: what "overdue" and "due today or later" mean.
    pub today: NaiveDate,
    pub sort: Sort,
    /// 1–1000.
    pub limit: u64,
    pub cursor: Option<DayCursor>,
}

/// One billing row: the installment and its loan as the servicing lists show it (its daily
/// standing, lender's and program's names included).
#[derive(Debug, Clone)]
pub struct BillingRow {
    pub installment: installment::Model,
    pub loan: ServicingRow,
}

/// Rupiah totals over a whole filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Totals {
    pub amount_due: i64,
    pub amount_paid: i64,
}

/// The loans' side of a filter (search, bucket, and for [`BillingList::Normal`] the status),
/// or `None` when nothing on the loan is filtered. The bucket and status through
/// `loan_standing` (m0032), whose rows are the live active loans: the bucket as `loan_id IN
/// (…)`, the status checked by key for each installment read
/// ([`super::standing::installment_loan_is`]), so that the normal list walks
/// `ix_installments_unpaid_due` (m0034) in its order.
fn loan_side(backend: sea_orm::DbBackend, f: &BillingFilter, normal_only: bool) -> Option<Condition> {
    let mut c = Condition::all();
    if let Some(q) = search::term(f.q.as_deref()) {
        let found = Condition::all().add(loan::Column::DeletedAt.is_null()).add(search::condition(backend, f.scope, q));
        let sub = Query::select().column(loan::Column::Id).from(loan::Entity).cond_where(found).to_owned();
        c = c.add(installment::Column::LoanId.in_subquery(sub));
    }
    if let Some(b) = &f.bucket {
        let standing = Condition::all().add(loan_standing::Column::Bucket.eq(b.as_str()));
        c = c.add(installment::Column::LoanId.in_subquery(super::standing::ids_where(standing)));
    }
    if normal_only {
        c = c.add(super::standing::installment_loan_is(ActiveStatus::Normal));
    }
    (!c.is_empty()).then_some(c)
}

/// The installment condition of a filter (no cursor).
fn installment_condition(backend: sea_orm::DbBackend, list: BillingList, f: &BillingFilter) -> Condition {
    use installment::Column as I;
    let today = day_number(f.today);
    let unpaid = || Expr::col(I::AmountPaid).lt(Expr::col(I::AmountDue));
    let mut c = Condition::all();
    c = c.add(installments_in(f.scope));
    if let Some(v) = f.lender_id {
        c = c.add(I::LenderId.eq(v));
    }
    if let Some(v) = f.program_id {
        c = c.add(I::ProgramId.eq(v));
    }
    if let Some(d) = f.due_from {
        c = c.add(I::DueDay.gte(day_number(d)));
    }
    if let Some(d) = f.due_to {
        c = c.add(I::DueDay.lte(day_number(d)));
    }
    if list == BillingList::Normal {
        c = c.add(unpaid()).add(I::DueDay.gte(today));
    }
    if let Some(s) = f.status {
        // The same order as `Installment::status`: paid, overdue, held, partial, due.
        c = c.add(match s {
            InstallmentStatus::Paid => Condition::all().add(Expr::col(I::AmountPaid).gte(Expr::col(I::AmountDue))),
            InstallmentStatus::Overdue => Condition::all().add(unpaid()).add(I::DueDay.lt(today)),
            InstallmentStatus::Held => Condition::all().add(unpaid()).add(I::DueDay.gte(today)).add(I::Held.eq(true)),
            InstallmentStatus::Partial => {
                Condition::all().add(unpaid()).add(I::AmountPaid.gt(0)).add(I::DueDay.gte(today)).add(I::Held.eq(false))
            }
            InstallmentStatus::Due => Condition::all().add(I::AmountPaid.eq(0)).add(I::DueDay.gte(today)).add(I::Held.eq(false)),
        });
    }
    if let Some(l) = loan_side(backend, f, list == BillingList::Normal) {
        c = c.add(l);
    }
    c
}

/// One page of an installment list with its total (capped at [`applications::TOTAL_CAP`]).
/// Normal is soonest first; all billing by `sort` (`oldest`: earliest due first);
/// [`installments_nearest`] gives all billing nearest first. Program names in Indonesian when
/// `indonesian`.
pub async fn installments(
    db: &impl ConnectionTrait,
    list: BillingList,
    f: &BillingFilter,
    indonesian: bool,
) -> Result<(Vec<BillingRow>, Option<DayCursor>, applications::Total), DbErr> {
    use installment::Column as I;
    let cond = installment_condition(db.get_database_backend(), list, f);
    let total = count_up_to(db, cond.clone(), applications::TOTAL_CAP + 1).await?;
    let ascending = list == BillingList::Normal || f.sort == Sort::Oldest;
    let mut q = installment::Entity::find().filter(cond);
    if let Some(c) = f.cursor {
        q = q.filter(after(c, ascending));
    }
    q = if ascending { q.order_by_asc(I::DueDay).order_by_asc(I::Id) } else { q.order_by_desc(I::DueDay).order_by_desc(I::Id) };
    let rows = q.limit(f.limit + 1).all(db).await?;
    let (rows, next) = with_loans(db, rows, f.limit, indonesian).await?;
    Ok((rows, next, applications::Total::of_counted(total)))
}

/// One page of all billing, nearest due date first (issue 45 item 3): the installments due
/// today or later, soonest first, then the earlier ones, latest first; with its total (capped
/// at [`applications::TOTAL_CAP`]). A cursor's day tells which of the two parts it is in, so
/// the cursor is the same `<day>.<uuid>`; each part walks the due-day index in its order.
/// Program names in Indonesian when `indonesian`.
pub async fn installments_nearest(
    db: &impl ConnectionTrait,
    f: &BillingFilter,
    indonesian: bool,
) -> Result<(Vec<BillingRow>, Option<DayCursor>, applications::Total), DbErr> {
    use installment::Column as I;
    let cond = installment_condition(db.get_database_backend(), BillingList::AllBilling, f);
    let total = count_up_to(db, cond.clone(), applications::TOTAL_CAP + 1).await?;
    let today = day_number(f.today);
    let want = f.limit + 1;
    let in_past = f.cursor.is_some_and(|c| c.day < today);
    let mut rows = Vec::new();
    if !in_past {
        let mut q = installment::Entity::find().filter(cond.clone()).filter(I::DueDay.gte(today));
        if let Some(c) = f.cursor {
            q = q.filter(after(c, true));
        }
        rows = q.order_by_asc(I::DueDay).order_by_asc(I::Id).limit(want).all(db).await?;
    }
    let have = rows.len() as u64;
    if have < want {
        let mut q = installment::Entity::find().filter(cond).filter(I::DueDay.lt(today));
        if let Some(c) = f.cursor.filter(|c| c.day < today) {
            q = q.filter(after(c, false));
        }
        rows.extend(q.order_by_desc(I::DueDay).order_by_desc(I::Id).limit(want - have).all(db).await?);
    }
    let (rows, next) = with_loans(db, rows, f.limit, indonesian).await?;
    Ok((rows, next, applications::Total::of_counted(total)))
}

/// The installments after cursor `c` in due order (`ascending`, or latest first).
fn after(c: DayCursor, ascending: bool) -> Condition {
    use installment::Column as I;
    if ascending {
        Condition::any().add(I::DueDay.gt(c.day)).add(Condition::all().add(I::DueDay.eq(c.day)).add(I::Id.gt(c.id)))
    } else {
        Condition::any().add(I::DueDay.lt(c.day)).add(Condition::all().add(I::DueDay.eq(c.day)).add(I::Id.lt(c.id)))
    }
}

/// A page of `rows` (read `limit + 1` to know whether another page follows) with their loans
/// ([`super::servicing::rows_named`]), and the next page's cursor.
async fn with_loans(
    db: &impl ConnectionTrait,
    mut rows: Vec<installment::Model>,
    limit: u64,
    indonesian: bool,
) -> Result<(Vec<BillingRow>, Option<DayCursor>), DbErr> {
    let next = (rows.len() as u64 > limit).then(|| {
        rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        rows.last().map(|r| DayCursor { day: r.due_day, id: r.id })
    });
    let mut loan_ids: Vec<Uuid> = rows.iter().map(|r| r.loan_id).collect();
    loan_ids.sort_unstable();
    loan_ids.dedup();
    let loans: HashMap<Uuid, ServicingRow> =
        super::servicing::rows_named(db, &loan_ids, indonesian).await?.into_iter().map(|l| (l.item.id, l)).collect();
    let rows =
        rows.into_iter().filter_map(|i| loans.get(&i.loan_id).cloned().map(|loan| BillingRow { installment: i, loan })).collect();
    Ok((rows, next.flatten()))
}

/// Rupiah due and paid over a whole installment filter.
///
/// All billing filtered only by due dates, lender, program and scope sums the figures tables
/// (`collection_months` for the range's whole months, `collection_days` for the days at its
/// ends; [`crate::repo::reports::collection_totals`]), so its cost follows the months and days
/// in range, not the installments, and does not grow with the book (docs/BENCHMARKS.md,
/// "Repayments", "Every list at two sizes"). A search, status or bucket sums the installments.
pub async fn totals(db: &impl ConnectionTrait, list: BillingList, f: &BillingFilter) -> Result<Totals, DbErr> {
    let searched = f.q.as_deref().is_some_and(|q| !q.trim().is_empty());
    if list == BillingList::AllBilling && !searched && f.status.is_none() && f.bucket.is_none() {
        let r = crate::repo::reports::ReportFilter {
            from: f.due_from,
            to: f.due_to,
            lender_id: f.lender_id,
            program_id: f.program_id,
            ..crate::repo::reports::ReportFilter::book(f.scope)
        };
        let (amount_due, amount_paid) = crate::repo::reports::collection_totals(db, &r).await?;
        return Ok(Totals { amount_due, amount_paid });
    }
    let cond = installment_condition(db.get_database_backend(), list, f);
    let q = installment::Entity::find()
        .select_only()
        .expr_as(Expr::cust("COALESCE(SUM(amount_due), 0)"), "due")
        .expr_as(Expr::cust("COALESCE(SUM(amount_paid), 0)"), "paid")
        .filter(cond)
        .into_query();
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("totals".into()))?;
    Ok(Totals { amount_due: sum(&row, "due")?, amount_paid: sum(&row, "paid")? })
}

/// The late list's standing side (a condition on `loan_standing`, whose rows are the live
/// active loans): DPD ≥ 1 and the bucket asked.
pub(super) fn late_standing(f: &BillingFilter) -> Condition {
    // `dpd_band > 0` (DPD ≥ 1) written out, not bound: only a literal lets SQLite (and
    // PostgreSQL's generic plans) use the partial index `ix_standing_past_due`, which also gives
    // the order.
    // The statuses `portfolio_figures` holds, whose DPD-band sums give the list's total: past due
    // is the band; a normal loan has none (`domain::repayment::status_of`), an inactive one is
    // off the book. Written as the statuses left out (`NOT IN`), which no index can seek: SQLite
    // 3.51 planned `IN (…)` of the four kept as a seek of `ix_standing_status` for each, a
    // read of the row of every active loan and a sort, far slower than walking
    // `ix_standing_past_due` (docs/BENCHMARKS.md,
    // "The late list's plan on SQLite, the normal list, JIT").
    const ON_BOOK: [ActiveStatus; 4] =
        [ActiveStatus::Normal, ActiveStatus::Late, ActiveStatus::NonPerforming, ActiveStatus::OnHold];
    let off_book = ActiveStatus::ALL.iter().filter(|s| !ON_BOOK.contains(s)).map(|s| s.as_str());
    let mut c = Condition::all()
        .add(Expr::cust("loan_standing.dpd_band > 0"))
        .add(loan_standing::Column::ActiveStatus.is_not_in(off_book));
    if let Some(b) = &f.bucket {
        c = c.add(loan_standing::Column::Bucket.eq(b.as_str()));
    }
    c
}

/// The late list's loan side: scope, and the lender, program and search asked (a condition on
/// `loans`); `None` when none applies (every standing row is a live loan).
pub(super) fn late_loans(backend: sea_orm::DbBackend, f: &BillingFilter) -> Option<Condition> {
    let mut c = f.scope.condition();
    if let Some(v) = f.lender_id {
        c = c.add(loan::Column::LenderId.eq(v));
    }
    if let Some(v) = f.program_id {
        c = c.add(loan::Column::ProgramId.eq(v));
    }
    if let Some(q) = search::term(f.q.as_deref()) {
        c = c.add(search::condition(backend, f.scope, q));
    }
    (!c.is_empty()).then_some(c)
}

/// The late loans' standing rows of `f`, in the list's order (oldest unpaid due day, then id),
/// joined to their loans only when the loan side filters: the standing's partial index
/// `ix_standing_past_due` gives the order, and each loan is read by its key.
fn late_query(backend: sea_orm::DbBackend, f: &BillingFilter) -> sea_orm::Select<loan_standing::Entity> {
    use sea_orm::{JoinType, RelationTrait};
    let q = loan_standing::Entity::find().select_only().column(loan_standing::Column::LoanId).filter(late_standing(f));
    let q = match late_loans(backend, f) {
        Some(loans) => q.join(JoinType::InnerJoin, loan_standing::Relation::Loan.def()).filter(loans),
        None => q,
    };
    q.order_by_asc(loan_standing::Column::OldestDueDay).order_by_asc(loan_standing::Column::LoanId)
}

/// The late list's total: exact from the portfolio figures (`reports::past_due_loans`); a search
/// has no figures, so its matches are counted up to the cap, in the list's own order, so that the
/// planner walks the covering partial index `ix_standing_past_due` as for the page (at 100k loans
/// SQLite otherwise read the wide rows). Also the collections worklist's total when no case
/// filters it (the same loans).
pub(super) async fn late_total(db: &impl ConnectionTrait, f: &BillingFilter) -> Result<applications::Total, DbErr> {
    if search::term(f.q.as_deref()).is_none() {
        let n = crate::repo::reports::past_due_loans(db, f.scope, f.lender_id, f.program_id, f.bucket.as_deref()).await?;
        return Ok(applications::Total { n, capped: false });
    }
    let inner = late_query(db.get_database_backend(), f).limit(applications::TOTAL_CAP + 1).into_query();
    count_rows(db, inner).await.map(applications::Total::of_counted)
}

/// One page of late loans, oldest unpaid due date first (the highest DPD), with its total; each
/// row with its names and phone ([`ServicingRow`]; the program's in Indonesian when `indonesian`).
pub async fn late(
    db: &impl ConnectionTrait,
    f: &BillingFilter,
    indonesian: bool,
) -> Result<(Vec<ServicingRow>, Option<DayCursor>, applications::Total), DbErr> {
    let backend = db.get_database_backend();
    let total = late_total(db, f);
    // The page's ids first, from the standing's partial index (reading each candidate loan by
    // its key only when scope, lender, program or search filter); then the page's rows with
    // their names.
    use loan_standing::Column as S;
    let mut q = late_query(backend, f).column(S::OldestDueDay);
    if let Some(c) = f.cursor {
        q = q.filter(
            Condition::any()
                .add(S::OldestDueDay.gt(c.day))
                .add(Condition::all().add(S::OldestDueDay.eq(c.day)).add(S::LoanId.gt(c.id))),
        );
    }
    let page = async {
        let mut keys: Vec<(Uuid, Option<i32>)> = q.limit(f.limit + 1).into_tuple().all(db).await?;
        let next = (keys.len() as u64 > f.limit).then(|| {
            keys.truncate(usize::try_from(f.limit).unwrap_or(usize::MAX));
            keys.last().map(|(id, day)| DayCursor { day: day.unwrap_or(0), id: *id })
        });
        let ids: Vec<Uuid> = keys.iter().map(|(id, _)| *id).collect();
        Ok::<_, DbErr>((super::servicing::rows_named(db, &ids, indonesian).await?, next.flatten()))
    };
    // The count and the page are independent: on a pool they run on two connections at once,
    // so the list waits for the slower of the two, not their sum (issue 10's late list p99).
    let (total, (rows, next)) = tokio::try_join!(total, page)?;
    Ok((rows, next, total))
}

async fn count_up_to(db: &impl ConnectionTrait, cond: Condition, cap: u64) -> Result<u64, DbErr> {
    let inner = installment::Entity::find().select_only().column(installment::Column::Id).filter(cond).limit(cap).into_query();
    count_rows(db, inner).await
}

/// How many rows `inner` (a capped select) answers.
pub(super) async fn count_rows(db: &impl ConnectionTrait, inner: sea_orm::sea_query::SelectStatement) -> Result<u64, DbErr> {
    let outer = Query::select()
        .expr_as(Expr::cust("COUNT(*)"), sea_orm::sea_query::Alias::new("n"))
        .from_subquery(inner, sea_orm::sea_query::Alias::new("matched"))
        .to_owned();
    let row = db.query_one(&outer).await?.ok_or_else(|| DbErr::RecordNotFound("count".into()))?;
    Ok(u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0))
}

/// The counts above the repayment lists, in scope: unpaid installments due today, late loans
/// (with rupiah overdue) and active loans per quality bucket (with rupiah outstanding).
pub async fn summary(
    db: &impl ConnectionTrait,
    scope: Scope,
    today: NaiveDate,
) -> Result<(CountAmount, CountAmount, Vec<(String, CountAmount)>), DbErr> {
    let one = async |q: sea_orm::sea_query::SelectStatement| -> Result<CountAmount, DbErr> {
        let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("summary".into()))?;
        Ok(CountAmount { count: sum(&row, "n")?, amount: sum(&row, "amount")? })
    };
    let mut due = installment::Entity::find()
        .select_only()
        .expr_as(Expr::cust("COUNT(*)"), "n")
        .expr_as(Expr::cust("COALESCE(SUM(amount_due - amount_paid), 0)"), "amount")
        .filter(installment::Column::DueDay.eq(day_number(today)))
        .filter(Expr::col(installment::Column::AmountPaid).lt(Expr::col(installment::Column::AmountDue)));
    due = due.filter(installments_in(scope));
    let due_today = one(due.into_query()).await?;
    // The late list's rows and the active loans per bucket, summed from `portfolio_figures`
    // (m0024, m0029): bounded by its keys, where counting the loans read one index entry (and,
    // for the rupiah overdue, the row) for each.
    use crate::repo::reports::{self, ReportFilter};
    let late = reports::past_due(db, scope).await?;
    let book = ReportFilter::book(scope);
    let buckets = reports::portfolio(db, &book)
        .await?
        .buckets
        .into_iter()
        .map(|(code, count, amount)| (code, CountAmount { count, amount }))
        .collect();
    Ok((due_today, late, buckets))
}
