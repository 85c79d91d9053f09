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
