//! The API's scenario tests, one module per area or concern, in one test binary: one link and one
//! demo database template per run instead of one per file (README "Tests"). Tests that must own
//! their process stay apart: `sheet_memory` (a global allocator that counts the heap),
//! `database_restart` (stops and starts its own PostgreSQL) and `openapi` (rewrites the document).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

mod access;
mod active_list;
mod application_ux;
mod asset_figures;
mod assets;
mod auth;
mod bad_input;
mod collections;
mod exports;
mod fleet_service;
mod handover_and_holds;
mod hardening;
mod idempotency;
mod imports;
mod journal;
mod late_fees;
mod layout;
mod lenders;
mod loan_applications;
mod loan_end;
mod maps;
mod nik_checks;
mod origination;
mod payment_gateway;
mod payoff;
mod people_and_data;
mod pipeline;
mod platform;
mod programs;
mod quality_regimes;
mod reminders;
mod repayments;
mod restructures;
mod scope;
mod search;
mod staff_levels;
mod statements;
mod survival;
mod user_management;
