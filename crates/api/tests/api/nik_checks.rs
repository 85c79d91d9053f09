//! The NIK checked as Dukcapil writes it (issue 41 item 8) over HTTP, on SQLite and PostgreSQL:
//! structural errors refused on the documents step in the caller's language, a birth date or
//! gender that differs from the stated one answered as a warning to confirm, the confirmation
//! kept on the application and shown at verification.

use chrono::Datelike;
use domain::{nik::Nik, prospect::Gender};
use serde_json::{Value, json};
use test_support::{
    TestApp,
    applications::{prospect_birth_date, prospect_nik},
    spawn_app,
};

/// The prospect's own birth date written as a NIK of `gender` (and `district`, serial 0001).
fn nik_of(district: &str, birth: chrono::NaiveDate, gender: Gender) -> String {
    Nik::compose(district, birth, gender, 1)
}

#[tokio::test]
async fn a_structurally_wrong_nik_is_refused_in_both_languages() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let loan_id = app.create_prospect(&t, &refs, 1).await;
    let path = format!("/api/v1/loan-applications/{loan_id}/documents");
    let docs = app.documents_body(&t).await;
    let birth = prospect_birth_date();
    let yy = birth.year() % 100;
    let cases = [
        ("317101450890001".to_owned(), "nik_invalid", "ID card number must be 16 digits", "Nomor KTP harus 16 digit"),
        (
            // Province 99 does not exist; nor does district 31.71.99.
            nik_of("999999", birth, Gender::Male),
            "nik_region_unknown",
            "Digits 1–6 of the ID card number name no known district",
            "Digit 1–6 nomor KTP bukan kode kecamatan yang dikenal",
        ),
        (
            nik_of("317199", birth, Gender::Male),
            "nik_region_unknown",
            "Digits 1–6 of the ID card number name no known district",
            "Digit 1–6 nomor KTP bukan kode kecamatan yang dikenal",
        ),
        (
            format!("31710136{:02}{yy:02}0001", birth.month()),
            "nik_birth_date_invalid",
            "Digits 7–12 of the ID card number are no valid birth date",
            "Digit 7–12 nomor KTP bukan tanggal lahir yang valid",
        ),
        (
            format!("3171010113{yy:02}0001"),
            "nik_birth_date_invalid",
            "Digits 7–12 of the ID card number are no valid birth date",
            "Digit 7–12 nomor KTP bukan tanggal lahir yang valid",
        ),
        (
            format!("{}0000", &prospect_nik()[..12]),
            "nik_serial_invalid",
            "The last 4 digits of the ID card number cannot be 0000",
            "4 digit terakhir nomor KTP tidak boleh 0000",
        ),
    ];
    for (nik, code, en, id) in cases {
        let mut body = docs.clone();
        body["ktp_number"] = json!(nik);
        for (lang, message) in [("en", en), ("id", id)] {
            let r = app.send(reqwest::Method::PUT, &path, Some(&t), Some(body.clone()), Some(lang)).await;
            assert_eq!(r.status, 422, "{nik}: {:?}", r.body);
            assert_eq!(r.error_codes("ktp_number"), [code], "{nik}");
            let e = r.body["errors"].as_array().unwrap().iter().find(|e| e["field"] == "ktp_number").unwrap();
            assert_eq!(e["message"], message, "{nik} {lang}");
        }
    }
    let d = app.get(&format!("/api/v1/loan-applications/{loan_id}"), Some(&t)).await;
    assert_eq!(d.body["data"]["steps"]["documents"], false, "nothing stored");
    // The builders' NIK agrees with the prospect: stored at once, nothing to confirm.
    let r = app.put(&path, Some(&t), docs).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert!(r.body["data"]["nik_mismatch"].is_null());
}

#[tokio::test]
async fn a_spouse_nik_is_checked_for_structure_only() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let mut p = TestApp::prospect(&refs, 2);
    p["marital_status"] = json!("married");
    p["spouse_name"] = json!("Dewi Lestari");
    let r = app.post("/api/v1/borrowers", Some(&t), p).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let loan_id = r.body["data"]["loan_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/loan-applications/{loan_id}/documents");
    let mut docs = app.documents_body(&t).await;
    docs["spouse_ktp_photo_file_id"] = json!(app.upload_id(&t, "spouse_ktp_photo").await);
    docs["spouse_ktp_number"] = json!("3171014000900001");
    let r = app.put(&path, Some(&t), docs.clone()).await;
    assert_eq!(r.error_codes("spouse_ktp_number"), ["nik_birth_date_invalid"]);
    // A woman born in 1992: no stated date to compare with, so no warning.
    docs["spouse_ktp_number"] = json!("3171015203920007");
    let r = app.put(&path, Some(&t), docs).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert!(r.body["data"]["nik_mismatch"].is_null());
}

#[tokio::test]
async fn a_mismatch_is_confirmed_kept_and_shown_at_verification() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let loan_id = app.create_prospect(&t, &refs, 3).await;
    let base = format!("/api/v1/loan-applications/{loan_id}");
    app.fill_steps(&t, &loan_id).await;
    let birth = prospect_birth_date();
    // The stated man's birth date written as a woman's, a day later.
    let other = birth.succ_opt().unwrap();
    let mut docs = app.documents_body(&t).await;
    docs["ktp_number"] = json!(nik_of("317101", other, Gender::Female));
    for (lang, message) in [
        ("en", "The ID card number does not match the stated birth date or gender. Check it, then confirm to continue"),
        (
            "id",
            "Nomor KTP tidak sesuai dengan tanggal lahir atau jenis kelamin yang diisi. Periksa, lalu konfirmasi untuk melanjutkan",
        ),
    ] {
        let r = app.send(reqwest::Method::PUT, &format!("{base}/documents"), Some(&t), Some(docs.clone()), Some(lang)).await;
        assert_eq!(r.status, 422, "{:?}", r.body);
        assert_eq!(r.error_codes("ktp_number"), ["nik_mismatch_unconfirmed"]);
        assert_eq!(r.body["errors"][0]["message"], message);
        let m = &r.body["data"]["nik_mismatch"];
        assert_eq!(
            (m["nik_birth_date"].as_str(), m["nik_gender"].as_str()),
            (Some(other.to_string().as_str()), Some("female")),
            "{m}"
        );
        assert_eq!((m["birth_date"].as_str(), m["gender"].as_str()), (Some(birth.to_string().as_str()), Some("male")));
        assert_eq!((m["birth_date_differs"].as_bool(), m["gender_differs"].as_bool()), (Some(true), Some(true)));
    }
    // Unconfirmed, nothing changed: the stored NIK is still the builders'.
    let d = app.get(&base, Some(&t)).await;
    assert_eq!(d.body["data"]["documents"]["ktp_number"], prospect_nik());
    assert!(d.body["data"]["nik_mismatch"].is_null());
    // Confirmed: stored, with what differed, who confirmed and when.
    docs["nik_mismatch_confirmed"] = json!(true);
    let r = app.put(&format!("{base}/documents"), Some(&t), docs).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let m = &r.body["data"]["nik_mismatch"];
    assert_eq!(m["gender_differs"], true);
    assert_eq!(m["nik_birth_date"], other.to_string());
    assert_eq!(m["confirmed_by"]["name"], "Staff Level 3", "{m}");
    assert!(m["confirmed_at"].is_string());
    // Saved and verified with the confirmed mismatch, which verification shows.
    let r = app.post(&format!("{base}/save"), Some(&t), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app.post(&format!("{base}/verify"), Some(&t), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["nik_mismatch"]["gender_differs"], true);
    assert_eq!(app.get(&base, Some(&t)).await.body["data"]["nik_mismatch"]["birth_date_differs"], true);
}

#[tokio::test]
async fn a_later_birth_date_change_asks_for_the_documents_again() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let loan_id = app.create_prospect(&t, &refs, 4).await;
    let base = format!("/api/v1/loan-applications/{loan_id}");
    app.fill_steps(&t, &loan_id).await;
    // The stated birth date changes after the documents step: the NIK no longer agrees, and
    // nobody confirmed that, so the application cannot be saved until the documents are.
    let mut basic: Value = TestApp::prospect(&refs, 4);
    basic["birth_date"] = json!(prospect_birth_date().pred_opt().unwrap().to_string());
    let r = app.put(&format!("{base}/basic-info"), Some(&t), basic).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app.post(&format!("{base}/save"), Some(&t), json!({})).await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    assert_eq!(r.error_codes("documents"), ["steps_incomplete"]);
    let mut docs = app.documents_body(&t).await;
    let r = app.put(&format!("{base}/documents"), Some(&t), docs.clone()).await;
    assert_eq!(r.error_codes("ktp_number"), ["nik_mismatch_unconfirmed"]);
    docs["nik_mismatch_confirmed"] = json!(true);
    let r = app.put(&format!("{base}/documents"), Some(&t), docs).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["nik_mismatch"]["birth_date_differs"], true);
    assert_eq!(r.body["data"]["nik_mismatch"]["gender_differs"], false);
    let r = app.post(&format!("{base}/save"), Some(&t), json!({})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    // A NIK that agrees again clears what was kept.
    let mut docs = app.documents_body(&t).await;
    docs["ktp_number"] = json!(nik_of("317101", prospect_birth_date().pred_opt().unwrap(), Gender::Male));
    let r = app.put(&format!("{base}/documents"), Some(&t), docs).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert!(r.body["data"]["nik_mismatch"].is_null());
}
