//! Object scope (issue 6, DESIGN §4; OWASP API1): funder staff see and act on only the loans
//! allocated to their lender, and files are served only to staff who may read their loan.
//! The loan routes are taken from the route table, so a route added later is covered without
//! editing this test.

use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
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

const OTHER_LENDER_STAFF: &str = "lender2@roda.test";

/// A funding source of `lender` (an admin's), its id.
async fn source_of(app: &TestApp, admin: &str, lender: uuid::Uuid) -> String {
    let body = json!({"name": "Facility Rahasia", "limit_amount": 10_000_000_000_i64,
        "available_from": (test_support::applications::today() - chrono::Duration::days(1)).to_string()});
    let r = app.post(&format!("/api/v1/lenders/{lender}/funding-sources"), Some(admin), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"]["id"].as_str().unwrap().to_owned()
}

/// The lender of the staff member `email`.
async fn lender_of(app: &TestApp, email: &str) -> uuid::Uuid {
    storage::repo::users::find_by_email(&app.state.db, email).await.unwrap().unwrap().lender_id.unwrap()
}

/// A first-payment proof body with a new file and this transfer reference.
async fn proof_body(app: &TestApp, token: &str, reference: &str) -> serde_json::Value {
    let file = app.upload_id(token, "payment_proof").await;
    json!({"file_id": file, "reference": reference, "amount": 1_000_000, "paid_date": test_support::applications::today().to_string()})
}

/// The row of `loan` on `lender`'s loan list as `token` reads it.
async fn lender_row(app: &TestApp, token: &str, lender: uuid::Uuid, loan: &str) -> serde_json::Value {
    let r = app.get(&format!("/api/v1/lenders/{lender}/loans"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["items"].as_array().unwrap().iter().find(|i| i["loan_id"] == loan).cloned().unwrap_or_default()
}

/// A loan (applicant 1) that lender A rejected and the back office moved to lender B, who
/// approved it; active and late under B.
struct Moved {
    admin: String,
    loan: String,
    a: uuid::Uuid,
    b: uuid::Uuid,
    /// A's name, the name of A's staff member who decided, A's funding source.
    a_name: String,
    a_decider: String,
    a_source: String,
    /// A's staff, B's staff.
    one: String,
    two: String,
}

/// A's reason for rejecting the loan.
const SECRET: &str = "Penghasilan tidak cukup: rahasia A";

impl Moved {
    fn url(&self, p: &str) -> String {
        format!("/api/v1/loans/{}{p}", self.loan)
    }
}

async fn a_loan_moved_from_a_to_b(app: &TestApp) -> Moved {
    let admin = app.login("admin@roda.test").await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 1).await;
    let (a, b) = (lender_of(app, LENDER_STAFF).await, lender_of(app, OTHER_LENDER_STAFF).await);
    let a_name = lender::Entity::find_by_id(a).one(&app.state.db).await.unwrap().unwrap().name;
    let a_decider = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().full_name;
    let a_source = source_of(app, &admin, a).await;
    let (one, two) = (app.login(LENDER_STAFF).await.token, app.login(OTHER_LENDER_STAFF).await.token);
    let m = Moved { admin, loan, a, b, a_name, a_decider, a_source, one, two };
    let allocate = |lender: uuid::Uuid, source: Option<&str>| json!({"loan_ids": [m.loan], "lender_id": lender, "funding_source_id": source});
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&m.admin), allocate(a, Some(&m.a_source))).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(app.post(&m.url("/reject"), Some(&m.one), json!({"reason": SECRET})).await.status, 200);
    assert_eq!(app.post("/api/v1/loan-approvals/allocate", Some(&m.admin), allocate(b, None)).await.status, 200);
    assert_eq!(app.post(&m.url("/approve"), Some(&m.two), json!({})).await.status, 200);
    // The loan is active and late under B (its standing set directly: the repayment stages
    // are not this test's).
    storage::entity::loan_standing::ActiveModel {
        loan_id: sea_orm::Set(
            loan::Entity::find().filter(loan::Column::LoanCode.eq(&m.loan)).one(&app.state.db).await.unwrap().unwrap().id,
        ),
        active_status: sea_orm::Set("late".into()),
        bucket: sea_orm::Set(None),
        dpd_band: sea_orm::Set(1),
        oldest_due_day: sea_orm::Set(None),
        dpd: sea_orm::Set(12),
        next_due_date: sea_orm::Set(None),
        lender_id: sea_orm::Set(Some(b)),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
    m
}

/// Issue 40 item 4: B reads no trace of A (its reason, decider, lender or funding source) in
/// the allocations or the timeline.
#[tokio::test]
async fn the_funder_a_loan_moved_to_reads_its_own_allocation_and_no_trace_of_the_first() {
    let app = spawn_app().await;
    let m = a_loan_moved_from_a_to_b(&app).await;
    // B: its own allocation only; no timeline row of A's, no trace of A anywhere.
    let d = app.get(&m.url(""), Some(&m.two)).await;
    assert_eq!(d.status, 200, "{:?}", d.body);
    let allocations = d.body["data"]["allocations"].as_array().unwrap();
    assert_eq!(allocations.len(), 1, "{allocations:?}");
    assert_eq!(
        (allocations[0]["lender_id"].as_str(), allocations[0]["status"].as_str()),
        (Some(m.b.to_string().as_str()), Some("approved"))
    );
    let actions: Vec<&str> =
        d.body["data"]["timeline"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert!(!actions.contains(&"loan.reject"), "{actions:?}");
    assert_eq!(actions.iter().filter(|a| **a == "loan.allocate").count(), 1, "{actions:?}");
    let text = d.body.to_string();
    for leak in [SECRET, m.a_decider.as_str(), m.a_name.as_str(), m.a_source.as_str(), m.a.to_string().as_str()] {
        assert!(!text.contains(leak), "B reads {leak:?}: {text}");
    }
}

#[tokio::test]
async fn in_house_staff_read_both_funders_sides_of_a_moved_loan() {
    let app = spawn_app().await;
    let m = a_loan_moved_from_a_to_b(&app).await;
    // In-house staff still read everything.
    let full = app.get(&m.url(""), Some(&m.admin)).await.body.to_string();
    for trace in [SECRET, m.a_decider.as_str(), m.a_source.as_str()] {
        assert!(full.contains(trace), "admin misses {trace:?}");
    }
}

#[tokio::test]
async fn the_first_funders_list_shows_a_moved_loan_with_its_own_decision_and_the_new_funders_row_is_live() {
    let app = spawn_app().await;
    let m = a_loan_moved_from_a_to_b(&app).await;
    let (a, b, loan) = (m.a, m.b, &m.loan);
    // A's loan list: the row shows "moved" with A's own decision, no live stage or DPD; B's row
    // of the same loan is live.
    let row = lender_row(&app, &m.one, a, loan).await;
    assert_eq!(
        (row["stage"].as_str(), row["allocation_status"].as_str(), row["dpd"].as_i64(), row["active_status"].as_str()),
        (Some("moved"), Some("rejected"), Some(0), None),
        "{row:?}"
    );
    assert_eq!(row["funding_source_id"].as_str(), Some(m.a_source.as_str()), "A's own source stays on A's row");
    assert_eq!(lender_row(&app, &m.admin, a, loan).await["stage"], "moved", "the same row for in-house staff");
    let live = lender_row(&app, &m.two, b, loan).await;
    assert_eq!((live["stage"].as_str(), live["dpd"].as_i64()), (Some("kyc"), Some(12)), "{live:?}");
    assert_eq!(app.get(&format!("/api/v1/lenders/{a}/loans"), Some(&m.two)).await.status, 404, "B never reads A's list");
}

/// A reads the loan only as "moved", with its own decision and nothing later (no stage,
/// statuses or days past due).
#[tokio::test]
async fn the_first_funder_reads_a_moved_loan_with_its_own_decision_and_nothing_after_it_left() {
    let app = spawn_app().await;
    let m = a_loan_moved_from_a_to_b(&app).await;
    // A's detail, twice at once: moved, A's decision only, nothing after the loan left A.
    let detail = m.url("");
    let (x, y) = tokio::join!(app.get(&detail, Some(&m.one)), app.get(&detail, Some(&m.one)));
    assert_eq!((x.status, y.status), (200, 200), "{:?}", x.body);
    assert_eq!(x.body["data"], y.body["data"]);
    let d = &x.body["data"];
    assert_eq!(d["stage"], "moved");
    for empty in ["approval_status", "kyc_status", "ol_status", "active_status", "lender_id", "lender_name", "allocated_at"] {
        assert!(d[empty].is_null(), "{empty}: {d:?}");
    }
    assert_eq!(d["allowed_actions"], json!([]));
    let own: Vec<(&str, &str)> = d["allocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["status"].as_str().unwrap(), a["reason"].as_str().unwrap_or("")))
        .collect();
    assert_eq!(own, [("rejected", SECRET)]);
    let actions: Vec<&str> = d["timeline"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert_eq!(actions.last(), Some(&"loan.reject"), "the timeline ends at A's decision: {actions:?}");
    assert_eq!(actions.iter().filter(|a| **a == "loan.allocate").count(), 1, "{actions:?}");
    let text = d.to_string();
    let b_name = lender::Entity::find_by_id(m.b).one(&app.state.db).await.unwrap().unwrap().name;
    assert!(d["kyc"]["scheduled_at"].is_null() && d["offering_letter"]["status"].is_null(), "{d:?}");
    for leak in [b_name.as_str(), &m.b.to_string(), "ol_processing", "\"late\""] {
        assert!(!text.contains(leak), "A reads {leak:?}: {text}");
    }
}

#[tokio::test]
async fn every_other_route_on_a_moved_loan_is_404_for_its_first_funder_and_a_stranger_is_refused() {
    let app = spawn_app().await;
    let m = a_loan_moved_from_a_to_b(&app).await;
    let one = &m.one;
    for path in ["/payment-proofs", "/offering-letter"] {
        assert_eq!(app.get(&m.url(path), Some(one)).await.status, 404, "{path}");
    }
    assert_eq!(app.get(&format!("/api/v1/loan-applications/{}", m.loan), Some(one)).await.status, 404);
    assert_eq!(app.post(&m.url("/approve"), Some(one), json!({})).await.status, 404);
    assert_eq!(app.get(&m.url(""), None).await.status, 401);
    assert_eq!(app.get("/api/v1/loans/LN-9999999", Some(one)).await.status, 404);
}

/// Issue 40 item 4: a duplicate-proof flag names only loans in the viewer's scope; a funder's
/// staff read a duplicate on another funder's loan as `duplicate_elsewhere`, without its ID.
#[tokio::test]
async fn a_duplicate_proof_flag_names_no_loan_out_of_the_viewers_scope() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let refs = app.refs(&admin).await;
    let (one, two) = (app.login(LENDER_STAFF).await.token, app.login(OTHER_LENDER_STAFF).await.token);
    let mut loans = Vec::new();
    for (n, email, token) in [(1, LENDER_STAFF, &one), (2, OTHER_LENDER_STAFF, &two)] {
        let lender = lender_of(&app, email).await;
        let loan = app.verified_loan(&admin, &refs, n).await;
        let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": lender})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(app.post(&format!("/api/v1/loans/{loan}/approve"), Some(token), json!({})).await.status, 200);
        let r = app.post(&format!("/api/v1/loans/{loan}/kyc-result"), Some(&admin), json!({"result": "approved"})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        loans.push(loan);
    }
    let (theirs, ours) = (&loans[0], &loans[1]);
    let r = app
        .post(&format!("/api/v1/loans/{theirs}/payment-proofs"), Some(&admin), proof_body(&app, &admin, "BCA 777-001").await)
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = app
        .post(&format!("/api/v1/loans/{ours}/payment-proofs"), Some(&admin), proof_body(&app, &admin, "bca777001").await)
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(r.body["data"]["possible_duplicate_of"], json!([theirs]), "in-house staff see it named");
    assert_eq!(r.body["data"]["duplicate_elsewhere"], false);

    // B's proof list, queue and timeline: flagged, never named.
    let list = app.get(&format!("/api/v1/loans/{ours}/payment-proofs"), Some(&two)).await;
    assert_eq!(list.status, 200, "{:?}", list.body);
    let queue = app.get("/api/v1/payment-proofs", Some(&two)).await;
    assert_eq!(queue.status, 200, "{:?}", queue.body);
    for p in [&list.body["data"][0], &queue.body["data"]["items"][0]] {
        assert_eq!((p["possible_duplicate_of"].clone(), p["duplicate_elsewhere"].clone()), (json!([]), json!(true)), "{p:?}");
    }
    let detail = app.get(&format!("/api/v1/loans/{ours}"), Some(&two)).await;
    let upload =
        detail.body["data"]["timeline"].as_array().unwrap().iter().find(|e| e["to"]["proof_id"].is_string()).unwrap().clone();
    assert_eq!(
        (upload["to"]["possible_duplicate_of"].clone(), upload["to"]["duplicate_elsewhere"].clone()),
        (json!([]), json!(true))
    );
    for body in [&list.body, &queue.body, &detail.body] {
        assert!(!body.to_string().contains(theirs.as_str()), "B reads A's loan ID: {body}");
    }
    // In-house staff read it named everywhere.
    let queue = app.get("/api/v1/payment-proofs", Some(&admin)).await;
    let mine = queue.body["data"]["items"].as_array().unwrap().iter().find(|p| p["loan_id"] == ours.as_str()).unwrap().clone();
    assert_eq!(mine["possible_duplicate_of"], json!([theirs]));
    let full = app.get(&format!("/api/v1/loans/{ours}"), Some(&admin)).await.body.to_string();
    assert!(full.contains(theirs.as_str()));
    // A cannot read B's proofs at all.
    assert_eq!(app.get(&format!("/api/v1/loans/{ours}/payment-proofs"), Some(&one)).await.status, 404);
}
