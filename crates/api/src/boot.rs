//! This server process's identity: the owner of the idempotency claims and job leases it takes
//! (DESIGN §1), so that another instance or a restart can tell a live claim from one left by a
//! process that has stopped.

use storage::repo::idempotency::Owner;
use uuid::Uuid;

/// One run of this server process: the owner of the idempotency claims it makes.
#[derive(Debug, Clone)]
pub struct Boot(pub Owner);

impl Boot {
    /// A new boot id, with this host's name and this process's id.
    pub fn new() -> Self {
        let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .ok()
            .or_else(|| std::env::var("HOSTNAME").ok())
            .map(|h| h.trim().to_owned())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "unknown".into());
        Boot(Owner { boot_id: Uuid::now_v7(), host, pid: std::process::id().cast_signed() })
    }

    /// Whether the process behind `other`'s claims has stopped, as far as this one can tell: an
    /// earlier boot on the same host whose process is gone, or which was this very process (a
    /// restart inside one process: only tests do that). Another host's boots are never judged
    /// here; their claims wait out `ABANDONED_AFTER`.
    pub fn outlived(&self, other: &Owner) -> bool {
        let me = &self.0;
        if other.boot_id == me.boot_id || other.host != me.host {
            return false;
        }
        if other.pid == me.pid {
            return true;
        }
        // Where /proc exists, a missing /proc/<pid> means the process has exited.
        std::path::Path::new("/proc/self").exists() && !std::path::Path::new(&format!("/proc/{}", other.pid)).exists()
    }
}

impl Default for Boot {
    fn default() -> Self {
        Self::new()
    }
}
