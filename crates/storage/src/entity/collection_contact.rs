//! A contact a collector recorded with a late borrower (issue 43 item 2, migration m0044).
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::collections::{ContactChannel, ContactOutcome};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "collection_contacts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub channel: Stored<ContactChannel>,
    pub outcome: Stored<ContactOutcome>,
    pub note: Option<String>,
    pub contacted_at: DateTimeUtc,
    pub recorded_by: Option<Uuid>,
    pub recorded_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
