//! The allocators and their settings for bursts (issue 6, issue 46 item 6; measured in
//! docs/BENCHMARKS.md "Memory under bursts" and "Memory under parallel downloads").
//!
//! Rust's allocations go to jemalloc ([`ALLOCATOR`]), with its background threads on: a freed
//! page stays ready for reuse for a while (`dirty_decay_ms`, 1 s here) and is then given back to
//! the system by a background thread, even when the process is idle; two arenas, as glibc's
//! below (both set in `.cargo/config.toml`, `JEMALLOC_SYS_WITH_MALLOC_CONF`). glibc's malloc kept
//! the heap of ten parallel 1M-row downloads (121 MiB of 128) resident for good, since it only
//! trims the top of an arena and the workbooks' buffers were interleaved with longer-lived
//! blocks; `malloc_trim` would give it back, but calling it needs `unsafe`, which the workspace
//! forbids. jemalloc's statistics ([`heap_stats`]) are the `/metrics` heap gauges.
//!
//! glibc's malloc still serves the C code (SQLite's page caches and statements), with the
//! settings below, which first fixed the bursts when glibc served the Rust code too:
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

/// The process's Rust allocator, here rather than in `main.rs` so that every program linking this
/// crate (the binary, its tests) runs on the allocator [`heap_stats`] reads. Background purging
/// is on (the `background_threads` feature). Without the `jemalloc` feature (an allocator A/B)
/// glibc serves Rust too.
#[cfg(feature = "jemalloc")]
#[global_allocator]
pub static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// The reader of the `/metrics` heap gauges (`ApiConfig::heap_stats`): [`heap_stats`] on
/// jemalloc; none on glibc (no `jemalloc` feature), whose figures are not read here.
#[cfg(feature = "jemalloc")]
pub const HEAP_STATS: Option<fn() -> Option<api::metrics::HeapStats>> = Some(heap_stats);
/// The reader of the `/metrics` heap gauges: none on glibc (no `jemalloc` feature).
#[cfg(not(feature = "jemalloc"))]
pub const HEAP_STATS: Option<fn() -> Option<api::metrics::HeapStats>> = None;

/// jemalloc's heap figures now (`stats.allocated` and `stats.resident`, refreshed by advancing
/// its epoch); `None` if they could not be read.
#[cfg(feature = "jemalloc")]
pub fn heap_stats() -> Option<api::metrics::HeapStats> {
    use tikv_jemalloc_ctl::{epoch, stats};
    epoch::advance().ok()?;
    Some(api::metrics::HeapStats {
        allocated: u64::try_from(stats::allocated::read().ok()?).ok()?,
        resident: u64::try_from(stats::resident::read().ok()?).ok()?,
    })
}

#[cfg(all(test, feature = "jemalloc"))]
mod tests {
    #[test]
    fn the_heap_counts_what_is_allocated_and_background_purging_is_on() {
        // Other tests allocate and free meanwhile: only a lower bound holds.
        let block = std::hint::black_box(vec![1u8; 64 << 20]);
        let during = super::heap_stats().expect("jemalloc statistics");
        assert!(during.allocated >= 64 << 20 && during.resident >= during.allocated, "{during:?}");
        drop(block);
        assert!(tikv_jemalloc_ctl::background_thread::read().expect("the background_thread setting"));
        // `.cargo/config.toml`'s settings were built in.
        assert_eq!(tikv_jemalloc_ctl::opt::narenas::read().expect("the narenas setting"), 2);
    }
}
