//! The application stage as staff use it (issue 8): partner changes that ask for the motorcycle
//! type again, per-field file type messages, unqualified leads counted apart, the list's status
//! filter, home counts by level, batch KYC refusing unqualified leads, and reference names in
//! the caller's language. On SQLite and PostgreSQL.

use reqwest::Method;
use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

async fn staff(app: &TestApp) -> (String, test_support::applications::Refs) {
    let token = app.login("level3@roda.test").await.token;
    let refs = app.refs(&token).await;
    (token, refs)
}

fn actions(v: &Value) -> Vec<String> {
    v["allowed_actions"].as_array().unwrap().iter().map(|a| a.as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn a_partner_change_asks_for_the_motorcycle_type_again_and_verify_waits_for_it() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let loan = app.unverified_application(&t, &refs, 1).await;
    let base = format!("/api/v1/loan-applications/{loan}");
    assert!(actions(&app.get(&base, Some(&t)).await.body["data"]).contains(&"verify".to_owned()));
    let r = app.post(&format!("{base}/partner"), Some(&t), json!({"partner_id": refs.other_partner})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = app.get(&base, Some(&t)).await.body["data"].clone();
    // The old partner's type is no choice of this application any more: shown as not chosen.
    assert_eq!(d["motorcycle_type"], Value::Null);
    assert_eq!(d["basic_info"]["motorcycle_type_id"], Value::Null);
    assert_eq!(d["steps"]["basic-info"], false);
    assert_eq!(d["missing_steps"], json!(["basic-info"]));
    assert!(!actions(&d).contains(&"verify".to_owned()), "Verify is offered only when it would succeed");
    assert_eq!(app.post(&format!("{base}/verify"), Some(&t), json!({})).await.status, 422);
    // The list row says what to fix.
    let list = app.get(&format!("/api/v1/loan-applications?q={loan}"), Some(&t)).await;
    assert_eq!(list.body["data"]["items"][0]["missing_steps"], json!(["basic-info"]));
}

#[tokio::test]
async fn a_file_of_a_type_no_field_takes_is_refused_with_what_the_field_takes() {
    let app = spawn_app().await;
    let (t, _) = staff(&app).await;
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.to_vec();
    let r = app.upload(&t, "selfie", svg.clone(), "face.svg").await;
    assert_eq!((r.status, r.error_codes("file")), (415, vec!["file_images_only".to_owned()]));
    assert_eq!(r.body["errors"][0]["message"], "Only JPG or PNG images are allowed for this field");
    let r = app.upload(&t, "rto_form", svg.clone(), "form.svg").await;
    assert_eq!(r.error_codes("file"), ["file_pdf_only"]);
    let r = app.upload(&t, "domicile_letter", svg.clone(), "letter.svg").await;
    assert_eq!(r.error_codes("file"), ["file_type_invalid"]);
    let r = app.upload_with(&t, "ktp_photo", svg, "ktp.svg", &[("accept-language", "id")]).await;
    assert_eq!(r.body["errors"][0]["message"], "Isian ini hanya menerima gambar JPG atau PNG");
}

#[tokio::test]
async fn unqualified_leads_are_counted_and_filtered_apart_from_drafts() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let a = app.create_prospect(&t, &refs, 10).await;
    let b = app.create_prospect(&t, &refs, 11).await;
    let c = app.unverified_application(&t, &refs, 12).await;
    // c saved from the e-KYC step with its schedule: "KYC Scheduled".
    let r = app.post(&format!("/api/v1/loan-applications/{c}/save"), Some(&t), json!({"from_step": "ekyc-invitation"})).await;
    assert_eq!(r.body["data"]["display_status"], "kyc_scheduled");
    let r = app.post(&format!("/api/v1/loan-applications/{b}/unqualify"), Some(&t), json!({})).await;
    assert_eq!(r.status, 200);
    let s = app.get("/api/v1/loan-applications/summary", Some(&t)).await.body["data"].clone();
    assert_eq!(
        (s["total"].as_u64(), s["draft"].as_u64(), s["unqualified"].as_u64(), s["unverified"].as_u64()),
        (Some(3), Some(1), Some(1), Some(1))
    );
    let ids = |status: &'static str| {
        let (app, t) = (&app, t.clone());
        async move {
            let r = app.get(&format!("/api/v1/loan-applications?status={status}"), Some(&t)).await;
            assert_eq!(r.status, 200, "{status}: {:?}", r.body);
            assert_eq!(r.body["data"]["total"].as_u64().unwrap() as usize, r.body["data"]["items"].as_array().unwrap().len());
            r.body["data"]["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["loan_id"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(ids("draft").await, vec![a.clone()]);
    assert_eq!(ids("unqualified").await, vec![b.clone()]);
    assert_eq!(ids("kyc_scheduled").await, vec![c.clone()]);
    assert_eq!(ids("unverified").await, vec![c.clone()]);
    // The home's lead count is the list's "draft" count.
    let home = app.get("/api/v1/home/summary", Some(&t)).await;
    assert_eq!(home.body["data"]["stages"][0], json!({"stage": "lead", "count": 1}));
    // Batch KYC refuses an unqualified lead, whole batch, with a clear 409.
    let at = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
    let body = json!({"schedules": [{"loan_id": a, "scheduled_at": at, "method": "video_call"}, {"loan_id": b, "scheduled_at": at, "method": "video_call"}]});
    let r = app.post("/api/v1/loan-applications/kyc-schedules", Some(&t), body).await;
    assert_eq!((r.status, r.msg()), (409, "An unqualified lead cannot be scheduled for KYC: qualify it first"));
    let d = app.get(&format!("/api/v1/loan-applications/{a}"), Some(&t)).await;
    assert!(d.body["data"]["ekyc_invitation"].is_null(), "nothing half-stored");
    let row_b = app.get(&format!("/api/v1/loan-applications/{b}"), Some(&t)).await;
    assert!(!actions(&row_b.body["data"]).contains(&"schedule_kyc".to_owned()));
    // The schedule shows in the list afterwards.
    let body = json!({"schedules": [{"loan_id": a, "scheduled_at": at, "method": "video_call"}]});
    assert_eq!(app.post("/api/v1/loan-applications/kyc-schedules", Some(&t), body).await.status, 200);
    let r = app.get(&format!("/api/v1/loan-applications?q={a}"), Some(&t)).await;
    assert!(r.body["data"]["items"][0]["kyc_scheduled_at"].is_string());
}

#[tokio::test]
async fn home_shows_only_the_stages_a_level_may_open() {
    let app = spawn_app().await;
    let stages = |level: i32| {
        let app = &app;
        async move {
            let t = app.login(&TestApp::demo_email(level)).await.token;
            let r = app.get("/api/v1/home/summary", Some(&t)).await;
            assert_eq!(r.status, 200);
            r.body["data"]["stages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["stage"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert!(stages(1).await.is_empty(), "level 1 has no borrower area");
    assert_eq!(stages(7).await, ["active"]);
    assert_eq!(stages(3).await, ["lead", "application", "approval", "kyc", "contract", "active"]);
}

#[tokio::test]
async fn reference_names_follow_the_callers_language() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let name_of = |lang: &'static str| {
        let (app, t) = (&app, t.clone());
        async move {
            let r = app.send(Method::GET, "/api/v1/programs", Some(&t), None, Some(lang)).await;
            r.body["data"].as_array().unwrap().iter().find(|p| p["code"] == "RTO-DAILY-540").unwrap()["name"].clone()
        }
    };
    assert_eq!(name_of("en").await, "Rent-to-own daily 540 days");
    assert_eq!(name_of("id").await, "Sewa-beli harian 540 hari");
    let loan = app.create_prospect(&t, &refs, 30).await;
    let row = app.send(Method::GET, &format!("/api/v1/loan-applications?q={loan}"), Some(&t), None, Some("id")).await;
    let program = row.body["data"]["items"][0]["program"]["name"].as_str().unwrap().to_owned();
    assert!(
        ["Sewa-beli harian 540 hari", "Sewa-beli mingguan 2 tahun", "Pinjaman bulanan 24 bulan"].contains(&program.as_str()),
        "{program}"
    );
}
