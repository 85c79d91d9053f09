//! Service orders for the lender's motorcycles and the maintenance reminders (issue 11 item 5;
//! spec §2 `/app/fleet-service/registration`, `/detail`). Every read takes the caller's
//! [`Scope`]: a funder's staff see only orders of units whose `motorcycles.lender_id` is theirs,
//! so no handler filters by hand. Every change is a guarded write on `version` with its audit
//! row (entity `service_order`) in the same transaction.
//!
//! Costs are rupiah, odometer readings kilometres, `scheduled_on`/`completed_on` Asia/Jakarta
//! dates. Orders never change a unit's status (the motorcycle screens own it); completing an
//! order only raises the unit's `odometer_km` when the order read more.

use chrono::NaiveDate;
use domain::assets::{ServiceItem, ServiceKind, ServiceStatus};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, QueryFilter, QuerySelect,
    Select, Set,
    sea_query::{Expr, ExprTrait, Func, Query},
};
use uuid::Uuid;

use super::{
    audit::{self, Actor},
    keyset::{self, Keyed, PageAt},
    loans::Scope,
};
use crate::{
    StoreError,
    entity::{motorcycle, service_order},
};

/// Most rows of the reminder list.
pub const REMINDERS_MAX: u64 = 500;

impl Keyed for service_order::Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// The service-order list's filters (combined with AND).
#[derive(Debug, Clone)]
pub struct OrderFilter {
    pub scope: Scope,
    pub status: Option<ServiceStatus>,
    pub kind: Option<ServiceKind>,
    pub motorcycle_id: Option<Uuid>,
    /// Any part of the unit's plate or the workshop, case-insensitively.
    pub q: Option<String>,
}

fn query_of(f: &OrderFilter) -> Select<service_order::Entity> {
    let mut q = service_order::Entity::find();
    if let Some(units) = super::assets::units_of(f.scope) {
        q = q.filter(service_order::Column::MotorcycleId.in_subquery(units));
    }
    if let Some(s) = f.status {
        q = q.filter(service_order::Column::Status.eq(s.as_str()));
    }
    if let Some(k) = f.kind {
        q = q.filter(service_order::Column::Kind.eq(k.as_str()));
    }
    if let Some(m) = f.motorcycle_id {
        q = q.filter(service_order::Column::MotorcycleId.eq(m));
    }
    if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let plate = Query::select()
            .column(motorcycle::Column::Id)
            .from(motorcycle::Entity)
            .and_where(Expr::expr(Func::lower(Expr::col(motorcycle::Column::PlateNumber))).like(super::contains_like(text)))
            .to_owned();
        q = q.filter(
            Condition::any()
                .add(Expr::expr(Func::lower(Expr::col(service_order::Column::Workshop))).like(super::contains_like(text)))
                .add(service_order::Column::MotorcycleId.in_subquery(plate)),
        );
    }
    q
}

/// A page of orders matching `f`, by id (newest or oldest first): the rows and the next cursor.
pub async fn list(
    db: &impl ConnectionTrait,
    f: &OrderFilter,
    at: PageAt,
) -> Result<(Vec<service_order::Model>, Option<Uuid>), DbErr> {
    keyset::page(db, query_of(f), service_order::Column::Id, at).await
}

/// How many orders match `f` ([`keyset::total`]).
pub async fn count(db: &impl ConnectionTrait, f: &OrderFilter) -> Result<keyset::Total, DbErr> {
    keyset::total(db, query_of(f), service_order::Column::Id).await
}

/// One order in `scope`; `None` when unknown or of another funder's unit.
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<service_order::Model>, DbErr> {
    let mut q = service_order::Entity::find_by_id(id);
    if let Some(units) = super::assets::units_of(scope) {
        q = q.filter(service_order::Column::MotorcycleId.in_subquery(units));
    }
    q.one(db).await
}

/// A new service order, checked (`domain::assets::check_items`, `check_service_text`).
#[derive(Debug, Clone)]
pub struct NewOrder {
    pub motorcycle_id: Uuid,
    pub kind: ServiceKind,
    pub workshop: String,
    pub description: Option<String>,
    /// Asia/Jakarta.
    pub scheduled_on: NaiveDate,
    /// Kilometres, when read.
    pub odometer_km: Option<i64>,
    pub items: Vec<ServiceItem>,
    /// Rupiah: the items' quantity × cost.
    pub total_cost: i64,
}

fn audit_of(m: &service_order::Model) -> serde_json::Value {
    serde_json::json!({
        "motorcycle_id": m.motorcycle_id, "kind": m.kind, "workshop": m.workshop, "description": m.description,
        "scheduled_on": m.scheduled_on, "odometer_km": m.odometer_km, "items": m.items, "total_cost": m.total_cost,
        "status": m.status, "completed_on": m.completed_on,
    })
}

/// Creates a `scheduled` order (version 1) with its audit row `service_order.create`.
pub async fn create(db: &sea_orm::DatabaseConnection, actor: &Actor, new: NewOrder) -> Result<service_order::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let now = super::now();
    let row = service_order::ActiveModel {
        id: Set(Uuid::now_v7()),
        motorcycle_id: Set(new.motorcycle_id),
        kind: Set(new.kind.as_str().into()),
        workshop: Set(new.workshop),
        description: Set(new.description),
        scheduled_on: Set(new.scheduled_on),
        odometer_km: Set(new.odometer_km),
        items: Set(serde_json::to_value(&new.items).unwrap_or_default()),
        total_cost: Set(new.total_cost),
        status: Set(ServiceStatus::Scheduled.as_str().into()),
        completed_on: Set(None),
        version: Set(1),
        created_by: Set(actor.user_id),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await
    .map_err(StoreError::from_db)?;
    audit::record(&txn, actor, "service_order.create", "service_order", &row.id.to_string(), None, Some(audit_of(&row))).await?;
    txn.commit().await?;
    Ok(row)
}

/// Moves `before` to `to` if it is still at `version` and in the status it was read in,
/// recording `odometer_km` when given; `done` stores `completed_on` = `today` (Asia/Jakarta)
/// and raises the unit's `odometer_km` to the order's reading when that is larger. One
/// transaction with the audit row `service_order.status`. The caller checks the move
/// (`domain::assets::service_moves`). Errors: [`StoreError::Conflict`] when stale or gone.
pub async fn set_status(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    before: &service_order::Model,
    version: i32,
    to: ServiceStatus,
    odometer_km: Option<i64>,
    today: NaiveDate,
) -> Result<service_order::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let now = super::now();
    let mut update = service_order::Entity::update_many()
        .col_expr(service_order::Column::Status, Expr::value(to.as_str()))
        .col_expr(service_order::Column::UpdatedAt, Expr::value(now))
        .col_expr(service_order::Column::Version, Expr::col(service_order::Column::Version).add(1));
    if let Some(km) = odometer_km {
        update = update.col_expr(service_order::Column::OdometerKm, Expr::value(km));
    }
    if to == ServiceStatus::Done {
        update = update.col_expr(service_order::Column::CompletedOn, Expr::value(today));
    }
    let changed = update
        .filter(service_order::Column::Id.eq(before.id))
        .filter(service_order::Column::Version.eq(version))
        .filter(service_order::Column::Status.eq(before.status.clone()))
        .exec(&txn)
        .await
        .map_err(StoreError::from_db)?
        .rows_affected;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    let after = service_order::Entity::find_by_id(before.id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    if to == ServiceStatus::Done
        && let Some(km) = after.odometer_km
    {
        // A reading, not an edit of the unit: its version stays (no edit form goes stale).
        motorcycle::Entity::update_many()
            .col_expr(motorcycle::Column::OdometerKm, Expr::value(km))
            .col_expr(motorcycle::Column::UpdatedAt, Expr::value(now))
            .filter(motorcycle::Column::Id.eq(after.motorcycle_id))
            .filter(Condition::any().add(motorcycle::Column::OdometerKm.is_null()).add(motorcycle::Column::OdometerKm.lt(km)))
            .exec(&txn)
            .await?;
    }
    let action = "service_order.status";
    audit::record(&txn, actor, action, "service_order", &before.id.to_string(), Some(audit_of(before)), Some(audit_of(&after)))
        .await?;
    txn.commit().await?;
    Ok(after)
}

/// A unit that may be due a maintenance, with its last done maintenance order.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct ReminderRow {
    pub motorcycle_id: Uuid,
    pub plate_number: String,
    /// Kilometres now.
    pub odometer_km: Option<i64>,
    /// Asia/Jakarta date of the last done maintenance; `None` when never maintained.
    pub last_on: Option<NaiveDate>,
    /// Kilometres at that maintenance (the highest reading of the unit's done maintenance).
    pub last_km: Option<i64>,
}

/// The units in use or in stock (in `scope`) due a maintenance on `today`: never maintained,
/// or [`domain::assets::SERVICE_INTERVAL_DAYS`] / [`domain::assets::SERVICE_INTERVAL_KM`] since
/// the last done maintenance. One set-based query (the last maintenance per unit by `GROUP BY`),
/// at most [`REMINDERS_MAX`] rows, the most overdue first: never maintained, then the oldest
/// last maintenance. The caller applies `domain::assets::service_due` for the reason.
pub async fn reminders(db: &impl ConnectionTrait, scope: Scope, today: NaiveDate) -> Result<Vec<ReminderRow>, DbErr> {
    use domain::assets::{MotorcycleStatus, SERVICE_INTERVAL_DAYS, SERVICE_INTERVAL_KM};
    let backend = db.get_database_backend();
    let mut values: Vec<sea_orm::Value> = Vec::new();
    let mut param = |v: sea_orm::Value| {
        values.push(v);
        if backend == sea_orm::DbBackend::Postgres { format!("${}", values.len()) } else { "?".to_owned() }
    };
    let done = param(ServiceStatus::Done.as_str().into());
    let maintenance = param(ServiceKind::Maintenance.as_str().into());
    let handed_over = param(MotorcycleStatus::HandedOver.as_str().into());
    let in_stock = param(MotorcycleStatus::InStock.as_str().into());
    let due_before = param((today - chrono::Duration::days(SERVICE_INTERVAL_DAYS)).into());
    let km = param(SERVICE_INTERVAL_KM.into());
    let mut sql = format!(
        "SELECT m.id AS motorcycle_id, m.plate_number, m.odometer_km, s.last_on, s.last_km \
         FROM motorcycles m LEFT JOIN ( \
           SELECT motorcycle_id, MAX(completed_on) AS last_on, MAX(odometer_km) AS last_km FROM service_orders \
           WHERE status = {done} AND kind = {maintenance} AND completed_on IS NOT NULL GROUP BY motorcycle_id \
         ) s ON s.motorcycle_id = m.id \
         WHERE m.status IN ({handed_over}, {in_stock}) \
           AND (s.last_on IS NULL OR s.last_on <= {due_before} \
                OR (s.last_km IS NOT NULL AND m.odometer_km IS NOT NULL AND m.odometer_km - s.last_km >= {km}))"
    );
    if let Some(lender) = scope.lender() {
        let p = param(lender.into());
        sql.push_str(&format!(" AND m.lender_id = {p}"));
    }
    sql.push_str(&format!(
        " ORDER BY CASE WHEN s.last_on IS NULL THEN 0 ELSE 1 END, s.last_on, m.plate_number, m.id LIMIT {REMINDERS_MAX}"
    ));
    ReminderRow::find_by_statement(sea_orm::Statement::from_sql_and_values(backend, sql, values)).all(db).await
}

/// A unit's newest `limit` orders (its timeline; the unit's scope is checked by the caller).
pub async fn of_motorcycle(
    db: &impl ConnectionTrait,
    motorcycle_id: Uuid,
    limit: u64,
) -> Result<Vec<service_order::Model>, DbErr> {
    use sea_orm::QueryOrder;
    service_order::Entity::find()
        .filter(service_order::Column::MotorcycleId.eq(motorcycle_id))
        .order_by_desc(service_order::Column::Id)
        .limit(limit)
        .all(db)
        .await
}
