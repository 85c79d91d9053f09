//! Borrowers (prospect accounts). Changes go through the loan write path
//! (`repo::loans::apply`, `repo::loans::open`); these are the reads.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use crate::entity::borrower::{self, Model};

/// A unique borrower field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unique {
    /// Lower-case e-mail.
    Email,
    /// `+62…`.
    Phone,
}

/// Whether a borrower other than `except` already has `value` in `field`.
pub async fn taken(db: &impl ConnectionTrait, field: Unique, value: &str, except: Option<Uuid>) -> Result<bool, DbErr> {
    let col = match field {
        Unique::Email => borrower::Column::Email,
        Unique::Phone => borrower::Column::Phone,
    };
    let mut q = borrower::Entity::find().filter(col.eq(value));
    if let Some(id) = except {
        q = q.filter(borrower::Column::Id.ne(id));
    }
    Ok(q.one(db).await?.is_some())
}

/// Which of `values` some borrower already has in `field` (a batch import's rows, checked in
/// chunks of 500 so the statement stays small).
pub async fn taken_many(
    db: &impl ConnectionTrait,
    field: Unique,
    values: &[String],
) -> Result<std::collections::HashSet<String>, DbErr> {
    let col = match field {
        Unique::Email => borrower::Column::Email,
        Unique::Phone => borrower::Column::Phone,
    };
    let mut found = std::collections::HashSet::new();
    for chunk in values.chunks(500) {
        let rows: Vec<String> = borrower::Entity::find()
            .select_only()
            .column(col)
            .filter(col.is_in(chunk.iter().cloned()))
            .into_tuple()
            .all(db)
            .await?;
        found.extend(rows);
    }
    Ok(found)
}

/// One borrower by id.
pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Model>, DbErr> {
    borrower::Entity::find_by_id(id).one(db).await
}

/// The phones (`+62…`) of these borrowers (a list page's, at most a few hundred), by id.
pub async fn phones(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<std::collections::HashMap<Uuid, String>, DbErr> {
    if ids.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    let rows: Vec<(Uuid, String)> = borrower::Entity::find()
        .select_only()
        .column(borrower::Column::Id)
        .column(borrower::Column::Phone)
        .filter(borrower::Column::Id.is_in(ids.to_vec()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}
