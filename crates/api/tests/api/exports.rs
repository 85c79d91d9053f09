//! Every list answers `format=xlsx` (DESIGN §3; issue 41 item 9): loan approvals, KYC, loan
//! contracts, active borrowers, lenders and motorcycles. Each workbook has the list's header
//! row and one row per item the JSON list answers with the same filter, in the caller's scope;
//! statuses and buckets are labels in the caller's language, dates and times are date cells,
//! rupiah and percentages numbers; each download is audited.

use calamine::{Data, Reader, Xlsx};
use serde_json::Value;
use test_support::{Options, TestApp, spawn_app, spawn_app_with};

/// Every item of the JSON list at `path` with `filter`, page after page.
async fn items(app: &TestApp, token: &str, path: &str, filter: &str) -> Vec<Value> {
    let (mut out, mut cursor) = (Vec::new(), String::new());
    loop {
        let r = app.get(&format!("{path}?{filter}&limit=100{cursor}"), Some(token)).await;
        assert_eq!(r.status, 200, "{path}?{filter}: {:?}", r.body);
        let data = &r.body["data"];
        if let Some(all) = data.as_array() {
            return all.clone();
        }
        out.extend(data["items"].as_array().unwrap().iter().cloned());
        match data["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => return out,
        }
    }
}

/// The rows of the workbook `path` answers with `filter&format=xlsx`, in `lang`.
async fn workbook(app: &TestApp, token: &str, path: &str, filter: &str, lang: &str) -> Vec<Vec<Data>> {
    let res = app
        .client
        .get(app.url(&format!("{path}?{filter}&format=xlsx")))
        .bearer_auth(token)
        .header("accept-language", lang)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "{path}?{filter}");
    assert!(res.headers()["content-type"].to_str().unwrap().contains("spreadsheetml"), "{path}");
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains(".xlsx"), "{path}");
    let bytes = res.bytes().await.unwrap().to_vec();
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let sheet = book.worksheet_range_at(0).unwrap().unwrap();
    sheet.rows().map(<[Data]>::to_vec).collect()
}

/// The text of a cell (`""` for an empty one).
fn text(d: &Data) -> String {
    match d {
        Data::String(s) => s.clone(),
        Data::Empty => String::new(),
        other => panic!("a text cell, not {other:?}"),
    }
}

/// Checks that the workbook lists exactly the JSON items, in order, by the column `column` of
/// each row against the field `key` of each item; the header row starts with `header`.
fn same_rows(rows: &[Vec<Data>], items: &[Value], header: &str, key: &str, column: usize) {
    assert_eq!(text(&rows[0][0]), header);
    let listed: Vec<String> = rows[1..].iter().map(|r| text(&r[column])).collect();
    let expected: Vec<String> = items.iter().map(|i| i[key].as_str().unwrap().to_owned()).collect();
    assert_eq!(listed, expected);
}

/// The row of the item whose `key` is `value`, and that item.
fn row_of<'a>(rows: &'a [Vec<Data>], items: &'a [Value], key: &str, pred: impl Fn(&Value) -> bool) -> (&'a [Data], &'a Value) {
    let i = items.iter().position(pred).unwrap_or_else(|| panic!("an item to look at by {key}"));
    (rows[i + 1].as_slice(), &items[i])
}

/// A book with loans at every stage, as `roda seed showcase` makes one: applications of every
/// status, then active borrowers with their schedules.
async fn showcase(app: &TestApp) {
    server::seed::bulk(&app.state.db, &app.state.hasher, 120, false).await.unwrap();
    server::seed::bulk(&app.state.db, &app.state.hasher, 30, true).await.unwrap();
}

#[tokio::test]
async fn the_stage_lists_download_what_they_list() {
    let app = spawn_app().await;
    showcase(&app).await;
    let admin = app.login("admin@roda.test").await.token;
    let lender = app.login("lender@roda.test").await.token;

    // Loan approvals: every verified loan; the status a label, the times date cells.
    for (token, filter) in [(&admin, ""), (&admin, "status=approved"), (&lender, "")] {
        let list = items(&app, token, "/api/v1/loan-approvals", filter).await;
        assert!(!list.is_empty(), "approvals {filter}");
        let rows = workbook(&app, token, "/api/v1/loan-approvals", filter, "en").await;
        same_rows(&rows, &list, "Loan ID", "loan_id", 0);
    }
    let list = items(&app, &admin, "/api/v1/loan-approvals", "status=approved").await;
    let rows = workbook(&app, &admin, "/api/v1/loan-approvals", "status=approved", "id").await;
    assert_eq!(text(&rows[0][0]), "ID Pinjaman");
    let (row, item) = row_of(&rows, &list, "verified_at", |i| i["verified_at"].is_string());
    assert_eq!(text(&row[3]), "Disetujui");
    assert!(matches!(row[4], Data::Float(p) if p == item["principal"].as_f64().unwrap()), "{row:?}");
    assert!(matches!(row[5], Data::DateTime(_)), "verified_at is a date cell: {row:?}");

    // KYC.
    for filter in ["", "status=kyc_approved"] {
        let list = items(&app, &admin, "/api/v1/kyc", filter).await;
        let rows = workbook(&app, &admin, "/api/v1/kyc", filter, "en").await;
        same_rows(&rows, &list, "Loan ID", "loan_id", 0);
        if filter.is_empty() {
            assert!(!list.is_empty());
        } else {
            assert!(rows[1..].iter().all(|r| text(&r[3]) == "KYC approved"), "{rows:?}");
        }
    }
    // The KYC method is a label too.
    let list = items(&app, &admin, "/api/v1/kyc", "").await;
    let rows = workbook(&app, &admin, "/api/v1/kyc", "", "en").await;
    let (row, item) = row_of(&rows, &list, "method", |i| i["method"].is_string());
    let label = match item["method"].as_str().unwrap() {
        "video_call" => "Video call",
        _ => "In person",
    };
    assert_eq!(text(&row[6]), label, "the KYC method is a label: {row:?}");

    // Loan contracts: the first payment's due date a date cell.
    let list = items(&app, &admin, "/api/v1/loan-contracts", "").await;
    let rows = workbook(&app, &admin, "/api/v1/loan-contracts", "", "en").await;
    same_rows(&rows, &list, "Loan ID", "loan_id", 0);
    let (row, _) = row_of(&rows, &list, "first_payment_due", |i| i["first_payment_due"].is_string());
    assert!(matches!(row[4], Data::DateTime(_)), "first_payment_due is a date cell: {row:?}");
    assert!(!text(&row[3]).contains('_'), "the payment status is a label: {row:?}");

    // Active borrowers: status and bucket labels, dates as dates; a funder's staff see their own.
    for (token, filter) in [(&admin, ""), (&admin, "status=late"), (&lender, "")] {
        let list = items(&app, token, "/api/v1/active-borrowers", filter).await;
        let rows = workbook(&app, token, "/api/v1/active-borrowers", filter, "en").await;
        same_rows(&rows, &list, "Loan ID", "loan_id", 0);
    }
    let list = items(&app, &admin, "/api/v1/active-borrowers", "status=late").await;
    let rows = workbook(&app, &admin, "/api/v1/active-borrowers", "status=late", "en").await;
    let (row, item) = row_of(&rows, &list, "bucket", |i| i["bucket"].is_string() && i["activated_on"].is_string());
    assert_eq!(text(&row[5]), "Late");
    let bucket = text(&row[7]);
    assert!(!bucket.is_empty() && bucket != item["bucket"].as_str().unwrap(), "the bucket is a label: {row:?}");
    assert!(matches!(row[6], Data::Float(d) if d == item["dpd"].as_f64().unwrap()), "{row:?}");
    assert!(matches!(row[16], Data::DateTime(_)), "activated_on is a date cell: {row:?}");

    // Each download is audited.
    for action in ["loan_approval.download", "kyc.download", "loan_contract.download", "active_borrower.download"] {
        let audit = app.get(&format!("/api/v1/audit-log?action={action}"), Some(&admin)).await;
        assert!(audit.body["data"]["total"].as_u64().unwrap() >= 1, "{action}: {:?}", audit.body);
    }
    // A format the lists do not know is refused.
    let r = app.get("/api/v1/kyc?format=csv", Some(&admin)).await;
    assert_eq!(r.status, 400, "{:?}", r.body);
}

#[tokio::test]
async fn lenders_and_motorcycles_download_what_they_list() {
    let app = spawn_app().await;
    showcase(&app).await;
    let admin = app.login("admin@roda.test").await.token;

    // Lenders: kind and status labels, the approval rate a number in a percent format.
    for filter in ["", "status=active"] {
        let list = items(&app, &admin, "/api/v1/lenders", filter).await;
        assert!(!list.is_empty());
        let rows = workbook(&app, &admin, "/api/v1/lenders", filter, "en").await;
        same_rows(&rows, &list, "Code", "code", 0);
    }
    let list = items(&app, &admin, "/api/v1/lenders", "").await;
    let rows = workbook(&app, &admin, "/api/v1/lenders", "", "en").await;
    let decided =
        |i: &Value| i["totals"]["approved"]["count"].as_i64().unwrap() + i["totals"]["rejected"]["count"].as_i64().unwrap();
    let (row, item) = row_of(&rows, &list, "totals", |i| decided(i) > 0);
    #[allow(clippy::cast_precision_loss)]
    let rate = item["totals"]["approved"]["count"].as_i64().unwrap() as f64 / decided(item) as f64;
    assert!(matches!(row[14], Data::Float(r) if (r - rate).abs() < 1e-9), "the approval rate is a number: {row:?}");
    assert_eq!(text(&row[4]), "Active");

    // Motorcycles: the status a label, the registration a date cell.
    let refs = app.refs(&admin).await;
    let unit = serde_json::json!({
        "plate_number": "b 4321 xy", "frame_number": "MH1JM8110MK004321", "engine_number": "JM81E0004321",
        "motorcycle_type_id": refs.motorcycle_type, "colour": "Black", "year": 2026, "stnk_number": "STNK004321",
        "stnk_expires_on": "2031-01-31", "bpkb_number": null, "dealer_id": refs.dealer, "purchase_price": 28_500_000,
    });
    let created = app.post("/api/v1/motorcycles", Some(&admin), unit).await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    for filter in ["", "status=in_stock"] {
        let list = items(&app, &admin, "/api/v1/motorcycles", filter).await;
        assert!(!list.is_empty());
        let rows = workbook(&app, &admin, "/api/v1/motorcycles", filter, "en").await;
        same_rows(&rows, &list, "Plate number", "plate_number", 0);
        let (row, _) = row_of(&rows, &list, "plate_number", |i| i["plate_number"] == "B 4321 XY");
        assert_eq!(text(&row[11]), "In stock");
        assert!(matches!(row[7], Data::DateTime(_)), "the STNK expiry is a date cell: {row:?}");
        assert!(matches!(row[14], Data::DateTime(_)), "the registration is a date cell: {row:?}");
    }
    for action in ["lender.download", "motorcycle.download"] {
        let audit = app.get(&format!("/api/v1/audit-log?action={action}"), Some(&admin)).await;
        assert!(audit.body["data"]["total"].as_u64().unwrap() >= 1, "{action}: {:?}", audit.body);
    }
}

/// The `roda_exports_running` and `roda_exports_queued` gauges of `/metrics`.
async fn export_gauges(app: &TestApp, token: &str) -> (i64, i64) {
    let res = app.client.get(app.url("/metrics")).bearer_auth(token).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let text = res.text().await.unwrap();
    let gauge = |name: &str| -> i64 {
        let line = text.lines().find(|l| l.starts_with(&format!("{name} "))).unwrap_or_else(|| panic!("{name} in {text}"));
        line[name.len() + 1..].trim().parse().unwrap()
    };
    (gauge("roda_exports_running"), gauge("roda_exports_queued"))
}

/// Large exports take turns (issue 46 item 6): with one export slot, taken as by another staff
/// member's long download, two application-list downloads wait in the queue (counted by
/// `/metrics`, neither answered yet), then both complete with every application once it is free.
#[tokio::test]
async fn downloads_past_the_export_slots_wait_their_turn_then_complete() {
    const SCRAPE: &str = "scrape-secret-123";
    let app = spawn_app_with(Options {
        configure: Box::new(|c| {
            c.export_workers = 1;
            c.metrics_token = Some(SCRAPE.into());
        }),
        ..Options::default()
    })
    .await;
    server::seed::bulk(&app.state.db, &app.state.hasher, 30, false).await.unwrap();
    let admin = app.login("admin@roda.test").await.token;
    let listed = items(&app, &admin, "/api/v1/loan-applications", "").await.len();
    assert!(listed > 20, "{listed}");
    assert_eq!(export_gauges(&app, SCRAPE).await, (0, 0));

    let held = app.state.exports.take().await;
    assert_eq!(export_gauges(&app, SCRAPE).await, (1, 0));
    let download = || {
        let req = app.client.get(app.url("/api/v1/loan-applications?format=xlsx")).bearer_auth(&admin);
        tokio::spawn(async move {
            let res = req.send().await.unwrap();
            (res.status().as_u16(), res.bytes().await.unwrap().to_vec())
        })
    };
    let (first, second) = (download(), download());
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    while export_gauges(&app, SCRAPE).await != (1, 2) {
        assert!(tokio::time::Instant::now() < deadline, "two downloads queued: {:?}", export_gauges(&app, SCRAPE).await);
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert!(!first.is_finished() && !second.is_finished(), "a queued download waits for its slot");

    drop(held);
    for done in [first, second] {
        let (status, bytes) = done.await.unwrap();
        assert_eq!(status, 200);
        let mut book: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
        let rows = book.worksheet_range_at(0).unwrap().unwrap().rows().count();
        assert_eq!(rows, listed + 1, "the header and every application");
    }
    assert_eq!(export_gauges(&app, SCRAPE).await, (0, 0));
}
