//! `roda retention run [--dry-run]` (issue 12 item 5): anonymises the borrowers whose data the
//! retention rule ([`domain::retention`]) no longer keeps, and deletes their stored documents.

use chrono::NaiveDate;
use storage::{Db, repo::retention};

use crate::files::FileStore;

/// The most borrowers one run handles (a later run takes the rest).
pub const MAX_PER_RUN: usize = 10_000;

/// What a run found and did.
#[derive(Debug, Default)]
pub struct RetentionOutcome {
    /// Borrowers due on the day (all of them when a dry run).
    pub due: Vec<retention::Due>,
    /// Borrowers anonymised (0 on a dry run).
    pub anonymised: usize,
    /// Documents deleted from the file store.
    pub files_deleted: usize,
}

/// Finds the borrowers due on `today` and, unless `dry_run`, anonymises each (one transaction
/// each, audited as the system) and deletes its documents' bytes after the commit.
/// Errors: the database or the file store failed (what was committed stays; a rerun finishes).
pub async fn run(db: &Db, files: &FileStore, today: NaiveDate, dry_run: bool) -> anyhow::Result<RetentionOutcome> {
    let due = retention::due(db, today, MAX_PER_RUN).await?;
    let mut out = RetentionOutcome { due, ..Default::default() };
    if dry_run {
        return Ok(out);
    }
    let system = storage::repo::audit::Actor::default();
    for d in &out.due {
        match retention::anonymise(db, &system, d.borrower_id).await {
            Ok(keys) => {
                out.anonymised += 1;
                for key in keys {
                    files.delete(&key).await?;
                    out.files_deleted += 1;
                }
            }
            // Anonymised meanwhile by another run.
            Err(storage::StoreError::Conflict) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(out)
}
