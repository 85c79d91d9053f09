//! Money shapes several areas answer: a count with its rupiah (integer rupiah, DESIGN §5).

use domain::pipeline::AllocationStatus;
use serde::Serialize;
use storage::repo::loans;
use utoipa::ToSchema;
use uuid::Uuid;

/// Count and rupiah of one allocation status.
#[derive(Debug, Serialize, ToSchema, Default, Clone, Copy)]
pub struct Amounts {
    pub count: i64,
    /// Rupiah (principal).
    pub amount: i64,
}

impl Amounts {
    /// One lender's total of one status, from the allocation counters.
    pub fn of(totals: &[loans::allocations::Total], lender_id: Uuid, status: AllocationStatus) -> Amounts {
        totals
            .iter()
            .find(|t| t.lender_id == lender_id && t.status == status.as_str())
            .map_or_else(Amounts::default, |t| Amounts { count: t.n, amount: t.amount })
    }
}

/// A count with its rupiah.
#[derive(Debug, Serialize, ToSchema)]
pub struct CountAmount {
    pub count: i64,
    pub amount: i64,
}

impl From<storage::repo::loans::sums::CountAmount> for CountAmount {
    fn from(c: storage::repo::loans::sums::CountAmount) -> Self {
        CountAmount { count: c.count, amount: c.amount }
    }
}
