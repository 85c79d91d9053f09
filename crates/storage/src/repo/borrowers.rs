//! Borrowers (prospect accounts). Changes go through the loan write path
//! (`repo::loans::apply`, `repo::loans::open`); these are the reads.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
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

/// One borrower by id.
pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Model>, DbErr> {
    borrower::Entity::find_by_id(id).one(db).await
}
