//! `spawn_app()` for API tests: the production app (`server::app::build`) on a random loopback
//! port, over a fresh database — SQLite in a temp dir by default, or a new PostgreSQL database
//! when `RODA_TEST_DATABASE_URL=postgres://…/postgres` is set (`make test` runs both).
//! The demo data is seeded, so every level has an account (`level<N>@roda.test`, `admin@…`).
//! Every response the app gives a test is checked against `docs/openapi.json` ([`contract`]).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test support: a failed step is a failed test

pub mod applications;
pub mod contract;
pub mod fixtures;

use std::{net::SocketAddr, path::PathBuf};

use reqwest::{Client, Method, Response, header};
use serde_json::{Value, json};

pub use server::seed::DEMO_PASSWORD;

/// The engine under test, from `RODA_TEST_DATABASE_URL`.
pub fn engine() -> storage::Engine {
    match std::env::var("RODA_TEST_DATABASE_URL") {
        Ok(url) if url.starts_with("postgres") => storage::Engine::Postgres,
        _ => storage::Engine::Sqlite,
    }
}

/// A running app and what a test needs to talk to it.
pub struct TestApp {
    pub addr: SocketAddr,
    pub state: api::AppState,
    pub client: Client,
    pub data_dir: tempfile::TempDir,
    pg: Option<(String, String)>,
    /// The database URL, for [`TestApp::restart`].
    url: String,
    server: tokio::task::JoinHandle<()>,
    /// Responses that broke the OpenAPI document ([`contract`]), not yet reported.
    contract_failures: contract::Failures,
}

/// Options of [`spawn_app_with`].
pub struct Options {
    /// Changes to the API configuration (rate limits, lifetimes).
    pub configure: Box<dyn FnOnce(&mut api::ApiConfig)>,
    /// Seed the demo data (default true).
    pub demo: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { configure: Box::new(|_| {}), demo: true }
    }
}

/// Spawns the app with the demo data, letting `POST /api/v1/jobs/daily` run days after today
/// (`ApiConfig::daily_job_future_dates`), for tests that move the book forward.
pub async fn spawn_app_running_ahead() -> TestApp {
    spawn_app_with(Options { configure: Box::new(|c| c.daily_job_future_dates = true), ..Options::default() }).await
}

/// Spawns the app with the demo data.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default()).await
}

/// A migrated database with the demo data, made once per test process and copied for each
/// test: the regions alone are 91,000 rows, too many to load per test.
static TEMPLATE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();

fn test_config(data_dir: &std::path::Path) -> api::ApiConfig {
    let mut config = api::ApiConfig::for_data_dir(data_dir.to_path_buf(), "test-secret-0123456789-0123456789-abcdef".into());
    // Cheap hashing keeps the suite fast; the production cost is measured in the benchmarks.
    config.argon2_m_kib = 1024;
    config.argon2_t = 1;
    config
}

async fn prepare(url: &str, demo: bool) {
    let db = storage::connect(url).await.expect("connect");
    storage::migrate(&db).await.expect("migrate");
    if demo {
        let dir = tempfile::tempdir().expect("temp dir");
        let state = api::AppState::new(db.clone(), test_config(dir.path())).expect("state");
        server::seed::demo(&db, &state.hasher).await.expect("seed demo");
    }
    db.close().await.expect("close");
}

/// The template: a SQLite file path, or a PostgreSQL database name.
async fn template(admin: Option<&str>) -> String {
    TEMPLATE
        .get_or_init(|| async {
            match admin {
                Some(admin) => {
                    use sea_orm::ConnectionTrait;
                    let name = format!("roda_tpl_{}", std::process::id());
                    let conn = storage::connect(admin).await.expect("PostgreSQL reachable at RODA_TEST_DATABASE_URL");
                    conn.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .await
                        .expect("drop old template");
                    conn.execute_unprepared(&format!("CREATE DATABASE {name}")).await.expect("create template");
                    conn.close().await.ok();
                    prepare(&format!("{}/{name}", base_url(admin)), true).await;
                    name
                }
                None => {
                    let dir = std::env::temp_dir().join(format!("roda-test-template-{}", std::process::id()));
                    std::fs::create_dir_all(&dir).expect("template dir");
                    let path = dir.join("template.db");
                    let _ = std::fs::remove_file(&path);
                    prepare(&format!("sqlite://{}?mode=rwc", path.display()), true).await;
                    path.display().to_string()
                }
            }
        })
        .await
        .clone()
}

fn base_url(admin: &str) -> String {
    admin.rsplit_once('/').map(|(b, _)| b.to_owned()).unwrap_or(admin.to_owned())
}

/// Spawns the app with options.
pub async fn spawn_app_with(options: Options) -> TestApp {
    let admin = std::env::var("RODA_TEST_DATABASE_URL").ok().filter(|u| u.starts_with("postgres"));
    spawn_app_on(admin, options).await
}

/// Spawns the app on a new database of the PostgreSQL server whose maintenance database is
/// `admin` (`postgres://…/postgres`), as `RODA_TEST_DATABASE_URL=admin` would: for a test that
/// runs its own server (issue 40, a database restart). The demo template is made once per test
/// process, on the first server asked, so a test binary uses one server.
pub async fn spawn_app_on_postgres(admin: &str, options: Options) -> TestApp {
    spawn_app_on(Some(admin.to_owned()), options).await
}

/// [`spawn_app_with`] on PostgreSQL at `admin`, or on SQLite when `None`.
async fn spawn_app_on(admin: Option<String>, options: Options) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temp dir");
    // What `roda` does first: everything written from here on is owner-only.
    server::private::restrict(data_dir.path()).expect("owner-only data dir");
    let (url, pg) = match &admin {
        Some(admin) => {
            use sea_orm::ConnectionTrait;
            let name = format!("roda_test_{}", uuid::Uuid::new_v4().simple());
            let create = if options.demo {
                format!("CREATE DATABASE {name} TEMPLATE {}", template(Some(admin)).await)
            } else {
                format!("CREATE DATABASE {name}")
            };
            let conn = storage::connect(admin).await.expect("PostgreSQL reachable at RODA_TEST_DATABASE_URL");
            conn.execute_unprepared(&create).await.expect("create test database");
            conn.close().await.ok();
            (format!("{}/{name}", base_url(admin)), Some((admin.clone(), name)))
        }
        None => {
            let path = data_dir.path().join("roda.db");
            if options.demo {
                std::fs::copy(template(None).await, &path).expect("copy the template database");
            }
            (format!("sqlite://{}?mode=rwc", path.display()), None)
        }
    };
    if !options.demo {
        prepare(&url, false).await;
    }
    serve(url, data_dir, pg, options.configure, contract::Failures::default()).await
}

/// Starts the app on `url` with a new [`api::AppState`] (a new boot).
async fn serve(
    url: String,
    data_dir: tempfile::TempDir,
    pg: Option<(String, String)>,
    configure: Box<dyn FnOnce(&mut api::ApiConfig)>,
    contract_failures: contract::Failures,
) -> TestApp {
    let db = storage::connect(&url).await.expect("connect");
    let mut config = test_config(data_dir.path());
    configure(&mut config);
    let state = api::AppState::new(db.clone(), config).expect("state");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    // A simulated crash answers 500 on purpose (the idempotency tests): no document holds that.
    let app = if state.config.simulate_crash_after_handler {
        server::app::build(state.clone())
    } else {
        server::app::build(state.clone()).layer(axum::middleware::from_fn_with_state(contract_failures.clone(), contract::layer))
    };
    let server = tokio::spawn(async move {
        axum::serve(server::listener::enveloping(listener), app.into_make_service_with_connect_info::<SocketAddr>())
            .await
            .expect("serve");
    });
    TestApp { addr, state, client: Client::new(), data_dir, pg, url, server, contract_failures }
}

impl TestApp {
    /// A restart: this app stops listening, and a new one — a new process as far as the app
    /// can tell, with a new boot id — starts on the same database and data folder, configured
    /// by `configure`.
    pub async fn restart(mut self, configure: impl FnOnce(&mut api::ApiConfig) + 'static) -> TestApp {
        self.server.abort();
        let pg = self.pg.take();
        let data_dir = std::mem::replace(&mut self.data_dir, tempfile::tempdir().expect("temp dir"));
        let url = self.url.clone();
        let failures = std::mem::take(&mut self.contract_failures);
        drop(self);
        serve(url, data_dir, pg, Box::new(configure), failures).await
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // A response through `app.client` that broke the document fails the test here.
        let failures = std::mem::take(&mut *self.contract_failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
        if !failures.is_empty() && !std::thread::panicking() {
            self.drop_database();
            panic!("responses not as docs/openapi.json documents them:\n{}", failures.join("\n"));
        }
        self.drop_database();
    }
}

impl TestApp {
    /// Panics with the responses so far that broke `docs/openapi.json` ([`contract`]).
    pub fn assert_documented(&self) {
        let failures = std::mem::take(&mut *self.contract_failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
        assert!(failures.is_empty(), "responses not as docs/openapi.json documents them:\n{}", failures.join("\n"));
    }

    /// Drops this test's PostgreSQL database, if it has one.
    fn drop_database(&mut self) {
        if let Some((admin, name)) = self.pg.take() {
            // Best effort: a fresh runtime on a thread, since Drop cannot await.
            let _ = std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
                rt.block_on(async {
                    use sea_orm::ConnectionTrait;
                    let conn = storage::connect(&admin).await.ok()?;
                    conn.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await.ok()?;
                    conn.close().await.ok()
                })
            })
            .join();
        }
    }
}

/// A response read whole: status, headers and JSON body (`Value::Null` when not JSON).
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: header::HeaderMap,
    pub body: Value,
}

impl Reply {
    pub async fn read(res: Response) -> Reply {
        let status = res.status().as_u16();
        let headers = res.headers().clone();
        let text = res.text().await.unwrap_or_default();
        Reply { status, headers, body: serde_json::from_str(&text).unwrap_or(Value::Null) }
    }

    /// The envelope's `msg`.
    pub fn msg(&self) -> &str {
        self.body["msg"].as_str().unwrap_or("")
    }

    /// The codes of `errors[]` for `field`.
    pub fn error_codes(&self, field: &str) -> Vec<String> {
        self.body["errors"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|e| e["field"] == field)
            .filter_map(|e| e["code"].as_str().map(str::to_owned))
            .collect()
    }

    /// All `Set-Cookie` headers.
    pub fn cookies(&self) -> Vec<String> {
        self.headers.get_all(header::SET_COOKIE).iter().filter_map(|v| v.to_str().ok().map(str::to_owned)).collect()
    }
}

/// Tokens of a signed-in test user.
#[derive(Debug, Clone)]
pub struct Session {
    pub token: String,
    pub refresh_token: String,
    pub level: String,
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    /// Sends a request with an optional bearer token, JSON body and `Accept-Language`.
    pub async fn send(&self, method: Method, path: &str, token: Option<&str>, body: Option<Value>, lang: Option<&str>) -> Reply {
        let headers: Vec<(&str, &str)> = lang.map(|l| ("accept-language", l)).into_iter().collect();
        self.send_with(method, path, token, body, &headers).await
    }

    /// Sends a request with an optional bearer token and JSON body, and extra `headers`.
    pub async fn send_with(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        headers: &[(&str, &str)],
    ) -> Reply {
        let mut req = self.client.request(method, self.url(path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let reply = Reply::read(req.send().await.expect("request")).await;
        self.assert_documented();
        reply
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.send(Method::GET, path, token, None, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.send(Method::POST, path, token, Some(body), None).await
    }

    pub async fn put(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.send(Method::PUT, path, token, Some(body), None).await
    }

    /// `POST /api/v1/authentication/login`.
    pub async fn login_reply(&self, email: &str, password: &str) -> Reply {
        self.post("/api/v1/authentication/login", None, json!({"email": email, "password": password})).await
    }

    /// Signs in with the demo password; panics unless it succeeds.
    pub async fn login(&self, email: &str) -> Session {
        let r = self.login_reply(email, DEMO_PASSWORD).await;
        assert_eq!(r.status, 200, "login {email}: {:?}", r.body);
        Session {
            token: r.body["data"]["token"].as_str().unwrap().to_owned(),
            refresh_token: r.body["data"]["refresh_token"].as_str().unwrap().to_owned(),
            level: r.body["data"]["level"].as_str().unwrap().to_owned(),
        }
    }

    /// The demo account of `level` (21 is `admin@roda.test`).
    pub fn demo_email(level: i32) -> String {
        if level == 21 { "admin@roda.test".into() } else { format!("level{level}@roda.test") }
    }

    /// The link token of the newest e-mail to `to` in the outbox whose link path is `path`
    /// (`activation` or `reset-password`).
    pub fn outbox_token(&self, to: &str, path: &str) -> Option<String> {
        let dir: PathBuf = self.data_dir.path().join("outbox");
        let mut mails: Vec<(std::time::SystemTime, String)> = std::fs::read_dir(dir)
            .ok()?
            .filter_map(std::result::Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, std::fs::read_to_string(e.path()).ok()?)))
            .filter(|(_, text)| text.to_lowercase().contains(&format!("to: {}", to.to_lowercase())))
            .collect();
        mails.sort_by_key(|(t, _)| *t);
        // Undo quoted-printable soft line breaks and the escaped '='.
        let text = mails.last()?.1.replace("=\r\n", "").replace("=\n", "").replace("=3D", "=");
        let marker = format!("/{path}?token=");
        let start = text.find(&marker)? + marker.len();
        Some(text[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect())
    }
}
