//! Sign-in, tokens, sessions, activation and reset, exactly as spec §7 and DESIGN §4.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use serde_json::json;
use test_support::{DEMO_PASSWORD, Options, TestApp, spawn_app, spawn_app_with};

const WRONG: &str = "Incorrect email or password.";

#[tokio::test]
async fn login_returns_tokens_a_sealed_level_and_the_spec_cookies() {
    let app = spawn_app().await;
    let r = app.login_reply("ADMIN@roda.test", DEMO_PASSWORD).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let level = r.body["data"]["level"].as_str().unwrap();
    assert!(level.parse::<i64>().is_err(), "the level is sealed, not a number");
    let cookies = r.cookies();
    let token_cookie = cookies.iter().find(|c| c.starts_with("token=")).unwrap();
    let refresh_cookie = cookies.iter().find(|c| c.starts_with("refresh_token=")).unwrap();
    assert!(token_cookie.contains("Max-Age=604800") && token_cookie.contains("HttpOnly"));
    assert!(token_cookie.contains("SameSite=Strict"));
    assert!(refresh_cookie.contains("Max-Age=691200"));
    let de = app.post("/api/crypt/de", None, json!({"string": level})).await;
    assert_eq!((de.status, de.body["data"].as_i64()), (200, Some(21)));
    let bad = app.post("/api/crypt/de", None, json!({"string": "21"})).await;
    assert_eq!(bad.status, 400);
}

#[tokio::test]
async fn every_failure_is_the_same_answer_in_both_languages() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await;
    // Disable level 3's account through user management.
    let users = app.get("/api/v1/users?q=level3@", Some(&admin.token)).await;
    let u = &users.body["data"]["items"][0];
    let r = app
        .put(
            &format!("/api/v1/users/{}", u["id"].as_str().unwrap()),
            Some(&admin.token),
            json!({"version": u["version"], "status": "disabled"}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    // A level with no allow-list (2), created directly in the database.
    storage::repo::users::insert(
        &app.state.db,
        storage::repo::users::NewUser {
            email: "level2@roda.test".into(),
            username: None,
            full_name: "Level Two".into(),
            phone: None,
            level: 2,
            lender_id: None,
            funding_source_id: None,
            password_hash: Some(app.state.hasher.hash(DEMO_PASSWORD.into()).await.unwrap()),
        },
    )
    .await
    .unwrap();
    for (email, password) in [
        ("admin@roda.test", "Wrong!pass2026"),
        ("nobody@roda.test", DEMO_PASSWORD),
        ("level3@roda.test", DEMO_PASSWORD),
        ("level2@roda.test", DEMO_PASSWORD),
    ] {
        let r = app.login_reply(email, password).await;
        assert_eq!((r.status, r.msg()), (401, WRONG), "{email}");
        let r = app
            .send(
                reqwest::Method::POST,
                "/api/v1/authentication/login",
                None,
                Some(json!({"email": email, "password": password})),
                Some("id-ID,id;q=0.9"),
            )
            .await;
        assert_eq!((r.status, r.msg()), (401, "Email atau kata sandi salah."), "{email}");
    }
}

#[tokio::test]
async fn refresh_rotates_and_a_reused_token_revokes_the_family() {
    // Without a grace window every reuse is one (the window is tested in hardening.rs).
    let app = spawn_app_with(Options { configure: Box::new(|c| c.refresh_reuse_grace_secs = 0), ..Default::default() }).await;
    let s = app.login("level3@roda.test").await;
    let r1 = app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": s.refresh_token})).await;
    assert_eq!(r1.status, 200);
    let (t1, rt1) = (r1.body["data"]["token"].as_str().unwrap(), r1.body["data"]["refresh_token"].as_str().unwrap());
    assert_ne!(rt1, s.refresh_token);
    assert_eq!(app.get("/api/v1/me", Some(t1)).await.status, 200);
    // Reuse of the spent token: refused, and the whole family ends.
    let reuse = app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": s.refresh_token})).await;
    assert_eq!(reuse.status, 401);
    assert_eq!(app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": rt1})).await.status, 401);
    assert_eq!(app.get("/api/v1/me", Some(t1)).await.status, 401);
    assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.status, 401);
    // Garbage and empty tokens.
    assert_eq!(app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": "x"})).await.status, 401);
    assert_eq!(app.post("/api/v1/authentication/refresh-token", None, json!({})).await.status, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_refreshes_with_one_token_exactly_one_wins() {
    let app = spawn_app_with(Options { configure: Box::new(|c| c.refresh_reuse_grace_secs = 0), ..Default::default() }).await;
    for _ in 0..3 {
        let s = app.login("level4@roda.test").await;
        let calls =
            (0..8).map(|_| app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": s.refresh_token})));
        let replies = futures::future::join_all(calls).await;
        let wins = replies.iter().filter(|r| r.status == 200).count();
        assert_eq!(wins, 1, "{:?}", replies.iter().map(|r| r.status).collect::<Vec<_>>());
        assert!(replies.iter().all(|r| [200, 401].contains(&r.status)));
    }
}

#[tokio::test]
async fn logout_ends_that_session_only() {
    let app = spawn_app().await;
    let a = app.login("level5@roda.test").await;
    let b = app.login("level5@roda.test").await;
    let out = app.get("/api/logout", Some(&a.token)).await;
    assert_eq!(out.status, 200);
    assert!(out.cookies().iter().any(|c| c.starts_with("token=;") || c.contains("Max-Age=0")));
    assert_eq!(app.get("/api/v1/me", Some(&a.token)).await.status, 401);
    assert_eq!(
        app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": a.refresh_token})).await.status,
        401
    );
    assert_eq!(app.get("/api/v1/me", Some(&b.token)).await.status, 200);
}

fn forge(payload: serde_json::Value, header: serde_json::Value, key: &[u8]) -> String {
    use jsonwebtoken::{EncodingKey, Header, encode};
    let mut h: Header = serde_json::from_value(header).unwrap();
    h.typ = Some("JWT".into());
    encode(&h, &payload, &EncodingKey::from_secret(key)).unwrap()
}

#[tokio::test]
async fn forged_tokens_are_401() {
    let app = spawn_app().await;
    let s = app.login("admin@roda.test").await;
    let claims: serde_json::Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(s.token.split('.').nth(1).unwrap()).unwrap()).unwrap();
    let secret = app.state.config.jwt_secret.as_bytes().to_vec();
    let none = format!("{}.{}.", URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#), s.token.split('.').nth(1).unwrap());
    let wrong_key = forge(claims.clone(), json!({"alg": "HS256"}), b"not-the-secret-not-the-secret-!!");
    let mut c = claims.clone();
    c["exp"] = json!(chrono::Utc::now().timestamp() - 5);
    let expired = forge(c, json!({"alg": "HS256"}), &secret);
    let mut c = claims.clone();
    c["aud"] = json!("someone-else");
    let wrong_aud = forge(c, json!({"alg": "HS256"}), &secret);
    let mut c = claims.clone();
    c["typ"] = json!("refresh");
    let wrong_typ = forge(c, json!({"alg": "HS256"}), &secret);
    let hs384 = forge(claims.clone(), json!({"alg": "HS384"}), &secret);
    for (name, token) in [
        ("alg none", none),
        ("wrong key", wrong_key),
        ("expired", expired),
        ("wrong audience", wrong_aud),
        ("wrong type", wrong_typ),
        ("other algorithm", hs384),
        ("refresh token as access token", s.refresh_token.clone()),
    ] {
        assert_eq!(app.get("/api/v1/me", Some(&token)).await.status, 401, "{name}");
    }
    assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.status, 200);
}

#[tokio::test]
async fn login_admin_accepts_only_levels_2_and_10_and_login_fo_uses_the_username() {
    let app = spawn_app().await;
    let ten = app.login("level10@roda.test").await;
    let ok = app
        .post(
            "/api/auth/login-admin",
            None,
            json!({"user": {"token": ten.token, "refresh_token": ten.refresh_token, "level": ten.level}}),
        )
        .await;
    assert_eq!(ok.status, 200, "{:?}", ok.body);
    assert_eq!(ok.cookies().len(), 2);
    let admin = app.login("admin@roda.test").await;
    // A body claiming level 10 does not help: the level is read from the account.
    let body = json!({"user": {"token": admin.token, "refresh_token": admin.refresh_token, "level": ten.level}});
    let no = app.post("/api/auth/login-admin", None, body).await;
    assert_eq!((no.status, no.msg()), (401, WRONG));
    let fo = app.post("/api/auth/login-fo", None, json!({"username": "level9@roda.test", "password": DEMO_PASSWORD})).await;
    assert_eq!(fo.status, 200);
    let fo = app.post("/api/auth/login-fo", None, json!({"username": "level9@roda.test", "password": "nope"})).await;
    assert_eq!((fo.status, fo.msg()), (401, WRONG));
}

#[tokio::test]
async fn sign_in_is_rate_limited_per_account_and_per_address() {
    let app = spawn_app_with(Options {
        configure: Box::new(|c| {
            c.auth_per_account_per_minute = 3;
            c.auth_per_ip_per_minute = 6;
        }),
        ..Default::default()
    })
    .await;
    for _ in 0..3 {
        assert_eq!(app.login_reply("level7@roda.test", "Wrong!pass1").await.status, 401);
    }
    let limited = app.login_reply("level7@roda.test", DEMO_PASSWORD).await;
    assert_eq!(limited.status, 429);
    assert_eq!(limited.msg(), "Too many attempts. Please wait a minute and try again.");
    // Other accounts from the same address, until the address limit.
    let mut statuses = Vec::new();
    for l in [8, 9, 15, 16] {
        statuses.push(app.login_reply(&TestApp::demo_email(l), DEMO_PASSWORD).await.status);
    }
    assert_eq!(statuses, [200, 200, 429, 429]);
    // Link requests have counters of their own (issue 6): a spent sign-in allowance does not
    // block them, and they never spend it.
    let r = app.post("/api/v1/authentication/forgot-password", None, json!({"email": "level17@roda.test"})).await;
    assert_eq!(r.status, 200);
}

async fn invite(app: &TestApp, admin: &str, email: &str, level: i32) -> serde_json::Value {
    let r = app.post("/api/v1/users", Some(admin), json!({"email": email, "full_name": "Siti Rahma", "level": level})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"].clone()
}

#[tokio::test]
async fn activation_sets_the_first_password_once() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await;
    let u = invite(&app, &admin.token, "siti@roda.test", 3).await;
    assert_eq!(u["status"], "pending");
    // No password yet: sign-in fails like any other failure.
    assert_eq!(app.login_reply("siti@roda.test", DEMO_PASSWORD).await.status, 401);
    let token = app.outbox_token("siti@roda.test", "activation").expect("activation e-mail in the outbox");
    let weak = app
        .post(
            "/api/v1/authentication/activate",
            None,
            json!({"token": token, "password": "short", "password_confirmation": "other"}),
        )
        .await;
    assert_eq!(weak.status, 422);
    assert_eq!(weak.error_codes("password"), ["password_weak"]);
    assert_eq!(weak.error_codes("password_confirmation"), ["password_confirmation_mismatch"]);
    let common = app
        .post(
            "/api/v1/authentication/activate",
            None,
            json!({"token": token, "password": "Password1!", "password_confirmation": "Password1!"}),
        )
        .await;
    assert_eq!(common.error_codes("password"), ["password_common"]);
    let body = json!({"token": token, "password": "Kuda-Lari-88", "password_confirmation": "Kuda-Lari-88"});
    let ok = app.post("/api/v1/authentication/activate", None, body.clone()).await;
    assert_eq!(ok.status, 200, "{:?}", ok.body);
    assert_eq!(app.login_reply("siti@roda.test", "Kuda-Lari-88").await.status, 200);
    let again = app.post("/api/v1/authentication/activate", None, body).await;
    assert_eq!((again.status, again.msg()), (400, "This link is invalid or has expired."));
}

#[tokio::test]
async fn reset_password_is_single_use_expiring_and_ends_sessions() {
    let app = spawn_app().await;
    let before = app.login("level6@roda.test").await;
    let r = app.post("/api/v1/authentication/forgot-password", None, json!({"email": "level6@roda.test"})).await;
    assert_eq!(r.status, 200);
    let unknown = app.post("/api/v1/authentication/forgot-password", None, json!({"email": "ghost@roda.test"})).await;
    assert_eq!((unknown.status, unknown.msg()), (200, r.msg()), "no account enumeration");
    let token = app.outbox_token("level6@roda.test", "reset-password").unwrap();
    let body = json!({"token": token, "password": "Baru-Sekali-7", "password_confirmation": "Baru-Sekali-7"});
    assert_eq!(app.post("/api/v1/authentication/reset-password", None, body.clone()).await.status, 200);
    assert_eq!(app.get("/api/v1/me", Some(&before.token)).await.status, 401, "old sessions end");
    assert_eq!(app.login_reply("level6@roda.test", DEMO_PASSWORD).await.status, 401);
    assert_eq!(app.login_reply("level6@roda.test", "Baru-Sekali-7").await.status, 200);
    assert_eq!(app.post("/api/v1/authentication/reset-password", None, body).await.status, 400, "single use");

    // An expired link.
    let app = spawn_app_with(Options { configure: Box::new(|c| c.reset_ttl_secs = -1), ..Default::default() }).await;
    app.post("/api/v1/authentication/forgot-password", None, json!({"email": "level6@roda.test"})).await;
    let token = app.outbox_token("level6@roda.test", "reset-password").unwrap();
    let r = app
        .post(
            "/api/v1/authentication/reset-password",
            None,
            json!({"token": token, "password": "Baru-Sekali-7", "password_confirmation": "Baru-Sekali-7"}),
        )
        .await;
    assert_eq!(r.status, 400);
}

#[tokio::test]
async fn disabling_a_user_or_changing_the_level_ends_their_sessions() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await;
    for (email, change) in [("level8@roda.test", json!({"level": 3})), ("level9@roda.test", json!({"status": "disabled"}))] {
        let s = app.login(email).await;
        assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.status, 200);
        let found = app.get(&format!("/api/v1/users?q={email}"), Some(&admin.token)).await;
        let u = &found.body["data"]["items"][0];
        let mut body = change.clone();
        body["version"] = u["version"].clone();
        let id = u["id"].as_str().unwrap();
        let r = app.put(&format!("/api/v1/users/{id}"), Some(&admin.token), body.clone()).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.status, 401, "{email}");
        assert_eq!(
            app.post("/api/v1/authentication/refresh-token", None, json!({"refresh_token": s.refresh_token})).await.status,
            401
        );
        // The same version again is stale.
        let stale = app.put(&format!("/api/v1/users/{id}"), Some(&admin.token), body).await;
        assert_eq!(stale.status, 409);
    }
    // The new level is in force at the next sign-in.
    let s = app.login("level8@roda.test").await;
    assert_eq!(app.get("/api/v1/me", Some(&s.token)).await.body["data"]["level"], 3);
}

#[tokio::test]
async fn user_management_rules() {
    let app = spawn_app().await;
    let four = app.login("level4@roda.test").await;
    // Level 4 manages users but may not grant level 21.
    let r = app.post("/api/v1/users", Some(&four.token), json!({"email": "x@roda.test", "full_name": "X", "level": 21})).await;
    assert_eq!(r.error_codes("level"), ["level_not_grantable"]);
    let r = app.post("/api/v1/users", Some(&four.token), json!({"email": "x@roda.test", "full_name": "X", "level": 2})).await;
    assert_eq!(r.error_codes("level"), ["level_invalid"]);
    let r = app.post("/api/v1/users", Some(&four.token), json!({"email": "ADMIN@roda.test", "full_name": "X", "level": 3})).await;
    assert_eq!(r.error_codes("email"), ["email_taken"]);
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/users",
            Some(&four.token),
            Some(json!({"email": "bad", "full_name": "", "level": 3})),
            Some("id"),
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(r.body["errors"][0]["message"], "Format email salah");
    assert_eq!(r.body["errors"][1]["message"], "Isi nama lengkap");
    // Nobody changes their own level.
    let me = app.get("/api/v1/me", Some(&four.token)).await;
    let id = me.body["data"]["id"].as_str().unwrap();
    let mine = app.get(&format!("/api/v1/users/{id}"), Some(&four.token)).await;
    let r = app
        .put(&format!("/api/v1/users/{id}"), Some(&four.token), json!({"version": mine.body["data"]["version"], "level": 21}))
        .await;
    assert_eq!(r.status, 409);
    // Level 4 may not touch the level-21 account.
    let admin = app.get("/api/v1/users?q=admin@", Some(&four.token)).await;
    let a = &admin.body["data"]["items"][0];
    let r = app
        .put(
            &format!("/api/v1/users/{}", a["id"].as_str().unwrap()),
            Some(&four.token),
            json!({"version": a["version"], "status": "disabled"}),
        )
        .await;
    assert_eq!(r.status, 403);
}

#[tokio::test]
async fn users_list_pages_with_a_cursor() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await;
    let first = app.get("/api/v1/users?limit=5", Some(&admin.token)).await;
    assert_eq!(first.body["data"]["total"], 16, "admin, 13 levels and two lenders' staff");
    let mut seen: Vec<String> =
        first.body["data"]["items"].as_array().unwrap().iter().map(|u| u["email"].as_str().unwrap().into()).collect();
    let mut cursor = first.body["data"]["next_cursor"].as_str().map(str::to_owned);
    while let Some(c) = cursor {
        let page = app.get(&format!("/api/v1/users?limit=5&cursor={c}"), Some(&admin.token)).await;
        seen.extend(page.body["data"]["items"].as_array().unwrap().iter().map(|u| u["email"].as_str().unwrap().to_owned()));
        cursor = page.body["data"]["next_cursor"].as_str().map(str::to_owned);
    }
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!((seen.len(), unique.len()), (16, 16));
}
