//! Payment gateway callbacks (issue 43 item 5, migration m0045): recorded once per provider
//! payment id, the unmatched queue, staff assigning one to a loan, and a day's reconciliation.
//!
//! Scope: a callback carries its loan's `lender_id`; a funder's staff read only their lender's
//! callbacks, so the unmatched ones (no loan, no lender) are the back office's alone.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, ExprTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    QueryTrait, Set,
    sea_query::{Condition, Expr, OnConflict},
};
use uuid::Uuid;

use crate::entity::{Stored, gateway_callback, payment};
use crate::repo::loans::{
    Scope,
    sums::{CountAmount, sum},
};
use domain::virtual_account::{CallbackStatus, UnmatchedReason};

pub use gateway_callback::Model as Callback;

/// A callback to record.
#[derive(Debug, Clone)]
pub struct NewCallback {
    pub provider: String,
    pub provider_payment_id: String,
    pub account_number: String,
    pub bank_code: String,
    /// Rupiah.
    pub amount: i64,
    pub paid_at: DateTime<Utc>,
    /// `paid_at`'s Asia/Jakarta day.
    pub paid_date: NaiveDate,
    /// The callback's JSON as received.
    pub body: String,
}

/// The callback the provider sent under this payment id, if it came before.
pub async fn find(db: &impl ConnectionTrait, provider: &str, provider_payment_id: &str) -> Result<Option<Callback>, DbErr> {
    gateway_callback::Entity::find()
        .filter(gateway_callback::Column::Provider.eq(provider))
        .filter(gateway_callback::Column::ProviderPaymentId.eq(provider_payment_id))
        .one(db)
        .await
}

/// A callback in the caller's scope by its id.
pub async fn find_by_id(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<Callback>, DbErr> {
    gateway_callback::Entity::find_by_id(id).filter(condition(scope)).one(db).await
}

/// Records `c` as `status` (posted to `loan`'s `payment_id`, or unmatched for `reason`), unless
/// the provider's payment id is recorded already: answers the new row's id, or `None` when
/// another call recorded it first (on PostgreSQL this waits for that call's transaction).
pub async fn record(
    db: &impl ConnectionTrait,
    c: &NewCallback,
    status: CallbackStatus,
    reason: Option<UnmatchedReason>,
    loan: Option<(Uuid, Option<Uuid>)>,
    payment_id: Option<Uuid>,
) -> Result<Option<Uuid>, DbErr> {
    let id = Uuid::now_v7();
    let row = gateway_callback::ActiveModel {
        id: Set(id),
        provider: Set(c.provider.clone()),
        provider_payment_id: Set(c.provider_payment_id.clone()),
        account_number: Set(c.account_number.clone()),
        bank_code: Set(c.bank_code.clone()),
        amount: Set(c.amount),
        paid_at: Set(c.paid_at),
        paid_date: Set(c.paid_date),
        body: Set(c.body.clone()),
        status: Set(Stored(status)),
        reason: Set(reason.map(Stored)),
        loan_id: Set(loan.map(|(l, _)| l)),
        lender_id: Set(loan.and_then(|(_, lender)| lender)),
        payment_id: Set(payment_id),
        received_at: Set(super::now()),
        assigned_by: Set(None),
        assigned_at: Set(None),
    };
    let inserted = gateway_callback::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([gateway_callback::Column::Provider, gateway_callback::Column::ProviderPaymentId])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok((inserted == 1).then_some(id))
}

/// Records an unmatched callback ([`record`] with status `unmatched`) and, when it is new, its
/// money in suspense (journal, issue 44 item 4), in one transaction. Answers the new row's id,
/// or `None` when the provider's payment id was recorded already.
///
/// Errors: the database failed (nothing recorded).
pub async fn record_unmatched(
    db: &sea_orm::DatabaseConnection,
    c: &NewCallback,
    reason: UnmatchedReason,
    loan: Option<(Uuid, Option<Uuid>)>,
) -> Result<Option<Uuid>, DbErr> {
    let txn = crate::begin_write(db).await?;
    let id = record(&txn, c, CallbackStatus::Unmatched, Some(reason), loan, None).await?;
    if let Some(id) = id {
        let at = super::journal::Posting {
            posted_on: domain::calendar::today(),
            loan_id: loan.map(|(l, _)| l),
            lender_id: loan.and_then(|(_, lender)| lender),
            source_id: Some(id),
        };
        let system = super::audit::Actor { user_id: None, request_id: None };
        super::journal::post(&txn, &system, at, &domain::journal::unmatched(c.amount)).await?;
    }
    txn.commit().await?;
    Ok(id)
}

/// Marks unmatched callback `id` assigned to `loan_id` (of `lender_id`) and posted as
/// `payment_id` by `by`. Answers false when it is no longer unmatched (another staff member
/// assigned it first): the caller rolls back.
pub async fn assign(
    db: &impl ConnectionTrait,
    id: Uuid,
    loan_id: Uuid,
    lender_id: Option<Uuid>,
    payment_id: Uuid,
    by: Uuid,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let done = gateway_callback::Entity::update_many()
        .col_expr(gateway_callback::Column::Status, Expr::value(CallbackStatus::Assigned.as_str()))
        .col_expr(gateway_callback::Column::LoanId, Expr::value(loan_id))
        .col_expr(gateway_callback::Column::LenderId, Expr::value(lender_id))
        .col_expr(gateway_callback::Column::PaymentId, Expr::value(payment_id))
        .col_expr(gateway_callback::Column::AssignedBy, Expr::value(by))
        .col_expr(gateway_callback::Column::AssignedAt, Expr::value(at))
        .filter(gateway_callback::Column::Id.eq(id))
        .filter(gateway_callback::Column::Status.eq(CallbackStatus::Unmatched.as_str()))
        .exec(db)
        .await?;
    Ok(done.rows_affected == 1)
}

/// What the unmatched queue shows at most.
pub const UNMATCHED_MAX: u64 = 200;

/// The unmatched callbacks in scope, oldest first (at most [`UNMATCHED_MAX`]), and how many
/// there are with their total rupiah (one filter for both).
pub async fn unmatched(db: &impl ConnectionTrait, scope: Scope) -> Result<(Vec<Callback>, Totals), DbErr> {
    let filter =
        Condition::all().add(condition(scope)).add(gateway_callback::Column::Status.eq(CallbackStatus::Unmatched.as_str()));
    let rows = gateway_callback::Entity::find()
        .filter(filter.clone())
        .order_by_asc(gateway_callback::Column::ReceivedAt)
        .order_by_asc(gateway_callback::Column::Id)
        .limit(UNMATCHED_MAX)
        .all(db)
        .await?;
    let totals = totals(db, filter).await?;
    Ok((rows, totals))
}

/// A count of callbacks (or payments) and their rupiah.
pub type Totals = CountAmount;

/// The count and rupiah of the rows of `q` (a select of `gateway_callbacks` or `payments`).
async fn totals_of<E: EntityTrait>(
    db: &impl ConnectionTrait,
    q: sea_orm::Select<E>,
    amount: impl sea_orm::sea_query::IntoColumnRef,
) -> Result<Totals, DbErr> {
    let q = q
        .select_only()
        .expr_as(Expr::cust("COUNT(*)"), "n")
        .expr_as(Expr::expr(Expr::col(amount).sum()).if_null(0), "amount")
        .into_query();
    let row = db.query_one(&q).await?.ok_or_else(|| DbErr::RecordNotFound("totals".into()))?;
    Ok(CountAmount { count: sum(&row, "n")?, amount: sum(&row, "amount")? })
}

async fn totals(db: &impl ConnectionTrait, filter: Condition) -> Result<Totals, DbErr> {
    totals_of(db, gateway_callback::Entity::find().filter(filter), (gateway_callback::Entity, gateway_callback::Column::Amount))
        .await
}

/// Callbacks of one Asia/Jakarta payment day a reconciliation lists at most.
pub const DAY_MAX: u64 = 5_000;

/// The callbacks paid on `day` in scope (at most [`DAY_MAX`], in the order received), each with
/// the payment it posted, and the totals per status over all of them (one filter for both).
pub async fn of_day(
    db: &impl ConnectionTrait,
    scope: Scope,
    day: NaiveDate,
) -> Result<(Vec<(Callback, Option<payment::Model>)>, Vec<(CallbackStatus, Totals)>), DbErr> {
    let filter = Condition::all().add(condition(scope)).add(gateway_callback::Column::PaidDate.eq(day));
    let rows = gateway_callback::Entity::find()
        .filter(filter.clone())
        .order_by_asc(gateway_callback::Column::ReceivedAt)
        .order_by_asc(gateway_callback::Column::Id)
        .limit(DAY_MAX)
        .all(db)
        .await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|c| c.payment_id).collect();
    let mut payments = std::collections::HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        payments.extend(
            payment::Entity::find()
                .filter(payment::Column::Id.is_in(chunk.to_vec()))
                .all(db)
                .await?
                .into_iter()
                .map(|p| (p.id, p)),
        );
    }
    let listed = rows
        .into_iter()
        .map(|c| {
            let p = c.payment_id.and_then(|id| payments.remove(&id));
            (c, p)
        })
        .collect();
    let mut by_status = Vec::new();
    for s in CallbackStatus::ALL {
        let t = totals(db, filter.clone().add(gateway_callback::Column::Status.eq(s.as_str()))).await?;
        by_status.push((*s, t));
    }
    Ok((listed, by_status))
}

/// Payments recorded by staff as `virtual_account` on `day` that no callback posted (a manual
/// entry of a transfer the gateway may also report): the reconciliation's other side.
pub async fn manual_va_payments(db: &impl ConnectionTrait, scope: Scope, day: NaiveDate) -> Result<Totals, DbErr> {
    use crate::entity::loan;
    let linked = sea_orm::sea_query::Query::select()
        .column(gateway_callback::Column::PaymentId)
        .from(gateway_callback::Entity)
        .and_where(gateway_callback::Column::PaymentId.is_not_null())
        .to_owned();
    let in_scope =
        sea_orm::sea_query::Query::select().column(loan::Column::Id).from(loan::Entity).cond_where(scope.condition()).to_owned();
    let q = payment::Entity::find()
        .filter(payment::Column::PaidDate.eq(day))
        .filter(payment::Column::Method.eq(domain::repayment::PaymentMethod::VirtualAccount.as_str()))
        .filter(payment::Column::ReversedAt.is_null())
        .filter(payment::Column::Id.not_in_subquery(linked))
        .filter(payment::Column::LoanId.in_subquery(in_scope));
    totals_of(db, q, (payment::Entity, payment::Column::Amount)).await
}

/// How many callbacks were recorded at all (tests, benchmarks).
pub async fn count(db: &impl ConnectionTrait) -> Result<u64, DbErr> {
    gateway_callback::Entity::find().count(db).await
}

fn condition(scope: Scope) -> Condition {
    match scope.lender() {
        // A funder's staff: their lender's callbacks (of their funding source's loans the
        // caller filters by the loan it loads).
        Some(lender) => Condition::all().add(gateway_callback::Column::LenderId.eq(lender)),
        None => Condition::all(),
    }
}
