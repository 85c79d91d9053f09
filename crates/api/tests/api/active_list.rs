//! The active-borrower list's filters, scope and counts, read from the standing's copies of the
//! loan's columns (issue 46 item 1, m0052), on SQLite and on PostgreSQL with
//! RODA_TEST_DATABASE_URL: every filter alone and combined with the search and a funder's
//! scope answers exactly the rows of the whole list that pass it, with their total, and the
//! copies follow a hold and a payment.

use std::collections::BTreeMap;

use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

use crate::repayments::{ADMIN, LENDER_STAFF, OTHER_LENDER_STAFF, installments, today};

async fn lender_of(app: &TestApp, email: &str) -> uuid::Uuid {
    storage::repo::users::find_by_email(&app.state.db, email).await.unwrap().unwrap().lender_id.unwrap()
}

/// The list's loan IDs in order and its total, for `query`.
async fn listed(app: &TestApp, token: &str, query: &str) -> (Vec<String>, u64) {
    let r = app.get(&format!("/api/v1/active-borrowers?limit=100&{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{query}: {:?}", r.body);
    let ids = r.body["data"]["items"].as_array().unwrap().iter().map(|i| i["loan_id"].as_str().unwrap().to_owned()).collect();
    (ids, r.body["data"]["total"].as_u64().unwrap())
}

/// The rows of `all` passing `keep`, as the list answers them.
fn expected(all: &[Value], keep: impl Fn(&Value) -> bool) -> (Vec<String>, u64) {
    let ids: Vec<String> = all.iter().filter(|r| keep(r)).map(|r| r["loan_id"].as_str().unwrap().to_owned()).collect();
    let n = ids.len() as u64;
    (ids, n)
}

#[tokio::test]
async fn every_filter_and_scope_of_the_active_list_answers_exactly_its_rows() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let (one, two) = (app.login(LENDER_STAFF).await.token, app.login(OTHER_LENDER_STAFF).await.token);
    let (a, b) = (lender_of(&app, LENDER_STAFF).await, lender_of(&app, OTHER_LENDER_STAFF).await);
    let refs = app.refs(&admin).await;
    // Five loans: three of A, two of B; four handed over, one of B's still pending activation.
    let mut loans = Vec::new();
    for (n, token, lender) in [(61, &one, a), (62, &one, a), (63, &one, a), (64, &two, b), (65, &two, b)] {
        loans.push(app.pending_activation_loan(&admin, token, &lender.to_string(), &refs, n).await);
    }
    for (n, loan) in (61..).zip(&loans[..4]) {
        assert_eq!(app.hand_over(&admin, loan, n, today()).await.status, 200);
    }
    // A hold on the second; the third pays its first installment (one fewer left).
    let hold = json!({"reason_code": "illness", "start_date": today().to_string(), "end_date": (today() + chrono::Duration::days(7)).to_string()});
    let r = app.post(&format!("/api/v1/loans/{}/hold-billing", loans[1]), Some(&admin), hold).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let first = installments(&app, &admin, &loans[2]).await[0]["amount_due"].as_i64().unwrap();
    let pay =
        json!({"amount": first, "paid_date": today().to_string(), "method": "bank_transfer", "reference": "REF-ACTIVE-LIST"});
    assert_eq!(app.post(&format!("/api/v1/loans/{}/payments", loans[2]), Some(&admin), pay).await.status, 201);

    let r = app.get("/api/v1/active-borrowers?limit=100", Some(&admin)).await;
    let all: Vec<Value> = r.body["data"]["items"].as_array().unwrap().clone();
    for loan in &loans {
        assert!(all.iter().any(|r| r["loan_id"] == loan.as_str()), "{loan} is listed");
    }
    let left = |r: &Value| r["installments_left"].as_i64().unwrap();
    let paid = all.iter().find(|r| r["loan_id"] == loans[2].as_str()).unwrap().clone();
    let full = all.iter().find(|r| r["loan_id"] == loans[0].as_str()).unwrap().clone();
    assert_eq!(left(&paid) + 1, left(&full), "the payment is one installment fewer left");
    // Pending activation: its whole tenor is left, shown and filtered alike.
    let pending = all.iter().find(|r| r["loan_id"] == loans[4].as_str()).unwrap().clone();
    assert!(left(&pending) > 0 && pending["installments_total"] == pending["installments_left"], "{pending:?}");
    let held = all.iter().find(|r| r["loan_id"] == loans[1].as_str()).unwrap();
    assert_eq!(held["hold_billing"], true, "{held:?}");
    let program = full["program_id"].as_str().unwrap().to_owned();
    let (sa, sb) = (a.to_string(), b.to_string());
    let ours = |r: &Value| loans.iter().any(|l| r["loan_id"] == l.as_str());

    type Keep<'k> = Box<dyn Fn(&Value) -> bool + 'k>;
    let cases: Vec<(String, Keep)> = vec![
        (String::new(), Box::new(|_| true)),
        ("status=normal".into(), Box::new(|r| r["active_status"] == "normal")),
        ("status=pending_activation".into(), Box::new(|r| r["active_status"] == "pending_activation")),
        (format!("lender_id={sa}"), Box::new(|r| r["lender_id"] == sa.as_str())),
        (format!("lender_id={sb}&status=normal"), Box::new(|r| r["lender_id"] == sb.as_str() && r["active_status"] == "normal")),
        (format!("program_id={program}"), Box::new(|r| r["program_id"] == program.as_str())),
        (format!("program_id={}", uuid::Uuid::nil()), Box::new(|_| false)),
        ("hold_billing=true".into(), Box::new(|r| r["hold_billing"] == true)),
        ("hold_billing=false".into(), Box::new(|r| r["hold_billing"] == false)),
        (format!("remaining_max={}", left(&paid)), Box::new(|r| left(r) <= left(&paid))),
        (format!("remaining_min={}", left(&full)), Box::new(|r| left(r) >= left(&full))),
        (
            format!("remaining_min=1&remaining_max={}&lender_id={sa}", left(&paid)),
            Box::new(|r| left(r) <= left(&paid) && r["lender_id"] == sa.as_str()),
        ),
        (format!("q={}", loans[3]), Box::new(|r| r["loan_id"] == loans[3].as_str())),
        (format!("q={}&lender_id={sa}", loans[3]), Box::new(|_| false)),
        ("q=Budi%20Santoso%2062&hold_billing=true".into(), Box::new(|r| r["loan_id"] == loans[1].as_str())),
        // A search tests the filters on the loan's own row.
        (format!("q=Budi%20Santoso%2063&remaining_max={}", left(&paid)), Box::new(|r| r["loan_id"] == loans[2].as_str())),
        (format!("q=Budi%20Santoso%2061&remaining_max={}", left(&paid)), Box::new(|_| false)),
        ("q=Budi%20Santoso%2065&status=pending_activation".into(), Box::new(|r| r["loan_id"] == loans[4].as_str())),
        (format!("q=Budi%20Santoso%2065&remaining_min={}", left(&pending)), Box::new(|r| r["loan_id"] == loans[4].as_str())),
        (format!("q=Budi%20Santoso%2065&remaining_max={}", left(&pending) - 1), Box::new(|_| false)),
        (format!("q=Budi%20Santoso%2064&lender_id={sb}&hold_billing=false"), Box::new(|r| r["loan_id"] == loans[3].as_str())),
        // A term walked in list order (one word: the e-mails `budi61@…` to `budi65@…`), each
        // match tested on its standing (on SQLite read by the search key, m0059).
        ("q=budi6".into(), Box::new(ours)),
        ("q=budi6&status=normal".into(), Box::new(|r| ours(r) && r["active_status"] == "normal")),
        (format!("q=budi6&lender_id={sb}"), Box::new(|r| ours(r) && r["lender_id"] == sb.as_str())),
        ("q=budi6&hold_billing=true".into(), Box::new(|r| ours(r) && r["hold_billing"] == true)),
        (format!("q=budi6&remaining_max={}", left(&paid)), Box::new(|r| ours(r) && left(r) <= left(&paid))),
        (
            format!("q=budi6&program_id={program}&status=normal"),
            Box::new(|r| ours(r) && r["program_id"] == program.as_str() && r["active_status"] == "normal"),
        ),
        // A whole e-mail: its uncommon part walked, each match checked against the whole.
        (format!("q=budi64%40example.co.id&lender_id={sb}"), Box::new(|r| r["loan_id"] == loans[3].as_str())),
        (format!("q=budi64%40example.co.id&lender_id={sa}"), Box::new(|_| false)),
    ];
    for (query, keep) in &cases {
        assert_eq!(listed(&app, &admin, query).await, expected(&all, keep), "admin: {query}");
        // A funder's staff: the same filter within their lender's loans.
        let mine = |r: &Value| keep(r) && r["lender_id"] == sa.as_str();
        assert_eq!(listed(&app, &one, query).await, expected(&all, mine), "lender A's staff: {query}");
    }

    // The counts above the list: per status, in scope, as the rows say.
    for (token, lender) in [(&admin, None), (&one, Some(&sa)), (&two, Some(&sb))] {
        let summary = app.get("/api/v1/active-borrowers/summary", Some(token)).await.body["data"].clone();
        let mut counted: BTreeMap<String, u64> = BTreeMap::new();
        for r in all.iter().filter(|r| lender.is_none_or(|l| r["lender_id"] == l.as_str())) {
            *counted.entry(r["active_status"].as_str().unwrap().to_owned()).or_default() += 1;
        }
        for (status, n) in summary.as_object().unwrap() {
            assert_eq!(n.as_u64().unwrap(), counted.get(status).copied().unwrap_or(0), "{lender:?} {status}: {summary}");
        }
    }
}

/// The servicing lists name a loan's program and lender and show its borrower's phone from the
/// page's own statement: a loan whose program was retired after its handover (a program that
/// takes no new applications still has loans to collect) keeps its program's name, in the
/// caller's language, on the active list, on all billing and on the handovers waiting; a loan
/// pending activation shows what its terms will have it owe.
#[tokio::test]
async fn a_retired_programs_loans_keep_their_names_on_the_servicing_lists() {
    use reqwest::Method;
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let one = app.login(LENDER_STAFF).await.token;
    let a = lender_of(&app, LENDER_STAFF).await;
    let refs = app.refs(&admin).await;
    let handed = app.pending_activation_loan(&admin, &one, &a.to_string(), &refs, 71).await;
    let pending = app.pending_activation_loan(&admin, &one, &a.to_string(), &refs, 72).await;
    assert_eq!(app.hand_over(&admin, &handed, 71, today()).await.status, 200);
    let row_of = |items: &Value, id: &str| items.as_array().unwrap().iter().find(|r| r["loan_id"] == id).unwrap().clone();
    let before = row_of(&app.get("/api/v1/active-borrowers?limit=100", Some(&admin)).await.body["data"]["items"], &handed);
    let program_id: uuid::Uuid = before["program_id"].as_str().unwrap().parse().unwrap();
    let program = storage::repo::programs::find(&app.state.db, program_id).await.unwrap().unwrap();
    let (name, name_id) = (program.name.clone(), program.name_id.clone().unwrap_or_else(|| program.name.clone()));
    storage::entity::program::ActiveModel { id: Set(program_id), active: Set(false), ..Default::default() }
        .update(&app.state.db)
        .await
        .unwrap();

    for (lang, want) in [("en", &name), ("id", &name_id)] {
        let active = app.send(Method::GET, "/api/v1/active-borrowers?limit=100", Some(&admin), None, Some(lang)).await;
        assert_eq!(active.status, 200, "{:?}", active.body);
        let row = row_of(&active.body["data"]["items"], &handed);
        assert_eq!(row["program_name"], want.as_str(), "{lang}: {row:?}");
        assert!(row["lender_name"].is_string() && row["phone"].as_str().unwrap().starts_with("+62"), "{row:?}");
        let billing = app.send(Method::GET, "/api/v1/repayments/all-billing?limit=100", Some(&admin), None, Some(lang)).await;
        assert_eq!(billing.status, 200, "{:?}", billing.body);
        let rows: Vec<&Value> =
            billing.body["data"]["items"].as_array().unwrap().iter().filter(|r| r["loan_id"] == handed.as_str()).collect();
        assert!(!rows.is_empty(), "the handed-over loan bills");
        assert!(rows.iter().all(|r| r["program_name"] == want.as_str() && r["lender_name"].is_string()), "{lang}: {rows:?}");
    }
    // The loan still waiting for its motorcycle is handed over under its program's name too.
    let handovers = app.get("/api/v1/handovers/pending?limit=100", Some(&admin)).await;
    assert_eq!(handovers.status, 200, "{:?}", handovers.body);
    assert_eq!(row_of(&handovers.body["data"]["items"], &pending)["program_name"], name.as_str());
    let waiting = row_of(&app.get("/api/v1/active-borrowers?limit=100", Some(&admin)).await.body["data"]["items"], &pending);
    assert_eq!(waiting["active_status"], "pending_activation");
    let owed = waiting["outstanding_amount"].as_i64().unwrap();
    let principal = waiting["outstanding_principal"].as_i64().unwrap();
    assert!(principal > 0 && owed > principal, "{waiting:?}");
    assert_eq!(waiting["outstanding_amount"], before["outstanding_amount"], "both loans are on the same terms");
}
