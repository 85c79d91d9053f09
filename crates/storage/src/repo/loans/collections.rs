//! Collections (issue 43 items 2 and 3; DESIGN §3 "Collections"): the collector's worklist of
//! late loans, assigning loans to a collector, the contacts and promises to pay collectors
//! record, and the daily job's step that marks promises kept or broken.
//!
//! Each loan that was ever assigned or contacted has one `collection_cases` row with what the
//! worklist filters and orders on (its collector, last contact, next action day, latest
//! promise), so the worklist is the late list ([`super::billing::late`]) with one left join.
//! Every write here takes loans the caller already found in its scope, and writes its audit
//! row on the loan in the same transaction.

use chrono::{DateTime, NaiveDate, Utc};
use domain::pipeline::LoanEvent;
use domain::{
    collections::{ContactChannel, ContactOutcome, PromiseStatus},
    repayment::day_number,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, ExprTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
    sea_query::{Alias, Condition, Expr, OnConflict, Order, Query},
};
use uuid::Uuid;

use super::billing::{self, BillingFilter, DayCursor};
use super::servicing::{self, ServicingRow};
use crate::{
    entity::{Stored, collection_case, collection_contact, loan, loan_standing, payment, promise_to_pay},
    repo::{
        audit::{self, Actor},
        keyset::Total,
    },
};

/// The worklist's filters on top of the late list's ([`BillingFilter`]: scope, search, lender,
/// program, bucket, today, page).
#[derive(Debug, Clone)]
pub struct WorkFilter {
    pub late: BillingFilter,
    /// Loans assigned to this collector.
    pub collector_id: Option<Uuid>,
    /// Loans whose latest promise stands so.
    pub promise_status: Option<PromiseStatus>,
    /// Only loans whose next action is due today or earlier, or whose promise was broken.
    pub due_today: bool,
}

/// One row of the worklist: the late loan and its collection case (`None`: never assigned or
/// contacted).
#[derive(Debug, Clone)]
pub struct WorkRow {
    pub late: ServicingRow,
    pub case: Option<collection_case::Model>,
}

/// The step between ranks in a worklist key: a rank times this plus a day number (under
/// 100,000 until the year 2243).
const RANK_STEP: i32 = 100_000;
/// The rank of what is left once the broken promises and the actions due are done
/// (`domain::collections::rank`).
const REST_RANK: i32 = 2;

/// A row's place in the worklist, as `domain::collections::rank` × [`RANK_STEP`] plus its oldest
/// unpaid due day: broken promises first, then what is due today, then the rest, each the most
/// overdue first. `today` is a day number computed here, never input.
fn order_key(today: i32) -> String {
    format!(
        "((CASE WHEN collection_cases.promise_status = 'broken' THEN 0 \
         WHEN collection_cases.next_action_day <= {today} THEN 1 ELSE {REST_RANK} END) * {RANK_STEP} \
         + COALESCE(loan_standing.oldest_due_day, 0))"
    )
}

/// Which rows a worklist statement reads and how it joins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// Every row: the late loans' standing, each with its case if it has one.
    All,
    /// Ranks 0 and 1 (a broken promise, or a next action due today or earlier): read from the
    /// cases, each joined to its standing by key.
    Due,
    /// Rank 2: the late loans' standing in its past-due index's order, each case checked by key.
    Rest,
}

/// The worklist's statement for `part`: the late list's conditions, the case filters, no cursor.
fn work_query(backend: sea_orm::DbBackend, f: &WorkFilter, part: Part) -> sea_orm::sea_query::SelectStatement {
    use collection_case::Column as C;
    let today = day_number(f.late.today);
    let key = order_key(today);
    let case = |c: C| Expr::col((collection_case::Entity, c));
    let standing_id = Expr::col((loan_standing::Entity, loan_standing::Column::LoanId));
    let due =
        || Condition::any().add(case(C::PromiseStatus).eq(PromiseStatus::Broken.as_str())).add(case(C::NextActionDay).lte(today));
    let mut q = Query::select();
    q.column((loan_standing::Entity, loan_standing::Column::LoanId))
        // BIGINT on both engines (PostgreSQL's integer arithmetic answers a 4-byte integer).
        .expr_as(Expr::cust(format!("CAST({key} AS BIGINT)")), Alias::new("k"));
    if part == Part::Due {
        q.from(collection_case::Entity);
        if backend == sea_orm::DbBackend::Sqlite {
            // CROSS JOIN keeps the cases outer on SQLite: walking every late loan's standing to
            // check its case read the whole late list for the few cases due.
            q.join(sea_orm::JoinType::CrossJoin, loan_standing::Entity, Expr::cust("TRUE"))
                .and_where(standing_id.clone().equals((collection_case::Entity, C::LoanId)));
        } else {
            q.inner_join(loan_standing::Entity, standing_id.clone().equals((collection_case::Entity, C::LoanId)));
        }
        q.cond_where(due());
    } else {
        q.from(loan_standing::Entity)
            .left_join(collection_case::Entity, case(C::LoanId).equals((loan_standing::Entity, loan_standing::Column::LoanId)));
    }
    if part == Part::Rest {
        q.cond_where(
            Condition::all()
                .add(
                    Condition::any()
                        .add(case(C::PromiseStatus).is_null())
                        .add(case(C::PromiseStatus).ne(PromiseStatus::Broken.as_str())),
                )
                .add(Condition::any().add(case(C::NextActionDay).is_null()).add(case(C::NextActionDay).gt(today))),
        );
    }
    q.cond_where(billing::late_standing(&f.late));
    if let Some(loans) = billing::late_loans(backend, &f.late) {
        q.inner_join(
            loan::Entity,
            Expr::col((loan::Entity, loan::Column::Id)).equals((loan_standing::Entity, loan_standing::Column::LoanId)),
        )
        .cond_where(loans);
    }
    if let Some(c) = f.collector_id {
        q.and_where(case(C::CollectorId).eq(c));
    }
    if let Some(s) = f.promise_status {
        q.and_where(case(C::PromiseStatus).eq(s.as_str()));
    }
    if f.due_today {
        q.cond_where(due());
    }
    q
}

/// Up to `limit` rows of `part` after `cursor`, in the worklist's order: `(loan, key)`.
///
/// [`Part::Rest`] is ordered by the standing's columns themselves (its key is one rank plus the
/// day), so that both engines walk the past-due index and stop at the page: ordered by the key
/// expression they read and sorted every late loan, a read that grew with the book
/// (docs/BENCHMARKS.md, "Every list at two sizes").
async fn part_keys(
    db: &impl ConnectionTrait,
    f: &WorkFilter,
    part: Part,
    cursor: Option<DayCursor>,
    limit: u64,
) -> Result<Vec<(Uuid, i32)>, DbErr> {
    use loan_standing::Column as S;
    let key = order_key(day_number(f.late.today));
    let id = || Expr::col((loan_standing::Entity, S::LoanId));
    let mut q = work_query(db.get_database_backend(), f, part);
    if part == Part::Rest {
        let day = || Expr::col((loan_standing::Entity, S::OldestDueDay));
        if let Some(c) = cursor {
            let d = c.day - REST_RANK * RANK_STEP;
            q.cond_where(Condition::any().add(day().gt(d)).add(Condition::all().add(day().eq(d)).add(id().gt(c.id))));
        }
        q.order_by_expr(day(), Order::Asc);
    } else {
        if let Some(c) = cursor {
            q.cond_where(
                // The key bound as a value of the expression: a `?` written into the SQL is no
                // placeholder on PostgreSQL (a cursor in this part answered 500 there).
                Condition::any()
                    .add(Expr::cust(key.clone()).gt(c.day))
                    .add(Condition::all().add(Expr::cust(key.clone()).eq(c.day)).add(id().gt(c.id))),
            );
        }
        q.order_by_expr(Expr::cust(key), Order::Asc);
    }
    q.order_by((loan_standing::Entity, S::LoanId), Order::Asc).limit(limit);
    let mut keys = Vec::new();
    for row in db.query_all(&q).await? {
        let k: i64 = row.try_get("", "k")?;
        keys.push((row.try_get("", "loan_id")?, i32::try_from(k).unwrap_or(i32::MAX)));
    }
    Ok(keys)
}

/// One page of the worklist in its order (see [`order_key`]), with its total (counted up to the
/// cap); each row with its names, phone and case.
///
/// Filtered by a case (collector, promise, due today), the page is one statement sorted by the
/// key: those rows all have a case. Otherwise it reads what is due from the cases, then the rest
/// in the past-due index's order, each part only as far as the page ([`part_keys`]), and its
/// total is the late list's (the same loans; exact from the figures unless searched).
///
/// Errors: the database failed.
pub async fn worklist(
    db: &impl ConnectionTrait,
    f: &WorkFilter,
    indonesian: bool,
) -> Result<(Vec<WorkRow>, Option<DayCursor>, Total), DbErr> {
    let backend = db.get_database_backend();
    let by_case = f.collector_id.is_some() || f.promise_status.is_some() || f.due_today;
    let total = async {
        if !by_case {
            // The late list's loans: its total, exact from the figures unless searched.
            return billing::late_total(db, &f.late).await;
        }
        let mut inner = work_query(backend, f, Part::All);
        inner.limit(crate::repo::keyset::TOTAL_CAP + 1);
        billing::count_rows(db, inner).await.map(Total::of_counted)
    };
    let page = async {
        let want = f.late.limit + 1;
        let mut keys = if by_case {
            part_keys(db, f, Part::All, f.late.cursor, want).await?
        } else {
            let cursor_rank = f.late.cursor.map(|c| c.day.div_euclid(RANK_STEP));
            let mut keys = Vec::new();
            if cursor_rank.is_none_or(|r| r < REST_RANK) {
                keys = part_keys(db, f, Part::Due, f.late.cursor, want).await?;
            }
            let have = keys.len() as u64;
            if have < want {
                let cursor = f.late.cursor.filter(|_| cursor_rank == Some(REST_RANK));
                keys.extend(part_keys(db, f, Part::Rest, cursor, want - have).await?);
            }
            keys
        };
        let next = (keys.len() as u64 > f.late.limit).then(|| {
            keys.truncate(usize::try_from(f.late.limit).unwrap_or(usize::MAX));
            keys.last().map(|(id, k)| DayCursor { day: *k, id: *id })
        });
        let ids: Vec<Uuid> = keys.iter().map(|(id, _)| *id).collect();
        let rows = servicing::rows_named(db, &ids, indonesian).await?;
        let mut cases: std::collections::HashMap<Uuid, collection_case::Model> = collection_case::Entity::find()
            .filter(collection_case::Column::LoanId.is_in(ids))
            .all(db)
            .await?
            .into_iter()
            .map(|c| (c.loan_id, c))
            .collect();
        let rows = rows.into_iter().map(|late| WorkRow { case: cases.remove(&late.item.id), late }).collect();
        Ok::<_, DbErr>((rows, next.flatten()))
    };
    let (total, (rows, next)) = tokio::try_join!(total, page)?;
    Ok((rows, next, total))
}

/// The case row of `loan_id` with only its update time set: the base every upsert here starts
/// from.
fn case_row(loan_id: Uuid, at: DateTime<Utc>) -> collection_case::ActiveModel {
    collection_case::ActiveModel {
        loan_id: Set(loan_id),
        collector_id: Set(None),
        assigned_at: Set(None),
        assigned_by: Set(None),
        last_contact_at: Set(None),
        last_channel: Set(None),
        last_outcome: Set(None),
        next_action_day: Set(None),
        promise_id: Set(None),
        promise_amount: Set(None),
        promise_day: Set(None),
        promise_status: Set(None),
        updated_at: Set(at),
    }
}

/// Writes `row` as loan's case: inserted, or on an existing case only `columns` (and the update
/// time) changed.
async fn upsert_case(
    db: &impl ConnectionTrait,
    row: collection_case::ActiveModel,
    columns: &[collection_case::Column],
) -> Result<(), DbErr> {
    let mut cols = columns.to_vec();
    cols.push(collection_case::Column::UpdatedAt);
    collection_case::Entity::insert(row)
        .on_conflict(OnConflict::column(collection_case::Column::LoanId).update_columns(cols).to_owned())
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Assigns `loans` (found in the caller's scope) to `collector_id`, or unassigns them (`None`),
/// with an audit row on each loan, in one transaction. Answers how many were assigned.
///
/// Errors: the database failed.
pub async fn assign(
    db: &DatabaseConnection,
    actor: &Actor,
    loans: &[loan::Model],
    collector_id: Option<Uuid>,
    at: DateTime<Utc>,
) -> Result<u64, DbErr> {
    use collection_case::Column as C;
    let txn = crate::begin_write(db).await?;
    for l in loans {
        let row = collection_case::ActiveModel {
            collector_id: Set(collector_id),
            assigned_at: Set(Some(at)),
            assigned_by: Set(actor.user_id),
            ..case_row(l.id, at)
        };
        upsert_case(&txn, row, &[C::CollectorId, C::AssignedAt, C::AssignedBy]).await?;
        let after = serde_json::json!({ "collector_id": collector_id });
        audit::record(&txn, actor, LoanEvent::CollectorAssign.as_str(), "loan", &l.id.to_string(), None, Some(after)).await?;
    }
    txn.commit().await?;
    Ok(loans.len() as u64)
}

/// A contact to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewContact {
    pub channel: ContactChannel,
    pub outcome: ContactOutcome,
    pub note: Option<String>,
    pub contacted_at: DateTime<Utc>,
    /// When the collector acts next (Asia/Jakarta), if they set it.
    pub next_action: Option<NaiveDate>,
}

/// Records a contact on `l` and moves its case on: last contact, next action, and a broken
/// promise followed up (no longer first on the list). One transaction with its audit row.
///
/// Errors: the database failed.
pub async fn record_contact(
    db: &DatabaseConnection,
    actor: &Actor,
    l: &loan::Model,
    c: NewContact,
    at: DateTime<Utc>,
) -> Result<collection_contact::Model, DbErr> {
    use collection_case::Column as C;
    let txn = crate::begin_write(db).await?;
    let contact = collection_contact::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(l.id),
        lender_id: Set(l.lender_id),
        channel: Set(Stored(c.channel)),
        outcome: Set(Stored(c.outcome)),
        note: Set(c.note),
        contacted_at: Set(c.contacted_at),
        recorded_by: Set(actor.user_id),
        recorded_at: Set(at),
    }
    .insert(&txn)
    .await?;
    let row = collection_case::ActiveModel {
        last_contact_at: Set(Some(c.contacted_at)),
        last_channel: Set(Some(Stored(c.channel))),
        last_outcome: Set(Some(Stored(c.outcome))),
        next_action_day: Set(c.next_action.map(day_number)),
        ..case_row(l.id, at)
    };
    let mut cols = vec![C::LastContactAt, C::LastChannel, C::LastOutcome];
    if c.next_action.is_some() {
        cols.push(C::NextActionDay);
    }
    upsert_case(&txn, row, &cols).await?;
    collection_case::Entity::update_many()
        .col_expr(C::PromiseStatus, Expr::value(Option::<String>::None))
        .filter(C::LoanId.eq(l.id))
        .filter(C::PromiseStatus.eq(PromiseStatus::Broken.as_str()))
        .exec(&txn)
        .await?;
    let after = serde_json::json!({
        "contact_id": contact.id, "channel": c.channel.as_str(), "outcome": c.outcome.as_str(), "next_action": c.next_action,
    });
    audit::record(&txn, actor, LoanEvent::CollectionContact.as_str(), "loan", &l.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(contact)
}

/// A promise to record: `amount` rupiah by `promised_date`, made on `made_on` (Asia/Jakarta).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPromise {
    pub amount: i64,
    pub promised_date: NaiveDate,
    pub note: Option<String>,
    pub made_on: NaiveDate,
}

/// Records a promise on `l`; its case follows it (the latest promise, next action on its date).
/// One transaction with its audit row.
///
/// Errors: the database failed.
pub async fn record_promise(
    db: &DatabaseConnection,
    actor: &Actor,
    l: &loan::Model,
    p: NewPromise,
    at: DateTime<Utc>,
) -> Result<promise_to_pay::Model, DbErr> {
    use collection_case::Column as C;
    let txn = crate::begin_write(db).await?;
    let promise = promise_to_pay::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(l.id),
        lender_id: Set(l.lender_id),
        amount: Set(p.amount),
        promised_date: Set(p.promised_date),
        promised_day: Set(day_number(p.promised_date)),
        note: Set(p.note),
        status: Set(Stored(PromiseStatus::Open)),
        paid_since: Set(0),
        made_on: Set(p.made_on),
        created_by: Set(actor.user_id),
        created_at: Set(at),
        resolved_at: Set(None),
    }
    .insert(&txn)
    .await?;
    let row = collection_case::ActiveModel {
        next_action_day: Set(Some(promise.promised_day)),
        promise_id: Set(Some(promise.id)),
        promise_amount: Set(Some(promise.amount)),
        promise_day: Set(Some(promise.promised_day)),
        promise_status: Set(Some(Stored(PromiseStatus::Open))),
        ..case_row(l.id, at)
    };
    upsert_case(&txn, row, &[C::NextActionDay, C::PromiseId, C::PromiseAmount, C::PromiseDay, C::PromiseStatus]).await?;
    let after = serde_json::json!({ "promise_id": promise.id, "amount": promise.amount, "promised_date": promise.promised_date });
    audit::record(&txn, actor, LoanEvent::PromiseToPay.as_str(), "loan", &l.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(promise)
}

/// What the daily job's promise step did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PromiseOutcome {
    pub kept: u64,
    pub broken: u64,
}

/// Marks each open promise kept (the payments since it was made, not reversed, reach its amount
/// by its date) or broken (its date passed before), as of business date `date`; a broken
/// promise puts its loan first on its collector's list. A rerun changes nothing more.
///
/// Errors: the database failed.
pub async fn resolve_promises(db: &DatabaseConnection, date: NaiveDate) -> Result<PromiseOutcome, DbErr> {
    use promise_to_pay::Column as P;
    let open = promise_to_pay::Entity::find()
        .filter(P::Status.eq(PromiseStatus::Open.as_str()))
        .order_by_asc(P::PromisedDay)
        .all(db)
        .await?;
    let mut out = PromiseOutcome::default();
    let now = crate::repo::now();
    for p in open {
        let until = Ord::min(p.promised_date, date);
        let paid: Option<i64> = payment::Entity::find()
            .select_only()
            .column_as(Expr::col(payment::Column::Amount).sum().cast_as("BIGINT"), "paid")
            .filter(payment::Column::LoanId.eq(p.loan_id))
            .filter(payment::Column::ReversedAt.is_null())
            .filter(payment::Column::PaidDate.gte(p.made_on))
            .filter(payment::Column::PaidDate.lte(until))
            .into_tuple()
            .one(db)
            .await?
            .flatten();
        let paid = paid.unwrap_or(0);
        let status = domain::collections::promise_outcome(p.amount, p.promised_date, paid, date);
        if status == PromiseStatus::Open {
            continue;
        }
        let txn = crate::begin_write(db).await?;
        let done = promise_to_pay::Entity::update_many()
            .col_expr(P::Status, Expr::value(status.as_str()))
            .col_expr(P::PaidSince, Expr::value(paid))
            .col_expr(P::ResolvedAt, Expr::value(now))
            .filter(P::Id.eq(p.id))
            .filter(P::Status.eq(PromiseStatus::Open.as_str()))
            .exec(&txn)
            .await?;
        if done.rows_affected == 1 {
            collection_case::Entity::update_many()
                .col_expr(collection_case::Column::PromiseStatus, Expr::value(status.as_str()))
                .col_expr(collection_case::Column::UpdatedAt, Expr::value(now))
                .filter(collection_case::Column::LoanId.eq(p.loan_id))
                .filter(collection_case::Column::PromiseId.eq(p.id))
                .exec(&txn)
                .await?;
            let action = if status == PromiseStatus::Kept { LoanEvent::PromiseKept } else { LoanEvent::PromiseBroken };
            let after = serde_json::json!({ "promise_id": p.id, "amount": p.amount, "paid": paid });
            let system = Actor { user_id: None, request_id: Some(format!("{}daily:{date}", audit::JOB_REQUEST_PREFIX)) };
            audit::record(&txn, &system, action.as_str(), "loan", &p.loan_id.to_string(), None, Some(after)).await?;
            match status {
                PromiseStatus::Kept => out.kept += 1,
                _ => out.broken += 1,
            }
        }
        txn.commit().await?;
    }
    Ok(out)
}

/// The case of a loan (found in scope by the caller), if it has one.
pub async fn case_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Option<collection_case::Model>, DbErr> {
    collection_case::Entity::find_by_id(loan_id).one(db).await
}

/// The contacts of a loan (found in scope by the caller), newest first (at most 500).
pub async fn contacts_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<collection_contact::Model>, DbErr> {
    collection_contact::Entity::find()
        .filter(collection_contact::Column::LoanId.eq(loan_id))
        .order_by_desc(collection_contact::Column::ContactedAt)
        .limit(500)
        .all(db)
        .await
}

/// The promises of a loan (found in scope by the caller), newest first (at most 500).
pub async fn promises_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<promise_to_pay::Model>, DbErr> {
    promise_to_pay::Entity::find()
        .filter(promise_to_pay::Column::LoanId.eq(loan_id))
        .order_by_desc(promise_to_pay::Column::CreatedAt)
        .limit(500)
        .all(db)
        .await
}

/// The staff ids among `ids` who may collect: enabled back-office staff (no lender) whose level
/// allows the late list. Used to refuse an assignment to anyone else.
pub async fn collectors_among(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<Vec<Uuid>, DbErr> {
    use crate::entity::user;
    let users = user::Entity::find().filter(user::Column::Id.is_in(ids.to_vec())).all(db).await?;
    Ok(users
        .into_iter()
        .filter(|u| u.lender_id.is_none() && u.status == user::status::ACTIVE)
        .filter(|u| domain::Level(u.level).allows(domain::Area::RepaymentLate))
        .map(|u| u.id)
        .collect())
}
