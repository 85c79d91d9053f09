//! Principal and interest apart (issue 41 item 3): each installment's principal part
//! (`installments.principal_due`; the rest of `amount_due` is interest), the principal still owed
//! per loan (`loans.outstanding_principal`; `outstanding` stays principal plus interest), the
//! same summed per key in `portfolio_figures` (kept by its triggers, as m0029 keeps the overdue),
//! and each payment part's split in `payments.allocations`.
//!
//! Backfill: a loan's installments take equal principal shares (the loan's principal ÷ its
//! installment count rounded half up, the last taking the rest) in one statement, as
//! `domain::terms::split` does; the few loans where that would make a part negative, or whose
//! parts do not add up to their principal, are split by `split` itself. What a loan still owes
//! of principal follows from what was paid (each installment's interest first,
//! `domain::repayment::Installment::principal_open`). Payment parts get their split by replaying
//! each loan's payments and reversals in the order they were recorded.

use sea_orm::prelude::Uuid;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, Statement};
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::dialect_of;
use super::m0024_portfolio_figures::Figures;
use crate::entity::{installment, payment};

/// The figures of `portfolio_figures` from this migration on: m0029's and the principal owed.
pub(super) const FIGURES: Figures = &[
    ("loans", None),
    ("outstanding", Some("outstanding")),
    ("amount_overdue", Some("amount_overdue")),
    ("outstanding_principal", Some("outstanding_principal")),
];

/// Refills `portfolio_figures` from the stored loans (set-based), for `roda jobs run
/// report-figures`.
///
/// Errors: the database failed.
pub async fn rebuild(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    super::m0024_portfolio_figures::rebuild(db, FIGURES).await
}

/// Equal principal shares per installment, from the loan's principal and installment count.
const EQUAL_SHARES: &str = "UPDATE installments SET principal_due = COALESCE((\
    SELECT CASE WHEN installments.number < l.installments_total \
      THEN (2 * l.principal + l.installments_total) / (2 * l.installments_total) \
      ELSE l.principal - (2 * l.principal + l.installments_total) / (2 * l.installments_total) * (l.installments_total - 1) END \
    FROM loans l WHERE l.id = installments.loan_id AND l.principal IS NOT NULL AND l.installments_total > 0), amount_due)";

/// Loans whose equal shares do not fit: a part below zero, or parts not adding up.
const MISFITS: &str = "SELECT i.loan_id FROM installments i JOIN loans l ON l.id = i.loan_id \
    GROUP BY i.loan_id, l.principal, l.installments_total \
    HAVING MIN(i.principal_due) < 0 OR MIN(i.amount_due - i.principal_due) < 0 \
      OR SUM(i.principal_due) <> COALESCE(l.principal, SUM(i.amount_due)) OR COUNT(*) <> l.installments_total";

/// The principal each loan still owes: per installment, its principal less what was paid past its
/// interest.
const OUTSTANDING_PRINCIPAL: &str = "UPDATE loans SET outstanding_principal = COALESCE((\
    SELECT SUM(CASE WHEN i.amount_paid <= i.amount_due - i.principal_due THEN i.principal_due \
      WHEN i.amount_paid >= i.amount_due THEN 0 ELSE i.amount_due - i.amount_paid END) \
    FROM installments i WHERE i.loan_id = loans.id), 0)";

/// The installments of `loan_id` in number order, reading only the columns that exist at this
/// migration (a later one, m0042, adds `held`: read as false here).
async fn installments_as_of_m0036(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<installment::Model>, DbErr> {
    use installment::Column as C;
    use sea_orm::QuerySelect;
    installment::Entity::find()
        .select_only()
        .columns([
            C::Id,
            C::LoanId,
            C::LenderId,
            C::ProgramId,
            C::Number,
            C::DueDate,
            C::DueDay,
            C::OriginalDueDate,
            C::AmountDue,
            C::PrincipalDue,
            C::AmountPaid,
            C::PaidDate,
        ])
        .column_as(sea_orm::sea_query::Expr::cust("1 = 0"), "held")
        .filter(C::LoanId.eq(loan_id))
        .order_by_asc(C::Number)
        .all(db)
        .await
}

/// Splits the installments of `loan_id` with `domain::terms::split`.
async fn split_loan(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<(), DbErr> {
    let rows = installments_as_of_m0036(db, loan_id).await?;
    let principal: Option<i64> = db
        .query_one_raw(Statement::from_sql_and_values(
            db.get_database_backend(),
            if dialect_of(db).pg {
                "SELECT principal FROM loans WHERE id = $1"
            } else {
                "SELECT principal FROM loans WHERE id = ?"
            },
            [loan_id.into()],
        ))
        .await?
        .map(|r| r.try_get::<Option<i64>>("", "principal"))
        .transpose()?
        .flatten();
    let amounts: Vec<i64> = rows.iter().map(|r| r.amount_due).collect();
    let parts = domain::terms::split(&amounts, principal.unwrap_or_else(|| amounts.iter().sum()));
    for (row, part) in rows.into_iter().zip(parts) {
        installment::Entity::update_many()
            .col_expr(installment::Column::PrincipalDue, sea_orm::sea_query::Expr::value(part.principal))
            .filter(installment::Column::Id.eq(row.id))
            .exec(db)
            .await?;
    }
    Ok(())
}

/// Loans whose payments [`split_payments`] replays at once: bounds what it holds in memory (a
/// payment's parts list every installment it paid).
const LOANS_PER_BATCH: u64 = 200;

/// Writes each payment part's principal and interest, replaying each loan's payments (and their
/// reversals, which take their amounts back) in recorded order over its installments, a batch of
/// loans at a time.
async fn split_payments(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    use sea_orm::QuerySelect;
    let mut after: Option<Uuid> = None;
    loop {
        let mut q = payment::Entity::find().select_only().column(payment::Column::LoanId).distinct();
        if let Some(a) = after {
            q = q.filter(payment::Column::LoanId.gt(a));
        }
        let loans: Vec<Uuid> = q.order_by_asc(payment::Column::LoanId).limit(LOANS_PER_BATCH).into_tuple().all(db).await?;
        let Some(last) = loans.last().copied() else { return Ok(()) };
        for loan_id in loans {
            split_loan_payments(db, loan_id).await?;
        }
        after = Some(last);
    }
}

/// [`split_payments`] for one loan.
async fn split_loan_payments(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<(), DbErr> {
    let payments = payment::Entity::find()
        .filter(payment::Column::LoanId.eq(loan_id))
        .order_by_asc(payment::Column::RecordedAt)
        .all(db)
        .await?;
    let mut installments: Vec<domain::repayment::Installment> = installments_as_of_m0036(db, loan_id)
        .await?
        .iter()
        .map(|m| domain::repayment::Installment { amount_paid: 0, ..m.into() })
        .collect();
    // Events: a payment at its recording, its reversal (if any) at the reversal.
    let mut events: Vec<(chrono::DateTime<chrono::Utc>, usize, bool)> = Vec::new();
    for (n, p) in payments.iter().enumerate() {
        events.push((p.recorded_at, n, false));
        if let Some(at) = p.reversed_at {
            events.push((at, n, true));
        }
    }
    events.sort_by_key(|e| (e.0, e.2));
    for (_, n, reversal) in events {
        let p = &payments[n];
        let mut parts = p.parts();
        for part in &mut parts {
            let Some(i) = installments.iter_mut().find(|i| i.number == part.number) else { continue };
            if reversal {
                i.amount_paid = Ord::max(i.amount_paid - part.amount, 0);
            } else {
                part.interest = Ord::max(Ord::min(part.amount, i.interest_due() - i.interest_paid()), 0);
                part.principal = part.amount - part.interest;
                i.amount_paid += part.amount;
            }
        }
        if !reversal {
            let mut am: payment::ActiveModel = p.clone().into();
            am.allocations = Set(serde_json::to_value(&parts).map_err(|e| DbErr::Custom(e.to_string()))?);
            am.update(db).await?;
        }
    }
    Ok(())
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let big = if dialect_of(db).pg { "bigint" } else { "integer" };
        for table in [
            "installments ADD COLUMN principal_due",
            "loans ADD COLUMN outstanding_principal",
            "portfolio_figures ADD COLUMN outstanding_principal",
        ] {
            db.execute_unprepared(&format!("ALTER TABLE {table} {big} NOT NULL DEFAULT 0")).await?;
        }
        db.execute_unprepared(EQUAL_SHARES).await?;
        let misfits = db.query_all_raw(Statement::from_string(db.get_database_backend(), MISFITS)).await?;
        for row in misfits {
            split_loan(db, row.try_get::<Uuid>("", "loan_id")?).await?;
        }
        db.execute_unprepared(OUTSTANDING_PRINCIPAL).await?;
        split_payments(db).await?;
        super::m0029_overdue_figures::keep(db, FIGURES).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        super::m0029_overdue_figures::keep(db, super::m0029_overdue_figures::FIGURES).await?;
        for table in ["portfolio_figures", "loans", "installments"] {
            let column = if table == "installments" { "principal_due" } else { "outstanding_principal" };
            db.execute_unprepared(&format!("ALTER TABLE {table} DROP COLUMN {column}")).await?;
        }
        Ok(())
    }
}
