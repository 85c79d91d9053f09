//! Roda's persistence: SeaORM entities, migrations written once in Rust, and repositories, on
//! SQLite (default) or PostgreSQL (`DATABASE_URL=postgres://…`) through one code path
//! (DESIGN §1, §2).

pub mod entity;
pub mod migration;
pub mod repo;

use std::time::Duration;

use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbErr};
use sea_orm_migration::MigratorTrait;

pub use sea_orm;

/// A storage failure as callers see it (the API maps it; callers never see a `DbErr` for these).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row changed since it was read (stale `version`) or left the state the change needed:
    /// 409 `conflict`.
    #[error("the row changed since it was read")]
    Conflict,
    /// A unique value (e-mail, phone, username) is taken by another row.
    #[error("a unique value is taken")]
    Unique,
    /// A rule checked again inside the transaction refused the change (a concurrent write got
    /// there first, e.g. a funding source's limit): 422 with this code on this field.
    #[error("refused: {code}")]
    Refused { field: &'static str, code: &'static str },
    #[error(transparent)]
    Db(#[from] DbErr),
}

impl StoreError {
    /// [`StoreError::Unique`] for a unique-index violation, else the database error.
    pub fn from_db(e: DbErr) -> StoreError {
        if matches!(e.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) {
            StoreError::Unique
        } else {
            StoreError::Db(e)
        }
    }
}

/// Whether `e` says the database is out of reach rather than that a statement failed (issue 40
/// item 2): no connection within the pool's wait (the server down, starting up or saturated),
/// or a connection that broke mid-statement (an I/O or wire-protocol error: refused, reset,
/// EOF) or that the server ended (SQLSTATE class 08, connection exception; 57P01
/// `admin_shutdown`, 57P02 `crash_shutdown`, 57P03 `cannot_connect_now`). The API answers 503
/// `server_busy` for these: the pool replaces a broken connection (it is closed, not pooled),
/// so a retry reaches the database once it is back. A write that met one may or may not have
/// committed; a retry with the same `Idempotency-Key` posts it at most once.
pub fn is_unreachable(e: &DbErr) -> bool {
    use sea_orm::{RuntimeErr, sqlx::Error};
    let sqlx = match e {
        DbErr::ConnectionAcquire(_) => return true,
        DbErr::Conn(RuntimeErr::SqlxError(s))
        | DbErr::Exec(RuntimeErr::SqlxError(s))
        | DbErr::Query(RuntimeErr::SqlxError(s)) => s,
        _ => return false,
    };
    match &**sqlx {
        Error::Io(_) | Error::Protocol(_) | Error::Tls(_) | Error::PoolTimedOut | Error::PoolClosed => true,
        Error::Database(d) => d.code().is_some_and(|c| c.starts_with("08") || matches!(&*c, "57P01" | "57P02" | "57P03")),
        _ => false,
    }
}

/// A connection pool to the database (SQLite or PostgreSQL); what handlers hold.
pub type Db = DatabaseConnection;

/// A transaction: repositories take it (any `ConnectionTrait`) so a caller composes a change,
/// its audit row and its idempotency record in one commit (`tx.commit().await`).
pub type Tx = sea_orm::DatabaseTransaction;

/// Begins a transaction that will write on `db`: on SQLite it takes the write lock at once
/// (`BEGIN IMMEDIATE`, waiting up to the busy timeout behind another writer); on PostgreSQL a
/// plain transaction. Every write transaction begins here (a read needs none).
///
/// Why: SQLite never waits for a transaction that has read to become the writer while another
/// connection writes, and a transaction begun deferred reads first (its own reads, a trigger's
/// read of the full-text table `loan_search`): of two such writes at once one failed with
/// "database is locked" (503) at once instead of waiting its turn (docs/BENCHMARKS.md, "Active
/// borrowers: the standing by the search key").
///
/// Errors: the database failed, or another writer held the lock past the busy timeout.
pub async fn begin_write(db: &Db) -> Result<Tx, DbErr> {
    use sea_orm::{SqliteTransactionMode, TransactionOptions, TransactionTrait};
    db.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..TransactionOptions::default()
    })
    .await
}

/// Which engine a connection talks to; the few places that differ (bulk inserts, `EXPLAIN`)
/// ask this instead of parsing URLs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    pub fn of(url: &str) -> Engine {
        if url.starts_with("postgres") { Engine::Postgres } else { Engine::Sqlite }
    }
}

/// Opens a pool on `url` with the default size (see [`connect_with`]).
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    connect_with(url, None).await
}

/// Default pool sizes: SQLite runs each connection on its own thread, so a few suffice for
/// parallel reads (writes take turns anyway); PostgreSQL serves many.
pub const DEFAULT_SQLITE_CONNECTIONS: u32 = 8;
pub const DEFAULT_POSTGRES_CONNECTIONS: u32 = 32;

/// How long a PostgreSQL connection may sit idle in the pool before it is pinged on checkout.
pub const POSTGRES_PING_AFTER_IDLE: Duration = Duration::from_secs(30);

/// Bytes of a SQLite database file its connections read through a memory map (`PRAGMA
/// mmap_size`): SQLite's own ceiling, 2 GiB less 64 KiB, so a book of a few million loans is
/// read without copies.
pub const SQLITE_MMAP_BYTES: u64 = 0x7fff_0000;

/// A statement slower than this is logged at warn (target `sqlx::query`) with its SQL and time.
/// Every statement is logged at debug, so `RUST_LOG=warn,sqlx::query=debug` traces each request's
/// statements with their times (how the late list's slow statement on SQLite was found,
/// docs/BENCHMARKS.md); at the default level the check costs a filter lookup per statement.
pub const SLOW_STATEMENT: Duration = Duration::from_secs(1);

/// Opens a pool of at most `max_connections` (default by engine) on `url`. SQLite files are
/// created when missing and run with WAL, `synchronous=FULL`, foreign keys on, a 5 s busy
/// timeout, temporary data in memory (DESIGN §1) and reads through a memory map
/// ([`SQLITE_MMAP_BYTES`]). A checked-out connection is pinged first only on PostgreSQL and
/// only after [`POSTGRES_PING_AFTER_IDLE`] idle (sqlx's default pinged before every statement).
/// PostgreSQL connections run with `jit = off`. Statements are logged at debug, and at warn
/// past [`SLOW_STATEMENT`].
///
/// Errors: the database cannot be reached or opened.
pub async fn connect_with(url: &str, max_connections: Option<u32>) -> Result<DatabaseConnection, DbErr> {
    open_pool(url, max_connections, Durability::Full).await
}

/// Opens one connection on `url` for a bulk load into a new book (`roda seed bulk`, issue 46
/// item 3), as [`connect_with`] but, on SQLite, without the write-ahead log and its syncs:
/// `journal_mode = MEMORY`, `synchronous = OFF`. The log writes every page of a load twice
/// and reads it back at each checkpoint (docs/BENCHMARKS.md, "Bulk seed"); durability buys
/// nothing there, as a load that fails has already left its tables
/// without their indexes (`repo::bulk`) and its book is thrown away. One connection: outside
/// WAL a reader and a writer on two connections would wait on each other. The file is left in
/// rollback-journal mode; the next [`connect_with`] puts it back in WAL. PostgreSQL: as
/// [`connect_with`].
///
/// Errors: the database cannot be reached or opened.
pub async fn connect_for_load(url: &str) -> Result<DatabaseConnection, DbErr> {
    open_pool(url, None, Durability::None).await
}

/// Whether a SQLite pool keeps its writes across a crash ([`connect_with`]) or only loads a
/// book that is thrown away if the load fails ([`connect_for_load`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Durability {
    Full,
    None,
}

async fn open_pool(url: &str, max_connections: Option<u32>, durability: Durability) -> Result<DatabaseConnection, DbErr> {
    let mut opt = ConnectOptions::new(url.to_owned());
    opt.sqlx_logging(true)
        .sqlx_logging_level(log::LevelFilter::Debug)
        .sqlx_slow_statements_logging_settings(log::LevelFilter::Warn, SLOW_STATEMENT)
        .connect_timeout(Duration::from_secs(10))
        .acquire_timeout(Duration::from_secs(30));
    match Engine::of(url) {
        Engine::Sqlite => {
            use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
            // No ping on checkout: a connection to a file in this process cannot go stale, and
            // the ping was one more hand-over to the connection's thread for every statement
            // (nor is one pinged as it is returned: `vendor/sqlx-core`, `needs_release_ping`).
            opt.test_before_acquire(false);
            let (max, journal, synchronous) = match durability {
                Durability::Full => {
                    (max_connections.unwrap_or(DEFAULT_SQLITE_CONNECTIONS), SqliteJournalMode::Wal, SqliteSynchronous::Full)
                }
                Durability::None => (1, SqliteJournalMode::Memory, SqliteSynchronous::Off),
            };
            opt.max_connections(max).min_connections(1).map_sqlx_sqlite_opts(move |o| {
                o.journal_mode(journal)
                    .synchronous(synchronous)
                    .foreign_keys(true)
                    .busy_timeout(Duration::from_secs(5))
                    .create_if_missing(true)
                    // Statement journals and sorts in memory, not in a temporary file per
                    // statement (a multi-row insert with the search triggers opened one each).
                    .pragma("temp_store", "memory")
                    // Reads through a memory map of the file instead of `read()` into each
                    // connection's 2 MB page cache: at a million loans a broad search's
                    // full-text and row pages did not fit that cache, and perf showed much of
                    // the server's time copying them from the OS cache (docs/BENCHMARKS.md,
                    // "Search"). File pages, shared by the connections and reclaimable, not
                    // heap; SQLite caps the map at 2 GiB (`SQLITE_MAX_MMAP_SIZE`).
                    .pragma("mmap_size", SQLITE_MMAP_BYTES.to_string())
            });
        }
        Engine::Postgres => {
            // A ping on checkout only after a connection sat idle (when a server restart, proxy or
            // firewall may have dropped it), not a round trip before every statement.
            opt.test_before_acquire_if_idle_for(POSTGRES_PING_AFTER_IDLE);
            // No JIT: every statement here is a keyed read or a bounded walk, but on a large book
            // the planner's estimates pass `jit_above_cost` and compiling took longer than the
            // work (the normal list's capped count, the daily job; docs/BENCHMARKS.md, "The late
            // list's plan on SQLite, the normal list, JIT"). A `SET` after
            // each new connection rather than a startup option, which poolers refuse.
            opt.map_sqlx_postgres_pool_opts(|pool| {
                pool.after_connect(|conn, _| {
                    Box::pin(async move { sea_orm::sqlx::Executor::execute(conn, "SET jit = off").await.map(|_| ()) })
                })
            });
            opt.max_connections(max_connections.unwrap_or(DEFAULT_POSTGRES_CONNECTIONS)).min_connections(1);
        }
    }
    Database::connect(opt).await
}

/// Applies every pending migration and loads the reference data that ships with the code
/// (the regions). Safe to run on every start.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    migration::Migrator::up(db, None).await?;
    let loaded = repo::regions::ensure_loaded(db).await?;
    if loaded > 0 {
        tracing::info!(regions = loaded, "loaded the Indonesian regions (idn-area-data 4.0.1, ODbL)");
    }
    Ok(())
}

/// `SELECT 1` — the `/readyz` probe.
pub async fn ping(db: &DatabaseConnection) -> Result<(), DbErr> {
    db.execute_unprepared("SELECT 1").await.map(|_| ())
}

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, Statement};

    /// Every pooled SQLite connection reads its file through the memory map (the pragma is per
    /// connection, so it is set where each is opened).
    #[tokio::test]
    async fn sqlite_connections_read_through_a_memory_map() {
        let path = std::env::temp_dir().join(format!("roda-mmap-{}.db", uuid::Uuid::now_v7()));
        let url = format!("sqlite://{}", path.display());
        let db = super::connect_with(&url, Some(2)).await.unwrap();
        let row = db
            .query_one_raw(Statement::from_string(db.get_database_backend(), "PRAGMA mmap_size".to_owned()))
            .await
            .unwrap()
            .unwrap();
        let bytes: i64 = row.try_get_by_index(0).unwrap();
        db.close().await.unwrap();
        remove_db(&path);
        assert_eq!(u64::try_from(bytes).unwrap(), super::SQLITE_MMAP_BYTES);
    }

    /// A SQLite connection is not pinged on checkout (a hand-over to its thread per statement).
    #[tokio::test]
    async fn sqlite_checkout_sends_no_ping() {
        let path = std::env::temp_dir().join(format!("roda-ping-{}.db", uuid::Uuid::now_v7()));
        let db = super::connect_with(&format!("sqlite://{}", path.display()), Some(1)).await.unwrap();
        let pings = db.get_sqlite_connection_pool().options().get_test_before_acquire();
        db.close().await.unwrap();
        remove_db(&path);
        assert!(!pings);
    }

    /// A write transaction that reads before it writes waits its turn behind another writer
    /// instead of failing: begun deferred, the first one's update failed at once with "database
    /// is locked" after the second committed in between.
    #[tokio::test]
    async fn a_write_that_reads_first_waits_behind_another_writer() {
        let path = std::env::temp_dir().join(format!("roda-write-{}.db", uuid::Uuid::now_v7()));
        let db = super::connect_with(&format!("sqlite://{}", path.display()), Some(2)).await.unwrap();
        db.execute_unprepared("CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (0)").await.unwrap();
        let first = super::begin_write(&db).await.unwrap();
        let read = Statement::from_string(db.get_database_backend(), "SELECT n FROM counter".to_owned());
        first.query_one_raw(read).await.unwrap();
        let other = db.clone();
        let second = tokio::spawn(async move {
            let txn = super::begin_write(&other).await?;
            let add = Statement::from_string(other.get_database_backend(), "UPDATE counter SET n = n + 10".to_owned());
            txn.execute_raw(add).await?;
            txn.commit().await
        });
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        let add = Statement::from_string(db.get_database_backend(), "UPDATE counter SET n = n + 1".to_owned());
        let mine = first.execute_raw(add).await.map(|_| ());
        first.commit().await.unwrap();
        let theirs = second.await.unwrap();
        let read = Statement::from_string(db.get_database_backend(), "SELECT n FROM counter".to_owned());
        let n: i64 = db.query_one_raw(read).await.unwrap().unwrap().try_get_by_index(0).unwrap();
        db.close().await.unwrap();
        remove_db(&path);
        assert!(mine.is_ok() && theirs.is_ok(), "{mine:?} {theirs:?}");
        assert_eq!(n, 11);
    }

    /// Deletes a test's SQLite file with its WAL and shared-memory files.
    fn remove_db(path: &std::path::Path) {
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", path.display()));
        }
    }
}
