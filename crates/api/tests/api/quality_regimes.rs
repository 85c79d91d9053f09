//! Loan quality by the lender's licence (issue 41 item 6, DESIGN §3 "Quality regimes", §5), on
//! SQLite and on PostgreSQL with RODA_TEST_DATABASE_URL: the regimes and their presets, level
//! 21 alone edits them, a bad body is 422, and one loan's bucket, status and the portfolio's NPL
//! ratio follow its lender's regime through the daily job.

use calamine::{Data, Reader, Xlsx};
use chrono::{Duration, NaiveDate};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

const ADMIN: &str = "admin@roda.test";
/// Level 5, staff of the first demo lender (a P2P lending platform).
const LENDER_STAFF: &str = "lender@roda.test";

fn today() -> NaiveDate {
    domain::calendar::today()
}

async fn regimes(app: &TestApp, token: &str) -> Vec<Value> {
    let r = app.get("/api/v1/quality-regimes", Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn the_three_regimes_start_as_the_regulators_presets() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let all = regimes(&app, &admin).await;
    let codes: Vec<&str> = all.iter().map(|r| r["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["multifinance", "p2p_lending", "bank"]);
    let of = |code: &str| all.iter().find(|r| r["code"] == code).unwrap()["buckets"].clone();
    let five = json!([
        {"code": "lancar", "min_dpd": 0, "non_performing": false},
        {"code": "dalam_perhatian_khusus", "min_dpd": 1, "non_performing": false},
        {"code": "kurang_lancar", "min_dpd": 91, "non_performing": true},
        {"code": "diragukan", "min_dpd": 121, "non_performing": true},
        {"code": "macet", "min_dpd": 181, "non_performing": true},
    ]);
    assert_eq!(of("multifinance"), five);
    assert_eq!(of("bank"), five);
    assert_eq!(
        of("p2p_lending"),
        json!([
            {"code": "lancar", "min_dpd": 0, "non_performing": false},
            {"code": "tidak_lancar", "min_dpd": 31, "non_performing": false},
            {"code": "macet", "min_dpd": 91, "non_performing": true},
        ])
    );
    // Every lender has the regime of its kind.
    let lenders = app.get("/api/v1/lenders", Some(&admin)).await.body["data"].clone();
    for l in lenders.as_array().unwrap() {
        let want = match l["kind"].as_str().unwrap() {
            "bank_channeling" => "bank",
            "p2p_lending" => "p2p_lending",
            _ => "multifinance",
        };
        assert_eq!(l["quality_regime"], want, "{l}");
    }
}

#[tokio::test]
async fn only_level_21_edits_a_regime_and_a_bad_one_is_422() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let body = json!({"buckets": [{"code": "lancar", "min_dpd": 0}, {"code": "macet", "min_dpd": 61, "non_performing": true}]});
    // Level 5 reads the regimes but may not change one.
    assert_eq!(regimes(&app, &lender).await.len(), 3);
    assert_eq!(app.put("/api/v1/quality-regimes/bank", Some(&lender), body.clone()).await.status, 403);
    assert_eq!(app.put("/api/v1/quality-regimes/ojk", Some(&admin), body.clone()).await.status, 404);
    for (bad, code) in [
        (json!({}), "quality_buckets_required"),
        (json!({"buckets": [{"code": "lancar", "min_dpd": 1}]}), "quality_bucket_first_not_zero"),
        (
            json!({"buckets": [{"code": "lancar", "min_dpd": 0}, {"code": "macet", "min_dpd": 0}]}),
            "quality_bucket_not_increasing",
        ),
        (json!({"buckets": [{"code": "lancar", "min_dpd": 0}, {"code": "Macet!", "min_dpd": 9}]}), "quality_bucket_code_invalid"),
        (json!({"buckets": [{"code": "lancar", "min_dpd": 0}, {"code": "lancar", "min_dpd": 9}]}), "quality_bucket_code_invalid"),
    ] {
        let r = app.put("/api/v1/quality-regimes/bank", Some(&admin), bad.clone()).await;
        assert_eq!(r.status, 422, "{bad}: {:?}", r.body);
        assert_eq!(r.error_codes("buckets"), [code], "{bad}");
    }
    let r = app.put("/api/v1/quality-regimes/bank", Some(&admin), body).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["buckets"][1], json!({"code": "macet", "min_dpd": 61, "non_performing": true}));
    assert_eq!(regimes(&app, &admin).await[2]["buckets"].as_array().unwrap().len(), 2);
    // Audited with what it was and what it became.
    let audit = app.get("/api/v1/audit-log?entity=quality_regime", Some(&admin)).await;
    assert_eq!(audit.status, 200, "{:?}", audit.body);
    assert!(audit.body.to_string().contains("quality_regime.update"), "{:?}", audit.body);
}

/// A loan of the first demo lender (P2P lending) handed over 36 days ago, and what its tests
/// read and do.
struct Graded {
    admin: String,
    loan: String,
    lender_url: String,
    /// Its days past due after the handover.
    start: i64,
}

impl Graded {
    /// The loan's days past due, bucket and active status, as the active-borrower list shows them.
    async fn row(&self, app: &TestApp) -> (i64, String, Value) {
        let r = app.get(&format!("/api/v1/active-borrowers?q={}", self.loan), Some(&self.admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let item = r.body["data"]["items"][0].clone();
        (item["dpd"].as_i64().unwrap(), item["bucket"].as_str().unwrap_or_default().to_owned(), item["active_status"].clone())
    }

    /// The portfolio's NPL ratio.
    async fn npl(&self, app: &TestApp) -> f64 {
        let r = app.get("/api/v1/reports/portfolio", Some(&self.admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        r.body["data"]["totals"]["npl_ratio_percent"].as_f64().unwrap()
    }

    /// The daily job on the day the loan is `dpd` days past due.
    async fn job_at(&self, app: &TestApp, dpd: i64) {
        let day = today() + Duration::days(dpd - self.start);
        let r = app.post("/api/v1/jobs/daily", Some(&self.admin), json!({"date": day.to_string()})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }

    /// Gives the loan's lender the quality regime `regime`.
    async fn set_regime(&self, app: &TestApp, regime: &str) {
        let l = app.get(&self.lender_url, Some(&self.admin)).await.body["data"].clone();
        let body = json!({"name": l["name"], "code": l["code"], "kind": l["kind"], "legal_name": l["legal_name"],
            "status": l["status"], "quality_regime": regime, "version": l["version"]});
        let r = app.put(&self.lender_url, Some(&self.admin), body).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["data"]["quality_regime"], regime);
    }

    /// Level 21 moves P2P lending's macet to 181 days.
    async fn edit_p2p_lending(&self, app: &TestApp) {
        let edited = json!({"buckets": [
            {"code": "lancar", "min_dpd": 0}, {"code": "tidak_lancar", "min_dpd": 31}, {"code": "macet", "min_dpd": 181, "non_performing": true},
        ]});
        assert_eq!(app.put("/api/v1/quality-regimes/p2p_lending", Some(&self.admin), edited).await.status, 200);
    }
}

async fn handed_over_36_days_ago(app: &TestApp) -> Graded {
    let admin = app.login(ADMIN).await.token;
    let lender_token = app.login(LENDER_STAFF).await.token;
    let lender_id = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap().lender_id.unwrap();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender_token, &lender_id.to_string(), &refs, 1).await;
    let lender_url = format!("/api/v1/lenders/{lender_id}");
    assert_eq!(app.get(&lender_url, Some(&admin)).await.body["data"]["quality_regime"], "p2p_lending");
    // Handed over 36 days ago: at most 35 days past due whatever the program's frequency.
    let handover = today() - Duration::days(36);
    let r = app.hand_over(&admin, &loan, 1, handover).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let mut g = Graded { admin, loan, lender_url, start: 0 };
    g.start = g.row(app).await.0;
    g
}

/// [`handed_over_36_days_ago`], after the job at 35 days under P2P lending.
async fn at_35_days_under_p2p_lending(app: &TestApp) -> Graded {
    let g = handed_over_36_days_ago(app).await;
    g.job_at(app, 35).await;
    g
}

/// [`at_35_days_under_p2p_lending`], the lender moved to multifinance, after the job at 36 days.
async fn at_36_days_under_multifinance(app: &TestApp) -> Graded {
    let g = at_35_days_under_p2p_lending(app).await;
    g.set_regime(app, "multifinance").await;
    g.job_at(app, 36).await;
    g
}

/// [`at_36_days_under_multifinance`], after the job at 100 days.
async fn at_100_days_under_multifinance(app: &TestApp) -> Graded {
    let g = at_36_days_under_multifinance(app).await;
    g.job_at(app, 100).await;
    g
}

/// [`at_100_days_under_multifinance`], the lender back on P2P lending, after the job at 101 days.
async fn at_101_days_under_p2p_lending(app: &TestApp) -> Graded {
    let g = at_100_days_under_multifinance(app).await;
    g.set_regime(app, "p2p_lending").await;
    g.job_at(app, 101).await;
    g
}

/// [`at_101_days_under_p2p_lending`], P2P lending's macet moved to 181 days, after the job at
/// 102 days: tidak lancar.
async fn at_102_days_under_an_edited_p2p_lending(app: &TestApp) -> Graded {
    let g = at_101_days_under_p2p_lending(app).await;
    g.edit_p2p_lending(app).await;
    g.job_at(app, 102).await;
    g
}

#[tokio::test]
async fn thirty_five_days_past_due_under_p2p_lending_is_tidak_lancar_and_performing() {
    let app = spawn_app_running_ahead().await;
    let g = handed_over_36_days_ago(&app).await;
    // 35 days under P2P lending: tidak lancar, late, not non performing.
    g.job_at(&app, 35).await;
    assert_eq!(g.row(&app).await, (35, "tidak_lancar".to_owned(), json!("late")));
    assert!(g.npl(&app).await < 0.1);
}

#[tokio::test]
async fn a_multifinance_lenders_loan_is_dalam_perhatian_khusus_from_the_next_run() {
    let app = spawn_app_running_ahead().await;
    let g = at_35_days_under_p2p_lending(&app).await;
    // A multifinance lender's: dalam perhatian khusus from the next run (36 days).
    g.set_regime(&app, "multifinance").await;
    assert_eq!(g.row(&app).await.1, "tidak_lancar", "the stored bucket changes at the next run");
    g.job_at(&app, 36).await;
    assert_eq!(g.row(&app).await, (36, "dalam_perhatian_khusus".to_owned(), json!("late")));
    assert!(g.npl(&app).await < 0.1);
}

#[tokio::test]
async fn a_hundred_days_under_multifinance_is_kurang_lancar_and_the_whole_book_non_performing() {
    let app = spawn_app_running_ahead().await;
    let g = at_36_days_under_multifinance(&app).await;
    g.job_at(&app, 100).await;
    assert_eq!(g.row(&app).await, (100, "kurang_lancar".to_owned(), json!("non_performing")));
    assert!(g.npl(&app).await > 99.9);
}

#[tokio::test]
async fn back_under_p2p_lending_a_hundred_and_one_days_is_macet_and_still_non_performing() {
    let app = spawn_app_running_ahead().await;
    let g = at_100_days_under_multifinance(&app).await;
    g.set_regime(&app, "p2p_lending").await;
    g.job_at(&app, 101).await;
    assert_eq!(g.row(&app).await, (101, "macet".to_owned(), json!("non_performing")));
    assert!(g.npl(&app).await > 99.9);
}

#[tokio::test]
async fn a_regime_edited_to_start_macet_later_makes_the_loan_performing_after_the_job() {
    let app = spawn_app_running_ahead().await;
    let g = at_101_days_under_p2p_lending(&app).await;
    // A regime whose macet starts at 181 (edited by level 21): 102 days is no longer non
    // performing, and the NPL ratio drops with it after the job.
    g.edit_p2p_lending(&app).await;
    g.job_at(&app, 102).await;
    assert_eq!(g.row(&app).await, (102, "tidak_lancar".to_owned(), json!("late")));
    assert!(g.npl(&app).await < 0.1);
}

#[tokio::test]
async fn the_portfolio_shows_every_regimes_buckets_and_the_loan_in_its_lenders() {
    let app = spawn_app_running_ahead().await;
    let g = at_102_days_under_an_edited_p2p_lending(&app).await;
    // The portfolio shows every regime's buckets, this loan in P2P's tidak lancar.
    let r = app.get("/api/v1/reports/portfolio", Some(&g.admin)).await;
    let rows = r.body["data"]["rows"].as_array().unwrap().clone();
    let held: Vec<&str> = rows.iter().filter(|b| b["loans"] == 1).map(|b| b["bucket"].as_str().unwrap()).collect();
    assert_eq!(held, ["tidak_lancar"]);
}

#[tokio::test]
async fn the_late_list_filters_by_a_regimes_bucket_and_refuses_an_unknown_one() {
    let app = spawn_app_running_ahead().await;
    let g = at_102_days_under_an_edited_p2p_lending(&app).await;
    let admin = &g.admin;
    // The late list filters by a regime's bucket; an unknown code is 400.
    let late = app.get("/api/v1/repayments/late?bucket=tidak_lancar", Some(admin)).await;
    assert_eq!(late.status, 200, "{:?}", late.body);
    assert_eq!(late.body["data"]["items"][0]["bucket"], "tidak_lancar");
    assert_eq!(app.get("/api/v1/repayments/late?bucket=nope", Some(admin)).await.status, 400);
}

#[tokio::test]
async fn the_late_lists_download_names_the_bucket_in_the_callers_language() {
    let app = spawn_app_running_ahead().await;
    let g = at_102_days_under_an_edited_p2p_lending(&app).await;
    let res = app.client.get(app.url("/api/v1/repayments/late?format=xlsx")).bearer_auth(&g.admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let bytes = res.bytes().await.unwrap();
    let mut book: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let rows: Vec<Vec<Data>> = book.worksheet_range("late").unwrap().rows().map(<[Data]>::to_vec).collect();
    let found = rows.iter().find(|r| r[0] == Data::String(g.loan.clone())).expect("the loan's row");
    assert_eq!(found[7], Data::String("Not current (tidak lancar)".into()), "{found:?}");
}
