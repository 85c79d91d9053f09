//! Issue 6, on SQLite and PostgreSQL: bounded password and image work (API4), two tabs
//! refreshing at once, link lifetimes, separate rate-limit counters and the client address behind
//! proxies, idempotency across a crash and restart, owner-only data files, the metrics gate,
//! HSTS, request ids and the access log.

use std::{
    io::Cursor,
    sync::{Arc, Mutex, OnceLock},
};

use image::{DynamicImage, ImageFormat, RgbImage};
use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};
use test_support::{DEMO_PASSWORD, Options, TestApp, fixtures, spawn_app, spawn_app_with};

fn configured(f: impl FnOnce(&mut api::ApiConfig) + 'static) -> Options {
    Options { configure: Box::new(f), ..Default::default() }
}

const LOGIN: &str = "/api/v1/authentication/login";
const REFRESH: &str = "/api/v1/authentication/refresh-token";

// ---- 3. Memory and CPU limits ----

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn logins_beyond_the_password_workers_wait_then_get_503_with_retry_after() {
    // One worker at a cost of tens of milliseconds: 150 parallel logins cannot all get a turn
    // within the two-second wait.
    let app = spawn_app_with(configured(|c| {
        c.password_workers = 1;
        c.argon2_m_kib = 32 * 1024;
        c.argon2_t = 3;
        c.auth_per_ip_per_minute = 10_000;
        c.auth_per_account_per_minute = 10_000;
    }))
    .await;
    // The demo hashes were made at the cheap test cost; give admin one at this cost.
    let hash = app.state.hasher.hash(DEMO_PASSWORD.into()).await.unwrap();
    let admin = storage::repo::users::find_by_email(&app.state.db, "admin@roda.test").await.unwrap().unwrap();
    storage::repo::users::update(
        &app.state.db,
        admin.id,
        admin.version,
        storage::repo::users::UserChanges { password_hash: Some(hash), ..Default::default() },
    )
    .await
    .unwrap()
    .unwrap();
    let body = json!({"email": "admin@roda.test", "password": DEMO_PASSWORD});
    let calls = (0..150).map(|_| app.send_with(Method::POST, LOGIN, None, Some(body.clone()), &[("accept-language", "id")]));
    let replies = futures::future::join_all(calls).await;
    let ok = replies.iter().filter(|r| r.status == 200).count();
    let busy: Vec<_> = replies.iter().filter(|r| r.status == 503).collect();
    assert_eq!(ok + busy.len(), 150, "{:?}", replies.iter().map(|r| r.status).collect::<Vec<_>>());
    assert!(ok > 0 && !busy.is_empty(), "{ok} signed in, {} turned away", busy.len());
    for r in busy {
        assert_eq!(r.headers["retry-after"], "2");
        assert_eq!(r.msg(), "Server sedang sibuk. Silakan coba lagi dalam beberapa detik.");
    }
    // The pool is free again afterwards.
    assert_eq!(app.login_reply("admin@roda.test", DEMO_PASSWORD).await.status, 200);
}

fn smooth_jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = RgbImage::from_fn(w, h, |x, y| image::Rgb([(x / 16 % 256) as u8, (y / 16 % 256) as u8, 128]));
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(img).write_to(&mut out, ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// A real PNG header claiming `w`×`h` RGB pixels, with no pixel data after it.
fn png_header(w: u32, h: u32) -> Vec<u8> {
    let mut png = fixtures::png(1, 1);
    png[16..20].copy_from_slice(&w.to_be_bytes());
    png[20..24].copy_from_slice(&h.to_be_bytes());
    let crc = crc32fast::hash(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    png
}

#[tokio::test]
async fn oversized_cut_short_and_bare_uploads_are_refused_and_large_images_stored_smaller() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    // 48 megapixels by the header: refused before decoding, with a clear text.
    let r = app.upload(&t, "selfie", png_header(8_000, 6_000), "big.png").await;
    assert_eq!((r.status, r.error_codes("file")), (422, vec!["image_too_large".to_owned()]), "{:?}", r.body);
    assert_eq!(r.body["errors"][0]["message"], "The image is too large to process. Send a photo of at most 16 megapixels.");
    // 25 megapixels of RGB is 75 MB decoded: over the memory limit.
    let r = app.upload(&t, "selfie", png_header(5_000, 5_000), "big.png").await;
    assert_eq!(r.error_codes("file"), vec!["image_too_large".to_owned()]);
    // Cut short.
    let jpg = smooth_jpeg(400, 300);
    let r = app.upload(&t, "selfie", jpg[..jpg.len() * 2 / 3].to_vec(), "cut.jpg").await;
    assert_eq!((r.status, r.error_codes("file")), (422, vec!["file_unreadable".to_owned()]), "{:?}", r.body);
    // A PDF that is only a header, and one cut before its end.
    for bytes in [b"%PDF-1.4\n".to_vec(), fixtures::pdf(None)[..60].to_vec()] {
        let r = app.upload(&t, "rto_form", bytes, "form.pdf").await;
        assert_eq!((r.status, r.error_codes("file")), (422, vec!["pdf_unreadable".to_owned()]), "{:?}", r.body);
    }
    assert_eq!(app.upload(&t, "rto_form", fixtures::pdf(Some(50_000)), "form.pdf").await.status, 201);
    // 3000 × 1500 is stored at 2048 × 1024.
    let r = app.upload(&t, "selfie", smooth_jpeg(3_000, 1_500), "wide.jpg").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let id = r.body["data"]["file_id"].as_str().unwrap();
    let bytes =
        app.client.get(app.url(&format!("/api/v1/files/{id}"))).bearer_auth(&t).send().await.unwrap().bytes().await.unwrap();
    let stored = image::load_from_memory(&bytes).unwrap();
    assert_eq!((stored.width(), stored.height()), (2_048, 1_024));
}

// ---- 5. Sessions and links ----

async fn refresh(app: &TestApp, token: &str) -> test_support::Reply {
    app.post(REFRESH, None, json!({"refresh_token": token})).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_tabs_refreshing_at_once_stay_signed_in_but_a_late_reuse_ends_the_session() {
    let app = spawn_app().await;
    let s = app.login("level3@roda.test").await;
    let (a, b) = tokio::join!(refresh(&app, &s.refresh_token), refresh(&app, &s.refresh_token));
    assert_eq!((a.status, b.status), (200, 200), "{:?} {:?}", a.body, b.body);
    let pair = |r: &test_support::Reply| {
        (r.body["data"]["token"].as_str().unwrap().to_owned(), r.body["data"]["refresh_token"].as_str().unwrap().to_owned())
    };
    let ((ta, ra), (tb, rb)) = (pair(&a), pair(&b));
    assert_ne!(ra, rb);
    // Both tabs go on: their access tokens work and their refresh tokens rotate.
    assert_eq!(app.get("/api/v1/me", Some(&ta)).await.status, 200);
    assert_eq!(app.get("/api/v1/me", Some(&tb)).await.status, 200);
    assert_eq!(refresh(&app, &ra).await.status, 200);
    let next = refresh(&app, &rb).await;
    assert_eq!(next.status, 200);
    let (tn, _) = pair(&next);

    // The first token again, as if its spending were a minute old: a reuse, which ends the session.
    let hash = api::auth::tokens::hash_token(&s.refresh_token);
    use storage::entity::refresh_token as rt;
    rt::Entity::update_many()
        .col_expr(rt::Column::UsedAt, Expr::value(storage::repo::now() - chrono::Duration::seconds(60)))
        .filter(rt::Column::TokenHash.eq(hash))
        .exec(&app.state.db)
        .await
        .unwrap();
    assert_eq!(refresh(&app, &s.refresh_token).await.status, 401);
    assert_eq!(app.get("/api/v1/me", Some(&tn)).await.status, 401);
}

async fn reset_link(app: &TestApp, email: &str) -> String {
    let r = app.post("/api/v1/authentication/forgot-password", None, json!({"email": email})).await;
    assert_eq!(r.status, 200);
    app.outbox_token(email, "reset-password").unwrap()
}

#[tokio::test]
async fn a_new_reset_link_kills_the_earlier_ones_and_setting_a_password_ends_every_session() {
    let app = spawn_app().await;
    let email = "level6@roda.test";
    let s = app.login(email).await;
    let first = reset_link(&app, email).await;
    // Outbox files are told apart by time.
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let second = reset_link(&app, email).await;
    assert_ne!(first, second);
    let set = |token: &str| json!({"token": token, "password": "Baru-Sekali-7", "password_confirmation": "Baru-Sekali-7"});
    let r = app.post("/api/v1/authentication/reset-password", None, set(&first)).await;
    assert_eq!((r.status, r.msg()), (400, "This link is invalid or has expired."));
    assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.status, 200, "a refused link changes nothing");
    assert_eq!(app.post("/api/v1/authentication/reset-password", None, set(&second)).await.status, 200);
    assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.status, 401);
    assert_eq!(refresh(&app, &s.refresh_token).await.status, 401);
    assert_eq!(app.login_reply(email, "Baru-Sekali-7").await.status, 200);
}

#[tokio::test]
async fn activation_links_die_once_the_account_is_active_or_a_newer_one_is_sent() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await;
    let r = app
        .post("/api/v1/users", Some(&admin.token), json!({"email": "dewi@roda.test", "full_name": "Dewi Lestari", "level": 3}))
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let id = r.body["data"]["id"].as_str().unwrap().to_owned();
    let first = app.outbox_token("dewi@roda.test", "activation").unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let resent = app.post(&format!("/api/v1/users/{id}/resend-activation"), Some(&admin.token), json!({})).await;
    assert_eq!(resent.status, 200, "{:?}", resent.body);
    let second = app.outbox_token("dewi@roda.test", "activation").unwrap();
    let set = |token: &str, pw: &str| json!({"token": token, "password": pw, "password_confirmation": pw});
    assert_eq!(app.post("/api/v1/authentication/activate", None, set(&first, "Pertama-Kali-1")).await.status, 400);
    assert_eq!(app.post("/api/v1/authentication/activate", None, set(&second, "Pertama-Kali-1")).await.status, 200);

    // An activation link of an account that is active already (say, mailed before it was
    // activated some other way) sets nothing.
    let active = storage::repo::users::find_by_email(&app.state.db, "level7@roda.test").await.unwrap().unwrap();
    let token = api::auth::tokens::random_token();
    let expires = storage::repo::now() + chrono::Duration::hours(1);
    storage::repo::user_tokens::create(&app.state.db, active.id, "activation", api::auth::tokens::hash_token(&token), expires)
        .await
        .unwrap();
    let r = app.post("/api/v1/authentication/activate", None, set(&token, "Diambil-Alih-9")).await;
    assert_eq!(r.status, 400);
    assert_eq!(app.login_reply("level7@roda.test", DEMO_PASSWORD).await.status, 200);
}

// ---- 6. Rate limits ----

#[tokio::test]
async fn forgot_password_never_locks_a_sign_in_and_only_failed_passwords_count() {
    let app = spawn_app_with(configured(|c| {
        c.auth_per_account_per_minute = 3;
        c.auth_per_ip_per_minute = 100;
    }))
    .await;
    let email = "level8@roda.test";
    let forgot: Vec<u16> = {
        let mut v = Vec::new();
        for _ in 0..5 {
            v.push(app.post("/api/v1/authentication/forgot-password", None, json!({"email": email})).await.status);
        }
        v
    };
    assert_eq!(forgot, [200, 200, 200, 429, 429]);
    // Successful sign-ins do not count either.
    for _ in 0..5 {
        assert_eq!(app.login_reply(email, DEMO_PASSWORD).await.status, 200);
    }
    for _ in 0..3 {
        assert_eq!(app.login_reply(email, "Wrong!pass1").await.status, 401);
    }
    // Past the failures, even the right password waits.
    assert_eq!(app.login_reply(email, DEMO_PASSWORD).await.status, 429);
}

async fn login_via(app: &TestApp, forwarded_for: &str) -> u16 {
    let body = json!({"email": "admin@roda.test", "password": DEMO_PASSWORD});
    app.send_with(Method::POST, LOGIN, None, Some(body), &[("x-forwarded-for", forwarded_for)]).await.status
}

#[tokio::test]
async fn behind_trusted_proxies_the_client_is_the_rightmost_untrusted_forwarded_address() {
    let proxies = |c: &mut api::ApiConfig| {
        c.auth_per_ip_per_minute = 2;
        c.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap(), "10.0.0.0/8".parse().unwrap()];
    };
    let app = spawn_app_with(configured(proxies)).await;
    // The client may write anything on the left; the proxies append on the right.
    assert_eq!(login_via(&app, "1.1.1.1, 203.0.113.9, 10.0.0.7").await, 200);
    assert_eq!(login_via(&app, "2.2.2.2, 203.0.113.9, 10.0.0.7").await, 200);
    assert_eq!(login_via(&app, "3.3.3.3, 203.0.113.9, 10.0.0.7").await, 429);
    assert_eq!(login_via(&app, "203.0.113.10, 10.0.0.7").await, 200);

    // Without trusted proxies the header is ignored: every request is the peer's.
    let app = spawn_app_with(configured(|c| c.auth_per_ip_per_minute = 2)).await;
    assert_eq!(login_via(&app, "198.51.100.1").await, 200);
    assert_eq!(login_via(&app, "198.51.100.2").await, 200);
    assert_eq!(login_via(&app, "198.51.100.3").await, 429);

    // The older switch trusts the direct peer as the one proxy: the rightmost entry counts.
    let app = spawn_app_with(configured(|c| {
        c.auth_per_ip_per_minute = 2;
        c.trust_forwarded_for = true;
    }))
    .await;
    assert_eq!(login_via(&app, "1.1.1.1, 203.0.113.9").await, 200);
    assert_eq!(login_via(&app, "2.2.2.2, 203.0.113.9").await, 200);
    assert_eq!(login_via(&app, "3.3.3.3, 203.0.113.9").await, 429);
    assert_eq!(login_via(&app, "203.0.113.10").await, 200);
}

// ---- 7. Idempotency after a crash ----

const KEY: &str = "idempotency-key";

async fn files_of(app: &TestApp, user: uuid::Uuid) -> u64 {
    use storage::entity::file;
    file::Entity::find().filter(file::Column::UploadedBy.eq(user)).count(&app.state.db).await.unwrap()
}

#[tokio::test]
async fn a_committed_create_answers_its_key_after_a_crash_and_restart() {
    // This app "dies" right after each handler returns: nothing after the handler runs.
    let app = spawn_app_with(configured(|c| c.simulate_crash_after_handler = true)).await;
    let s = app.login("level3@roda.test").await;
    let me = app.get("/api/v1/me", Some(&s.token)).await.body["data"]["id"].as_str().unwrap().parse().unwrap();
    let jpg = fixtures::jpeg_with_exif(64, 48);
    let crashed = app.upload_with(&s.token, "ktp_photo", jpg.clone(), "ktp.jpg", &[(KEY, "after-crash")]).await;
    assert_eq!(crashed.status, 500);
    assert_eq!(files_of(&app, me).await, 1, "the upload committed");

    let app = app.restart(|_| {}).await;
    let again = app.upload_with(&s.token, "ktp_photo", jpg, "ktp.jpg", &[(KEY, "after-crash")]).await;
    assert_eq!(again.status, 201, "{:?}", again.body);
    assert_eq!(again.headers.get("idempotent-replayed").map(|v| v.to_str().unwrap()), Some("true"));
    assert_eq!(files_of(&app, me).await, 1, "the repeat created nothing");
    let id = again.body["data"]["file_id"].as_str().unwrap();
    assert_eq!(app.client.get(app.url(&format!("/api/v1/files/{id}"))).bearer_auth(&s.token).send().await.unwrap().status(), 200);
}

/// The other creates store their answer in their own transaction too: after a crash and a
/// restart the repeat replays it and creates nothing.
#[tokio::test]
async fn committed_borrower_and_staff_creates_answer_their_keys_after_a_crash() {
    let app = spawn_app_with(configured(|c| c.simulate_crash_after_handler = true)).await;
    let admin = app.login("admin@roda.test").await.token;
    let refs = app.refs(&admin).await;
    let prospect = TestApp::prospect(&refs, 7);
    let invite = serde_json::json!({"email": "new.staff@roda.test", "full_name": "Staf Baru", "level": 3});
    for (path, body) in [("/api/v1/borrowers", &prospect), ("/api/v1/users", &invite)] {
        let crashed = app.send_with(Method::POST, path, Some(&admin), Some(body.clone()), &[(KEY, path)]).await;
        assert_eq!(crashed.status, 500, "{path}");
    }
    let app = app.restart(|_| {}).await;
    for (path, body) in [("/api/v1/borrowers", &prospect), ("/api/v1/users", &invite)] {
        let again = app.send_with(Method::POST, path, Some(&admin), Some(body.clone()), &[(KEY, path)]).await;
        assert_eq!(again.status, 201, "{path}: {:?}", again.body);
        assert_eq!(again.headers.get("idempotent-replayed").map(|v| v.to_str().unwrap()), Some("true"), "{path}");
    }
    let list = app.get("/api/v1/loan-applications", Some(&admin)).await;
    assert_eq!(list.body["data"]["total"], 1, "one borrower, not two");
    let staff = app.get("/api/v1/users?q=new.staff", Some(&admin)).await;
    assert_eq!(staff.body["data"]["total"], 1, "one invitation, not two");
}

#[tokio::test]
async fn a_key_whose_request_never_committed_is_free_at_once_after_a_restart() {
    let app = spawn_app_with(configured(|c| c.simulate_crash_after_handler = true)).await;
    let s = app.login("level3@roda.test").await;
    // Refused by the handler, then the process "dies" before giving the key back.
    let r = app.upload_with(&s.token, "no_such_kind", fixtures::png(8, 8), "x.png", &[(KEY, "never-committed")]).await;
    assert_eq!(r.status, 500);
    // While that process lives the claim holds.
    let held = app.upload_with(&s.token, "no_such_kind", fixtures::png(8, 8), "x.png", &[(KEY, "never-committed")]).await;
    assert_eq!(held.status, 409, "{:?}", held.body);
    assert_eq!(held.body["errors"][0]["code"], "idempotency_in_progress");

    let app = app.restart(|_| {}).await;
    let r = app.upload_with(&s.token, "selfie", fixtures::png(8, 8), "x.png", &[(KEY, "never-committed")]).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert!(r.headers.get("idempotent-replayed").is_none());
}

// ---- 8. Data at rest and operations ----

#[cfg(unix)]
fn loose_entries(dir: &std::path::Path, out: &mut Vec<String>) {
    use std::os::unix::fs::PermissionsExt;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let meta = entry.metadata().unwrap();
        if meta.permissions().mode() & 0o077 != 0 {
            out.push(format!("{} {:o}", entry.path().display(), meta.permissions().mode() & 0o777));
        }
        if meta.is_dir() {
            loose_entries(&entry.path(), out);
        }
    }
}

#[cfg(unix)]
#[tokio::test]
async fn the_data_folder_and_every_file_in_it_are_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    assert_eq!(app.upload(&t, "selfie", fixtures::png(8, 8), "x.png").await.status, 201);
    reset_link(&app, "level3@roda.test").await;
    let dir = app.data_dir.path();
    assert_eq!(std::fs::metadata(dir).unwrap().permissions().mode() & 0o777, 0o700);
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        names.push(entry.file_name().to_string_lossy().into_owned());
    }
    assert!(names.contains(&"files".to_owned()) && names.contains(&"outbox".to_owned()), "{names:?}");
    let mut loose = Vec::new();
    loose_entries(dir, &mut loose);
    assert!(loose.is_empty(), "readable by others: {loose:?}");
}

#[tokio::test]
async fn metrics_need_the_token_on_the_main_address_or_the_separate_listener() {
    let app = spawn_app().await;
    assert_eq!(app.get("/metrics", None).await.status, 404);

    let app = spawn_app_with(configured(|c| c.metrics_token = Some("scrape-secret-123".into()))).await;
    app.get("/api/v1/me", None).await;
    assert_eq!(app.get("/metrics", None).await.status, 404);
    assert_eq!(app.get("/metrics", Some("wrong")).await.status, 404);
    let m = app.client.get(app.url("/metrics")).bearer_auth("scrape-secret-123").send().await.unwrap();
    assert_eq!(m.status(), 200);
    assert!(m.text().await.unwrap().contains(r#"route="/api/v1/me""#));

    // The separate listener the server binds at RODA_METRICS_ADDR: no token, only /metrics.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let metrics = server::app::metrics(app.state.clone());
    tokio::spawn(async move { axum::serve(listener, metrics).await.unwrap() });
    let m = app.client.get(format!("http://{addr}/metrics")).send().await.unwrap();
    assert_eq!(m.status(), 200);
    assert!(m.text().await.unwrap().contains("roda_http_requests_total"));
    assert_eq!(app.client.get(format!("http://{addr}/api/v1/me")).send().await.unwrap().status(), 404);
}

#[tokio::test]
async fn hsts_is_sent_when_the_public_url_is_https() {
    let app = spawn_app().await;
    assert!(app.get("/healthz", None).await.headers.get("strict-transport-security").is_none());
    let app = spawn_app_with(configured(|c| c.public_url = "https://roda.example.id".into())).await;
    for path in ["/healthz", "/api/v1/me", "/login"] {
        let r = app.get(path, None).await;
        assert_eq!(r.headers["strict-transport-security"], "max-age=31536000; includeSubDomains", "{path}");
    }
}

#[tokio::test]
async fn only_short_safe_request_ids_are_kept() {
    let app = spawn_app().await;
    let sent_back = |id: &str| {
        let req = app.client.get(app.url("/healthz")).header("x-request-id", id);
        async move { req.send().await.unwrap().headers()["x-request-id"].to_str().unwrap().to_owned() }
    };
    assert_eq!(sent_back("abc-123.X_9").await, "abc-123.X_9");
    for bad in ["k".repeat(65), "a b".into(), "<script>".into(), "id\"forged".into()] {
        let got = sent_back(&bad).await;
        assert_ne!(got, bad);
        assert!(uuid::Uuid::parse_str(&got).is_ok(), "{got}");
    }
}

/// Everything logged in this test process, as JSON lines.
fn logs() -> Arc<Mutex<Vec<u8>>> {
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        struct Sink(Arc<Mutex<Vec<u8>>>);
        impl std::io::Write for Sink {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let buf = Arc::new(Mutex::new(Vec::new()));
        let sink = buf.clone();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_max_level(tracing::Level::INFO)
            .with_writer(move || Sink(sink.clone()))
            .finish();
        tracing::subscriber::set_global_default(subscriber).expect("the only subscriber of this test binary");
        buf
    })
    .clone()
}

#[tokio::test]
async fn one_access_log_line_per_request_with_the_route_template_and_no_personal_data() {
    let logs = logs();
    let app = spawn_app().await;
    let s = app.login("admin@roda.test").await;
    let me = app.get("/api/v1/me", Some(&s.token)).await.body["data"]["id"].as_str().unwrap().to_owned();
    let path = "/api/v1/loan-applications/LN-SECRET-77?q=Budi%20Santoso&nik=3171234567890123";
    let r = app.send_with(Method::GET, path, Some(&s.token), None, &[("x-request-id", "access-log-1")]).await;
    let status = r.status;
    app.send_with(Method::GET, "/api/v1/me", None, None, &[("x-request-id", "access-log-2")]).await;
    let text = String::from_utf8(logs.lock().unwrap().clone()).unwrap();
    let lines: Vec<Value> = text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let access =
        |id: &str| -> Vec<&Value> { lines.iter().filter(|l| l["target"] == "roda::access" && l["request_id"] == id).collect() };
    let one = access("access-log-1");
    assert_eq!(one.len(), 1, "{one:?}");
    assert_eq!(one[0]["method"], "GET");
    assert_eq!(one[0]["route"], "/api/v1/loan-applications/{loan_id}");
    assert_eq!(one[0]["status"], status);
    assert_eq!(one[0]["staff_id"], me.as_str());
    assert!(one[0]["duration_ms"].as_f64().is_some());
    for secret in ["LN-SECRET-77", "Budi", "3171234567890123"] {
        assert!(!text.contains(secret), "{secret} was logged");
    }
    let two = access("access-log-2");
    assert_eq!((two.len(), two[0]["status"].as_u64(), two[0]["staff_id"].as_str()), (1, Some(401), Some("-")));
}
