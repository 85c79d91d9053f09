//! Counts of loans: the per-status counters (kept in `loan_counts` by the write path, so the
//! list's total and summary need no scan), the summary above the application list and the
//! home page's pipeline counts. A lender-scoped caller's counts are counted from its loans
//! (an index range on `lender_id`), since the counters are global.

use chrono::{DateTime, Utc};
use domain::pipeline::{ApplicationStatus, ApprovalStatus, LeadStatus, LoanState};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, FromQueryResult, PaginatorTrait, QueryFilter};

use super::Scope;
use crate::entity::loan::{self, Entity as Loan};

/// The counts above the list (spec §2). Unqualified leads (kept, out of the pipeline) are
/// counted apart, not as drafts; `total` counts every live application.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Summary {
    pub total: u64,
    pub last_7_days: u64,
    /// Drafts whose lead is open (new or qualified).
    pub draft: u64,
    pub unverified: u64,
    pub verified: u64,
    /// Unqualified leads (always drafts: only a draft's lead can be unqualified).
    pub unqualified: u64,
}

#[derive(FromQueryResult)]
struct StatusCount {
    status: String,
    n: i64,
}

fn live(scope: Scope) -> sea_orm::Select<Loan> {
    scope.select().filter(loan::Column::DeletedAt.is_null())
}

/// Live loans in scope per application status: from the counters for [`Scope::All`],
/// counted otherwise.
pub async fn status_counts(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<(ApplicationStatus, u64)>, DbErr> {
    if scope != Scope::All {
        let mut out = Vec::new();
        for s in ApplicationStatus::ALL {
            out.push((*s, live(scope).filter(loan::Column::Status.eq(s.as_str())).count(db).await?));
        }
        return Ok(out);
    }
    let rows = StatusCount::find_by_statement(sea_orm::Statement::from_string(
        db.get_database_backend(),
        "SELECT status, n FROM loan_counts",
    ))
    .all(db)
    .await?;
    Ok(rows.into_iter().filter_map(|r| Some((r.status.parse().ok()?, u64::try_from(r.n).unwrap_or(0)))).collect())
}

/// Moves one loan between counters, in the caller's transaction: out of the `left` keys, into
/// the `entered` ones (`domain::pipeline::Transition::counted`). A key counted for the first
/// time gets its row. Only the write path and account creation call it.
pub async fn count_move(db: &impl ConnectionTrait, left: &[String], entered: &[String]) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let p = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
    for (keys, delta) in [(left, -1), (entered, 1)] {
        for key in keys {
            db.execute_raw(sea_orm::Statement::from_sql_and_values(
                backend,
                format!(
                    "INSERT INTO loan_counts (status, n) VALUES ({p}, {delta}) \
                     ON CONFLICT (status) DO UPDATE SET n = loan_counts.n + ({delta})"
                ),
                [key.as_str().into()],
            ))
            .await?;
        }
    }
    Ok(())
}

/// Adds `delta` to the counter `key` (a set-based change moved many loans at once).
pub async fn count_add(db: &impl ConnectionTrait, key: &str, delta: i64) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let p = if backend == sea_orm::DbBackend::Postgres { "$1" } else { "?" };
    db.execute_raw(sea_orm::Statement::from_sql_and_values(
        backend,
        format!("INSERT INTO loan_counts (status, n) VALUES ({p}, {delta}) ON CONFLICT (status) DO UPDATE SET n = loan_counts.n + ({delta})"),
        [key.into()],
    ))
    .await?;
    Ok(())
}

/// The SQL condition a counter key stands for (`draft`, `approval:pending`,
/// `approval:unallocated`, `kyc:kyc_scheduled`, …); `None` for a key of no stage.
fn key_condition(key: &str) -> Option<String> {
    let column = |stage: &str| match stage {
        "approval" => Some("approval_status"),
        "kyc" => Some("kyc_status"),
        "ol" => Some("ol_status"),
        "payment" => Some("payment_status"),
        "contract" => Some("contract_status"),
        "active" => Some("active_status"),
        _ => None,
    };
    // Keys come from the domain's enums (snake_case letters only), never from input.
    let safe = |s: &str| s.chars().all(|c| c.is_ascii_lowercase() || c == '_');
    match key.split_once(':') {
        None if safe(key) => Some(format!("status = '{key}'")),
        Some(("approval", "unallocated")) => Some("approval_status = 'pending' AND lender_id IS NULL".into()),
        Some((stage, status)) if safe(status) => column(stage).map(|c| format!("{c} = '{status}'")),
        _ => None,
    }
}

/// Recomputes every counter from the rows (after bulk loads).
pub async fn recount(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    db.execute_unprepared("DELETE FROM loan_counts").await?;
    for key in LoanState::counter_keys() {
        if let Some(cond) = key_condition(&key) {
            db.execute_unprepared(&format!(
                "INSERT INTO loan_counts (status, n) SELECT '{key}', count(*) FROM loans WHERE {cond} AND deleted_at IS NULL"
            ))
            .await?;
        }
    }
    Ok(())
}

/// Live loans in scope under each of `keys` (counter keys, e.g. `kyc:kyc_expired`), in their
/// order: from the counters in one statement for [`Scope::All`], counted per key otherwise (an
/// index range on `lender_id`). A key with no condition counts 0.
pub async fn key_counts(db: &impl ConnectionTrait, scope: Scope, keys: &[String]) -> Result<Vec<u64>, DbErr> {
    let known: Vec<&String> = keys.iter().filter(|k| key_condition(k).is_some()).collect();
    let mut found = std::collections::HashMap::new();
    match scope {
        Scope::All if !known.is_empty() => {
            let backend = db.get_database_backend();
            let pg = backend == sea_orm::DbBackend::Postgres;
            let marks: Vec<String> = (1..=known.len()).map(|i| if pg { format!("${i}") } else { "?".to_owned() }).collect();
            let rows = db
                .query_all_raw(sea_orm::Statement::from_sql_and_values(
                    backend,
                    format!("SELECT status, n FROM loan_counts WHERE status IN ({})", marks.join(", ")),
                    known.iter().map(|k| k.as_str().into()),
                ))
                .await?;
            for r in rows {
                found.insert(r.try_get::<String>("", "status")?, r.try_get::<i64>("", "n")?);
            }
        }
        Scope::All => {}
        Scope::Lender(_) | Scope::Source { .. } => {
            for key in known {
                let cond = key_condition(key).unwrap_or_default();
                let n = live(scope).filter(sea_orm::sea_query::Expr::cust(cond)).count(db).await?;
                found.insert(key.clone(), i64::try_from(n).unwrap_or(i64::MAX));
            }
        }
    }
    Ok(keys.iter().map(|k| found.get(k).map_or(0, |n| u64::try_from(*n).unwrap_or(0))).collect())
}

/// The counts above the list (spec §2): per status, and registrations since `since` (an index
/// range on `created_at`).
pub async fn summary(db: &impl ConnectionTrait, scope: Scope, since: DateTime<Utc>) -> Result<Summary, DbErr> {
    let mut s = Summary::default();
    for (status, n) in status_counts(db, scope).await? {
        s.total += n;
        match status {
            ApplicationStatus::Draft => s.draft = n,
            ApplicationStatus::Unverified => s.unverified = n,
            ApplicationStatus::Verified => s.verified = n,
        }
    }
    s.last_7_days = live(scope).filter(loan::Column::CreatedAt.gte(since)).count(db).await?;
    s.unqualified = unqualified(db, scope).await?;
    s.draft = s.draft.saturating_sub(s.unqualified);
    Ok(s)
}

/// Live unqualified leads in scope (a partial index, `ix_loans_unqualified`).
pub async fn unqualified(db: &impl ConnectionTrait, scope: Scope) -> Result<u64, DbErr> {
    live(scope).filter(loan::Column::LeadStatus.eq(LeadStatus::Unqualified.as_str())).count(db).await
}

/// Counts per pipeline stage for the home page (DESIGN §5): leads are drafts that are not
/// unqualified, applications are unverified, approval is verified and pending. From the
/// counters for [`Scope::All`] (see [`key_counts`]), as the list's counts are; the unqualified
/// leads from their partial index.
pub async fn pipeline_counts(db: &impl ConnectionTrait, scope: Scope) -> Result<[(&'static str, u64); 3], DbErr> {
    let keys = [
        ApplicationStatus::Draft.as_str().to_owned(),
        ApplicationStatus::Unverified.as_str().to_owned(),
        format!("approval:{}", ApprovalStatus::Pending.as_str()),
    ];
    let n = key_counts(db, scope, &keys).await?;
    let unqualified = unqualified(db, scope).await?;
    Ok([("lead", n[0].saturating_sub(unqualified)), ("application", n[1]), ("approval", n[2])])
}
