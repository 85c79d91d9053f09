//! Logs (JSON when not on a terminal) and Sentry (when `SENTRY_DSN` is set).

use std::io::IsTerminal;

use tracing_subscriber::{EnvFilter, Layer, layer::SubscriberExt, util::SubscriberInitExt};

/// Keeps Sentry flushing until dropped at exit.
pub struct Guard(#[allow(dead_code)] Option<sentry::ClientInitGuard>);

/// Initialises logging (`RUST_LOG` filter, default `info`) and Sentry.
pub fn init(sentry_dsn: Option<&str>) -> Guard {
    let sentry_guard = sentry_dsn
        .map(|dsn| sentry::init(sentry::ClientOptions::new().dsn(dsn).release(concat!("roda@", env!("CARGO_PKG_VERSION")))));
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,sea_orm_migration=warn"));
    let json = !std::io::stdout().is_terminal();
    // Only ERROR events become Sentry events (the layer's documented advice on quota).
    let sentry_errors = sentry_guard
        .as_ref()
        .map(|_| sentry::integrations::tracing::ErrorLayer::new().with_filter(tracing_subscriber::filter::LevelFilter::ERROR));
    let registry = tracing_subscriber::registry().with(filter).with(sentry_errors);
    let _ = if json {
        registry.with(tracing_subscriber::fmt::layer().json().flatten_event(true)).try_init()
    } else {
        registry.with(tracing_subscriber::fmt::layer()).try_init()
    };
    Guard(sentry_guard)
}
