//! Lenders and funding sources (issue 14), on SQLite and on PostgreSQL with
//! RODA_TEST_DATABASE_URL: create and edit with their checks, a funding source's limit and
//! dates refusing allocations, level 21's audited override (and nobody else's), two
//! allocations at once never both taking the last of a limit, a deactivated lender refusing new
//! allocations, the totals and the loan list moving, and a funder's staff seeing only their own
//! lender, read-only.

use chrono::Duration;
use serde_json::{Value, json};
use test_support::{TestApp, applications::today, spawn_app};

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";
/// Approval and lender areas, not level 21.
const MANAGER: &str = "level15@roda.test";

async fn create_lender(app: &TestApp, token: &str, code: &str) -> Value {
    let body = json!({"name": format!("Lender {code}"), "legal_name": "PT Dana", "code": code, "kind": "p2p_lending",
        "contact_email": "ops@dana.id", "contact_phone": "081234567890"});
    let r = app.post("/api/v1/lenders", Some(token), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"].clone()
}

async fn create_source(app: &TestApp, token: &str, lender: &str, limit: i64) -> Value {
    let body = json!({"name": "Facility A", "limit_amount": limit, "available_from": (today() - Duration::days(1)).to_string()});
    let r = app.post(&format!("/api/v1/lenders/{lender}/funding-sources"), Some(token), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"].clone()
}

async fn principal(app: &TestApp, token: &str, loan: &str) -> i64 {
    app.get(&format!("/api/v1/loans/{loan}"), Some(token)).await.body["data"]["terms"]["principal"].as_i64().unwrap()
}

fn allocate_body(loan: &str, lender: &str, source: Option<&str>, reason: Option<&str>) -> Value {
    json!({"loan_ids": [loan], "lender_id": lender, "funding_source_id": source, "override_reason": reason})
}

#[tokio::test]
async fn lenders_are_created_checked_edited_and_audited() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lender = create_lender(&app, &admin, "lnd-77").await;
    assert_eq!(
        (lender["code"].as_str(), lender["kind"].as_str(), lender["status"].as_str()),
        (Some("LND-77"), Some("p2p_lending"), Some("active"))
    );
    assert_eq!(lender["contact_phone"], "+6281234567890");
    let id = lender["id"].as_str().unwrap();

    // Every check, in the caller's language, and nothing stored.
    let bad = json!({"name": " ", "code": "x", "kind": "bank", "status": "gone", "contact_email": "nope", "contact_phone": "12"});
    let r = app.send(reqwest::Method::POST, "/api/v1/lenders", Some(&admin), Some(bad), Some("id")).await;
    assert_eq!(r.status, 422);
    for (field, code) in [
        ("name", "lender_name_required"),
        ("code", "lender_code_invalid"),
        ("kind", "lender_kind_required"),
        ("status", "lender_status_invalid"),
        ("contact_email", "email_invalid"),
        ("contact_phone", "phone_invalid"),
    ] {
        assert_eq!(r.error_codes(field), [code], "{field}: {:?}", r.body);
    }
    assert_eq!(r.body["errors"][0]["message"], "Isi nama pemberi dana");
    let taken =
        app.post("/api/v1/lenders", Some(&admin), json!({"name": "Other", "code": "LND-77", "kind": "multifinance"})).await;
    assert_eq!(taken.error_codes("code"), ["lender_code_taken"]);
    let nul = app.post("/api/v1/lenders", Some(&admin), json!({"name": "A\u{0}B", "code": "NUL1", "kind": "multifinance"})).await;
    assert_eq!(nul.status, 422, "{:?}", nul.body);

    // Edit at the version read; a stale version is a conflict.
    let edit = json!({"name": "Lender Renamed", "code": "LND-77", "kind": "multifinance", "status": "active", "version": lender["version"]});
    let r = app.put(&format!("/api/v1/lenders/{id}"), Some(&admin), edit.clone()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["name"].as_str(), r.body["data"]["kind"].as_str()),
        (Some("Lender Renamed"), Some("multifinance"))
    );
    assert_eq!(app.put(&format!("/api/v1/lenders/{id}"), Some(&admin), edit).await.status, 409);

    // Search by any part of the name or code; a NUL or a bad status is a 400.
    let r = app.get("/api/v1/lenders?q=renam", Some(&admin)).await;
    let codes: Vec<_> = r.body["data"].as_array().unwrap().iter().map(|l| l["code"].as_str().unwrap().to_owned()).collect();
    assert_eq!(codes, ["LND-77"]);
    assert_eq!(app.get("/api/v1/lenders?q=%25_", Some(&admin)).await.body["data"].as_array().unwrap().len(), 0);
    assert_eq!(app.get("/api/v1/lenders?status=maybe", Some(&admin)).await.status, 400);
    assert_eq!(app.get("/api/v1/lenders?q=a%00b", Some(&admin)).await.status, 400);

    let audit = storage::repo::audit::of_entity(&app.state.db, "lender", id, 10).await.unwrap();
    let actions: Vec<_> = audit.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(actions, ["lender.create", "lender.update"]);
}

#[tokio::test]
async fn a_funding_source_limit_refuses_until_level_21_overrides() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let manager = app.login(MANAGER).await.token;
    let refs = app.refs(&admin).await;
    let lender = create_lender(&app, &admin, "LIM-1").await;
    let lender_id = lender["id"].as_str().unwrap().to_owned();
    let first = app.verified_loan(&admin, &refs, 1).await;
    let second = app.verified_loan(&admin, &refs, 2).await;
    let p = principal(&app, &admin, &first).await;
    // Room for one loan and a bit.
    let source = create_source(&app, &admin, &lender_id, p + p / 2).await;
    let sid = source["id"].as_str().unwrap().to_owned();
    assert_eq!((source["remaining_amount"].as_i64(), source["available_today"].as_bool()), (Some(p + p / 2), Some(true)));

    // A lender with sources needs one named; another lender's source is refused.
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&manager), allocate_body(&first, &lender_id, None, None)).await;
    assert_eq!(r.error_codes("funding_source_id"), ["funding_source_required"], "{:?}", r.body);
    let other = app.get("/api/v1/lenders", Some(&admin)).await.body["data"][0]["id"].as_str().unwrap().to_owned();
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&manager), allocate_body(&first, &other, Some(&sid), None)).await;
    assert_eq!(r.error_codes("funding_source_id"), ["funding_source_invalid"], "{:?}", r.body);

    let r =
        app.post("/api/v1/loan-approvals/allocate", Some(&manager), allocate_body(&first, &lender_id, Some(&sid), None)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let sources = app.get(&format!("/api/v1/lenders/{lender_id}/funding-sources"), Some(&admin)).await;
    assert_eq!(sources.body["data"][0]["used_amount"].as_i64(), Some(p));

    // The second does not fit: refused for the manager (even with a reason), in Indonesian.
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/loan-approvals/allocate",
            Some(&manager),
            Some(allocate_body(&second, &lender_id, Some(&sid), None)),
            Some("id"),
        )
        .await;
    assert_eq!(r.error_codes("funding_source_id"), ["funding_source_limit_exceeded"]);
    assert_eq!(r.body["errors"][0]["message"], "Alokasi ini melebihi plafon sumber dana");
    let r = app
        .post("/api/v1/loan-approvals/allocate", Some(&manager), allocate_body(&second, &lender_id, Some(&sid), Some("board")))
        .await;
    assert_eq!(r.error_codes("override_reason"), ["override_not_allowed"]);
    let r = app
        .post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(&second, &lender_id, Some(&sid), Some("  ")))
        .await;
    assert_eq!(r.error_codes("override_reason"), ["override_reason_required"]);
    assert_eq!(app.get(&format!("/api/v1/loans/{second}"), Some(&admin)).await.body["data"]["lender_id"], Value::Null);

    // Level 21 overrides with a reason: allocated, audited, the source past its limit.
    let r = app
        .post(
            "/api/v1/loan-approvals/allocate",
            Some(&admin),
            allocate_body(&second, &lender_id, Some(&sid), Some("Board approved")),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = app.get(&format!("/api/v1/lenders/{lender_id}"), Some(&admin)).await.body["data"].clone();
    assert_eq!(d["funding_sources"][0]["used_amount"].as_i64(), Some(2 * p));
    assert_eq!(d["funding_sources"][0]["remaining_amount"].as_i64(), Some(0));
    assert_eq!((d["totals"]["pending"]["count"].as_i64(), d["totals"]["pending"]["amount"].as_i64()), (Some(2), Some(2 * p)));
    let loans = app.get(&format!("/api/v1/lenders/{lender_id}/loans"), Some(&admin)).await.body["data"].clone();
    assert_eq!(loans["total"], 2);
    assert_eq!(loans["items"][0]["loan_id"], json!(second));
    assert_eq!(loans["items"][0]["override_reason"], "Board approved");
    assert_eq!(loans["items"][0]["stage"], "approval");
}

#[tokio::test]
async fn a_rejection_gives_the_draw_back_and_counts_in_the_rate() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let staff = app.login(LENDER_STAFF).await.token;
    let refs = app.refs(&admin).await;
    let own =
        storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap().to_string();
    let loan = app.verified_loan(&admin, &refs, 5).await;
    let p = principal(&app, &admin, &loan).await;
    let sid = create_source(&app, &admin, &own, 10 * p).await["id"].as_str().unwrap().to_owned();
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(&loan, &own, Some(&sid), None)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let before = app.get(&format!("/api/v1/lenders/{own}"), Some(&staff)).await.body["data"].clone();
    assert_eq!(before["funding_sources"][0]["used_amount"].as_i64(), Some(p));
    assert_eq!(before["stats"]["approval_rate"], Value::Null);
    let r = app.post(&format!("/api/v1/loans/{loan}/reject"), Some(&staff), json!({"reason": "Income too low"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let after = app.get(&format!("/api/v1/lenders/{own}"), Some(&staff)).await.body["data"].clone();
    assert_eq!(after["funding_sources"][0]["used_amount"].as_i64(), Some(0));
    assert_eq!(after["stats"]["approval_rate"].as_f64(), Some(0.0));
    assert!(after["stats"]["average_decision_hours"].as_f64().unwrap() >= 0.0);
    assert_eq!(
        (after["totals"]["rejected"]["count"].as_i64(), after["totals"]["rejected"]["amount"].as_i64()),
        (Some(1), Some(p))
    );
    let list = app.get(&format!("/api/v1/lenders/{own}/loans?status=rejected"), Some(&staff)).await;
    assert_eq!(list.body["data"]["items"][0]["loan_id"], json!(loan), "{:?}", list.body);
}

#[tokio::test]
async fn dates_status_and_deactivation_refuse_new_allocations_only() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let lender = create_lender(&app, &admin, "DATES-1").await;
    let lender_id = lender["id"].as_str().unwrap().to_owned();
    let loan = app.verified_loan(&admin, &refs, 3).await;
    let later = json!({"name": "Next year", "limit_amount": 1_000_000_000_000_i64,
        "available_from": (today() + Duration::days(30)).to_string()});
    let r = app.post(&format!("/api/v1/lenders/{lender_id}/funding-sources"), Some(&admin), later).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let sid = r.body["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(r.body["data"]["available_today"], false);
    let bad = json!({"name": "", "limit_amount": 0, "available_from": "2026-12-10", "available_until": "2026-12-01"});
    let r = app.post(&format!("/api/v1/lenders/{lender_id}/funding-sources"), Some(&admin), bad).await;
    assert_eq!(r.error_codes("name"), ["funding_source_name_required"]);
    assert_eq!(r.error_codes("limit_amount"), ["limit_invalid"]);
    assert_eq!(r.error_codes("available_until"), ["available_until_before_from"]);
    let huge = json!({"name": "Huge", "limit_amount": 9_223_372_036_854_775_807_i64, "available_from": "2026-12-10"});
    assert_eq!(
        app.post(&format!("/api/v1/lenders/{lender_id}/funding-sources"), Some(&admin), huge).await.error_codes("limit_amount"),
        ["limit_invalid"]
    );

    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(&loan, &lender_id, Some(&sid), None)).await;
    assert_eq!(r.error_codes("funding_source_id"), ["funding_source_not_available"], "{:?}", r.body);

    // Moved to start yesterday: allocated. Then the lender is deactivated: the allocation stays,
    // a new one is refused.
    let source = app.get(&format!("/api/v1/lenders/{lender_id}/funding-sources"), Some(&admin)).await.body["data"][0].clone();
    let edit = json!({"name": "Next year", "limit_amount": 1_000_000_000_000_i64,
        "available_from": (today() - Duration::days(1)).to_string(), "version": source["version"]});
    let r = app.put(&format!("/api/v1/lenders/{lender_id}/funding-sources/{sid}"), Some(&admin), edit).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(&loan, &lender_id, Some(&sid), None)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let off = json!({"name": "Lender DATES-1", "code": "DATES-1", "kind": "p2p_lending", "status": "inactive", "version": lender["version"]});
    let r = app.put(&format!("/api/v1/lenders/{lender_id}"), Some(&admin), off).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert!(!r.body["data"]["allowed_actions"].as_array().unwrap().contains(&json!("allocate")));
    let another = app.verified_loan(&admin, &refs, 4).await;
    let r =
        app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(&another, &lender_id, Some(&sid), None)).await;
    assert_eq!(r.error_codes("lender_id"), ["lender_inactive"]);
    let d = app.get(&format!("/api/v1/lenders/{lender_id}"), Some(&admin)).await.body["data"].clone();
    assert_eq!(d["totals"]["pending"]["count"], 1);
}

#[tokio::test]
async fn two_allocations_at_once_never_both_take_the_last_of_a_limit() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let lender = create_lender(&app, &admin, "RACE-1").await;
    let lender_id = lender["id"].as_str().unwrap().to_owned();
    let mut loans = Vec::new();
    for n in 10..14 {
        loans.push(app.verified_loan(&admin, &refs, n).await);
    }
    let p = principal(&app, &admin, &loans[0]).await;
    let source = create_source(&app, &admin, &lender_id, p).await;
    let sid = source["id"].as_str().unwrap().to_owned();
    let tries = loans
        .iter()
        .map(|l| app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(l, &lender_id, Some(&sid), None)));
    let replies = futures::future::join_all(tries).await;
    let ok = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(ok, 1, "{:?}", replies.iter().map(|r| (r.status, r.body.clone())).collect::<Vec<_>>());
    for r in replies.iter().filter(|r| r.status != 200) {
        assert!(r.status == 422 || r.status == 409, "{:?}", r.body);
    }
    let sources = app.get(&format!("/api/v1/lenders/{lender_id}/funding-sources"), Some(&admin)).await;
    assert_eq!(sources.body["data"][0]["used_amount"].as_i64(), Some(p));
}

#[tokio::test]
async fn a_funders_staff_see_only_their_own_lender_read_only() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let staff = app.login(LENDER_STAFF).await.token;
    let own = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let other = create_lender(&app, &admin, "OTHER-1").await;
    let other_id = other["id"].as_str().unwrap();

    let list = app.get("/api/v1/lenders", Some(&staff)).await;
    let ids: Vec<_> = list.body["data"].as_array().unwrap().iter().map(|l| l["id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(ids, [own.to_string()]);
    assert_eq!(list.body["data"][0]["allowed_actions"], json!([]));
    assert_eq!(app.get(&format!("/api/v1/lenders/{own}"), Some(&staff)).await.status, 200);
    for path in ["", "/funding-sources", "/loans"] {
        assert_eq!(app.get(&format!("/api/v1/lenders/{other_id}{path}"), Some(&staff)).await.status, 404, "{path}");
    }
    let edit = json!({"name": "Mine", "code": "LND-01", "kind": "p2p_lending", "version": 1});
    assert_eq!(app.put(&format!("/api/v1/lenders/{own}"), Some(&staff), edit.clone()).await.status, 403);
    assert_eq!(app.put(&format!("/api/v1/lenders/{other_id}"), Some(&staff), edit).await.status, 404);
    assert_eq!(
        app.post("/api/v1/lenders", Some(&staff), json!({"name": "X", "code": "XX", "kind": "multifinance"})).await.status,
        403
    );
    let body = json!({"name": "Mine", "limit_amount": 1, "available_from": "2026-01-01"});
    assert_eq!(app.post(&format!("/api/v1/lenders/{own}/funding-sources"), Some(&staff), body).await.status, 403);
    // Without a token, nothing.
    assert_eq!(app.get("/api/v1/lenders", None).await.status, 401);
    assert_eq!(app.get(&format!("/api/v1/lenders/{own}"), None).await.status, 401);
}

#[tokio::test]
async fn staff_tied_to_a_funding_source_see_only_its_loans() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let own = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let lender = own.to_string();
    let a = create_source(&app, &admin, &lender, 1_000_000_000_000).await["id"].as_str().unwrap().to_owned();
    let body = json!({"name": "Facility B", "limit_amount": 1_000_000_000_000_i64, "available_from": "2026-01-01"});
    let b = app.post(&format!("/api/v1/lenders/{lender}/funding-sources"), Some(&admin), body).await.body["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let on_a = app.verified_loan(&admin, &refs, 20).await;
    let on_b = app.verified_loan(&admin, &refs, 21).await;
    for (loan, source) in [(&on_a, &a), (&on_b, &b)] {
        let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate_body(loan, &lender, Some(source), None)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }

    // Tying an account: only to a source of its own lender.
    let other_lender = create_lender(&app, &admin, "TIE-1").await["id"].as_str().unwrap().to_owned();
    let invite = |lender: &str, source: &str, email: &str| json!({"email": email, "full_name": "Source Staff", "level": 5, "lender_id": lender, "funding_source_id": source});
    let r = app.post("/api/v1/users", Some(&admin), invite(&other_lender, &a, "tie1@roda.test")).await;
    assert_eq!(r.error_codes("funding_source_id"), ["funding_source_invalid"], "{:?}", r.body);
    let r = app.post("/api/v1/users", Some(&admin), invite(&lender, &a, "tie2@roda.test")).await;
    assert_eq!((r.status, r.body["data"]["funding_source_id"].as_str()), (201, Some(a.as_str())), "{:?}", r.body);

    // An active account tied to source A.
    let hash = app.state.hasher.hash(test_support::DEMO_PASSWORD.into()).await.unwrap();
    let new = storage::repo::users::NewUser {
        email: "source-a@roda.test".into(),
        username: None,
        full_name: "Source A Staff".into(),
        phone: None,
        level: 5,
        lender_id: Some(own),
        funding_source_id: Some(a.parse().unwrap()),
        password_hash: Some(hash),
    };
    storage::repo::users::insert(&app.state.db, new).await.unwrap();
    let tied = app.login("source-a@roda.test").await.token;
    assert_eq!(app.get("/api/v1/me", Some(&tied)).await.body["data"]["funding_source"], "Facility A");
    let list = app.get("/api/v1/loan-approvals", Some(&tied)).await.body["data"].clone();
    let ids: Vec<_> = list["items"].as_array().unwrap().iter().map(|i| i["loan_id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(ids, std::slice::from_ref(&on_a));
    assert_eq!(app.get(&format!("/api/v1/loans/{on_b}"), Some(&tied)).await.status, 404);
    assert_eq!(app.post(&format!("/api/v1/loans/{on_b}/approve"), Some(&tied), json!({})).await.status, 404);
    let d = app.get(&format!("/api/v1/lenders/{lender}"), Some(&tied)).await.body["data"].clone();
    let names: Vec<_> = d["funding_sources"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap().to_owned()).collect();
    assert_eq!(names, ["Facility A"]);
    let loans = app.get(&format!("/api/v1/lenders/{lender}/loans"), Some(&tied)).await.body["data"].clone();
    assert_eq!(loans["total"], 1);
    assert_eq!(loans["items"][0]["loan_id"], json!(on_a));
    let edit = json!({"name": "B", "limit_amount": 1, "available_from": "2026-01-01", "version": 1});
    assert_eq!(app.put(&format!("/api/v1/lenders/{lender}/funding-sources/{b}"), Some(&tied), edit).await.status, 404);
    // The lender's other staff (not tied) still see both.
    let staff = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get(&format!("/api/v1/lenders/{lender}/loans"), Some(&staff)).await.body["data"]["total"], 2);
}
