//! Reference data: lenders, programs, partners, dealers, motorcycle types.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use crate::entity::{dealer, lender, motorcycle_type, partner, program};

pub async fn lenders(db: &impl ConnectionTrait) -> Result<Vec<lender::Model>, DbErr> {
    lender::Entity::find().order_by_asc(lender::Column::Name).all(db).await
}

pub async fn lender(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<lender::Model>, DbErr> {
    lender::Entity::find_by_id(id).one(db).await
}

pub async fn programs(db: &impl ConnectionTrait) -> Result<Vec<program::Model>, DbErr> {
    program::Entity::find().filter(program::Column::Active.eq(true)).order_by_asc(program::Column::Name).all(db).await
}

pub async fn partners(db: &impl ConnectionTrait) -> Result<Vec<partner::Model>, DbErr> {
    partner::Entity::find().filter(partner::Column::Active.eq(true)).order_by_asc(partner::Column::Name).all(db).await
}

pub async fn dealers(db: &impl ConnectionTrait) -> Result<Vec<dealer::Model>, DbErr> {
    dealer::Entity::find().filter(dealer::Column::Active.eq(true)).order_by_asc(dealer::Column::Name).all(db).await
}

/// Motorcycle types, of one partner when `partner_id` is given.
pub async fn motorcycle_types(
    db: &impl ConnectionTrait,
    partner_id: Option<Uuid>,
) -> Result<Vec<motorcycle_type::Model>, DbErr> {
    let mut q = motorcycle_type::Entity::find().filter(motorcycle_type::Column::Active.eq(true));
    if let Some(p) = partner_id {
        q = q.filter(motorcycle_type::Column::PartnerId.eq(p));
    }
    q.order_by_asc(motorcycle_type::Column::Name).all(db).await
}
