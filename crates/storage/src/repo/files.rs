//! Uploaded files' metadata (the bytes live in the object store under `storage_key`).

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

use crate::entity::file::{self, Model};

/// Stores the metadata of an uploaded file (its bytes are already in the object store).
pub async fn insert(db: &impl ConnectionTrait, f: Model) -> Result<Model, DbErr> {
    file::ActiveModel {
        id: Set(f.id),
        kind: Set(f.kind),
        content_type: Set(f.content_type),
        size_bytes: Set(f.size_bytes),
        storage_key: Set(f.storage_key),
        sha256: Set(f.sha256),
        original_name: Set(f.original_name),
        uploaded_by: Set(f.uploaded_by),
        loan_id: Set(f.loan_id),
        created_at: Set(f.created_at),
    }
    .insert(db)
    .await
}

/// One file by id.
pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Model>, DbErr> {
    file::Entity::find_by_id(id).one(db).await
}

/// Files by id (unknown ids are left out).
pub async fn find_many(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<Vec<Model>, DbErr> {
    file::Entity::find().filter(file::Column::Id.is_in(ids.iter().copied())).all(db).await
}
