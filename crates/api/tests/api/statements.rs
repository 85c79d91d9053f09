//! A funder's monthly statement (issue 44 item 5), on SQLite and PostgreSQL: a month of activity
//! (two activations, a late fee accrual, a payment, a write-off and a recovery) gives the
//! journal's figures, closes on the trial balance's financing receivable and reconciles; the
//! late loan is in its regime's bucket; a funder's staff see only their own lender; bad months
//! and formats are refused; the workbook and the PDF hold the figures in both languages.

use calamine::{Data, Reader, Xlsx};
use chrono::{Datelike, Duration};
use serde_json::json;
use test_support::{TestApp, spawn_app};

use super::repayments::{ADMIN, LENDER_STAFF, OTHER_LENDER_STAFF, daily_job, late_item, late_loan, pay, pending, today};

/// Debits less credits of `account` over the journal lines of `query`.
async fn net(app: &TestApp, token: &str, query: &str, account: &str) -> i64 {
    let r = app.get(&format!("/api/v1/journal?limit=100&account={account}&{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["items"].as_array().unwrap().iter().map(|l| l["debit"].as_i64().unwrap() - l["credit"].as_i64().unwrap()).sum()
}

fn this_month() -> String {
    let t = today();
    format!("{:04}-{:02}", t.year(), t.month())
}

async fn lender_id(app: &TestApp, email: &str) -> String {
    storage::repo::users::find_by_email(&app.state.db, email).await.unwrap().unwrap().lender_id.unwrap().to_string()
}

async fn download(app: &TestApp, token: &str, url: &str, lang: &str) -> (u16, String, Vec<u8>) {
    let res = app.client.get(app.url(url)).bearer_auth(token).header("accept-language", lang).send().await.unwrap();
    let status = res.status().as_u16();
    let kind = res.headers().get("content-type").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, kind, res.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn a_month_of_activity_gives_the_journals_figures_and_reconciles() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let lender = lender_id(&app, LENDER_STAFF).await;
    assert_eq!(daily_job(&app, &l.admin, today()).await.status, 200);
    let due = l.schedule[0]["amount_due"].as_i64().unwrap();
    let r = pay(&app, &l.admin, &l.loan, due + 50_000, "s1").await;
    assert_eq!(r.status, 201, "{:?}", r.body);

    // A second loan of the lender, written off, then a recovery on it.
    let (_, second, _) = pending(&app, 2).await;
    let r = app.hand_over(&l.admin, &second, 2, today() - Duration::days(100)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app
        .post(
            &format!("/api/v1/loans/{second}/deactivate"),
            Some(&l.admin),
            json!({"reason": "Tidak tertagih", "write_off": true}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let body = json!({"amount": 400_000, "paid_date": today().to_string(), "method": "cash", "reference": "Kwitansi 1"});
    let url = format!("/api/v1/loans/{second}/recoveries");
    let r = app.send_with(reqwest::Method::POST, &url, Some(&l.admin), Some(body), &[("idempotency-key", "rec1")]).await;
    assert_eq!(r.status, 201, "{:?}", r.body);

    // The storage sums on their own: one book row (the late loan), nothing before the month.
    let scope = storage::repo::loans::Scope::Lender(lender.parse().unwrap());
    let book = storage::repo::statements::month_end_book(&app.state.db, scope, today()).await.unwrap();
    assert_eq!(book.iter().map(|p| p.loans).sum::<i64>(), 1, "{book:?}");
    let before = today().with_day(1).unwrap().pred_opt().unwrap();
    assert_eq!(storage::repo::statements::receivable_on(&app.state.db, scope, before).await.unwrap(), 0);

    let url = format!("/api/v1/lenders/{lender}/statements/{}", this_month());
    let r = app.get(&url, Some(&l.admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let s = r.body["data"].clone();
    let n = |k: &str| s[k].as_i64().unwrap_or_else(|| panic!("{k}: {s}"));

    // The figures are the journal's.
    let disbursed = net(&app, &l.admin, "event=activation", "financing_receivable").await;
    let principal: i64 = l.schedule.iter().map(|i| i["principal_part"].as_i64().unwrap()).sum();
    assert!(disbursed > principal, "two loans disbursed");
    assert_eq!(n("opening_outstanding_principal"), 0, "the test's book starts this month");
    assert_eq!(n("disbursed"), disbursed);
    let paid = format!("event=payment&loan_id={}", l.loan);
    assert_eq!(n("collected_principal"), -net(&app, &l.admin, &paid, "financing_receivable").await);
    assert!(n("collected_principal") >= l.schedule[0]["principal_part"].as_i64().unwrap());
    assert_eq!(n("collected_interest"), -net(&app, &l.admin, &paid, "interest_income").await);
    assert!(n("collected_interest") > 0);
    assert_eq!(n("late_fees_collected"), -net(&app, &l.admin, &paid, "late_fee_receivable").await);
    assert_eq!(n("fees"), -net(&app, &l.admin, "event=activation", "fee_income").await);
    assert_eq!(n("written_off"), -net(&app, &l.admin, "event=write_off", "financing_receivable").await);
    assert!(n("written_off") > 0);
    assert_eq!(n("recovered"), 400_000);
    assert_eq!(n("reversals"), 0);
    assert_eq!(s["reconciles"], json!(true), "{s}");
    assert_eq!(s["lender_id"], json!(lender));
    assert_eq!(s["month"], json!(this_month()));

    // It closes on the trial balance of the lender, as its staff see it.
    let r = app.get("/api/v1/reports/trial-balance", Some(&l.lender)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let fr = r.body["data"]["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["account"] == json!("financing_receivable"))
        .unwrap()["balance"]
        .as_i64()
        .unwrap();
    assert_eq!(n("closing_outstanding_principal"), fr);
    assert_eq!(n("closing_outstanding_principal"), disbursed - n("collected_principal") - n("written_off"));

    // The late loan is in its regime's bucket; the written-off one is off the book.
    let regime: domain::repayment::QualityRegime = s["regime"].as_str().unwrap().parse().unwrap();
    let dpd = late_item(&app, &l.admin, &l.loan).await["dpd"].as_i64().unwrap();
    let bucket = regime.preset().of(dpd).to_owned();
    let mix = s["dpd_mix"].as_array().unwrap();
    assert_eq!(mix.len(), regime.preset().buckets().len());
    for row in mix {
        let want = if row["bucket"] == json!(bucket) { (1, fr) } else { (0, 0) };
        assert_eq!((row["loans"].as_i64().unwrap(), row["outstanding_principal"].as_i64().unwrap()), want, "{row}");
        assert!(!row["name"].as_str().unwrap().is_empty());
    }
    let twp90 = if dpd > 90 { 100.0 } else { 0.0 };
    assert_eq!(s["twp90_percent"].as_f64(), Some(twp90));

    // The lender's staff see the same statement; another funder's staff do not see it.
    let r = app.get(&url, Some(&l.lender)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"], s);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(app.get(&url, Some(&other)).await.status, 404);
    let other_lender = lender_id(&app, OTHER_LENDER_STAFF).await;
    let r = app.get(&format!("/api/v1/lenders/{other_lender}/statements/{}", this_month()), Some(&other)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["disbursed"], json!(0), "nothing of the first lender's");
    assert_eq!(r.body["data"]["reconciles"], json!(true));
    assert_eq!(app.get(&url, None).await.status, 401);

    // A month before the book: all zero, reconciled.
    let r = app.get(&format!("/api/v1/lenders/{lender}/statements/2020-01"), Some(&l.admin)).await;
    assert_eq!((r.status, &r.body["data"]["closing_outstanding_principal"]), (200, &json!(0)), "{:?}", r.body);

    // The workbook: the figures and the quality mix, in the caller's language.
    for (lang, sheet, mix_sheet, label) in [
        ("en", "Statement", "Loan quality", "Principal disbursed (Rp)"),
        ("id", "Laporan", "Kualitas pinjaman", "Pokok dicairkan (Rp)"),
    ] {
        let (status, kind, bytes) = download(&app, &l.lender, &format!("{url}?format=xlsx"), lang).await;
        assert_eq!(status, 200, "{lang}");
        assert!(kind.contains("spreadsheetml"), "{kind}");
        let mut wb: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
        let figures = wb.worksheet_range(sheet).unwrap();
        let value = |label: &str| {
            figures.rows().find(|r| r[0] == Data::String(label.to_owned())).map_or_else(|| panic!("{label}"), |r| r[1].clone())
        };
        #[allow(clippy::cast_precision_loss)]
        let want = Data::Float(disbursed as f64);
        assert_eq!(value(label), want, "{lang}");
        let quality = wb.worksheet_range(mix_sheet).unwrap();
        assert_eq!(quality.rows().count(), mix.len() + 1, "{lang}");
    }

    // The printed statement, in both languages.
    for lang in ["id", "en"] {
        let (status, kind, bytes) = download(&app, &l.lender, &format!("{url}?format=pdf"), lang).await;
        assert_eq!((status, kind.as_str()), (200, "application/pdf"), "{lang}");
        assert!(bytes.starts_with(b"%PDF"), "{lang}");
    }
}

#[tokio::test]
async fn bad_months_formats_and_lenders_are_refused() {
    let app = spawn_app().await;
    let admin = app.login(ADMIN).await.token;
    let lender = lender_id(&app, LENDER_STAFF).await;
    let next = today().with_day(1).unwrap() + Duration::days(40);
    let future = format!("{:04}-{:02}", next.year(), next.month());
    for bad in [future.as_str(), "2026-13", "2026-00", "2026-1", "26-01", "2026-01-01", "abcd", "%00", "2026-%00"] {
        let r = app.get(&format!("/api/v1/lenders/{lender}/statements/{bad}"), Some(&admin)).await;
        assert!(r.status == 400 || r.status == 422, "{bad}: {} {:?}", r.status, r.body);
    }
    let r = app.get(&format!("/api/v1/lenders/{lender}/statements/2026-13"), Some(&admin)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (422, Some("statement_month_invalid")), "{:?}", r.body);
    let r = app.get(&format!("/api/v1/lenders/{lender}/statements/{}?format=csv", this_month()), Some(&admin)).await;
    assert_eq!(r.status, 400, "{:?}", r.body);
    let unknown = uuid::Uuid::now_v7();
    assert_eq!(app.get(&format!("/api/v1/lenders/{unknown}/statements/{}", this_month()), Some(&admin)).await.status, 404);
    let r = app.get(&format!("/api/v1/lenders/not-an-id/statements/{}", this_month()), Some(&admin)).await;
    assert!(r.status == 400 || r.status == 404 || r.status == 422, "{:?}", r.body);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert_eq!(
        app.get(&format!("/api/v1/lenders/{lender}/statements/{}?format=pdf", this_month()), Some(&other)).await.status,
        404
    );
}
