//! A reminder message to a borrower (issue 43 item 4, migration m0046): queued by the daily job
//! once per rule, loan and installment (unique), rendered then in `lang` (`id`, `en`); sent by
//! the message job from `next_attempt_at` on (inside 08:00–20:00 in `time_zone`, the borrower's
//! zone), under a lease (`lease_until`, `claim_id`) so two instances never send it twice.
//! `lender_id` and `funding_source_id` are the loan's, copied so the list scopes without a join.
use domain::reminders::{MessageChannel, MessageStatus};
use sea_orm::entity::prelude::*;

use super::Stored;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "messages")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub rule_id: Uuid,
    /// The rule's offset when it was queued.
    pub offset_days: i32,
    pub loan_id: Uuid,
    pub installment_number: i32,
    pub lender_id: Option<Uuid>,
    pub funding_source_id: Option<Uuid>,
    pub channel: Stored<MessageChannel>,
    /// `id` or `en`.
    pub lang: String,
    /// A phone (`+62…`) for WhatsApp and SMS, an e-mail address for e-mail.
    pub recipient: String,
    pub body: String,
    pub status: Stored<MessageStatus>,
    /// Attempts made at the provider.
    pub attempts: i32,
    /// When it may be sent (next): inside the send window, after the backoff of a failed attempt.
    pub next_attempt_at: DateTimeUtc,
    /// The borrower's zone (`Asia/Jakarta`, `Asia/Makassar`, `Asia/Jayapura`).
    pub time_zone: String,
    /// A sender holds it until then.
    pub lease_until: Option<DateTimeUtc>,
    /// The run of the sender that claimed it last.
    pub claim_id: Option<Uuid>,
    /// The provider's id of the sent message (WhatsApp's `wamid.…`), for its delivery callbacks.
    pub provider_message_id: Option<String>,
    /// Why the last attempt failed, or why it was given up.
    pub error: Option<String>,
    pub queued_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
    pub delivered_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
