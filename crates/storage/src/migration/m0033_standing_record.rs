//! `loan_standing` becomes the record of the standing's daily columns: the DPD, the next due
//! date and the oldest unpaid due day leave `loans` (issue 10: the daily job ≤ 6 s at 100k active
//! loans; docs/BENCHMARKS.md "Repayments", "The daily columns in the narrow table").
//!
//! Every day the job changes the DPD of every late loan, and the next due date (and with it the
//! oldest unpaid due day of a loan paying on time) of every loan with an installment falling
//! due: 30,000–80,000 loans a day at 100k active loans in the bench. While those columns lived in
//! the ~1,250-byte loan row, each change wrote a new version of that row (and copied it twice
//! into the statement triggers' transition tables). Here they are a ~70-byte row whose changed
//! columns are, but for the oldest due day, in none of its indexes; `loans` is written only for
//! what changes less often: the status, quality bucket, DPD band, hold and rupiah overdue (which
//! `portfolio_figures` sums by the loan's lender, program and partner).
//!
//! The status, bucket and band are still copied here from `loans` by m0032's triggers, now
//! without the oldest due day (no longer a column of `loans`). The write path
//! (`repo::loans::repayments::record_standing`), the daily job and `roda seed bulk` write the
//! daily columns here. A loan without a row here (never activated, or deleted) has no standing:
//! DPD 0, no due dates.

use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{dialect_of, execute_all};
use super::m0032_loan_standing::{self as m0032, Copied, drop_triggers, kept, triggers, upsert};

/// The columns the triggers copy from `loans` from now on: not the oldest due day.
pub(super) const COPIED: Copied = Copied { columns: &["active_status", "bucket", "dpd_band"] };

/// The columns whose record moves here from `loans`.
const MOVED: [&str; 3] = ["dpd", "next_due_date", "oldest_due_day"];

/// The table, as `name`. The fill factor leaves room on each page so that a day's change of the
/// DPD or next due date (no index reads them) is a heap-only update on PostgreSQL.
fn table(pg: bool, name: &str) -> String {
    let (uuid, date, tail) =
        if pg { ("uuid", "date", " WITH (fillfactor = 80)") } else { ("blob", "date_text", " WITHOUT ROWID") };
    format!(
        "CREATE TABLE {name} (loan_id {uuid} NOT NULL PRIMARY KEY, active_status text NOT NULL, bucket text, \
         dpd_band smallint NOT NULL, oldest_due_day integer, dpd integer NOT NULL DEFAULT 0, next_due_date {date}){tail}"
    )
}

/// The new table filled from `loans` (the record until now) and put in the old one's place,
/// with its indexes.
fn replace_table(pg: bool) -> Vec<String> {
    let cols = ["loan_id"].iter().chain(COPIED.columns).chain(MOVED.iter()).copied().collect::<Vec<_>>().join(", ");
    let vals = ["id"].iter().chain(COPIED.columns).chain(MOVED.iter()).copied().collect::<Vec<_>>().join(", ");
    let mut s = vec![
        table(pg, "loan_standing_next"),
        format!("INSERT INTO loan_standing_next ({cols}) SELECT {vals} FROM loans WHERE {}", kept("")),
        "DROP TABLE loan_standing".to_owned(),
        "ALTER TABLE loan_standing_next RENAME TO loan_standing".to_owned(),
    ];
    s.extend(m0032::STANDING_INDEXES.map(str::to_owned));
    s
}

/// Refills the copied columns `c` from the stored loans and drops the rows of loans no longer
/// kept (set-based): for a check or a repair (`roda jobs run report-figures`, with the latest
/// migration's columns); the triggers keep them exact otherwise. The daily columns, recorded
/// only here, stay.
///
/// Errors: the database failed.
pub(super) async fn rebuild_copied(db: &impl sea_orm::ConnectionTrait, c: &Copied) -> Result<(), DbErr> {
    execute_all(
        db,
        [
            format!("DELETE FROM loan_standing WHERE loan_id NOT IN (SELECT id FROM loans WHERE {})", kept("")),
            upsert(c, "", "FROM loans"),
        ],
    )
    .await
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let d = dialect_of(db);
        let mut statements = drop_triggers(db);
        statements.extend(replace_table(d.pg));
        statements.extend(triggers(db, &COPIED));
        statements.extend(MOVED.map(|c| format!("ALTER TABLE loans DROP COLUMN {c}")));
        execute_all(db, statements).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        execute_all(db, drop_triggers(db)).await?;
        let c = |name: &str| ColumnDef::new(Alias::new(name)).clone();
        for mut def in [
            c("dpd").integer().not_null().default(0).to_owned(),
            c("next_due_date").date().null().to_owned(),
            c("oldest_due_day").integer().null().to_owned(),
        ] {
            m.alter_table(Table::alter().table(Alias::new("loans")).add_column(&mut def).to_owned()).await?;
        }
        let set = MOVED.map(|c| format!("{c} = s.{c}")).join(", ");
        let mut statements = vec![
            format!("UPDATE loans SET {set} FROM loan_standing s WHERE s.loan_id = loans.id"),
            "ALTER TABLE loan_standing DROP COLUMN dpd".to_owned(),
            "ALTER TABLE loan_standing DROP COLUMN next_due_date".to_owned(),
        ];
        statements.extend(triggers(db, &m0032::COPIED));
        execute_all(db, statements).await
    }
}
