//! The newest settled swap of a battery or a unit: the head of its chain (migration m0020).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "swap_heads")]
pub struct Model {
    /// A battery's or a unit's id.
    #[sea_orm(primary_key, auto_increment = false)]
    pub subject_id: Uuid,
    /// Its newest swap in arrival order (the chain starts here).
    pub last_swap_id: Uuid,
    /// The latest `swapped_at` among its swaps.
    pub last_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
