//! Reading a loan for a change: by loan ID, with the error a caller should see.

use sea_orm::ConnectionTrait;
use storage::{entity::loan, repo::loans};

use crate::error::{ApiError, ApiResult};

/// The loan with this loan ID (deleted ones too: their actions answer 409, not 404).
/// Errors: 404.
pub async fn by_code(db: &impl ConnectionTrait, loan_id: &str) -> ApiResult<loan::Model> {
    loans::find_by_code(db, loan_id).await?.ok_or(ApiError::NotFound)
}

/// Checks the version a caller last read, when it sent one. Errors: 409 `conflict`.
pub fn check_version(l: &loan::Model, expected: Option<i32>) -> ApiResult<()> {
    match expected {
        Some(v) if v != l.version => Err(ApiError::Conflict("conflict")),
        _ => Ok(()),
    }
}
