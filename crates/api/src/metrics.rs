//! Prometheus metrics (`/metrics`, DESIGN §1): request counts and latencies by route template,
//! the large exports running and waiting, and the process's memory as heap and proportional set
//! size (issue 46 item 6), in a registry owned by the app (no process-global state, so tests can
//! run many apps).

use std::sync::Mutex;

use prometheus_client::{
    encoding::{EncodeLabelSet, text::encode},
    metrics::{counter::Counter, family::Family, gauge::Gauge, histogram::Histogram},
    registry::Registry,
};

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    pub method: String,
    /// The route template (`/api/v1/users/{id}`), never the raw path.
    pub route: String,
    pub status: u16,
}

/// The allocator's own figures, in bytes: what the program holds (`allocated`, the heap) and
/// the pages the allocator keeps resident for it (`resident`: the heap, its metadata and freed
/// pages not yet given back to the system).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeapStats {
    pub allocated: u64,
    pub resident: u64,
}

/// Memory gauges, read when `/metrics` is scraped.
struct Memory {
    heap_stats: Option<fn() -> Option<HeapStats>>,
    heap: Gauge,
    heap_resident: Gauge,
    pss: Gauge,
    pss_anon: Gauge,
}

pub struct Metrics {
    registry: Mutex<Registry>,
    pub requests: Family<RequestLabels, Counter>,
    pub latency: Family<RequestLabels, Histogram>,
    /// Large exports writing now, and waiting for a slot (`crate::xlsx::ExportSlots`).
    pub exports_running: Gauge,
    pub exports_queued: Gauge,
    memory: Memory,
}

impl Metrics {
    /// The registry without heap figures (no allocator statistics).
    pub fn new() -> Self {
        Self::with_heap_stats(None)
    }

    /// The registry; `heap_stats` reads the allocator's figures (`ApiConfig::heap_stats`): with
    /// `None` the heap gauges are left out, and the PSS ones are left out where
    /// `/proc/self/smaps_rollup` cannot be read (not Linux).
    pub fn with_heap_stats(heap_stats: Option<fn() -> Option<HeapStats>>) -> Self {
        let requests = Family::<RequestLabels, Counter>::default();
        let latency = Family::<RequestLabels, Histogram>::new_with_constructor(|| {
            Histogram::new([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5])
        });
        let mut registry = Registry::with_prefix("roda");
        registry.register("http_requests", "HTTP requests answered", requests.clone());
        registry.register("http_request_duration_seconds", "HTTP request latency", latency.clone());
        let (exports_running, exports_queued) = (Gauge::default(), Gauge::default());
        registry.register("exports_running", "Large exports (xlsx downloads) being written", exports_running.clone());
        registry.register("exports_queued", "Large exports waiting for a slot", exports_queued.clone());
        let memory = Memory {
            heap_stats,
            heap: Gauge::default(),
            heap_resident: Gauge::default(),
            pss: Gauge::default(),
            pss_anon: Gauge::default(),
        };
        if heap_stats.is_some() {
            registry.register("memory_heap_bytes", "Heap in use: bytes the allocator has handed out", memory.heap.clone());
            registry.register(
                "memory_heap_resident_bytes",
                "Pages the allocator keeps resident (heap, metadata, freed pages not yet returned)",
                memory.heap_resident.clone(),
            );
        }
        if read_smaps_rollup().is_some() {
            registry.register(
                "memory_pss_bytes",
                "Proportional set size: resident pages, each shared one divided among its sharers",
                memory.pss.clone(),
            );
            registry.register("memory_pss_anon_bytes", "Proportional set size of anonymous memory", memory.pss_anon.clone());
        }
        Metrics { registry: Mutex::new(registry), requests, latency, exports_running, exports_queued, memory }
    }

    /// The text exposition format, with the memory gauges read now.
    pub fn render(&self) -> String {
        let m = &self.memory;
        if let Some(h) = m.heap_stats.and_then(|read| read()) {
            m.heap.set(i64::try_from(h.allocated).unwrap_or(i64::MAX));
            m.heap_resident.set(i64::try_from(h.resident).unwrap_or(i64::MAX));
        }
        if let Some(text) = read_smaps_rollup() {
            let bytes = |field| smaps_bytes(&text, field).map_or(0, |b| i64::try_from(b).unwrap_or(i64::MAX));
            m.pss.set(bytes("Pss"));
            m.pss_anon.set(bytes("Pss_Anon"));
        }
        let mut out = String::new();
        let registry = self.registry.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        encode(&mut out, &registry).expect("writing to a String cannot fail");
        out
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

/// `/proc/self/smaps_rollup`: the process's mappings summed (Linux 4.14+); `None` elsewhere.
fn read_smaps_rollup() -> Option<String> {
    std::fs::read_to_string("/proc/self/smaps_rollup").ok()
}

/// The value in bytes of `field` (`Pss`, `Pss_Anon`, `Rss`…) in the text of `smaps_rollup`,
/// whose lines read `Pss:              123456 kB`. Why PSS and not RSS: every SQLite connection
/// maps the database file, and RSS counts a page once per mapping that touched it (14.6 GiB for
/// a 3.8 GB file over 8 connections); PSS divides each shared page among its sharers.
pub fn smaps_bytes(text: &str, field: &str) -> Option<u64> {
    text.lines().find_map(|line| {
        let (name, rest) = line.split_once(':')?;
        if name != field {
            return None;
        }
        let mut words = rest.split_whitespace();
        let n: u64 = words.next()?.parse().ok()?;
        match words.next() {
            Some("kB") => n.checked_mul(1024),
            None => Some(n),
            Some(_) => None,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::smaps_bytes;

    const ROLLUP: &str = "\
55d0c0a00000-7ffd1b5f1000 ---p 00000000 00:00 0                          [rollup]
Rss:             1048576 kB
Pss:              262144 kB
Pss_Dirty:         10240 kB
Pss_Anon:          40960 kB
Pss_File:         221184 kB
Shared_Clean:     983040 kB
";

    #[test]
    fn pss_is_read_in_bytes_from_its_own_line() {
        assert_eq!(smaps_bytes(ROLLUP, "Pss"), Some(262_144 * 1024));
        assert_eq!(smaps_bytes(ROLLUP, "Pss_Anon"), Some(40_960 * 1024));
        assert_eq!(smaps_bytes(ROLLUP, "Rss"), Some(1_048_576 * 1024));
    }

    #[test]
    fn a_missing_or_unreadable_field_is_none() {
        assert_eq!(smaps_bytes(ROLLUP, "Swap"), None);
        assert_eq!(smaps_bytes("Pss: lots kB\n", "Pss"), None);
        assert_eq!(smaps_bytes("Pss: 12 MB\n", "Pss"), None);
        assert_eq!(smaps_bytes("", "Pss"), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn this_process_has_a_pss() {
        let text = super::read_smaps_rollup().expect("smaps_rollup on Linux");
        let pss = smaps_bytes(&text, "Pss").expect("a Pss line");
        assert!(pss > 0 && pss <= smaps_bytes(&text, "Rss").expect("an Rss line"));
    }
}
