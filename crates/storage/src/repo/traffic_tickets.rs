//! E-toll transactions and ETLE tickets on the lender's plates (issue 11 item 6; spec §2
//! `/app/fleet-service/etle`). A ticket is tied when stored to the unit with its plate and to
//! the loan whose handover period holds `occurred_at` (`handed_over_at <= t` and `ended_at`
//! open or later, same unit), so a unit handed over twice charges the right borrower. Every
//! read takes the caller's [`Scope`]: a funder's staff see only tickets whose `lender_id` (the
//! handover's lender) is theirs. Every change is guarded on `version` and audited (entity
//! `traffic_ticket`) in the same transaction. Amounts are rupiah.
//!
//! The natural key (kind, plate, `occurred_at`) is unique: the same ticket sent twice is stored
//! once ([`insert_batch`] answers `None` for the twin).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::assets::{TicketKind, TicketStatus};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select, Set,
    sea_query::{Expr, ExprTrait, Func, OnConflict, Query},
};
use uuid::Uuid;

use super::{
    audit::{self, Actor},
    keyset::{self, Keyed, PageAt},
    loans::Scope,
};
use crate::{
    StoreError,
    entity::{handover, loan, motorcycle, traffic_ticket},
};

/// Rows written per transaction by [`insert_batch`]'s callers (an import).
pub const BATCH_CHUNK: usize = 500;

impl Keyed for traffic_ticket::Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// The ticket list's filters (combined with AND).
#[derive(Debug, Clone)]
pub struct TicketFilter {
    pub scope: Scope,
    pub kind: Option<TicketKind>,
    pub status: Option<TicketStatus>,
    /// Normalised (`B 1234 XYZ`): exactly this plate.
    pub plate_number: Option<String>,
    /// A loan ID (`LN-…`): tickets charged to its borrower.
    pub loan_code: Option<String>,
    /// `occurred_at` from (inclusive) and to (exclusive), UTC bounds of Asia/Jakarta days.
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// Any part of the plate, the place or the borrower's name, case-insensitively (a plate
    /// typed without spaces matches too).
    pub q: Option<String>,
}

fn loans_where(cond: sea_orm::sea_query::SimpleExpr) -> sea_orm::sea_query::SelectStatement {
    Query::select().column(loan::Column::Id).from(loan::Entity).and_where(cond).to_owned()
}

fn query_of(f: &TicketFilter) -> Select<traffic_ticket::Entity> {
    use traffic_ticket::Column as C;
    let mut q = traffic_ticket::Entity::find();
    if let Some(lender) = f.scope.lender() {
        q = q.filter(C::LenderId.eq(lender));
    }
    if let Some(k) = f.kind {
        q = q.filter(C::Kind.eq(k.as_str()));
    }
    if let Some(s) = f.status {
        q = q.filter(C::Status.eq(s.as_str()));
    }
    if let Some(p) = &f.plate_number {
        q = q.filter(C::PlateNumber.eq(p.clone()));
    }
    if let Some(code) = &f.loan_code {
        q = q.filter(C::LoanId.in_subquery(loans_where(loan::Column::LoanCode.eq(code.clone()))));
    }
    if let Some(from) = f.from {
        q = q.filter(C::OccurredAt.gte(from));
    }
    if let Some(to) = f.to {
        q = q.filter(C::OccurredAt.lt(to));
    }
    if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let like = || super::contains_like(text);
        let mut any = Condition::any()
            .add(Expr::expr(Func::lower(Expr::col(C::PlateNumber))).like(like()))
            .add(Expr::expr(Func::lower(Expr::col(C::Place))).like(like()))
            .add(C::LoanId.in_subquery(loans_where(Expr::col(loan::Column::FullNameLower).like(like()))));
        if let Ok(plate) = domain::assets::normalise_plate(text) {
            any = any.add(C::PlateNumber.eq(plate));
        }
        q = q.filter(any);
    }
    q
}

/// A page of tickets matching `f`, by id (newest or oldest first): the rows and the next cursor.
pub async fn list(
    db: &impl ConnectionTrait,
    f: &TicketFilter,
    at: PageAt,
) -> Result<(Vec<traffic_ticket::Model>, Option<Uuid>), DbErr> {
    keyset::page(db, query_of(f), traffic_ticket::Column::Id, at).await
}

/// How many tickets match `f` ([`keyset::total`]).
pub async fn count(db: &impl ConnectionTrait, f: &TicketFilter) -> Result<keyset::Total, DbErr> {
    keyset::total(db, query_of(f), traffic_ticket::Column::Id).await
}

/// One ticket in `scope`; `None` when unknown or another funder's.
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<traffic_ticket::Model>, DbErr> {
    let mut q = traffic_ticket::Entity::find_by_id(id);
    if let Some(lender) = scope.lender() {
        q = q.filter(traffic_ticket::Column::LenderId.eq(lender));
    }
    q.one(db).await
}

/// The loan ID (`LN-…`) and borrower name of these loans.
pub async fn loan_names(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<HashMap<Uuid, (String, String)>, DbErr> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(Uuid, String, String)> = loan::Entity::find()
        .select_only()
        .column(loan::Column::Id)
        .column(loan::Column::LoanCode)
        .column(loan::Column::FullName)
        .filter(crate::repo::keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", ids))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, code, name)| (id, (code, name))).collect())
}

/// A ticket to store, checked (`domain::assets`).
#[derive(Debug, Clone)]
pub struct NewTicket {
    pub kind: TicketKind,
    /// Normalised (`domain::assets::normalise_plate`).
    pub plate_number: String,
    /// Truncated to microseconds (so the natural key compares equal on both engines).
    pub occurred_at: DateTime<Utc>,
    pub place: String,
    pub violation: String,
    /// Rupiah, 1..=`domain::assets::TICKET_AMOUNT_MAX`.
    pub amount: i64,
    pub status: TicketStatus,
}

fn audit_of(m: &traffic_ticket::Model) -> serde_json::Value {
    serde_json::json!({
        "kind": m.kind, "plate_number": m.plate_number, "motorcycle_id": m.motorcycle_id, "loan_id": m.loan_id,
        "lender_id": m.lender_id, "occurred_at": m.occurred_at, "place": m.place, "violation": m.violation,
        "amount": m.amount, "status": m.status,
    })
}

/// The unit, loan and lender a ticket belongs to: the unit with its plate, and the handover of
/// that unit whose period holds `occurred_at`.
type Holder = (Option<Uuid>, Option<Uuid>, Option<Uuid>);

/// Finds each ticket's [`Holder`] with two set-based reads (units by plate, their handovers).
async fn holders(db: &impl ConnectionTrait, rows: &[NewTicket]) -> Result<Vec<Holder>, DbErr> {
    let plates: Vec<String> = rows.iter().map(|r| r.plate_number.clone()).collect();
    let units: Vec<(Uuid, String)> = motorcycle::Entity::find()
        .select_only()
        .column(motorcycle::Column::Id)
        .column(motorcycle::Column::PlateNumber)
        .filter(motorcycle::Column::PlateNumber.is_in(plates))
        .into_tuple()
        .all(db)
        .await?;
    let unit_of: HashMap<String, Uuid> = units.into_iter().map(|(id, plate)| (plate, id)).collect();
    let ids: Vec<Uuid> = unit_of.values().copied().collect();
    let handovers = if ids.is_empty() {
        Vec::new()
    } else {
        handover::Entity::find()
            .filter(handover::Column::MotorcycleId.is_in(ids))
            .order_by_asc(handover::Column::HandedOverAt)
            .all(db)
            .await?
    };
    Ok(rows
        .iter()
        .map(|r| {
            let Some(unit) = unit_of.get(&r.plate_number).copied() else { return (None, None, None) };
            let held = handovers.iter().rev().find(|h| {
                h.motorcycle_id == unit && h.handed_over_at <= r.occurred_at && h.ended_at.is_none_or(|e| e > r.occurred_at)
            });
            match held {
                Some(h) => (Some(unit), Some(h.loan_id), h.lender_id),
                None => (Some(unit), None, None),
            }
        })
        .collect())
}

/// Stores `rows` in `txn` (at most a few hundred: the caller's transaction), each tied to its
/// unit and loan, with one audit row `traffic_ticket.create` per stored ticket. Answers, in
/// order, the stored ticket or `None` for one whose natural key (kind, plate, `occurred_at`) is
/// stored already (or repeated earlier in `rows`).
pub async fn insert_batch(
    txn: &impl ConnectionTrait,
    actor: &Actor,
    rows: &[NewTicket],
) -> Result<Vec<Option<traffic_ticket::Model>>, DbErr> {
    use traffic_ticket::Column as C;
    let held = holders(txn, rows).await?;
    let now = super::now();
    let mut out = Vec::with_capacity(rows.len());
    let mut audits = Vec::new();
    for (r, (motorcycle_id, loan_id, lender_id)) in rows.iter().zip(held) {
        let m = traffic_ticket::Model {
            id: Uuid::now_v7(),
            kind: r.kind.as_str().into(),
            plate_number: r.plate_number.clone(),
            motorcycle_id,
            loan_id,
            lender_id,
            occurred_at: r.occurred_at,
            place: r.place.clone(),
            violation: r.violation.clone(),
            amount: r.amount,
            status: r.status.as_str().into(),
            version: 1,
            created_by: actor.user_id,
            created_at: now,
            updated_at: now,
        };
        let am = traffic_ticket::ActiveModel {
            id: Set(m.id),
            kind: Set(m.kind.clone()),
            plate_number: Set(m.plate_number.clone()),
            motorcycle_id: Set(m.motorcycle_id),
            loan_id: Set(m.loan_id),
            lender_id: Set(m.lender_id),
            occurred_at: Set(m.occurred_at),
            place: Set(m.place.clone()),
            violation: Set(m.violation.clone()),
            amount: Set(m.amount),
            status: Set(m.status.clone()),
            version: Set(1),
            created_by: Set(m.created_by),
            created_at: Set(now),
            updated_at: Set(now),
        };
        let inserted = traffic_ticket::Entity::insert(am)
            .on_conflict(OnConflict::columns([C::Kind, C::PlateNumber, C::OccurredAt]).do_nothing().to_owned())
            .exec_without_returning(txn)
            .await?;
        if inserted == 1 {
            audits.push(audit::row(
                actor,
                "traffic_ticket.create",
                "traffic_ticket",
                &m.id.to_string(),
                None,
                Some(audit_of(&m)),
            ));
            out.push(Some(m));
        } else {
            out.push(None);
        }
    }
    audit::record_many(txn, audits).await?;
    Ok(out)
}

/// Stores one ticket. Errors: [`StoreError::Unique`] when its natural key is stored already.
pub async fn create(db: &sea_orm::DatabaseConnection, actor: &Actor, t: NewTicket) -> Result<traffic_ticket::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let stored = insert_batch(&txn, actor, std::slice::from_ref(&t)).await?.pop().flatten().ok_or(StoreError::Unique)?;
    txn.commit().await?;
    Ok(stored)
}

/// Moves `before` to `to` if it is still at `version` and in the status it was read in, with
/// its audit row `traffic_ticket.status`. The caller checks the move
/// (`domain::assets::ticket_moves`). Errors: [`StoreError::Conflict`] when stale or gone.
pub async fn set_status(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    before: &traffic_ticket::Model,
    version: i32,
    to: TicketStatus,
) -> Result<traffic_ticket::Model, StoreError> {
    use traffic_ticket::Column as C;
    let txn = crate::begin_write(db).await?;
    let changed = traffic_ticket::Entity::update_many()
        .col_expr(C::Status, Expr::value(to.as_str()))
        .col_expr(C::UpdatedAt, Expr::value(super::now()))
        .col_expr(C::Version, Expr::col(C::Version).add(1))
        .filter(C::Id.eq(before.id))
        .filter(C::Version.eq(version))
        .filter(C::Status.eq(before.status.clone()))
        .exec(&txn)
        .await
        .map_err(StoreError::from_db)?
        .rows_affected;
    if changed != 1 {
        return Err(StoreError::Conflict);
    }
    let after = traffic_ticket::Entity::find_by_id(before.id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    let (old, new) = (serde_json::json!({"status": before.status}), serde_json::json!({"status": after.status}));
    audit::record(&txn, actor, "traffic_ticket.status", "traffic_ticket", &before.id.to_string(), Some(old), Some(new)).await?;
    txn.commit().await?;
    Ok(after)
}

/// A unit's newest `limit` tickets by when they occurred (its timeline; the unit's scope is
/// checked by the caller).
pub async fn of_motorcycle(
    db: &impl ConnectionTrait,
    motorcycle_id: Uuid,
    limit: u64,
) -> Result<Vec<traffic_ticket::Model>, DbErr> {
    use sea_orm::QueryOrder;
    traffic_ticket::Entity::find()
        .filter(traffic_ticket::Column::MotorcycleId.eq(motorcycle_id))
        .order_by_desc(traffic_ticket::Column::OccurredAt)
        .limit(limit)
        .all(db)
        .await
}
