//! A first-payment proof awaiting verification (issue 9 item 5); `domain::pipeline::ProofStatus`
//! as `status`.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "payment_proofs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub file_id: Uuid,
    /// The file's SHA-256 (hex): the same bytes on another loan flag a possible duplicate.
    pub file_sha256: String,
    /// The transfer reference as typed.
    pub reference: String,
    /// The reference upper-cased with only letters and digits: what duplicates are matched on.
    pub reference_key: String,
    /// Rupiah.
    pub amount: i64,
    /// Asia/Jakarta date of the transfer.
    pub paid_date: Date,
    /// `pending`, `accepted`, `rejected`.
    pub status: String,
    pub reason: Option<String>,
    /// Loan IDs (`LN-…`) whose proofs share the file bytes or the reference, when uploaded.
    pub possible_duplicate_of: Option<Json>,
    pub created_at: DateTimeUtc,
    pub created_by: Option<Uuid>,
    pub decided_at: Option<DateTimeUtc>,
    pub decided_by: Option<Uuid>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
