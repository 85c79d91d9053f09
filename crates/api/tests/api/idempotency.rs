//! `Idempotency-Key` on create requests (DESIGN §3), on SQLite and PostgreSQL: a repeat returns
//! the first response and creates nothing; another body under the same key is 422; a racing
//! repeat never creates twice; a failed request gives its key back.

use reqwest::Method;
use serde_json::{Value, json};
use test_support::{TestApp, fixtures, spawn_app};

const KEY: &str = "idempotency-key";

async fn total(app: &TestApp, token: &str) -> i64 {
    app.get("/api/v1/loan-applications/summary", Some(token)).await.body["data"]["total"].as_i64().unwrap()
}

async fn create(app: &TestApp, token: &str, body: &Value, key: &str, lang: &str) -> test_support::Reply {
    app.send_with(Method::POST, "/api/v1/borrowers", Some(token), Some(body.clone()), &[(KEY, key), ("accept-language", lang)])
        .await
}

#[tokio::test]
async fn a_repeated_create_returns_the_first_response_and_creates_once() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let before = total(&app, &t).await;
    let body = TestApp::prospect(&refs, 41);

    let first = create(&app, &t, &body, "0f8fad5b-d9cb-469f-a165-70867728950e", "en").await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    assert!(first.headers.get("idempotent-replayed").is_none());
    let again = create(&app, &t, &body, "0f8fad5b-d9cb-469f-a165-70867728950e", "en").await;
    assert_eq!(again.status, 201, "{:?}", again.body);
    assert_eq!(again.body, first.body);
    assert_eq!(again.headers.get("idempotent-replayed").unwrap(), "true");
    assert_eq!(total(&app, &t).await, before + 1);

    // Without a key the same body is a second attempt, refused on its e-mail.
    let r = app.post("/api/v1/borrowers", Some(&t), body.clone()).await;
    assert_eq!((r.status, r.error_codes("email")), (422, vec!["email_taken".to_owned()]));

    // The same key with another body: 422 in the caller's language, nothing created.
    let other = TestApp::prospect(&refs, 42);
    let r = create(&app, &t, &other, "0f8fad5b-d9cb-469f-a165-70867728950e", "id").await;
    assert_eq!((r.status, r.error_codes("idempotency_key")), (422, vec!["idempotency_key_reused".to_owned()]));
    assert_eq!(r.body["errors"][0]["message"], "Idempotency-Key ini sudah dipakai untuk permintaan lain.");
    assert_eq!(total(&app, &t).await, before + 1);

    // Keys are the caller's own: another staff member may use the same one.
    let t2 = app.login("admin@roda.test").await.token;
    let r = create(&app, &t2, &other, "0f8fad5b-d9cb-469f-a165-70867728950e", "en").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(total(&app, &t).await, before + 2);
}

#[tokio::test]
async fn a_failed_create_gives_its_key_back_and_bad_keys_are_refused() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let mut body = TestApp::prospect(&refs, 43);
    body["full_name"] = json!("");
    let r = create(&app, &t, &body, "retry-after-fix", "en").await;
    assert_eq!((r.status, r.error_codes("full_name")), (422, vec!["full_name_required".to_owned()]));
    // The corrected form under the same key runs: the failure created nothing.
    let body = TestApp::prospect(&refs, 43);
    let r = create(&app, &t, &body, "retry-after-fix", "en").await;
    assert_eq!(r.status, 201, "{:?}", r.body);

    for bad in ["k".repeat(256), "two words".to_owned()] {
        let r = create(&app, &t, &TestApp::prospect(&refs, 44), &bad, "en").await;
        assert_eq!(r.status, 400, "{bad}: {:?}", r.body);
        assert_eq!(r.msg(), "The Idempotency-Key header must be 1 to 255 visible characters.");
    }
    let r = create(&app, &t, &TestApp::prospect(&refs, 44), &"k".repeat(255), "en").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
}

#[tokio::test]
async fn racing_repeats_create_one_account() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let before = total(&app, &t).await;
    let body = TestApp::prospect(&refs, 45);
    let replies = futures::future::join_all((0..6).map(|_| create(&app, &t, &body, "double-click", "en"))).await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status).collect();
    assert!(statuses.iter().all(|s| *s == 201 || *s == 409), "{statuses:?}");
    assert!(statuses.contains(&201), "{statuses:?}");
    let loan_ids: std::collections::HashSet<_> =
        replies.iter().filter(|r| r.status == 201).map(|r| r.body["data"]["loan_id"].clone()).collect();
    assert_eq!(loan_ids.len(), 1, "{replies:?}");
    for r in replies.iter().filter(|r| r.status == 409) {
        assert_eq!(r.body["errors"][0]["code"], "idempotency_in_progress");
    }
    assert_eq!(total(&app, &t).await, before + 1);
}

#[tokio::test]
async fn a_repeated_upload_returns_the_same_file_despite_a_new_multipart_boundary() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let jpg = fixtures::jpeg_with_exif(64, 48);
    let headers = [(KEY, "upload-ktp-1")];
    let first = app.upload_with(&t, "ktp_photo", jpg.clone(), "ktp.jpg", &headers).await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    let again = app.upload_with(&t, "ktp_photo", jpg.clone(), "ktp.jpg", &headers).await;
    assert_eq!(again.status, 201);
    assert_eq!(again.body["data"]["file_id"], first.body["data"]["file_id"]);
    // Another file under the same key is refused.
    let r = app.upload_with(&t, "ktp_photo", fixtures::png(8, 8), "ktp.png", &headers).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
}
