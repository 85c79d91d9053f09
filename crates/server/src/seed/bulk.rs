//! `roda seed bulk --loans N`: realistic synthetic applications for benchmarks (issue 3 item
//! 7). Borrowers with Indonesian names, unique e-mails and phones; registrations spread over two
//! years (ids are UUIDv7 of the registration time, as in production); a status mix of drafts,
//! unverified (some KYC Scheduled) and verified applications, a few unqualified leads and soft
//! deleted rows; PICs among the staff who may hold them. Deterministic for a given N.

use chrono::{Duration, Utc};
use domain::pipeline::{
    ActiveStatus, ApplicationStatus, ApprovalStatus, ContractStatus, KycStatus, LeadStatus, OfferingLetterStatus, PaymentStatus,
    Step, StepSet,
};
use rand::{Rng, SeedableRng, rngs::StdRng};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, Set, TransactionTrait};
use storage::{
    entity::{borrower, dealer, lender, loan, motorcycle_type, partner, program, user},
    repo::sequences,
};
use uuid::{NoContext, Timestamp, Uuid};

const FIRST: [&str; 24] = [
    "Budi", "Siti", "Agus", "Dewi", "Andi", "Rina", "Joko", "Sri", "Eko", "Wati", "Hendra", "Yuni", "Rudi", "Nur", "Bambang",
    "Ayu", "Dedi", "Fitri", "Ahmad", "Lestari", "Rizky", "Indah", "Fajar", "Putri",
];
const LAST: [&str; 20] = [
    "Santoso",
    "Wijaya",
    "Saputra",
    "Hidayat",
    "Kurniawan",
    "Pratama",
    "Setiawan",
    "Nugroho",
    "Siregar",
    "Lubis",
    "Hasibuan",
    "Simanjuntak",
    "Gunawan",
    "Susanto",
    "Permana",
    "Ramadhan",
    "Utami",
    "Wibowo",
    "Harahap",
    "Sitompul",
];
/// Rows per insert statement: under SQLite's 32,766 bound parameters for a loan row's columns.
const BATCH: usize = 800;

/// Inserts `n` applications (with their borrowers). Needs the demo reference data (seeded
/// first when missing). Returns the rows written.
pub async fn bulk(db: &DatabaseConnection, hasher: &api::auth::passwords::Hasher, n: usize) -> anyhow::Result<usize> {
    super::demo(db, hasher).await?;
    let programs = program::Entity::find().all(db).await?;
    let partners = partner::Entity::find().all(db).await?;
    let dealers = dealer::Entity::find().all(db).await?;
    let types = motorcycle_type::Entity::find().all(db).await?;
    let lenders: Vec<Uuid> = lender::Entity::find().all(db).await?.into_iter().map(|l| l.id).collect();
    let pics: Vec<Uuid> = user::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .filter(|u| domain::Level(u.level).allows(domain::Area::BorrowerApplication))
        .map(|u| u.id)
        .collect();
    anyhow::ensure!(!programs.is_empty() && !partners.is_empty() && !dealers.is_empty(), "reference data missing");
    let hash = hasher.hash("Bulk-Borrower1".into()).await?;
    let mut rng = StdRng::seed_from_u64(n as u64);
    let now = Utc::now();
    let first_loan = reserve(db, sequences::LOAN, n).await?;
    let first_customer = reserve(db, sequences::CUSTOMER, n).await?;
    let address = serde_json::json!({"residential": {"address": "Jl. Kebon Sirih No. 10", "postcode": "10340",
        "province_code": "31", "city_code": "31.71", "district_code": "31.71.05", "sub_district_code": "31.71.05.1001"},
        "residential_same_as_ktp": true, "ktp": null});
    let mut written = 0;
    let mut start = 0;
    while start < n {
        let end = (start + BATCH * 10).min(n);
        let txn = db.begin().await?;
        for chunk_start in (start..end).step_by(BATCH) {
            let chunk_end = (chunk_start + BATCH).min(end);
            let mut borrowers = Vec::with_capacity(BATCH);
            let mut loans = Vec::with_capacity(BATCH);
            for i in chunk_start..chunk_end {
                let at = now - Duration::seconds(rng.random_range(0..730 * 24 * 3600));
                let (secs, nanos) = (at.timestamp().cast_unsigned(), at.timestamp_subsec_nanos());
                let id = Uuid::new_v7(Timestamp::from_unix(NoContext, secs, nanos));
                let borrower_id = Uuid::new_v7(Timestamp::from_unix(NoContext, secs, nanos));
                let (f, l) = (FIRST[rng.random_range(0..FIRST.len())], LAST[rng.random_range(0..LAST.len())]);
                let full_name = format!("{f} {l}");
                let email = format!("{}.{}.{i}@example.id", f.to_lowercase(), l.to_lowercase());
                let married = rng.random_bool(0.5);
                let (customer_code, phone) =
                    (sequences::customer_code(first_customer + i64::try_from(i)?), format!("+62812{i:08}"));
                let loan_code = sequences::loan_code(first_loan + i64::try_from(i)?);
                let search = storage::repo::loans::search::SearchText::of(&full_name, &email, &loan_code, &customer_code, &phone);
                borrowers.push(borrower::ActiveModel {
                    id: Set(borrower_id),
                    customer_code: Set(customer_code),
                    email: Set(email.clone()),
                    phone: Set(phone),
                    password_hash: Set(hash.clone()),
                    full_name: Set(full_name.clone()),
                    gender: Set(if rng.random_bool(0.8) { "male" } else { "female" }.into()),
                    birth_place: Set("Jakarta".into()),
                    birth_date: Set(chrono::NaiveDate::from_ymd_opt(
                        rng.random_range(1970..2005),
                        rng.random_range(1..13),
                        rng.random_range(1..29),
                    )
                    .expect("a date")),
                    marital_status: Set(if married { "married" } else { "single" }.into()),
                    mother_name: Set("Siti Aminah".into()),
                    spouse_name: Set(married.then(|| "Dewi Lestari".into())),
                    emergency_name: Set("Ani".into()),
                    emergency_phone: Set("+6281399990000".into()),
                    emergency_relation: Set("family".into()),
                    created_at: Set(at),
                    updated_at: Set(at),
                    created_by: Set(None),
                });
                let roll: f64 = rng.random();
                let status = if roll < 0.35 {
                    ApplicationStatus::Draft
                } else if roll < 0.70 {
                    ApplicationStatus::Unverified
                } else {
                    ApplicationStatus::Verified
                };
                let lead = if status == ApplicationStatus::Draft && rng.random_bool(0.1) {
                    LeadStatus::Unqualified
                } else if rng.random_bool(0.1) {
                    LeadStatus::Qualified
                } else {
                    LeadStatus::New
                };
                let complete = status != ApplicationStatus::Draft;
                let verified = status == ApplicationStatus::Verified;
                let avg: i64 = rng.random_range(2_500..9_000) * 1000;
                let partner = &partners[rng.random_range(0..partners.len())];
                let mtype = types.iter().find(|t| t.partner_id == partner.id).unwrap_or(&types[0]);
                let deleted = rng.random_bool(0.02);
                let later = if verified { later_stage(&mut rng, &lenders) } else { Later::default() };
                let principal = verified.then(|| mtype.price_rupiah * 85 / 100);
                loans.push(loan::ActiveModel {
                    id: Set(id),
                    loan_code: Set(loan_code),
                    borrower_id: Set(borrower_id),
                    full_name_lower: Set(full_name.to_lowercase()),
                    full_name: Set(full_name.clone()),
                    email: Set(email),
                    search_name: Set(search.name),
                    search_email: Set(search.email),
                    search_ids: Set(search.ids),
                    search_phone: Set(search.phone),
                    program_id: Set(programs[rng.random_range(0..programs.len())].id),
                    dealer_id: Set(dealers[rng.random_range(0..dealers.len())].id),
                    partner_id: Set(partner.id),
                    motorcycle_type_id: Set(mtype.id),
                    sales_name: Set(rng.random_bool(0.5).then(|| "Rina".into())),
                    pic_id: Set(if pics.is_empty() || rng.random_bool(0.3) {
                        None
                    } else {
                        Some(pics[rng.random_range(0..pics.len())])
                    }),
                    lead_status: Set(lead.as_str().into()),
                    status: Set(status.as_str().into()),
                    kyc_scheduled: Set(status == ApplicationStatus::Unverified && rng.random_bool(0.2)),
                    steps_done: Set(if complete { StepSet::ALL } else { StepSet::EMPTY.with(Step::BasicInfo) }.bits()),
                    address: Set(complete.then(|| address.clone())),
                    kyc_scheduled_at: Set(complete.then(|| (at + Duration::days(2)).fixed_offset())),
                    kyc_method: Set(complete.then(|| "video_call".into())),
                    kyc_note: Set(None),
                    documents: Set(complete.then(
                        || serde_json::json!({"ktp_number": format!("3171{:012}", i), "kk_number": format!("3171{:012}", i + 1)}),
                    )),
                    financial: Set(complete.then(|| serde_json::json!({"ride_hailing_app": "gojek", "service_months": 24}))),
                    average_monthly_income: Set(complete.then_some(avg)),
                    income_per_day: Set(complete.then_some(avg / 30)),
                    approval_status: Set(later.approval.map(|s| s.as_str().into())),
                    lender_id: Set(later.lender),
                    principal: Set(principal),
                    allocated_at: Set(later.lender.map(|_| at)),
                    kyc_status: Set(later.kyc.map(|s| s.as_str().into())),
                    ol_status: Set(later.kyc.map(|_| OfferingLetterStatus::OlProcessing.as_str().into())),
                    payment_status: Set(later.payment.map(|s| s.as_str().into())),
                    first_payment_due: Set(later.payment.map(|_| (at + Duration::days(7)).date_naive())),
                    first_payment_amount: Set(principal.map(|p| p / 5)),
                    contract_status: Set(later.contract.map(|s| s.as_str().into())),
                    active_status: Set(later.active.map(|s| s.as_str().into())),
                    created_at: Set(at),
                    updated_at: Set(at),
                    submitted_at: Set(complete.then_some(at)),
                    verified_at: Set(verified.then_some(at)),
                    verified_by: Set(None),
                    deleted_at: Set(deleted.then_some(at)),
                    deleted_by: Set(None),
                    delete_reason: Set(deleted.then(|| "Duplicate".into())),
                    created_by: Set(None),
                    version: Set(1),
                    ..Default::default()
                });
            }
            written += loans.len();
            borrower::Entity::insert_many(borrowers).exec(&txn).await?;
            loan::Entity::insert_many(loans).exec(&txn).await?;
        }
        txn.commit().await?;
        tracing::info!(written, of = n, "bulk seed");
        start = end;
    }
    storage::repo::loans::recount(db).await?;
    if db.get_database_backend() == sea_orm::DbBackend::Postgres {
        // VACUUM sets the visibility map, so counts can be index-only scans; one statement a
        // call, as VACUUM cannot run inside a transaction block.
        db.execute_unprepared("VACUUM ANALYZE loans").await?;
        db.execute_unprepared("VACUUM ANALYZE borrowers").await?;
    } else {
        db.execute_unprepared("ANALYZE").await?;
    }
    Ok(written)
}

/// The later-stage statuses of a bulk verified loan.
#[derive(Default)]
struct Later {
    approval: Option<ApprovalStatus>,
    lender: Option<Uuid>,
    kyc: Option<KycStatus>,
    payment: Option<PaymentStatus>,
    contract: Option<ContractStatus>,
    active: Option<ActiveStatus>,
}

/// A plausible spread of verified loans over approval, KYC and contract: a third still
/// unallocated, some pending with a lender or rejected, the rest approved and further on.
fn later_stage(rng: &mut StdRng, lenders: &[Uuid]) -> Later {
    let lender = (!lenders.is_empty()).then(|| lenders[rng.random_range(0..lenders.len())]);
    let roll: f64 = rng.random();
    if roll < 0.3 || lender.is_none() {
        return Later { approval: Some(ApprovalStatus::Pending), ..Later::default() };
    }
    if roll < 0.45 {
        return Later { approval: Some(ApprovalStatus::Pending), lender, ..Later::default() };
    }
    if roll < 0.55 {
        return Later { approval: Some(ApprovalStatus::Rejected), lender, ..Later::default() };
    }
    let approved = Later { approval: Some(ApprovalStatus::Approved), lender, ..Later::default() };
    let kyc = KycStatus::ALL[rng.random_range(0..KycStatus::ALL.len())];
    if kyc != KycStatus::KycApproved {
        return Later { kyc: Some(kyc), ..approved };
    }
    let payment = PaymentStatus::ALL[rng.random_range(0..PaymentStatus::ALL.len())];
    let contract = ContractStatus::ALL[rng.random_range(0..ContractStatus::ALL.len())];
    let active = (payment == PaymentStatus::Paid && contract == ContractStatus::ContractVerified)
        .then_some(ActiveStatus::PendingActivation);
    Later { kyc: Some(kyc), payment: Some(payment), contract: Some(contract), active, ..approved }
}

/// Takes `n` numbers of a counter at once; returns the first.
async fn reserve(db: &DatabaseConnection, name: &str, n: usize) -> anyhow::Result<i64> {
    let txn = db.begin().await?;
    let first = sequences::next(&txn, name).await?;
    if n > 1 {
        let backend = txn.get_database_backend();
        let p = if backend == sea_orm::DbBackend::Postgres { ["$1", "$2"] } else { ["?", "?"] };
        txn.execute_raw(sea_orm::Statement::from_sql_and_values(
            backend,
            format!("UPDATE sequences SET value = value + {} WHERE name = {}", p[0], p[1]),
            [i64::try_from(n - 1)?.into(), name.into()],
        ))
        .await?;
    }
    txn.commit().await?;
    Ok(first)
}
