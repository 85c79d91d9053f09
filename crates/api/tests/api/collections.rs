//! Collections (issue 43 items 2 and 3), on SQLite and PostgreSQL: the worklist of late loans
//! with its collector filter, assigning loans, a contact and a promise recorded from a row, the
//! daily job marking a promise kept or broken (a broken one first on the list), the collection
//! history as one timeline, and the back office's writes refused to funders' staff.

use chrono::Duration;
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

use super::repayments::{COLLECTOR, LENDER_STAFF, LateLoan, OTHER_LENDER_STAFF, daily_job, late_loan, pay, pending, today};

async fn user_id(app: &TestApp, email: &str) -> String {
    storage::repo::users::find_by_email(&app.state.db, email).await.unwrap().unwrap().id.to_string()
}

async fn worklist(app: &TestApp, token: &str, query: &str) -> Value {
    let r = app.get(&format!("/api/v1/collections?{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

fn row<'a>(page: &'a Value, loan: &str) -> Option<&'a Value> {
    page["items"].as_array().unwrap().iter().find(|i| i["loan_id"] == json!(loan))
}

/// [`late_loan`] assigned by admin to the collector (level 3): the loan and the collector's id.
async fn assigned_loan(app: &TestApp) -> (LateLoan, String) {
    let l = late_loan(app).await;
    let collector = user_id(app, COLLECTOR).await;
    let r =
        app.post("/api/v1/collections/assign", Some(&l.admin), json!({"loan_ids": [l.loan], "collector_id": collector})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["assigned"], 1);
    (l, collector)
}

#[tokio::test]
async fn an_assigned_late_loan_is_on_its_collectors_worklist_with_what_to_collect() {
    let app = spawn_app().await;
    let (l, collector) = assigned_loan(&app).await;
    let page = worklist(&app, &l.admin, &format!("collector_id={collector}")).await;
    let item = row(&page, &l.loan).expect("the assigned loan");
    assert_eq!(item["collector_id"], json!(collector));
    assert!(item["collector_name"].is_string());
    assert!(item["dpd"].as_i64().unwrap() > 0 && item["amount_overdue"].as_i64().unwrap() > 0);
    assert_eq!(page["total"].as_u64(), Some(page["items"].as_array().unwrap().len() as u64));
    // Another collector's list does not hold it; the unfiltered list does.
    let admin_id = user_id(&app, "admin@roda.test").await;
    assert!(row(&worklist(&app, &l.admin, &format!("collector_id={admin_id}")).await, &l.loan).is_none());
    assert!(row(&worklist(&app, &l.admin, "").await, &l.loan).is_some());
}

#[tokio::test]
async fn a_contact_and_a_promise_recorded_from_the_row_show_on_it() {
    let app = spawn_app().await;
    let (l, _) = assigned_loan(&app).await;
    let token = app.login(COLLECTOR).await.token;
    let r = app.post(&l.url("/contacts"), Some(&token), json!({"channel": "call", "outcome": "promised"})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let promised = today() + Duration::days(3);
    let body = json!({"amount": 250_000, "promised_date": promised.to_string(), "note": "Gaji cair hari Jumat"});
    let r = app.post(&l.url("/promises"), Some(&token), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(r.body["data"]["status"], "open");
    let page = worklist(&app, &token, "promise_status=open").await;
    let item = row(&page, &l.loan).expect("the loan with an open promise");
    assert_eq!(
        (item["last_contact"]["channel"].as_str(), item["last_contact"]["outcome"].as_str()),
        (Some("call"), Some("promised"))
    );
    assert_eq!(
        (item["promise"]["amount"].as_i64(), item["promise"]["promised_date"].as_str()),
        (Some(250_000), Some(promised.to_string().as_str()))
    );
    assert_eq!(item["next_action_date"], json!(promised.to_string()));
    // Not due today: the due-today filter leaves it out.
    assert!(row(&worklist(&app, &token, "due_today=true").await, &l.loan).is_none());
}

#[tokio::test]
async fn a_promise_not_paid_by_its_date_is_broken_and_puts_the_loan_first() {
    let app = spawn_app_running_ahead().await;
    let (l, collector) = assigned_loan(&app).await;
    // A second late loan on the same list, more overdue or not, without a promise.
    let token = app.login(COLLECTOR).await.token;
    let r = app.post(&l.url("/promises"), Some(&token), json!({"amount": 100_000, "promised_date": today().to_string()})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = daily_job(&app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(row(&worklist(&app, &token, "").await, &l.loan).unwrap()["promise"]["status"], "open", "its own day still counts");
    let r = daily_job(&app, &l.admin, today() + Duration::days(1)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let page = worklist(&app, &token, &format!("collector_id={collector}&promise_status=broken")).await;
    assert_eq!(row(&page, &l.loan).unwrap()["promise"]["status"], "broken");
    let all = worklist(&app, &token, "").await;
    assert_eq!(all["items"][0]["loan_id"], json!(l.loan), "a broken promise tops the list");
    assert!(row(&worklist(&app, &token, "due_today=true").await, &l.loan).is_some());
    // The history tells it in order: the promise (broken), newest first.
    let r = app.get(&l.url("/collection-history"), Some(&token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let promise = r.body["data"].as_array().unwrap().iter().find(|e| e["kind"] == "promise").unwrap().clone();
    assert_eq!(promise["status"], "broken");
    // Following it up with a contact takes it off the top.
    let r = app.post(&l.url("/contacts"), Some(&token), json!({"channel": "whatsapp", "outcome": "no_answer"})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert!(row(&worklist(&app, &token, "promise_status=broken").await, &l.loan).is_none());
}

#[tokio::test]
async fn a_promise_paid_in_full_is_kept_and_the_payment_is_in_the_history() {
    let app = spawn_app().await;
    let (l, _) = assigned_loan(&app).await;
    let token = app.login(COLLECTOR).await.token;
    let r = app.post(&l.url("/promises"), Some(&token), json!({"amount": 100_000, "promised_date": today().to_string()})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = pay(&app, &l.admin, &l.loan, 100_000, "promised").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = daily_job(&app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app.get(&l.url("/collection-history"), Some(&token)).await;
    let kinds: Vec<&str> = r.body["data"].as_array().unwrap().iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"payment") && kinds.contains(&"promise"), "{kinds:?}");
    let promise = r.body["data"].as_array().unwrap().iter().find(|e| e["kind"] == "promise").unwrap().clone();
    assert_eq!(promise["status"], "kept");
}

#[tokio::test]
async fn collections_refuse_bad_input_and_keep_to_the_callers_scope() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let collector = user_id(&app, COLLECTOR).await;
    for (body, field) in [
        (json!({"loan_ids": [], "collector_id": collector}), "loan_ids"),
        (json!({"loan_ids": ["LN-9999999"], "collector_id": collector}), "loan_ids"),
        (json!({"loan_ids": ["LN-\u{0}"], "collector_id": collector}), "loan_ids"),
        (json!({"loan_ids": [l.loan], "collector_id": user_id(&app, LENDER_STAFF).await}), "collector_id"),
    ] {
        let r = app.post("/api/v1/collections/assign", Some(&l.admin), body.clone()).await;
        // A NUL is refused by the body's reader on the element itself (`loan_ids.0`).
        let named = r.body["errors"][0]["field"].as_str().unwrap_or_default();
        assert!(r.status == 422 && named.starts_with(field), "{body}: {:?}", r.body);
    }
    for body in [
        json!({"channel": "pigeon", "outcome": "reached"}),
        json!({"channel": "call", "outcome": "reached", "note": "x".repeat(1_001)}),
        json!({"channel": "call", "outcome": "reached", "note": "a\u{0}b"}),
        json!({"channel": "call", "outcome": "reached", "contacted_at": "2999-01-01T00:00:00Z"}),
        json!({"channel": "call", "outcome": "reached", "next_action_date": "2999-01-01"}),
    ] {
        let r = app.post(&l.url("/contacts"), Some(&l.admin), body.clone()).await;
        assert!(r.status == 422 || r.status == 400, "{body}: {:?}", r.body);
    }
    for body in [
        json!({"amount": 0, "promised_date": today().to_string()}),
        json!({"amount": 9_223_372_036_854_775_807_i64, "promised_date": today().to_string()}),
        json!({"amount": 1, "promised_date": (today() - Duration::days(1)).to_string()}),
        json!({"amount": 1, "promised_date": (today() + Duration::days(40)).to_string()}),
    ] {
        let r = app.post(&l.url("/promises"), Some(&l.admin), body.clone()).await;
        assert_eq!(r.status, 422, "{body}: {:?}", r.body);
    }
    // A funder's staff read their own loan's worklist row but write nothing; another funder's
    // staff see nothing of it; a stranger is refused.
    let own = app.login(LENDER_STAFF).await.token;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert!(row(&worklist(&app, &own, "").await, &l.loan).is_some());
    assert!(row(&worklist(&app, &other, "").await, &l.loan).is_none());
    let r = app.post(&l.url("/contacts"), Some(&own), json!({"channel": "call", "outcome": "reached"})).await;
    assert_eq!(r.status, 403, "{:?}", r.body);
    let r = app.post("/api/v1/collections/assign", Some(&own), json!({"loan_ids": [l.loan], "collector_id": collector})).await;
    assert_eq!(r.status, 403, "{:?}", r.body);
    assert_eq!(app.get(&l.url("/collection-history"), Some(&other)).await.status, 404);
    assert_eq!(app.get("/api/v1/collections", None).await.status, 401);
    assert_eq!(app.get("/api/v1/collections?cursor=nonsense", Some(&l.admin)).await.status, 400);
}

/// Loan `n` pending activation, handed over `days` ago: late by then.
async fn late_loan_handed_over(app: &TestApp, n: u32, days: i64) -> LateLoan {
    let (admin, loan, lender) = pending(app, n).await;
    let r = app.hand_over(&admin, &loan, n, today() - Duration::days(days)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    LateLoan { admin, lender, loan, handover: today() - Duration::days(days), schedule: Vec::new() }
}

/// The worklist is read in two parts (what is due from the cases, then the rest in the past-due
/// index's order): paged one row at a time it is the same list in the same order as one page, a
/// broken promise first, then a next action due today, then the rest, most overdue first, with
/// or without a case.
#[tokio::test]
async fn the_worklist_pages_across_what_is_due_and_the_rest_in_one_order() {
    let app = spawn_app_running_ahead().await;
    let broken = late_loan_handed_over(&app, 1, 60).await;
    let due = late_loan_handed_over(&app, 2, 40).await;
    let later = late_loan_handed_over(&app, 3, 100).await;
    let plain = late_loan_handed_over(&app, 4, 80).await;
    let admin = broken.admin.clone();
    let r =
        app.post(&broken.url("/promises"), Some(&admin), json!({"amount": 100_000, "promised_date": today().to_string()})).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = daily_job(&app, &admin, today() + Duration::days(1)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    for (l, next) in [(&due, today()), (&later, today() + Duration::days(3))] {
        let body = json!({"channel": "call", "outcome": "reached", "next_action_date": next.to_string()});
        let r = app.post(&l.url("/contacts"), Some(&admin), body).await;
        assert_eq!(r.status, 201, "{:?}", r.body);
    }
    let ids = |page: &Value| -> Vec<String> {
        page["items"].as_array().unwrap().iter().map(|i| i["loan_id"].as_str().unwrap().to_owned()).collect()
    };
    let whole = worklist(&app, &admin, "limit=50").await;
    let ours = [&broken.loan, &due.loan, &later.loan, &plain.loan];
    let order: Vec<String> = ids(&whole).into_iter().filter(|id| ours.contains(&id)).collect();
    assert_eq!(order, [&broken.loan, &due.loan, &later.loan, &plain.loan].map(String::clone), "{whole}");
    let mut paged = Vec::new();
    let mut query = "limit=1".to_owned();
    loop {
        let page = worklist(&app, &admin, &query).await;
        assert_eq!(page["total"], whole["total"]);
        paged.extend(ids(&page));
        match page["next_cursor"].as_str() {
            Some(c) => query = format!("limit=1&cursor={c}"),
            None => break,
        }
        assert!(paged.len() <= 50, "the cursor moves on");
    }
    assert_eq!(paged, ids(&whole));
}
