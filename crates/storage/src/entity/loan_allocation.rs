//! One allocation of a loan to a lender (issue 9 item 2): every allocation is kept as the loan's
//! history; `domain::pipeline::AllocationStatus` as `status`.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loan_allocations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub loan_id: Uuid,
    pub lender_id: Uuid,
    /// `pending`, `approved`, `rejected`, `withdrawn`.
    pub status: String,
    /// Rupiah: the loan's principal when allocated.
    pub amount: i64,
    pub allocated_at: DateTimeUtc,
    pub allocated_by: Option<Uuid>,
    pub decided_at: Option<DateTimeUtc>,
    pub decided_by: Option<Uuid>,
    /// The lender's note on an approval.
    pub note: Option<String>,
    /// Why the lender rejected it.
    pub reason: Option<String>,
    /// The funding source it draws on (issue 14); none for lenders without sources.
    pub funding_source_id: Option<Uuid>,
    /// Level 21's reason for drawing past the source's limit or outside its dates (audited).
    pub override_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
