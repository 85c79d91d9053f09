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
//!
//! What this migration once took from live code (`split`, the payment parts, the interest-first
//! rule) is copied here, frozen as of this migration; it reads and writes with plain SQL, only
//! columns that exist at this migration.

use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, Statement};
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::dialect_of;
use super::m0024_portfolio_figures::Figures;

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

/// An installment as this migration reads it: only what it needs, of columns that exist at this
/// migration (plain SQL, not today's entity, which later migrations extend).
struct InstallmentRow {
    id: Uuid,
    number: i32,
    amount_due: i64,
    principal_due: i64,
}

/// The installments of `loan_id` in number order.
async fn installments_as_of_m0036(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<InstallmentRow>, DbErr> {
    let sql = if dialect_of(db).pg {
        "SELECT id, number, amount_due, principal_due FROM installments WHERE loan_id = $1 ORDER BY number"
    } else {
        "SELECT id, number, amount_due, principal_due FROM installments WHERE loan_id = ? ORDER BY number"
    };
    let rows = db.query_all_raw(Statement::from_sql_and_values(db.get_database_backend(), sql, [loan_id.into()])).await?;
    rows.iter()
        .map(|r| {
            Ok(InstallmentRow {
                id: r.try_get("", "id")?,
                number: r.try_get("", "number")?,
                amount_due: r.try_get("", "amount_due")?,
                principal_due: r.try_get("", "principal_due")?,
            })
        })
        .collect()
}

/// Splits the installments of `loan_id` with [`split`].
async fn split_loan(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<(), DbErr> {
    let rows = installments_as_of_m0036(db, loan_id).await?;
    let pg = dialect_of(db).pg;
    let principal: Option<i64> = db
        .query_one_raw(Statement::from_sql_and_values(
            db.get_database_backend(),
            if pg { "SELECT principal FROM loans WHERE id = $1" } else { "SELECT principal FROM loans WHERE id = ?" },
            [loan_id.into()],
        ))
        .await?
        .map(|r| r.try_get::<Option<i64>>("", "principal"))
        .transpose()?
        .flatten();
    let amounts: Vec<i64> = rows.iter().map(|r| r.amount_due).collect();
    let parts = split(&amounts, principal.unwrap_or_else(|| amounts.iter().sum()));
    let update = if pg {
        "UPDATE installments SET principal_due = $1 WHERE id = $2"
    } else {
        "UPDATE installments SET principal_due = ? WHERE id = ?"
    };
    for (row, principal) in rows.into_iter().zip(parts) {
        db.execute_raw(Statement::from_sql_and_values(db.get_database_backend(), update, [principal.into(), row.id.into()]))
            .await?;
    }
    Ok(())
}

/// The principal parts of installments of `amounts` (in order) adding up to `principal`: every
/// installment but the last takes the principal ÷ count rounded half up, the last the rest;
/// where that makes a part negative, or its interest (the rest of the installment) negative,
/// each takes the floor of its cumulative share of the principal instead. A principal outside
/// `0..=sum` is clamped. Frozen copy of `domain::terms::split` (principal parts only) as of this
/// migration.
fn split(amounts: &[i64], principal: i64) -> Vec<i64> {
    let n = amounts.len() as i128;
    if n == 0 {
        return Vec::new();
    }
    let total: i128 = amounts.iter().map(|a| i128::from(*a)).sum();
    let principal = i128::from(principal).clamp(0, total.max(0));
    // The principal ÷ count rounded half up.
    let share = (principal + n / 2) / n;
    // (principal, interest) of each installment.
    let equal: Vec<(i64, i64)> = amounts
        .iter()
        .enumerate()
        .map(|(k, a)| {
            let p = if k as i128 == n - 1 { principal - share * (n - 1) } else { share };
            (p as i64, (i128::from(*a) - p) as i64)
        })
        .collect();
    if equal.iter().all(|(p, i)| *p >= 0 && *i >= 0) {
        return equal.into_iter().map(|(p, _)| p).collect();
    }
    let mut paid: i128 = 0;
    let mut before: i128 = 0;
    amounts
        .iter()
        .map(|a| {
            paid += i128::from(*a);
            let upto = if total == 0 { 0 } else { paid * principal / total };
            let p = upto - before;
            before = upto;
            p as i64
        })
        .collect()
}

/// One part of a payment's `allocations` (the JSON list of `domain::repayment::Part` as of this
/// migration): rupiah paid toward installment `number`, split into principal and interest.
#[derive(serde::Serialize, serde::Deserialize)]
struct Part {
    number: i32,
    amount: i64,
    #[serde(default)]
    principal: i64,
    #[serde(default)]
    interest: i64,
}

/// A payment as this migration reads it, of columns that exist at this migration.
struct PaymentRow {
    id: Uuid,
    recorded_at: chrono::DateTime<chrono::Utc>,
    reversed_at: Option<chrono::DateTime<chrono::Utc>>,
    allocations: serde_json::Value,
}

impl PaymentRow {
    /// The installments it paid (none when `allocations` is not such a list). Frozen copy of
    /// `entity::payment::Model::parts` as of this migration.
    fn parts(&self) -> Vec<Part> {
        serde_json::from_value(self.allocations.clone()).unwrap_or_default()
    }
}

/// An installment while [`split_loan_payments`] replays its payments: paid from nothing, each
/// payment paying its interest before its principal (`domain::repayment::Installment`'s
/// `interest_due` and `interest_paid` as of this migration).
struct Replayed {
    number: i32,
    /// The interest part of the amount due.
    interest_due: i64,
    amount_paid: i64,
}

impl Replayed {
    /// The interest not yet paid: what was paid goes to interest first.
    fn interest_unpaid(&self) -> i64 {
        self.interest_due - self.amount_paid.clamp(0, Ord::max(self.interest_due, 0))
    }
}

/// Loans whose payments [`split_payments`] replays at once: bounds what it holds in memory (a
/// payment's parts list every installment it paid).
const LOANS_PER_BATCH: u64 = 200;

/// Writes each payment part's principal and interest, replaying each loan's payments (and their
/// reversals, which take their amounts back) in recorded order over its installments, a batch of
/// loans at a time.
async fn split_payments(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    let mut after: Option<Uuid> = None;
    loop {
        let (filter, values): (&str, Vec<sea_orm::Value>) = match after {
            Some(a) => (if dialect_of(db).pg { "WHERE loan_id > $1" } else { "WHERE loan_id > ?" }, vec![a.into()]),
            None => ("", vec![]),
        };
        let sql = format!("SELECT DISTINCT loan_id FROM payments {filter} ORDER BY loan_id LIMIT {LOANS_PER_BATCH}");
        let rows = db.query_all_raw(Statement::from_sql_and_values(db.get_database_backend(), sql, values)).await?;
        let loans: Vec<Uuid> = rows.iter().map(|r| r.try_get("", "loan_id")).collect::<Result<_, _>>()?;
        let Some(last) = loans.last().copied() else { return Ok(()) };
        for loan_id in loans {
            split_loan_payments(db, loan_id).await?;
        }
        after = Some(last);
    }
}

/// [`split_payments`] for one loan.
async fn split_loan_payments(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let pg = dialect_of(db).pg;
    let sql = if pg {
        "SELECT id, recorded_at, reversed_at, allocations FROM payments WHERE loan_id = $1 ORDER BY recorded_at"
    } else {
        "SELECT id, recorded_at, reversed_at, allocations FROM payments WHERE loan_id = ? ORDER BY recorded_at"
    };
    let payments = db
        .query_all_raw(Statement::from_sql_and_values(backend, sql, [loan_id.into()]))
        .await?
        .iter()
        .map(|r| {
            Ok(PaymentRow {
                id: r.try_get("", "id")?,
                recorded_at: r.try_get("", "recorded_at")?,
                reversed_at: r.try_get("", "reversed_at")?,
                allocations: r.try_get("", "allocations")?,
            })
        })
        .collect::<Result<Vec<_>, DbErr>>()?;
    let mut installments: Vec<Replayed> = installments_as_of_m0036(db, loan_id)
        .await?
        .iter()
        .map(|i| Replayed { number: i.number, interest_due: i.amount_due - i.principal_due, amount_paid: 0 })
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
    let update = if pg {
        "UPDATE payments SET allocations = $1 WHERE id = $2"
    } else {
        "UPDATE payments SET allocations = ? WHERE id = ?"
    };
    for (_, n, reversal) in events {
        let p = &payments[n];
        let mut parts = p.parts();
        for part in &mut parts {
            let Some(i) = installments.iter_mut().find(|i| i.number == part.number) else { continue };
            if reversal {
                i.amount_paid = Ord::max(i.amount_paid - part.amount, 0);
            } else {
                part.interest = Ord::max(Ord::min(part.amount, i.interest_unpaid()), 0);
                part.principal = part.amount - part.interest;
                i.amount_paid += part.amount;
            }
        }
        if !reversal {
            // A JSON value, as the payment entity bound it (PostgreSQL: jsonb, into a json column).
            let allocations = serde_json::to_value(&parts).map_err(|e| DbErr::Custom(e.to_string()))?;
            db.execute_raw(Statement::from_sql_and_values(backend, update, [allocations.into(), p.id.into()])).await?;
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
