//! `loan_standing`: the indexed copy of every live active loan's standing (issue 10: the daily
//! job ≤ 6 s at 100k active loans; docs/BENCHMARKS.md "Repayments", "The standing in a table of
//! its own").
//!
//! The daily job changes 8,000–12,000 loans' status, DPD band or quality bucket a day at 100k
//! active loans. While those columns were in indexes of `loans` (`ix_loans_active`,
//! `ix_loans_active_status`, `ix_loans_book`, `ix_loans_past_due`), each such change made
//! PostgreSQL write a new entry in every one of the wide row's ~30 indexes (the search trigram
//! index among them), most of the job's time. Those four
//! indexes now live on this narrow
//! table, so a standing change on `loans` is a heap-only (HOT) update there, and here a new entry
//! in three small indexes.
//!
//! One row per live (not deleted) loan whose active status is set (pending activation through
//! inactive): its status, OJK quality bucket, DPD band (`domain::reports::late_band`) and oldest
//! unpaid due day (days since 1970-01-01, Asia/Jakarta). `loans` stays the record: database
//! triggers copy its columns here on every write path (the guarded write path, payments, the
//! daily job, imports, `roda seed bulk`, raw SQL), as m0024's do for `portfolio_figures`. On
//! PostgreSQL the update trigger is one per statement with transition tables (m0026's reason:
//! a plpgsql call per row); SQLite has row triggers only.
//!
//! `ix_loans_activated` replaces what `ix_loans_book` gave the portfolio asked for a range of
//! activation dates: the range's loans without reading the whole table.

use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{Dialect, SQLITE, dialect_of, execute_all};

/// The columns the triggers copy from `loans` and those whose change moves a loan's row.
pub(super) struct Copied {
    /// Copied, in the table's order after `loan_id`.
    pub(super) columns: &'static [&'static str],
}

impl Copied {
    /// Watched by the update trigger: the copied ones and `deleted_at`.
    pub(super) fn watched(&self) -> Vec<&'static str> {
        self.columns.iter().copied().chain(["deleted_at"]).collect()
    }
}

/// This migration's: the oldest unpaid due day is still a column of `loans` (until m0033).
pub(super) const COPIED: Copied = Copied { columns: &["active_status", "bucket", "dpd_band", "oldest_due_day"] };

/// Whether the loan row `r` has a row here: live and with an active status.
pub(super) fn kept(r: &str) -> String {
    format!("{r}active_status IS NOT NULL AND {r}deleted_at IS NULL")
}

/// `INSERT … SELECT` of the loan rows `r` of `from` that are kept, their copied columns `c`
/// replacing those of rows already here.
pub(super) fn upsert(c: &Copied, r: &str, from: &str) -> String {
    let cols = c.columns.join(", ");
    let vals = c.columns.iter().map(|c| format!("{r}{c}")).collect::<Vec<_>>().join(", ");
    let set = c.columns.iter().map(|c| format!("{c} = excluded.{c}")).collect::<Vec<_>>().join(", ");
    // `WHERE … AND 1 = 1`: SQLite reads `… ON CONFLICT` after a bare `FROM t` as a join's ON.
    format!(
        "INSERT INTO loan_standing (loan_id, {cols}) SELECT {r}id, {vals} {from} WHERE {} AND 1 = 1 \
         ON CONFLICT (loan_id) DO UPDATE SET {set}",
        kept(r)
    )
}

fn table(pg: bool) -> String {
    let (uuid, tail) = if pg { ("uuid", "") } else { ("blob", " WITHOUT ROWID") };
    format!(
        "CREATE TABLE loan_standing (loan_id {uuid} NOT NULL PRIMARY KEY, active_status text NOT NULL, bucket text, \
         dpd_band smallint NOT NULL, oldest_due_day integer){tail}"
    )
}

/// The table's indexes: the active list by status, the late list oldest first (covering its
/// status and bucket filters). m0033 makes them again on the table it puts in this one's place.
pub(super) const STANDING_INDEXES: [&str; 2] = [
    "CREATE INDEX ix_standing_status ON loan_standing (active_status, loan_id)",
    "CREATE INDEX ix_standing_past_due ON loan_standing (oldest_due_day, loan_id, active_status, bucket) WHERE dpd_band > 0",
];

/// The portfolio by activation date on `loans`.
const ACTIVATED_INDEX: &str =
    "CREATE INDEX ix_loans_activated ON loans (activated_on) WHERE activated_on IS NOT NULL AND deleted_at IS NULL";

/// The `loans` indexes this table replaces, as they were made (m0013, m0023, m0029).
const REPLACED: [(&str, &str); 4] = [
    ("ix_loans_active", "(id) WHERE active_status IS NOT NULL AND deleted_at IS NULL"),
    ("ix_loans_active_status", "(active_status, id) WHERE deleted_at IS NULL"),
    (
        "ix_loans_book",
        "(active_status, lender_id, bucket, dpd_band, outstanding, activated_on, program_id, partner_id, \
         funding_source_id, deleted_at) WHERE active_status IS NOT NULL AND deleted_at IS NULL",
    ),
    (
        "ix_loans_past_due",
        "(oldest_due_day, id, active_status, lender_id, dpd_band, deleted_at) WHERE dpd_band > 0 AND deleted_at IS NULL",
    ),
];

/// SQLite's triggers on `loans`: insert, update of a watched column, delete.
fn sqlite_triggers(d: &Dialect, c: &Copied) -> [String; 3] {
    [
        format!(
            "CREATE TRIGGER loan_standing_insert AFTER INSERT ON loans WHEN {} BEGIN {}; END",
            kept("new."),
            upsert(c, "new.", "")
        ),
        format!(
            "CREATE TRIGGER loan_standing_update AFTER UPDATE OF {} ON loans WHEN {} BEGIN \
             DELETE FROM loan_standing WHERE loan_id = old.id AND NOT ({}); {}; END",
            c.watched().join(", "),
            d.changed(&c.watched()),
            kept("new."),
            upsert(c, "new.", "")
        ),
        "CREATE TRIGGER loan_standing_delete AFTER DELETE ON loans BEGIN DELETE FROM loan_standing WHERE loan_id = old.id; END"
            .to_owned(),
    ]
}

/// PostgreSQL's functions and triggers: per row on insert and delete, per statement on update.
fn pg_triggers(c: &Copied) -> Vec<String> {
    let changed = c.watched().iter().map(|c| format!("o.{c} IS DISTINCT FROM n.{c}")).collect::<Vec<_>>().join(" OR ");
    vec![
        format!(
            "CREATE FUNCTION loan_standing_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP = 'DELETE' THEN DELETE FROM loan_standing WHERE loan_id = old.id; \
             ELSE {}; END IF; RETURN NULL; END $$",
            upsert(c, "new.", "")
        ),
        // The statement's changed rows only: the daily job rewrites some 50k loans a day, most
        // of them for their DPD alone, which is not copied here.
        format!(
            "CREATE FUNCTION loan_standing_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             DELETE FROM loan_standing s USING new_rows n WHERE s.loan_id = n.id AND NOT ({}); \
             {}; RETURN NULL; END $$",
            kept("n."),
            upsert(c, "n.", &format!("FROM new_rows n JOIN old_rows o ON o.id = n.id AND ({changed})"))
        ),
        format!(
            "CREATE TRIGGER loan_standing_insert AFTER INSERT ON loans FOR EACH ROW WHEN ({}) \
             EXECUTE FUNCTION loan_standing_row()",
            kept("new.")
        ),
        "CREATE TRIGGER loan_standing_update AFTER UPDATE ON loans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows \
         FOR EACH STATEMENT EXECUTE FUNCTION loan_standing_update()"
            .to_owned(),
        "CREATE TRIGGER loan_standing_delete AFTER DELETE ON loans FOR EACH ROW EXECUTE FUNCTION loan_standing_row()".to_owned(),
    ]
}

/// The triggers on `loans` copying `c` for `db`'s engine: this migration's ([`COPIED`]), or
/// m0033's (which also puts this migration's back when it goes down).
pub(super) fn triggers(db: &impl sea_orm::ConnectionTrait, c: &Copied) -> Vec<String> {
    if dialect_of(db).pg { pg_triggers(c) } else { sqlite_triggers(&SQLITE, c).into() }
}

/// The statements dropping the triggers on `loans` (and PostgreSQL's functions) for `db`'s engine.
pub(super) fn drop_triggers(db: &impl sea_orm::ConnectionTrait) -> Vec<String> {
    if dialect_of(db).pg {
        let mut s: Vec<String> =
            ["insert", "update", "delete"].map(|e| format!("DROP TRIGGER loan_standing_{e} ON loans")).into();
        s.push("DROP FUNCTION loan_standing_row()".to_owned());
        s.push("DROP FUNCTION loan_standing_update()".to_owned());
        s
    } else {
        ["insert", "update", "delete"].map(|e| format!("DROP TRIGGER loan_standing_{e}")).into()
    }
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let d = dialect_of(db);
        let mut statements = vec![table(d.pg), upsert(&COPIED, "", "FROM loans")];
        statements.extend(STANDING_INDEXES.map(str::to_owned));
        statements.push(ACTIVATED_INDEX.to_owned());
        statements.extend(REPLACED.map(|(name, _)| format!("DROP INDEX {name}")));
        statements.extend(triggers(db, &COPIED));
        execute_all(db, statements).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let mut statements = drop_triggers(db);
        statements.extend(REPLACED.map(|(name, def)| format!("CREATE INDEX {name} ON loans {def}")));
        statements.push("DROP INDEX ix_loans_activated".to_owned());
        statements.push("DROP TABLE loan_standing".to_owned());
        execute_all(db, statements).await
    }
}
