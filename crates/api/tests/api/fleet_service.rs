//! Fleet service and traffic tickets (issue 11 items 5 and 6), on SQLite and on PostgreSQL with
//! RODA_TEST_DATABASE_URL: a service order created, started and completed (the unit's odometer
//! raised), a stale version and a bad move refused, bad items, a NUL and an unknown unit
//! refused field by field, the reminders, who may read and write (level 3, a funder's staff);
//! ETLE tickets tied to the borrower who held the unit at the time across two handovers of the
//! same unit, duplicates refused, filters and a funder's scope; the import of a CSV and an
//! xlsx with good, bad and duplicate rows.

use chrono::{DateTime, Duration, SecondsFormat, Utc};
use reqwest::multipart;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use storage::entity::{audit_log, handover, loan, motorcycle};
use test_support::{Reply, TestApp, applications::today, spawn_app};
use uuid::Uuid;

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";
const LENDER2_STAFF: &str = "lender2@roda.test";
/// The fleet-service registration and detail areas (and ETLE), not level 21.
const FLEET: &str = "level9@roda.test";
/// ETLE only.
const LEVEL3: &str = "level3@roda.test";

async fn lender_of(app: &TestApp, email: &str) -> Uuid {
    storage::repo::users::find_by_email(&app.state.db, email).await.unwrap().unwrap().lender_id.unwrap()
}

/// A unit written straight to the table (the motorcycle API is not on this branch).
async fn unit(app: &TestApp, plate: &str, status: &str, lender: Option<Uuid>, odometer: Option<i64>) -> Uuid {
    let now = storage::repo::now();
    let id = Uuid::now_v7();
    // The id's last 17 hex digits: its random part (the first ones are the creation time, the
    // same for two units made within a millisecond).
    let frame = id.simple().to_string()[15..].to_uppercase();
    motorcycle::ActiveModel {
        id: Set(id),
        plate_number: Set(plate.into()),
        frame_number: Set(frame),
        engine_number: Set(format!("ENG{}", &id.simple().to_string()[..10])),
        motorcycle_type_id: Set(Uuid::now_v7()),
        colour: Set("Black".into()),
        year: Set(2025),
        stnk_number: Set(None),
        stnk_expires_on: Set(None),
        bpkb_number: Set(None),
        dealer_id: Set(Uuid::now_v7()),
        purchase_price: Set(25_000_000),
        status: Set(status.into()),
        loan_id: Set(None),
        lender_id: Set(lender),
        handed_over_at: Set(None),
        odometer_km: Set(odometer),
        latitude: Set(None),
        longitude: Set(None),
        mobility_synced_at: Set(None),
        version: Set(1),
        created_at: Set(now),
        updated_at: Set(now),
        created_by: Set(None),
    }
    .insert(&app.state.db)
    .await
    .unwrap();
    id
}

async fn loan_row(app: &TestApp, code: &str) -> loan::Model {
    loan::Entity::find().filter(loan::Column::LoanCode.eq(code)).one(&app.state.db).await.unwrap().unwrap()
}

async fn hand_over(app: &TestApp, loan_id: Uuid, unit: Uuid, lender: Uuid, at: DateTime<Utc>, ended: Option<DateTime<Utc>>) {
    handover::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(loan_id),
        motorcycle_id: Set(unit),
        lender_id: Set(Some(lender)),
        handed_over_at: Set(at),
        odometer_km: Set(10),
        battery_serials: Set(json!([])),
        photo_file_ids: Set(json!([])),
        bast_file_id: Set(Uuid::now_v7()),
        ended_at: Set(ended),
        created_by: Set(None),
        created_at: Set(storage::repo::now()),
    }
    .insert(&app.state.db)
    .await
    .unwrap();
}

/// A maintenance order done on `on` at `km`, written straight to the table.
async fn done_maintenance(app: &TestApp, unit: Uuid, on: chrono::NaiveDate, km: i64) {
    let now = storage::repo::now();
    storage::entity::service_order::ActiveModel {
        id: Set(Uuid::now_v7()),
        motorcycle_id: Set(unit),
        kind: Set("maintenance".into()),
        workshop: Set("Bengkel".into()),
        description: Set(None),
        scheduled_on: Set(on),
        odometer_km: Set(Some(km)),
        items: Set(json!([])),
        total_cost: Set(0),
        status: Set("done".into()),
        completed_on: Set(Some(on)),
        version: Set(1),
        created_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(&app.state.db)
    .await
    .unwrap();
}

fn order_body(unit: Uuid) -> Value {
    json!({"motorcycle_id": unit, "kind": "maintenance", "workshop": "Bengkel Jaya Motor", "description": "Ganti oli",
        "scheduled_on": today().to_string(), "odometer_km": 1500,
        "items": [{"name": "Oli mesin", "quantity": 2, "cost": 50_000}, {"name": "Filter", "quantity": 1, "cost": 30_000}]})
}

fn rfc(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn ticket_body(plate: &str, at: DateTime<Utc>, amount: i64) -> Value {
    json!({"kind": "etle", "plate_number": plate, "occurred_at": rfc(at), "place": "Jl. Sudirman, Jakarta",
        "violation": "Melanggar lampu merah", "amount": amount})
}

async fn audits(app: &TestApp, action: &str) -> u64 {
    audit_log::Entity::find().filter(audit_log::Column::Action.eq(action)).count(&app.state.db).await.unwrap()
}

/// Units for service orders, and the tokens that work on them.
struct Workshop {
    admin: String,
    fleet: String,
    /// B 1111 AA, in stock, of the first demo lender, at 1,000 km.
    a: Uuid,
    /// B 2222 BB, handed over, of the second demo lender.
    b: Uuid,
}

/// Units A and B of [`Workshop`], and B 3333 CC, sold.
async fn three_units(app: &TestApp) -> Workshop {
    let admin = app.login(ADMIN).await.token;
    let fleet = app.login(FLEET).await.token;
    let lender1 = lender_of(app, LENDER_STAFF).await;
    let lender2 = lender_of(app, LENDER2_STAFF).await;
    let a = unit(app, "B 1111 AA", "in_stock", Some(lender1), Some(1_000)).await;
    let b = unit(app, "B 2222 BB", "handed_over", Some(lender2), None).await;
    unit(app, "B 3333 CC", "sold", None, None).await;
    Workshop { admin, fleet, a, b }
}

/// [`three_units`] and a maintenance order of unit A ([`order_body`]): its URL.
async fn scheduled_order(app: &TestApp) -> (Workshop, String) {
    let w = three_units(app).await;
    let r = app.post("/api/v1/service-orders", Some(&w.fleet), order_body(w.a)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let url = format!("/api/v1/service-orders/{}", r.body["data"]["id"].as_str().unwrap());
    (w, url)
}

/// Moves the order at `url` on: its answer.
async fn move_order(app: &TestApp, w: &Workshop, url: &str, body: Value) -> Reply {
    app.put(url, Some(&w.fleet), body).await
}

/// [`scheduled_order`], started.
async fn started_order(app: &TestApp) -> (Workshop, String) {
    let (w, url) = scheduled_order(app).await;
    let r = move_order(app, &w, &url, json!({"status": "in_progress", "version": 1})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (w, url)
}

/// [`started_order`], done at 4,200 km.
async fn done_order(app: &TestApp) -> (Workshop, String) {
    let (w, url) = started_order(app).await;
    let r = move_order(app, &w, &url, json!({"status": "done", "odometer_km": 4_200, "version": 2})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (w, url)
}

/// [`done_order`], and two more units with a maintenance done: B 4444 DD (handed over, at
/// 2,000 km) serviced 100 days ago at 1,900 km, B 5555 EE (in stock, at 5,000 km) yesterday at
/// 1,000 km.
async fn units_serviced_long_ago_and_far_back(app: &TestApp) -> (Workshop, String) {
    let (w, url) = done_order(app).await;
    let c = unit(app, "B 4444 DD", "handed_over", None, Some(2_000)).await;
    let d = unit(app, "B 5555 EE", "in_stock", None, Some(5_000)).await;
    done_maintenance(app, c, today() - Duration::days(100), 1_900).await;
    done_maintenance(app, d, today() - Duration::days(1), 1_000).await;
    (w, url)
}

/// [`units_serviced_long_ago_and_far_back`], and a repair of unit B at AHASS Cibubur.
async fn four_orders(app: &TestApp) -> (Workshop, String) {
    let (w, url) = units_serviced_long_ago_and_far_back(app).await;
    let body = json!({"motorcycle_id": w.b, "kind": "repair", "workshop": "AHASS Cibubur", "scheduled_on": today().to_string(), "items": []});
    app.post("/api/v1/service-orders", Some(&w.fleet), body).await;
    (w, url)
}

#[tokio::test]
async fn units_never_serviced_are_due_unless_sold() {
    let app = spawn_app().await;
    let w = three_units(&app).await;
    // Never serviced: both units in stock or in use are due; the sold one is not.
    let r = app.get("/api/v1/service-reminders", Some(&w.fleet)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let due: Vec<(String, String)> = r.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| (x["plate_number"].as_str().unwrap().to_owned(), x["reason"].as_str().unwrap().to_owned()))
        .collect();
    assert_eq!(due, [("B 1111 AA".to_owned(), "never".to_owned()), ("B 2222 BB".to_owned(), "never".to_owned())]);
}

#[tokio::test]
async fn a_service_order_is_scheduled_with_the_total_of_its_items() {
    let app = spawn_app().await;
    let w = three_units(&app).await;
    let r = app.post("/api/v1/service-orders", Some(&w.fleet), order_body(w.a)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let order = r.body["data"].clone();
    assert_eq!((order["status"].as_str(), order["total_cost"].as_i64()), (Some("scheduled"), Some(130_000)));
    assert_eq!(order["plate_number"], "B 1111 AA");
    assert_eq!(order["allowed_actions"], json!(["start", "complete", "cancel"]));
}

#[tokio::test]
async fn a_bad_service_order_is_refused_field_by_field() {
    let app = spawn_app().await;
    let (w, _) = scheduled_order(&app).await;
    let (fleet, a) = (&w.fleet, w.a);
    // Field by field: bad items, a NUL, an unknown unit, a far date, a bad kind.
    let mut bad = order_body(a);
    bad["items"] = json!([{"name": "Oli", "quantity": 0, "cost": 1}]);
    let r = app.post("/api/v1/service-orders", Some(fleet), bad).await;
    assert_eq!((r.status, r.error_codes("items")), (422, vec!["items_invalid".to_owned()]), "{:?}", r.body);
    let mut bad = order_body(a);
    bad["workshop"] = json!("Bengkel\u{0}Jaya");
    let r = app.post("/api/v1/service-orders", Some(fleet), bad).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    assert!(!r.error_codes("workshop").is_empty(), "{:?}", r.body);
    let mut bad = order_body(Uuid::now_v7());
    bad["scheduled_on"] = json!((today() + Duration::days(800)).to_string());
    bad["kind"] = json!("tuning");
    let r = app.post("/api/v1/service-orders", Some(fleet), bad).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    assert_eq!(r.error_codes("scheduled_on"), ["scheduled_on_invalid"]);
    assert_eq!(r.error_codes("kind"), ["service_kind_invalid"]);
    let r = app.post("/api/v1/service-orders", Some(fleet), order_body(Uuid::now_v7())).await;
    assert_eq!(r.error_codes("motorcycle_id"), ["motorcycle_required"], "{:?}", r.body);
}

#[tokio::test]
async fn a_started_service_order_refuses_a_stale_version() {
    let app = spawn_app().await;
    let (w, url) = scheduled_order(&app).await;
    let r = move_order(&app, &w, &url, json!({"status": "in_progress", "version": 1})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!((r.body["data"]["status"].as_str(), r.body["data"]["version"].as_i64()), (Some("in_progress"), Some(2)));
    assert_eq!(r.body["data"]["allowed_actions"], json!(["complete", "cancel"]));
    let r = move_order(&app, &w, &url, json!({"status": "done", "odometer_km": 4_200, "version": 1})).await;
    assert_eq!(r.status, 409, "{:?}", r.body);
    assert_eq!(r.body["errors"][0]["code"], "conflict");
}

#[tokio::test]
async fn a_completed_service_order_raises_the_units_odometer_and_moves_no_more() {
    let app = spawn_app().await;
    let (w, url) = started_order(&app).await;
    // Complete with a larger reading.
    let r = move_order(&app, &w, &url, json!({"status": "done", "odometer_km": 4_200, "version": 2})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["completed_on"], today().to_string());
    assert_eq!(r.body["data"]["odometer_km"], 4_200);
    assert_eq!(r.body["data"]["allowed_actions"], json!([]));
    let unit_a = motorcycle::Entity::find_by_id(w.a).one(&app.state.db).await.unwrap().unwrap();
    assert_eq!((unit_a.odometer_km, unit_a.status.as_str()), (Some(4_200), "in_stock"));
    let r = move_order(&app, &w, &url, json!({"status": "cancelled", "version": 3})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("service_status_invalid")), "{:?}", r.body);
    assert_eq!((audits(&app, "service_order.create").await, audits(&app, "service_order.status").await), (1, 2));
}

#[tokio::test]
async fn a_unit_serviced_today_is_no_longer_due() {
    let app = spawn_app().await;
    let (w, _) = done_order(&app).await;
    // Serviced today: only the other unit is due now.
    let r = app.get("/api/v1/service-reminders", Some(&w.admin)).await;
    let plates: Vec<&str> = r.body["data"].as_array().unwrap().iter().map(|x| x["plate_number"].as_str().unwrap()).collect();
    assert_eq!(plates, ["B 2222 BB"]);
}

#[tokio::test]
async fn units_are_due_by_time_or_by_distance_since_their_last_maintenance() {
    let app = spawn_app().await;
    // Due by time (last maintenance 100 days ago) and by distance (3,000 km since yesterday's).
    let (w, _) = units_serviced_long_ago_and_far_back(&app).await;
    let r = app.get("/api/v1/service-reminders", Some(&w.admin)).await;
    let due: Vec<(&str, &str, Value, Value)> = r.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (x["plate_number"].as_str().unwrap(), x["reason"].as_str().unwrap(), x["days_since"].clone(), x["km_since"].clone())
        })
        .collect();
    assert_eq!(
        due,
        [
            ("B 2222 BB", "never", Value::Null, Value::Null),
            ("B 4444 DD", "time", json!(100), json!(100)),
            ("B 5555 EE", "distance", json!(1), json!(4_000)),
        ]
    );
}

#[tokio::test]
async fn service_orders_are_listed_in_pages_filtered_and_searched() {
    let app = spawn_app().await;
    let (w, _) = four_orders(&app).await;
    let fleet = &w.fleet;
    let r = app.get("/api/v1/service-orders?limit=1", Some(fleet)).await;
    assert_eq!((r.body["data"]["total"].as_u64(), r.body["data"]["items"].as_array().unwrap().len()), (Some(4), 1));
    assert!(r.body["data"]["next_cursor"].is_string());
    let r = app.get("/api/v1/service-orders?q=cibubur", Some(fleet)).await;
    assert_eq!(r.body["data"]["items"][0]["plate_number"], "B 2222 BB");
    let r = app.get("/api/v1/service-orders?q=1111&status=done", Some(fleet)).await;
    assert_eq!(r.body["data"]["total"], 1);
    assert_eq!(app.get("/api/v1/service-orders?status=sideways", Some(fleet)).await.status, 400);
}

#[tokio::test]
async fn level_3_has_traffic_tickets_and_no_service_orders() {
    let app = spawn_app().await;
    let (w, _) = four_orders(&app).await;
    let level3 = app.login(LEVEL3).await.token;
    assert_eq!(app.get("/api/v1/service-orders", Some(&level3)).await.status, 403);
    assert_eq!(app.post("/api/v1/service-orders", Some(&level3), order_body(w.a)).await.status, 403);
    assert_eq!(app.get("/api/v1/traffic-tickets", Some(&level3)).await.status, 200);
}

#[tokio::test]
async fn a_funders_staff_read_their_lenders_service_orders_and_write_none() {
    let app = spawn_app().await;
    let (w, url) = four_orders(&app).await;
    // A funder's staff read their lender's units, read-only.
    let funder = app.login(LENDER_STAFF).await.token;
    let r = app.get("/api/v1/service-orders", Some(&funder)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["total"], 1);
    assert_eq!(r.body["data"]["items"][0]["allowed_actions"], json!([]));
    assert_eq!(app.get(&url, Some(&funder)).await.status, 200);
    let r = app.post("/api/v1/service-orders", Some(&funder), order_body(w.a)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("assets_not_for_funder_staff")));
    let funder2 = app.login(LENDER2_STAFF).await.token;
    assert_eq!(app.get(&url, Some(&funder2)).await.status, 404);
    let r = app.get("/api/v1/service-reminders", Some(&funder2)).await;
    assert_eq!(r.body["data"].as_array().unwrap().len(), 1);
}

/// Unit B 1234 XYZ (of the second demo lender, at 100 km) held by the first borrower from 100 to
/// 50 days before `now` and by the second from 40 days before on.
struct HeldTwice {
    admin: String,
    /// Level 3: traffic tickets.
    etle: String,
    first: loan::Model,
    second: loan::Model,
    unit: Uuid,
    now: DateTime<Utc>,
}

async fn a_unit_held_twice(app: &TestApp) -> HeldTwice {
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let lender1 = lender_of(app, LENDER_STAFF).await;
    let lender2 = lender_of(app, LENDER2_STAFF).await;
    let first = loan_row(app, &app.verified_loan(&admin, &refs, 1).await).await;
    let second = loan_row(app, &app.verified_loan(&admin, &refs, 2).await).await;
    let unit = unit(app, "B 1234 XYZ", "handed_over", Some(lender2), Some(100)).await;
    let now = storage::repo::now();
    // The first borrower held the unit from 100 to 50 days ago, the second from 40 days ago on.
    hand_over(app, first.id, unit, lender1, now - Duration::days(100), Some(now - Duration::days(50))).await;
    hand_over(app, second.id, unit, lender2, now - Duration::days(40), None).await;
    let etle = app.login(LEVEL3).await.token;
    HeldTwice { admin, etle, first, second, unit, now }
}

/// Records a ticket through level 3: the answer.
async fn post_ticket(app: &TestApp, h: &HeldTwice, body: Value) -> Reply {
    app.post("/api/v1/traffic-tickets", Some(&h.etle), body).await
}

/// [`a_unit_held_twice`] and a ticket of B 1234 XYZ in each borrower's time: 70 days ago
/// (Rp 500.000), 10 days ago (Rp 250.000). The first ticket.
async fn a_ticket_in_each_borrowers_time(app: &TestApp) -> (HeldTwice, Value) {
    let h = a_unit_held_twice(app).await;
    let r = post_ticket(app, &h, ticket_body("b1234xyz", h.now - Duration::days(70), 500_000)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let old = r.body["data"].clone();
    let r = post_ticket(app, &h, ticket_body("B 1234 XYZ", h.now - Duration::days(10), 250_000)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    (h, old)
}

/// [`a_ticket_in_each_borrowers_time`], one between the handovers (45 days ago) and one of an
/// unknown plate (D 77, 5 days ago).
async fn four_tickets(app: &TestApp) -> (HeldTwice, Value) {
    let (h, old) = a_ticket_in_each_borrowers_time(app).await;
    let r = post_ticket(app, &h, ticket_body("B 1234 XYZ", h.now - Duration::days(45), 100_000)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = post_ticket(app, &h, ticket_body("D 77", h.now - Duration::days(5), 100_000)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    (h, old)
}

/// [`four_tickets`], the first charged to its borrower and then paid: its URL.
async fn a_ticket_settled(app: &TestApp) -> (HeldTwice, String) {
    let (h, old) = four_tickets(app).await;
    let url = format!("/api/v1/traffic-tickets/{}", old["id"].as_str().unwrap());
    for (status, version) in [("charged_to_borrower", 1), ("paid", 2)] {
        let r = app.put(&url, Some(&h.etle), json!({"status": status, "version": version})).await;
        assert_eq!(r.status, 200, "{status}: {:?}", r.body);
    }
    (h, url)
}

#[tokio::test]
async fn a_ticket_is_tied_to_the_borrower_who_held_the_unit_at_the_time() {
    let app = spawn_app().await;
    let h = a_unit_held_twice(&app).await;
    let r = post_ticket(&app, &h, ticket_body("b1234xyz", h.now - Duration::days(70), 500_000)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let old = r.body["data"].clone();
    assert_eq!(
        (old["loan_id"].as_str(), old["borrower_name"].as_str()),
        (Some(h.first.loan_code.as_str()), Some("Budi Santoso 1"))
    );
    assert_eq!((old["plate_number"].as_str(), old["status"].as_str()), (Some("B 1234 XYZ"), Some("unpaid")));
    assert_eq!(old["motorcycle_id"], json!(h.unit));
    assert_eq!(old["allowed_actions"], json!(["mark_paid", "charge_to_borrower"]));
    let r = post_ticket(&app, &h, ticket_body("B 1234 XYZ", h.now - Duration::days(10), 250_000)).await;
    assert_eq!(r.body["data"]["loan_id"].as_str(), Some(h.second.loan_code.as_str()));
}

#[tokio::test]
async fn a_ticket_between_handovers_has_no_borrower_and_one_of_an_unknown_plate_no_unit() {
    let app = spawn_app().await;
    let (h, _) = a_ticket_in_each_borrowers_time(&app).await;
    // Between the two handovers nobody held it; an unknown plate is kept without a unit.
    let r = post_ticket(&app, &h, ticket_body("B 1234 XYZ", h.now - Duration::days(45), 100_000)).await;
    assert_eq!((r.body["data"]["loan_id"].clone(), r.body["data"]["motorcycle_id"].clone()), (Value::Null, json!(h.unit)));
    assert_eq!(r.body["data"]["allowed_actions"], json!(["mark_paid"]));
    let r = post_ticket(&app, &h, ticket_body("D 77", h.now - Duration::days(5), 100_000)).await;
    assert_eq!((r.status, r.body["data"]["motorcycle_id"].clone()), (201, Value::Null));
}

#[tokio::test]
async fn a_duplicate_ticket_or_a_bad_amount_time_or_plate_is_refused() {
    let app = spawn_app().await;
    let (h, _) = four_tickets(&app).await;
    let now = h.now;
    // Duplicates, amounts, times, plates.
    let r = post_ticket(&app, &h, ticket_body("B-1234-XYZ", now - Duration::days(70), 500_000)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("ticket_duplicate")), "{:?}", r.body);
    let r = post_ticket(&app, &h, ticket_body("B 1234 XYZ", now - Duration::days(1), 1_000_000_000_000)).await;
    assert_eq!((r.status, r.error_codes("amount")), (422, vec!["ticket_amount_invalid".to_owned()]));
    let r = post_ticket(&app, &h, ticket_body("B 1234 XYZ", now - Duration::days(1), 0)).await;
    assert_eq!(r.error_codes("amount"), ["ticket_amount_invalid"]);
    let r = post_ticket(&app, &h, ticket_body("B 1234 XYZ", now + Duration::days(1), 1)).await;
    assert_eq!(r.error_codes("occurred_at"), ["occurred_at_invalid"]);
    let r = post_ticket(&app, &h, ticket_body("B 1234 XYZ", now - Duration::days(800), 1)).await;
    assert_eq!(r.error_codes("occurred_at"), ["occurred_at_invalid"]);
    let mut bad = ticket_body("1234", now, 1);
    bad["kind"] = json!("parking");
    bad["place"] = json!("Jl.\u{0}Sudirman");
    let r = post_ticket(&app, &h, bad).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    assert_eq!(r.error_codes("place").len(), 1, "{:?}", r.body);
}

#[tokio::test]
async fn tickets_are_filtered_by_plate_loan_borrower_time_and_kind() {
    let app = spawn_app().await;
    let (h, _) = four_tickets(&app).await;
    let list = |q: &str| {
        let (app, admin, q) = (&app, h.admin.clone(), q.to_owned());
        async move { app.get(&format!("/api/v1/traffic-tickets{q}"), Some(&admin)).await }
    };
    assert_eq!(list("").await.body["data"]["total"], 4);
    assert_eq!(list("?plate_number=b1234xyz").await.body["data"]["total"], 3);
    assert_eq!(list(&format!("?loan_id={}", h.first.loan_code)).await.body["data"]["total"], 1);
    assert_eq!(list("?q=santoso%202").await.body["data"]["total"], 1);
    assert_eq!(list("?q=B1234XYZ").await.body["data"]["total"], 3);
    let from = (today() - Duration::days(11)).to_string();
    assert_eq!(list(&format!("?from={from}&kind=etle")).await.body["data"]["total"], 2);
    assert_eq!(list("?plate_number=nope").await.status, 400);
}

#[tokio::test]
async fn a_ticket_is_charged_to_the_borrower_then_paid_and_refuses_a_stale_version_or_a_move_back() {
    let app = spawn_app().await;
    let (h, old) = four_tickets(&app).await;
    let etle = &h.etle;
    // Settling: charged to the borrower, then paid; a stale version; a bad move.
    let url = format!("/api/v1/traffic-tickets/{}", old["id"].as_str().unwrap());
    let r = app.put(&url, Some(etle), json!({"status": "charged_to_borrower", "version": 1})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["allowed_actions"], json!(["mark_paid"]));
    let r = app.put(&url, Some(etle), json!({"status": "paid", "version": 1})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("conflict")));
    assert_eq!(app.put(&url, Some(etle), json!({"status": "paid", "version": 2})).await.status, 200);
    let r = app.put(&url, Some(etle), json!({"status": "unpaid", "version": 3})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("ticket_status_invalid")));
    assert_eq!((audits(&app, "traffic_ticket.create").await, audits(&app, "traffic_ticket.status").await), (4, 2));
}

#[tokio::test]
async fn a_funders_staff_see_their_own_lenders_tickets_only_and_change_nothing() {
    let app = spawn_app().await;
    let (h, url) = a_ticket_settled(&app).await;
    let funder = app.login(LENDER_STAFF).await.token;
    let r = app.get("/api/v1/traffic-tickets", Some(&funder)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let items = r.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 1);
    assert_eq!(
        (items[0]["loan_id"].as_str(), items[0]["allowed_actions"].clone()),
        (Some(h.first.loan_code.as_str()), json!([]))
    );
    let funder2 = app.login(LENDER2_STAFF).await.token;
    let r = app.get("/api/v1/traffic-tickets", Some(&funder2)).await;
    assert_eq!(r.body["data"]["items"][0]["loan_id"].as_str(), Some(h.second.loan_code.as_str()));
    assert_eq!(r.body["data"]["total"], 1);
    assert_eq!(app.put(&url, Some(&funder2), json!({"status": "paid", "version": 3})).await.status, 404);
    let r = app.put(&url, Some(&funder), json!({"status": "paid", "version": 3})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("assets_not_for_funder_staff")));
    let r = app.post("/api/v1/traffic-tickets", Some(&funder), ticket_body("B 1234 XYZ", h.now - Duration::hours(2), 1)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("assets_not_for_funder_staff")));
    let r = upload(&app, &funder, b"kind,plate_number\n".to_vec(), "t.csv", None).await;
    assert_eq!(r.status, 403);
}

async fn upload(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str, lang: Option<&str>) -> Reply {
    let form = multipart::Form::new().part("file", multipart::Part::bytes(bytes).file_name(name.to_owned()));
    let mut req = app.client.post(app.url("/api/v1/traffic-tickets/import")).bearer_auth(token).multipart(form);
    if let Some(l) = lang {
        req = req.header("accept-language", l);
    }
    Reply::read(req.send().await.unwrap()).await
}

/// Unit F 4321 ZZ (of the first demo lender) held by a borrower since 30 days before `now`, with
/// an ETLE ticket recorded 3 days before `now` (Rp 75.000).
struct Imports {
    etle: String,
    held: loan::Model,
    now: DateTime<Utc>,
    recorded: DateTime<Utc>,
}

async fn a_held_unit_with_a_ticket(app: &TestApp) -> Imports {
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let lender1 = lender_of(app, LENDER_STAFF).await;
    let held = loan_row(app, &app.verified_loan(&admin, &refs, 3).await).await;
    let u = unit(app, "F 4321 ZZ", "handed_over", Some(lender1), None).await;
    let now = storage::repo::now();
    hand_over(app, held.id, u, lender1, now - Duration::days(30), None).await;
    let etle = app.login(LEVEL3).await.token;
    let recorded = now - Duration::days(3);
    let r = app.post("/api/v1/traffic-tickets", Some(&etle), ticket_body("F 4321 ZZ", recorded, 75_000)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    Imports { etle, held, now, recorded }
}

/// 2 days before `now` as a Jakarta wall clock (`YYYY-MM-DD HH:MM:SS`): the e-toll rows' time.
fn toll_time(now: DateTime<Utc>) -> String {
    (now - Duration::days(2)).with_timezone(&domain::calendar::ZONE).format("%Y-%m-%d %H:%M:%S").to_string()
}

/// A CSV (a BOM, `;`) of a good e-toll row, a bad row, the ticket recorded in
/// [`a_held_unit_with_a_ticket`], and the good row again.
fn tickets_csv(i: &Imports) -> Vec<u8> {
    let wib = toll_time(i.now);
    format!(
        "\u{feff}kind;plate_number;occurred_at;place;violation;amount;status\n\
         etoll;f4321zz;{wib};Gerbang Tol Cikampek;Tarif tol;15500;\n\
         etle;??;{future};;Lampu merah;abc;gone\n\
         etle;F 4321 ZZ;{dup};Jl. Sudirman, Jakarta;Melanggar lampu merah;75000;unpaid\n\
         etoll;F 4321 ZZ;{wib};Gerbang Tol Cikampek;Tarif tol;15500;unpaid\n",
        future = rfc(i.now + Duration::days(2)),
        dup = rfc(i.recorded),
    )
    .into_bytes()
}

/// An xlsx of an ETLE row whose time is a date-time cell (a day before `now`, Asia/Jakarta wall
/// clock) and whose amount a number, and the CSV's good row again: the file and that wall clock.
fn tickets_xlsx(i: &Imports) -> (Vec<u8>, chrono::NaiveDateTime) {
    let wib = toll_time(i.now);
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    for (c, h) in ["plate_number", "kind", "occurred_at", "place", "violation", "amount"].iter().enumerate() {
        ws.write_string(0, u16::try_from(c).unwrap(), *h).unwrap();
    }
    let local = (i.now - Duration::days(1)).with_timezone(&domain::calendar::ZONE).naive_local();
    let cell_time = rust_xlsxwriter::ExcelDateTime::parse_from_str(&local.format("%Y-%m-%dT%H:%M:%S").to_string()).unwrap();
    let fmt = rust_xlsxwriter::Format::new().set_num_format("yyyy-mm-dd hh:mm:ss");
    ws.write_string(1, 0, "F 4321 ZZ").unwrap();
    ws.write_string(1, 1, "ETLE").unwrap();
    ws.write_datetime_with_format(1, 2, &cell_time, &fmt).unwrap();
    ws.write_string(1, 3, "Jl. Thamrin").unwrap();
    ws.write_string(1, 4, "Tanpa helm").unwrap();
    ws.write_number(1, 5, 250_000.0).unwrap();
    for (c, v) in ["F 4321 ZZ", "etoll", wib.as_str(), "Gerbang Tol Cikampek", "Tarif tol"].iter().enumerate() {
        ws.write_string(2, u16::try_from(c).unwrap(), *v).unwrap();
    }
    ws.write_number(2, 5, 15_500.0).unwrap();
    (wb.save_to_buffer().unwrap(), local)
}

/// [`a_held_unit_with_a_ticket`] after the import of [`tickets_csv`].
async fn the_csv_imported(app: &TestApp) -> Imports {
    let i = a_held_unit_with_a_ticket(app).await;
    let r = upload(app, &i.etle, tickets_csv(&i), "tickets.csv", Some("id")).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    i
}

/// [`the_csv_imported`] and then [`tickets_xlsx`].
async fn both_files_imported(app: &TestApp) -> Imports {
    let i = the_csv_imported(app).await;
    let r = upload(app, &i.etle, tickets_xlsx(&i).0, "tickets.xlsx", None).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    i
}

#[tokio::test]
async fn a_ticket_csv_keeps_good_rows_counts_duplicates_and_lists_bad_rows_field_by_field() {
    let app = spawn_app().await;
    let i = a_held_unit_with_a_ticket(&app).await;
    // A good row, a bad row, the ticket recorded above, and the good row again.
    let r = upload(&app, &i.etle, tickets_csv(&i), "tickets.csv", Some("id")).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = &r.body["data"];
    assert_eq!((d["created"].as_u64(), d["duplicates"].as_u64()), (Some(1), Some(2)), "{d:?}");
    assert_eq!(d["rejected"].as_array().unwrap().len(), 1);
    assert_eq!(d["rejected"][0]["row"], 3);
    let codes: Vec<(&str, &str)> = d["rejected"][0]["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["field"].as_str().unwrap(), e["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        codes,
        [
            ("plate_number", "plate_number_invalid"),
            ("occurred_at", "occurred_at_invalid"),
            ("place", "place_required"),
            ("amount", "ticket_amount_invalid"),
            ("status", "ticket_status_invalid"),
        ]
    );
    assert_eq!(d["rejected"][0]["errors"][0]["message"], domain::i18n::text("plate_number_invalid", domain::Lang::Id));
    let r = app.get("/api/v1/traffic-tickets?kind=etoll", Some(&i.etle)).await;
    assert_eq!(r.body["data"]["total"], 1);
    let item = &r.body["data"]["items"][0];
    assert_eq!((item["loan_id"].as_str(), item["amount"].as_i64()), (Some(i.held.loan_code.as_str()), Some(15_500)));
}

#[tokio::test]
async fn a_ticket_xlsx_reads_a_date_time_cell_as_jakarta_time_and_a_number_amount() {
    let app = spawn_app().await;
    let i = the_csv_imported(&app).await;
    // An xlsx: a date-time cell (Asia/Jakarta wall clock), a number amount; the CSV's row again.
    let (file, local) = tickets_xlsx(&i);
    let r = upload(&app, &i.etle, file, "tickets.xlsx", None).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!((r.body["data"]["created"].as_u64(), r.body["data"]["duplicates"].as_u64()), (Some(1), Some(1)), "{:?}", r.body);
    assert_eq!(r.body["data"]["rejected"], json!([]));
    let r = app.get("/api/v1/traffic-tickets?q=thamrin", Some(&i.etle)).await;
    let item = &r.body["data"]["items"][0];
    let at: DateTime<Utc> = item["occurred_at"].as_str().unwrap().parse().unwrap();
    assert!((at.timestamp() - local.and_local_timezone(domain::calendar::ZONE).unwrap().timestamp()).abs() <= 1, "{item:?}");
    assert_eq!(item["loan_id"].as_str(), Some(i.held.loan_code.as_str()));
}

#[tokio::test]
async fn a_ticket_file_empty_unreadable_or_too_long_is_refused_whole() {
    let app = spawn_app().await;
    let i = both_files_imported(&app).await;
    let etle = &i.etle;
    let r = upload(&app, etle, Vec::new(), "empty.csv", None).await;
    assert_eq!(r.error_codes("file"), ["file_required"]);
    let r = upload(&app, etle, b"kind,plate_number\n".to_vec(), "header.csv", None).await;
    assert_eq!(r.error_codes("file"), ["import_empty"]);
    let r = upload(&app, etle, vec![0xff, 0xfe, 0x00, 0x01], "junk.csv", None).await;
    assert_eq!(r.error_codes("file"), ["import_file_unreadable"]);
    let mut big = String::from("kind,plate_number,occurred_at,place,violation,amount\n");
    for n in 0..5_001 {
        big.push_str(&format!("etle,B {},{},x,y,1\n", 1 + n % 9_000, rfc(i.now)));
    }
    let r = upload(&app, etle, big.into_bytes(), "big.csv", None).await;
    assert_eq!(r.error_codes("file"), ["import_too_many_rows"]);
}
