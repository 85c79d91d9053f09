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
    // A loan's audit rows are its story, read back as one sentence per event: an event without
    // a name in `LoanEvent` would have no sentence on the borrower detail (issue 45 item 2).
    debug_assert!(
        entity != "loan" || domain::pipeline::LoanEvent::parse(action).is_some(),
        "loan audit action `{action}` is not a domain::pipeline::LoanEvent: add it there and its sentence in web/src/locales/{{en,id}}/loan.json"
    );
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

/// Who made an audit row's change, as the reader is told (issue 45 item 2): a staff member (by
/// name), the daily job, or the system (seeding, the command line, an anonymous flow such as an
/// account activation or the payment gateway's callback).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ActorKind {
    Staff,
    DailyJob,
    System,
}

/// The request id prefix of the rows a scheduled job writes (`job:daily:2026-11-03`).
pub const JOB_REQUEST_PREFIX: &str = "job:";

impl ActorKind {
    /// The kind of the actor of a row with `actor_id` under `request_id`.
    pub fn of(actor_id: Option<Uuid>, request_id: Option<&str>) -> ActorKind {
        match (actor_id, request_id) {
            (Some(_), _) => ActorKind::Staff,
            (None, Some(r)) if r.starts_with(JOB_REQUEST_PREFIX) => ActorKind::DailyJob,
            (None, _) => ActorKind::System,
        }
    }
}

/// A stored file as a sentence names it: its kind (`contract`, `bank_statement`, …) and the
/// name it was uploaded under.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct DocumentRef {
    pub file_id: Uuid,
    pub kind: String,
    pub name: Option<String>,
}

/// The keys of an audit row's "after" (then "before") that name the file the change was about.
const FILE_KEYS: [&str; 2] = ["file_id", "contract_file_id"];

/// The file an audit row's change was about (an uploaded document, a verified contract), when
/// it names one.
pub fn file_of(row: &audit_log::Model) -> Option<Uuid> {
    [&row.after, &row.before].into_iter().flatten().find_map(|side| {
        FILE_KEYS.iter().find_map(|k| side.get(*k).and_then(|v| v.as_str()).and_then(|v| Uuid::parse_str(v).ok()))
    })
}

/// The loan codes and files that audit or access-log rows refer to by id, for their sentences:
/// one query for the loans and one for the files, whatever the number of rows.
#[derive(Debug, Default)]
pub struct Labels {
    /// Loan id → loan code (`LN-0000042`).
    pub loans: std::collections::HashMap<Uuid, String>,
    pub files: std::collections::HashMap<Uuid, DocumentRef>,
}

impl Labels {
    /// The labels of the loans `loan_ids` and the files `file_ids` (duplicates allowed).
    pub async fn load(db: &impl ConnectionTrait, loan_ids: &[Uuid], file_ids: &[Uuid]) -> Result<Labels, DbErr> {
        use crate::entity::{file, loan};
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};
        let unique = |ids: &[Uuid]| {
            let mut ids = ids.to_vec();
            ids.sort_unstable();
            ids.dedup();
            ids
        };
        let (loan_ids, file_ids) = (unique(loan_ids), unique(file_ids));
        let mut labels = Labels::default();
        if !loan_ids.is_empty() {
            let rows: Vec<(Uuid, String)> = loan::Entity::find()
                .select_only()
                .column(loan::Column::Id)
                .column(loan::Column::LoanCode)
                .filter(loan::Column::Id.is_in(loan_ids))
                .into_tuple()
                .all(db)
                .await?;
            labels.loans = rows.into_iter().collect();
        }
        if !file_ids.is_empty() {
            let rows: Vec<(Uuid, String, Option<String>)> = file::Entity::find()
                .select_only()
                .column(file::Column::Id)
                .column(file::Column::Kind)
                .column(file::Column::OriginalName)
                .filter(file::Column::Id.is_in(file_ids))
                .into_tuple()
                .all(db)
                .await?;
            labels.files = rows.into_iter().map(|(file_id, kind, name)| (file_id, DocumentRef { file_id, kind, name })).collect();
        }
        Ok(labels)
    }

    /// The loan code of `loan_id`.
    pub fn loan(&self, loan_id: Option<Uuid>) -> Option<String> {
        loan_id.and_then(|id| self.loans.get(&id).cloned())
    }

    /// The document `file_id`.
    pub fn file(&self, file_id: Option<Uuid>) -> Option<DocumentRef> {
        file_id.and_then(|id| self.files.get(&id).cloned())
    }
}
