//! A dealer where motorcycles are handed over; coordinates in WGS 84 degrees.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, utoipa::ToSchema)]
#[schema(as = Dealer)]
#[sea_orm(table_name = "dealers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub code: String,
    pub name: String,
    pub address: String,
    /// The dealer's phone (`+62…`), when known.
    pub phone: Option<String>,
    /// Kemendagri city/regency code, when known.
    pub city_code: Option<String>,
    pub latitude: f64,
    pub longitude: f64,
    pub active: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
