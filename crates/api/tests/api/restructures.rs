//! Restructuring (issue 44 item 2), on SQLite and PostgreSQL: a proposal shows the new schedule
//! beside the old and keeps the paid installments; another staff member approves it (the
//! unpaid installments replaced, the loan flagged with its date and count, its DPD from the new
//! schedule, the interest change journalled) or rejects it; a decision is taken once even when
//! two decide at once; a proposal is stale after a payment; bad input is 422, another lender's
//! staff 403/404, a stranger 401.

use chrono::Duration;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

use super::repayments::{COLLECTOR, LateLoan, OTHER_LENDER_STAFF, installments, late_loan, pay, today};

fn body(kind: &str, count: i64) -> Value {
    json!({
        "kind": kind, "new_tenure_count": count, "effective_date": today().to_string(),
        "reason": "Pendapatan turun, ojek sepi",
    })
}

/// Admin proposes on `l`; the answer.
async fn propose(app: &TestApp, l: &LateLoan, b: Value) -> test_support::Reply {
    app.post(&l.url("/restructures"), Some(&l.admin), b).await
}

/// A late loan with its first installment paid and the second partly paid, and a reschedule of
/// it over 18 installments proposed by admin: the loan, the proposal.
async fn proposed(app: &TestApp, kind: &str) -> (LateLoan, Value) {
    let l = late_loan(app).await;
    let first = l.schedule[0]["amount_due"].as_i64().unwrap();
    let r = pay(app, &l.admin, &l.loan, first + 200_000, "r1").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let r = propose(app, &l, body(kind, 18)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    (l, r.body["data"].clone())
}

fn id(p: &Value) -> String {
    p["restructure_id"].as_str().unwrap().to_owned()
}

async fn loan_detail(app: &TestApp, token: &str, loan: &str) -> Value {
    let r = app.get(&format!("/api/v1/loans/{loan}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"].clone()
}

#[tokio::test]
async fn a_proposal_shows_the_new_schedule_beside_the_old_and_keeps_what_was_paid() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "reschedule").await;
    assert_eq!(
        (p["status"].as_str(), p["kind"].as_str(), p["new_tenure_count"].as_i64()),
        (Some("requested"), Some("reschedule"), Some(18))
    );
    assert_eq!(p["loan_id"], json!(l.loan));
    assert_eq!(p["allowed_actions"], json!([]), "its maker may not decide it");
    let (old, new) = (p["old_schedule"].as_array().unwrap(), p["new_schedule"].as_array().unwrap());
    assert_eq!(old.len(), l.schedule.len());
    // The paid one unchanged, the partly paid one shrunk to what it received, then 18 new ones.
    assert_eq!(new[0], old[0]);
    assert_eq!(new[0]["status"], "paid");
    assert_eq!((new[1]["amount_due"].as_i64(), new[1]["status"].as_str()), (Some(200_000), Some("paid")));
    assert_eq!(new.len(), 2 + 18);
    assert_eq!(new[2]["number"].as_i64(), Some(3));
    assert!(new[2]["due_date"].as_str().unwrap() > today().to_string().as_str());
    for i in new {
        assert_eq!(
            i["principal_part"].as_i64().unwrap() + i["interest_part"].as_i64().unwrap(),
            i["amount_due"].as_i64().unwrap()
        );
    }
    assert_eq!(p["interest_change"].as_i64(), Some(0));
    assert_eq!(p["old_unpaid_total"], p["new_unpaid_total"]);
    // Nothing changed yet; one open proposal per loan.
    assert_eq!(installments(&app, &l.admin, &l.loan).await.len(), l.schedule.len());
    let r = propose(&app, &l, body("tenor_extension", 24)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("restructure_open")), "{:?}", r.body);
    let r = app.get(&l.url("/restructures"), Some(&l.admin)).await;
    assert_eq!((r.status, r.body["data"].as_array().map(Vec::len)), (200, Some(1)), "{:?}", r.body);
}

#[tokio::test]
async fn another_staff_member_approves_it_and_the_loan_is_restructured() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "tenor_extension").await;
    let before = installments(&app, &l.admin, &l.loan).await;
    let approve = format!("/api/v1/restructures/{}/approve", id(&p));
    let r = app.post(&approve, Some(&l.admin), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("restructure_same_staff")), "{:?}", r.body);
    let collector = app.login(COLLECTOR).await.token;
    let r = app.get(&l.url("/restructures"), Some(&collector)).await;
    assert_eq!(r.body["data"][0]["allowed_actions"], json!(["restructure"]));
    let r = app.post(&approve, Some(&collector), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = &r.body["data"];
    assert_eq!(d["restructure"]["status"], "approved");
    // A loan 100 days late owes nothing past due on its new schedule.
    assert_eq!((d["standing"]["dpd"].as_i64(), d["standing"]["active_status"].as_str()), (Some(0), Some("normal")));
    assert_eq!(d["standing"]["restructure_count"].as_i64(), Some(1));
    let after = installments(&app, &l.admin, &l.loan).await;
    assert_eq!(after.len(), 2 + 18);
    assert_eq!(after[0], before[0], "a paid installment never changes");
    assert_eq!(after[1]["amount_due"].as_i64(), Some(200_000));
    assert!(after[2..].iter().all(|i| i["amount_paid"].as_i64() == Some(0)));
    let principal: i64 = after.iter().map(|i| i["principal_part"].as_i64().unwrap()).sum();
    let principal_before: i64 = before.iter().map(|i| i["principal_part"].as_i64().unwrap()).sum();
    assert_eq!(principal, principal_before, "the principal never changes");
    let loan = loan_detail(&app, &l.admin, &l.loan).await;
    assert_eq!(
        (loan["restructured_on"].as_str(), loan["restructure_count"].as_i64()),
        (Some(today().to_string().as_str()), Some(1))
    );
    // The journal: the interest change, receivable against unearned, balanced, by the proposal.
    let change = d["restructure"]["interest_change"].as_i64().unwrap();
    let restructure_id: uuid::Uuid = id(&p).parse().unwrap();
    let lines = storage::entity::journal_line::Entity::find()
        .filter(storage::entity::journal_line::Column::SourceId.eq(restructure_id))
        .all(&app.state.db)
        .await
        .unwrap();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines.iter().all(|x| x.event.as_str() == "restructure"));
    let (debit, credit) = lines.iter().fold((0, 0), |(d, c), x| (d + x.debit, c + x.credit));
    assert_eq!(debit, credit);
    assert_eq!(debit, change.abs());
    let receivable = lines.iter().find(|x| x.account.as_str() == "interest_receivable").unwrap();
    assert_eq!(receivable.debit - receivable.credit, change);
    // Decided once; the timeline has the proposal and the approval.
    let r = app.post(&approve, Some(&collector), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("restructure_already_decided")));
    let actions: Vec<String> =
        loan["timeline"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap_or_default().to_owned()).collect();
    assert!(actions.iter().any(|a| a.contains("restructure_propose")), "{actions:?}");
    // Decided, it no longer blocks the next proposal.
    let r = propose(&app, &l, body("reschedule", 6)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
}

#[tokio::test]
async fn a_rejected_proposal_changes_nothing() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "reschedule").await;
    let before = installments(&app, &l.admin, &l.loan).await;
    let reject = format!("/api/v1/restructures/{}/reject", id(&p));
    let r = app.post(&reject, Some(&l.admin), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("restructure_same_staff")));
    let collector = app.login(COLLECTOR).await.token;
    let r = app.post(&reject, Some(&collector), json!({"note": "Belum ada bukti"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["status"].as_str(), r.body["data"]["decision_note"].as_str()),
        (Some("rejected"), Some("Belum ada bukti"))
    );
    assert_eq!(installments(&app, &l.admin, &l.loan).await, before);
    assert_eq!(loan_detail(&app, &l.admin, &l.loan).await["restructure_count"].as_i64(), Some(0));
    let r = app.post(&format!("/api/v1/restructures/{}/approve", id(&p)), Some(&collector), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("restructure_already_decided")));
}

#[tokio::test]
async fn two_staff_approving_at_once_restructure_once() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "tenor_extension").await;
    let collector = app.login(COLLECTOR).await.token;
    let other = app.login("level5@roda.test").await.token;
    let approve = format!("/api/v1/restructures/{}/approve", id(&p));
    let (a, b) = tokio::join!(app.post(&approve, Some(&collector), json!({})), app.post(&approve, Some(&other), json!({})));
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{:?} {:?}", a.body, b.body);
    assert_eq!(installments(&app, &l.admin, &l.loan).await.len(), 2 + 18);
    assert_eq!(loan_detail(&app, &l.admin, &l.loan).await["restructure_count"].as_i64(), Some(1));
}

#[tokio::test]
async fn a_proposal_is_stale_once_a_payment_posted_after_it() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "reschedule").await;
    let r = pay(&app, &l.admin, &l.loan, 50_000, "after").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let collector = app.login(COLLECTOR).await.token;
    let r = app.post(&format!("/api/v1/restructures/{}/approve", id(&p)), Some(&collector), json!({})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("restructure_stale")), "{:?}", r.body);
    assert_eq!(loan_detail(&app, &l.admin, &l.loan).await["restructure_count"].as_i64(), Some(0));
}

#[tokio::test]
async fn bad_proposals_are_refused_with_field_codes() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let far = (today() + Duration::days(91)).to_string();
    let past = (today() - Duration::days(1)).to_string();
    let reason = "Pendapatan turun";
    for (b, field, code) in [
        (
            json!({"kind": "reschedule", "new_tenure_count": 0, "effective_date": today().to_string(), "reason": reason}),
            "new_tenure_count",
            "restructure_tenure_invalid",
        ),
        (
            json!({"kind": "reschedule", "new_tenure_count": 1_000_000, "effective_date": today().to_string(), "reason": reason}),
            "new_tenure_count",
            "restructure_tenure_invalid",
        ),
        (
            json!({"kind": "reschedule", "new_tenure_count": 12, "effective_date": "2026-13-40", "reason": reason}),
            "effective_date",
            "restructure_effective_date_invalid",
        ),
        (
            json!({"kind": "reschedule", "new_tenure_count": 12, "effective_date": far, "reason": reason}),
            "effective_date",
            "restructure_effective_date_invalid",
        ),
        (
            json!({"kind": "reschedule", "new_tenure_count": 12, "effective_date": past, "reason": reason}),
            "effective_date",
            "restructure_effective_date_invalid",
        ),
        (
            json!({"kind": "moratorium", "new_tenure_count": 12, "effective_date": today().to_string(), "reason": reason}),
            "kind",
            "restructure_kind_invalid",
        ),
        (
            json!({"kind": "reschedule", "new_tenure_count": 12, "effective_date": today().to_string()}),
            "reason",
            "reason_required",
        ),
        (
            json!({"kind": "reschedule", "new_tenure_count": 12, "effective_date": today().to_string(), "reason": "x".repeat(501)}),
            "reason",
            "reason_too_long",
        ),
    ] {
        let r = propose(&app, &l, b.clone()).await;
        assert_eq!(r.status, 422, "{b}: {:?}", r.body);
        assert_eq!(
            (r.body["errors"][0]["field"].as_str(), r.body["errors"][0]["code"].as_str()),
            (Some(field), Some(code)),
            "{b}"
        );
    }
    for b in [
        json!({"kind": "reschedule", "new_tenure_count": 12, "effective_date": today().to_string(), "reason": "a\u{0}b"}),
        json!({"kind": "reschedule", "new_tenure_count": 1e300, "effective_date": today().to_string(), "reason": reason}),
        json!({"kind": "reschedule", "new_tenure_count": "dua belas", "effective_date": today().to_string(), "reason": reason}),
        json!([]),
    ] {
        let r = propose(&app, &l, b.clone()).await;
        assert!(r.status == 400 || r.status == 422, "{b}: {:?}", r.body);
    }
    assert!(app.get(&l.url("/restructures"), Some(&l.admin)).await.body["data"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn funders_staff_and_strangers_decide_nothing() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "reschedule").await;
    // The lender's own staff read the proposals but neither propose nor decide.
    let r = app.post(&l.url("/restructures"), Some(&l.lender), body("reschedule", 6)).await;
    assert_eq!(r.status, 403, "{:?}", r.body);
    let approve = format!("/api/v1/restructures/{}/approve", id(&p));
    let r = app.post(&approve, Some(&l.lender), json!({})).await;
    assert_eq!(r.status, 403, "{:?}", r.body);
    // Another lender's staff see neither the loan nor its proposal.
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    for path in [approve.clone(), format!("/api/v1/restructures/{}/reject", id(&p))] {
        let r = app.post(&path, Some(&other), json!({})).await;
        assert!(r.status == 403 || r.status == 404, "{:?}", r.body);
    }
    assert_eq!(app.get(&l.url("/restructures"), Some(&other)).await.status, 404);
    let r = app.post(&approve, None, json!({})).await;
    assert_eq!(r.status, 401);
    let r = app.post(&l.url("/restructures"), None, body("reschedule", 6)).await;
    assert_eq!(r.status, 401);
    let r = app.post("/api/v1/restructures/not-a-uuid/approve", Some(&app.login(COLLECTOR).await.token), json!({})).await;
    assert_eq!(r.status, 404);
}

#[tokio::test]
async fn only_an_active_repaying_loan_is_restructured() {
    let app = spawn_app().await;
    let (admin, loan, _) = super::repayments::pending(&app, 1).await;
    let r = app.post(&format!("/api/v1/loans/{loan}/restructures"), Some(&admin), body("reschedule", 6)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("loan_not_active")), "{:?}", r.body);
}

#[tokio::test]
async fn late_fees_stay_on_their_installments_and_stay_payable() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let r = super::repayments::daily_job(&app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let before = installments(&app, &l.admin, &l.loan).await;
    let with_fees: Vec<&Value> = before.iter().filter(|i| i["late_fee_accrued"].as_i64() > Some(0)).collect();
    assert!(!with_fees.is_empty(), "a loan 100 days late owes late fees");
    let fees: i64 = before.iter().map(|i| i["late_fee_open"].as_i64().unwrap()).sum();
    let r = propose(&app, &l, body("reschedule", 12)).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let collector = app.login(COLLECTOR).await.token;
    let r = app.post(&format!("/api/v1/restructures/{}/approve", id(&r.body["data"])), Some(&collector), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["standing"]["dpd"].as_i64(), Some(0));
    let after = installments(&app, &l.admin, &l.loan).await;
    // Each row with a fee stays, nothing left to pay on it but its fee; the new rows follow.
    for (b, a) in with_fees.iter().zip(&after) {
        assert_eq!((a["number"].clone(), a["late_fee_open"].clone()), (b["number"].clone(), b["late_fee_open"].clone()));
        assert_eq!(a["amount_due"].as_i64(), Some(0));
    }
    assert_eq!(after.len(), with_fees.len() + 12);
    assert_eq!(after.iter().map(|i| i["late_fee_open"].as_i64().unwrap()).sum::<i64>(), fees);
    let total: i64 = after.iter().map(|i| i["amount_due"].as_i64().unwrap()).sum();
    let before_total: i64 = before.iter().map(|i| i["amount_due"].as_i64().unwrap()).sum();
    assert_eq!(total, before_total, "a reschedule keeps the amount owed");
    // A payment pays the oldest fee first.
    let r = pay(&app, &l.admin, &l.loan, 1_000, "fee").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let first_fee = with_fees[0]["late_fee_open"].as_i64().unwrap();
    assert_eq!(r.body["data"]["allocations"][0]["late_fee"].as_i64(), Some(first_fee.min(1_000)));
}

#[tokio::test]
async fn a_payment_made_before_an_approved_restructuring_cannot_be_reversed() {
    let app = spawn_app().await;
    let (l, p) = proposed(&app, "reschedule").await;
    let collector = app.login(COLLECTOR).await.token;
    let r = app.post(&format!("/api/v1/restructures/{}/approve", id(&p)), Some(&collector), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let payments = app.get(&l.url("/payments"), Some(&collector)).await.body["data"].clone();
    let before = payments[0]["payment_id"].as_str().unwrap().to_owned();
    let r = app.post(&format!("/api/v1/payments/{before}/reverse"), Some(&collector), json!({"reason": "Salah input"})).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (409, Some("payment_before_restructure")), "{:?}", r.body);
    // A payment after it is reversed as any other.
    let due = installments(&app, &l.admin, &l.loan).await.iter().find(|i| i["status"] != json!("paid")).unwrap()["amount_due"]
        .as_i64()
        .unwrap();
    let r = pay(&app, &collector, &l.loan, due, "after").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let after = r.body["data"]["payment_id"].as_str().unwrap().to_owned();
    let r = app.post(&format!("/api/v1/payments/{after}/reverse"), Some(&l.admin), json!({"reason": "Salah input"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}
