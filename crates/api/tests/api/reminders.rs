//! Reminders that reach the borrower (issue 43 item 4), on SQLite and PostgreSQL: the rules and
//! templates (validation by field, the back office's writes refused to a funder's staff), the
//! daily job queueing a reminder once whatever the reruns and none for a loan on hold, quiet
//! hours, the sender against fake WhatsApp and SMS providers (sent, queued again after a 5xx,
//! failed at once on a 4xx), the outbox without configuration, WhatsApp's signed delivery
//! callback, and the message list in the caller's scope. The jobs are called with a fixed `now`.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};
use reqwest::Method;
use serde_json::{Value, json};
use test_support::{Options, TestApp, spawn_app, spawn_app_with};
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{body_partial_json, header, method, path},
};

use super::repayments::{LENDER_STAFF, LateLoan, OTHER_LENDER_STAFF, daily_job, detail, installments, late_loan, today};

const APP_SECRET: &str = "wa-app-secret";
const CALLBACK: &str = "/api/v1/messages/callbacks/whatsapp";

/// `h:m` WIB on `d`, as UTC.
fn wib(d: NaiveDate, h: u32, m: u32) -> DateTime<Utc> {
    let t = NaiveTime::from_hms_opt(h, m, 0).unwrap();
    domain::calendar::zoned(d.and_time(t)).unwrap().to_utc()
}

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

async fn put_rules(app: &TestApp, token: &str, rules: Value) -> test_support::Reply {
    app.put("/api/v1/reminder-rules", Some(token), json!({ "rules": rules })).await
}

/// Rules of one offset on these channels, with the overdue template.
async fn only_rules(app: &TestApp, token: &str, offset: i64, channels: &[&str]) {
    let rules: Vec<Value> =
        channels.iter().map(|c| json!({"offset_days": offset, "channel": c, "template_code": "reminder_overdue"})).collect();
    let r = put_rules(app, token, json!(rules)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}

/// The loan's messages as `token` sees them, newest first.
async fn messages_of(app: &TestApp, token: &str, loan: &str) -> Vec<Value> {
    let r = app.get(&format!("/api/v1/messages?loan_id={loan}&limit=100"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["data"]["items"].as_array().unwrap().clone()
}

async fn queue(app: &TestApp, date: NaiveDate, now: DateTime<Utc>) -> api::jobs::messages::QueueOutcome {
    api::jobs::messages::queue_reminders(&app.state.db, &app.state.config, date, now).await.unwrap()
}

async fn send(app: &TestApp, now: DateTime<Utc>) -> api::jobs::messages::SendReport {
    api::jobs::messages::send_due(&app.state.db, &app.state.messengers, now).await.unwrap()
}

/// The unpaid installments of the loan: (number, due date).
async fn unpaid(app: &TestApp, l: &LateLoan) -> Vec<(i64, NaiveDate)> {
    installments(app, &l.admin, &l.loan)
        .await
        .iter()
        .filter(|i| i["amount_paid"].as_i64() < i["amount_due"].as_i64())
        .map(|i| (i["number"].as_i64().unwrap(), date(&i["due_date"])))
        .collect()
}

/// The latest unpaid installment due before today (within 60 days): its number and how many
/// days ago it fell due, the offset of a rule that reminds of it today.
async fn recently_overdue(app: &TestApp, l: &LateLoan) -> (i64, i64) {
    let (n, due) = unpaid(app, l)
        .await
        .into_iter()
        .rev()
        .find(|(_, d)| *d < today() && (today() - *d).num_days() <= 60)
        .expect("an installment overdue within 60 days");
    (n, (today() - due).num_days())
}

#[tokio::test]
async fn reminder_rules_are_read_with_the_late_list_and_replaced_by_the_back_office_only() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let r = app.get("/api/v1/reminder-rules", Some(&admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let defaults = r.body["data"].as_array().unwrap().clone();
    let shape: Vec<(i64, &str, &str, bool)> = defaults
        .iter()
        .map(|r| {
            (
                r["offset_days"].as_i64().unwrap(),
                r["channel"].as_str().unwrap(),
                r["template_code"].as_str().unwrap(),
                r["active"] == true,
            )
        })
        .collect();
    assert_eq!(
        shape,
        [
            (-3, "whatsapp", "reminder_before_due", true),
            (0, "whatsapp", "reminder_due_today", true),
            (1, "sms", "reminder_overdue", true),
            (7, "whatsapp", "reminder_overdue", true),
        ]
    );
    // A funder's staff read them but change nothing; a stranger is refused.
    let funder = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get("/api/v1/reminder-rules", Some(&funder)).await.status, 200);
    let r = put_rules(&app, &funder, json!([])).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("reminders_back_office_only")), "{:?}", r.body);
    assert_eq!(app.get("/api/v1/reminder-rules", None).await.status, 401);
    assert_eq!(app.put("/api/v1/reminder-rules", None, json!({"rules": []})).await.status, 401);

    // Each broken rule is named by its place and field.
    let rule = |o: Value, c: &str, t: &str| json!({"offset_days": o, "channel": c, "template_code": t});
    let too_many: Vec<Value> = (0..21).map(|i| rule(json!(i), "sms", "reminder_overdue")).collect();
    for (body, field, code) in [
        (json!([rule(json!(61), "whatsapp", "reminder_overdue")]), "rules.0.offset_days", "offset_days_invalid"),
        (json!([rule(json!(-31), "whatsapp", "reminder_overdue")]), "rules.0.offset_days", "offset_days_invalid"),
        (json!([rule(json!(1), "fax", "reminder_overdue")]), "rules.0.channel", "reminder_channel_invalid"),
        (json!([rule(json!(1), "sms", "no_such_template")]), "rules.0.template_code", "template_code_invalid"),
        (
            json!([rule(json!(1), "sms", "reminder_overdue"), rule(json!(1), "sms", "reminder_due_today")]),
            "rules.1.offset_days",
            "reminder_rule_duplicate",
        ),
        (json!(too_many), "rules", "reminder_rules_too_many"),
    ] {
        let r = put_rules(&app, &admin, body.clone()).await;
        assert_eq!(r.status, 422, "{body}: {:?}", r.body);
        assert_eq!(r.error_codes(field), [code], "{body}: {:?}", r.body);
    }
    let r = app.put("/api/v1/reminder-rules", Some(&admin), json!({})).await;
    assert_eq!(r.error_codes("rules"), ["value_required"], "{:?}", r.body);
    let r =
        put_rules(&app, &admin, json!([{"offset_days": "soon", "channel": "sms", "template_code": "reminder_overdue"}])).await;
    assert_eq!((r.status, r.body["errors"][0]["field"].as_str()), (422, Some("rules.0.offset_days")), "{:?}", r.body);
    assert_eq!(app.get("/api/v1/reminder-rules", Some(&admin)).await.body["data"], json!(defaults), "nothing saved");

    // Replaced: the rule of the same offset and channel keeps its id.
    let r = put_rules(
        &app,
        &admin,
        json!([
            rule(json!(-3), "whatsapp", "reminder_due_today"),
            {"offset_days": 2, "channel": "email", "template_code": "reminder_overdue", "active": false},
        ]),
    )
    .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["msg"], "Reminder rules saved");
    let saved = r.body["data"].as_array().unwrap().clone();
    assert_eq!(saved.len(), 2);
    assert_eq!(saved[0]["rule_id"], defaults[0]["rule_id"]);
    assert_eq!(saved[0]["template_code"], "reminder_due_today");
    assert_eq!((saved[1]["channel"].as_str(), saved[1]["active"].as_bool()), (Some("email"), Some(false)));
    assert_eq!(app.get("/api/v1/reminder-rules", Some(&admin)).await.body["data"], json!(saved));
    // A rule left out and added again is the same rule.
    let r = put_rules(&app, &admin, json!([rule(json!(7), "whatsapp", "reminder_overdue")])).await;
    assert_eq!(r.body["data"][0]["rule_id"], defaults[3]["rule_id"], "{:?}", r.body);
}

#[tokio::test]
async fn templates_take_only_the_known_placeholders() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let r = app.get("/api/v1/message-templates", Some(&admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let codes: Vec<&str> = r.body["data"].as_array().unwrap().iter().map(|t| t["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["reminder_before_due", "reminder_due_today", "reminder_overdue"]);
    let url = "/api/v1/message-templates/reminder_overdue";
    let t = app.get(url, Some(&admin)).await.body["data"].clone();
    for placeholder in ["{name}", "{loan_id}", "{amount_due}", "{due_date}", "{virtual_account}"] {
        assert!(
            t["body_id"].as_str().unwrap().contains(placeholder) && t["body_en"].as_str().unwrap().contains(placeholder),
            "{t}"
        );
    }
    assert_eq!(app.get("/api/v1/message-templates/no_such_template", Some(&admin)).await.status, 404);

    let good = "Halo {name}, bayar {amount_due} untuk {loan_id} sebelum {due_date} ke {virtual_account}.";
    for (body, field, code) in [
        (json!({"body_id": "Halo {foo}", "body_en": "Hi {name}"}), "body_id", "template_placeholder_unknown"),
        (json!({"body_id": good, "body_en": "Hi {name"}), "body_en", "template_brace_unbalanced"),
        (json!({"body_id": good, "body_en": "Hi name}"}), "body_en", "template_brace_unbalanced"),
        (json!({"body_id": "  ", "body_en": "Hi"}), "body_id", "template_body_required"),
        (json!({"body_en": "Hi"}), "body_id", "template_body_required"),
    ] {
        let r = app.put(url, Some(&admin), body.clone()).await;
        assert_eq!(r.status, 422, "{body}: {:?}", r.body);
        assert_eq!(r.error_codes(field), [code], "{body}: {:?}", r.body);
    }
    let r = app.put("/api/v1/message-templates/Bad-Code", Some(&admin), json!({"body_id": good, "body_en": good})).await;
    assert_eq!(r.error_codes("code"), ["template_code_invalid"], "{:?}", r.body);

    let r = app
        .put(url, Some(&admin), json!({"body_id": good, "body_en": "Hi {name}, pay {amount_due}.", "version": t["version"]}))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["msg"], "Message template saved");
    assert_eq!(
        (r.body["data"]["body_id"].as_str(), r.body["data"]["version"].as_i64()),
        (Some(good), Some(t["version"].as_i64().unwrap() + 1))
    );
    let r = app.put(url, Some(&admin), json!({"body_id": good, "body_en": good, "version": t["version"]})).await;
    assert_eq!(r.status, 409, "a stale version: {:?}", r.body);
    // A new code is a new template, usable by a rule.
    let r = app.put("/api/v1/message-templates/reminder_gentle", Some(&admin), json!({"body_id": good, "body_en": good})).await;
    assert_eq!((r.status, r.body["data"]["version"].as_i64()), (200, Some(1)), "{:?}", r.body);
    let r = put_rules(&app, &admin, json!([{"offset_days": -1, "channel": "sms", "template_code": "reminder_gentle"}])).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    // A funder's staff read templates but write none.
    let funder = app.login(LENDER_STAFF).await.token;
    assert_eq!(app.get(url, Some(&funder)).await.status, 200);
    assert_eq!(app.put(url, Some(&funder), json!({"body_id": good, "body_en": good})).await.status, 403);
    assert_eq!(app.get(url, None).await.status, 401);
}

#[tokio::test]
async fn the_daily_job_queues_a_reminder_once_whatever_the_reruns() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let (number, offset) = recently_overdue(&app, &l).await;
    only_rules(&app, &l.admin, offset, &["whatsapp"]).await;

    let r = daily_job(&app, &l.admin, today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let list = messages_of(&app, &l.admin, &l.loan).await;
    assert_eq!(list.len(), 1, "{list:?}");
    let m = &list[0];
    assert_eq!((m["installment_number"].as_i64(), m["offset_days"].as_i64()), (Some(number), Some(offset)));
    assert_eq!(
        (m["channel"].as_str(), m["status"].as_str(), m["attempts"].as_i64()),
        (Some("whatsapp"), Some("queued"), Some(0))
    );
    assert!(m["recipient"].as_str().unwrap().starts_with("+62"), "{m}");
    // Rendered in Indonesian from the template: the loan, rupiah and the due date.
    let body = m["body"].as_str().unwrap();
    let due = today() - Duration::days(offset);
    assert!(body.contains(&l.loan) && body.contains("Rp ") && body.contains(&due.format("%d/%m/%Y").to_string()), "{body}");
    assert!(body.contains("BNI 88089"), "the virtual account: {body}");
    assert!(!body.contains('{'), "{body}");

    // A rerun of the job, and of the step itself, queue nothing twice.
    assert_eq!(daily_job(&app, &l.admin, today()).await.status, 200);
    let again = queue(&app, today(), wib(today(), 10, 0)).await;
    assert_eq!(again.queued, 0, "{again:?}");
    assert_eq!(messages_of(&app, &l.admin, &l.loan).await.len(), 1);
}

#[tokio::test]
async fn a_loan_on_hold_gets_no_reminder() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let (_, offset) = recently_overdue(&app, &l).await;
    only_rules(&app, &l.admin, offset, &["whatsapp"]).await;
    // Queued before the hold: the sender gives it up, unsent.
    let now = wib(today(), 10, 0);
    assert_eq!(queue(&app, today(), now).await.queued, 1);
    let hold = json!({"reason_code": "illness", "start_date": today().to_string(), "end_date": (today() + Duration::days(3)).to_string()});
    let r = app.post(&l.url("/hold-billing"), Some(&l.admin), hold).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(detail(&app, &l.admin, &l.loan).await["active_status"], "on_hold");
    let report = send(&app, now).await;
    assert_eq!((report.sent, report.failed), (0, 1), "{report:?}");
    let m = messages_of(&app, &l.admin, &l.loan).await[0].clone();
    assert_eq!(
        (m["status"].as_str(), m["error"].as_str(), m["attempts"].as_i64()),
        (Some("failed"), Some("loan_on_hold"), Some(0))
    );
    // On hold, nothing more is queued, for any rule.
    let (_, offset) = recently_overdue(&app, &l).await;
    only_rules(&app, &l.admin, offset, &["sms", "email"]).await;
    assert_eq!(queue(&app, today(), now).await.queued, 0);
    assert_eq!(messages_of(&app, &l.admin, &l.loan).await.len(), 1);
}

#[tokio::test]
async fn quiet_hours_move_a_reminder_queued_at_night_to_eight_and_the_outbox_takes_it_without_a_provider() {
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let (_, offset) = recently_overdue(&app, &l).await;
    only_rules(&app, &l.admin, offset, &["whatsapp"]).await;
    // Queued at 21:00 WIB: to be sent at 08:00 WIB the next morning.
    assert_eq!(queue(&app, today(), wib(today(), 21, 0)).await.queued, 1);
    let m = messages_of(&app, &l.admin, &l.loan).await[0].clone();
    let morning = wib(today() + Duration::days(1), 8, 0);
    assert_eq!(m["send_after"].as_str().unwrap().parse::<DateTime<Utc>>().unwrap(), morning, "{m}");
    // Nothing goes out at 07:59; at 08:00 it does, to the outbox (no WhatsApp configured).
    assert_eq!(send(&app, morning - Duration::minutes(1)).await.claimed, 0);
    let report = send(&app, morning).await;
    assert_eq!((report.claimed, report.sent), (1, 1), "{report:?}");
    let m = messages_of(&app, &l.admin, &l.loan).await[0].clone();
    assert_eq!((m["status"].as_str(), m["attempts"].as_i64()), (Some("sent"), Some(1)), "{m}");
    let id = m["message_id"].as_str().unwrap();
    let file = app.data_dir.path().join("outbox").join(format!("whatsapp-{id}.txt"));
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    assert!(text.contains(m["recipient"].as_str().unwrap()) && text.contains(m["body"].as_str().unwrap()), "{text}");
    // Sent once: another run has nothing to do.
    assert_eq!(send(&app, morning + Duration::hours(1)).await.claimed, 0);
}

/// WhatsApp's signature of `body` as sent (`X-Hub-Signature-256`).
fn signature(body: &Value) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(APP_SECRET.as_bytes()).unwrap();
    mac.update(&serde_json::to_vec(body).unwrap());
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

fn delivery_report(id: &str, status: &str) -> Value {
    json!({
        "object": "whatsapp_business_account",
        "entry": [{"id": "1", "changes": [{"field": "messages", "value": {
            "messaging_product": "whatsapp",
            "statuses": [{"id": id, "status": status, "timestamp": "1767225600", "recipient_id": "628123"}],
        }}]}],
    })
}

#[tokio::test]
async fn the_sender_records_what_the_providers_answer_and_whatsapp_reports_delivery() {
    let fake = MockServer::start().await;
    let uri = fake.uri();
    let app = spawn_app_with(Options {
        configure: Box::new(move |c| {
            c.whatsapp_url = Some(uri.clone());
            c.whatsapp_token = Some("wa-token".into());
            c.whatsapp_phone_number_id = Some("1234567890".into());
            c.whatsapp_app_secret = Some(APP_SECRET.into());
            c.sms_url = Some(format!("{uri}/sms"));
            c.sms_token = Some("sms-token".into());
        }),
        ..Options::default()
    })
    .await;
    let l = late_loan(&app).await;
    let open = unpaid(&app, &l).await;
    assert!(open.len() >= 3, "{open:?}");
    only_rules(&app, &l.admin, 0, &["whatsapp", "sms"]).await;
    let now = wib(today(), 10, 0);
    let of = |list: &[Value], number: i64, channel: &str| {
        list.iter().find(|m| m["installment_number"] == number && m["channel"] == channel).cloned().unwrap()
    };

    // 200 from both: sent, with the providers' ids.
    Mock::given(method("POST"))
        .and(path("/1234567890/messages"))
        .and(header("authorization", "Bearer wa-token"))
        .and(body_partial_json(json!({"messaging_product": "whatsapp", "type": "text"})))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"messaging_product": "whatsapp", "messages": [{"id": "wamid.OK1"}]})),
        )
        .expect(1)
        .mount(&fake)
        .await;
    Mock::given(method("POST"))
        .and(path("/sms"))
        .and(header("authorization", "Bearer sms-token"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "sms-77"})))
        .expect(1)
        .mount(&fake)
        .await;
    let (first, due) = open[0];
    assert_eq!(queue(&app, due, now).await.queued, 2);
    let report = send(&app, now).await;
    assert_eq!((report.sent, report.retried, report.failed), (2, 0, 0), "{report:?}");
    let list = messages_of(&app, &l.admin, &l.loan).await;
    let wa = of(&list, first, "whatsapp");
    assert_eq!((wa["status"].as_str(), wa["provider_message_id"].as_str()), (Some("sent"), Some("wamid.OK1")), "{wa}");
    let sms = of(&list, first, "sms");
    assert_eq!((sms["status"].as_str(), sms["provider_message_id"].as_str()), (Some("sent"), Some("sms-77")), "{sms}");
    let sent: Vec<Value> =
        fake.received_requests().await.unwrap().iter().map(|r| serde_json::from_slice(&r.body).unwrap()).collect();
    assert!(
        sent.iter().any(|b| b["to"].as_str().is_some_and(|t| t.starts_with("62")) && b["text"]["body"] == wa["body"]),
        "{sent:?}"
    );
    assert!(sent.iter().any(|b| b["to"] == sms["recipient"] && b["message"] == sms["body"]), "{sent:?}");
    fake.verify().await;

    // 500 after the retries: still queued, a minute later, one attempt made.
    fake.reset().await;
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(500).set_body_string("upstream down")).mount(&fake).await;
    let (second, due) = open[1];
    assert_eq!(queue(&app, due, now).await.queued, 2);
    let report = send(&app, now).await;
    assert_eq!((report.sent, report.retried), (0, 2), "{report:?}");
    let wa = of(&messages_of(&app, &l.admin, &l.loan).await, second, "whatsapp");
    assert_eq!((wa["status"].as_str(), wa["attempts"].as_i64()), (Some("queued"), Some(1)), "{wa}");
    assert_eq!(wa["send_after"].as_str().unwrap().parse::<DateTime<Utc>>().unwrap(), now + Duration::minutes(1));
    assert!(wa["error"].as_str().unwrap().contains("500"), "{wa}");
    assert_eq!(send(&app, now + Duration::seconds(30)).await.claimed, 0, "not before its time");

    // 400: failed at once with WhatsApp's error; the ones queued after the 5xx fail on their
    // second attempt.
    fake.reset().await;
    let refusal = json!({"error": {"message": "(#131030) Recipient phone number not in allowed list", "type": "OAuthException", "code": 131030}});
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(400).set_body_json(refusal)).mount(&fake).await;
    let (third, due) = open[2];
    only_rules(&app, &l.admin, 0, &["whatsapp"]).await;
    assert_eq!(queue(&app, due, now).await.queued, 1);
    let report = send(&app, now).await;
    assert_eq!((report.claimed, report.failed), (1, 1), "{report:?}");
    let wa = of(&messages_of(&app, &l.admin, &l.loan).await, third, "whatsapp");
    assert_eq!((wa["status"].as_str(), wa["attempts"].as_i64()), (Some("failed"), Some(1)), "{wa}");
    assert!(wa["error"].as_str().unwrap().contains("131030"), "{wa}");
    let report = send(&app, now + Duration::minutes(2)).await;
    assert_eq!((report.claimed, report.failed), (2, 2), "{report:?}");
    let wa = of(&messages_of(&app, &l.admin, &l.loan).await, second, "whatsapp");
    assert_eq!((wa["status"].as_str(), wa["attempts"].as_i64()), (Some("failed"), Some(2)), "{wa}");

    // The delivery report, signed: delivered. Unsigned or forged: 401, nothing changes.
    let report = delivery_report("wamid.OK1", "delivered");
    let bad = app.send_with(Method::POST, CALLBACK, None, Some(report.clone()), &[("x-hub-signature-256", "sha256=00ff")]).await;
    let refused = domain::i18n::text("message_signature_invalid", domain::Lang::En);
    assert_eq!((bad.status, bad.msg()), (401, refused), "{:?}", bad.body);
    assert_eq!(app.post(CALLBACK, None, report.clone()).await.status, 401);
    let forged = delivery_report("wamid.OK1", "failed");
    let r =
        app.send_with(Method::POST, CALLBACK, None, Some(forged), &[("x-hub-signature-256", signature(&report).as_str())]).await;
    assert_eq!(r.status, 401, "a signature of another body: {:?}", r.body);
    assert_eq!(of(&messages_of(&app, &l.admin, &l.loan).await, first, "whatsapp")["status"], "sent");
    let r = app
        .send_with(Method::POST, CALLBACK, None, Some(report.clone()), &[("x-hub-signature-256", signature(&report).as_str())])
        .await;
    assert_eq!((r.status, r.body["data"]["updated"].as_u64()), (200, Some(1)), "{:?}", r.body);
    let wa = of(&messages_of(&app, &l.admin, &l.loan).await, first, "whatsapp");
    assert_eq!(wa["status"], "delivered", "{wa}");
    assert!(wa["delivered_at"].is_string(), "{wa}");
    // Told again: nothing more changes.
    let r = app
        .send_with(Method::POST, CALLBACK, None, Some(report.clone()), &[("x-hub-signature-256", signature(&report).as_str())])
        .await;
    assert_eq!(r.body["data"]["updated"], 0, "{:?}", r.body);

    // The reminders sent are in the loan's collection history.
    let r = app.get(&l.url("/collection-history"), Some(&l.admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let reminders: Vec<&Value> = r.body["data"].as_array().unwrap().iter().filter(|e| e["kind"] == "reminder").collect();
    assert_eq!(reminders.len(), 2, "{reminders:?}");
    assert!(reminders.iter().any(|e| e["channel"] == "whatsapp" && e["message_status"] == "delivered"), "{reminders:?}");

    // The list filters, in the caller's scope: the loan's lender sees its messages, another
    // funder's staff none of them.
    let own = app.login(LENDER_STAFF).await.token;
    assert_eq!(messages_of(&app, &own, &l.loan).await.len(), 5);
    let other = app.login(OTHER_LENDER_STAFF).await.token;
    assert!(messages_of(&app, &other, &l.loan).await.is_empty());
    let r = app.get("/api/v1/messages", Some(&other)).await;
    assert_eq!(r.body["data"]["total"], 0, "{:?}", r.body);
    let r = app.get(&format!("/api/v1/messages?loan_id={}&status=failed&channel=whatsapp", l.loan), Some(&l.admin)).await;
    assert_eq!(r.body["data"]["total"], 2, "{:?}", r.body);
    let r = app.get("/api/v1/messages?status=delivered", Some(&l.admin)).await;
    assert_eq!(r.body["data"]["items"][0]["message_id"], wa["message_id"], "{:?}", r.body);
    assert_eq!(app.get("/api/v1/messages?status=lost", Some(&l.admin)).await.status, 400);
    assert_eq!(app.get("/api/v1/messages", None).await.status, 401);
}

/// The default Indonesian templates say "rekening virtual", not the English "virtual account"
/// (issue 45 item 9, migration m0051).
#[tokio::test]
async fn the_indonesian_templates_are_in_indonesian() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let r = app.get("/api/v1/message-templates", Some(&admin)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    for t in r.body["data"].as_array().unwrap() {
        let body = t["body_id"].as_str().unwrap();
        assert!(body.contains("rekening virtual {virtual_account}") && !body.contains("virtual account"), "{body}");
    }
}

/// More due messages than a claim takes, all due at one moment as a day's reminders are (issue
/// 46: the claim at a real book's size): a claim answers the earliest by send time then id, in
/// that order, and two senders running at once take each of the rest once.
#[tokio::test]
async fn a_claim_takes_the_earliest_due_in_order_and_two_senders_take_each_message_once() {
    use storage::repo::reminders::{self as repo, NewMessage};
    let app = spawn_app().await;
    let l = late_loan(&app).await;
    let (_, offset) = recently_overdue(&app, &l).await;
    only_rules(&app, &l.admin, offset, &["whatsapp"]).await;
    let db = &app.state.db;
    let (rule, _) = repo::active_rules(db).await.unwrap().remove(0);
    let loan_id = {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        use storage::entity::loan;
        loan::Entity::find().filter(loan::Column::LoanCode.eq(&l.loan)).one(db).await.unwrap().unwrap().id
    };
    let morning = wib(today(), 8, 0);
    // 130 messages (installment numbers past the schedule's: each is given up as paid, unsent),
    // 100 due at 08:00 and 30 a minute earlier.
    let rows = (0..130)
        .map(|i| NewMessage {
            rule_id: rule.id,
            offset_days: i32::try_from(offset).unwrap(),
            loan_id,
            installment_number: 1_000 + i,
            lender_id: None,
            funding_source_id: None,
            channel: domain::reminders::MessageChannel::Whatsapp,
            lang: "id",
            recipient: "+6281200000000".to_owned(),
            body: format!("reminder {i}"),
            send_at: if i % 4 == 1 && i < 120 { morning - Duration::minutes(1) } else { morning },
            time_zone: "Asia/Jakarta".to_owned(),
        })
        .collect();
    assert_eq!(repo::queue(db, rows, morning - Duration::hours(1)).await.unwrap(), 130);

    let first = repo::claim(db, uuid::Uuid::now_v7(), morning, morning + Duration::minutes(10), 50).await.unwrap();
    let keys: Vec<_> = first.iter().map(|m| (m.next_attempt_at, m.id)).collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!((keys.len(), &keys), (50, &sorted));
    // The 30 earlier ones first, then the first 20 of 08:00 by id.
    assert_eq!(first.iter().filter(|m| m.next_attempt_at < morning).count(), 30);
    let at_eight: Vec<_> = first.iter().filter(|m| m.next_attempt_at == morning).map(|m| m.id).collect();
    let open = repo::claim(db, uuid::Uuid::now_v7(), morning, morning + Duration::minutes(10), 1).await.unwrap();
    assert!(at_eight.iter().all(|id| *id < open[0].id), "a claim skipped an earlier message");

    // The other 79 by two senders at once (the first claims are leased for ten minutes).
    let (a, b) = tokio::join!(send(&app, morning), send(&app, morning));
    assert_eq!(a.claimed + b.claimed, 79, "{a:?} {b:?}");
    assert_eq!(send(&app, morning).await.claimed, 0);
}
