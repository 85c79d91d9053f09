//! Batch imports of prospects (issue 13): the import, its rows, their check results and the
//! prospects created from them. Every status change is a guarded `UPDATE … WHERE status = from`
//! so two staff (or a restart and a request) never run one import's step twice; a row's
//! `loan_id` is set in the transaction that creates its prospect, so a resumed commit skips it.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, ExprTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, sea_query::Expr,
};
use uuid::Uuid;

use super::{
    audit::{self, Actor},
    loans::{NewProspect, write::insert_prospects},
};
use crate::{
    StoreError,
    entity::{loan_import, loan_import_row},
};
use domain::batch_import::ImportStatus;

/// Rows inserted per statement (well under SQLite's bound-variable limit).
const INSERT_CHUNK: usize = 500;

/// A file read into rows, to be stored as a new import.
#[derive(Debug, Clone)]
pub struct NewImport {
    pub file_name: String,
    /// Hex SHA-256 of the file's bytes.
    pub file_sha256: String,
    /// `(spreadsheet row number, cells)`.
    pub rows: Vec<(i32, Vec<String>)>,
}

/// One row's check result: the template column and message code of each failure (empty: valid).
pub type RowErrors = Vec<(String, String)>;

/// Stores a new import (status `checking`) with its rows and an audit row, in one transaction.
pub async fn create(db: &DatabaseConnection, actor: &Actor, new: NewImport) -> Result<loan_import::Model, DbErr> {
    let now = super::now();
    let id = Uuid::now_v7();
    let total = i32::try_from(new.rows.len()).unwrap_or(i32::MAX);
    let txn = crate::begin_write(db).await?;
    let import = loan_import::ActiveModel {
        id: Set(id),
        file_name: Set(new.file_name.clone()),
        file_sha256: Set(new.file_sha256.clone()),
        status: Set(ImportStatus::Checking.as_str().to_owned()),
        rows_total: Set(total),
        rows_checked: Set(0),
        rows_valid: Set(0),
        rows_invalid: Set(0),
        rows_created: Set(0),
        created_at: Set(now),
        created_by: Set(actor.user_id),
        updated_at: Set(now),
    }
    .insert(&txn)
    .await?;
    for chunk in new.rows.chunks(INSERT_CHUNK) {
        let models = chunk.iter().map(|(n, cells)| loan_import_row::ActiveModel {
            import_id: Set(id),
            row_number: Set(*n),
            cells: Set(serde_json::json!(cells)),
            checked: Set(false),
            errors: Set(None),
            loan_id: Set(None),
        });
        loan_import_row::Entity::insert_many(models).exec(&txn).await?;
    }
    let after = serde_json::json!({"file_name": new.file_name, "sha256": new.file_sha256, "rows": total});
    audit::record(&txn, actor, "loan_application.import_upload", "loan_import", &id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(import)
}

/// One import.
pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<loan_import::Model>, DbErr> {
    loan_import::Entity::find_by_id(id).one(db).await
}

/// Imports newest first, `limit` after `cursor` (an import id), and the total.
pub async fn recent(
    db: &impl ConnectionTrait,
    limit: u64,
    cursor: Option<Uuid>,
) -> Result<(Vec<loan_import::Model>, Option<Uuid>, u64), DbErr> {
    let mut q = loan_import::Entity::find().order_by_desc(loan_import::Column::Id);
    if let Some(c) = cursor {
        q = q.filter(loan_import::Column::Id.lt(c));
    }
    let mut rows = q.limit(limit + 1).all(db).await?;
    let next = if rows.len() as u64 > limit {
        rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        rows.last().map(|r| r.id)
    } else {
        None
    };
    let total = loan_import::Entity::find().count(db).await?;
    Ok((rows, next, total))
}

/// Imports a background job was working on (`checking`, `importing`): a restart resumes them.
pub async fn running(db: &impl ConnectionTrait) -> Result<Vec<loan_import::Model>, DbErr> {
    loan_import::Entity::find()
        .filter(loan_import::Column::Status.is_in([ImportStatus::Checking.as_str(), ImportStatus::Importing.as_str()]))
        .all(db)
        .await
}

/// Moves the import from `from` to `to`. Answers whether it moved (false: it was not in `from`,
/// someone else moved it first).
pub async fn set_status(db: &impl ConnectionTrait, id: Uuid, from: ImportStatus, to: ImportStatus) -> Result<bool, DbErr> {
    let res = loan_import::Entity::update_many()
        .col_expr(loan_import::Column::Status, Expr::value(to.as_str()))
        .col_expr(loan_import::Column::UpdatedAt, Expr::value(super::now()))
        .filter(loan_import::Column::Id.eq(id))
        .filter(loan_import::Column::Status.eq(from.as_str()))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// Rows of the import after row number `after`, at most `limit`, in row order: the unchecked
/// ones (`Unchecked`), those with errors (`Invalid`), or every row (`All`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowFilter {
    Unchecked,
    Invalid,
    /// Checked valid and not created yet.
    ToCreate,
    All,
}

pub async fn rows(
    db: &impl ConnectionTrait,
    id: Uuid,
    filter: RowFilter,
    after: i32,
    limit: u64,
) -> Result<Vec<loan_import_row::Model>, DbErr> {
    use loan_import_row::Column as C;
    let mut q = loan_import_row::Entity::find().filter(C::ImportId.eq(id)).filter(C::RowNumber.gt(after));
    q = match filter {
        RowFilter::Unchecked => q.filter(C::Checked.eq(false)),
        RowFilter::Invalid => q.filter(C::Checked.eq(true)).filter(C::Errors.is_not_null()),
        RowFilter::ToCreate => q.filter(C::Checked.eq(true)).filter(C::Errors.is_null()).filter(C::LoanId.is_null()),
        RowFilter::All => q,
    };
    q.order_by_asc(C::RowNumber).limit(limit).all(db).await
}

/// Stores the check results of some rows and adds them to the import's counters, in one
/// transaction; once every row is checked the import becomes `checked`. Rows checked already
/// are left as they are (a resumed check never counts a row twice).
pub async fn record_checks(db: &DatabaseConnection, id: Uuid, results: Vec<(i32, RowErrors)>) -> Result<(), DbErr> {
    use loan_import_row::Column as C;
    let txn = crate::begin_write(db).await?;
    let (ok, failed): (Vec<_>, Vec<_>) = results.into_iter().partition(|(_, errors)| errors.is_empty());
    // The valid rows (most of a file) in one statement per chunk; each invalid row with its errors.
    let mut valid = 0i32;
    for chunk in ok.chunks(INSERT_CHUNK) {
        let res = loan_import_row::Entity::update_many()
            .col_expr(C::Checked, Expr::value(true))
            .col_expr(C::Errors, Expr::value(Option::<serde_json::Value>::None))
            .filter(C::ImportId.eq(id))
            .filter(C::RowNumber.is_in(chunk.iter().map(|(row, _)| *row)))
            .filter(C::Checked.eq(false))
            .exec(&txn)
            .await?;
        valid += i32::try_from(res.rows_affected).unwrap_or(i32::MAX);
    }
    let mut invalid = 0i32;
    for (row, errors) in failed {
        let json = serde_json::Value::Array(
            errors.into_iter().map(|(field, code)| serde_json::json!({"field": field, "code": code})).collect(),
        );
        let res = loan_import_row::Entity::update_many()
            .col_expr(C::Checked, Expr::value(true))
            .col_expr(C::Errors, Expr::value(Some(json)))
            .filter(C::ImportId.eq(id))
            .filter(C::RowNumber.eq(row))
            .filter(C::Checked.eq(false))
            .exec(&txn)
            .await?;
        invalid += i32::try_from(res.rows_affected).unwrap_or(i32::MAX);
    }
    bump(&txn, id, valid + invalid, valid, invalid, 0).await?;
    // The last rows checked: the import waits for staff to commit or cancel.
    loan_import::Entity::update_many()
        .col_expr(loan_import::Column::Status, Expr::value(ImportStatus::Checked.as_str()))
        .filter(loan_import::Column::Id.eq(id))
        .filter(loan_import::Column::Status.eq(ImportStatus::Checking.as_str()))
        .filter(Expr::col(loan_import::Column::RowsChecked).gte(Expr::col(loan_import::Column::RowsTotal)))
        .exec(&txn)
        .await?;
    txn.commit().await
}

/// Adds to the import's counters.
async fn bump(db: &impl ConnectionTrait, id: Uuid, checked: i32, valid: i32, invalid: i32, created: i32) -> Result<(), DbErr> {
    use loan_import::Column as C;
    loan_import::Entity::update_many()
        .col_expr(C::RowsChecked, Expr::col(C::RowsChecked).add(checked))
        .col_expr(C::RowsValid, Expr::col(C::RowsValid).add(valid))
        .col_expr(C::RowsInvalid, Expr::col(C::RowsInvalid).add(invalid))
        .col_expr(C::RowsCreated, Expr::col(C::RowsCreated).add(created))
        .col_expr(C::UpdatedAt, Expr::value(super::now()))
        .filter(C::Id.eq(id))
        .exec(db)
        .await
        .map(|_| ())
}

/// Creates the prospects of some valid rows in one transaction: each borrower, loan, counter
/// and audit row, the row's `loan_id` and the import's `rows_created`. Errors:
/// [`StoreError::Unique`] when an e-mail or phone was taken since the check (nothing of the
/// batch is kept; the caller tries the rows one by one), [`StoreError::Conflict`] when a row
/// was created already (a concurrent commit).
pub async fn create_prospects(
    db: &DatabaseConnection,
    actor: &Actor,
    id: Uuid,
    prospects: Vec<(i32, NewProspect)>,
) -> Result<usize, StoreError> {
    let txn = crate::begin_write(db).await?;
    let n = prospects.len();
    let (rows, news): (Vec<i32>, Vec<NewProspect>) = prospects.into_iter().unzip();
    let opened = insert_prospects(&txn, actor, news, domain::pipeline::LoanEvent::Import).await?;
    // Each row's `loan_id`, a statement per chunk; a row that has one already (a concurrent
    // commit created it) leaves the count short and undoes the batch.
    let backend = txn.get_database_backend();
    let pairs: Vec<(i32, Uuid)> = rows.into_iter().zip(opened.iter().map(|o| o.loan_id)).collect();
    for chunk in pairs.chunks(INSERT_CHUNK) {
        let mut values: Vec<sea_orm::Value> = vec![id.into()];
        for (row, loan_id) in chunk {
            values.push((*row).into());
            values.push((*loan_id).into());
        }
        let first = if backend == sea_orm::DatabaseBackend::Postgres { "$1" } else { "?" };
        let sql = format!(
            "WITH v(row_number, loan_id) AS (VALUES {}) \
             UPDATE loan_import_rows SET loan_id = v.loan_id FROM v \
             WHERE loan_import_rows.import_id = {first} AND loan_import_rows.row_number = v.row_number \
             AND loan_import_rows.loan_id IS NULL",
            crate::repo::values_placeholders(backend, chunk.len(), 2, 2)
        );
        // SQLite binds in text order: the VALUES come before the import id there.
        if backend != sea_orm::DatabaseBackend::Postgres {
            values.rotate_left(1);
        }
        let res = txn.execute_raw(sea_orm::Statement::from_sql_and_values(backend, sql, values)).await?;
        if res.rows_affected() != chunk.len() as u64 {
            return Err(StoreError::Conflict);
        }
    }
    bump(&txn, id, 0, 0, 0, i32::try_from(n).unwrap_or(i32::MAX)).await?;
    txn.commit().await?;
    Ok(n)
}

/// Marks a valid row invalid after all (its e-mail or phone was taken between the check and the
/// commit), moving it from the valid to the invalid count.
pub async fn reject_row(db: &DatabaseConnection, id: Uuid, row: i32, errors: RowErrors) -> Result<(), DbErr> {
    use loan_import_row::Column as C;
    let txn = crate::begin_write(db).await?;
    let json = serde_json::Value::Array(
        errors.into_iter().map(|(field, code)| serde_json::json!({"field": field, "code": code})).collect(),
    );
    let res = loan_import_row::Entity::update_many()
        .col_expr(C::Errors, Expr::value(json))
        .filter(C::ImportId.eq(id))
        .filter(C::RowNumber.eq(row))
        .filter(C::LoanId.is_null())
        .exec(&txn)
        .await?;
    if res.rows_affected == 1 {
        bump(&txn, id, 0, -1, 1, 0).await?;
    }
    txn.commit().await
}

/// Ends a commit: `importing` → `done`, with an audit row of what was created.
pub async fn finish(db: &DatabaseConnection, actor: &Actor, id: Uuid) -> Result<(), DbErr> {
    let txn = crate::begin_write(db).await?;
    if set_status(&txn, id, ImportStatus::Importing, ImportStatus::Done).await?
        && let Some(i) = find(&txn, id).await?
    {
        let after = serde_json::json!({"rows_created": i.rows_created, "rows_invalid": i.rows_invalid});
        audit::record(&txn, actor, "loan_application.import_commit", "loan_import", &id.to_string(), None, Some(after)).await?;
    }
    txn.commit().await
}
