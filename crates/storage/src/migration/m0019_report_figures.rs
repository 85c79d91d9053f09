//! The figures tables behind the funnel and collections reports (issue 12: p99 ≤ 200 ms at 1M
//! loans, docs/BENCHMARKS.md "Reports"). Both reports summed raw rows on every call, so their
//! cost grew with the book; now they sum these tables, whose size is bounded by days × lenders ×
//! funding sources × programs × partners.
//!
//! - `funnel_days`: per Asia/Jakarta day a loan was created, lender, funding source, program and
//!   partner, how many live (not deleted) loans reached each stage of
//!   `domain::reports::FUNNEL_STAGES`.
//! - `collection_days`: per due day (`domain::repayment::day_number`), the installment's lender
//!   and program and its loan's funding source and partner: installments, rupiah due and rupiah
//!   paid.
//!
//! A missing lender, funding source or partner is stored as the nil UUID ([`NIL_SQLITE`],
//! [`NIL_PG`]) so the natural key can be the primary key on both engines (NULLs are distinct in
//! a unique constraint) and every trigger an `INSERT … ON CONFLICT … DO UPDATE` adding signed
//! figures.
//!
//! Database triggers keep both exact on every write path (the guarded write path, imports, the
//! bulk seed's multi-row inserts, hold billing, payment reversal): a row's old figures are
//! subtracted and its new ones added. The `loans` triggers fire only on the columns they read
//! (`UPDATE OF` and a `WHEN` that compares them), so the daily DPD job's updates never fire them.
//! A loan's partner, funding source, lender and deletion cannot change once it has installments
//! (`domain::pipeline::precondition`: partner edits stop at verification, allocation at
//! approval, deletion at activation); the `loans` trigger still moves its installments' figures
//! when the partner or funding source changes, so raw SQL cannot make them drift. The
//! installments' own `lender_id` and `program_id` (copied from the loan, as the billing lists
//! read them) key `collection_days`.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

/// The nil UUID as SQLite stores a UUID (a 16-byte blob): "none" in a key column.
pub const NIL_SQLITE: &str = "X'00000000000000000000000000000000'";
/// The nil UUID on PostgreSQL.
pub const NIL_PG: &str = "'00000000-0000-0000-0000-000000000000'::uuid";

/// The key columns of `funnel_days`, in primary-key order.
const FUNNEL_KEY: &str = "created_day, lender_id, funding_source_id, program_id, partner_id";
/// The key columns of `collection_days`, in primary-key order.
const COLLECTION_KEY: &str = "due_day, lender_id, funding_source_id, program_id, partner_id";
/// The loan columns the funnel reads: a change to any other column leaves its figures alone.
pub(super) const FUNNEL_COLUMNS: [&str; 11] = [
    "created_at",
    "deleted_at",
    "lender_id",
    "funding_source_id",
    "program_id",
    "partner_id",
    "submitted_at",
    "verified_at",
    "approval_status",
    "kyc_status",
    "activated_on",
];
/// The funnel's figure columns: the stages of `domain::reports::FUNNEL_STAGES`, which the report
/// reads them by (a test holds the two equal).
const FUNNEL_FIGURES: [&str; 6] = ["leads", "applications", "verified", "approved", "kyc_approved", "active"];
/// The installment columns `collection_days` reads.
const INSTALLMENT_COLUMNS: [&str; 6] = ["loan_id", "due_day", "lender_id", "program_id", "amount_due", "amount_paid"];

/// The SQL of one engine (also m0024's).
pub(super) struct Dialect {
    pub(super) pg: bool,
    nil: &'static str,
    /// A distinctness test of two values, NULLs alike.
    differs: &'static str,
}

pub(super) const SQLITE: Dialect = Dialect { pg: false, nil: NIL_SQLITE, differs: "IS NOT" };
pub(super) const PG: Dialect = Dialect { pg: true, nil: NIL_PG, differs: "IS DISTINCT FROM" };

impl Dialect {
    /// The Asia/Jakarta day (UTC+7, no daylight saving) of the loan row `r`'s `created_at`.
    /// SQLite stores it as RFC 3339 text with a `+00:00` offset; its date functions round to the
    /// millisecond, which would move 23:59:59.9995 to the next day, so the fraction is cut first
    /// (day bounds are whole seconds, as the text comparison of the live query sees them).
    fn created_day(&self, r: &str) -> String {
        if self.pg {
            format!("({r}created_at AT TIME ZONE 'Asia/Jakarta')::date")
        } else {
            format!("date(substr({r}created_at, 1, 19), '+7 hours')")
        }
    }

    /// The first day of the Asia/Jakarta month of the loan row `r`'s `created_at` (m0025's
    /// `funnel_months` key), in the same type as [`Dialect::created_day`].
    fn created_month(&self, r: &str) -> String {
        if self.pg {
            format!("date_trunc('month', {r}created_at AT TIME ZONE 'Asia/Jakarta')::date")
        } else {
            format!("date(substr({r}created_at, 1, 19), '+7 hours', 'start of month')")
        }
    }

    /// `r.col`, or the nil UUID for none.
    pub(super) fn key(&self, r: &str, col: &str) -> String {
        format!("COALESCE({r}{col}, {})", self.nil)
    }

    /// The funnel's key columns of the loan row `r` (`new.`, `old.`, or empty for the row of a
    /// plain `SELECT`) in the table of `grain`.
    fn funnel_key(&self, grain: Grain, r: &str) -> [String; 5] {
        [
            match grain {
                Grain::Day => self.created_day(r),
                Grain::Month => self.created_month(r),
            },
            self.key(r, "lender_id"),
            self.key(r, "funding_source_id"),
            format!("{r}program_id"),
            self.key(r, "partner_id"),
        ]
    }

    /// The funnel's key and figures of the loan row `r`, each figure times `sign`.
    fn funnel_values(&self, grain: Grain, r: &str, sign: &str) -> String {
        let mut values = self.funnel_key(grain, r).to_vec();
        values.push(sign.to_owned());
        values.extend(reached(r).map(|cond| format!("CASE WHEN {cond} THEN {sign} ELSE 0 END")));
        values.join(", ")
    }

    /// Adds the live loan row `r`'s figures times `sign` to the funnel table of `grain`
    /// (nothing for a deleted one).
    pub(super) fn funnel_upsert(&self, grain: Grain, r: &str, sign: &str) -> String {
        let (table, key) = (grain.table(), grain.key());
        format!(
            "INSERT INTO {table} ({key}, {}) \
             SELECT {} WHERE {r}deleted_at IS NULL {}",
            FUNNEL_FIGURES.join(", "),
            self.funnel_values(grain, r, sign),
            add_on_conflict(table, &key, &FUNNEL_FIGURES)
        )
    }

    /// Empties the funnel table of `grain` and fills it from the stored loans, set-based.
    pub(super) fn funnel_backfill(&self, grain: Grain) -> [String; 2] {
        let (table, key) = (grain.table(), grain.key());
        [
            format!("DELETE FROM {table}"),
            format!(
                "INSERT INTO {table} ({key}, {}) \
                 SELECT {}, COUNT(*), {} FROM loans WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5",
                FUNNEL_FIGURES.join(", "),
                self.funnel_key(grain, "").join(", "),
                reached("").map(|cond| format!("SUM(CASE WHEN {cond} THEN 1 ELSE 0 END)")).join(", "),
            ),
        ]
    }

    /// Adds the installment row `r`'s figures times `sign` to `collection_days`, its funding
    /// source and partner read from its loan (scalar reads, so an installment without its loan
    /// still counts, under none, as the live query counts it).
    fn collection_upsert(&self, r: &str, sign: &str) -> String {
        let of_loan = |col: &str| format!("COALESCE((SELECT {col} FROM loans WHERE id = {r}loan_id), {})", self.nil);
        format!(
            "INSERT INTO collection_days ({COLLECTION_KEY}, installments, due, paid) VALUES ({r}due_day, {}, {}, \
             {r}program_id, {}, {sign}, {sign} * {r}amount_due, {sign} * {r}amount_paid) {}",
            self.key(r, "lender_id"),
            of_loan("funding_source_id"),
            of_loan("partner_id"),
            add_on_conflict("collection_days", COLLECTION_KEY, &["installments", "due", "paid"])
        )
    }

    /// Moves the installments of the loan `old.id` from the loan's old funding source and
    /// partner to its new ones.
    fn collection_move(&self) -> String {
        let part = |r: &str, sign: &str| {
            format!(
                "INSERT INTO collection_days ({COLLECTION_KEY}, installments, due, paid) SELECT due_day, {}, {}, \
                 program_id, {}, {sign} * COUNT(*), {sign} * SUM(amount_due), {sign} * SUM(amount_paid) \
                 FROM installments WHERE loan_id = old.id GROUP BY due_day, lender_id, program_id {};",
                self.key("", "lender_id"),
                self.key(r, "funding_source_id"),
                self.key(r, "partner_id"),
                add_on_conflict("collection_days", COLLECTION_KEY, &["installments", "due", "paid"])
            )
        };
        format!("{} {}", part("old.", "-1"), part("new.", "1"))
    }

    /// The `WHEN` test: one of `cols` changed.
    pub(super) fn changed(&self, cols: &[&str]) -> String {
        cols.iter().map(|c| format!("old.{c} {} new.{c}", self.differs)).collect::<Vec<_>>().join(" OR ")
    }
}

/// The period a funnel table sums by: `funnel_days` (this migration) or `funnel_months` (m0025,
/// so a whole-book funnel reads thirty times fewer rows).
#[derive(Debug, Clone, Copy)]
pub(super) enum Grain {
    Day,
    Month,
}

impl Grain {
    fn table(self) -> &'static str {
        match self {
            Grain::Day => "funnel_days",
            Grain::Month => "funnel_months",
        }
    }

    /// The table's key columns, in primary-key order (the period first).
    fn key(self) -> String {
        let period = match self {
            Grain::Day => "created_day",
            Grain::Month => "created_month",
        };
        FUNNEL_KEY.replacen("created_day", period, 1)
    }
}

/// When the loan row `r` reached each stage of [`FUNNEL_FIGURES`] after `leads` (which every
/// loan is).
fn reached(r: &str) -> [String; 5] {
    [
        format!("{r}submitted_at IS NOT NULL"),
        format!("{r}verified_at IS NOT NULL"),
        format!("{r}approval_status = 'approved'"),
        format!("{r}kyc_status = 'kyc_approved'"),
        format!("{r}activated_on IS NOT NULL"),
    ]
}

/// `ON CONFLICT (key) DO UPDATE` adding each of `figures`.
pub(super) fn add_on_conflict(table: &str, key: &str, figures: &[&str]) -> String {
    let set: Vec<String> = figures.iter().map(|f| format!("{f} = {table}.{f} + excluded.{f}")).collect();
    format!("ON CONFLICT ({key}) DO UPDATE SET {}", set.join(", "))
}

/// The engine's types: (uuid, date, bigint, table options).
fn types(pg: bool) -> (&'static str, &'static str, &'static str, &'static str) {
    if pg { ("uuid", "date", "bigint", "") } else { ("blob", "text", "integer", " WITHOUT ROWID") }
}

/// The funnel table of `grain`, in the engine's types; the period first in its key, so a range
/// of periods is one range of the primary key.
pub(super) fn funnel_table(pg: bool, grain: Grain) -> String {
    let (uuid, date, big, tail) = types(pg);
    let figures = FUNNEL_FIGURES.map(|f| format!("{f} {big} NOT NULL")).join(", ");
    let key = grain.key();
    let period = key.split(',').next().unwrap_or_default();
    format!(
        "CREATE TABLE IF NOT EXISTS {} ({period} {date} NOT NULL, lender_id {uuid} NOT NULL, \
         funding_source_id {uuid} NOT NULL, program_id {uuid} NOT NULL, partner_id {uuid} NOT NULL, \
         {figures}, PRIMARY KEY ({key})){tail}",
        grain.table()
    )
}

/// The tables, in the engine's types; the day first in each key, so a day range is one range
/// of the primary key.
fn tables(pg: bool) -> [String; 2] {
    let (uuid, _, big, tail) = types(pg);
    [
        funnel_table(pg, Grain::Day),
        format!(
            "CREATE TABLE IF NOT EXISTS collection_days (due_day integer NOT NULL, lender_id {uuid} NOT NULL, \
             funding_source_id {uuid} NOT NULL, program_id {uuid} NOT NULL, partner_id {uuid} NOT NULL, \
             installments {big} NOT NULL, due {big} NOT NULL, paid {big} NOT NULL, PRIMARY KEY ({COLLECTION_KEY})){tail}"
        ),
    ]
}

/// Fills both tables from the stored rows, set-based (they are emptied first, so a rerun after
/// a failure part-way fills them once).
fn backfill(d: &Dialect) -> [String; 4] {
    let [clear, fill] = d.funnel_backfill(Grain::Day);
    let [clear_days, fill_days] = collection_backfill(d);
    [clear, fill, clear_days, fill_days]
}

/// `collection_days` emptied and refilled from the installments, set-based.
///
/// On SQLite `CROSS JOIN` makes the loans the outer loop: each loan's installments are one range
/// of `ux_installments_loan`, where an installment-first join looked its loan up once per
/// installment (half the refill's time on a seeded book; docs/BENCHMARKS.md "Bulk seed"). An
/// installment always has its loan (loans are marked deleted, never removed), so the inner join
/// leaves none out.
fn collection_backfill(d: &Dialect) -> [String; 2] {
    let from = if d.pg {
        "installments i LEFT JOIN loans l ON l.id = i.loan_id"
    } else {
        "loans l CROSS JOIN installments i ON i.loan_id = l.id"
    };
    [
        "DELETE FROM collection_days".to_owned(),
        format!(
            "INSERT INTO collection_days ({COLLECTION_KEY}, installments, due, paid) \
             SELECT i.due_day, {}, {}, i.program_id, {}, COUNT(*), SUM(i.amount_due), SUM(i.amount_paid) \
             FROM {from} GROUP BY 1, 2, 3, 4, 5",
            d.key("i.", "lender_id"),
            d.key("l.", "funding_source_id"),
            d.key("l.", "partner_id"),
        ),
    ]
}

/// Refills `collection_days` alone from the installments (set-based; `crate::migration::
/// rebuild_collection_days`).
///
/// Errors: the database failed.
pub(super) async fn rebuild_collection_days(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    execute_all(db, collection_backfill(&dialect_of(db))).await
}

/// Refills `funnel_days` alone from the loans (set-based; `crate::migration::
/// rebuild_loan_figures`).
///
/// Errors: the database failed.
pub(super) async fn rebuild_funnel_days(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    execute_all(db, dialect_of(db).funnel_backfill(Grain::Day)).await
}

/// SQLite's three triggers on `loans` (`<table>_insert`, `_update`, `_delete`) that keep the
/// funnel table of `grain`; the update fires only when a column the funnel reads changed.
pub(super) fn funnel_sqlite_triggers(d: &Dialect, grain: Grain) -> [String; 3] {
    let (table, cols) = (grain.table(), FUNNEL_COLUMNS.join(", "));
    [
        format!(
            "CREATE TRIGGER IF NOT EXISTS {table}_insert AFTER INSERT ON loans BEGIN {}; END",
            d.funnel_upsert(grain, "new.", "1")
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS {table}_update AFTER UPDATE OF {cols} ON loans WHEN {} BEGIN {}; {}; END",
            d.changed(&FUNNEL_COLUMNS),
            d.funnel_upsert(grain, "old.", "-1"),
            d.funnel_upsert(grain, "new.", "1")
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS {table}_delete AFTER DELETE ON loans BEGIN {}; END",
            d.funnel_upsert(grain, "old.", "-1")
        ),
    ]
}

/// SQLite's triggers: the upserts as trigger bodies.
fn sqlite_triggers() -> Vec<String> {
    let d = SQLITE;
    let inst_cols = INSTALLMENT_COLUMNS.join(", ");
    let mut out: Vec<String> = funnel_sqlite_triggers(&d, Grain::Day).into();
    out.extend([
        format!(
            "CREATE TRIGGER IF NOT EXISTS collection_days_loan AFTER UPDATE OF funding_source_id, partner_id ON loans WHEN {} \
             BEGIN {} END",
            d.changed(&["funding_source_id", "partner_id"]),
            d.collection_move()
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS collection_days_insert AFTER INSERT ON installments BEGIN {}; END",
            d.collection_upsert("new.", "1")
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS collection_days_update AFTER UPDATE OF {inst_cols} ON installments WHEN {} \
             BEGIN {}; {}; END",
            d.changed(&INSTALLMENT_COLUMNS),
            d.collection_upsert("old.", "-1"),
            d.collection_upsert("new.", "1")
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS collection_days_delete AFTER DELETE ON installments BEGIN {}; END",
            d.collection_upsert("old.", "-1")
        ),
    ]);
    out
}

/// PostgreSQL's triggers: one plpgsql function per table, fired per row.
fn pg_triggers() -> Vec<String> {
    let d = PG;
    let funnel_cols = FUNNEL_COLUMNS.join(", ");
    let inst_cols = INSTALLMENT_COLUMNS.join(", ");
    let mut out = vec![
        format!(
            "CREATE OR REPLACE FUNCTION report_figures_loans() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {}; END IF; \
             IF TG_OP IN ('INSERT', 'UPDATE') THEN {}; END IF; \
             IF TG_OP = 'UPDATE' AND ({}) THEN {} END IF; \
             RETURN NULL; END $$",
            d.funnel_upsert(Grain::Day, "old.", "-1"),
            d.funnel_upsert(Grain::Day, "new.", "1"),
            d.changed(&["funding_source_id", "partner_id"]),
            d.collection_move()
        ),
        format!(
            "CREATE OR REPLACE FUNCTION report_figures_installments() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {}; END IF; \
             IF TG_OP IN ('INSERT', 'UPDATE') THEN {}; END IF; \
             RETURN NULL; END $$",
            d.collection_upsert("old.", "-1"),
            d.collection_upsert("new.", "1")
        ),
    ];
    for (table, func, cols, watched) in [
        ("loans", "report_figures_loans", funnel_cols, &FUNNEL_COLUMNS[..]),
        ("installments", "report_figures_installments", inst_cols, &INSTALLMENT_COLUMNS[..]),
    ] {
        out.push(format!(
            "CREATE OR REPLACE TRIGGER {table}_figures_insert AFTER INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION {func}()"
        ));
        out.push(format!(
            "CREATE OR REPLACE TRIGGER {table}_figures_update AFTER UPDATE OF {cols} ON {table} FOR EACH ROW WHEN ({}) \
             EXECUTE FUNCTION {func}()",
            d.changed(watched)
        ));
        out.push(format!(
            "CREATE OR REPLACE TRIGGER {table}_figures_delete AFTER DELETE ON {table} FOR EACH ROW EXECUTE FUNCTION {func}()"
        ));
    }
    out
}

/// The SQL that creates and fills the figures tables and their triggers on one engine, in
/// order; every statement can be rerun (a SQLite migration that failed part-way keeps what ran).
fn up_sql(pg: bool) -> Vec<String> {
    let d = if pg { PG } else { SQLITE };
    let mut out: Vec<String> = tables(pg).into();
    out.extend(backfill(&d));
    out.extend(if pg { pg_triggers() } else { sqlite_triggers() });
    out
}

/// The dialect of `db`'s engine.
pub(super) fn dialect_of(db: &impl sea_orm::ConnectionTrait) -> Dialect {
    if db.get_database_backend() == DbBackend::Postgres { PG } else { SQLITE }
}

/// Runs `statements` in order. Errors: the first that failed.
pub(super) async fn execute_all(
    db: &impl sea_orm::ConnectionTrait,
    statements: impl IntoIterator<Item = String>,
) -> Result<(), DbErr> {
    for sql in statements {
        db.execute_unprepared(&sql).await?;
    }
    Ok(())
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        execute_all(db, up_sql(db.get_database_backend() == DbBackend::Postgres)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            for table in ["loans", "installments"] {
                for event in ["insert", "update", "delete"] {
                    db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {table}_figures_{event} ON {table}")).await?;
                }
            }
            db.execute_unprepared("DROP FUNCTION IF EXISTS report_figures_loans()").await?;
            db.execute_unprepared("DROP FUNCTION IF EXISTS report_figures_installments()").await?;
        } else {
            for t in [
                "funnel_days_insert",
                "funnel_days_update",
                "funnel_days_delete",
                "collection_days_loan",
                "collection_days_insert",
                "collection_days_update",
                "collection_days_delete",
            ] {
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {t}")).await?;
            }
        }
        db.execute_unprepared("DROP TABLE IF EXISTS collection_days").await?;
        db.execute_unprepared("DROP TABLE IF EXISTS funnel_days").await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use sea_orm::ConnectionTrait;

    use super::*;

    #[test]
    fn the_funnel_figures_are_the_report_stages() {
        assert_eq!(FUNNEL_FIGURES, domain::reports::FUNNEL_STAGES);
    }

    /// SQLite rounds times to the millisecond: a loan created in the last half millisecond
    /// before a Jakarta midnight still counts on that day, as the text comparison of created_at
    /// with the day's bounds counts it.
    #[tokio::test]
    async fn the_sqlite_created_day_is_the_jakarta_day_to_the_microsecond() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        let day = |at: &str| {
            let sql = format!("SELECT {} AS d FROM (SELECT '{at}' AS created_at)", SQLITE.created_day(""));
            let db = &db;
            async move {
                let row = db.query_one_raw(sea_orm::Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap().unwrap();
                row.try_get::<String>("", "d").unwrap()
            }
        };
        assert_eq!(day("2026-11-24T16:59:59.999999+00:00").await, "2026-11-24");
        assert_eq!(day("2026-11-24T17:00:00+00:00").await, "2026-11-25");
        assert_eq!(day("2026-11-24T17:00:00.000001+00:00").await, "2026-11-25");
        assert_eq!(day("2026-11-24T00:00:00+00:00").await, "2026-11-24");
    }
}
