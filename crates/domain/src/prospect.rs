//! The prospect/borrower account and the basic-info step (spec §3 "Borrower/prospect", §5).

use chrono::{Datelike, Months, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::ValidationErrors;

/// Maximum length of the full name as on the ID card (spec §9), in characters.
pub const FULL_NAME_MAX: usize = 180;
/// Maximum length of other free-text names (birth place, mother, spouse, contact), characters.
pub const NAME_MAX: usize = 180;
/// Minimum age on the day of application, in years (spec §9).
pub const MIN_AGE_YEARS: u32 = 17;
/// Earliest accepted birth year: born after 1900 (an earlier year is a typo, and far-off years
/// do not fit every database's date type).
pub const MIN_BIRTH_YEAR: i32 = 1901;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    Male,
    Female,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MaritalStatus {
    Married,
    Single,
    Divorce,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    Parent,
    Family,
    Friend,
}

/// Checks the full name: `full_name_required`, `full_name_too_long` (> 180 characters).
pub fn check_full_name(name: &str) -> Result<(), &'static str> {
    let name = name.trim();
    if name.is_empty() {
        Err("full_name_required")
    } else if name.chars().count() > FULL_NAME_MAX {
        Err("full_name_too_long")
    } else {
        Ok(())
    }
}

/// Checks the birth date against `today` (Asia/Jakarta): born in [`MIN_BIRTH_YEAR`] or later,
/// and the 17th birthday today or earlier. Errors: `birth_date_invalid`, `age_under_17`.
pub fn check_age(birth_date: NaiveDate, today: NaiveDate) -> Result<(), &'static str> {
    if birth_date.year() < MIN_BIRTH_YEAR {
        return Err("birth_date_invalid");
    }
    match birth_date.checked_add_months(Months::new(MIN_AGE_YEARS * 12)) {
        Some(adult) if adult <= today => Ok(()),
        _ => Err("age_under_17"),
    }
}

/// A required free-text field: `required_code` when blank, `text_too_long` past 180 characters.
pub fn check_text(value: Option<&str>, required_code: &'static str) -> Result<(), &'static str> {
    match value.map(str::trim) {
        None | Some("") => Err(required_code),
        Some(v) if v.chars().count() > NAME_MAX => Err("text_too_long"),
        Some(_) => Ok(()),
    }
}

/// The emergency contact (spec §3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct EmergencyContact {
    pub name: Option<String>,
    pub phone: Option<String>,
    pub relation: Option<Relation>,
}

/// The personal fields of the account and of the basic-info step, as received. Fields are
/// optional so that every missing one is reported, not just the first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct PersonalInfo {
    pub full_name: Option<String>,
    pub gender: Option<Gender>,
    pub birth_place: Option<String>,
    /// `YYYY-MM-DD`.
    pub birth_date: Option<NaiveDate>,
    pub marital_status: Option<MaritalStatus>,
    pub mother_name: Option<String>,
    pub spouse_name: Option<String>,
    #[serde(default)]
    pub emergency_contact: EmergencyContact,
}

impl PersonalInfo {
    /// Checks every personal rule of spec §5 into `errors`, and normalises the emergency phone.
    pub fn check(&mut self, today: NaiveDate, errors: &mut ValidationErrors) {
        errors.check("full_name", check_full_name(self.full_name.as_deref().unwrap_or("")));
        if self.gender.is_none() {
            errors.add("gender", "gender_required");
        }
        errors.check("birth_place", check_text(self.birth_place.as_deref(), "birth_place_required"));
        match self.birth_date {
            None => errors.add("birth_date", "birth_date_required"),
            Some(d) => errors.check("birth_date", check_age(d, today)),
        }
        match self.marital_status {
            None => errors.add("marital_status", "marital_status_required"),
            Some(MaritalStatus::Married) => {
                errors.check("spouse_name", check_text(self.spouse_name.as_deref(), "spouse_name_required"));
            }
            Some(_) => self.spouse_name = None,
        }
        errors.check("mother_name", check_text(self.mother_name.as_deref(), "mother_name_required"));
        let ec = &mut self.emergency_contact;
        errors.check("emergency_contact.name", check_text(ec.name.as_deref(), "emergency_name_required"));
        match ec.phone.as_deref().map(crate::phone::normalise_mobile) {
            Some(Ok(p)) => ec.phone = Some(p),
            _ => errors.add("emergency_contact.phone", "phone_invalid"),
        }
        if ec.relation.is_none() {
            errors.add("emergency_contact.relation", "emergency_relation_required");
        }
        self.full_name = self.full_name.as_ref().map(|n| n.trim().to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn seventeenth_birthday_today_passes_tomorrow_fails() {
        let today = d("2026-11-22");
        assert_eq!(check_age(d("2009-11-22"), today), Ok(()));
        assert_eq!(check_age(d("2009-11-23"), today), Err("age_under_17"));
        assert_eq!(check_age(d("1960-01-01"), today), Ok(()));
        // Born on 29 February: 17 on 28 February of a common year.
        assert_eq!(check_age(d("2008-02-29"), d("2025-02-28")), Ok(()));
        assert_eq!(check_age(d("2008-02-29"), d("2025-02-27")), Err("age_under_17"));
    }

    #[test]
    fn birth_year_after_1900() {
        let today = d("2026-11-22");
        assert_eq!(check_age(d("1901-01-01"), today), Ok(()));
        assert_eq!(check_age(d("1900-12-31"), today), Err("birth_date_invalid"));
        assert_eq!(check_age(NaiveDate::MIN, today), Err("birth_date_invalid"));
        assert_eq!(check_age(NaiveDate::MAX, today), Err("age_under_17"));
    }

    #[test]
    fn full_name_bounds() {
        assert_eq!(check_full_name(&"a".repeat(180)), Ok(()));
        assert_eq!(check_full_name(&"a".repeat(181)), Err("full_name_too_long"));
        assert_eq!(check_full_name(&"é".repeat(180)), Ok(()), "characters, not bytes");
        assert_eq!(check_full_name("   "), Err("full_name_required"));
    }

    #[test]
    fn spouse_is_required_only_when_married() {
        let mut p = PersonalInfo {
            full_name: Some("Budi".into()),
            gender: Some(Gender::Male),
            birth_place: Some("Bekasi".into()),
            birth_date: Some(d("1990-01-01")),
            marital_status: Some(MaritalStatus::Married),
            mother_name: Some("Sri".into()),
            spouse_name: None,
            emergency_contact: EmergencyContact {
                name: Some("Ani".into()),
                phone: Some("0812 1111 2222".into()),
                relation: Some(Relation::Family),
            },
        };
        let mut e = ValidationErrors::new();
        p.check(d("2026-11-22"), &mut e);
        assert_eq!(e.0.iter().map(|x| x.code).collect::<Vec<_>>(), ["spouse_name_required"]);
        assert_eq!(p.emergency_contact.phone.as_deref(), Some("+6281211112222"));
        p.marital_status = Some(MaritalStatus::Single);
        p.spouse_name = Some("x".into());
        let mut e = ValidationErrors::new();
        p.check(d("2026-11-22"), &mut e);
        assert!(e.is_empty());
        assert_eq!(p.spouse_name, None, "a spouse name is not kept for the unmarried");
    }
}
