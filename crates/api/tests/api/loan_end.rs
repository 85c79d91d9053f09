//! Payments with what is due, and the end of a loan (issue 45 items 3 and 4), on SQLite and on
//! PostgreSQL with RODA_TEST_DATABASE_URL: the payment dialog's figures from the server, all
//! billing nearest first, an ended loan's row without bucket, next due date or hold, its unit out
//! of the active motorcycles and its holder ended when the unit is returned or repossessed (the
//! answer saying so), the lender's list showing it ended, and deactivation by the ways a loan
//! really ends, each checked against the book.

use chrono::{Duration, NaiveDate};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use storage::entity::{handover, loan};
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

use crate::repayments::{COLLECTOR, LENDER_STAFF, OTHER_LENDER_STAFF, detail, installments, late_loan, pay, pending, today};

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

/// The id of the unit handed over for `loan` (its handover's, which outlives the unit's holder).
async fn unit_of(app: &TestApp, loan: &str) -> String {
    let db = &app.state.db;
    let l = loan::Entity::find().filter(loan::Column::LoanCode.eq(loan)).one(db).await.unwrap().unwrap();
    let h = handover::Entity::find().filter(handover::Column::LoanId.eq(l.id)).one(db).await.unwrap().unwrap();
    h.motorcycle_id.to_string()
}

/// The ids of the units the list `query` answers (every page).
async fn unit_ids(app: &TestApp, token: &str, query: &str) -> Vec<String> {
    let r = app.get(&format!("/api/v1/motorcycles?{query}&limit=100"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["items"].as_array().unwrap().iter().map(|u| u["id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn the_payment_dialogs_figures_are_what_the_server_says_is_due() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    let r = app.get(&l.url("/payment-due"), Some(&collector)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let due = &r.body["data"];
    // Computed from the schedule as it stands: the first unpaid installment due today or later,
    // the rupiah open before today, and everything open.
    let open = |i: &Value| i["amount_due"].as_i64().unwrap() - i["amount_paid"].as_i64().unwrap();
    let schedule = installments(&app, &l.admin, &l.loan).await;
    let next = schedule.iter().find(|i| date(&i["due_date"]) >= today() && open(i) > 0).unwrap();
    assert_eq!(due["next_installment"]["number"], next["number"]);
    assert_eq!(due["next_installment"]["due_date"], next["due_date"]);
    assert_eq!(due["next_installment"]["amount"].as_i64(), Some(open(next)));
    let overdue: i64 = schedule.iter().filter(|i| date(&i["due_date"]) < today()).map(open).sum();
    assert!(overdue > 0, "handed over 100 days ago: something is overdue");
    assert_eq!(due["amount_overdue"].as_i64(), Some(overdue));
    assert_eq!(due["outstanding"].as_i64(), Some(schedule.iter().map(open).sum::<i64>()));
    let row = detail(&app, &l.admin, &l.loan).await;
    assert_eq!(
        (due["outstanding"].clone(), due["amount_overdue"].clone()),
        (row["outstanding_amount"].clone(), row["amount_overdue"].clone())
    );
    assert_eq!(due["late_fees_open"], row["late_fees_open"]);
    // A payment of the overdue amount leaves nothing overdue, and the next installment as it was.
    assert_eq!(pay(&app, &collector, &l.loan, overdue + due["late_fees_open"].as_i64().unwrap(), "due").await.status, 201);
    let after = app.get(&l.url("/payment-due"), Some(&collector)).await.body["data"].clone();
    assert_eq!((after["amount_overdue"].as_i64(), after["next_installment"].clone()), (Some(0), due["next_installment"].clone()));
    // Another funder's staff do not see the loan at all.
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(app.get(&l.url("/payment-due"), Some(&other)).await.status, 404);
}

#[tokio::test]
async fn all_billing_lists_the_nearest_due_date_first_and_pages_through_both_sides_of_today() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan(&app).await;
    let (mut rows, mut cursor) = (Vec::new(), String::new());
    loop {
        let r = app.get(&format!("/api/v1/repayments/all-billing?q={}&limit=4{cursor}", l.loan), Some(&l.admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        rows.extend(r.body["data"]["items"].as_array().unwrap().clone());
        match r.body["data"]["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => break,
        }
    }
    assert_eq!(rows.len(), l.schedule.len(), "each installment once");
    let days: Vec<NaiveDate> = rows.iter().map(|i| date(&i["due_date"])).collect();
    let split = days.iter().position(|d| *d < today()).unwrap();
    assert!(split > 0, "the installments to come first: {days:?}");
    assert!(days[..split].windows(2).all(|w| w[0] <= w[1]), "then soonest first: {days:?}");
    assert!(
        days[split..].iter().all(|d| *d < today()) && days[split..].windows(2).all(|w| w[0] >= w[1]),
        "then the latest past: {days:?}"
    );
    assert_eq!(days[0], *days.iter().filter(|d| **d >= today()).min().unwrap());
    // `oldest` still asks the earliest first.
    let oldest = app.get(&format!("/api/v1/repayments/all-billing?q={}&sort=oldest&limit=1", l.loan), Some(&l.admin)).await;
    assert_eq!(date(&oldest.body["data"]["items"][0]["due_date"]), *days.iter().min().unwrap());
}

#[tokio::test]
async fn a_paid_off_loan_shows_no_hold_bucket_or_next_due_date_and_its_unit_leaves_the_active_motorcycles() {
    let app = spawn_app().await;
    let (admin, loan, lender) = pending(&app, 3).await;
    assert_eq!(app.hand_over(&admin, &loan, 3, today()).await.status, 200);
    let unit = unit_of(&app, &loan).await;
    // Billing held from today: the row says so while the loan runs.
    let end = today() + Duration::days(5);
    let hold = json!({"reason_code": "illness", "start_date": today().to_string(), "end_date": end.to_string()});
    let r = app.post(&format!("/api/v1/loans/{loan}/hold-billing"), Some(&admin), hold).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(detail(&app, &admin, &loan).await["hold_billing"], true);
    assert!(unit_ids(&app, &admin, "in_use=true").await.contains(&unit));
    // Paid off.
    let row = detail(&app, &admin, &loan).await;
    let owed = row["outstanding_amount"].as_i64().unwrap() + row["late_fees_open"].as_i64().unwrap();
    let r = pay(&app, &admin, &loan, owed, "all").await;
    assert_eq!((r.status, r.body["data"]["active_status"].as_str()), (201, Some("inactive")), "{:?}", r.body);
    let row = detail(&app, &admin, &loan).await;
    assert_eq!(row["inactive_reason"], "paid_off");
    assert_eq!(
        (row["hold_billing"].clone(), row["bucket"].clone(), row["next_due_date"].clone()),
        (json!(false), Value::Null, Value::Null)
    );
    let held = app.get(&format!("/api/v1/active-borrowers?q={loan}&hold_billing=true"), Some(&admin)).await;
    assert_eq!(held.body["data"]["total"], 0, "not on hold billing any more");
    // The unit is no longer in use, though the borrower still has it until staff say otherwise.
    assert!(!unit_ids(&app, &admin, "in_use=true").await.contains(&unit));
    assert!(unit_ids(&app, &admin, "status=handed_over").await.contains(&unit));
    // The funder's list shows the loan ended, not active.
    let lender_id = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let loans =
        app.get(&format!("/api/v1/lenders/{lender_id}/loans?limit=100"), Some(&lender)).await.body["data"]["items"].clone();
    let mine = loans.as_array().unwrap().iter().find(|r| r["loan_id"] == json!(loan)).unwrap().clone();
    assert_eq!((mine["stage"].as_str(), mine["active_status"].as_str()), (Some("closed"), Some("inactive")));
    // Returned: back in stock, the holder ended, and the answer says what it did.
    let moves = app.get(&format!("/api/v1/motorcycles/{unit}"), Some(&admin)).await.body["data"]["status_moves"].clone();
    assert_eq!(moves, json!(["in_stock", "repossessed", "sold"]));
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/motorcycles/{unit}/status"),
            Some(&admin),
            Some(json!({"status": "in_stock", "note": "Kembali"})),
            Some("en"),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["msg"], "Motorcycle returned to stock; holder ended");
    assert_eq!((r.body["data"]["status"].as_str(), r.body["data"]["holder"].clone()), (Some("in_stock"), Value::Null));
    assert!(r.body["data"]["handovers"][0]["ended_at"].is_string());
}

#[tokio::test]
async fn a_unit_of_a_running_loan_is_only_repossessed_and_that_ends_its_holder() {
    let app = spawn_app().await;
    let (admin, loan, _) = pending(&app, 4).await;
    assert_eq!(app.hand_over(&admin, &loan, 4, today()).await.status, 200);
    let unit = unit_of(&app, &loan).await;
    let moves = app.get(&format!("/api/v1/motorcycles/{unit}"), Some(&admin)).await.body["data"]["status_moves"].clone();
    assert_eq!(moves, json!(["repossessed"]));
    let back = app.post(&format!("/api/v1/motorcycles/{unit}/status"), Some(&admin), json!({"status": "in_stock"})).await;
    assert_eq!((back.status, back.body["errors"][0]["code"].as_str()), (409, Some("motorcycle_status_invalid")));
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/motorcycles/{unit}/status"),
            Some(&admin),
            Some(json!({"status": "repossessed", "note": "Tarik"})),
            Some("id"),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["msg"], "Motor ditarik; pemegang diakhiri");
    assert_eq!(r.body["data"]["holder"], Value::Null);
    assert!(!unit_ids(&app, &admin, "in_use=true").await.contains(&unit));
    // The funder still sees the repossessed unit of its loan.
    let funder = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get(&format!("/api/v1/motorcycles/{unit}"), Some(&funder)).await.status, 200);
}

#[tokio::test]
async fn a_loan_ends_only_the_ways_its_book_allows() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    let end = |token: &str, way: &str| {
        let (app, url, token) = (&app, l.url("/deactivate"), token.to_owned());
        let body = json!({"reason": "Berakhir", "way": way});
        async move { app.post(&url, Some(&token), body).await }
    };
    // Paid off while installments are unpaid: refused.
    assert_eq!(end(&l.admin, "paid_off").await.error_codes("way"), ["outstanding_remaining"]);
    // Settled early is the payoff's: refused here.
    let r = end(&l.admin, "settled_early").await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("early_settlement_by_payoff")));
    assert_eq!(end(&l.admin, "gone").await.error_codes("way"), ["way_invalid"]);
    // A write-off is level 21's; repossessed needs the unit repossessed first.
    let r = end(&collector, "written_off").await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("write_off_level_21")));
    let r = end(&l.admin, "repossessed").await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("unit_not_repossessed")));
    assert_eq!(detail(&app, &l.admin, &l.loan).await["active_status"], "late", "nothing changed");
    let unit = unit_of(&app, &l.loan).await;
    let r = app.post(&format!("/api/v1/motorcycles/{unit}/status"), Some(&l.admin), json!({"status": "repossessed"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = end(&l.admin, "repossessed").await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["active_status"].as_str(), r.body["data"]["inactive_reason"].as_str()),
        (Some("inactive"), Some("written_off"))
    );
    let row = detail(&app, &l.admin, &l.loan).await;
    assert_eq!(
        (row["bucket"].clone(), row["next_due_date"].clone(), row["hold_billing"].clone()),
        (Value::Null, Value::Null, json!(false))
    );
    assert_eq!(pay(&app, &l.admin, &l.loan, 1_000, "after").await.status, 409, "an ended loan takes no payment");
}
