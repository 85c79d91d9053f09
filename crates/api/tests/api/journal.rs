//! The double-entry journal (issue 44 item 4), on SQLite and PostgreSQL: every money event of
//! a loan posts balanced lines in its own transaction (first payment, activation, payment,
//! reversal, late-fee accrual, write-off, suspense), the trial balance always balances and its
//! financing receivable equals the book's outstanding principal, the journal lists and
//! downloads by loan, account and day, and a funder's staff see only their lender's lines.

use calamine::{Reader, Xlsx};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

use super::repayments::{COLLECTOR, LENDER_STAFF, OTHER_LENDER_STAFF, daily_job, late_loan, pay, today};

async fn lines(app: &TestApp, token: &str, query: &str) -> Value {
    let r = app.get(&format!("/api/v1/journal?limit=100&{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

/// Debits less credits per account of `items`.
fn net(items: &Value, account: &str) -> i64 {
    items
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["account"] == json!(account))
        .map(|l| l["debit"].as_i64().unwrap() - l["credit"].as_i64().unwrap())
        .sum()
}

fn events(items: &Value) -> Vec<String> {
    let mut e: Vec<String> = items.as_array().unwrap().iter().map(|l| l["event"].as_str().unwrap().to_owned()).collect();
    e.dedup();
    e
}

async fn trial_balance(app: &TestApp, token: &str) -> Value {
    let r = app.get("/api/v1/reports/trial-balance", Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

fn assert_books_agree(tb: &Value) {
    assert_eq!(tb["balanced"], json!(true), "{tb}");
    assert_eq!(tb["total_debit"], tb["total_credit"]);
    assert_eq!(tb["reconciliation"]["difference"].as_i64(), Some(0), "{tb}");
}

#[tokio::test]
async fn every_money_event_of_a_loan_posts_balanced_lines_and_the_books_agree() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let first = lines(&app, &l.admin, &format!("loan_id={}&sort=oldest", l.loan)).await;
    let principal: i64 = l.schedule.iter().map(|i| i["principal_part"].as_i64().unwrap()).sum();
    let interest: i64 = l.schedule.iter().map(|i| i["interest_part"].as_i64().unwrap()).sum();
    assert_eq!(events(&first["items"]), ["first_payment", "activation"]);
    assert_eq!(net(&first["items"], "financing_receivable"), principal);
    assert_eq!(net(&first["items"], "interest_receivable"), interest);
    assert_eq!(net(&first["items"], "unearned_interest"), -interest);
    assert_eq!(first["total_debit"], first["total_credit"]);
    assert_books_agree(&trial_balance(&app, &l.admin).await);

    // A payment: principal and interest of the oldest installment, interest earned.
    let due = l.schedule[0]["amount_due"].as_i64().unwrap();
    let collector = app.login(COLLECTOR).await.token;
    let r = pay(&app, &collector, &l.loan, due, "j1").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let payment_id = r.body["data"]["payment_id"].as_str().unwrap().to_owned();
    let paid = lines(&app, &l.admin, &format!("loan_id={}&event=payment", l.loan)).await;
    assert_eq!(net(&paid["items"], "cash_bank_transfer"), due);
    assert_eq!(net(&paid["items"], "financing_receivable"), -l.schedule[0]["principal_part"].as_i64().unwrap());
    assert_eq!(net(&paid["items"], "interest_income"), -l.schedule[0]["interest_part"].as_i64().unwrap());
    assert_books_agree(&trial_balance(&app, &l.admin).await);

    // Its reversal (by another staff member) takes every line back; nothing is changed or deleted.
    let r = app.post(&format!("/api/v1/payments/{payment_id}/reverse"), Some(&l.admin), json!({"reason": "Salah input"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let rev = lines(&app, &l.admin, &format!("loan_id={}&event=reversal", l.loan)).await;
    assert_eq!(net(&rev["items"], "cash_bank_transfer"), -due);
    let all = lines(&app, &l.admin, &format!("loan_id={}", l.loan)).await;
    assert_eq!(net(&all["items"], "interest_income"), 0, "the reversal took the interest back");
    assert_eq!(net(&paid["items"], "cash_bank_transfer"), due, "the payment's own lines stay");
    assert_books_agree(&trial_balance(&app, &l.admin).await);

    // The daily job's late fees are earned as they accrue.
    let r = daily_job(&app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let fees = lines(&app, &l.admin, &format!("loan_id={}&event=late_fee_accrual", l.loan)).await;
    assert!(net(&fees["items"], "late_fee_receivable") > 0, "{fees}");
    assert_eq!(net(&fees["items"], "late_fee_receivable"), -net(&fees["items"], "late_fee_income"));

    // A write-off takes the principal off the book: the receivable still equals the book.
    let r = app
        .post(
            &format!("/api/v1/loans/{}/deactivate", l.loan),
            Some(&l.admin),
            json!({"reason": "Tidak tertagih", "write_off": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let all = lines(&app, &l.admin, &format!("loan_id={}", l.loan)).await;
    assert_eq!(net(&all["items"], "financing_receivable"), 0, "nothing of the loan is left on the book");
    assert_eq!(net(&all["items"], "interest_receivable"), 0);
    assert_eq!(net(&all["items"], "late_fee_receivable"), 0);
    assert!(net(&all["items"], "written_off_receivables") > 0);
    let tb = trial_balance(&app, &l.admin).await;
    assert_books_agree(&tb);

    // The day totals the trial balance reads are the lines' own sums: rebuilt from the lines,
    // the balance is the same, and every account's totals are its lines' totals.
    storage::repo::journal::rebuild_day_totals(&app.state.db).await.unwrap();
    assert_eq!(trial_balance(&app, &l.admin).await["accounts"], tb["accounts"]);
    for a in tb["accounts"].as_array().unwrap() {
        let of = lines(&app, &l.admin, &format!("account={}", a["account"].as_str().unwrap())).await;
        assert_eq!((&of["total_debit"], &of["total_credit"]), (&a["debit"], &a["credit"]), "{a}");
    }
}

#[tokio::test]
async fn a_funders_staff_see_only_their_lenders_lines_and_the_journal_downloads() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let mine = lines(&app, &l.lender, "").await;
    assert!(mine["total"].as_u64().unwrap() > 0);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    let theirs = lines(&app, &other, "").await;
    assert_eq!(theirs["total"].as_u64(), Some(0), "{theirs}");
    assert_eq!(app.get(&format!("/api/v1/journal?loan_id={}", l.loan), Some(&other)).await.status, 404);
    let tb = trial_balance(&app, &other).await;
    assert_eq!(tb["accounts"], json!([]));
    assert_eq!(app.get("/api/v1/journal", None).await.status, 401);
    let _ = LENDER_STAFF;

    // Filters: by account and by day; a range that ends before it starts is refused.
    let fr = lines(&app, &l.admin, "account=financing_receivable").await;
    assert!(fr["items"].as_array().unwrap().iter().all(|i| i["account"] == json!("financing_receivable")));
    assert!(fr["items"][0]["account_code"].as_str().is_some_and(|c| !c.is_empty()));
    let later = today() + chrono::Duration::days(1);
    assert_eq!(lines(&app, &l.admin, &format!("from={later}")).await["total"].as_u64(), Some(0));
    let r = app.get(&format!("/api/v1/journal?from={later}&to={}", today()), Some(&l.admin)).await;
    assert_eq!(r.status, 400, "{:?}", r.body);
    for bad in ["account=nope", "event=%00", "from=2026-13-01", "loan_id=%00"] {
        let r = app.get(&format!("/api/v1/journal?{bad}"), Some(&l.admin)).await;
        assert!(r.status == 400 || r.status == 404, "{bad}: {} {:?}", r.status, r.body);
    }

    // The download holds every line of the filter, with the chart's codes.
    let url = app.url(&format!("/api/v1/journal?format=xlsx&loan_id={}", l.loan));
    let res = app.client.get(url).bearer_auth(&l.admin).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let bytes = res.bytes().await.unwrap().to_vec();
    let mut wb: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let sheet = wb.worksheet_range("journal").unwrap();
    let listed = lines(&app, &l.admin, &format!("loan_id={}", l.loan)).await;
    assert_eq!(sheet.rows().count() as u64, listed["total"].as_u64().unwrap() + 1);

    // The chart answers every account with its code and name in the caller's language.
    let r = app.get("/api/v1/accounts", Some(&l.admin)).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.body["data"].as_array().unwrap().len(), domain::journal::Account::ALL.len());
}

#[tokio::test]
async fn a_written_off_loan_takes_recoveries_apart_and_only_level_21_takes_the_write_off_back() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    let recover = |token: String, key: &'static str, amount: i64| {
        let app = &app;
        let url = l.url("/recoveries");
        async move {
            let body = json!({"amount": amount, "paid_date": today().to_string(), "method": "cash", "reference": "Kwitansi 12"});
            app.send_with(reqwest::Method::POST, &url, Some(&token), Some(body), &[("idempotency-key", key)]).await
        }
    };
    // Not written off yet: no recovery.
    let r = recover(collector.clone(), "r0", 500_000).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("loan_not_written_off")), "{:?}", r.body);
    let outstanding = super::repayments::detail(&app, &l.admin, &l.loan).await["outstanding_amount"].as_i64().unwrap();
    let r = app.post(&l.url("/deactivate"), Some(&l.admin), json!({"reason": "Tidak tertagih", "write_off": true})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);

    // A recovery: cash against recoveries, posted once per key; bad input refused.
    for bad in [
        json!({"amount": 0}),
        json!({"amount": i64::MAX}),
        json!({"amount": 1, "paid_date": "2999-01-01", "method": "cash"}),
        json!({"amount": 1, "paid_date": today().to_string(), "method": "cash", "reference": "a\u{0}b"}),
    ] {
        let r = app
            .send_with(
                reqwest::Method::POST,
                &l.url("/recoveries"),
                Some(&collector),
                Some(bad.clone()),
                &[("idempotency-key", "bad")],
            )
            .await;
        assert_eq!(r.status, 422, "{bad}: {:?}", r.body);
    }
    // Twice at once with one key: one posts, the other answers it or "in progress"; a retry
    // answers the first.
    let (a, b) = tokio::join!(recover(collector.clone(), "r1", 500_000), recover(collector.clone(), "r1", 500_000));
    let first = if a.status == 201 { a } else { b };
    assert_eq!(first.status, 201, "{:?}", first.body);
    let again = recover(collector.clone(), "r1", 500_000).await;
    assert_eq!(again.body["data"]["recovery_id"], first.body["data"]["recovery_id"], "one key, one recovery");
    let r = app.get(&l.url("/recoveries"), Some(&collector)).await;
    assert_eq!(r.body["data"].as_array().unwrap().len(), 1);
    let rec = lines(&app, &l.admin, &format!("loan_id={}&event=recovery", l.loan)).await;
    assert_eq!(net(&rec["items"], "cash_cash"), 500_000);
    assert_eq!(net(&rec["items"], "recoveries"), -500_000);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(app.get(&l.url("/recoveries"), Some(&other)).await.status, 404);
    assert_books_agree(&trial_balance(&app, &l.admin).await);

    // Taking the write-off back: level 21 only, with a reason; the loan owes again.
    let r = app.post(&l.url("/write-off/reverse"), Some(&collector), json!({"reason": "Salah"})).await;
    assert_eq!(r.status, 403, "{:?}", r.body);
    let r = app.post(&l.url("/write-off/reverse"), Some(&l.admin), json!({})).await;
    assert_eq!(r.error_codes("reason"), ["reason_required"]);
    let r = app.post(&l.url("/write-off/reverse"), Some(&l.admin), json!({"reason": "Peminjam kembali membayar"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["inactive_reason"], Value::Null);
    assert_eq!(r.body["data"]["outstanding"].as_i64(), Some(outstanding));
    assert_ne!(r.body["data"]["active_status"], json!("inactive"));
    let r = app.post(&l.url("/write-off/reverse"), Some(&l.admin), json!({"reason": "Lagi"})).await;
    assert_eq!(r.status, 409, "{:?}", r.body);
    let all = lines(&app, &l.admin, &format!("loan_id={}&event=write_off", l.loan)).await;
    let back = lines(&app, &l.admin, &format!("loan_id={}&event=reversal", l.loan)).await;
    assert_eq!(net(&all["items"], "written_off_receivables"), -net(&back["items"], "written_off_receivables"));
    assert_books_agree(&trial_balance(&app, &l.admin).await);
}

#[tokio::test]
async fn the_journal_pages_by_day_then_line_and_every_line_is_on_one_page() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let collector = app.login(COLLECTOR).await.token;
    for key in ["k1", "k2"] {
        let r = pay(&app, &collector, &l.loan, 100_000, key).await;
        assert_eq!(r.status, 201, "{:?}", r.body);
    }
    // Posted last, on an earlier day: the day orders it, not its id.
    let system = storage::repo::audit::Actor { user_id: None, request_id: None };
    let at = storage::repo::journal::Posting {
        posted_on: today() - chrono::Duration::days(3),
        loan_id: None,
        lender_id: None,
        source_id: None,
    };
    storage::repo::journal::post(&app.state.db, &system, at, &domain::journal::unmatched(5_000)).await.unwrap();
    let all = lines(&app, &l.admin, "").await;
    let total = all["total"].as_u64().unwrap() as usize;
    assert!(total > 6, "{all}");
    let oldest = app.get("/api/v1/journal?sort=oldest&limit=1", Some(&l.admin)).await;
    assert_eq!(oldest.body["data"]["items"][0]["event"], json!("unmatched"), "{:?}", oldest.body);
    for sort in ["newest", "oldest"] {
        let (mut seen, mut cursor) = (Vec::<(String, String)>::new(), None::<String>);
        loop {
            let q = match &cursor {
                Some(c) => format!("/api/v1/journal?limit=3&sort={sort}&cursor={c}"),
                None => format!("/api/v1/journal?limit=3&sort={sort}"),
            };
            let r = app.get(&q, Some(&l.admin)).await;
            assert_eq!(r.status, 200, "{:?}", r.body);
            for i in r.body["data"]["items"].as_array().unwrap() {
                seen.push((i["posted_on"].as_str().unwrap().to_owned(), i["line_id"].as_str().unwrap().to_owned()));
            }
            match r.body["data"]["next_cursor"].as_str() {
                Some(c) => cursor = Some(c.to_owned()),
                None => break,
            }
        }
        let mut sorted = seen.clone();
        sorted.sort();
        if sort == "newest" {
            sorted.reverse();
        }
        assert_eq!(seen, sorted, "{sort}: by day, then line");
        sorted.dedup();
        assert_eq!(sorted.len(), total, "{sort}: every line once");
    }
}
