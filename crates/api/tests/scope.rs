//! Object scope (issue 6, DESIGN §4; OWASP API1): funder staff see and act on only the loans
//! allocated to their lender, and files are served only to staff who may read their loan.
//! The loan routes are taken from the route table, so a route added later is covered without
//! editing this test.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::json;
use storage::entity::{lender, loan};
use test_support::{TestApp, fixtures, spawn_app};

const LENDER_STAFF: &str = "lender@roda.test";

/// Allocates `loan_code` to `lender_id` (allocation itself is the approval stage's; here the
/// column is set directly).
async fn allocate(app: &TestApp, loan_code: &str, lender_id: uuid::Uuid) {
    loan::Entity::update_many()
        .col_expr(loan::Column::LenderId, Expr::value(lender_id))
        .filter(loan::Column::LoanCode.eq(loan_code))
        .exec(&app.state.db)
        .await
        .unwrap();
}

/// The lender of the demo's lender staff, and another lender.
async fn lenders(app: &TestApp) -> (uuid::Uuid, uuid::Uuid) {
    let staff = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap();
    let own = staff.lender_id.expect("the demo lender staff has a lender");
    let other = lender::Entity::find().all(&app.state.db).await.unwrap().into_iter().find(|l| l.id != own).unwrap().id;
    (own, other)
}

#[tokio::test]
async fn lender_staff_reach_only_their_lenders_loans_on_every_loan_route() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let refs = app.refs(&admin).await;
    let ours = app.create_prospect(&admin, &refs, 1).await;
    let theirs = app.create_prospect(&admin, &refs, 2).await;
    let unallocated = app.create_prospect(&admin, &refs, 3).await;
    let (own, other) = lenders(&app).await;
    allocate(&app, &ours, own).await;
    allocate(&app, &theirs, other).await;
    let t = app.login(LENDER_STAFF).await.token;

    // Lists and counts hold only their loan.
    let list = app.get("/api/v1/loan-applications", Some(&t)).await;
    assert_eq!(list.status, 200);
    let ids: Vec<&str> = list.body["data"]["items"].as_array().unwrap().iter().map(|i| i["loan_id"].as_str().unwrap()).collect();
    assert_eq!(ids, [ours.as_str()]);
    assert_eq!(list.body["data"]["total"], 1);
    for q in [theirs.as_str(), "budi", "example.co.id"] {
        let found = app.get(&format!("/api/v1/loan-applications?q={q}&status=draft"), Some(&t)).await;
        assert!(
            found.body["data"]["items"].as_array().unwrap().iter().all(|i| i["loan_id"] == ours.as_str()),
            "{q}: {:?}",
            found.body
        );
    }
    let summary = app.get("/api/v1/loan-applications/summary", Some(&t)).await;
    assert_eq!((summary.body["data"]["total"].as_u64(), summary.body["data"]["draft"].as_u64()), (Some(1), Some(1)));
    let home = app.get("/api/v1/home/summary", Some(&t)).await;
    assert_eq!(home.body["data"]["stages"][0], json!({"stage": "lead", "count": 1}));
    let admin_home = app.get("/api/v1/home/summary", Some(&admin)).await;
    assert_eq!(admin_home.body["data"]["stages"][0]["count"], 3, "staff without a lender see every loan");

    // Every route on one loan: another lender's loan and an unallocated one are 404, and stay
    // unchanged; their own loan is reachable (any answer but 404).
    let routes = api::route_table(app.state.clone());
    let loan_routes: Vec<_> = routes.iter().filter(|r| r.path.contains("{loan_id}")).collect();
    assert!(loan_routes.len() >= 12, "the loan routes are in the table");
    let level = domain::Level(storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().level);
    for r in &loan_routes {
        let body = (r.method != Method::GET)
            .then(|| json!({"reason": "x", "pic_id": uuid::Uuid::nil(), "partner_id": uuid::Uuid::nil()}));
        // A route of an area their level lacks (the handover) is refused before any loan is read.
        if !r.access.permits(level) {
            let reply = app.send(r.method.clone(), &r.path.replace("{loan_id}", &theirs), Some(&t), body.clone(), None).await;
            assert_eq!(reply.status, 403, "{} {}: {:?}", r.method, r.path, reply.body);
            continue;
        }
        for hidden in [&theirs, &unallocated] {
            let reply = app.send(r.method.clone(), &r.path.replace("{loan_id}", hidden), Some(&t), body.clone(), None).await;
            assert_eq!(reply.status, 404, "{} {} on another lender's loan: {:?}", r.method, r.path, reply.body);
        }
        // A route naming a second object (a hold) is 404 for a made-up one even on their own loan.
        if r.path.replace("{loan_id}", "").contains('{') {
            continue;
        }
        let reply = app.send(r.method.clone(), &r.path.replace("{loan_id}", &ours), Some(&t), body.clone(), None).await;
        assert_ne!(reply.status, 404, "{} {} on their own loan: {:?}", r.method, r.path, reply.body);
    }
    let detail = app.get(&format!("/api/v1/loan-applications/{theirs}"), Some(&admin)).await;
    assert!(detail.body["data"]["deleted_at"].is_null(), "the hidden loan was not deleted");

    // Batch actions naming a hidden loan change nothing.
    let pic = storage::repo::users::find_by_email(&app.state.db, "admin@roda.test").await.unwrap().unwrap().id;
    for (path, body) in [
        ("/api/v1/loan-applications/pic", json!({"loan_ids": [ours, theirs], "pic_id": pic})),
        ("/api/v1/loan-applications/partner", json!({"loan_ids": [theirs], "partner_id": refs.other_partner})),
        (
            "/api/v1/loan-applications/kyc-schedules",
            json!({"schedules": [{"loan_id": theirs, "scheduled_at": (chrono::Utc::now() + chrono::Duration::days(2)).to_rfc3339(), "method": "video_call"}]}),
        ),
    ] {
        assert_eq!(app.post(path, Some(&t), body).await.status, 404, "{path}");
    }
    let ours_now = app.get(&format!("/api/v1/loan-applications/{ours}"), Some(&t)).await;
    assert!(ours_now.body["data"]["pic"].is_null(), "all or nothing: the batch with a hidden loan changed none");
}

/// The status of a selfie upload naming `loan_id` as the loan it is for.
async fn upload_for(app: &TestApp, token: &str, loan_id: &str) -> u16 {
    let form = reqwest::multipart::Form::new()
        .text("kind", "selfie")
        .text("loan_id", loan_id.to_owned())
        .part("file", reqwest::multipart::Part::bytes(fixtures::jpeg_with_exif(64, 48)).file_name("s.jpg"));
    app.client.post(app.url("/api/v1/files")).bearer_auth(token).multipart(form).send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn files_are_served_only_to_staff_who_may_read_their_loan() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let clerk = app.login(&TestApp::demo_email(3)).await.token;
    let other_clerk = app.login(&TestApp::demo_email(4)).await.token;
    let refs = app.refs(&admin).await;
    let loan_a = app.create_prospect(&clerk, &refs, 1).await;
    let loan_b = app.create_prospect(&clerk, &refs, 2).await;

    // A file no loan has yet is its uploader's alone.
    let photo = app.upload_id(&clerk, "ktp_photo").await;
    let file_url = format!("/api/v1/files/{photo}");
    assert_eq!(app.get(&file_url, Some(&clerk)).await.status, 200);
    assert_eq!(app.get(&file_url, Some(&other_clerk)).await.status, 404);
    // Another staff member cannot put it on a loan's documents step.
    let mut docs = app.documents_body(&other_clerk).await;
    docs["ktp_photo_file_id"] = json!(photo);
    let r = app.put(&format!("/api/v1/loan-applications/{loan_a}/documents"), Some(&other_clerk), docs.clone()).await;
    assert_eq!(r.error_codes("ktp_photo_file_id"), ["file_unknown"], "{:?}", r.body);
    // Its uploader can; it then belongs to loan A and everyone who may read loan A reads it.
    let mut docs = app.documents_body(&clerk).await;
    docs["ktp_photo_file_id"] = json!(photo);
    let r = app.put(&format!("/api/v1/loan-applications/{loan_a}/documents"), Some(&clerk), docs.clone()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(app.get(&file_url, Some(&other_clerk)).await.status, 200);
    // Loan B cannot borrow loan A's documents, not even by the same staff member.
    let r = app.put(&format!("/api/v1/loan-applications/{loan_b}/documents"), Some(&clerk), docs).await;
    assert_eq!(r.error_codes("ktp_photo_file_id"), ["file_unknown"], "{:?}", r.body);
    // A funder's staff member reads it only once loan A is allocated to their lender.
    let lender_staff = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get(&file_url, Some(&lender_staff)).await.status, 404);
    let (own, _) = lenders(&app).await;
    allocate(&app, &loan_a, own).await;
    assert_eq!(app.get(&file_url, Some(&lender_staff)).await.status, 200);
    // An upload for a loan out of the caller's scope is refused.
    assert_eq!(upload_for(&app, &lender_staff, &loan_b).await, 404);
    assert_eq!(upload_for(&app, &clerk, &loan_b).await, 201);
    // A loan ID that cannot be one (a NUL byte, which PostgreSQL refuses) names no loan.
    for bad in ["LN-1\u{0}", &"9".repeat(100_000)] {
        assert_eq!(upload_for(&app, &clerk, bad).await, 404);
    }
    // Once loan A is deleted its files are served to level 21 only.
    let r = app.post(&format!("/api/v1/loan-applications/{loan_a}/delete"), Some(&clerk), json!({"reason": "Duplicate"})).await;
    assert_eq!(r.status, 200);
    assert_eq!(app.get(&file_url, Some(&clerk)).await.status, 404);
    assert_eq!(app.get(&file_url, Some(&admin)).await.status, 200);
}
