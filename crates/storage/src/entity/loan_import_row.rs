//! One data row of an import (issue 13): its cells as read, its errors once checked
//! (`[{field, code}]`, empty when valid) and the loan created from it.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loan_import_rows")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub import_id: Uuid,
    /// The spreadsheet's row number (2 is the first row below the header).
    #[sea_orm(primary_key, auto_increment = false)]
    pub row_number: i32,
    /// `["cell", …]` in `domain::batch_import::COLUMNS` order.
    pub cells: Json,
    pub checked: bool,
    pub errors: Option<Json>,
    pub loan_id: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
