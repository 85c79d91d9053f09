//! The borrower-data access log (issue 12 item 4, UU PDP 27/2022): a row per read of a
//! borrower's detail, a document or the data export, so a borrower's data request can show who
//! saw what. Reads are written outside any change's transaction (a read changes nothing else).

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

use crate::{
    entity::borrower_access::{self, Model},
    repo::{
        audit::Actor,
        keyset::{self, Keyed, PageAt},
    },
};

/// One read to record.
#[derive(Debug, Clone)]
pub struct Read {
    pub borrower_id: Uuid,
    pub loan_id: Option<Uuid>,
    pub file_id: Option<Uuid>,
    pub action: domain::retention::AccessAction,
}

/// Records `read` by `actor` (staff only: a system read has no actor and is not recorded).
pub async fn record(db: &impl ConnectionTrait, actor: &Actor, read: Read) -> Result<(), DbErr> {
    let Some(actor_id) = actor.user_id else { return Ok(()) };
    borrower_access::ActiveModel {
        id: Set(Uuid::now_v7()),
        at: Set(super::now()),
        actor_id: Set(actor_id),
        borrower_id: Set(read.borrower_id),
        loan_id: Set(read.loan_id),
        file_id: Set(read.file_id),
        action: Set(read.action.as_str().to_owned()),
        request_id: Set(actor.request_id.clone()),
    }
    .insert(db)
    .await
    .map(|_| ())
}

impl Keyed for Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// One page of a borrower's access log at `at` (newest first by default) and its total, counted
/// up to [`super::keyset::TOTAL_CAP`].
pub async fn page(
    db: &impl ConnectionTrait,
    borrower_id: Uuid,
    at: PageAt,
) -> Result<(Vec<Model>, Option<Uuid>, super::keyset::Total), DbErr> {
    let q = borrower_access::Entity::find().filter(borrower_access::Column::BorrowerId.eq(borrower_id));
    let total = keyset::total(db, q.clone(), borrower_access::Column::Id).await?;
    let (rows, next) = keyset::page(db, q, borrower_access::Column::Id, at).await?;
    Ok((rows, next, total))
}
