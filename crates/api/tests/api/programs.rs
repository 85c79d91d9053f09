//! Loan products as data (issue 41 item 7, and item 2's "a program states its tenor once"), on
//! SQLite and on PostgreSQL with RODA_TEST_DATABASE_URL: level 21 creates, reads, edits and
//! retires programs with every field checked and each change audited; a stale version is 409;
//! other levels and a funder's staff are refused; hostile input is 422, never 500; the effective
//! rate is answered for saved programs and previewed for unsaved terms; a name stating another
//! tenor is refused; a retired program takes no new applications.

use reqwest::Method;
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";

/// A valid program body: 24 monthly installments, 15 % down, 16.5 % flat a year.
fn body(code: &str) -> Value {
    json!({
        "code": code, "name": "Loan monthly 24 months", "name_id": "Pinjaman bulanan 2 tahun",
        "kind": "loan", "installment_frequency": "monthly", "tenure_count": 24,
        "down_payment_bp": 1500, "flat_rate_bp": 1650, "admin_fee": 250_000, "needs_offering_letter": true,
        "first_payment_days": 7, "late_fee_bp_per_day": 10, "late_fee_grace_days": 3, "late_fee_cap_bp": 2000,
        "early_settlement_fee_bp": 300,
    })
}

fn with(mut v: Value, changes: Value) -> Value {
    for (k, x) in changes.as_object().unwrap() {
        v[k] = x.clone();
    }
    v
}

async fn create(app: &TestApp, token: &str, b: Value) -> Value {
    let r = app.post("/api/v1/programs", Some(token), b).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"].clone()
}

#[tokio::test]
async fn level_21_creates_reads_edits_and_retires_a_program_audited() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let p = create(&app, &admin, body("loan-m24-test")).await;
    assert_eq!((p["code"].as_str(), p["version"].as_i64(), p["active"].as_bool()), (Some("LOAN-M24-TEST"), Some(1), Some(true)));
    // The effective rate of 16.5 % flat over two years of monthly installments is about 29.6 %.
    let rate = p["effective_rate_bp"].as_i64().unwrap();
    assert!((2900..3050).contains(&rate), "{rate}");
    let id = p["id"].as_str().unwrap();

    // Read as stored (both names), and listed for the picker in the caller's language.
    let r = app.get(&format!("/api/v1/programs/{id}"), Some(&admin)).await;
    assert_eq!(
        (r.body["data"]["name"].as_str(), r.body["data"]["name_id"].as_str()),
        (Some("Loan monthly 24 months"), Some("Pinjaman bulanan 2 tahun"))
    );
    assert_eq!(r.body["data"]["effective_rate_bp"].as_i64(), Some(rate));
    let listed = app.send(Method::GET, "/api/v1/programs", Some(&admin), None, Some("id")).await;
    let row = listed.body["data"].as_array().unwrap().iter().find(|x| x["id"] == id).cloned().unwrap();
    assert_eq!(row["name"], "Pinjaman bulanan 2 tahun");
    assert_eq!(app.get(&format!("/api/v1/programs/{}", uuid::Uuid::now_v7()), Some(&admin)).await.status, 404);

    // The code is unique.
    let taken = app.post("/api/v1/programs", Some(&admin), body("LOAN-M24-TEST")).await;
    assert_eq!((taken.status, taken.error_codes("code")), (422, vec!["program_code_taken".to_owned()]), "{:?}", taken.body);

    // Edit at the version read: the rate follows the terms; a stale version is 409.
    let edit = with(body("LOAN-M24-TEST"), json!({"flat_rate_bp": 1200, "version": 1}));
    let r = app.put(&format!("/api/v1/programs/{id}"), Some(&admin), edit.clone()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!((r.body["data"]["flat_rate_bp"].as_i64(), r.body["data"]["version"].as_i64()), (Some(1200), Some(2)));
    assert!(r.body["data"]["effective_rate_bp"].as_i64().unwrap() < rate);
    let stale = app.put(&format!("/api/v1/programs/{id}"), Some(&admin), edit).await;
    assert_eq!(stale.status, 409, "{:?}", stale.body);
    let no_version = app.put(&format!("/api/v1/programs/{id}"), Some(&admin), body("LOAN-M24-TEST")).await;
    assert_eq!(no_version.error_codes("version"), ["version_required"]);

    // Retire: gone from the picker, still listed for the data area with the filter.
    let retire = with(body("LOAN-M24-TEST"), json!({"flat_rate_bp": 1200, "active": false, "version": 2}));
    let r = app.put(&format!("/api/v1/programs/{id}"), Some(&admin), retire).await;
    assert_eq!((r.status, r.body["data"]["active"].as_bool()), (200, Some(false)), "{:?}", r.body);
    let picker = app.get("/api/v1/programs", Some(&admin)).await;
    assert!(picker.body["data"].as_array().unwrap().iter().all(|x| x["id"] != id));
    let all = app.get("/api/v1/programs?include_retired=true", Some(&admin)).await;
    assert!(all.body["data"].as_array().unwrap().iter().any(|x| x["id"] == id && x["active"] == false));
    assert_eq!(app.get("/api/v1/programs?include_retired=maybe", Some(&admin)).await.status, 400);

    let audit = storage::repo::audit::of_entity(&app.state.db, "program", id, 10).await.unwrap();
    let actions: Vec<_> = audit.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(actions, ["program.create", "program.update", "program.retire"]);
    let last = audit.last().unwrap();
    assert_eq!(last.before.as_ref().unwrap()["active"], true);
    assert_eq!(last.after.as_ref().unwrap()["active"], false);
}

#[tokio::test]
async fn only_level_21_writes_programs() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let id = app.get("/api/v1/programs", Some(&admin)).await.body["data"][0]["id"].as_str().unwrap().to_owned();
    for email in [TestApp::demo_email(1), TestApp::demo_email(3), TestApp::demo_email(18), LENDER_STAFF.to_owned()] {
        let t = app.login(&email).await.token;
        assert_eq!(app.post("/api/v1/programs", Some(&t), body(&format!("X-{}", email.len()))).await.status, 403, "{email}");
        let put = app.put(&format!("/api/v1/programs/{id}"), Some(&t), with(body("X"), json!({"version": 1}))).await;
        assert_eq!(put.status, 403, "{email}");
        assert_eq!(app.post("/api/v1/programs/preview", Some(&t), body("X")).await.status, 403, "{email}");
    }
    // Reads stay as they were for the screens that pick a program.
    let funder = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get(&format!("/api/v1/programs/{id}"), Some(&funder)).await.status, 200);
    let r = app.get("/api/v1/programs?include_retired=true", Some(&admin)).await;
    assert_eq!(r.body["data"].as_array().unwrap().len(), 3);
    // Nothing was written by the refused calls.
    assert_eq!(app.get(&format!("/api/v1/programs/{id}"), Some(&admin)).await.body["data"]["version"], 1);
}

#[tokio::test]
async fn hostile_input_is_422_in_the_callers_language_never_500() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let bad = json!({
        "code": "a b", "name": "x", "name_id": "y", "kind": "lease", "installment_frequency": "hourly",
        "tenure_count": 0, "down_payment_bp": 10_000, "flat_rate_bp": -1, "admin_fee": 10_000_000_001_i64,
        "first_payment_days": 400, "late_fee_bp_per_day": i64::MAX, "late_fee_grace_days": -1, "late_fee_cap_bp": 10_001,
    });
    let r = app.send(Method::POST, "/api/v1/programs", Some(&admin), Some(bad), Some("id")).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    for (field, code) in [
        ("code", "program_code_invalid"),
        ("name", "program_name_invalid"),
        ("name_id", "program_name_invalid"),
        ("kind", "program_kind_required"),
        ("installment_frequency", "installment_frequency_required"),
        ("tenure_count", "tenure_count_invalid"),
        ("down_payment_bp", "down_payment_invalid"),
        ("flat_rate_bp", "flat_rate_invalid"),
        ("admin_fee", "admin_fee_invalid"),
        ("first_payment_days", "first_payment_days_invalid"),
        ("late_fee_bp_per_day", "late_fee_invalid"),
        ("late_fee_grace_days", "late_fee_grace_days_invalid"),
        ("late_fee_cap_bp", "late_fee_cap_invalid"),
        ("early_settlement_fee_bp", "value_required"),
    ] {
        assert_eq!(r.error_codes(field), [code], "{field}: {:?}", r.body);
    }
    let code_message = r.body["errors"].as_array().unwrap().iter().find(|e| e["field"] == "code").unwrap()["message"].clone();
    assert_eq!(code_message, "Gunakan 2–32 huruf, angka atau -");

    // A NUL anywhere is refused before any rule reads the body.
    let nul = app.post("/api/v1/programs", Some(&admin), with(body("NUL"), json!({"name_id": "N\u{0}UL"}))).await;
    assert_eq!((nul.status, nul.error_codes("name_id")), (422, vec!["invalid_characters".to_owned()]), "{:?}", nul.body);

    // Numbers past i64 or i32, strings for numbers, a NUL in the code: 422, not 500.
    for (k, v) in [
        ("tenure_count", json!(1e30)),
        ("admin_fee", json!(1e25)),
        ("tenure_count", json!(2_147_483_648_i64)),
        ("flat_rate_bp", json!("1650")),
        ("code", json!("A\u{0}B")),
    ] {
        let r = app.post("/api/v1/programs", Some(&admin), with(body("HUGE"), json!({ k: v }))).await;
        assert!(r.status == 422 || r.status == 400, "{k}: {} {:?}", r.status, r.body);
    }
    let r = app.post("/api/v1/programs/preview", Some(&admin), with(body("P"), json!({"price": 1e40}))).await;
    assert!(r.status == 422 || r.status == 400, "{:?}", r.body);
    let r = app.post("/api/v1/programs/preview", Some(&admin), with(body("P"), json!({"price": 0}))).await;
    assert_eq!(r.error_codes("price"), ["price_invalid"]);
    let all = app.get("/api/v1/programs?include_retired=true", Some(&admin)).await;
    assert_eq!(all.body["data"].as_array().unwrap().len(), 3, "nothing stored");
}

#[tokio::test]
async fn a_name_never_states_another_tenor() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    // The demo daily program's name states its installments.
    let all = app.get("/api/v1/programs", Some(&admin)).await.body["data"].clone();
    let daily = all.as_array().unwrap().iter().find(|p| p["code"] == "RTO-DAILY-540").unwrap().clone();
    assert_eq!((daily["name"].as_str(), daily["tenure_count"].as_i64()), (Some("Rent-to-own daily 540 days"), Some(540)));

    // 540 daily installments are not 18 months at 365 days a year.
    let daily_body = with(
        body("RTO-D-540"),
        json!({"name": "Rent-to-own daily 18 months", "name_id": "Sewa-beli harian 540 hari", "installment_frequency": "daily", "tenure_count": 540}),
    );
    let r = app.post("/api/v1/programs", Some(&admin), daily_body.clone()).await;
    assert_eq!(r.status, 422);
    assert_eq!(r.error_codes("name"), ["program_name_tenor_mismatch"], "{:?}", r.body);
    assert!(r.error_codes("name_id").is_empty());
    let ok = create(&app, &admin, with(daily_body, json!({"name": "Rent-to-own daily 540 days"}))).await;

    // Changing the count without the name is refused too: the tenor is stated once.
    let id = ok["id"].as_str().unwrap();
    let r = app
        .put(&format!("/api/v1/programs/{id}"), Some(&admin), with(body("RTO-D-540"), json!({"name": "Daily 540 days", "name_id": null, "installment_frequency": "daily", "tenure_count": 360, "version": 1})))
        .await;
    assert_eq!(r.error_codes("name"), ["program_name_tenor_mismatch"], "{:?}", r.body);
    // Whole years of the frequency agree.
    let r = app
        .put(&format!("/api/v1/programs/{id}"), Some(&admin), with(body("RTO-D-540"), json!({"name": "Daily 1 year", "name_id": null, "installment_frequency": "daily", "tenure_count": 365, "version": 1})))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}

#[tokio::test]
async fn the_effective_rate_is_previewed_before_saving() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let draft = with(body("ignored"), json!({"code": null, "name": null, "kind": null, "price": 30_000_000}));
    let r = app.post("/api/v1/programs/preview", Some(&admin), draft).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = &r.body["data"];
    let saved = create(&app, &admin, body("PREVIEWED")).await;
    assert_eq!(d["effective_rate_bp"], saved["effective_rate_bp"], "the preview is the saved program's rate");
    assert_eq!(d["price"], 30_000_000);
    // 15 % down of Rp 30,000,000; Rp 25,500,000 financed at 16.5 % flat for 2 years.
    assert_eq!((d["down_payment"].as_i64(), d["principal"].as_i64()), (Some(4_500_000), Some(25_500_000)));
    assert_eq!(d["total_payable"].as_i64(), Some(25_500_000 + 8_415_000));
    assert_eq!(d["first_payment_amount"].as_i64(), Some(4_750_000));
    // Nothing saved by the preview; its terms are checked like a save's.
    assert_eq!(app.get("/api/v1/programs?include_retired=true", Some(&admin)).await.body["data"].as_array().unwrap().len(), 4);
    let r = app.post("/api/v1/programs/preview", Some(&admin), with(body("X"), json!({"tenure_count": 0}))).await;
    assert_eq!(r.error_codes("tenure_count"), ["tenure_count_invalid"]);
}

#[tokio::test]
async fn a_retired_program_takes_no_new_applications() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let p = create(&app, &admin, body("SOON-RETIRED")).await;
    let id = p["id"].as_str().unwrap().to_owned();
    let prospect = |n: u32| with(TestApp::prospect(&refs, n), json!({"program_id": id}));
    let r = app.post("/api/v1/borrowers", Some(&admin), prospect(1)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let loan = r.body["data"]["loan_id"].as_str().unwrap().to_owned();

    let r = app
        .put(&format!("/api/v1/programs/{id}"), Some(&admin), with(body("SOON-RETIRED"), json!({"active": false, "version": 1})))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);

    // A new application cannot choose it…
    let r = app.send(Method::POST, "/api/v1/borrowers", Some(&admin), Some(prospect(2)), Some("en")).await;
    assert_eq!(r.status, 422);
    assert_eq!(r.error_codes("program_id"), ["program_retired"], "{:?}", r.body);
    let message = r.body["errors"].as_array().unwrap().iter().find(|e| e["field"] == "program_id").unwrap()["message"].clone();
    assert_eq!(message, "This program is retired and takes no new applications. Choose another program.");
    // …nor an application on another program move to it.
    let other = app.create_prospect(&admin, &refs, 3).await;
    let moved = app.put(&format!("/api/v1/loan-applications/{other}/basic-info"), Some(&admin), prospect(3)).await;
    assert_eq!(moved.error_codes("program_id"), ["program_retired"], "{:?}", moved.body);
    // The application that has it keeps it.
    let kept = app.put(&format!("/api/v1/loan-applications/{loan}/basic-info"), Some(&admin), prospect(1)).await;
    assert!(kept.error_codes("program_id").is_empty(), "{:?}", kept.body);
}
