//! A borrower/prospect account (spec §3): the person, across their loans.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "borrowers")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// Customer ID shown to staff, e.g. `CU-000042`.
    pub customer_code: String,
    /// Lower-cased; unique.
    pub email: String,
    /// Normalised `+628…`; unique.
    pub phone: String,
    /// argon2id PHC string of the borrower's own account password.
    pub password_hash: String,
    pub full_name: String,
    pub gender: String,
    pub birth_place: String,
    pub birth_date: Date,
    pub marital_status: String,
    pub mother_name: String,
    pub spouse_name: Option<String>,
    pub emergency_name: String,
    pub emergency_phone: String,
    pub emergency_relation: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
