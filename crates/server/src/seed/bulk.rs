//! `roda seed bulk --loans N`: realistic synthetic applications for benchmarks (issue 3 item
//! 7). Borrowers with Indonesian names, unique e-mails and phones; registrations spread over two
//! years (ids are UUIDv7 of the registration time, as in production); a status mix of drafts,
//! unverified (some KYC Scheduled) and verified applications, a few unqualified leads and soft
//! deleted rows; PICs among the staff who may hold them. Deterministic for a given N.

use chrono::{Duration, Utc};
use domain::nik::Nik;
use domain::pipeline::{
    ActiveStatus, AllocationStatus, ApplicationStatus, ApprovalStatus, ContractStatus, KycStatus, LeadStatus,
    OfferingLetterStatus, PaymentStatus, Step, StepSet,
};
use domain::prospect::Gender;
use domain::terms::Frequency;
use rand::{Rng, SeedableRng, rngs::StdRng};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, Set, TransactionTrait};
use storage::{
    entity::{
        borrower, dealer, handover, installment, journal_line, lender, loan, loan_allocation, motorcycle, motorcycle_type,
        partner, payment, program, user,
    },
    repo::sequences,
};
use uuid::Uuid;

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
/// Mobile prefixes of Indonesia's operators (after +62), so seeded phones look like real ones.
const MOBILE_PREFIXES: [&str; 12] = ["812", "813", "821", "822", "852", "853", "857", "858", "877", "878", "895", "896"];

/// A unique phone for customer number `serial` with the digits of a real one: an operator's
/// prefix and eight digits spread evenly (the serial times a number coprime to 10^8, a bijection
/// of 0..10^8), not the serial's own zero-padded digits, which put runs of zeros in every phone
/// and made the phone searches of the benchmarks unlike real ones.
fn phone_of(serial: i64) -> String {
    let prefix = MOBILE_PREFIXES[usize::try_from(serial.rem_euclid(12)).unwrap_or(0)];
    let digits = (serial.rem_euclid(100_000_000) * 48_271 + 12_345).rem_euclid(100_000_000);
    format!("+62{prefix}{digits:08}")
}

/// A loan pending activation's installments left: its terms' tenor; 0 for any other loan.
fn pending_tenor(active: Option<ActiveStatus>, terms: Option<&domain::terms::Terms>) -> i32 {
    match (active, terms) {
        (Some(ActiveStatus::PendingActivation), Some(t)) => i32::try_from(t.tenor).unwrap_or(i32::MAX),
        _ => 0,
    }
}

/// Rows per insert statement: under SQLite's 32,766 bound parameters for a loan row's columns
/// (about 80 with the later stages').
const BATCH: usize = 300;

/// Inserts `n` applications (with their borrowers). Needs the demo reference data (seeded
/// first when missing). With `active`, every loan is instead an active borrower with its
/// schedule, an opening payment and its standing by its lender's regime (issue 10 benchmarks):
/// weekly rent-to-own mostly, some daily. Returns the rows written.
pub async fn bulk(
    db: &DatabaseConnection,
    hasher: &api::auth::passwords::Hasher,
    n: usize,
    active: bool,
) -> anyhow::Result<usize> {
    super::demo(db, hasher).await?;
    // Each active loan is bucketed by its lender's quality regime (issue 41 item 6).
    let regimes = if active { Some(storage::repo::quality_regimes::LenderRegimes::load(db).await?) } else { None };
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
    let now = Utc::now();
    let today = domain::calendar::today();
    let first_loan = reserve(db, sequences::LOAN, n).await?;
    let first_customer = reserve(db, sequences::CUSTOMER, n).await?;
    let address = serde_json::json!({"residential": {"address": "Jl. Kebon Sirih No. 10", "postcode": "10340",
        "province_code": "31", "city_code": "31.71", "district_code": "31.71.05", "sub_district_code": "31.71.05.1001"},
        "residential_same_as_ktp": true, "ktp": null});
    // A table the seed more than doubles is loaded with its secondary indexes and triggers set
    // aside; those are then built once (`storage::repo::bulk`) and what the triggers keep is
    // refilled set-based. A larger table keeps them: rebuilding them would cost the whole table.
    // The installments (about a hundred an active loan) are set aside only when there are none.
    let mut aside = Vec::new();
    let mut loans_aside = false;
    let tables =
        ["borrowers", "loans", "loan_standing", "loan_allocations", "motorcycles", "handovers", "payments", "journal_lines"];
    for table in tables {
        if storage::repo::bulk::row_count(db, table).await? < n as u64 {
            aside.push(storage::repo::bulk::set_aside(db, table).await?);
            loans_aside |= table == "loans";
        }
    }
    let installments_aside = active && installment::Entity::find().one(db).await?.is_none();
    if installments_aside {
        // First in line to be built and analysed (below), while the installments just written
        // are in memory: at a million loans the book outgrows it, and an `ANALYZE` at the end
        // read them back from disk (docs/BENCHMARKS.md "Bulk seed").
        let installments = storage::repo::bulk::set_aside_but(db, "installments", |name| LOAN_ORDER.contains(&name)).await?;
        aside.insert(0, installments.analysed());
    }
    if active {
        storage::repo::bulk::create_shape_tables(db).await?;
    }
    // The rows and their statements are made on a thread of their own while the previous
    // batches are written, so making and writing use both cores.
    let (sender, mut batches) = tokio::sync::mpsc::channel::<anyhow::Result<Batch>>(4);
    let backend = db.get_database_backend();
    let generator = tokio::task::spawn_blocking(move || {
        let mut rng = StdRng::seed_from_u64(n as u64);
        let active = regimes.as_ref();
        let by_frequency = |f: Frequency| programs.iter().find(|p| *p.installment_frequency == f).unwrap_or(&programs[0]);
        let (weekly, daily) = (by_frequency(Frequency::Weekly), by_frequency(Frequency::Daily));
        // The schedules' shapes met so far, each written once (issue 46 item 3).
        let mut shapes: Vec<super::active::Shape> = Vec::new();
        // Into an empty book every installment written is summed here, not refilled after.
        let mut collection = storage::repo::bulk::CollectionDays::default();
        let mut generate = |range: std::ops::Range<usize>| -> anyhow::Result<Batch> {
            let mut borrowers = Vec::with_capacity(BATCH);
            let mut loans = Vec::with_capacity(BATCH);
            let mut installments = Vec::new();
            let mut payments = Vec::new();
            let mut journal = Vec::new();
            let mut allocations = Vec::new();
            let mut standings = Vec::new();
            let mut units = Vec::new();
            let mut handovers = Vec::new();
            let mut shape_rows = Vec::new();
            let mut shaped = Vec::new();
            for i in range {
                let at = now - Duration::seconds(rng.random_range(0..730 * 24 * 3600));
                let secs = at.timestamp().cast_unsigned();
                let id = seeded_v7(secs, 0x10, i);
                let borrower_id = seeded_v7(secs, 0x20, i);
                let (f, l) = (FIRST[rng.random_range(0..FIRST.len())], LAST[rng.random_range(0..LAST.len())]);
                let full_name = format!("{f} {l}");
                // Unique across runs: numbered by the customer sequence, not the run's index.
                let serial = first_customer + i64::try_from(i)?;
                let email = format!("{}.{}.{serial}@example.id", f.to_lowercase(), l.to_lowercase());
                let married = rng.random_bool(0.5);
                let (customer_code, phone) = (sequences::customer_code(serial), phone_of(serial));
                let loan_code = sequences::loan_code(first_loan + i64::try_from(i)?);
                let search = storage::repo::loans::search::SearchText::of(&full_name, &email, &loan_code, &customer_code, &phone);
                let gender = if rng.random_bool(0.8) { Gender::Male } else { Gender::Female };
                let birth_date = chrono::NaiveDate::from_ymd_opt(
                    rng.random_range(1970..2005),
                    rng.random_range(1..13),
                    rng.random_range(1..29),
                )
                .expect("a date");
                // A NIK as Dukcapil writes it (Gambir, Jakarta Pusat), agreeing with the borrower.
                let nik = Nik::compose("317101", birth_date, gender, u32::try_from(i % 9999)? + 1);
                borrowers.push(borrower::ActiveModel {
                    id: Set(borrower_id),
                    customer_code: Set(customer_code),
                    email: Set(email.clone()),
                    phone: Set(phone),
                    password_hash: Set(hash.clone()),
                    full_name: Set(full_name.clone()),
                    gender: Set(if gender == Gender::Male { "male" } else { "female" }.into()),
                    birth_place: Set("Jakarta".into()),
                    birth_date: Set(birth_date),
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
                let status = if active.is_some() {
                    ApplicationStatus::Verified
                } else if roll < 0.35 {
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
                let deleted = active.is_none() && rng.random_bool(0.02);
                let program = match active {
                    Some(_) if rng.random_bool(0.95) => weekly,
                    Some(_) => daily,
                    None => &programs[rng.random_range(0..programs.len())],
                };
                let later = match active {
                    Some(_) => active_stage(&mut rng, &lenders),
                    None if verified => later_stage(&mut rng, &lenders),
                    None => Later::default(),
                };
                let terms = if verified { program.terms(mtype.price_rupiah) } else { None };
                let principal = terms.map(|t| t.principal);
                let book = match (active, &terms, later.active) {
                    (Some(regimes), Some(t), Some(ActiveStatus::Normal)) => {
                        Some(super::active::book(t, &mut rng, today, regimes.buckets_of(later.lender)))
                    }
                    _ => None,
                };
                let mut row = loan::ActiveModel {
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
                    program_id: Set(program.id),
                    dealer_id: Set(dealers[rng.random_range(0..dealers.len())].id),
                    partner_id: Set(partner.id),
                    motorcycle_type_id: Set(mtype.id),
                    sales_name: Set(rng.random_bool(0.5).then(|| "Rina".into())),
                    pic_id: Set(if pics.is_empty() || rng.random_bool(0.3) {
                        None
                    } else {
                        Some(pics[rng.random_range(0..pics.len())])
                    }),
                    lead_status: Set(lead.into()),
                    status: Set(status.into()),
                    kyc_scheduled: Set(status == ApplicationStatus::Unverified && rng.random_bool(0.2)),
                    steps_done: Set(if complete { StepSet::ALL } else { StepSet::EMPTY.with(Step::BasicInfo) }.bits()),
                    address: Set(complete.then(|| address.clone())),
                    kyc_scheduled_at: Set(complete.then(|| (at + Duration::days(2)).fixed_offset())),
                    kyc_method: Set(complete.then(|| "video_call".into())),
                    kyc_note: Set(None),
                    documents: Set(
                        complete.then(|| serde_json::json!({"ktp_number": nik, "kk_number": format!("3171{:012}", i + 1)}))
                    ),
                    financial: Set(complete.then(|| serde_json::json!({"ride_hailing_app": "gojek", "service_months": 24}))),
                    average_monthly_income: Set(complete.then_some(avg)),
                    income_per_day: Set(complete.then_some(avg / 30)),
                    approval_status: Set(later.approval.map(Into::into)),
                    lender_id: Set(later.lender),
                    principal: Set(principal),
                    terms: Set(terms.and_then(|t| serde_json::to_value(t).ok())),
                    allocated_at: Set(later.lender.map(|_| at)),
                    kyc_status: Set(later.kyc.map(Into::into)),
                    ol_status: Set(later.kyc.map(|_| OfferingLetterStatus::OlProcessing.into())),
                    payment_status: Set(later.payment.map(Into::into)),
                    first_payment_due: Set(later.payment.map(|_| (at + Duration::days(7)).date_naive())),
                    first_payment_amount: Set(terms.map(|t| t.first_payment_amount)),
                    first_payment_received: Set(if later.payment == Some(PaymentStatus::Paid) {
                        terms.map_or(0, |t| t.first_payment_amount)
                    } else {
                        0
                    }),
                    contract_status: Set(later.contract.map(Into::into)),
                    active_status: Set(later.active.map(Into::into)),
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
                    // Every row sets the same columns, those `set_standing` sets included (one
                    // multi-row insert: a column one row leaves unset is NULL in every row, which
                    // PostgreSQL refuses); an active one gets its values from its book below.
                    pending_activation_at: Set(later.active.map(|_| at)),
                    activated_on: Set(None),
                    dpd_band: Set(0),
                    bucket: Set(None),
                    outstanding: Set(0),
                    outstanding_principal: Set(0),
                    amount_overdue: Set(0),
                    // A loan pending activation has its whole tenor left (as `repo::loans::write`
                    // stores it); an active one's schedule sets these below.
                    installments_total: Set(pending_tenor(later.active, terms.as_ref())),
                    installments_left: Set(pending_tenor(later.active, terms.as_ref())),
                    inactive_reason: Set(None),
                    inactive_at: Set(None),
                    bpkb_release_due_on: Set(None),
                    credit: Set(0),
                    hold_billing: Set(false),
                    ..Default::default()
                };
                if let (Some(b), Some(terms)) = (&book, terms) {
                    set_active(&mut row, id, b, &mut payments, later.lender, at);
                    if installments_aside {
                        let key = |due_day| storage::repo::bulk::CollectionKey {
                            due_day,
                            lender_id: later.lender,
                            funding_source_id: row.funding_source_id.clone().take().flatten(),
                            program_id: program.id,
                            partner_id: Some(partner.id),
                        };
                        for i in &b.installments {
                            collection.add(key(domain::repayment::day_number(i.due_date)), i.amount_due, i.amount_paid);
                        }
                    }
                    let shape = match shapes.iter().position(|s| s.terms == terms) {
                        Some(k) => &shapes[k],
                        None => {
                            let shape = super::active::Shape::of(i32::try_from(shapes.len())?, terms);
                            shape_rows.extend(shape.rows());
                            shapes.push(shape);
                            &shapes[shapes.len() - 1]
                        }
                    };
                    match shape.paid_of(b) {
                        Some(paid) => shaped.push(storage::repo::bulk::ShapedLoan {
                            loan_id: id,
                            lender_id: later.lender,
                            program_id: program.id,
                            shape: shape.key,
                            handover_day: domain::repayment::day_number(b.handover),
                            paid,
                        }),
                        None => installments.extend(
                            b.installments
                                .iter()
                                .map(|i| storage::repo::loans::repayments::installment_row(id, later.lender, program.id, i)),
                        ),
                    }
                    journal.extend(opening_entry(id, later.lender, b));
                    let serial = first_loan + i64::try_from(i)?;
                    let dealer = row.dealer_id.clone().take().unwrap_or(dealers[0].id);
                    let (unit, handover) = handed_over_unit(serial, id, later.lender, mtype.id, dealer, b, at);
                    units.push(unit);
                    handovers.push(handover);
                }
                standings.extend(storage::repo::loans::repayments::standing_row(&row, book.as_ref().map(|b| &b.standing)));
                if let (Some(lender_id), Some(approval)) = (later.lender, later.approval) {
                    allocations.push(allocation_row(id, lender_id, approval, principal.unwrap_or(0), at));
                }
                loans.push(row);
            }
            let rows = Rows {
                borrowers,
                loans,
                installments,
                shape_rows,
                shaped,
                payments,
                journal,
                allocations,
                standings,
                units,
                handovers,
            };
            Ok(Batch::of(backend, rows))
        };
        for start in (0..n).step_by(BATCH) {
            let batch = generate(start..(start + BATCH).min(n));
            let failed = batch.is_err();
            // A closed channel: the writer failed and answers its own error.
            if sender.blocking_send(batch).is_err() || failed {
                break;
            }
        }
        collection
    });
    let loaded = async {
        let mut written = 0;
        // Ten batches a transaction.
        let mut open: Option<(sea_orm::DatabaseTransaction, usize)> = None;
        while let Some(batch) = batches.recv().await {
            let (txn, in_txn) = match open.take() {
                Some(open) => open,
                None => (db.begin().await?, 0),
            };
            let batch = batch?;
            for statement in batch.statements {
                txn.execute_raw(statement).await?;
            }
            written += batch.loans;
            if in_txn + 1 == 10 {
                txn.commit().await?;
                tracing::info!(written, of = n, "bulk seed");
            } else {
                open = Some((txn, in_txn + 1));
            }
        }
        if let Some((txn, _)) = open {
            txn.commit().await?;
        }
        anyhow::Ok(written)
    }
    .await;
    // The generator stops at its first error or once the writer has stopped.
    drop(batches);
    let generated = generator.await;
    // Every loan's installments from its shape, before the indexes set aside are built.
    let expanded = match (&loaded, &generated) {
        (Ok(_), Ok(_)) if active => storage::repo::bulk::expand_shapes(db).await.map(|_| ()),
        _ => Ok(()),
    };
    // Every installment is in; the tables analysed as they are put back are left out of the last
    // `ANALYZE`.
    let analysed = storage::repo::bulk::put_back(db, aside).await?;
    if loans_aside {
        // Every table the triggers on `loans` keep but `loan_standing`, whose rows the seed
        // wrote whole (`standing_row`).
        storage::migration::rebuild_search_index(db).await?;
        storage::migration::rebuild_loan_figures(db).await?;
    }
    // And those on the installments: from the sums the generator kept when it saw every
    // installment of an empty book, else refilled from the stored rows.
    match &generated {
        Ok(collection) if installments_aside && loaded.is_ok() && expanded.is_ok() => {
            let rows = storage::repo::bulk::load_collection_days(db, collection).await?;
            tracing::info!(rows, "bulk seed: collection days from the generator's sums");
        }
        _ if installments_aside || loans_aside => storage::migration::rebuild_collection_days(db).await?,
        _ => {}
    }
    generated?;
    let written = loaded?;
    expanded?;
    storage::repo::loans::recount(db).await?;
    storage::repo::loans::allocations::recount_totals(db).await?;
    // The opening entries went in as lines in batches: their day totals once, from the lines.
    storage::repo::journal::rebuild_day_totals(db).await?;
    if db.get_database_backend() == sea_orm::DbBackend::Postgres {
        // VACUUM sets the visibility map, so counts can be index-only scans; one statement a
        // call, as VACUUM cannot run inside a transaction block.
        db.execute_unprepared("VACUUM ANALYZE loans").await?;
        db.execute_unprepared("VACUUM ANALYZE borrowers").await?;
        // And the search's digit grams (m0058): a term of digits reads them index-only.
        db.execute_unprepared("VACUUM ANALYZE loan_search_grams").await?;
        // The repayment tables too: the daily job's pass over unpaid installments is an
        // index-only scan only once the visibility map is set.
        db.execute_unprepared("VACUUM ANALYZE installments").await?;
        db.execute_unprepared("VACUUM ANALYZE payments").await?;
        // The tables the triggers keep (figures, standing) took one update per row seeded, all
        // dead by now: at 100k loans `collection_days` held 18k rows in 1.1 GB and
        // `portfolio_figures` 90 rows in 1,004 pages. Autovacuum keeps them compact in
        // production; rewrite them once here (about a second) so the benches read them at
        // their real size. A full vacuum writes new files without a visibility map, so a plain
        // one follows: the funder's counts and the list's pages read `loan_standing`'s indexes
        // index-only only on pages it marks all-visible.
        let rewritten = "collection_days, collection_months, portfolio_figures, funnel_days, funnel_months, loan_standing";
        db.execute_unprepared(&format!("VACUUM (FULL, ANALYZE) {rewritten}")).await?;
        db.execute_unprepared(&format!("VACUUM {rewritten}")).await?;
    } else {
        // The search index as the nightly job leaves it (merged until no level holds two
        // segments), not as the triggers built it row by row: a search measured right after the
        // seed then reads what a production book does.
        storage::repo::loans::search::merge_index(db).await?;
        storage::repo::bulk::analyze_all_but(db, &analysed).await?;
    }
    Ok(written)
}

/// The rows of [`BATCH`] seeded loans.
struct Rows {
    borrowers: Vec<borrower::ActiveModel>,
    loans: Vec<loan::ActiveModel>,
    /// Those of loans whose schedule is not a shape moved (written row by row).
    installments: Vec<installment::ActiveModel>,
    /// The shapes first met in this batch, and the loans whose schedule is one moved.
    shape_rows: Vec<storage::repo::bulk::ShapeRow>,
    shaped: Vec<storage::repo::bulk::ShapedLoan>,
    payments: Vec<payment::ActiveModel>,
    journal: Vec<journal_line::ActiveModel>,
    allocations: Vec<loan_allocation::ActiveModel>,
    standings: Vec<storage::entity::loan_standing::ActiveModel>,
    units: Vec<motorcycle::ActiveModel>,
    handovers: Vec<handover::ActiveModel>,
}

/// [`BATCH`] seeded loans as the statements that insert them, built beside the writer (building
/// a statement and binding its values took about as long as SQLite took to run it).
struct Batch {
    loans: usize,
    statements: Vec<sea_orm::Statement>,
}

impl Batch {
    /// The inserts of `rows` for `backend`, parents first, none empty.
    fn of(backend: sea_orm::DbBackend, rows: Rows) -> Batch {
        use sea_orm::QueryTrait;
        let Rows {
            borrowers,
            loans,
            installments,
            shape_rows,
            shaped,
            payments,
            journal,
            allocations,
            standings,
            units,
            handovers,
        } = rows;
        let count = loans.len();
        let mut statements =
            vec![borrower::Entity::insert_many(borrowers).build(backend), loan::Entity::insert_many(loans).build(backend)];
        statements.extend(storage::repo::loans::repayments::insert_standing_rows(standings).map(|q| q.build(backend)));
        if !allocations.is_empty() {
            statements.push(loan_allocation::Entity::insert_many(allocations).build(backend));
        }
        if !units.is_empty() {
            statements.push(motorcycle::Entity::insert_many(units).build(backend));
            statements.push(handover::Entity::insert_many(handovers).build(backend));
        }
        statements.extend(in_chunks(installments, |c| installment::Entity::insert_many(c).build(backend)));
        statements.extend(storage::repo::bulk::insert_shape_rows(backend, &shape_rows));
        statements.extend(storage::repo::bulk::insert_shaped_loans(backend, &shaped));
        if !payments.is_empty() {
            statements.push(payment::Entity::insert_many(payments).build(backend));
        }
        statements.extend(in_chunks(journal, |c| journal_line::Entity::insert_many(c).build(backend)));
        Batch { loans: count, statements }
    }
}

/// `rows` in statements of [`INSTALLMENT_BATCH`] rows each, moved, not copied.
fn in_chunks<T>(rows: Vec<T>, build: impl Fn(Vec<T>) -> sea_orm::Statement) -> Vec<sea_orm::Statement> {
    let mut rows = rows.into_iter();
    std::iter::from_fn(|| {
        let chunk: Vec<T> = rows.by_ref().take(INSTALLMENT_BATCH).collect();
        (!chunk.is_empty()).then(|| build(chunk))
    })
    .collect()
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

/// The allocation of a seeded loan to `lender_id` (the approval list's history), decided 20
/// hours after allocation when approved or rejected.
fn allocation_row(
    loan_id: Uuid,
    lender_id: Uuid,
    approval: ApprovalStatus,
    amount: i64,
    at: chrono::DateTime<Utc>,
) -> loan_allocation::ActiveModel {
    let status = match approval {
        ApprovalStatus::Pending => AllocationStatus::Pending,
        ApprovalStatus::Approved => AllocationStatus::Approved,
        ApprovalStatus::Rejected => AllocationStatus::Rejected,
    };
    let decided = status != AllocationStatus::Pending;
    loan_allocation::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(loan_id),
        lender_id: Set(lender_id),
        status: Set(status.as_str().into()),
        amount: Set(amount),
        allocated_at: Set(at),
        allocated_by: Set(None),
        decided_at: Set(decided.then(|| at + Duration::hours(20))),
        decided_by: Set(None),
        note: Set(None),
        reason: Set((status == AllocationStatus::Rejected).then(|| "Income below the lender's criteria".into())),
        funding_source_id: Set(None),
        override_reason: Set(None),
    }
}

/// The installments' indexes led by the loan: the installments go in loan by loan in key order
/// (`storage::repo::bulk::expand_shapes`), so each new entry lands at the end of these and they
/// stay in place; the others (led by the due day) are set aside and built once from sorted rows,
/// as kept entry by entry their inserts would land all over them (docs/BENCHMARKS.md "Bulk
/// seed").
const LOAN_ORDER: [&str; 3] = ["ux_installments_loan", "ix_installments_unpaid", "ix_installments_late_fee_open"];

/// Installment rows per insert statement: 17 columns each, kept under SQLite's 32,766 bound
/// parameters a statement.
const INSTALLMENT_BATCH: usize = 1_500;

/// A loan with every origination step done: one in five awaits its handover (pending
/// activation), the rest are handed over (the active mix).
fn active_stage(rng: &mut StdRng, lenders: &[Uuid]) -> Later {
    let handed_over = rng.random_bool(0.8);
    Later {
        approval: Some(ApprovalStatus::Approved),
        lender: (!lenders.is_empty()).then(|| lenders[rng.random_range(0..lenders.len())]),
        kyc: Some(KycStatus::KycApproved),
        payment: Some(PaymentStatus::Paid),
        contract: Some(ContractStatus::ContractVerified),
        active: Some(if handed_over { ActiveStatus::Normal } else { ActiveStatus::PendingActivation }),
    }
}

/// Makes `row` an active loan with `b`'s schedule and standing; its opening payment goes to
/// the batches (its installments are the caller's).
fn set_active(
    row: &mut loan::ActiveModel,
    loan_id: Uuid,
    b: &super::active::SeededBook,
    payments: &mut Vec<payment::ActiveModel>,
    lender_id: Option<Uuid>,
    at: chrono::DateTime<Utc>,
) {
    let st = &b.standing;
    row.active_status = Set(Some(st.status.into()));
    row.activated_on = Set(Some(b.handover));
    row.pending_activation_at = Set(Some(at));
    row.installments_total = Set(i32::try_from(b.installments.len()).unwrap_or(i32::MAX));
    storage::repo::loans::repayments::set_standing(row, st, 0);
    if b.paid > 0 {
        payments.push(payment::ActiveModel {
            id: Set(Uuid::now_v7()),
            loan_id: Set(loan_id),
            lender_id: Set(lender_id),
            amount: Set(b.paid),
            paid_date: Set(b.installments.iter().filter_map(|i| i.paid_date).max().unwrap_or(b.handover)),
            method: Set("bank_transfer".into()),
            reference: Set("OPENING-BALANCE".into()),
            proof_file_id: Set(None),
            allocations: Set(serde_json::to_value(&b.parts).unwrap_or_default()),
            credit: Set(0),
            recorded_at: Set(at),
            recorded_by: Set(None),
            reversed_at: Set(None),
            reversed_by: Set(None),
            reversal_reason: Set(None),
        });
    }
}

/// The journal's opening entry of a seeded active loan (issue 44 item 4): what it still owes,
/// on its handover day, so the trial balance reconciles with the seeded book.
fn opening_entry(loan_id: Uuid, lender_id: Option<Uuid>, b: &super::active::SeededBook) -> Vec<journal_line::ActiveModel> {
    let principal = b.installments.iter().map(domain::repayment::Installment::principal_open).sum();
    let interest = b.installments.iter().map(domain::repayment::Installment::interest_open).sum();
    let at = storage::repo::journal::Posting { posted_on: b.handover, loan_id: Some(loan_id), lender_id, source_id: None };
    storage::repo::journal::rows_of(&domain::journal::opening(principal, interest), Uuid::now_v7(), at, None)
}

/// The unit a seeded active loan was handed over (issue 41 item 13: no active loan without its
/// motorcycle): a registered unit of the loan's type, handed over on the book's handover day
/// (09:00 Asia/Jakarta) to loan `loan_id` (number `serial`), with its handover record. Plates
/// (`K 1234 AB`) and frame numbers come from the serial, so they are unique across runs and
/// apart from `roda seed assets`' units.
fn handed_over_unit(
    serial: i64,
    loan_id: Uuid,
    lender_id: Option<Uuid>,
    motorcycle_type_id: Uuid,
    dealer_id: Uuid,
    b: &super::active::SeededBook,
    at: chrono::DateTime<Utc>,
) -> (motorcycle::ActiveModel, handover::ActiveModel) {
    const LETTERS: &[u8] = b"ABCDEFGHJKLMNPRSTUVWXYZ";
    let n = serial.unsigned_abs();
    let number = 1 + n % 9_999;
    let s = usize::try_from(n / 9_999).unwrap_or(0);
    let suffix =
        String::from_utf8_lossy(&[LETTERS[(s / LETTERS.len()) % LETTERS.len()], LETTERS[s % LETTERS.len()]]).into_owned();
    let handed_over_at = b
        .handover
        .and_hms_opt(9, 0, 0)
        .and_then(|t| t.and_local_timezone(chrono::FixedOffset::east_opt(7 * 3600)?).single())
        .map_or(at, |t| t.with_timezone(&Utc));
    let id = Uuid::now_v7();
    let unit = motorcycle::ActiveModel {
        id: Set(id),
        plate_number: Set(format!("K {number} {suffix}")),
        frame_number: Set(format!("MH1RD8110LN{:06}", n % 1_000_000)),
        engine_number: Set(format!("RD81E{:07}", n % 10_000_000)),
        motorcycle_type_id: Set(motorcycle_type_id),
        colour: Set("Black".into()),
        year: Set(2026),
        stnk_number: Set(Some(format!("STNKL{:07}", n % 10_000_000))),
        stnk_expires_on: Set(Some(b.handover + Duration::days(5 * 365))),
        bpkb_number: Set(None),
        dealer_id: Set(dealer_id),
        purchase_price: Set(28_500_000),
        status: Set(domain::assets::MotorcycleStatus::HandedOver.as_str().into()),
        loan_id: Set(Some(loan_id)),
        lender_id: Set(lender_id),
        handed_over_at: Set(Some(handed_over_at)),
        odometer_km: Set(Some(0)),
        latitude: Set(None),
        longitude: Set(None),
        mobility_synced_at: Set(None),
        version: Set(2),
        created_at: Set(at.min(handed_over_at)),
        updated_at: Set(handed_over_at),
        created_by: Set(None),
    };
    let record = handover::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(loan_id),
        motorcycle_id: Set(id),
        lender_id: Set(lender_id),
        handed_over_at: Set(handed_over_at),
        odometer_km: Set(0),
        battery_serials: Set(serde_json::json!([])),
        photo_file_ids: Set(serde_json::json!([])),
        bast_file_id: Set(Uuid::nil()),
        ended_at: Set(None),
        created_by: Set(None),
        created_at: Set(handed_over_at),
    };
    (unit, record)
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

/// A UUIDv7 near the time `secs`, unique within a run for every `(marker, i)`, sortable by
/// time. The first 64 bits are unique too (on SQLite they are the search index's rowid, and
/// random ids at one second's resolution collided there near a million rows, code 1555):
/// `i % 1000` is the millisecond and `i / 1000` fills the 12 bits after the version; the marker
/// and `i` fill the rest.
fn seeded_v7(secs: u64, marker: u8, i: usize) -> Uuid {
    let i = i as u64;
    let millis = secs * 1000 + i % 1000;
    let high = (i / 1000) % 4096;
    let mut bytes = [0u8; 10];
    bytes[0] = ((high >> 8) & 0x0F) as u8;
    bytes[1] = (high & 0xFF) as u8;
    bytes[2] = marker;
    bytes[3..].copy_from_slice(&i.to_be_bytes()[1..]);
    uuid::Builder::from_unix_timestamp_millis(millis, &bytes).into_uuid()
}

#[cfg(test)]
mod tests {
    use super::phone_of;

    /// Phones are unique per customer (the column is) and shaped like Indonesian mobiles.
    #[test]
    fn seeded_phones_are_unique_and_real_looking() {
        let phones: std::collections::HashSet<String> = (1..200_000).map(phone_of).collect();
        assert_eq!(phones.len(), 199_999);
        let p = phone_of(8);
        assert!(p.starts_with("+628") && p.len() == 14 && p[1..].bytes().all(|b| b.is_ascii_digit()), "{p}");
        assert_eq!(domain::phone::normalise_mobile(&p), Ok(p.clone()), "{p}");
    }
}
