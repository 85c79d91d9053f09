//! A loan on the book as the servicing lists show it (the active-borrower list, the late list,
//! the collections worklist; spec §2, issue 10): the list columns, the repayment columns, the
//! daily standing, the lender's and program's names and the borrower's phone, read for a page's
//! ids in one statement.
//!
//! Why one statement: reading the page's wide loans (terms, address, documents and financial
//! JSON decoded for every row), then every lender, every program, the phones and the standing
//! apart took six round trips and most of a page's server time (docs/BENCHMARKS.md, "Active
//! borrowers: one statement a page").

use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, ExprTrait, FromQueryResult, PartialModelTrait, QueryFilter, QuerySelect,
    QueryTrait,
    sea_query::{Alias, Expr, JoinType},
};
use uuid::Uuid;

use super::standing::Daily;
use crate::entity::{Stored, borrower, lender, loan, loan_standing, program};
use crate::repo::keyset;
use crate::repo::reference::localized_name;

/// One loan of a servicing list's page. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Clone)]
pub struct ServicingRow {
    /// The list columns (those its allowed actions are computed from included; not the wide
    /// step payloads).
    pub item: loan::ListItem,
    /// Days past due, next and oldest unpaid due date ([`Daily::default`] without a standing).
    pub daily: Daily,
    /// The loan-quality bucket code.
    pub bucket: Option<String>,
    /// Principal and interest still to pay, and its principal part.
    pub outstanding: i64,
    pub outstanding_principal: i64,
    pub amount_overdue: i64,
    pub installments_total: i32,
    pub installments_left: i32,
    pub hold_billing: bool,
    /// The handover date.
    pub activated_on: Option<chrono::NaiveDate>,
    pub inactive_reason: Option<Stored<domain::repayment::InactiveReason>>,
    pub pending_activation_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The loan's terms (`domain::terms::Terms` as stored) only while it is pending activation:
    /// what such a row shows as owed comes from them, and no other row needs them decoded.
    pub pending_terms: Option<serde_json::Value>,
    pub lender_name: Option<String>,
    /// In Indonesian when asked and stored.
    pub program_name: Option<String>,
    /// The borrower's phone (`+62…`).
    pub phone: Option<String>,
}

impl keyset::Keyed for ServicingRow {
    fn key(&self) -> Uuid {
        self.item.id
    }
}

/// The live loans with these ids as [`ServicingRow`]s, in the order of `ids` (the program's name
/// in Indonesian when `indonesian`). The ids are a page the caller read within its scope.
///
/// Errors: the database failed.
pub async fn rows_named(db: &impl ConnectionTrait, ids: &[Uuid], indonesian: bool) -> Result<Vec<ServicingRow>, DbErr> {
    use loan::Column as L;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let (nl, np, nb, ns) = (Alias::new("nl"), Alias::new("np"), Alias::new("nb"), Alias::new("ns"));
    let pending = domain::pipeline::ActiveStatus::PendingActivation.as_str();
    let mut q = loan::ListItem::select_cols(loan::Entity::find().select_only())
        .columns([
            L::Bucket,
            L::Outstanding,
            L::OutstandingPrincipal,
            L::AmountOverdue,
            L::InstallmentsTotal,
            L::InstallmentsLeft,
            L::HoldBilling,
            L::ActivatedOn,
            L::InactiveReason,
            L::PendingActivationAt,
        ])
        .filter(loan::Column::DeletedAt.is_null())
        .filter(keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", ids))
        .into_query();
    q.join_as(
        JoinType::LeftJoin,
        lender::Entity,
        nl.clone(),
        Expr::col((nl.clone(), lender::Column::Id)).equals((loan::Entity, L::LenderId)),
    )
    .join_as(
        JoinType::LeftJoin,
        program::Entity,
        np.clone(),
        Expr::col((np.clone(), program::Column::Id)).equals((loan::Entity, L::ProgramId)),
    )
    .join_as(
        JoinType::LeftJoin,
        borrower::Entity,
        nb.clone(),
        Expr::col((nb.clone(), borrower::Column::Id)).equals((loan::Entity, L::BorrowerId)),
    )
    .join_as(
        JoinType::LeftJoin,
        loan_standing::Entity,
        ns.clone(),
        Expr::col((ns.clone(), loan_standing::Column::LoanId)).equals((loan::Entity, L::Id)),
    )
    .expr_as(Expr::col((ns.clone(), loan_standing::Column::Dpd)), Alias::new("sv_dpd"))
    .expr_as(Expr::col((ns.clone(), loan_standing::Column::NextDueDate)), Alias::new("sv_next_due_date"))
    .expr_as(Expr::col((ns, loan_standing::Column::OldestDueDay)), Alias::new("sv_oldest_due_day"))
    .expr_as(
        Expr::case(Expr::col((loan::Entity, L::ActiveStatus)).eq(pending), Expr::col((loan::Entity, L::Terms)))
            .finally(Expr::cust("NULL")),
        Alias::new("sv_pending_terms"),
    )
    .expr_as(Expr::col((nl, lender::Column::Name)), Alias::new("sv_lender_name"))
    .expr_as(
        localized_name((np.clone(), program::Column::Name), (np, program::Column::NameId), indonesian),
        Alias::new("sv_program_name"),
    )
    .expr_as(Expr::col((nb, borrower::Column::Phone)), Alias::new("sv_phone"));
    let mut rows = Vec::with_capacity(ids.len());
    for row in db.query_all(&q).await? {
        rows.push(ServicingRow {
            item: loan::ListItem::from_query_result(&row, "")?,
            daily: Daily {
                dpd: row.try_get::<Option<i32>>("", "sv_dpd")?.unwrap_or(0),
                next_due_date: row.try_get("", "sv_next_due_date")?,
                oldest_due_day: row.try_get("", "sv_oldest_due_day")?,
            },
            bucket: row.try_get("", "bucket")?,
            outstanding: row.try_get("", "outstanding")?,
            outstanding_principal: row.try_get("", "outstanding_principal")?,
            amount_overdue: row.try_get("", "amount_overdue")?,
            installments_total: row.try_get("", "installments_total")?,
            installments_left: row.try_get("", "installments_left")?,
            hold_billing: row.try_get("", "hold_billing")?,
            activated_on: row.try_get("", "activated_on")?,
            inactive_reason: row.try_get("", "inactive_reason")?,
            pending_activation_at: row.try_get("", "pending_activation_at")?,
            pending_terms: row.try_get("", "sv_pending_terms")?,
            lender_name: row.try_get("", "sv_lender_name")?,
            program_name: row.try_get("", "sv_program_name")?,
            phone: row.try_get("", "sv_phone")?,
        });
    }
    keyset::sort_as(&mut rows, ids);
    Ok(rows)
}
