//! The assets in figures and the rough edges around them (issue 45 item 9), on SQLite and on
//! PostgreSQL with RODA_TEST_DATABASE_URL: the data area's assets report counts units,
//! batteries, service orders and tickets by status within the caller's lender; the home
//! dashboard shows each level the registers whose lists it opens (level 1: units and
//! batteries); the handover list tells when the contract was signed; a service is completed
//! only with an odometer reading no lower than the unit's; the ticket import has a template whose
//! filled copy imports.

use calamine::Reader;
use chrono::{Duration, Utc};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";
const OTHER_LENDER_STAFF: &str = "lender2@roda.test";
/// ETLE only, of fleet service.
const LEVEL3: &str = "level3@roda.test";
/// Motorcycle and battery active lists only.
const LEVEL1: &str = "level1@roda.test";

fn unit_body(refs: &test_support::applications::Refs, plate: &str, n: u32) -> Value {
    json!({
        "plate_number": plate,
        "frame_number": format!("MH1FGG110MK{n:06}"),
        "engine_number": format!("FIG{n:07}"),
        "motorcycle_type_id": refs.motorcycle_type,
        "colour": "Black",
        "year": 2026,
        "stnk_number": format!("STNKF{n:06}"),
        "stnk_expires_on": "2031-01-31",
        "dealer_id": refs.dealer,
        "purchase_price": 28_500_000,
    })
}

async fn created(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let r = app.post(path, Some(token), body).await;
    assert_eq!(r.status, 201, "{path}: {:?}", r.body);
    r.body["data"].clone()
}

/// A small book of assets, made through the API:
/// - unit B 7001 FIG handed over (at 12 km) to a loan of the first demo lender with battery
///   FIG-BAT-1 installed, a service order scheduled for it, and an ETLE ticket an hour ago (so
///   charged to that loan's lender);
/// - unit B 7002 FIG in stock with a service order in progress and an e-toll transaction;
/// - battery FIG-BAT-2 in stock.
struct Book {
    admin: String,
    /// The first demo lender's staff (level 5, the data area) and its lender's id.
    lender: String,
    lender_id: String,
    /// The handed-over unit's service order (scheduled): its URL.
    held_order: String,
}

async fn a_book_of_assets(app: &TestApp) -> Book {
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let lender_id =
        storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap().to_string();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &lender_id, &refs, 71).await;
    let held = created(app, &admin, "/api/v1/motorcycles", unit_body(&refs, "B 7001 FIG", 1)).await;
    let stock = created(app, &admin, "/api/v1/motorcycles", unit_body(&refs, "B 7002 FIG", 2)).await;
    let battery =
        |serial: &str| json!({"serial": serial, "model": "Swap 1.5", "capacity_kwh": 1.5, "state_of_health_percent": 98.5});
    let installed = created(app, &admin, "/api/v1/batteries", battery("FIG-BAT-1")).await;
    created(app, &admin, "/api/v1/batteries", battery("FIG-BAT-2")).await;
    let handover = json!({
        "motorcycle_id": held["id"],
        "handed_over_at": (Utc::now() - Duration::hours(3)).to_rfc3339(),
        "odometer_km": 12,
        "battery_ids": [installed["id"]],
        "photo_file_ids": [app.upload_id(&admin, "handover_photo").await],
        "bast_file_id": app.upload_id(&admin, "bast").await,
    });
    let r = app.post(&format!("/api/v1/loans/{loan}/handover"), Some(&admin), handover).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let order = |unit: &Value| {
        json!({"motorcycle_id": unit["id"], "kind": "maintenance", "workshop": "Bengkel Angka",
            "scheduled_on": domain::calendar::today().to_string(), "items": []})
    };
    let held_order = created(app, &admin, "/api/v1/service-orders", order(&held)).await;
    let stock_order = created(app, &admin, "/api/v1/service-orders", order(&stock)).await;
    let r = app
        .put(
            &format!("/api/v1/service-orders/{}", stock_order["id"].as_str().unwrap()),
            Some(&admin),
            json!({"status": "in_progress", "version": 1}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let ticket = |kind: &str, plate: &str| {
        json!({"kind": kind, "plate_number": plate, "occurred_at": (Utc::now() - Duration::hours(1)).to_rfc3339(),
            "place": "Jl. Sudirman, Jakarta", "violation": "Melanggar lampu merah", "amount": 250_000})
    };
    created(app, &admin, "/api/v1/traffic-tickets", ticket("etle", "B 7001 FIG")).await;
    created(app, &admin, "/api/v1/traffic-tickets", ticket("etoll", "B 7002 FIG")).await;
    let held_order = format!("/api/v1/service-orders/{}", held_order["id"].as_str().unwrap());
    Book { admin, lender, lender_id, held_order }
}

/// The assets report as `token` with `query`: its rows as `(kind, status, count)`, and its totals.
async fn assets_report(app: &TestApp, token: &str, query: &str) -> (Vec<(String, String, i64)>, Value) {
    let r = app.get(&format!("/api/v1/reports/assets?{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = &r.body["data"];
    let rows = d["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (r["kind"].as_str().unwrap().to_owned(), r["status"].as_str().unwrap().to_owned(), r["number"].as_i64().unwrap())
        })
        .collect();
    (rows, d["totals"].clone())
}

fn rows(expected: &[(&str, &str, i64)]) -> Vec<(String, String, i64)> {
    expected.iter().map(|(k, s, n)| ((*k).to_owned(), (*s).to_owned(), *n)).collect()
}

#[tokio::test]
async fn the_assets_report_counts_every_register_by_status_within_the_callers_lender() {
    let app = spawn_app().await;
    let b = a_book_of_assets(&app).await;
    let (all, totals) = assets_report(&app, &b.admin, "").await;
    assert_eq!(
        all,
        rows(&[
            ("motorcycle", "in_stock", 1),
            ("motorcycle", "handed_over", 1),
            ("battery", "in_stock", 1),
            ("battery", "installed", 1),
            ("service_order", "scheduled", 1),
            ("service_order", "in_progress", 1),
            ("etle", "unpaid", 1),
            ("etoll", "unpaid", 1),
        ])
    );
    assert_eq!(
        totals,
        json!({"motorcycle_total": 2, "battery_total": 2, "service_order_total": 2, "etle_total": 1, "etoll_total": 1})
    );
    // The registers have no period: a range long past changes nothing.
    assert_eq!(assets_report(&app, &b.admin, "from=2020-01-01&to=2020-01-31").await.0, all);

    // The funder's staff, and the lender filter: the unit their loan holds, its battery, its order
    // and the ticket charged to them.
    let own = rows(&[
        ("motorcycle", "handed_over", 1),
        ("battery", "installed", 1),
        ("service_order", "scheduled", 1),
        ("etle", "unpaid", 1),
    ]);
    assert_eq!(assets_report(&app, &b.lender, "").await.0, own);
    assert_eq!(assets_report(&app, &b.admin, &format!("lender_id={}", b.lender_id)).await.0, own);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let (none, totals) = assets_report(&app, &other, "").await;
    assert_eq!((none, totals["motorcycle_total"].as_i64()), (vec![], Some(0)));
    // Another lender asked by a funder's staff is nothing of theirs.
    assert_eq!(assets_report(&app, &b.lender, &format!("lender_id={}", uuid::Uuid::now_v7())).await.0, vec![]);

    // The download names kinds and statuses in the caller's language.
    let res = app
        .client
        .get(app.url("/api/v1/reports/assets?format=xlsx"))
        .bearer_auth(&b.admin)
        .header("accept-language", "id")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let mut book = calamine::Xlsx::new(std::io::Cursor::new(res.bytes().await.unwrap().to_vec())).unwrap();
    let first = book.sheet_names()[0].clone();
    let sheet = book.worksheet_range(&first).unwrap();
    let lines: Vec<Vec<String>> = sheet.rows().map(|r| r.iter().map(ToString::to_string).collect()).collect();
    assert_eq!(lines[0], ["Aset", "Status", "Jumlah"].map(String::from), "{lines:?}");
    assert_eq!(lines[2], ["Sepeda motor", "Sudah diserahkan", "1"].map(String::from), "{lines:?}");
    assert!(lines.contains(&vec!["Transaksi e-tol".to_owned(), "Belum dibayar".to_owned(), "1".to_owned()]), "{lines:?}");
}

/// A dashboard register as `(kind, total, [(status, count)])`.
type Register = (String, i64, Vec<(String, i64)>);

#[tokio::test]
async fn home_shows_each_level_the_asset_registers_its_lists_open() {
    let app = spawn_app().await;
    let b = a_book_of_assets(&app).await;
    let registers = |d: &Value| -> Vec<Register> {
        d["assets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let statuses = r["by_status"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| (s["status"].as_str().unwrap().to_owned(), s["count"].as_i64().unwrap()));
                (r["kind"].as_str().unwrap().to_owned(), r["total"].as_i64().unwrap(), statuses.collect())
            })
            .collect()
    };
    let s = |v: &[(&str, i64)]| v.iter().map(|(a, n)| ((*a).to_owned(), *n)).collect::<Vec<_>>();

    // Level 1 (spec §6: motorcycle and battery lists): its units and batteries, nothing else.
    let one = app.login(LEVEL1).await.token;
    let d = app.get("/api/v1/home/summary", Some(&one)).await.body["data"].clone();
    assert_eq!(
        registers(&d),
        vec![
            ("motorcycle".to_owned(), 2, s(&[("in_stock", 1), ("handed_over", 1)])),
            ("battery".to_owned(), 2, s(&[("in_stock", 1), ("installed", 1)])),
        ]
    );
    // Level 3 opens the e-toll and ETLE list only.
    let three = app.login(LEVEL3).await.token;
    let d = app.get("/api/v1/home/summary", Some(&three)).await.body["data"].clone();
    assert_eq!(registers(&d), vec![("etle".to_owned(), 1, s(&[("unpaid", 1)])), ("etoll".to_owned(), 1, s(&[("unpaid", 1)]))]);
    // Level 21 every register; the funder's staff (level 5) those of their lender, an empty one
    // with its 0.
    let d = app.get("/api/v1/home/summary", Some(&b.admin)).await.body["data"].clone();
    let kinds: Vec<String> = registers(&d).into_iter().map(|r| r.0).collect();
    assert_eq!(kinds, ["motorcycle", "battery", "service_order", "etle", "etoll"]);
    let d = app.get("/api/v1/home/summary", Some(&b.lender)).await.body["data"].clone();
    assert_eq!(
        registers(&d),
        vec![
            ("motorcycle".to_owned(), 1, s(&[("handed_over", 1)])),
            ("service_order".to_owned(), 1, s(&[("scheduled", 1)])),
            ("etle".to_owned(), 1, s(&[("unpaid", 1)])),
            ("etoll".to_owned(), 0, vec![]),
        ]
    );
}

#[tokio::test]
async fn the_handover_list_tells_when_the_contract_was_signed() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let lender_id =
        storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap().to_string();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &lender_id, &refs, 72).await;
    let r = app.get(&format!("/api/v1/handovers/pending?q={loan}"), Some(&admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let row = &r.body["data"]["items"][0];
    assert_eq!(row["loan_id"], loan.as_str());
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let stored = storage::entity::loan::Entity::find()
        .filter(storage::entity::loan::Column::LoanCode.eq(loan.as_str()))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    let verified = stored.contract_verified_at.expect("the contract was verified");
    let signed: chrono::DateTime<Utc> = row["contract_signed_at"].as_str().expect("a time").parse().unwrap();
    assert_eq!(signed, verified);
}

#[tokio::test]
async fn a_service_is_completed_only_with_a_reading_no_lower_than_the_units_last() {
    let app = spawn_app().await;
    let b = a_book_of_assets(&app).await;
    let start = app.put(&b.held_order, Some(&b.admin), json!({"status": "in_progress", "version": 1})).await;
    assert_eq!(start.status, 200, "{:?}", start.body);
    // The order tells the unit's last reading (12 km at the handover).
    assert_eq!(start.body["data"]["motorcycle_odometer_km"], 12);
    let code = |r: &test_support::Reply| (r.status, r.body["errors"][0]["field"].clone(), r.body["errors"][0]["code"].clone());
    let r = app.put(&b.held_order, Some(&b.admin), json!({"status": "done", "version": 2})).await;
    assert_eq!(code(&r), (422, json!("odometer_km"), json!("odometer_required")), "{:?}", r.body);
    let r = app.put(&b.held_order, Some(&b.admin), json!({"status": "done", "odometer_km": 11, "version": 2})).await;
    assert_eq!(code(&r), (422, json!("odometer_km"), json!("odometer_below_last")), "{:?}", r.body);
    // Nothing moved meanwhile.
    let order = app.get(&b.held_order, Some(&b.admin)).await.body["data"].clone();
    assert_eq!((order["status"].as_str(), order["version"].as_i64()), (Some("in_progress"), Some(2)));
    // The same reading as the last one is a reading.
    let r = app.put(&b.held_order, Some(&b.admin), json!({"status": "done", "odometer_km": 12, "version": 2})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["status"], "done");
}

#[tokio::test]
async fn the_ticket_import_has_a_template_whose_filled_copy_imports() {
    let app = spawn_app().await;
    let etle = app.login(LEVEL3).await.token;
    let res = app
        .client
        .get(app.url("/api/v1/traffic-tickets/import-template"))
        .bearer_auth(&etle)
        .header("accept-language", "id")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let mut book = calamine::Xlsx::new(std::io::Cursor::new(res.bytes().await.unwrap().to_vec())).unwrap();
    assert_eq!(book.sheet_names(), ["Tiket", "Daftar pilihan"]);
    let header: Vec<String> =
        book.worksheet_range("Tiket").unwrap().rows().next().unwrap().iter().map(ToString::to_string).collect();
    assert_eq!(
        header,
        ["Jenis", "Nomor pelat", "Waktu (YYYY-MM-DD HH:MM WIB)", "Lokasi", "Pelanggaran", "Nominal (Rp)", "Status"]
    );
    let lists = book.worksheet_range("Daftar pilihan").unwrap();
    let column = |c: u32| {
        (1..).map_while(|r| lists.get_value((r, c)).map(ToString::to_string)).filter(|v| !v.is_empty()).collect::<Vec<_>>()
    };
    assert_eq!(column(0), ["ETLE", "E-tol"]);
    assert_eq!(column(1), ["Belum dibayar", "Sudah dibayar", "Dibebankan ke peminjam"]);

    // Filled as the drop-downs offer: names, not codes.
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    let when = (Utc::now() - Duration::days(1)).with_timezone(&domain::calendar::ZONE).format("%Y-%m-%d %H:%M").to_string();
    let row = ["E-tol", "B 7003 FIG", when.as_str(), "Gerbang Tol Cikampek", "Tarif tol", "15500", "Sudah dibayar"];
    for (c, (h, v)) in header.iter().zip(row).enumerate() {
        let c = u16::try_from(c).unwrap();
        ws.write_string(0, c, h).unwrap();
        ws.write_string(1, c, v).unwrap();
    }
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(wb.save_to_buffer().unwrap()).file_name("tiket.xlsx"));
    let r = test_support::Reply::read(
        app.client.post(app.url("/api/v1/traffic-tickets/import")).bearer_auth(&etle).multipart(form).send().await.unwrap(),
    )
    .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["created"].as_u64(), r.body["data"]["rejected"].as_array().map(Vec::len)),
        (Some(1), Some(0)),
        "{:?}",
        r.body
    );
    let list = app.get("/api/v1/traffic-tickets?q=B%207003%20FIG", Some(&etle)).await.body["data"]["items"].clone();
    assert_eq!((list[0]["kind"].as_str(), list[0]["status"].as_str()), (Some("etoll"), Some("paid")), "{list:?}");

    // A funder's staff have no template (they import nothing).
    let lender = app.login(LENDER_STAFF).await.token;
    let res = app.client.get(app.url("/api/v1/traffic-tickets/import-template")).bearer_auth(&lender).send().await.unwrap();
    assert_eq!(res.status(), 403);
}
