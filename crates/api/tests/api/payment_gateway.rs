//! Virtual-account payments (issue 43 item 5), on SQLite and PostgreSQL: an active loan shows its
//! virtual account; Xendit's callback with the right token posts a payment once per payment id
//! (20 identical callbacks at once post once and all answer the same); a forged callback is 401
//! and records nothing; what cannot be placed waits in the unmatched queue, which staff assign
//! to a loan once (twice at once: once); the day's reconciliation adds up; bad input is refused.

use reqwest::Method;
use serde_json::{Value, json};
use test_support::{Options, Reply, TestApp, spawn_app_with};

use super::repayments::{COLLECTOR, LENDER_STAFF, OTHER_LENDER_STAFF, installments, late_loan, pending, today};

const TOKEN: &str = "xendit-callback-token-for-tests";
const CALLBACK: &str = "/api/v1/payment-gateway/callbacks/xendit";

async fn app() -> TestApp {
    spawn_app_with(Options { configure: Box::new(|c| c.xendit_callback_token = Some(TOKEN.into())), ..Options::default() }).await
}

/// The virtual account number of a loan under the demo prefix.
fn va_of(loan: &str) -> String {
    domain::virtual_account::number_of("88089", loan).unwrap()
}

fn xendit(payment_id: &str, account: &str, amount: Value) -> Value {
    json!({
        "id": format!("cb-{payment_id}"),
        "payment_id": payment_id,
        "callback_virtual_account_id": "va-1",
        "external_id": "ext-1",
        "owner_id": "owner-1",
        "merchant_code": "88089",
        "account_number": account,
        "bank_code": "BNI",
        "amount": amount,
        "transaction_timestamp": chrono::Utc::now().to_rfc3339(),
    })
}

async fn send(app: &TestApp, token: Option<&str>, body: Value) -> Reply {
    let headers: Vec<(&str, &str)> = token.map(|t| ("x-callback-token", t)).into_iter().collect();
    app.send_with(Method::POST, CALLBACK, None, Some(body), &headers).await
}

async fn payments(app: &TestApp, token: &str, loan: &str) -> Vec<Value> {
    let r = app.get(&format!("/api/v1/loans/{loan}/payments"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].as_array().unwrap().clone()
}

async fn unmatched(app: &TestApp, token: &str) -> Value {
    let r = app.get("/api/v1/payment-gateway/unmatched", Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

#[tokio::test]
async fn an_active_loan_shows_its_virtual_account_and_a_pending_one_none() {
    let app = app().await;
    let (admin, pending_loan, _) = pending(&app, 2).await;
    let r = app.get(&format!("/api/v1/loans/{pending_loan}"), Some(&admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["virtual_account"], Value::Null);
    let l = late_loan(&app).await;
    let r = app.get(&l.url(""), Some(&l.admin)).await;
    assert_eq!(r.body["data"]["virtual_account"], json!({"bank": "BNI", "number": va_of(&l.loan)}));
}

#[tokio::test]
async fn a_callback_posts_the_payment_once_however_often_it_comes() {
    let app = app().await;
    let l = late_loan(&app).await;
    let amount = l.schedule[0]["amount_due"].as_i64().unwrap();
    let body = xendit("pay-1", &va_of(&l.loan), json!(amount));
    let calls: Vec<_> = (0..20).map(|_| send(&app, Some(TOKEN), body.clone())).collect();
    let replies = futures::future::join_all(calls).await;
    let first = &replies[0].body["data"];
    for r in &replies {
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["data"]["status"], json!("posted"));
        assert_eq!(r.body["data"]["callback_id"], first["callback_id"], "every retry answers the first result");
        assert_eq!(r.body["data"]["payment_id"], first["payment_id"]);
    }
    let posted = payments(&app, &l.admin, &l.loan).await;
    assert_eq!(posted.len(), 1, "20 identical callbacks post once");
    assert_eq!(posted[0]["amount"].as_i64(), Some(amount));
    assert_eq!(posted[0]["method"], json!("virtual_account"));
    assert_eq!(posted[0]["reference"], json!("pay-1"));
    assert_eq!(posted[0]["payment_id"], first["payment_id"]);
    assert_eq!(first["loan_id"], json!(l.loan));
    let schedule = installments(&app, &l.admin, &l.loan).await;
    assert_eq!(schedule[0]["status"], json!("paid"), "{:?}", schedule[0]);
    // Later: the same payment id again still answers the first result.
    let again = send(&app, Some(TOKEN), body).await;
    assert_eq!(again.body["data"]["payment_id"], first["payment_id"]);
    assert_eq!(payments(&app, &l.admin, &l.loan).await.len(), 1);
}

#[tokio::test]
async fn a_forged_callback_is_refused_and_records_nothing() {
    let app = app().await;
    let l = late_loan(&app).await;
    let body = xendit("pay-forged", &va_of(&l.loan), json!(100_000));
    for token in [None, Some("wrong-token"), Some(""), Some("xendit-callback-token-for-test")] {
        let r = send(&app, token, body.clone()).await;
        assert_eq!(r.status, 401, "{token:?}: {:?}", r.body);
    }
    // A bad token is refused before the body is read: even a malformed one.
    let r = app.send_with(Method::POST, CALLBACK, None, Some(json!("not a callback")), &[("x-callback-token", "nope")]).await;
    assert_eq!(r.status, 401);
    let r = app
        .send_with(
            Method::POST,
            "/api/v1/payment-gateway/callbacks/midtrans",
            None,
            Some(body.clone()),
            &[("x-callback-token", TOKEN)],
        )
        .await;
    assert_eq!(r.status, 404, "an unknown provider");
    assert!(payments(&app, &l.admin, &l.loan).await.is_empty());
    assert_eq!(storage::repo::gateway::count(&app.state.db).await.unwrap(), 0);
}

#[tokio::test]
async fn without_a_configured_token_every_callback_is_refused() {
    let app = spawn_app_with(Options::default()).await;
    let l = late_loan(&app).await;
    let r = send(&app, Some(""), xendit("pay-x", &va_of(&l.loan), json!(1000))).await;
    assert_eq!(r.status, 401);
}

#[tokio::test]
async fn what_cannot_be_placed_waits_for_staff_who_assign_it_once() {
    let app = app().await;
    let l = late_loan(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let owed: i64 = installments(&app, &l.admin, &l.loan).await.iter().map(|i| i["amount_due"].as_i64().unwrap()).sum();
    let cases = [
        ("u-none", "880899999999999".to_owned(), json!(50_000), "no_loan"),
        ("u-prefix", "123450000000001".to_owned(), json!(50_000), "no_loan"),
        ("u-over", va_of(&l.loan), json!(owed + 1_000_000), "amount_over_outstanding"),
        ("u-zero", va_of(&l.loan), json!(0), "amount_invalid"),
        ("u-negative", va_of(&l.loan), json!(-5), "amount_invalid"),
    ];
    for (id, account, amount, reason) in &cases {
        let r = send(&app, Some(TOKEN), xendit(id, account, amount.clone())).await;
        assert_eq!(r.status, 200, "{id}: {:?}", r.body);
        assert_eq!(r.body["data"]["status"], json!("unmatched"), "{id}");
        assert_eq!(r.body["data"]["reason"], json!(reason), "{id}");
    }
    assert!(payments(&app, &l.admin, &l.loan).await.is_empty(), "nothing posted by itself");
    let queue = unmatched(&app, &collector).await;
    assert_eq!(queue["total"].as_i64(), Some(5));
    let listed: i64 = queue["items"].as_array().unwrap().iter().map(|i| i["amount"].as_i64().unwrap()).sum();
    assert_eq!(queue["total_amount"].as_i64(), Some(listed), "the total adds up what is listed");
    // A funder's staff see only the callbacks naming their own loans; another funder none.
    assert_eq!(unmatched(&app, &lender).await["total"].as_i64(), Some(3));
    assert_eq!(unmatched(&app, &other).await["total"].as_i64(), Some(0));

    let waiting =
        queue["items"].as_array().unwrap().iter().find(|i| i["provider_payment_id"] == json!("u-none")).unwrap().clone();
    let url = format!("/api/v1/payment-gateway/unmatched/{}/assign", waiting["callback_id"].as_str().unwrap());
    let r = app.post(&url, Some(&lender), json!({"loan_id": l.loan})).await;
    assert_eq!(r.status, 403, "a funder's staff do not post payments: {:?}", r.body);
    let r = app.post(&url, Some(&collector), json!({})).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    let r = app.post(&url, Some(&collector), json!({"loan_id": "LN-9999999"})).await;
    assert_eq!(r.status, 404);
    let (a, b) = tokio::join!(
        app.post(&url, Some(&collector), json!({"loan_id": l.loan})),
        app.post(&url, Some(&l.admin), json!({"loan_id": l.loan})),
    );
    let mut statuses = [a.status, b.status];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "two staff at once assign once: {:?} {:?}", a.body, b.body);
    let done = if a.status == 200 { a } else { b };
    assert_eq!(done.body["data"]["status"], json!("assigned"));
    assert_eq!(done.body["data"]["loan_id"], json!(l.loan));
    let posted = payments(&app, &l.admin, &l.loan).await;
    assert_eq!(posted.len(), 1);
    assert_eq!(posted[0]["amount"].as_i64(), Some(50_000));
    assert_eq!(posted[0]["method"], json!("virtual_account"));
    let r = app.post(&url, Some(&collector), json!({"loan_id": l.loan})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].clone()), (409, json!("callback_not_unmatched")), "{:?}", r.body);
    assert_eq!(unmatched(&app, &collector).await["total"].as_i64(), Some(4));
    // An amount no payment can have stays for staff to resolve elsewhere.
    let zero = queue["items"].as_array().unwrap().iter().find(|i| i["provider_payment_id"] == json!("u-zero")).unwrap().clone();
    let r = app
        .post(
            &format!("/api/v1/payment-gateway/unmatched/{}/assign", zero["callback_id"].as_str().unwrap()),
            Some(&collector),
            json!({"loan_id": l.loan}),
        )
        .await;
    assert_eq!(r.status, 409, "{:?}", r.body);
}

#[tokio::test]
async fn a_loan_not_repaying_sends_its_callback_to_the_queue() {
    let app = app().await;
    let (admin, loan, _) = pending(&app, 2).await;
    let r = send(&app, Some(TOKEN), xendit("p-pending", &va_of(&loan), json!(100_000))).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["status"].clone(), r.body["data"]["reason"].clone()),
        (json!("unmatched"), json!("loan_not_active"))
    );
    assert_eq!(r.body["data"]["loan_id"], json!(loan));
    assert!(payments(&app, &admin, &loan).await.is_empty());
}

#[tokio::test]
async fn bad_callbacks_are_refused_by_field_and_record_nothing() {
    let app = app().await;
    let l = late_loan(&app).await;
    let va = va_of(&l.loan);
    let cases = vec![
        (xendit("p\u{0}nul", &va, json!(1000)), 422),
        (xendit("p-huge", &va, json!(1e30)), 422),
        (xendit("p-fraction", &va, json!(1000.5)), 422),
        (xendit("p-string", &va, json!("1000")), 422),
        (xendit(&"x".repeat(101), &va, json!(1000)), 422),
        (xendit("p-account", &"9".repeat(41), json!(1000)), 422),
        (json!({"payment_id": "p-missing"}), 422),
        (
            {
                let mut b = xendit("p-time", &va, json!(1000));
                b["transaction_timestamp"] = json!("yesterday");
                b
            },
            422,
        ),
    ];
    for (body, status) in cases {
        let r = send(&app, Some(TOKEN), body.clone()).await;
        assert_eq!(r.status, status, "{body}: {:?}", r.body);
    }
    let r = app.send_with(Method::POST, CALLBACK, None, Some(json!([1, 2])), &[("x-callback-token", TOKEN)]).await;
    assert!(r.status == 400 || r.status == 422, "{:?}", r.body);
    assert_eq!(storage::repo::gateway::count(&app.state.db).await.unwrap(), 0);
    // A whole amount written as a float posts.
    let amount = l.schedule[0]["amount_due"].as_i64().unwrap();
    let r = send(&app, Some(TOKEN), xendit("p-float", &va, json!(amount as f64))).await;
    assert_eq!(r.body["data"]["status"], json!("posted"), "{:?}", r.body);
}

#[tokio::test]
async fn the_days_reconciliation_adds_up_callbacks_and_postings() {
    let app = app().await;
    let l = late_loan(&app).await;
    let amount = l.schedule[0]["amount_due"].as_i64().unwrap();
    for (id, account, value) in
        [("r-1", va_of(&l.loan), amount), ("r-2", va_of(&l.loan), 1_000), ("r-3", "880890000099999".into(), 7_000)]
    {
        let r = send(&app, Some(TOKEN), xendit(id, &account, json!(value))).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }
    // A transfer staff record by hand as a virtual-account payment has no callback behind it.
    let r = app
        .send_with(
            Method::POST,
            &l.url("/payments"),
            Some(&l.admin),
            Some(json!({"amount": 2_000, "paid_date": today().to_string(), "method": "virtual_account", "reference": "manual"})),
            &[("idempotency-key", "manual-va")],
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = app.get(&format!("/api/v1/payment-gateway/reconciliation?date={}", today()), Some(&l.admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = &r.body["data"];
    assert_eq!((d["received"]["count"].as_i64(), d["received"]["amount"].as_i64()), (Some(3), Some(amount + 8_000)));
    assert_eq!((d["posted"]["count"].as_i64(), d["posted"]["amount"].as_i64()), (Some(2), Some(amount + 1_000)));
    assert_eq!((d["unmatched"]["count"].as_i64(), d["unmatched"]["amount"].as_i64()), (Some(1), Some(7_000)));
    assert_eq!((d["manual_payments"]["count"].as_i64(), d["manual_payments"]["amount"].as_i64()), (Some(1), Some(2_000)));
    let items = d["items"].as_array().unwrap();
    assert_eq!(items.len(), 3);
    let posted_sum: i64 = items.iter().filter_map(|i| i["posted_amount"].as_i64()).sum();
    assert_eq!(posted_sum, d["posted"]["amount"].as_i64().unwrap());
    let r = app.get("/api/v1/payment-gateway/reconciliation?date=12-2026", Some(&l.admin)).await;
    assert_eq!(r.status, 400);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let r = app.get(&format!("/api/v1/payment-gateway/reconciliation?date={}", today()), Some(&other)).await;
    assert_eq!(r.body["data"]["received"]["count"].as_i64(), Some(0), "another funder sees none of it");
    let r = app.get("/api/v1/payment-gateway/reconciliation", None).await;
    assert_eq!(r.status, 401);
}
