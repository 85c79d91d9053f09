//! Reminders that reach the borrower (issue 43 item 4; DESIGN §3 "Reminders"): the message
//! templates and reminder rules staff edit, the daily job's queueing of reminders (one message
//! per rule, loan and installment, whatever the reruns), the message job's claim under a lease
//! and what it records of each attempt, the providers' delivery reports, and the message list in
//! the caller's scope.
//!
//! Rules and templates are the back office's; the API refuses their writes to a funder's staff.
//! Messages carry their loan's lender and funding source, so the list scopes without a join.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    pipeline::ActiveStatus,
    reminders::{MessageChannel, MessageStatus, Rule},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, ExprTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TryInsertResult,
    sea_query::{Alias, Condition, Expr, Order, Query},
};
use uuid::Uuid;

use crate::{
    StoreError,
    entity::{Stored, borrower, installment, loan, message, message_template, reminder_rule},
    repo::{
        audit::{self, Actor},
        keyset::{self, Keyed, PageAt, Total},
        loans::Scope,
    },
};

impl Keyed for message::Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// Every template, by code.
///
/// Errors: the database failed.
pub async fn templates(db: &impl ConnectionTrait) -> Result<Vec<message_template::Model>, DbErr> {
    message_template::Entity::find().order_by_asc(message_template::Column::Code).all(db).await
}

/// The template `code`, if there is one.
///
/// Errors: the database failed.
pub async fn template(db: &impl ConnectionTrait, code: &str) -> Result<Option<message_template::Model>, DbErr> {
    message_template::Entity::find_by_id(code.to_owned()).one(db).await
}

/// A template's new texts, checked (`domain::reminders::check_body`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateTexts {
    pub body_id: String,
    pub body_en: String,
}

/// Writes template `code`: created when new, otherwise its texts replaced and its version up by
/// one, with an audit row (`message_template.save`) in the same transaction. `version`, when
/// given, must be the stored one.
///
/// Errors: [`StoreError::Conflict`] for a stale `version` (or a version given for a template
/// that does not exist yet); the database failed.
pub async fn save_template(
    db: &DatabaseConnection,
    actor: &Actor,
    code: &str,
    texts: TemplateTexts,
    version: Option<i32>,
    at: DateTime<Utc>,
) -> Result<message_template::Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let before = template(&txn, code).await?;
    let saved = match &before {
        Some(t) => {
            if version.is_some_and(|v| v != t.version) {
                return Err(StoreError::Conflict);
            }
            let done = message_template::Entity::update_many()
                .col_expr(message_template::Column::BodyId, Expr::value(texts.body_id.clone()))
                .col_expr(message_template::Column::BodyEn, Expr::value(texts.body_en.clone()))
                .col_expr(message_template::Column::Version, Expr::value(t.version + 1))
                .col_expr(message_template::Column::UpdatedAt, Expr::value(at))
                .col_expr(message_template::Column::UpdatedBy, Expr::value(actor.user_id))
                .filter(message_template::Column::Code.eq(code))
                .filter(message_template::Column::Version.eq(t.version))
                .exec(&txn)
                .await?;
            if done.rows_affected != 1 {
                return Err(StoreError::Conflict);
            }
            template(&txn, code).await?.ok_or(StoreError::Conflict)?
        }
        None if version.is_some() => return Err(StoreError::Conflict),
        None => message_template::ActiveModel {
            code: Set(code.to_owned()),
            body_id: Set(texts.body_id.clone()),
            body_en: Set(texts.body_en.clone()),
            version: Set(1),
            updated_at: Set(at),
            updated_by: Set(actor.user_id),
        }
        .insert(&txn)
        .await
        .map_err(StoreError::from_db)?,
    };
    let texts_of =
        |t: &message_template::Model| serde_json::json!({ "body_id": t.body_id, "body_en": t.body_en, "version": t.version });
    audit::record(
        &txn,
        actor,
        "message_template.save",
        "message_template",
        code,
        before.as_ref().map(texts_of),
        Some(texts_of(&saved)),
    )
    .await?;
    txn.commit().await?;
    Ok(saved)
}

/// The rules in force (left out of no saved list), in their saved order.
///
/// Errors: the database failed.
pub async fn rules(db: &impl ConnectionTrait) -> Result<Vec<reminder_rule::Model>, DbErr> {
    reminder_rule::Entity::find()
        .filter(reminder_rule::Column::RemovedAt.is_null())
        .order_by_asc(reminder_rule::Column::Position)
        .order_by_asc(reminder_rule::Column::Id)
        .all(db)
        .await
}

/// Replaces the rules with `new` (checked: `domain::reminders::check_rules`), in one transaction
/// with an audit row (`reminder_rules.replace`). A rule with the offset and channel of a rule
/// stored before (in force or left out earlier) keeps that rule's id, so reminders it queued are
/// not queued again; a rule left out is kept as removed. Answers the rules in force.
///
/// Errors: [`StoreError::Unique`] when another save added the same offset and channel at the
/// same moment; the database failed.
pub async fn replace_rules(
    db: &DatabaseConnection,
    actor: &Actor,
    new: &[Rule],
    at: DateTime<Utc>,
) -> Result<Vec<reminder_rule::Model>, StoreError> {
    use reminder_rule::Column as C;
    let txn = crate::begin_write(db).await?;
    let before = rules(&txn).await?;
    let stored = reminder_rule::Entity::find().all(&txn).await?;
    let mut kept: Vec<Uuid> = Vec::with_capacity(new.len());
    for (i, r) in new.iter().enumerate() {
        let position = i32::try_from(i).unwrap_or(i32::MAX);
        match stored.iter().find(|s| s.offset_days == r.offset_days && *s.channel == r.channel) {
            Some(s) => {
                reminder_rule::Entity::update_many()
                    .col_expr(C::TemplateCode, Expr::value(r.template_code.clone()))
                    .col_expr(C::Active, Expr::value(r.active))
                    .col_expr(C::Position, Expr::value(position))
                    .col_expr(C::RemovedAt, Expr::value(Option::<DateTime<Utc>>::None))
                    .col_expr(C::UpdatedAt, Expr::value(at))
                    .filter(C::Id.eq(s.id))
                    .exec(&txn)
                    .await?;
                kept.push(s.id);
            }
            None => {
                let id = Uuid::now_v7();
                reminder_rule::ActiveModel {
                    id: Set(id),
                    offset_days: Set(r.offset_days),
                    channel: Set(Stored(r.channel)),
                    template_code: Set(r.template_code.clone()),
                    active: Set(r.active),
                    position: Set(position),
                    removed_at: Set(None),
                    updated_at: Set(at),
                }
                .insert(&txn)
                .await
                .map_err(StoreError::from_db)?;
                kept.push(id);
            }
        }
    }
    reminder_rule::Entity::update_many()
        .col_expr(C::RemovedAt, Expr::value(at))
        .col_expr(C::UpdatedAt, Expr::value(at))
        .filter(C::RemovedAt.is_null())
        .filter(C::Id.is_not_in(kept))
        .exec(&txn)
        .await?;
    let after = rules(&txn).await?;
    let list = |rs: &[reminder_rule::Model]| {
        serde_json::Value::Array(
            rs.iter()
                .map(|r| {
                    serde_json::json!({
                        "rule_id": r.id, "offset_days": r.offset_days, "channel": r.channel.as_str(),
                        "template_code": r.template_code, "active": r.active,
                    })
                })
                .collect(),
        )
    };
    audit::record(&txn, actor, "reminder_rules.replace", "reminder_rules", "all", Some(list(&before)), Some(list(&after)))
        .await?;
    txn.commit().await?;
    Ok(after)
}

/// The active rules in force, each with its template (a rule whose template is gone is left
/// out).
///
/// Errors: the database failed.
pub async fn active_rules(db: &impl ConnectionTrait) -> Result<Vec<(reminder_rule::Model, message_template::Model)>, DbErr> {
    let rules = rules(db).await?;
    let templates: HashMap<String, message_template::Model> =
        templates(db).await?.into_iter().map(|t| (t.code.clone(), t)).collect();
    Ok(rules.into_iter().filter(|r| r.active).filter_map(|r| templates.get(&r.template_code).cloned().map(|t| (r, t))).collect())
}

/// The active statuses of a loan that repays and is reminded: not on hold, not pending
/// activation, not inactive.
pub const REMINDED: [ActiveStatus; 3] = [ActiveStatus::Normal, ActiveStatus::Late, ActiveStatus::NonPerforming];

/// An unpaid installment a rule reminds of, with what its message needs.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub installment_id: Uuid,
    pub loan_id: Uuid,
    pub number: i32,
    pub due_date: NaiveDate,
    /// Rupiah still owed on it.
    pub owed: i64,
    pub loan_code: String,
    pub full_name: String,
    pub lender_id: Option<Uuid>,
    pub funding_source_id: Option<Uuid>,
    /// The loan's address (`province_code` gives the borrower's zone).
    pub address: Option<serde_json::Value>,
    /// `+62…`.
    pub phone: String,
    pub email: String,
}

/// A page of the installments due on day `due_day` (`domain::repayment::day_number`), unpaid, of
/// live loans that repay and are not on hold ([`REMINDED`]), that rule `rule_id` has not queued a
/// message for: after installment `after`, at most `limit`, by installment id. Reads the unpaid
/// installments by due day (`ix_installments_unpaid_due`) and each one's message by the unique
/// key, on both engines.
///
/// Errors: the database failed.
pub async fn candidates(
    db: &impl ConnectionTrait,
    rule_id: Uuid,
    due_day: i32,
    after: Option<Uuid>,
    limit: u64,
) -> Result<Vec<Candidate>, DbErr> {
    use installment::Column as I;
    let (i, l, b, m) = (installment::Entity, loan::Entity, borrower::Entity, message::Entity);
    let queued = Query::select()
        .expr(Expr::val(1))
        .from(m)
        .and_where(Expr::col((m, message::Column::RuleId)).eq(rule_id))
        .and_where(Expr::col((m, message::Column::LoanId)).equals((i, I::LoanId)))
        .and_where(Expr::col((m, message::Column::InstallmentNumber)).equals((i, I::Number)))
        .to_owned();
    let mut q = Query::select();
    q.column((i, I::Id))
        .column((i, I::LoanId))
        .column((i, I::Number))
        .column((i, I::DueDate))
        .column((i, I::AmountDue))
        .column((i, I::AmountPaid))
        .column((l, loan::Column::LoanCode))
        .column((l, loan::Column::FullName))
        .column((l, loan::Column::LenderId))
        .column((l, loan::Column::FundingSourceId))
        .column((l, loan::Column::Address))
        .expr_as(Expr::col((b, borrower::Column::Phone)), Alias::new("borrower_phone"))
        .expr_as(Expr::col((b, borrower::Column::Email)), Alias::new("borrower_email"))
        .from(i)
        .inner_join(l, Expr::col((l, loan::Column::Id)).equals((i, I::LoanId)))
        .inner_join(b, Expr::col((b, borrower::Column::Id)).equals((l, loan::Column::BorrowerId)))
        .and_where(Expr::col((i, I::DueDay)).eq(due_day))
        // As written in the partial index's predicate, so both engines can use it.
        .and_where(Expr::col((i, I::AmountPaid)).lt(Expr::col((i, I::AmountDue))))
        .and_where(Expr::col((l, loan::Column::ActiveStatus)).is_in(REMINDED.map(ActiveStatus::as_str)))
        .and_where(Expr::col((l, loan::Column::DeletedAt)).is_null())
        .and_where(Expr::exists(queued).not())
        .order_by((i, I::Id), Order::Asc)
        .limit(limit);
    if let Some(after) = after {
        q.and_where(Expr::col((i, I::Id)).gt(after));
    }
    let mut out = Vec::new();
    for row in db.query_all(&q).await? {
        let amount_due: i64 = row.try_get("", "amount_due")?;
        let amount_paid: i64 = row.try_get("", "amount_paid")?;
        out.push(Candidate {
            installment_id: row.try_get("", "id")?,
            loan_id: row.try_get("", "loan_id")?,
            number: row.try_get("", "number")?,
            due_date: row.try_get("", "due_date")?,
            owed: amount_due - amount_paid,
            loan_code: row.try_get("", "loan_code")?,
            full_name: row.try_get("", "full_name")?,
            lender_id: row.try_get("", "lender_id")?,
            funding_source_id: row.try_get("", "funding_source_id")?,
            address: row.try_get("", "address")?,
            phone: row.try_get("", "borrower_phone")?,
            email: row.try_get("", "borrower_email")?,
        });
    }
    Ok(out)
}

/// A message to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub rule_id: Uuid,
    pub offset_days: i32,
    pub loan_id: Uuid,
    pub installment_number: i32,
    pub lender_id: Option<Uuid>,
    pub funding_source_id: Option<Uuid>,
    pub channel: MessageChannel,
    /// `id` or `en`.
    pub lang: &'static str,
    pub recipient: String,
    pub body: String,
    /// The first moment it may be sent.
    pub send_at: DateTime<Utc>,
    /// The borrower's zone's name.
    pub time_zone: String,
}

/// Queues `rows` in one statement (at most a few hundred; 23 values a row), each once: a row
/// whose rule, loan and installment are queued already is left out (`ON CONFLICT DO NOTHING`).
/// Answers how many were queued now.
///
/// Errors: the database failed.
pub async fn queue(db: &impl ConnectionTrait, rows: Vec<NewMessage>, at: DateTime<Utc>) -> Result<u64, DbErr> {
    use message::Column as C;
    let models: Vec<message::ActiveModel> = rows
        .into_iter()
        .map(|r| message::ActiveModel {
            id: Set(Uuid::now_v7()),
            rule_id: Set(r.rule_id),
            offset_days: Set(r.offset_days),
            loan_id: Set(r.loan_id),
            installment_number: Set(r.installment_number),
            lender_id: Set(r.lender_id),
            funding_source_id: Set(r.funding_source_id),
            channel: Set(Stored(r.channel)),
            lang: Set(r.lang.to_owned()),
            recipient: Set(r.recipient),
            body: Set(r.body),
            status: Set(Stored(MessageStatus::Queued)),
            attempts: Set(0),
            next_attempt_at: Set(r.send_at),
            time_zone: Set(r.time_zone),
            lease_until: Set(None),
            claim_id: Set(None),
            provider_message_id: Set(None),
            error: Set(None),
            queued_at: Set(at),
            sent_at: Set(None),
            delivered_at: Set(None),
            updated_at: Set(at),
        })
        .collect();
    if models.is_empty() {
        return Ok(0);
    }
    match message::Entity::insert_many(models)
        .on_conflict_do_nothing_on([C::RuleId, C::LoanId, C::InstallmentNumber])
        .exec_without_returning(db)
        .await?
    {
        TryInsertResult::Inserted(n) => Ok(n),
        TryInsertResult::Conflicted | TryInsertResult::Empty => Ok(0),
    }
}

/// The condition of a message the sender may take at `now`: queued, due, and not held by a
/// sender whose lease still runs.
fn claimable(now: DateTime<Utc>) -> Condition {
    use message::Column as C;
    Condition::all()
        .add(C::Status.eq(MessageStatus::Queued.as_str()))
        .add(C::NextAttemptAt.lte(now))
        .add(Condition::any().add(C::LeaseUntil.is_null()).add(C::LeaseUntil.lt(now)))
}

/// Claims up to `limit` messages due at `now` (earliest send time first) for the sender's run
/// `claim_id` until `lease_until`, and answers them. The claim is one `UPDATE` that re-checks the
/// lease on each row it takes, so of two senders claiming at once each message goes to one;
/// a message whose sender died is claimable again when its lease ran out.
///
/// Errors: the database failed.
pub async fn claim(
    db: &impl ConnectionTrait,
    claim_id: Uuid,
    now: DateTime<Utc>,
    lease_until: DateTime<Utc>,
    limit: u64,
) -> Result<Vec<message::Model>, DbErr> {
    use message::Column as C;
    let due = Query::select()
        .column(C::Id)
        .from(message::Entity)
        .cond_where(claimable(now))
        .order_by(C::NextAttemptAt, Order::Asc)
        .order_by(C::Id, Order::Asc)
        .limit(limit)
        .to_owned();
    // The claimed rows come back from the `UPDATE` itself: read again by their claim, SQLite
    // walked every queued message in send-time order (m0063's index) to find the 50.
    let mut claimed = message::Entity::update_many()
        .col_expr(C::LeaseUntil, Expr::value(lease_until))
        .col_expr(C::ClaimId, Expr::value(claim_id))
        .filter(C::Id.in_subquery(due))
        .filter(claimable(now))
        .exec_with_returning(db)
        .await?;
    claimed.sort_by_key(|m| (m.next_attempt_at, m.id));
    Ok(claimed)
}

/// Where a claimed message's loan and installment stand when it is about to go out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The loan's active status; `None` for a loan deleted or never active.
    pub active: Option<ActiveStatus>,
    /// Rupiah still owed on the installment (0 when paid, or gone after a restructure).
    pub owed: i64,
}

/// The [`Standing`] of each (loan, installment number) of `messages`.
///
/// Errors: the database failed.
pub async fn standings(db: &impl ConnectionTrait, messages: &[message::Model]) -> Result<HashMap<(Uuid, i32), Standing>, DbErr> {
    if messages.is_empty() {
        return Ok(HashMap::new());
    }
    let loan_ids: Vec<Uuid> = messages.iter().map(|m| m.loan_id).collect();
    let loans: HashMap<Uuid, Option<ActiveStatus>> = loan::Entity::find()
        .select_only()
        .column(loan::Column::Id)
        .column(loan::Column::ActiveStatus)
        .column(loan::Column::DeletedAt)
        .filter(loan::Column::Id.is_in(loan_ids))
        .into_tuple::<(Uuid, Option<Stored<ActiveStatus>>, Option<DateTime<Utc>>)>()
        .all(db)
        .await?
        .into_iter()
        .map(|(id, status, deleted)| (id, if deleted.is_some() { None } else { status.map(Stored::get) }))
        .collect();
    let mut pairs = Condition::any();
    for m in messages {
        pairs = pairs.add(
            Condition::all()
                .add(installment::Column::LoanId.eq(m.loan_id))
                .add(installment::Column::Number.eq(m.installment_number)),
        );
    }
    let owed: HashMap<(Uuid, i32), i64> = installment::Entity::find()
        .select_only()
        .column(installment::Column::LoanId)
        .column(installment::Column::Number)
        .column(installment::Column::AmountDue)
        .column(installment::Column::AmountPaid)
        .filter(pairs)
        .into_tuple::<(Uuid, i32, i64, i64)>()
        .all(db)
        .await?
        .into_iter()
        .map(|(loan_id, number, due, paid)| ((loan_id, number), due - paid))
        .collect();
    Ok(messages
        .iter()
        .map(|m| {
            let key = (m.loan_id, m.installment_number);
            (key, Standing { active: loans.get(&m.loan_id).copied().flatten(), owed: owed.get(&key).copied().unwrap_or(0) })
        })
        .collect())
}

/// What became of one attempt at sending a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempted {
    /// The provider took it (with its id for the message, if it gave one).
    Sent { provider_message_id: Option<String> },
    /// It failed for now: queued again from `next_attempt_at`.
    Retry { error: String, next_attempt_at: DateTime<Utc> },
    /// Given up: the provider refused it, it had its last attempt, or its loan is no longer to
    /// be reminded. `attempted`: a provider was asked (the attempt counts).
    Failed { error: String, attempted: bool },
}

/// Longest error text kept, characters.
pub const ERROR_MAX: usize = 1_000;

/// Records what became of message `id`'s attempt under claim `claim_id` at `at`, and releases
/// its lease. Nothing happens when another sender claimed it since (its lease had run out).
/// Answers whether it was recorded.
///
/// Errors: the database failed.
pub async fn record_attempt(
    db: &impl ConnectionTrait,
    id: Uuid,
    claim_id: Uuid,
    outcome: &Attempted,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    use message::Column as C;
    let clip = |e: &str| e.chars().take(ERROR_MAX).collect::<String>();
    let mut q = message::Entity::update_many()
        .col_expr(C::LeaseUntil, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(C::UpdatedAt, Expr::value(at));
    let attempted = !matches!(outcome, Attempted::Failed { attempted: false, .. });
    if attempted {
        q = q.col_expr(C::Attempts, Expr::col(C::Attempts).add(1));
    }
    q = match outcome {
        Attempted::Sent { provider_message_id } => q
            .col_expr(C::Status, Expr::value(MessageStatus::Sent.as_str()))
            .col_expr(C::SentAt, Expr::value(at))
            .col_expr(C::ProviderMessageId, Expr::value(provider_message_id.clone()))
            .col_expr(C::Error, Expr::value(Option::<String>::None)),
        Attempted::Retry { error, next_attempt_at } => {
            q.col_expr(C::NextAttemptAt, Expr::value(*next_attempt_at)).col_expr(C::Error, Expr::value(clip(error)))
        }
        Attempted::Failed { error, .. } => {
            q.col_expr(C::Status, Expr::value(MessageStatus::Failed.as_str())).col_expr(C::Error, Expr::value(clip(error)))
        }
    };
    let done = q
        .filter(C::Id.eq(id))
        .filter(C::ClaimId.eq(claim_id))
        .filter(C::Status.eq(MessageStatus::Queued.as_str()))
        .exec(db)
        .await?;
    Ok(done.rows_affected == 1)
}

/// Records a provider's report on the message it knows as `provider_message_id` on `channel`:
/// `delivered` (from sent), or `failed` with the provider's `error` (from sent). A report on a
/// message delivered or failed already, or on no message of Roda's, changes nothing. Answers how
/// many messages changed.
///
/// Errors: the database failed.
pub async fn record_report(
    db: &impl ConnectionTrait,
    channel: MessageChannel,
    provider_message_id: &str,
    status: MessageStatus,
    error: Option<&str>,
    at: DateTime<Utc>,
) -> Result<u64, DbErr> {
    use message::Column as C;
    let mut q =
        message::Entity::update_many().col_expr(C::Status, Expr::value(status.as_str())).col_expr(C::UpdatedAt, Expr::value(at));
    match status {
        MessageStatus::Delivered => q = q.col_expr(C::DeliveredAt, Expr::value(at)),
        MessageStatus::Failed => {
            let error = error.unwrap_or("failed").chars().take(ERROR_MAX).collect::<String>();
            q = q.col_expr(C::Error, Expr::value(error));
        }
        MessageStatus::Queued | MessageStatus::Sent => return Ok(0),
    }
    let done = q
        .filter(C::ProviderMessageId.eq(provider_message_id))
        .filter(C::Channel.eq(channel.as_str()))
        .filter(C::Status.eq(MessageStatus::Sent.as_str()))
        .exec(db)
        .await?;
    Ok(done.rows_affected)
}

/// The message list's filters.
#[derive(Debug, Clone)]
pub struct MessageFilter {
    pub scope: Scope,
    pub status: Option<MessageStatus>,
    pub channel: Option<MessageChannel>,
    /// Messages of this loan (its loan ID, `LN-…`, upper case).
    pub loan_code: Option<String>,
}

fn query_of(f: &MessageFilter) -> sea_orm::Select<message::Entity> {
    use message::Column as C;
    let mut q = message::Entity::find();
    if let Some(lender) = f.scope.lender() {
        q = q.filter(C::LenderId.eq(lender));
    }
    if let Some(source) = f.scope.source() {
        q = q.filter(C::FundingSourceId.eq(source));
    }
    if let Some(s) = f.status {
        q = q.filter(C::Status.eq(s.as_str()));
    }
    if let Some(c) = f.channel {
        q = q.filter(C::Channel.eq(c.as_str()));
    }
    if let Some(code) = &f.loan_code {
        let loans = Query::select()
            .column(loan::Column::Id)
            .from(loan::Entity)
            .and_where(loan::Column::LoanCode.eq(code.clone()))
            .to_owned();
        q = q.filter(C::LoanId.in_subquery(loans));
    }
    q
}

/// A page of the messages matching `f`, by id (newest first by default), and the next cursor.
///
/// Errors: the database failed.
pub async fn list(
    db: &impl ConnectionTrait,
    f: &MessageFilter,
    at: PageAt,
) -> Result<(Vec<message::Model>, Option<Uuid>), DbErr> {
    let rows = keyset::after(query_of(f), message::Column::Id, at).all(db).await?;
    Ok(keyset::paged(rows, at.limit))
}

/// How many messages match `f` ([`keyset::total`]).
///
/// Errors: the database failed.
pub async fn count(db: &impl ConnectionTrait, f: &MessageFilter) -> Result<Total, DbErr> {
    keyset::total(db, query_of(f), message::Column::Id).await
}

/// The reminders that went out to a loan (found in scope by the caller): sent or delivered,
/// newest first (at most 500), for its collection history.
///
/// Errors: the database failed.
pub async fn sent_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<message::Model>, DbErr> {
    message::Entity::find()
        .filter(message::Column::LoanId.eq(loan_id))
        .filter(message::Column::Status.is_in([MessageStatus::Sent.as_str(), MessageStatus::Delivered.as_str()]))
        .order_by_desc(message::Column::Id)
        .limit(500)
        .all(db)
        .await
}
