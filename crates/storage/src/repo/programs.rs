//! Financing programs as data (issue 41 item 7, DESIGN §3 "Programs"): level 21 creates, edits
//! and retires them. Every change is a guarded write on `version` with its audit row
//! (`program.create`, `program.update`, `program.retire`, `program.reactivate`) in the same
//! transaction. Loans keep the terms copied onto them at verification, so a change here moves
//! no loan already made.

use domain::programs::ProgramFields;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Set,
    sea_query::{Expr, ExprTrait},
};
use uuid::Uuid;

use super::audit::{self, Actor};
use crate::{StoreError, entity::program};

/// The audit JSON of a program's fields.
fn audit_of(f: &ProgramFields) -> serde_json::Value {
    serde_json::json!({
        "code": f.code, "name": f.name, "name_id": f.name_id, "kind": f.kind.as_str(),
        "installment_frequency": f.installment_frequency.as_str(), "tenure_count": f.tenure_count,
        "down_payment_bp": f.down_payment_bp, "flat_rate_bp": f.flat_rate_bp, "admin_fee": f.admin_fee,
        "needs_offering_letter": f.needs_offering_letter, "first_payment_days": f.first_payment_days,
        "late_fee_bp_per_day": f.late_fee_bp_per_day, "late_fee_grace_days": f.late_fee_grace_days,
        "late_fee_cap_bp": f.late_fee_cap_bp, "early_settlement_fee_bp": f.early_settlement_fee_bp, "active": f.active,
    })
}

/// The audit JSON of a stored program: its fields as [`audit_of`] writes them.
fn audit_of_row(m: &program::Model) -> serde_json::Value {
    let mut v = serde_json::to_value(m).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.remove("id");
        o.remove("version");
    }
    v
}

/// Every program, active ones first then by name; only the active ones (those that take new
/// applications) unless `include_retired`.
pub async fn list(db: &impl ConnectionTrait, include_retired: bool) -> Result<Vec<program::Model>, DbErr> {
    let mut q = program::Entity::find().order_by_desc(program::Column::Active).order_by_asc(program::Column::Name);
    if !include_retired {
        q = q.filter(program::Column::Active.eq(true));
    }
    q.all(db).await
}

/// One program, retired or not.
pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<program::Model>, DbErr> {
    program::Entity::find_by_id(id).one(db).await
}

/// Creates a program at version 1. Errors: [`StoreError::Unique`] when the code is taken.
pub async fn create(db: &sea_orm::DatabaseConnection, actor: &Actor, f: &ProgramFields) -> Result<program::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let row = program::ActiveModel {
        id: Set(Uuid::now_v7()),
        code: Set(f.code.clone()),
        name: Set(f.name.clone()),
        name_id: Set(f.name_id.clone()),
        kind: Set(f.kind.into()),
        installment_frequency: Set(f.installment_frequency.into()),
        tenure_count: Set(f.tenure_count),
        active: Set(f.active),
        down_payment_bp: Set(f.down_payment_bp),
        flat_rate_bp: Set(f.flat_rate_bp),
        admin_fee: Set(f.admin_fee),
        needs_offering_letter: Set(f.needs_offering_letter),
        first_payment_days: Set(f.first_payment_days),
        late_fee_bp_per_day: Set(f.late_fee_bp_per_day),
        late_fee_grace_days: Set(f.late_fee_grace_days),
        late_fee_cap_bp: Set(f.late_fee_cap_bp),
        early_settlement_fee_bp: Set(f.early_settlement_fee_bp),
        version: Set(1),
    }
    .insert(&txn)
    .await
    .map_err(StoreError::from_db)?;
    audit::record(&txn, actor, "program.create", "program", &row.id.to_string(), None, Some(audit_of(f))).await?;
    txn.commit().await?;
    Ok(row)
}

/// Replaces a program's fields if it is still at `version` (then one more). `active = false`
/// retires it: it takes no new applications and stays on the loans that have it. Errors:
/// [`StoreError::Conflict`] when stale or gone, [`StoreError::Unique`] when the code is taken.
pub async fn update(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    id: Uuid,
    version: i32,
    f: &ProgramFields,
) -> Result<program::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let before = program::Entity::find_by_id(id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    use program::Column as C;
    let changed = program::Entity::update_many()
        .col_expr(C::Code, Expr::value(f.code.clone()))
        .col_expr(C::Name, Expr::value(f.name.clone()))
        .col_expr(C::NameId, Expr::value(f.name_id.clone()))
        .col_expr(C::Kind, Expr::value(f.kind.as_str()))
        .col_expr(C::InstallmentFrequency, Expr::value(f.installment_frequency.as_str()))
        .col_expr(C::TenureCount, Expr::value(f.tenure_count))
        .col_expr(C::Active, Expr::value(f.active))
        .col_expr(C::DownPaymentBp, Expr::value(f.down_payment_bp))
        .col_expr(C::FlatRateBp, Expr::value(f.flat_rate_bp))
        .col_expr(C::AdminFee, Expr::value(f.admin_fee))
        .col_expr(C::NeedsOfferingLetter, Expr::value(f.needs_offering_letter))
        .col_expr(C::FirstPaymentDays, Expr::value(f.first_payment_days))
        .col_expr(C::LateFeeBpPerDay, Expr::value(f.late_fee_bp_per_day))
        .col_expr(C::LateFeeGraceDays, Expr::value(f.late_fee_grace_days))
        .col_expr(C::LateFeeCapBp, Expr::value(f.late_fee_cap_bp))
        .col_expr(C::EarlySettlementFeeBp, Expr::value(f.early_settlement_fee_bp))
        .col_expr(C::Version, Expr::col(C::Version).add(1))
        .filter(C::Id.eq(id))
        .filter(C::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(StoreError::from_db)?
        .rows_affected;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    let action = match (before.active, f.active) {
        (true, false) => "program.retire",
        (false, true) => "program.reactivate",
        _ => "program.update",
    };
    audit::record(&txn, actor, action, "program", &id.to_string(), Some(audit_of_row(&before)), Some(audit_of(f))).await?;
    let after = program::Entity::find_by_id(id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    txn.commit().await?;
    Ok(after)
}
