//! The one write path of the loan aggregate (DESIGN §3, §5). A change is a
//! `domain::pipeline::Transition` (the state before and after, decided by `domain`) plus the
//! data it stores ([`LoanPatch`]). [`apply`] writes a batch of changes in one transaction:
//! for each, the guarded update (same `version` and still in the state the transition started
//! from, so of two concurrent writers exactly one wins), the status counters, and the audit
//! row with who, when, the event and before/after. Nothing is half-written.

use chrono::{DateTime, FixedOffset, NaiveDate};
use domain::pipeline::{ActiveStatus, LoanEvent, Transition};
use sea_orm::{ActiveModelTrait, ActiveValue::Unchanged, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set};
use serde_json::{Map, Value};
use uuid::Uuid;

use super::{
    StoreError,
    allocations::AllocationPatch,
    counts,
    proofs::ProofPatch,
    search::{self, SearchText},
};
use crate::{
    entity::{Stored, borrower, file, loan},
    repo::audit::{self, Actor},
};

/// A KYC meeting's schedule, as stored (the e-KYC invitation step and the KYC stage).
#[derive(Debug, Clone, PartialEq)]
pub struct KycSchedule {
    pub scheduled_at: DateTime<FixedOffset>,
    /// `video_call` or `in_person`.
    pub method: String,
    pub note: Option<String>,
    /// The call's link or the meeting place (KYC stage; `None` leaves it unchanged).
    pub location: Option<String>,
}

/// A document of the contract stage (issue 9 item 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContractDocument {
    BankStatement,
    PaymentReceipt,
}

/// The borrower's personal columns (the basic-info step), already validated by `domain`.
#[derive(Debug, Clone, PartialEq)]
pub struct BorrowerPatch {
    pub id: Uuid,
    pub email: String,
    /// `+62…`.
    pub phone: String,
    pub full_name: String,
    pub gender: String,
    pub birth_place: String,
    pub birth_date: NaiveDate,
    pub marital_status: String,
    pub mother_name: String,
    pub spouse_name: Option<String>,
    pub emergency_name: String,
    pub emergency_phone: String,
    pub emergency_relation: String,
}

/// The loan's data columns a change sets (`None`: unchanged). The pipeline state columns are
/// not here: they come from the transition.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LoanPatch {
    /// Also sets the lower-cased copy the list searches.
    pub full_name: Option<String>,
    pub email: Option<String>,
    pub program_id: Option<Uuid>,
    pub dealer_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    pub motorcycle_type_id: Option<Uuid>,
    pub sales_name: Option<Option<String>>,
    pub pic_id: Option<Uuid>,
    pub address: Option<Value>,
    pub kyc_schedule: Option<KycSchedule>,
    /// Clears the KYC meeting (time, method, place and note): an unqualified lead keeps no
    /// meeting (issue 45 item 5).
    pub cancel_kyc_schedule: bool,
    pub documents: Option<Value>,
    pub financial: Option<Value>,
    /// Rupiah.
    pub average_monthly_income: Option<i64>,
    /// Rupiah.
    pub income_per_day: Option<i64>,
    /// Why a loan is deleted (with [`domain::pipeline::Action::Delete`]).
    pub delete_reason: Option<String>,
    /// The borrower's row, changed in the same transaction.
    pub borrower: Option<BorrowerPatch>,
    /// Fixed at verification (issue 9 item 1).
    pub terms: Option<domain::terms::Terms>,
    /// The lender of a new allocation and its history row.
    pub allocation: Option<AllocationPatch>,
    pub kyc_reject_reason: Option<String>,
    /// The first payment's Asia/Jakarta due date and amount (rupiah).
    pub first_payment: Option<(NaiveDate, i64)>,
    /// Rupiah of the first payment received so far, the accepted proofs' sum (issue 41 item 1).
    pub first_payment_received: Option<i64>,
    pub proof: Option<ProofPatch>,
    /// `Some(Some(file))`: a contract uploaded; `Some(None)`: the uploaded one rejected.
    pub contract_file: Option<Option<Uuid>>,
    pub contract_reject_reason: Option<String>,
    pub contract_document: Option<(ContractDocument, Uuid)>,
    /// Installments, payments, holds, deactivation (issue 10).
    pub repayment: Option<super::repayments::RepaymentPatch>,
    /// Where the active loan stands after the change.
    pub standing: Option<super::repayments::StandingPatch>,
    /// Files the change refers to: attached to the loan (only files not yet attached to
    /// another loan), so they are served only to staff who may read it.
    pub attach_files: Vec<Uuid>,
    /// `Some(Some(m))`: the NIK mismatch `m` (`domain::nik::NikMismatch` as JSON) confirmed by
    /// the actor at the change's time; `Some(None)`: the NIK agrees now, nothing kept (issue 41
    /// item 8).
    pub nik_mismatch: Option<Option<Value>>,
}

/// What the audit row adds to the state change: the data fields before and after (never ID
/// numbers or secrets).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct AuditDetail {
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// One loan's change: the loan as read, the transition `domain` decided from it, the data to
/// store and what the audit row says of it.
#[derive(Debug, Clone)]
pub struct Change {
    pub loan: loan::Model,
    pub transition: Transition,
    pub patch: LoanPatch,
    pub audit: AuditDetail,
}

/// Applies `changes` in one transaction, in order, by `actor`; answers the loans as stored.
///
/// Errors: [`StoreError::Conflict`] when a loan changed since it was read (nothing is written);
/// [`StoreError::Unique`] when the borrower's e-mail or phone is taken by now.
pub async fn apply(db: &DatabaseConnection, actor: &Actor, changes: Vec<Change>) -> Result<Vec<loan::Model>, StoreError> {
    let txn = crate::begin_write(db).await?;
    let stored = apply_in(&txn, actor, changes).await?;
    txn.commit().await?;
    Ok(stored)
}

/// [`apply`], then `finish` with the stored loans in the same transaction just before the
/// commit (a payment stores its idempotent answer there, so a committed payment always has
/// it: a retry after a crash answers it instead of posting again). `finish`'s error rolls
/// everything back and is returned inside `Ok`.
///
/// Errors: as [`apply`].
pub async fn apply_then<T, E>(
    db: &DatabaseConnection,
    actor: &Actor,
    changes: Vec<Change>,
    finish: impl AsyncFnOnce(&crate::Tx, &[loan::Model]) -> Result<T, E>,
) -> Result<Result<T, E>, StoreError> {
    let txn = crate::begin_write(db).await?;
    let stored = apply_in(&txn, actor, changes).await?;
    let answer = match finish(&txn, &stored).await {
        Ok(answer) => answer,
        Err(e) => return Ok(Err(e)),
    };
    txn.commit().await?;
    Ok(Ok(answer))
}

/// The changes of [`apply`] inside `txn`.
async fn apply_in(txn: &crate::Tx, actor: &Actor, changes: Vec<Change>) -> Result<Vec<loan::Model>, StoreError> {
    let mut stored = Vec::with_capacity(changes.len());
    for c in changes {
        if let Some(b) = &c.patch.borrower {
            borrower_row(b).update(txn).await.map_err(StoreError::from_db)?;
        }
        let t = &c.transition;
        let mut row = loan_row(&c, actor);
        if c.patch.full_name.is_some() || c.patch.email.is_some() || c.patch.borrower.is_some() {
            search_text(txn, &c).await?.set(&mut row);
        }
        let updated = loan::Entity::update(row)
            .validate()?
            .filter(loan::Column::Version.eq(c.loan.version))
            .filter(loan::Column::DeletedAt.is_null())
            .filter(loan::Column::Status.eq(t.from.application.as_str()))
            .exec(txn)
            .await
            .map_err(|e| match e {
                DbErr::RecordNotUpdated => StoreError::Conflict,
                e => StoreError::from_db(e),
            })?;
        if let Some(a) = &c.patch.allocation {
            super::allocations::record(txn, actor, c.loan.id, a, t.at).await?;
        }
        if let Some(p) = &c.patch.proof {
            super::proofs::record(txn, actor, &c.loan, p, t.at).await?;
        }
        if let Some(r) = &c.patch.repayment {
            super::repayments::record(txn, actor, &c.loan, r, t.at).await?;
        }
        if let Some(s) = &c.patch.standing {
            super::repayments::record_standing(txn, c.loan.id, &s.standing).await?;
            super::repayments::record_history(txn, c.loan.id, s).await?;
        }
        if !c.patch.attach_files.is_empty() {
            file::Entity::update_many()
                .col_expr(file::Column::LoanId, sea_orm::sea_query::Expr::value(c.loan.id))
                .filter(file::Column::Id.is_in(c.patch.attach_files.clone()))
                .filter(file::Column::LoanId.is_null())
                .exec(txn)
                .await?;
        }
        let (left, entered) = t.counted();
        counts::count_move(txn, &left, &entered).await?;
        let (before, after) = audit_pair(t, &c.audit);
        audit::record(txn, actor, t.event.as_str(), "loan", &c.loan.id.to_string(), before, after).await?;
        stored.push(updated);
    }
    Ok(stored)
}

/// The status columns of a state, as stored.
fn statuses(s: &domain::pipeline::LoanState) -> [(loan::Column, Option<&'static str>); 8] {
    use domain::pipeline as p;
    [
        (loan::Column::LeadStatus, Some(s.lead.as_str())),
        (loan::Column::Status, Some(s.application.as_str())),
        (loan::Column::ApprovalStatus, s.approval.map(p::ApprovalStatus::as_str)),
        (loan::Column::KycStatus, s.kyc.map(p::KycStatus::as_str)),
        (loan::Column::OlStatus, s.offering_letter.map(p::OfferingLetterStatus::as_str)),
        (loan::Column::PaymentStatus, s.payment.map(p::PaymentStatus::as_str)),
        (loan::Column::ContractStatus, s.contract.map(p::ContractStatus::as_str)),
        (loan::Column::ActiveStatus, s.active.map(p::ActiveStatus::as_str)),
    ]
}

/// Applies a transition that changes only statuses, guarded by the state it starts from
/// instead of the version (issue 40 item 5): one UPDATE of the status columns it changes,
/// WHERE they still hold their values before (and the loan is live), with the stage times it
/// implies and `version = version + 1`; when that updated the row, the status counters and one
/// audit row of `audit` in the same transaction. Meant for a change any number of requests may
/// make at once (a GET marking the offering letter downloaded): exactly one writes it, the
/// others find it made and write nothing, and a concurrent edit of other columns loses nothing.
///
/// Answers whether this call wrote it: `false` when the transition changes nothing or the loan
/// no longer holds the statuses it starts from (another request changed them first: re-read
/// the loan to tell whether that was this same change).
///
/// Errors: [`StoreError::Conflict`] for a transition changing more than statuses (use
/// [`apply`]).
pub async fn apply_once(
    db: &DatabaseConnection,
    actor: &Actor,
    loan_id: Uuid,
    t: &Transition,
    audit: &AuditDetail,
) -> Result<bool, StoreError> {
    use sea_orm::{ExprTrait, sea_query::Expr};
    let (from, to) = (statuses(&t.from), statuses(&t.to));
    // The transition's state with its statuses put back must be the state it starts from.
    let f = t.from;
    let rest = domain::pipeline::LoanState {
        lead: f.lead,
        application: f.application,
        approval: f.approval,
        kyc: f.kyc,
        offering_letter: f.offering_letter,
        payment: f.payment,
        contract: f.contract,
        active: f.active,
        ..t.to
    };
    if rest != f {
        return Err(StoreError::Conflict);
    }
    let changed: Vec<_> = from.iter().zip(to.iter()).filter(|(a, b)| a.1 != b.1).collect();
    if changed.is_empty() {
        return Ok(false);
    }
    let mut times = <loan::ActiveModel as Default>::default();
    stage_times(&mut times, t);
    let mut update = loan::Entity::update_many()
        .set(times)
        .col_expr(loan::Column::UpdatedAt, Expr::value(t.at))
        .col_expr(loan::Column::Version, Expr::col(loan::Column::Version).add(1))
        .filter(loan::Column::Id.eq(loan_id))
        .filter(loan::Column::DeletedAt.is_null());
    for ((column, before), (_, after)) in changed {
        update = update.col_expr(*column, Expr::value(after.map(str::to_owned)));
        update = match before {
            Some(v) => update.filter(column.eq(*v)),
            None => update.filter(column.is_null()),
        };
    }
    let txn = crate::begin_write(db).await?;
    if update.exec(&txn).await?.rows_affected != 1 {
        return Ok(false);
    }
    let (left, entered) = t.counted();
    counts::count_move(&txn, &left, &entered).await?;
    let (before, after) = audit_pair(t, audit);
    audit::record(&txn, actor, t.event.as_str(), "loan", &loan_id.to_string(), before, after).await?;
    txn.commit().await?;
    Ok(true)
}

/// The search columns of a changed loan: the patch's name, e-mail and phone over the stored
/// ones (the customer ID and phone are the borrower's, read in the transaction).
async fn search_text(txn: &crate::Tx, c: &Change) -> Result<SearchText, StoreError> {
    let b = borrower::Entity::find_by_id(c.loan.borrower_id)
        .one(txn)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(format!("borrower {}", c.loan.borrower_id)))?;
    let p = &c.patch;
    let phone = p.borrower.as_ref().map_or(b.phone.as_str(), |x| x.phone.as_str());
    Ok(SearchText::of(
        p.full_name.as_deref().unwrap_or(&c.loan.full_name),
        p.email.as_deref().unwrap_or(&c.loan.email),
        &c.loan.loan_code,
        &b.customer_code,
        phone,
    ))
}

fn borrower_row(b: &BorrowerPatch) -> borrower::ActiveModel {
    borrower::ActiveModel {
        id: Unchanged(b.id),
        email: Set(b.email.clone()),
        phone: Set(b.phone.clone()),
        full_name: Set(b.full_name.clone()),
        gender: Set(b.gender.clone()),
        birth_place: Set(b.birth_place.clone()),
        birth_date: Set(b.birth_date),
        marital_status: Set(b.marital_status.clone()),
        mother_name: Set(b.mother_name.clone()),
        spouse_name: Set(b.spouse_name.clone()),
        emergency_name: Set(b.emergency_name.clone()),
        emergency_phone: Set(b.emergency_phone.clone()),
        emergency_relation: Set(b.emergency_relation.clone()),
        updated_at: Set(crate::repo::now()),
        ..Default::default()
    }
}

/// The update of one change: the state columns from the transition, the stage timestamps it
/// implies, the patch's data, a new version.
fn loan_row(c: &Change, actor: &Actor) -> loan::ActiveModel {
    let mut row = row_of(c.loan.id, c.loan.version, c.loan.submitted_at.is_some(), &c.transition, &c.patch, actor);
    if c.transition.to.active == Some(ActiveStatus::PendingActivation) && c.transition.from.active.is_none() {
        // Its whole schedule is still ahead: every installment of its terms is left until the
        // handover writes the schedule, so the list shows and filters it by its tenor (issue 46
        // item 1), not by a 0 that read as "paid off".
        if let Some(tenor) = tenor_of(c) {
            row.installments_total = Set(tenor);
            row.installments_left = Set(tenor);
        }
    }
    row
}

/// The number of installments of a change's loan: its patch's terms, else its stored ones.
fn tenor_of(c: &Change) -> Option<i32> {
    let terms = match c.patch.terms {
        Some(t) => t,
        None => serde_json::from_value::<domain::terms::Terms>(c.loan.terms.clone()?).ok()?,
    };
    i32::try_from(terms.tenor).ok()
}

/// The columns a transition and a patch set on the loan `id` (at `version`; `submitted`: it was
/// saved before), shared by changes and by [`open`].
fn row_of(id: Uuid, version: i32, submitted: bool, t: &Transition, p: &LoanPatch, actor: &Actor) -> loan::ActiveModel {
    let (from, to) = (t.from, t.to);
    let mut row = loan::ActiveModel {
        id: Unchanged(id),
        lead_status: Set(Stored(to.lead)),
        status: Set(Stored(to.application)),
        approval_status: Set(to.approval.map(Stored)),
        kyc_status: Set(to.kyc.map(Stored)),
        ol_status: Set(to.offering_letter.map(Stored)),
        payment_status: Set(to.payment.map(Stored)),
        contract_status: Set(to.contract.map(Stored)),
        active_status: Set(to.active.map(Stored)),
        kyc_scheduled: Set(to.kyc_scheduled),
        steps_done: Set(to.steps.bits()),
        updated_at: Set(t.at),
        version: Set(version + 1),
        ..Default::default()
    };
    if from.application != to.application && !submitted {
        row.submitted_at = Set(Some(t.at));
    }
    if to.approval.is_some() && from.approval.is_none() {
        row.verified_at = Set(Some(t.at));
        row.verified_by = Set(actor.user_id);
    }
    stage_times(&mut row, t);
    if to.deleted && !from.deleted {
        row.deleted_at = Set(Some(t.at));
        row.deleted_by = Set(actor.user_id);
        row.delete_reason = Set(p.delete_reason.clone());
    }
    if let Some(v) = &p.full_name {
        row.full_name_lower = Set(v.to_lowercase());
        row.full_name = Set(v.clone());
    }
    macro_rules! set {
        ($($field:ident),*) => { $( if let Some(v) = &p.$field { row.$field = Set(v.clone()); } )* };
    }
    set!(email, program_id, dealer_id, partner_id, motorcycle_type_id, sales_name);
    if let Some(v) = p.pic_id {
        row.pic_id = Set(Some(v));
    }
    macro_rules! set_some {
        ($($field:ident),*) => { $( if let Some(v) = &p.$field { row.$field = Set(Some(v.clone())); } )* };
    }
    set_some!(address, documents, financial, average_monthly_income, income_per_day);
    if let Some(k) = &p.kyc_schedule {
        row.kyc_scheduled_at = Set(Some(k.scheduled_at));
        row.kyc_method = Set(Some(k.method.clone()));
        row.kyc_note = Set(k.note.clone());
        if k.location.is_some() {
            row.kyc_location = Set(k.location.clone());
        }
    }
    if p.cancel_kyc_schedule {
        row.kyc_scheduled_at = Set(None);
        row.kyc_method = Set(None);
        row.kyc_note = Set(None);
        row.kyc_location = Set(None);
    }
    if let Some(m) = &p.nik_mismatch {
        row.nik_mismatch = Set(m.clone());
        row.nik_mismatch_confirmed_by = Set(m.as_ref().and(actor.user_id));
        row.nik_mismatch_confirmed_at = Set(m.as_ref().map(|_| t.at));
    }
    stage_data(&mut row, p);
    row
}

/// When each later stage's step happened, from the statuses a transition changes.
fn stage_times(row: &mut loan::ActiveModel, t: &Transition) {
    use domain::pipeline::{ApprovalStatus, ContractStatus, KycStatus, OfferingLetterStatus, PaymentStatus};
    let (from, to, at) = (t.from, t.to, Some(t.at));
    if to.approval != from.approval && matches!(to.approval, Some(ApprovalStatus::Approved | ApprovalStatus::Rejected)) {
        row.approval_decided_at = Set(at);
    }
    if to.kyc != from.kyc && matches!(to.kyc, Some(KycStatus::KycApproved | KycStatus::KycRejected)) {
        row.kyc_decided_at = Set(at);
    }
    if to.offering_letter == Some(OfferingLetterStatus::OlDownloaded) && from.offering_letter != to.offering_letter {
        row.ol_downloaded_at = Set(at);
    }
    if to.payment == Some(PaymentStatus::Paid) && from.payment != to.payment {
        row.paid_at = Set(at);
    }
    if to.contract == Some(ContractStatus::ContractVerified) && from.contract != to.contract {
        row.contract_verified_at = Set(at);
    }
    if to.active.is_some() && from.active.is_none() {
        row.pending_activation_at = Set(at);
    }
}

/// The later stages' data columns of a patch.
fn stage_data(row: &mut loan::ActiveModel, p: &LoanPatch) {
    if let Some(terms) = &p.terms {
        row.terms = Set(serde_json::to_value(terms).ok());
        row.principal = Set(Some(terms.principal));
    }
    if let Some(AllocationPatch::Open { lender_id, source, .. }) = &p.allocation {
        row.lender_id = Set(Some(*lender_id));
        row.funding_source_id = Set(source.as_ref().map(|s| s.id));
        row.allocated_at = Set(Some(crate::repo::now()));
        row.approval_decided_at = Set(None);
    }
    if p.kyc_reject_reason.is_some() {
        row.kyc_reject_reason = Set(p.kyc_reject_reason.clone());
    }
    if let Some((due, amount)) = p.first_payment {
        row.first_payment_due = Set(Some(due));
        row.first_payment_amount = Set(Some(amount));
    }
    if let Some(received) = p.first_payment_received {
        row.first_payment_received = Set(received);
    }
    if let Some(file) = p.contract_file {
        row.contract_file_id = Set(file);
        row.contract_uploaded_at = Set(file.map(|_| crate::repo::now()));
        row.contract_reject_reason = Set(p.contract_reject_reason.clone());
    }
    match p.contract_document {
        Some((ContractDocument::BankStatement, id)) => row.bank_statement_file_id = Set(Some(id)),
        Some((ContractDocument::PaymentReceipt, id)) => row.payment_receipt_file_id = Set(Some(id)),
        None => {}
    }
    if let Some(s) = &p.standing {
        super::repayments::set_standing(row, &s.standing, s.credit);
    }
    if let Some(r) = &p.repayment {
        super::repayments::set_loan_columns(row, r, crate::repo::now());
    }
}

/// The audit row's before/after: the state fields that changed, merged with the change's own
/// detail.
fn audit_pair(t: &Transition, detail: &AuditDetail) -> (Option<Value>, Option<Value>) {
    let (from, to) = (t.from, t.to);
    let mut before = Map::new();
    let mut after = Map::new();
    let mut diff = |name: &str, a: Option<&str>, b: Option<&str>| {
        if a != b {
            before.insert(name.into(), a.into());
            after.insert(name.into(), b.into());
        }
    };
    diff("status", Some(from.application.as_str()), Some(to.application.as_str()));
    diff("lead_status", Some(from.lead.as_str()), Some(to.lead.as_str()));
    diff(
        "approval_status",
        from.approval.map(domain::pipeline::ApprovalStatus::as_str),
        to.approval.map(domain::pipeline::ApprovalStatus::as_str),
    );
    diff("kyc_status", from.kyc.map(domain::pipeline::KycStatus::as_str), to.kyc.map(domain::pipeline::KycStatus::as_str));
    diff(
        "ol_status",
        from.offering_letter.map(domain::pipeline::OfferingLetterStatus::as_str),
        to.offering_letter.map(domain::pipeline::OfferingLetterStatus::as_str),
    );
    diff(
        "payment_status",
        from.payment.map(domain::pipeline::PaymentStatus::as_str),
        to.payment.map(domain::pipeline::PaymentStatus::as_str),
    );
    diff(
        "contract_status",
        from.contract.map(domain::pipeline::ContractStatus::as_str),
        to.contract.map(domain::pipeline::ContractStatus::as_str),
    );
    diff("active_status", from.active.map(ActiveStatus::as_str), to.active.map(domain::pipeline::ActiveStatus::as_str));
    diff("display_status", Some(from.display_status().as_str()), Some(to.display_status().as_str()));
    let merge = |mut state: Map<String, Value>, detail: &Option<Value>| {
        match detail {
            Some(Value::Object(m)) => state.extend(m.clone()),
            Some(other) => {
                state.insert("detail".into(), other.clone());
            }
            None => {}
        }
        (!state.is_empty()).then_some(Value::Object(state))
    };
    (merge(before, &detail.before), merge(after, &detail.after))
}

/// A new prospect/borrower account and its loan (`POST /api/v1/borrowers`).
#[derive(Debug, Clone)]
pub struct NewProspect {
    /// The borrower's columns; its `id` is the new borrower's.
    pub borrower: BorrowerPatch,
    /// Argon2id.
    pub password_hash: String,
    /// The loan's first state (`domain::pipeline::application::open`).
    pub state: domain::pipeline::LoanState,
    /// Full name, e-mail, program, dealer, partner, motorcycle type, sales name.
    pub patch: LoanPatch,
    pub at: DateTime<chrono::Utc>,
}

/// What [`open`] created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    pub borrower_id: Uuid,
    pub loan_id: Uuid,
    /// `CU-…`.
    pub customer_code: String,
    /// `LN-…`.
    pub loan_code: String,
}

/// Creates the borrower and its loan with their codes, counter and audit row in one
/// transaction; `finish` runs in that transaction just before the commit (the caller stores its
/// idempotent response there, so a committed create always has it) and its answer is returned.
///
/// Errors: [`StoreError::Unique`] when the e-mail or phone is taken by now; `finish`'s own error
/// (nothing is committed) inside `Ok`.
pub async fn open<T, E>(
    db: &DatabaseConnection,
    actor: &Actor,
    new: NewProspect,
    finish: impl AsyncFnOnce(&crate::Tx, &Opened) -> Result<T, E>,
) -> Result<Result<T, E>, StoreError> {
    let txn = crate::begin_write(db).await?;
    let opened = insert_prospect(&txn, actor, new, LoanEvent::Create).await?;
    let answer = match finish(&txn, &opened).await {
        Ok(answer) => answer,
        Err(e) => return Ok(Err(e)),
    };
    txn.commit().await?;
    Ok(Ok(answer))
}

/// Writes one new prospect inside `txn` ([`insert_prospects`] of one).
pub async fn insert_prospect(txn: &crate::Tx, actor: &Actor, new: NewProspect, event: LoanEvent) -> Result<Opened, StoreError> {
    let mut opened = insert_prospects(txn, actor, vec![new], event).await?;
    opened.pop().ok_or(StoreError::Conflict)
}

/// Writes new prospects inside `txn`: each borrower and its loan with their codes (a block of
/// the counters taken at once), the status counters and an audit row of `event` per loan
/// (`loan_application.create`, or `.import` for a batch import's rows); audit rows in one insert.
/// The caller commits. Errors: [`StoreError::Unique`] (an e-mail or phone taken).
pub async fn insert_prospects(
    txn: &crate::Tx,
    actor: &Actor,
    news: Vec<NewProspect>,
    event: LoanEvent,
) -> Result<Vec<Opened>, StoreError> {
    use crate::repo::sequences;
    let n = news.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let count = i64::try_from(n).map_err(|e| DbErr::Custom(e.to_string()))?;
    let first_customer = sequences::next_n(txn, sequences::CUSTOMER, count).await?;
    let first_loan = sequences::next_n(txn, sequences::LOAN, count).await?;
    let loan_ids = search::new_loan_ids(txn, n).await?;
    let (mut borrowers, mut loans, mut audits, mut opened) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut counted: std::collections::BTreeMap<String, i64> = std::collections::BTreeMap::new();
    for ((i, new), loan_id) in (0i64..).zip(news).zip(loan_ids) {
        let customer_code = sequences::customer_code(first_customer + i);
        let loan_code = sequences::loan_code(first_loan + i);
        let mut b = borrower_row(&new.borrower);
        b.id = Set(new.borrower.id);
        b.customer_code = Set(customer_code.clone());
        b.password_hash = Set(new.password_hash);
        b.created_at = Set(new.at);
        b.created_by = Set(actor.user_id);
        borrowers.push(b);
        // The first state as a transition from nothing, so its columns are written like every change's.
        let transition = Transition { action: domain::pipeline::Action::Edit, event, from: new.state, to: new.state, at: new.at };
        let mut row = row_of(loan_id, 0, false, &transition, &LoanPatch { borrower: None, ..new.patch }, actor);
        row.id = Set(loan_id);
        let nb = &new.borrower;
        SearchText::of(&nb.full_name, &nb.email, &loan_code, &customer_code, &nb.phone).set(&mut row);
        row.loan_code = Set(loan_code.clone());
        row.borrower_id = Set(nb.id);
        row.created_at = Set(new.at);
        row.created_by = Set(actor.user_id);
        loans.push(row);
        for key in new.state.counted() {
            *counted.entry(key).or_default() += 1;
        }
        let after = serde_json::json!({
            "loan_id": loan_code, "customer_id": customer_code, "email": nb.email, "status": new.state.application.as_str(),
        });
        audits.push(audit::row(actor, event.as_str(), "loan", &loan_id.to_string(), None, Some(after)));
        opened.push(Opened { borrower_id: nb.id, loan_id, customer_code, loan_code });
    }
    // Multi-row inserts without RETURNING: a statement per row was mostly the hand-off to
    // SQLite's worker thread (docs/BENCHMARKS.md, batch import).
    insert_rows::<borrower::Entity>(txn, borrowers).await?;
    insert_rows::<loan::Entity>(txn, loans).await?;
    for (key, delta) in counted {
        counts::count_add(txn, &key, delta).await?;
    }
    audit::record_many(txn, audits).await?;
    Ok(opened)
}

/// Inserts `rows` in as few statements as the bind limit allows (SQLite's is 32,766 values,
/// PostgreSQL's 65,535), without reading them back. Errors: [`StoreError::Unique`].
async fn insert_rows<E: EntityTrait>(txn: &crate::Tx, rows: Vec<E::ActiveModel>) -> Result<(), StoreError> {
    use sea_orm::Iterable;
    let per_statement = (30_000 / E::Column::iter().count().max(1)).max(1);
    let mut rows = rows.into_iter();
    loop {
        let chunk: Vec<_> = rows.by_ref().take(per_statement).collect();
        if chunk.is_empty() {
            return Ok(());
        }
        E::insert_many(chunk).exec_without_returning(txn).await.map_err(StoreError::from_db)?;
    }
}
