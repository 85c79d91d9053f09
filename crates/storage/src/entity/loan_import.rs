//! A batch import of prospects (issue 13). `status` is `domain::batch_import::ImportStatus`;
//! the row counters are its progress.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loan_imports")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub file_name: String,
    /// Hex SHA-256 of the uploaded bytes.
    pub file_sha256: String,
    pub status: String,
    pub rows_total: i32,
    pub rows_checked: i32,
    pub rows_valid: i32,
    pub rows_invalid: i32,
    pub rows_created: i32,
    pub created_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
