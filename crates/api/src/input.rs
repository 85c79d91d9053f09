//! Body inputs every area reads the same way: reasons and notes (trimmed, at most
//! [`REASON_MAX`] characters).

use domain::ValidationErrors;

use crate::error::{ApiError, ApiResult};

/// Longest reason or note, characters (`varchar(500)` columns).
pub const REASON_MAX: usize = 500;

/// A required reason (reject, KYC rejection): trimmed, 1–500 characters.
/// Errors: 422 `reason_required` / `reason_too_long` on `field`.
pub fn required_reason(field: &str, text: Option<&str>) -> ApiResult<String> {
    let mut errors = ValidationErrors::new();
    let text = optional_text(field, text, &mut errors);
    match text {
        Some(t) if errors.is_empty() => Ok(t),
        _ => {
            if errors.is_empty() {
                errors.add(field, "reason_required");
            }
            Err(ApiError::Validation(errors))
        }
    }
}

/// An optional note: trimmed, blank is `None`, at most 500 characters (`reason_too_long`).
pub fn optional_text(field: &str, text: Option<&str>, errors: &mut ValidationErrors) -> Option<String> {
    let t = text.map(str::trim).filter(|t| !t.is_empty())?;
    if t.chars().count() > REASON_MAX {
        errors.add(field, "reason_too_long");
        return None;
    }
    Some(t.to_owned())
}
