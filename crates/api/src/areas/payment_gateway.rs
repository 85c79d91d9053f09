//! Virtual-account payments (issue 43 item 5; DESIGN §3 "Virtual-account payments"): the
//! payment gateway's callback posts a payment into a loan's virtual account by itself, once per
//! provider payment id; what it cannot place waits in the unmatched queue until staff assign it
//! to a loan; a day's reconciliation lists the callbacks against what they posted.
//!
//! Each provider is a [`Gateway`]: how its callback proves where it came from and how its body
//! reads. Xendit's fixed-VA payment callback is the first; Midtrans or a bank's own follows by
//! adding one.
//!
//! A callback carries no staff token: its provider's token is its authentication (401 and
//! nothing recorded without it). The payment posts through the loan's one write path with the
//! system as its actor (`gateway:<provider>:<payment id>` on the audit row), and the callback's
//! row is written in the payment's own transaction under a unique (provider, payment id): 20
//! identical callbacks at once post once, and every one of them answers the first result.

use axum::{
    body::Bytes,
    extract::State,
    http::HeaderMap,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    pipeline::{Action, active as rules},
    repayment::{MAX_PAYMENT, PaymentMethod},
    virtual_account::{self as va, CallbackStatus, UnmatchedReason},
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::loan,
    repo::{
        audit::Actor,
        gateway::{self as repo, Callback, NewCallback, Totals},
        loans::{self, Scope},
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    config::ApiConfig,
    envelope::{ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    loans as load,
    loans::book::Book,
    loans::posting::{self, PaymentInput, Posting},
    state::AppState,
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(
        Method::POST,
        "/api/v1/payment-gateway/callbacks/{provider}",
        Access::Public,
        "A payment gateway's virtual-account payment callback (provider token, no staff token)",
        callback,
    )
    .body::<XenditCallback>()
    .returns::<CallbackView>()
    .add(
        Method::GET,
        "/api/v1/payment-gateway/unmatched",
        Access::Area(A::RepaymentAllBilling),
        "Callbacks that posted to no loan, oldest first",
        unmatched,
    )
    .returns::<UnmatchedList>()
    .add(
        Method::POST,
        "/api/v1/payment-gateway/unmatched/{callback_id}/assign",
        Access::Area(A::RepaymentAllBilling),
        "Post an unmatched callback to a loan",
        assign,
    )
    .body::<CallbackAssignBody>()
    .returns::<CallbackView>()
    .add(
        Method::GET,
        "/api/v1/payment-gateway/reconciliation",
        Access::Area(A::RepaymentAllBilling),
        "A day's callbacks against the payments they posted",
        reconciliation,
    )
    .query::<ReconciliationQuery>()
    .returns::<Reconciliation>()
}

/// A payment gateway: how its callbacks authenticate and read.
trait Gateway: Sync {
    /// Its name in the callback path and on the stored callback.
    fn name(&self) -> &'static str;
    /// Whether the request came from the provider. Errors: 401 `callback_token_invalid`.
    fn authenticate(&self, config: &ApiConfig, headers: &HeaderMap) -> ApiResult<()>;
    /// The callback's payment. Errors: 400 `malformed`; 422 naming the field.
    fn read(&self, body: &[u8]) -> ApiResult<NewCallback>;
}

/// The gateway of a callback path's `{provider}`.
fn gateway(provider: &str) -> Option<&'static dyn Gateway> {
    match provider {
        "xendit" => Some(&Xendit),
        _ => None,
    }
}

/// Xendit's fixed virtual account payment callback (its "FVA paid" callback), as sent: the
/// fields Roda reads (others are ignored). `amount` is rupiah (a whole number);
/// `transaction_timestamp` is ISO 8601 with its offset.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
pub struct XenditCallback {
    /// Xendit's id of the callback.
    pub id: Option<String>,
    /// Xendit's id of the payment: a callback for the same payment id posts once.
    pub payment_id: Option<String>,
    /// The virtual account's external id (Roda does not set one; shown in the reconciliation).
    pub external_id: Option<String>,
    /// The virtual account number paid into.
    pub account_number: Option<String>,
    pub bank_code: Option<String>,
    #[schema(value_type = Option<f64>)]
    pub amount: Option<serde_json::Number>,
    pub transaction_timestamp: Option<String>,
    pub merchant_code: Option<String>,
    pub callback_virtual_account_id: Option<String>,
}

/// Longest provider payment id, account number and bank code Roda keeps, characters.
const PAYMENT_ID_MAX: usize = 100;
const ACCOUNT_NUMBER_MAX: usize = 40;
const BANK_CODE_MAX: usize = 20;

struct Xendit;

impl Gateway for Xendit {
    fn name(&self) -> &'static str {
        "xendit"
    }

    /// The `x-callback-token` header must equal `RODA_XENDIT_CALLBACK_TOKEN`.
    fn authenticate(&self, config: &ApiConfig, headers: &HeaderMap) -> ApiResult<()> {
        let presented = headers.get("x-callback-token").and_then(|v| v.to_str().ok()).unwrap_or_default();
        match &config.xendit_callback_token {
            Some(token) if crate::auth::guard::secret_matches(token, presented) => Ok(()),
            _ => Err(ApiError::Unauthorized("callback_token_invalid")),
        }
    }

    fn read(&self, body: &[u8]) -> ApiResult<NewCallback> {
        let c: XenditCallback = crate::extract::parse_json(body)?;
        let mut errors = domain::ValidationErrors::new();
        let text = |v: &Option<String>, max: usize| {
            v.as_deref().map(str::trim).filter(|s| !s.is_empty() && s.chars().count() <= max).map(str::to_owned)
        };
        let payment_id = text(&c.payment_id, PAYMENT_ID_MAX);
        if payment_id.is_none() {
            errors.add("payment_id", "callback_payment_id_invalid");
        }
        let account_number = text(&c.account_number, ACCOUNT_NUMBER_MAX);
        if account_number.is_none() {
            errors.add("account_number", "callback_account_number_invalid");
        }
        let bank_code = c.bank_code.as_deref().map(str::trim).unwrap_or_default();
        if bank_code.chars().count() > BANK_CODE_MAX {
            errors.add("bank_code", "callback_bank_code_invalid");
        }
        // A whole number of rupiah (Xendit may write `50000.0`); anything else is no amount.
        let amount = c
            .amount
            .as_ref()
            .and_then(|n| n.as_i64().or_else(|| n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15).map(|f| f as i64)));
        if amount.is_none() {
            errors.add("amount", "callback_amount_invalid");
        }
        let paid_at = c
            .transaction_timestamp
            .as_deref()
            .and_then(|t| DateTime::parse_from_rfc3339(t.trim()).ok())
            .map(|t| t.with_timezone(&Utc));
        if paid_at.is_none() {
            errors.add("transaction_timestamp", "callback_timestamp_invalid");
        }
        let (Some(payment_id), Some(account_number), Some(amount), Some(paid_at), true) =
            (payment_id, account_number, amount, paid_at, errors.is_empty())
        else {
            return Err(ApiError::Validation(errors));
        };
        Ok(NewCallback {
            provider: self.name().into(),
            provider_payment_id: payment_id,
            account_number,
            bank_code: bank_code.to_uppercase(),
            amount,
            paid_at,
            paid_date: domain::calendar::date_of(paid_at),
            body: String::from_utf8_lossy(body).into_owned(),
        })
    }
}

/// A callback as answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct CallbackView {
    pub callback_id: Uuid,
    pub provider: String,
    pub provider_payment_id: String,
    pub account_number: String,
    pub bank_code: String,
    /// Rupiah.
    pub amount: i64,
    pub paid_at: DateTime<Utc>,
    /// `paid_at`'s Asia/Jakarta day.
    pub paid_date: NaiveDate,
    pub status: CallbackStatus,
    /// Why it did not post by itself (also kept once staff assigned it).
    pub reason: Option<UnmatchedReason>,
    /// The loan it posted to, or the one its number names when it could not post there.
    pub loan_id: Option<String>,
    /// The payment it posted.
    pub payment_id: Option<Uuid>,
    pub received_at: DateTime<Utc>,
    pub assigned_at: Option<DateTime<Utc>>,
    pub assigned_by_name: Option<String>,
}

/// The callbacks as answered, with their loans' IDs and assigners' names read at once.
async fn views_of(state: &AppState, callbacks: Vec<Callback>) -> ApiResult<Vec<CallbackView>> {
    let loan_ids: Vec<Uuid> = callbacks.iter().filter_map(|c| c.loan_id).collect();
    let codes = loans::codes_of(&state.db, &loan_ids).await?;
    let users: Vec<Uuid> = callbacks.iter().filter_map(|c| c.assigned_by).collect();
    let names = crate::loans::view::Names::load(&state.db, &users).await?;
    Ok(callbacks
        .into_iter()
        .map(|c| CallbackView {
            callback_id: c.id,
            loan_id: c.loan_id.and_then(|id| codes.get(&id).cloned()),
            assigned_by_name: names.user(c.assigned_by),
            provider: c.provider,
            provider_payment_id: c.provider_payment_id,
            account_number: c.account_number,
            bank_code: c.bank_code,
            amount: c.amount,
            paid_at: c.paid_at,
            paid_date: c.paid_date,
            status: *c.status,
            reason: c.reason.map(|r| *r),
            payment_id: c.payment_id,
            received_at: c.received_at,
            assigned_at: c.assigned_at,
        })
        .collect())
}

async fn view_of(state: &AppState, c: Callback) -> ApiResult<CallbackView> {
    views_of(state, vec![c]).await?.pop().ok_or(ApiError::NotFound)
}

/// How many times a callback is tried when other writes on its loan keep winning (as a staff
/// payment is: `PAYMENT_ATTEMPTS` of the repayment area).
const ATTEMPTS: u32 = 10;

/// `POST /api/v1/payment-gateway/callbacks/{provider}`: a payment into a virtual account. It
/// posts to the loan the number names when the loan is repaying and the amount fits what it
/// owes (installments and late fees); otherwise it is recorded unmatched, for staff. A callback
/// for a payment id seen before answers what the first one did and posts nothing.
/// Errors: 404 an unknown provider; 401 `callback_token_invalid` (nothing recorded); 400
/// `malformed`; 422 `callback_payment_id_invalid`, `callback_account_number_invalid`,
/// `callback_bank_code_invalid`, `callback_amount_invalid`, `callback_timestamp_invalid`;
/// 409 `conflict` when the loan kept changing (the provider retries).
pub async fn callback(
    State(state): State<AppState>,
    ApiPath(provider): ApiPath<String>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<Response> {
    let gw = gateway(provider.trim()).ok_or(ApiError::NotFound)?;
    gw.authenticate(&state.config, &headers)?;
    let c = gw.read(&body)?;
    // The named loan's money turn (issue 46 item 5): its payments post one after another.
    let named = match va::loan_code_of(&state.config.virtual_accounts.prefix, &c.account_number) {
        Some(code) => loans::find_by_code(&state.db, Scope::All, &code).await?.map(|l| l.id),
        None => None,
    };
    let _turn = match named {
        Some(id) => Some(state.money_queue.turn(id).await),
        None => None,
    };
    let mut attempt = 1;
    loop {
        if let Some(done) = repo::find(&state.db, &c.provider, &c.provider_payment_id).await? {
            return Ok(ok(view_of(&state, done).await?).into_response());
        }
        match post_once(&state, &c).await {
            Err(ApiError::Conflict("conflict")) if attempt < ATTEMPTS => attempt += 1,
            Ok(id) => {
                let stored = repo::find_by_id(&state.db, Scope::All, id).await?.ok_or(ApiError::NotFound)?;
                return Ok(ok(view_of(&state, stored).await?).into_response());
            }
            Err(e) => return Err(e),
        }
    }
}

/// One try of [`callback`]: posts it, or records it unmatched. Answers the stored callback's
/// id (another call's when that one recorded the same payment id first).
async fn post_once(state: &AppState, c: &NewCallback) -> ApiResult<Uuid> {
    let found = match va::loan_code_of(&state.config.virtual_accounts.prefix, &c.account_number) {
        Some(code) => loans::find_by_code(&state.db, Scope::All, &code).await?.filter(|l| l.deleted_at.is_none()),
        None => None,
    };
    let Some(l) = found else {
        return record_unmatched(state, c, UnmatchedReason::NoLoan, None).await;
    };
    let repaying = domain::pipeline::precondition(&loans::state_of(&l), Action::RecordPayment).is_ok();
    let book = if repaying { Some(Book::of(state, &l).await?) } else { None };
    let owed = book.as_ref().map_or(0, posting::owed);
    let (Some(book), Ok(())) = (book, va::placement(c.amount, repaying, owed)) else {
        let reason = va::placement(c.amount, repaying, owed).err().unwrap_or(UnmatchedReason::LoanNotActive);
        return record_unmatched(state, c, reason, Some(&l)).await;
    };
    let input = PaymentInput {
        amount: c.amount,
        paid_date: paid_date_for(c.paid_date, &l),
        method: PaymentMethod::VirtualAccount,
        reference: c.provider_payment_id.clone(),
        proof_file_id: None,
        from_suspense: false,
    };
    let at = storage::repo::now();
    let target = (l.id, l.lender_id);
    let Posting { payment_id, change, .. } =
        posting::posting_of(&book, l, input, |s, status| rules::post_gateway_payment(s, status, at))?;
    let actor = Actor { user_id: None, request_id: Some(format!("gateway:{}:{}", c.provider, c.provider_payment_id)) };
    let finish = async |tx: &storage::Tx, _: &[loan::Model]| -> ApiResult<Uuid> {
        // Recorded in the payment's transaction: if another call recorded this payment id
        // first, this payment rolls back.
        repo::record(tx, c, CallbackStatus::Posted, None, Some(target), Some(payment_id))
            .await?
            .ok_or(ApiError::Conflict("callback_seen"))
    };
    match loans::apply_then(&state.db, &actor, vec![change], finish).await {
        Ok(Ok(id)) => Ok(id),
        Ok(Err(ApiError::Conflict("callback_seen"))) => seen(state, c).await,
        Ok(Err(e)) => Err(e),
        Err(StoreError::Conflict) => Err(ApiError::Conflict("conflict")),
        Err(e) => Err(e.into()),
    }
}

/// The day a callback's payment counts on: its own, but never after today (a provider's clock
/// ahead of ours) nor before the loan's activation (a transfer made before it was due).
fn paid_date_for(paid: NaiveDate, l: &loan::Model) -> NaiveDate {
    let day = paid.min(domain::calendar::today());
    l.activated_on.map_or(day, |on| day.max(on))
}

async fn record_unmatched(
    state: &AppState,
    c: &NewCallback,
    reason: UnmatchedReason,
    l: Option<&loan::Model>,
) -> ApiResult<Uuid> {
    match repo::record_unmatched(&state.db, c, reason, l.map(|l| (l.id, l.lender_id))).await? {
        Some(id) => {
            tracing::info!(provider = %c.provider, payment = %c.provider_payment_id, reason = reason.as_str(), "gateway callback unmatched");
            Ok(id)
        }
        None => seen(state, c).await,
    }
}

/// The id of the callback another call recorded under the same payment id.
async fn seen(state: &AppState, c: &NewCallback) -> ApiResult<Uuid> {
    Ok(repo::find(&state.db, &c.provider, &c.provider_payment_id).await?.ok_or(ApiError::Conflict("conflict"))?.id)
}

/// The unmatched queue.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnmatchedList {
    /// Oldest first, at most 200.
    pub items: Vec<CallbackView>,
    /// How many wait, and their rupiah (all of them, not only those listed).
    pub total: i64,
    pub total_amount: i64,
}

/// `GET /api/v1/payment-gateway/unmatched`: callbacks that wait for staff, oldest first (a
/// funder's staff see only those naming their loans).
pub async fn unmatched(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let (rows, totals) = repo::unmatched(&state.db, staff.loan_scope()).await?;
    let items = views_of(&state, rows).await?;
    Ok(ok(UnmatchedList { items, total: totals.count, total_amount: totals.amount }).into_response())
}

/// `POST /api/v1/payment-gateway/unmatched/{callback_id}/assign` body.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CallbackAssignBody {
    /// The loan to post it to (`LN-0000042`): active, in the caller's scope.
    pub loan_id: Option<String>,
}

/// `POST /api/v1/payment-gateway/unmatched/{callback_id}/assign`: posts an unmatched callback to
/// the loan staff chose, as a virtual-account payment recorded by them (what it pays beyond the
/// installments and fees is the loan's credit). Errors: 403 for a lender's staff; 404 (the
/// callback, or the loan, out of scope); 409 `callback_not_unmatched` (assigned already: two
/// staff at once assign once), `callback_amount_invalid`, `loan_not_active`, `conflict`; 422
/// `loan_id_required`.
pub async fn assign(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(callback_id): ApiPath<String>,
    ApiJson(body): ApiJson<CallbackAssignBody>,
) -> ApiResult<Response> {
    let id: Uuid = callback_id.trim().parse().map_err(|_| ApiError::NotFound)?;
    if !staff.viewer().role_allows(Action::RecordPayment) {
        return Err(ApiError::Denied { field: None, code: "not_your_role" });
    }
    let code = body
        .loan_id
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .ok_or_else(|| ApiError::field("loan_id", "loan_id_required"))?;
    let (_, _turn) = load::load_for_money(&state, &staff, code).await?;
    let mut attempt = 1;
    loop {
        match assign_once(&state, &staff, id, code).await {
            Err(ApiError::Conflict("conflict")) if attempt < ATTEMPTS => attempt += 1,
            Ok(()) => break,
            Err(e) => return Err(e),
        }
    }
    let stored = repo::find_by_id(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    Ok(ok_msg(lang, "callback_assigned", view_of(&state, stored).await?).into_response())
}

async fn assign_once(state: &AppState, staff: &Staff, id: Uuid, code: &str) -> ApiResult<()> {
    let c = repo::find_by_id(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)?;
    if *c.status != CallbackStatus::Unmatched {
        return Err(ApiError::Conflict("callback_not_unmatched"));
    }
    if !(1..=MAX_PAYMENT).contains(&c.amount) {
        return Err(ApiError::Conflict("callback_amount_invalid"));
    }
    let l = load::load(state, staff, code).await?;
    domain::pipeline::check(&loans::state_of(&l), Action::RecordPayment, staff.viewer())?;
    let input = PaymentInput {
        amount: c.amount,
        paid_date: paid_date_for(c.paid_date, &l),
        method: PaymentMethod::VirtualAccount,
        reference: c.provider_payment_id.clone(),
        proof_file_id: None,
        from_suspense: true,
    };
    let (loan_id, lender_id) = (l.id, l.lender_id);
    let viewer = staff.viewer();
    let at = storage::repo::now();
    let Posting { payment_id, change, .. } =
        posting::payment_change(state, l, input, |s, status| rules::record_payment(s, viewer, status, at)).await?;
    let by = staff.user_id;
    let finish = async |tx: &storage::Tx, _: &loan::Model| -> ApiResult<()> {
        if repo::assign(tx, id, loan_id, lender_id, payment_id, by, at).await? {
            Ok(())
        } else {
            Err(ApiError::Conflict("callback_not_unmatched"))
        }
    };
    load::commit_then(state, staff, change, finish).await
}

/// `GET /api/v1/payment-gateway/reconciliation` query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReconciliationQuery {
    /// The payment day, `YYYY-MM-DD` (Asia/Jakarta); default today.
    pub date: Option<String>,
}

/// A count and its rupiah.
#[derive(Debug, Serialize, ToSchema)]
pub struct CountAmountView {
    pub count: i64,
    pub amount: i64,
}

impl From<Totals> for CountAmountView {
    fn from(t: Totals) -> Self {
        CountAmountView { count: t.count, amount: t.amount }
    }
}

/// One callback of the day against what it posted.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReconciliationRow {
    #[serde(flatten)]
    pub callback: CallbackView,
    /// The posted payment's rupiah (equal to the callback's), and whether it was reversed since.
    pub posted_amount: Option<i64>,
    pub reversed: bool,
}

/// A day's reconciliation: every callback paid that day and its outcome, totals per outcome, and
/// the virtual-account payments staff recorded by hand that day (no callback behind them).
#[derive(Debug, Serialize, ToSchema)]
pub struct Reconciliation {
    pub date: NaiveDate,
    pub received: CountAmountView,
    pub posted: CountAmountView,
    pub assigned: CountAmountView,
    pub unmatched: CountAmountView,
    /// Listed callbacks whose payment was reversed since (counted in `posted` or `assigned` too).
    pub reversed: CountAmountView,
    pub manual_payments: CountAmountView,
    /// In the order received, at most 5,000.
    pub items: Vec<ReconciliationRow>,
}

/// `GET /api/v1/payment-gateway/reconciliation?date=`: the day's callbacks against postings, in
/// the caller's scope. Errors: 400 `date_invalid`.
pub async fn reconciliation(
    State(state): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<ReconciliationQuery>,
) -> ApiResult<Response> {
    let date = match q.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => domain::calendar::today(),
        Some(d) => NaiveDate::parse_from_str(d, "%Y-%m-%d").map_err(|_| ApiError::BadRequest("date_invalid"))?,
    };
    let scope = staff.loan_scope();
    let (rows, by_status) = repo::of_day(&state.db, scope, date).await?;
    let manual = repo::manual_va_payments(&state.db, scope, date).await?;
    let of = |s: CallbackStatus| by_status.iter().find(|(st, _)| *st == s).map(|(_, t)| t.clone()).unwrap_or_default();
    let mut received = Totals::default();
    for (_, t) in &by_status {
        received.count += t.count;
        received.amount += t.amount;
    }
    let mut reversed = Totals::default();
    let (callbacks, posted): (Vec<Callback>, Vec<_>) = rows.into_iter().unzip();
    let mut items = Vec::with_capacity(callbacks.len());
    for (callback, p) in views_of(&state, callbacks).await?.into_iter().zip(posted) {
        let was_reversed = p.as_ref().is_some_and(|p: &storage::entity::payment::Model| p.reversed_at.is_some());
        if was_reversed {
            reversed.count += 1;
            reversed.amount += callback.amount;
        }
        items.push(ReconciliationRow { posted_amount: p.map(|p| p.amount), reversed: was_reversed, callback });
    }
    Ok(ok(Reconciliation {
        date,
        received: received.into(),
        posted: of(CallbackStatus::Posted).into(),
        assigned: of(CallbackStatus::Assigned).into(),
        unmatched: of(CallbackStatus::Unmatched).into(),
        reversed: reversed.into(),
        manual_payments: manual.into(),
        items,
    })
    .into_response())
}
