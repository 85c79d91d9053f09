//! Prometheus metrics (`/metrics`, DESIGN §1): request counts and latencies by route template,
//! in a registry owned by the app (no process-global state, so tests can run many apps).

use std::sync::Mutex;

use prometheus_client::{
    encoding::{EncodeLabelSet, text::encode},
    metrics::{counter::Counter, family::Family, histogram::Histogram},
    registry::Registry,
};

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    pub method: String,
    /// The route template (`/api/v1/users/{id}`), never the raw path.
    pub route: String,
    pub status: u16,
}

pub struct Metrics {
    registry: Mutex<Registry>,
    pub requests: Family<RequestLabels, Counter>,
    pub latency: Family<RequestLabels, Histogram>,
}

impl Metrics {
    pub fn new() -> Self {
        let requests = Family::<RequestLabels, Counter>::default();
        let latency = Family::<RequestLabels, Histogram>::new_with_constructor(|| {
            Histogram::new([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5])
        });
        let mut registry = Registry::with_prefix("roda");
        registry.register("http_requests", "HTTP requests answered", requests.clone());
        registry.register("http_request_duration_seconds", "HTTP request latency", latency.clone());
        Metrics { registry: Mutex::new(registry), requests, latency }
    }

    /// The text exposition format.
    pub fn render(&self) -> String {
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
