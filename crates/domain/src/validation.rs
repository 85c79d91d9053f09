//! Field-level validation errors with stable codes (DESIGN §3: `errors: [{field, code, message}]`).

use serde::Serialize;

/// One failed rule on one field. `code` is stable (tests and the web app rely on it); the
/// message is looked up in [`crate::i18n::text`] in the caller's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldError {
    pub field: String,
    pub code: &'static str,
}

/// All failed rules of one request, in field order. Empty means valid.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ValidationErrors(pub Vec<FieldError>);

impl ValidationErrors {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records `code` on `field` (nested fields use dots, `emergency_contact.phone`).
    pub fn add(&mut self, field: impl Into<String>, code: &'static str) {
        self.0.push(FieldError { field: field.into(), code });
    }

    /// Records the error of a rule's result, if any.
    pub fn check(&mut self, field: &str, result: Result<(), &'static str>) {
        if let Err(code) = result {
            self.add(field, code);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(())` when nothing failed, otherwise the errors.
    pub fn into_result(self) -> Result<(), ValidationErrors> {
        if self.is_empty() { Ok(()) } else { Err(self) }
    }
}
