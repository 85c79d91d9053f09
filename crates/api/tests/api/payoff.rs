//! Early settlement (issue 44 item 1), on SQLite and PostgreSQL: the payoff quote of a late
//! loan with one installment paid (interest due to the day, the rest rebated, the late fees the
//! daily job accrued, the early settlement fee), its bad dates, the printable quote in both
//! languages, the payoff closing the loan (inactive, settled early, BPKB due, nothing left due)
//! with its balanced journal entry, its bad input, two payoffs at once (one posts), and who may
//! see and do it.

use chrono::{Duration, NaiveDate};
use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

use super::repayments::{LateLoan, OTHER_LENDER_STAFF, daily_job, detail, installments, late_loan, pay, pending, today};

/// The demo programs' early settlement fee (seed): 3 % of the outstanding principal.
const FEE_BP: i64 = 300;

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

fn int(v: &Value) -> i64 {
    v.as_i64().unwrap_or_else(|| panic!("not an integer: {v}"))
}

/// [`late_loan`] with its first installment paid, after the daily job for today (late fees
/// accrued on the installments still overdue).
async fn late_loan_with_fees(app: &TestApp) -> LateLoan {
    let l = late_loan(app).await;
    let first = int(&l.schedule[0]["amount_due"]);
    let r = pay(app, &l.admin, &l.loan, first, "first").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = daily_job(app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    l
}

async fn quote(app: &TestApp, l: &LateLoan, day: NaiveDate) -> Value {
    let r = app.get(&l.url(&format!("/payoff-quote?date={day}")), Some(&l.admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

async fn pay_off(app: &TestApp, token: &str, l: &LateLoan, amount: i64, key: &str) -> test_support::Reply {
    let body = json!({"paid_date": today().to_string(), "amount": amount, "method": "bank_transfer", "reference": format!("PAYOFF-{key}")});
    app.send_with(Method::POST, &l.url("/payoff"), Some(token), Some(body), &[("idempotency-key", key)]).await
}

fn code(r: &test_support::Reply) -> Option<&str> {
    r.body["errors"][0]["code"].as_str()
}

#[tokio::test]
async fn a_quote_owes_the_interest_due_rebates_the_rest_and_adds_the_late_fees_and_the_fee() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let list = installments(&app, &l.admin, &l.loan).await;
    let (mut principal, mut due, mut rebate, mut fees) = (0, 0, 0, 0);
    for i in &list {
        principal += int(&i["principal_part"]) - int(&i["principal_paid"]);
        let interest = int(&i["interest_part"]) - int(&i["interest_paid"]);
        if date(&i["due_date"]) <= today() {
            due += interest;
        } else {
            rebate += interest;
        }
        fees += int(&i["late_fee_open"]);
    }
    assert!(due > 0 && rebate > 0 && fees > 0, "late, paid once, installments ahead: {list:?}");
    let q = quote(&app, &l, today()).await;
    let fee = (principal * FEE_BP + 5_000) / 10_000;
    assert_eq!(int(&q["outstanding_principal"]), principal);
    assert_eq!(int(&q["interest_due"]), due);
    assert_eq!(int(&q["interest_rebate"]), rebate);
    assert_eq!(int(&q["late_fees"]), fees);
    assert_eq!(int(&q["early_settlement_fee"]), fee);
    assert_eq!(int(&q["total"]), principal + due + fees + fee);
    assert_eq!(date(&q["date"]), today());
    // Overdue installments' fees grow each day: the quote holds on its day only.
    assert_eq!(date(&q["valid_until"]), today());
    // Without a date it is today's quote.
    let r = app.get(&l.url("/payoff-quote"), Some(&l.admin)).await;
    assert_eq!(r.body["data"], q, "{:?}", r.body);
    // On the next due date the quote owes that installment's interest too.
    let next = list.iter().map(|i| date(&i["due_date"])).filter(|d| *d > today()).min().unwrap();
    if next - today() <= Duration::days(60) {
        let later = quote(&app, &l, next).await;
        assert!(int(&later["interest_due"]) > due && int(&later["interest_rebate"]) < rebate, "{later:?}");
        assert_eq!(int(&later["interest_due"]) + int(&later["interest_rebate"]), due + rebate);
    }
}

#[tokio::test]
async fn bad_quote_dates_are_refused_on_the_date_field() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    for (day, want) in [
        ("2026-13-01".to_owned(), "payoff_date_invalid"),
        ("tomorrow".to_owned(), "payoff_date_invalid"),
        ((today() - Duration::days(1)).to_string(), "payoff_date_past"),
        ((today() + Duration::days(61)).to_string(), "payoff_date_too_far"),
    ] {
        for path in ["/payoff-quote", "/payoff-quote.pdf"] {
            let r = app.get(&l.url(&format!("{path}?date={day}")), Some(&l.admin)).await;
            assert_eq!((r.status, r.body["errors"][0]["field"].as_str(), code(&r)), (422, Some("date"), Some(want)), "{day}");
        }
    }
    assert_eq!(
        app.get(&l.url(&format!("/payoff-quote?date={}", today() + Duration::days(60))), Some(&l.admin)).await.status,
        200
    );
    // A loan not yet repaying has no quote.
    let (admin, pending_loan, _) = pending(&app, 2).await;
    let r = app.get(&format!("/api/v1/loans/{pending_loan}/payoff-quote"), Some(&admin)).await;
    assert_eq!((r.status, code(&r)), (409, Some("loan_not_active")), "{:?}", r.body);
}

#[tokio::test]
async fn the_printed_quote_is_a_pdf_in_both_languages() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    for lang in ["id", "en"] {
        let res = app
            .client
            .get(app.url(&l.url(&format!("/payoff-quote.pdf?date={}", today()))))
            .bearer_auth(&l.admin)
            .header("accept-language", lang)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{lang}");
        assert_eq!(res.headers()["content-type"], "application/pdf");
        let bytes = res.bytes().await.unwrap();
        assert!(bytes.starts_with(b"%PDF"), "{lang}: {:?}", &bytes[..bytes.len().min(16)]);
    }
}

#[tokio::test]
async fn a_payoff_closes_the_loan_settled_early_with_its_bpkb_due_and_its_journal_entry() {
    let app = spawn_app().await;
    let l = late_loan_with_fees(&app).await;
    let q = quote(&app, &l, today()).await;
    let total = int(&q["total"]);
    let r = pay_off(&app, &l.admin, &l, total - 1, "short").await;
    assert_eq!((r.status, r.body["errors"][0]["field"].as_str(), code(&r)), (422, Some("amount"), Some("payoff_amount_short")));
    let r = pay_off(&app, &l.admin, &l, total + 500, "payoff").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let d = &r.body["data"];
    assert_eq!((d["active_status"].as_str(), d["inactive_reason"].as_str()), (Some("inactive"), Some("settled_early")));
    assert_eq!(date(&d["bpkb_release_due_on"]), today());
    assert_eq!(int(&d["credit"]), 500);
    assert_eq!(d["quote"], q);
    let parts = d["allocations"].as_array().unwrap();
    let sum = |k: &str| parts.iter().map(|p| int(&p[k])).sum::<i64>();
    assert_eq!(
        (sum("principal"), sum("interest"), sum("late_fee")),
        (int(&q["outstanding_principal"]), int(&q["interest_due"]), int(&q["late_fees"]))
    );
    // The same key answers the same payoff again and posts nothing.
    let again = pay_off(&app, &l.admin, &l, total + 500, "payoff").await;
    assert_eq!((again.status, &again.body["data"]["payment_id"]), (201, &d["payment_id"]));
    // The loan is closed: every installment settled, nothing due, the BPKB on the detail.
    let list = installments(&app, &l.admin, &l.loan).await;
    assert!(list.iter().all(|i| i["status"] == "paid" && int(&i["late_fee_open"]) == 0), "{list:?}");
    let rebated: i64 = l.schedule.iter().zip(&list).map(|(a, b)| int(&a["amount_due"]) - int(&b["amount_due"])).sum();
    assert_eq!(rebated, int(&q["interest_rebate"]));
    let row = detail(&app, &l.admin, &l.loan).await;
    assert_eq!((row["active_status"].as_str(), row["inactive_reason"].as_str()), (Some("inactive"), Some("settled_early")));
    assert_eq!((int(&row["outstanding_amount"]), &row["next_due_date"]), (0, &Value::Null));
    let r = app.get(&l.url(""), Some(&l.admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["inactive_reason"], "settled_early");
    assert_eq!(date(&r.body["data"]["bpkb_release_due_on"]), today());
    // A second payoff, a payment or a quote now: the loan is not active.
    let r = pay_off(&app, &l.admin, &l, total, "again").await;
    assert_eq!((r.status, code(&r)), (409, Some("loan_not_active")), "{:?}", r.body);
    assert_eq!(app.get(&l.url("/payoff-quote"), Some(&l.admin)).await.status, 409);
    // Its payment stands: no reversal of a settlement.
    let collector = app.login(super::repayments::COLLECTOR).await.token;
    let id = d["payment_id"].as_str().unwrap();
    let r = app.post(&format!("/api/v1/payments/{id}/reverse"), Some(&collector), json!({"reason": "Salah input"})).await;
    assert_eq!((r.status, code(&r)), (409, Some("loan_settled_early")), "{:?}", r.body);
    // The journal: one balanced payoff entry, cash in, the rebate forgiven, the fee earned.
    use storage::entity::journal_line;
    let payment_id: uuid::Uuid = id.parse().unwrap();
    let lines =
        journal_line::Entity::find().filter(journal_line::Column::SourceId.eq(payment_id)).all(&app.state.db).await.unwrap();
    assert!(!lines.is_empty());
    assert!(lines.iter().all(|x| x.event.as_str() == "payoff"), "{lines:?}");
    let net = |a: &str| lines.iter().filter(|x| x.account.as_str() == a).map(|x| x.debit - x.credit).sum::<i64>();
    assert_eq!(lines.iter().map(|x| x.debit - x.credit).sum::<i64>(), 0);
    assert_eq!(net("cash_bank_transfer"), total + 500);
    assert_eq!(net("financing_receivable"), -int(&q["outstanding_principal"]));
    assert_eq!(net("interest_receivable"), -(int(&q["interest_due"]) + int(&q["interest_rebate"])));
    assert_eq!(net("unearned_interest"), int(&q["interest_due"]) + int(&q["interest_rebate"]));
    assert_eq!(net("interest_income"), -int(&q["interest_due"]));
    assert_eq!(net("late_fee_receivable"), -int(&q["late_fees"]));
    assert_eq!(net("fee_income"), -int(&q["early_settlement_fee"]));
    assert_eq!(net("borrower_credit"), -500);
    let stored = storage::repo::loans::payoffs::of_loan(&app.state.db, lines[0].loan_id.unwrap()).await.unwrap().unwrap();
    assert_eq!((stored.interest_rebate, stored.total, stored.payment_id), (int(&q["interest_rebate"]), total, payment_id));
}

#[tokio::test]
async fn bad_payoff_input_is_refused_on_its_field() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let before = detail(&app, &l.admin, &l.loan).await["active_status"].clone();
    let good = json!({"paid_date": today().to_string(), "amount": 1_000, "method": "cash", "reference": "R"});
    let with = |k: &str, v: Value| {
        let mut b = good.clone();
        b[k] = v;
        b
    };
    for (body, field) in [
        (with("reference", json!("a\u{0}b")), "reference"),
        (with("reference", json!("a\u{7}b")), "reference"),
        (with("amount", json!(1e300)), "amount"),
        (with("amount", json!(10_000_000_001_i64)), "amount"),
        (with("amount", json!(0)), "amount"),
        (with("method", json!("gold")), "method"),
        (with("paid_date", json!((today() + Duration::days(1)).to_string())), "paid_date"),
        (with("paid_date", json!("2026-02-30")), "paid_date"),
        (with("paid_date", json!((l.handover - Duration::days(1)).to_string())), "paid_date"),
    ] {
        let r = app.post(&l.url("/payoff"), Some(&l.admin), body.clone()).await;
        assert_eq!((r.status, r.body["errors"][0]["field"].as_str()), (422, Some(field)), "{body}: {:?}", r.body);
    }
    // Nothing was paid.
    assert_eq!(detail(&app, &l.admin, &l.loan).await["active_status"], before);
}

#[tokio::test]
async fn two_payoffs_at_once_post_once() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let total = int(&quote(&app, &l, today()).await["total"]);
    let (a, b) = tokio::join!(pay_off(&app, &l.admin, &l, total, "one"), pay_off(&app, &l.admin, &l, total, "two"));
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 409], "{:?} {:?}", a.body, b.body);
    let r = app.get(&l.url("/payments"), Some(&l.admin)).await;
    assert_eq!(r.body["data"].as_array().unwrap().len(), 1, "{:?}", r.body);
}

#[tokio::test]
async fn only_staff_who_see_the_loan_quote_it_and_only_back_office_pays_it_off() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let before = detail(&app, &l.admin, &l.loan).await["active_status"].clone();
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    for path in ["/payoff-quote", "/payoff-quote.pdf"] {
        assert_eq!(app.get(&l.url(path), Some(&other)).await.status, 404, "{path}");
        assert_eq!(app.get(&l.url(path), None).await.status, 401, "{path}");
    }
    assert_eq!(app.get(&l.url("/payoff-quote"), Some(&l.lender)).await.status, 200);
    let total = int(&quote(&app, &l, today()).await["total"]);
    assert_eq!(pay_off(&app, &other, &l, total, "other").await.status, 404);
    assert_eq!(pay_off(&app, &l.lender, &l, total, "lender").await.status, 403);
    let r = app.post(&l.url("/payoff"), None, json!({})).await;
    assert_eq!(r.status, 401);
    assert_eq!(detail(&app, &l.admin, &l.loan).await["active_status"], before);
}
