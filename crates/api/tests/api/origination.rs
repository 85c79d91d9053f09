//! Origination (issue 9): a verified loan through lender allocation and approval, KYC, the
//! first payment and the contract to pending activation; every wrong-state request is 409;
//! a lender's staff see and decide only their own allocations; the duplicate-proof flag; the
//! daily job's lease and rerun. Runs on SQLite, and on PostgreSQL with RODA_TEST_DATABASE_URL.

use serde_json::{Value, json};
use storage::entity::lender;
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

const LENDER_STAFF: &str = "lender@roda.test";
const OTHER_LENDER_STAFF: &str = "lender2@roda.test";
const ADMIN: &str = "admin@roda.test";

/// The lenders of the two demo lender staff accounts: (id, name) each.
async fn lenders(app: &TestApp) -> ((uuid::Uuid, String), (uuid::Uuid, String)) {
    let of = |email: &'static str| async move {
        let u = storage::repo::users::find_by_email(&app.state.db, email).await.unwrap().unwrap();
        let id = u.lender_id.unwrap();
        let l = storage::repo::reference::by_id::<lender::Entity>(&app.state.db, id).await.unwrap().unwrap();
        (id, l.name)
    };
    (of(LENDER_STAFF).await, of(OTHER_LENDER_STAFF).await)
}

fn actions(v: &Value) -> Vec<String> {
    v["allowed_actions"].as_array().unwrap().iter().map(|a| a.as_str().unwrap().to_owned()).collect()
}

fn today() -> chrono::NaiveDate {
    domain::calendar::today()
}

/// A verified loan (applicant 1) on its way to pending activation, and the first demo lender it
/// goes to.
struct Originating {
    admin: String,
    /// That lender's staff.
    lender: String,
    loan: String,
    own: uuid::Uuid,
    own_name: String,
}

impl Originating {
    fn url(&self, p: &str) -> String {
        format!("/api/v1/loans/{}{p}", self.loan)
    }

    /// The loan's terms.
    async fn terms(&self, app: &TestApp) -> Value {
        app.get(&self.url(""), Some(&self.admin)).await.body["data"]["terms"].clone()
    }
}

/// Asserts that `r` answered 200 or 201, naming the step.
fn ok(r: &test_support::Reply, step: &str) {
    assert!(r.status == 200 || r.status == 201, "{step}: {:?}", r.body);
}

/// A loan verified (approval pending), not yet allocated.
async fn verified(app: &TestApp) -> Originating {
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 1).await;
    let ((own, own_name), _) = lenders(app).await;
    let lender = app.login(LENDER_STAFF).await.token;
    Originating { admin, lender, loan, own, own_name }
}

/// [`verified`], allocated to the first demo lender.
async fn allocated(app: &TestApp) -> Originating {
    let o = verified(app).await;
    ok(
        &app.post("/api/v1/loan-approvals/allocate", Some(&o.admin), json!({"loan_ids": [o.loan], "lender_id": o.own})).await,
        "allocate",
    );
    o
}

/// [`allocated`], approved by the lender's staff.
async fn approved(app: &TestApp) -> Originating {
    let o = allocated(app).await;
    ok(&app.post(&o.url("/approve"), Some(&o.lender), json!({"note": "OK"})).await, "approve");
    o
}

/// [`approved`], its offering letter downloaded (in English).
async fn letter_downloaded(app: &TestApp) -> Originating {
    let o = approved(app).await;
    let res = app.client.get(app.url(&o.url("/offering-letter?lang=en"))).bearer_auth(&o.admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    o
}

/// [`letter_downloaded`], its KYC meeting moved to three days ahead, in person.
async fn kyc_rescheduled(app: &TestApp) -> Originating {
    let o = letter_downloaded(app).await;
    let at = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
    let body = json!({"scheduled_at": at, "method": "in_person", "location": "Roda Gambir"});
    ok(&app.post(&o.url("/kyc-schedule"), Some(&o.admin), body).await, "reschedule");
    o
}

/// [`kyc_rescheduled`], the KYC approved: at the contract stage, the first payment scheduled.
async fn kyc_approved(app: &TestApp) -> Originating {
    let o = kyc_rescheduled(app).await;
    ok(&app.post(&o.url("/kyc-result"), Some(&o.admin), json!({"result": "approved"})).await, "kyc");
    o
}

/// Posts a proof of the whole first payment ("TRF-0001"): the answer.
async fn first_payment_proof(app: &TestApp, o: &Originating) -> test_support::Reply {
    let amount = o.terms(app).await["first_payment_amount"].clone();
    let file = app.upload_id(&o.admin, "payment_proof").await;
    let proof = json!({"file_id": file, "reference": "TRF-0001", "amount": amount, "paid_date": today().to_string()});
    app.post(&o.url("/payment-proofs"), Some(&o.admin), proof).await
}

/// [`kyc_approved`], the first payment's proof accepted.
async fn first_payment_received(app: &TestApp) -> Originating {
    let o = kyc_approved(app).await;
    let r = first_payment_proof(app, &o).await;
    ok(&r, "proof");
    let proof_id = r.body["data"]["proof_id"].as_str().unwrap().to_owned();
    ok(&app.post(&format!("/api/v1/payment-proofs/{proof_id}/accept"), Some(&o.admin), json!({})).await, "accept");
    o
}

#[tokio::test]
async fn a_verified_loans_terms_are_fixed_and_add_up() {
    let app = spawn_app().await;
    let o = verified(&app).await;
    // Terms are fixed at verification and add up.
    let d = app.get(&o.url(""), Some(&o.admin)).await;
    assert_eq!(d.status, 200, "{:?}", d.body);
    let data = &d.body["data"];
    assert_eq!((data["stage"].as_str(), data["approval_status"].as_str()), (Some("approval"), Some("pending")));
    let t = &data["terms"];
    let tenor = t["tenor"].as_i64().unwrap();
    let total = t["installment_amount"].as_i64().unwrap() * (tenor - 1) + t["last_installment_amount"].as_i64().unwrap();
    assert_eq!(total, t["total_payable"].as_i64().unwrap());
    assert_eq!(t["price"].as_i64().unwrap(), t["down_payment"].as_i64().unwrap() + t["principal"].as_i64().unwrap());
    assert_eq!(t["installment_amount"].as_i64().unwrap() % 100, 0);
    assert!(actions(data).contains(&"allocate".to_owned()), "{:?}", actions(data));
}

#[tokio::test]
async fn a_lenders_staff_see_nothing_of_a_loan_before_it_is_allocated_to_them() {
    let app = spawn_app().await;
    let o = verified(&app).await;
    assert_eq!(app.get(&o.url(""), Some(&o.lender)).await.status, 404);
    let list = app.get("/api/v1/loan-approvals", Some(&o.lender)).await;
    assert_eq!(list.body["data"]["total"], 0, "{:?}", list.body);
}

#[tokio::test]
async fn an_allocation_is_confirmed_by_the_lenders_name_and_only_that_lender_decides() {
    let app = spawn_app().await;
    let o = verified(&app).await;
    let (admin, own, own_name) = (&o.admin, o.own, &o.own_name);
    let t = o.terms(&app).await;
    // Allocation, confirmed by name in the caller's language; only the lender decides.
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/loan-approvals/allocate",
            Some(admin),
            Some(json!({"loan_ids": [o.loan], "lender_id": own})),
            Some("id"),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.msg(), format!("Pinjaman dialokasikan ke {own_name}"));
    let r = app.post(&o.url("/approve"), Some(admin), json!({})).await;
    assert_eq!((r.status, r.error_codes("")), (403, vec![]), "{:?}", r.body);
    assert_eq!(r.body["errors"][0]["code"], "not_your_role");
    let summary = app.get("/api/v1/loan-approvals/summary", Some(admin)).await;
    let mine = summary.body["data"]["lenders"].as_array().unwrap().iter().find(|l| l["lender_id"] == json!(own)).unwrap().clone();
    assert_eq!(mine["pending"]["count"], 1);
    assert_eq!(mine["pending"]["amount"], t["principal"]);
    let row = app.get("/api/v1/loan-approvals?status=pending", Some(&o.lender)).await;
    let items = row.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 1, "{:?}", row.body);
    assert_eq!(actions(&items[0]), ["approve", "reject"]);
    assert_eq!(items[0]["lender_name"], json!(own_name));
}

#[tokio::test]
async fn the_lender_approves_once_and_the_ekyc_meeting_carries_over() {
    let app = spawn_app().await;
    let o = allocated(&app).await;
    // The lender approves; the e-KYC invitation's future meeting carries over.
    let r = app.post(&o.url("/approve"), Some(&o.lender), json!({"note": "OK"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["kyc_status"], "kyc_scheduled");
    assert_eq!(r.body["data"]["ol_status"], "ol_processing");
    assert_eq!(app.post(&o.url("/approve"), Some(&o.lender), json!({})).await.status, 409, "decided once");
}

#[tokio::test]
async fn the_offering_letter_is_a_pdf_of_the_loan_and_its_download_is_kept() {
    let app = spawn_app().await;
    let o = approved(&app).await;
    let (admin, loan) = (&o.admin, &o.loan);
    // The offering letter: a PDF of this loan, in the borrower's language; downloading it is kept.
    let res = app.client.get(app.url(&o.url("/offering-letter?lang=en"))).bearer_auth(admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    let pdf = res.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    if std::path::Path::new("/usr/bin/pdftotext").exists() {
        let dir = std::env::temp_dir().join(format!("ol-{loan}.pdf"));
        std::fs::write(&dir, &pdf).unwrap();
        let out = std::process::Command::new("pdftotext").arg(&dir).arg("-").output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Offering Letter") && text.contains(loan.as_str()), "{text}");
        std::fs::remove_file(&dir).ok();
    }
    let r = app.get(&o.url(""), Some(admin)).await;
    assert_eq!(r.body["data"]["ol_status"], "ol_downloaded");
    assert_eq!(app.get(&o.url("/offering-letter?lang=fr"), Some(admin)).await.status, 400);
}

#[tokio::test]
async fn the_first_payment_is_not_scheduled_before_the_kyc_is_approved() {
    let app = spawn_app().await;
    let o = letter_downloaded(&app).await;
    let r = app.post(&o.url("/first-payment-schedule"), Some(&o.admin), json!({"due_date": today().to_string()})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("kyc_not_approved")));
}

#[tokio::test]
async fn the_kyc_meeting_is_rescheduled_in_person() {
    let app = spawn_app().await;
    let o = letter_downloaded(&app).await;
    let at = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
    let r = app
        .post(
            &o.url("/kyc-schedule"),
            Some(&o.admin),
            json!({"scheduled_at": at, "method": "in_person", "location": "Roda Gambir"}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["kyc"]["location"], "Roda Gambir");
}

#[tokio::test]
async fn a_kyc_rejection_needs_a_reason_and_an_approval_schedules_the_first_payment() {
    let app = spawn_app().await;
    let o = kyc_rescheduled(&app).await;
    let t = o.terms(&app).await;
    let r = app.post(&o.url("/kyc-result"), Some(&o.admin), json!({"result": "rejected"})).await;
    assert_eq!(r.error_codes("reason"), ["reason_required"]);
    let r = app.post(&o.url("/kyc-result"), Some(&o.admin), json!({"result": "approved"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let data = &r.body["data"];
    assert_eq!((data["stage"].as_str(), data["payment_status"].as_str()), (Some("contract"), Some("payment_scheduled")));
    assert_eq!(data["first_payment"]["amount"], t["first_payment_amount"]);
    assert_eq!(data["first_payment"]["due_date"], json!((today() + chrono::Duration::days(7)).to_string()));
}

#[tokio::test]
async fn a_contract_is_not_verified_before_it_is_uploaded() {
    let app = spawn_app().await;
    let o = kyc_approved(&app).await;
    let r = app.post(&o.url("/contract/verify"), Some(&o.admin), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("contract_not_uploaded")));
}

#[tokio::test]
async fn the_first_payment_proof_is_queued_and_accepted_once() {
    let app = spawn_app().await;
    let o = kyc_approved(&app).await;
    let admin = &o.admin;
    let r = first_payment_proof(&app, &o).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(r.body["data"]["possible_duplicate_of"], json!([]));
    let proof_id = r.body["data"]["proof_id"].as_str().unwrap().to_owned();
    let queue = app.get("/api/v1/payment-proofs?status=pending", Some(admin)).await;
    assert!(queue.body["data"]["items"].as_array().unwrap().iter().any(|p| p["proof_id"] == json!(proof_id)));
    let r = app.post(&format!("/api/v1/payment-proofs/{proof_id}/accept"), Some(admin), json!({})).await;
    assert_eq!((r.status, r.body["data"]["payment_status"].as_str()), (200, Some("paid")), "{:?}", r.body);
    assert_eq!(app.post(&format!("/api/v1/payment-proofs/{proof_id}/accept"), Some(admin), json!({})).await.status, 409);
}

#[tokio::test]
async fn a_verified_pdf_contract_takes_the_loan_to_pending_activation_with_every_step_on_its_timeline() {
    let app = spawn_app().await;
    let o = first_payment_received(&app).await;
    let admin = &o.admin;
    let photo = app.upload_id(admin, "payment_proof").await;
    let r = app.post(&o.url("/contract"), Some(admin), json!({"file_id": photo})).await;
    assert_eq!(r.error_codes("file_id"), ["file_kind_mismatch"], "a contract is a pdf");
    let pdf = app.upload_id(admin, "contract").await;
    assert_eq!(app.post(&o.url("/contract"), Some(admin), json!({"file_id": pdf})).await.status, 200);
    let r = app.post(&o.url("/contract/verify"), Some(admin), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let data = &r.body["data"];
    assert_eq!((data["stage"].as_str(), data["active_status"].as_str()), (Some("active"), Some("pending_activation")));
    let events: Vec<&str> = data["timeline"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    for e in [
        "loan_application.verify",
        "loan.allocate",
        "loan.approve",
        "loan.kyc_approve",
        "loan.payment_proof_accept",
        "loan.contract_verify",
    ] {
        assert!(events.contains(&e), "{e} in {events:?}");
    }
    let approve = data["timeline"].as_array().unwrap().iter().find(|e| e["action"] == "loan.approve").unwrap();
    assert_eq!((&approve["actor"], &approve["actor_kind"]), (&json!("Lender Staff"), &json!("staff")));
    // Each event names the document it was about (issue 45 item 2): the contract by its kind and name.
    let verify = data["timeline"].as_array().unwrap().iter().find(|e| e["action"] == "loan.contract_verify").unwrap();
    assert_eq!(verify["document"]["file_id"], pdf.clone());
    assert_eq!(verify["document"]["kind"], "contract");
    assert!(verify["document"]["name"].as_str().is_some_and(|n| !n.is_empty()), "{verify:?}");
    assert!(approve["document"].is_null());
    // Every event the server wrote is one of `LoanEvent`, each with a sentence on the web.
    for e in &events {
        assert!(domain::pipeline::LoanEvent::parse(e).is_some(), "{e}");
    }
    let contracts = app.get("/api/v1/loan-contracts/summary", Some(admin)).await;
    assert_eq!(contracts.body["data"]["pending_activation"], 1, "{:?}", contracts.body);
}

#[tokio::test]
async fn a_rejected_allocation_goes_to_another_lender_and_stays_in_the_history() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 2).await;
    let ((first, _), (second, second_name)) = lenders(&app).await;
    let allocate = |lender: uuid::Uuid| json!({"loan_ids": [loan.clone()], "lender_id": lender});
    assert_eq!(app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate(first)).await.status, 200);
    let one = app.login(LENDER_STAFF).await.token;
    let two = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(app.get(&format!("/api/v1/loans/{loan}"), Some(&two)).await.status, 404, "not allocated to lender 2");
    let r = app.post(&format!("/api/v1/loans/{loan}/reject"), Some(&one), json!({"reason": "  "})).await;
    assert_eq!(r.error_codes("reason"), ["reason_required"]);
    let r = app.post(&format!("/api/v1/loans/{loan}/reject"), Some(&one), json!({"reason": "Income too low"})).await;
    assert_eq!((r.status, r.body["data"]["approval_status"].as_str()), (200, Some("rejected")), "{:?}", r.body);
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), allocate(second)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.msg(), format!("Loan allocated to {second_name}"));
    // Now lender 1 reads it only as moved (issue 40 item 4) and lender 2 decides; each reads
    // only its own allocation, in-house staff the whole history.
    let moved = app.get(&format!("/api/v1/loans/{loan}"), Some(&one)).await;
    assert_eq!((moved.status, moved.body["data"]["stage"].as_str()), (200, Some("moved")), "{:?}", moved.body);
    assert_eq!(app.post(&format!("/api/v1/loans/{loan}/approve"), Some(&one), json!({})).await.status, 404);
    let history = |d: &Value| -> Vec<(String, String)> {
        d["data"]["allocations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| (a["status"].as_str().unwrap().to_owned(), a["reason"].as_str().unwrap_or("").to_owned()))
            .collect()
    };
    let pair = |s: &str, r: &str| (s.to_owned(), r.to_owned());
    assert_eq!(history(&moved.body), [pair("rejected", "Income too low")]);
    assert_eq!(history(&app.get(&format!("/api/v1/loans/{loan}"), Some(&two)).await.body), [pair("pending", "")]);
    let all = app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await;
    assert_eq!(history(&all.body), [pair("rejected", "Income too low"), pair("pending", "")]);
    let totals = app.get("/api/v1/loan-approvals/summary", Some(&admin)).await;
    let of = |id: uuid::Uuid, status: &str| {
        totals.body["data"]["lenders"].as_array().unwrap().iter().find(|l| l["lender_id"] == json!(id)).unwrap()[status]["count"]
            .as_i64()
            .unwrap()
    };
    assert_eq!((of(first, "rejected"), of(first, "pending"), of(second, "pending")), (1, 0, 1));
    // A funder's staff only see their own lender's totals.
    let theirs = app.get("/api/v1/loan-approvals/summary", Some(&two)).await;
    assert_eq!(theirs.body["data"]["lenders"].as_array().unwrap().len(), 1);
    assert_eq!(theirs.body["data"]["pending"], 1);
    // Of two decisions sent at once exactly one lands.
    let (approve, reject) = (format!("/api/v1/loans/{loan}/approve"), format!("/api/v1/loans/{loan}/reject"));
    let a = app.post(&approve, Some(&two), json!({}));
    let b = app.post(&reject, Some(&two), json!({"reason": "x"}));
    let (a, b) = tokio::join!(a, b);
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{:?} {:?}", a.body, b.body);
    // Funder staff cannot allocate.
    assert_eq!(app.post("/api/v1/loan-approvals/allocate", Some(&two), allocate(second)).await.status, 403);
}

#[tokio::test]
async fn wrong_states_are_409_and_an_unknown_lender_or_a_past_meeting_is_refused() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let draft = app.create_prospect(&admin, &refs, 3).await;
    let r = app
        .post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [draft], "lender_id": uuid::Uuid::nil()}))
        .await;
    assert_eq!(r.error_codes("lender_id"), ["lender_invalid"]);
    let ((own, _), _) = lenders(&app).await;
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [draft], "lender_id": own})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("loan_not_verified")));
    let at = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
    let r = app
        .post(&format!("/api/v1/loans/{draft}/kyc-schedule"), Some(&admin), json!({"scheduled_at": at, "method": "video_call"}))
        .await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("loan_not_approved")));
    let r = app
        .post(
            &format!("/api/v1/loans/{draft}/kyc-schedule"),
            Some(&admin),
            json!({"scheduled_at": "2020-01-01T10:00:00+07:00", "method": "video_call"}),
        )
        .await;
    assert_eq!(r.error_codes("kyc_schedule.scheduled_at"), ["schedule_past"]);
}

/// Two loans (applicants 4 and 5) at the contract stage, KYC approved, of the first demo
/// lender: (admin token, their loan IDs).
async fn two_loans_at_contract(app: &TestApp) -> (String, Vec<String>) {
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let ((own, _), _) = lenders(app).await;
    let mut loans = Vec::new();
    for n in [4, 5] {
        let loan = app.verified_loan(&admin, &refs, n).await;
        assert_eq!(
            app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": own})).await.status,
            200
        );
        loans.push(loan);
    }
    let lender = app.login(LENDER_STAFF).await.token;
    for loan in &loans {
        assert_eq!(app.post(&format!("/api/v1/loans/{loan}/approve"), Some(&lender), json!({})).await.status, 200);
        let r = app.post(&format!("/api/v1/loans/{loan}/kyc-result"), Some(&admin), json!({"result": "approved"})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }
    (admin, loans)
}

/// Proofs of Rp 1.000.000 paid today: one on the first of `loans` ("BCA 123-456", a JPEG), then
/// two on the second, one reusing that reference ("bca123456", a PNG) and one the JPEG's bytes
/// ("OTHER-1"). Their answers, in that order.
async fn proofs_reusing_the_first(app: &TestApp, admin: &str, loans: &[String]) -> [test_support::Reply; 3] {
    let body = |file: &str, reference: &str| json!({"file_id": file, "reference": reference, "amount": 1_000_000, "paid_date": today().to_string()});
    let first = app.upload_id(admin, "payment_proof").await;
    let a = app.post(&format!("/api/v1/loans/{}/payment-proofs", loans[0]), Some(admin), body(&first, "BCA 123-456")).await;
    let png = app.upload(admin, "payment_proof", test_support::fixtures::png(40, 30), "p.png").await.body["data"]["file_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let b = app.post(&format!("/api/v1/loans/{}/payment-proofs", loans[1]), Some(admin), body(&png, "bca123456")).await;
    let again = app.upload_id(admin, "payment_proof").await;
    let c = app.post(&format!("/api/v1/loans/{}/payment-proofs", loans[1]), Some(admin), body(&again, "OTHER-1")).await;
    [a, b, c]
}

#[tokio::test]
async fn a_bad_payment_proof_is_refused_field_by_field() {
    let app = spawn_app().await;
    let (admin, loans) = two_loans_at_contract(&app).await;
    let bad = app
        .post(
            &format!("/api/v1/loans/{}/payment-proofs", loans[0]),
            Some(&admin),
            json!({"file_id": "x", "reference": "", "amount": 0, "paid_date": (today() + chrono::Duration::days(1)).to_string()}),
        )
        .await;
    assert_eq!(bad.status, 422);
    for (field, code) in [
        ("reference", "reference_required"),
        ("amount", "amount_invalid"),
        ("paid_date", "paid_date_future"),
        ("file_id", "file_unknown"),
    ] {
        assert_eq!(bad.error_codes(field), [code], "{field}: {:?}", bad.body);
    }
}

#[tokio::test]
async fn a_proof_reusing_another_loans_reference_or_file_is_flagged_in_the_queue() {
    let app = spawn_app().await;
    let (admin, loans) = two_loans_at_contract(&app).await;
    // The second loan's proofs reuse the first's reference, then its file's bytes.
    let [first, by_reference, by_bytes] = proofs_reusing_the_first(&app, &admin, &loans).await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    assert_eq!(by_reference.body["data"]["possible_duplicate_of"], json!([loans[0]]), "same reference: {:?}", by_reference.body);
    assert_eq!(by_bytes.body["data"]["possible_duplicate_of"], json!([loans[0]]), "same bytes: {:?}", by_bytes.body);
    // The queue shows the flag before anyone accepts.
    let queue = app.get("/api/v1/payment-proofs", Some(&admin)).await;
    let flagged =
        queue.body["data"]["items"].as_array().unwrap().iter().filter(|p| p["possible_duplicate_of"] != json!([])).count();
    assert_eq!(flagged, 2, "{:?}", queue.body);
}

#[tokio::test]
async fn a_proof_is_not_decided_through_another_lenders_staff() {
    let app = spawn_app().await;
    let (admin, loans) = two_loans_at_contract(&app).await;
    let [_, _, r] = proofs_reusing_the_first(&app, &admin, &loans).await;
    // A proof cannot be read or decided through another lender's staff.
    let proof = r.body["data"]["proof_id"].as_str().unwrap().to_owned();
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(
        app.post(&format!("/api/v1/payment-proofs/{proof}/reject"), Some(&other), json!({"reason": "x"})).await.status,
        404
    );
    assert_eq!(app.post("/api/v1/payment-proofs/not-a-uuid/accept", Some(&admin), json!({})).await.status, 404);
}

#[tokio::test]
async fn the_daily_job_expires_once_per_date_under_a_lease() {
    let app = spawn_app_running_ahead().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 6).await;
    let ((own, _), _) = lenders(&app).await;
    assert_eq!(
        app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": own})).await.status,
        200
    );
    let lender = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.post(&format!("/api/v1/loans/{loan}/approve"), Some(&lender), json!({})).await.status, 200);
    // The e-KYC meeting is two days ahead: a run for the day after tomorrow+1 expires it.
    let date = (today() + chrono::Duration::days(3)).to_string();
    let run = |d: String| app.post("/api/v1/jobs/daily", Some(&admin), json!({ "date": d }));
    let (a, b) = tokio::join!(run(date.clone()), run(date.clone()));
    assert_eq!((a.status, b.status), (200, 200), "{:?} {:?}", a.body, b.body);
    let ran = [&a, &b].iter().filter(|r| r.body["data"]["ran"] == true).count();
    assert_eq!(ran, 1, "exactly one of two concurrent runs does the work: {:?} {:?}", a.body, b.body);
    let d = app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await;
    assert_eq!(d.body["data"]["kyc_status"], "kyc_expired");
    // The timeline names the daily job as who expired it, even when an administrator ran it (issue 45 item 2).
    let expired = d.body["data"]["timeline"].as_array().unwrap().iter().find(|e| e["action"] == "loan.expire").unwrap();
    assert_eq!((&expired["actor"], &expired["actor_kind"]), (&Value::Null, &json!("daily_job")), "{expired:?}");
    let version = d.body["data"]["version"].clone();
    let rerun = run(date.clone()).await;
    assert_eq!(rerun.body["data"]["ran"], false);
    assert_eq!(rerun.body["data"]["run"]["rows_changed"], 1);
    assert_eq!(
        app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await.body["data"]["version"],
        version,
        "a rerun changes nothing"
    );
    let runs = app.get("/api/v1/jobs", Some(&admin)).await;
    assert!(runs.body["data"].as_array().unwrap().iter().any(|r| r["business_date"] == json!(date) && !r["ended_at"].is_null()));
    assert_eq!(app.get("/api/v1/jobs", Some(&lender)).await.status, 403, "level 21 only");
    // An expired meeting is scheduled again.
    let at = (chrono::Utc::now() + chrono::Duration::days(1)).to_rfc3339();
    let r = app
        .post(&format!("/api/v1/loans/{loan}/kyc-schedule"), Some(&admin), json!({"scheduled_at": at, "method": "video_call"}))
        .await;
    assert_eq!((r.status, r.body["data"]["kyc_status"].as_str()), (200, Some("kyc_scheduled")), "{:?}", r.body);
    let r = run("not-a-date".into()).await;
    assert_eq!(r.error_codes("date"), ["date_invalid"]);
}

/// Issue 40 item 5: a GET never fails because another GET ran. Ten downloads of one offering
/// letter at once (the back office's and the lender's staff) all answer the PDF; the letter is
/// marked downloaded once, with one timeline row and one version step; another lender's staff
/// and a stranger read nothing.
#[tokio::test]
async fn ten_offering_letter_downloads_at_once_all_answer_200_and_mark_it_once() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 6).await;
    let ((own, _), _) = lenders(&app).await;
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": own})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let lender = app.login(LENDER_STAFF).await.token;
    let r = app.post(&format!("/api/v1/loans/{loan}/approve"), Some(&lender), json!({})).await;
    assert_eq!((r.status, r.body["data"]["ol_status"].as_str()), (200, Some("ol_processing")), "{:?}", r.body);
    let version = r.body["data"]["version"].as_i64().unwrap();
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let path = format!("/api/v1/loans/{loan}/offering-letter");
    assert_eq!(app.get(&path, Some(&other)).await.status, 404, "another lender's staff");
    assert_eq!(app.get(&path, None).await.status, 401, "a stranger");

    let downloads = (0..10).map(|i| {
        let token = if i % 2 == 0 { admin.clone() } else { lender.clone() };
        let url = app.url(&path);
        let client = app.client.clone();
        async move {
            let res = client.get(url).bearer_auth(token).send().await.unwrap();
            let status = res.status().as_u16();
            (status, res.bytes().await.unwrap().starts_with(b"%PDF"))
        }
    });
    let answers = futures::future::join_all(downloads).await;
    assert!(answers.iter().all(|a| *a == (200, true)), "{answers:?}");

    let d = app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await.body["data"].clone();
    assert_eq!(d["ol_status"], "ol_downloaded");
    assert!(d["offering_letter"]["downloaded_at"].is_string(), "{d:?}");
    assert_eq!(d["version"].as_i64(), Some(version + 1), "one write of ten downloads");
    let marks = d["timeline"].as_array().unwrap().iter().filter(|e| e["action"] == "loan.offering_letter_download").count();
    assert_eq!(marks, 1, "{:?}", d["timeline"]);
    // Downloading again still answers the PDF and writes nothing.
    assert_eq!(app.client.get(app.url(&path)).bearer_auth(&admin).send().await.unwrap().status(), 200);
    assert_eq!(app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await.body["data"]["version"].as_i64(), Some(version + 1));
    assert_eq!(app.get(&path, Some(&other)).await.status, 404, "still another lender's staff");
}

/// A loan at the contract stage (KYC approved, first payment scheduled): (admin token, loan ID,
/// the first payment's amount).
async fn at_contract(app: &TestApp, n: u32) -> (String, String, i64) {
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, n).await;
    let ((own, _), _) = lenders(app).await;
    let url = |p: &str| format!("/api/v1/loans/{loan}{p}");
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": own})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(app.post(&url("/approve"), Some(&lender), json!({})).await.status, 200);
    let r = app.post(&url("/kyc-result"), Some(&admin), json!({"result": "approved"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let amount = r.body["data"]["first_payment"]["amount_due"].as_i64().unwrap();
    (admin, loan, amount)
}

/// Uploads a proof of `amount` and accepts it; the accept's answer.
async fn accept_proof_of(app: &TestApp, admin: &str, loan: &str, amount: i64, reference: &str) -> test_support::Reply {
    let file = app.upload_id(admin, "payment_proof").await;
    let body = json!({"file_id": file, "reference": reference, "amount": amount, "paid_date": today().to_string()});
    let r = app.post(&format!("/api/v1/loans/{loan}/payment-proofs"), Some(admin), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let id = r.body["data"]["proof_id"].as_str().unwrap().to_owned();
    let queue = app.get("/api/v1/payment-proofs?status=pending", Some(admin)).await;
    let listed = queue.body["data"]["items"].as_array().unwrap().iter().find(|p| p["proof_id"] == json!(id)).unwrap().clone();
    let remaining = listed["first_payment_amount_remaining"].as_i64().unwrap();
    assert_eq!(listed["covers_remaining"], json!(amount >= remaining), "{listed}");
    app.post(&format!("/api/v1/payment-proofs/{id}/accept"), Some(admin), json!({})).await
}

#[tokio::test]
async fn a_short_first_payment_stays_open_until_proofs_make_it_up() {
    let app = spawn_app().await;
    let (admin, loan, due) = at_contract(&app, 41).await;
    assert!(due > 300_000, "{due}");

    // A proof of Rp 100.000 against the whole amount: accepted, the first payment still open.
    let r = accept_proof_of(&app, &admin, &loan, 100_000, "TRF-41-1").await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let fp = &r.body["data"]["first_payment"];
    assert_eq!((fp["amount_due"].as_i64(), fp["amount_received"].as_i64()), (Some(due), Some(100_000)));
    assert_eq!(fp["amount_remaining"].as_i64(), Some(due - 100_000));
    assert_eq!(r.body["data"]["payment_status"], "payment_scheduled", "{:?}", r.body);
    assert_eq!(r.body["msg"], "Payment proof accepted; the first payment is not yet fully received");

    // Two more proofs make it up: paid only with the last.
    let r = accept_proof_of(&app, &admin, &loan, 200_000, "TRF-41-2").await;
    assert_eq!(r.body["data"]["payment_status"], "payment_scheduled");
    let r = accept_proof_of(&app, &admin, &loan, due - 300_000, "TRF-41-3").await;
    assert_eq!(r.body["data"]["payment_status"], "paid", "{:?}", r.body);
    assert_eq!(r.body["data"]["first_payment"]["amount_remaining"], 0);
    assert_eq!(r.body["data"]["first_payment"]["amount_received"].as_i64(), Some(due));
    assert_eq!(r.body["msg"], "Payment proof accepted");
    // Paid: no further proof.
    let file = app.upload_id(&admin, "payment_proof").await;
    let body = json!({"file_id": file, "reference": "TRF-41-4", "amount": 1000, "paid_date": today().to_string()});
    let r = app.post(&format!("/api/v1/loans/{loan}/payment-proofs"), Some(&admin), body).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("first_payment_closed")));
}

#[tokio::test]
async fn a_first_payment_of_nothing_needs_no_proof() {
    use sea_orm::{ActiveModelTrait, EntityTrait, Set};
    use storage::entity::program;
    let app = spawn_app().await;
    // Every program without down payment or fee: the loan's first payment is Rp 0.
    for p in program::Entity::find().all(&app.state.db).await.unwrap() {
        let mut am: program::ActiveModel = p.into();
        am.down_payment_bp = Set(0);
        am.admin_fee = Set(0);
        am.update(&app.state.db).await.unwrap();
    }
    let (admin, loan, due) = at_contract(&app, 42).await;
    assert_eq!(due, 0);
    let d = app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await;
    assert_eq!(d.body["data"]["payment_status"], "paid", "{:?}", d.body["data"]);
    assert_eq!(d.body["data"]["first_payment"]["amount_remaining"], 0);
    // The contract alone takes it to pending activation.
    let pdf = app.upload_id(&admin, "contract").await;
    assert_eq!(app.post(&format!("/api/v1/loans/{loan}/contract"), Some(&admin), json!({"file_id": pdf})).await.status, 200);
    let r = app.post(&format!("/api/v1/loans/{loan}/contract/verify"), Some(&admin), json!({})).await;
    assert_eq!(r.body["data"]["active_status"], "pending_activation", "{:?}", r.body);
}

#[tokio::test]
async fn programs_and_loan_terms_disclose_the_effective_rate() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let programs = app.get("/api/v1/programs", Some(&admin)).await.body["data"].clone();
    for p in programs.as_array().unwrap() {
        let (flat, effective) = (p["flat_rate_bp"].as_i64().unwrap(), p["effective_rate_bp"].as_i64().unwrap());
        // Flat interest on the whole principal costs more than its rate once principal is repaid.
        assert!(flat == 0 && effective == 0 || effective > flat, "{p}");
        assert_eq!(p["effective_rate_percent"].as_f64().unwrap(), effective as f64 / 100.0);
    }
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 43).await;
    let t = app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await.body["data"]["terms"].clone();
    let (flat, effective) = (t["flat_rate_percent"].as_f64().unwrap(), t["effective_rate_percent"].as_f64().unwrap());
    assert!(effective > flat * 1.5 && effective < flat * 2.2, "flat {flat} %, effective {effective} %");
}

/// Every counter equals the total of the list it summarises (issue 41 item 12): the home page's
/// KYC, contract and active stages; the contract summary's proofs to verify and the queue.
#[tokio::test]
async fn home_and_stage_counters_equal_their_lists() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let ((own, _), _) = lenders(&app).await;
    let refs = app.refs(&admin).await;
    // One loan at each of KYC, contract (with a pending proof) and pending activation.
    let (_, at_contract_loan, due) = at_contract(&app, 44).await;
    let file = app.upload_id(&admin, "payment_proof").await;
    let body = json!({"file_id": file, "reference": "TRF-44", "amount": due, "paid_date": today().to_string()});
    assert_eq!(app.post(&format!("/api/v1/loans/{at_contract_loan}/payment-proofs"), Some(&admin), body).await.status, 201);
    let kyc_loan = app.verified_loan(&admin, &refs, 45).await;
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [kyc_loan], "lender_id": own})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(app.post(&format!("/api/v1/loans/{kyc_loan}/approve"), Some(&lender), json!({})).await.status, 200);
    let pending = app.pending_activation_loan(&admin, &lender, &own.to_string(), &refs, 46).await;

    for token in [&admin, &lender] {
        let home = app.get("/api/v1/home/summary", Some(token)).await;
        let stage = |s: &str| {
            home.body["data"]["stages"].as_array().unwrap().iter().find(|c| c["stage"] == s).map(|c| c["count"].as_u64().unwrap())
        };
        for (s, path) in [("kyc", "/api/v1/kyc"), ("contract", "/api/v1/loan-contracts"), ("active", "/api/v1/active-borrowers")]
        {
            let list = app.get(path, Some(token)).await;
            let Some(n) = stage(s) else { continue };
            assert_eq!(Some(n), list.body["data"]["total"].as_u64(), "{s}: {:?}", list.body);
            assert!(n >= 1, "{s}");
        }
        let summary = app.get("/api/v1/loan-contracts/summary", Some(token)).await.body["data"].clone();
        let queue = app.get("/api/v1/payment-proofs?status=pending", Some(token)).await.body["data"].clone();
        assert_eq!(summary["proofs_pending"], queue["total"]);
        assert_eq!(queue["total"].as_u64(), Some(queue["items"].as_array().unwrap().len() as u64));
        assert_eq!(queue["total"], 1);
    }

    // Pending activation: the fixed terms, not 0 / 0 and Rp 0.
    let terms = app.get(&format!("/api/v1/loans/{pending}"), Some(&admin)).await.body["data"]["terms"].clone();
    let row = app.get(&format!("/api/v1/active-borrowers?q={pending}"), Some(&admin)).await.body["data"]["items"][0].clone();
    assert_eq!(
        (row["installments_total"].as_i64(), row["installments_left"].as_i64()),
        (terms["tenor"].as_i64(), terms["tenor"].as_i64())
    );
    assert_eq!(row["outstanding_amount"], terms["total_payable"]);
    assert_eq!(row["outstanding_principal"], terms["principal"]);
}

/// Rupiah as the letter prints it: `Rp 1.250.000`.
fn rupiah(amount: i64) -> String {
    let digits = amount.to_string();
    let groups: Vec<&str> = digits.as_bytes().rchunks(3).rev().map(|c| std::str::from_utf8(c).unwrap()).collect();
    format!("Rp {}", groups.join("."))
}

/// Basis points as the letter prints a percentage: 2146 → `21,46` (`sep` ',') or `21.46`.
fn percent(bp: i64, sep: char) -> String {
    let frac = format!("{:02}", bp % 100);
    let frac = frac.trim_end_matches('0');
    if frac.is_empty() { (bp / 100).to_string() } else { format!("{}{sep}{frac}", bp / 100) }
}

/// The offering letter of `loan` in `lang` as `pdftotext -raw` reads it, whitespace folded; `None`
/// (after saying so) where pdftotext is not installed.
async fn letter_text(app: &TestApp, token: &str, loan: &str, lang: &str) -> Option<String> {
    let url = format!("/api/v1/loans/{loan}/offering-letter?lang={lang}");
    let res = app.client.get(app.url(&url)).bearer_auth(token).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let pdf = res.bytes().await.unwrap();
    if !std::path::Path::new("/usr/bin/pdftotext").exists() {
        eprintln!("SKIPPED text checks: pdftotext is missing (apt-get install poppler-utils)");
        return None;
    }
    let file = std::env::temp_dir().join(format!("ol-{loan}-{lang}.pdf"));
    std::fs::write(&file, &pdf).unwrap();
    let out = std::process::Command::new("pdftotext").args(["-raw", "-enc", "UTF-8"]).arg(&file).arg("-").output().unwrap();
    std::fs::remove_file(&file).ok();
    Some(String::from_utf8_lossy(&out.stdout).split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The legal name the lender screen keeps for the first demo lender in [`letter_loan`].
const LEGAL_NAME: &str = "PT Dana Roda Sejahtera Finance Tbk";

/// A loan approved by the first demo lender, given [`LEGAL_NAME`] and complaint channels, with
/// the figures its offering letter must carry.
struct Letter {
    admin: String,
    loan: String,
    own_name: String,
    admin_fee: i64,
    principal: i64,
    effective: i64,
    /// The loan program as it was when the loan was approved.
    program: storage::entity::program::Model,
}

async fn letter_loan(app: &TestApp) -> Letter {
    use sea_orm::{ActiveModelTrait, Set};
    use storage::{entity::program, repo::reference::by_id};
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let loan = app.verified_loan(&admin, &refs, 41).await;
    let ((own, own_name), _) = lenders(app).await;
    // The lender's legal name and complaint channels, as the lender screen keeps them.
    let mut l: lender::ActiveModel = by_id::<lender::Entity>(&app.state.db, own).await.unwrap().unwrap().into();
    l.legal_name = Set(Some(LEGAL_NAME.into()));
    l.contact_email = Set(Some("pengaduan@danaroda.co.id".into()));
    l.contact_phone = Set(Some("+62 21 5550 7788".into()));
    l.update(&app.state.db).await.unwrap();
    let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": own})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let lender_staff = app.login(LENDER_STAFF).await.token;
    let r = app.post(&format!("/api/v1/loans/{loan}/approve"), Some(&lender_staff), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);

    // The figures the letter must carry: the loan's own terms and its program's servicing terms.
    let terms = app.get(&format!("/api/v1/loans/{loan}"), Some(&admin)).await.body["data"]["terms"].clone();
    let int = |k: &str| terms[k].as_i64().unwrap_or_else(|| panic!("{k} in {terms}"));
    let admin_fee = int("first_payment_amount") - int("down_payment");
    assert!(admin_fee > 0, "the demo program has an admin fee: {terms}");
    let program = by_id::<program::Entity>(&app.state.db, refs.loan_program.parse().unwrap()).await.unwrap().unwrap();
    Letter { admin, loan, own_name, admin_fee, principal: int("principal"), effective: int("effective_rate_bp"), program }
}

#[tokio::test]
async fn the_indonesian_offering_letter_discloses_every_charge_and_the_lenders_legal_name() {
    let app = spawn_app().await;
    let Letter { admin, loan, own_name, admin_fee, principal, effective, program: p } = letter_loan(&app).await;
    let legal = LEGAL_NAME;
    let Some(id) = letter_text(&app, &admin, &loan, "id").await else { return };
    for needle in [
        format!("Biaya administrasi {}, dibayar bersama pembayaran pertama", rupiah(admin_fee)),
        format!("Pokok pembiayaan {}", rupiah(principal)),
        format!("Bunga flat {}% per tahun", percent(p.flat_rate_bp, ',')),
        format!("Bunga efektif {}% per tahun", percent(effective, ',')),
        format!(
            "Denda keterlambatan {}% per hari dari jumlah yang terlambat dibayar, dikenakan setelah masa tenggang {} hari",
            percent(p.late_fee_bp_per_day, ','),
            p.late_fee_grace_days
        ),
        format!("paling banyak {}% dari angsuran yang terlambat", percent(p.late_fee_cap_bp, ',')),
        format!("biaya pelunasan dipercepat {}% dari sisa pokok", percent(p.early_settlement_fee_bp, ',')),
        format!("BPKB (Buku Pemilik Kendaraan Bermotor) disimpan oleh {legal}"),
        format!("Pengaduan dapat disampaikan kepada {legal} melalui pengaduan@danaroda.co.id atau +62 21 5550 7788."),
        "Kontak OJK 157".to_owned(),
        format!("{legal} berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK)."),
    ] {
        assert!(id.contains(&needle), "{needle:?} is missing:\n{id}");
    }
    // The legal name heads the letter once, the trading name under it.
    let head = id.split("Kepada Yth.").next().unwrap();
    assert_eq!(head.matches(legal).count(), 1, "{head}");
    assert!(head.contains(&own_name), "{head}");
}

#[tokio::test]
async fn the_english_offering_letter_discloses_every_charge_and_the_lenders_legal_name() {
    let app = spawn_app().await;
    let Letter { admin, loan, admin_fee, effective, program: p, .. } = letter_loan(&app).await;
    let legal = LEGAL_NAME;
    let Some(en) = letter_text(&app, &admin, &loan, "en").await else { return };
    for needle in [
        format!("Administration fee {}, paid with the first payment", rupiah(admin_fee)),
        format!("Flat rate {}% per year", percent(p.flat_rate_bp, '.')),
        format!("Effective rate {}% per year", percent(effective, '.')),
        format!(
            "A late charge of {}% of the overdue amount per day, charged after a grace period of {} days",
            percent(p.late_fee_bp_per_day, '.'),
            p.late_fee_grace_days
        ),
        format!("an early settlement fee of {}% of the outstanding principal", percent(p.early_settlement_fee_bp, '.')),
        format!("Complaints can be made to {legal} through pengaduan@danaroda.co.id or +62 21 5550 7788."),
        format!("{legal} is licensed and supervised by the Financial Services Authority"),
    ] {
        assert!(en.contains(&needle), "{needle:?} is missing:\n{en}");
    }
}

#[tokio::test]
async fn the_offering_letter_keeps_the_charges_offered_when_the_program_changes_later() {
    use sea_orm::{ActiveModelTrait, Set};
    use storage::entity::program;
    let app = spawn_app().await;
    let Letter { admin, loan, program: p, .. } = letter_loan(&app).await;
    // The charges were copied with the terms: a later change of the program does not change
    // what this borrower was offered.
    let mut changed: program::ActiveModel = p.clone().into();
    changed.late_fee_bp_per_day = Set(p.late_fee_bp_per_day + 7);
    changed.early_settlement_fee_bp = Set(p.early_settlement_fee_bp + 100);
    changed.update(&app.state.db).await.unwrap();
    let Some(again) = letter_text(&app, &admin, &loan, "en").await else { return };
    for needle in [
        format!("A late charge of {}% of the overdue amount per day", percent(p.late_fee_bp_per_day, '.')),
        format!("an early settlement fee of {}% of the outstanding principal", percent(p.early_settlement_fee_bp, '.')),
    ] {
        assert!(again.contains(&needle), "{needle:?} is missing after the program changed:\n{again}");
    }
}

/// The funder's staff decide with what they decide on in the row: the amount, the tenor and its
/// installment, and the borrower's average monthly income (issue 45 item 9).
#[tokio::test]
async fn an_approval_row_carries_the_amount_tenor_and_income() {
    let app = spawn_app().await;
    let o = allocated(&app).await;
    let t = o.terms(&app).await;
    let detail = app.get(&format!("/api/v1/loan-applications/{}", o.loan), Some(&o.admin)).await;
    let income = detail.body["data"]["financial"]["average_monthly_income"].clone();
    assert!(income.as_i64().is_some_and(|i| i > 0), "{:?}", detail.body);
    let list = app.get("/api/v1/loan-approvals?status=pending", Some(&o.lender)).await;
    let row = &list.body["data"]["items"][0];
    assert_eq!(row["loan_id"], json!(o.loan));
    assert_eq!(row["principal"], t["principal"]);
    assert_eq!(row["tenor"], t["tenor"]);
    assert_eq!(row["frequency"], t["frequency"]);
    assert_eq!(row["installment_amount"], t["installment_amount"]);
    assert_eq!(row["average_monthly_income"], income);
}
