//! Data at rest (issue 6, ASVS 5.0 V14): everything the server writes — the SQLite database and
//! its WAL files, the generated JWT secret, uploaded files, the e-mail outbox, backups — is
//! readable by its owner only.

use std::path::Path;

use anyhow::Context;

/// Makes every file and folder this process creates from now on owner-only (umask `077`: files
/// `0600`, folders `0700`), then creates the data folder if needed and sets it to `0700`, which
/// also closes an older data folder made with wider rights. Call it first thing, before any
/// thread or file is made. Errors: the folder cannot be created or its mode set.
pub fn restrict(data_dir: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        nix::sys::stat::umask(nix::sys::stat::Mode::from_bits_truncate(0o077));
        std::fs::create_dir_all(data_dir).with_context(|| format!("creating the data dir {}", data_dir.display()))?;
        std::fs::set_permissions(data_dir, std::fs::Permissions::from_mode(0o700))
            .with_context(|| format!("making {} owner-only", data_dir.display()))?;
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(data_dir).with_context(|| format!("creating the data dir {}", data_dir.display()))?;
    Ok(())
}
