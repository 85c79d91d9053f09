//! Handlers per area of the back office (DESIGN §2), plus health and reference data.

pub mod accounting;
pub mod assets;
pub mod audit;
pub mod borrower_data;
pub mod collections;
pub mod files;
pub mod health;
pub mod home;
pub mod lenders;
pub mod loan_applications;
pub mod origination;
pub mod payment_gateway;
pub mod payoff;
pub mod programs;
pub mod quality_regimes;
pub mod reference;
pub mod reminders;
pub mod repayment;
pub mod reports;
pub mod restructures;
pub mod service_orders;
pub mod statements;
pub mod traffic_tickets;
pub mod users;
pub mod write_offs;
