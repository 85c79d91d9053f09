//! The sums behind the data area's reports (issue 12 item 2), always within the caller's
//! [`Scope`] (a funder's staff see only their lender's loans: the funder portfolio view) and
//! the report filters. Each report is one or two aggregate statements; nothing is read row by
//! row. The funnel and collections sum figures tables (`funnel_days` and `funnel_months`,
//! `collection_days`, migrations m0019 and m0025) that database triggers keep, so their cost is
//! bounded by days (or months) × lenders × funding sources × programs × partners, not by the
//! number of loans. Deleted loans never count, except in the approvals: a lender's decisions
//! stay.

use chrono::{DateTime, NaiveDate, Utc};
use domain::pipeline::ActiveStatus;
use domain::repayment::{day_number, from_day_number};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait,
    sea_query::{Alias, Expr, ExprTrait, IntoColumnRef, Order, Query},
};
use uuid::Uuid;

use super::loans::{
    Scope,
    sums::{installments_in, sum},
};
use super::quality_regimes::LenderRegimes;
use crate::entity::{installment, loan, loan_allocation};

/// The report filters (all optional). `from`/`to` are Asia/Jakarta days, inclusive;
/// `from_at`/`to_at` the same range as UTC instants (`to_at` exclusive: the start of the day
/// after `to`) for time columns. The funnel and collections read the days only (their figures
/// tables are per day).
#[derive(Debug, Clone, Copy)]
pub struct ReportFilter {
    pub scope: Scope,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub from_at: Option<DateTime<Utc>>,
    pub to_at: Option<DateTime<Utc>>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
}

impl ReportFilter {
    /// The whole book in `scope`: no activation dates, lender, program or partner asked.
    pub fn book(scope: Scope) -> Self {
        Self { scope, from: None, to: None, from_at: None, to_at: None, lender_id: None, program_id: None, partner_id: None }
    }

    /// Loans in scope, not deleted, of the lender, program and partner asked.
    fn loans(&self) -> Condition {
        let mut c = self.scope.condition().add(loan::Column::DeletedAt.is_null());
        if let Some(l) = self.lender_id {
            c = c.add(loan::Column::LenderId.eq(l));
        }
        if let Some(p) = self.program_id {
            c = c.add(loan::Column::ProgramId.eq(p));
        }
        if let Some(p) = self.partner_id {
            c = c.add(loan::Column::PartnerId.eq(p));
        }
        c
    }

    /// The ids of [`ReportFilter::loans`], for tables that hang off a loan.
    fn loan_ids(&self) -> sea_orm::sea_query::SelectStatement {
        loan::Entity::find().select_only().column(loan::Column::Id).filter(self.loans()).into_query()
    }

    fn at_range<C: ColumnTrait>(&self, col: C) -> Condition {
        let mut c = Condition::all();
        if let Some(t) = self.from_at {
            c = c.add(col.gte(t));
        }
        if let Some(t) = self.to_at {
            c = c.add(col.lt(t));
        }
        c
    }

    /// The key condition of a figures table (`funnel_days`, `collection_days`): scope, lender,
    /// program and partner. `None` when one names the nil UUID, which those tables store for
    /// "none" and which no loan has: nothing matches.
    fn figure_keys(&self) -> Option<Condition> {
        let mut c = Condition::all();
        for (col, v) in [
            ("lender_id", self.scope.lender()),
            ("funding_source_id", self.scope.source()),
            ("lender_id", self.lender_id),
            ("program_id", self.program_id),
            ("partner_id", self.partner_id),
        ] {
            match v {
                Some(v) if v.is_nil() => return None,
                Some(v) => c = c.add(Expr::col(Alias::new(col)).eq(v)),
                None => {}
            }
        }
        Some(c)
    }

    fn day_range<C: IntoColumnRef + Clone>(&self, col: C) -> Condition {
        within(col, self.from, self.to)
    }
}

/// `col` in `from..=to`, either end open when `None`.
fn within<C: IntoColumnRef + Clone>(col: C, from: Option<NaiveDate>, to: Option<NaiveDate>) -> Condition {
    within_as(col, from, to, |d| d)
}

/// `col` in `from..=to` with each date written as `col` stores it (`value`: the date itself, or
/// its day number), either end open when `None`.
fn within_as<C: IntoColumnRef + Clone, V: Into<sea_orm::Value>>(
    col: C,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    value: impl Fn(NaiveDate) -> V,
) -> Condition {
    let mut c = Condition::all();
    if let Some(d) = from {
        c = c.add(Expr::col(col.clone()).gte(value(d)));
    }
    if let Some(d) = to {
        c = c.add(Expr::col(col).lte(value(d)));
    }
    c
}

/// What a range (whole Asia/Jakarta days `from..=to`, either end open) reads of a pair of
/// figures tables, as `(days, months)` conditions, `None` for a table with nothing to read: the
/// range's whole months from the month table (column `month`) and only the days at its ragged
/// ends from the day table (column `day`), so a long or open range reads a thirtieth of the day
/// rows. `value` writes a date as both columns store it. Used by [`funnel`] and
/// [`collection_totals`].
fn by_months<V: Into<sea_orm::Value>>(
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    day: &str,
    month: &str,
    value: impl Fn(NaiveDate) -> V + Copy,
) -> (Option<Condition>, Option<Condition>) {
    let (day, month) = (Alias::new(day), Alias::new(month));
    match domain::reports::whole_months(from, to) {
        None => (Some(within_as(day, from, to, value)), None),
        Some((first, last)) => {
            // The days in range but outside the whole months; none when the range is open at
            // both ends (every day is in a whole month).
            let ends = (from.is_some() || to.is_some())
                .then(|| within_as(day.clone(), from, to, value).add(within_as(day, first, last, value).not()));
            (ends, Some(within_as(month, first, last, value)))
        }
    }
}

/// How many live loans created in the range (whole Asia/Jakarta days `from`..=`to`) reached each
/// stage of [`domain::reports::FUNNEL_STAGES`], in that order. Summed from the figures tables
/// the triggers keep (so its cost does not grow with the number of loans; issue 12: p99 ≤ 200 ms
/// at 1M loans): the range's whole months from `funnel_months` (m0025) and the days at its
/// ragged ends from `funnel_days` (m0019). Equal to [`funnel_recount`].
pub async fn funnel(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Vec<(&'static str, i64)>, DbErr> {
    let stages = domain::reports::FUNNEL_STAGES;
    let Some(keys) = f.figure_keys() else {
        return Ok(stages.iter().map(|s| (*s, 0)).collect());
    };
    let (days, months) = by_months(f.from, f.to, "created_day", "created_month", |d| d);
    let parts = [("funnel_days", days), ("funnel_months", months)];
    let mut totals = [0i64; domain::reports::FUNNEL_STAGES.len()];
    for (table, range) in parts {
        let Some(range) = range else { continue };
        let mut q = Query::select();
        q.from(Alias::new(table)).cond_where(keys.clone()).cond_where(range);
        for s in stages {
            q.expr_as(Expr::cust(format!("COALESCE(SUM({s}), 0)")), Alias::new(s));
        }
        let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("funnel".into()))?;
        for (total, s) in totals.iter_mut().zip(stages) {
            *total += sum(&row, s)?;
        }
    }
    Ok(stages.into_iter().zip(totals).collect())
}

/// The funnel counted from the loans themselves (every loan created in `from_at`..`to_at`), as
/// [`funnel`] read it before the figures tables: the reference the tests hold `funnel_days` to,
/// and a check after a repair. Reads every loan in range: not for requests.
pub async fn funnel_recount(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Vec<(&'static str, i64)>, DbErr> {
    let reached = |cond: &str| Expr::cust(format!("COALESCE(SUM(CASE WHEN {cond} THEN 1 ELSE 0 END), 0)"));
    let q = loan::Entity::find()
        .select_only()
        .expr_as(Expr::cust("COUNT(*)"), "leads")
        .expr_as(reached("submitted_at IS NOT NULL"), "applications")
        .expr_as(reached("verified_at IS NOT NULL"), "verified")
        .expr_as(reached("approval_status = 'approved'"), "approved")
        .expr_as(reached("kyc_status = 'kyc_approved'"), "kyc_approved")
        .expr_as(reached("activated_on IS NOT NULL"), "active")
        .filter(f.loans())
        .filter(f.at_range(loan::Column::CreatedAt))
        .into_query();
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("funnel".into()))?;
    domain::reports::FUNNEL_STAGES.iter().map(|s| Ok((*s, sum(&row, s)?))).collect()
}

/// One lender's allocations by status: (count, rupiah) each.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LenderAllocations {
    pub lender_id: Uuid,
    pub pending: (i64, i64),
    pub approved: (i64, i64),
    pub rejected: (i64, i64),
}

/// Allocations made in the range, per lender (a funder's staff: their lender's, and their
/// funding source's when tied to one), of loans of the program and partner asked. An allocation
/// counts as the lender decided it, whatever became of its loan later (a deleted loan's
/// decisions stay), as on the lender screen. Read from the per-lender counters
/// (`allocation_totals`, kept by every allocation write) when nothing narrows the whole book;
/// otherwise from the allocation rows by `ix_allocations_at`, through the loans only for a
/// program or partner.
pub async fn approvals(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Vec<LenderAllocations>, DbErr> {
    use loan_allocation::Column as A;
    let whole_book = f.from_at.is_none()
        && f.to_at.is_none()
        && f.program_id.is_none()
        && f.partner_id.is_none()
        && f.scope.source().is_none();
    let rows: Vec<(Uuid, String, i64, i64)> = if whole_book {
        let scope = match f.lender_id.or(f.scope.lender()) {
            Some(l) if f.scope.lender().is_some_and(|own| own != l) => return Ok(Vec::new()),
            Some(l) => Scope::Lender(l),
            None => Scope::All,
        };
        super::loans::allocations::totals(db, scope)
            .await?
            .into_iter()
            .filter(|t| t.n != 0)
            .map(|t| (t.lender_id, t.status, t.n, t.amount))
            .collect()
    } else {
        let mut q = loan_allocation::Entity::find()
            .select_only()
            .column(A::LenderId)
            .column(A::Status)
            .expr_as(Expr::cust("COUNT(*)"), "n")
            .expr_as(Expr::cust("COALESCE(SUM(amount), 0)"), "amount")
            .filter(f.at_range(A::AllocatedAt));
        for l in [f.scope.lender(), f.lender_id].into_iter().flatten() {
            q = q.filter(A::LenderId.eq(l));
        }
        if let Some(s) = f.scope.source() {
            q = q.filter(A::FundingSourceId.eq(s));
        }
        if f.program_id.is_some() || f.partner_id.is_some() {
            let mut loans = Condition::all();
            if let Some(p) = f.program_id {
                loans = loans.add(loan::Column::ProgramId.eq(p));
            }
            if let Some(p) = f.partner_id {
                loans = loans.add(loan::Column::PartnerId.eq(p));
            }
            q = q.filter(
                A::LoanId.in_subquery(loan::Entity::find().select_only().column(loan::Column::Id).filter(loans).into_query()),
            );
        }
        let q = q.group_by(A::LenderId).group_by(A::Status).into_query();
        let mut rows = Vec::new();
        for row in db.query_all(&q).await? {
            rows.push((row.try_get("", "lender_id")?, row.try_get("", "status")?, sum(&row, "n")?, sum(&row, "amount")?));
        }
        rows
    };
    let mut out: Vec<LenderAllocations> = Vec::new();
    for (lender_id, status, n, amount) in rows {
        let i = match out.iter().position(|l| l.lender_id == lender_id) {
            Some(i) => i,
            None => {
                out.push(LenderAllocations { lender_id, ..Default::default() });
                out.len() - 1
            }
        };
        match status.as_str() {
            "pending" => out[i].pending = (n, amount),
            "approved" => out[i].approved = (n, amount),
            "rejected" => out[i].rejected = (n, amount),
            _ => {}
        }
    }
    Ok(out)
}

/// The active book: loans and outstanding principal per quality bucket, the outstanding
/// principal of non-performing loans (a bucket flagged `non_performing` in the loan's lender's
/// quality regime: the NPL/NPF ratio, issue 41 item 6) and of loans past
/// [`domain::reports::TWP90_MIN_DPD`] (every regime's TWP90).
/// Principal only (issue 41 item 3): the NPL/NPF and TWP90 ratios are of the principal owed, not
/// of interest not yet earned.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Portfolio {
    /// (bucket code, loans, outstanding principal rupiah), as stored by the daily job.
    pub buckets: Vec<(String, i64, i64)>,
    pub npl_outstanding: i64,
    pub twp90_outstanding: i64,
}

/// Loans activated in the range (any, without one) that are still active, by quality bucket
/// (ordered by its code). Without a range it sums `portfolio_figures` (migration m0024, kept by
/// triggers), whose size does not grow with the book (issue 12: p99 ≤ 200 ms at 1M loans); with
/// one it reads the range's loans. Equal to [`portfolio_recount`].
pub async fn portfolio(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Portfolio, DbErr> {
    if f.from.is_some() || f.to.is_some() {
        return portfolio_recount(db, f).await;
    }
    let Some(keys) = f.figure_keys() else { return Ok(Portfolio::default()) };
    // One read: per lender and bucket, with its TWP90 part; the NPL part by the lender's regime.
    let mut q = Query::select();
    q.from(Alias::new("portfolio_figures"))
        .column(Alias::new("lender_id"))
        .column(Alias::new("bucket"))
        .expr_as(Expr::cust("COALESCE(SUM(loans), 0)"), Alias::new("n"))
        .expr_as(Expr::cust("COALESCE(SUM(outstanding_principal), 0)"), Alias::new("amount"))
        .expr_as(past_band(domain::reports::TWP90_BAND), Alias::new("twp90"))
        .cond_where(keys)
        .group_by_col(Alias::new("lender_id"))
        .group_by_col(Alias::new("bucket"))
        .and_having(Expr::cust("SUM(loans) > 0"));
    let rows = db.query_all(&q).await?;
    let regimes = LenderRegimes::load(db).await?;
    let mut p = Portfolio::default();
    for row in rows {
        let lender: Option<Uuid> = row.try_get("", "lender_id")?;
        add_row(&mut p, &regimes, lender, row.try_get("", "bucket")?, sum(&row, "n")?, sum(&row, "amount")?, sum(&row, "twp90")?);
    }
    p.buckets.sort();
    Ok(p)
}

/// Adds one (lender, bucket) sum to `p`: its bucket's line, its NPL part when the bucket is non
/// performing in the lender's regime, its TWP90 part.
fn add_row(p: &mut Portfolio, regimes: &LenderRegimes, lender: Option<Uuid>, code: String, n: i64, amount: i64, twp90: i64) {
    if regimes.non_performing(lender, &code) {
        p.npl_outstanding += amount;
    }
    p.twp90_outstanding += twp90;
    match p.buckets.iter_mut().find(|b| b.0 == code) {
        Some(b) => {
            b.1 += n;
            b.2 += amount;
        }
        None => p.buckets.push((code, n, amount)),
    }
}

/// The active book of `f`'s loans (no activation range): how many, their rupiah outstanding
/// (principal and interest, and principal alone), and how many of them are past due (DPD band ≥ 1), summed from `portfolio_figures` (m0024)
/// whatever the book's size. Errors: the database failed.
pub async fn book_totals(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<BookTotals, DbErr> {
    let Some(keys) = f.figure_keys() else { return Ok(BookTotals::default()) };
    let mut q = Query::select();
    q.from(Alias::new("portfolio_figures"))
        .expr_as(Expr::cust("COALESCE(SUM(loans), 0)"), Alias::new("n"))
        .expr_as(Expr::cust("COALESCE(SUM(outstanding), 0)"), Alias::new("amount"))
        .expr_as(Expr::cust("COALESCE(SUM(outstanding_principal), 0)"), Alias::new("principal"))
        .expr_as(Expr::cust("COALESCE(SUM(CASE WHEN dpd_band > 0 THEN loans ELSE 0 END), 0)"), Alias::new("late"))
        .cond_where(keys);
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("book".into()))?;
    Ok(BookTotals {
        loans: sum(&row, "n")?,
        outstanding: sum(&row, "amount")?,
        outstanding_principal: sum(&row, "principal")?,
        late_loans: sum(&row, "late")?,
    })
}

/// What [`book_totals`] answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BookTotals {
    /// Live active loans (normal, on hold, late, non performing).
    pub loans: i64,
    /// Their rupiah outstanding: principal and interest.
    pub outstanding: i64,
    /// The principal part of `outstanding`.
    pub outstanding_principal: i64,
    /// Those of them past due.
    pub late_loans: i64,
}

/// How many live loans in `scope` are past due (DPD band ≥ 1), of the lender, program and
/// quality bucket asked: the late list's total (issue 10), summed from `portfolio_figures`
/// (m0024) rather than counted over the loans. Exact, and bounded by the table's keys: counting
/// the loans right after the daily job (PostgreSQL statistics older than the job, pages without
/// visibility bits) could plan a sort of every late loan (docs/BENCHMARKS.md, "Repayments"). The
/// list reads the statuses this table holds (`billing::late_condition`).
///
/// Errors: the database failed.
pub async fn past_due_loans(
    db: &impl ConnectionTrait,
    scope: Scope,
    lender_id: Option<Uuid>,
    program_id: Option<Uuid>,
    bucket: Option<&str>,
) -> Result<u64, DbErr> {
    let f = ReportFilter { lender_id, program_id, ..ReportFilter::book(scope) };
    let Some(keys) = f.figure_keys() else { return Ok(0) };
    let mut q = Query::select();
    q.from(Alias::new("portfolio_figures"))
        .expr_as(Expr::cust("COALESCE(SUM(loans), 0)"), Alias::new("n"))
        .cond_where(keys)
        .and_where(Expr::cust("dpd_band > 0"));
    if let Some(b) = bucket {
        q.and_where(Expr::col(Alias::new("bucket")).eq(b));
    }
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("past due".into()))?;
    Ok(u64::try_from(sum(&row, "n")?).unwrap_or(0))
}

/// The outstanding principal of the rows at DPD band `band` or later (the TWP90 threshold is a
/// band edge; `loans` and `portfolio_figures` hold the band, not the DPD).
fn past_band(band: i16) -> Expr {
    Expr::cust(format!("COALESCE(SUM(CASE WHEN dpd_band >= {band} THEN outstanding_principal ELSE 0 END), 0)"))
}

/// [`portfolio`] summed from the loans themselves: the path of a range of activation dates, and
/// the reference the tests hold `portfolio_figures` to. Reads an index entry per active loan in
/// scope.
pub async fn portfolio_recount(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Portfolio, DbErr> {
    let active =
        [ActiveStatus::Normal, ActiveStatus::OnHold, ActiveStatus::Late, ActiveStatus::NonPerforming].map(ActiveStatus::as_str);
    let base = || {
        loan::Entity::find()
            .select_only()
            .filter(f.loans())
            .filter(loan::Column::ActiveStatus.is_in(active))
            .filter(f.day_range(loan::Column::ActivatedOn))
    };
    let q = base()
        .column(loan::Column::LenderId)
        .column(loan::Column::Bucket)
        .expr_as(Expr::cust("COUNT(*)"), "n")
        .expr_as(Expr::cust("COALESCE(SUM(outstanding_principal), 0)"), "amount")
        .expr_as(past_band(domain::reports::TWP90_BAND), "twp90")
        .group_by(loan::Column::LenderId)
        .group_by(loan::Column::Bucket)
        .into_query();
    let rows = db.query_all(&q).await?;
    let regimes = LenderRegimes::load(db).await?;
    let mut p = Portfolio::default();
    for row in rows {
        let code: Option<String> = row.try_get("", "bucket")?;
        let lender: Option<Uuid> = row.try_get("", "lender_id")?;
        add_row(&mut p, &regimes, lender, code.unwrap_or_default(), sum(&row, "n")?, sum(&row, "amount")?, sum(&row, "twp90")?);
    }
    p.buckets.sort();
    Ok(p)
}

/// Per due day in the range (Asia/Jakarta days, ascending): rupiah due and rupiah paid of the
/// installments due that day. Summed from `collection_days` (migration m0019, kept by
/// triggers), so its cost does not grow with the number of installments (issue 12); equal to
/// [`collections_recount`] (a day whose installments all moved away by hold billing is left
/// out, as before).
pub async fn collections(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Vec<(NaiveDate, i64, i64)>, DbErr> {
    let Some(keys) = f.figure_keys() else { return Ok(Vec::new()) };
    let day = || Expr::col(Alias::new("due_day"));
    let mut q = Query::select();
    q.from(Alias::new("collection_days"))
        .column(Alias::new("due_day"))
        .expr_as(Expr::cust("COALESCE(SUM(due), 0)"), Alias::new("due"))
        .expr_as(Expr::cust("COALESCE(SUM(paid), 0)"), Alias::new("paid"))
        .cond_where(keys);
    if let Some(d) = f.from {
        q.and_where(day().gte(day_number(d)));
    }
    if let Some(d) = f.to {
        q.and_where(day().lte(day_number(d)));
    }
    q.group_by_col(Alias::new("due_day"))
        .and_having(Expr::cust("SUM(installments) > 0"))
        .order_by(Alias::new("due_day"), Order::Asc);
    let mut out = Vec::new();
    for row in db.query_all(&q).await? {
        out.push((from_day_number(row.try_get::<i32>("", "due_day")?), sum(&row, "due")?, sum(&row, "paid")?));
    }
    Ok(out)
}

/// Rupiah due and rupiah paid of the installments due in the range (whole Asia/Jakarta days
/// `from..=to`, either end open), in scope and filter: `(due, paid)`. Summed from the figures
/// tables: the range's whole months from `collection_months` (m0055) and the days at its ragged
/// ends from `collection_days` (m0019), so a long or open range reads a thirtieth of the day rows
/// (all billing opened without a due window; docs/BENCHMARKS.md "Every list at two sizes").
/// Equal to the sums of [`collections`] and of [`collections_recount`].
pub async fn collection_totals(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<(i64, i64), DbErr> {
    let Some(keys) = f.figure_keys() else { return Ok((0, 0)) };
    let (days, months) = by_months(f.from, f.to, "due_day", "due_month", day_number);
    let parts = [("collection_days", days), ("collection_months", months)];
    let (mut due, mut paid) = (0, 0);
    for (table, range) in parts {
        let Some(range) = range else { continue };
        let mut q = Query::select();
        q.from(Alias::new(table))
            .cond_where(keys.clone())
            .cond_where(range)
            .expr_as(Expr::cust("COALESCE(SUM(due), 0)"), Alias::new("due"))
            .expr_as(Expr::cust("COALESCE(SUM(paid), 0)"), Alias::new("paid"));
        let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("collection totals".into()))?;
        due += sum(&row, "due")?;
        paid += sum(&row, "paid")?;
    }
    Ok((due, paid))
}

/// Collections summed from the installments themselves, as [`collections`] read them before the
/// figures tables: the reference the tests hold `collection_days` to. Reads every installment
/// due in range: not for requests.
pub async fn collections_recount(db: &impl ConnectionTrait, f: &ReportFilter) -> Result<Vec<(NaiveDate, i64, i64)>, DbErr> {
    use installment::Column as I;
    let mut q = installment::Entity::find()
        .select_only()
        .column(I::DueDay)
        .expr_as(Expr::cust("COALESCE(SUM(amount_due), 0)"), "due")
        .expr_as(Expr::cust("COALESCE(SUM(amount_paid), 0)"), "paid")
        .filter(installments_in(f.scope));
    if let Some(d) = f.from {
        q = q.filter(I::DueDay.gte(day_number(d)));
    }
    if let Some(d) = f.to {
        q = q.filter(I::DueDay.lte(day_number(d)));
    }
    if let Some(l) = f.lender_id {
        q = q.filter(I::LenderId.eq(l));
    }
    if let Some(p) = f.program_id {
        q = q.filter(I::ProgramId.eq(p));
    }
    if f.partner_id.is_some() {
        q = q.filter(I::LoanId.in_subquery(f.loan_ids()));
    }
    let q = q.group_by(I::DueDay).order_by_asc(I::DueDay).into_query();
    let mut out = Vec::new();
    for row in db.query_all(&q).await? {
        out.push((from_day_number(row.try_get::<i32>("", "due_day")?), sum(&row, "due")?, sum(&row, "paid")?));
    }
    Ok(out)
}

/// A count and its rupiah.
pub use super::loans::sums::CountAmount;

/// The DPD bands of the home dashboard's late loans: (code, lowest DPD, highest DPD).
pub use domain::reports::LATE_BANDS;

/// Installments due on `today` (count, rupiah due) in scope.
pub async fn due_on(db: &impl ConnectionTrait, scope: Scope, today: NaiveDate) -> Result<CountAmount, DbErr> {
    let q = installment::Entity::find()
        .select_only()
        .expr_as(Expr::cust("COUNT(*)"), "n")
        .expr_as(Expr::cust("COALESCE(SUM(amount_due), 0)"), "amount")
        .filter(installments_in(scope))
        .filter(installment::Column::DueDay.eq(day_number(today)))
        .into_query();
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("due".into()))?;
    Ok(CountAmount { count: sum(&row, "n")?, amount: sum(&row, "amount")? })
}

/// Payments received on `today` and not reversed (count, rupiah) in scope.
pub async fn collected_on(db: &impl ConnectionTrait, scope: Scope, today: NaiveDate) -> Result<CountAmount, DbErr> {
    use crate::entity::payment;
    let mut q = payment::Entity::find()
        .select_only()
        .expr_as(Expr::cust("COUNT(*)"), "n")
        .expr_as(Expr::cust("COALESCE(SUM(amount), 0)"), "amount")
        .filter(payment::Column::PaidDate.eq(today))
        .filter(payment::Column::ReversedAt.is_null());
    if let Some(l) = scope.lender() {
        q = q.filter(payment::Column::LenderId.eq(l));
    }
    if scope.source().is_some() {
        let f = ReportFilter::book(scope);
        q = q.filter(payment::Column::LoanId.in_subquery(f.loan_ids()));
    }
    let row = db.query_one(&q.into_query()).await?.ok_or_else(|| DbErr::RecordNotFound("collected".into()))?;
    Ok(CountAmount { count: sum(&row, "n")?, amount: sum(&row, "amount")? })
}

/// Past-due loans in scope per [`LATE_BANDS`] band: (band, count, rupiah overdue). Summed from
/// `portfolio_figures` (m0024, the rupiah overdue since m0029), so its rows are the late list's:
/// late, non performing, and on hold with days past due (a held loan's DPD stands still but is
/// not cleared). Bounded by the table's keys, not by the book.
///
/// Errors: the database failed.
pub async fn late_bands(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<(&'static str, CountAmount)>, DbErr> {
    let f = ReportFilter::book(scope);
    let Some(keys) = f.figure_keys() else {
        return Ok(LATE_BANDS.iter().map(|(code, _, _)| (*code, CountAmount::default())).collect());
    };
    let mut q = Query::select();
    q.from(Alias::new("portfolio_figures")).cond_where(keys).and_where(Expr::cust("dpd_band > 0"));
    for (i, (code, _, _)) in LATE_BANDS.iter().enumerate() {
        let band = i + 1;
        q.expr_as(
            Expr::cust(format!("COALESCE(SUM(CASE WHEN dpd_band = {band} THEN loans ELSE 0 END), 0)")),
            Alias::new(format!("n_{code}")),
        )
        .expr_as(
            Expr::cust(format!("COALESCE(SUM(CASE WHEN dpd_band = {band} THEN amount_overdue ELSE 0 END), 0)")),
            Alias::new(format!("a_{code}")),
        );
    }
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("late".into()))?;
    LATE_BANDS
        .iter()
        .map(|(code, _, _)| {
            Ok((*code, CountAmount { count: sum(&row, &format!("n_{code}"))?, amount: sum(&row, &format!("a_{code}"))? }))
        })
        .collect()
}

/// How many loans in scope are past due, and their rupiah overdue: the repayment lists' late
/// figure, the sum of [`late_bands`].
///
/// Errors: the database failed.
pub async fn past_due(db: &impl ConnectionTrait, scope: Scope) -> Result<CountAmount, DbErr> {
    Ok(late_bands(db, scope)
        .await?
        .into_iter()
        .fold(CountAmount::default(), |t, (_, c)| CountAmount { count: t.count + c.count, amount: t.amount + c.amount }))
}

/// Loans in scope waiting for their motorcycle handover (pending activation).
pub async fn to_hand_over(db: &impl ConnectionTrait, scope: Scope) -> Result<u64, DbErr> {
    use sea_orm::PaginatorTrait;
    loan::Entity::find()
        .filter(scope.condition())
        .filter(loan::Column::DeletedAt.is_null())
        .filter(crate::repo::loans::standing::loans_where(
            Condition::all().add(crate::entity::loan_standing::Column::ActiveStatus.eq(ActiveStatus::PendingActivation.as_str())),
        ))
        .count(db)
        .await
}

/// One active loan of the portfolio, as its loan-level download lists it.
#[derive(Debug, Clone, sea_orm::FromQueryResult)]
pub struct PortfolioLoan {
    pub id: Uuid,
    pub loan_code: String,
    pub full_name: String,
    pub lender_id: Option<Uuid>,
    pub program_id: Uuid,
    pub active_status: Option<crate::entity::Stored<domain::pipeline::ActiveStatus>>,
    pub activated_on: Option<NaiveDate>,
    pub outstanding: i64,
    pub amount_overdue: i64,
    pub dpd: i32,
    pub bucket: Option<String>,
}

/// A page of the loans [`portfolio`] sums (the same filter), after `after` in id order, at most
/// `limit`: the loan-level download reads the book this way, a page at a time.
pub async fn portfolio_loans(
    db: &impl ConnectionTrait,
    f: &ReportFilter,
    after: Option<Uuid>,
    limit: u64,
) -> Result<Vec<PortfolioLoan>, DbErr> {
    let active =
        [ActiveStatus::Normal, ActiveStatus::OnHold, ActiveStatus::Late, ActiveStatus::NonPerforming].map(ActiveStatus::as_str);
    let mut q = loan::Entity::find()
        .select_only()
        .columns([
            loan::Column::Id,
            loan::Column::LoanCode,
            loan::Column::FullName,
            loan::Column::LenderId,
            loan::Column::ProgramId,
            loan::Column::ActiveStatus,
            loan::Column::ActivatedOn,
            loan::Column::Outstanding,
            loan::Column::AmountOverdue,
            loan::Column::Bucket,
        ])
        .expr_as(Expr::cust("COALESCE(loan_standing.dpd, 0)"), "dpd")
        .join_rev(sea_orm::JoinType::LeftJoin, sea_orm::RelationTrait::def(&crate::entity::loan_standing::Relation::Loan))
        .filter(f.loans())
        .filter(loan::Column::ActiveStatus.is_in(active))
        .filter(f.day_range(loan::Column::ActivatedOn));
    if let Some(a) = after {
        q = q.filter(loan::Column::Id.gt(a));
    }
    q.order_by_asc(loan::Column::Id).limit(limit).into_model::<PortfolioLoan>().all(db).await
}

/// Which registers [`assets`] counts (each one the area that lists it may open).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AssetRegisters {
    pub motorcycles: bool,
    pub batteries: bool,
    pub service_orders: bool,
    pub tickets: bool,
}

impl AssetRegisters {
    /// Every register (the data area's assets report).
    pub const ALL: Self = Self { motorcycles: true, batteries: true, service_orders: true, tickets: true };
}

/// The assets as they stand now, counted by stored status: `(status, count)` per register, and
/// `(kind, status, count)` for the traffic tickets (`etle`, `etoll`); a register not asked is
/// empty. Statuses with no row are absent. Within the caller's scope as the asset lists apply it
/// (a funder's staff: the units their lender's loans hold, their batteries and service orders,
/// and the tickets charged to their lender); the lender filter narrows the same way, and a
/// program or partner to the units (and tickets) of loans of that program or partner. The dates
/// are not read: a register has no period, it is counted as it is today.
pub async fn assets(db: &impl ConnectionTrait, f: &ReportFilter, which: AssetRegisters) -> Result<AssetCounts, DbErr> {
    use crate::entity::{battery, motorcycle, service_order, traffic_ticket};
    let lender = match (f.scope.lender(), f.lender_id) {
        (Some(own), Some(asked)) if own != asked => return Ok(AssetCounts::default()),
        (own, asked) => own.or(asked),
    };
    let by_loan = f.program_id.is_some() || f.partner_id.is_some();
    // The units in reach; `None`: every unit.
    let units = (lender.is_some() || by_loan).then(|| {
        let mut c = Condition::all();
        if let Some(l) = lender {
            c = c.add(motorcycle::Column::LenderId.eq(l));
        }
        if by_loan {
            c = c.add(motorcycle::Column::LoanId.in_subquery(f.loan_ids()));
        }
        Query::select().column(motorcycle::Column::Id).from(motorcycle::Entity).cond_where(c).to_owned()
    });
    let mut out = AssetCounts::default();
    if which.motorcycles {
        let mut q = motorcycle::Entity::find();
        if let Some(u) = &units {
            q = q.filter(motorcycle::Column::Id.in_subquery(u.clone()));
        }
        out.motorcycles = by_status(db, q, motorcycle::Column::Status).await?;
    }
    if which.batteries {
        let mut q = battery::Entity::find();
        if let Some(u) = &units {
            q = q.filter(battery::Column::MotorcycleId.in_subquery(u.clone()));
        }
        out.batteries = by_status(db, q, battery::Column::Status).await?;
    }
    if which.service_orders {
        let mut q = service_order::Entity::find();
        if let Some(u) = &units {
            q = q.filter(service_order::Column::MotorcycleId.in_subquery(u.clone()));
        }
        out.service_orders = by_status(db, q, service_order::Column::Status).await?;
    }
    if which.tickets {
        use traffic_ticket::Column as T;
        let mut q = traffic_ticket::Entity::find();
        if let Some(l) = lender {
            q = q.filter(T::LenderId.eq(l));
        }
        if by_loan {
            q = q.filter(T::LoanId.in_subquery(f.loan_ids()));
        }
        out.tickets = q
            .select_only()
            .column(T::Kind)
            .column(T::Status)
            .expr(Expr::col(T::Id).count())
            .group_by(T::Kind)
            .group_by(T::Status)
            .into_tuple::<(String, String, i64)>()
            .all(db)
            .await?;
    }
    Ok(out)
}

/// What [`assets`] counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AssetCounts {
    pub motorcycles: Vec<(String, i64)>,
    pub batteries: Vec<(String, i64)>,
    pub service_orders: Vec<(String, i64)>,
    /// `(kind, status, count)`.
    pub tickets: Vec<(String, String, i64)>,
}

/// The rows of `q` counted per value of `status`.
async fn by_status<E: EntityTrait>(
    db: &impl ConnectionTrait,
    q: sea_orm::Select<E>,
    status: E::Column,
) -> Result<Vec<(String, i64)>, DbErr> {
    q.select_only().column(status).expr(Expr::col(status).count()).group_by(status).into_tuple::<(String, i64)>().all(db).await
}
