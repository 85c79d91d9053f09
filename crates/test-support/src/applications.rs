//! Builders for loan application tests: the demo reference data, a valid prospect, uploads and
//! a fully filled application.

use chrono::{Datelike, Months};
use reqwest::multipart;
use serde_json::{Value, json};

use crate::{Reply, TestApp, fixtures};

/// Ids of demo reference rows, read through the API.
#[derive(Debug, Clone)]
pub struct Refs {
    /// A loan program and a rent-to-own program.
    pub loan_program: String,
    pub rto_program: String,
    pub partner: String,
    pub other_partner: String,
    /// A motorcycle type of `partner`.
    pub motorcycle_type: String,
    pub dealer: String,
}

/// Today in Asia/Jakarta.
pub fn today() -> chrono::NaiveDate {
    domain::calendar::today()
}

/// The birth date of [`TestApp::prospect`]: 30 years before [`today`], taken once per test
/// process, so that a prospect and its NIK ([`prospect_nik`]) agree when a test runs across
/// midnight in Jakarta (one of them made on each side refused as `nik_mismatch_unconfirmed`).
pub fn prospect_birth_date() -> chrono::NaiveDate {
    static BIRTH: std::sync::OnceLock<chrono::NaiveDate> = std::sync::OnceLock::new();
    *BIRTH.get_or_init(|| today().checked_sub_months(Months::new(30 * 12)).unwrap())
}

/// A NIK as Dukcapil writes it (Gambir, Jakarta Pusat) agreeing with [`TestApp::prospect`]'s
/// birth date and gender (male), serial 0001.
pub fn prospect_nik() -> String {
    domain::nik::Nik::compose("317101", prospect_birth_date(), domain::prospect::Gender::Male, 1)
}

impl TestApp {
    /// The demo reference data.
    pub async fn refs(&self, token: &str) -> Refs {
        let programs = self.get("/api/v1/programs", Some(token)).await.body["data"].clone();
        let find_program = |kind: &str| {
            programs.as_array().unwrap().iter().find(|p| p["kind"] == kind).unwrap()["id"].as_str().unwrap().to_owned()
        };
        let partners = self.get("/api/v1/partners", Some(token)).await.body["data"].clone();
        let partner = partners[0]["id"].as_str().unwrap().to_owned();
        let types = self.get(&format!("/api/v1/motorcycle-types?partner_id={partner}"), Some(token)).await.body["data"].clone();
        let dealers = self.get("/api/v1/dealers", Some(token)).await.body["data"].clone();
        Refs {
            loan_program: find_program("loan"),
            rto_program: find_program("rent_to_own"),
            other_partner: partners[1]["id"].as_str().unwrap().to_owned(),
            partner,
            motorcycle_type: types[0]["id"].as_str().unwrap().to_owned(),
            dealer: dealers[0]["id"].as_str().unwrap().to_owned(),
        }
    }

    /// A valid `POST /api/v1/borrowers` body; `n` makes e-mail and phone unique.
    pub fn prospect(refs: &Refs, n: u32) -> Value {
        let birth = prospect_birth_date();
        json!({
            "full_name": format!("Budi Santoso {n}"),
            "gender": "male",
            "birth_place": "Bekasi",
            "birth_date": birth.to_string(),
            "marital_status": "single",
            "mother_name": "Siti Aminah",
            "emergency_contact": {"name": "Ani Lestari", "phone": "0813 2222 3333", "relation": "family"},
            "email": format!("budi{n}@example.co.id"),
            "phone": format!("0812{:08}", 10_000_000 + n),
            "password": "Motor-Listrik7",
            "password_confirmation": "Motor-Listrik7",
            "program_id": refs.loan_program,
            "dealer_id": refs.dealer,
            "partner_id": refs.partner,
            "motorcycle_type_id": refs.motorcycle_type,
            "sales_name": "Rina",
        })
    }

    /// Creates a prospect and returns its loan ID.
    pub async fn create_prospect(&self, token: &str, refs: &Refs, n: u32) -> String {
        let r = self.post("/api/v1/borrowers", Some(token), Self::prospect(refs, n)).await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        r.body["data"]["loan_id"].as_str().unwrap().to_owned()
    }

    /// `POST /api/v1/files`.
    pub async fn upload(&self, token: &str, kind: &str, bytes: Vec<u8>, name: &str) -> Reply {
        self.upload_with(token, kind, bytes, name, &[]).await
    }

    /// `POST /api/v1/files` with extra `headers`. Every call draws a new multipart boundary.
    pub async fn upload_with(&self, token: &str, kind: &str, bytes: Vec<u8>, name: &str, headers: &[(&str, &str)]) -> Reply {
        let form = multipart::Form::new()
            .text("kind", kind.to_owned())
            .part("file", multipart::Part::bytes(bytes).file_name(name.to_owned()));
        let mut req = self.client.post(self.url("/api/v1/files")).bearer_auth(token).multipart(form);
        for (n, v) in headers {
            req = req.header(*n, *v);
        }
        Reply::read(req.send().await.expect("upload")).await
    }

    /// Uploads a file and returns its id.
    pub async fn upload_id(&self, token: &str, kind: &str) -> String {
        let (bytes, name) = match kind {
            "rto_form" | "contract" | "bast" => (fixtures::pdf(None), "form.pdf"),
            "domicile_letter" | "family_income_proof" => (fixtures::pdf(None), "letter.pdf"),
            _ => (fixtures::jpeg_with_exif(64, 48), "photo.jpg"),
        };
        let r = self.upload(token, kind, bytes, name).await;
        assert_eq!(r.status, 201, "{kind}: {:?}", r.body);
        r.body["data"]["file_id"].as_str().unwrap().to_owned()
    }

    /// A valid address body (Jakarta Pusat, Gambir, Gambir).
    pub fn address_body() -> Value {
        let a = json!({"address": "Jl. Medan Merdeka Barat No. 12", "postcode": "10110", "province_code": "31",
            "city_code": "31.71", "district_code": "31.71.01", "sub_district_code": "31.71.01.1001"});
        json!({"residential": a, "residential_same_as_ktp": true})
    }

    /// A valid documents body with fresh uploads; its NIK agrees with [`TestApp::prospect`]'s
    /// birth date and gender ([`prospect_nik`]).
    pub async fn documents_body(&self, token: &str) -> Value {
        json!({
            "ktp_number": prospect_nik(),
            "ktp_photo_file_id": self.upload_id(token, "ktp_photo").await,
            "selfie_file_id": self.upload_id(token, "selfie").await,
            "kk_number": "3171019876543210",
            "kk_photo_file_id": self.upload_id(token, "kk_photo").await,
            "sim_number": "123456789012",
            "sim_photo_file_id": self.upload_id(token, "sim_photo").await,
            "ride_hailing_profile_file_id": self.upload_id(token, "ride_hailing_profile").await,
            "domicile_letter_file_id": self.upload_id(token, "domicile_letter").await,
        })
    }

    /// A valid financial body whose three months average `amount` rupiah.
    pub async fn financial_body(&self, token: &str, amounts: [i64; 3]) -> Value {
        let t = today();
        let months: Vec<Value> = (1..=3)
            .zip(amounts)
            .map(|(i, amount)| {
                let d = t.checked_sub_months(Months::new(i)).unwrap();
                json!({"month": d.month(), "year": d.year(), "amount": amount})
            })
            .collect();
        json!({
            "ride_hailing_app": "gojek",
            "service_months": 24,
            "monthly_incomes": months,
            "income_history_file_id": self.upload_id(token, "income_history").await,
        })
    }

    /// A KYC schedule two days ahead.
    pub fn ekyc_body() -> Value {
        let at = (chrono::Utc::now() + chrono::Duration::days(2)).to_rfc3339();
        json!({"kyc_schedule": {"scheduled_at": at, "method": "video_call", "location": "https://meet.example.com/roda-kyc", "note": "WhatsApp video"}})
    }

    /// Fills every step of `loan_id` (each must answer 200).
    pub async fn fill_steps(&self, token: &str, loan_id: &str) {
        let base = format!("/api/v1/loan-applications/{loan_id}");
        let documents = self.documents_body(token).await;
        let financial = self.financial_body(token, [4_000_000, 3_500_000, 5_000_000]).await;
        for (step, body) in [
            ("address", Self::address_body()),
            ("ekyc-invitation", Self::ekyc_body()),
            ("documents", documents),
            ("financial", financial),
        ] {
            let r = self.put(&format!("{base}/{step}"), Some(token), body).await;
            assert_eq!(r.status, 200, "{step}: {:?}", r.body);
        }
    }

    /// A prospect with every step filled and saved (unverified); returns its loan ID.
    pub async fn unverified_application(&self, token: &str, refs: &Refs, n: u32) -> String {
        let loan_id = self.create_prospect(token, refs, n).await;
        self.fill_steps(token, &loan_id).await;
        let r = self.post(&format!("/api/v1/loan-applications/{loan_id}/save"), Some(token), json!({})).await;
        assert_eq!(r.status, 200, "save: {:?}", r.body);
        loan_id
    }

    /// A prospect saved and verified (approval pending); returns its loan ID.
    pub async fn verified_loan(&self, token: &str, refs: &Refs, n: u32) -> String {
        let loan_id = self.unverified_application(token, refs, n).await;
        let r = self.post(&format!("/api/v1/loan-applications/{loan_id}/verify"), Some(token), json!({})).await;
        assert_eq!(r.status, 200, "verify: {:?}", r.body);
        loan_id
    }

    /// A verified loan taken through allocation to `lender_id`, its approval by `lender_token`
    /// (that lender's staff), the KYC result, the first payment proof and the contract to
    /// pending activation (issue 9); returns its loan ID.
    pub async fn pending_activation_loan(&self, token: &str, lender_token: &str, lender_id: &str, refs: &Refs, n: u32) -> String {
        self.pending_activation_loan_on(token, lender_token, lender_id, None, refs, n).await
    }

    /// [`TestApp::pending_activation_loan`] drawn on the lender's funding source `source`.
    pub async fn pending_activation_loan_on(
        &self,
        token: &str,
        lender_token: &str,
        lender_id: &str,
        source: Option<&str>,
        refs: &Refs,
        n: u32,
    ) -> String {
        let loan = self.verified_loan(token, refs, n).await;
        let url = |p: &str| format!("/api/v1/loans/{loan}{p}");
        let ok = |r: &Reply, what: &str| assert!(r.status == 200 || r.status == 201, "{what}: {:?}", r.body);
        let allocation = json!({"loan_ids": [loan], "lender_id": lender_id, "funding_source_id": source});
        ok(&self.post("/api/v1/loan-approvals/allocate", Some(token), allocation).await, "allocate");
        ok(&self.post(&url("/approve"), Some(lender_token), json!({})).await, "approve");
        ok(&self.post(&url("/kyc-result"), Some(token), json!({"result": "approved"})).await, "kyc");
        let amount = self.get(&url(""), Some(token)).await.body["data"]["terms"]["first_payment_amount"].clone();
        let file = self.upload_id(token, "payment_proof").await;
        let r = self
            .post(
                &url("/payment-proofs"),
                Some(token),
                json!({"file_id": file, "reference": format!("TRF-{loan}"), "amount": amount, "paid_date": today().to_string()}),
            )
            .await;
        ok(&r, "proof");
        let proof = r.body["data"]["proof_id"].as_str().unwrap().to_owned();
        ok(&self.post(&format!("/api/v1/payment-proofs/{proof}/accept"), Some(token), json!({})).await, "accept");
        let pdf = self.upload_id(token, "contract").await;
        ok(&self.post(&url("/contract"), Some(token), json!({"file_id": pdf})).await, "contract");
        let r = self.post(&url("/contract/verify"), Some(token), json!({})).await;
        ok(&r, "verify contract");
        assert_eq!(r.body["data"]["active_status"], "pending_activation");
        loan
    }

    /// Registers a unit of loan `loan_id`'s motorcycle type (plate, VIN and numbers from `n`)
    /// and hands it over with a photo and the BAST on the Asia/Jakarta day `day` (today: an
    /// hour ago or at midnight; earlier: 10:00), which activates the loan: the only way a loan
    /// becomes active (issue 41 item 13). Answers the handover's reply.
    pub async fn hand_over(&self, token: &str, loan_id: &str, n: u32, day: chrono::NaiveDate) -> Reply {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        use storage::entity::loan;
        let l = loan::Entity::find().filter(loan::Column::LoanCode.eq(loan_id)).one(&self.state.db).await.unwrap().unwrap();
        let dealers = self.get("/api/v1/dealers", Some(token)).await.body["data"].clone();
        let unit = json!({
            "plate_number": format!("B {} HND", 1 + n % 9999),
            "frame_number": format!("MH1HND110MK{:06}", n % 1_000_000),
            "engine_number": format!("HND{:07}", n),
            "motorcycle_type_id": l.motorcycle_type_id,
            "colour": "Black",
            "year": 2026,
            "stnk_number": format!("STNKH{n:06}"),
            "stnk_expires_on": "2031-01-31",
            "dealer_id": dealers[0]["id"],
            "purchase_price": 28_500_000,
        });
        let r = self.post("/api/v1/motorcycles", Some(token), unit).await;
        assert_eq!(r.status, 201, "register the unit: {:?}", r.body);
        let jakarta = domain::calendar::ZONE;
        let now = chrono::Utc::now();
        let at = if day >= today() {
            (now - chrono::Duration::hours(1))
                .max(day.and_hms_opt(0, 0, 0).unwrap().and_local_timezone(jakarta).unwrap().to_utc())
        } else {
            day.and_hms_opt(10, 0, 0).unwrap().and_local_timezone(jakarta).unwrap().to_utc()
        };
        let body = json!({
            "motorcycle_id": r.body["data"]["id"],
            "handed_over_at": at.to_rfc3339(),
            "odometer_km": 12,
            "photo_file_ids": [self.upload_id(token, "handover_photo").await],
            "bast_file_id": self.upload_id(token, "bast").await,
        });
        self.post(&format!("/api/v1/loans/{loan_id}/handover"), Some(token), body).await
    }
}
