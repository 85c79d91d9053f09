//! A payment gateway callback (issue 43 item 5, migration m0045): `amount` rupiah paid into
//! virtual account `account_number` at `paid_at` (`paid_date` its Asia/Jakarta day), once per
//! `(provider, provider_payment_id)`; `status` is `domain::virtual_account::CallbackStatus`,
//! `reason` why it is unmatched; `payment_id` the payment it posted; `lender_id` the loan's,
//! for scope. `body` is the callback as received (JSON text), for the reconciliation.
use sea_orm::entity::prelude::*;

use super::Stored;
use domain::virtual_account::{CallbackStatus, UnmatchedReason};

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "gateway_callbacks")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub provider: String,
    pub provider_payment_id: String,
    pub account_number: String,
    pub bank_code: String,
    pub amount: i64,
    pub paid_at: DateTimeUtc,
    pub paid_date: Date,
    pub body: String,
    pub status: Stored<CallbackStatus>,
    pub reason: Option<Stored<UnmatchedReason>>,
    pub loan_id: Option<Uuid>,
    pub lender_id: Option<Uuid>,
    pub payment_id: Option<Uuid>,
    pub received_at: DateTimeUtc,
    pub assigned_by: Option<Uuid>,
    pub assigned_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
