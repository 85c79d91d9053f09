//! User management (issue 12 item 1): filters, last sign-in, `allowed_actions`, disable and
//! enable, no self-change, the last level-21 account, a new lender ending sessions, the audit
//! rows. The level reach rules themselves are in `staff_levels.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

const PASSWORD: &str = "Kuat-Sekali-9";

/// Invites `email` at `level` as `token` and activates it; returns its id.
async fn active_account(app: &TestApp, token: &str, email: &str, level: i32) -> String {
    let r = app.post("/api/v1/users", Some(token), json!({"email": email, "full_name": "Rina Wati", "level": level})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let link = app.outbox_token(email, "activation").expect("activation e-mail");
    let body = json!({"token": link, "password": PASSWORD, "password_confirmation": PASSWORD});
    assert_eq!(app.post("/api/v1/authentication/activate", None, body).await.status, 200);
    r.body["data"]["id"].as_str().unwrap().to_owned()
}

async fn sign_in(app: &TestApp, email: &str) -> String {
    let r = app.login_reply(email, PASSWORD).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["token"].as_str().unwrap().to_owned()
}

fn actions(v: &Value) -> Vec<&str> {
    v["allowed_actions"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect()
}

#[tokio::test]
async fn the_list_filters_and_shows_last_sign_in_and_actions() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    app.login("level5@roda.test").await;
    app.post("/api/v1/users", Some(&admin), json!({"email": "new5@roda.test", "full_name": "Baru", "level": 5})).await;

    let r = app.get("/api/v1/users?level=5", Some(&admin)).await;
    assert_eq!(r.status, 200);
    let items = r.body["data"]["items"].as_array().unwrap();
    assert_eq!(r.body["data"]["total"], items.len());
    assert!(items.len() >= 2 && items.iter().all(|u| u["level"] == 5));
    let signed = items.iter().find(|u| u["email"] == "level5@roda.test").unwrap();
    assert!(signed["last_sign_in_at"].is_string(), "{signed:?}");
    assert_eq!(actions(signed), ["edit", "change_level", "disable"]);
    let pending = items.iter().find(|u| u["email"] == "new5@roda.test").unwrap();
    assert!(pending["last_sign_in_at"].is_null());
    assert_eq!(actions(pending), ["edit", "change_level", "disable", "resend_activation"]);

    let r = app.get("/api/v1/users?level=5&status=pending", Some(&admin)).await;
    assert_eq!(r.body["data"]["total"], 1);
    assert_eq!(r.body["data"]["items"][0]["email"], "new5@roda.test");
    assert_eq!(app.get("/api/v1/users?status=gone", Some(&admin)).await.status, 400);

    // One's own account: the name only. The only active admin: the same.
    let me = app.get("/api/v1/users?q=admin@roda.test", Some(&admin)).await;
    assert_eq!(actions(&me.body["data"]["items"][0]), ["edit"]);
    // A funder's staff filter.
    let lender = app.get("/api/v1/users?q=lender@roda.test", Some(&admin)).await.body["data"]["items"][0]["lender_id"].clone();
    let r = app.get(&format!("/api/v1/users?lender_id={}", lender.as_str().unwrap()), Some(&admin)).await;
    let staff = r.body["data"]["items"].as_array().unwrap();
    assert!(!staff.is_empty() && staff.iter().all(|u| u["lender_id"] == lender && u["lender_name"].is_string()), "{staff:?}");
}

#[tokio::test]
async fn disable_and_enable_end_and_restore_access_and_are_audited() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let id = active_account(&app, &admin, "kasir@roda.test", 6).await;
    let theirs = sign_in(&app, "kasir@roda.test").await;
    assert_eq!(app.get("/api/v1/me", Some(&theirs)).await.status, 200);

    let r = app.post(&format!("/api/v1/users/{id}/disable"), Some(&admin), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["status"], "disabled");
    assert_eq!(actions(&r.body["data"]), ["edit", "change_level", "enable"]);
    assert_eq!(app.get("/api/v1/me", Some(&theirs)).await.status, 401, "sessions end");
    assert_eq!(app.login_reply("kasir@roda.test", PASSWORD).await.status, 401);
    let again = app.post(&format!("/api/v1/users/{id}/disable"), Some(&admin), json!({})).await;
    assert_eq!((again.status, again.body["errors"][0]["code"].clone()), (409, json!("already_disabled")));

    let r = app.post(&format!("/api/v1/users/{id}/enable"), Some(&admin), json!({})).await;
    assert_eq!(r.body["data"]["status"], "active");
    sign_in(&app, "kasir@roda.test").await;
    let again = app.post(&format!("/api/v1/users/{id}/enable"), Some(&admin), json!({})).await;
    assert_eq!(again.status, 409);

    let audit = app.get(&format!("/api/v1/audit-log?entity=user&entity_id={id}"), Some(&admin)).await;
    assert_eq!(audit.status, 200, "{:?}", audit.body);
    let statuses: Vec<Value> =
        audit.body["data"]["items"].as_array().unwrap().iter().map(|a| a["after"]["status"].clone()).collect();
    assert!(statuses.contains(&json!("disabled")) && statuses.contains(&json!("active")), "{statuses:?}");
    let disabled = audit.body["data"]["items"].as_array().unwrap().iter().find(|a| a["after"]["status"] == "disabled").unwrap();
    assert_eq!(disabled["before"]["status"], "active");
    assert_eq!(disabled["actor_name"], "Admin Roda");
}

#[tokio::test]
async fn nobody_changes_their_own_level_or_status() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let me = app.get("/api/v1/users?q=admin@roda.test", Some(&admin)).await.body["data"]["items"][0].clone();
    let id = me["id"].as_str().unwrap();
    for (path, body) in [(format!("/api/v1/users/{id}/disable"), json!({}))] {
        let r = app.post(&path, Some(&admin), body).await;
        assert_eq!((r.status, r.body["errors"][0]["code"].clone()), (409, json!("self_change")));
    }
    let r = app.put(&format!("/api/v1/users/{id}"), Some(&admin), json!({"version": me["version"], "level": 4})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].clone()), (409, json!("self_change")));
    let r = app.put(&format!("/api/v1/users/{id}"), Some(&admin), json!({"version": me["version"], "name": "Admin Roda"})).await;
    assert_eq!((r.status, r.body["data"]["full_name"].clone()), (200, json!("Admin Roda")), "renaming oneself is fine");
}

#[tokio::test]
async fn two_admins_disabling_each_other_at_once_leave_one_admin() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let first_id = app.get("/api/v1/users?q=admin@roda.test", Some(&admin)).await.body["data"]["items"][0]["id"].clone();
    let second_id = active_account(&app, &admin, "admin2@roda.test", 21).await;
    let second = sign_in(&app, "admin2@roda.test").await;
    let (path_a, path_b) =
        (format!("/api/v1/users/{second_id}/disable"), format!("/api/v1/users/{}/disable", first_id.as_str().unwrap()));
    let a = app.post(&path_a, Some(&admin), json!({}));
    let b = app.post(&path_b, Some(&second), json!({}));
    let (a, b) = tokio::join!(a, b);
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses[0], 200, "one wins: {:?} {:?}", a.body, b.body);
    assert!(matches!(statuses[1], 401 | 409), "the other is refused: {:?} {:?}", a.body, b.body);
    let admins = app.get("/api/v1/users?level=21&status=active", Some(if a.status == 200 { &admin } else { &second })).await;
    assert_eq!(admins.body["data"]["total"], 1, "exactly one active admin remains");
    // That one is the last: nobody may take it away (it cannot act on itself either).
    let last = &admins.body["data"]["items"][0];
    assert_eq!(actions(last), ["edit"]);
}

#[tokio::test]
async fn a_new_lender_or_level_ends_sessions_and_unties_the_funding_source() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let id = active_account(&app, &admin, "funder@roda.test", 5).await;
    let theirs = sign_in(&app, "funder@roda.test").await;
    let lender = app.get("/api/v1/lenders", Some(&admin)).await.body["data"][0]["id"].clone();
    let u = app.get(&format!("/api/v1/users/{id}"), Some(&admin)).await.body["data"].clone();
    let r = app.put(&format!("/api/v1/users/{id}"), Some(&admin), json!({"version": u["version"], "lender_id": lender})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["lender_id"], lender);
    assert_eq!(app.get("/api/v1/me", Some(&theirs)).await.status, 401, "a new scope needs a new session");
    let r = app
        .put(
            &format!("/api/v1/users/{id}"),
            Some(&admin),
            json!({"version": r.body["data"]["version"], "lender_id": "01890000-0000-7000-8000-000000000000"}),
        )
        .await;
    assert_eq!((r.status, r.error_codes("lender_id")), (422, vec!["lender_unknown".to_owned()]));
}
