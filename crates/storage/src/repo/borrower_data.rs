//! Everything held on one borrower (issue 12 item 5, UU PDP 27/2022 art. 7: the data subject's
//! right to a copy): the profile, every loan of theirs with its installments, payments, proofs,
//! allocations, holds, files and audit rows, and who read their data. Rows are read as JSON of
//! every stored column, so a column added later is exported without a change here; secrets (the
//! borrower app's password hash) are left out.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};
use serde_json::Value;
use uuid::Uuid;

use crate::entity::{
    audit_log, borrower, borrower_access, file, installment, loan, loan_allocation, loan_hold, payment, payment_proof,
};

/// Columns never exported.
const SECRET_COLUMNS: [&str; 1] = ["password_hash"];

/// One borrower's data, each part a list of rows as JSON objects.
#[derive(Debug, Default)]
pub struct BorrowerData {
    pub borrower: Value,
    pub loans: Vec<Value>,
    pub installments: Vec<Value>,
    pub payments: Vec<Value>,
    pub payment_proofs: Vec<Value>,
    pub allocations: Vec<Value>,
    pub holds: Vec<Value>,
    pub audit: Vec<Value>,
    pub access_log: Vec<Value>,
    /// The stored files' metadata (the bytes are read from the file store by the caller).
    pub files: Vec<file::Model>,
}

fn without_secrets(mut v: Value) -> Value {
    if let Value::Object(m) = &mut v {
        for c in SECRET_COLUMNS {
            m.remove(c);
        }
    }
    v
}

/// The data of `borrower_id`, or `None` when no such borrower exists.
pub async fn of(db: &impl ConnectionTrait, borrower_id: Uuid) -> Result<Option<BorrowerData>, DbErr> {
    let Some(b) = borrower::Entity::find_by_id(borrower_id).into_json().one(db).await? else { return Ok(None) };
    let loans = loan::Entity::find()
        .filter(loan::Column::BorrowerId.eq(borrower_id))
        .order_by_asc(loan::Column::Id)
        .into_json()
        .all(db)
        .await?;
    let ids: Vec<Uuid> = loans.iter().filter_map(|l| l["id"].as_str().and_then(|s| s.parse().ok())).collect();
    let id_texts: Vec<String> = ids.iter().map(Uuid::to_string).chain([borrower_id.to_string()]).collect();
    Ok(Some(BorrowerData {
        borrower: without_secrets(b),
        loans,
        installments: installment::Entity::find()
            .filter(installment::Column::LoanId.is_in(ids.clone()))
            .order_by_asc(installment::Column::LoanId)
            .order_by_asc(installment::Column::Number)
            .into_json()
            .all(db)
            .await?,
        payments: payment::Entity::find()
            .filter(payment::Column::LoanId.is_in(ids.clone()))
            .order_by_asc(payment::Column::Id)
            .into_json()
            .all(db)
            .await?,
        payment_proofs: payment_proof::Entity::find()
            .filter(payment_proof::Column::LoanId.is_in(ids.clone()))
            .into_json()
            .all(db)
            .await?,
        allocations: loan_allocation::Entity::find()
            .filter(loan_allocation::Column::LoanId.is_in(ids.clone()))
            .into_json()
            .all(db)
            .await?,
        holds: loan_hold::Entity::find().filter(loan_hold::Column::LoanId.is_in(ids.clone())).into_json().all(db).await?,
        audit: audit_log::Entity::find()
            .filter(audit_log::Column::Entity.is_in(["loan", "borrower"]))
            .filter(audit_log::Column::EntityId.is_in(id_texts))
            .order_by_asc(audit_log::Column::Id)
            .into_json()
            .all(db)
            .await?,
        access_log: borrower_access::Entity::find()
            .filter(borrower_access::Column::BorrowerId.eq(borrower_id))
            .order_by_asc(borrower_access::Column::Id)
            .into_json()
            .all(db)
            .await?,
        files: file::Entity::find().filter(file::Column::LoanId.is_in(ids)).order_by_asc(file::Column::Id).all(db).await?,
    }))
}
