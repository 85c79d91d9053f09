//! The repayment side of the loan aggregate (issue 10): installments, payments and holds, read
//! per loan (always through a loan already found in the caller's [`Scope`], or by a payment id
//! within it), and written only by the one write path ([`super::apply`]) with the loan's
//! guarded update, so of two concurrent payments on a loan exactly one posts.

use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    journal,
    repayment::{InactiveReason, Installment, Part, Standing, WaiverStatus, day_number},
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    sea_query::Expr,
};
use uuid::Uuid;

use super::{Scope, StoreError};
use crate::{
    entity::{Stored, installment, late_fee_waiver, loan, loan_dpd_history, loan_hold, loan_standing, payment},
    repo::{audit::Actor, journal::Posting},
};

/// A payment as recorded (issue 10 item 2). Rupiah; Asia/Jakarta date.
#[derive(Debug, Clone, PartialEq)]
pub struct NewPayment {
    pub id: Uuid,
    pub amount: i64,
    pub paid_date: NaiveDate,
    /// `domain::repayment::PaymentMethod` as stored.
    pub method: String,
    pub reference: String,
    pub proof_file_id: Option<Uuid>,
    pub parts: Vec<Part>,
    pub credit: i64,
    /// Staff assigned it from the gateway's unmatched queue: its money already sits in
    /// suspense (journal), not in the method's account.
    pub from_suspense: bool,
}

impl NewPayment {
    /// Its `payments` row on loan `l`, recorded by `actor` at `at` (a payment or a payoff).
    pub fn row(&self, l: &loan::Model, actor: &Actor, at: DateTime<Utc>) -> payment::ActiveModel {
        payment::ActiveModel {
            id: Set(self.id),
            loan_id: Set(l.id),
            lender_id: Set(l.lender_id),
            amount: Set(self.amount),
            paid_date: Set(self.paid_date),
            method: Set(self.method.clone()),
            reference: Set(self.reference.clone()),
            proof_file_id: Set(self.proof_file_id),
            allocations: Set(serde_json::to_value(&self.parts).unwrap_or_default()),
            credit: Set(self.credit),
            recorded_at: Set(at),
            recorded_by: Set(actor.user_id),
            reversed_at: Set(None),
            reversed_by: Set(None),
            reversal_reason: Set(None),
        }
    }

    /// The account the payment's money is taken from in the journal.
    pub fn received_in(&self) -> journal::Account {
        if self.from_suspense {
            return journal::Account::Suspense;
        }
        self.method.parse().map_or(journal::Account::CashBankTransfer, journal::Account::cash)
    }
}

/// A recovery as recorded (issue 44 item 3). Rupiah; Asia/Jakarta date.
#[derive(Debug, Clone, PartialEq)]
pub struct NewRecovery {
    pub id: Uuid,
    pub amount: i64,
    pub paid_date: NaiveDate,
    pub method: domain::repayment::PaymentMethod,
    pub reference: String,
}

/// A hold-billing period to create (`id` new) or change.
#[derive(Debug, Clone, PartialEq)]
pub struct HoldRow {
    pub id: Uuid,
    pub create: bool,
    /// `domain::repayment::HoldReason` as stored.
    pub reason_code: String,
    pub note: Option<String>,
    pub start: NaiveDate,
    pub end: NaiveDate,
}

/// What a repayment change writes besides the loan row (issue 10).
#[derive(Debug, Clone, PartialEq)]
pub enum RepaymentPatch {
    /// The loan is activated on `activated_on` with this schedule.
    Activate { activated_on: NaiveDate, installments: Vec<Installment> },
    /// A payment and the installments it changed.
    Payment { payment: NewPayment, installments: Vec<Installment> },
    /// Payment `id` is reversed with a reason; the installments it re-opened.
    Reverse { id: Uuid, reason: String, installments: Vec<Installment> },
    /// A hold is set or changed; every installment whose due date moved.
    Hold { hold: HoldRow, installments: Vec<Installment> },
    /// Late-fee waiver `id`, still `requested`, is approved; the installments whose fees it
    /// forgave (issue 43 item 1).
    Waive { id: Uuid, installments: Vec<Installment> },
    /// The borrower is deactivated (or the loan written off) with a reason.
    Deactivate { reason: InactiveReason, note: String },
    /// A payment on a written-off loan (issue 44 item 3).
    Recovery(NewRecovery),
    /// The loan's write-off is taken back with a reason (issue 44 item 3): its write-off entry is
    /// reversed; the standing patch puts the loan back on the book.
    ReverseWriteOff { reason: String },
    /// Restructuring `id`, still `requested`, is approved (issue 44 item 2): the kept rows that
    /// change (`keep`, shrunk to what they received), the new rows replacing every unpaid one
    /// from the first new number on (`replace`), the unpaid interest's change in rupiah (its
    /// journal entry), the restructuring's date `on` (its effective date) and the loan's count
    /// of restructurings after it (`count`).
    Restructure { id: Uuid, keep: Vec<Installment>, replace: Vec<Installment>, interest_change: i64, on: NaiveDate, count: i32 },
    /// The loan is settled early (issue 44 item 1): payment `payment` (its parts the principal,
    /// interest and late fees it paid, its credit what it paid beyond `quote.total`) on `quote`,
    /// every installment as the payoff leaves it (`domain::repayment::payoff::settle`); the loan
    /// becomes inactive (`settled_early`) and its BPKB due for release.
    Payoff { payment: NewPayment, installments: Vec<Installment>, quote: domain::repayment::payoff::Quote },
}

/// Where the loan stands after the change (the loan row's repayment columns).
#[derive(Debug, Clone, PartialEq)]
pub struct StandingPatch {
    pub standing: Standing,
    /// Rupiah beyond the last installment, after the change.
    pub credit: i64,
    /// The Asia/Jakarta date the standing is of: the loan's DPD history row of that date is
    /// written (or replaced) with it, so the history shows a change at once, not only after
    /// the next daily job.
    pub on: NaiveDate,
}

/// Writes the loan's DPD history row of `s.on` (replacing one written earlier that day).
pub(super) async fn record_history(db: &impl ConnectionTrait, loan_id: Uuid, s: &StandingPatch) -> Result<(), DbErr> {
    use sea_orm::sea_query::OnConflict;
    let row = loan_dpd_history::ActiveModel {
        loan_id: Set(loan_id),
        business_date: Set(s.on),
        dpd: Set(i32::try_from(s.standing.dpd).unwrap_or(i32::MAX)),
        active_status: Set(s.standing.status.as_str().to_owned()),
        bucket: Set(Some(s.standing.bucket.clone())),
    };
    loan_dpd_history::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([loan_dpd_history::Column::LoanId, loan_dpd_history::Column::BusinessDate])
                .update_columns([
                    loan_dpd_history::Column::Dpd,
                    loan_dpd_history::Column::ActiveStatus,
                    loan_dpd_history::Column::Bucket,
                ])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Writes the loan's daily standing columns (DPD, next and oldest unpaid due dates) from `st`
/// into its `loan_standing` row (their record since m0033; the row exists from pending
/// activation on, made by the triggers on `loans`).
pub(super) async fn record_standing(db: &impl ConnectionTrait, loan_id: Uuid, st: &Standing) -> Result<(), DbErr> {
    use loan_standing::Column as S;
    let d = super::standing::Daily::of(st);
    loan_standing::Entity::update_many()
        .col_expr(S::Dpd, Expr::value(d.dpd))
        .col_expr(S::NextDueDate, Expr::value(d.next_due_date))
        .col_expr(S::OldestDueDay, Expr::value(d.oldest_due_day))
        .filter(S::LoanId.eq(loan_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The whole `loan_standing` row of `loan` (a row about to be inserted; an active one has its
/// standing columns set from `st` by [`set_standing`]), for `roda seed bulk`: the columns the
/// triggers on `loans` copy (m0052's `COPIED`) as they would copy them, and the daily columns as
/// [`record_standing`] writes them for standing `st` (a loan with none, pending activation:
/// their defaults, as the triggers leave them). So a seed that set those triggers aside needs
/// no refill of the table after; its CLI test holds the rows equal to a refill's. `None` for a
/// loan the table does not keep (no active status, or deleted; m0032's `kept`).
pub fn standing_row(loan: &loan::ActiveModel, st: Option<&Standing>) -> Option<loan_standing::ActiveModel> {
    let status = loan.active_status.clone().take().flatten()?;
    if loan.deleted_at.clone().take().flatten().is_some() {
        return None;
    }
    let d = st.map(super::standing::Daily::of);
    Some(loan_standing::ActiveModel {
        loan_id: loan.id.clone(),
        active_status: Set(status.as_str().to_owned()),
        bucket: Set(loan.bucket.clone().take().flatten()),
        dpd_band: Set(loan.dpd_band.clone().take().unwrap_or(0)),
        oldest_due_day: Set(d.as_ref().and_then(|d| d.oldest_due_day)),
        dpd: Set(d.as_ref().map_or(0, |d| d.dpd)),
        next_due_date: Set(d.as_ref().and_then(|d| d.next_due_date)),
        lender_id: Set(loan.lender_id.clone().take().flatten()),
        funding_source_id: Set(loan.funding_source_id.clone().take().flatten()),
        program_id: Set(loan.program_id.clone().take()),
        hold_billing: Set(loan.hold_billing.clone().take().unwrap_or(false)),
        installments_left: Set(loan.installments_left.clone().take().unwrap_or(0)),
    })
}

/// The insert of `rows` ([`standing_row`]s) in one statement, for `roda seed bulk`'s batches:
/// where the triggers on `loans` made a loan's standing row already, only its daily columns are
/// written. `None` for no rows.
pub fn insert_standing_rows(rows: Vec<loan_standing::ActiveModel>) -> Option<sea_orm::InsertMany<loan_standing::ActiveModel>> {
    use loan_standing::Column as S;
    use sea_orm::sea_query::OnConflict;
    (!rows.is_empty()).then(|| {
        loan_standing::Entity::insert_many(rows)
            .on_conflict(OnConflict::column(S::LoanId).update_columns([S::Dpd, S::NextDueDate, S::OldestDueDay]).to_owned())
    })
}

/// Sets a loan row's standing columns (DPD band, OJK bucket, rupiah outstanding, overdue and
/// credit, installments left, hold billing, paid off with its BPKB release day) from `st`: the
/// one place they are derived, for the write path and `roda seed bulk` (issue 10);
/// [`record_standing`] writes the rest.
pub fn set_standing(row: &mut loan::ActiveModel, st: &Standing, credit: i64) {
    row.dpd_band = Set(domain::reports::late_band(st.dpd));
    row.bucket = Set(Some(st.bucket.clone()));
    row.outstanding = Set(st.outstanding);
    row.outstanding_principal = Set(st.outstanding_principal);
    row.amount_overdue = Set(st.amount_overdue);
    row.credit = Set(credit);
    row.installments_left = Set(st.installments_left);
    row.hold_billing = Set(st.holding);
    // Fully paid is inactive by itself (paid off); a reversal that re-opens it clears that.
    if st.status == domain::pipeline::ActiveStatus::Inactive {
        let now = crate::repo::now();
        row.inactive_reason = Set(Some(Stored(InactiveReason::PaidOff)));
        row.inactive_at = Set(Some(now));
        // Paid off: the motorcycle's BPKB is due back to the borrower (issue 44 item 1).
        row.bpkb_release_due_on = Set(Some(domain::calendar::date_of(now)));
    } else {
        row.inactive_reason = Set(None);
        row.inactive_at = Set(None);
        row.bpkb_release_due_on = Set(None);
    }
}

/// Sets the loan columns a repayment patch implies (activation date, schedule size, why
/// inactive).
pub(super) fn set_loan_columns(row: &mut loan::ActiveModel, p: &RepaymentPatch, at: DateTime<Utc>) {
    match p {
        RepaymentPatch::Activate { activated_on, installments } => {
            row.activated_on = Set(Some(*activated_on));
            row.installments_total = Set(i32::try_from(installments.len()).unwrap_or(i32::MAX));
            row.inactive_reason = Set(None);
        }
        RepaymentPatch::Deactivate { reason, note } => {
            row.inactive_reason = Set(Some(Stored(*reason)));
            row.inactive_note = Set(Some(note.clone()));
            row.inactive_at = Set(Some(at));
            if *reason == InactiveReason::WrittenOff {
                // Written off, the loan was not repaid: its papers stay with the lender.
                row.bpkb_release_due_on = Set(None);
            }
            if *reason == InactiveReason::PaidOff {
                // Ended by staff as paid off: its BPKB is due back, as when a payment pays it off.
                row.bpkb_release_due_on = Set(Some(domain::calendar::date_of(at)));
            }
            // Nothing is held once the loan has ended (issue 45 item 4).
            row.hold_billing = Set(false);
        }
        RepaymentPatch::Restructure { replace, on, count, .. } => {
            row.restructured_on = Set(Some(*on));
            row.restructure_count = Set(*count);
            if let Some(last) = replace.iter().map(|i| i.number).max() {
                row.installments_total = Set(last);
            }
        }
        RepaymentPatch::Payoff { .. } => {
            row.inactive_reason = Set(Some(Stored(InactiveReason::SettledEarly)));
            row.inactive_at = Set(Some(at));
            row.bpkb_release_due_on = Set(Some(domain::calendar::date_of(at)));
        }
        _ => {}
    }
}

/// The row of a new installment of loan `loan_id` (with the loan's lender and program, which
/// the billing lists filter on).
pub fn installment_row(loan_id: Uuid, lender_id: Option<Uuid>, program_id: Uuid, i: &Installment) -> installment::ActiveModel {
    installment::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_id: Set(loan_id),
        lender_id: Set(lender_id),
        program_id: Set(program_id),
        number: Set(i.number),
        due_date: Set(i.due_date),
        due_day: Set(day_number(i.due_date)),
        original_due_date: Set(i.original_due_date),
        amount_due: Set(i.amount_due),
        principal_due: Set(i.principal_due),
        amount_paid: Set(i.amount_paid),
        paid_date: Set(i.paid_date),
        held: Set(i.held),
        late_fee_accrued: Set(i.late_fee.accrued),
        late_fee_paid: Set(i.late_fee.paid),
        late_fee_waived: Set(i.late_fee.waived),
        late_fee_through: Set(i.late_fee.through),
    }
}

/// [`installment_row`] in SQL, for schedules moved out of a shape (`roda seed bulk --active`,
/// issue 46 item 3; `crate::repo::bulk::expand_shapes`): `SELECT`s every installment column
/// from `s` (a row of `crate::repo::bulk::SHAPED_LOANS`), `t` (its shape's row in
/// `crate::repo::bulk::SHAPES`) and, on SQLite, `d` (the due day's row in
/// `crate::repo::bulk::SHAPE_DAYS`), each as [`installment_row`] stores it. Keep the two in step:
/// the CLI test `a_bulk_seed_of_active_loans_…` holds a moved schedule's stored rows equal,
/// byte for byte, to the rows [`installment_row`] writes for it.
///
/// - `id`: not a new UUIDv7 but `crate::repo::bulk::shaped_installment_id` of the loan and the
///   number, its two parts joined (on SQLite a blob's bytes as they are: `||` joins them as
///   text of those bytes, `CAST` makes that a blob again).
/// - `due_date`, `original_due_date`: the handover's day number plus the shape's offset
///   ([`day_number`]), as the date the engine stores (SQLite: `YYYY-MM-DD` text, `d.date`).
/// - the first `s.paid` installments paid in full on their due date, the rest unpaid; nothing
///   held, no late fee.
pub(crate) fn shaped_installments_select(backend: sea_orm::DbBackend) -> String {
    let pg = backend == sea_orm::DbBackend::Postgres;
    let (id, due) = if pg {
        ("encode(s.id_prefix || t.id_suffix, 'hex')::uuid", "(DATE '1970-01-01' + (s.handover_day + t.offset_days))")
    } else {
        ("CAST(s.id_prefix || t.id_suffix AS BLOB)", "d.date")
    };
    format!(
        "SELECT {id}, s.loan_id, s.lender_id, s.program_id, t.number, {due}, s.handover_day + t.offset_days, {due}, \
         t.amount_due, t.principal_due, CASE WHEN t.number <= s.paid THEN t.amount_due ELSE 0 END, \
         CASE WHEN t.number <= s.paid THEN {due} END, FALSE, 0, 0, 0, NULL"
    )
}

/// The installment columns in the order [`shaped_installments_select`] gives them.
pub(crate) const INSTALLMENT_COLUMNS: &str = "id, loan_id, lender_id, program_id, number, due_date, due_day, \
     original_due_date, amount_due, principal_due, amount_paid, paid_date, held, late_fee_accrued, late_fee_paid, \
     late_fee_waived, late_fee_through";

/// Rows inserted per statement (SQLite's bound-parameter limit).
const INSERT_CHUNK: usize = 500;

/// Writes a repayment change of the write path (its transaction), for loan `l`.
///
/// Errors: [`StoreError::Conflict`] when the payment to reverse is not the loan's or already
/// reversed, or the hold to change is not the loan's.
pub(super) async fn record(
    db: &impl ConnectionTrait,
    actor: &Actor,
    l: &loan::Model,
    p: &RepaymentPatch,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    // Entries post on the Asia/Jakarta day they are recorded: a closed day's trial balance never
    // changes (a backdated payment's own date stays on the payment).
    let day = domain::calendar::date_of(at);
    match p {
        RepaymentPatch::Activate { installments, .. } => {
            let rows: Vec<installment::ActiveModel> =
                installments.iter().map(|i| installment_row(l.id, l.lender_id, l.program_id, i)).collect();
            for chunk in rows.chunks(INSERT_CHUNK) {
                installment::Entity::insert_many(chunk.to_vec()).exec(db).await?;
            }
            let entry = journal::activation(activation_figures(l, installments));
            crate::repo::journal::post(db, actor, Posting::of_loan(l, day, None), &entry).await?;
        }
        RepaymentPatch::Payment { payment: n, installments } => {
            n.row(l, actor, at).insert(db).await?;
            update_installments(db, l.id, installments).await?;
            let entry = journal::payment(n.received_in(), n.amount, &n.parts, n.credit);
            crate::repo::journal::post(db, actor, Posting::of_loan(l, day, Some(n.id)), &entry).await?;
        }
        RepaymentPatch::Reverse { id, reason, installments } => {
            let done = payment::Entity::update_many()
                .col_expr(payment::Column::ReversedAt, Expr::value(at))
                .col_expr(payment::Column::ReversedBy, Expr::value(actor.user_id))
                .col_expr(payment::Column::ReversalReason, Expr::value(reason.clone()))
                .filter(payment::Column::Id.eq(*id))
                .filter(payment::Column::LoanId.eq(l.id))
                .filter(payment::Column::ReversedAt.is_null())
                .exec(db)
                .await?;
            if done.rows_affected != 1 {
                return Err(StoreError::Conflict);
            }
            update_installments(db, l.id, installments).await?;
            crate::repo::journal::reverse(db, actor, day, *id).await?;
        }
        RepaymentPatch::Hold { hold, installments } => {
            if hold.create {
                loan_hold::ActiveModel {
                    id: Set(hold.id),
                    loan_id: Set(l.id),
                    reason_code: Set(hold.reason_code.clone()),
                    note: Set(hold.note.clone()),
                    start_date: Set(hold.start),
                    start_day: Set(day_number(hold.start)),
                    end_date: Set(hold.end),
                    end_day: Set(day_number(hold.end)),
                    created_at: Set(at),
                    created_by: Set(actor.user_id),
                    updated_at: Set(at),
                    updated_by: Set(actor.user_id),
                }
                .insert(db)
                .await?;
            } else {
                let done = loan_hold::Entity::update_many()
                    .col_expr(loan_hold::Column::ReasonCode, Expr::value(hold.reason_code.clone()))
                    .col_expr(loan_hold::Column::Note, Expr::value(hold.note.clone()))
                    .col_expr(loan_hold::Column::StartDate, Expr::value(hold.start))
                    .col_expr(loan_hold::Column::StartDay, Expr::value(day_number(hold.start)))
                    .col_expr(loan_hold::Column::EndDate, Expr::value(hold.end))
                    .col_expr(loan_hold::Column::EndDay, Expr::value(day_number(hold.end)))
                    .col_expr(loan_hold::Column::UpdatedAt, Expr::value(at))
                    .col_expr(loan_hold::Column::UpdatedBy, Expr::value(actor.user_id))
                    .filter(loan_hold::Column::Id.eq(hold.id))
                    .filter(loan_hold::Column::LoanId.eq(l.id))
                    .exec(db)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(StoreError::Conflict);
                }
            }
            update_installments(db, l.id, installments).await?;
        }
        RepaymentPatch::Waive { id, installments } => {
            use crate::entity::late_fee_waiver::Column as W;
            let done = late_fee_waiver::Entity::update_many()
                .col_expr(W::Status, Expr::value(WaiverStatus::Approved.as_str()))
                .col_expr(W::DecidedBy, Expr::value(actor.user_id))
                .col_expr(W::DecidedAt, Expr::value(at))
                .filter(W::Id.eq(*id))
                .filter(W::LoanId.eq(l.id))
                .filter(W::Status.eq(WaiverStatus::Requested.as_str()))
                .exec(db)
                .await?;
            if done.rows_affected != 1 {
                return Err(StoreError::Conflict);
            }
            update_installments(db, l.id, installments).await?;
            let amount = late_fee_waiver::Entity::find_by_id(*id).one(db).await?.map_or(0, |w| w.amount);
            let entry = journal::late_fee_waiver(amount);
            crate::repo::journal::post(db, actor, Posting::of_loan(l, day, Some(*id)), &entry).await?;
        }
        RepaymentPatch::Restructure { id, keep, replace, interest_change, .. } => {
            super::restructures::replace_installments(db, l, keep, replace).await?;
            super::restructures::approve(db, actor, l.id, *id, at).await?;
            let entry = journal::restructure(*interest_change);
            crate::repo::journal::post(db, actor, Posting::of_loan(l, day, Some(*id)), &entry).await?;
        }
        RepaymentPatch::Payoff { payment: n, installments, quote } => {
            super::payoffs::record(db, actor, l, n, installments, quote, at).await?;
            let method = n.method.parse().unwrap_or(domain::repayment::PaymentMethod::BankTransfer);
            let (principal, interest) = Part::totals(&n.parts);
            let figures = journal::Payoff {
                principal,
                interest,
                interest_rebate: quote.interest_rebate,
                late_fees: Part::late_fees(&n.parts),
                fee: quote.early_settlement_fee,
                credit: n.credit,
            };
            crate::repo::journal::post(db, actor, Posting::of_loan(l, day, Some(n.id)), &journal::payoff(method, figures))
                .await?;
        }
        RepaymentPatch::Deactivate { reason, .. } => {
            if *reason == InactiveReason::WrittenOff {
                let rows = installments_of(db, l.id).await?;
                let owed = rows.iter().map(Installment::from).fold((0, 0, 0), |(p, i, f), x| {
                    (p + x.principal_due - x.principal_paid(), i + x.interest_due() - x.interest_paid(), f + x.late_fee.open())
                });
                let entry = journal::write_off(owed.0, owed.1, owed.2);
                crate::repo::journal::post(db, actor, Posting::of_loan(l, day, None), &entry).await?;
            }
            // Nothing is held once the borrower is inactive (issue 41 item 12).
            installment::Entity::update_many()
                .col_expr(installment::Column::Held, Expr::value(false))
                .filter(installment::Column::LoanId.eq(l.id))
                .filter(installment::Column::Held.eq(true))
                .exec(db)
                .await?;
        }
        RepaymentPatch::Recovery(r) => {
            crate::entity::recovery::ActiveModel {
                id: Set(r.id),
                loan_id: Set(l.id),
                lender_id: Set(l.lender_id),
                amount: Set(r.amount),
                paid_date: Set(r.paid_date),
                method: Set(Stored(r.method)),
                reference: Set(r.reference.clone()),
                recorded_at: Set(at),
                recorded_by: Set(actor.user_id),
            }
            .insert(db)
            .await?;
            let entry = journal::recovery(r.method, r.amount);
            crate::repo::journal::post(db, actor, Posting::of_loan(l, day, Some(r.id)), &entry).await?;
        }
        RepaymentPatch::ReverseWriteOff { .. } => {
            if let Some(entry) = crate::repo::journal::latest_entry(db, l.id, journal::JournalEvent::WriteOff).await? {
                crate::repo::journal::reverse_entry(db, actor, day, entry).await?;
            }
        }
    }
    Ok(())
}

/// The recoveries of a loan (found in scope by the caller), newest first.
///
/// Errors: the database failed.
pub async fn recoveries_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<crate::entity::recovery::Model>, DbErr> {
    use crate::entity::recovery;
    recovery::Entity::find()
        .filter(recovery::Column::LoanId.eq(loan_id))
        .order_by_desc(recovery::Column::Id)
        .limit(1000)
        .all(db)
        .await
}

/// The activation entry's figures of loan `l` starting with `installments`: the schedule's
/// principal and interest, and the first payment and admin fee of the terms copied on the loan
/// (none when its terms predate them).
fn activation_figures(l: &loan::Model, installments: &[Installment]) -> journal::Activation {
    let (principal, interest) =
        installments.iter().fold((0, 0), |(p, i), x| (p + x.principal_due, i + x.amount_due - x.principal_due));
    let terms = l.terms.clone().and_then(|t| serde_json::from_value::<domain::terms::Terms>(t).ok());
    let (first_payment, admin_fee) = terms.map_or((0, 0), |t| (t.first_payment_amount, t.charges.map_or(0, |c| c.admin_fee)));
    journal::Activation { principal, interest, first_payment, admin_fee }
}

/// Stores the given installments' due dates, payments, and late fees paid and waived (the
/// changed ones only). Never the fees accrued: only the daily job writes those
/// ([`super::late_fees`]), so a payment that read the schedule before the job ran does not undo
/// its accrual.
async fn update_installments(db: &impl ConnectionTrait, loan_id: Uuid, installments: &[Installment]) -> Result<(), DbErr> {
    for i in installments {
        installment::Entity::update_many()
            .col_expr(installment::Column::DueDate, Expr::value(i.due_date))
            .col_expr(installment::Column::DueDay, Expr::value(day_number(i.due_date)))
            .col_expr(installment::Column::AmountPaid, Expr::value(i.amount_paid))
            .col_expr(installment::Column::PaidDate, Expr::value(i.paid_date))
            .col_expr(installment::Column::Held, Expr::value(i.held))
            .col_expr(installment::Column::LateFeePaid, Expr::value(i.late_fee.paid))
            .col_expr(installment::Column::LateFeeWaived, Expr::value(i.late_fee.waived))
            .filter(installment::Column::LoanId.eq(loan_id))
            .filter(installment::Column::Number.eq(i.number))
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The installments of a loan (found in scope by the caller), in number order.
pub async fn installments_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<installment::Model>, DbErr> {
    installment::Entity::find()
        .filter(installment::Column::LoanId.eq(loan_id))
        .order_by_asc(installment::Column::Number)
        .all(db)
        .await
}

/// The holds of a loan, by start date.
pub async fn holds_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<loan_hold::Model>, DbErr> {
    loan_hold::Entity::find()
        .filter(loan_hold::Column::LoanId.eq(loan_id))
        .order_by_asc(loan_hold::Column::StartDay)
        .order_by_asc(loan_hold::Column::Id)
        .all(db)
        .await
}

/// The payments of a loan, newest first (at most 1,000: a daily loan of two years has ~730).
pub async fn payments_of(db: &impl ConnectionTrait, loan_id: Uuid) -> Result<Vec<payment::Model>, DbErr> {
    payment::Entity::find()
        .filter(payment::Column::LoanId.eq(loan_id))
        .order_by_desc(payment::Column::RecordedAt)
        .order_by_desc(payment::Column::Id)
        .limit(1000)
        .all(db)
        .await
}

/// A payment by id, with its loan, both in `scope` (another lender's payment is not found).
pub async fn find_payment(
    db: &impl ConnectionTrait,
    scope: Scope,
    id: Uuid,
) -> Result<Option<(payment::Model, loan::Model)>, DbErr> {
    let Some(p) = payment::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
    let l = super::find_by_id(db, scope, p.loan_id).await?;
    Ok(l.map(|l| (p, l)))
}

/// A loan's DPD history, oldest first, the last `limit` business dates.
pub async fn dpd_history(db: &impl ConnectionTrait, loan_id: Uuid, limit: u64) -> Result<Vec<loan_dpd_history::Model>, DbErr> {
    let mut rows = loan_dpd_history::Entity::find()
        .filter(loan_dpd_history::Column::LoanId.eq(loan_id))
        .order_by_desc(loan_dpd_history::Column::BusinessDate)
        .limit(limit)
        .all(db)
        .await?;
    rows.reverse();
    Ok(rows)
}
