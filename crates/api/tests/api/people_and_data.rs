//! People and data (issue 12), on SQLite and on PostgreSQL with RODA_TEST_DATABASE_URL: the
//! reports and their lender scope (the funder portfolio view), the home dashboard's parts per
//! level, the audit trail viewer, the borrower-data access log on reads, and the borrower data
//! export.

use std::io::Read;

use chrono::{Datelike, Duration, NaiveDate};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

const ADMIN: &str = "admin@roda.test";
const LENDER_STAFF: &str = "lender@roda.test";
const OTHER_LENDER_STAFF: &str = "lender2@roda.test";

fn today() -> NaiveDate {
    domain::calendar::today()
}

/// An active loan (handed over 10 days ago) of the first demo lender: (admin token, loan ID,
/// that lender's id, its staff token).
async fn active_loan(app: &TestApp) -> (String, String, String, String) {
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let u = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap();
    let lender_id = u.lender_id.unwrap().to_string();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &lender_id, &refs, 1).await;
    let r = app.hand_over(&admin, &loan, 1, today() - Duration::days(10)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (admin, loan, lender_id, lender)
}

/// The stored loan of a loan ID.
async fn loan_row(app: &TestApp, loan: &str) -> storage::entity::loan::Model {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    storage::entity::loan::Entity::find()
        .filter(storage::entity::loan::Column::LoanCode.eq(loan))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap()
}

fn row<'a>(report: &'a Value, key: &str, value: &str) -> &'a Value {
    report["rows"].as_array().unwrap().iter().find(|r| r[key] == value).unwrap_or_else(|| panic!("{key}={value} in {report}"))
}

/// `GET /api/v1/reports/{name}?{query}` as `token` (it must answer 200): its data.
async fn report(app: &TestApp, name: &str, token: &str, query: &str) -> Value {
    let r = app.get(&format!("/api/v1/reports/{name}?{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{name}: {:?}", r.body);
    r.body["data"].clone()
}

/// The row of lender `lender_id` in an approvals report.
fn lender_row<'a>(approvals: &'a Value, lender_id: &str) -> &'a Value {
    approvals["rows"].as_array().unwrap().iter().find(|r| r["lender_id"] == lender_id).unwrap()
}

#[tokio::test]
async fn the_funnel_counts_each_stage_a_loan_reached_within_the_callers_lender() {
    let app = spawn_app().await;
    let (admin, _, _, lender) = active_loan(&app).await;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    // The funnel: every stage in order; a loan counts in each stage it reached.
    let funnel = report(&app, "funnel", &admin, "").await;
    let stages: Vec<&str> = funnel["rows"].as_array().unwrap().iter().map(|r| r["stage"].as_str().unwrap()).collect();
    assert_eq!(stages, ["leads", "applications", "verified", "approved", "kyc_approved", "active"]);
    assert!(row(&funnel, "stage", "active")["count"].as_i64().unwrap() >= 1);
    assert_eq!(row(&funnel, "stage", "leads")["percent_of_leads"], 100.0);
    // The funder portfolio view: the other lender's staff see none of it, its own staff see it.
    assert_eq!(row(&report(&app, "funnel", &other, "").await, "stage", "active")["count"], 0);
    assert_eq!(row(&report(&app, "funnel", &lender, "").await, "stage", "active")["count"], 1);
    // A range before the loan existed holds nothing.
    let old = report(&app, "funnel", &admin, "from=2020-01-01&to=2020-01-31").await;
    assert_eq!(row(&old, "stage", "leads")["count"], 0);
}

#[tokio::test]
async fn the_approvals_report_counts_the_allocations_to_the_callers_lender_in_every_filter() {
    let app = spawn_app().await;
    let (admin, loan, lender_id, _) = active_loan(&app).await;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let approvals = report(&app, "approvals", &admin, "").await;
    let mine = lender_row(&approvals, &lender_id);
    assert_eq!(mine["approved_count"], 1);
    assert!(mine["approved_amount"].as_i64().unwrap() > 0);
    assert!(approvals["totals"]["approved_count"].as_i64().unwrap() >= 1);
    // Asking for another lender's figures by filter gives nothing, not their figures.
    let spy = report(&app, "approvals", &other, &format!("lender_id={lender_id}")).await;
    assert_eq!(spy["rows"], json!([]));
    // Over a range, and by program: the allocation rows give what the counters gave.
    let around = format!("from={}&to={}", today() - Duration::days(1), today() + Duration::days(1));
    let program = loan_row(&app, &loan).await.program_id;
    for query in [around.clone(), format!("{around}&program_id={program}"), format!("{around}&lender_id={lender_id}")] {
        let r = report(&app, "approvals", &admin, &query).await;
        let mine = lender_row(&r, &lender_id);
        assert_eq!(mine["approved_count"], 1, "{query}");
        assert_eq!(mine["approved_amount"], lender_row(&approvals, &lender_id)["approved_amount"]);
    }
    assert_eq!(report(&app, "approvals", &admin, "from=2020-01-01&to=2020-01-31").await["rows"], json!([]));
    assert_eq!(
        report(&app, "approvals", &other, &around).await["rows"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["lender_id"] == lender_id.as_str())
            .count(),
        0
    );
}

#[tokio::test]
async fn the_portfolio_report_holds_every_regimes_buckets_and_only_the_callers_lenders_loans() {
    let app = spawn_app().await;
    let (admin, _, _, _) = active_loan(&app).await;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let portfolio = report(&app, "portfolio", &admin, "").await;
    let buckets: Vec<&str> = portfolio["rows"].as_array().unwrap().iter().map(|r| r["bucket"].as_str().unwrap()).collect();
    // Every regime's buckets in DPD order (issue 41 item 6: P2P lending's tidak lancar too).
    assert_eq!(buckets, ["lancar", "dalam_perhatian_khusus", "tidak_lancar", "kurang_lancar", "diragukan", "macet"]);
    assert_eq!(portfolio["totals"]["loans"], 1);
    assert!(portfolio["totals"]["outstanding_principal"].as_i64().unwrap() > 0);
    assert_eq!(report(&app, "portfolio", &other, "").await["totals"]["loans"], 0);
}

#[tokio::test]
async fn collections_count_the_installments_due_since_the_handover_by_day_and_by_month() {
    let app = spawn_app().await;
    let (admin, _, _, _) = active_loan(&app).await;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let range = format!("from={}&to={}", today() - Duration::days(30), today() + Duration::days(30));
    let days = report(&app, "collections", &admin, &range).await;
    assert!(days["totals"]["due"].as_i64().unwrap() > 0, "{days}");
    let months = report(&app, "collections", &admin, &format!("{range}&granularity=month")).await;
    assert_eq!(months["totals"]["due"], days["totals"]["due"]);
    assert!(months["rows"].as_array().unwrap().len() <= 3);
    assert_eq!(report(&app, "collections", &other, &range).await["totals"]["due"], 0);
}

#[tokio::test]
async fn the_portfolio_download_is_an_audited_workbook_of_summable_shares_and_the_ratios() {
    use calamine::Reader;
    let app = spawn_app().await;
    let (admin, _, _, _) = active_loan(&app).await;
    let portfolio = report(&app, "portfolio", &admin, "").await;
    // The download: a workbook, audited with its filters.
    let res = app.client.get(app.url("/api/v1/reports/portfolio?format=xlsx")).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().unwrap().contains("spreadsheetml"));
    // Percentages are numbers a spreadsheet sums (issue 41 item 9), the ratios are in it.
    let bytes = res.bytes().await.unwrap().to_vec();
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let sheet = book.worksheet_range_at(0).unwrap().unwrap();
    let rows: Vec<_> = sheet.rows().collect();
    let number = |d: &calamine::Data| match d {
        calamine::Data::Float(f) => Some(*f),
        _ => None,
    };
    let share = rows[1..=5].iter().map(|r| number(&r[3]).expect("a numeric share")).sum::<f64>();
    assert!((share - 1.0).abs() < 0.001, "the shares add up to 100 %: {share}");
    let ratio = |label: &str| rows.iter().find(|r| r[0] == label).map(|r| number(&r[1]));
    let npl = portfolio["totals"]["npl_ratio_percent"].as_f64().unwrap();
    assert_eq!(ratio("NPL ratio %"), Some(Some(npl / 100.0)), "{rows:?}");
    assert!(ratio("TWP90 %").unwrap().is_some());
    let audit = app.get("/api/v1/audit-log?action=report.portfolio.download", Some(&admin)).await;
    assert_eq!(audit.body["data"]["total"], 1, "{:?}", audit.body);
}

#[tokio::test]
async fn the_loan_level_portfolio_download_holds_one_row_per_loan_in_the_callers_scope() {
    let app = spawn_app().await;
    let (admin, _, _, _) = active_loan(&app).await;
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let rows_of = async |token: &str| {
        let res = app
            .client
            .get(app.url("/api/v1/reports/portfolio?format=xlsx&detail=loans"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let bytes = res.bytes().await.unwrap().to_vec();
        let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
        use calamine::Reader;
        book.worksheet_range_at(0).unwrap().unwrap().rows().count()
    };
    assert_eq!(rows_of(&admin).await, 2, "the header and the one active loan");
    assert_eq!(rows_of(&other).await, 1, "another lender's staff: the header only");
    assert_eq!(app.get("/api/v1/reports/funnel?format=xlsx&detail=loans", Some(&admin)).await.status, 400);
}

#[tokio::test]
async fn reports_refuse_bad_requests_and_levels_without_the_data_area() {
    let app = spawn_app().await;
    let (admin, _, _, _) = active_loan(&app).await;
    assert_eq!(app.get("/api/v1/reports/salaries", Some(&admin)).await.status, 404);
    assert_eq!(app.get("/api/v1/reports/funnel?from=2026-02-01&to=2026-01-01", Some(&admin)).await.status, 400);
    assert_eq!(app.get("/api/v1/reports/funnel?from=yesterday", Some(&admin)).await.status, 400);
    assert_eq!(app.get("/api/v1/reports/funnel?format=csv", Some(&admin)).await.status, 400);
    let collector = app.login("level3@roda.test").await.token;
    assert_eq!(app.get("/api/v1/reports/funnel", Some(&collector)).await.status, 403);
    assert_eq!(app.get("/api/v1/reports/funnel", None).await.status, 401);
}

#[tokio::test]
async fn the_dashboard_shows_each_part_only_to_levels_with_its_area() {
    let app = spawn_app().await;
    let (admin, loan, _, _) = active_loan(&app).await;
    let r = app.get("/api/v1/home/summary", Some(&admin)).await;
    assert_eq!(r.status, 200);
    let d = &r.body["data"];
    assert!(d["today"]["due"]["count"].is_number() && d["today"]["collected"]["amount"].is_number(), "{d}");
    let bands: Vec<&str> = d["late_buckets"].as_array().unwrap().iter().map(|b| b["bucket"].as_str().unwrap()).collect();
    assert_eq!(bands, ["1_30", "31_60", "61_90", "over_90"]);
    assert_eq!(d["to_hand_over"], 0, "the loan was handed over");
    // A payment today is collected today.
    let body = json!({"amount": 100_000, "paid_date": today().to_string(), "method": "cash", "reference": "KAS-1"});
    let paid = app
        .send_with(
            reqwest::Method::POST,
            &format!("/api/v1/loans/{loan}/payments"),
            Some(&admin),
            Some(body),
            &[("idempotency-key", "dash-1")],
        )
        .await;
    assert_eq!(paid.status, 201, "{:?}", paid.body);
    let after = app.get("/api/v1/home/summary", Some(&admin)).await.body["data"].clone();
    assert_eq!(
        after["today"]["collected"]["amount"].as_i64().unwrap(),
        d["today"]["collected"]["amount"].as_i64().unwrap() + 100_000
    );

    // Level 1 sees motorcycle and battery screens only: none of these parts.
    let one = app.login("level1@roda.test").await.token;
    let d = app.get("/api/v1/home/summary", Some(&one)).await.body["data"].clone();
    assert_eq!((d["today"].clone(), d["late_buckets"].clone(), d["stages"].clone()), (Value::Null, Value::Null, json!([])));
    // The other lender's staff count nothing of this lender's book.
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let d = app.get("/api/v1/home/summary", Some(&other)).await.body["data"].clone();
    if !d["today"].is_null() {
        assert_eq!(d["today"]["collected"]["amount"], 0);
    }
}

#[tokio::test]
async fn reads_of_a_borrowers_data_are_logged_and_the_export_holds_everything() {
    let app = spawn_app().await;
    let (admin, loan, _, lender) = active_loan(&app).await;
    let detail = app.get(&format!("/api/v1/loan-applications/{loan}"), Some(&lender)).await;
    assert_eq!(detail.status, 200);
    let borrower = detail.body["data"]["borrower_id"].as_str().unwrap().to_owned();
    let file = loan_row(&app, &loan).await.contract_file_id.expect("the signed contract").to_string();
    assert_eq!(
        app.client.get(app.url(&format!("/api/v1/files/{file}"))).bearer_auth(&lender).send().await.unwrap().status(),
        200
    );

    let log = app.get(&format!("/api/v1/borrowers/{borrower}/access-log"), Some(&admin)).await;
    assert_eq!(log.status, 200, "{:?}", log.body);
    let items = log.body["data"]["items"].as_array().unwrap();
    let lender_reads: Vec<&str> =
        items.iter().filter(|i| i["actor_name"] == "Lender Staff").map(|i| i["action"].as_str().unwrap()).collect();
    assert_eq!(lender_reads, ["view_document", "view_detail"], "newest first: {items:?}");
    assert!(items.iter().any(|i| i["file_id"] == file.as_str()));
    // Each read names the loan by its loan ID and the document by its kind and name (issue 45 item 2).
    let document = items.iter().find(|i| i["action"] == "view_document").unwrap();
    assert_eq!((&document["loan_code"], &document["document"]["kind"]), (&json!(loan), &json!("contract")));
    assert_eq!(document["document"]["file_id"], file.as_str());

    // Only level 21 reads the log or exports; a stranger not at all.
    let four = app.login("level4@roda.test").await.token;
    assert_eq!(app.get(&format!("/api/v1/borrowers/{borrower}/access-log"), Some(&four)).await.status, 403);
    assert_eq!(app.get(&format!("/api/v1/borrowers/{borrower}/data-export"), Some(&four)).await.status, 403);
    assert_eq!(app.get(&format!("/api/v1/borrowers/{borrower}/data-export"), None).await.status, 401);
    let nobody = "01890000-0000-7000-8000-000000000000";
    assert_eq!(app.get(&format!("/api/v1/borrowers/{nobody}/data-export"), Some(&admin)).await.status, 404);
    assert_eq!(app.get("/api/v1/borrowers/not-an-id/access-log", Some(&admin)).await.status, 400);

    let res =
        app.client.get(app.url(&format!("/api/v1/borrowers/{borrower}/data-export"))).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/zip");
    let bytes = res.bytes().await.unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let json_of = |zip: &mut zip::ZipArchive<std::io::Cursor<Vec<u8>>>, name: &str| -> Value {
        let mut text = String::new();
        zip.by_name(name).unwrap().read_to_string(&mut text).unwrap();
        serde_json::from_str(&text).unwrap()
    };
    let b = json_of(&mut zip, "borrower.json");
    assert_eq!(b["id"], borrower.as_str());
    assert!(b.get("password_hash").is_none(), "no secrets");
    let loans = json_of(&mut zip, "loans.json");
    assert_eq!(loans[0]["loan_code"], loan.as_str());
    assert!(!json_of(&mut zip, "installments.json").as_array().unwrap().is_empty());
    let access = json_of(&mut zip, "access_log.json");
    assert_eq!(access.as_array().unwrap().last().unwrap()["action"], "data_export", "the export lists itself");
    let files = json_of(&mut zip, "files.json");
    let path = files.as_array().unwrap().iter().find(|f| f["id"] == file.as_str()).unwrap()["path"].as_str().unwrap().to_owned();
    assert!(zip.by_name(&path).unwrap().size() > 0, "the original file is in the zip");
}

#[tokio::test]
async fn the_audit_trail_filters_by_record_actor_and_day_for_level_21_only() {
    let app = spawn_app().await;
    let (admin, loan, _, _) = active_loan(&app).await;
    let loan_uuid = loan_row(&app, &loan).await.id;
    let r = app.get(&format!("/api/v1/audit-log?entity=loan&entity_id={loan_uuid}"), Some(&admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let items = r.body["data"]["items"].as_array().unwrap();
    assert!(items.len() >= 5, "every step of the loan: {}", items.len());
    assert!(items.iter().all(|i| i["entity"] == "loan"));
    let times: Vec<&str> = items.iter().map(|i| i["at"].as_str().unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "newest first");
    assert!(items.iter().any(|i| i["actor_name"] == "Lender Staff"), "the approval by the lender's staff");
    // A loan's rows name it by its loan ID, their actor's kind, and the document they were about.
    assert!(items.iter().all(|i| i["loan_code"] == loan.as_str()), "{items:?}");
    assert!(items.iter().filter(|i| !i["actor_id"].is_null()).all(|i| i["actor_kind"] == "staff"));
    let upload = items.iter().find(|i| i["action"] == "loan.contract_upload").expect("the contract upload");
    assert_eq!(upload["document"]["kind"], "contract");
    // The loan ID names the same rows.
    let by_code = app.get(&format!("/api/v1/audit-log?entity=loan&entity_id={loan}"), Some(&admin)).await;
    assert_eq!(by_code.body["data"]["total"], r.body["data"]["total"]);

    let lender_user = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap();
    let mine = app.get(&format!("/api/v1/audit-log?actor_id={}", lender_user.id), Some(&admin)).await;
    assert!(mine.body["data"]["items"].as_array().unwrap().iter().all(|i| i["actor_id"] == lender_user.id.to_string()));
    assert!(mine.body["data"]["total"].as_u64().unwrap() >= 1);
    let tomorrow = today() + Duration::days(1);
    let none = app.get(&format!("/api/v1/audit-log?from={tomorrow}&to={tomorrow}"), Some(&admin)).await;
    assert_eq!(none.body["data"]["total"], 0);
    let todays = app.get(&format!("/api/v1/audit-log?from={}&to={}", today(), today()), Some(&admin)).await;
    assert!(todays.body["data"]["total"].as_u64().unwrap() >= items.len() as u64);

    let res = app.client.get(app.url("/api/v1/audit-log?entity=loan&format=xlsx")).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    // Its times are date cells a spreadsheet sorts and filters (issue 41 item 9).
    {
        use calamine::Reader;
        let bytes = res.bytes().await.unwrap().to_vec();
        let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
        let sheet = book.worksheet_range_at(0).unwrap().unwrap();
        let rows: Vec<_> = sheet.rows().collect();
        assert!(rows.len() > 1);
        assert!(rows[1..].iter().all(|r| matches!(r[0], calamine::Data::DateTime(_))), "{:?}", rows[1]);
    }
    let four = app.login("level4@roda.test").await.token;
    assert_eq!(app.get("/api/v1/audit-log", Some(&four)).await.status, 403);
    let lender = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get("/api/v1/audit-log", Some(&lender)).await.status, 403);
    assert_eq!(app.get("/api/v1/audit-log?entity_id=%00", Some(&admin)).await.status, 400);
}

#[tokio::test]
async fn retention_anonymises_only_five_years_after_the_last_loan_closed() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let refs = app.refs(&admin).await;
    let closed = app.unverified_application(&admin, &refs, 1).await;
    let open = app.unverified_application(&admin, &refs, 2).await;
    let r = app.post(&format!("/api/v1/loan-applications/{closed}/delete"), Some(&admin), json!({"reason": "Withdrawn"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let borrower_of = async |loan: &str| loan_row(&app, loan).await;
    let gone = borrower_of(&closed).await;
    let files = &app.state.files;

    // Within five years nothing is due; the day after, only the closed one's borrower.
    let soon = today() + Duration::days(365 * 5 - 2);
    assert!(api::jobs::retention::run(&app.state.db, files, soon, true).await.unwrap().due.is_empty());
    let later = today() + Duration::days(365 * 5 + 2);
    let dry = api::jobs::retention::run(&app.state.db, files, later, true).await.unwrap();
    let due: Vec<uuid::Uuid> = dry.due.iter().map(|d| d.borrower_id).collect();
    assert_eq!(due, [gone.borrower_id], "the open loan's borrower is kept");
    assert_eq!(borrower_of(&closed).await.full_name, gone.full_name, "a dry run changes nothing");

    let done = api::jobs::retention::run(&app.state.db, files, later, false).await.unwrap();
    assert_eq!(done.anonymised, 1);
    assert!(done.files_deleted >= 5, "the documents: {}", done.files_deleted);
    let after = borrower_of(&closed).await;
    assert_eq!(after.full_name, storage::repo::retention::ANONYMISED);
    assert!(after.documents.is_none() && after.address.is_none());
    assert_ne!(borrower_of(&open).await.full_name, storage::repo::retention::ANONYMISED);
    // A second run finds nothing left to do.
    assert!(api::jobs::retention::run(&app.state.db, files, later, true).await.unwrap().due.is_empty());
    let audit = app.get(&format!("/api/v1/audit-log?entity=borrower&entity_id={}", gone.borrower_id), Some(&admin)).await;
    assert_eq!(audit.body["data"]["items"][0]["action"], "borrower.anonymise");
}

/// Every filter combination of the funnel, collections and portfolio reports, in `scope`s: the
/// figures tables (`funnel_days`, `funnel_months`, `collection_days`, `portfolio_figures`, kept
/// by triggers) must give what summing the loans and installments themselves gives.
async fn figures_match_a_recount(
    app: &TestApp,
    scopes: &[storage::repo::loans::Scope],
    ids: &[Option<uuid::Uuid>; 5],
    what: &str,
) {
    use storage::repo::reports::{self as sums, ReportFilter};
    let [lender, loan_program, rto_program, partner, other_partner] = *ids;
    let days = |a: i64, b: i64| (Some(today() + Duration::days(a)), Some(today() + Duration::days(b)));
    let old = NaiveDate::from_ymd_opt(2020, 1, 1);
    // A month exactly (this one, and that of the loan the raw writes below move 45 days back), and
    // from this month's first day on: whole months of `funnel_months` without (or with only one)
    // ragged end of `funnel_days`.
    let month_of = |d: NaiveDate| {
        let first = d.with_day(1);
        (first, first.and_then(|m| m.checked_add_months(chrono::Months::new(1))).and_then(|m| m.pred_opt()))
    };
    let (month, month_end) = month_of(today());
    let earlier = month_of(today() - Duration::days(46));
    let ranges = [
        (None, None),
        days(-60, 60),
        days(0, 0),
        days(-45, -1),
        (old, old),
        (None, Some(today())),
        (Some(today()), None),
        (month, month_end),
        (month, None),
        earlier,
    ];
    let db = &app.state.db;
    let mut checked = 0;
    for &scope in scopes {
        for lender_id in [None, lender, Some(uuid::Uuid::nil())] {
            for program_id in [None, loan_program, rto_program] {
                for partner_id in [None, partner, other_partner] {
                    for (from, to) in ranges {
                        let (from_at, to_at) = domain::calendar::day_bounds(from, to);
                        let f = ReportFilter { scope, from, to, from_at, to_at, lender_id, program_id, partner_id };
                        let at = format!("{what}: {f:?}");
                        assert_eq!(sums::funnel(db, &f).await.unwrap(), sums::funnel_recount(db, &f).await.unwrap(), "{at}");
                        let recounted = sums::collections_recount(db, &f).await.unwrap();
                        assert_eq!(sums::collections(db, &f).await.unwrap(), recounted, "{at}");
                        let summed = recounted.iter().fold((0, 0), |(d, p), (_, due, paid)| (d + due, p + paid));
                        assert_eq!(sums::collection_totals(db, &f).await.unwrap(), summed, "{at}");
                        assert_eq!(
                            sums::portfolio(db, &f).await.unwrap(),
                            sums::portfolio_recount(db, &f).await.unwrap(),
                            "{at}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, scopes.len() * 3 * 3 * 3 * ranges.len());

    // `loan_standing` (m0032, kept by triggers) holds every live active loan's status, bucket and
    // DPD band as `loans` holds them, row for row (its daily columns are recorded only there).
    {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
        use storage::entity::{loan, loan_standing};
        let kept: Vec<_> = loan::Entity::find()
            .filter(loan::Column::ActiveStatus.is_not_null())
            .filter(loan::Column::DeletedAt.is_null())
            .order_by_asc(loan::Column::Id)
            .all(db)
            .await
            .unwrap()
            .into_iter()
            .map(|l| (l.id, l.active_status.map(|s| s.as_str().to_owned()).unwrap_or_default(), l.bucket, l.dpd_band))
            .collect();
        let copied: Vec<_> = loan_standing::Entity::find()
            .order_by_asc(loan_standing::Column::LoanId)
            .all(db)
            .await
            .unwrap()
            .into_iter()
            .map(|s| (s.loan_id, s.active_status, s.bucket, s.dpd_band))
            .collect();
        assert_eq!(copied, kept, "{what}: loan_standing");
    }

    // The late list's total, summed from `portfolio_figures`, is the number of loans it lists.
    use storage::repo::loans::billing::{self, BillingFilter};
    for &scope in scopes {
        for lender_id in [None, lender] {
            for program_id in [None, loan_program, rto_program] {
                for bucket in [None, Some("dalam_perhatian_khusus"), Some("diragukan")] {
                    let f = BillingFilter {
                        scope,
                        q: None,
                        due_from: None,
                        due_to: None,
                        status: None,
                        lender_id,
                        program_id,
                        bucket: bucket.map(str::to_owned),
                        today: today(),
                        sort: storage::repo::keyset::Sort::default(),
                        limit: 1000,
                        cursor: None,
                    };
                    let (rows, _, total) = billing::late(db, &f, false).await.unwrap();
                    assert_eq!((total.n, total.capped), (rows.len() as u64, false), "{what}: late list {f:?}");
                    if (lender_id, program_id, bucket) == (None, None, None) {
                        // The home page's late bands and the lists' late figure, summed from
                        // `portfolio_figures` (m0029), are the listed loans' counts and rupiah.
                        // Each row's band as stored (the raw writes above set one apart from its DPD).
                        let mut banded = Vec::new();
                        for r in &rows {
                            use sea_orm::EntityTrait;
                            let stored = storage::entity::loan::Entity::find_by_id(r.item.id).one(db).await.unwrap().unwrap();
                            banded.push((usize::try_from(stored.dpd_band).unwrap(), r.amount_overdue));
                        }
                        let listed: Vec<(&str, sums::CountAmount)> = domain::reports::LATE_BANDS
                            .iter()
                            .enumerate()
                            .map(|(i, (code, _, _))| {
                                let band = banded.iter().filter(|(b, _)| *b == i + 1);
                                let (count, amount) = band.fold((0, 0), |(n, a), (_, o)| (n + 1, a + o));
                                (*code, sums::CountAmount { count, amount })
                            })
                            .collect();
                        assert_eq!(sums::late_bands(db, scope).await.unwrap(), listed, "{what}: late bands {scope:?}");
                        let all = sums::past_due(db, scope).await.unwrap();
                        assert_eq!(usize::try_from(all.count), Ok(rows.len()), "{what}: past due {scope:?}");
                        assert_eq!(all.amount, rows.iter().map(|r| r.amount_overdue).sum::<i64>(), "{what}: overdue {scope:?}");
                    }
                }
            }
        }
    }
}

/// Issue 12: the funnel and collections read figures tables kept by database triggers. Every
/// write path a loan and its installments take (create, save, verify, allocation on a funding
/// source, approval, rejection, KYC, activation, payment, partial payment, reversal, hold billing
/// across a due date, partner change, deletion, and raw SQL the app never issues) leaves them
/// equal to a recount, in every scope and filter; the API reads them.
#[tokio::test]
async fn report_figures_stay_equal_to_a_recount_through_every_write_path() {
    use storage::repo::loans::Scope;
    let app = spawn_app_running_ahead().await;
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let own = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let other = storage::repo::users::find_by_email(&app.state.db, OTHER_LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let refs = app.refs(&admin).await;
    let id = |s: &str| Some(s.parse::<uuid::Uuid>().unwrap());
    let ids = [Some(own), id(&refs.loan_program), id(&refs.rto_program), id(&refs.partner), id(&refs.other_partner)];
    let mut scopes = vec![Scope::All, Scope::Lender(own), Scope::Lender(other)];
    figures_match_a_recount(&app, &scopes, &ids, "demo data").await;

    // Every stage: a lead, a saved application, a verified one, a deleted one, a rejected one,
    // one moved to the other partner, and an active loan handed over 40 days ago.
    let first = loans_at_every_stage(&app, &admin, &lender, own, &refs).await;
    figures_match_a_recount(&app, &scopes, &ids, "stages").await;

    // A funding source of the lender, a loan drawn on it (active, handed over 20 days ago) and
    // staff tied to it.
    let (second, source) = a_loan_on_a_funding_source_and_its_staff(&app, &admin, &lender, own, &refs).await;
    scopes.push(Scope::Source { lender: own, source });
    figures_match_a_recount(&app, &scopes, &ids, "funding source").await;

    // Payments: a partial one, a whole installment, one reversed; a hold backdated across an
    // unpaid due date moves it past today.
    let installment = payments_and_a_hold(&app, &admin, &first, &second).await;
    figures_match_a_recount(&app, &scopes, &ids, "payments and hold").await;

    // The daily job's DPD pass changes no funnel or collections figure (its columns fire none
    // of their triggers) and moves the loans that cross a band or bucket edge in the portfolio's.
    run_the_daily_job(&app, &admin, today()).await;
    figures_match_a_recount(&app, &scopes, &ids, "daily job").await;
    // 35 days on, the hold has ended and both loans are a band later.
    let before = bands_of(&app, &first, &second).await;
    run_the_daily_job(&app, &admin, today() + Duration::days(35)).await;
    let after = bands_of(&app, &first, &second).await;
    assert!(after[0].1 > before[0].1, "the job moved a loan to a later band: {before:?} → {after:?}");
    figures_match_a_recount(&app, &scopes, &ids, "daily job 35 days on").await;

    // Writes the app never makes (its pipeline forbids them once a loan has installments), by
    // raw SQL: an active loan moved to the other partner and off its funding source, a loan
    // created a microsecond before a Jakarta midnight, an installment deleted.
    raw_writes_the_app_never_makes(&app, &first, &second, ids[4].unwrap()).await;
    figures_match_a_recount(&app, &scopes, &ids, "raw writes").await;
    // The migration's backfill, refilling from these rows, gives the same, and keeps the
    // standing's daily columns (recorded nowhere else).
    let kept = loan_standing(&app).await;
    assert!(kept.iter().any(|s| s.dpd > 0 && s.next_due_date.is_some()), "{kept:?}");
    storage::migration::rebuild_report_figures(&app.state.db).await.unwrap();
    figures_match_a_recount(&app, &scopes, &ids, "rebuilt").await;
    assert_eq!(loan_standing(&app).await, kept, "the rebuild keeps the daily columns");

    // The API answers from them, in the caller's scope.
    let tied = app.login("figures-source@roda.test").await.token;
    let funnel = app.get("/api/v1/reports/funnel", Some(&tied)).await.body["data"].clone();
    assert_eq!(row(&funnel, "stage", "leads")["count"], 0, "the second loan is off the source now");
    let funnel = app.get("/api/v1/reports/funnel", Some(&lender)).await.body["data"].clone();
    assert_eq!(row(&funnel, "stage", "active")["count"], 2);
    assert_eq!(row(&funnel, "stage", "approved")["count"], 2, "the rejected loan reached no approval");
    let range = format!("from={}&to={}", today() - Duration::days(60), today() + Duration::days(60));
    let admin_days = app.get(&format!("/api/v1/reports/collections?{range}"), Some(&admin)).await.body["data"].clone();
    let lender_days = app.get(&format!("/api/v1/reports/collections?{range}"), Some(&lender)).await.body["data"].clone();
    assert_eq!(admin_days["totals"], lender_days["totals"], "every installment is the lender's");
    assert!(admin_days["totals"]["collected"].as_i64().unwrap() >= 2 * installment - 1_000);
}

/// A lead (1), a saved application (2), a verified one (3), a deleted one (4), one moved to
/// the other partner (5), one rejected by lender `own` (6), and an active loan of `own` handed
/// over 40 days ago (7), whose loan ID this returns.
async fn loans_at_every_stage(
    app: &TestApp,
    admin: &str,
    lender: &str,
    own: uuid::Uuid,
    refs: &test_support::applications::Refs,
) -> String {
    app.create_prospect(admin, refs, 1).await;
    app.unverified_application(admin, refs, 2).await;
    app.verified_loan(admin, refs, 3).await;
    let deleted = app.unverified_application(admin, refs, 4).await;
    let r = app.post(&format!("/api/v1/loan-applications/{deleted}/delete"), Some(admin), json!({"reason": "Duplikat"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let moved = app.unverified_application(admin, refs, 5).await;
    let r = app
        .post(&format!("/api/v1/loan-applications/{moved}/partner"), Some(admin), json!({"partner_id": refs.other_partner}))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let rejected = app.verified_loan(admin, refs, 6).await;
    let allocation = json!({"loan_ids": [rejected], "lender_id": own});
    assert_eq!(app.post("/api/v1/loan-approvals/allocate", Some(admin), allocation).await.status, 200);
    let r = app.post(&format!("/api/v1/loans/{rejected}/reject"), Some(lender), json!({"reason": "Penghasilan kurang"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let first = app.pending_activation_loan(admin, lender, &own.to_string(), refs, 7).await;
    let r = app.hand_over(admin, &first, 7, today() - Duration::days(40)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    first
}

/// A funding source of lender `own` ("Facility A"), a loan drawn on it (8, active, handed over
/// 20 days ago) and a level 5 user tied to it (`figures-source@roda.test`): (the loan ID, the
/// source's id).
async fn a_loan_on_a_funding_source_and_its_staff(
    app: &TestApp,
    admin: &str,
    lender: &str,
    own: uuid::Uuid,
    refs: &test_support::applications::Refs,
) -> (String, uuid::Uuid) {
    let body = json!({"name": "Facility A", "limit_amount": 1_000_000_000_000_i64, "available_from": (today() - Duration::days(1)).to_string()});
    let r = app.post(&format!("/api/v1/lenders/{own}/funding-sources"), Some(admin), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let source = r.body["data"]["id"].as_str().unwrap().to_owned();
    let second = app.pending_activation_loan_on(admin, lender, &own.to_string(), Some(&source), refs, 8).await;
    let r = app.hand_over(admin, &second, 8, today() - Duration::days(20)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let hash = app.state.hasher.hash(test_support::DEMO_PASSWORD.into()).await.unwrap();
    let tied = storage::repo::users::NewUser {
        email: "figures-source@roda.test".into(),
        username: None,
        full_name: "Source Staff".into(),
        phone: None,
        level: 5,
        lender_id: Some(own),
        funding_source_id: source.parse().ok(),
        password_hash: Some(hash),
    };
    storage::repo::users::insert(&app.state.db, tied).await.unwrap();
    (second, source.parse().unwrap())
}

/// Posts a payment of `amount` today (it must answer 201): its id.
async fn pay(app: &TestApp, token: &str, loan: &str, amount: i64, key: &str) -> String {
    let body =
        json!({"amount": amount, "paid_date": today().to_string(), "method": "bank_transfer", "reference": format!("REF-{key}")});
    let r = app
        .send_with(
            reqwest::Method::POST,
            &format!("/api/v1/loans/{loan}/payments"),
            Some(token),
            Some(body),
            &[("idempotency-key", key)],
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"]["payment_id"].as_str().unwrap().to_owned()
}

/// On `first`: a partial payment, and one by a collector that admin reverses (maker-checker);
/// on `second`: a whole installment; then a hold on `first` backdated across its first overdue
/// due date. The first installment's amount.
async fn payments_and_a_hold(app: &TestApp, admin: &str, first: &str, second: &str) -> i64 {
    let collector = app.login("level3@roda.test").await.token;
    let schedule = app.get(&format!("/api/v1/loans/{first}/installments"), Some(admin)).await.body["data"].clone();
    let installment = schedule[0]["amount_due"].as_i64().unwrap();
    pay(app, admin, first, installment - 1_000, "fig-1").await;
    // Recorded by a collector: another staff member reverses it (maker-checker).
    let reversed = pay(app, &collector, first, 5_000, "fig-2").await;
    pay(app, admin, second, installment, "fig-3").await;
    let r = app.post(&format!("/api/v1/payments/{reversed}/reverse"), Some(admin), json!({"reason": "Salah input"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let schedule = app.get(&format!("/api/v1/loans/{first}/installments"), Some(admin)).await.body["data"].clone();
    let open = schedule.as_array().unwrap().iter().find(|i| i["status"] == "overdue").unwrap().clone();
    let start = open["due_date"].as_str().unwrap().parse::<NaiveDate>().unwrap() - Duration::days(1);
    let hold = json!({"reason_code": "accident", "start_date": start.to_string(), "end_date": (today() + Duration::days(3)).to_string()});
    let r = app.post(&format!("/api/v1/loans/{first}/hold-billing"), Some(admin), hold).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    installment
}

/// Runs the daily job for `date` (it must answer 200 or 202).
async fn run_the_daily_job(app: &TestApp, admin: &str, date: NaiveDate) {
    let r = app.post("/api/v1/jobs/daily", Some(admin), json!({"date": date.to_string()})).await;
    assert!(r.status == 200 || r.status == 202, "{:?}", r.body);
}

/// A loan's DPD, and its DPD band, bucket and active status as stored.
type Standing = (i32, i16, Option<String>, Option<storage::entity::Stored<domain::pipeline::ActiveStatus>>);

/// The [`Standing`] of loans `first` and `second`.
async fn bands_of(app: &TestApp, first: &str, second: &str) -> [Standing; 2] {
    let rows = [loan_row(app, first).await, loan_row(app, second).await];
    let daily = storage::repo::loans::standing::daily(&app.state.db, &rows.each_ref().map(|l| l.id)).await.unwrap();
    rows.map(|l| (daily[&l.id].dpd, l.dpd_band, l.bucket, l.active_status))
}

/// By raw SQL: loan `second` moved to partner `other_partner` and off its funding source, its
/// band, bucket and outstanding changed alone; loan `first` created a microsecond before a
/// Jakarta midnight 45 days ago, and its third installment deleted.
async fn raw_writes_the_app_never_makes(app: &TestApp, first: &str, second: &str, other_partner: uuid::Uuid) {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
    use storage::entity::{installment, loan};
    let db = &app.state.db;
    let row = loan_row(app, second).await;
    loan::Entity::update_many()
        .col_expr(loan::Column::PartnerId, Expr::value(other_partner))
        .col_expr(loan::Column::FundingSourceId, Expr::value(Option::<uuid::Uuid>::None))
        .filter(loan::Column::Id.eq(row.id))
        .exec(db)
        .await
        .unwrap();
    // A band, a bucket and an outstanding changed alone (the portfolio's columns).
    loan::Entity::update_many()
        .col_expr(loan::Column::DpdBand, Expr::value(3_i16))
        .col_expr(loan::Column::Bucket, Expr::value("diragukan"))
        .filter(loan::Column::Id.eq(row.id))
        .exec(db)
        .await
        .unwrap();
    loan::Entity::update_many()
        .col_expr(loan::Column::Outstanding, Expr::cust("outstanding - 1000"))
        .filter(loan::Column::Id.eq(row.id))
        .exec(db)
        .await
        .unwrap();
    let midnight = domain::calendar::day_bounds(Some(today() - Duration::days(45)), None).0.unwrap();
    let lead = loan_row(app, first).await;
    loan::Entity::update_many()
        .col_expr(loan::Column::CreatedAt, Expr::value(midnight - Duration::microseconds(1)))
        .filter(loan::Column::Id.eq(lead.id))
        .exec(db)
        .await
        .unwrap();
    installment::Entity::delete_many()
        .filter(installment::Column::LoanId.eq(lead.id))
        .filter(installment::Column::Number.eq(3))
        .exec(db)
        .await
        .unwrap();
}

/// Every row of `loan_standing`, by loan.
async fn loan_standing(app: &TestApp) -> Vec<storage::entity::loan_standing::Model> {
    use sea_orm::{EntityTrait, QueryOrder};
    storage::entity::loan_standing::Entity::find()
        .order_by_asc(storage::entity::loan_standing::Column::LoanId)
        .all(&app.state.db)
        .await
        .unwrap()
}
