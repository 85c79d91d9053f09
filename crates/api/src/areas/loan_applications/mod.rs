//! `/app/borrower/application` (spec §2–5, DESIGN §3, §5): the prospect account, the five-step
//! application, the list with its counts, verify, delete, PIC and partner, leads, batch KYC.
//!
//! Handlers check input, ask `domain::pipeline` for the transition, and hand it to the one
//! write path (`crate::loans::commit`): a stale or concurrent change answers 409 and nothing is
//! half-stored. Every read and write is within the caller's loan scope.

pub mod account;
pub mod actions;
pub mod batch;
pub mod imports;
pub mod list;
pub mod steps;
pub mod view;

/// Today in Asia/Jakarta (ages and income months are counted in Indonesian calendar days).
pub fn today_jakarta() -> chrono::NaiveDate {
    chrono::Utc::now().with_timezone(&chrono_tz::Asia::Jakarta).date_naive()
}
