//! Motorcycles, handovers, batteries and swap events (issue 11), on SQLite and on PostgreSQL
//! with RODA_TEST_DATABASE_URL: registration and its duplicates, the handover that activates
//! the loan (once per unit, even when two race), swap events replayed, levels and scope.

use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";
const OTHER_LENDER_STAFF: &str = "lender2@roda.test";
const FLEET: &str = "level7@roda.test";

fn unit(refs: &test_support::applications::Refs, n: u32) -> Value {
    json!({
        "plate_number": format!("b {} xyz", 1000 + n),
        "frame_number": format!("MH1JM8110MK{:06}", n),
        "engine_number": format!("JM81E{:07}", n),
        "motorcycle_type_id": refs.motorcycle_type,
        "colour": "Black",
        "year": 2026,
        "stnk_number": format!("STNK{n:06}"),
        "stnk_expires_on": "2031-01-31",
        "bpkb_number": null,
        "dealer_id": refs.dealer,
        "purchase_price": 28_500_000,
    })
}

async fn register(app: &TestApp, token: &str, body: Value) -> String {
    let r = app.post("/api/v1/motorcycles", Some(token), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"]["id"].as_str().unwrap().to_owned()
}

async fn battery(app: &TestApp, token: &str, serial: &str) -> String {
    let r = app
        .post(
            "/api/v1/batteries",
            Some(token),
            json!({"serial": serial, "model": "Swap 1.5", "capacity_kwh": 1.5, "state_of_health_percent": 98.5}),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"]["id"].as_str().unwrap().to_owned()
}

/// A loan pending activation of the first demo lender: (admin token, loan ID).
async fn pending_loan(app: &TestApp, n: u32) -> (String, String) {
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let u = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &u.lender_id.unwrap().to_string(), &refs, n).await;
    (admin, loan)
}

async fn handover_body(app: &TestApp, token: &str, unit: &str, batteries: &[&str]) -> Value {
    json!({
        "motorcycle_id": unit,
        "handed_over_at": (chrono::Utc::now() - chrono::Duration::hours(1)).to_rfc3339(),
        "odometer_km": 12,
        "battery_ids": batteries,
        "photo_file_ids": [app.upload_id(token, "handover_photo").await],
        "bast_file_id": app.upload_id(token, "bast").await,
    })
}

/// A loan pending activation (1) and a unit the fleet level registered (unit 1: B 1001 XYZ).
struct Registered {
    admin: String,
    loan: String,
    fleet: String,
    /// The unit's id.
    id: String,
}

/// [`pending_loan`] (1), and unit 1 registered.
async fn a_registered_unit(app: &TestApp) -> Registered {
    let (admin, loan) = pending_loan(app, 1).await;
    let fleet = app.login(FLEET).await.token;
    let refs = app.refs(&admin).await;
    let id = register(app, &fleet, unit(&refs, 1)).await;
    Registered { admin, loan, fleet, id }
}

/// [`a_registered_unit`] and battery bat-0001 (in stock): its id.
async fn a_registered_unit_and_battery(app: &TestApp) -> (Registered, String) {
    let u = a_registered_unit(app).await;
    let bat = battery(app, &u.fleet, "bat-0001").await;
    (u, bat)
}

/// [`a_registered_unit_and_battery`], the unit handed over with the battery for the loan.
async fn a_unit_handed_over(app: &TestApp) -> Registered {
    let (u, bat) = a_registered_unit_and_battery(app).await;
    let body = handover_body(app, &u.fleet, &u.id, &[&bat]).await;
    let done = app.post(&format!("/api/v1/loans/{}/handover", u.loan), Some(&u.fleet), body).await;
    assert_eq!(done.status, 200, "{:?}", done.body);
    u
}

#[tokio::test]
async fn a_unit_is_registered_once_with_its_plate_normalised_and_each_bad_or_taken_field_named() {
    let app = spawn_app().await;
    let (admin, _) = pending_loan(&app, 1).await;
    let fleet = app.login(FLEET).await.token;
    let refs = app.refs(&admin).await;

    // Registration: normalised plate, each bad or taken field named.
    let bad =
        app.post("/api/v1/motorcycles", Some(&fleet), json!({"plate_number": "1234", "frame_number": "MH1JM8110OK123456"})).await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.error_codes("plate_number"), ["plate_number_invalid"]);
    assert_eq!(bad.error_codes("frame_number"), ["frame_number_invalid"]);
    assert_eq!(bad.error_codes("dealer_id"), ["dealer_required"]);
    let id = register(&app, &fleet, unit(&refs, 1)).await;
    let again = app.post("/api/v1/motorcycles", Some(&fleet), unit(&refs, 1)).await;
    assert_eq!(again.status, 422);
    assert_eq!(again.error_codes("plate_number"), ["plate_number_taken"]);
    assert_eq!(again.error_codes("frame_number"), ["frame_number_taken"]);
    let detail = app.get(&format!("/api/v1/motorcycles/{id}"), Some(&fleet)).await;
    assert_eq!(detail.body["data"]["plate_number"], "B 1001 XYZ");
    assert_eq!(detail.body["data"]["status"], "in_stock");
}

#[tokio::test]
async fn level_1_reads_the_units_and_registers_none_and_a_stranger_reads_nothing() {
    let app = spawn_app().await;
    let u = a_registered_unit(&app).await;
    let refs = app.refs(&u.admin).await;
    // Level 1 reads the units, registers nothing; a stranger gets 401.
    let level1 = app.login("level1@roda.test").await.token;
    let seen = app.get("/api/v1/motorcycles", Some(&level1)).await;
    assert_eq!(seen.body["data"]["items"][0]["allowed_actions"], json!([]), "level 1 only reads");
    let fleet_view = app.get("/api/v1/motorcycles", Some(&u.fleet)).await;
    assert_eq!(fleet_view.body["data"]["items"][0]["allowed_actions"], json!(["change_status"]));
    assert_eq!(app.post("/api/v1/motorcycles", Some(&level1), unit(&refs, 2)).await.status, 403);
    assert_eq!(app.get("/api/v1/motorcycles", None).await.status, 401);
}

#[tokio::test]
async fn a_handover_needs_its_files_and_the_pending_list_counts_the_units_in_stock() {
    let app = spawn_app().await;
    let (u, _) = a_registered_unit_and_battery(&app).await;
    let missing = app.post(&format!("/api/v1/loans/{}/handover", u.loan), Some(&u.fleet), json!({"motorcycle_id": u.id})).await;
    assert_eq!(missing.status, 422);
    assert_eq!(missing.error_codes("bast_file_id"), ["bast_required"]);
    assert_eq!(missing.error_codes("odometer_km"), ["odometer_invalid"]);
    let pending = app.get("/api/v1/handovers/pending", Some(&u.fleet)).await;
    let row = pending.body["data"]["items"].as_array().unwrap().iter().find(|r| r["loan_id"] == u.loan.as_str()).unwrap().clone();
    assert_eq!(row["units_in_stock"], 1);
}

#[tokio::test]
async fn a_handover_activates_the_loan_once_and_gives_the_unit_and_its_battery_to_the_borrower() {
    let app = spawn_app().await;
    let (u, bat) = a_registered_unit_and_battery(&app).await;
    let (fleet, loan, id) = (&u.fleet, &u.loan, &u.id);
    // The handover: the loan is active and the unit is the borrower's.
    let body = handover_body(&app, fleet, id, &[&bat]).await;
    let done = app.post(&format!("/api/v1/loans/{loan}/handover"), Some(fleet), body.clone()).await;
    assert_eq!(done.status, 200, "{:?}", done.body);
    assert_eq!(done.body["data"]["active_status"], "normal");
    let twice = app.post(&format!("/api/v1/loans/{loan}/handover"), Some(fleet), body).await;
    assert_eq!(twice.status, 409);
    let detail = app.get(&format!("/api/v1/motorcycles/{id}"), Some(fleet)).await.body["data"].clone();
    assert_eq!(detail["status"], "handed_over");
    assert_eq!(detail["holder"]["loan_id"], loan.as_str());
    assert_eq!(detail["battery_serials"], json!(["BAT-0001"]));
    let kinds: Vec<&str> = detail["timeline"].as_array().unwrap().iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"registered") && kinds.contains(&"handed_over"), "{kinds:?}");
    let b = app.get(&format!("/api/v1/batteries/{bat}"), Some(fleet)).await.body["data"].clone();
    assert_eq!((b["status"].as_str(), b["plate_number"].as_str()), (Some("installed"), Some("B 1001 XYZ")));
    let active = app.get("/api/v1/motorcycles?status=handed_over", Some(fleet)).await;
    assert_eq!(active.body["data"]["total"], 1);
    let by_name = app.get(&format!("/api/v1/motorcycles?q={}", "1001xyz"), Some(fleet)).await;
    assert_eq!(by_name.status, 200, "{:?}", by_name.body);
    assert_eq!(by_name.body["data"]["total"], 1);
}

#[tokio::test]
async fn the_funder_whose_loan_holds_a_unit_reads_it_and_another_funder_does_not() {
    let app = spawn_app().await;
    let u = a_unit_handed_over(&app).await;
    let id = &u.id;
    let own = app.login(LENDER_STAFF).await.token;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(app.get(&format!("/api/v1/motorcycles/{id}"), Some(&own)).await.status, 200);
    assert_eq!(app.get("/api/v1/motorcycles", Some(&own)).await.body["data"]["total"], 1);
    assert_eq!(app.get(&format!("/api/v1/motorcycles/{id}"), Some(&other)).await.status, 404);
    assert_eq!(app.get("/api/v1/motorcycles", Some(&other)).await.body["data"]["total"], 0);
    let funder_write = app.post(&format!("/api/v1/motorcycles/{id}/status"), Some(&own), json!({"status": "repossessed"})).await;
    assert_eq!(funder_write.status, 403);
}

#[tokio::test]
async fn a_handed_over_unit_moves_by_hand_only_to_an_allowed_status() {
    let app = spawn_app().await;
    let u = a_unit_handed_over(&app).await;
    let (fleet, id) = (&u.fleet, &u.id);
    let wrong = app.post(&format!("/api/v1/motorcycles/{id}/status"), Some(fleet), json!({"status": "in_stock"})).await;
    assert_eq!(
        (wrong.status, wrong.body["errors"][0]["code"].as_str()),
        (409, Some("motorcycle_status_invalid")),
        "{:?}",
        wrong.body
    );
    let repo = app
        .post(&format!("/api/v1/motorcycles/{id}/status"), Some(fleet), json!({"status": "repossessed", "note": "3 months late"}))
        .await;
    assert_eq!(repo.status, 200, "{:?}", repo.body);
    assert!(repo.body["data"]["handovers"][0]["ended_at"].is_string());
}

#[tokio::test]
async fn a_unit_handed_over_twice_at_once_goes_to_one_loan() {
    let app = spawn_app().await;
    let (admin, first) = pending_loan(&app, 1).await;
    let (_, second) = pending_loan(&app, 2).await;
    let fleet = app.login(FLEET).await.token;
    let refs = app.refs(&admin).await;
    let id = register(&app, &fleet, unit(&refs, 7)).await;
    let a = handover_body(&app, &fleet, &id, &[]).await;
    let b = handover_body(&app, &fleet, &id, &[]).await;
    let (pa, pb) = (format!("/api/v1/loans/{first}/handover"), format!("/api/v1/loans/{second}/handover"));
    let (ra, rb) = tokio::join!(app.post(&pa, Some(&fleet), a), app.post(&pb, Some(&fleet), b));
    let mut statuses = [ra.status, rb.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{:?} {:?}", ra.body, rb.body);
    let loser = if ra.status == 409 { &first } else { &second };
    let l = app.get(&format!("/api/v1/loans/{loser}/installments"), Some(&admin)).await;
    assert_eq!(l.body["data"].as_array().map_or(0, Vec::len), 0, "the losing loan stays pending: {:?}", l.body);
}

#[tokio::test]
async fn swap_events_move_batteries_once_even_when_replayed() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let fleet = app.login(FLEET).await.token;
    let refs = app.refs(&admin).await;
    let id = register(&app, &fleet, unit(&refs, 3)).await;
    let out = battery(&app, &fleet, "BAT-OUT-1").await;
    let inn = battery(&app, &fleet, "BAT-IN-1").await;
    let at = (chrono::Utc::now() - chrono::Duration::minutes(10)).to_rfc3339();
    let event = |id: &str, out: &str, soc: i64| {
        json!({"event_id": id, "station_id": "ST-JKT-01", "swapped_at": at, "plate_number": "B1003XYZ",
               "battery_out_serial": out, "battery_in_serial": "bat-in-1", "soc_out_percent": 8, "soc_in_percent": soc})
    };
    let batch = json!({"events": [
        event("e-1", "bat-out-1", 97),
        event("e-2", "bat-out-1", 101),
        event("e-3", "bat-nope", 90),
        event(&"x".repeat(65), "bat-out-1", 90),
        event("e-1", "bat-out-1", 97),
    ]});
    let r = app.post("/api/v1/battery-swaps", Some(&fleet), batch.clone()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!((r.body["data"]["accepted"].as_u64(), r.body["data"]["duplicates"].as_u64()), (Some(1), Some(1)));
    let mut codes: Vec<&str> =
        r.body["data"]["rejected"].as_array().unwrap().iter().map(|x| x["code"].as_str().unwrap()).collect();
    codes.sort_unstable();
    assert_eq!(codes, ["battery_unknown", "event_id_invalid", "soc_invalid"]);
    let again = app.post("/api/v1/battery-swaps", Some(&fleet), batch).await;
    assert_eq!((again.body["data"]["accepted"].as_u64(), again.body["data"]["duplicates"].as_u64()), (Some(0), Some(2)));

    let b_in = app.get(&format!("/api/v1/batteries/{inn}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!((b_in["status"].as_str(), b_in["motorcycle_id"].as_str()), (Some("installed"), Some(id.as_str())));
    assert_eq!(b_in["swaps"].as_array().unwrap().len(), 1);
    let b_out = app.get(&format!("/api/v1/batteries/{out}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!(b_out["status"], "at_station");
    assert_eq!(b_out["soc_percent"], 8);
    let swaps = app.get(&format!("/api/v1/battery-swaps?motorcycle_id={id}"), Some(&fleet)).await;
    assert_eq!(swaps.body["data"]["items"].as_array().unwrap().len(), 1);

    // A NUL anywhere is refused whole, naming the field; batch limits, a huge number, levels.
    let nul = app.post("/api/v1/battery-swaps", Some(&fleet), json!({"events": [event("a\u{0}b", "bat-out-1", 90)]})).await;
    assert_eq!((nul.status, nul.error_codes("events.0.event_id")), (422, vec!["invalid_characters".to_owned()]));
    let many: Vec<Value> = (0..1001).map(|i| event(&format!("x-{i}"), "bat-out-1", 50)).collect();
    let r = app.post("/api/v1/battery-swaps", Some(&fleet), json!({"events": many})).await;
    assert_eq!((r.status, r.error_codes("events")), (422, vec!["swap_batch_invalid".to_owned()]));
    let huge =
        app.post("/api/v1/battery-swaps", Some(&fleet), json!({"events": [{"event_id": "h", "soc_in_percent": 1e300}]})).await;
    assert!(huge.status == 400 || huge.status == 422, "{}", huge.status);
    // Stations at once (SQLite has one writer): every batch stored, none refused.
    let batch_of = |n: usize| {
        let events: Vec<Value> = (0..50).map(|i| event(&format!("c{n}-{i}"), "bat-out-1", 90)).collect();
        json!({ "events": events })
    };
    let (b1, b2, b3, b4) = (batch_of(1), batch_of(2), batch_of(3), batch_of(4));
    let (a, b, c, d) = tokio::join!(
        app.post("/api/v1/battery-swaps", Some(&fleet), b1),
        app.post("/api/v1/battery-swaps", Some(&fleet), b2),
        app.post("/api/v1/battery-swaps", Some(&fleet), b3),
        app.post("/api/v1/battery-swaps", Some(&fleet), b4),
    );
    for r in [a, b, c, d] {
        assert_eq!((r.status, r.body["data"]["accepted"].as_u64()), (200, Some(50)), "{:?}", r.body);
    }
    let level1 = app.login("level1@roda.test").await.token;
    assert_eq!(app.get(&format!("/api/v1/batteries/{inn}"), Some(&level1)).await.status, 200);
    assert_eq!(app.post("/api/v1/battery-swaps", Some(&level1), json!({"events": []})).await.status, 403);
}

/// Every swap id of `query` (a `GET /api/v1/battery-swaps` filter), page by page of 30.
async fn all_swaps(app: &TestApp, token: &str, query: &str) -> Vec<String> {
    let (mut ids, mut cursor) = (Vec::new(), String::new());
    loop {
        let r = app.get(&format!("/api/v1/battery-swaps?{query}&limit=30{cursor}"), Some(token)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let page = &r.body["data"];
        ids.extend(page["items"].as_array().unwrap().iter().map(|i| i["event_id"].as_str().unwrap().to_owned()));
        match page["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => return ids,
        }
    }
}

#[tokio::test]
async fn a_battery_history_is_whole_after_batches_at_once_and_late_events() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let fleet = app.login(FLEET).await.token;
    let refs = app.refs(&admin).await;
    let unit_id = register(&app, &fleet, unit(&refs, 7)).await;
    let a = battery(&app, &fleet, "BAT-CHAIN-A").await;
    battery(&app, &fleet, "BAT-CHAIN-B").await;
    let c = battery(&app, &fleet, "BAT-CHAIN-C").await;
    let start = chrono::Utc::now() - chrono::Duration::hours(2);
    // Batteries A and B take turns in the unit: event k swaps A out when k is even.
    let event = |k: i64, out: &str, inn: &str, at: chrono::DateTime<chrono::Utc>| {
        json!({"event_id": format!("chain-{k}"), "station_id": "ST-JKT-09", "swapped_at": at.to_rfc3339(),
               "plate_number": "B 1007 XYZ", "battery_out_serial": out, "battery_in_serial": inn,
               "soc_out_percent": 10, "soc_in_percent": 90})
    };
    let batch = |n: i64| {
        let events: Vec<Value> = (n * 50..n * 50 + 50)
            .map(|k| {
                let (out, inn) = if k % 2 == 0 { ("BAT-CHAIN-A", "BAT-CHAIN-B") } else { ("BAT-CHAIN-B", "BAT-CHAIN-A") };
                event(k, out, inn, start + chrono::Duration::seconds(k))
            })
            .collect();
        json!({ "events": events })
    };
    let (r1, r2, r3, r4) = tokio::join!(
        app.post("/api/v1/battery-swaps", Some(&fleet), batch(0)),
        app.post("/api/v1/battery-swaps", Some(&fleet), batch(1)),
        app.post("/api/v1/battery-swaps", Some(&fleet), batch(2)),
        app.post("/api/v1/battery-swaps", Some(&fleet), batch(3)),
    );
    for r in [r1, r2, r3, r4] {
        assert_eq!((r.status, r.body["data"]["accepted"].as_u64()), (200, Some(50)), "{:?}", r.body);
    }
    // The newest event (k = 199, odd) put A in the unit.
    let detail = app.get(&format!("/api/v1/batteries/{a}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!((detail["status"].as_str(), detail["motorcycle_id"].as_str()), (Some("installed"), Some(unit_id.as_str())));
    let shown: Vec<&str> = detail["swaps"].as_array().unwrap().iter().map(|s| s["event_id"].as_str().unwrap()).collect();
    let newest: Vec<String> = (100..200).rev().map(|k| format!("chain-{k}")).collect();
    assert_eq!(shown, newest, "the newest 100, newest first");

    // Every event once on A's, B's and the unit's histories, each way.
    let all: std::collections::BTreeSet<String> = (0..200).map(|k| format!("chain-{k}")).collect();
    for query in
        [format!("battery_id={a}"), format!("motorcycle_id={unit_id}"), format!("battery_id={a}&motorcycle_id={unit_id}")]
    {
        let newest_first = all_swaps(&app, &fleet, &query).await;
        assert_eq!(newest_first.iter().cloned().collect::<std::collections::BTreeSet<_>>(), all, "{query}");
        assert_eq!(newest_first.len(), 200, "{query}: no swap twice");
        let mut oldest_first = all_swaps(&app, &fleet, &format!("{query}&sort=oldest")).await;
        oldest_first.reverse();
        assert_eq!(oldest_first, newest_first, "{query}");
    }
    assert!(all_swaps(&app, &fleet, &format!("battery_id={c}")).await.is_empty());
    // A funder whose loans hold no such unit sees none of it.
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert!(all_swaps(&app, &other, &format!("battery_id={a}")).await.is_empty());

    // An event that arrives late, older than what A shows, joins the histories but moves A nowhere.
    let old = event(500, "BAT-CHAIN-A", "BAT-CHAIN-C", start - chrono::Duration::days(1));
    let r = app.post("/api/v1/battery-swaps", Some(&fleet), json!({ "events": [old] })).await;
    assert_eq!(r.body["data"]["accepted"].as_u64(), Some(1), "{:?}", r.body);
    let detail = app.get(&format!("/api/v1/batteries/{a}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!(detail["status"], "installed");
    // The newest 100 to arrive, shown by when each swap happened: the late one last.
    assert_eq!(
        (detail["swaps"][0]["event_id"].as_str(), detail["swaps"][99]["event_id"].as_str()),
        (Some("chain-199"), Some("chain-500"))
    );
    assert_eq!(all_swaps(&app, &fleet, &format!("battery_id={a}")).await[0], "chain-500", "newest by arrival");
    assert_eq!(all_swaps(&app, &fleet, &format!("battery_id={c}")).await, ["chain-500"]);
}

/// The late list's row of `loan`, as `token` sees it (`None`: not on the list).
async fn late_row(app: &TestApp, token: &str, loan: &str) -> Option<Value> {
    let late = app.get("/api/v1/repayments/late", Some(token)).await;
    assert_eq!(late.status, 200, "{:?}", late.body);
    late.body["data"]["items"].as_array().unwrap().iter().find(|i| i["loan_id"] == loan).cloned()
}

#[tokio::test]
async fn a_late_borrower_who_still_swaps_batteries_is_flagged_on_the_late_list() {
    let app = spawn_app().await;
    let (admin, loan) = pending_loan(&app, 4).await;
    let fleet = app.login(FLEET).await.token;
    let refs = app.refs(&admin).await;
    let id = register(&app, &fleet, unit(&refs, 4)).await;
    let bat = battery(&app, &fleet, "BAT-LATE-1").await;
    battery(&app, &fleet, "BAT-LATE-2").await;
    // Handed over 100 days ago: the schedule started then, so the loan is late at once.
    let mut body = handover_body(&app, &fleet, &id, &[&bat]).await;
    body["handed_over_at"] = json!((chrono::Utc::now() - chrono::Duration::days(100)).to_rfc3339());
    let done = app.post(&format!("/api/v1/loans/{loan}/handover"), Some(&fleet), body).await;
    assert_eq!(done.status, 200, "{:?}", done.body);

    let row = late_row(&app, &admin, &loan).await.expect("the loan is late");
    assert!(row["dpd"].as_i64().unwrap() >= 1);
    assert_eq!(row["unit"]["plate_number"], "B 1004 XYZ");
    assert_eq!(row["unit"]["last_swap_at"], Value::Null);
    assert_eq!(row["unit"]["swapping_while_late"], false, "no swap yet: no signal");

    // A swap before the handover does not count; one an hour ago (after the oldest due date) does.
    let swap = |event: &str, at: chrono::DateTime<chrono::Utc>, out: &str, inn: &str| {
        json!({"event_id": event, "station_id": "ST-JKT-02", "swapped_at": at.to_rfc3339(), "plate_number": "B 1004 XYZ",
               "battery_out_serial": out, "battery_in_serial": inn, "soc_out_percent": 12, "soc_in_percent": 96})
    };
    let before = swap("old", chrono::Utc::now() - chrono::Duration::days(200), "BAT-LATE-2", "BAT-LATE-1");
    let r = app.post("/api/v1/battery-swaps", Some(&fleet), json!({"events": [before]})).await;
    assert_eq!(r.body["data"]["accepted"], 1, "{:?}", r.body);
    assert_eq!(late_row(&app, &admin, &loan).await.unwrap()["unit"]["swapping_while_late"], false);
    let recent = chrono::Utc::now() - chrono::Duration::hours(1);
    let r = app
        .post("/api/v1/battery-swaps", Some(&fleet), json!({"events": [swap("new", recent, "BAT-LATE-1", "BAT-LATE-2")]}))
        .await;
    assert_eq!(r.body["data"]["accepted"], 1, "{:?}", r.body);
    let row = late_row(&app, &admin, &loan).await.unwrap();
    assert_eq!(row["unit"]["swapping_while_late"], true, "{row:?}");
    let at = chrono::DateTime::parse_from_rfc3339(row["unit"]["last_swap_at"].as_str().unwrap()).unwrap();
    assert_eq!(at.timestamp(), recent.timestamp());

    // The funder whose loan it is sees the same; the download carries the plate and the flag.
    let own = app.login(LENDER_STAFF).await.token;
    assert_eq!(late_row(&app, &own, &loan).await.unwrap()["unit"]["swapping_while_late"], true);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert!(late_row(&app, &other, &loan).await.is_none());
    let res = app.client.get(app.url("/api/v1/repayments/late?format=xlsx")).bearer_auth(&admin).send().await.unwrap();
    let bytes = res.bytes().await.unwrap();
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let sheet = calamine::Reader::worksheet_range(&mut book, "late").unwrap();
    let found = sheet.rows().find(|r| r[0] == calamine::Data::String(loan.clone())).expect("the loan's row").to_vec();
    assert_eq!(found[12], calamine::Data::String("B 1004 XYZ".into()));
    assert_eq!(found[14], calamine::Data::String("Yes".into()));
    // The last swap is a date cell, the quality bucket its label (issue 41 item 9).
    assert!(matches!(found[13], calamine::Data::DateTime(_)), "{found:?}");
    let bucket = row["bucket"].as_str().expect("a late loan has a quality bucket");
    assert!(matches!(&found[7], calamine::Data::String(b) if !b.is_empty() && b != bucket), "{found:?}");
}

async fn import(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str, lang: Option<&str>) -> test_support::Reply {
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()));
    let mut req = app.client.post(app.url("/api/v1/motorcycles/import")).bearer_auth(token).multipart(form);
    if let Some(l) = lang {
        req = req.header("accept-language", l);
    }
    test_support::Reply::read(req.send().await.unwrap()).await
}

/// The fleet level's token, with unit 9 (B 1009 XYZ) already registered.
async fn fleet_with_unit_9(app: &TestApp) -> String {
    let admin = app.login(ADMIN).await.token;
    let fleet = app.login(FLEET).await.token;
    register(app, &fleet, unit(&app.refs(&admin).await, 9)).await; // B 1009 XYZ, already registered
    fleet
}

/// The import template in Indonesian, as a workbook.
async fn template_book(app: &TestApp, fleet: &str) -> calamine::Xlsx<std::io::Cursor<Vec<u8>>> {
    use calamine::Reader;
    let res = app
        .client
        .get(app.url("/api/v1/motorcycles/import-template"))
        .bearer_auth(fleet)
        .header("accept-language", "id")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    calamine::Xlsx::new(std::io::Cursor::new(res.bytes().await.unwrap().to_vec())).unwrap()
}

/// What a filled template is made of: its header row, and a motorcycle type and a dealer its
/// drop-downs offer.
struct Template {
    header: Vec<String>,
    motorcycle_type: String,
    dealer: String,
}

async fn template(app: &TestApp, fleet: &str) -> Template {
    use calamine::Reader;
    let mut book = template_book(app, fleet).await;
    let header = book.worksheet_range("Motor").unwrap().rows().next().unwrap().iter().map(ToString::to_string).collect();
    let lists = book.worksheet_range("Daftar pilihan").unwrap();
    let motorcycle_type = lists.get_value((1, 0)).unwrap().to_string();
    let dealer = lists.get_value((1, 1)).unwrap().to_string();
    Template { header, motorcycle_type, dealer }
}

/// The template filled: two good rows (a number price, a grouped text price), a row bad in
/// every field, a plate repeated in the file, and a plate already registered (B 1009 XYZ).
fn filled(t: &Template) -> Vec<u8> {
    let (motorcycle_type, dealer) = (t.motorcycle_type.as_str(), t.dealer.as_str());
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    for (c, h) in t.header.iter().enumerate() {
        ws.write_string(0, u16::try_from(c).unwrap(), h).unwrap();
    }
    let rows: [[&str; 11]; 5] = [
        [
            "b 2001 abc",
            "MH1JM8110MK200001",
            "JM81E2000001",
            motorcycle_type,
            "Hitam",
            "2026",
            "STNK2001",
            "2031-05-31",
            "",
            dealer,
            "28500000",
        ],
        ["B 2002 ABC", "MH1JM8110MK200002", "JM81E2000002", motorcycle_type, "Putih", "2026", "", "", "", dealer, "28.500.000"],
        ["B 2001 ABC", "MH1JM8110OK200003", "JM81E2000003", "Kapal", "", "1990", "", "31/05/2031", "", "Nobody", "-5"],
        ["B2002ABC", "MH1JM8110MK200004", "JM81E2000004", motorcycle_type, "Merah", "2026", "", "", "", dealer, "1000"],
        ["B 1009 XYZ", "MH1JM8110MK200005", "JM81E2000005", motorcycle_type, "Biru", "2026", "", "", "", dealer, "1000"],
    ];
    for (r, row) in rows.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            ws.write_string(u32::try_from(r + 1).unwrap(), u16::try_from(c).unwrap(), *v).unwrap();
        }
    }
    wb.save_to_buffer().unwrap()
}

/// A CSV with the keys as headers: one good row (B 2010 ABC).
fn keyed_csv(t: &Template) -> Vec<u8> {
    let (motorcycle_type, dealer) = (&t.motorcycle_type, &t.dealer);
    format!(
        "plate_number;frame_number;engine_number;motorcycle_type;colour;year;dealer;purchase_price\n\
         B 2010 ABC;MH1JM8110MK200010;JM81E2000010;{motorcycle_type};Hijau;2025;{dealer};27000000\n"
    )
    .into_bytes()
}

/// [`fleet_with_unit_9`] and the [`filled`] template imported (in English): (the fleet
/// level's token, the template, the file).
async fn the_filled_template_imported(app: &TestApp) -> (String, Template, Vec<u8>) {
    let fleet = fleet_with_unit_9(app).await;
    let t = template(app, &fleet).await;
    let file = filled(&t);
    let r = import(app, &fleet, file.clone(), "units.xlsx", Some("en")).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (fleet, t, file)
}

/// [`the_filled_template_imported`], then the same file again.
async fn the_filled_template_imported_twice(app: &TestApp) -> (String, Template) {
    let (fleet, t, file) = the_filled_template_imported(app).await;
    let r = import(app, &fleet, file, "units.xlsx", None).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (fleet, t)
}

/// [`the_filled_template_imported_twice`], then [`keyed_csv`]: the fleet level's token.
async fn every_import_done(app: &TestApp) -> String {
    let (fleet, t) = the_filled_template_imported_twice(app).await;
    let r = import(app, &fleet, keyed_csv(&t), "units.csv", None).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    fleet
}

#[tokio::test]
async fn the_import_template_has_the_headers_and_the_drop_down_lists_in_indonesian() {
    use calamine::Reader;
    let app = spawn_app().await;
    let fleet = fleet_with_unit_9(&app).await;
    // The template in Indonesian: its headers, and the lists its drop-downs read.
    let mut book = template_book(&app, &fleet).await;
    let names = book.sheet_names();
    assert_eq!(names, ["Motor", "Daftar pilihan"]);
    let header: Vec<String> =
        book.worksheet_range("Motor").unwrap().rows().next().unwrap().iter().map(ToString::to_string).collect();
    assert_eq!(header[0], "Nomor polisi");
    assert_eq!(header.len(), 11);
    let lists = book.worksheet_range("Daftar pilihan").unwrap();
    let motorcycle_type = lists.get_value((1, 0)).unwrap().to_string();
    let dealer = lists.get_value((1, 1)).unwrap().to_string();
    assert!(!motorcycle_type.is_empty() && !dealer.is_empty());
}

#[tokio::test]
async fn a_filled_template_imports_its_good_rows_and_names_each_bad_rows_fields() {
    let app = spawn_app().await;
    let fleet = fleet_with_unit_9(&app).await;
    let t = template(&app, &fleet).await;
    let r = import(&app, &fleet, filled(&t), "units.xlsx", Some("en")).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = &r.body["data"];
    assert_eq!((d["created"].as_u64(), d["duplicates"].as_u64()), (Some(2), Some(0)), "{d:?}");
    let rejected: Vec<(i64, Vec<(String, String)>)> = d["rejected"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            let errors = x["errors"].as_array().unwrap();
            (
                x["row"].as_i64().unwrap(),
                errors
                    .iter()
                    .map(|e| (e["field"].as_str().unwrap().to_owned(), e["code"].as_str().unwrap().to_owned()))
                    .collect(),
            )
        })
        .collect();
    let pairs = |v: &[(&str, &str)]| v.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect::<Vec<_>>();
    assert_eq!(rejected.len(), 3, "{rejected:?}");
    assert_eq!(rejected[0].0, 4);
    for expected in [
        ("frame_number", "frame_number_invalid"),
        ("colour", "colour_required"),
        ("year", "year_invalid"),
        ("stnk_expires_on", "stnk_expires_on_invalid"),
        ("purchase_price", "purchase_price_invalid"),
        ("motorcycle_type", "motorcycle_type_required"),
        ("dealer", "dealer_required"),
    ] {
        assert!(rejected[0].1.contains(&pairs(&[expected])[0]), "{expected:?} in {:?}", rejected[0].1);
    }
    assert_eq!(rejected[1], (5, pairs(&[("plate_number", "plate_number_repeated")])));
    assert_eq!(rejected[2], (6, pairs(&[("plate_number", "plate_number_taken")])));
    assert_eq!(d["rejected"][2]["errors"][0]["message"], "This plate number is already registered");
    let listed = app.get("/api/v1/motorcycles?q=2002abc", Some(&fleet)).await.body["data"].clone();
    assert_eq!((listed["total"].as_u64(), listed["items"][0]["status"].as_str()), (Some(1), Some("in_stock")));
    assert_eq!(listed["items"][0]["purchase_price"], 28_500_000);
}

#[tokio::test]
async fn the_same_import_file_again_creates_nothing() {
    let app = spawn_app().await;
    let (fleet, _, file) = the_filled_template_imported(&app).await;
    let again = import(&app, &fleet, file, "units.xlsx", None).await;
    assert_eq!((again.body["data"]["created"].as_u64(), again.body["data"]["duplicates"].as_u64()), (Some(0), Some(2)));
}

#[tokio::test]
async fn a_csv_with_the_keys_as_headers_is_imported_too() {
    let app = spawn_app().await;
    let (fleet, t) = the_filled_template_imported_twice(&app).await;
    let r = import(&app, &fleet, keyed_csv(&t), "units.csv", None).await;
    assert_eq!(r.body["data"]["created"], 1, "{:?}", r.body);
}

#[tokio::test]
async fn an_import_of_nothing_readable_is_refused_whole_and_a_nul_is_removed_from_its_cell() {
    let app = spawn_app().await;
    let fleet = every_import_done(&app).await;
    assert_eq!(import(&app, &fleet, b"plate_number\n".to_vec(), "h.csv", None).await.error_codes("file"), ["import_empty"]);
    let nul = import(&app, &fleet, b"plate_number,frame_number\nB 1\x00 A,x\n".to_vec(), "n.csv", None).await;
    assert_eq!(nul.status, 200, "a NUL is removed from the cell, the row checked: {:?}", nul.body);
    assert_eq!(nul.body["data"]["created"], 0);
}

#[tokio::test]
async fn funders_level_1_and_strangers_may_not_import_units() {
    let app = spawn_app().await;
    every_import_done(&app).await;
    let own = app.login(LENDER_STAFF).await.token;
    assert_eq!(import(&app, &own, b"a\n1\n".to_vec(), "x.csv", None).await.status, 403);
    let level1 = app.login("level1@roda.test").await.token;
    assert_eq!(import(&app, &level1, b"a\n1\n".to_vec(), "x.csv", None).await.status, 403);
    assert_eq!(app.client.get(app.url("/api/v1/motorcycles/import-template")).send().await.unwrap().status(), 401);
}

/// An app whose vehicle-mobility service is `service` (token `fleet-secret`, retried after
/// 10 ms), with loan 6's unit (B 1006 XYZ) handed over with battery BAT-MOB-1, battery
/// BAT-MOB-2 in stock and unit 7 in stock.
struct OnMobility {
    service: wiremock::MockServer,
    app: TestApp,
    fleet: String,
    /// The unit's id.
    id: String,
    /// BAT-MOB-1's id.
    bat: String,
}

async fn a_unit_on_the_mobility_service() -> OnMobility {
    let service = wiremock::MockServer::start().await;
    let url = service.uri();
    let app = test_support::spawn_app_with(test_support::Options {
        configure: Box::new(move |c| {
            c.mobility_url = Some(url);
            c.mobility_token = Some("fleet-secret".into());
            c.mobility_retry_ms = 10;
            c.mobility_timeout_ms = 2_000;
        }),
        ..Default::default()
    })
    .await;
    let (admin, loan) = pending_loan(&app, 6).await;
    let fleet = app.login(FLEET).await.token;
    let id = register(&app, &fleet, unit(&app.refs(&admin).await, 6)).await;
    let bat = battery(&app, &fleet, "BAT-MOB-1").await;
    battery(&app, &fleet, "BAT-MOB-2").await; // in stock, not in the unit: its reported state is ignored
    let body = handover_body(&app, &fleet, &id, &[&bat]).await;
    assert_eq!(app.post(&format!("/api/v1/loans/{loan}/handover"), Some(&fleet), body).await.status, 200);
    register(&app, &fleet, unit(&app.refs(&admin).await, 7)).await; // in stock: not asked about
    OnMobility { service, app, fleet, id, bat }
}

/// The service's report of B 1006 XYZ at `km` and latitude `lat` with its batteries (and
/// BAT-MOB-2's), and of a unit Roda does not know.
fn mobility_report(km: i64, lat: f64, at: chrono::DateTime<chrono::Utc>) -> Value {
    json!({"vehicles": [
        {"plate_number": "b1006xyz", "odometer_km": km, "latitude": lat, "longitude": 106.8272, "reported_at": at.to_rfc3339(),
         "batteries": [{"serial": "bat-mob-1", "soc_percent": 64, "state_of_health_percent": 97.5, "cycle_count": km / 10},
                       {"serial": "BAT-MOB-2", "soc_percent": 50}]},
        {"plate_number": "B 9999 ZZZ", "odometer_km": 5, "latitude": 0.0, "longitude": 0.0, "reported_at": at.to_rfc3339()},
    ]})
}

/// One sync of the app's units with its mobility service.
async fn mobility_sync(app: &TestApp) -> api::jobs::mobility::SyncReport {
    let client = app.state.mobility.as_ref().expect("configured");
    api::jobs::mobility::sync(&app.state.db, client).await.unwrap()
}

/// The service fails once (503), then answers a report two minutes old at 1,500 km to a request
/// with the token about B 1006 XYZ alone.
async fn fail_once_then_report(service: &wiremock::MockServer) {
    use wiremock::{
        Mock, ResponseTemplate,
        matchers::{body_json, header, method, path},
    };
    let first = chrono::Utc::now() - chrono::Duration::minutes(2);
    Mock::given(method("POST"))
        .and(path("/v1/vehicles/status"))
        .respond_with(ResponseTemplate::new(503))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(service)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/vehicles/status"))
        .and(header("authorization", "Bearer fleet-secret"))
        .and(body_json(json!({"plates": ["B 1006 XYZ"]})))
        .respond_with(ResponseTemplate::new(200).set_body_json(mobility_report(1_500, -6.1754, first)))
        .mount(service)
        .await;
}

/// Resets the service: the mock (to mount) that answers `status` (with `body`) to every request.
async fn reset_to_answer(service: &wiremock::MockServer, status: u16, body: Option<Value>) -> wiremock::Mock {
    use wiremock::{
        Mock, ResponseTemplate,
        matchers::{method, path},
    };
    service.reset().await;
    let mut answer = ResponseTemplate::new(status);
    if let Some(body) = body {
        answer = answer.set_body_json(body);
    }
    Mock::given(method("POST")).and(path("/v1/vehicles/status")).respond_with(answer)
}

/// [`a_unit_on_the_mobility_service`] synced once, through one failure, with its 1,500 km report.
async fn synced_once() -> OnMobility {
    let m = a_unit_on_the_mobility_service().await;
    fail_once_then_report(&m.service).await;
    assert_eq!(mobility_sync(&m.app).await.updated, 1);
    m
}

/// [`synced_once`], synced again with the same report, then with a newer one at 1,200 km and
/// latitude -6.2.
async fn synced_a_newer_lower_report() -> OnMobility {
    let m = synced_once().await;
    assert_eq!(mobility_sync(&m.app).await.updated, 0);
    reset_to_answer(&m.service, 200, Some(mobility_report(1_200, -6.2, chrono::Utc::now()))).await.mount(&m.service).await;
    assert_eq!(mobility_sync(&m.app).await.updated, 1);
    m
}

#[tokio::test]
async fn the_mobility_sync_retries_a_failure_and_records_the_units_and_its_batterys_report() {
    let OnMobility { service, app, fleet, id, bat } = a_unit_on_the_mobility_service().await;
    // The service fails once (retried), then answers: the unit takes the report.
    fail_once_then_report(&service).await;
    let r = mobility_sync(&app).await;
    assert_eq!((r.asked, r.updated, r.batteries_updated, r.failed_batches), (1, 1, 1, 0));
    let b = app.get(&format!("/api/v1/batteries/{bat}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!(
        (b["soc_percent"].as_i64(), b["state_of_health_percent"].as_f64(), b["cycle_count"].as_i64()),
        (Some(64), Some(97.5), Some(150)),
        "{b:?}"
    );
    let detail = app.get(&format!("/api/v1/motorcycles/{id}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!(detail["odometer_km"], 1_500);
    let synced =
        detail["timeline"].as_array().unwrap().iter().find(|e| e["kind"] == "mobility_sync").expect("on the timeline").clone();
    assert_eq!(synced["detail"]["latitude"], -6.1754, "{synced:?}");
}

#[tokio::test]
async fn the_mobility_sync_skips_a_report_it_has_and_never_winds_an_odometer_back() {
    let OnMobility { service, app, fleet, id, bat } = synced_once().await;
    // The same report again changes nothing; a newer one with a lower odometer moves the unit
    // but never winds the odometer back.
    assert_eq!(mobility_sync(&app).await.updated, 0);
    reset_to_answer(&service, 200, Some(mobility_report(1_200, -6.2, chrono::Utc::now()))).await.mount(&service).await;
    assert_eq!(mobility_sync(&app).await.updated, 1);
    let b = app.get(&format!("/api/v1/batteries/{bat}"), Some(&fleet)).await.body["data"].clone();
    assert_eq!(b["cycle_count"], 150, "the cycle count never goes back: {b:?}");
    let detail = app.get(&format!("/api/v1/motorcycles/{id}"), Some(&fleet)).await.body["data"].clone();
    let synced = detail["timeline"].as_array().unwrap().iter().find(|e| e["kind"] == "mobility_sync").unwrap().clone();
    assert_eq!((detail["odometer_km"].as_i64(), synced["detail"]["latitude"].as_f64()), (Some(1_500), Some(-6.2)), "{synced:?}");
}

#[tokio::test]
async fn a_mobility_service_down_for_good_is_tried_four_times_and_the_unit_keeps_what_it_showed() {
    let OnMobility { service, app, fleet, id, .. } = synced_a_newer_lower_report().await;
    // Down for good: 1 + 3 attempts, the batch skipped, the unit keeps what it showed.
    reset_to_answer(&service, 500, None).await.expect(4).mount(&service).await;
    let r = mobility_sync(&app).await;
    assert_eq!((r.asked, r.updated, r.failed_batches), (1, 0, 1));
    assert_eq!(app.get(&format!("/api/v1/motorcycles/{id}"), Some(&fleet)).await.body["data"]["odometer_km"], 1_500);
}
