//! A motorcycle model offered through a partner; price in rupiah.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, utoipa::ToSchema)]
#[schema(as = MotorcycleType)]
#[sea_orm(table_name = "motorcycle_types")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub partner_id: Uuid,
    pub code: String,
    pub name: String,
    /// The Indonesian name; `None`: the same as `name`. The API answers `name` in the caller's
    /// language ([`Self::localize`]).
    pub name_id: Option<String>,
    /// `electric` or `ice`.
    pub powertrain: String,
    pub price_rupiah: i64,
    pub active: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// This row with `name` in Indonesian when `indonesian` and an Indonesian name is stored.
    #[must_use]
    pub fn localize(mut self, indonesian: bool) -> Self {
        if indonesian && let Some(n) = self.name_id.clone() {
            self.name = n;
        }
        self
    }
}
