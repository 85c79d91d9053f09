//! Health, readiness, metrics, request ids, security headers, the envelope of unknown routes,
//! the OpenAPI document.

use test_support::{Options, spawn_app, spawn_app_with};

#[tokio::test]
async fn health_ready_and_metrics() {
    let app =
        spawn_app_with(Options { configure: Box::new(|c| c.metrics_token = Some("metrics-token".into())), ..Default::default() })
            .await;
    let h = app.get("/healthz", None).await;
    assert_eq!(h.status, 200);
    let r = app.get("/readyz", None).await;
    assert_eq!((r.status, r.body["data"].as_str()), (200, Some("ready")));
    app.get("/api/v1/me", None).await;
    let m = app.client.get(app.url("/metrics")).bearer_auth("metrics-token").send().await.unwrap().text().await.unwrap();
    assert!(m.contains("roda_http_requests_total"), "{m}");
    assert!(m.contains(r#"route="/api/v1/me""#) && m.contains(r#"status="401""#), "{m}");
}

#[tokio::test]
async fn every_response_has_a_request_id_and_api_headers() {
    let app = spawn_app().await;
    let a = app.get("/api/v1/me", None).await;
    let b = app.get("/api/v1/me", None).await;
    let id = |r: &test_support::Reply| r.headers["x-request-id"].to_str().unwrap().to_owned();
    assert_ne!(id(&a), id(&b));
    assert_eq!(a.headers["cache-control"], "no-store");
    assert_eq!(a.headers["x-content-type-options"], "nosniff");
    assert!(a.headers["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
    // A caller's own request id is kept.
    let res = app.client.get(app.url("/healthz")).header("x-request-id", "abc-123").send().await.unwrap();
    assert_eq!(res.headers()["x-request-id"], "abc-123");
}

#[tokio::test]
async fn unknown_api_paths_and_wrong_methods_answer_in_the_envelope() {
    let app = spawn_app().await;
    let r = app.get("/api/v1/nothing-here", None).await;
    assert_eq!((r.status, r.body["code"].as_u64()), (404, Some(404)));
    let r = app.send(reqwest::Method::DELETE, "/api/v1/authentication/login", None, None, Some("id")).await;
    assert_eq!(r.status, 405);
    assert_eq!(r.body["code"], 405);
    assert_eq!(r.msg(), "Permintaan tidak dapat dibaca.");
    let r = app
        .client
        .post(app.url("/api/v1/authentication/login"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["msg"], "The request could not be read.");
}

#[tokio::test]
async fn openapi_lists_every_route() {
    let app = spawn_app().await;
    let doc = app.get("/api/openapi.json", None).await;
    assert_eq!(doc.status, 200);
    for r in api::route_table(app.state.clone()) {
        let item = &doc.body["paths"][r.path];
        assert!(item[r.method.as_str().to_lowercase()].is_object(), "{} {} missing", r.method, r.path);
    }
    assert!(doc.body["components"]["schemas"]["LoginData"].is_object());
}

#[tokio::test]
async fn web_routes_without_a_build_say_how_to_build() {
    let app = spawn_app().await;
    let res = app.client.get(app.url("/app/home")).send().await.unwrap();
    // Debug builds read web/dist from disk: either the app, or the instruction to build it.
    assert!([200, 503].contains(&res.status().as_u16()));
    assert!(res.headers()["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
    let res = app.client.get(app.url("/wp-login.php")).send().await.unwrap();
    assert_eq!(res.status(), 404);
}

/// A transaction dropped without commit or rollback (a request cancelled mid-write) gives up its
/// row locks at once, though pooled connections go back without a ping when they have nothing to
/// send (`vendor/sqlx-core`, "Roda's patch"): PostgreSQL's queued `ROLLBACK` is still sent as the
/// connection is returned, not left in its buffer until the connection's next use.
#[tokio::test]
async fn a_dropped_transaction_releases_its_locks_at_once() {
    use sea_orm::{ConnectionTrait, TransactionTrait};
    let app = spawn_app().await;
    let db = &app.state.db;
    let touch = "UPDATE users SET full_name = full_name WHERE email = 'admin@roda.test'";
    // Holds its own connection, so the dropped transaction's connection is another one.
    let other = db.begin().await.unwrap();
    other.execute_unprepared("SELECT 1").await.unwrap();
    let dropped = db.begin().await.unwrap();
    assert_eq!(dropped.execute_unprepared(touch).await.unwrap().rows_affected(), 1);
    drop(dropped);
    if db.get_database_backend() == sea_orm::DbBackend::Postgres {
        other.execute_unprepared("SET LOCAL lock_timeout = '3s'").await.unwrap();
    }
    let r = other.execute_unprepared(touch).await;
    assert_eq!(r.expect("the dropped transaction's lock is gone").rows_affected(), 1);
    other.commit().await.unwrap();
}
