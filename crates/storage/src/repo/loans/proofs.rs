//! First-payment proofs (issue 9 item 5): uploaded per loan, verified one by one; a proof whose
//! file bytes or transfer reference were already used on another loan is flagged as a possible
//! duplicate before anyone accepts it.

use chrono::{DateTime, NaiveDate, Utc};
use domain::pipeline::ProofStatus;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    QueryTrait, Select, Set,
};
use uuid::Uuid;

use super::{Scope, StoreError};
use crate::{
    entity::{
        loan,
        payment_proof::{self, Entity as Proof, Model},
    },
    repo::{
        audit::Actor,
        keyset::{self, Sort},
    },
};

/// A first-payment proof, as uploaded (issue 9 item 5).
#[derive(Debug, Clone, PartialEq)]
pub struct NewProof {
    pub id: Uuid,
    pub file_id: Uuid,
    /// The file's SHA-256, hex.
    pub file_sha256: String,
    pub reference: String,
    /// Rupiah.
    pub amount: i64,
    pub paid_date: NaiveDate,
    /// Loan IDs whose proofs share the bytes or the reference.
    pub possible_duplicate_of: Vec<String>,
}

/// What a change does to the loan's payment proofs.
#[derive(Debug, Clone, PartialEq)]
pub enum ProofPatch {
    Add(NewProof),
    /// The pending proof `id` is accepted or rejected (with a reason).
    Decide {
        id: Uuid,
        accept: bool,
        reason: Option<String>,
    },
}

/// Writes a proof change of the write path (its transaction).
///
/// Errors: [`StoreError::Conflict`] when the proof to decide is not pending (decided by another
/// request first) or not the loan's.
pub(super) async fn record(
    db: &impl ConnectionTrait,
    actor: &Actor,
    l: &loan::Model,
    patch: &ProofPatch,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    let loan_id = l.id;
    match patch {
        ProofPatch::Add(p) => {
            payment_proof::ActiveModel {
                id: Set(p.id),
                loan_id: Set(loan_id),
                file_id: Set(p.file_id),
                file_sha256: Set(p.file_sha256.clone()),
                reference: Set(p.reference.clone()),
                reference_key: Set(domain::pipeline::contract::reference_key(&p.reference)),
                amount: Set(p.amount),
                paid_date: Set(p.paid_date),
                status: Set(ProofStatus::Pending.as_str().into()),
                reason: Set(None),
                possible_duplicate_of: Set((!p.possible_duplicate_of.is_empty()).then(|| p.possible_duplicate_of.clone().into())),
                created_at: Set(at),
                created_by: Set(actor.user_id),
                decided_at: Set(None),
                decided_by: Set(None),
            }
            .insert(db)
            .await?;
        }
        ProofPatch::Decide { id, accept, reason } => {
            let status = if *accept { ProofStatus::Accepted } else { ProofStatus::Rejected };
            let done = Proof::update_many()
                .col_expr(payment_proof::Column::Status, sea_orm::sea_query::Expr::value(status.as_str()))
                .col_expr(payment_proof::Column::Reason, sea_orm::sea_query::Expr::value(reason.clone()))
                .col_expr(payment_proof::Column::DecidedAt, sea_orm::sea_query::Expr::value(at))
                .col_expr(payment_proof::Column::DecidedBy, sea_orm::sea_query::Expr::value(actor.user_id))
                .filter(payment_proof::Column::Id.eq(*id))
                .filter(payment_proof::Column::LoanId.eq(loan_id))
                .filter(payment_proof::Column::Status.eq(ProofStatus::Pending.as_str()))
                .exec(db)
                .await?;
            if done.rows_affected != 1 {
                return Err(StoreError::Conflict);
            }
            if *accept {
                // The money of an accepted proof is on the lender's bank account (journal).
                let amount = Proof::find_by_id(*id).one(db).await?.map_or(0, |p| p.amount);
                let at = crate::repo::journal::Posting::of_loan(l, domain::calendar::date_of(at), Some(*id));
                crate::repo::journal::post(db, actor, at, &domain::journal::first_payment(amount)).await?;
            }
        }
    }
    Ok(())
}

/// The loan IDs (`LN-…`) of other loans with a proof of the same file bytes or the same
/// reference (as [`domain::pipeline::contract::reference_key`] matches it), at most 20.
pub async fn duplicates_of(
    db: &impl ConnectionTrait,
    loan_id: Uuid,
    sha256: &str,
    reference: &str,
) -> Result<Vec<String>, DbErr> {
    let key = domain::pipeline::contract::reference_key(reference);
    let mut same = Condition::any().add(payment_proof::Column::FileSha256.eq(sha256));
    if !key.is_empty() {
        same = same.add(payment_proof::Column::ReferenceKey.eq(key));
    }
    let loans: Vec<Uuid> = Proof::find()
        .select_only()
        .column(payment_proof::Column::LoanId)
        .filter(same)
        .filter(payment_proof::Column::LoanId.ne(loan_id))
        .limit(20)
        .into_tuple()
        .all(db)
        .await?;
    let mut codes: Vec<String> = loan::Entity::find()
        .select_only()
        .column(loan::Column::LoanCode)
        .filter(loan::Column::Id.is_in(loans))
        .into_tuple()
        .all(db)
        .await?;
    codes.sort();
    codes.dedup();
    Ok(codes)
}

/// A proof's duplicate flag as one viewer may see it (issue 40 item 4).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DuplicateFlag {
    /// Loan IDs (`LN-…`) in the viewer's scope whose proofs share the bytes or the reference.
    pub loan_ids: Vec<String>,
    /// Some loan out of the viewer's scope (another funder's) shares them too: flagged without
    /// naming it.
    pub elsewhere: bool,
}

/// The flags of `lists` (each a stored `possible_duplicate_of`, all loan IDs) as `scope` sees
/// them, in order: the IDs of loans in scope kept, the others only counted in `elsewhere`. One
/// statement for every list; none for [`Scope::All`], which sees every loan.
pub async fn flags(db: &impl ConnectionTrait, scope: Scope, lists: &[Vec<String>]) -> Result<Vec<DuplicateFlag>, DbErr> {
    let all: Vec<String> = lists.iter().flatten().cloned().collect();
    let visible: std::collections::HashSet<String> = if scope == Scope::All || all.is_empty() {
        all.into_iter().collect()
    } else {
        scope
            .select()
            .select_only()
            .column(loan::Column::LoanCode)
            .filter(loan::Column::LoanCode.is_in(all))
            .into_tuple()
            .all(db)
            .await?
            .into_iter()
            .collect()
    };
    Ok(lists
        .iter()
        .map(|codes| {
            let (loan_ids, hidden): (Vec<String>, Vec<String>) = codes.iter().cloned().partition(|c| visible.contains(c));
            DuplicateFlag { loan_ids, elsewhere: !hidden.is_empty() }
        })
        .collect())
}

/// The loan IDs a proof row stored as possible duplicates.
pub fn stored_duplicates(p: &Model) -> Vec<String> {
    p.possible_duplicate_of.clone().and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default()
}

/// `proofs` with their duplicate flags as `scope` sees them; the stored list, which may name
/// loans out of scope, is taken off each row.
async fn flagged<T>(
    db: &impl ConnectionTrait,
    scope: Scope,
    proofs: Vec<(Model, T)>,
) -> Result<Vec<(Model, T, DuplicateFlag)>, DbErr> {
    let lists: Vec<Vec<String>> = proofs.iter().map(|(p, _)| stored_duplicates(p)).collect();
    let flags = flags(db, scope, &lists).await?;
    Ok(proofs
        .into_iter()
        .zip(flags)
        .map(|((mut p, t), f)| {
            p.possible_duplicate_of = None;
            (p, t, f)
        })
        .collect())
}

/// The proofs of one loan (read in scope by the caller), newest first, each with its duplicate
/// flag as `scope` sees it (the row's own list taken off).
pub async fn of_loan(db: &impl ConnectionTrait, scope: Scope, loan_id: Uuid) -> Result<Vec<(Model, DuplicateFlag)>, DbErr> {
    let rows = Proof::find()
        .filter(payment_proof::Column::LoanId.eq(loan_id))
        .order_by_desc(payment_proof::Column::CreatedAt)
        .all(db)
        .await?;
    let rows = flagged(db, scope, rows.into_iter().map(|p| (p, ())).collect()).await?;
    Ok(rows.into_iter().map(|(p, (), f)| (p, f)).collect())
}

/// A proof by id whose loan is in scope, with its loan.
pub async fn find(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<(Model, loan::Model)>, DbErr> {
    let Some(p) = Proof::find_by_id(id).one(db).await? else { return Ok(None) };
    Ok(super::find_by_id(db, scope, p.loan_id).await?.map(|l| (p, l)))
}

/// The proofs of `status` on live loans in `scope`: what the verification queue lists and what
/// its count counts (issue 41 item 12: one filter for both).
fn listed(scope: Scope, status: ProofStatus) -> sea_orm::Select<Proof> {
    let live = scope.select().select_only().column(loan::Column::Id).filter(loan::Column::DeletedAt.is_null()).into_query();
    Proof::find()
        .filter(payment_proof::Column::Status.eq(status.as_str()))
        .filter(payment_proof::Column::LoanId.in_subquery(live))
}

/// How many proofs of `status` the queue of `scope` holds ([`queue`]'s rows, every page).
///
/// Errors: the database failed.
pub async fn count(db: &impl ConnectionTrait, scope: Scope, status: ProofStatus) -> Result<u64, DbErr> {
    sea_orm::PaginatorTrait::count(listed(scope, status), db).await
}

/// The verification queue: proofs of `status` whose loans are live and in scope, keyset-paged
/// by proof id (at most `limit + 1` rows, for the next cursor), each with its duplicate flag as
/// `scope` sees it (the row's own list taken off).
pub async fn queue(
    db: &impl ConnectionTrait,
    scope: Scope,
    status: ProofStatus,
    sort: Sort,
    limit: u64,
    cursor: Option<Uuid>,
) -> Result<Vec<(Model, loan::Model, DuplicateFlag)>, DbErr> {
    let mut q = listed(scope, status);
    if let Some(c) = cursor {
        q = match sort {
            Sort::Newest => q.filter(payment_proof::Column::Id.lt(c)),
            Sort::Oldest => q.filter(payment_proof::Column::Id.gt(c)),
        };
    }
    q = match sort {
        Sort::Newest => q.order_by_desc(payment_proof::Column::Id),
        Sort::Oldest => q.order_by_asc(payment_proof::Column::Id),
    };
    let batch = q.limit(limit + 1).all(db).await?;
    let ids: Vec<Uuid> = batch.iter().map(|p| p.loan_id).collect();
    let loans = loan::Entity::find()
        .filter(crate::repo::keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", &ids))
        .all(db)
        .await?;
    let out = batch.into_iter().filter_map(|p| loans.iter().find(|l| l.id == p.loan_id).map(|l| (p, l.clone()))).collect();
    flagged(db, scope, out).await
}

/// Live loans in scope whose first payment is paid: [`paid_first_payments`] and its total.
fn paid_query(scope: Scope) -> Select<loan::Entity> {
    scope
        .select()
        .filter(loan::Column::PaymentStatus.eq(domain::pipeline::PaymentStatus::Paid.as_str()))
        .filter(loan::Column::DeletedAt.is_null())
}

/// Live loans in scope whose first payment is paid, by id after `after`, at most `limit`, each
/// with its accepted proof (the "download paid data" list, issue 13 item 4).
pub async fn paid_first_payments(
    db: &impl ConnectionTrait,
    scope: Scope,
    after: Option<Uuid>,
    limit: u64,
) -> Result<Vec<(loan::Model, Option<Model>)>, DbErr> {
    let mut q = paid_query(scope);
    if let Some(a) = after {
        q = q.filter(loan::Column::Id.gt(a));
    }
    let loans = q.order_by_asc(loan::Column::Id).limit(limit).all(db).await?;
    let ids: Vec<Uuid> = loans.iter().map(|l| l.id).collect();
    let proofs = Proof::find()
        .filter(payment_proof::Column::LoanId.is_in(ids))
        .filter(payment_proof::Column::Status.eq(ProofStatus::Accepted.as_str()))
        .all(db)
        .await?;
    Ok(loans
        .into_iter()
        .map(|l| {
            let p = proofs.iter().find(|p| p.loan_id == l.id).cloned();
            (l, p)
        })
        .collect())
}

/// How many loans [`paid_first_payments`] lists over all its pages, counted up to
/// [`keyset::TOTAL_CAP`].
pub async fn paid_first_payments_total(db: &impl ConnectionTrait, scope: Scope) -> Result<keyset::Total, DbErr> {
    keyset::total(db, paid_query(scope), loan::Column::Id).await
}
