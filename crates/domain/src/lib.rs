//! Roda's lending rules, free of I/O.
//!
//! Everything here is pure: value types and their validation (spec §5, DESIGN §6), the loan
//! pipeline's state machine: every stage's statuses and transitions (spec §4, DESIGN §5, `pipeline`), the level → area access table
//! (spec §6, DESIGN §4) and the message catalogue that gives every stable error code its
//! English (spec-exact) and Indonesian text.

pub mod access;
pub mod address;
pub mod assets;
pub mod batch_import;
pub mod calendar;
mod cases;
pub mod collections;
pub mod contact;
pub mod documents;
pub mod geo;
pub mod i18n;
pub mod income;
pub mod journal;
pub mod kyc;
pub mod lenders;
pub mod money;
pub mod nik;
pub mod password;
pub mod phone;
pub mod pipeline;
pub mod programs;
pub mod prospect;
pub mod reminders;
pub mod repayment;
pub mod reports;
pub mod retention;
pub mod staff;
pub mod statement;
pub mod terms;
pub mod validation;
pub mod virtual_account;

pub use access::{Access, Area, Level};
pub use i18n::Lang;
pub use validation::{FieldError, ValidationErrors};
