//! A payment recorded on an active loan (issue 10 item 2): rupiah; `allocations` is the JSON
//! list of `domain::repayment::Part` (installment number, rupiah) it paid, which a reversal
//! takes back; `credit` is what was left after the last installment.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "payments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub amount: i64,
    /// Asia/Jakarta.
    pub paid_date: Date,
    /// `domain::repayment::PaymentMethod`.
    pub method: String,
    pub reference: String,
    pub proof_file_id: Option<Uuid>,
    pub allocations: Json,
    pub credit: i64,
    pub recorded_at: DateTimeUtc,
    pub recorded_by: Option<Uuid>,
    pub reversed_at: Option<DateTimeUtc>,
    pub reversed_by: Option<Uuid>,
    pub reversal_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The installments it paid.
    pub fn parts(&self) -> Vec<domain::repayment::Part> {
        serde_json::from_value(self.allocations.clone()).unwrap_or_default()
    }
}
