//! Reminders that reach the borrower (issue 43 item 4): the message templates staff edit, the
//! reminder rules (days from a due date and a channel; a rule keeps its id for its offset and
//! channel, so a list saved again never queues a day's reminders twice), and the messages the
//! daily job queues and the message job sends: one per rule, loan and installment (unique), with
//! its send time (`next_attempt_at`), attempts and the lease of the instance sending it.
//!
//! The default templates and rules are plain rows written here (a migration never imports live
//! code): −3 days WhatsApp, the due date WhatsApp, +1 day SMS and +7 days WhatsApp, all active.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum MessageTemplates {
    Table,
    Code,
    BodyId,
    BodyEn,
    Version,
    UpdatedAt,
    UpdatedBy,
}

#[derive(DeriveIden)]
enum ReminderRules {
    Table,
    Id,
    OffsetDays,
    Channel,
    TemplateCode,
    Active,
    Position,
    RemovedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Messages {
    Table,
    Id,
    RuleId,
    OffsetDays,
    LoanId,
    InstallmentNumber,
    LenderId,
    FundingSourceId,
    Channel,
    Lang,
    Recipient,
    Body,
    Status,
    Attempts,
    NextAttemptAt,
    TimeZone,
    LeaseUntil,
    ClaimId,
    ProviderMessageId,
    Error,
    QueuedAt,
    SentAt,
    DeliveredAt,
    UpdatedAt,
}

/// The default templates: (code, Indonesian, English).
pub(super) const TEMPLATES: [(&str, &str, &str); 3] = [
    (
        "reminder_before_due",
        "Halo {name}, cicilan pinjaman {loan_id} sebesar {amount_due} akan jatuh tempo pada {due_date}. \
         Silakan bayar melalui virtual account {virtual_account}. Abaikan pesan ini jika Anda sudah membayar. Terima kasih.",
        "Hi {name}, the installment of your loan {loan_id} of {amount_due} is due on {due_date}. \
         Please pay to virtual account {virtual_account}. Ignore this message if you have already paid. Thank you.",
    ),
    (
        "reminder_due_today",
        "Halo {name}, hari ini ({due_date}) adalah jatuh tempo cicilan pinjaman {loan_id} sebesar {amount_due}. \
         Bayar melalui virtual account {virtual_account} hari ini agar tidak dikenakan denda. Terima kasih.",
        "Hi {name}, the installment of your loan {loan_id} of {amount_due} is due today ({due_date}). \
         Pay to virtual account {virtual_account} today to avoid a late fee. Thank you.",
    ),
    (
        "reminder_overdue",
        "Halo {name}, cicilan pinjaman {loan_id} sebesar {amount_due} yang jatuh tempo pada {due_date} belum kami terima. \
         Mohon segera bayar melalui virtual account {virtual_account} agar denda tidak bertambah. Abaikan pesan ini jika Anda sudah membayar.",
        "Hi {name}, we have not yet received the installment of your loan {loan_id} of {amount_due} that was due on {due_date}. \
         Please pay to virtual account {virtual_account} as soon as possible so that late fees do not grow. Ignore this message if you have already paid.",
    ),
];

/// The default rules: (offset days, channel, template).
const RULES: [(i32, &str, &str); 4] = [
    (-3, "whatsapp", "reminder_before_due"),
    (0, "whatsapp", "reminder_due_today"),
    (1, "sms", "reminder_overdue"),
    (7, "whatsapp", "reminder_overdue"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(MessageTemplates::Table)
                .col(string_len(MessageTemplates::Code, 40).primary_key())
                .col(text(MessageTemplates::BodyId))
                .col(text(MessageTemplates::BodyEn))
                .col(integer(MessageTemplates::Version).default(1))
                .col(timestamp_with_time_zone(MessageTemplates::UpdatedAt))
                .col(uuid_null(MessageTemplates::UpdatedBy))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(ReminderRules::Table)
                .col(uuid(ReminderRules::Id).primary_key())
                .col(integer(ReminderRules::OffsetDays))
                .col(string_len(ReminderRules::Channel, 20))
                .col(string_len(ReminderRules::TemplateCode, 40))
                .col(boolean(ReminderRules::Active))
                .col(integer(ReminderRules::Position))
                .col(timestamp_with_time_zone_null(ReminderRules::RemovedAt))
                .col(timestamp_with_time_zone(ReminderRules::UpdatedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ux_reminder_rules_offset_channel")
                .table(ReminderRules::Table)
                .col(ReminderRules::OffsetDays)
                .col(ReminderRules::Channel)
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Messages::Table)
                .col(uuid(Messages::Id).primary_key())
                .col(uuid(Messages::RuleId))
                .col(integer(Messages::OffsetDays))
                .col(uuid(Messages::LoanId))
                .col(integer(Messages::InstallmentNumber))
                .col(uuid_null(Messages::LenderId))
                .col(uuid_null(Messages::FundingSourceId))
                .col(string_len(Messages::Channel, 20))
                .col(string_len(Messages::Lang, 2))
                .col(string_len(Messages::Recipient, 200))
                .col(text(Messages::Body))
                .col(string_len(Messages::Status, 20))
                .col(integer(Messages::Attempts).default(0))
                .col(timestamp_with_time_zone(Messages::NextAttemptAt))
                .col(string_len(Messages::TimeZone, 40))
                .col(timestamp_with_time_zone_null(Messages::LeaseUntil))
                .col(uuid_null(Messages::ClaimId))
                .col(string_len_null(Messages::ProviderMessageId, 200))
                .col(string_len_null(Messages::Error, 1000))
                .col(timestamp_with_time_zone(Messages::QueuedAt))
                .col(timestamp_with_time_zone_null(Messages::SentAt))
                .col(timestamp_with_time_zone_null(Messages::DeliveredAt))
                .col(timestamp_with_time_zone(Messages::UpdatedAt))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ux_messages_rule_installment")
                .table(Messages::Table)
                .col(Messages::RuleId)
                .col(Messages::LoanId)
                .col(Messages::InstallmentNumber)
                .unique()
                .to_owned(),
        )
        .await?;
        for (name, cols) in [
            // The sender's claim: queued messages by send time.
            ("ix_messages_due", vec![Messages::Status, Messages::NextAttemptAt]),
            ("ix_messages_claim", vec![Messages::ClaimId]),
            ("ix_messages_provider", vec![Messages::ProviderMessageId]),
            // The list, newest first: a loan's, a lender's.
            ("ix_messages_loan", vec![Messages::LoanId, Messages::Id]),
            ("ix_messages_lender", vec![Messages::LenderId, Messages::Id]),
        ] {
            let mut ix = Index::create();
            ix.name(name).table(Messages::Table);
            for c in cols {
                ix.col(c);
            }
            m.create_index(ix).await?;
        }
        let now = chrono::Utc::now();
        let mut q = Query::insert();
        q.into_table(MessageTemplates::Table).columns([
            MessageTemplates::Code,
            MessageTemplates::BodyId,
            MessageTemplates::BodyEn,
            MessageTemplates::Version,
            MessageTemplates::UpdatedAt,
        ]);
        for (code, id, en) in TEMPLATES {
            q.values_panic([code.into(), id.into(), en.into(), 1.into(), now.into()]);
        }
        m.exec_stmt(q).await?;
        let mut q = Query::insert();
        q.into_table(ReminderRules::Table).columns([
            ReminderRules::Id,
            ReminderRules::OffsetDays,
            ReminderRules::Channel,
            ReminderRules::TemplateCode,
            ReminderRules::Active,
            ReminderRules::Position,
            ReminderRules::UpdatedAt,
        ]);
        for (i, (offset, channel, template)) in RULES.into_iter().enumerate() {
            let position = <i32 as TryFrom<usize>>::try_from(i).unwrap_or(0);
            q.values_panic([
                uuid::Uuid::now_v7().into(),
                offset.into(),
                channel.into(),
                template.into(),
                true.into(),
                position.into(),
                now.into(),
            ]);
        }
        m.exec_stmt(q).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in ["messages", "reminder_rules", "message_templates"] {
            m.get_connection().execute_unprepared(&format!("DROP TABLE {t}")).await?;
        }
        Ok(())
    }
}
