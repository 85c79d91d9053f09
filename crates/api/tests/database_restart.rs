//! A database restart heals by itself (issue 40 item 2): the app runs on a private PostgreSQL
//! cluster (initdb in a temp dir, on a free port) while payments are posted on three loans and
//! `/readyz` is probed; the cluster is restarted (`pg_ctl restart -m fast`) mid-load. Every
//! payment answered 201 is in the database afterwards, nothing answers 500 (a fault of the
//! outage is 503 `server_busy`), and within [`RECOVERY`] of the cluster accepting connections
//! again a payment posts and `/readyz` answers 200, and stay so.
//!
//! Needs the PostgreSQL server binaries (`initdb`, `pg_ctl`: `RODA_PG_BIN`, else the newest
//! `/usr/lib/postgresql/<version>/bin`); skipped with a message when they are absent. Run as
//! root, the cluster is made and run as the `postgres` OS user (initdb refuses root). It runs
//! in the PostgreSQL pass of the API tests (`RODA_TEST_DATABASE_URL` set, `make
//! test-rust-postgres`) only: its cluster is its own whatever the pass, so the SQLite pass
//! would run it a second time for nothing.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use std::{
    path::{Path, PathBuf},
    process::Command,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use reqwest::Method;
use serde_json::json;
use storage::sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use test_support::{Options, TestApp, applications::today, spawn_app_on_postgres};

/// How soon after the cluster accepts connections again payments and readiness must be back.
const RECOVERY: Duration = Duration::from_secs(5);
/// Payment load: posters at once, each on a loan of its own (payments racing on one loan are
/// tested in `repayments.rs`; here a lost race on a loaded machine would read as an outage).
const POSTERS: usize = 3;
/// Load before the restart and after the cluster is back.
const BEFORE: Duration = Duration::from_secs(2);
const AFTER: Duration = Duration::from_secs(8);

/// A private PostgreSQL cluster; stopped (immediately) and removed when dropped.
struct Cluster {
    bin: PathBuf,
    dir: tempfile::TempDir,
    port: u16,
    /// Commands run as the `postgres` OS user (this process is root).
    as_postgres: bool,
}

impl Cluster {
    /// Makes and starts a cluster, or `None` when the server binaries are absent.
    fn start() -> Option<Cluster> {
        let bin = pg_bin()?;
        let as_postgres = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.trim_ascii() == b"0");
        let dir = tempfile::Builder::new().prefix("roda-pg-restart-").tempdir().expect("temp dir");
        if as_postgres {
            assert!(Command::new("chown").args(["postgres"]).arg(dir.path()).status().unwrap().success(), "chown");
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let cluster = Cluster { bin, dir, port, as_postgres };
        let data = cluster.data();
        cluster.run("initdb", &["-D", &data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "-N"]);
        let conf = format!(
            "port = {}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{}'\nmax_connections = 100\n",
            cluster.port,
            cluster.dir.path().display()
        );
        let path = Path::new(&data).join("postgresql.conf");
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str(&conf);
        std::fs::write(&path, text).unwrap();
        cluster.pg_ctl(&["start"]);
        Some(cluster)
    }

    fn data(&self) -> String {
        self.dir.path().join("data").display().to_string()
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// `pg_ctl <args>`, waiting for it to finish (`-w`: a start returns once the server
    /// accepts connections).
    fn pg_ctl(&self, args: &[&str]) {
        let log = self.dir.path().join("server.log").display().to_string();
        let data = self.data();
        let mut all = vec!["-D", &data, "-l", &log, "-w", "-t", "30"];
        all.extend_from_slice(args);
        self.run("pg_ctl", &all);
    }

    fn run(&self, tool: &str, args: &[&str]) {
        let path = self.bin.join(tool);
        let out = if self.as_postgres {
            Command::new("runuser").args(["-u", "postgres", "--"]).arg(&path).args(args).output()
        } else {
            Command::new(&path).args(args).output()
        }
        .unwrap_or_else(|e| panic!("{tool}: {e}"));
        assert!(
            out.status.success(),
            "{tool} {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data();
        let path = self.bin.join("pg_ctl");
        let args = ["-D", data.as_str(), "-m", "immediate", "-w", "stop"];
        let _ = if self.as_postgres {
            Command::new("runuser").args(["-u", "postgres", "--"]).arg(&path).args(args).output()
        } else {
            Command::new(&path).args(args).output()
        };
    }
}

/// The directory of `initdb` and `pg_ctl`: `RODA_PG_BIN`, else the newest
/// `/usr/lib/postgresql/<version>/bin` that has them.
fn pg_bin() -> Option<PathBuf> {
    let has = |d: &Path| d.join("initdb").is_file() && d.join("pg_ctl").is_file();
    if let Ok(dir) = std::env::var("RODA_PG_BIN") {
        return Some(PathBuf::from(dir)).filter(|d| has(d));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, d)| has(d))
        .collect();
    versions.sort();
    versions.pop().map(|(_, d)| d)
}

/// One request: when it was sent and answered (since the test's start), its status and, for
/// a posted payment, its id.
#[derive(Clone, Debug)]
struct Sample {
    sent: Duration,
    answered: Duration,
    status: u16,
    /// The error's code (`errors[0].code`, else `msg`), or the posted payment's id.
    said: Option<String>,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_database_restart_under_payment_load_loses_nothing_and_heals_in_seconds() {
    if std::env::var_os("RODA_TEST_DATABASE_URL").is_none() {
        eprintln!("SKIPPED: the database-restart test runs in the PostgreSQL pass (RODA_TEST_DATABASE_URL)");
        return;
    }
    let Some(cluster) = Cluster::start() else {
        eprintln!(
            "SKIPPED: no PostgreSQL server binaries (initdb, pg_ctl) in RODA_PG_BIN or /usr/lib/postgresql/*/bin; \
             install postgresql to run the database-restart test"
        );
        return;
    };
    let began = Instant::now();
    let app = Arc::new(spawn_app_on_postgres(&cluster.url(), Options::default()).await);
    eprintln!("cluster and app up in {:?}", began.elapsed());
    let mut loans = Vec::new();
    for n in 1..=POSTERS {
        loans.push(active_loan(&app, u32::try_from(n).unwrap()).await);
    }
    eprintln!("loans active at {:?}", began.elapsed());

    let (cluster, load) = restart_under_payment_load(&app, cluster, loans).await;
    eprintln!("load stopped at {:?}", began.elapsed());
    let (pay_back, ready_back) = (load.recovered(&load.payments, 201), load.recovered(&load.probes, 200));
    load.describe(pay_back, ready_back);

    // No acknowledged write lost: every 201's payment is stored.
    assert_every_acknowledged_payment_is_stored(&app, &load.payments).await;
    assert!(load.payments.iter().any(|x| x.sent < load.restart_at && x.status == 201), "payments posted before the restart");

    // The outage answers 503 (or waits), never 500 or anything else.
    assert_answered_only(&load.payments, 201, "payments");
    assert_answered_only(&load.probes, 200, "/readyz");

    // Healed within RECOVERY of the cluster being back, and stays healed.
    let up = load.up;
    assert!(pay_back.is_some_and(|t| t - up < RECOVERY), "no payment posted within {RECOVERY:?} of the cluster being up");
    assert!(ready_back.is_some_and(|t| t - up < RECOVERY), "/readyz not 200 within {RECOVERY:?} of the cluster being up");
    assert_no_failure_after_recovery(&load.payments, up, 201, "payments");
    assert_no_failure_after_recovery(&load.probes, up, 200, "/readyz");

    // The app's database goes before the cluster does.
    drop(Arc::into_inner(app).expect("load tasks ended"));
    drop(cluster);
}

/// What a load run saw, its times since the load started: the payments posted and the `/readyz`
/// probes, when the restart began and when the cluster accepted connections again.
struct Load {
    payments: Vec<Sample>,
    probes: Vec<Sample>,
    restart_at: Duration,
    up: Duration,
}

impl Load {
    /// When the first request sent after the cluster was up answered `ok`.
    fn recovered(&self, samples: &[Sample], ok: u16) -> Option<Duration> {
        samples.iter().filter(|x| x.sent >= self.up && x.status == ok).map(|x| x.answered).min()
    }

    /// Says what the run saw: the statuses, and how soon payments and readiness were back.
    fn describe(&self, pay_back: Option<Duration>, ready_back: Option<Duration>) {
        let counts = |s: &[Sample]| {
            let mut c = std::collections::BTreeMap::<u16, usize>::new();
            for x in s {
                *c.entry(x.status).or_default() += 1;
            }
            c
        };
        let (restart_at, up) = (self.restart_at, self.up);
        eprintln!(
            "restart at {restart_at:?}, up at {up:?}; payments {:?}; readyz {:?}",
            counts(&self.payments),
            counts(&self.probes)
        );
        eprintln!(
            "first payment posted {:?} after the cluster was up, /readyz 200 {:?} after",
            pay_back.map(|t| t - up),
            ready_back.map(|t| t - up)
        );
    }
}

/// Posts payments on `loans` (a poster each) and probes `/readyz` for [`BEFORE`], restarts the
/// cluster (`pg_ctl restart -m fast`), and keeps the load on for [`AFTER`] once it is up.
async fn restart_under_payment_load(app: &Arc<TestApp>, cluster: Cluster, loans: Vec<String>) -> (Cluster, Load) {
    let token = app.login("admin@roda.test").await.token;
    let start = Instant::now();
    let stop = Arc::new(AtomicBool::new(false));
    let payments = Arc::new(Mutex::new(Vec::<Sample>::new()));
    let probes = Arc::new(Mutex::new(Vec::<Sample>::new()));
    let mut tasks = Vec::new();
    for loan in loans {
        let (app, stop, payments, token) = (app.clone(), stop.clone(), payments.clone(), token.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let key = uuid::Uuid::new_v4().to_string();
                let body = json!({"amount": 100, "paid_date": today().to_string(), "method": "bank_transfer", "reference": key});
                let sent = start.elapsed();
                let path = format!("/api/v1/loans/{loan}/payments");
                let r = app.send_with(Method::POST, &path, Some(&token), Some(body), &[("idempotency-key", &key)]).await;
                let said = [&r.body["data"]["payment_id"], &r.body["errors"][0]["code"], &r.body["msg"]]
                    .into_iter()
                    .find_map(|v| v.as_str().map(str::to_owned));
                payments.lock().unwrap().push(Sample { sent, answered: start.elapsed(), status: r.status, said });
                if r.status != 201 {
                    // What a client does on a 503: waits a little (less than `Retry-After`, to
                    // see recovery sooner) and tries again.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }));
    }
    {
        let (app, stop, probes) = (app.clone(), stop.clone(), probes.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let sent = start.elapsed();
                let status = app.get("/readyz", None).await.status;
                probes.lock().unwrap().push(Sample { sent, answered: start.elapsed(), status, said: None });
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }));
    }

    tokio::time::sleep(BEFORE).await;
    let restart_at = start.elapsed();
    let cluster = tokio::task::spawn_blocking(move || {
        cluster.pg_ctl(&["-m", "fast", "restart"]);
        cluster
    })
    .await
    .unwrap();
    let up = start.elapsed();
    tokio::time::sleep(AFTER).await;
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        // A request still waiting when the load stops is answered within the pool's wait.
        tokio::time::timeout(Duration::from_secs(40), t).await.expect("load stopped").unwrap();
    }
    let payments = payments.lock().unwrap().clone();
    let probes = probes.lock().unwrap().clone();
    (cluster, Load { payments, probes, restart_at, up })
}

/// Every payment answered 201 is in the database.
async fn assert_every_acknowledged_payment_is_stored(app: &TestApp, payments: &[Sample]) {
    let acknowledged: Vec<&String> = payments.iter().filter(|x| x.status == 201).filter_map(|x| x.said.as_ref()).collect();
    let ids = acknowledged.iter().map(|id| uuid::Uuid::parse_str(id).unwrap());
    let stored: std::collections::HashSet<String> = storage::entity::payment::Entity::find()
        .filter(storage::entity::payment::Column::Id.is_in(ids))
        .all(&app.state.db)
        .await
        .expect("payments readable after the restart")
        .into_iter()
        .map(|p| p.id.to_string())
        .collect();
    let lost: Vec<&&String> = acknowledged.iter().filter(|id| !stored.contains(id.as_str())).collect();
    assert!(lost.is_empty(), "{} of {} acknowledged payments lost: {lost:?}", lost.len(), acknowledged.len());
}

/// Every one of `samples` (`what`) answered `ok` or 503.
fn assert_answered_only(samples: &[Sample], ok: u16, what: &str) {
    let odd: Vec<&Sample> = samples.iter().filter(|x| x.status != ok && x.status != 503).collect();
    assert!(odd.is_empty(), "{what} answered neither {ok} nor 503: {}, the first {:?}", odd.len(), &odd[..odd.len().min(5)]);
}

/// Every one of `samples` (`what`) sent [`RECOVERY`] or more after the cluster was `up` answered `ok`.
fn assert_no_failure_after_recovery(samples: &[Sample], up: Duration, ok: u16, what: &str) {
    let late: Vec<&Sample> = samples.iter().filter(|x| x.sent >= up + RECOVERY && x.status != ok).collect();
    assert!(
        late.is_empty(),
        "{what} still failing {RECOVERY:?} after the cluster was up: {}, the first {:?}",
        late.len(),
        &late[..late.len().min(5)]
    );
}

/// A loan of the first demo lender, activated with its handover today; its id.
async fn active_loan(app: &TestApp, n: u32) -> String {
    let admin = app.login("admin@roda.test").await.token;
    let lender = app.login("lender@roda.test").await.token;
    let u = storage::repo::users::find_by_email(&app.state.db, "lender@roda.test").await.unwrap().unwrap();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &u.lender_id.unwrap().to_string(), &refs, n).await;
    let r = app.hand_over(&admin, &loan, n, today()).await;
    assert_eq!(r.status, 200, "hand over: {:?}", r.body);
    loan
}
