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

/// Longest text any request field may carry, in characters: above every text column (the
/// longest is 500), so it only refuses what no form sends. Per-field limits are the fields' own
/// rules; this one also bounds what is stored inside JSON columns.
pub const INPUT_TEXT_MAX: usize = 1000;

/// The check every text of every request passes before anything reads it (body, query, path):
/// `invalid_characters` for a NUL (PostgreSQL cannot store it in text, and no form has one),
/// `value_too_long` past [`INPUT_TEXT_MAX`] characters.
pub fn check_input_text(text: &str) -> Result<(), &'static str> {
    if text.contains('\0') {
        Err("invalid_characters")
    } else if text.len() > INPUT_TEXT_MAX && text.chars().count() > INPUT_TEXT_MAX {
        Err("value_too_long")
    } else {
        Ok(())
    }
}

/// Fields whose form has its own texts, with (code when missing, code when of the wrong type or
/// an unknown choice). Keys match the end of a field path with list indexes left out
/// (`monthly_incomes.3.amount` is `monthly_incomes.amount`); the first match wins.
const FORM_CODES: &[(&str, &str, &str)] = &[
    ("email", "email_required", "email_invalid"),
    ("password", "password_required", "password_required"),
    ("password_confirmation", "password_confirmation_required", "password_confirmation_required"),
    ("full_name", "full_name_required", "full_name_required"),
    ("gender", "gender_required", "gender_required"),
    ("birth_place", "birth_place_required", "birth_place_required"),
    ("birth_date", "birth_date_required", "birth_date_required"),
    ("marital_status", "marital_status_required", "marital_status_required"),
    ("mother_name", "mother_name_required", "mother_name_required"),
    ("spouse_name", "spouse_name_required", "spouse_name_required"),
    ("emergency_contact.name", "emergency_name_required", "emergency_name_required"),
    ("emergency_contact.relation", "emergency_relation_required", "emergency_relation_required"),
    ("phone", "phone_invalid", "phone_invalid"),
    ("program_id", "program_required", "reference_unknown"),
    ("dealer_id", "dealer_required", "reference_unknown"),
    ("partner_id", "partner_required", "reference_unknown"),
    ("motorcycle_type_id", "motorcycle_type_required", "reference_unknown"),
    ("pic_id", "pic_invalid", "pic_invalid"),
    ("lender_id", "lender_unknown", "lender_unknown"),
    ("level", "level_invalid", "level_invalid"),
    ("status", "status_invalid", "status_invalid"),
    ("address", "address_required", "address_required"),
    ("postcode", "postcode_required", "postcode_invalid"),
    ("province_code", "province_required", "province_required"),
    ("city_code", "city_required", "city_required"),
    ("district_code", "district_required", "district_required"),
    ("sub_district_code", "sub_district_required", "sub_district_required"),
    ("kyc_schedule", "kyc_schedule_required", "kyc_schedule_required"),
    ("scheduled_at", "schedule_invalid", "schedule_invalid"),
    ("method", "kyc_method_required", "kyc_method_required"),
    ("ktp_number", "ktp_number_required", "nik_invalid"),
    ("kk_number", "kk_number_required", "kk_invalid"),
    ("sim_number", "sim_number_required", "sim_invalid"),
    ("spouse_ktp_number", "spouse_ktp_number_required", "nik_invalid"),
    ("ride_hailing_app", "ride_hailing_app_required", "ride_hailing_app_required"),
    ("service_months", "service_months_min", "service_months_min"),
    ("family_income.amount", "family_income_required", "family_income_required"),
    ("monthly_incomes.amount", "income_value_required", "income_value_required"),
    ("monthly_incomes.month", "income_month_required", "income_month_invalid"),
    ("monthly_incomes.year", "income_month_required", "income_month_invalid"),
    ("monthly_incomes", "income_months_min", "income_months_min"),
    ("reason", "delete_reason_required", "delete_reason_required"),
    ("loan_ids", "loan_ids_required", "loan_ids_required"),
];

/// The code to report for a field that is missing (`missing`) or that could not be read (a
/// wrong type, an unknown choice, an impossible date): the form's own code for that field when
/// it has one, so the API answers with the form's text; else `value_required` /
/// `invalid_value`. `field` is a dotted path (`emergency_contact.relation`,
/// `schedules.2.method`).
pub fn unreadable_field_code(field: &str, missing: bool) -> &'static str {
    let path: Vec<&str> = field.split('.').filter(|s| !s.is_empty() && !s.bytes().all(|b| b.is_ascii_digit())).collect();
    let path = path.join(".");
    let found =
        FORM_CODES.iter().find(|(key, _, _)| path == *key || path.strip_suffix(key).is_some_and(|head| head.ends_with('.')));
    match (found, missing) {
        (Some((_, code, _)), true) | (Some((_, _, code)), false) => code,
        (None, true) => "value_required",
        (None, false) => "invalid_value",
    }
}

/// A required text of at most `max` characters, trimmed. Codes: `required` when empty,
/// `too_long` past `max`, or [`check_input_text`]'s.
pub fn check_text(
    value: Option<&str>,
    max: usize,
    required: &'static str,
    too_long: &'static str,
) -> Result<String, &'static str> {
    let v = value.map(str::trim).unwrap_or_default();
    check_input_text(v)?;
    if v.is_empty() {
        Err(required)
    } else if v.chars().count() > max {
        Err(too_long)
    } else {
        Ok(v.to_owned())
    }
}

/// An optional text of at most `max` characters, trimmed; empty is `None`.
pub fn optional_text(value: Option<&str>, max: usize, too_long: &'static str) -> Result<Option<String>, &'static str> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => check_text(Some(v), max, too_long, too_long).map(Some),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_text_refuses_nul_and_overlong() {
        assert_eq!(check_input_text("Budi"), Ok(()));
        assert_eq!(check_input_text("Bu\0di"), Err("invalid_characters"));
        assert_eq!(check_input_text(&"é".repeat(INPUT_TEXT_MAX)), Ok(()), "characters, not bytes");
        assert_eq!(check_input_text(&"a".repeat(INPUT_TEXT_MAX + 1)), Err("value_too_long"));
    }

    #[test]
    fn unreadable_fields_get_the_form_codes() {
        assert_eq!(unreadable_field_code("gender", false), "gender_required");
        assert_eq!(unreadable_field_code("emergency_contact.relation", false), "emergency_relation_required");
        assert_eq!(unreadable_field_code("schedules.2.method", false), "kyc_method_required");
        assert_eq!(unreadable_field_code("monthly_incomes.3.amount", false), "income_value_required");
        assert_eq!(unreadable_field_code("family_income.amount", true), "family_income_required");
        assert_eq!(unreadable_field_code("email", true), "email_required");
        assert_eq!(unreadable_field_code("email", false), "email_invalid");
        // `name` alone is no form field: only the emergency contact's name is.
        assert_eq!(unreadable_field_code("name", false), "invalid_value");
        assert_eq!(unreadable_field_code("version", false), "invalid_value");
        assert_eq!(unreadable_field_code("version", true), "value_required");
        // A key matches whole segments only.
        assert_eq!(unreadable_field_code("prephone", false), "invalid_value");
    }

    #[test]
    fn every_form_code_has_texts() {
        for (key, missing, invalid) in FORM_CODES {
            for code in [missing, invalid] {
                assert!(crate::i18n::MESSAGES.iter().any(|(c, _, _)| c == code), "{key}: {code}");
            }
        }
    }
}
