//! Batch work on the application list (issue 13), on SQLite and on PostgreSQL with
//! RODA_TEST_DATABASE_URL: the template, a file with good rows and each kind of bad row checked
//! with the form's rules, the errors download, the commit creating each valid row once (the same
//! file twice creates nothing new), files refused by their bytes and size, an `.xls` (BIFF)
//! file, batch verify reporting each row, and the list and paid-data downloads.

use std::time::Duration;

use calamine::{Data, Reader, Xlsx};
use chrono::Months;
use reqwest::multipart;
use rust_xlsxwriter::{ExcelDateTime, Workbook};
use serde_json::{Value, json};
use test_support::{Reply, TestApp, applications::today, spawn_app};

const ADMIN: &str = "admin@roda.test";

/// The demo reference rows by the names a file gives.
struct Names {
    program: String,
    partner: String,
    dealer: String,
    motorcycle_type: String,
}

async fn names(app: &TestApp, token: &str) -> Names {
    let first = |v: &Value| v["data"][0]["name"].as_str().unwrap().to_owned();
    let partners = app.get("/api/v1/partners", Some(token)).await.body;
    let partner_id = partners["data"][0]["id"].as_str().unwrap().to_owned();
    Names {
        program: first(&app.get("/api/v1/programs", Some(token)).await.body),
        partner: first(&partners),
        dealer: first(&app.get("/api/v1/dealers", Some(token)).await.body),
        motorcycle_type: first(&app.get(&format!("/api/v1/motorcycle-types?partner_id={partner_id}"), Some(token)).await.body),
    }
}

/// A valid row's cells (template order); `n` makes e-mail and phone unique.
fn good_row(n: &Names, i: u32) -> Vec<String> {
    let birth = today().checked_sub_months(Months::new(30 * 12)).unwrap();
    [
        &format!("Sri Wahyuni {i}"),
        "Female",
        "Depok",
        &birth.to_string(),
        "Single",
        "",
        "Siti Aminah",
        &format!("sri{i}@import.example.id"),
        &format!("0812{:08}", 70_000_000 + i),
        "Ani Lestari",
        "0813 2222 3333",
        "Family",
        &n.program,
        &n.partner,
        &n.dealer,
        &n.motorcycle_type,
        "Rina",
        "Jl. Medan Merdeka Barat No. 12",
        "10110",
        "31",
        "31.71",
        "31.71.01",
        "31.71.01.1001",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect()
}

fn col(key: &str) -> usize {
    domain::batch_import::COLUMNS.iter().position(|c| c.key == key).unwrap()
}

/// An xlsx with a header row and `rows`; the birth date of row 0 is written as a real date
/// cell and the phone of row 1 as a number, as spreadsheets keep them.
fn xlsx(rows: &[Vec<String>]) -> Vec<u8> {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for (c, column) in domain::batch_import::COLUMNS.iter().enumerate() {
        ws.write_string(0, u16::try_from(c).unwrap(), column.key).unwrap();
    }
    for (r, cells) in rows.iter().enumerate() {
        let row = u32::try_from(r + 1).unwrap();
        for (c, v) in cells.iter().enumerate() {
            let c16 = u16::try_from(c).unwrap();
            if r == 0 && c == col("birth_date") {
                let d: chrono::NaiveDate = v.parse().unwrap();
                use chrono::Datelike;
                let dt = ExcelDateTime::from_ymd(
                    u16::try_from(d.year()).unwrap(),
                    u8::try_from(d.month()).unwrap(),
                    u8::try_from(d.day()).unwrap(),
                )
                .unwrap();
                let fmt = rust_xlsxwriter::Format::new().set_num_format("yyyy-mm-dd");
                ws.write_datetime_with_format(row, c16, &dt, &fmt).unwrap();
            } else if r == 1 && c == col("phone") {
                ws.write_number(row, c16, v.trim_start_matches('0').parse::<f64>().unwrap()).unwrap();
            } else if !v.is_empty() {
                ws.write_string(row, c16, v).unwrap();
            }
        }
    }
    wb.save_to_buffer().unwrap()
}

async fn upload(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str) -> Reply {
    let form = multipart::Form::new().part("file", multipart::Part::bytes(bytes).file_name(name.to_owned()));
    let req = app.client.post(app.url("/api/v1/loan-applications/imports")).bearer_auth(token).multipart(form);
    Reply::read(req.send().await.unwrap()).await
}

/// Polls the import until its status is not `from` any more.
async fn wait(app: &TestApp, token: &str, id: &str, from: &str) -> Value {
    for _ in 0..300 {
        let r = app
            .send(reqwest::Method::GET, &format!("/api/v1/loan-applications/imports/{id}"), Some(token), None, Some("id"))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        if r.body["data"]["status"] != from {
            return r.body["data"].clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("import {id} stayed {from}");
}

async fn upload_checked(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str) -> Value {
    let r = upload(app, token, bytes, name).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let id = r.body["data"]["import_id"].as_str().unwrap().to_owned();
    wait(app, token, &id, "checking").await
}

fn codes_of_row(import: &Value, row: i64) -> Vec<(String, String)> {
    import["errors"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["row"] == row)
        .map(|e| (e["field"].as_str().unwrap().to_owned(), e["code"].as_str().unwrap().to_owned()))
        .collect()
}

async fn download(app: &TestApp, token: &str, path: &str) -> Vec<Vec<Data>> {
    let res = app.client.get(app.url(path)).bearer_auth(token).send().await.unwrap();
    assert_eq!(res.status(), 200, "{path}");
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains(".xlsx"));
    let bytes = res.bytes().await.unwrap();
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let range = book.worksheet_range_at(0).unwrap().unwrap();
    range.rows().map(<[Data]>::to_vec).collect()
}

/// `row` with the cell of `key` set to `v`.
fn with(mut row: Vec<String>, key: &str, v: &str) -> Vec<String> {
    row[col(key)] = v.to_owned();
    row
}

/// Eleven rows (sheet rows 2 to 12): three valid, one blank, and one wrong for each rule of the
/// form (row 10 has the e-mail of the borrower [`a_borrower_with_a_taken_email`] makes).
fn mixed_rows(n: &Names) -> Vec<Vec<String>> {
    let seventeen_today = today().checked_sub_months(Months::new(17 * 12)).unwrap();
    let seventeen_tomorrow = seventeen_today.succ_opt().unwrap();
    vec![
        good_row(n, 1),                                                                      // 2: valid (date cell)
        good_row(n, 2),                                                                      // 3: valid (phone as a number)
        with(good_row(n, 3), "email", "nope"),                                               // 4
        with(good_row(n, 4), "email", "sri1@import.example.id"),                             // 5: e-mail of row 2
        with(good_row(n, 5), "program", "No Such Program"),                                  // 6
        with(good_row(n, 6), "sub_district_code", "31.71.01.9999"),                          // 7
        with(good_row(n, 7), "birth_date", &seventeen_tomorrow.to_string()),                 // 8: 17 tomorrow
        with(good_row(n, 8), "birth_date", &seventeen_today.format("%d/%m/%Y").to_string()), // 9: 17 today: valid
        with(good_row(n, 9), "email", "Taken@Other.example.id"),                             // 10
        vec![String::new(); 23],                                                             // 11: blank, skipped
        with(with(good_row(n, 10), "gender", "robot"), "province_code", "33"),               // 12
    ]
}

/// A borrower who already has the e-mail of row 10 of [`mixed_rows`]: (admin token, the rows).
async fn a_borrower_with_a_taken_email(app: &TestApp) -> (String, Vec<Vec<String>>) {
    let admin = app.login(ADMIN).await.token;
    let n = names(app, &admin).await;
    let refs = app.refs(&admin).await;
    let mut taken = TestApp::prospect(&refs, 1);
    taken["email"] = json!("taken@other.example.id");
    assert_eq!(app.post("/api/v1/borrowers", Some(&admin), taken).await.status, 201);
    (admin, mixed_rows(&n))
}

/// [`a_borrower_with_a_taken_email`] and the xlsx of its rows checked: (admin token, the rows,
/// the import's id).
async fn a_checked_import(app: &TestApp) -> (String, Vec<Vec<String>>, String) {
    let (admin, rows) = a_borrower_with_a_taken_email(app).await;
    let import = upload_checked(app, &admin, xlsx(&rows), "prospects.xlsx").await;
    assert_eq!(import["status"], "checked", "{import:?}");
    let id = import["import_id"].as_str().unwrap().to_owned();
    (admin, rows, id)
}

/// [`a_checked_import`], committed and done.
async fn a_committed_import(app: &TestApp) -> (String, Vec<Vec<String>>) {
    let (admin, rows, id) = a_checked_import(app).await;
    let r = app.post(&format!("/api/v1/loan-applications/imports/{id}/commit"), Some(&admin), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let done = wait(app, &admin, &id, "importing").await;
    assert_eq!(done["status"], "done", "{done:?}");
    (admin, rows)
}

#[tokio::test]
async fn a_file_is_checked_row_by_row_with_the_forms_rules_in_the_callers_language() {
    let app = spawn_app().await;
    let (admin, rows) = a_borrower_with_a_taken_email(&app).await;
    let import = upload_checked(&app, &admin, xlsx(&rows), "prospects.xlsx").await;
    assert_eq!(import["status"], "checked", "{import:?}");
    assert_eq!(
        (import["rows_total"].as_i64(), import["rows_valid"].as_i64(), import["rows_invalid"].as_i64()),
        (Some(10), Some(3), Some(7))
    );
    let pair = |f: &str, c: &str| (f.to_owned(), c.to_owned());
    assert_eq!(codes_of_row(&import, 4), [pair("email", "email_invalid")]);
    assert_eq!(codes_of_row(&import, 5), [pair("email", "email_duplicate_in_file")]);
    assert_eq!(codes_of_row(&import, 6), [pair("program", "reference_unknown")]);
    assert_eq!(codes_of_row(&import, 7), [pair("sub_district_code", "reference_unknown")]);
    assert_eq!(codes_of_row(&import, 8), [pair("birth_date", "age_under_17")]);
    assert_eq!(codes_of_row(&import, 10), [pair("email", "email_taken")]);
    let row12 = codes_of_row(&import, 12);
    assert!(
        row12.contains(&pair("gender", "gender_required")) && row12.contains(&pair("province_code", "out_of_area")),
        "{row12:?}"
    );
    // In the caller's language (the poll asked in Indonesian).
    let msg = import["errors"].as_array().unwrap().iter().find(|e| e["row"] == 8).unwrap()["message"].clone();
    assert_eq!(msg, domain::i18n::text("age_under_17", domain::Lang::Id));
    let actions: Vec<&str> = import["allowed_actions"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect();
    assert_eq!(actions, ["commit", "cancel", "download_errors"]);
}

#[tokio::test]
async fn a_checked_files_errors_download_as_its_rows_with_an_error_column() {
    let app = spawn_app().await;
    let (admin, _, id) = a_checked_import(&app).await;
    let sheet = download(&app, &admin, &format!("/api/v1/loan-applications/imports/{id}/errors")).await;
    assert_eq!(sheet.len(), 1 + 7);
    assert_eq!(sheet[1][0], Data::Float(4.0));
    assert_eq!(sheet[1][1 + col("email")], Data::String("nope".into()));
    assert!(sheet[1].last().unwrap().to_string().contains("E-mail"), "{:?}", sheet[1]);
}

#[tokio::test]
async fn a_commit_makes_the_valid_rows_prospects_with_a_draft_application_once() {
    let app = spawn_app().await;
    let (admin, _, id) = a_checked_import(&app).await;
    // Commit: the three valid rows become prospects with a draft application; once only.
    let r = app.post(&format!("/api/v1/loan-applications/imports/{id}/commit"), Some(&admin), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let again = app.post(&format!("/api/v1/loan-applications/imports/{id}/commit"), Some(&admin), json!({})).await;
    assert_eq!(again.status, 409, "{:?}", again.body);
    let done = wait(&app, &admin, &id, "importing").await;
    assert_eq!((done["status"].as_str(), done["rows_created"].as_i64()), (Some("done"), Some(3)), "{done:?}");
    let found = app.get("/api/v1/loan-applications?q=import.example.id", Some(&admin)).await;
    let items = found.body["data"]["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 3, "{:?}", found.body);
    let detail = app.get(&format!("/api/v1/loan-applications/{}", items[0]["loan_id"].as_str().unwrap()), Some(&admin)).await;
    assert_eq!(detail.body["data"]["status"], "draft");
    assert_eq!(detail.body["data"]["address"]["residential"]["sub_district_code"], "31.71.01.1001");
    let missing: Vec<&str> =
        detail.body["data"]["missing_steps"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
    assert!(!missing.contains(&"basic-info") && !missing.contains(&"address"), "{missing:?}");
}

#[tokio::test]
async fn a_phone_typed_as_a_number_keeps_its_meaning() {
    let app = spawn_app().await;
    let (admin, _) = a_committed_import(&app).await;
    let phones = app.get("/api/v1/loan-applications?q=sri2@import", Some(&admin)).await;
    assert_eq!(phones.body["data"]["items"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_same_file_again_has_nothing_valid_to_commit_and_is_cancelled() {
    let app = spawn_app().await;
    let (admin, rows) = a_committed_import(&app).await;
    // The same file again creates nothing new: every valid row is taken now.
    let twice = upload_checked(&app, &admin, xlsx(&rows), "prospects.xlsx").await;
    assert_eq!(twice["rows_valid"], 0, "{twice:?}");
    let id2 = twice["import_id"].as_str().unwrap();
    let r = app.post(&format!("/api/v1/loan-applications/imports/{id2}/commit"), Some(&admin), json!({})).await;
    assert_eq!(r.error_codes("import_id"), ["import_nothing_valid"], "{:?}", r.body);
    let r = app.post(&format!("/api/v1/loan-applications/imports/{id2}/cancel"), Some(&admin), json!({})).await;
    assert_eq!(r.body["data"]["status"], "cancelled");
    let list = app.get("/api/v1/loan-applications/imports?limit=5", Some(&admin)).await;
    assert_eq!(list.body["data"]["items"][0]["import_id"], id2);
    assert_eq!(list.body["data"]["total"], 2);
}

#[tokio::test]
async fn files_are_refused_by_their_bytes_and_size_and_an_xls_is_read() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let csv = b"full_name,gender\nBudi,Male\n".to_vec();
    let r = upload(&app, &admin, csv, "prospects.xls").await;
    assert_eq!((r.status, r.error_codes("file")), (415, vec!["import_file_type".to_owned()]), "{:?}", r.body);
    let mut big = xlsx(&[]);
    big.resize(domain::batch_import::MAX_FILE_BYTES + 1, 0);
    let r = upload(&app, &admin, big, "big.xlsx").await;
    assert_eq!(r.status, 413, "{:?}", r.body);
    let r = upload(&app, &admin, xlsx(&[]), "empty.xlsx").await;
    assert_eq!(r.error_codes("file"), ["import_empty"], "{:?}", r.body);
    // A small file that would unpack to over 64 MiB (a zip bomb) is refused before it is read.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let long = "x".repeat(32_000);
    for i in 0..2200u32 {
        ws.write_string(i + 1, 0, format!("{long}{i}")).unwrap();
    }
    let bomb = wb.save_to_buffer().unwrap();
    assert!(bomb.len() < 2 * 1024 * 1024, "{}", bomb.len());
    let r = upload(&app, &admin, bomb, "bomb.xlsx").await;
    assert_eq!(r.error_codes("file"), ["import_file_unreadable"], "{:?}", r.body);
    let r = app.send(reqwest::Method::GET, "/api/v1/loan-applications/imports/not-an-id", Some(&admin), None, None).await;
    assert_eq!(r.status, 404);
    // Strangers and levels outside the application area.
    assert_eq!(upload(&app, "nope", xlsx(&[]), "a.xlsx").await.status, 401);
    // A funder's staff see only their lender's loans: imports, which create loans for no
    // lender yet and list every file's rows, are not theirs.
    let lender = app.login("lender@roda.test").await.token;
    assert_eq!(app.get("/api/v1/loan-applications/import-template", Some(&lender)).await.status, 403);
    assert_eq!(upload(&app, &lender, xlsx(&[]), "a.xlsx").await.status, 403);
    assert_eq!(app.get("/api/v1/loan-applications/imports", Some(&lender)).await.status, 403);

    // A BIFF `.xls` written by another program: names in Indonesian, a program by its code.
    let xls = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/prospects.xls")).unwrap();
    let import = upload_checked(&app, &admin, xls, "prospects.xls").await;
    assert_eq!((import["rows_valid"].as_i64(), import["rows_invalid"].as_i64()), (Some(1), Some(0)), "{import:?}");
}

#[tokio::test]
async fn the_template_lists_the_choices_and_the_list_downloads_as_filtered() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let res = app.client.get(app.url("/api/v1/loan-applications/import-template")).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let bytes = res.bytes().await.unwrap().to_vec();
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let names_of_sheets = book.sheet_names();
    assert_eq!(names_of_sheets, ["Prospects", "Lists"]);
    let header: Vec<String> =
        book.worksheet_range_at(0).unwrap().unwrap().rows().next().unwrap().iter().map(ToString::to_string).collect();
    assert_eq!(header.len(), domain::batch_import::COLUMNS.len());
    assert_eq!(header[0], "Full name (as on KTP)");
    let lists = book.worksheet_range_at(1).unwrap().unwrap();
    let n = names(&app, &admin).await;
    let all: Vec<String> = lists.cells().map(|(_, _, d)| d.to_string()).collect();
    for wanted in [&n.program, &n.partner, &n.dealer, &n.motorcycle_type, &"31.71.01.1001".to_owned(), &"Female".to_owned()] {
        assert!(all.contains(wanted), "{wanted} in the lists");
    }

    // The list, filtered as on screen, with the columns staff need.
    let refs = app.refs(&admin).await;
    for i in 0..3 {
        app.create_prospect(&admin, &refs, 900 + i).await;
    }
    let sheet = download(&app, &admin, "/api/v1/loan-applications?q=budi901&format=xlsx").await;
    assert_eq!(sheet.len(), 2, "{sheet:?}");
    assert_eq!(sheet[1][1], Data::String("Budi Santoso 901".into()));
    assert_eq!(sheet[1][3], Data::String("+6281210000901".into()));
    let all = download(&app, &admin, "/api/v1/loan-applications?format=xlsx&sort=oldest").await;
    assert_eq!(all.len(), 4);
    // Oldest first, the names of program, partner and dealer and the status filled in.
    assert_eq!(all[1][1], Data::String("Budi Santoso 900".into()));
    for col in [0, 4, 5, 6, 8, 9] {
        assert!(matches!(&all[1][col], Data::String(s) if !s.is_empty()), "column {col}: {:?}", all[1]);
    }
    assert_eq!(all[1][8], Data::String("Draft".into()));
    let r = app.get("/api/v1/loan-applications?format=pdf", Some(&admin)).await;
    assert_eq!(r.status, 400);
    // Paid data: none paid yet, so headers only; the JSON page is empty too.
    assert_eq!(download(&app, &admin, "/api/v1/loan-applications/paid?format=xlsx").await.len(), 1);
    assert_eq!(app.get("/api/v1/loan-applications/paid", Some(&admin)).await.body["data"]["items"], json!([]));
}

#[tokio::test]
async fn batch_verify_moves_the_complete_ones_and_says_why_not_for_the_others() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let complete = app.unverified_application(&admin, &refs, 1).await;
    let draft = app.create_prospect(&admin, &refs, 2).await;
    let body = json!({"action": "verify", "loan_ids": [complete, draft, "LN-9999999"]});
    let r = app.send(reqwest::Method::POST, "/api/v1/loan-applications/batch", Some(&admin), Some(body), Some("id")).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["succeeded"], json!([complete]));
    let failed = r.body["data"]["failed"].as_array().unwrap();
    assert_eq!(failed.len(), 2);
    assert_eq!(failed[0]["loan_id"], draft.as_str());
    assert!(!failed[0]["message"].as_str().unwrap().is_empty());
    assert_eq!((failed[1]["loan_id"].as_str(), failed[1]["code"].as_str()), (Some("LN-9999999"), Some("not_found")));
    assert_eq!(r.body["msg"], "1 dari 3 berhasil");

    // PIC for the selected rows: each on its own; a bad PIC refuses the request.
    let pic = app.post("/api/v1/loan-applications/batch", Some(&admin), json!({"action": "pic", "loan_ids": [draft]})).await;
    assert_eq!(pic.error_codes("pic_id"), ["pic_invalid"]);
    let none = app.post("/api/v1/loan-applications/batch", Some(&admin), json!({"action": "verify", "loan_ids": []})).await;
    assert_eq!(none.error_codes("loan_ids"), ["loan_ids_required"]);
    let partner = json!({"action": "partner", "loan_ids": [draft], "partner_id": refs.other_partner});
    let r = app.post("/api/v1/loan-applications/batch", Some(&admin), partner).await;
    assert_eq!(r.body["data"]["succeeded"], json!([draft]), "{:?}", r.body);
    // A funder's staff: another lender's (or no lender's) loan is not found, nothing moves.
    let lender = app.login("lender@roda.test").await.token;
    let r = app.post("/api/v1/loan-applications/batch", Some(&lender), json!({"action": "verify", "loan_ids": [draft]})).await;
    assert_eq!(r.body["data"]["failed"][0]["code"], "not_found", "{:?}", r.body);
}
