//! The double-entry journal (issue 44 item 4; DESIGN §3 "Accounting"): append-only lines,
//! written by [`post`] inside the transaction of the money event they record (the loan's write
//! path, the first-payment proof, the late-fee accrual, the gateway's suspense), read as a list
//! of lines and as a trial balance. `domain::journal` decides the lines; nothing here changes or
//! deletes one.

use chrono::NaiveDate;
use domain::journal::{Account, Entry, JournalEvent, Line};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, ExprTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, Query},
};
use uuid::Uuid;

use super::{
    audit::Actor,
    keyset::{self, PageAt},
    loans::{Scope, sums::sum},
};
use crate::entity::{Stored, journal_day_total, journal_line, loan};

/// Where an entry belongs: the day it is posted on (Asia/Jakarta), the loan and its lender
/// (none for a payment in suspense), and the payment, waiver or callback it records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    pub posted_on: NaiveDate,
    pub loan_id: Option<Uuid>,
    pub lender_id: Option<Uuid>,
    pub source_id: Option<Uuid>,
}

impl Posting {
    /// An entry of loan `l` posted on `posted_on`, recording `source_id`.
    pub fn of_loan(l: &loan::Model, posted_on: NaiveDate, source_id: Option<Uuid>) -> Self {
        Posting { posted_on, loan_id: Some(l.id), lender_id: l.lender_id, source_id }
    }
}

/// Appends `entry` at `at` (nothing for an entry with no lines). Answers the entry's id.
///
/// Errors: [`DbErr::Custom`] for an entry whose debits and credits differ (a bug upstream: the
/// event's transaction rolls back, nothing unbalanced is ever stored); the database failed.
pub async fn post(db: &impl ConnectionTrait, actor: &Actor, at: Posting, entry: &Entry) -> Result<Option<Uuid>, DbErr> {
    if entry.is_empty() {
        return Ok(None);
    }
    if !entry.is_balanced() {
        return Err(DbErr::Custom(format!("unbalanced journal entry {entry:?}")));
    }
    let entry_id = Uuid::now_v7();
    journal_line::Entity::insert_many(rows_of(entry, entry_id, at, actor.user_id)).exec_without_returning(db).await?;
    add_to_day_totals(db, at, entry).await?;
    Ok(Some(entry_id))
}

/// Adds `entry`'s lines to the day totals of `at`'s day and lender: one row per account, in
/// chart order (concurrent postings take the rows' locks in one order, so they never deadlock).
async fn add_to_day_totals(db: &impl ConnectionTrait, at: Posting, entry: &Entry) -> Result<(), DbErr> {
    use journal_day_total::Column as T;
    use sea_orm::sea_query::OnConflict;
    let mut sums: std::collections::BTreeMap<Account, (i64, i64)> = std::collections::BTreeMap::new();
    for l in &entry.lines {
        let s = sums.entry(l.account).or_default();
        *s = (s.0 + l.debit, s.1 + l.credit);
    }
    let lender_key = at.lender_id.unwrap_or(Uuid::nil());
    let rows = sums.into_iter().map(|(account, (debit, credit))| journal_day_total::ActiveModel {
        posted_on: sea_orm::Set(at.posted_on),
        account: sea_orm::Set(account.as_str().to_owned()),
        lender_key: sea_orm::Set(lender_key),
        debit: sea_orm::Set(debit),
        credit: sea_orm::Set(credit),
    });
    journal_day_total::Entity::insert_many(rows)
        .on_conflict(
            OnConflict::columns([T::PostedOn, T::Account, T::LenderKey])
                .value(T::Debit, Expr::cust("journal_day_totals.debit + excluded.debit"))
                .value(T::Credit, Expr::cust("journal_day_totals.credit + excluded.credit"))
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Recomputes every day total from the lines (after `roda seed bulk` inserted lines in batches,
/// or to repair): in one transaction of the caller's.
///
/// Errors: the database failed.
pub async fn rebuild_day_totals(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let nil = match backend {
        sea_orm::DatabaseBackend::Postgres => "'00000000-0000-0000-0000-000000000000'::uuid",
        // SQLite keeps uuids as 16-byte blobs.
        _ => "zeroblob(16)",
    };
    db.execute_unprepared("DELETE FROM journal_day_totals").await?;
    db.execute_unprepared(&format!(
        "INSERT INTO journal_day_totals (posted_on, account, lender_key, debit, credit) \
             SELECT posted_on, account, COALESCE(lender_id, {nil}), SUM(debit), SUM(credit) FROM journal_lines \
             GROUP BY posted_on, account, COALESCE(lender_id, {nil})"
    ))
    .await?;
    Ok(())
}

/// The rows of `entry` (already balanced) as entry `entry_id` posted at `at` by `by` (`None`:
/// the system): for [`post`], and for `roda seed bulk`'s opening entries inserted in batches.
pub fn rows_of(entry: &Entry, entry_id: Uuid, at: Posting, by: Option<Uuid>) -> Vec<journal_line::ActiveModel> {
    let now = super::now();
    entry
        .lines
        .iter()
        .map(|l| journal_line::ActiveModel {
            id: sea_orm::Set(Uuid::now_v7()),
            entry_id: sea_orm::Set(entry_id),
            posted_on: sea_orm::Set(at.posted_on),
            event: sea_orm::Set(Stored(entry.event)),
            account: sea_orm::Set(Stored(l.account)),
            debit: sea_orm::Set(l.debit),
            credit: sea_orm::Set(l.credit),
            loan_id: sea_orm::Set(at.loan_id),
            lender_id: sea_orm::Set(at.lender_id),
            source_id: sea_orm::Set(at.source_id),
            created_at: sea_orm::Set(now),
            created_by: sea_orm::Set(by),
        })
        .collect()
}

/// Posts the reversing entries of the entries that recorded `source_id` (a payment being taken
/// back) on `posted_on` ([`reverse_entry`] each).
///
/// Errors: the database failed.
pub async fn reverse(db: &impl ConnectionTrait, actor: &Actor, posted_on: NaiveDate, source_id: Uuid) -> Result<(), DbErr> {
    let mut entries: Vec<Uuid> = journal_line::Entity::find()
        .select_only()
        .column(journal_line::Column::EntryId)
        .filter(journal_line::Column::SourceId.eq(source_id))
        .filter(journal_line::Column::Event.ne(JournalEvent::Reversal.as_str()))
        .into_tuple()
        .all(db)
        .await?;
    entries.sort_unstable();
    entries.dedup();
    for e in entries {
        reverse_entry(db, actor, posted_on, e).await?;
    }
    Ok(())
}

/// Posts the reversing entry of entry `entry_id` on `posted_on`: every line on the other side,
/// nothing of the original changed; its source is the entry it reverses, so an entry is never
/// reversed twice.
///
/// Errors: the database failed.
pub async fn reverse_entry(db: &impl ConnectionTrait, actor: &Actor, posted_on: NaiveDate, entry_id: Uuid) -> Result<(), DbErr> {
    let done = journal_line::Entity::find()
        .filter(journal_line::Column::SourceId.eq(entry_id))
        .filter(journal_line::Column::Event.eq(JournalEvent::Reversal.as_str()))
        .one(db)
        .await?;
    if done.is_some() {
        return Ok(());
    }
    let lines = journal_line::Entity::find()
        .filter(journal_line::Column::EntryId.eq(entry_id))
        .order_by_asc(journal_line::Column::Id)
        .all(db)
        .await?;
    let Some(first) = lines.first() else { return Ok(()) };
    let original = Entry {
        event: *first.event,
        lines: lines.iter().map(|l| Line { account: *l.account, debit: l.debit, credit: l.credit }).collect(),
    };
    let at = Posting { posted_on, loan_id: first.loan_id, lender_id: first.lender_id, source_id: Some(entry_id) };
    post(db, actor, at, &original.reversal()).await?;
    Ok(())
}

/// The latest entry of `event` on loan `loan_id` (a write-off to take back), if any.
///
/// Errors: the database failed.
pub async fn latest_entry(db: &impl ConnectionTrait, loan_id: Uuid, event: JournalEvent) -> Result<Option<Uuid>, DbErr> {
    journal_line::Entity::find()
        .select_only()
        .column(journal_line::Column::EntryId)
        .filter(journal_line::Column::LoanId.eq(loan_id))
        .filter(journal_line::Column::Event.eq(event.as_str()))
        .order_by_desc(journal_line::Column::Id)
        .into_tuple()
        .one(db)
        .await
}

/// The lines of `scope` (a funder's staff: their lender's loans) a journal list shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JournalFilter {
    /// Asia/Jakarta days, both included.
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub account: Option<Account>,
    pub loan_id: Option<Uuid>,
    pub event: Option<JournalEvent>,
}

impl keyset::Keyed for journal_line::Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

fn condition(scope: Scope, f: &JournalFilter) -> Condition {
    use journal_line::Column as J;
    let mut c = Condition::all();
    if let Some(lender) = scope.lender() {
        c = c.add(J::LenderId.eq(lender));
    }
    if let Some(source) = scope.source() {
        let loans = Query::select()
            .column(loan::Column::Id)
            .from(loan::Entity)
            .and_where(loan::Column::FundingSourceId.eq(source))
            .to_owned();
        c = c.add(J::LoanId.in_subquery(loans));
    }
    if let Some(d) = f.from {
        c = c.add(J::PostedOn.gte(d));
    }
    if let Some(d) = f.to {
        c = c.add(J::PostedOn.lte(d));
    }
    if let Some(a) = f.account {
        c = c.add(J::Account.eq(a.as_str()));
    }
    if let Some(id) = f.loan_id {
        c = c.add(J::LoanId.eq(id));
    }
    if let Some(e) = f.event {
        c = c.add(J::Event.eq(e.as_str()));
    }
    c
}

/// Total debits and credits, rupiah, of what a list matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sides {
    pub debit: i64,
    pub credit: i64,
}

/// A page of journal lines matching `f` in `scope`, by posting day then line id (the order a
/// ledger reads in; `Newest` first by default), and the next cursor (a line id).
///
/// Why the day leads the key: every filter's index starts with the day after its own columns
/// (account, loan, lender), so a page of a range walks the index instead of sorting the range's
/// lines by id. A cursor naming no line starts at the beginning.
///
/// Errors: the database failed.
pub async fn lines(
    db: &impl ConnectionTrait,
    scope: Scope,
    f: &JournalFilter,
    at: PageAt,
) -> Result<(Vec<journal_line::Model>, Option<Uuid>), DbErr> {
    use journal_line::Column as J;
    use keyset::Sort;
    let mut q = journal_line::Entity::find().filter(condition(scope, f));
    let after = match at.cursor {
        Some(id) => journal_line::Entity::find_by_id(id).one(db).await?.map(|c| (c.posted_on, c.id)),
        None => None,
    };
    if let Some((day, id)) = after {
        q = q.filter(match at.sort {
            Sort::Newest => {
                Condition::any().add(J::PostedOn.lt(day)).add(Condition::all().add(J::PostedOn.eq(day)).add(J::Id.lt(id)))
            }
            Sort::Oldest => {
                Condition::any().add(J::PostedOn.gt(day)).add(Condition::all().add(J::PostedOn.eq(day)).add(J::Id.gt(id)))
            }
        });
    }
    let q = match at.sort {
        Sort::Newest => q.order_by_desc(J::PostedOn).order_by_desc(J::Id),
        Sort::Oldest => q.order_by_asc(J::PostedOn).order_by_asc(J::Id),
    };
    Ok(keyset::paged(q.limit(at.limit + 1).all(db).await?, at.limit))
}

/// How many lines match `f` in `scope` (up to the list cap) and their debit and credit totals
/// (the same filter as [`lines`]).
///
/// Errors: the database failed.
pub async fn totals(db: &impl ConnectionTrait, scope: Scope, f: &JournalFilter) -> Result<(keyset::Total, Sides), DbErr> {
    let c = condition(scope, f);
    let n = keyset::total(db, journal_line::Entity::find().filter(c.clone()), journal_line::Column::Id).await?;
    // Days, an account and a lender are the day totals' own keys: the same sums without
    // reading every line of a long range.
    if f.loan_id.is_none() && f.event.is_none() && scope.source().is_none() {
        return Ok((n, day_sides(db, scope, f).await?));
    }
    Ok((n, sides(db, c).await?))
}

/// [`Sides`] of a filter of days and an account from `journal_day_totals`.
async fn day_sides(db: &impl ConnectionTrait, scope: Scope, f: &JournalFilter) -> Result<Sides, DbErr> {
    use journal_day_total::Column as T;
    use sea_orm::QueryTrait;
    let mut q = journal_day_total::Entity::find();
    if let Some(lender) = scope.lender() {
        q = q.filter(T::LenderKey.eq(lender));
    }
    if let Some(d) = f.from {
        q = q.filter(T::PostedOn.gte(d));
    }
    if let Some(d) = f.to {
        q = q.filter(T::PostedOn.lte(d));
    }
    if let Some(a) = f.account {
        q = q.filter(T::Account.eq(a.as_str()));
    }
    let q = q
        .select_only()
        .expr_as(Expr::expr(Expr::col(T::Debit).sum()).if_null(0), "debit")
        .expr_as(Expr::expr(Expr::col(T::Credit).sum()).if_null(0), "credit")
        .into_query();
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("journal totals".into()))?;
    Ok(Sides { debit: sum(&row, "debit")?, credit: sum(&row, "credit")? })
}

async fn sides(db: &impl ConnectionTrait, c: Condition) -> Result<Sides, DbErr> {
    use sea_orm::QueryTrait;
    let q = journal_line::Entity::find()
        .filter(c)
        .select_only()
        .expr_as(Expr::expr(Expr::col(journal_line::Column::Debit).sum()).if_null(0), "debit")
        .expr_as(Expr::expr(Expr::col(journal_line::Column::Credit).sum()).if_null(0), "credit")
        .into_query();
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("journal totals".into()))?;
    Ok(Sides { debit: sum(&row, "debit")?, credit: sum(&row, "credit")? })
}

/// One account of a trial balance: its total debits and credits to the day, rupiah.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccountTotals {
    pub account: Account,
    pub debit: i64,
    pub credit: i64,
}

/// The trial balance of `scope` at the end of `date` (Asia/Jakarta): every account with a line
/// posted on or before it, in chart order, with its debit and credit totals. Over every line,
/// debits equal credits (each entry balances).
///
/// Errors: the database failed; an account name the chart does not know (corrupt data).
pub async fn trial_balance(db: &impl ConnectionTrait, scope: Scope, date: NaiveDate) -> Result<Vec<AccountTotals>, DbErr> {
    use journal_day_total::Column as T;
    use sea_orm::QueryTrait;
    if scope.source().is_some() {
        // Staff of one funding source: the day totals are per lender, so their own lines.
        return sums_by_account(db, condition(scope, &JournalFilter { to: Some(date), ..Default::default() })).await;
    }
    let mut q = journal_day_total::Entity::find().filter(T::PostedOn.lte(date));
    if let Some(lender) = scope.lender() {
        q = q.filter(T::LenderKey.eq(lender));
    }
    let q = q
        .select_only()
        .column(T::Account)
        .expr_as(Expr::expr(Expr::col(T::Debit).sum()).if_null(0), "debit")
        .expr_as(Expr::expr(Expr::col(T::Credit).sum()).if_null(0), "credit")
        .group_by(T::Account)
        .into_query();
    read_sums(db.query_all(&q).await?)
}

/// Account sums read back, in chart order. Errors: an account name the chart does not know.
fn read_sums(rows: Vec<sea_orm::QueryResult>) -> Result<Vec<AccountTotals>, DbErr> {
    let mut out = Vec::new();
    for row in rows {
        let name: String = row.try_get("", "account")?;
        let account = crate::entity::stored::decode::<Account>("journal account", &name)?;
        out.push(AccountTotals { account, debit: sum(&row, "debit")?, credit: sum(&row, "credit")? });
    }
    out.sort_by_key(|a| a.account);
    Ok(out)
}

/// The debit and credit totals per account of the lines matching `c`.
async fn sums_by_account(db: &impl ConnectionTrait, c: Condition) -> Result<Vec<AccountTotals>, DbErr> {
    use sea_orm::QueryTrait;
    let q = journal_line::Entity::find()
        .filter(c)
        .select_only()
        .column(journal_line::Column::Account)
        .expr_as(Expr::expr(Expr::col(journal_line::Column::Debit).sum()).if_null(0), "debit")
        .expr_as(Expr::expr(Expr::col(journal_line::Column::Credit).sum()).if_null(0), "credit")
        .group_by(journal_line::Column::Account)
        .into_query();
    read_sums(db.query_all(&q).await?)
}

/// The debit and credit totals per account and event of `scope`'s lines posted from `from` to
/// `to` (both included): a funder's statement's movements (issue 44 item 5).
///
/// Errors: the database failed; corrupt account or event names.
pub async fn movements(
    db: &impl ConnectionTrait,
    scope: Scope,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<(JournalEvent, AccountTotals)>, DbErr> {
    use sea_orm::QueryTrait;
    let f = JournalFilter { from: Some(from), to: Some(to), ..Default::default() };
    let q = journal_line::Entity::find()
        .filter(condition(scope, &f))
        .select_only()
        .column(journal_line::Column::Event)
        .column(journal_line::Column::Account)
        .expr_as(Expr::expr(Expr::col(journal_line::Column::Debit).sum()).if_null(0), "debit")
        .expr_as(Expr::expr(Expr::col(journal_line::Column::Credit).sum()).if_null(0), "credit")
        .group_by(journal_line::Column::Event)
        .group_by(journal_line::Column::Account)
        .into_query();
    let mut out = Vec::new();
    for row in db.query_all(&q).await? {
        let event: String = row.try_get("", "event")?;
        let name: String = row.try_get("", "account")?;
        let event = crate::entity::stored::decode::<JournalEvent>("journal_lines.event", &event)?;
        let account = crate::entity::stored::decode::<Account>("journal_lines.account", &name)?;
        out.push((event, AccountTotals { account, debit: sum(&row, "debit")?, credit: sum(&row, "credit")? }));
    }
    Ok(out)
}

/// The outstanding principal of the book in `scope` now, rupiah: the portfolio report's own
/// figure (`reports::book_totals`: every live active loan; written-off and closed loans are
/// off the book). The trial balance reconciles its financing receivable with it.
///
/// Errors: the database failed.
pub async fn book_outstanding_principal(db: &impl ConnectionTrait, scope: Scope) -> Result<i64, DbErr> {
    Ok(super::reports::book_totals(db, &super::reports::ReportFilter::book(scope)).await?.outstanding_principal)
}
