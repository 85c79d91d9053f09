//! The `roda` binary as an operator runs it: migrate, create a user with the password on stdin,
//! serve with JSON logs, answer on /readyz, stop cleanly on SIGTERM.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use std::{
    io::Write,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

const BIN: &str = env!("CARGO_BIN_EXE_roda");

fn roda(dir: &std::path::Path, args: &[&str]) -> Command {
    let mut c = Command::new(BIN);
    c.args(args).env("RODA_DATA_DIR", dir).env_remove("DATABASE_URL").env("RODA_ARGON2_M_KIB", "1024").env("RODA_ARGON2_T", "1");
    c
}

/// Runs `roda ARGS` on the database at `url` (PostgreSQL, or the SQLite file of `dir`); panics
/// unless it succeeds.
fn roda_on(dir: &std::path::Path, url: &str, args: &[&str]) {
    let mut c = roda(dir, args);
    if url.starts_with("postgres") {
        c.env("DATABASE_URL", url);
    }
    let out = c.output().unwrap();
    assert!(out.status.success(), "{url}: {}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn user_create_reads_the_password_from_stdin_and_refuses_weak_ones() {
    let dir = tempfile::tempdir().unwrap();
    let status = roda(dir.path(), &["migrate"]).status().unwrap();
    assert!(status.success());
    let run = |password: &str, email: &str| {
        let mut child = roda(dir.path(), &["user", "create", "--email", email, "--name", "Ops Admin", "--level", "21"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(format!("{password}\n").as_bytes()).unwrap();
        child.wait_with_output().unwrap()
    };
    let weak = run("password", "ops@lender.co.id");
    assert!(!weak.status.success());
    assert!(String::from_utf8_lossy(&weak.stderr).contains("Minimum 8 characters"));
    let ok = run("Kuat-Sekali-9", "ops@lender.co.id");
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    assert!(String::from_utf8_lossy(&ok.stdout).contains("created ops@lender.co.id (level 21)"));
    let again = run("Kuat-Sekali-9", "OPS@lender.co.id");
    assert!(String::from_utf8_lossy(&again.stderr).contains("Email already registered"));
}

#[test]
fn serve_is_ready_logs_json_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = roda(dir.path(), &["serve", "--demo"])
        .env("RODA_ADDR", format!("127.0.0.1:{port}"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let url = format!("http://127.0.0.1:{port}/readyz");
    loop {
        if http_status(&url) == Some(200) {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "not ready in 60 s");
        std::thread::sleep(Duration::from_millis(50));
    }
    let term = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(term.success());
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(Instant::now() < deadline, "did not stop within 10 s of SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    let mut out = String::new();
    std::io::Read::read_to_string(child.stdout.as_mut().unwrap(), &mut out).unwrap();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).expect("a JSON log line")).collect();
    assert!(lines.iter().any(|l| l["message"] == "listening"));
    assert!(lines.iter().any(|l| l["message"] == "stopped"));
    assert!(
        !out.contains("Roda!demo2026") || lines.iter().any(|l| l["password"] == "Roda!demo2026"),
        "only the demo notice names the demo password"
    );
}

/// The status of a GET, by curl (no async runtime needed in this test).
fn http_status(url: &str) -> Option<u16> {
    let out = Command::new("curl").args(["-s", "-o", "/dev/null", "-w", "%{http_code}", url]).output().ok()?;
    String::from_utf8_lossy(&out.stdout).parse().ok()
}

#[test]
fn backup_copies_the_database_and_the_files_into_a_dated_folder() {
    let dir = tempfile::tempdir().unwrap();
    let seeded = roda(dir.path(), &["seed", "demo"]).output().unwrap();
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    std::fs::create_dir_all(dir.path().join("files/01/9a")).unwrap();
    std::fs::write(dir.path().join("files/01/9a/ktp"), b"jpeg bytes").unwrap();

    let out = tempfile::tempdir().unwrap();
    let run = roda(dir.path(), &["backup", "--out", out.path().to_str().unwrap()]).output().unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(stdout.contains("files: 1 copied"), "{stdout}");

    let backups: Vec<_> = std::fs::read_dir(out.path()).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(backups.len(), 1);
    let backup = &backups[0];
    assert!(backup.file_name().unwrap().to_str().unwrap().starts_with("roda-backup-"));
    assert_eq!(std::fs::read(backup.join("files/01/9a/ktp")).unwrap(), b"jpeg bytes");
    let manifest: serde_json::Value = serde_json::from_slice(&std::fs::read(backup.join("MANIFEST.json")).unwrap()).unwrap();
    assert_eq!((manifest["database"].as_str(), manifest["files_copied"].as_u64()), (Some("roda.db"), Some(1)));

    // The copy is a working database that holds the demo accounts.
    let restored = roda(backup, &["seed", "demo"]).output().unwrap();
    assert!(restored.status.success(), "{}", String::from_utf8_lossy(&restored.stderr));
    assert!(String::from_utf8_lossy(&restored.stdout).contains("accounts exist already"));
}

/// `roda seed bulk --active` (the benchmarks' book) writes loans pending activation and active
/// ones in one multi-row insert: every row must set the same columns, or PostgreSQL refuses the
/// NULLs of those a row left unset (seen 2026-11-27). On SQLite always; on PostgreSQL too when
/// `RODA_TEST_DATABASE_URL` names a server (`make test-rust-postgres`).
#[tokio::test]
async fn a_bulk_seed_of_active_loans_writes_both_kinds_on_each_engine() {
    use storage::sea_orm::{ConnectionTrait, Statement};
    let dir = tempfile::tempdir().unwrap();
    let mut urls = vec![format!("sqlite://{}?mode=rwc", dir.path().join("roda.db").display())];
    if let Ok(admin) = std::env::var("RODA_TEST_DATABASE_URL") {
        let name = format!("roda_test_seed_{}", std::process::id());
        let conn = storage::connect(&admin).await.unwrap();
        conn.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await.unwrap();
        conn.execute_unprepared(&format!("CREATE DATABASE {name}")).await.unwrap();
        urls.push(format!("{}/{name}", admin.rsplit_once('/').unwrap().0));
    }
    for url in urls {
        roda_on(dir.path(), &url, &["seed", "bulk", "--loans", "60", "--active"]);
        let db = storage::connect(&url).await.unwrap();
        let sql = "SELECT active_status, CAST(SUM(credit) AS BIGINT) AS credit FROM loans \
                   WHERE active_status IS NOT NULL GROUP BY active_status";
        let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap();
        if url.starts_with("sqlite") {
            // The seed reads its statistics table by table, the installments' index by index as
            // it builds them (`storage::repo::bulk::SetAside::analysed`): they are what a whole `ANALYZE`
            // reads, every index's row and samples.
            let stats = async || -> Vec<String> {
                let sql = "SELECT 'stat1 ' || tbl || ' ' || coalesce(idx, '') || ' ' || stat AS s FROM sqlite_stat1 \
                           UNION ALL SELECT 'stat4 ' || tbl || ' ' || idx || ' ' || neq || ' ' || nlt || ' ' || ndlt \
                           || ' ' || hex(sample) FROM sqlite_stat4 ORDER BY 1";
                let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap();
                rows.iter().map(|r| r.try_get_by_index::<String>(0).unwrap()).collect()
            };
            let seeded = stats().await;
            assert!(seeded.iter().any(|s| s.starts_with("stat1 installments ix_installments_due ")), "{url}: {seeded:?}");
            db.execute_unprepared("ANALYZE").await.unwrap();
            assert_eq!(stats().await, seeded, "{url}: the seed's statistics are a whole ANALYZE's");
            // The seed writes without the log (`storage::connect_for_load`); the book is back in
            // WAL once opened as the server opens it.
            let mode = db.query_one_raw(Statement::from_string(db.get_database_backend(), "PRAGMA journal_mode")).await;
            let mode: String = mode.unwrap().unwrap().try_get_by_index(0).unwrap();
            assert_eq!(mode, "wal", "{url}");
        }
        let kinds: Vec<(String, i64)> =
            rows.iter().map(|r| (r.try_get("", "active_status").unwrap(), r.try_get("", "credit").unwrap())).collect();
        assert!(kinds.iter().any(|(s, _)| s == "pending_activation"), "{url}: {kinds:?}");
        assert!(kinds.iter().any(|(s, _)| s != "pending_activation"), "{url}: {kinds:?}");
        assert!(kinds.iter().all(|(_, credit)| *credit == 0), "{url}: no seeded loan holds credit");
        // The installments went in with their indexes and triggers set aside: all are back,
        // and the figures they keep count every installment.
        let one = async |sql: &str| -> i64 {
            let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap();
            row.unwrap().try_get_by_index(0).unwrap()
        };
        let (indexes, triggers) = if url.starts_with("postgres") {
            (
                "SELECT count(*) FROM pg_indexes WHERE tablename = 'installments'",
                "SELECT count(*) FROM pg_trigger WHERE tgrelid = 'installments'::regclass AND NOT tgisinternal AND tgenabled = 'O'",
            )
        } else {
            (
                "SELECT count(*) FROM sqlite_master WHERE tbl_name = 'installments' AND type = 'index'",
                "SELECT count(*) FROM sqlite_master WHERE tbl_name = 'installments' AND type = 'trigger'",
            )
        };
        assert!(one(indexes).await >= 6, "{url}: the installments' indexes are back");
        assert_eq!(one(triggers).await, 3, "{url}: the installments' triggers are back and enabled");
        // So did the loans' (on an empty book the seed sets them aside too): as many as a book
        // migrated beside it has, and the tables their triggers keep equal what a rebuild
        // from the stored rows gives (`roda jobs run report-figures`).
        let fresh = tempfile::tempdir().unwrap();
        let fresh_url = if url.starts_with("postgres") {
            let admin = std::env::var("RODA_TEST_DATABASE_URL").unwrap();
            let name = format!("roda_test_seed_fresh_{}", std::process::id());
            let conn = storage::connect(&admin).await.unwrap();
            conn.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await.unwrap();
            conn.execute_unprepared(&format!("CREATE DATABASE {name}")).await.unwrap();
            format!("{}/{name}", admin.rsplit_once('/').unwrap().0)
        } else {
            format!("sqlite://{}?mode=rwc", fresh.path().join("roda.db").display())
        };
        roda_on(fresh.path(), &fresh_url, &["migrate"]);
        let fresh_db = storage::connect(&fresh_url).await.unwrap();
        for table in ["loans", "borrowers", "loan_standing", "installments", "journal_lines"] {
            let sql = if url.starts_with("postgres") {
                format!(
                    "SELECT (SELECT count(*) FROM pg_indexes WHERE tablename = '{table}') * 1000 + (SELECT count(*) FROM \
                     pg_trigger WHERE tgrelid = '{table}'::regclass AND NOT tgisinternal AND tgenabled = 'O')"
                )
            } else {
                format!("SELECT count(*) + 999 * sum(type = 'trigger') FROM sqlite_master WHERE tbl_name = '{table}'")
            };
            let stmt = |b| Statement::from_string(b, sql.clone());
            let on_fresh: i64 = fresh_db
                .query_one_raw(stmt(fresh_db.get_database_backend()))
                .await
                .unwrap()
                .unwrap()
                .try_get_by_index(0)
                .unwrap();
            assert_eq!(one(&sql).await, on_fresh, "{url}: {table}'s indexes and triggers are all back");
        }
        fresh_db.close().await.unwrap();
        if url.starts_with("postgres") {
            // Every page of the rewritten standing is marked all-visible, so its counts are
            // index-only (a full vacuum alone leaves no visibility map).
            let sql =
                "SELECT CAST(relallvisible AS BIGINT) - CAST(relpages AS BIGINT) FROM pg_class WHERE relname = 'loan_standing'";
            assert_eq!(one(sql).await, 0, "{url}: the standing's pages are all-visible");
            assert!(one("SELECT CAST(relpages AS BIGINT) FROM pg_class WHERE relname = 'loan_standing'").await > 0, "{url}");
        }
        if url.starts_with("sqlite") {
            assert_eq!(one("SELECT count(*) FROM loan_search").await, one("SELECT count(*) FROM loans").await, "{url}");
        } else {
            // The digit grams the triggers on `loans` keep (m0058) are refilled, with their index.
            let kept = one("SELECT count(*) FROM loan_search_grams").await;
            let all = "SELECT count(*) FROM loans AS l, unnest(search_digit_grams(l.search_email, l.search_phone)) AS g \
                       WHERE l.deleted_at IS NULL";
            assert!(kept > 0, "{url}");
            assert_eq!(kept, one(all).await, "{url}: every live loan's grams");
            assert_eq!(one("SELECT count(*) FROM pg_indexes WHERE tablename = 'loan_search_grams'").await, 1, "{url}");
        }
        let figures = async || {
            let mut all = Vec::new();
            for table in
                ["funnel_days", "funnel_months", "collection_days", "collection_months", "portfolio_figures", "loan_standing"]
            {
                let sql = if url.starts_with("postgres") {
                    format!("SELECT string_agg(t::text, ';' ORDER BY t::text) AS v FROM {table} t")
                } else {
                    let cols = format!(
                        "SELECT group_concat('quote(' || name || ')', ' || '','' || ') AS v FROM pragma_table_info('{table}')"
                    );
                    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), cols)).await.unwrap().unwrap();
                    let row_text: String = row.try_get("", "v").unwrap();
                    format!("SELECT group_concat(r, ';') AS v FROM (SELECT {row_text} AS r FROM {table} ORDER BY 1)")
                };
                let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
                all.push((table, row.try_get::<Option<String>>("", "v").unwrap()));
            }
            all
        };
        schedules_are_the_apis(&db, &url).await;
        let seeded_figures = figures().await;
        assert!(seeded_figures.iter().all(|(_, v)| v.is_some()), "{url}: every figures table has rows");
        roda_on(dir.path(), &url, &["jobs", "run", "report-figures"]);
        assert_eq!(figures().await, seeded_figures, "{url}: the seed's figures are the rebuild's");
        let counted = one("SELECT CAST(SUM(installments) AS BIGINT) FROM collection_days").await;
        assert_eq!(counted, one("SELECT count(*) FROM installments").await, "{url}: collection_days counts every installment");
        // The seeded standing rows (their daily columns recorded in `loan_standing` only, m0033)
        // are what the daily job computes for the seed's day: its run changes none.
        let standing = async || {
            let sql = "SELECT dpd, CAST(next_due_date AS TEXT) AS next, oldest_due_day FROM loan_standing ORDER BY loan_id";
            let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap();
            rows.iter()
                .map(|r| {
                    let dpd: i32 = r.try_get("", "dpd").unwrap();
                    let next: Option<String> = r.try_get("", "next").unwrap();
                    let oldest: Option<i32> = r.try_get("", "oldest_due_day").unwrap();
                    (dpd, next, oldest)
                })
                .collect::<Vec<_>>()
        };
        let seeded = standing().await;
        assert!(seeded.iter().any(|(_, next, _)| next.is_some()), "{url}: {seeded:?}");
        roda_on(dir.path(), &url, &["jobs", "run", "daily"]);
        assert_eq!(standing().await, seeded, "{url}: the job for the seed's day changes no standing");
        db.close().await.unwrap();
    }
}

/// Every active loan of a bulk seed holds the schedule `domain::repayment::schedule` gives its
/// terms and handover day, its first installments paid in full on their due dates by its
/// opening payment and the rest open; and the rows the seed wrote from a shape in SQL
/// (`storage::repo::bulk::expand_shapes`) are stored as `installment_row` stores them, byte for
/// byte: a loan's rows written again through it (in a transaction rolled back) read the same.
async fn schedules_are_the_apis(db: &storage::Db, url: &str) {
    use domain::repayment::{Installment, schedule};
    use storage::entity::{installment, loan, payment};
    use storage::sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Statement, TransactionTrait};
    let loans = loan::Entity::find().filter(loan::Column::ActivatedOn.is_not_null()).all(db).await.unwrap();
    assert!(!loans.is_empty(), "{url}: active loans seeded");
    for l in &loans {
        let terms: domain::terms::Terms = serde_json::from_value(l.terms.clone().unwrap()).unwrap();
        let rows = installment::Entity::find()
            .filter(installment::Column::LoanId.eq(l.id))
            .order_by_asc(installment::Column::Number)
            .all(db)
            .await
            .unwrap();
        let stored: Vec<Installment> = rows.iter().map(Installment::from).collect();
        let planned: Vec<Installment> = schedule(&terms, l.activated_on.unwrap()).into_iter().map(Installment::from).collect();
        assert_eq!(stored.len(), planned.len(), "{url}: loan {}", l.id);
        let paid = stored.iter().take_while(|i| i.paid_date.is_some()).count();
        for (k, (s, p)) in stored.iter().zip(&planned).enumerate() {
            let settled = Installment { amount_paid: p.amount_due, paid_date: Some(p.due_date), ..p.clone() };
            assert_eq!(s, if k < paid { &settled } else { p }, "{url}: loan {} installment {}", l.id, s.number);
        }
        assert!(rows.iter().all(|r| r.due_day == domain::repayment::day_number(r.due_date)), "{url}: {}", l.id);
        // Written from its shape in SQL (a weekly or daily schedule), not row by row.
        assert!(
            rows.iter().all(|r| r.id == storage::repo::bulk::shaped_installment_id(l.id, r.number)),
            "{url}: loan {}'s installments come from a shape",
            l.id
        );
        assert!(rows.iter().all(|r| r.lender_id == l.lender_id && r.program_id == l.program_id), "{url}: {}", l.id);
        let opening: i64 = payment::Entity::find()
            .filter(payment::Column::LoanId.eq(l.id))
            .all(db)
            .await
            .unwrap()
            .iter()
            .map(|p| p.amount)
            .sum();
        assert_eq!(opening, stored.iter().map(|i| i.amount_paid).sum::<i64>(), "{url}: loan {}", l.id);
    }
    let l = &loans[0];
    let rows = installment::Entity::find().filter(installment::Column::LoanId.eq(l.id)).all(db).await.unwrap();
    let backend = db.get_database_backend();
    let dump = if url.starts_with("postgres") {
        "SELECT string_agg(i::text, ';' ORDER BY number) AS v FROM installments i WHERE loan_id = $1".to_owned()
    } else {
        let cols = "SELECT group_concat('quote(' || name || ')', ' || '','' || ') AS v FROM pragma_table_info('installments')";
        let row = db.query_one_raw(Statement::from_string(backend, cols.to_owned())).await.unwrap().unwrap();
        let row_text: String = row.try_get("", "v").unwrap();
        format!(
            "SELECT group_concat(r, ';') AS v FROM (SELECT {row_text} AS r FROM installments WHERE loan_id = ? ORDER BY number)"
        )
    };
    let txn = db.begin().await.unwrap();
    let read = async |c: &storage::sea_orm::DatabaseTransaction| -> String {
        let row = c.query_one_raw(Statement::from_sql_and_values(backend, &dump, [l.id.into()])).await.unwrap().unwrap();
        row.try_get("", "v").unwrap()
    };
    let seeded = read(&txn).await;
    installment::Entity::delete_many().filter(installment::Column::LoanId.eq(l.id)).exec(&txn).await.unwrap();
    let again: Vec<installment::ActiveModel> = rows
        .iter()
        .map(|r| {
            let mut row =
                storage::repo::loans::repayments::installment_row(l.id, l.lender_id, l.program_id, &Installment::from(r));
            row.id = storage::sea_orm::Set(r.id);
            row
        })
        .collect();
    installment::Entity::insert_many(again).exec(&txn).await.unwrap();
    assert_eq!(read(&txn).await, seeded, "{url}: the seed's rows are installment_row's");
    txn.rollback().await.unwrap();
}

/// Every swap's links and every head, as stored: (row links by id, heads by subject).
type Chains = (Vec<(Vec<u8>, Option<Vec<u8>>, Option<Vec<u8>>, Option<Vec<u8>>)>, Vec<(Vec<u8>, Vec<u8>, String)>);

async fn chains(db: &storage::Db) -> Chains {
    use storage::sea_orm::{ConnectionTrait, Statement};
    let q = |sql: &str| Statement::from_string(db.get_database_backend(), sql.to_owned());
    let links = db.query_all_raw(q("SELECT id, out_prev, in_prev, unit_prev FROM battery_swaps ORDER BY id")).await.unwrap();
    let heads =
        db.query_all_raw(q("SELECT subject_id, last_swap_id, last_at FROM swap_heads ORDER BY subject_id")).await.unwrap();
    (
        links
            .iter()
            .map(|r| {
                (
                    r.try_get_by_index(0).unwrap(),
                    r.try_get_by_index(1).unwrap(),
                    r.try_get_by_index(2).unwrap(),
                    r.try_get_by_index(3).unwrap(),
                )
            })
            .collect(),
        heads
            .iter()
            .map(|r| (r.try_get_by_index(0).unwrap(), r.try_get_by_index(1).unwrap(), r.try_get_by_index(2).unwrap()))
            .collect(),
    )
}

/// `roda jobs run settle-swaps` over more unsettled swaps than one settle set (50,000) links
/// every battery's and unit's history exactly as the seed built it while making the rows.
#[tokio::test]
async fn settling_swaps_in_several_sets_builds_the_chains_the_seed_built() {
    use storage::sea_orm::ConnectionTrait;
    let dir = tempfile::tempdir().unwrap();
    let out = roda(dir.path(), &["seed", "assets", "--units", "40", "--swaps", "60500"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let db = storage::connect(&format!("sqlite://{}?mode=rwc", dir.path().join("roda.db").display())).await.unwrap();
    let seeded = chains(&db).await;
    assert_eq!(seeded.0.len(), 60_500);
    assert_eq!(seeded.1.len(), 120, "40 units and their 80 batteries");
    for sql in
        ["UPDATE battery_swaps SET out_prev = NULL, in_prev = NULL, unit_prev = NULL, settled = FALSE", "DELETE FROM swap_heads"]
    {
        db.execute_unprepared(sql).await.unwrap();
    }
    db.close().await.unwrap();
    let out = roda(dir.path(), &["jobs", "run", "settle-swaps"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let db = storage::connect(&format!("sqlite://{}?mode=rwc", dir.path().join("roda.db").display())).await.unwrap();
    let settled = chains(&db).await;
    assert!(settled == seeded, "the settled chains differ from the seeded ones");
    let left = db
        .query_one_raw(storage::sea_orm::Statement::from_string(
            db.get_database_backend(),
            "SELECT count(*) FROM battery_swaps WHERE NOT settled".to_owned(),
        ))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(left.try_get_by_index::<i64>(0).unwrap(), 0);
}
