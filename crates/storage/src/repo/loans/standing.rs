//! Finding loans by their standing (active status, quality bucket, DPD band) through
//! `loan_standing` (migration m0032), the narrow indexed copy the database triggers keep of
//! every live active loan's standing. `loans` has no index on those columns (each would make
//! the daily job's 8,000–12,000 status changes a day write an entry in every index of the wide
//! row), so a list or count that picks loans by standing goes through here.

use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QuerySelect, QueryTrait, sea_query::SimpleExpr};

use crate::entity::{loan, loan_standing};

/// `loans.id IN (SELECT loan_id FROM loan_standing WHERE cond)`: the live active loans whose
/// standing passes `cond` (a condition on [`loan_standing::Column`]s).
pub(crate) fn loans_where(cond: Condition) -> SimpleExpr {
    loan::Column::Id.in_subquery(ids_where(cond))
}

/// `SELECT loan_id FROM loan_standing WHERE cond`, for a table that hangs off a loan.
pub(crate) fn ids_where(cond: Condition) -> sea_orm::sea_query::SelectStatement {
    loan_standing::Entity::find().select_only().column(loan_standing::Column::LoanId).filter(cond).into_query()
}
