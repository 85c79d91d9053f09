//! One bucket of a loan-quality regime (migration m0040, issue 41 item 6, DESIGN §5): the
//! regime (`domain::repayment::QualityRegime`), the bucket's code, the lowest DPD it takes (it
//! ends where the regime's next begins) and whether its loans are non performing.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "quality_regime_buckets")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub regime: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub code: String,
    /// Days past due, ≥ 0; unique within the regime.
    pub min_dpd: i32,
    pub non_performing: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
