//! Loading many rows at once (`roda seed bulk`, issue 46 item 3): a table's secondary indexes
//! and triggers are set aside while its rows go in, then put back, each index built once from
//! sorted rows instead of kept entry by entry, and each trigger's table refilled set-based by
//! its own rebuild. For the installments of a seeded book, a hundred rows a loan, this is most
//! of the seed's time (docs/BENCHMARKS.md "Bulk seed").
//!
//! The installments of a seeded book's weekly and daily loans are not loaded row by row at all:
//! the seed loads each schedule's shape once and each loan as one row, and [`expand_shapes`]
//! writes the installments from those in the database.
//!
//! Not for a book in use: while set aside, the table's figures and lookups are missing.

use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, DbErr, Statement,
    sea_query::{Alias, Query},
};
use uuid::Uuid;

/// The rows `table` holds (a bulk load sets aside only what it outgrows).
///
/// Errors: the database failed.
pub async fn row_count(db: &impl ConnectionTrait, table: &'static str) -> Result<u64, DbErr> {
    let backend = db.get_database_backend();
    let row = db.query_one_raw(Statement::from_string(backend, format!("SELECT COUNT(*) AS n FROM \"{table}\""))).await?;
    let n: i64 = row.map(|r| r.try_get("", "n")).transpose()?.unwrap_or(0);
    Ok(u64::try_from(n).unwrap_or(0))
}

/// What [`set_aside`] took off a table, to put back.
#[derive(Debug)]
#[must_use = "put the indexes and triggers back with `put_back`"]
pub struct SetAside {
    table: &'static str,
    /// The dropped indexes: name and the statement that recreates it.
    indexes: Vec<(String, String)>,
    /// The statements that put the triggers back.
    triggers: Vec<String>,
    /// Whether each index's statistics are read as soon as it is built ([`SetAside::analysed`]).
    analysed: bool,
}

impl SetAside {
    /// On SQLite, [`put_back`] reads the table's statistics while its pages are in memory:
    /// `ANALYZE` of the table (the indexes kept in place) before building the others, then
    /// `ANALYZE` of each index right after it is built, instead of a whole `ANALYZE` at the end
    /// reading them back from disk once the book has outgrown memory (docs/BENCHMARKS.md "Bulk
    /// seed"). The statistics are those a later `ANALYZE` reads, provided every row is in by
    /// then and the load writes no more to the table; [`put_back`] answers the tables so read,
    /// for the caller to leave out of its last `ANALYZE` ([`analyze_all_but`]). PostgreSQL: no
    /// change.
    pub fn analysed(self) -> SetAside {
        SetAside { analysed: true, ..self }
    }
}

/// Drops `table`'s secondary indexes and sets its triggers aside: on SQLite they are dropped
/// (their `CREATE` statements kept), on PostgreSQL disabled (`DISABLE TRIGGER USER`). The
/// primary key stays.
///
/// Errors: the database failed.
pub async fn set_aside(db: &impl ConnectionTrait, table: &'static str) -> Result<SetAside, DbErr> {
    set_aside_but(db, table, |_| false).await
}

/// [`set_aside`], but the indexes whose name `keep` accepts stay: rows written in their order
/// append to them, which costs less than building them again from the whole table.
///
/// Errors: the database failed.
pub async fn set_aside_but(
    db: &impl ConnectionTrait,
    table: &'static str,
    keep: impl Fn(&str) -> bool,
) -> Result<SetAside, DbErr> {
    let backend = db.get_database_backend();
    let rows = match backend {
        DbBackend::Postgres => {
            db.query_all_raw(Statement::from_sql_and_values(
                backend,
                "SELECT 'index' AS kind, indexname AS name, indexdef AS sql FROM pg_indexes \
                 WHERE schemaname = current_schema() AND tablename = $1 \
                 AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)",
                [table.into()],
            ))
            .await?
        }
        _ => {
            db.query_all_raw(Statement::from_sql_and_values(
                backend,
                "SELECT type AS kind, name, sql FROM sqlite_master \
                 WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type",
                [table.into()],
            ))
            .await?
        }
    };
    let mut indexes = Vec::new();
    let mut triggers = Vec::new();
    for r in rows {
        let (kind, name, sql): (String, String, String) = (r.try_get("", "kind")?, r.try_get("", "name")?, r.try_get("", "sql")?);
        if kind == "index" && keep(&name) {
            continue;
        }
        let drop = if kind == "index" { "INDEX" } else { "TRIGGER" };
        db.execute_unprepared(&format!("DROP {drop} \"{name}\"")).await?;
        if kind == "index" { indexes.push((name, sql)) } else { triggers.push(sql) }
    }
    if backend == DbBackend::Postgres {
        db.execute_unprepared(&format!("ALTER TABLE \"{table}\" DISABLE TRIGGER USER")).await?;
        triggers.push(format!("ALTER TABLE \"{table}\" ENABLE TRIGGER USER"));
    }
    Ok(SetAside { table, indexes, triggers, analysed: false })
}

/// SQLite: `ANALYZE` of every table but `analysed` (whose statistics the load read already,
/// [`SetAside::analysed`]), one table a statement: the statistics a whole `ANALYZE` leaves,
/// without reading those tables again. PostgreSQL: nothing (its seed vacuums and analyses every
/// table it loaded at the end).
///
/// Errors: the database failed.
pub async fn analyze_all_but(db: &impl ConnectionTrait, analysed: &[&str]) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    if backend == DbBackend::Postgres {
        return Ok(());
    }
    // What a whole `ANALYZE` reads: the ordinary tables (a virtual table's own shadow tables are
    // ordinary ones), not SQLite's own.
    let tables = db
        .query_all_raw(Statement::from_string(
            backend,
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
             AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
        ))
        .await?;
    for row in tables {
        let name: String = row.try_get("", "name")?;
        if !analysed.contains(&name.as_str()) {
            db.execute_unprepared(&format!("ANALYZE \"{name}\"")).await?;
        }
    }
    Ok(())
}

/// Recreates what [`set_aside`] took off each table (indexes, then triggers), table by table in
/// the order given, on one connection of `db` set for sorts of the whole table; on SQLite a
/// table marked [`SetAside::analysed`] is analysed as it is put back, and answered. What the
/// triggers keep is not refilled here: the caller runs that table's rebuild (for
/// `installments`, `crate::migration::rebuild_collection_days`).
///
/// An index is built from a sort of every row's key. The pool's SQLite connections keep their
/// temporary files in memory (`crate::connect_with`), right for the sorts of a page but many
/// times slower for an installments table's hundred million keys than files on disk, which the
/// operating system caches anyway (docs/BENCHMARKS.md "Bulk seed"); this connection writes them
/// to disk, lets SQLite's sorter use a helper thread a core (`PRAGMA threads`; one thread
/// sorted while the other core idled) and sort longer runs in memory ([`SORT_RUN_KIB`]), then
/// goes back to memory, one thread and the default cache after. On
/// PostgreSQL the session's `maintenance_work_mem` is raised to 1 GB (`BUILD_MEMORY`) for the
/// builds.
///
/// Errors: the database failed.
pub async fn put_back(db: &DatabaseConnection, asides: Vec<SetAside>) -> Result<Vec<&'static str>, DbErr> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let backend = db.get_database_backend();
    let (before, after) = match backend {
        DbBackend::Postgres => (format!("SET maintenance_work_mem = '{BUILD_MEMORY}'"), "RESET maintenance_work_mem"),
        _ => (
            format!("PRAGMA temp_store = FILE; PRAGMA threads = {cores}; PRAGMA cache_size = -{SORT_RUN_KIB}"),
            "PRAGMA temp_store = MEMORY; PRAGMA threads = 0; PRAGMA cache_size = -2000",
        ),
    };
    let mut statements: Vec<String> = Vec::new();
    let mut analysed = Vec::new();
    for aside in &asides {
        let analyse = aside.analysed && backend != DbBackend::Postgres;
        if analyse {
            statements.push(format!("ANALYZE \"{}\"", aside.table));
            analysed.push(aside.table);
        }
        for (name, sql) in &aside.indexes {
            statements.push(sql.clone());
            if analyse {
                statements.push(format!("ANALYZE \"{name}\""));
            }
        }
        statements.extend(aside.triggers.iter().cloned());
    }
    let statements: Vec<&str> = statements.iter().map(String::as_str).collect();
    match backend {
        DbBackend::Postgres => on_one(db.get_postgres_connection_pool().acquire().await, &before, &statements, after).await?,
        _ => on_one(db.get_sqlite_connection_pool().acquire().await, &before, &statements, after).await?,
    }
    for aside in &asides {
        tracing::debug!(table = aside.table, indexes = aside.indexes.len(), "indexes and triggers put back");
    }
    Ok(analysed)
}

/// The page cache of [`put_back`]'s SQLite connection while it builds, KiB (then SQLite's
/// default, 2,000 KiB, again). SQLite's sorter sorts a run of up to that size in memory before
/// it writes the run out (capped at 512 MiB, `SQLITE_MAX_PMASZ`), then merges the runs sixteen
/// at a time: with the default a hundred million installment keys made over a thousand runs and
/// three merge passes over files, with this a handful and one.
const SORT_RUN_KIB: u32 = 512 * 1024;

/// `maintenance_work_mem` of [`put_back`]'s PostgreSQL session.
const BUILD_MEMORY: &str = "1GB";

/// Runs `statements` in order on one connection of a pool (`acquired`) between `before` and
/// `after`, so that the session setting `before` makes holds for all of them; `after` runs
/// even when one failed, so the connection goes back to the pool as it came. Errors: the
/// first statement that failed.
async fn on_one<DB: sea_orm::sqlx::Database>(
    acquired: Result<sea_orm::sqlx::pool::PoolConnection<DB>, sea_orm::sqlx::Error>,
    before: &str,
    statements: &[&str],
    after: &str,
) -> Result<(), DbErr>
where
    for<'c> &'c mut DB::Connection: sea_orm::sqlx::Executor<'c, Database = DB>,
{
    let mut conn = acquired.map_err(|e| DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e.into())))?;
    let mut run = async |sql: &str| {
        sea_orm::sqlx::raw_sql(sea_orm::sqlx::AssertSqlSafe(sql))
            .execute(&mut *conn)
            .await
            .map(|_| ())
            .map_err(|e| DbErr::Exec(sea_orm::RuntimeErr::SqlxError(e.into())))
    };
    let mut done = run(before).await;
    for sql in statements {
        if done.is_err() {
            break;
        }
        done = run(sql).await;
    }
    let reset = run(after).await;
    done.and(reset)
}

/// The shapes of the schedules a bulk seed writes set-based (issue 46 item 3), one row an
/// installment: `shape` (a key of the seed's choosing), `number`, `id_suffix` (the last two
/// bytes of its id, [`shaped_installment_id`]), `offset_days` (its due date's distance from the
/// handover, days), `amount_due` and `principal_due` (rupiah). A scaffold of the load, dropped
/// by [`expand_shapes`].
pub const SHAPES: &str = "bulk_seed_shapes";

/// The loans whose schedules are a shape moved to their handover, one row a loan: `loan_id`,
/// `id_prefix` (the first fourteen bytes of its installments' ids, [`shaped_installment_id`]),
/// `lender_id`, `program_id` (the loan's), `shape` (in [`SHAPES`]), `handover_day`
/// (`domain::repayment::day_number`) and `paid` (its installments numbered up to this are paid
/// in full on their due date). Dropped by [`expand_shapes`].
pub const SHAPED_LOANS: &str = "bulk_seed_shaped_loans";

/// The id of installment `number` of seeded loan `loan_id` when written from a shape: bytes
/// 0–7 of the loan id, `0xB0`, bytes 11–15 of the loan id, then the number (two bytes, big
/// endian). A UUIDv7 still (the loan's time and version; the variant bits of byte 8), unique
/// for the seed's loans, whose ids leave bytes 9–10 zero and have their first eight unique
/// within a run of fewer than 4,096,000 loans (`seed::bulk::seeded_v7` in the server), and rising with `(loan_id, number)`:
/// rows written in that order append to the primary key as to `ux_installments_loan`. In the
/// database it is `id_prefix || id_suffix` ([`SHAPED_LOANS`], [`SHAPES`]).
pub fn shaped_installment_id(loan_id: Uuid, number: i32) -> Uuid {
    let mut id = [0u8; 16];
    id[..14].copy_from_slice(&id_prefix(loan_id));
    id[14..].copy_from_slice(&id_suffix(number));
    Uuid::from_bytes(id)
}

/// The first fourteen bytes of [`shaped_installment_id`].
fn id_prefix(loan_id: Uuid) -> [u8; 14] {
    let l = loan_id.as_bytes();
    let mut p = [0u8; 14];
    p[..8].copy_from_slice(&l[..8]);
    p[8] = 0xB0;
    p[9..].copy_from_slice(&l[11..]);
    p
}

/// The last two bytes of [`shaped_installment_id`] (a schedule's numbers stay far below 2^16).
fn id_suffix(number: i32) -> [u8; 2] {
    u16::try_from(number).unwrap_or(u16::MAX).to_be_bytes()
}

/// One installment of a shape, as [`SHAPES`] holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShapeRow {
    pub shape: i32,
    pub number: i32,
    /// Days from the handover to its due date.
    pub offset_days: i32,
    /// Rupiah.
    pub amount_due: i64,
    pub principal_due: i64,
}

/// One loan of [`SHAPED_LOANS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShapedLoan {
    pub loan_id: Uuid,
    pub lender_id: Option<Uuid>,
    pub program_id: Uuid,
    pub shape: i32,
    /// `domain::repayment::day_number` of its handover.
    pub handover_day: i32,
    /// Its installments numbered `1..=paid` are paid in full on their due dates.
    pub paid: i32,
}

/// On SQLite, the `YYYY-MM-DD` text of every day an installment from a shape falls on, one row
/// a day: `day` (`domain::repayment::day_number`, the rowid) and `date` (SQLite's `date()` of
/// it). [`expand_shapes`] fills it and looks each installment's dates up in it: `date()` a row
/// cost as much as the rest of the row's making together. Dropped by [`expand_shapes`].
pub const SHAPE_DAYS: &str = "bulk_seed_shape_days";

/// Creates [`SHAPES`] and [`SHAPED_LOANS`] empty (dropping what a failed seed left of them).
/// Both are keyed in the order [`expand_shapes`] reads them (on SQLite `WITHOUT ROWID`, so the
/// key is the table's own order).
///
/// Errors: the database failed.
pub async fn create_shape_tables(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    let (uuid, bytes, tail) = match db.get_database_backend() {
        DbBackend::Postgres => ("uuid", "bytea", ""),
        _ => ("BLOB", "BLOB", " WITHOUT ROWID"),
    };
    for sql in [
        format!("DROP TABLE IF EXISTS {SHAPES}"),
        format!("DROP TABLE IF EXISTS {SHAPED_LOANS}"),
        format!("DROP TABLE IF EXISTS {SHAPE_DAYS}"),
        format!(
            "CREATE TABLE {SHAPES} (shape integer NOT NULL, number integer NOT NULL, id_suffix {bytes} NOT NULL, \
             offset_days integer NOT NULL, amount_due bigint NOT NULL, principal_due bigint NOT NULL, \
             PRIMARY KEY (shape, number)){tail}"
        ),
        format!(
            "CREATE TABLE {SHAPED_LOANS} (loan_id {uuid} NOT NULL PRIMARY KEY, id_prefix {bytes} NOT NULL, \
             lender_id {uuid} NULL, program_id {uuid} NOT NULL, shape integer NOT NULL, handover_day integer NOT NULL, \
             paid integer NOT NULL){tail}"
        ),
    ] {
        db.execute_unprepared(&sql).await?;
    }
    Ok(())
}

/// The insert of `rows` into [`SHAPES`]; `None` when there are none.
pub fn insert_shape_rows(backend: DbBackend, rows: &[ShapeRow]) -> Option<Statement> {
    let mut q = Query::insert();
    q.into_table(Alias::new(SHAPES))
        .columns(["shape", "number", "id_suffix", "offset_days", "amount_due", "principal_due"].map(Alias::new));
    for r in rows {
        q.values_panic([
            r.shape.into(),
            r.number.into(),
            id_suffix(r.number).to_vec().into(),
            r.offset_days.into(),
            r.amount_due.into(),
            r.principal_due.into(),
        ]);
    }
    (!rows.is_empty()).then(|| backend.build(&q))
}

/// The insert of `rows` into [`SHAPED_LOANS`]; `None` when there are none.
pub fn insert_shaped_loans(backend: DbBackend, rows: &[ShapedLoan]) -> Option<Statement> {
    let mut q = Query::insert();
    q.into_table(Alias::new(SHAPED_LOANS))
        .columns(["loan_id", "id_prefix", "lender_id", "program_id", "shape", "handover_day", "paid"].map(Alias::new));
    for r in rows {
        q.values_panic([
            r.loan_id.into(),
            id_prefix(r.loan_id).to_vec().into(),
            r.lender_id.into(),
            r.program_id.into(),
            r.shape.into(),
            r.handover_day.into(),
            r.paid.into(),
        ]);
    }
    (!rows.is_empty()).then(|| backend.build(&q))
}

/// Loans of [`SHAPED_LOANS`] whose installments one statement of [`expand_shapes`] writes: a
/// transaction's worth that keeps what one transaction holds to a few hundred megabytes (a
/// WAL's growth on PostgreSQL, the rollback journal in memory on SQLite,
/// `crate::connect_for_load`).
const EXPAND_LOANS: u64 = 20_000;

/// Writes the installments of every loan in [`SHAPED_LOANS`] (its shape moved to its
/// handover, `crate::repo::loans::repayments::shaped_installments_select`) in `(loan_id,
/// number)` order, [`EXPAND_LOANS`] loans a statement, then drops the scaffold tables. Runs
/// in the database, without a statement or a bound value a row. On PostgreSQL two sessions
/// write alternate statements (each statement runs in one backend, and it takes concurrent
/// writers; SQLite's one writer writes them in turn). Returns the rows written.
///
/// Errors: the database failed.
pub async fn expand_shapes(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    let backend = db.get_database_backend();
    let pg = backend == DbBackend::Postgres;
    let p = |n: usize| if pg { format!("${n}") } else { format!("?{n}") };
    let select = crate::repo::loans::repayments::shaped_installments_select(backend);
    let columns = crate::repo::loans::repayments::INSTALLMENT_COLUMNS;
    // On SQLite `CROSS JOIN` keeps the loans the outer loop: read in key order, each loan's
    // shape one range of its key, the rows come out in `(loan_id, number)` order as they are
    // read. An `ORDER BY` would only add a sort of each loan's rows (SQLite's planner does not
    // see that the loans' key is unique); PostgreSQL is told.
    let (join, order) = if pg { ("JOIN", " ORDER BY s.loan_id, t.number") } else { ("CROSS JOIN", "") };
    // SQLite's installment dates from their day's row: a rowid seek instead of `date()`.
    let days = if pg {
        String::new()
    } else {
        db.execute_unprepared(&format!("CREATE TABLE {SHAPE_DAYS} (day integer PRIMARY KEY, date text NOT NULL)")).await?;
        // The first and last day due, each scaffold read once (a bound in the recursion would be
        // read again for every day).
        let span = format!(
            "SELECT (SELECT min(handover_day) FROM {SHAPED_LOANS}) + (SELECT min(offset_days) FROM {SHAPES}) AS first, \
             (SELECT max(handover_day) FROM {SHAPED_LOANS}) + (SELECT max(offset_days) FROM {SHAPES}) AS last"
        );
        let span = db.query_one_raw(Statement::from_string(backend, span)).await?;
        let day = |column: &str| -> Result<Option<i64>, DbErr> { span.as_ref().map_or(Ok(None), |r| r.try_get("", column)) };
        if let (Some(first), Some(last)) = (day("first")?, day("last")?) {
            let fill = format!(
                "INSERT INTO {SHAPE_DAYS} (day, date) WITH RECURSIVE d(day) AS (SELECT ?1 UNION ALL SELECT day + 1 FROM d WHERE day < ?2) \
                 SELECT day, date(day * 86400, 'unixepoch') FROM d"
            );
            db.execute_raw(Statement::from_sql_and_values(backend, fill, [first.into(), last.into()])).await?;
        }
        format!(" CROSS JOIN {SHAPE_DAYS} d ON d.day = s.handover_day + t.offset_days")
    };
    let insert = |bounded: bool| {
        let upper = if bounded { format!(" AND s.loan_id <= {}", p(2)) } else { String::new() };
        format!(
            "INSERT INTO installments ({columns}) {select} FROM {SHAPED_LOANS} s {join} {SHAPES} t ON t.shape = s.shape{days} \
             WHERE s.loan_id > {}{upper}{order}",
            p(1)
        )
    };
    let next = format!(
        "SELECT loan_id FROM {SHAPED_LOANS} WHERE loan_id > {} ORDER BY loan_id LIMIT 1 OFFSET {}",
        p(1),
        EXPAND_LOANS - 1
    );
    // Each statement's loans: after its lower bound, up to its upper one (the last: all after).
    let mut ranges: Vec<(Uuid, Option<Uuid>)> = Vec::new();
    let mut after = Uuid::nil();
    loop {
        let upper: Option<Uuid> = db
            .query_one_raw(Statement::from_sql_and_values(backend, &next, [after.into()]))
            .await?
            .map(|r| r.try_get_by_index(0))
            .transpose()?;
        ranges.push((after, upper));
        match upper {
            Some(upper) => after = upper,
            None => break,
        }
    }
    let write = async |ranges: Vec<(Uuid, Option<Uuid>)>| -> Result<u64, DbErr> {
        let mut written = 0;
        for (after, upper) in ranges {
            let statement = match upper {
                Some(upper) => Statement::from_sql_and_values(backend, insert(true), [after.into(), upper.into()]),
                None => Statement::from_sql_and_values(backend, insert(false), [after.into()]),
            };
            written += db.execute_raw(statement).await?.rows_affected();
            tracing::info!(written, "bulk seed: installments from their shapes");
        }
        Ok(written)
    };
    let written = if pg {
        let even = ranges.iter().copied().step_by(2).collect();
        let odd = ranges.iter().copied().skip(1).step_by(2).collect();
        let (a, b) = tokio::try_join!(write(even), write(odd))?;
        a + b
    } else {
        write(ranges).await?
    };
    for table in [SHAPES, SHAPED_LOANS, SHAPE_DAYS] {
        db.execute_unprepared(&format!("DROP TABLE IF EXISTS {table}")).await?;
    }
    Ok(written)
}

/// The key of one `collection_days` row (migration m0019): what an installment is counted
/// under. `due_day` is `domain::repayment::day_number` of its due date; the installment's lender
/// and the loan's funding source and partner are the nil UUID when there is none, as the table
/// stores them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CollectionKey {
    pub due_day: i32,
    pub lender_id: Option<Uuid>,
    pub funding_source_id: Option<Uuid>,
    pub program_id: Uuid,
    pub partner_id: Option<Uuid>,
}

/// `collection_days` summed in memory while a bulk load makes the installments (issue 46 item
/// 3), instead of the set-based refill's sort of every installment by its five keys after the
/// load. Per key: installments, rupiah due, rupiah paid.
#[derive(Debug, Default)]
pub struct CollectionDays(std::collections::HashMap<CollectionKey, [i64; 3]>);

impl CollectionDays {
    /// Counts one installment of `amount_due` with `amount_paid` paid (rupiah) under `key`.
    pub fn add(&mut self, key: CollectionKey, amount_due: i64, amount_paid: i64) {
        let row = self.0.entry(key).or_default();
        row[0] += 1;
        row[1] += amount_due;
        row[2] += amount_paid;
    }
}

/// Rows of `collection_days` an insert of [`load_collection_days`] writes (eight values each).
const COLLECTION_ROWS: usize = 2_000;

/// Replaces `collection_days` by `days`: for a bulk load that summed every installment it
/// wrote into an empty book ([`CollectionDays`]), in place of
/// `crate::migration::rebuild_collection_days`. `collection_months` follows by its triggers, as
/// for any change of `collection_days`. Returns the rows written. The seed's CLI test holds the
/// result equal to the set-based refill's on both engines.
///
/// Errors: the database failed.
pub async fn load_collection_days(db: &impl ConnectionTrait, days: &CollectionDays) -> Result<u64, DbErr> {
    let backend = db.get_database_backend();
    db.execute_unprepared("DELETE FROM collection_days").await?;
    let rows: Vec<(&CollectionKey, &[i64; 3])> = days.0.iter().collect();
    let nil = |id: Option<Uuid>| id.unwrap_or(Uuid::nil());
    for chunk in rows.chunks(COLLECTION_ROWS) {
        let mut q = Query::insert();
        q.into_table(Alias::new("collection_days")).columns(
            ["due_day", "lender_id", "funding_source_id", "program_id", "partner_id", "installments", "due", "paid"]
                .map(Alias::new),
        );
        for (k, [count, due, paid]) in chunk {
            q.values_panic([
                k.due_day.into(),
                nil(k.lender_id).into(),
                nil(k.funding_source_id).into(),
                k.program_id.into(),
                nil(k.partner_id).into(),
                (*count).into(),
                (*due).into(),
                (*paid).into(),
            ]);
        }
        db.execute_raw(backend.build(&q)).await?;
    }
    Ok(rows.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::shaped_installment_id;
    use uuid::Uuid;

    /// A shaped installment's id is a UUIDv7 of its loan's time, unique, and rises with
    /// `(loan_id, number)` (the order `expand_shapes` writes in).
    #[test]
    fn shaped_ids_are_unique_v7_in_loan_order() {
        let loans: Vec<Uuid> = (0..3u64)
            .map(|i| {
                uuid::Builder::from_unix_timestamp_millis(1_700_000_000_000 + i, &[0, 0, 0x10, 0, 0, 0, 0, 0, 0, 1]).into_uuid()
            })
            .collect();
        let ids: Vec<Uuid> = loans.iter().flat_map(|&l| (1..=104).map(move |n| shaped_installment_id(l, n))).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "rising with (loan_id, number)");
        assert!(ids.iter().all(|id| id.get_version_num() == 7 && id.get_variant() == uuid::Variant::RFC4122));
        assert_eq!(ids[0].get_timestamp(), loans[0].get_timestamp(), "the loan's time");
    }
}
