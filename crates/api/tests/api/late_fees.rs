//! Late fees (denda, issue 43 item 1), on SQLite and PostgreSQL: the daily job accrues them by
//! the program's terms (grace days, a rate a day, a cap) and a rerun accrues nothing twice; a
//! payment pays an installment, then its fee, then the next, and a loan is paid off only with
//! its fees; a waiver needs a second staff member, is decided once even when two decide at
//! once, and never forgives more than is open.

use chrono::{Duration, NaiveDate};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app, spawn_app_running_ahead};

use super::repayments::{
    COLLECTOR, LateLoan, OTHER_LENDER_STAFF, daily_job, detail, installments, late_item, late_loan, pay, today,
};

/// The demo programs' late-fee terms (seed): 10 bp a day after 3 grace days, capped at 20 %.
const BP_PER_DAY: i64 = 10;
const GRACE_DAYS: i64 = 3;
const CAP_BP: i64 = 2000;

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

/// What an unpaid installment of `amount_due` due on `due` has accrued once the job ran for
/// `through` (every day accrued, no hold).
fn expected_fee(amount_due: i64, due: NaiveDate, through: NaiveDate) -> i64 {
    let days = ((through - due).num_days() - GRACE_DAYS).max(0);
    (amount_due * BP_PER_DAY * days / 10_000).min(amount_due * CAP_BP / 10_000)
}

/// [`late_loan`] after the daily job for today.
async fn late_loan_with_fees(app: &TestApp) -> LateLoan {
    let l = late_loan(app).await;
    let r = daily_job(app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    l
}

async fn late_fees(app: &TestApp, token: &str, l: &LateLoan) -> Value {
    let r = app.get(&l.url("/late-fees"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

#[tokio::test]
async fn the_daily_job_accrues_each_overdue_installments_fee_by_its_programs_terms() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let list = installments(&app, &l.admin, &l.loan).await;
    let mut total = 0;
    for i in &list {
        let due = date(&i["due_date"]);
        let want = if due < today() { expected_fee(i["amount_due"].as_i64().unwrap(), due, today()) } else { 0 };
        assert_eq!(i["late_fee_accrued"].as_i64(), Some(want), "installment {}", i["number"]);
        assert_eq!(i["late_fee_open"].as_i64(), Some(want));
        total += want;
    }
    assert!(total > 0, "a loan 100 days late owes late fees");
    let fees = late_fees(&app, &l.admin, &l).await;
    assert_eq!((fees["accrued"].as_i64(), fees["open"].as_i64(), fees["paid"].as_i64()), (Some(total), Some(total), Some(0)));
    assert_eq!(late_item(&app, &l.admin, &l.loan).await["late_fees_open"].as_i64(), Some(total));
}

#[tokio::test]
async fn accruing_the_same_date_again_adds_nothing_and_the_next_date_adds_one_day() {
    let app = spawn_app_running_ahead().await;
    let l = late_loan_with_fees(&app).await;
    let before = late_fees(&app, &l.admin, &l).await["accrued"].as_i64().unwrap();
    // The job's lease keeps a second run of the date away; the accrual itself is idempotent too.
    let again = storage::repo::loans::late_fees::accrue(&app.state.db, today()).await.unwrap();
    assert_eq!((again.installments, again.accrued), (0, 0));
    assert_eq!(late_fees(&app, &l.admin, &l).await["accrued"].as_i64(), Some(before));
    let tomorrow = today() + Duration::days(1);
    let r = daily_job(&app, &l.admin, tomorrow).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let list = installments(&app, &l.admin, &l.loan).await;
    let want: i64 = list
        .iter()
        .filter(|i| date(&i["due_date"]) < tomorrow)
        .map(|i| expected_fee(i["amount_due"].as_i64().unwrap(), date(&i["due_date"]), tomorrow))
        .sum();
    assert_eq!(late_fees(&app, &l.admin, &l).await["accrued"].as_i64(), Some(want));
    assert!(want > before, "a day later more is owed");
}

#[tokio::test]
async fn a_payment_pays_the_oldest_installment_then_its_fee_then_the_next() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let list = installments(&app, &l.admin, &l.loan).await;
    let (amount, fee) = (list[0]["amount_due"].as_i64().unwrap(), list[0]["late_fee_open"].as_i64().unwrap());
    assert!(fee > 0, "{:?}", list[0]);
    let r = pay(&app, &l.admin, &l.loan, amount + fee + 1_000, "fee-1").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let parts = r.body["data"]["allocations"].as_array().unwrap();
    assert_eq!(parts[0]["amount"].as_i64(), Some(amount + fee));
    assert_eq!(parts[0]["late_fee"].as_i64(), Some(fee));
    assert_eq!(
        (parts[1]["number"].as_i64(), parts[1]["amount"].as_i64(), parts[1]["late_fee"].as_i64()),
        (Some(2), Some(1_000), Some(0))
    );
    assert_eq!(r.body["data"]["late_fee_amount"].as_i64(), Some(fee));
    let after = installments(&app, &l.admin, &l.loan).await;
    assert_eq!((after[0]["late_fee_paid"].as_i64(), after[0]["late_fee_open"].as_i64()), (Some(fee), Some(0)));
    assert_eq!(after[1]["late_fee_paid"].as_i64(), Some(0));
    // Reversing the payment owes the fee again.
    let collector = app.login(COLLECTOR).await.token;
    let id = r.body["data"]["payment_id"].as_str().unwrap();
    let r = app.post(&format!("/api/v1/payments/{id}/reverse"), Some(&collector), json!({"reason": "Salah input"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(installments(&app, &l.admin, &l.loan).await[0]["late_fee_open"].as_i64(), Some(fee));
}

/// Admin asks to waive `amount` of `l`'s fees; the answer.
async fn ask_waiver(app: &TestApp, l: &LateLoan, amount: i64) -> test_support::Reply {
    app.post(&l.url("/late-fee-waivers"), Some(&l.admin), json!({"amount": amount, "reason": "Sakit, ada surat dokter"})).await
}

#[tokio::test]
async fn a_waiver_is_decided_by_another_staff_member_and_forgives_the_oldest_fees_first() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let open = late_fees(&app, &l.admin, &l).await["open"].as_i64().unwrap();
    let r = ask_waiver(&app, &l, open - 1).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(r.body["data"]["status"], "requested");
    assert_eq!(r.body["data"]["allowed_actions"], json!([]), "its maker may not decide it");
    let id = r.body["data"]["waiver_id"].as_str().unwrap().to_owned();
    let approve = format!("/api/v1/late-fee-waivers/{id}/approve");
    let r = app.post(&approve, Some(&l.admin), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("waiver_maker_checker")), "{:?}", r.body);
    // Nothing was forgiven by the refusal.
    assert_eq!(late_fees(&app, &l.admin, &l).await["open"].as_i64(), Some(open));
    let collector = app.login(COLLECTOR).await.token;
    assert_eq!(late_fees(&app, &collector, &l).await["waivers"][0]["allowed_actions"], json!(["waive_late_fee"]));
    let r = app.post(&approve, Some(&collector), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["status"], "approved");
    let fees = late_fees(&app, &l.admin, &l).await;
    assert_eq!((fees["waived"].as_i64(), fees["open"].as_i64()), (Some(open - 1), Some(1)));
    // The oldest installments' fees went first: only the last one with a fee keeps Rp 1.
    let list = installments(&app, &l.admin, &l.loan).await;
    let with_fees: Vec<&Value> = list.iter().filter(|i| i["late_fee_accrued"].as_i64() > Some(0)).collect();
    assert_eq!(with_fees.last().unwrap()["late_fee_open"].as_i64(), Some(1));
    assert!(with_fees[..with_fees.len() - 1].iter().all(|i| i["late_fee_open"].as_i64() == Some(0)));
    let r = app.post(&approve, Some(&collector), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("waiver_already_decided")));
}

#[tokio::test]
async fn a_waiver_asks_for_no_more_than_is_open_with_a_reason_within_the_loans_scope() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let open = late_fees(&app, &l.admin, &l).await["open"].as_i64().unwrap();
    let r = ask_waiver(&app, &l, open + 1).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (422, Some("waiver_exceeds_late_fees")));
    for body in [json!({"amount": 0, "reason": "x"}), json!({"amount": 1e300, "reason": "x"}), json!({"amount": 1})] {
        let r = app.post(&l.url("/late-fee-waivers"), Some(&l.admin), body.clone()).await;
        assert!(r.status == 422 || r.status == 400, "{body}: {:?}", r.body);
    }
    let r = app.post(&l.url("/late-fee-waivers"), Some(&l.admin), json!({"amount": 1, "reason": "a\u{0}b"})).await;
    assert!(r.status == 400 || r.status == 422, "{:?}", r.body);
    // The lender's own staff read the fees but decide nothing; another lender's do not see it.
    let r = app.post(&l.url("/late-fee-waivers"), Some(&l.lender), json!({"amount": 1, "reason": "x"})).await;
    assert_eq!(r.status, 403, "{:?}", r.body);
    let r = ask_waiver(&app, &l, 1).await;
    let id = r.body["data"]["waiver_id"].as_str().unwrap().to_owned();
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    for token in [&other, &l.lender] {
        let r = app.post(&format!("/api/v1/late-fee-waivers/{id}/approve"), Some(token), json!({})).await;
        assert!(r.status == 403 || r.status == 404, "{:?}", r.body);
    }
    assert_eq!(app.get(&l.url("/late-fees"), Some(&other)).await.status, 404);
    let r = app.post(&format!("/api/v1/late-fee-waivers/{id}/approve"), None, json!({})).await;
    assert_eq!(r.status, 401);
}

#[tokio::test]
async fn two_staff_deciding_one_waiver_at_once_decide_it_once() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let r = ask_waiver(&app, &l, 1_000).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let id = r.body["data"]["waiver_id"].as_str().unwrap().to_owned();
    let collector = app.login(COLLECTOR).await.token;
    let (approve, reject) = (format!("/api/v1/late-fee-waivers/{id}/approve"), format!("/api/v1/late-fee-waivers/{id}/reject"));
    let (a, b) = tokio::join!(
        app.post(&approve, Some(&collector), json!({})),
        app.post(&reject, Some(&collector), json!({"note": "Tidak ada bukti"})),
    );
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{:?} {:?}", a.body, b.body);
    let fees = late_fees(&app, &l.admin, &l).await;
    let approved = fees["waivers"][0]["status"] == "approved";
    assert_eq!(fees["waived"].as_i64(), Some(if approved { 1_000 } else { 0 }));
}

#[tokio::test]
async fn paying_the_outstanding_alone_leaves_the_loan_active_until_its_fees_are_paid() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let outstanding = detail(&app, &l.admin, &l.loan).await["outstanding_amount"].as_i64().unwrap();
    let open = late_fees(&app, &l.admin, &l).await["open"].as_i64().unwrap();
    // The fees of the overdue installments are paid before the later installments: what the
    // borrower still owes afterwards is the fees' worth of the last installments.
    let r = pay(&app, &l.admin, &l.loan, outstanding, "outstanding").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_ne!(r.body["data"]["active_status"], "inactive", "{:?}", r.body);
    let row = detail(&app, &l.admin, &l.loan).await;
    assert_eq!((row["outstanding_amount"].as_i64(), row["late_fees_open"].as_i64()), (Some(open), Some(0)));
    let r = pay(&app, &l.admin, &l.loan, open, "the-rest").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    assert_eq!(r.body["data"]["active_status"], "inactive", "{:?}", r.body);
}
