//! `allowed_actions` (issue 7): every application row and detail says what the caller may do
//! now, from the pipeline's one table — the web app shows buttons from it.

use serde_json::{Value, json};
use test_support::{TestApp, spawn_app};

fn actions(v: &Value) -> Vec<&str> {
    v["allowed_actions"].as_array().expect("allowed_actions").iter().map(|a| a.as_str().unwrap()).collect()
}

#[tokio::test]
async fn rows_and_details_carry_the_actions_their_state_and_the_callers_level_allow() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let refs = app.refs(&admin).await;
    let loan = app.create_prospect(&admin, &refs, 1).await;
    let row = app.get("/api/v1/loan-applications", Some(&admin)).await.body["data"]["items"][0].clone();
    assert_eq!(actions(&row), ["edit", "save", "delete", "assign_pic", "assign_partner", "qualify", "unqualify", "schedule_kyc"]);
    // Level 7 reads the borrower detail but takes no application action.
    let assets = app.login(&TestApp::demo_email(7)).await.token;
    let detail = app.get(&format!("/api/v1/loan-applications/{loan}"), Some(&assets)).await;
    assert_eq!(detail.status, 200);
    assert!(actions(&detail.body["data"]).is_empty());
    // A qualified lead offers unqualify only.
    let r = app.post(&format!("/api/v1/loan-applications/{loan}/qualify"), Some(&admin), json!({})).await;
    assert!(actions(&r.body["data"]).contains(&"unqualify") && !actions(&r.body["data"]).contains(&"qualify"));
    // Complete and saved: verify appears; verified: delete, PIC and allocation to a lender.
    app.fill_steps(&admin, &loan).await;
    let saved = app.post(&format!("/api/v1/loan-applications/{loan}/save"), Some(&admin), json!({})).await;
    assert_eq!(saved.status, 200, "{:?}", saved.body);
    assert!(actions(&saved.body["data"]).contains(&"verify"));
    let verified = app.post(&format!("/api/v1/loan-applications/{loan}/verify"), Some(&admin), json!({})).await;
    assert_eq!(actions(&verified.body["data"]), ["delete", "assign_pic", "allocate"]);
    // And the server refuses what it does not offer.
    assert_eq!(app.post(&format!("/api/v1/loan-applications/{loan}/save"), Some(&admin), json!({})).await.status, 409);
}
