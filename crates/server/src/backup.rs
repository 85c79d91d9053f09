//! `roda backup` (DESIGN §1): a consistent copy of the database and the uploaded files, safe to
//! take while `roda serve` runs.
//!
//! - SQLite: `VACUUM INTO` writes a transactionally consistent, compacted copy (`roda.db`).
//! - PostgreSQL: `pg_dump --format=custom` (`roda.dump`, restore with `pg_restore`); `pg_dump`
//!   must be on `PATH`.
//! - Files: the local `<data dir>/files` tree is copied to `files/`. Object storage
//!   (`STORAGE_URL=s3://…`) is left to the bucket's own versioning or replication.
//!
//! Each backup is a new directory `roda-backup-<UTC time>` under the chosen folder, with a
//! `MANIFEST.json`. The generated JWT secret is not copied: losing it only signs everyone out.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection};
use serde_json::json;

use crate::config::Settings;

/// What a backup wrote.
#[derive(Debug)]
pub struct Report {
    /// The backup's directory.
    pub dir: PathBuf,
    /// The database copy (`roda.db` or `roda.dump`).
    pub database: PathBuf,
    /// Files copied from local storage; `None` with object storage.
    pub files_copied: Option<u64>,
    /// Bytes of the database copy plus the files.
    pub bytes: u64,
}

/// Backs up into a new directory under `out`. Errors: `out` not writable, `pg_dump` missing or
/// failing, a file that cannot be copied. A failed backup removes its partial directory.
pub async fn run(settings: &Settings, db: &DatabaseConnection, out: &Path) -> anyhow::Result<Report> {
    let started = chrono::Utc::now();
    let dir = out.join(format!("roda-backup-{}", started.format("%Y%m%dT%H%M%S%.3fZ")));
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    match write(settings, db, &dir, started).await {
        Ok(report) => Ok(report),
        Err(e) => {
            // Nothing half-written is left to be mistaken for a backup.
            let _ = std::fs::remove_dir_all(&dir);
            Err(e)
        }
    }
}

async fn write(
    settings: &Settings,
    db: &DatabaseConnection,
    dir: &Path,
    started: chrono::DateTime<chrono::Utc>,
) -> anyhow::Result<Report> {
    let database = match db.get_database_backend() {
        DatabaseBackend::Sqlite => {
            let path = dir.join("roda.db");
            let literal = path.to_str().context("the backup path is not UTF-8")?.replace('\'', "''");
            db.execute_unprepared(&format!("VACUUM INTO '{literal}'")).await.context("copying the SQLite database")?;
            path
        }
        DatabaseBackend::Postgres => {
            let path = dir.join("roda.dump");
            // The password goes by environment, not on pg_dump's command line where `ps` shows it.
            let mut url = url::Url::parse(&settings.database_url()).context("reading DATABASE_URL")?;
            let password = url.password().map(|p| percent_encoding::percent_decode_str(p).decode_utf8_lossy().into_owned());
            let _ = url.set_password(None);
            let mut command = std::process::Command::new("pg_dump");
            command.args(["--format=custom", "--no-owner", "--file"]).arg(&path).arg(url.as_str());
            if let Some(p) = password {
                command.env("PGPASSWORD", p);
            }
            let status = command.status().context("running pg_dump (install the PostgreSQL client tools)")?;
            if !status.success() {
                bail!("pg_dump failed: {status}");
            }
            path
        }
        other => bail!("backups of {other:?} databases are not supported"),
    };
    let mut bytes = std::fs::metadata(&database)?.len();
    let files_copied = if settings.storage_url.is_none() {
        let source = settings.data_dir.join("files");
        let (count, size) = copy_tree(&source, &dir.join("files"))?;
        bytes += size;
        Some(count)
    } else {
        None
    };
    let manifest = json!({
        "roda_version": env!("CARGO_PKG_VERSION"),
        "started_at": started.to_rfc3339(),
        "finished_at": chrono::Utc::now().to_rfc3339(),
        "database": database.file_name().and_then(|n| n.to_str()),
        "files_copied": files_copied,
        "files_in_object_storage": settings.storage_url.is_some(),
        "bytes": bytes,
    });
    std::fs::write(dir.join("MANIFEST.json"), serde_json::to_vec_pretty(&manifest)?)?;
    Ok(Report { dir: dir.to_owned(), database, files_copied, bytes })
}

/// Copies the tree under `from` (if it exists) to `to`; returns (files, bytes).
fn copy_tree(from: &Path, to: &Path) -> anyhow::Result<(u64, u64)> {
    if !from.exists() {
        return Ok((0, 0));
    }
    std::fs::create_dir_all(to)?;
    let (mut files, mut bytes) = (0, 0);
    for entry in std::fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            let (f, b) = copy_tree(&entry.path(), &target)?;
            files += f;
            bytes += b;
        } else {
            bytes += std::fs::copy(entry.path(), &target).with_context(|| format!("copying {}", entry.path().display()))?;
            files += 1;
        }
    }
    Ok((files, bytes))
}
