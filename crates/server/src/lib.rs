//! The `roda` binary's parts, as a library so that tests start exactly what production starts:
//! configuration, telemetry, the HTTP app (API + embedded web app), seeding and the CLI.

pub mod app;
pub mod backup;
pub mod cli;
pub mod config;
pub mod listener;
pub mod memory;
pub mod private;
pub mod seed;
pub mod telemetry;
pub mod web;
