//! A financing program: loan or rent-to-own, with its installment frequency and tenure.
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::{programs::ProgramKind, terms::Frequency};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, utoipa::ToSchema)]
#[schema(as = Program)]
#[sea_orm(table_name = "programs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub code: String,
    pub name: String,
    /// The Indonesian name; `None`: the same as `name`. The API answers `name` in the caller's
    /// language ([`Self::localize`]).
    pub name_id: Option<String>,
    #[schema(value_type = ProgramKind)]
    pub kind: Stored<ProgramKind>,
    #[schema(value_type = Frequency)]
    pub installment_frequency: Stored<Frequency>,
    /// Number of installments.
    pub tenure_count: i32,
    pub active: bool,
    /// Down payment, basis points of the vehicle price (1000 = 10 %).
    pub down_payment_bp: i64,
    /// Flat interest, basis points a year (1800 = 18 %).
    pub flat_rate_bp: i64,
    /// Rupiah, paid with the first payment.
    pub admin_fee: i64,
    /// Whether the program issues an offering letter (otherwise "No offering letter needed").
    pub needs_offering_letter: bool,
    /// Days after KYC approval the first payment falls due.
    pub first_payment_days: i32,
    /// Late fee (denda): basis points of the overdue amount per day past the grace (m0038).
    pub late_fee_bp_per_day: i64,
    /// Days after a due date before the late fee starts.
    pub late_fee_grace_days: i32,
    /// The late fee of one installment is at most this many basis points of the installment.
    pub late_fee_cap_bp: i64,
    /// Fee to settle early: basis points of the outstanding principal.
    pub early_settlement_fee_bp: i64,
    /// Optimistic-lock version: a write with a stale one is 409.
    pub version: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The terms of a loan under this program for a vehicle of `price` rupiah (issue 9 item 1),
    /// with the program's charges as of now (they are copied onto the loan with the terms);
    /// `None` when the program's conditions cannot make terms (a configuration fault).
    pub fn terms(&self, price: i64) -> Option<domain::terms::Terms> {
        let terms = domain::terms::compute(domain::terms::TermsInput {
            price,
            down_payment_bp: self.down_payment_bp,
            tenor: i64::from(self.tenure_count),
            frequency: *self.installment_frequency,
            flat_rate_bp: self.flat_rate_bp,
            admin_fee: self.admin_fee,
        })
        .ok()?;
        Some(domain::terms::Terms { charges: Some(self.charges()), ..terms })
    }

    /// The program's charges beyond the installments, as of now.
    pub fn charges(&self) -> domain::terms::Charges {
        domain::terms::Charges {
            admin_fee: self.admin_fee,
            late_fee_bp_per_day: self.late_fee_bp_per_day,
            late_fee_grace_days: i64::from(self.late_fee_grace_days),
            late_fee_cap_bp: self.late_fee_cap_bp,
            early_settlement_fee_bp: self.early_settlement_fee_bp,
        }
    }

    /// This row with `name` in Indonesian when `indonesian` and an Indonesian name is stored.
    #[must_use]
    pub fn localize(mut self, indonesian: bool) -> Self {
        if indonesian && let Some(n) = self.name_id.clone() {
            self.name = n;
        }
        self
    }
}
