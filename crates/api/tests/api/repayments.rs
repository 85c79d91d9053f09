//! Active borrowers and repayments (issue 10), on SQLite and on PostgreSQL with
//! RODA_TEST_DATABASE_URL: activation and the schedule, payments oldest first, idempotent
//! under 20 parallel retries, maker-checker reversal, the daily job's DPD (rerun changes
//! nothing), a hold backdated across a due date, deactivation and write-off, the late list and
//! its xlsx download, and bad input.

use calamine::{Data, Reader, Xlsx};
use chrono::{Duration, NaiveDate};
use reqwest::Method;
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

pub(crate) const ADMIN: &str = "admin@roda.test";
pub(crate) const LENDER_STAFF: &str = "lender@roda.test";
pub(crate) const OTHER_LENDER_STAFF: &str = "lender2@roda.test";
/// Back office with the repayment and active-borrower areas, not level 21.
pub(crate) const COLLECTOR: &str = "level3@roda.test";

pub(crate) fn today() -> NaiveDate {
    domain::calendar::today()
}

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

/// Admin's token, a loan pending activation allocated to the first demo lender, and that
/// lender's staff token.
pub(crate) async fn pending(app: &TestApp, n: u32) -> (String, String, String) {
    let admin = app.login(ADMIN).await.token;
    let lender = app.login(LENDER_STAFF).await.token;
    let u = storage::repo::users::find_by_email(&app.state.db, LENDER_STAFF).await.unwrap().unwrap();
    let refs = app.refs(&admin).await;
    let loan = app.pending_activation_loan(&admin, &lender, &u.lender_id.unwrap().to_string(), &refs, n).await;
    (admin, loan, lender)
}

pub(crate) async fn installments(app: &TestApp, token: &str, loan: &str) -> Vec<Value> {
    let r = app.get(&format!("/api/v1/loans/{loan}/installments"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].as_array().unwrap().clone()
}

pub(crate) async fn detail(app: &TestApp, token: &str, loan: &str) -> Value {
    let r = app.get(&format!("/api/v1/active-borrowers?q={loan}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["items"][0].clone()
}

pub(crate) async fn pay(app: &TestApp, token: &str, loan: &str, amount: i64, key: &str) -> test_support::Reply {
    let body =
        json!({"amount": amount, "paid_date": today().to_string(), "method": "bank_transfer", "reference": format!("REF-{key}")});
    app.send_with(Method::POST, &format!("/api/v1/loans/{loan}/payments"), Some(token), Some(body), &[("idempotency-key", key)])
        .await
}

/// A loan of the first demo lender handed over 100 days ago (late at once), with its schedule as
/// the handover made it.
pub(crate) struct LateLoan {
    pub(crate) admin: String,
    pub(crate) lender: String,
    pub(crate) loan: String,
    pub(crate) handover: NaiveDate,
    pub(crate) schedule: Vec<Value>,
}

impl LateLoan {
    pub(crate) fn url(&self, p: &str) -> String {
        format!("/api/v1/loans/{}{p}", self.loan)
    }
}

/// [`pending`] (loan 1) handed over 100 days ago.
pub(crate) async fn late_loan(app: &TestApp) -> LateLoan {
    let (admin, loan, lender) = pending(app, 1).await;
    let handover = today() - Duration::days(100);
    let r = app.hand_over(&admin, &loan, 1, handover).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let schedule = installments(app, &admin, &loan).await;
    LateLoan { admin, lender, loan, handover, schedule }
}

/// [`late_loan`] paid twice: the first installment less Rp 100 ("p1"), then Rp 100 more than
/// an installment ("p2").
async fn late_loan_paid_twice(app: &TestApp) -> LateLoan {
    let l = late_loan(app).await;
    let first = l.schedule[0]["amount_due"].as_i64().unwrap();
    for (amount, key) in [(first - 100, "p1"), (100 + first, "p2")] {
        let r = pay(app, &l.admin, &l.loan, amount, key).await;
        assert_eq!(r.status, 201, "{key}: {:?}", r.body);
    }
    l
}

/// Runs the daily job for `date`; its answer.
pub(crate) async fn daily_job(app: &TestApp, admin: &str, date: NaiveDate) -> test_support::Reply {
    app.post("/api/v1/jobs/daily", Some(admin), json!({"date": date.to_string()})).await
}

/// The loan's row of the late list.
pub(crate) async fn late_item(app: &TestApp, token: &str, loan: &str) -> Value {
    let late = app.get("/api/v1/repayments/late", Some(token)).await;
    assert_eq!(late.status, 200, "{:?}", late.body);
    late.body["data"]["items"].as_array().unwrap().iter().find(|i| i["loan_id"] == json!(loan)).unwrap().clone()
}

/// [`late_loan_paid_twice`] after the daily job for today; with its DPD (from the late list)
/// before the job.
async fn late_loan_after_todays_job(app: &TestApp) -> (LateLoan, i64) {
    let l = late_loan_paid_twice(app).await;
    let dpd = late_item(app, &l.admin, &l.loan).await["dpd"].as_i64().unwrap();
    let r = daily_job(app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (l, dpd)
}

/// [`late_loan_after_todays_job`] after the daily job for tomorrow too.
async fn late_loan_a_day_on(app: &TestApp) -> LateLoan {
    let (l, _) = late_loan_after_todays_job(app).await;
    let r = daily_job(app, &l.admin, today() + Duration::days(1)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    l
}

/// Holds billing from the day before the loan's first overdue due date until three days ahead
/// (an accident): the hold's answer, the overdue installment as it was, and the hold's start.
async fn hold_across_the_first_overdue_due_date(app: &TestApp, l: &LateLoan) -> (test_support::Reply, Value, NaiveDate) {
    let list = installments(app, &l.admin, &l.loan).await;
    let open = list.iter().find(|i| i["status"] == "overdue").unwrap().clone();
    let start = date(&open["due_date"]) - Duration::days(1);
    let end = today() + Duration::days(3);
    let body =
        json!({"reason_code": "accident", "note": "Kecelakaan", "start_date": start.to_string(), "end_date": end.to_string()});
    let r = app.post(&l.url("/hold-billing"), Some(&l.admin), body).await;
    (r, open, start)
}

/// Moves the end of hold `hold_id` (started on `start`) to yesterday: the update's answer.
async fn end_hold_yesterday(app: &TestApp, l: &LateLoan, hold_id: &str, start: NaiveDate) -> test_support::Reply {
    let body = json!({"reason_code": "accident", "start_date": start.to_string(), "end_date": (today() - Duration::days(1)).to_string()});
    app.put(&l.url(&format!("/hold-billing/{hold_id}")), Some(&l.admin), body).await
}

/// [`late_loan_a_day_on`] with a hold backdated across its first overdue due date, ended
/// yesterday.
async fn late_loan_after_a_hold(app: &TestApp) -> LateLoan {
    let l = late_loan_a_day_on(app).await;
    let (r, _, start) = hold_across_the_first_overdue_due_date(app, &l).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let hold_id = r.body["data"]["hold_id"].as_str().unwrap().to_owned();
    let r = end_hold_yesterday(app, &l, &hold_id, start).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    l
}

/// [`late_loan_after_a_hold`] paid off by the collector (level 3), its late fees too, with Rp
/// 5.000 to spare: (the loan, the collector's token, what was outstanding before the payoff).
async fn paid_off_loan(app: &TestApp) -> (LateLoan, String, i64) {
    let l = late_loan_after_a_hold(app).await;
    let collector = app.login(COLLECTOR).await.token;
    let row = detail(app, &l.admin, &l.loan).await;
    let outstanding = row["outstanding_amount"].as_i64().unwrap();
    // The late fees the daily job accrued are owed too (issue 43 item 1).
    let fees = row["late_fees_open"].as_i64().unwrap();
    let r = pay(app, &collector, &l.loan, outstanding + fees + 5_000, "payoff").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    (l, collector, outstanding)
}

/// [`paid_off_loan`] with its payoff reversed by admin.
async fn loan_with_its_payoff_reversed(app: &TestApp) -> LateLoan {
    let (l, _, _) = paid_off_loan(app).await;
    let payoff = app.get(&l.url("/payments"), Some(&l.admin)).await.body["data"][0]["payment_id"].as_str().unwrap().to_owned();
    let r = app.post(&format!("/api/v1/payments/{payoff}/reverse"), Some(&l.admin), json!({"reason": "Salah input"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    l
}

#[tokio::test]
async fn a_loan_pending_activation_takes_no_payment_and_is_not_activated_without_a_unit() {
    let app = spawn_app_running_ahead().await;
    let (admin, loan, lender) = pending(&app, 1).await;
    let url = |p: &str| format!("/api/v1/loans/{loan}{p}");

    // Not active yet: no payment.
    let r = pay(&app, &admin, &loan, 100_000, "early").await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("loan_not_active")), "{:?}", r.body);
    // Activation without a unit is refused (issue 41 item 13); a lender's staff may not activate.
    let r = app.post(&url("/activate"), Some(&admin), json!({"handover_date": today().to_string()})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("handover_required")), "{:?}", r.body);
    assert_eq!(app.post(&url("/activate"), Some(&lender), json!({"handover_date": today().to_string()})).await.status, 403);
    assert_eq!(detail(&app, &admin, &loan).await["active_status"], "pending_activation", "nothing activated");
}

#[tokio::test]
async fn a_handover_100_days_ago_activates_the_loan_late_on_a_schedule_that_adds_up() {
    let app = spawn_app_running_ahead().await;
    // Handed over 100 days ago: the schedule runs from it, and it is late at once.
    let l = late_loan(&app).await;
    let (admin, handover) = (&l.admin, l.handover);
    let r = app.post(&l.url("/activate"), Some(admin), json!({"handover_date": handover.to_string()})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("loan_not_pending_activation")));
    let terms = app.get(&l.url(""), Some(admin)).await.body["data"]["terms"].clone();
    let list = &l.schedule;
    assert_eq!(i64::try_from(list.len()).unwrap(), terms["tenor"].as_i64().unwrap());
    let total: i64 = list.iter().map(|i| i["amount_due"].as_i64().unwrap()).sum();
    assert_eq!(total, terms["total_payable"].as_i64().unwrap(), "the schedule adds up");
    // Principal and interest parts add up per installment and over the schedule.
    let sum = |k: &str| list.iter().map(|i| i[k].as_i64().unwrap()).sum::<i64>();
    assert_eq!(sum("principal_part"), terms["principal"].as_i64().unwrap());
    assert_eq!(sum("interest_part"), terms["interest"].as_i64().unwrap());
    assert!(list.iter().all(
        |i| i["principal_part"].as_i64().unwrap() + i["interest_part"].as_i64().unwrap() == i["amount_due"].as_i64().unwrap()
    ));
    assert_eq!(list[0]["principal_part"], terms["principal_part"]);
    assert_eq!(list.last().unwrap()["interest_part"], terms["last_interest_part"]);
    assert!(date(&list[0]["due_date"]) > handover);
    let overdue = list.iter().filter(|i| i["status"] == "overdue").count();
    assert!(overdue >= 1, "{list:?}");
    let row = detail(&app, admin, &l.loan).await;
    let first_due = date(&list[0]["due_date"]);
    assert_eq!(row["dpd"].as_i64().unwrap(), (today() - first_due).num_days());
    assert_eq!(row["active_status"], "late");
    assert!(row["allowed_actions"].as_array().unwrap().contains(&json!("record_payment")));
}

#[tokio::test]
async fn payments_pay_the_oldest_installment_first_and_each_installments_interest_first() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan(&app).await;
    let (admin, loan) = (&l.admin, &l.loan);
    let terms = app.get(&l.url(""), Some(admin)).await.body["data"]["terms"].clone();
    let list = &l.schedule;

    // A partial payment pays the oldest first; the next pays the rest and prepays.
    // Each installment pays its interest first (issue 41 item 3).
    let first = list[0]["amount_due"].as_i64().unwrap();
    let part = |i: &Value, k: &str| i[k].as_i64().unwrap();
    let (interest_1, interest_2) = (part(&list[0], "interest_part"), part(&list[1], "interest_part"));
    let r = pay(&app, admin, loan, first - 100, "p1").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let p1 = json!([{"number": 1, "amount": first - 100, "principal": first - 100 - interest_1, "interest": interest_1, "late_fee": 0}]);
    assert_eq!(r.body["data"]["allocations"], p1);
    assert_eq!(
        (part(&r.body["data"], "principal_amount"), part(&r.body["data"], "interest_amount")),
        (first - 100 - interest_1, interest_1)
    );
    let r = pay(&app, admin, loan, 100 + first, "p2").await;
    let p2 = json!([
        {"number": 1, "amount": 100, "principal": 100, "interest": 0, "late_fee": 0},
        {"number": 2, "amount": first, "principal": first - interest_2, "interest": interest_2, "late_fee": 0}
    ]);
    assert_eq!(r.body["data"]["allocations"], p2);
    let list = installments(&app, admin, loan).await;
    assert_eq!((part(&list[0], "principal_paid"), part(&list[0], "interest_paid")), (first - interest_1, interest_1));
    // What is still owed of principal: the principal less what the two payments paid of it.
    let principal_paid = 2 * first - interest_1 - interest_2;
    let row = detail(&app, admin, loan).await;
    assert_eq!(part(&row, "outstanding_principal"), terms["principal"].as_i64().unwrap() - principal_paid, "{row}");
    assert_eq!(part(&row, "outstanding_amount"), terms["total_payable"].as_i64().unwrap() - 2 * first);
    let portfolio = app.get("/api/v1/reports/portfolio", Some(admin)).await;
    assert_eq!(portfolio.body["data"]["totals"]["outstanding_principal"], row["outstanding_principal"], "principal only");
    assert_eq!((list[0]["status"].as_str(), list[0]["paid_date"].as_str()), (Some("paid"), Some(today().to_string().as_str())));
}

#[tokio::test]
async fn the_late_list_shows_the_loan_in_its_lenders_bucket_with_names_in_the_callers_language() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_paid_twice(&app).await;
    let (admin, loan) = (&l.admin, &l.loan);

    // The late list shows it with the OJK bucket.
    let item = late_item(&app, admin, loan).await;
    let dpd = item["dpd"].as_i64().unwrap();
    // The bucket of its lender's regime (the first demo lender is a P2P platform: issue 41
    // item 6).
    let bucket = match dpd {
        0..=30 => "lancar",
        31..=90 => "tidak_lancar",
        _ => "macet",
    };
    assert_eq!(item["bucket"], bucket);
    // Each row carries its lender's and program's names (the program in the caller's language)
    // and the borrower's phone, as the active-borrower list shows them.
    let mut program_names = Vec::new();
    for lang in ["en", "id"] {
        let late = app.send(Method::GET, "/api/v1/repayments/late", Some(admin), None, Some(lang)).await;
        let row = late.body["data"]["items"].as_array().unwrap().iter().find(|i| i["loan_id"] == json!(loan)).unwrap().clone();
        let path = format!("/api/v1/active-borrowers?q={loan}");
        let active = app.send(Method::GET, &path, Some(admin), None, Some(lang)).await.body["data"]["items"][0].clone();
        for k in ["lender_name", "program_name", "phone"] {
            assert!(row[k].as_str().is_some_and(|v| !v.is_empty()), "{lang} {k}: {row}");
            assert_eq!(row[k], active[k], "{lang} {k}");
        }
        program_names.push(row["program_name"].clone());
    }
    assert_ne!(program_names[0], program_names[1], "the program is named in the caller's language");
}

#[tokio::test]
async fn the_late_lists_download_holds_the_loans_row() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_paid_twice(&app).await;
    let dpd = late_item(&app, &l.admin, &l.loan).await["dpd"].as_i64().unwrap();
    let res = app.client.get(app.url("/api/v1/repayments/late?format=xlsx")).bearer_auth(&l.admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains(".xlsx"));
    let bytes = res.bytes().await.unwrap();
    let mut book: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let sheet = book.worksheet_range("late").unwrap();
    let rows: Vec<Vec<Data>> = sheet.rows().map(<[Data]>::to_vec).collect();
    assert_eq!(rows[0][0], Data::String("Loan ID".into()));
    let found = rows.iter().find(|r| r[0] == Data::String(l.loan.clone())).expect("the loan's row");
    assert_eq!(found[6], Data::Float(dpd as f64));
    assert!(matches!(&found[2], Data::String(p) if p.starts_with("+62")), "{found:?}");
}

#[tokio::test]
async fn the_all_billing_totals_are_the_rupiah_of_the_rows_it_lists() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_paid_twice(&app).await;
    let (admin, lender, loan, handover) = (&l.admin, &l.lender, &l.loan, l.handover);
    let total: i64 = l.schedule.iter().map(|i| i["amount_due"].as_i64().unwrap()).sum();
    // The all-billing list sums what it lists.
    let all = app.get(&format!("/api/v1/repayments/all-billing?q={loan}&limit=100"), Some(admin)).await;
    assert_eq!(all.status, 200, "{:?}", all.body);
    assert_eq!(all.body["data"]["totals"]["amount_due"].as_i64().unwrap(), total);
    // Without a search its totals come from the figures the triggers keep: still exactly the
    // rupiah of the rows it lists, for the whole book, a due range, and a lender's staff.
    let range = format!("due_from={handover}&due_to={}", today() + Duration::days(30));
    for (token, filter) in [(admin, String::new()), (admin, range.clone()), (lender, String::new()), (lender, range)] {
        let (mut due, mut paid, mut cursor) = (0, 0, String::new());
        let totals = loop {
            let page = app.get(&format!("/api/v1/repayments/all-billing?{filter}&limit=1000{cursor}"), Some(token)).await;
            assert_eq!(page.status, 200, "{:?}", page.body);
            for i in page.body["data"]["items"].as_array().unwrap() {
                due += i["amount_due"].as_i64().unwrap();
                paid += i["amount_paid"].as_i64().unwrap();
            }
            match page.body["data"]["next_cursor"].as_str() {
                Some(c) => cursor = format!("&cursor={c}"),
                None => break page.body["data"]["totals"].clone(),
            }
        };
        assert!(due > 0, "{filter}: something is listed");
        assert_eq!((totals["amount_due"].as_i64(), totals["amount_paid"].as_i64()), (Some(due), Some(paid)), "{filter}");
    }
}

#[tokio::test]
async fn the_daily_job_agrees_with_a_payments_dpd_and_a_rerun_of_the_date_changes_nothing() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_paid_twice(&app).await;
    let (admin, loan) = (&l.admin, &l.loan);
    let dpd = late_item(&app, admin, loan).await["dpd"].as_i64().unwrap();
    // The payment wrote today's DPD history row; the daily job agrees with it, and a rerun of
    // the date changes nothing.
    let history = app.get(&l.url("/dpd-history"), Some(admin)).await.body["data"].clone();
    assert_eq!(history.as_array().unwrap().len(), 1, "{history:?}");
    assert_eq!(
        (history[0]["dpd"].as_i64(), history[0]["business_date"].as_str()),
        (Some(dpd), Some(today().to_string().as_str()))
    );
    let r = daily_job(&app, admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let after_job = detail(&app, admin, loan).await;
    assert_eq!(
        (after_job["dpd"].as_i64(), after_job["active_status"].as_str()),
        (Some(dpd), Some("late")),
        "the job's SQL agrees with domain"
    );
    let r = daily_job(&app, admin, today()).await;
    assert_eq!(r.body["data"]["ran"], false, "{:?}", r.body);
    assert_eq!(detail(&app, admin, loan).await, after_job);
}

#[tokio::test]
async fn the_daily_job_for_tomorrow_adds_a_day_of_dpd_and_a_history_row() {
    let app = spawn_app_running_ahead().await;
    let (l, dpd) = late_loan_after_todays_job(&app).await;
    // The job for tomorrow: one day more, and a second history row.
    let r = daily_job(&app, &l.admin, today() + Duration::days(1)).await;
    assert_eq!(r.body["data"]["ran"], true, "{:?}", r.body);
    assert_eq!(detail(&app, &l.admin, &l.loan).await["dpd"].as_i64(), Some(dpd + 1));
    let history = app.get(&l.url("/dpd-history"), Some(&l.admin)).await.body["data"].clone();
    assert_eq!(history.as_array().unwrap().len(), 2, "{history:?}");
    assert_eq!(history[1]["dpd"].as_i64(), Some(dpd + 1));
}

#[tokio::test]
async fn a_hold_backdated_across_a_due_date_moves_that_due_date_past_today() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_a_day_on(&app).await;
    // A hold backdated across a due date: the due dates inside move past it; DPD stops growing.
    let (r, open, _) = hold_across_the_first_overdue_due_date(&app, &l).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["state"], "holding");
    let moved = installments(&app, &l.admin, &l.loan).await;
    let m = moved.iter().find(|i| i["number"] == open["number"]).unwrap();
    assert!(date(&m["due_date"]) > today(), "{m:?}");
    assert_eq!(m["status"], "held");
    let row = detail(&app, &l.admin, &l.loan).await;
    assert_eq!((row["active_status"].as_str(), row["hold_billing"].as_bool()), (Some("on_hold"), Some(true)));
}

#[tokio::test]
async fn an_overlapping_hold_is_refused_and_a_hold_is_ended_early_by_moving_its_end() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_a_day_on(&app).await;
    let (r, _, start) = hold_across_the_first_overdue_due_date(&app, &l).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let hold_id = r.body["data"]["hold_id"].as_str().unwrap().to_owned();
    // Overlapping holds are refused; the hold can be ended early by moving its end.
    let r = app
        .post(
            &l.url("/hold-billing"),
            Some(&l.admin),
            json!({"reason_code": "illness", "start_date": today().to_string(), "end_date": today().to_string()}),
        )
        .await;
    assert_eq!(r.error_codes("start_date"), ["hold_overlaps"]);
    let r = end_hold_yesterday(&app, &l, &hold_id, start).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(detail(&app, &l.admin, &l.loan).await["hold_billing"], false);
}

#[tokio::test]
async fn deactivation_needs_nothing_outstanding_or_a_write_off_by_level_21() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_after_a_hold(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    let r = app.post(&l.url("/deactivate"), Some(&collector), json!({"reason": "Pindah kota"})).await;
    assert_eq!(r.error_codes("write_off"), ["outstanding_remaining"]);
    let r = app.post(&l.url("/deactivate"), Some(&collector), json!({"reason": "Pindah kota", "write_off": true})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("write_off_level_21")));
}

#[tokio::test]
async fn paying_everything_left_pays_the_loan_off_and_keeps_the_rest_as_credit() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_after_a_hold(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    let row = detail(&app, &l.admin, &l.loan).await;
    let owed = row["outstanding_amount"].as_i64().unwrap() + row["late_fees_open"].as_i64().unwrap();
    let r = pay(&app, &collector, &l.loan, owed + 5_000, "payoff").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!((r.body["data"]["credit"].as_i64(), r.body["data"]["active_status"].as_str()), (Some(5_000), Some("inactive")));
    let row = detail(&app, &l.admin, &l.loan).await;
    assert_eq!((row["inactive_reason"].as_str(), row["outstanding_amount"].as_i64()), (Some("paid_off"), Some(0)));
    let payments = app.get(&l.url("/payments"), Some(&l.admin)).await.body["data"].clone();
    assert_eq!(payments.as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn a_payment_is_reversed_once_by_another_staff_member_and_the_loan_owes_again() {
    let app = spawn_app_running_ahead().await;
    let (l, collector, outstanding) = paid_off_loan(&app).await;
    let admin = &l.admin;
    let payments = app.get(&l.url("/payments"), Some(admin)).await.body["data"].clone();
    // Maker-checker: the collector may not reverse their own payment; admin may, and the loan is active again.
    let payoff = payments[0]["payment_id"].as_str().unwrap().to_owned();
    assert_eq!(payments[0]["allowed_actions"], json!(["reverse_payment"]), "admin did not record it");
    let r = app.post(&format!("/api/v1/payments/{payoff}/reverse"), Some(&collector), json!({"reason": "Salah input"})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("maker_checker")));
    let r = app.post(&format!("/api/v1/payments/{payoff}/reverse"), Some(admin), json!({})).await;
    assert_eq!(r.error_codes("reason"), ["reason_required"]);
    let r = app.post(&format!("/api/v1/payments/{payoff}/reverse"), Some(admin), json!({"reason": "Salah input"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert!(r.body["data"]["reversed_at"].is_string());
    let r = app.post(&format!("/api/v1/payments/{payoff}/reverse"), Some(admin), json!({"reason": "Lagi"})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("payment_already_reversed")));
    let row = detail(&app, admin, &l.loan).await;
    assert_eq!(row["outstanding_amount"].as_i64().unwrap(), outstanding);
    assert_ne!(row["active_status"], "inactive");
}

#[tokio::test]
async fn level_21_writes_a_loan_off_and_it_takes_no_more_payments() {
    let app = spawn_app_running_ahead().await;
    let l = loan_with_its_payoff_reversed(&app).await;
    let r = app.post(&l.url("/deactivate"), Some(&l.admin), json!({"reason": "Macet total", "write_off": true})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["inactive_reason"], "written_off");
    assert_eq!(pay(&app, &l.admin, &l.loan, 1_000, "after").await.status, 409);
}

/// The dashboard's late loans per DPD band read a loan's stored DPD band (`loans.dpd_band`,
/// kept beside the DPD so the daily DPD change rewrites no index): it follows the DPD on
/// activation and across a band's edge in the daily job. The NPL ratio follows the lender's
/// quality regime, whose presets all start non performing above 90 days (issue 41 item 6).
#[tokio::test]
async fn late_bands_and_the_npl_ratio_follow_the_dpd_across_a_band_edge() {
    use domain::reports::{LATE_BANDS, late_band};
    let app = spawn_app_running_ahead().await;
    let (admin, loan, _) = pending(&app, 3).await;
    // 40 days ago: late whatever the program's frequency (daily, weekly or monthly).
    let handover = today() - Duration::days(40);
    let r = app.hand_over(&admin, &loan, 3, handover).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let bands = async || {
        let d = app.get("/api/v1/home/summary", Some(&admin)).await.body["data"]["late_buckets"].clone();
        d.as_array()
            .unwrap()
            .iter()
            .map(|b| (b["bucket"].as_str().unwrap().to_owned(), b["count"].as_i64().unwrap()))
            .collect::<Vec<_>>()
    };
    // One loan in the band of `dpd`, none in the others.
    let one_in = |dpd: i64| {
        LATE_BANDS
            .iter()
            .enumerate()
            .map(|(i, (code, _, _))| ((*code).to_owned(), i64::from(late_band(dpd) == i16::try_from(i + 1).unwrap())))
            .collect::<Vec<_>>()
    };
    let npl = async || {
        let r = app.get("/api/v1/reports/portfolio", Some(&admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        r.body["data"]["totals"]["npl_ratio_percent"].as_f64().unwrap()
    };
    let dpd = detail(&app, &admin, &loan).await["dpd"].as_i64().unwrap();
    assert!(dpd >= 1, "late: {dpd}");
    assert_eq!(bands().await, one_in(dpd));
    assert_eq!(npl().await > 99.9, dpd > 90, "the whole book is this loan (dpd {dpd})");

    // The job for the day the loan reaches the next band's first day: the next band.
    let next = LATE_BANDS.iter().map(|(_, min, _)| i64::from(*min)).find(|min| *min > dpd).unwrap();
    let edge = today() + Duration::days(next - dpd);
    let r = app.post("/api/v1/jobs/daily", Some(&admin), json!({"date": edge.to_string()})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(detail(&app, &admin, &loan).await["dpd"].as_i64(), Some(next));
    assert_eq!(bands().await, one_in(next));
    assert_ne!(one_in(next), one_in(dpd));
    assert_eq!(npl().await > 99.9, next > 90);
    let late = app.get("/api/v1/repayments/late", Some(&admin)).await.body["data"]["items"].clone();
    assert_eq!(late.as_array().unwrap().len(), 1, "{late:?}");
}

/// The normal list (issue 10 item 3): the unpaid installments due today or later of loans
/// paying on time, soonest first, in keyset pages; a late loan's and a paid installment are not
/// in it. Its status is checked by key per installment (m0034), so this holds it on both engines.
#[tokio::test]
async fn the_normal_list_holds_the_unpaid_installments_to_come_of_loans_paying_on_time() {
    let app = spawn_app().await;
    let (admin, on_time, _) = pending(&app, 4).await;
    let (_, late, _) = pending(&app, 5).await;
    for (n, loan, handover) in [(4, &on_time, today()), (5, &late, today() - Duration::days(100))] {
        let r = app.hand_over(&admin, loan, n, handover).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }
    assert_eq!(detail(&app, &admin, &late).await["active_status"], "late");
    // The first installment paid in full leaves the list; the second, paid in part, stays.
    let schedule = installments(&app, &admin, &on_time).await;
    let first = schedule[0]["amount_due"].as_i64().unwrap();
    assert_eq!(pay(&app, &admin, &on_time, first + 1_000, "normal-list").await.status, 201);
    assert_eq!(detail(&app, &admin, &on_time).await["active_status"], "normal");

    // Every page of 7, followed by its cursor, in order.
    let mut rows = Vec::new();
    let mut cursor = String::new();
    loop {
        let r = app.get(&format!("/api/v1/repayments/normal?limit=7{cursor}"), Some(&admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let page = r.body["data"]["items"].as_array().unwrap().clone();
        assert!(page.len() <= 7);
        rows.extend(page);
        match r.body["data"]["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => break,
        }
    }
    let key = |i: &Value| (date(&i["due_date"]), i["installment_id"].as_str().unwrap().to_owned());
    assert!(rows.windows(2).all(|w| key(&w[0]) < key(&w[1])), "soonest first, each once");
    assert!(rows.iter().all(|i| date(&i["due_date"]) >= today() && i["amount_paid"].as_i64() < i["amount_due"].as_i64()));
    assert!(!rows.iter().any(|i| i["loan_id"] == json!(late)), "a late loan's installments are on the late list");
    let mine: Vec<i64> = rows.iter().filter(|i| i["loan_id"] == json!(on_time)).map(|i| i["number"].as_i64().unwrap()).collect();
    let expected: Vec<i64> = (2..=i64::try_from(schedule.len()).unwrap()).collect();
    assert_eq!(mine, expected, "all but the paid first installment");
    let second = rows.iter().find(|i| i["loan_id"] == json!(on_time)).unwrap();
    assert_eq!((second["amount_paid"].as_i64(), second["status"].as_str()), (Some(1_000), Some("partial")));
    let r = app.get("/api/v1/repayments/normal?limit=1", Some(&admin)).await;
    assert_eq!(r.body["data"]["total"].as_u64(), Some(u64::try_from(rows.len()).unwrap()));
}

#[tokio::test]
async fn twenty_parallel_identical_payments_with_one_key_post_once_and_twenty_different_ones_all_post() {
    let app = spawn_app().await;
    let (admin, loan, _) = pending(&app, 2).await;
    let r = app.hand_over(&admin, &loan, 2, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let replies = futures::future::join_all((0..20).map(|_| pay(&app, &admin, &loan, 150_000, "same-key"))).await;
    let created: Vec<_> = replies.iter().filter(|r| r.status == 201).collect();
    assert!(!created.is_empty(), "{:?}", replies.iter().map(|r| (r.status, r.body.clone())).collect::<Vec<_>>());
    assert!(replies.iter().all(|r| r.status == 201 || r.status == 409), "only replays or in-progress");
    let ids: std::collections::HashSet<_> = created.iter().map(|r| r.body["data"]["payment_id"].clone()).collect();
    assert_eq!(ids.len(), 1, "every replay answers the one payment");
    let payments = app.get(&format!("/api/v1/loans/{loan}/payments"), Some(&admin)).await.body["data"].clone();
    assert_eq!(payments.as_array().unwrap().len(), 1, "posted once");
    let paid: i64 = installments(&app, &admin, &loan).await.iter().map(|i| i["amount_paid"].as_i64().unwrap()).sum();
    assert_eq!(paid, 150_000);
    // Twenty different payments at once on the one loan: every one posts (they take the loan's
    // turns one after another, issue 46 item 5), nothing is lost or doubled.
    let amounts: Vec<i64> = (1..=20).map(|k| k * 1_000).collect();
    let keys: Vec<String> = (1..=20).map(|k| format!("different-{k}")).collect();
    let replies = futures::future::join_all(amounts.iter().zip(&keys).map(|(a, k)| pay(&app, &admin, &loan, *a, k))).await;
    assert!(
        replies.iter().all(|r| r.status == 201),
        "{:?}",
        replies.iter().map(|r| (r.status, r.body.clone())).collect::<Vec<_>>()
    );
    let ids: std::collections::HashSet<_> = replies.iter().map(|r| r.body["data"]["payment_id"].clone()).collect();
    assert_eq!(ids.len(), 20, "twenty payments");
    let payments = app.get(&format!("/api/v1/loans/{loan}/payments"), Some(&admin)).await.body["data"].clone();
    assert_eq!(payments.as_array().unwrap().len(), 21, "posted once each");
    let paid: i64 = installments(&app, &admin, &loan).await.iter().map(|i| i["amount_paid"].as_i64().unwrap()).sum();
    assert_eq!(paid, 150_000 + amounts.iter().sum::<i64>());
}

#[tokio::test]
async fn bad_payments_are_refused_and_nothing_posts() {
    let app = spawn_app().await;
    let (admin, loan, _) = pending(&app, 3).await;
    assert_eq!(app.hand_over(&admin, &loan, 3, today()).await.status, 200);
    let url = format!("/api/v1/loans/{loan}/payments");
    let tomorrow = (today() + Duration::days(1)).to_string();
    for (body, field, code) in [
        (json!({"amount": 0, "paid_date": today().to_string(), "method": "cash"}), "amount", "amount_invalid"),
        (json!({"amount": -5, "paid_date": today().to_string(), "method": "cash"}), "amount", "amount_invalid"),
        (json!({"amount": 10_000_000_001i64, "paid_date": today().to_string(), "method": "cash"}), "amount", "amount_invalid"),
        (json!({"amount": 1000, "paid_date": tomorrow, "method": "cash"}), "paid_date", "paid_date_future"),
        (json!({"amount": 1000, "paid_date": "2020-01-01", "method": "cash"}), "paid_date", "paid_date_before_activation"),
        (json!({"amount": 1000, "paid_date": today().to_string(), "method": "gold"}), "method", "method_invalid"),
        (
            json!({"amount": 1000, "paid_date": today().to_string(), "method": "cash", "reference": "a\u{0}b"}),
            "reference",
            "invalid_characters",
        ),
    ] {
        let r = app.post(&url, Some(&admin), body.clone()).await;
        assert_eq!((r.status, r.error_codes(field)), (422, vec![code.to_owned()]), "{body} {:?}", r.body);
    }
    let r = app.send(Method::POST, &url, Some(&admin), Some(json!({"amount": 0})), Some("id")).await;
    assert_eq!(r.body["errors"][0]["message"], "Masukkan jumlah antara Rp 1 dan Rp 10.000.000.000");
    let r = app
        .post(
            &url,
            Some(&admin),
            json!({"amount": 9_223_372_036_854_775_807i64, "paid_date": today().to_string(), "method": "cash"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(app.get(&format!("/api/v1/loans/{loan}/payments"), Some(&admin)).await.body["data"], json!([]));
    // Another lender's staff and strangers see nothing.
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    for path in ["/installments", "/payments", "/dpd-history", "/hold-billing", "/dealer"] {
        assert_eq!(app.get(&format!("/api/v1/loans/{loan}{path}"), Some(&other)).await.status, 404, "{path}");
        assert_eq!(app.get(&format!("/api/v1/loans/{loan}{path}"), None).await.status, 401, "{path}");
    }
    let late = app.get("/api/v1/repayments/all-billing", Some(&other)).await;
    assert_eq!(late.body["data"]["total"], 0, "{:?}", late.body);
    assert_eq!(app.get("/api/v1/repayments/late?cursor=nonsense", Some(&admin)).await.status, 400);
    assert_eq!(app.get("/api/v1/repayments/late?bucket=unknown", Some(&admin)).await.status, 400);
    assert_eq!(app.get("/api/v1/repayments/late?format=csv", Some(&admin)).await.status, 400);
    let dealer = app.get(&format!("/api/v1/loans/{loan}/dealer"), Some(&admin)).await;
    assert!(dealer.body["data"]["phone"].as_str().unwrap().starts_with("+62"), "{:?}", dealer.body);
}

#[tokio::test]
async fn a_committed_payment_answers_its_key_after_a_crash_and_never_posts_twice() {
    let app = spawn_app().await;
    let (admin, loan, _) = pending(&app, 4).await;
    let r = app.hand_over(&admin, &loan, 4, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    // The process "dies" right after the handler returns: the payment committed, no answer sent.
    let app = app.restart(|c| c.simulate_crash_after_handler = true).await;
    let crashed = pay(&app, &admin, &loan, 75_000, "crash-key").await;
    assert_eq!(crashed.status, 500);
    let app = app.restart(|_| {}).await;
    let again = pay(&app, &admin, &loan, 75_000, "crash-key").await;
    assert_eq!(again.status, 201, "{:?}", again.body);
    assert_eq!(again.headers.get("idempotent-replayed").map(|v| v.to_str().unwrap()), Some("true"));
    let payments = app.get(&format!("/api/v1/loans/{loan}/payments"), Some(&admin)).await.body["data"].clone();
    assert_eq!(payments.as_array().unwrap().len(), 1, "posted once");
    assert_eq!(payments[0]["payment_id"], again.body["data"]["payment_id"]);
}

/// On PostgreSQL, `loans` is vacuumed and analysed after each daily job (m0027: 1 % of the rows
/// dead, 2 % changed), not once a fifth of the book is dead: the job's rewritten rows would
/// otherwise pile up for days and slow the next runs and the late list. Its pages keep 40 % free
/// (m0030), so a late loan's daily DPD change is rewritten in place (HOT), touching no index.
#[tokio::test]
async fn postgres_vacuums_and_analyses_loans_after_each_daily_job() {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let app = spawn_app().await;
    let db = &app.state.db;
    if db.get_database_backend() != DbBackend::Postgres {
        return; // SQLite updates in place: no dead rows to vacuum.
    }
    let q = "SELECT array_to_string(reloptions, ',') AS o FROM pg_class WHERE relname = 'loans' AND relkind = 'r'";
    let row = db.query_one_raw(Statement::from_string(DbBackend::Postgres, q)).await.unwrap().unwrap();
    let options: String = row.try_get("", "o").unwrap();
    for setting in [
        "autovacuum_vacuum_scale_factor=0.01",
        "autovacuum_vacuum_threshold=1000",
        "autovacuum_analyze_scale_factor=0.02",
        "autovacuum_analyze_threshold=1000",
        // Room on each page for the job's heap-only updates (m0030).
        "fillfactor=60",
    ] {
        assert!(options.split(',').any(|o| o == setting), "{setting} not in loans' options {options}");
    }
}

/// Every pooled PostgreSQL connection runs without JIT (`storage::connect_with`): on a large
/// book the planner's estimates of the lists' bounded walks pass `jit_above_cost`, and
/// compiling took ten times the work.
#[tokio::test]
async fn postgres_connections_run_without_jit() {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let app = spawn_app().await;
    let db = &app.state.db;
    if db.get_database_backend() != DbBackend::Postgres {
        return; // SQLite has no JIT.
    }
    // At once, so that the pool opens more than one connection.
    let q = "SELECT current_setting('jit') AS jit FROM pg_sleep(0.05)";
    let rows = futures::future::join_all((0..4).map(|_| db.query_one_raw(Statement::from_string(DbBackend::Postgres, q)))).await;
    for row in rows {
        assert_eq!(row.unwrap().unwrap().try_get::<String>("", "jit").unwrap(), "off");
    }
}
