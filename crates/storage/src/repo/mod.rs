//! Repositories: one module per aggregate. Functions take any connection or transaction, so a
//! caller composes them inside one transaction (a change and its audit row commit together).

pub mod audit;
pub mod borrowers;
pub mod files;
pub mod idempotency;
pub mod jobs;
pub mod keyset;
pub mod loans;
pub mod reference;
pub mod regions;
pub mod sequences;
pub mod sessions;
pub mod user_tokens;
pub mod users;

use chrono::{DateTime, Utc};

/// Now, truncated to microseconds so values read back from either engine compare equal.
pub fn now() -> DateTime<Utc> {
    let n = Utc::now();
    DateTime::from_timestamp_micros(n.timestamp_micros()).unwrap_or(n)
}
