//! Reminders that reach the borrower (issue 43 item 4; DESIGN §3 "Reminders"): the reminder
//! rules (days from a due date and a channel), the Indonesian and English templates staff edit,
//! the messages the daily job queued and the message job sent (in the caller's scope), and the
//! WhatsApp delivery callback that marks a message delivered.
//!
//! Reads are the late list's (`repayment/late`); rules and templates are written by the back
//! office only (a funder's staff get 403). The callback carries no staff token: WhatsApp's
//! signature of its body under `RODA_WHATSAPP_APP_SECRET` is its authentication.

use axum::{
    extract::State,
    http::HeaderMap,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use domain::{
    ValidationErrors,
    reminders::{self as rules, MessageChannel, MessageStatus, RuleDraft},
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::{message, message_template, reminder_rule},
    repo::reminders::{self as repo, MessageFilter, TemplateTexts},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiJsonBytes, ApiPath, ApiQuery, CallerLang},
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(Method::GET, "/api/v1/reminder-rules", Access::Area(A::RepaymentLate), "The reminder rules, in order", list_rules)
        .returns_list::<RuleView>()
        .add(
            Method::PUT,
            "/api/v1/reminder-rules",
            Access::Area(A::RepaymentLate),
            "Replace the reminder rules (back office)",
            replace_rules,
        )
        .body::<RulesBody>()
        .returns_list::<RuleView>()
        .add(
            Method::GET,
            "/api/v1/message-templates",
            Access::Area(A::RepaymentLate),
            "The reminder message templates",
            list_templates,
        )
        .returns_list::<TemplateView>()
        .add(
            Method::GET,
            "/api/v1/message-templates/{code}",
            Access::Area(A::RepaymentLate),
            "One reminder message template",
            get_template,
        )
        .returns::<TemplateView>()
        .add(
            Method::PUT,
            "/api/v1/message-templates/{code}",
            Access::Area(A::RepaymentLate),
            "Write a reminder message template (back office)",
            put_template,
        )
        .body::<TemplateBody>()
        .returns::<TemplateView>()
        .add(
            Method::GET,
            "/api/v1/messages",
            Access::Area(A::RepaymentLate),
            "Reminder messages to borrowers, newest first, keyset pages",
            list_messages,
        )
        .paged_query::<MessagesQuery>()
        .returns::<Page<MessageView>>()
        .add(
            Method::POST,
            "/api/v1/messages/callbacks/whatsapp",
            Access::Public,
            "WhatsApp's delivery reports (signed with the app secret, no staff token)",
            whatsapp_callback,
        )
        .body::<WhatsAppWebhook>()
        .returns::<ReportsRecorded>()
}

/// Refuses a funder's staff: reminders are set up by the back office. Errors: 403
/// `reminders_back_office_only`.
fn back_office(staff: &Staff) -> ApiResult<()> {
    if staff.lender_id.is_some() {
        return Err(ApiError::Denied { field: None, code: "reminders_back_office_only" });
    }
    Ok(())
}

/// A reminder rule.
#[derive(Debug, Serialize, ToSchema)]
pub struct RuleView {
    pub rule_id: Uuid,
    /// Days from the installment's due date: −3 three days before, 0 on it, 1 a day after.
    pub offset_days: i32,
    pub channel: MessageChannel,
    /// The template's code (`GET /api/v1/message-templates`).
    pub template_code: String,
    /// An inactive rule queues nothing.
    pub active: bool,
}

fn rule_view(r: &reminder_rule::Model) -> RuleView {
    RuleView {
        rule_id: r.id,
        offset_days: r.offset_days,
        channel: *r.channel,
        template_code: r.template_code.clone(),
        active: r.active,
    }
}

/// `GET /api/v1/reminder-rules`: the rules in force, in their saved order.
pub async fn list_rules(State(state): State<AppState>, _staff: Staff) -> ApiResult<Response> {
    let rules = repo::rules(&state.db).await?;
    Ok(ok(rules.iter().map(rule_view).collect::<Vec<_>>()).into_response())
}

/// One rule of `PUT /api/v1/reminder-rules`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RuleBody {
    /// −30 to 60: days from the due date (negative before it).
    pub offset_days: Option<i64>,
    /// `whatsapp`, `sms` or `email`.
    pub channel: Option<String>,
    /// An existing template's code.
    pub template_code: Option<String>,
    /// Default true.
    pub active: Option<bool>,
}

/// `PUT /api/v1/reminder-rules` body: the whole new list, in order.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RulesBody {
    /// At most 20 rules; no two with the same offset and channel; `[]` turns reminders off.
    pub rules: Option<Vec<RuleBody>>,
}

/// `PUT /api/v1/reminder-rules`: replaces the list. A rule with the offset and channel of one
/// saved before keeps its `rule_id` (and never queues a reminder it queued already). Answers the
/// rules in force; `msg` "Reminder rules saved". Errors: 403 `reminders_back_office_only` for a
/// funder's staff; 422 `value_required` (`rules`), `reminder_rules_too_many` (`rules`), and per
/// rule (`rules.<i>.<field>`) `offset_days_invalid`, `reminder_channel_invalid`,
/// `template_code_invalid`, `reminder_rule_duplicate`; 409 when another save ran at once.
pub async fn replace_rules(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<RulesBody>,
) -> ApiResult<Response> {
    back_office(&staff)?;
    let Some(list) = body.rules else { return Err(ApiError::field("rules", "value_required")) };
    let drafts: Vec<RuleDraft> = list
        .into_iter()
        .map(|r| RuleDraft { offset_days: r.offset_days, channel: r.channel, template_code: r.template_code, active: r.active })
        .collect();
    let templates = repo::templates(&state.db).await?;
    let codes: Vec<&str> = templates.iter().map(|t| t.code.as_str()).collect();
    let checked = rules::check_rules(&drafts, &codes).map_err(|errs| {
        let mut errors = ValidationErrors::new();
        for (field, code) in errs {
            errors.add(field, code);
        }
        ApiError::Validation(errors)
    })?;
    let saved = repo::replace_rules(&state.db, &staff.actor(), &checked, storage::repo::now()).await?;
    Ok(ok_msg(lang, "reminder_rules_saved", saved.iter().map(rule_view).collect::<Vec<_>>()).into_response())
}

/// A message template. `{name}`, `{loan_id}`, `{amount_due}` (`Rp 1.250.000`), `{due_date}`
/// (`DD/MM/YYYY`) and `{virtual_account}` (`BNI 880890000000042`) are filled in when a reminder
/// is queued.
#[derive(Debug, Serialize, ToSchema)]
pub struct TemplateView {
    pub code: String,
    /// Indonesian (what borrowers get: no language preference is stored).
    pub body_id: String,
    pub body_en: String,
    /// Send it back as `version` to refuse a save over someone else's.
    pub version: i32,
    pub updated_at: DateTime<Utc>,
}

fn template_view(t: message_template::Model) -> TemplateView {
    TemplateView { code: t.code, body_id: t.body_id, body_en: t.body_en, version: t.version, updated_at: t.updated_at }
}

/// `GET /api/v1/message-templates`: every template, by code.
pub async fn list_templates(State(state): State<AppState>, _staff: Staff) -> ApiResult<Response> {
    let list = repo::templates(&state.db).await?;
    Ok(ok(list.into_iter().map(template_view).collect::<Vec<_>>()).into_response())
}

/// `GET /api/v1/message-templates/{code}`. Errors: 404.
pub async fn get_template(State(state): State<AppState>, _staff: Staff, ApiPath(code): ApiPath<String>) -> ApiResult<Response> {
    let t = repo::template(&state.db, code.trim()).await?.ok_or(ApiError::NotFound)?;
    Ok(ok(template_view(t)).into_response())
}

/// `PUT /api/v1/message-templates/{code}` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct TemplateBody {
    /// Indonesian text, 1 to 1,000 characters; only the known placeholders.
    pub body_id: Option<String>,
    /// English text, 1 to 1,000 characters; only the known placeholders.
    pub body_en: Option<String>,
    /// The `version` last read; left out, the save goes over whatever is stored.
    pub version: Option<i32>,
}

/// `PUT /api/v1/message-templates/{code}`: writes the template (a new code, `a`–`z`, `0`–`9`,
/// `_`, up to 40 characters, creates one). Answers it; `msg` "Message template saved". Errors:
/// 403 `reminders_back_office_only` for a funder's staff; 422 `template_code_invalid` (`code`),
/// and on `body_id`/`body_en` `template_body_required`, `template_body_too_long`,
/// `template_body_invalid` (a control character), `template_brace_unbalanced`,
/// `template_placeholder_unknown`; 409 `conflict` for a stale `version`.
pub async fn put_template(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(code): ApiPath<String>,
    ApiJson(body): ApiJson<TemplateBody>,
) -> ApiResult<Response> {
    back_office(&staff)?;
    let code = code.trim().to_owned();
    let mut errors = ValidationErrors::new();
    if !rules::valid_template_code(&code) {
        errors.add("code", "template_code_invalid");
    }
    let mut text = |field: &str, v: Option<&str>| match rules::check_body(v) {
        Ok(t) => Some(t),
        Err(c) => {
            errors.add(field, c);
            None
        }
    };
    let body_id = text("body_id", body.body_id.as_deref());
    let body_en = text("body_en", body.body_en.as_deref());
    let (Some(body_id), Some(body_en), true) = (body_id, body_en, errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let saved = repo::save_template(
        &state.db,
        &staff.actor(),
        &code,
        TemplateTexts { body_id, body_en },
        body.version,
        storage::repo::now(),
    )
    .await
    .map_err(|e| match e {
        StoreError::Conflict | StoreError::Unique => ApiError::Conflict("conflict"),
        e => e.into(),
    })?;
    Ok(ok_msg(lang, "message_template_saved", template_view(saved)).into_response())
}

/// `GET /api/v1/messages` filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessagesQuery {
    #[param(inline)]
    pub status: Option<MessageStatus>,
    /// A loan ID (`LN-…`).
    pub loan_id: Option<String>,
    #[param(inline)]
    pub channel: Option<MessageChannel>,
}

/// A reminder message.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageView {
    pub message_id: Uuid,
    pub loan_id: Option<String>,
    pub installment_number: i32,
    /// The rule's days from the due date when it was queued.
    pub offset_days: i32,
    pub channel: MessageChannel,
    /// A phone (`+62…`) or an e-mail address.
    pub recipient: String,
    pub body: String,
    pub status: MessageStatus,
    /// Attempts made at the provider.
    pub attempts: i32,
    pub queued_at: DateTime<Utc>,
    /// When it is (next) sent, while queued: inside 08:00–20:00 in the borrower's zone, after the
    /// backoff of a failed attempt.
    pub send_after: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub delivered_at: Option<DateTime<Utc>>,
    /// The provider's id of the sent message (`wamid.…`).
    pub provider_message_id: Option<String>,
    /// Why the last attempt failed, or why it was given up (`loan_on_hold`, `loan_not_repaying`,
    /// `installment_paid`, or the provider's status and words).
    pub error: Option<String>,
}

impl Listed for MessageView {
    const PAGE: &str = "MessagePage";
}

/// `GET /api/v1/messages?status=&loan_id=&channel=&sort=&limit=&cursor=`: the messages of the
/// loans in the caller's scope, newest first by default, `{items, next_cursor, total,
/// total_capped}`. Errors: 400 for a malformed filter or cursor.
pub async fn list_messages(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<MessagesQuery>,
) -> ApiResult<Response> {
    let f = MessageFilter {
        scope: staff.loan_scope(),
        status: q.status,
        channel: q.channel,
        loan_code: q.loan_id.map(|l| l.trim().to_ascii_uppercase()).filter(|l| !l.is_empty()),
    };
    let ((rows, next), total) = tokio::try_join!(repo::list(&state.db, &f, page.at()), repo::count(&state.db, &f))?;
    let codes = storage::repo::loans::codes_of(&state.db, &rows.iter().map(|m| m.loan_id).collect::<Vec<_>>()).await?;
    let items = rows.into_iter().map(|m| message_view(m, &codes)).collect();
    Ok(ok(Page::new(items, next, total)).into_response())
}

fn message_view(m: message::Model, codes: &std::collections::HashMap<Uuid, String>) -> MessageView {
    MessageView {
        message_id: m.id,
        loan_id: codes.get(&m.loan_id).cloned(),
        installment_number: m.installment_number,
        offset_days: m.offset_days,
        channel: *m.channel,
        recipient: m.recipient,
        body: m.body,
        status: *m.status,
        attempts: m.attempts,
        queued_at: m.queued_at,
        send_after: m.next_attempt_at,
        sent_at: m.sent_at,
        delivered_at: m.delivered_at,
        provider_message_id: m.provider_message_id,
        error: m.error,
    }
}

/// WhatsApp's webhook notification (the parts Roda reads; others are ignored):
/// `entry[].changes[].value.statuses[]`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct WhatsAppWebhook {
    /// `whatsapp_business_account`.
    pub object: Option<String>,
    pub entry: Option<Vec<WebhookEntry>>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct WebhookEntry {
    pub changes: Option<Vec<WebhookChange>>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct WebhookChange {
    /// `messages`.
    pub field: Option<String>,
    pub value: Option<WebhookValue>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct WebhookValue {
    pub statuses: Option<Vec<WebhookStatus>>,
}

/// One message's status report.
#[derive(Debug, Deserialize, ToSchema)]
pub struct WebhookStatus {
    /// The message's id as sending answered it (`wamid.…`).
    pub id: Option<String>,
    /// `sent`, `delivered`, `read` or `failed`.
    pub status: Option<String>,
    /// Why it failed.
    pub errors: Option<Vec<WebhookError>>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct WebhookError {
    pub code: Option<i64>,
    pub title: Option<String>,
    pub message: Option<String>,
}

/// What a delivery callback changed.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportsRecorded {
    /// Messages marked delivered or failed now.
    pub updated: u64,
}

/// `POST /api/v1/messages/callbacks/whatsapp`: WhatsApp's delivery reports. The
/// `X-Hub-Signature-256` header must be `sha256=` and the hex HMAC-SHA256 of the raw body under
/// `RODA_WHATSAPP_APP_SECRET`. Each status `delivered` or `read` marks the message it names
/// delivered, `failed` marks it failed with WhatsApp's error; others (and ids that are no
/// message of Roda's) change nothing, so a repeated report is harmless. Errors: 400 `malformed`;
/// 422 naming a field of the wrong type; 401 `message_signature_invalid` (nothing recorded).
pub async fn whatsapp_callback(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJsonBytes(raw, _): ApiJsonBytes<WhatsAppWebhook>,
) -> ApiResult<Response> {
    let signature = headers.get("x-hub-signature-256").and_then(|v| v.to_str().ok()).unwrap_or_default();
    let secret = state.config.whatsapp_app_secret.as_deref().unwrap_or_default();
    if !crate::messaging::signed(secret, &raw, signature) {
        return Err(ApiError::Unauthorized("message_signature_invalid"));
    }
    let hook: WhatsAppWebhook = serde_json::from_slice(&raw).map_err(|_| ApiError::BadRequest("malformed"))?;
    let at = storage::repo::now();
    let mut updated = 0;
    let statuses = hook
        .entry
        .into_iter()
        .flatten()
        .flat_map(|e| e.changes.into_iter().flatten())
        .filter_map(|c| c.value)
        .flat_map(|v| v.statuses.into_iter().flatten());
    for s in statuses {
        let Some(id) = s.id.as_deref().map(str::trim).filter(|i| !i.is_empty()) else { continue };
        let status = match s.status.as_deref() {
            Some("delivered" | "read") => MessageStatus::Delivered,
            Some("failed") => MessageStatus::Failed,
            _ => continue,
        };
        let error = s.errors.as_ref().and_then(|e| e.first()).map(|e| {
            let words = e.message.as_deref().or(e.title.as_deref()).unwrap_or("failed");
            match e.code {
                Some(code) => format!("whatsapp: {words} (code {code})"),
                None => format!("whatsapp: {words}"),
            }
        });
        updated += repo::record_report(&state.db, MessageChannel::Whatsapp, id, status, error.as_deref(), at).await?;
    }
    Ok(ok(ReportsRecorded { updated }).into_response())
}
