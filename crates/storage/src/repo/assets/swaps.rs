//! Battery swap events from the stations (issue 11 item 4; `POST /api/v1/battery-swaps`).
//!
//! [`ingest`] takes a checked batch (at most `domain::assets::SWAP_BATCH_MAX`) in one
//! transaction and a fixed number of statements whatever its size: one read of the batteries
//! and one of the units it names, one multi-row insert that skips events already stored (unique
//! by station and event id, so a replayed event or batch stores nothing) and answers the ids it
//! stored, and one set-based update of the batteries' place — each battery takes its newest
//! event, and an event older than what a battery already shows never moves it back.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use domain::assets::{BatteryStatus, SwapEvent};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select, Statement, TransactionTrait,
    TryInsertResult,
};
use uuid::Uuid;

use super::Scope;

/// Where a battery is after a swap: when, status, the unit it is in, state of charge (percent).
type Place = (DateTime<Utc>, BatteryStatus, Option<Uuid>, i32);
use crate::{
    entity::{battery, battery_swap, motorcycle},
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

/// Stores a batch of checked events. Events naming a battery serial or plate not registered
/// are refused (`battery_unknown`, `plate_unknown`), the rest stored.
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
    // Read before the transaction: units and batteries are never deleted and their plate and
    // serial never change, and on SQLite a transaction that reads first cannot take the write
    // lock once another writer committed (SQLITE_BUSY at once, whatever the busy timeout).
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
    let mut kept = Vec::with_capacity(unique.len());
    for e in unique {
        let (Some(&out_id), Some(&in_id)) = (batteries.get(&e.battery_out_serial), batteries.get(&e.battery_in_serial)) else {
            out.rejected.push((e.event_id, "battery_unknown"));
            continue;
        };
        let Some(&unit) = units.get(&e.plate_number) else {
            out.rejected.push((e.event_id, "plate_unknown"));
            continue;
        };
        let row_id = Uuid::now_v7();
        rows.push(battery_swap::ActiveModel {
            id: sea_orm::Set(row_id),
            station_id: sea_orm::Set(e.station_id.clone()),
            event_id: sea_orm::Set(e.event_id.clone()),
            swapped_at: sea_orm::Set(e.swapped_at),
            motorcycle_id: sea_orm::Set(Some(unit)),
            plate_number: sea_orm::Set(e.plate_number.clone()),
            battery_out_id: sea_orm::Set(Some(out_id)),
            battery_in_id: sea_orm::Set(Some(in_id)),
            battery_out_serial: sea_orm::Set(e.battery_out_serial.clone()),
            battery_in_serial: sea_orm::Set(e.battery_in_serial.clone()),
            soc_out_percent: sea_orm::Set(e.soc_out_percent),
            soc_in_percent: sea_orm::Set(e.soc_in_percent),
            received_at: sea_orm::Set(now),
        });
        kept.push((e, unit, out_id, in_id, row_id));
    }
    if rows.is_empty() {
        return Ok(out);
    }
    let total = kept.len() as u64;
    // The transaction starts with its first write, so on SQLite it waits for the write lock.
    // `RETURNING id` answers only the rows stored now: an event stored before (or by a batch
    // committed in between) is a duplicate and moves nothing. (A read of the stored pairs
    // first, `station_id IN (…) AND event_id IN (…)`, made SQLite probe every station × event
    // combination: 250,000 seeks for a batch of 1,000 events from 250 stations.)
    let txn = db.begin().await?;
    let stored_now: HashSet<Uuid> = match battery_swap::Entity::insert_many(rows)
        .on_conflict_do_nothing_on([battery_swap::Column::StationId, battery_swap::Column::EventId])
        .exec_with_returning_keys(&txn)
        .await?
    {
        TryInsertResult::Inserted(ids) => ids.into_iter().collect(),
        TryInsertResult::Conflicted | TryInsertResult::Empty => HashSet::new(),
    };
    out.accepted = stored_now.len() as u64;
    out.duplicates += total - out.accepted;
    // Each battery's newest new event decides where it is now.
    let mut latest: HashMap<Uuid, Place> = HashMap::new();
    for (e, unit, out_id, in_id, row_id) in &kept {
        if !stored_now.contains(row_id) {
            continue;
        }
        for (id, place) in [
            (*out_id, (e.swapped_at, BatteryStatus::AtStation, None, e.soc_out_percent)),
            (*in_id, (e.swapped_at, BatteryStatus::Installed, Some(*unit), e.soc_in_percent)),
        ] {
            match latest.get(&id) {
                Some(have) if have.0 >= place.0 => {}
                _ => {
                    latest.insert(id, place);
                }
            }
        }
    }
    place_batteries(&txn, &latest).await?;
    txn.commit().await?;
    Ok(out)
}

/// One `UPDATE … FROM (VALUES …)` moving each battery to its newest place, unless it already
/// shows a later swap.
async fn place_batteries(txn: &crate::Tx, latest: &HashMap<Uuid, Place>) -> Result<(), DbErr> {
    if latest.is_empty() {
        return Ok(());
    }
    let backend = txn.get_database_backend();
    let mut values: Vec<sea_orm::Value> = Vec::with_capacity(latest.len() * 5);
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

/// The filters of `GET /api/v1/battery-swaps`.
#[derive(Debug, Clone, Copy, Default)]
pub struct SwapFilter {
    pub battery_id: Option<Uuid>,
    pub motorcycle_id: Option<Uuid>,
}

fn filtered(scope: Scope, f: SwapFilter) -> Select<battery_swap::Entity> {
    let mut q = battery_swap::Entity::find();
    if let Some(units) = super::units_of(scope) {
        q = q.filter(battery_swap::Column::MotorcycleId.in_subquery(units));
    }
    if let Some(b) = f.battery_id {
        q = q.filter(
            sea_orm::Condition::any().add(battery_swap::Column::BatteryOutId.eq(b)).add(battery_swap::Column::BatteryInId.eq(b)),
        );
    }
    if let Some(m) = f.motorcycle_id {
        q = q.filter(battery_swap::Column::MotorcycleId.eq(m));
    }
    q
}

/// A page of swaps in `scope` (of the units a funder's loans hold), by arrival order.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    f: SwapFilter,
    at: PageAt,
) -> Result<(Vec<battery_swap::Model>, Option<Uuid>), DbErr> {
    keyset::page::<_, battery_swap::Model>(db, filtered(scope, f), battery_swap::Column::Id, at).await
}

/// A unit's newest `limit` swaps.
pub async fn of_motorcycle(
    db: &impl ConnectionTrait,
    motorcycle_id: Uuid,
    limit: u64,
) -> Result<Vec<battery_swap::Model>, DbErr> {
    battery_swap::Entity::find()
        .filter(battery_swap::Column::MotorcycleId.eq(motorcycle_id))
        .order_by_desc(battery_swap::Column::SwappedAt)
        .limit(limit)
        .all(db)
        .await
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

/// [`LastSwap`] of each of these loans that holds a unit, by loan id: one grouped query over a
/// page of loans (the units by `ix_motorcycles_loan`, each unit's newest swap by
/// `ix_swaps_unit`). The callers pass loans of their own scope.
pub async fn last_of_loans(db: &impl ConnectionTrait, loan_ids: &[Uuid]) -> Result<HashMap<Uuid, LastSwap>, DbErr> {
    use sea_orm::sea_query::{Expr, ExprTrait, Func, Query};
    if loan_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let newest = Query::select()
        .expr(Func::max(Expr::col((battery_swap::Entity, battery_swap::Column::SwappedAt))))
        .from(battery_swap::Entity)
        .and_where(
            Expr::col((battery_swap::Entity, battery_swap::Column::MotorcycleId))
                .equals((motorcycle::Entity, motorcycle::Column::Id)),
        )
        .and_where(
            Expr::col((battery_swap::Entity, battery_swap::Column::SwappedAt))
                .gte(Expr::col((motorcycle::Entity, motorcycle::Column::HandedOverAt))),
        )
        .to_owned();
    /// (unit, its loan, plate, newest swap since the handover).
    type Row = (Uuid, Option<Uuid>, String, Option<DateTime<Utc>>);
    let rows: Vec<Row> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::Id)
        .column(motorcycle::Column::LoanId)
        .column(motorcycle::Column::PlateNumber)
        .expr(Expr::SubQuery(None, Box::new(newest.into())))
        .filter(motorcycle::Column::LoanId.is_in(loan_ids.iter().copied()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(motorcycle_id, loan, plate_number, swapped_at)| {
            loan.map(|l| (l, LastSwap { motorcycle_id, plate_number, swapped_at }))
        })
        .collect())
}
