//! A loan's days past due, status and quality bucket on one business date, written by the daily
//! job (issue 10 item 4).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loan_dpd_history")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub loan_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub business_date: Date,
    pub dpd: i32,
    pub active_status: String,
    pub bucket: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
