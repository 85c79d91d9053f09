//! Lenders and their funding sources (issue 14; DESIGN §3 "Lenders"). Every read takes the
//! caller's [`Scope`]: a funder's staff see only their own lender (and, when tied to a funding
//! source, only that source and its allocations), so no handler filters by hand. Every change
//! is a guarded write on `version` with its audit row in the same transaction.
//!
//! What a funding source has drawn (`used_amount`) is a counter moved by the allocation write
//! (`repo::loans::allocations`), never computed here.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::lenders::{FundingSourceStatus, LenderFields, LenderStatus, SourceTerms};
use domain::pipeline::{ActiveStatus, AllocationStatus, ApprovalStatus, ContractStatus, KycStatus};
use domain::repayment::QualityRegime;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
    sea_query::{Expr, ExprTrait, Func},
};
use uuid::Uuid;

use super::{
    audit::{self, Actor},
    loans::Scope,
};
use crate::{
    StoreError,
    entity::{Stored, funding_source, lender, loan_allocation},
};

/// The audit JSON of a lender's fields.
fn audit_of(f: &LenderFields) -> serde_json::Value {
    serde_json::json!({
        "name": f.name, "legal_name": f.legal_name, "code": f.code, "kind": f.kind,
        "status": f.status, "contact_email": f.contact_email, "contact_phone": f.contact_phone,
        "quality_regime": f.quality_regime,
    })
}

/// The audit JSON of a stored lender's fields.
fn audit_of_row(m: &lender::Model) -> serde_json::Value {
    serde_json::json!({
        "name": m.name, "legal_name": m.legal_name, "code": m.code, "kind": m.kind,
        "status": m.status, "contact_email": m.contact_email, "contact_phone": m.contact_phone,
        "quality_regime": m.quality_regime,
    })
}

/// The lenders in `scope` (all, or the funder's own), by name; `q` matches any part of the
/// name, legal name or code, case-insensitively.
pub async fn list(
    db: &impl ConnectionTrait,
    scope: Scope,
    q: Option<&str>,
    status: Option<LenderStatus>,
) -> Result<Vec<lender::Model>, DbErr> {
    let mut query = lender::Entity::find().order_by_asc(lender::Column::Name).order_by_asc(lender::Column::Id);
    if let Some(id) = scope.lender() {
        query = query.filter(lender::Column::Id.eq(id));
    }
    if let Some(s) = status {
        query = query.filter(lender::Column::Status.eq(s.as_str()));
    }
    if let Some(text) = q.map(str::trim).filter(|t| !t.is_empty()) {
        let p = || super::contains_like(text);
        query = query.filter(
            sea_orm::Condition::any()
                .add(Expr::expr(Func::lower(Expr::col(lender::Column::Name))).like(p()))
                .add(Expr::expr(Func::lower(Expr::col(lender::Column::LegalName))).like(p()))
                .add(Expr::expr(Func::lower(Expr::col(lender::Column::Code))).like(p())),
        );
    }
    query.all(db).await
}

/// One lender in `scope`; `None` when unknown or outside it.
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<lender::Model>, DbErr> {
    if scope.lender().is_some_and(|own| own != id) {
        return Ok(None);
    }
    lender::Entity::find_by_id(id).one(db).await
}

#[derive(Debug, FromQueryResult)]
struct StaffCount {
    lender_id: Uuid,
    n: i64,
}

/// Staff accounts (not disabled) tied to each lender.
pub async fn staff_counts(db: &impl ConnectionTrait) -> Result<HashMap<Uuid, i64>, DbErr> {
    let rows = StaffCount::find_by_statement(sea_orm::Statement::from_string(
        db.get_database_backend(),
        "SELECT lender_id, COUNT(*) AS n FROM users WHERE lender_id IS NOT NULL AND status <> 'disabled' GROUP BY lender_id",
    ))
    .all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.lender_id, r.n)).collect())
}

#[derive(FromQueryResult)]
struct StaffLevel {
    lender_id: Uuid,
    level: i32,
}

/// Lenders with at least one active staff account whose level may decide its allocations
/// (the loan approval area; issue 41 item 13: the allocation dialog flags a lender without).
pub async fn with_deciders(db: &impl ConnectionTrait) -> Result<std::collections::HashSet<Uuid>, DbErr> {
    let rows = StaffLevel::find_by_statement(sea_orm::Statement::from_string(
        db.get_database_backend(),
        "SELECT DISTINCT lender_id, level FROM users WHERE lender_id IS NOT NULL AND status = 'active'",
    ))
    .all(db)
    .await?;
    Ok(rows.into_iter().filter(|r| domain::Level(r.level).allows(domain::Area::BorrowerApproval)).map(|r| r.lender_id).collect())
}

/// Creates a lender. Errors: [`StoreError::Unique`] when the code is taken.
pub async fn create(db: &sea_orm::DatabaseConnection, actor: &Actor, f: &LenderFields) -> Result<lender::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let now = super::now();
    let row = lender::ActiveModel {
        id: Set(Uuid::now_v7()),
        code: Set(f.code.clone()),
        name: Set(f.name.clone()),
        funding_source: Set(None),
        created_at: Set(now),
        legal_name: Set(f.legal_name.clone()),
        kind: Set(f.kind.as_str().into()),
        status: Set(f.status.as_str().into()),
        contact_email: Set(f.contact_email.clone()),
        contact_phone: Set(f.contact_phone.clone()),
        version: Set(1),
        updated_at: Set(Some(now)),
        quality_regime: Set(f.quality_regime.unwrap_or_else(|| QualityRegime::default_for(f.kind)).as_str().into()),
    }
    .insert(&txn)
    .await
    .map_err(StoreError::from_db)?;
    audit::record(&txn, actor, "lender.create", "lender", &row.id.to_string(), None, Some(audit_of(f))).await?;
    txn.commit().await?;
    Ok(row)
}

/// Replaces a lender's fields if it is still at `version`. Errors: [`StoreError::Conflict`]
/// when stale or gone, [`StoreError::Unique`] when the code is taken.
pub async fn update(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    id: Uuid,
    version: i32,
    f: &LenderFields,
) -> Result<lender::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let before = lender::Entity::find_by_id(id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    let changed = lender::Entity::update_many()
        .col_expr(lender::Column::Name, Expr::value(f.name.clone()))
        .col_expr(lender::Column::LegalName, Expr::value(f.legal_name.clone()))
        .col_expr(lender::Column::Code, Expr::value(f.code.clone()))
        .col_expr(lender::Column::Kind, Expr::value(f.kind.as_str()))
        .col_expr(lender::Column::Status, Expr::value(f.status.as_str()))
        .col_expr(lender::Column::ContactEmail, Expr::value(f.contact_email.clone()))
        .col_expr(lender::Column::ContactPhone, Expr::value(f.contact_phone.clone()))
        .col_expr(
            lender::Column::QualityRegime,
            f.quality_regime.map_or_else(|| Expr::col(lender::Column::QualityRegime), |r| Expr::value(r.as_str())),
        )
        .col_expr(lender::Column::UpdatedAt, Expr::value(super::now()))
        .col_expr(lender::Column::Version, Expr::col(lender::Column::Version).add(1))
        .filter(lender::Column::Id.eq(id))
        .filter(lender::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(StoreError::from_db)?
        .rows_affected;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    let action = if before.status != f.status.as_str() { "lender.status" } else { "lender.update" };
    audit::record(&txn, actor, action, "lender", &id.to_string(), Some(audit_of_row(&before)), Some(audit_of(f))).await?;
    let after = lender::Entity::find_by_id(id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    txn.commit().await?;
    Ok(after)
}

/// The funding sources of a lender in `scope` (a source-tied staff member sees only theirs), by
/// start date then name.
pub async fn sources(db: &impl ConnectionTrait, scope: Scope, lender_id: Uuid) -> Result<Vec<funding_source::Model>, DbErr> {
    let mut q = funding_source::Entity::find().filter(funding_source::Column::LenderId.eq(lender_id));
    if let Some(source) = scope.source() {
        q = q.filter(funding_source::Column::Id.eq(source));
    }
    q.order_by_asc(funding_source::Column::AvailableFrom).order_by_asc(funding_source::Column::Name).all(db).await
}

/// One funding source of `lender_id` in `scope`.
pub async fn find_source(
    db: &impl ConnectionTrait,
    scope: Scope,
    lender_id: Uuid,
    id: Uuid,
) -> Result<Option<funding_source::Model>, DbErr> {
    if scope.source().is_some_and(|own| own != id) {
        return Ok(None);
    }
    funding_source::Entity::find_by_id(id).filter(funding_source::Column::LenderId.eq(lender_id)).one(db).await
}

/// Whether the lender has any funding source (an allocation to it must then name one).
pub async fn has_sources(db: &impl ConnectionTrait, lender_id: Uuid) -> Result<bool, DbErr> {
    Ok(funding_source::Entity::find().filter(funding_source::Column::LenderId.eq(lender_id)).one(db).await?.is_some())
}

fn source_audit(t: &SourceTerms, status: FundingSourceStatus) -> serde_json::Value {
    serde_json::json!({
        "name": t.name, "limit_amount": t.limit_amount, "available_from": t.available_from,
        "available_until": t.available_until, "status": status,
    })
}

/// Creates a funding source of `lender_id`. Errors: [`StoreError::Unique`] when the lender
/// already has a source of that name.
pub async fn create_source(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    lender_id: Uuid,
    t: &SourceTerms,
    status: FundingSourceStatus,
) -> Result<funding_source::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let now = super::now();
    let row = funding_source::ActiveModel {
        id: Set(Uuid::now_v7()),
        lender_id: Set(lender_id),
        name: Set(t.name.clone()),
        limit_amount: Set(t.limit_amount),
        used_amount: Set(0),
        available_from: Set(t.available_from),
        available_until: Set(t.available_until),
        status: Set(status.as_str().into()),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    }
    .insert(&txn)
    .await
    .map_err(StoreError::from_db)?;
    let after = serde_json::json!({ "lender_id": lender_id, "source": source_audit(t, status) });
    audit::record(&txn, actor, "funding_source.create", "funding_source", &row.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(row)
}

/// Replaces a funding source's terms if it is still at `version`; what it has drawn stays
/// (a limit below it leaves nothing remaining). Errors: [`StoreError::Conflict`],
/// [`StoreError::Unique`].
pub async fn update_source(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    before: &funding_source::Model,
    version: i32,
    t: &SourceTerms,
    status: FundingSourceStatus,
) -> Result<funding_source::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let changed = funding_source::Entity::update_many()
        .col_expr(funding_source::Column::Name, Expr::value(t.name.clone()))
        .col_expr(funding_source::Column::LimitAmount, Expr::value(t.limit_amount))
        .col_expr(funding_source::Column::AvailableFrom, Expr::value(t.available_from))
        .col_expr(funding_source::Column::AvailableUntil, Expr::value(t.available_until))
        .col_expr(funding_source::Column::Status, Expr::value(status.as_str()))
        .col_expr(funding_source::Column::UpdatedAt, Expr::value(super::now()))
        .col_expr(funding_source::Column::Version, Expr::col(funding_source::Column::Version).add(1))
        .filter(funding_source::Column::Id.eq(before.id))
        .filter(funding_source::Column::Version.eq(version))
        .exec(&txn)
        .await
        .map_err(StoreError::from_db)?
        .rows_affected;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    let old = serde_json::json!({
        "name": before.name, "limit_amount": before.limit_amount, "available_from": before.available_from,
        "available_until": before.available_until, "status": before.status,
    });
    audit::record(
        &txn,
        actor,
        "funding_source.update",
        "funding_source",
        &before.id.to_string(),
        Some(old),
        Some(source_audit(t, status)),
    )
    .await?;
    let after = funding_source::Entity::find_by_id(before.id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    txn.commit().await?;
    Ok(after)
}

/// The active book of `lender_id`, of one funding source when `scope` is tied to one: summed
/// from `portfolio_figures` (`reports::book_totals`), whose size does not grow with the book.
pub async fn active_book(
    db: &impl ConnectionTrait,
    scope: Scope,
    lender_id: Uuid,
) -> Result<crate::repo::reports::BookTotals, DbErr> {
    let f = crate::repo::reports::ReportFilter { lender_id: Some(lender_id), ..crate::repo::reports::ReportFilter::book(scope) };
    crate::repo::reports::book_totals(db, &f).await
}

/// How many allocations [`allocations`] would list (without its cursor), counted up to 1,000:
/// the count and whether it was capped.
pub async fn allocation_count(
    db: &impl ConnectionTrait,
    scope: Scope,
    lender_id: Uuid,
    status: Option<domain::pipeline::AllocationStatus>,
) -> Result<(u64, bool), DbErr> {
    const CAP: u64 = 1000;
    let mut q = loan_allocation::Entity::find().filter(loan_allocation::Column::LenderId.eq(lender_id));
    if let Some(source) = scope.source() {
        q = q.filter(loan_allocation::Column::FundingSourceId.eq(source));
    }
    if let Some(s) = status {
        q = q.filter(loan_allocation::Column::Status.eq(s.as_str()));
    }
    let n = q.limit(CAP + 1).count(db).await?;
    Ok((std::cmp::min(n, CAP), n > CAP))
}

/// One allocation on a lender's list, with its loan's stage while the loan is still under it.
/// Once a later allocation exists (the loan moved to another funder, or was allocated again),
/// the row is `moved` and its live columns are empty: the loan's stage, statuses and days past
/// due are no longer this allocation's to show (issue 40 item 4).
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct AllocationRow {
    pub allocation_id: Uuid,
    pub loan_code: String,
    pub full_name: String,
    /// Rupiah.
    pub amount: i64,
    pub allocation_status: Stored<AllocationStatus>,
    pub funding_source_id: Option<Uuid>,
    pub funding_source_name: Option<String>,
    pub allocated_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub override_reason: Option<String>,
    pub approval_status: Option<Stored<ApprovalStatus>>,
    pub kyc_status: Option<Stored<KycStatus>>,
    pub contract_status: Option<Stored<ContractStatus>>,
    pub active_status: Option<Stored<ActiveStatus>>,
    /// 0 when `moved`.
    pub dpd: i32,
    /// A later allocation of the loan exists.
    pub moved: bool,
}

impl super::keyset::Keyed for AllocationRow {
    fn key(&self) -> Uuid {
        self.allocation_id
    }
}

/// A page of `lender_id`'s allocations, newest first (keyset on the allocation id, UUIDv7),
/// of one status when given, of one source when `scope` is tied to one. Answers the rows and
/// the next cursor.
pub async fn allocations(
    db: &impl ConnectionTrait,
    scope: Scope,
    lender_id: Uuid,
    status: Option<domain::pipeline::AllocationStatus>,
    cursor: Option<Uuid>,
    limit: u64,
) -> Result<(Vec<AllocationRow>, Option<Uuid>), DbErr> {
    let backend = db.get_database_backend();
    let mut values: Vec<sea_orm::Value> = vec![lender_id.into()];
    let param = |v: sea_orm::Value, values: &mut Vec<sea_orm::Value>| {
        values.push(v);
        if backend == sea_orm::DbBackend::Postgres { format!("${}", values.len()) } else { "?".to_owned() }
    };
    let first = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
    // A later allocation of the loan: an index probe on ix_allocations_loan (loan_id, allocated_at).
    let moved = "EXISTS (SELECT 1 FROM loan_allocations n WHERE n.loan_id = a.loan_id AND n.allocated_at > a.allocated_at)";
    let live = |col: &str| format!("CASE WHEN {moved} THEN NULL ELSE {col} END");
    let mut sql = format!(
        "SELECT a.id AS allocation_id, l.loan_code, l.full_name, a.amount, a.status AS allocation_status, \
           a.funding_source_id, s.name AS funding_source_name, a.allocated_at, a.decided_at, a.override_reason, \
           {} AS approval_status, {} AS kyc_status, {} AS contract_status, {} AS active_status, \
           CASE WHEN {moved} THEN 0 ELSE COALESCE(ls.dpd, 0) END AS dpd, {moved} AS moved \
         FROM loan_allocations a JOIN loans l ON l.id = a.loan_id LEFT JOIN funding_sources s ON s.id = a.funding_source_id \
           LEFT JOIN loan_standing ls ON ls.loan_id = l.id \
         WHERE a.lender_id = {first}",
        live("l.approval_status"),
        live("l.kyc_status"),
        live("l.contract_status"),
        live("l.active_status"),
    );
    if let Some(source) = scope.source() {
        let p = param(source.into(), &mut values);
        sql.push_str(&format!(" AND a.funding_source_id = {p}"));
    }
    if let Some(s) = status {
        let p = param(s.as_str().into(), &mut values);
        sql.push_str(&format!(" AND a.status = {p}"));
    }
    if let Some(c) = cursor {
        let p = param(c.into(), &mut values);
        sql.push_str(&format!(" AND a.id < {p}"));
    }
    sql.push_str(&format!(" ORDER BY a.id DESC LIMIT {}", limit + 1));
    let rows = AllocationRow::find_by_statement(sea_orm::Statement::from_sql_and_values(backend, sql, values)).all(db).await?;
    Ok(super::keyset::paged(rows, limit))
}
