//! Issue 41 items 12 and 13, on SQLite and on PostgreSQL with RODA_TEST_DATABASE_URL: no loan
//! becomes active without its motorcycle (activation refused, the seed hands a unit over for
//! every active loan it makes), hold billing never moves a paid installment and holds only the
//! installments inside the hold (none after deactivation), the allocation dialog's lenders say
//! whether anyone may decide for them, and the approval counters equal their lists' totals.

use chrono::NaiveDate;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use storage::entity::{handover, loan, motorcycle};
use test_support::{TestApp, applications::today, spawn_app};

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

/// Admin's token and a loan pending activation allocated to the first demo lender.
async fn pending(app: &TestApp, n: u32) -> (String, String) {
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let u = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &u.lender_id.unwrap().to_string(), &refs, n).await;
    (admin, loan)
}

async fn installments(app: &TestApp, token: &str, loan: &str) -> Vec<Value> {
    let r = app.get(&format!("/api/v1/loans/{loan}/installments"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].as_array().unwrap().clone()
}

/// The loan's installments on the all-billing list with status `held` (the list's own filter).
async fn held_on_the_list(app: &TestApp, token: &str, loan: &str) -> u64 {
    let r = app.get(&format!("/api/v1/repayments/all-billing?status=held&q={loan}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["total"].as_u64().unwrap()
}

#[tokio::test]
async fn activation_without_a_unit_is_refused_in_both_languages_and_the_handover_activates() {
    let app = spawn_app().await;
    let (admin, loan) = pending(&app, 1).await;
    let url = format!("/api/v1/loans/{loan}/activate");
    let body = json!({"handover_date": today().to_string()});
    let r = app.post(&url, Some(&admin), body.clone()).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("handover_required")), "{:?}", r.body);
    assert!(r.body["errors"][0]["message"].as_str().unwrap().contains("handover"), "{:?}", r.body);
    let r = app.send(reqwest::Method::POST, &url, Some(&admin), Some(body.clone()), Some("id")).await;
    assert!(r.body["errors"][0]["message"].as_str().unwrap().contains("serah terima"), "{:?}", r.body);
    let l = loan::Entity::find().filter(loan::Column::LoanCode.eq(&loan)).one(&app.state.db).await.unwrap().unwrap();
    assert_eq!((l.active_status.map(|s| s.as_str()), l.activated_on), (Some("pending_activation"), None), "nothing activated");
    assert_eq!(installments(&app, &admin, &loan).await.len(), 0, "no schedule");

    let r = app.hand_over(&admin, &loan, 1, today()).await;
    assert_eq!((r.status, r.body["data"]["active_status"].as_str()), (200, Some("normal")), "{:?}", r.body);
    let unit = motorcycle::Entity::find().filter(motorcycle::Column::LoanId.eq(l.id)).one(&app.state.db).await.unwrap();
    assert_eq!(unit.unwrap().status, "handed_over");
}

#[tokio::test]
async fn every_active_loan_the_seed_makes_has_its_unit_handed_over() {
    let app = spawn_app().await;
    let n = server::seed::bulk(&app.state.db, &app.state.hasher, 40, true).await.unwrap();
    assert_eq!(n, 40);
    let db = &app.state.db;
    let handed_over = loan::Entity::find().filter(loan::Column::ActivatedOn.is_not_null()).all(db).await.unwrap();
    assert!(!handed_over.is_empty());
    let in_use = motorcycle::Entity::find().filter(motorcycle::Column::Status.eq("handed_over")).count(db).await.unwrap();
    assert_eq!(in_use, handed_over.len() as u64, "units in use = loans handed over");
    for l in &handed_over {
        let unit = motorcycle::Entity::find().filter(motorcycle::Column::LoanId.eq(l.id)).one(db).await.unwrap().unwrap();
        assert_eq!((unit.motorcycle_type_id, unit.lender_id), (l.motorcycle_type_id, l.lender_id), "{}", l.loan_code);
        let h = handover::Entity::find().filter(handover::Column::LoanId.eq(l.id)).one(db).await.unwrap().unwrap();
        assert_eq!(h.motorcycle_id, unit.id);
        let day = domain::calendar::date_of(h.handed_over_at);
        assert_eq!(Some(day), l.activated_on, "handed over on the day the schedule starts");
    }
    // The fleet screens see them: the units in use list holds one per loan handed over.
    let admin = app.login(ADMIN).await.token;
    let r = app.get("/api/v1/motorcycles?status=handed_over", Some(&admin)).await;
    assert_eq!(r.body["data"]["total"].as_u64(), Some(handed_over.len() as u64), "{:?}", r.body);
}

#[tokio::test]
async fn a_hold_never_moves_a_paid_installment_and_holds_only_those_inside_it_until_deactivation() {
    let app = spawn_app().await;
    let (admin, loan) = pending(&app, 2).await;
    assert_eq!(app.hand_over(&admin, &loan, 2, today()).await.status, 200);
    let url = |p: &str| format!("/api/v1/loans/{loan}{p}");
    let before = installments(&app, &admin, &loan).await;
    assert!(before.len() >= 3);
    // The first installment paid ahead, in full.
    let first = before[0]["amount_due"].as_i64().unwrap();
    let pay = json!({"amount": first, "paid_date": today().to_string(), "method": "bank_transfer", "reference": "REF-AHEAD"});
    assert_eq!(app.post(&url("/payments"), Some(&admin), pay).await.status, 201);
    // A hold from today to the second installment's due date: it holds the first (paid) and
    // the second (open).
    let end = date(&before[1]["due_date"]);
    let hold = json!({"reason_code": "illness", "start_date": today().to_string(), "end_date": end.to_string()});
    let r = app.post(&url("/hold-billing"), Some(&admin), hold).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let after = installments(&app, &admin, &loan).await;
    assert_eq!(
        (&after[0]["due_date"], after[0]["status"].as_str()),
        (&before[0]["due_date"], Some("paid")),
        "a paid one never moves"
    );
    assert_eq!(after[1]["status"], "held");
    assert!(date(&after[1]["due_date"]) > end, "the one inside the hold moves past it");
    for later in &after[2..] {
        assert_eq!(later["status"], "due", "a later one only shifts: {later:?}");
    }
    let held = after.iter().filter(|i| i["status"] == "held").count() as u64;
    assert_eq!(held, 1);
    assert_eq!(held_on_the_list(&app, &admin, &loan).await, held, "the billing list's filter agrees");

    // Written off (level 21): nothing is held any more.
    let r = app.post(&url("/deactivate"), Some(&admin), json!({"reason": "Macet", "write_off": true})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let gone = installments(&app, &admin, &loan).await;
    assert!(gone.iter().all(|i| i["status"] != "held"), "{gone:?}");
    assert_eq!(held_on_the_list(&app, &admin, &loan).await, 0);
}

#[tokio::test]
async fn the_lenders_say_whether_anyone_may_decide_for_them() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lenders = app.get("/api/v1/lenders", Some(&admin)).await.body["data"].as_array().unwrap().clone();
    let by_code = |code: &str| lenders.iter().find(|l| l["code"] == code).unwrap().clone();
    // The first two demo lenders have staff who decide; the third has nobody.
    assert_eq!(by_code("LND-01")["has_deciders"], true);
    assert_eq!(by_code("LND-02")["has_deciders"], true);
    assert_eq!(by_code("LND-03")["has_deciders"], false);
    // Disabling its only staff leaves a lender with nobody to decide.
    let u = storage::repo::users::find_by_email(&app.state.db, "lender2@roda.test").await.unwrap().unwrap();
    let r = app.post(&format!("/api/v1/users/{}/disable", u.id), Some(&admin), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let lenders = app.get("/api/v1/lenders", Some(&admin)).await.body["data"].as_array().unwrap().clone();
    assert_eq!(lenders.iter().find(|l| l["code"] == "LND-02").unwrap()["has_deciders"], false);
}

#[tokio::test]
async fn the_approval_counters_equal_their_lists_totals() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let own = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let refs = app.refs(&admin).await;
    // A loan pending with the lender, one approved, one rejected and then allocated again,
    // one never allocated.
    let allocate = async |loan: &str| {
        let r = app.post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [loan], "lender_id": own})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    };
    let waiting = app.verified_loan(&admin, &refs, 1).await;
    allocate(&waiting).await;
    let approved = app.verified_loan(&admin, &refs, 2).await;
    allocate(&approved).await;
    assert_eq!(app.post(&format!("/api/v1/loans/{approved}/approve"), Some(&lender), json!({})).await.status, 200);
    let again = app.verified_loan(&admin, &refs, 3).await;
    allocate(&again).await;
    let r = app.post(&format!("/api/v1/loans/{again}/reject"), Some(&lender), json!({"reason": "Kurang"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    allocate(&again).await;
    app.verified_loan(&admin, &refs, 4).await;

    for token in [&admin, &lender] {
        let summary = app.get("/api/v1/loan-approvals/summary", Some(token)).await.body["data"].clone();
        // The cards count loans: each equals the approval list's total with that status.
        for status in ["pending", "approved", "rejected"] {
            let list = app.get(&format!("/api/v1/loan-approvals?status={status}"), Some(token)).await;
            assert_eq!(list.status, 200, "{:?}", list.body);
            assert_eq!(summary[status], list.body["data"]["total"], "{status} card");
        }
        // The per-lender totals count allocations: each equals the lender's allocation list.
        if token == &admin {
            let totals =
                summary["lenders"].as_array().unwrap().iter().find(|l| l["lender_id"] == own.to_string()).unwrap().clone();
            for status in ["pending", "approved", "rejected"] {
                let list = app.get(&format!("/api/v1/lenders/{own}/loans?status={status}"), Some(token)).await;
                assert_eq!(list.status, 200, "{:?}", list.body);
                assert_eq!(totals[status]["count"], list.body["data"]["total"], "{status} allocations of the lender");
            }
            // The loan allocated again counts twice among allocations, once among loans.
            assert_eq!(totals["pending"]["count"], 2);
            assert_eq!(totals["rejected"]["count"], 1);
            assert_eq!(summary["rejected"], 0);
        }
    }
}
