//! Staff-level escalation (OWASP API5): staff invite, change, disable and re-invite only
//! accounts whose level's areas they hold themselves, and grant only such levels; level 21 only
//! by level 21. Generated over every manager level × every demo account level, against
//! `Level::may_manage` (whose own table test pins the rule itself).

use domain::{Area, Level};
use reqwest::Method;
use serde_json::{Value, json};
use test_support::{Reply, TestApp, spawn_app};

/// The demo account of `level`: (id, version).
async fn account(app: &TestApp, token: &str, level: i32) -> (String, Value) {
    let email = TestApp::demo_email(level);
    let found = app.get(&format!("/api/v1/users?q={email}"), Some(token)).await;
    let u = found.body["data"]["items"].as_array().unwrap().iter().find(|u| u["email"] == email.as_str()).unwrap().clone();
    (u["id"].as_str().unwrap().to_owned(), u["version"].clone())
}

fn denial(r: &Reply) -> (u16, Value, Value) {
    (r.status, r.body["errors"][0]["field"].clone(), r.body["errors"][0]["code"].clone())
}

#[tokio::test]
async fn every_manager_changes_only_the_accounts_within_its_areas() {
    let app = spawn_app().await;
    let managers: Vec<i32> = Level::WITH_ACCESS.into_iter().filter(|l| Level(*l).allows(Area::UserManagement)).collect();
    assert_eq!(managers, [4, 15, 16, 17, 18, 21]);
    let mut checked = 0;
    for manager in managers {
        let token = app.login(&TestApp::demo_email(manager)).await.token;
        for target in Level::WITH_ACCESS {
            // A change of the name only: allowed exactly when the account is within reach.
            let (id, version) = account(&app, &token, target).await;
            let r = app
                .put(
                    &format!("/api/v1/users/{id}"),
                    Some(&token),
                    json!({"version": version, "full_name": format!("Renamed by {manager}")}),
                )
                .await;
            if Level(manager).may_manage(Level(target)) {
                assert_eq!(r.status, 200, "level {manager} renaming level {target}: {:?}", r.body);
            } else {
                assert_eq!(
                    denial(&r),
                    (403, Value::Null, json!("account_not_manageable")),
                    "level {manager} renaming level {target}"
                );
            }
            // Inviting at that level: allowed exactly when the level is within reach.
            let email = format!("invite-{manager}-{target}@roda.test");
            let r =
                app.post("/api/v1/users", Some(&token), json!({"email": email, "full_name": "Invited", "level": target})).await;
            if Level(manager).may_manage(Level(target)) {
                assert_eq!(r.status, 201, "level {manager} inviting level {target}: {:?}", r.body);
            } else {
                assert_eq!(
                    denial(&r),
                    (403, json!("level"), json!("level_not_grantable")),
                    "level {manager} inviting level {target}"
                );
            }
            checked += 2;
        }
    }
    assert_eq!(checked, 6 * 14 * 2);
}

#[tokio::test]
async fn level_changes_disabling_and_reinvites_follow_the_same_rule() {
    let app = spawn_app().await;
    let four = app.login("level4@roda.test").await.token;
    let admin = app.login("admin@roda.test").await.token;
    // Level 4 holds the areas of 3 and 9, not of 5.
    let (nine, v) = account(&app, &four, 9).await;
    let r = app.put(&format!("/api/v1/users/{nine}"), Some(&four), json!({"version": v, "level": 3})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let v = r.body["data"]["version"].clone();
    let r = app
        .send(Method::PUT, &format!("/api/v1/users/{nine}"), Some(&four), Some(json!({"version": v, "level": 5})), Some("en"))
        .await;
    assert_eq!(denial(&r), (403, json!("level"), json!("level_not_grantable")));
    assert_eq!(r.msg(), "You can only grant a level whose access you have yourself; only level 21 grants level 21.");
    let r = app
        .send(Method::PUT, &format!("/api/v1/users/{nine}"), Some(&four), Some(json!({"version": v, "level": 5})), Some("id"))
        .await;
    assert_eq!(
        r.msg(),
        "Anda hanya dapat memberikan level yang aksesnya Anda miliki sendiri; hanya level 21 yang dapat memberikan level 21."
    );
    assert_eq!(
        app.get(&format!("/api/v1/users/{nine}"), Some(&admin)).await.body["data"]["level"],
        3,
        "unchanged by the refusal"
    );

    let (five, v) = account(&app, &four, 5).await;
    let r = app
        .send(
            Method::PUT,
            &format!("/api/v1/users/{five}"),
            Some(&four),
            Some(json!({"version": v, "status": "disabled"})),
            Some("id"),
        )
        .await;
    assert_eq!(denial(&r), (403, Value::Null, json!("account_not_manageable")));
    assert_eq!(r.msg(), "Anda tidak dapat mengubah akun ini: levelnya memiliki akses yang tidak Anda miliki.");
    let r = app.put(&format!("/api/v1/users/{five}"), Some(&four), json!({"version": v, "status": "disabled"})).await;
    assert_eq!(r.msg(), "You cannot change this account: its level has access you do not have.");
    assert_eq!(app.login_reply("level5@roda.test", test_support::DEMO_PASSWORD).await.status, 200, "still active");
    let (three, v) = account(&app, &four, 3).await;
    let r = app.put(&format!("/api/v1/users/{three}"), Some(&four), json!({"version": v, "status": "disabled"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);

    // Re-sending an activation link: pending accounts within reach only.
    let pending_15 =
        app.post("/api/v1/users", Some(&admin), json!({"email": "p15@roda.test", "full_name": "P", "level": 15})).await;
    let pending_3 = app.post("/api/v1/users", Some(&admin), json!({"email": "p3@roda.test", "full_name": "P", "level": 3})).await;
    let resend = |r: &Reply| format!("/api/v1/users/{}/resend-activation", r.body["data"]["id"].as_str().unwrap());
    let r = app.post(&resend(&pending_15), Some(&four), json!({})).await;
    assert_eq!(denial(&r), (403, Value::Null, json!("account_not_manageable")));
    assert_eq!(app.post(&resend(&pending_3), Some(&four), json!({})).await.status, 200);
    assert_eq!(app.post(&resend(&pending_15), Some(&admin), json!({})).await.status, 200);
    // An unknown account is still 404 (not 403), whoever asks.
    assert_eq!(
        app.post("/api/v1/users/01890000-0000-7000-8000-000000000000/resend-activation", Some(&four), json!({})).await.status,
        404
    );
}
