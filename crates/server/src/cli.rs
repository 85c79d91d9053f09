//! The `roda` command line (DESIGN §1): `serve [--demo]`, `migrate`, `user create`, `seed demo`,
//! `seed bulk`, `backup`.

use std::{io::IsTerminal, net::SocketAddr};

use anyhow::Context;
use clap::{Parser, Subcommand};
use sea_orm::DatabaseConnection;

use crate::{config::Settings, seed, telemetry};

#[derive(Parser)]
#[command(name = "roda", version, about = "Roda: the back office of a motorcycle lender")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve the API and the web app (migrations run first).
    Serve {
        /// Seed demo reference data and one account per level into an empty database.
        #[arg(long)]
        demo: bool,
    },
    /// Apply pending database migrations and exit.
    Migrate,
    /// Staff accounts.
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    /// Seed data.
    Seed {
        #[command(subcommand)]
        command: SeedCommand,
    },
    /// Scheduled jobs, run by hand (`roda serve` runs them itself at 00:05 Asia/Jakarta).
    Jobs {
        #[command(subcommand)]
        command: JobsCommand,
    },
    /// Borrower data retention (UU PDP): kept while a loan is open and 5 years after the last
    /// one closed, then anonymised.
    Retention {
        #[command(subcommand)]
        command: RetentionCommand,
    },
    /// Copy the database and the uploaded files into a new dated folder (safe while serving).
    Backup {
        /// Where the backup folder is made. Default `<data dir>/backups`.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
}

#[derive(Subcommand)]
pub enum UserCommand {
    /// Create an active staff account. The password is read from a prompt, or from the first
    /// line of standard input when it is not a terminal — never from an argument.
    Create {
        #[arg(long)]
        email: String,
        #[arg(long)]
        name: String,
        /// Level of spec §6 (1, 3–10, 15–18, 21).
        #[arg(long)]
        level: i32,
        /// Ties the account to a lender (funder staff), by lender code.
        #[arg(long)]
        lender_code: Option<String>,
    },
}

#[derive(Subcommand)]
pub enum JobsCommand {
    /// Run a job now.
    Run {
        #[command(subcommand)]
        job: JobName,
    },
}

#[derive(Subcommand)]
pub enum JobName {
    /// Expire passed KYC meetings and first-payment schedules for a business date (a rerun of
    /// a finished date changes nothing; another instance running it makes this a no-op).
    Daily {
        /// The Asia/Jakarta business date, `YYYY-MM-DD`: today (the default) or a past day
        /// within a year.
        #[arg(long)]
        date: Option<chrono::NaiveDate>,
        /// Allow a date after today (a rehearsal or benchmark on a copy of the book: a run
        /// ahead marks loans late before they are).
        #[arg(long)]
        future: bool,
    },
    /// Ask the vehicle-mobility service (RODA_MOBILITY_URL) about every unit in use now and
    /// record the newer odometers and positions (`roda serve` does it every
    /// RODA_MOBILITY_INTERVAL_SECS).
    Mobility,
    /// Send the reminders due now (WhatsApp, SMS, e-mail, or the outbox without a provider:
    /// RODA_WHATSAPP_*, RODA_SMS_*); `roda serve` does it every RODA_MESSAGES_INTERVAL_SECS.
    Messages,
    /// Refill the report figures (`funnel_days`, `collection_days`, `portfolio_figures`) and the
    /// standing copy `loan_standing` from the stored loans and installments (set-based; triggers
    /// keep them exact otherwise: for a check or a repair, issues 10 and 12).
    ReportFigures,
    /// Settle every stored battery swap not yet folded into the histories and the batteries'
    /// places (`roda serve` does it itself; for after a bulk load, issue 11).
    SettleSwaps,
}

#[derive(Subcommand)]
pub enum RetentionCommand {
    /// Anonymise the borrowers due (their documents deleted), or with `--dry-run` only list them.
    Run {
        /// List what would be anonymised; change nothing.
        #[arg(long)]
        dry_run: bool,
        /// The Asia/Jakarta day the rule is applied on, `YYYY-MM-DD`; default today.
        #[arg(long)]
        date: Option<chrono::NaiveDate>,
    },
}

#[derive(Subcommand)]
pub enum SeedCommand {
    /// Demo reference data and one account per level (only into a database without accounts).
    Demo,
    /// The demo data plus loans at every stage for trying the screens (`make run`): 200
    /// applications of every status and 40 loans past the contract (pending activation,
    /// paying, late). Only into a database without loans; otherwise nothing.
    Showcase,
    /// Synthetic applications for benchmarks (seeds the demo data first when missing).
    Bulk {
        /// How many applications (each with its borrower).
        #[arg(long)]
        loans: usize,
        /// Make every one an active borrower with its schedule and payments (issue 10).
        #[arg(long)]
        active: bool,
        /// Lenders to spread allocations over (issue 14's benchmark); the demo's three when absent.
        #[arg(long)]
        lenders: Option<usize>,
    },
    /// A fleet for the asset benchmarks (issue 11): units in stock, two batteries each, and
    /// swap events over the last 90 days (seeds the demo data first when missing).
    Assets {
        #[arg(long)]
        units: usize,
        #[arg(long, default_value_t = 0)]
        swaps: usize,
    },
}

async fn open(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    open_as(settings, false).await
}

/// [`open`], or with `load` a pool for a bulk load (`storage::connect_for_load`).
async fn open_as(settings: &Settings, load: bool) -> anyhow::Result<DatabaseConnection> {
    if settings.database_url.is_none() {
        std::fs::create_dir_all(&settings.data_dir)
            .with_context(|| format!("creating the data dir {}", settings.data_dir.display()))?;
    }
    let url = settings.database_url();
    let db =
        if load { storage::connect_for_load(&url).await } else { storage::connect_with(&url, settings.db_max_connections).await }
            .context("connecting to the database")?;
    storage::migrate(&db).await.context("migrating the database")?;
    Ok(db)
}

/// Runs the command. Errors are printed by `main` and exit non-zero.
pub async fn run(cli: Cli) -> anyhow::Result<()> {
    let settings = Settings::load()?;
    // Before anything is written: the data folder and every file made are owner-only.
    crate::private::restrict(&settings.data_dir)?;
    let _telemetry = telemetry::init(settings.sentry_dsn.as_deref());
    match cli.command {
        Command::Serve { demo } => serve(settings, demo).await,
        Command::Migrate => {
            open(&settings).await?;
            println!("migrations applied");
            Ok(())
        }
        Command::Seed { command: SeedCommand::Demo } => {
            let db = open(&settings).await?;
            let state = api::AppState::new(db.clone(), settings.api_config()?)?;
            let seeded = seed::demo(&db, &state.hasher).await?;
            println!("{}", if seeded { "demo data seeded" } else { "accounts exist already; nothing seeded" });
            Ok(())
        }
        Command::Seed { command: SeedCommand::Showcase } => {
            let db = open(&settings).await?;
            let state = api::AppState::new(db.clone(), settings.api_config()?)?;
            if storage::repo::loans::any(&db).await? {
                println!("loans exist already; nothing seeded");
                return Ok(());
            }
            let n = seed::bulk(&db, &state.hasher, 200, false).await? + seed::bulk(&db, &state.hasher, 40, true).await?;
            let sources = seed::funding_sources(&db).await?;
            println!("{n} showcase loans and {sources} funding sources seeded");
            Ok(())
        }
        Command::Seed { command: SeedCommand::Bulk { loans, active, lenders } } => {
            // A benchmark's book, thrown away if the seed fails: written without SQLite's log.
            let db = open_as(&settings, true).await?;
            let state = api::AppState::new(db.clone(), settings.api_config()?)?;
            let started = std::time::Instant::now();
            if let Some(total) = lenders {
                seed::demo(&db, &state.hasher).await?;
                seed::more_lenders(&db, total).await?;
            }
            let n = seed::bulk(&db, &state.hasher, loans, active).await?;
            println!("{n} applications seeded in {:.1} s", started.elapsed().as_secs_f64());
            Ok(())
        }
        Command::Seed { command: SeedCommand::Assets { units, swaps } } => {
            let db = open(&settings).await?;
            let state = api::AppState::new(db.clone(), settings.api_config()?)?;
            seed::demo(&db, &state.hasher).await?;
            let started = std::time::Instant::now();
            let (u, b, s) = seed::assets(&db, units, swaps).await?;
            println!("{u} units, {b} batteries, {s} swaps seeded in {:.1} s", started.elapsed().as_secs_f64());
            Ok(())
        }
        Command::Jobs { command: JobsCommand::Run { job: JobName::Daily { date, future } } } => {
            let db = open(&settings).await?;
            let date = api::jobs::daily::business_date(date, domain::calendar::today(), future).map_err(|code| {
                anyhow::anyhow!("{code}: the daily job runs for today or a past day within a year (--future allows a later one)")
            })?;
            let config = settings.api_config()?;
            let outcome =
                api::jobs::daily::run_daily(&db, &config, date, &api::jobs::daily::holder(&api::boot::Boot::new())).await?;
            match (outcome.ran, outcome.run) {
                (true, Some(run)) => println!("daily {date}: {} rows changed", run.rows_changed),
                (_, Some(run)) if run.ended_at.is_some() => {
                    println!("daily {date}: already ran ({} rows changed then)", run.rows_changed);
                }
                _ => println!("daily {date}: another instance is running it"),
            }
            Ok(())
        }
        Command::Jobs { command: JobsCommand::Run { job: JobName::Mobility } } => {
            let db = open(&settings).await?;
            let state = api::AppState::new(db, settings.api_config()?)?;
            let Some(client) = state.mobility.as_ref() else {
                anyhow::bail!("RODA_MOBILITY_URL is not set: there is no vehicle-mobility service to ask");
            };
            let r = api::jobs::mobility::sync(&state.db, client).await?;
            println!("mobility: {} units asked, {} updated, {} batches failed", r.asked, r.updated, r.failed_batches);
            Ok(())
        }
        Command::Jobs { command: JobsCommand::Run { job: JobName::Messages } } => {
            let db = open(&settings).await?;
            let state = api::AppState::new(db, settings.api_config()?)?;
            let r = api::jobs::messages::run(&state).await?;
            println!("messages: {} claimed, {} sent, {} queued again, {} failed", r.claimed, r.sent, r.retried, r.failed);
            Ok(())
        }
        Command::Jobs { command: JobsCommand::Run { job: JobName::ReportFigures } } => {
            let db = open(&settings).await?;
            let started = std::time::Instant::now();
            storage::migration::rebuild_report_figures(&db).await?;
            println!("report figures refilled in {:.1} s", started.elapsed().as_secs_f64());
            Ok(())
        }
        Command::Jobs { command: JobsCommand::Run { job: JobName::SettleSwaps } } => {
            let db = open(&settings).await?;
            let started = std::time::Instant::now();
            storage::repo::assets::swaps::settle(&db).await?;
            println!("battery swaps settled in {:.1} s", started.elapsed().as_secs_f64());
            Ok(())
        }
        Command::Retention { command: RetentionCommand::Run { dry_run, date } } => {
            let db = open(&settings).await?;
            let files = api::files::FileStore::new(&settings.data_dir, settings.storage_url.as_deref())?;
            let date = date.unwrap_or_else(domain::calendar::today);
            let outcome = api::jobs::retention::run(&db, &files, date, dry_run).await?;
            for d in &outcome.due {
                let closed = d.last_closed.map_or_else(|| "-".to_owned(), |c| c.to_string());
                println!("{}\t{}\tlast loan closed {closed}", d.customer_code, d.borrower_id);
            }
            if dry_run {
                println!("retention {date} (dry run): {} borrowers would be anonymised", outcome.due.len());
            } else {
                println!(
                    "retention {date}: {} borrowers anonymised, {} documents deleted",
                    outcome.anonymised, outcome.files_deleted
                );
            }
            Ok(())
        }
        Command::Backup { out } => {
            let db = open(&settings).await?;
            let out = out.unwrap_or_else(|| settings.data_dir.join("backups"));
            let report = crate::backup::run(&settings, &db, &out).await?;
            println!("backup written to {}", report.dir.display());
            println!("  database: {}", report.database.display());
            match report.files_copied {
                Some(n) => println!("  files: {n} copied"),
                None => println!("  files: in object storage (STORAGE_URL), not copied"),
            }
            println!("  {} bytes", report.bytes);
            Ok(())
        }
        Command::User { command: UserCommand::Create { email, name, level, lender_code } } => {
            let db = open(&settings).await?;
            let state = api::AppState::new(db.clone(), settings.api_config()?)?;
            create_user(&state, email, name, level, lender_code).await
        }
    }
}

fn read_password() -> anyhow::Result<String> {
    if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password: ")?;
        let second = rpassword::prompt_password("Repeat the password: ")?;
        anyhow::ensure!(first == second, "the two passwords differ");
        Ok(first)
    } else {
        let mut line = String::new();
        std::io::stdin().read_line(&mut line)?;
        Ok(line.trim_end_matches(['\r', '\n']).to_owned())
    }
}

async fn create_user(
    state: &api::AppState,
    email: String,
    name: String,
    level: i32,
    lender_code: Option<String>,
) -> anyhow::Result<()> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    use storage::{entity::lender, repo};
    domain::contact::check_email(&email).map_err(|c| anyhow::anyhow!(domain::i18n::text(c, domain::Lang::En)))?;
    anyhow::ensure!(domain::Level(level).may_sign_in(), "level {level} has no access in spec §6");
    anyhow::ensure!(repo::users::find_by_email(&state.db, &email).await?.is_none(), "Email already registered");
    let lender_id = match lender_code {
        Some(code) => Some(
            lender::Entity::find()
                .filter(lender::Column::Code.eq(&code))
                .one(&state.db)
                .await?
                .with_context(|| format!("no lender with code {code}"))?
                .id,
        ),
        None => None,
    };
    let password = read_password()?;
    domain::password::check(&password).map_err(|c| anyhow::anyhow!(domain::i18n::text(c, domain::Lang::En)))?;
    let hash = state.hasher.hash(password).await?;
    let txn = storage::begin_write(&state.db).await?;
    let new = repo::users::NewUser {
        email,
        username: None,
        full_name: name,
        phone: None,
        level,
        lender_id,
        funding_source_id: None,
        password_hash: Some(hash),
    };
    let u = repo::users::insert(&txn, new).await?;
    repo::audit::record(&txn, &repo::audit::Actor::default(), "user.create_cli", "user", &u.id.to_string(), None, None).await?;
    txn.commit().await?;
    println!("created {} (level {})", u.email, u.level);
    Ok(())
}

async fn serve(settings: Settings, demo: bool) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    let db = open(&settings).await?;
    let state = api::AppState::new(db.clone(), settings.api_config()?)?;
    if demo && seed::demo(&db, &state.hasher).await? {
        tracing::info!(password = seed::DEMO_PASSWORD, "demo accounts: admin@roda.test and level<N>@roda.test");
    }
    if let Some(addr) = settings.metrics_addr.as_deref().filter(|a| !a.is_empty()) {
        let listener = tokio::net::TcpListener::bind(addr).await.with_context(|| format!("binding {addr}"))?;
        tracing::info!(addr, "metrics listening");
        let metrics = crate::app::metrics(state.clone());
        tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, metrics).await {
                tracing::error!(error = %e, "metrics listener stopped");
            }
        });
    }
    api::jobs::start(&state);
    api::areas::loan_applications::imports::resume(&state).await?;
    let app = crate::app::build(state);
    let listener = tokio::net::TcpListener::bind(&settings.addr).await.with_context(|| format!("binding {}", settings.addr))?;
    tracing::info!(addr = %settings.addr, ready_ms = started.elapsed().as_millis() as u64, "listening");
    axum::serve(crate::listener::enveloping(listener), app.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(shutdown_signal())
        .await?;
    db.close().await.ok();
    tracing::info!("stopped");
    Ok(())
}

/// Resolves on SIGTERM or Ctrl-C; in-flight requests finish first.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
    tracing::info!("shutting down");
}
