//! The allocator's settings for bursts (issue 6, measured in docs/BENCHMARKS.md).
//!
//! glibc's malloc gives each thread that allocates its own arena (up to 8 per core) and keeps
//! freed memory in it. A password check allocates its argon2 block (19 MiB) on a blocking
//! thread; after the first such block is freed, glibc raises its mmap threshold to that size,
//! so later blocks come from the arenas — and a burst of parallel logins left them resident for
//! good (docs/BENCHMARKS.md, "Memory under bursts"). Two settings fix it, together with the
//! bounded password pool:
//!
//! (set through `GLIBC_TUNABLES`: [`tune`] runs the program again with them, since safe Rust
//! cannot call `mallopt`, and the workspace forbids `unsafe`)
//!
//! - at most [`ARENAS`] arenas, so threads share arenas and freed memory is reused;
//! - a fixed mmap threshold of [`MMAP_THRESHOLD`], which also stops the dynamic raise: large
//!   blocks (argon2's, a decoded image) are mapped on their own and unmapped when freed.

/// Arenas of the whole process (glibc's default is 8 × cores).
pub const ARENAS: u32 = 2;
/// Blocks of this size or more are mmapped and returned to the system when freed (bytes).
pub const MMAP_THRESHOLD: u32 = 1024 * 1024;

/// The settings as glibc tunables (a fixed `mmap_threshold` also turns the dynamic raise off).
pub fn tunables() -> String {
    format!("glibc.malloc.arena_max={ARENAS}:glibc.malloc.mmap_threshold={MMAP_THRESHOLD}")
}

/// Applies the settings: glibc reads them only at start-up, from `GLIBC_TUNABLES`, so when it is
/// not set the process runs itself again (same arguments, same pid) with it set. Setting
/// `GLIBC_TUNABLES` yourself (even empty) keeps your own and skips this. Call it first thing in
/// `main`, before any thread exists. A no-op on other C libraries; answers the error if the
/// program could not be run again (the caller then goes on with glibc's defaults).
pub fn tune() -> std::io::Result<()> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("GLIBC_TUNABLES").is_none() {
        use std::os::unix::process::CommandExt;
        let exe = std::env::current_exe()?;
        // `exec` returns only when it failed.
        return Err(std::process::Command::new(exe).args(std::env::args_os().skip(1)).env("GLIBC_TUNABLES", tunables()).exec());
    }
    Ok(())
}
