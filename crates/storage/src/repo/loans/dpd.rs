//! The daily job's repayment step (issue 10 item 4): for one business date, every active loan's
//! oldest unpaid due date, rupiah overdue, hold, days past due (less held days), quality bucket
//! and status, then a DPD history row per loan, in set-based SQL (a handful of statements
//! whatever the number of loans) and one transaction.
//!
//! The standing is computed once into a temporary table (the unpaid installments already due,
//! grouped by loan, and one index probe per loan for its next due day), and only the loans
//! whose standing changed are written: on PostgreSQL every rewritten row is a new row version,
//! so rewriting the whole book five times over was far past the aim (docs/BENCHMARKS.md
//! "Repayments"). The columns that change
//! every day (DPD, next and oldest unpaid due dates) are written into the narrow `loan_standing`
//! rows (m0033), the wide loan row only when its status, band, bucket, overdue or hold changes.
//! Status changes move the counters by the same grouped counts and bump the loan's version, so
//! a staff write that read the loan before answers 409 instead of moving the counters from a
//! stale status.
//!
//! Each loan's bucket and non-performing status follow its lender's quality regime (issue 41
//! item 6, DESIGN §5): the regimes' buckets are read once at the start and inlined as one `CASE`
//! per regime (`repo::quality_regimes::cases`), so the run stays one set-based pass. The values
//! inlined in the SQL are day numbers computed here, regime codes and bucket codes checked by
//! `domain::repayment::QualityBuckets::new` (`[a-z0-9_]`), never request input.

use chrono::NaiveDate;
use domain::repayment::{QualityBuckets, QualityRegime, day_number};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, Statement};

use super::counts;

/// What one run changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DpdOutcome {
    /// Active loans looked at.
    pub loans: u64,
    /// Loan rows written: status, bucket, DPD band, rupiah overdue or hold changed.
    pub loans_changed: u64,
    /// Standing rows written (`loan_standing`): DPD, next or oldest unpaid due date changed.
    pub daily_changed: u64,
    /// Loans whose status changed.
    pub status_changed: u64,
    /// DPD history rows written (0 on a rerun of the date).
    pub history_rows: u64,
}

/// The loans the job updates: activated, not inactive, live (`loan_standing`'s rows are the
/// live ones; its status index finds them without reading the wide loan rows).
const ACTIVE: &str = "s.active_status IN ('normal', 'on_hold', 'late', 'non_performing')";

/// The run's working table, private to the connection and dropped before commit.
const RUN: &str = "dpd_run";

/// The standing columns the job owns in `loans`: (loan column, column of [`RUN`]). They change
/// at a band's edge, a hold's or an installment's due date, not every day.
const ON_LOANS: [(&str, &str); 5] = [
    ("amount_overdue", "amount_overdue"),
    ("hold_billing", "hold_billing"),
    ("dpd_band", "dpd_band"),
    ("bucket", "bucket"),
    ("active_status", "new_status"),
];

/// The standing columns the job owns in `loan_standing` (m0033), which change every day for
/// every late loan (the DPD) and every loan with an installment falling due: the same names in
/// both tables.
const ON_STANDING: [&str; 3] = ["dpd", "next_due_date", "oldest_due_day"];

/// Runs the step for `date` (Asia/Jakarta), each loan classed by its lender's regime.
pub async fn run(db: &DatabaseConnection, date: NaiveDate) -> Result<DpdOutcome, DbErr> {
    let txn = crate::begin_write(db).await?;
    let regimes = crate::repo::quality_regimes::all(&txn).await?;
    if txn.get_database_backend() == DbBackend::Postgres {
        // No JIT for this transaction: the standing statement's estimated cost is far above
        // `jit_above_cost` on a real book, and compiling it took most of its time at 100k
        // active loans (docs/BENCHMARKS.md, "The daily job without JIT"). The work is one
        // pass over the unpaid installments, which JIT does not speed up.
        txn.execute_unprepared("SET LOCAL jit = off").await?;
    }
    txn.execute_unprepared(&format!("DROP TABLE IF EXISTS {RUN}")).await?;
    txn.execute_unprepared(&standing_sql(txn.get_database_backend(), day_number(date), &regimes)).await?;
    let loans = count(&txn, &format!("SELECT COUNT(*) AS n FROM {RUN}")).await?;
    // Counters first, from the same grouped changes the update makes.
    let moves = txn
        .query_all_raw(Statement::from_string(
            txn.get_database_backend(),
            format!(
                "SELECT l.active_status AS old_status, r.new_status, COUNT(*) AS n FROM loans l JOIN {RUN} r ON r.id = l.id \
                 WHERE l.active_status <> r.new_status GROUP BY l.active_status, r.new_status"
            ),
        ))
        .await?;
    let mut status_changed = 0u64;
    for m in moves {
        let (old, new, n): (String, String, i64) =
            (m.try_get("", "old_status")?, m.try_get("", "new_status")?, m.try_get("", "n")?);
        counts::count_add(&txn, &format!("active:{old}"), -n).await?;
        counts::count_add(&txn, &format!("active:{new}"), n).await?;
        status_changed += u64::try_from(n).unwrap_or(0);
    }
    // `loans` first: its triggers copy a changed status, bucket or band into `loan_standing`
    // (and move `portfolio_figures`), whose daily columns are written next.
    let set = ON_LOANS.iter().map(|(col, new)| format!("{col} = r.{new}")).collect::<Vec<_>>().join(", ");
    let changed =
        ON_LOANS.iter().map(|(col, new)| format!("loans.{col} IS DISTINCT FROM r.{new}")).collect::<Vec<_>>().join(" OR ");
    let loans_changed = txn
        .execute_unprepared(&format!(
            "UPDATE loans SET {set}, version = loans.version + CASE WHEN loans.active_status <> r.new_status THEN 1 ELSE 0 END \
             FROM {RUN} r WHERE loans.id = r.id AND ({changed})"
        ))
        .await?
        .rows_affected();
    let set = ON_STANDING.iter().map(|c| format!("{c} = r.{c}")).collect::<Vec<_>>().join(", ");
    let changed =
        ON_STANDING.iter().map(|c| format!("loan_standing.{c} IS DISTINCT FROM r.{c}")).collect::<Vec<_>>().join(" OR ");
    let daily_changed = txn
        .execute_unprepared(&format!(
            "UPDATE loan_standing SET {set} FROM {RUN} r WHERE loan_standing.loan_id = r.id AND ({changed})"
        ))
        .await?
        .rows_affected();
    // `WHERE 1 = 1`: SQLite reads `FROM t ON CONFLICT` as a join's ON without a WHERE between.
    let history_rows = txn
        .execute_unprepared(&format!(
            "INSERT INTO loan_dpd_history (loan_id, business_date, dpd, active_status, bucket) \
             SELECT id, '{date}', dpd, new_status, bucket FROM {RUN} WHERE 1 = 1 \
             ON CONFLICT (loan_id, business_date) DO NOTHING"
        ))
        .await?
        .rows_affected();
    txn.execute_unprepared(&format!("DROP TABLE {RUN}")).await?;
    txn.commit().await?;
    Ok(DpdOutcome { loans, loans_changed, daily_changed, status_changed, history_rows })
}

/// `CREATE TEMPORARY TABLE dpd_run AS …`: each active loan's standing on day number `t` under
/// its lender's regime in `regimes`.
fn standing_sql(backend: DbBackend, t: i32, regimes: &[(QualityRegime, QualityBuckets)]) -> String {
    // The overdue part: only unpaid installments already due (a few per late loan; PostgreSQL
    // reads `ix_installments_overdue`, SQLite skip-scans `ix_installments_unpaid`), not every
    // unpaid installment of the book (7.3M of 10.1M at 100k loans). The sum is cast back to the
    // loan's `BIGINT` rupiah: PostgreSQL sums `BIGINT` as `NUMERIC`, and the update then
    // compared every loan's overdue as `NUMERIC`.
    let overdue = format!(
        "SELECT loan_id, MIN(due_day) AS oldest_due_day, CAST(SUM(amount_due - amount_paid) AS BIGINT) AS amount_overdue \
         FROM installments WHERE amount_paid < amount_due AND due_day < {t} GROUP BY loan_id"
    );
    // The next due day: one probe of `ix_installments_unpaid` (loan, due day) per loan.
    let next_due_day = format!(
        "(SELECT MIN(i.due_day) FROM installments i WHERE i.loan_id = s.loan_id AND i.amount_paid < i.amount_due AND i.due_day >= {t})"
    );
    // Its date from the day number (days since 1970-01-01, `domain::repayment::day_number`).
    let next_due_date = match backend {
        DbBackend::Sqlite => "date(n.next_due_day * 86400, 'unixepoch')",
        _ => "CAST(DATE '1970-01-01' + n.next_due_day AS DATE)",
    };
    // Held days between the first late day (oldest due + 1) and the date, per hold.
    let lo = "CASE WHEN h.start_day > b.oldest_due_day + 1 THEN h.start_day ELSE b.oldest_due_day + 1 END";
    let hi = format!("CASE WHEN h.end_day < {t} THEN h.end_day ELSE {t} END");
    let late_days = format!(
        "CASE WHEN b.oldest_due_day IS NULL OR b.oldest_due_day >= {t} THEN 0 ELSE \
           ({t} - b.oldest_due_day) - COALESCE((SELECT SUM(CASE WHEN ({hi}) >= ({lo}) THEN ({hi}) - ({lo}) + 1 ELSE 0 END) \
             FROM loan_holds h WHERE h.loan_id = b.id AND h.start_day <= {t} AND h.end_day > b.oldest_due_day), 0) END"
    );
    // Each loan's next due day and hold, in a materialized CTE: as a plain subquery in `FROM`,
    // PostgreSQL pulled it up and ran the probe once for each of its two readers (130k probes
    // for 80k loans; docs/BENCHMARKS.md, "The standing from the overdue installments only").
    let probes = format!(
        "SELECT s.loan_id AS id, {next_due_day} AS next_due_day, \
           EXISTS (SELECT 1 FROM loan_holds h WHERE h.loan_id = s.loan_id AND h.start_day <= {t} AND h.end_day >= {t}) AS hold_billing, \
           (SELECT le.quality_regime FROM loans l JOIN lenders le ON le.id = l.lender_id WHERE l.id = s.loan_id) AS regime \
         FROM loan_standing s WHERE {ACTIVE}"
    );
    let base = format!(
        "SELECT n.id, COALESCE(o.oldest_due_day, n.next_due_day) AS oldest_due_day, {next_due_date} AS next_due_date, \
           COALESCE(o.amount_overdue, 0) AS amount_overdue, n.hold_billing, n.regime \
         FROM n LEFT JOIN ({overdue}) o ON o.loan_id = n.id"
    );
    // Late days once per loan (a materialized CTE): as a plain subquery, PostgreSQL pulled it up
    // and copied the held-days subquery into every expression that reads the DPD (24 copies
    // per loan), which also priced the statement far above JIT's threshold.
    let with_dpd = format!("SELECT b.*, {late_days} AS late_days FROM b");
    let clamped = "SELECT d.*, CASE WHEN d.late_days < 0 THEN 0 ELSE d.late_days END AS dpd FROM d";
    // The regime's bucket and non-performing flag (a loan without a lender: multifinance, the
    // first of `regimes`).
    let (bucket, non_performing) = crate::repo::quality_regimes::cases(regimes, "c.regime", "c.dpd");
    // As `domain::repayment::status_of`; paid-off loans are already inactive and not active here.
    let status = format!(
        "CASE WHEN c.hold_billing THEN 'on_hold' WHEN ({non_performing}) = 1 THEN 'non_performing' WHEN c.dpd >= 1 THEN 'late' ELSE 'normal' END"
    );
    format!(
        "CREATE TEMPORARY TABLE {RUN} AS WITH n AS MATERIALIZED ({probes}), b AS MATERIALIZED ({base}), \
           d AS MATERIALIZED ({with_dpd}) \
         SELECT c.id, c.oldest_due_day, c.next_due_date, c.amount_overdue, c.hold_billing, \
           c.dpd, {} AS dpd_band, {bucket} AS bucket, {status} AS new_status FROM ({clamped}) c",
        band_case("c.dpd"),
    )
}

/// `CASE WHEN {dpd} >= 91 THEN 4 … ELSE 0 END`: `domain::reports::late_band` in SQL.
fn band_case(dpd: &str) -> String {
    let mut sql = String::from("CASE");
    for (i, (_, min, _)) in domain::reports::LATE_BANDS.iter().enumerate().rev() {
        sql.push_str(&format!(" WHEN {dpd} >= {min} THEN {}", i + 1));
    }
    sql.push_str(" ELSE 0 END");
    sql
}

async fn count(txn: &impl ConnectionTrait, sql: &str) -> Result<u64, DbErr> {
    let row = txn.query_one_raw(Statement::from_string(txn.get_database_backend(), sql.to_owned())).await?;
    let n: i64 = row.map(|r| r.try_get("", "n")).transpose()?.unwrap_or(0);
    Ok(u64::try_from(n).unwrap_or(0))
}
