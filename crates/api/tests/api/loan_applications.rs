//! Loan applications end to end over HTTP (spec §2–5, DESIGN §3, §5), on SQLite and PostgreSQL.

use chrono::Months;
use serde_json::{Value, json};
use test_support::{TestApp, applications::today, fixtures, spawn_app};

async fn staff(app: &TestApp) -> (String, test_support::applications::Refs) {
    let token = app.login("level3@roda.test").await.token;
    let refs = app.refs(&token).await;
    (token, refs)
}

fn codes(r: &test_support::Reply, field: &str) -> Vec<String> {
    r.error_codes(field)
}

/// `POST /api/v1/borrowers` as `token`, in `lang`.
async fn post_prospect(app: &TestApp, token: &str, body: Value, lang: &str) -> test_support::Reply {
    app.send(reqwest::Method::POST, "/api/v1/borrowers", Some(token), Some(body), Some(lang)).await
}

/// Prospect `n` with a full name of `len` characters.
fn named(refs: &test_support::applications::Refs, n: u32, len: usize) -> Value {
    let mut b = TestApp::prospect(refs, n);
    b["full_name"] = json!("A".repeat(len));
    b
}

/// The birth date of someone whose 17th birthday is today.
fn seventeen_today() -> chrono::NaiveDate {
    today().checked_sub_months(Months::new(17 * 12)).unwrap()
}

/// Prospect `n` born on `birth`.
fn born(refs: &test_support::applications::Refs, n: u32, birth: chrono::NaiveDate) -> Value {
    let mut b = TestApp::prospect(refs, n);
    b["birth_date"] = json!(birth.to_string());
    b
}

/// Prospect 5 with prospect 1's e-mail in another case and phone in another format.
fn with_prospect_1s_contacts(refs: &test_support::applications::Refs) -> Value {
    let mut b = TestApp::prospect(refs, 5);
    b["email"] = json!("BUDI1@Example.co.id");
    b["phone"] = json!("+62 812-1000-0001");
    b
}

/// Prospect 6 married without a spouse, with a wrong e-mail, a landline, a weak password and a
/// motorcycle type of another partner.
fn wrong_in_every_way(refs: &test_support::applications::Refs) -> Value {
    let mut b = TestApp::prospect(refs, 6);
    b["marital_status"] = json!("married");
    b["email"] = json!("budi6@example");
    b["phone"] = json!("021 555 1234");
    b["password"] = json!("lemah");
    b["partner_id"] = json!(refs.other_partner);
    b
}

#[tokio::test]
async fn a_full_name_of_180_characters_passes_and_181_is_refused_in_both_languages() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    // 180 characters pass, 181 do not.
    assert_eq!(post_prospect(&app, &t, named(&refs, 1, 180), "en").await.status, 201);
    let r = post_prospect(&app, &t, named(&refs, 2, 181), "en").await;
    assert_eq!((r.status, codes(&r, "full_name")), (422, vec!["full_name_too_long".to_owned()]));
    assert_eq!(r.body["errors"][0]["message"], "Maximum 180 characters");
    let r = post_prospect(&app, &t, named(&refs, 2, 181), "id").await;
    assert_eq!(r.body["errors"][0]["message"], "Maksimal 180 karakter");
}

#[tokio::test]
async fn a_prospect_turning_17_today_passes_and_one_turning_17_tomorrow_does_not() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    assert_eq!(post_prospect(&app, &t, born(&refs, 3, seventeen_today()), "en").await.status, 201);
    let r = post_prospect(&app, &t, born(&refs, 4, seventeen_today() + chrono::Duration::days(1)), "en").await;
    assert_eq!(r.body["errors"][0]["message"], "must be at least 17 years old to proceed");
}

#[tokio::test]
async fn an_email_taken_in_another_case_or_a_phone_in_another_format_is_refused() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    assert_eq!(post_prospect(&app, &t, named(&refs, 1, 180), "en").await.status, 201);
    let r = post_prospect(&app, &t, with_prospect_1s_contacts(&refs), "en").await;
    assert_eq!(codes(&r, "email"), ["email_taken"]);
    assert_eq!(codes(&r, "phone"), ["phone_taken"]);
    assert!(r.body["errors"].as_array().unwrap().iter().any(|e| e["message"] == "Email already registered"));
    assert!(r.body["errors"].as_array().unwrap().iter().any(|e| e["message"] == "Phone number already registered"));
}

#[tokio::test]
async fn every_missing_prospect_field_is_reported_at_once_in_indonesian_when_asked() {
    let app = spawn_app().await;
    let (t, _) = staff(&app).await;
    let r = post_prospect(&app, &t, json!({}), "id").await;
    assert_eq!(r.status, 422);
    let fields: Vec<&str> = r.body["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    for f in [
        "full_name",
        "gender",
        "birth_place",
        "birth_date",
        "marital_status",
        "mother_name",
        "emergency_contact.name",
        "emergency_contact.phone",
        "emergency_contact.relation",
        "email",
        "phone",
        "program_id",
        "dealer_id",
        "partner_id",
        "motorcycle_type_id",
        "password",
        "password_confirmation",
    ] {
        assert!(fields.contains(&f), "{f} missing from {fields:?}");
    }
    assert!(r.body["errors"].as_array().unwrap().iter().any(|e| e["message"] == "Isi nama lengkap"));
}

#[tokio::test]
async fn a_married_prospect_needs_a_spouse_and_a_bad_contact_password_or_type_is_named() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    // Married without a spouse, a wrong e-mail, a landline, a weak password, a type of another partner.
    let r = post_prospect(&app, &t, wrong_in_every_way(&refs), "en").await;
    assert_eq!(codes(&r, "spouse_name"), ["spouse_name_required"]);
    assert_eq!(codes(&r, "email"), ["email_invalid"]);
    assert_eq!(
        r.body["errors"].as_array().unwrap().iter().find(|e| e["field"] == "phone").unwrap()["message"],
        "Fill in with a valid phone number."
    );
    assert_eq!(codes(&r, "password"), ["password_weak"]);
    assert_eq!(codes(&r, "password_confirmation"), ["password_confirmation_mismatch"]);
    assert_eq!(codes(&r, "motorcycle_type_id"), ["motorcycle_type_not_of_partner"]);
}

#[tokio::test]
async fn nothing_of_a_refused_prospect_is_stored() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let too_young = born(&refs, 4, seventeen_today() + chrono::Duration::days(1));
    // Two prospects pass; every refused one of the tests above is sent too.
    for (body, lang, status) in [
        (named(&refs, 1, 180), "en", 201),
        (named(&refs, 2, 181), "en", 422),
        (named(&refs, 2, 181), "id", 422),
        (born(&refs, 3, seventeen_today()), "en", 201),
        (too_young, "en", 422),
        (with_prospect_1s_contacts(&refs), "en", 422),
        (json!({}), "id", 422),
        (wrong_in_every_way(&refs), "en", 422),
    ] {
        let r = post_prospect(&app, &t, body, lang).await;
        assert_eq!(r.status, status, "{:?}", r.body);
    }
    // Nothing of the refused ones was stored.
    let s = app.get("/api/v1/loan-applications/summary", Some(&t)).await;
    assert_eq!((s.body["data"]["total"].as_u64(), s.body["data"]["draft"].as_u64()), (Some(2), Some(2)));
}

#[tokio::test]
async fn uploads_are_judged_by_their_bytes_and_size() {
    let app = spawn_app().await;
    let (t, _) = staff(&app).await;
    let max = 2 * 1024 * 1024;
    let r = app.upload(&t, "rto_form", fixtures::pdf(Some(max)), "form.pdf").await;
    assert_eq!((r.status, r.body["data"]["size"].as_u64()), (201, Some(max as u64)));
    let r = app.upload(&t, "rto_form", fixtures::pdf(Some(max + 1)), "form.pdf").await;
    assert_eq!((r.status, codes(&r, "file")), (413, vec!["file_too_large".to_owned()]));
    let r = app.upload(&t, "rto_form", fixtures::png(8, 8), "looks-like.pdf").await;
    assert_eq!((r.status, codes(&r, "file")), (415, vec!["file_pdf_only".to_owned()]));
    let r = app.upload(&t, "ktp_photo", fixtures::pdf(None), "ktp.jpg").await;
    assert_eq!((r.status, codes(&r, "file")), (415, vec!["file_images_only".to_owned()]));
    let r = app.send(reqwest::Method::GET, "/healthz", None, None, None).await;
    assert_eq!(r.status, 200);
    let r = app.upload(&t, "domicile_letter", b"GIF89a not allowed".to_vec(), "x.pdf").await;
    assert_eq!((r.status, codes(&r, "file")), (415, vec!["file_type_invalid".to_owned()]));
    let r = app.upload(&t, "passport", fixtures::png(8, 8), "p.png").await;
    assert_eq!((r.status, codes(&r, "kind")), (422, vec!["file_kind_invalid".to_owned()]));
    // A photo is re-encoded: its EXIF block is gone, it is still a JPEG.
    let photo = fixtures::jpeg_with_exif(120, 80);
    assert!(photo.windows(10).any(|w| w == b"GPS-SECRET"));
    let r = app.upload(&t, "selfie", photo, "me.jpg").await;
    assert_eq!(r.status, 201);
    let id = r.body["data"]["file_id"].as_str().unwrap();
    let res = app.client.get(app.url(&format!("/api/v1/files/{id}"))).bearer_auth(&t).send().await.unwrap();
    assert_eq!(res.headers()["content-type"], "image/jpeg");
    assert!(res.headers()["content-security-policy"].to_str().unwrap().contains("sandbox"));
    let bytes = res.bytes().await.unwrap();
    assert_eq!(&bytes[..2], &[0xFF, 0xD8]);
    assert!(!bytes.windows(10).any(|w| w == b"GPS-SECRET"), "metadata removed");
    // Only through the authorised endpoint.
    assert_eq!(app.get(&format!("/api/v1/files/{id}"), None).await.status, 401);
    let one = app.login("level1@roda.test").await.token;
    assert_eq!(app.get(&format!("/api/v1/files/{id}"), Some(&one)).await.status, 403);
    assert_eq!(app.upload(&one, "selfie", fixtures::png(4, 4), "a.png").await.status, 403);
}

#[tokio::test]
async fn steps_are_checked_whole_and_stored_only_when_valid() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let loan_id = app.create_prospect(&t, &refs, 10).await;
    let base = format!("/api/v1/loan-applications/{loan_id}");
    // Address outside the operational area (Jawa Tengah), on both fields, exact text.
    let outside = json!({"residential": {"address": "Jl. Pemuda 1", "postcode": "50132", "province_code": "33",
        "city_code": "33.74", "district_code": "33.74.01", "sub_district_code": "33.74.01.1001"}, "residential_same_as_ktp": true});
    let r = app.put(&format!("{base}/address"), Some(&t), outside).await;
    assert_eq!(codes(&r, "residential.province_code"), ["out_of_area"]);
    assert_eq!(codes(&r, "residential.city_code"), ["out_of_area"]);
    assert!(
        r.body["errors"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["message"] == "Out of operational area. At province and city/regency field")
    );
    // A KTP address is needed when it differs; a city outside its province is refused.
    let mut a = TestApp::address_body();
    a["residential_same_as_ktp"] = json!(false);
    let r = app.put(&format!("{base}/address"), Some(&t), a.clone()).await;
    assert_eq!(codes(&r, "ktp"), ["ktp_required"]);
    let mut bad = TestApp::address_body();
    bad["residential"]["city_code"] = json!("32.75");
    let r = app.put(&format!("{base}/address"), Some(&t), bad).await;
    assert_eq!(codes(&r, "residential.city_code"), ["region_mismatch"]);
    let detail = app.get(&base, Some(&t)).await;
    assert!(detail.body["data"]["address"].is_null(), "nothing stored");
    assert_eq!(detail.body["data"]["steps"]["address"], false);
    let r = app.put(&format!("{base}/address"), Some(&t), TestApp::address_body()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["address"]["residential"]["city_name"], "Kota Administrasi Jakarta Pusat");
    // KYC schedule: a valid future date.
    let r = app
        .put(
            &format!("{base}/ekyc-invitation"),
            Some(&t),
            json!({"kyc_schedule": {"scheduled_at": "not a date", "method": "video_call"}}),
        )
        .await;
    assert_eq!(codes(&r, "kyc_schedule.scheduled_at"), ["schedule_invalid"]);
    // Documents: 16 digits, files of the right kind.
    let mut docs = app.documents_body(&t).await;
    docs["ktp_number"] = json!("317101234567890");
    docs["kk_photo_file_id"] = docs["selfie_file_id"].clone();
    let r = app.put(&format!("{base}/documents"), Some(&t), docs).await;
    assert_eq!(codes(&r, "ktp_number"), ["nik_invalid"]);
    assert_eq!(codes(&r, "kk_photo_file_id"), ["file_kind_mismatch"]);
    // Financial: the average boundary, computed figures.
    let low = app.financial_body(&t, [2_999_999, 2_999_999, 2_999_999]).await;
    let r = app.put(&format!("{base}/financial"), Some(&t), low).await;
    assert_eq!(codes(&r, "monthly_incomes"), ["income_below_minimum"]);
    assert!(r.body["errors"][0]["message"].as_str().unwrap().contains("Rp 3.000.000,-"));
    let ok = app.financial_body(&t, [3_000_000, 3_000_000, 3_000_000]).await;
    let r = app.put(&format!("{base}/financial"), Some(&t), ok).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["financial"]["average_monthly_income"], 3_000_000);
    assert_eq!(r.body["data"]["financial"]["income_per_day"], 100_000);
    let mut two = app.financial_body(&t, [4_000_000, 4_000_000, 4_000_000]).await;
    two["monthly_incomes"].as_array_mut().unwrap().pop();
    let r = app.put(&format!("{base}/financial"), Some(&t), two).await;
    assert_eq!(codes(&r, "monthly_incomes"), ["income_months_min"]);
    // A refused step leaves the stored one untouched.
    let d = app.get(&base, Some(&t)).await;
    assert_eq!(d.body["data"]["financial"]["average_monthly_income"], 3_000_000);
}

#[tokio::test]
async fn save_verify_and_their_wrong_states() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let loan_id = app.create_prospect(&t, &refs, 20).await;
    let base = format!("/api/v1/loan-applications/{loan_id}");
    // A draft cannot be verified; an incomplete one cannot be saved.
    let r = app.post(&format!("{base}/verify"), Some(&t), json!({})).await;
    assert_eq!((r.status, r.msg()), (409, "Only unverified applications can be verified"));
    let r = app.post(&format!("{base}/save"), Some(&t), json!({})).await;
    assert_eq!(r.status, 422);
    assert_eq!(codes(&r, "address"), ["steps_incomplete"]);
    // Saved from the e-KYC step with only steps 1–3 done: it stays a draft (issue 8), the
    // answer names the missing steps in the caller's language, and Verify is not offered.
    app.put(&format!("{base}/address"), Some(&t), TestApp::address_body()).await;
    app.put(&format!("{base}/ekyc-invitation"), Some(&t), TestApp::ekyc_body()).await;
    let save_from_ekyc = |lang: &'static str| {
        let (app, t, base) = (&app, t.clone(), base.clone());
        async move {
            app.send(
                reqwest::Method::POST,
                &format!("{base}/save"),
                Some(&t),
                Some(json!({"from_step": "ekyc-invitation"})),
                Some(lang),
            )
            .await
        }
    };
    let r = save_from_ekyc("en").await;
    assert_eq!(r.status, 422, "{:?}", r.body);
    assert_eq!(
        (codes(&r, "documents"), codes(&r, "financial")),
        (vec!["steps_incomplete".to_owned()], vec!["steps_incomplete".to_owned()])
    );
    assert_eq!(r.msg(), "Saved as a draft. To submit it, complete: Documents, Financial and performance.");
    assert_eq!(
        save_from_ekyc("id").await.msg(),
        "Tersimpan sebagai draf. Untuk mengajukannya, lengkapi: Dokumen, Keuangan dan kinerja."
    );
    let d = app.get(&base, Some(&t)).await;
    assert_eq!(d.body["data"]["status"], "draft");
    assert_eq!(d.body["data"]["missing_steps"], json!(["documents", "financial"]));
    assert!(!d.body["data"]["allowed_actions"].as_array().unwrap().contains(&json!("verify")));
    let r = app.post(&format!("{base}/verify"), Some(&t), json!({})).await;
    assert_eq!(r.status, 409);
    // Every step valid: saved from the e-KYC step with a schedule it is "KYC Scheduled".
    app.fill_steps(&t, &loan_id).await;
    let r = save_from_ekyc("en").await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["status"].as_str(), r.body["data"]["display_status"].as_str()),
        (Some("unverified"), Some("kyc_scheduled"))
    );
    assert!(r.body["data"]["allowed_actions"].as_array().unwrap().contains(&json!("verify")));
    let before = app.get(&base, Some(&t)).await.body["data"]["version"].as_i64().unwrap();
    // A stale version is refused.
    let r = app.post(&format!("{base}/verify"), Some(&t), json!({"version": before - 1})).await;
    assert_eq!(r.status, 409);
    let r = app.post(&format!("{base}/verify"), Some(&t), json!({"version": before})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(
        (r.body["data"]["status"].as_str(), r.body["data"]["approval_status"].as_str()),
        (Some("verified"), Some("pending"))
    );
    assert_eq!(r.body["data"]["verified_by"]["name"], "Staff Level 3");
    // Verify twice, edit after verify.
    assert_eq!(app.post(&format!("{base}/verify"), Some(&t), json!({})).await.status, 409);
    let r = app.put(&format!("{base}/address"), Some(&t), TestApp::address_body()).await;
    assert_eq!((r.status, r.msg()), (409, "A verified application cannot be changed"));
    let home = app.get("/api/v1/home/summary", Some(&t)).await;
    let approval =
        home.body["data"]["stages"].as_array().unwrap().iter().find(|s| s["stage"] == "approval").unwrap()["count"].clone();
    assert_eq!(approval, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_staff_verifying_at_once_exactly_one_succeeds() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let other = app.login("level9@roda.test").await.token;
    for n in 0..2 {
        let loan_id = app.unverified_application(&t, &refs, 30 + n).await;
        let url = format!("/api/v1/loan-applications/{loan_id}/verify");
        let (a, b) = tokio::join!(app.post(&url, Some(&t), json!({})), app.post(&url, Some(&other), json!({})));
        let mut statuses = [a.status, b.status];
        statuses.sort();
        assert_eq!(statuses, [200, 409]);
    }
}

/// Five drafts (prospects 40 to 44) and a verified application (50), made by level 3.
struct Six {
    t: String,
    refs: test_support::applications::Refs,
    /// The drafts' loan IDs, oldest first.
    ids: Vec<String>,
    verified: String,
}

async fn six_applications(app: &TestApp) -> Six {
    let (t, refs) = staff(app).await;
    let mut ids = Vec::new();
    for n in 0..5 {
        ids.push(app.create_prospect(&t, &refs, 40 + n).await);
    }
    let verified = app.unverified_application(&t, &refs, 50).await;
    app.post(&format!("/api/v1/loan-applications/{verified}/verify"), Some(&t), json!({})).await;
    Six { t, refs, ids, verified }
}

/// [`six_applications`], the oldest draft deleted ("Duplicate registration").
async fn six_applications_one_deleted(app: &TestApp) -> Six {
    let s = six_applications(app).await;
    let r = app
        .post(&format!("/api/v1/loan-applications/{}/delete", s.ids[0]), Some(&s.t), json!({"reason": "Duplicate registration"}))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    s
}

/// The application counts.
async fn summary(app: &TestApp, t: &str) -> Value {
    app.get("/api/v1/loan-applications/summary", Some(t)).await.body["data"].clone()
}

/// Every loan ID of the list at `first` (a URL with a `limit`), following `next_cursor`; `page`
/// sees each page.
async fn every_page(app: &TestApp, t: &str, first: &str, mut page: impl FnMut(&Value)) -> Vec<String> {
    let mut found = Vec::new();
    let mut url = first.to_owned();
    loop {
        let r = app.get(&url, Some(t)).await;
        page(&r.body["data"]);
        found.extend(r.body["data"]["items"].as_array().unwrap().iter().map(|i| i["loan_id"].as_str().unwrap().to_owned()));
        match r.body["data"]["next_cursor"].as_str() {
            Some(c) => url = format!("{first}&cursor={c}"),
            None => return found,
        }
    }
}

#[tokio::test]
async fn the_summary_counts_the_applications_by_status() {
    let app = spawn_app().await;
    let s = six_applications(&app).await;
    assert_eq!(
        summary(&app, &s.t).await,
        json!({"total": 6, "last_7_days": 6, "draft": 5, "unverified": 0, "verified": 1, "unqualified": 0})
    );
}

#[tokio::test]
async fn an_application_is_found_by_its_loan_id_an_email_start_or_a_name_start_in_any_case() {
    let app = spawn_app().await;
    let Six { t, ids, .. } = six_applications(&app).await;
    let r = app.get(&format!("/api/v1/loan-applications?q={}", ids[2].to_lowercase()), Some(&t)).await;
    assert_eq!(r.body["data"]["items"].as_array().unwrap().len(), 1);
    assert_eq!(r.body["data"]["items"][0]["loan_id"], ids[2]);
    let r = app.get("/api/v1/loan-applications?q=BUDI43@", Some(&t)).await;
    assert_eq!(r.body["data"]["total"], 1);
    let r = app.get("/api/v1/loan-applications?q=budi%20santoso%204", Some(&t)).await;
    assert_eq!(r.body["data"]["total"], 5);
    let r = app.get("/api/v1/loan-applications?q=nobody", Some(&t)).await;
    assert_eq!(r.body["data"]["total"], 0);
}

#[tokio::test]
async fn a_search_pages_by_cursor_like_the_plain_list_and_combines_with_the_filters() {
    let app = spawn_app().await;
    let Six { t, ids, verified, .. } = six_applications(&app).await;
    let found = every_page(&app, &t, "/api/v1/loan-applications?q=budi%20santoso%204&limit=2", |page| {
        assert_eq!(page["total"], 5);
    })
    .await;
    let mut newest_first = ids.clone();
    newest_first.reverse();
    assert_eq!(found, newest_first);
    let r = app.get("/api/v1/loan-applications?q=budi&status=verified", Some(&t)).await;
    assert_eq!(
        (r.body["data"]["total"].as_u64(), r.body["data"]["items"][0]["loan_id"].as_str()),
        (Some(1), Some(verified.as_str()))
    );
}

#[tokio::test]
async fn applications_are_filtered_by_status_program_and_partner() {
    let app = spawn_app().await;
    let Six { t, refs, verified, .. } = six_applications(&app).await;
    let r = app.get("/api/v1/loan-applications?status=verified", Some(&t)).await;
    assert_eq!(r.body["data"]["items"][0]["loan_id"], verified);
    let r = app
        .get(&format!("/api/v1/loan-applications?program_id={}&partner_id={}", refs.loan_program, refs.partner), Some(&t))
        .await;
    assert_eq!(r.body["data"]["total"], 6);
    assert_eq!(app.get("/api/v1/loan-applications?status=lost", Some(&t)).await.status, 400);
}

#[tokio::test]
async fn sorted_keyset_pages_hold_every_application_once_in_order() {
    let app = spawn_app().await;
    let Six { t, ids, verified, .. } = six_applications(&app).await;
    let seen = every_page(&app, &t, "/api/v1/loan-applications?sort=oldest&limit=4", |_| {}).await;
    let mut expected = ids.clone();
    expected.push(verified.clone());
    assert_eq!(seen, expected);
    let newest = app.get("/api/v1/loan-applications?sort=newest&limit=1", Some(&t)).await;
    assert_eq!(newest.body["data"]["items"][0]["loan_id"], verified);
}

#[tokio::test]
async fn a_deletion_needs_a_reason_and_the_row_leaves_the_list_and_the_counts_but_stays_stored() {
    let app = spawn_app().await;
    let Six { t, ids, .. } = six_applications(&app).await;
    let del = format!("/api/v1/loan-applications/{}/delete", ids[0]);
    let r = app.post(&del, Some(&t), json!({"reason": " "})).await;
    assert_eq!(codes(&r, "reason"), ["delete_reason_required"]);
    assert_eq!(app.post(&del, Some(&t), json!({"reason": "Duplicate registration"})).await.status, 200);
    assert_eq!(app.post(&del, Some(&t), json!({"reason": "again"})).await.status, 409);
    assert_eq!(summary(&app, &t).await["total"], 5);
    let r = app.get(&format!("/api/v1/loan-applications?q={}", ids[0]), Some(&t)).await;
    assert_eq!(r.body["data"]["total"], 0);
    let kept =
        storage::repo::loans::find_by_code(&app.state.db, storage::repo::loans::Scope::All, &ids[0]).await.unwrap().unwrap();
    assert_eq!(kept.delete_reason.as_deref(), Some("Duplicate registration"));
    assert!(kept.deleted_at.is_some() && kept.deleted_by.is_some());
}

#[tokio::test]
async fn creating_and_deleting_an_application_each_write_an_audit_row() {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let app = spawn_app().await;
    let Six { ids, .. } = six_applications_one_deleted(&app).await;
    let kept =
        storage::repo::loans::find_by_code(&app.state.db, storage::repo::loans::Scope::All, &ids[0]).await.unwrap().unwrap();
    let audit = storage::entity::audit_log::Entity::find()
        .filter(storage::entity::audit_log::Column::EntityId.eq(kept.id.to_string()))
        .all(&app.state.db)
        .await
        .unwrap();
    let actions: Vec<&str> = audit.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(actions, ["loan_application.create", "loan_application.delete"]);
}

#[tokio::test]
async fn the_status_counters_behind_the_counts_equal_a_real_count_of_the_rows() {
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    use storage::entity::loan;
    let app = spawn_app().await;
    let Six { t, .. } = six_applications_one_deleted(&app).await;
    let s = summary(&app, &t).await;
    for status in ["draft", "unverified", "verified"] {
        let real = loan::Entity::find()
            .filter(loan::Column::Status.eq(status))
            .filter(loan::Column::DeletedAt.is_null())
            .count(&app.state.db)
            .await
            .unwrap();
        assert_eq!(s[status].as_u64(), Some(real), "{status}");
    }
    assert_eq!(app.get("/api/v1/loan-applications", Some(&t)).await.body["data"]["total_capped"], false);
}

#[tokio::test]
async fn pic_partner_leads_and_batch_kyc() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let a = app.create_prospect(&t, &refs, 60).await;
    let b = app.create_prospect(&t, &refs, 61).await;
    let pics = app.get("/api/v1/staff?role=pic", Some(&t)).await.body["data"].clone();
    let pic =
        pics.as_array().unwrap().iter().find(|p| p["email"] == "level9@roda.test").unwrap()["id"].as_str().unwrap().to_owned();
    assert!(!pics.as_array().unwrap().iter().any(|p| p["email"] == "level1@roda.test"), "level 1 cannot be PIC");
    let r = app.post("/api/v1/loan-applications/pic", Some(&t), json!({"loan_ids": [a, b], "pic_id": pic})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app.get(&format!("/api/v1/loan-applications?pic_id={pic}"), Some(&t)).await;
    assert_eq!(r.body["data"]["total"], 2);
    assert_eq!(r.body["data"]["items"][0]["pic"]["name"], "Staff Level 9");
    // A level-1 member is not a PIC; an unknown loan fails the whole batch.
    let me = app.get("/api/v1/users?q=level1@", Some(&app.login("admin@roda.test").await.token)).await;
    let one = me.body["data"]["items"][0]["id"].as_str().unwrap().to_owned();
    let r = app.post(&format!("/api/v1/loan-applications/{a}/pic"), Some(&t), json!({"pic_id": one})).await;
    assert_eq!(codes(&r, "pic_id"), ["pic_invalid"]);
    let r = app
        .post(
            "/api/v1/loan-applications/partner",
            Some(&t),
            json!({"loan_ids": [a, "LN-9999999"], "partner_id": refs.other_partner}),
        )
        .await;
    assert_eq!(r.status, 404);
    let r =
        app.post(&format!("/api/v1/loan-applications/{a}/partner"), Some(&t), json!({"partner_id": refs.other_partner})).await;
    assert_eq!(r.status, 200);
    let d = app.get(&format!("/api/v1/loan-applications/{a}"), Some(&t)).await;
    assert_eq!(d.body["data"]["partner"]["id"], refs.other_partner.as_str());
    assert_eq!(d.body["data"]["steps"]["basic-info"], false, "the motorcycle must be chosen again");
    // Leads: unqualified leads cannot go on; qualified ones can.
    let r = app.post(&format!("/api/v1/loan-applications/{b}/unqualify"), Some(&t), json!({})).await;
    assert_eq!((r.status, r.body["data"]["lead_status"].as_str()), (200, Some("unqualified")));
    app.put(&format!("/api/v1/loan-applications/{b}/address"), Some(&t), TestApp::address_body()).await;
    app.put(&format!("/api/v1/loan-applications/{b}/ekyc-invitation"), Some(&t), TestApp::ekyc_body()).await;
    let r = app.post(&format!("/api/v1/loan-applications/{b}/save"), Some(&t), json!({"from_step": "ekyc-invitation"})).await;
    assert_eq!(r.status, 409);
    app.post(&format!("/api/v1/loan-applications/{b}/qualify"), Some(&t), json!({})).await;
    app.fill_steps(&t, &b).await;
    let r = app.post(&format!("/api/v1/loan-applications/{b}/save"), Some(&t), json!({"from_step": "ekyc-invitation"})).await;
    assert_eq!(r.status, 200);
    // Batch KYC: one bad date refuses the whole batch; then both are scheduled.
    let at = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
    let bad = json!({"schedules": [{"loan_id": a, "scheduled_at": at, "method": "in_person"}, {"loan_id": b, "scheduled_at": "2020-01-01T10:00:00+07:00", "method": "video_call"}]});
    let r = app.post("/api/v1/loan-applications/kyc-schedules", Some(&t), bad).await;
    assert_eq!(codes(&r, "schedules.1.scheduled_at"), ["schedule_past"]);
    let d = app.get(&format!("/api/v1/loan-applications/{a}"), Some(&t)).await;
    assert!(d.body["data"]["ekyc_invitation"].is_null(), "nothing half-stored");
    let good = json!({"schedules": [{"loan_id": a, "scheduled_at": at, "method": "in_person"}, {"loan_id": b, "scheduled_at": at, "method": "video_call"}]});
    let r = app.post("/api/v1/loan-applications/kyc-schedules", Some(&t), good).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = app.get(&format!("/api/v1/loan-applications/{a}"), Some(&t)).await;
    assert_eq!(d.body["data"]["ekyc_invitation"]["kyc_schedule"]["method"], "in_person");
}

#[tokio::test]
async fn reference_data_dealers_and_regions() {
    let app = spawn_app().await;
    let (t, _) = staff(&app).await;
    let near = app.get("/api/v1/dealers?lat=-6.1754&lng=106.8272", Some(&t)).await.body["data"].clone();
    let near = near.as_array().unwrap();
    assert!(!near.is_empty());
    assert!(near.iter().all(|d| d["distance_km"].as_f64().unwrap() <= 5.0));
    assert!(near.windows(2).all(|w| w[0]["distance_km"].as_f64() <= w[1]["distance_km"].as_f64()), "nearest first");
    assert_eq!(near[0]["name"], "Roda Gambir");
    let city = app.get("/api/v1/dealers?city_code=32.75", Some(&t)).await.body["data"].clone();
    assert_eq!(city.as_array().unwrap().len(), 1);
    let provinces = app.get("/api/v1/regions/provinces", Some(&t)).await.body["data"].clone();
    assert_eq!(provinces.as_array().unwrap().len(), 38);
    let cities = app.get("/api/v1/regions/provinces/31/cities", Some(&t)).await.body["data"].clone();
    assert_eq!(cities.as_array().unwrap().len(), 6);
    let subs = app.get("/api/v1/regions/districts/31.71.01/sub-districts", Some(&t)).await.body["data"].clone();
    assert!(subs.as_array().unwrap().iter().any(|s| s["code"] == "31.71.01.1001"));
}

/// A broad search (more matches than the total cap) pages through the same rows, in the same
/// order, as a narrow one; only its total is capped. The cap is lowered so a few rows are broad.
#[tokio::test]
async fn broad_searches_page_through_the_same_rows_as_narrow_ones() {
    use storage::repo::loans::{self, Caps, ListFilter, Scope, Sort};
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    for n in 0..10u32 {
        let mut b = TestApp::prospect(&refs, 200 + n);
        b["full_name"] = json!(if n % 3 == 0 { format!("Ani Lestari {n}") } else { format!("Budi Santoso {n}") });
        let r = app.post("/api/v1/borrowers", Some(&t), b).await;
        assert_eq!(r.status, 201, "{:?}", r.body);
    }
    let db = &app.state.db;
    let walk = |caps: Caps, sort: Sort, status: Option<&'static str>| async move {
        let (mut names, mut cursor, mut totals) = (Vec::new(), None, Vec::new());
        loop {
            let f = ListFilter {
                q: Some(" budi S".into()),
                status: status.map(|s| s.parse().unwrap()),
                sort,
                limit: 2,
                cursor,
                ..ListFilter::new(Scope::All)
            };
            let (rows, next, total) = loans::list_with(db, &f, caps).await.unwrap();
            names.extend(rows.iter().map(|r| (r.id, r.full_name.clone())));
            totals.push((total.n, total.capped));
            match next {
                Some(c) => cursor = Some(c),
                None => break (names, totals),
            }
        }
    };
    let broad = Caps { total: 4, search: 4 };
    for sort in [Sort::Newest, Sort::Oldest] {
        for status in [None, Some("draft")] {
            let (narrow_rows, narrow_totals) = walk(Caps::default(), sort, status).await;
            let (broad_rows, broad_totals) = walk(broad, sort, status).await;
            assert_eq!(narrow_rows.len(), 6, "{narrow_rows:?}");
            assert!(narrow_rows.iter().all(|(_, name)| name.starts_with("Budi Santoso")));
            let mut ids: Vec<_> = narrow_rows.iter().map(|(id, _)| *id).collect();
            if sort == Sort::Newest {
                ids.reverse();
            }
            assert!(ids.windows(2).all(|w| w[0] < w[1]), "list order");
            assert_eq!(broad_rows, narrow_rows, "{sort:?} {status:?}");
            assert!(narrow_totals.iter().all(|t| *t == (6, false)));
            assert!(broad_totals.iter().all(|t| *t == (4, true)), "{broad_totals:?}");
        }
    }
}

/// A file whose bytes are gone from storage (the record outlived them) answers 404 "No File
/// Found" in the caller's language, not a server fault (issue 45 item 8, spec §8).
#[tokio::test]
async fn a_file_missing_from_storage_is_not_found() {
    let app = spawn_app().await;
    let (t, _) = staff(&app).await;
    let r = app.upload(&t, "rto_form", fixtures::pdf(None), "form.pdf").await;
    assert_eq!(r.status, 201);
    let id = r.body["data"]["file_id"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&format!("/api/v1/files/{id}"), Some(&t)).await.status, 200);

    let stored = storage::repo::files::find(&app.state.db, id.parse().unwrap()).await.unwrap().unwrap();
    let path = app.data_dir.path().join("files").join(&stored.storage_key);
    std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));

    let path = format!("/api/v1/files/{id}");
    let r = app.send(reqwest::Method::GET, &path, Some(&t), None, None).await;
    assert_eq!((r.status, r.msg(), r.body["errors"][0]["code"].as_str()), (404, "No File Found", Some("file_missing")));
    let r = app.send(reqwest::Method::GET, &path, Some(&t), None, Some("id")).await;
    assert_eq!((r.status, r.msg()), (404, "File tidak ditemukan"));
}

/// The current Asia/Jakarta month counts as income history; a later month is refused, saying
/// which months are taken (issue 45 item 9).
#[tokio::test]
async fn the_current_month_counts_as_income_history() {
    use chrono::Datelike;
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let loan_id = app.create_prospect(&t, &refs, 45).await;
    let path = format!("/api/v1/loan-applications/{loan_id}/financial");
    let month = |back: i32| {
        let first = today().with_day(1).unwrap();
        let d = if back >= 0 {
            first.checked_sub_months(Months::new(back.unsigned_abs())).unwrap()
        } else {
            first.checked_add_months(Months::new(back.unsigned_abs())).unwrap()
        };
        json!({"month": d.month(), "year": d.year(), "amount": 4_000_000})
    };
    let mut body = app.financial_body(&t, [4_000_000; 3]).await;
    body["monthly_incomes"] = json!([month(0), month(1), month(2)]);
    let r = app.put(&path, Some(&t), body.clone()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"]["financial"]["monthly_incomes"][0]["month"], month(0)["month"]);

    body["monthly_incomes"] = json!([month(-1), month(1), month(2)]);
    for (lang, text) in [("en", "Choose this month or an earlier one"), ("id", "Pilih bulan ini atau bulan sebelumnya")] {
        let r = app.send(reqwest::Method::PUT, &path, Some(&t), Some(body.clone()), Some(lang)).await;
        assert_eq!(r.status, 422, "{:?}", r.body);
        assert_eq!(codes(&r, "monthly_incomes.0.month"), ["income_month_invalid"]);
        let error = r.body["errors"].as_array().unwrap().iter().find(|e| e["field"] == "monthly_incomes.0.month").unwrap();
        assert_eq!(error["message"], text);
    }
}

/// Funder staff review and decide the loans allocated to their lender and never originate one
/// (issue 45 item 6, DESIGN §4): a new prospect answers 403 in the caller's language and stores
/// nothing, and batch imports are refused too; in-house staff of a level with the area create.
#[tokio::test]
async fn a_funders_staff_may_neither_create_nor_import_an_application() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let funder = app.login("lender@roda.test").await.token;
    let body = TestApp::prospect(&refs, 70);
    for (lang, text) in
        [("en", "New applications are created by the lender's own staff"), ("id", "Pengajuan baru dibuat oleh staf internal")]
    {
        let r = post_prospect(&app, &funder, body.clone(), lang).await;
        assert_eq!((r.status, r.body["errors"][0]["code"].as_str(), r.msg()), (403, Some("create_not_for_funder_staff"), text));
    }
    // Nothing was stored: the same e-mail and phone are free for in-house staff.
    let r = post_prospect(&app, &t, body, "en").await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(fixtures::pdf(None)).file_name("prospects.xlsx"));
    let req = app.client.post(app.url("/api/v1/loan-applications/imports")).bearer_auth(&funder).multipart(form);
    let r = test_support::Reply::read(req.send().await.unwrap()).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (403, Some("import_not_for_funder_staff")));
}

/// The e-KYC invitation step keeps the meeting's link or place (issue 45 item 5), and
/// unqualifying a lead cancels its meeting in the same change, whose audit row keeps what was
/// cancelled; a lead qualified again is scheduled anew.
#[tokio::test]
async fn unqualifying_a_lead_cancels_its_kyc_meeting_and_audits_it() {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let a = app.create_prospect(&t, &refs, 71).await;
    let url = format!("/api/v1/loan-applications/{a}");
    let mut ekyc = TestApp::ekyc_body();
    // The link or place is asked with the schedule: the KYC screen needs it later.
    ekyc["kyc_schedule"]["location"] = json!("  ");
    let r = app.put(&format!("{url}/ekyc-invitation"), Some(&t), ekyc.clone()).await;
    assert_eq!(codes(&r, "kyc_schedule.location"), ["location_required"]);
    ekyc["kyc_schedule"]["location"] = json!("  https://meet.example.com/roda-71 ");
    let r = app.put(&format!("{url}/ekyc-invitation"), Some(&t), ekyc.clone()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let d = app.get(&url, Some(&t)).await.body["data"].clone();
    assert_eq!(d["ekyc_invitation"]["kyc_schedule"]["location"], "https://meet.example.com/roda-71");
    assert_eq!(d["steps"]["ekyc-invitation"], true);
    ekyc["kyc_schedule"]["location"] = json!("x".repeat(501));
    let r = app.put(&format!("{url}/ekyc-invitation"), Some(&t), ekyc).await;
    assert_eq!(codes(&r, "kyc_schedule.location"), ["location_too_long"]);

    let r = app.post(&format!("{url}/unqualify"), Some(&t), json!({})).await;
    assert_eq!((r.status, r.body["data"]["lead_status"].as_str()), (200, Some("unqualified")));
    let d = app.get(&url, Some(&t)).await.body["data"].clone();
    assert!(d["ekyc_invitation"].is_null(), "{d:?}");
    assert_eq!(d["steps"]["ekyc-invitation"], false);
    let row =
        app.get(&format!("/api/v1/loan-applications?status=unqualified&q={a}"), Some(&t)).await.body["data"]["items"][0].clone();
    assert_eq!((row["loan_id"].as_str(), row["kyc_scheduled_at"].clone()), (Some(a.as_str()), Value::Null));
    let stored = storage::repo::loans::find_by_code(&app.state.db, storage::repo::loans::Scope::All, &a).await.unwrap().unwrap();
    assert_eq!((stored.kyc_scheduled_at, stored.kyc_method, stored.kyc_location, stored.kyc_note), (None, None, None, None));
    let audit = storage::entity::audit_log::Entity::find()
        .filter(storage::entity::audit_log::Column::EntityId.eq(stored.id.to_string()))
        .filter(storage::entity::audit_log::Column::Action.eq("lead.unqualified"))
        .all(&app.state.db)
        .await
        .unwrap();
    assert_eq!(audit.len(), 1);
    let before = audit[0].before.clone().unwrap();
    assert_eq!(before["kyc_schedule"]["location"], "https://meet.example.com/roda-71", "{before:?}");
    assert!(audit[0].after.clone().unwrap()["kyc_schedule"].is_null());
    // Qualified again, the lead has no meeting until one is scheduled anew.
    let r = app.post(&format!("{url}/qualify"), Some(&t), json!({})).await;
    assert_eq!(r.status, 200);
    assert!(app.get(&url, Some(&t)).await.body["data"]["ekyc_invitation"].is_null());
}

/// The PIC choices are in-house staff only (issue 45 item 6): a funder's staff are never offered
/// nor accepted as PIC, and a funder's staff get no choices (never the in-house directory).
#[tokio::test]
async fn only_in_house_staff_are_offered_and_accepted_as_pic() {
    let app = spawn_app().await;
    let (t, refs) = staff(&app).await;
    let a = app.create_prospect(&t, &refs, 72).await;
    let pics = app.get("/api/v1/staff?role=pic", Some(&t)).await.body["data"].clone();
    let emails: Vec<&str> = pics.as_array().unwrap().iter().map(|p| p["email"].as_str().unwrap()).collect();
    assert!(emails.contains(&"level5@roda.test") && emails.contains(&"admin@roda.test"), "{emails:?}");
    for funder in ["lender@roda.test", "lender2@roda.test"] {
        assert!(!emails.contains(&funder), "{funder} offered: {emails:?}");
        let id = storage::repo::users::find_by_email(&app.state.db, funder).await.unwrap().unwrap().id;
        let r = app.post(&format!("/api/v1/loan-applications/{a}/pic"), Some(&t), json!({"pic_id": id})).await;
        assert_eq!(codes(&r, "pic_id"), ["pic_invalid"], "{funder}");
    }
    let funder = app.login("lender@roda.test").await.token;
    let r = app.get("/api/v1/staff?role=pic", Some(&funder)).await;
    assert_eq!((r.status, r.body["data"].clone()), (200, json!([])));
}
