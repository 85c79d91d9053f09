//! Handovers (issue 11 item 2): a unit in stock goes to the borrower of a loan pending
//! activation, with the batteries installed in it. [`record`] runs inside the loan's own
//! write (`repo::loans::apply_then`), so the loan's activation, the unit, its batteries and
//! the handover row are one transaction: all or nothing.

use chrono::{DateTime, Utc};
use domain::assets::{BatteryStatus, MotorcycleStatus};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Set,
    sea_query::{Expr, ExprTrait},
};
use uuid::Uuid;

use super::MOTORCYCLE;
use crate::{
    entity::{battery, handover, motorcycle},
    repo::audit::{self, Actor},
};

/// A handover as recorded.
#[derive(Debug, Clone)]
pub struct NewHandover {
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub motorcycle_id: Uuid,
    /// The unit's version as read; a unit changed since is refused.
    pub motorcycle_version: i32,
    pub handed_over_at: DateTime<Utc>,
    /// Kilometres.
    pub odometer_km: i64,
    pub battery_ids: Vec<Uuid>,
    pub battery_serials: Vec<String>,
    pub photo_file_ids: Vec<Uuid>,
    pub bast_file_id: Uuid,
}

/// Why a handover was refused inside its transaction (another writer got there first).
#[derive(Debug, thiserror::Error)]
pub enum HandoverError {
    /// The unit is no longer in stock (or changed since it was read).
    #[error("motorcycle_not_in_stock")]
    MotorcycleNotInStock,
    /// A battery is no longer in stock.
    #[error("battery_not_in_stock")]
    BatteryNotInStock,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Hands the unit over inside `txn`: the unit becomes `handed_over` and tied to the loan and
/// its lender (guarded on its version and `in_stock`), each battery becomes `installed` in it
/// (guarded on `in_stock`), the handover row is stored and audited on the unit.
pub async fn record(txn: &crate::Tx, actor: &Actor, h: &NewHandover) -> Result<handover::Model, HandoverError> {
    let now = crate::repo::now();
    let moved = motorcycle::Entity::update_many()
        .col_expr(motorcycle::Column::Status, Expr::value(MotorcycleStatus::HandedOver.as_str()))
        .col_expr(motorcycle::Column::LoanId, Expr::value(h.loan_id))
        .col_expr(motorcycle::Column::LenderId, Expr::value(h.lender_id))
        .col_expr(motorcycle::Column::HandedOverAt, Expr::value(h.handed_over_at))
        .col_expr(motorcycle::Column::OdometerKm, Expr::value(h.odometer_km))
        .col_expr(motorcycle::Column::Version, Expr::value(h.motorcycle_version + 1))
        .col_expr(motorcycle::Column::UpdatedAt, Expr::value(now))
        .filter(motorcycle::Column::Id.eq(h.motorcycle_id))
        .filter(motorcycle::Column::Version.eq(h.motorcycle_version))
        .filter(motorcycle::Column::Status.eq(MotorcycleStatus::InStock.as_str()))
        .exec(txn)
        .await?;
    if moved.rows_affected != 1 {
        return Err(HandoverError::MotorcycleNotInStock);
    }
    if !h.battery_ids.is_empty() {
        let installed = battery::Entity::update_many()
            .col_expr(battery::Column::Status, Expr::value(BatteryStatus::Installed.as_str()))
            .col_expr(battery::Column::MotorcycleId, Expr::value(h.motorcycle_id))
            .col_expr(battery::Column::Version, Expr::col(battery::Column::Version).add(1))
            .col_expr(battery::Column::UpdatedAt, Expr::value(now))
            .filter(battery::Column::Id.is_in(h.battery_ids.clone()))
            .filter(battery::Column::Status.eq(BatteryStatus::InStock.as_str()))
            .exec(txn)
            .await?;
        if installed.rows_affected != h.battery_ids.len() as u64 {
            return Err(HandoverError::BatteryNotInStock);
        }
    }
    let row = handover::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(h.loan_id),
        motorcycle_id: Set(h.motorcycle_id),
        lender_id: Set(h.lender_id),
        handed_over_at: Set(h.handed_over_at),
        odometer_km: Set(h.odometer_km),
        battery_serials: Set(serde_json::json!(h.battery_serials)),
        photo_file_ids: Set(serde_json::json!(h.photo_file_ids)),
        bast_file_id: Set(h.bast_file_id),
        ended_at: Set(None),
        created_by: Set(actor.user_id),
        created_at: Set(now),
    }
    .insert(txn)
    .await?;
    audit::record(
        txn,
        actor,
        "motorcycle.handover",
        MOTORCYCLE,
        &h.motorcycle_id.to_string(),
        Some(serde_json::json!({"status": MotorcycleStatus::InStock.as_str()})),
        Some(serde_json::json!({
            "status": MotorcycleStatus::HandedOver.as_str(), "loan_id": h.loan_id, "handed_over_at": h.handed_over_at,
            "odometer_km": h.odometer_km, "battery_serials": h.battery_serials,
        })),
    )
    .await?;
    Ok(row)
}

/// A unit's handovers, newest first.
pub async fn of_motorcycle(db: &impl ConnectionTrait, motorcycle_id: Uuid) -> Result<Vec<handover::Model>, DbErr> {
    handover::Entity::find()
        .filter(handover::Column::MotorcycleId.eq(motorcycle_id))
        .order_by_desc(handover::Column::HandedOverAt)
        .all(db)
        .await
}

/// The handover of a loan, when it has one.
pub async fn of_loan(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Option<handover::Model>, DbErr> {
    handover::Entity::find().filter(handover::Column::LoanId.eq(loan_id)).one(db).await
}
