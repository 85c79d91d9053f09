//! Roda's HTTP API (DESIGN §3, §4): one axum router whose every route declares its access
//! (deny by default), the `{code, msg, data}` envelope, auth and the per-area handlers.
//!
//! Build it with [`router`] from an [`AppState`]; the `roda` binary adds the web app, the
//! health endpoints and the listener.

pub mod access_log;
pub mod areas;
pub mod asset_figures;
pub mod auth;
pub mod boot;
pub mod config;
pub mod envelope;
pub mod error;
pub mod extract;
pub mod files;
pub mod idempotency;
pub mod input;
pub mod jobs;
pub mod lang;
pub mod letters;
pub mod loans;
pub mod mail;
pub mod maps;
pub mod messaging;
pub mod metrics;
pub mod middleware;
pub mod money;
pub mod openapi;
pub mod page;
pub mod routes;
pub mod sheet;
pub mod state;
pub mod xlsx;

pub use config::ApiConfig;
pub use routes::{RouteInfo, route_table, router};
pub use state::AppState;
