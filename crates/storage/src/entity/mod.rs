//! SeaORM entities, one module per table. Money columns are integer rupiah; timestamps are UTC.

pub mod audit_log;
pub mod borrower;
pub mod borrower_access;
pub mod dealer;
pub mod file;
pub mod funding_source;
pub mod idempotency_key;
pub mod installment;
pub mod job_run;
pub mod lender;
pub mod loan;
pub mod loan_allocation;
pub mod loan_dpd_history;
pub mod loan_hold;
pub mod loan_import;
pub mod loan_import_row;
pub mod motorcycle_type;
pub mod partner;
pub mod payment;
pub mod payment_proof;
pub mod program;
pub mod refresh_token;
pub mod region;
pub mod session;
pub mod user;
pub mod user_token;
