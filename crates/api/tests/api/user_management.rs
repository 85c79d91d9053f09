//! User management (issue 12 item 1): filters, last sign-in, `allowed_actions`, disable and
//! enable, no self-change, the last level-21 account, a new lender ending sessions, the audit
//! rows, a funder's manager kept to its own funder's staff (issue 40 item 3). The level reach
//! rules themselves are in `staff_levels.rs`.

use reqwest::Method;
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

const PASSWORD: &str = "Kuat-Sekali-9";

/// Invites `email` at `level` as `token` and activates it; returns its id.
async fn active_account(app: &TestApp, token: &str, email: &str, level: i32) -> String {
    active_account_with(app, token, json!({"email": email, "full_name": "Rina Wati", "level": level})).await
}

/// Invites the account `body` describes as `token` and activates it; returns its id.
async fn active_account_with(app: &TestApp, token: &str, body: Value) -> String {
    let email = body["email"].as_str().unwrap().to_owned();
    let email = email.as_str();
    let r = app.post("/api/v1/users", Some(token), body).await;
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

/// The account of demo `email` as the admin reads it.
async fn demo_account(app: &TestApp, admin: &str, email: &str) -> Value {
    let r = app.get(&format!("/api/v1/users?q={email}"), Some(admin)).await;
    r.body["data"]["items"].as_array().unwrap().iter().find(|u| u["email"] == email).unwrap().clone()
}

fn code(r: &test_support::Reply) -> (u16, Value, Value) {
    (r.status, r.body["errors"][0]["field"].clone(), r.body["errors"][0]["code"].clone())
}

/// A level-15 manager of the demo lender "PT Dana Roda Sejahtera" (`lender@roda.test`'s), made
/// by the admin: (its token, its lender, the other demo lender, the admin's token).
async fn funders_manager(app: &TestApp) -> (String, Value, Value, String) {
    let admin = app.login("admin@roda.test").await.token;
    let own = demo_account(app, &admin, "lender@roda.test").await["lender_id"].clone();
    let other = demo_account(app, &admin, "lender2@roda.test").await["lender_id"].clone();
    assert!(own.is_string() && other.is_string() && own != other);
    let body = json!({"email": "manajer.dana@roda.test", "full_name": "Manajer Dana", "level": 15, "lender_id": own});
    active_account_with(app, &admin, body).await;
    (sign_in(app, "manajer.dana@roda.test").await, own, other, admin)
}

#[tokio::test]
async fn a_funders_manager_lists_reads_and_changes_only_its_own_funders_staff() {
    let app = spawn_app().await;
    let (manager, own, other, admin) = funders_manager(&app).await;
    let in_house = demo_account(&app, &admin, "level5@roda.test").await;
    let theirs = demo_account(&app, &admin, "lender2@roda.test").await;
    let colleague = demo_account(&app, &admin, "lender@roda.test").await;

    // The list and its total: the own lender's accounts only, even when asked for another's.
    let r = app.get("/api/v1/users?limit=100", Some(&manager)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let items = r.body["data"]["items"].as_array().unwrap();
    assert!(items.iter().all(|u| u["lender_id"] == own), "{items:?}");
    assert!(items.iter().any(|u| u["email"] == "lender@roda.test"));
    assert_eq!(r.body["data"]["total"], items.len());
    let admins_count = app.get(&format!("/api/v1/users?lender_id={}", own.as_str().unwrap()), Some(&admin)).await;
    assert_eq!(r.body["data"]["total"], admins_count.body["data"]["total"], "every account of its lender, no other");
    let r = app.get(&format!("/api/v1/users?lender_id={}", other.as_str().unwrap()), Some(&manager)).await;
    assert_eq!((r.status, r.body["data"]["total"].clone()), (200, json!(0)));
    assert_eq!(r.body["data"]["items"], json!([]));

    // In-house and another funder's accounts do not exist for it: read, change, disable, enable,
    // re-invite are all 404 and leave the account as it was.
    for u in [&in_house, &theirs] {
        let id = u["id"].as_str().unwrap();
        assert_eq!(app.get(&format!("/api/v1/users/{id}"), Some(&manager)).await.status, 404, "{u:?}");
        let r = app.put(&format!("/api/v1/users/{id}"), Some(&manager), json!({"version": u["version"], "lender_id": own})).await;
        assert_eq!(r.status, 404, "moving {u:?} to its own lender: {:?}", r.body);
        let r = app.put(&format!("/api/v1/users/{id}"), Some(&manager), json!({"version": u["version"], "full_name": "X"})).await;
        assert_eq!(r.status, 404);
        for action in ["disable", "enable", "resend-activation"] {
            assert_eq!(
                app.post(&format!("/api/v1/users/{id}/{action}"), Some(&manager), json!({})).await.status,
                404,
                "{action}"
            );
        }
        let now = app.get(&format!("/api/v1/users/{id}"), Some(&admin)).await.body["data"].clone();
        assert_eq!((now["version"].clone(), now["status"].clone()), (u["version"].clone(), json!("active")), "unchanged");
    }
    assert_eq!(app.login_reply("level5@roda.test", test_support::DEMO_PASSWORD).await.status, 200, "in-house still active");

    // Its own staff: changed, but never moved to another funder nor untied to in-house.
    let id = colleague["id"].as_str().unwrap();
    for lender in [other.clone(), Value::Null] {
        let body = json!({"version": colleague["version"], "lender_id": lender});
        let r = app.send(Method::PUT, &format!("/api/v1/users/{id}"), Some(&manager), Some(body), Some("en")).await;
        assert_eq!(code(&r), (403, json!("lender_id"), json!("lender_not_grantable")), "to {lender:?}");
        assert!(r.msg().starts_with("You can only give staff your own funder's access"), "{}", r.msg());
    }
    assert_eq!(app.get(&format!("/api/v1/users/{id}"), Some(&admin)).await.body["data"]["lender_id"], own, "still its own");
    let r = app
        .put(&format!("/api/v1/users/{id}"), Some(&manager), json!({"version": colleague["version"], "name": "Staf Dana"}))
        .await;
    assert_eq!((r.status, r.body["data"]["full_name"].clone()), (200, json!("Staf Dana")), "{:?}", r.body);
    let r = app.post(&format!("/api/v1/users/{id}/disable"), Some(&manager), json!({})).await;
    assert_eq!((r.status, r.body["data"]["status"].clone()), (200, json!("disabled")), "{:?}", r.body);
}

#[tokio::test]
async fn a_funders_manager_invites_only_its_own_funders_staff() {
    let app = spawn_app().await;
    let (manager, own, other, admin) = funders_manager(&app).await;
    let invite = |email: &str, lender: Option<Value>| {
        let mut body = json!({"email": email, "full_name": "Staf Baru", "level": 5});
        if let Some(l) = lender {
            body["lender_id"] = l;
        }
        body
    };
    // In-house (`null`) or another funder: refused, in both languages, and nothing is created.
    for lender in [Value::Null, other.clone()] {
        let r = app
            .send(Method::POST, "/api/v1/users", Some(&manager), Some(invite("x@roda.test", Some(lender.clone()))), Some("id"))
            .await;
        assert_eq!(code(&r), (403, json!("lender_id"), json!("lender_not_grantable")), "{lender:?}: {:?}", r.body);
        assert!(r.msg().starts_with("Anda hanya dapat memberikan akses pemberi dana Anda sendiri"), "{}", r.msg());
    }
    assert_eq!(app.get("/api/v1/users?q=x@roda.test", Some(&admin)).await.body["data"]["total"], 0);
    // Its own lender, named or left out (the default: a funder's manager invites its own staff).
    let r = app.post("/api/v1/users", Some(&manager), invite("named@roda.test", Some(own.clone()))).await;
    assert_eq!((r.status, r.body["data"]["lender_id"].clone()), (201, own.clone()), "{:?}", r.body);
    let r = app.post("/api/v1/users", Some(&manager), invite("default@roda.test", None)).await;
    assert_eq!((r.status, r.body["data"]["lender_id"].clone()), (201, own.clone()), "{:?}", r.body);
    assert!(r.body["data"]["lender_name"].is_string());
    // The in-house admin keeps today's rule: an in-house account when no lender is named.
    let r = app.post("/api/v1/users", Some(&admin), invite("inhouse@roda.test", None)).await;
    assert_eq!((r.status, r.body["data"]["lender_id"].clone()), (201, Value::Null));
}

#[tokio::test]
async fn a_funders_staff_directory_holds_only_its_own_colleagues() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let staff = app.login("lender@roda.test").await.token;
    // The PIC choices are in-house staff only (issue 45 item 6): a funder's staff, who never
    // see the in-house directory, get none; in-house staff get no funder's staff.
    let r = app.get("/api/v1/staff?role=pic", Some(&staff)).await;
    assert_eq!((r.status, r.body["data"].clone()), (200, json!([])));
    let all = app.get("/api/v1/staff?role=pic", Some(&admin)).await.body["data"].clone();
    let emails: Vec<&str> = all.as_array().unwrap().iter().map(|s| s["email"].as_str().unwrap()).collect();
    assert!(emails.contains(&"level5@roda.test") && !emails.contains(&"lender2@roda.test"), "{emails:?}");
}

#[tokio::test]
async fn funder_scope_holds_against_strangers_nul_bytes_and_races() {
    let app = spawn_app().await;
    let (manager, own, other, admin) = funders_manager(&app).await;
    let colleague = demo_account(&app, &admin, "lender@roda.test").await;
    let id = colleague["id"].as_str().unwrap();
    // No token: nothing.
    assert_eq!(app.get("/api/v1/users", None).await.status, 401);
    assert_eq!(app.get("/api/v1/staff", None).await.status, 401);
    assert_eq!(app.get(&format!("/api/v1/users/{id}"), None).await.status, 401);
    let r =
        app.post("/api/v1/users", None, json!({"email": "s@roda.test", "full_name": "S", "level": 5, "lender_id": own})).await;
    assert_eq!(r.status, 401);

    // A NUL byte in the lender: a 4xx naming the field, never a 500, on either engine.
    let nul = format!("{}\u{0}", own.as_str().unwrap());
    let r = app
        .post("/api/v1/users", Some(&manager), json!({"email": "n@roda.test", "full_name": "N", "level": 5, "lender_id": nul}))
        .await;
    assert!(matches!(r.status, 400 | 422), "{:?}", r.body);
    let r = app
        .put(&format!("/api/v1/users/{id}"), Some(&manager), json!({"version": colleague["version"], "lender_id": "\u{0}"}))
        .await;
    assert!(matches!(r.status, 400 | 422), "{:?}", r.body);
    assert_eq!(app.get("/api/v1/users?lender_id=%00", Some(&manager)).await.status, 400);

    // Twice at once: both moves to another funder or in-house are refused; of two invitations
    // of one e-mail one is created (of its own lender) and the other finds the e-mail taken.
    let path = format!("/api/v1/users/{id}");
    let (a, b) = tokio::join!(
        app.put(&path, Some(&manager), json!({"version": colleague["version"], "lender_id": other})),
        app.put(&path, Some(&manager), json!({"version": colleague["version"], "lender_id": null})),
    );
    assert_eq!((code(&a).2, code(&b).2), (json!("lender_not_grantable"), json!("lender_not_grantable")));
    let body = json!({"email": "kembar@roda.test", "full_name": "Kembar", "level": 5});
    let (a, b) =
        tokio::join!(app.post("/api/v1/users", Some(&manager), body.clone()), app.post("/api/v1/users", Some(&manager), body));
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 422], "{:?} {:?}", a.body, b.body);
    let made = app.get("/api/v1/users?q=kembar@roda.test", Some(&admin)).await.body["data"].clone();
    assert_eq!((made["total"].clone(), made["items"][0]["lender_id"].clone()), (json!(1), own));
}
