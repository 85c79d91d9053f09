//! `roda seed demo` / `roda serve --demo` (DESIGN §1): reference data around Jabodetabek and one
//! staff account per level, all with the password [`DEMO_PASSWORD`]. Seeds only an empty
//! database, so it is safe to run on every start; never run in production.

mod active;
mod assets;
mod bulk;

pub use assets::assets;
pub use bulk::bulk;

use anyhow::Context;
use domain::lenders::{LenderKind, LenderStatus};
use domain::repayment::QualityRegime;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, Set, TransactionTrait};
use storage::{
    entity::{Stored, dealer, lender, motorcycle_type, partner, program},
    repo::{self, audit, users},
};
use uuid::Uuid;

/// The password of every demo account.
pub const DEMO_PASSWORD: &str = "Roda!demo2026";

/// The levels that get a `level<N>@roda.test` account (every level with an allow-list but 21).
pub const DEMO_LEVELS: [i32; 13] = [1, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 17, 18];

/// Dealers: (code, name, address, city code, latitude, longitude). The first is within 5 km of
/// Monas (-6.1754, 106.8272).
const DEALERS: [(&str, &str, &str, &str, f64, f64); 6] = [
    ("DLR-JKP-01", "Roda Gambir", "Jl. Medan Merdeka Selatan No. 8, Gambir", "31.71", -6.1810, 106.8265),
    ("DLR-JKP-02", "Roda Menteng", "Jl. HOS Cokroaminoto No. 45, Menteng", "31.71", -6.1967, 106.8335),
    ("DLR-JKS-01", "Roda Tebet", "Jl. Prof. Dr. Soepomo No. 12, Tebet", "31.74", -6.2310, 106.8450),
    ("DLR-JKB-01", "Roda Grogol", "Jl. Kyai Tapa No. 3, Grogol Petamburan", "31.73", -6.1680, 106.7900),
    ("DLR-BKS-01", "Roda Bekasi Barat", "Jl. KH. Noer Ali No. 88, Bekasi Barat", "32.75", -6.2480, 106.9920),
    ("DLR-TNG-01", "Roda Tangerang Kota", "Jl. Jend. Sudirman No. 21, Tangerang", "36.71", -6.1780, 106.6300),
];

/// Seeds the demo data when no staff account exists. Returns whether it seeded.
/// Errors: the database refused a write (nothing is left half-seeded: one transaction).
pub async fn demo(db: &DatabaseConnection, hasher: &api::auth::passwords::Hasher) -> anyhow::Result<bool> {
    if users::any(db).await? {
        return Ok(false);
    }
    // One hash for every demo account: they share the password, and argon2 is slow by design.
    let hash = hasher.hash(DEMO_PASSWORD.to_owned()).await?;
    let txn = db.begin().await?;
    let now = repo::now();
    let mut lender_ids = Vec::new();
    for (code, name, source, kind, legal) in [
        ("LND-01", "PT Dana Roda Sejahtera", "P2P lending", LenderKind::P2pLending, "PT Dana Roda Sejahtera Tbk"),
        (
            "LND-02",
            "Koperasi Mitra Pengemudi",
            "Cooperative",
            LenderKind::PrivateInvestor,
            "Koperasi Simpan Pinjam Mitra Pengemudi",
        ),
        (
            "LND-03",
            "Bank Motor Listrik Nusantara",
            "Bank channeling",
            LenderKind::BankChanneling,
            "PT Bank Motor Listrik Nusantara",
        ),
    ] {
        let id = Uuid::now_v7();
        lender::ActiveModel {
            id: Set(id),
            code: Set(code.into()),
            name: Set(name.into()),
            funding_source: Set(Some(source.into())),
            created_at: Set(now),
            legal_name: Set(Some(legal.into())),
            kind: Set(kind.as_str().into()),
            quality_regime: Set(QualityRegime::default_for(kind).as_str().into()),
            status: Set(LenderStatus::Active.as_str().into()),
            contact_email: Set(Some(format!("funding@{}.example.id", code.to_lowercase()))),
            contact_phone: Set(None),
            version: Set(1),
            updated_at: Set(Some(now)),
        }
        .insert(&txn)
        .await?;
        lender_ids.push(id);
    }
    // (code, name, Indonesian name, kind, frequency, tenor, down payment bp, flat rate bp a
    // year, admin fee, offering letter, days to the first payment): typical Jakarta
    // ride-hailing financing. Each name states the tenor as its installments or whole years
    // (`domain::programs::name_disagrees`).
    for (code, name, name_id, kind, freq, tenure, dp_bp, rate_bp, fee, letter, first_days) in [
        (
            "RTO-DAILY-540",
            storage::migration::m0039_program_tenor_names::RTO_DAILY_NAME,
            storage::migration::m0039_program_tenor_names::RTO_DAILY_NAME_ID,
            "rent_to_own",
            "daily",
            540,
            500,
            2000,
            150_000,
            false,
            3,
        ),
        (
            "RTO-WEEKLY-104",
            "Rent-to-own weekly 2 years",
            "Sewa-beli mingguan 2 tahun",
            "rent_to_own",
            "weekly",
            104,
            1000,
            1900,
            200_000,
            true,
            5,
        ),
        (
            "LOAN-MONTHLY-24",
            "Loan monthly 24 months",
            "Pinjaman bulanan 24 bulan",
            "loan",
            "monthly",
            24,
            1500,
            1650,
            250_000,
            true,
            7,
        ),
    ] {
        program::ActiveModel {
            id: Set(Uuid::now_v7()),
            code: Set(code.into()),
            name: Set(name.into()),
            name_id: Set(Some(name_id.into())),
            kind: Set(Stored(kind.parse().context("a demo program's kind")?)),
            installment_frequency: Set(Stored(freq.parse().context("a demo program's frequency")?)),
            tenure_count: Set(tenure),
            active: Set(true),
            down_payment_bp: Set(dp_bp),
            flat_rate_bp: Set(rate_bp),
            admin_fee: Set(fee),
            needs_offering_letter: Set(letter),
            first_payment_days: Set(first_days),
            late_fee_bp_per_day: Set(10),
            late_fee_grace_days: Set(3),
            late_fee_cap_bp: Set(2000),
            early_settlement_fee_bp: Set(300),
            version: Set(1),
        }
        .insert(&txn)
        .await?;
    }
    let mut partner_ids = Vec::new();
    for (code, name) in [("GOJEK", "Gojek"), ("GRAB", "Grab"), ("MAXIM", "Maxim")] {
        let id = Uuid::now_v7();
        partner::ActiveModel {
            id: Set(id),
            code: Set(code.into()),
            name: Set(name.into()),
            name_id: Set(None),
            active: Set(true),
        }
        .insert(&txn)
        .await?;
        partner_ids.push(id);
    }
    let types = [
        ("EV-GESITS", "Gesits G1", "electric", 28_500_000),
        ("EV-ALVA", "Alva One", "electric", 35_900_000),
        ("EV-SMOOT", "Smoot Tempur", "electric", 19_800_000),
        ("ICE-BEAT", "Honda BeAT", "ice", 18_900_000),
    ];
    for (i, partner_id) in partner_ids.iter().enumerate() {
        for (code, name, powertrain, price) in types.iter().skip(i % 2).take(3) {
            motorcycle_type::ActiveModel {
                id: Set(Uuid::now_v7()),
                partner_id: Set(*partner_id),
                code: Set(format!("{code}-{i}")),
                name: Set((*name).into()),
                name_id: Set(None),
                powertrain: Set((*powertrain).into()),
                price_rupiah: Set(*price),
                active: Set(true),
            }
            .insert(&txn)
            .await?;
        }
    }
    for (i, (code, name, address, city, lat, lng)) in DEALERS.into_iter().enumerate() {
        dealer::ActiveModel {
            id: Set(Uuid::now_v7()),
            code: Set(code.into()),
            name: Set(name.into()),
            address: Set(address.into()),
            phone: Set(Some(format!("+62215550{:03}", i + 1))),
            city_code: Set(Some(city.into())),
            latitude: Set(lat),
            longitude: Set(lng),
            active: Set(true),
        }
        .insert(&txn)
        .await?;
    }
    let mut accounts: Vec<(String, String, i32, Option<Uuid>)> = vec![("admin@roda.test".into(), "Admin Roda".into(), 21, None)];
    accounts.extend(DEMO_LEVELS.iter().map(|l| (format!("level{l}@roda.test"), format!("Staff Level {l}"), *l, None)));
    // Funder staff (DESIGN §4): they see and decide only their own lender's allocations.
    accounts.push(("lender@roda.test".into(), "Lender Staff".into(), 5, lender_ids.first().copied()));
    accounts.push(("lender2@roda.test".into(), "Koperasi Staff".into(), 5, lender_ids.get(1).copied()));
    for (email, full_name, level, lender_id) in accounts {
        let u = users::insert(
            &txn,
            users::NewUser {
                email,
                username: None,
                full_name,
                phone: None,
                level,
                lender_id,
                funding_source_id: None,
                password_hash: Some(hash.clone()),
            },
        )
        .await?;
        audit::record(&txn, &audit::Actor::default(), "seed.demo", "user", &u.id.to_string(), None, None).await?;
    }
    txn.commit().await?;
    let n = storage::entity::user::Entity::find().count(db).await?;
    tracing::info!(accounts = n, "seeded the demo data");
    Ok(true)
}

/// One funding source per lender for the showcase (issue 14): a facility of Rp 50 billion
/// from the start of the year, holding what the lender's pending and approved allocations
/// already drew, so the lender screen shows limits in use. Nothing when sources exist.
///
/// Errors: the database refused a write (one transaction: nothing half-seeded).
pub async fn funding_sources(db: &DatabaseConnection) -> anyhow::Result<usize> {
    use storage::entity::funding_source;
    if funding_source::Entity::find().one(db).await?.is_some() {
        return Ok(0);
    }
    let txn = db.begin().await?;
    let now = repo::now();
    let from = chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap_or_default();
    let lenders = repo::reference::lenders(&txn).await?;
    let backend = txn.get_database_backend();
    let p = |i: usize| if backend == sea_orm::DbBackend::Postgres { format!("${i}") } else { "?".to_owned() };
    for l in &lenders {
        let id = Uuid::now_v7();
        funding_source::ActiveModel {
            id: Set(id),
            lender_id: Set(l.id),
            name: Set("Facility 2026".into()),
            limit_amount: Set(50_000_000_000),
            used_amount: Set(0),
            available_from: Set(from),
            available_until: Set(None),
            status: Set("active".into()),
            created_at: Set(now),
            updated_at: Set(now),
            version: Set(1),
        }
        .insert(&txn)
        .await?;
        for (sql, values) in [
            (
                format!("UPDATE loan_allocations SET funding_source_id = {} WHERE lender_id = {}", p(1), p(2)),
                vec![id.into(), l.id.into()],
            ),
            (format!("UPDATE loans SET funding_source_id = {} WHERE lender_id = {}", p(1), p(2)), vec![id.into(), l.id.into()]),
            (
                format!(
                    "UPDATE funding_sources SET used_amount = (SELECT COALESCE(SUM(amount), 0) FROM loan_allocations \
                     WHERE funding_source_id = {} AND status IN ('pending', 'approved')) WHERE id = {}",
                    p(1),
                    p(2)
                ),
                vec![id.into(), id.into()],
            ),
        ] {
            txn.execute_raw(sea_orm::Statement::from_sql_and_values(backend, sql, values)).await?;
        }
    }
    txn.commit().await?;
    Ok(lenders.len())
}

/// Adds bench lenders (`BENCH-004`, …) until there are `total` (issue 14's benchmark: the lender
/// list at 50 lenders). Errors: the database refused a write.
pub async fn more_lenders(db: &DatabaseConnection, total: usize) -> anyhow::Result<()> {
    let have = lender::Entity::find().count(db).await?;
    let now = repo::now();
    let kinds = [LenderKind::BankChanneling, LenderKind::Multifinance, LenderKind::P2pLending, LenderKind::PrivateInvestor];
    for i in usize::try_from(have)?..total {
        lender::ActiveModel {
            id: Set(Uuid::now_v7()),
            code: Set(format!("BENCH-{:03}", i + 1)),
            name: Set(format!("Bench Lender {:03}", i + 1)),
            funding_source: Set(None),
            created_at: Set(now),
            legal_name: Set(Some(format!("PT Bench Lender {:03}", i + 1))),
            kind: Set(kinds[i % kinds.len()].as_str().into()),
            quality_regime: Set(QualityRegime::default_for(kinds[i % kinds.len()]).as_str().into()),
            status: Set(LenderStatus::Active.as_str().into()),
            contact_email: Set(None),
            contact_phone: Set(None),
            version: Set(1),
            updated_at: Set(Some(now)),
        }
        .insert(db)
        .await?;
    }
    Ok(())
}
