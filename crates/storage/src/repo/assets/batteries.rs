//! Batteries, each an asset of its own (issue 11 item 4).

use domain::assets::{BatteryFields, BatteryStatus};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select, Set,
    sea_query::{Expr, ExprTrait, Func},
};
use uuid::Uuid;

use super::{BATTERY, Scope};
use crate::{
    StoreError,
    entity::battery,
    repo::{
        audit::{self, Actor},
        keyset::{self, PageAt},
    },
};

/// The filters of `GET /api/v1/batteries`.
#[derive(Debug, Clone, Default)]
pub struct BatteryFilter {
    pub status: Option<BatteryStatus>,
    pub motorcycle_id: Option<Uuid>,
    /// Percent: state of health strictly below.
    pub soh_below: Option<f64>,
    /// Any part of the serial or model.
    pub q: Option<String>,
}

/// Batteries in `scope`: all for in-house staff; a funder's staff only those installed in
/// their lender's units.
pub fn scoped(scope: Scope) -> Select<battery::Entity> {
    let q = battery::Entity::find();
    match super::units_of(scope) {
        Some(units) => q.filter(battery::Column::MotorcycleId.in_subquery(units)),
        None => q,
    }
}

fn filtered(scope: Scope, f: &BatteryFilter) -> Select<battery::Entity> {
    let mut q = scoped(scope);
    if let Some(s) = f.status {
        q = q.filter(battery::Column::Status.eq(s.as_str()));
    }
    if let Some(m) = f.motorcycle_id {
        q = q.filter(battery::Column::MotorcycleId.eq(m));
    }
    if let Some(s) = f.soh_below {
        q = q.filter(battery::Column::StateOfHealthPercent.lt(s));
    }
    if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let p = || crate::repo::contains_like(text);
        q = q.filter(
            sea_orm::Condition::any()
                .add(Expr::expr(Func::lower(Expr::col(battery::Column::Serial))).like(p()))
                .add(Expr::expr(Func::lower(Expr::col(battery::Column::Model))).like(p())),
        );
    }
    q
}

/// A page of batteries in `scope` matching `f`.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    f: &BatteryFilter,
    at: PageAt,
) -> Result<(Vec<battery::Model>, Option<Uuid>), DbErr> {
    keyset::page::<_, battery::Model>(db, filtered(scope, f), battery::Column::Id, at).await
}

/// How many batteries match ([`keyset::total`]).
pub async fn count(db: &impl ConnectionTrait, scope: Scope, f: &BatteryFilter) -> Result<keyset::Total, DbErr> {
    keyset::total(db, filtered(scope, f), battery::Column::Id).await
}

/// One battery in `scope`.
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<battery::Model>, DbErr> {
    scoped(scope).filter(battery::Column::Id.eq(id)).one(db).await
}

/// Batteries by id (any scope).
pub async fn by_ids(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<Vec<battery::Model>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    battery::Entity::find().filter(battery::Column::Id.is_in(ids.to_vec())).all(db).await
}

/// The batteries installed in a unit.
pub async fn in_motorcycle(db: &impl ConnectionTrait, motorcycle_id: Uuid) -> Result<Vec<battery::Model>, DbErr> {
    battery::Entity::find()
        .filter(battery::Column::MotorcycleId.eq(motorcycle_id))
        .order_by_asc(battery::Column::Serial)
        .all(db)
        .await
}

/// Serials of the batteries installed in each of these units.
pub async fn serials_of(
    db: &impl ConnectionTrait,
    motorcycle_ids: &[Uuid],
) -> Result<std::collections::HashMap<Uuid, Vec<String>>, DbErr> {
    let mut out: std::collections::HashMap<Uuid, Vec<String>> = Default::default();
    if motorcycle_ids.is_empty() {
        return Ok(out);
    }
    let rows: Vec<(Option<Uuid>, String)> = battery::Entity::find()
        .select_only()
        .column(battery::Column::MotorcycleId)
        .column(battery::Column::Serial)
        .filter(battery::Column::MotorcycleId.is_in(motorcycle_ids.to_vec()))
        .order_by_asc(battery::Column::Serial)
        .into_tuple()
        .all(db)
        .await?;
    for (m, s) in rows {
        if let Some(m) = m {
            out.entry(m).or_default().push(s);
        }
    }
    Ok(out)
}

/// Whether a serial is registered.
pub async fn serial_taken(db: &impl ConnectionTrait, serial: &str) -> Result<bool, DbErr> {
    Ok(battery::Entity::find().filter(battery::Column::Serial.eq(serial)).one(db).await?.is_some())
}

/// Registers a battery `in_stock`. Errors: [`StoreError::Unique`] when its serial was
/// registered in between.
pub async fn create(db: &sea_orm::DatabaseConnection, actor: &Actor, f: &BatteryFields) -> Result<battery::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let now = crate::repo::now();
    let row = battery::ActiveModel {
        id: Set(Uuid::now_v7()),
        serial: Set(f.serial.clone()),
        model: Set(f.model.clone()),
        capacity_kwh: Set(f.capacity_kwh),
        state_of_health_percent: Set(f.state_of_health_percent),
        cycle_count: Set(f.cycle_count),
        status: Set(BatteryStatus::InStock.as_str().into()),
        motorcycle_id: Set(None),
        soc_percent: Set(None),
        last_swap_at: Set(None),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await
    .map_err(StoreError::from_db)?;
    let after = serde_json::json!({
        "serial": f.serial, "model": f.model, "capacity_kwh": f.capacity_kwh,
        "state_of_health_percent": f.state_of_health_percent, "cycle_count": f.cycle_count,
    });
    audit::record(&txn, actor, "battery.register", BATTERY, &row.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(row)
}

/// One installed battery's state as the vehicle-mobility service reports it.
#[derive(Debug, Clone, PartialEq)]
pub struct BatteryReport {
    pub serial: String,
    /// The unit that reported it: the battery is updated only while installed there.
    pub motorcycle_id: Uuid,
    /// Percent, 0–100.
    pub soc_percent: Option<i32>,
    /// Percent, 0–100.
    pub state_of_health_percent: Option<f64>,
    pub cycle_count: Option<i32>,
    pub reported_at: chrono::DateTime<chrono::Utc>,
}

/// Records battery states from the telematics, in one transaction: only for a battery installed
/// in the reporting unit and not swapped since the report; the cycle count only goes up.
/// Telemetry is not a staff edit: `version` stays. Answers the batteries changed.
pub async fn record_states(db: &sea_orm::DatabaseConnection, reports: &[BatteryReport]) -> Result<u64, DbErr> {
    use sea_orm::sea_query::{CaseStatement, Expr as E};
    let txn = crate::begin_write(db).await?;
    let mut changed = 0;
    for r in reports {
        let mut q = battery::Entity::update_many()
            .filter(battery::Column::Serial.eq(r.serial.as_str()))
            .filter(battery::Column::MotorcycleId.eq(r.motorcycle_id))
            .filter(battery::Column::Status.eq(BatteryStatus::Installed.as_str()))
            .filter(
                sea_orm::Condition::any()
                    .add(battery::Column::LastSwapAt.is_null())
                    .add(battery::Column::LastSwapAt.lte(r.reported_at)),
            );
        let mut any = false;
        if let Some(soc) = r.soc_percent {
            q = q.col_expr(battery::Column::SocPercent, E::value(soc));
            any = true;
        }
        if let Some(soh) = r.state_of_health_percent {
            q = q.col_expr(battery::Column::StateOfHealthPercent, E::value(soh));
            any = true;
        }
        if let Some(cycles) = r.cycle_count {
            let have = E::col(battery::Column::CycleCount);
            let higher = CaseStatement::new().case(have.clone().lt(cycles), E::value(cycles)).finally(have);
            q = q.col_expr(battery::Column::CycleCount, higher.into());
            any = true;
        }
        if any {
            changed += q.exec(&txn).await?.rows_affected;
        }
    }
    txn.commit().await?;
    Ok(changed)
}
