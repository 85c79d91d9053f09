//! A funder that takes loans on (DESIGN §4: staff with a `lender_id` are its staff; issue 14:
//! its own fields and status). `kind` is `domain::lenders::LenderKind`, `status`
//! `domain::lenders::LenderStatus`.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "lenders")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// Upper case, unique (`domain::lenders::normalise_code`).
    pub code: String,
    pub name: String,
    /// The label seeded before funding sources existed; `/me` still shows it to a lender's staff
    /// not tied to a source.
    pub funding_source: Option<String>,
    pub created_at: DateTimeUtc,
    pub legal_name: Option<String>,
    pub kind: String,
    pub status: String,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    /// Optimistic-concurrency counter: every update increments it.
    pub version: i32,
    pub updated_at: Option<DateTimeUtc>,
    /// `domain::repayment::QualityRegime`: the buckets its loans are classed by (m0040).
    pub quality_regime: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
