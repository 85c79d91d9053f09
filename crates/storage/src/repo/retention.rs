//! Applying the retention rule ([`domain::retention`]): which borrowers are due for
//! anonymisation, and anonymising one (its personal fields replaced, its loans' copies of them
//! and their stored documents removed; the money figures stay for the portfolio's history),
//! with its audit row, in one transaction.

use chrono::{DateTime, NaiveDate, Utc};
use domain::retention::{Decision, decide};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, QueryFilter, QuerySelect, Set,
    sea_query::{Expr, ExprTrait},
};
use uuid::Uuid;

use crate::{
    StoreError,
    entity::{borrower, file, loan},
    repo::audit::{self, Actor},
};

/// Name and marker of an anonymised borrower (also how a second run skips it).
pub const ANONYMISED: &str = "ANONYMISED";

/// A borrower due for anonymisation: its id, code and the day its last loan closed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Due {
    pub borrower_id: Uuid,
    pub customer_code: String,
    pub last_closed: Option<NaiveDate>,
}

/// A loan's borrower, inactive time and deleted time.
type LoanClosure = (Uuid, Option<DateTime<Utc>>, Option<DateTime<Utc>>);

fn day(t: Option<DateTime<Utc>>) -> Option<NaiveDate> {
    t.map(domain::calendar::date_of)
}

/// Borrowers the rule says to anonymise on `today`, not yet anonymised, at most `limit`
/// (read in pages of borrowers, so memory stays bounded on any book).
pub async fn due(db: &impl ConnectionTrait, today: NaiveDate, limit: usize) -> Result<Vec<Due>, DbErr> {
    let mut out = Vec::new();
    let mut after: Option<Uuid> = None;
    loop {
        let mut q = borrower::Entity::find().filter(borrower::Column::FullName.ne(ANONYMISED));
        if let Some(a) = after {
            q = q.filter(borrower::Column::Id.gt(a));
        }
        use sea_orm::QueryOrder;
        let page = q.order_by_asc(borrower::Column::Id).limit(500).all(db).await?;
        let Some(last) = page.last() else { break };
        after = Some(last.id);
        let ids: Vec<Uuid> = page.iter().map(|b| b.id).collect();
        let loans: Vec<LoanClosure> = loan::Entity::find()
            .select_only()
            .column(loan::Column::BorrowerId)
            .column(loan::Column::InactiveAt)
            .column(loan::Column::DeletedAt)
            .filter(loan::Column::BorrowerId.is_in(ids))
            .into_tuple()
            .all(db)
            .await?;
        for b in &page {
            let closures: Vec<Option<NaiveDate>> = loans.iter().filter(|l| l.0 == b.id).map(|l| day(l.1).or(day(l.2))).collect();
            let fallback = day(Some(b.created_at)).unwrap_or(today);
            if decide(&closures, fallback, today) == Decision::Anonymise {
                out.push(Due {
                    borrower_id: b.id,
                    customer_code: b.customer_code.clone(),
                    last_closed: closures.into_iter().flatten().max(),
                });
                if out.len() >= limit {
                    return Ok(out);
                }
            }
        }
    }
    Ok(out)
}

/// Anonymises one borrower and their loans' personal copies, deletes the rows of their stored
/// documents and writes the audit row, in one transaction; answers the storage keys of the
/// documents, for the caller to delete from the file store after the commit.
/// Errors: [`StoreError::Conflict`] when the borrower is gone or already anonymised.
pub async fn anonymise(db: &sea_orm::DatabaseConnection, actor: &Actor, borrower_id: Uuid) -> Result<Vec<String>, StoreError> {
    let txn = crate::begin_write(db).await?;
    let b = borrower::Entity::find_by_id(borrower_id).one(&txn).await?.ok_or(StoreError::Conflict)?;
    if b.full_name == ANONYMISED {
        return Err(StoreError::Conflict);
    }
    let simple = borrower_id.simple().to_string();
    let email = format!("anonymised-{simple}@invalid");
    // The phone column holds 20 characters: the id's random tail keeps it unique.
    let tag = &simple[simple.len() - 14..];
    let mut a = b.clone().into_active_model();
    a.email = Set(email.clone());
    a.phone = Set(format!("anon-{tag}"));
    a.password_hash = Set(String::new());
    a.full_name = Set(ANONYMISED.into());
    a.birth_place = Set("-".into());
    a.birth_date = Set(NaiveDate::from_ymd_opt(1900, 1, 1).unwrap_or_default());
    a.mother_name = Set("-".into());
    a.spouse_name = Set(None);
    a.emergency_name = Set("-".into());
    a.emergency_phone = Set("-".into());
    a.emergency_relation = Set("-".into());
    a.updated_at = Set(super::now());
    a.update(&txn).await?;
    let loan_ids: Vec<Uuid> = loan::Entity::find()
        .select_only()
        .column(loan::Column::Id)
        .filter(loan::Column::BorrowerId.eq(borrower_id))
        .into_tuple()
        .all(&txn)
        .await?;
    loan::Entity::update_many()
        .col_expr(loan::Column::FullName, Expr::value(ANONYMISED))
        .col_expr(loan::Column::FullNameLower, Expr::value(ANONYMISED.to_lowercase()))
        .col_expr(loan::Column::Email, Expr::value(email))
        .col_expr(loan::Column::SearchName, Expr::value(ANONYMISED.to_lowercase()))
        .col_expr(loan::Column::SearchEmail, Expr::value(""))
        .col_expr(loan::Column::SearchIds, Expr::value(""))
        .col_expr(loan::Column::SearchPhone, Expr::value(""))
        .col_expr(loan::Column::Address, Expr::value(Option::<serde_json::Value>::None))
        .col_expr(loan::Column::Documents, Expr::value(Option::<serde_json::Value>::None))
        .col_expr(loan::Column::Financial, Expr::value(Option::<serde_json::Value>::None))
        .col_expr(loan::Column::KycNote, Expr::value(Option::<String>::None))
        .col_expr(loan::Column::KycLocation, Expr::value(Option::<String>::None))
        .col_expr(loan::Column::Version, Expr::col(loan::Column::Version).add(1))
        .filter(loan::Column::BorrowerId.eq(borrower_id))
        .exec(&txn)
        .await?;
    let files = file::Entity::find().filter(file::Column::LoanId.is_in(loan_ids.clone())).all(&txn).await?;
    let keys = files.iter().map(|f| f.storage_key.clone()).collect();
    file::Entity::delete_many().filter(file::Column::LoanId.is_in(loan_ids.clone())).exec(&txn).await?;
    let after = serde_json::json!({"loans": loan_ids, "files_deleted": files.len()});
    audit::record(&txn, actor, "borrower.anonymise", "borrower", &borrower_id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(keys)
}
