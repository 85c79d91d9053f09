//! The access matrix, generated from the route table: every route × every level with an
//! allow-list, no token and an expired token. A route added later is covered without editing
//! this test (DESIGN §4: deny by default).

use domain::{Access, Level};
use reqwest::Method;
use serde_json::json;
use test_support::{TestApp, spawn_app};

fn concrete(path: &str) -> String {
    // Path parameters get a well-formed id that matches nothing.
    path.split('/')
        .map(|seg| if seg.starts_with('{') { "01890000-0000-7000-8000-000000000000" } else { seg })
        .collect::<Vec<_>>()
        .join("/")
}

#[tokio::test]
async fn every_route_answers_every_level_as_the_table_says() {
    let app = spawn_app().await;
    let routes = api::route_table(app.state.clone());
    assert!(routes.len() >= 20, "the table lists the routes");
    let expired = app.state.jwt.issue(uuid::Uuid::now_v7(), uuid::Uuid::now_v7(), -10).unwrap();
    let mut sessions = Vec::new();
    for level in Level::WITH_ACCESS {
        sessions.push((level, app.login(&TestApp::demo_email(level)).await.token));
    }
    let mut checked = 0;
    for r in &routes {
        let path = concrete(r.path);
        let body = (r.method != Method::GET).then(|| json!({}));
        let call = |token: Option<String>| {
            let (m, p, b) = (r.method.clone(), path.clone(), body.clone());
            let app = &app;
            async move { app.send(m, &p, token.as_deref(), b, None).await }
        };
        if r.access == Access::Public {
            // Public: reachable without a token (a refresh with no refresh token is still 401,
            // but never for want of an access token).
            let reply = call(None).await;
            assert_ne!(reply.status, 403, "{} {} is public", r.method, r.path);
            assert_ne!(reply.msg(), "Request required access token", "{} {} is public", r.method, r.path);
            checked += 1;
            continue;
        }
        let none = call(None).await;
        assert_eq!(none.status, 401, "{} {} without a token", r.method, r.path);
        assert_eq!(none.msg(), "Request required access token");
        assert_eq!(call(Some(expired.clone())).await.status, 401, "{} {} expired", r.method, r.path);
        for (level, token) in &sessions {
            let reply = call(Some(token.clone())).await;
            if r.access.permits(Level(*level)) {
                assert!(
                    ![401, 403].contains(&reply.status),
                    "level {level} may call {} {}, got {} {:?}",
                    r.method,
                    r.path,
                    reply.status,
                    reply.body
                );
            } else {
                assert_eq!(reply.status, 403, "level {level} may not call {} {}", r.method, r.path);
            }
            checked += 1;
        }
    }
    let public = routes.iter().filter(|r| r.access == Access::Public).count();
    assert_eq!(checked, public + (routes.len() - public) * Level::WITH_ACCESS.len());
    assert!(routes.len() > public, "the table has protected routes");
}

#[tokio::test]
async fn me_lists_exactly_the_areas_of_the_level() {
    let app = spawn_app().await;
    for level in Level::WITH_ACCESS {
        let s = app.login(&TestApp::demo_email(level)).await;
        let me = app.get("/api/v1/me", Some(&s.token)).await;
        assert_eq!(me.status, 200);
        assert_eq!(me.body["data"]["level"], level);
        let areas: Vec<String> =
            me.body["data"]["areas"].as_array().unwrap().iter().map(|a| a.as_str().unwrap().to_owned()).collect();
        let expected: Vec<String> = Level(level).areas().unwrap().iter().map(|a| a.path().to_owned()).collect();
        assert_eq!(areas, expected, "level {level}");
    }
    let one = app.login("level1@roda.test").await;
    let me = app.get("/api/v1/me", Some(&one.token)).await;
    assert_eq!(
        me.body["data"]["areas"],
        json!(["home", "motorcycle/active", "motorcycle/detail", "battery/active", "battery/detail"])
    );
}

#[tokio::test]
async fn lender_staff_see_their_lender() {
    let app = spawn_app().await;
    let s = app.login("lender@roda.test").await;
    let me = app.get("/api/v1/me", Some(&s.token)).await;
    assert_eq!(me.body["data"]["lender_name"], "PT Dana Roda Sejahtera");
    assert_eq!(me.body["data"]["funding_source"], "P2P lending");
}
