//! Issue 40, on SQLite and PostgreSQL: hostile spreadsheets answer and the server lives, and a
//! slow upload holds no import slot.

use std::time::Duration;

use reqwest::multipart;
use rust_xlsxwriter::Workbook;
use test_support::{Reply, TestApp, spawn_app};
use tokio::io::AsyncWriteExt;

/// The three spreadsheet imports and who may use each.
const IMPORTS: [(&str, &str); 3] = [
    ("/api/v1/traffic-tickets/import", "level3@roda.test"),
    ("/api/v1/motorcycles/import", "level6@roda.test"),
    ("/api/v1/loan-applications/imports", "admin@roda.test"),
];

async fn upload(app: &TestApp, path: &str, token: &str, bytes: Vec<u8>) -> Reply {
    let form = multipart::Form::new().part("file", multipart::Part::bytes(bytes).file_name("far.xlsx"));
    Reply::read(app.client.post(app.url(path)).bearer_auth(token).multipart(form).send().await.unwrap()).await
}

/// A small xlsx (a few KB) with a header in A1 and one cell at `far` (0-based row, column).
fn far_cell(far: (u32, u16)) -> Vec<u8> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.write_string(0, 0, "plate_number").unwrap();
    sheet.write_string(far.0, far.1, "x").unwrap();
    book.save_to_buffer().unwrap()
}

#[tokio::test]
async fn a_far_cell_is_a_refused_file_and_not_a_dead_server() {
    let app = spawn_app().await;
    for (path, who) in IMPORTS {
        let token = app.login(who).await.token;
        for far in [(1_048_575, 16_383), (2_999, 16_383)] {
            let file = far_cell(far);
            assert!(file.len() < 8 * 1024, "{}", file.len());
            let r = upload(&app, path, &token, file).await;
            assert_eq!((r.status, r.error_codes("file")), (422, vec!["import_empty".to_owned()]), "{path} {far:?}: {:?}", r.body);
        }
    }
    assert_eq!(app.get("/readyz", None).await.status, 200);
}

/// Starts an upload to `path` that sends its headers and the start of its body, then stalls
/// (1 byte a second would do the same); dropping the stream ends it.
async fn trickle(app: &TestApp, path: &str, token: &str) -> tokio::net::TcpStream {
    let mut s = tokio::net::TcpStream::connect(app.addr).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nhost: {}\r\nauthorization: Bearer {token}\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: 100000\r\n\r\n--b\r\ncontent-disposition: form-data; name=\"file\"; filename=\"slow.xlsx\"\r\n\r\nPK",
        app.addr
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.flush().await.unwrap();
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn uploads_trickling_in_hold_no_import_slot() {
    let app = spawn_app().await;
    let (path, who) = IMPORTS[0];
    let token = app.login(who).await.token;
    // More slow uploads than there are slots (two), all still sending.
    let mut slow = Vec::new();
    for _ in 0..3 {
        slow.push(trickle(&app, path, &token).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    for (path, who) in IMPORTS {
        let token = app.login(who).await.token;
        let r = upload(&app, path, &token, far_cell((5, 1))).await;
        assert!(r.status < 500, "{path}: {:?}", r.body);
    }
    drop(slow);
}

// ---- 7. Conformance ----

#[tokio::test]
async fn a_method_no_route_takes_is_405_before_any_token_or_key_is_looked_at() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    for method in ["TRACE", "FOO", "PATCH"] {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        for token in [None, Some(admin.as_str())] {
            let mut req =
                app.client.request(method.clone(), app.url("/api/v1/borrowers")).header("idempotency-key", "k-405-0123456789");
            if let Some(t) = token {
                req = req.bearer_auth(t);
            }
            let r = Reply::read(req.send().await.unwrap()).await;
            assert_eq!(r.status, 405, "{method} with token {}: {:?}", token.is_some(), r.body);
            assert_eq!(r.body["code"], 405, "the envelope: {:?}", r.body);
        }
    }
    // The key was never claimed: the real request with it still runs.
    let r = app
        .send_with(
            reqwest::Method::POST,
            "/api/v1/borrowers",
            Some(&admin),
            Some(serde_json::json!({})),
            &[("idempotency-key", "k-405-0123456789")],
        )
        .await;
    assert_ne!(r.status, 409, "{:?}", r.body);
}

#[tokio::test]
async fn the_daily_job_runs_for_today_or_earlier_never_ahead() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let today = test_support::applications::today();
    for ahead in [1, 365] {
        let date = (today + chrono::Duration::days(ahead)).to_string();
        let r = app.post("/api/v1/jobs/daily", Some(&admin), serde_json::json!({ "date": date })).await;
        assert_eq!((r.status, r.error_codes("date")), (422, vec!["date_in_future".to_owned()]), "{ahead}: {:?}", r.body);
    }
    let r = app.post("/api/v1/jobs/daily", Some(&admin), serde_json::json!({ "date": today.to_string() })).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let runs = app.get("/api/v1/jobs", Some(&admin)).await.body;
    assert!(
        runs["data"].as_array().unwrap().iter().all(|r| r["business_date"].as_str().unwrap() <= today.to_string().as_str()),
        "{runs:?}"
    );
}

#[test]
fn every_page_limit_is_documented_as_clamped_or_bounded() {
    let doc: serde_json::Value = serde_json::from_str(include_str!("../../../../docs/openapi.json")).unwrap();
    let mut seen = 0;
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            for p in op["parameters"].as_array().into_iter().flatten().filter(|p| p["name"] == "limit") {
                seen += 1;
                let bounded = p["schema"]["maximum"].is_number();
                let clamped = p["description"].as_str().is_some_and(|d| d.contains("clamped"));
                assert!(bounded || clamped, "{method} {path}: {p}");
            }
        }
    }
    assert!(seen > 3, "{seen} limits");
}

#[tokio::test]
async fn a_uri_or_headers_too_long_for_the_server_answer_the_envelope() {
    use tokio::io::AsyncReadExt;
    let app = spawn_app().await;
    // Raw requests: a client library refuses to build a URI this long. The request is written
    // beside the read (the server stops reading once it is past its limit, so a write of the
    // rest may wait or fail: only the answer matters), and a connection that is never answered
    // fails the test instead of holding the suite.
    let raw = async |request: String| {
        let (mut rx, mut tx) = tokio::net::TcpStream::connect(app.addr).await.unwrap().into_split();
        let writer = tokio::spawn(async move {
            let _ = tx.write_all(request.as_bytes()).await;
            tx
        });
        let mut out = Vec::new();
        let read = tokio::time::timeout(std::time::Duration::from_secs(60), rx.read_to_end(&mut out)).await;
        assert!(read.is_ok(), "no answer within 60 s; {} bytes read", out.len());
        writer.abort();
        let out = String::from_utf8(out).unwrap();
        let (head, body) = out.split_once("\r\n\r\n").unwrap();
        (head.to_owned(), serde_json::from_str::<serde_json::Value>(body).unwrap_or_default())
    };
    let host = app.addr;
    let (head, body) =
        raw(format!("GET /api/v1/loan-applications?q={} HTTP/1.1\r\nhost: {host}\r\n\r\n", "a".repeat(70_000))).await;
    assert!(head.starts_with("HTTP/1.1 414 "), "{head}");
    assert_eq!((body["code"].as_i64(), body["errors"][0]["code"].as_str()), (Some(414), Some("uri_too_long")), "{head}");
    let (head, body) = raw(format!("GET /readyz HTTP/1.1\r\nhost: {host}\r\nx-big: {}\r\n\r\n", "b".repeat(500_000))).await;
    assert!(head.starts_with("HTTP/1.1 431 "), "{head}");
    assert_eq!(body["code"].as_i64(), Some(431), "{head}");
    // The server goes on answering.
    assert_eq!(app.get("/readyz", None).await.status, 200);
}

// ---- 6. Sign-in under a burst, and a lockout nobody can aim ----

/// A sign-in to `email` with `password` from `address` (behind the trusted loopback proxy).
async fn sign_in_from(app: &TestApp, address: &str, email: &str, password: &str) -> Reply {
    let body = serde_json::json!({ "email": email, "password": password });
    app.send_with(reqwest::Method::POST, "/api/v1/authentication/login", None, Some(body), &[("x-forwarded-for", address)]).await
}

fn behind_a_proxy(c: &mut api::ApiConfig) {
    c.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
}

#[tokio::test]
async fn wrong_passwords_from_one_address_never_keep_the_owner_out() {
    let app =
        test_support::spawn_app_with(test_support::Options { configure: Box::new(behind_a_proxy), ..Default::default() }).await;
    let per_account = app.state.config.auth_per_account_per_minute;
    for _ in 0..per_account {
        let r = sign_in_from(&app, "203.0.113.9", "admin@roda.test", "wrong-Password1!").await;
        assert_eq!(r.status, 401, "{:?}", r.body);
    }
    // The guesser's address is locked, even with the right password ...
    assert_eq!(sign_in_from(&app, "203.0.113.9", "admin@roda.test", test_support::DEMO_PASSWORD).await.status, 429);
    // ... and the owner, from their own address, signs in.
    let r = sign_in_from(&app, "198.51.100.20", "admin@roda.test", test_support::DEMO_PASSWORD).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_sign_ins_from_many_addresses_all_get_an_answer_on_their_password() {
    // The production cost on two password workers: a burst of 120 takes longer than the old
    // two-second queue wait (about a third got in then), well within the new one.
    let app = test_support::spawn_app_with(test_support::Options {
        configure: Box::new(|c| {
            behind_a_proxy(c);
            c.password_workers = 2;
            c.argon2_m_kib = 19 * 1024;
            c.argon2_t = 2;
        }),
        ..Default::default()
    })
    .await;
    let hash = app.state.hasher.hash(test_support::DEMO_PASSWORD.into()).await.unwrap();
    let admin = storage::repo::users::find_by_email(&app.state.db, "admin@roda.test").await.unwrap().unwrap();
    let changes = storage::repo::users::UserChanges { password_hash: Some(hash), ..Default::default() };
    storage::repo::users::update(&app.state.db, admin.id, admin.version, changes).await.unwrap().unwrap();
    let calls = (0..120u32).map(|i| {
        let address = format!("198.51.100.{}", i + 1);
        let password = if i % 2 == 0 { test_support::DEMO_PASSWORD.to_owned() } else { format!("wrong-{i}-Password!") };
        let app = &app;
        async move { (i % 2 == 0, sign_in_from(app, &address, "admin@roda.test", &password).await.status) }
    });
    let replies = futures::future::join_all(calls).await;
    let right_in = replies.iter().filter(|(right, s)| *right && *s == 200).count();
    let wrong_out = replies.iter().filter(|(right, s)| !*right && *s == 401).count();
    assert_eq!((right_in, wrong_out), (60, 60), "{:?}", replies.iter().map(|r| r.1).collect::<Vec<_>>());
}
