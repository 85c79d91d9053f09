//! The audit log (DESIGN §3): every change writes a row in the same transaction.

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};
use uuid::Uuid;

use crate::entity::audit_log;

/// Who made a change and under which request, for the audit row.
#[derive(Debug, Clone, Default)]
pub struct Actor {
    pub user_id: Option<Uuid>,
    pub request_id: Option<String>,
}

/// One audit row, not yet written. `before`/`after` are the changed fields as JSON (secrets
/// left out).
pub fn row(
    actor: &Actor,
    action: &str,
    entity: &str,
    entity_id: &str,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
) -> audit_log::ActiveModel {
    audit_log::ActiveModel {
        id: Set(Uuid::now_v7()),
        at: Set(super::now()),
        actor_id: Set(actor.user_id),
        action: Set(action.to_owned()),
        entity: Set(entity.to_owned()),
        entity_id: Set(entity_id.to_owned()),
        before: Set(before),
        after: Set(after),
        request_id: Set(actor.request_id.clone()),
    }
}

/// Writes one audit row.
pub async fn record(
    db: &impl ConnectionTrait,
    actor: &Actor,
    action: &str,
    entity: &str,
    entity_id: &str,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
) -> Result<(), DbErr> {
    row(actor, action, entity, entity_id, before, after).insert(db).await.map(|_| ())
}

/// Writes many audit rows (a batch of changes), a few hundred per statement.
pub async fn record_many(db: &impl ConnectionTrait, rows: Vec<audit_log::ActiveModel>) -> Result<(), DbErr> {
    use sea_orm::EntityTrait;
    for chunk in rows.chunks(500) {
        audit_log::Entity::insert_many(chunk.to_vec()).exec(db).await?;
    }
    Ok(())
}

/// The audit rows of one entity (`"loan"`, its id), oldest first, at most `limit`: a loan's
/// timeline.
pub async fn of_entity(
    db: &impl ConnectionTrait,
    entity: &str,
    entity_id: &str,
    limit: u64,
) -> Result<Vec<audit_log::Model>, DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
    audit_log::Entity::find()
        .filter(audit_log::Column::Entity.eq(entity))
        .filter(audit_log::Column::EntityId.eq(entity_id))
        .order_by_asc(audit_log::Column::At)
        .order_by_asc(audit_log::Column::Id)
        .limit(limit)
        .all(db)
        .await
}

/// The audit viewer's filters (issue 12 item 4), combined with AND; times are UTC bounds the
/// caller computed from Asia/Jakarta days (`to` exclusive).
#[derive(Debug, Clone, Default)]
pub struct AuditFilter {
    pub actor_id: Option<Uuid>,
    pub entity: Option<String>,
    pub entity_id: Option<String>,
    /// An exact action (`user.update`) or a prefix ending in `.` (`user.`).
    pub action: Option<String>,
    pub from: Option<chrono::DateTime<chrono::Utc>>,
    pub to: Option<chrono::DateTime<chrono::Utc>>,
}

impl super::keyset::Keyed for audit_log::Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// One page of the audit trail at `at` (newest first by default: ids are UUIDv7) and the total
/// matching, counted up to [`super::keyset::TOTAL_CAP`] (then capped).
pub async fn page(
    db: &impl ConnectionTrait,
    f: &AuditFilter,
    at: super::keyset::PageAt,
) -> Result<(Vec<audit_log::Model>, Option<Uuid>, super::keyset::Total), DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let mut q = audit_log::Entity::find();
    if let Some(a) = f.actor_id {
        q = q.filter(audit_log::Column::ActorId.eq(a));
    }
    if let Some(e) = &f.entity {
        q = q.filter(audit_log::Column::Entity.eq(e.as_str()));
    }
    if let Some(e) = &f.entity_id {
        q = q.filter(audit_log::Column::EntityId.eq(e.as_str()));
    }
    if let Some(a) = &f.action {
        q = if a.ends_with('.') {
            q.filter(audit_log::Column::Action.starts_with(a.as_str()))
        } else {
            q.filter(audit_log::Column::Action.eq(a.as_str()))
        };
    }
    if let Some(t) = f.from {
        q = q.filter(audit_log::Column::At.gte(t));
    }
    if let Some(t) = f.to {
        q = q.filter(audit_log::Column::At.lt(t));
    }
    let total = super::keyset::total(db, q.clone(), audit_log::Column::Id).await?;
    let (rows, next) = super::keyset::page(db, q, audit_log::Column::Id, at).await?;
    Ok((rows, next, total))
}
