//! A lender's funding source (issue 14): a facility or a P2P batch with a limit (the plafond)
//! in rupiah and Asia/Jakarta dates it may be drawn on. `status` is
//! `domain::lenders::FundingSourceStatus`.
use domain::lenders::SourceState;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "funding_sources")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub lender_id: Uuid,
    pub name: String,
    /// Rupiah.
    pub limit_amount: i64,
    /// Rupiah held by its pending and approved allocations: a counter the allocation write keeps.
    pub used_amount: i64,
    pub available_from: Date,
    /// Inclusive; open-ended when `None`.
    pub available_until: Option<Date>,
    pub status: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl Model {
    /// A source's state for `domain::lenders::check_draw`.
    ///
    /// Errors: [`DbErr::Type`] when the stored status is no [`domain::lenders::FundingSourceStatus`] (corrupt data;
    /// never read as `inactive`).
    pub fn state(&self) -> Result<SourceState, DbErr> {
        Ok(SourceState {
            status: crate::entity::decode("funding_sources.status", &self.status)?,
            limit_amount: self.limit_amount,
            used_amount: self.used_amount,
            available_from: self.available_from,
            available_until: self.available_until,
        })
    }
}

impl ActiveModelBehavior for ActiveModel {}
