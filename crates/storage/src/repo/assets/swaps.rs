//! Battery swap events from the stations (issue 11 item 4; `POST /api/v1/battery-swaps`), kept
//! as an append-only log with chains (migration m0020).
//!
//! [`ingest`] takes a checked batch (at most `domain::assets::SWAP_BATCH_MAX`) and only appends:
//! one read of the batteries and one of the units it names, then one multi-row insert that skips
//! events already stored (unique by station and event id, so a replayed event or batch stores
//! nothing) and answers the ids it stored. The rows are stored unsettled.
//!
//! [`settle`] folds the unsettled rows in, in large sets: it links each row into the chains of
//! its battery out, its battery in and its unit (within a set in the order the swaps happened,
//! between sets in the order they arrived — an event that comes after a later one was settled
//! goes to the head), moves the heads
//! (`swap_heads`) and moves each battery to its newest place — an event older than what a
//! battery already shows never moves it back. Every write it makes per battery or unit is shared
//! by all the events of the set, so a burst costs little more than a single batch. The readers of
//! the chains take the [`Settled`] it answers, so none reads a history that misses a stored event.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use domain::assets::{BatteryStatus, SwapEvent};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseBackend, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Statement,
    TryInsertResult, Value,
};
use uuid::Uuid;

use super::Scope;

/// Where a battery is after a swap: when, status, the unit it is in, state of charge (percent).
type Place = (DateTime<Utc>, BatteryStatus, Option<Uuid>, i32);
use crate::{
    entity::{battery, battery_swap, motorcycle, swap_head},
    repo::keyset::{self, PageAt},
};

/// What [`ingest`] did with a batch.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Ingested {
    /// Events stored now.
    pub accepted: u64,
    /// Events already stored (by station and event id), or sent twice in the batch.
    pub duplicates: u64,
    /// Events refused: (event id, code) — `battery_unknown`, `plate_unknown`.
    pub rejected: Vec<(String, &'static str)>,
}

/// Stores a batch of checked events, unsettled (call [`settle`] before reading histories or
/// places). Events naming a battery serial or plate not registered are refused
/// (`battery_unknown`, `plate_unknown`), the rest stored.
pub async fn ingest(db: &sea_orm::DatabaseConnection, events: Vec<SwapEvent>) -> Result<Ingested, DbErr> {
    let mut out = Ingested::default();
    let mut seen = HashSet::new();
    let mut unique = Vec::with_capacity(events.len());
    for e in events {
        if seen.insert((e.station_id.clone(), e.event_id.clone())) {
            unique.push(e);
        } else {
            out.duplicates += 1;
        }
    }
    let serials: Vec<String> = unique
        .iter()
        .flat_map(|e| [e.battery_out_serial.clone(), e.battery_in_serial.clone()])
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    let plates: Vec<String> = unique.iter().map(|e| e.plate_number.clone()).collect::<HashSet<_>>().into_iter().collect();
    // Units and batteries are never deleted and their plate and serial never change.
    let batteries: HashMap<String, Uuid> = battery::Entity::find()
        .select_only()
        .column(battery::Column::Serial)
        .column(battery::Column::Id)
        .filter(battery::Column::Serial.is_in(serials))
        .into_tuple::<(String, Uuid)>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let units: HashMap<String, Uuid> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::PlateNumber)
        .column(motorcycle::Column::Id)
        .filter(motorcycle::Column::PlateNumber.is_in(plates))
        .into_tuple::<(String, Uuid)>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let now = crate::repo::now();
    let mut rows = Vec::with_capacity(unique.len());
    for e in unique {
        let (Some(&out_id), Some(&in_id)) = (batteries.get(&e.battery_out_serial), batteries.get(&e.battery_in_serial)) else {
            out.rejected.push((e.event_id, "battery_unknown"));
            continue;
        };
        let Some(&unit) = units.get(&e.plate_number) else {
            out.rejected.push((e.event_id, "plate_unknown"));
            continue;
        };
        rows.push(battery_swap::ActiveModel {
            // UUIDv7: the id orders by arrival, so its index appends.
            id: sea_orm::Set(Uuid::now_v7()),
            station_id: sea_orm::Set(e.station_id),
            event_id: sea_orm::Set(e.event_id),
            swapped_at: sea_orm::Set(e.swapped_at),
            motorcycle_id: sea_orm::Set(Some(unit)),
            plate_number: sea_orm::Set(e.plate_number),
            battery_out_id: sea_orm::Set(Some(out_id)),
            battery_in_id: sea_orm::Set(Some(in_id)),
            battery_out_serial: sea_orm::Set(e.battery_out_serial),
            battery_in_serial: sea_orm::Set(e.battery_in_serial),
            soc_out_percent: sea_orm::Set(e.soc_out_percent),
            soc_in_percent: sea_orm::Set(e.soc_in_percent),
            received_at: sea_orm::Set(now),
            out_prev: sea_orm::Set(None),
            in_prev: sea_orm::Set(None),
            unit_prev: sea_orm::Set(None),
            settled: sea_orm::Set(false),
        });
    }
    if rows.is_empty() {
        return Ok(out);
    }
    let total = rows.len() as u64;
    // One statement, so nothing half-stored. `RETURNING id` answers only the rows stored now: an
    // event stored before (or by a batch committed in between) is a duplicate. (A read of the
    // stored pairs first, `station_id IN (…) AND event_id IN (…)`, made SQLite probe every
    // station × event combination: 250,000 seeks for a batch of 1,000 events from 250 stations.)
    out.accepted = match battery_swap::Entity::insert_many(rows)
        .on_conflict_do_nothing_on([battery_swap::Column::StationId, battery_swap::Column::EventId])
        .exec_with_returning_keys(db)
        .await?
    {
        TryInsertResult::Inserted(ids) => ids.len() as u64,
        TryInsertResult::Conflicted | TryInsertResult::Empty => 0,
    };
    out.duplicates += total - out.accepted;
    Ok(out)
}

/// Proof that the swaps stored before it was made are settled: the chain readers take it.
#[derive(Debug)]
pub struct Settled(());

/// Unsettled rows folded per transaction: larger sets share more of each battery's and head's
/// page writes (docs/BENCHMARKS.md, "Motorcycles, batteries and swaps"), and this bounds its memory
/// (about 30 MB at most).
const SETTLE_CHUNK: u64 = 50_000;
/// Rows per multi-row statement (under SQLite's 32,766 bound parameters at 5 a row).
const ROWS_PER_STATEMENT: usize = 5_000;
/// Serialises settling on PostgreSQL (a transaction-scoped advisory lock; any constant).
const SETTLE_LOCK: i64 = 0x526f_6461_5377_6170; // "RodaSwap"

/// Folds every unsettled swap in (see the module doc), [`SETTLE_CHUNK`] rows per transaction,
/// oldest first. Cheap when there is nothing to do (one probe of `ix_swaps_unsettled`). Safe to
/// run from several places at once: settling is serialised (SQLite's write lock, taken by the
/// transaction's first statement; a PostgreSQL advisory lock), and a row is settled once.
pub async fn settle(db: &sea_orm::DatabaseConnection) -> Result<Settled, DbErr> {
    while pending(db).await? {
        let txn = crate::begin_write(db).await?;
        lock_settling(&txn).await?;
        let n = settle_chunk(&txn).await?;
        txn.commit().await?;
        if n < SETTLE_CHUNK {
            break;
        }
    }
    Ok(Settled(()))
}

/// Any unsettled swap?
async fn pending(db: &impl ConnectionTrait) -> Result<bool, DbErr> {
    let sql = "SELECT id FROM battery_swaps WHERE NOT settled LIMIT 1";
    Ok(db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await?.is_some())
}

/// Takes the settling lock for the rest of the transaction. On SQLite a write as the first
/// statement: a transaction that reads first cannot take the write lock once another writer
/// committed (SQLITE_BUSY at once, whatever the busy timeout).
async fn lock_settling(txn: &crate::Tx) -> Result<(), DbErr> {
    let backend = txn.get_database_backend();
    let sql = match backend {
        DatabaseBackend::Postgres => format!("SELECT pg_advisory_xact_lock({SETTLE_LOCK})"),
        _ => "UPDATE battery_swaps SET settled = settled WHERE 0 = 1".to_owned(),
    };
    txn.execute_raw(Statement::from_string(backend, sql)).await?;
    Ok(())
}

/// One unsettled row as [`settle_chunk`] reads it.
type Unsettled = (Uuid, Option<Uuid>, Option<Uuid>, Option<Uuid>, DateTime<Utc>, i32, i32);

/// Settles the oldest [`SETTLE_CHUNK`] unsettled rows; answers how many it read.
async fn settle_chunk(txn: &crate::Tx) -> Result<u64, DbErr> {
    use battery_swap::Column as C;
    let rows: Vec<Unsettled> = battery_swap::Entity::find()
        .select_only()
        .columns([C::Id, C::MotorcycleId, C::BatteryOutId, C::BatteryInId, C::SwappedAt, C::SocOutPercent, C::SocInPercent])
        .filter(sea_orm::sea_query::ExprTrait::not(sea_orm::sea_query::Expr::col(C::Settled)))
        .order_by_asc(C::Id)
        .limit(SETTLE_CHUNK)
        .into_tuple()
        .all(txn)
        .await?;
    // Linked in the order they happened: stations' batches that arrive at once (or a station's
    // backlog, settled with what came beside it) still form chains in time order.
    let mut rows = rows;
    rows.sort_by_key(|r| (r.4, r.0));
    let subjects: Vec<Uuid> = rows.iter().flat_map(|r| [r.1, r.2, r.3]).flatten().collect::<HashSet<_>>().into_iter().collect();
    let mut heads: HashMap<Uuid, (Uuid, DateTime<Utc>)> = HashMap::with_capacity(subjects.len());
    for part in subjects.chunks(ROWS_PER_STATEMENT) {
        let found: Vec<swap_head::Model> =
            swap_head::Entity::find().filter(swap_head::Column::SubjectId.is_in(part.to_vec())).all(txn).await?;
        heads.extend(found.into_iter().map(|h| (h.subject_id, (h.last_swap_id, h.last_at))));
    }
    let mut links: Vec<[Value; 4]> = Vec::with_capacity(rows.len());
    let mut latest: HashMap<Uuid, Place> = HashMap::new();
    for &(id, unit, out_id, in_id, at, soc_out, soc_in) in &rows {
        let mut link = |subject: Option<Uuid>| -> Option<Uuid> {
            let s = subject?;
            let prev = heads.get(&s).map(|h| h.0);
            let last_at = heads.get(&s).map_or(at, |h| h.1.max(at));
            heads.insert(s, (id, last_at));
            prev
        };
        // The battery out first: a swap naming one battery twice links it once.
        let out_prev = link(out_id);
        let in_prev = if in_id == out_id { out_prev } else { link(in_id) };
        let unit_prev = link(unit);
        links.push([id.into(), out_prev.into(), in_prev.into(), unit_prev.into()]);
        for (battery, place) in
            [(out_id, (at, BatteryStatus::AtStation, None, soc_out)), (in_id, (at, BatteryStatus::Installed, unit, soc_in))]
        {
            let Some(battery) = battery else { continue };
            match latest.get(&battery) {
                Some(have) if have.0 >= place.0 => {}
                _ => {
                    latest.insert(battery, place);
                }
            }
        }
    }
    let backend = txn.get_database_backend();
    for part in links.chunks(ROWS_PER_STATEMENT) {
        let sql = format!(
            "WITH v(id, o, i, u) AS (VALUES {}) UPDATE battery_swaps SET out_prev = v.o, in_prev = v.i, unit_prev = v.u, \
             settled = TRUE FROM v WHERE battery_swaps.id = v.id",
            crate::repo::values_placeholders(backend, part.len(), 4, 1)
        );
        let values = part.iter().flat_map(|l| l.iter().cloned()).collect::<Vec<_>>();
        txn.execute_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    }
    let moved: Vec<(Uuid, Uuid, DateTime<Utc>)> =
        subjects.iter().filter_map(|s| heads.get(s).map(|&(last, at)| (*s, last, at))).collect();
    for part in moved.chunks(ROWS_PER_STATEMENT) {
        let sql = format!(
            "INSERT INTO swap_heads (subject_id, last_swap_id, last_at) VALUES {} ON CONFLICT (subject_id) DO UPDATE \
             SET last_swap_id = excluded.last_swap_id, last_at = excluded.last_at",
            crate::repo::values_placeholders(backend, part.len(), 3, 1)
        );
        let values = part.iter().flat_map(|&(s, last, at)| [s.into(), last.into(), at.into()]).collect::<Vec<Value>>();
        txn.execute_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    }
    let latest: Vec<(Uuid, Place)> = latest.into_iter().collect();
    for part in latest.chunks(ROWS_PER_STATEMENT) {
        place_batteries(txn, part).await?;
    }
    Ok(rows.len() as u64)
}

/// One `UPDATE … FROM (VALUES …)` moving each battery to its newest place, unless it already
/// shows a later swap.
async fn place_batteries(txn: &crate::Tx, latest: &[(Uuid, Place)]) -> Result<(), DbErr> {
    if latest.is_empty() {
        return Ok(());
    }
    let backend = txn.get_database_backend();
    let mut values: Vec<Value> = Vec::with_capacity(latest.len() * 5);
    for (id, (at, status, unit, soc)) in latest {
        values.push((*id).into());
        values.push(status.as_str().into());
        values.push((*unit).into());
        values.push((*soc).into());
        values.push((*at).into());
    }
    let sql = format!(
        "WITH v(id, status, motorcycle_id, soc, at) AS (VALUES {}) \
         UPDATE batteries SET status = v.status, motorcycle_id = v.motorcycle_id, soc_percent = v.soc, \
         last_swap_at = v.at, version = batteries.version + 1 \
         FROM v WHERE batteries.id = v.id AND (batteries.last_swap_at IS NULL OR batteries.last_swap_at < v.at)",
        crate::repo::values_placeholders(backend, latest.len(), 5, 1)
    );
    txn.execute_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    Ok(())
}

/// Whose chain to walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chain {
    Battery(Uuid),
    Motorcycle(Uuid),
}

/// `chain`'s walk from its head as one recursive statement, at most `hops` swaps, newest (in
/// chain order) first, selecting `columns` of each swap. Each step is one primary-key read that
/// also carries the row's columns, so nothing is read twice.
fn walk_statement(backend: DatabaseBackend, chain: Chain, hops: u64, columns: &[&str]) -> Statement {
    let mut values: Vec<Value> = Vec::new();
    let mut p = |v: Value| {
        values.push(v);
        if backend == DatabaseBackend::Postgres { format!("${}", values.len()) } else { "?".to_owned() }
    };
    let id = match chain {
        Chain::Battery(id) | Chain::Motorcycle(id) => id,
    };
    let subject = p(id.into());
    // The link to follow from a row; the battery's comparison binds its own value each time.
    let mut next = || match chain {
        Chain::Battery(b) => format!("CASE WHEN s.battery_out_id = {} THEN s.out_prev ELSE s.in_prev END", p(b.into())),
        Chain::Motorcycle(_) => "s.unit_prev".to_owned(),
    };
    let (next, step_next) = (next(), next());
    let cap = p(i64::try_from(hops).unwrap_or(i64::MAX).into());
    let cols = columns.join(", ");
    let s_cols = columns.iter().map(|c| format!("s.{c}")).collect::<Vec<_>>().join(", ");
    let sql = format!(
        "WITH RECURSIVE chain(n, next_id, {cols}) AS ( \
           SELECT 1, {next}, {s_cols} FROM swap_heads h JOIN battery_swaps s ON s.id = h.last_swap_id \
           WHERE h.subject_id = {subject} \
           UNION ALL SELECT chain.n + 1, {step_next}, {s_cols} FROM chain JOIN battery_swaps s ON s.id = chain.next_id \
           WHERE chain.n < {cap}) \
         SELECT {cols} FROM chain ORDER BY n"
    );
    Statement::from_sql_and_values(backend, sql, values)
}

/// The ids of `chain`'s swaps with their unit, newest (in chain order) first, at most `hops`.
async fn walk(db: &impl ConnectionTrait, _: &Settled, chain: Chain, hops: u64) -> Result<Vec<(Uuid, Option<Uuid>)>, DbErr> {
    let stmt = walk_statement(db.get_database_backend(), chain, hops, &["id", "motorcycle_id"]);
    let rows = db.query_all_raw(stmt).await?;
    rows.iter().map(|r| Ok((r.try_get_by_index(0)?, r.try_get_by_index(1)?))).collect()
}

/// The swaps with these ids, in the order of `ids`.
async fn by_ids(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<Vec<battery_swap::Model>, DbErr> {
    let mut rows = Vec::with_capacity(ids.len());
    for part in ids.chunks(ROWS_PER_STATEMENT) {
        rows.extend(battery_swap::Entity::find().filter(battery_swap::Column::Id.is_in(part.to_vec())).all(db).await?);
    }
    keyset::sort_as(&mut rows, ids);
    Ok(rows)
}

/// `chain`'s newest `limit` swaps in chain order, newest first (a battery's detail, a unit's
/// timeline): one statement.
pub async fn newest(db: &impl ConnectionTrait, _: &Settled, chain: Chain, limit: u64) -> Result<Vec<battery_swap::Model>, DbErr> {
    use sea_orm::{IdenStatic, Iterable};
    let columns: Vec<&str> = battery_swap::Column::iter().map(|c| c.as_str()).collect();
    let stmt = walk_statement(db.get_database_backend(), chain, limit, &columns);
    battery_swap::Entity::find().from_raw_sql(stmt).all(db).await
}

/// The filters of `GET /api/v1/battery-swaps`.
#[derive(Debug, Clone, Copy, Default)]
pub struct SwapFilter {
    pub battery_id: Option<Uuid>,
    pub motorcycle_id: Option<Uuid>,
}

/// The most swaps a filtered page walks along one chain (a battery swapping daily for 270 years).
const MAX_WALK: u64 = 100_000;

/// A page of swaps in `scope` (of the units a funder's loans hold), newest first. With a
/// battery or unit filter it walks that chain (newest first; `oldest` reverses it), so its cost
/// follows that battery's or unit's history, not the whole log; without one it reads the log by
/// id. With the page, how many swaps the filters match over all pages (counted up to
/// [`keyset::TOTAL_CAP`]). Errors: database only (a cursor that is not on the chain answers an
/// empty page).
pub async fn page(
    db: &impl ConnectionTrait,
    settled: &Settled,
    scope: Scope,
    f: SwapFilter,
    at: PageAt,
) -> Result<(Vec<battery_swap::Model>, Option<Uuid>, keyset::Total), DbErr> {
    let chain = match (f.battery_id, f.motorcycle_id) {
        (Some(b), _) => Chain::Battery(b),
        (None, Some(m)) => Chain::Motorcycle(m),
        (None, None) => {
            let mut q = battery_swap::Entity::find();
            if let Some(units) = super::units_of(scope) {
                q = q.filter(battery_swap::Column::MotorcycleId.in_subquery(units));
            }
            let ((rows, next), total) = tokio::try_join!(
                keyset::page::<_, battery_swap::Model>(db, q.clone(), battery_swap::Column::Id, at),
                keyset::total(db, q, battery_swap::Column::Id),
            )?;
            return Ok((rows, next, total));
        }
    };
    let mut walked = walk(db, settled, chain, MAX_WALK).await?;
    if let (Chain::Battery(_), Some(m)) = (chain, f.motorcycle_id) {
        walked.retain(|(_, unit)| *unit == Some(m));
    }
    if let Some(lender) = scope.lender() {
        let units: Vec<Uuid> = walked.iter().filter_map(|w| w.1).collect::<HashSet<_>>().into_iter().collect();
        let mut mine = HashSet::new();
        for part in units.chunks(ROWS_PER_STATEMENT) {
            let ids: Vec<Uuid> = motorcycle::Entity::find()
                .select_only()
                .column(motorcycle::Column::Id)
                .filter(motorcycle::Column::LenderId.eq(lender))
                .filter(motorcycle::Column::Id.is_in(part.to_vec()))
                .into_tuple()
                .all(db)
                .await?;
            mine.extend(ids);
        }
        walked.retain(|(_, unit)| unit.is_some_and(|u| mine.contains(&u)));
    }
    let mut ids: Vec<Uuid> = walked.into_iter().map(|(id, _)| id).collect();
    let matched = ids.len() as u64;
    let total = keyset::Total::of_counted(matched);
    if at.sort == keyset::Sort::Oldest {
        ids.reverse();
    }
    let from = match at.cursor {
        Some(c) => ids.iter().position(|id| *id == c).map_or(ids.len(), |i| i + 1),
        None => 0,
    };
    let take = usize::try_from(at.limit).unwrap_or(usize::MAX).saturating_add(1);
    let ids: Vec<Uuid> = ids.into_iter().skip(from).take(take).collect();
    let (rows, next) = keyset::paged(by_ids(db, &ids).await?, at.limit);
    Ok((rows, next, total))
}

/// The unit a loan holds and its newest swap since the handover (the late list's early warning,
/// issue 11 item 4: a borrower who is late but still swaps batteries still rides).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastSwap {
    pub motorcycle_id: Uuid,
    pub plate_number: String,
    /// `None`: no swap since the handover.
    pub swapped_at: Option<DateTime<Utc>>,
}

/// [`LastSwap`] of each of these loans that holds a unit, by loan id: one read for a page of
/// loans (the units by `ix_motorcycles_loan`, each with its head by key). A head keeps the latest
/// `swapped_at` of its unit's swaps, which is since the handover when it is not before it. The
/// callers pass loans of their own scope.
pub async fn last_of_loans(db: &impl ConnectionTrait, _: &Settled, loan_ids: &[Uuid]) -> Result<HashMap<Uuid, LastSwap>, DbErr> {
    use sea_orm::{JoinType, sea_query::Expr};
    if loan_ids.is_empty() {
        return Ok(HashMap::new());
    }
    /// (unit, its loan, plate, handed over at, the unit's latest swap).
    type Row = (Uuid, Option<Uuid>, String, Option<DateTime<Utc>>, Option<DateTime<Utc>>);
    let head =
        motorcycle::Entity::belongs_to(swap_head::Entity).from(motorcycle::Column::Id).to(swap_head::Column::SubjectId).into();
    let rows: Vec<Row> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::Id)
        .column(motorcycle::Column::LoanId)
        .column(motorcycle::Column::PlateNumber)
        .column(motorcycle::Column::HandedOverAt)
        .expr(Expr::col((swap_head::Entity, swap_head::Column::LastAt)))
        .join(JoinType::LeftJoin, head)
        .filter(motorcycle::Column::LoanId.is_in(loan_ids.iter().copied()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(motorcycle_id, loan, plate_number, handed_over_at, last_at)| {
            let swapped_at = last_at.filter(|at| handed_over_at.is_none_or(|h| *at >= h));
            loan.map(|l| (l, LastSwap { motorcycle_id, plate_number, swapped_at }))
        })
        .collect())
}
