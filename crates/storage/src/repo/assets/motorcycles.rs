//! Motorcycles: registration, the lists, status moves (issue 11 items 1 and 3).

use chrono::{Duration, NaiveDate};
use domain::assets::{MotorcycleFields, MotorcycleStatus, STNK_WARNING_DAYS, StnkWarning};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select, Set,
    sea_query::{Expr, ExprTrait, Func},
};
use uuid::Uuid;

use super::{MOTORCYCLE, Scope};
use crate::{
    StoreError,
    entity::{handover, motorcycle},
    repo::{
        audit::{self, Actor},
        keyset::{self, PageAt},
    },
};

/// The filters of `GET /api/v1/motorcycles`.
#[derive(Debug, Clone, Default)]
pub struct MotorcycleFilter {
    pub status: Option<MotorcycleStatus>,
    pub motorcycle_type_id: Option<Uuid>,
    pub stnk: Option<StnkWarning>,
    /// Any part of the plate (spaces ignored), frame or engine number, or the holder's name.
    pub q: Option<String>,
    /// Asia/Jakarta today, for the STNK filter.
    pub today: Option<NaiveDate>,
    /// Only the units in use: handed over to a borrower whose loan has not ended (the active
    /// motorcycles, issue 45 item 4).
    pub in_use: bool,
}

/// Units in `scope`: all for in-house staff; a funder's staff only the units their loans hold.
pub fn scoped(scope: Scope) -> Select<motorcycle::Entity> {
    let q = motorcycle::Entity::find();
    match scope.lender() {
        Some(l) => q.filter(motorcycle::Column::LenderId.eq(l)),
        None => q,
    }
}

fn filtered(scope: Scope, f: &MotorcycleFilter) -> Select<motorcycle::Entity> {
    let mut q = scoped(scope);
    if let Some(s) = f.status {
        q = q.filter(motorcycle::Column::Status.eq(s.as_str()));
    }
    if f.in_use {
        q = q.filter(motorcycle::Column::Status.eq(MotorcycleStatus::HandedOver.as_str())).filter(Expr::cust(
            "NOT EXISTS (SELECT 1 FROM loans WHERE loans.id = motorcycles.loan_id AND loans.active_status = 'inactive')",
        ));
    }
    if let Some(t) = f.motorcycle_type_id {
        q = q.filter(motorcycle::Column::MotorcycleTypeId.eq(t));
    }
    if let (Some(w), Some(today)) = (f.stnk, f.today) {
        q = match w {
            StnkWarning::Expired => q.filter(motorcycle::Column::StnkExpiresOn.lt(today)),
            StnkWarning::Expiring => q
                .filter(motorcycle::Column::StnkExpiresOn.gte(today))
                .filter(motorcycle::Column::StnkExpiresOn.lte(today + Duration::days(STNK_WARNING_DAYS))),
        };
    }
    if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let plate =
            Expr::expr(Func::cust("REPLACE").arg(Func::lower(Expr::col(motorcycle::Column::PlateNumber))).arg(" ").arg(""));
        let holder = Expr::cust_with_values(
            "EXISTS (SELECT 1 FROM loans WHERE loans.id = motorcycles.loan_id AND LOWER(loans.full_name) LIKE $1)",
            [format!("%{}%", text.to_lowercase().replace(['%', '_', '\\'], ""))],
        );
        q = q.filter(
            sea_orm::Condition::any()
                .add(plate.like(super::super::contains_like(&compact)))
                .add(Expr::expr(Func::lower(Expr::col(motorcycle::Column::FrameNumber))).like(super::super::contains_like(text)))
                .add(Expr::expr(Func::lower(Expr::col(motorcycle::Column::EngineNumber))).like(super::super::contains_like(text)))
                .add(holder),
        );
    }
    q
}

/// A page of units in `scope` matching `f`, newest registration first by default.
pub async fn page(
    db: &impl ConnectionTrait,
    scope: Scope,
    f: &MotorcycleFilter,
    at: PageAt,
) -> Result<(Vec<motorcycle::Model>, Option<Uuid>), DbErr> {
    let rows = keyset::page::<_, motorcycle::Model>(db, filtered(scope, f), motorcycle::Column::Id, at).await?;
    Ok(rows)
}

/// How many units match ([`keyset::total`]).
pub async fn count(db: &impl ConnectionTrait, scope: Scope, f: &MotorcycleFilter) -> Result<keyset::Total, DbErr> {
    keyset::total(db, filtered(scope, f), motorcycle::Column::Id).await
}

/// One unit in `scope`; `None` when unknown or outside it.
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<motorcycle::Model>, DbErr> {
    scoped(scope).filter(motorcycle::Column::Id.eq(id)).one(db).await
}

/// The plate numbers of these units (any scope: for names on other lists).
pub async fn plates(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<std::collections::HashMap<Uuid, String>, DbErr> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(Uuid, String)> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::Id)
        .column(motorcycle::Column::PlateNumber)
        .filter(motorcycle::Column::Id.is_in(ids.to_vec()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}

/// The last known odometer readings (kilometres) of these units that have one (any scope: the
/// service orders show their unit's).
pub async fn odometers(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<std::collections::HashMap<Uuid, i64>, DbErr> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(Uuid, i64)> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::Id)
        .column(motorcycle::Column::OdometerKm)
        .filter(motorcycle::Column::Id.is_in(ids.to_vec()))
        .filter(motorcycle::Column::OdometerKm.is_not_null())
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}

/// Which of a plate and a frame number are registered already: `(plate taken, frame taken)`.
pub async fn taken(db: &impl ConnectionTrait, plate: &str, frame: &str) -> Result<(bool, bool), DbErr> {
    let rows = motorcycle::Entity::find()
        .filter(
            sea_orm::Condition::any()
                .add(motorcycle::Column::PlateNumber.eq(plate))
                .add(motorcycle::Column::FrameNumber.eq(frame)),
        )
        .limit(2)
        .all(db)
        .await?;
    Ok((rows.iter().any(|m| m.plate_number == plate), rows.iter().any(|m| m.frame_number == frame)))
}

/// The `(plate, frame number)` of every registered unit whose plate is one of `plates` or
/// whose frame number is one of `frames` (the import's uniqueness check: one read per 500
/// values of each, whatever the file's size).
pub async fn registered(db: &impl ConnectionTrait, plates: &[String], frames: &[String]) -> Result<Vec<(String, String)>, DbErr> {
    const CHUNK: usize = 500;
    let mut out = Vec::new();
    let n = plates.len().max(frames.len()).div_ceil(CHUNK);
    for i in 0..n {
        let part = |v: &[String]| v.iter().skip(i * CHUNK).take(CHUNK).cloned().collect::<Vec<_>>();
        let rows: Vec<(String, String)> = motorcycle::Entity::find()
            .select_only()
            .column(motorcycle::Column::PlateNumber)
            .column(motorcycle::Column::FrameNumber)
            .filter(
                sea_orm::Condition::any()
                    .add(motorcycle::Column::PlateNumber.is_in(part(plates)))
                    .add(motorcycle::Column::FrameNumber.is_in(part(frames))),
            )
            .into_tuple()
            .all(db)
            .await?;
        out.extend(rows);
    }
    Ok(out)
}

/// The units handed over to a borrower (those that report their odometer and position), after
/// `after` by id, `limit` of them: the vehicle-mobility sync's pages (`ix_motorcycles_status`).
pub async fn in_use_page(db: &impl ConnectionTrait, after: Option<Uuid>, limit: u64) -> Result<Vec<motorcycle::Model>, DbErr> {
    let mut q = motorcycle::Entity::find().filter(motorcycle::Column::Status.eq(MotorcycleStatus::HandedOver.as_str()));
    if let Some(a) = after {
        q = q.filter(motorcycle::Column::Id.gt(a));
    }
    q.order_by_asc(motorcycle::Column::Id).limit(limit).all(db).await
}

/// One unit's report from the vehicle-mobility service.
#[derive(Debug, Clone, PartialEq)]
pub struct MobilityReport {
    pub motorcycle_id: Uuid,
    /// Kilometres.
    pub odometer_km: Option<i64>,
    /// `(latitude, longitude)`, degrees.
    pub position: Option<(f64, f64)>,
    pub reported_at: chrono::DateTime<chrono::Utc>,
}

/// Records the reports newer than what each unit shows (`mobility_synced_at`), in one
/// transaction: the odometer only goes up, the position is replaced. Telemetry is not a staff
/// edit: `version` stays, so nobody's open form turns stale. Answers the units changed.
pub async fn record_mobility(db: &sea_orm::DatabaseConnection, reports: &[MobilityReport]) -> Result<u64, DbErr> {
    use sea_orm::sea_query::{CaseStatement, Expr as E};
    let txn = crate::begin_write(db).await?;
    let mut changed = 0;
    for r in reports {
        let mut q = motorcycle::Entity::update_many()
            .col_expr(motorcycle::Column::MobilitySyncedAt, E::value(r.reported_at))
            .filter(motorcycle::Column::Id.eq(r.motorcycle_id))
            .filter(
                sea_orm::Condition::any()
                    .add(motorcycle::Column::MobilitySyncedAt.is_null())
                    .add(motorcycle::Column::MobilitySyncedAt.lt(r.reported_at)),
            );
        if let Some(km) = r.odometer_km {
            let odometer = E::col(motorcycle::Column::OdometerKm);
            let higher =
                CaseStatement::new().case(odometer.clone().is_null().or(odometer.clone().lt(km)), E::value(km)).finally(odometer);
            q = q.col_expr(motorcycle::Column::OdometerKm, higher.into());
        }
        if let Some((lat, lng)) = r.position {
            q = q.col_expr(motorcycle::Column::Latitude, E::value(lat)).col_expr(motorcycle::Column::Longitude, E::value(lng));
        }
        changed += q.exec(&txn).await?.rows_affected;
    }
    txn.commit().await?;
    Ok(changed)
}

fn audit_of(m: &motorcycle::Model) -> serde_json::Value {
    serde_json::json!({
        "plate_number": m.plate_number, "frame_number": m.frame_number, "engine_number": m.engine_number,
        "motorcycle_type_id": m.motorcycle_type_id, "colour": m.colour, "year": m.year,
        "stnk_number": m.stnk_number, "stnk_expires_on": m.stnk_expires_on, "bpkb_number": m.bpkb_number,
        "dealer_id": m.dealer_id, "purchase_price": m.purchase_price, "status": m.status,
    })
}

/// Registers a unit `in_stock`. Errors: [`StoreError::Unique`] when its plate or frame number
/// was registered in between (callers check [`taken`] first to say which).
pub async fn create(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    f: &MotorcycleFields,
    motorcycle_type_id: Uuid,
    dealer_id: Uuid,
) -> Result<motorcycle::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let row = insert(&txn, actor, f, motorcycle_type_id, dealer_id).await?;
    txn.commit().await?;
    Ok(row)
}

/// [`create`] inside a transaction (the import creates its rows in one).
pub async fn insert(
    txn: &crate::Tx,
    actor: &Actor,
    f: &MotorcycleFields,
    motorcycle_type_id: Uuid,
    dealer_id: Uuid,
) -> Result<motorcycle::Model, StoreError> {
    let now = crate::repo::now();
    let row = motorcycle::ActiveModel {
        id: Set(Uuid::now_v7()),
        plate_number: Set(f.plate_number.clone()),
        frame_number: Set(f.frame_number.clone()),
        engine_number: Set(f.engine_number.clone()),
        motorcycle_type_id: Set(motorcycle_type_id),
        colour: Set(f.colour.clone()),
        year: Set(f.year),
        stnk_number: Set(f.stnk_number.clone()),
        stnk_expires_on: Set(f.stnk_expires_on),
        bpkb_number: Set(f.bpkb_number.clone()),
        dealer_id: Set(dealer_id),
        purchase_price: Set(f.purchase_price),
        status: Set(MotorcycleStatus::InStock.as_str().into()),
        loan_id: Set(None),
        lender_id: Set(None),
        handed_over_at: Set(None),
        odometer_km: Set(None),
        latitude: Set(None),
        longitude: Set(None),
        mobility_synced_at: Set(None),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
        created_by: Set(actor.user_id),
    }
    .insert(txn)
    .await
    .map_err(StoreError::from_db)?;
    audit::record(txn, actor, "motorcycle.register", MOTORCYCLE, &row.id.to_string(), None, Some(audit_of(&row))).await?;
    Ok(row)
}

/// Moves a unit from `from` to `to` by hand, if it is still at `version` and in `from`
/// (`domain::assets::check_move_by_hand` decided the move). A move out of `handed_over`
/// (returned, repossessed, sold to its holder) ends the holder's handover period and the unit no
/// longer has a holder (`domain::assets::ends_holding`); back in stock, sold or written off, the
/// unit is no longer tied to a lender either (a repossessed unit stays its lender's).
/// Errors: [`StoreError::Conflict`] when stale.
pub async fn change_status(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    m: &motorcycle::Model,
    to: MotorcycleStatus,
    note: Option<&str>,
) -> Result<motorcycle::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let now = crate::repo::now();
    let mut row = motorcycle::ActiveModel {
        id: sea_orm::ActiveValue::Unchanged(m.id),
        status: Set(to.as_str().into()),
        version: Set(m.version + 1),
        updated_at: Set(now),
        ..Default::default()
    };
    let from: MotorcycleStatus = crate::entity::decode("motorcycles.status", &m.status)?;
    let ends_holding = domain::assets::ends_holding(from, to);
    if ends_holding || matches!(to, MotorcycleStatus::InStock | MotorcycleStatus::Sold | MotorcycleStatus::WrittenOff) {
        row.loan_id = Set(None);
        row.handed_over_at = Set(None);
    }
    if matches!(to, MotorcycleStatus::InStock | MotorcycleStatus::Sold | MotorcycleStatus::WrittenOff) {
        row.lender_id = Set(None);
    }
    let updated = motorcycle::Entity::update(row)
        .validate()?
        .filter(motorcycle::Column::Version.eq(m.version))
        .filter(motorcycle::Column::Status.eq(m.status.clone()))
        .exec(&txn)
        .await
        .map_err(|e| match e {
            DbErr::RecordNotUpdated => StoreError::Conflict,
            e => StoreError::from_db(e),
        })?;
    if ends_holding {
        handover::Entity::update_many()
            .col_expr(handover::Column::EndedAt, Expr::value(now))
            .filter(handover::Column::MotorcycleId.eq(m.id))
            .filter(handover::Column::EndedAt.is_null())
            .exec(&txn)
            .await?;
    }
    audit::record(
        &txn,
        actor,
        "motorcycle.status",
        MOTORCYCLE,
        &m.id.to_string(),
        Some(serde_json::json!({"status": m.status})),
        Some(serde_json::json!({"status": to.as_str(), "note": note})),
    )
    .await?;
    txn.commit().await?;
    Ok(updated)
}

/// Status changes of a unit from the audit trail, newest first (for its timeline): (when,
/// from, to, note).
pub async fn status_changes(
    db: &impl ConnectionTrait,
    id: Uuid,
    limit: u64,
) -> Result<Vec<crate::entity::audit_log::Model>, DbErr> {
    use crate::entity::audit_log;
    audit_log::Entity::find()
        .filter(audit_log::Column::Entity.eq(MOTORCYCLE))
        .filter(audit_log::Column::EntityId.eq(id.to_string()))
        .filter(audit_log::Column::Action.eq("motorcycle.status"))
        .order_by_desc(audit_log::Column::Id)
        .limit(limit)
        .all(db)
        .await
}

/// In-stock units per motorcycle type, for the handover list.
pub async fn in_stock_by_type(db: &impl ConnectionTrait, types: &[Uuid]) -> Result<std::collections::HashMap<Uuid, i64>, DbErr> {
    #[derive(sea_orm::FromQueryResult)]
    struct Row {
        motorcycle_type_id: Uuid,
        n: i64,
    }
    if types.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<Row> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::MotorcycleTypeId)
        .column_as(Expr::cust("COUNT(*)"), "n")
        .filter(motorcycle::Column::Status.eq(MotorcycleStatus::InStock.as_str()))
        .filter(motorcycle::Column::MotorcycleTypeId.is_in(types.to_vec()))
        .group_by(motorcycle::Column::MotorcycleTypeId)
        .into_model()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|r| (r.motorcycle_type_id, r.n)).collect())
}
