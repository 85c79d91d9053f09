//! The allocator's settings for bursts (issue 6, measured in docs/BENCHMARKS.md).
//!
//! glibc's malloc gives each thread that allocates its own arena (up to 8 per core) and keeps
//! freed memory in it. A password check allocates its argon2 block (19 MiB) on a blocking
//! thread; after the first such block is freed, glibc raises its mmap threshold to that size,
//! so later blocks come from the arenas — and 150 parallel logins left about 2.5 GiB resident
//! for good. Two settings fix it, together with the bounded password pool:
//!
//! - at most [`ARENAS`] arenas, so threads share arenas and freed memory is reused;
//! - a fixed mmap threshold of [`MMAP_THRESHOLD`], which also stops the dynamic raise: large
//!   blocks (argon2's, a decoded image) are mapped on their own and unmapped when freed.

/// Arenas of the whole process (glibc's default is 8 × cores).
pub const ARENAS: i32 = 2;
/// Blocks of this size or more are mmapped and returned to the system when freed (bytes).
pub const MMAP_THRESHOLD: i32 = 1024 * 1024;

/// Applies the settings. Call it before any thread is started (before the tokio runtime).
/// A no-op on other C libraries.
pub fn tune() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes malloc's parameters; called before other threads exist.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, ARENAS);
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}
