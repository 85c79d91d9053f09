//! Batch import of prospects from a spreadsheet (issue 13; spec §2 "import batch (xls)", §5):
//! the template's columns, one row read into the form's own fields (the same rules then check
//! it as the form), duplicates inside one file, and the import's statuses.
//!
//! A file is read into rows of cell texts by the API (dates as `YYYY-MM-DD`, whole numbers
//! without a decimal point); everything after that is here and pure.

use std::collections::HashSet;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::{
    Lang, ValidationErrors,
    address::Address,
    i18n::text,
    prospect::{EmergencyContact, Gender, MaritalStatus, PersonalInfo, Relation},
};

/// Largest file accepted, in bytes (10 MiB).
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
/// Most data rows in one file.
pub const MAX_ROWS: usize = 20_000;

/// One template column: `key` names it in errors (`{row, field: key}`) and in the header's
/// message code (`import_col_{key}`); `field` is the form's field its rules report on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    pub key: &'static str,
    pub field: &'static str,
    /// The choices of a drop-down column, as message codes of their labels.
    pub choices: &'static [&'static str],
}

const fn col(key: &'static str, field: &'static str) -> Column {
    Column { key, field, choices: &[] }
}

const GENDERS: &[&str] = &["choice_male", "choice_female"];
const MARITAL: &[&str] = &["choice_single", "choice_married", "choice_divorce"];
const RELATIONS: &[&str] = &["choice_parent", "choice_family", "choice_friend"];

/// The template's columns in order: the prospect account (basic info) and the address step.
pub const COLUMNS: &[Column] = &[
    col("full_name", "full_name"),
    Column { key: "gender", field: "gender", choices: GENDERS },
    col("birth_place", "birth_place"),
    col("birth_date", "birth_date"),
    Column { key: "marital_status", field: "marital_status", choices: MARITAL },
    col("spouse_name", "spouse_name"),
    col("mother_name", "mother_name"),
    col("email", "email"),
    col("phone", "phone"),
    col("emergency_name", "emergency_contact.name"),
    col("emergency_phone", "emergency_contact.phone"),
    Column { key: "emergency_relation", field: "emergency_contact.relation", choices: RELATIONS },
    col("program", "program_id"),
    col("partner", "partner_id"),
    col("dealer", "dealer_id"),
    col("motorcycle_type", "motorcycle_type_id"),
    col("sales_name", "sales_name"),
    col("address", "residential.address"),
    col("postcode", "residential.postcode"),
    col("province_code", "residential.province_code"),
    col("city_code", "residential.city_code"),
    col("district_code", "residential.district_code"),
    col("sub_district_code", "residential.sub_district_code"),
];

/// The template column a form field's error belongs to (`program_id` → `program`), or the
/// field itself when no column has it.
pub fn column_of(field: &str) -> &str {
    COLUMNS.iter().find(|c| c.field == field).map_or(field, |c| c.key)
}

/// The position of column `key`.
fn index(key: &str) -> usize {
    COLUMNS.iter().position(|c| c.key == key).unwrap_or(usize::MAX)
}

/// A row as read: the form's fields, and the names of the chosen reference rows (the template
/// lists them by name), resolved by the caller.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImportedRow {
    pub personal: PersonalInfo,
    pub email: String,
    pub phone: String,
    pub program: String,
    pub partner: String,
    pub dealer: String,
    pub motorcycle_type: String,
    pub sales_name: Option<String>,
    /// The residential address; the KTP address is taken to be the same.
    pub address: Address,
}

impl ImportedRow {
    /// Reads the cells of one row (in [`COLUMNS`] order; missing cells are blank). A choice or
    /// date that cannot be read is recorded on its column's field (`gender_required`,
    /// `birth_date_invalid`, …); every other rule is the form's, checked afterwards.
    pub fn read(cells: &[String], errors: &mut ValidationErrors) -> ImportedRow {
        let cell = |key: &str| cells.get(index(key)).map_or("", |s| s.trim());
        let opt = |key: &str| Some(cell(key).to_owned()).filter(|s| !s.is_empty());
        let birth_date = match cell("birth_date") {
            "" => None,
            s => {
                let d = parse_date(s);
                if d.is_none() {
                    errors.add("birth_date", "birth_date_invalid");
                }
                d
            }
        };
        let gender = choice(cell("gender"), GENDERS).and_then(|i| [Gender::Male, Gender::Female].get(i).copied());
        let marital_status = choice(cell("marital_status"), MARITAL)
            .and_then(|i| [MaritalStatus::Single, MaritalStatus::Married, MaritalStatus::Divorce].get(i).copied());
        let relation = choice(cell("emergency_relation"), RELATIONS)
            .and_then(|i| [Relation::Parent, Relation::Family, Relation::Friend].get(i).copied());
        for (key, field, code, read) in [
            ("gender", "gender", "gender_required", gender.is_some()),
            ("marital_status", "marital_status", "marital_status_required", marital_status.is_some()),
            ("emergency_relation", "emergency_contact.relation", "emergency_relation_required", relation.is_some()),
        ] {
            // A blank choice is the form's "required"; an unreadable one is reported here.
            if !read && !cell(key).is_empty() {
                errors.add(field, code);
            }
        }
        ImportedRow {
            personal: PersonalInfo {
                full_name: opt("full_name"),
                gender,
                birth_place: opt("birth_place"),
                birth_date,
                marital_status,
                mother_name: opt("mother_name"),
                spouse_name: opt("spouse_name"),
                emergency_contact: EmergencyContact {
                    name: opt("emergency_name"),
                    phone: opt("emergency_phone").map(|p| mobile_digits(&p)),
                    relation,
                },
            },
            email: cell("email").to_owned(),
            phone: mobile_digits(cell("phone")),
            program: cell("program").to_owned(),
            partner: cell("partner").to_owned(),
            dealer: cell("dealer").to_owned(),
            motorcycle_type: cell("motorcycle_type").to_owned(),
            sales_name: opt("sales_name"),
            address: Address {
                address: opt("address"),
                postcode: opt("postcode"),
                province_code: opt("province_code"),
                city_code: opt("city_code"),
                district_code: opt("district_code"),
                sub_district_code: opt("sub_district_code"),
            },
        }
    }
}

/// A spreadsheet keeps `0812…` typed as a number as `812…`: the leading zero is put back so the
/// form's phone rule reads it.
fn mobile_digits(s: &str) -> String {
    if s.starts_with('8') && s.chars().all(|c| c.is_ascii_digit()) { format!("0{s}") } else { s.to_owned() }
}

/// A date as staff type it: `YYYY-MM-DD`, `DD/MM/YYYY` or `DD-MM-YYYY`.
pub fn parse_date(s: &str) -> Option<NaiveDate> {
    ["%Y-%m-%d", "%d/%m/%Y", "%d-%m-%Y"].iter().find_map(|f| NaiveDate::parse_from_str(s.trim(), f).ok())
}

/// The position in `choices` of `s`: a choice's label in either language or its code
/// (`choice_male` → `male`), case-insensitively.
fn choice(s: &str, choices: &[&str]) -> Option<usize> {
    let s = s.trim().to_lowercase();
    if s.is_empty() {
        return None;
    }
    choices.iter().position(|c| {
        c.strip_prefix("choice_") == Some(s.as_str()) || [Lang::En, Lang::Id].iter().any(|l| text(c, *l).to_lowercase() == s)
    })
}

/// The labels of a column's choices in `lang` (the template's drop-down).
pub fn choice_labels(column: &Column, lang: Lang) -> Vec<&'static str> {
    column.choices.iter().map(|c| text(c, lang)).collect()
}

/// The e-mails and phones seen so far in a file, read in row order: a later row with one of
/// them is a duplicate inside the file (the first occurrence stays valid). Values are compared
/// as normalised by the caller; blanks are ignored.
#[derive(Debug, Default)]
pub struct FileDuplicates {
    emails: HashSet<String>,
    phones: HashSet<String>,
}

impl FileDuplicates {
    /// Records the next row's e-mail and phone and answers the field and code of each that an
    /// earlier row has (`email_duplicate_in_file`, `phone_duplicate_in_file`).
    pub fn see(&mut self, email: &str, phone: &str) -> Vec<(&'static str, &'static str)> {
        let mut found = Vec::new();
        if !email.is_empty() && !self.emails.insert(email.to_owned()) {
            found.push(("email", "email_duplicate_in_file"));
        }
        if !phone.is_empty() && !self.phones.insert(phone.to_owned()) {
            found.push(("phone", "phone_duplicate_in_file"));
        }
        found
    }
}

crate::pipeline::status::status_enum! {
    /// Where an import stands (DESIGN §3): `checking` → `checked` → `importing` → `done`; a
    /// checked import may be `cancelled`; `failed` when the file could not be worked through.
    ImportStatus { Checking, Checked, Importing, Done, Failed, Cancelled }
}

impl ImportStatus {
    /// The status named `s` (its `snake_case` name), if any.
    pub fn parse(s: &str) -> Option<ImportStatus> {
        s.parse().ok()
    }

    /// Whether a background job still works on it (a restart picks it up again).
    pub fn running(self) -> bool {
        matches!(self, ImportStatus::Checking | ImportStatus::Importing)
    }
}

/// What staff may do with an import now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ImportAction {
    /// Create the valid rows.
    Commit,
    Cancel,
    /// The file's rows with an error column.
    DownloadErrors,
}

/// The actions open on an import with `rows_valid` valid and `rows_invalid` invalid rows.
pub fn allowed_actions(status: ImportStatus, rows_valid: i32, rows_invalid: i32) -> Vec<ImportAction> {
    let mut actions = Vec::new();
    if status == ImportStatus::Checked {
        if rows_valid > 0 {
            actions.push(ImportAction::Commit);
        }
        actions.push(ImportAction::Cancel);
    }
    if rows_invalid > 0 && !matches!(status, ImportStatus::Checking | ImportStatus::Failed) {
        actions.push(ImportAction::DownloadErrors);
    }
    actions
}

/// Why an import action is refused: the message code; [`ImportRefusal::conflict`] says 409
/// (the import's state) rather than 422.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportRefusal {
    pub code: &'static str,
    pub conflict: bool,
}

/// Whether the valid rows may be created now. Errors: `import_not_checked` (409: still
/// checking, already imported or cancelled), `import_nothing_valid` (422).
pub fn check_commit(status: ImportStatus, rows_valid: i32) -> Result<(), ImportRefusal> {
    if status != ImportStatus::Checked {
        return Err(ImportRefusal { code: "import_not_checked", conflict: true });
    }
    if rows_valid == 0 {
        return Err(ImportRefusal { code: "import_nothing_valid", conflict: false });
    }
    Ok(())
}

/// Whether the import may be cancelled. Errors: `import_not_cancellable` (409) unless checked.
pub fn check_cancel(status: ImportStatus) -> Result<(), ImportRefusal> {
    if status == ImportStatus::Checked { Ok(()) } else { Err(ImportRefusal { code: "import_not_cancellable", conflict: true }) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(pairs: &[(&str, &str)]) -> Vec<String> {
        let mut row = vec![String::new(); COLUMNS.len()];
        for (k, v) in pairs {
            row[index(k)] = (*v).to_owned();
        }
        row
    }

    #[test]
    fn reads_labels_in_either_language_and_codes() {
        let mut e = ValidationErrors::new();
        let r = ImportedRow::read(
            &cells(&[("gender", "Perempuan"), ("marital_status", "married"), ("emergency_relation", "TEMAN")]),
            &mut e,
        );
        assert_eq!(r.personal.gender, Some(Gender::Female));
        assert_eq!(r.personal.marital_status, Some(MaritalStatus::Married));
        assert_eq!(r.personal.emergency_contact.relation, Some(Relation::Friend));
        assert!(e.is_empty(), "{e:?}");
    }

    #[test]
    fn an_unreadable_choice_or_date_names_its_field_and_a_blank_one_is_left_to_the_form() {
        let mut e = ValidationErrors::new();
        ImportedRow::read(&cells(&[("gender", "x"), ("birth_date", "31/02/1990")]), &mut e);
        let fields: Vec<(&str, &str)> = e.0.iter().map(|f| (f.field.as_str(), f.code)).collect();
        assert_eq!(fields, [("birth_date", "birth_date_invalid"), ("gender", "gender_required")]);
    }

    #[test]
    fn dates_and_phones_as_spreadsheets_hold_them() {
        assert_eq!(parse_date("1990-05-17"), NaiveDate::from_ymd_opt(1990, 5, 17));
        assert_eq!(parse_date("17/05/1990"), NaiveDate::from_ymd_opt(1990, 5, 17));
        assert_eq!(parse_date("17-05-1990"), NaiveDate::from_ymd_opt(1990, 5, 17));
        assert_eq!(parse_date("1990/05/17"), None);
        let mut e = ValidationErrors::new();
        let r = ImportedRow::read(&cells(&[("phone", "81234567890"), ("emergency_phone", "+6281234567891")]), &mut e);
        assert_eq!(r.phone, "081234567890");
        assert_eq!(r.personal.emergency_contact.phone.as_deref(), Some("+6281234567891"));
    }

    #[test]
    fn later_duplicates_are_flagged_not_the_first() {
        let mut seen = FileDuplicates::default();
        assert_eq!(seen.see("a@x.id", "+62811"), []);
        assert_eq!(seen.see("b@x.id", "+62811"), [("phone", "phone_duplicate_in_file")]);
        assert_eq!(seen.see("a@x.id", "+62812"), [("email", "email_duplicate_in_file")]);
        assert_eq!(seen.see("", ""), []);
        assert_eq!(seen.see("", ""), []);
    }

    #[test]
    fn errors_land_on_template_columns() {
        assert_eq!(column_of("program_id"), "program");
        assert_eq!(column_of("residential.city_code"), "city_code");
        assert_eq!(column_of("emergency_contact.phone"), "emergency_phone");
        assert_eq!(column_of("file"), "file");
    }

    #[test]
    fn commit_only_once_checked_with_valid_rows() {
        assert_eq!(check_commit(ImportStatus::Checked, 3), Ok(()));
        assert_eq!(check_commit(ImportStatus::Checked, 0).unwrap_err().code, "import_nothing_valid");
        for s in [ImportStatus::Checking, ImportStatus::Importing, ImportStatus::Done, ImportStatus::Cancelled] {
            assert!(check_commit(s, 3).unwrap_err().conflict, "{s:?}");
        }
        assert!(check_cancel(ImportStatus::Done).is_err());
        assert_eq!(
            allowed_actions(ImportStatus::Checked, 2, 1),
            [ImportAction::Commit, ImportAction::Cancel, ImportAction::DownloadErrors]
        );
        assert_eq!(allowed_actions(ImportStatus::Done, 2, 0), []);
    }

    #[test]
    fn every_column_and_choice_has_both_languages() {
        for c in COLUMNS {
            let code = format!("import_col_{}", c.key);
            assert_ne!(text(&code, Lang::En), text("no_such_code", Lang::En), "{code}");
            for choice in c.choices {
                assert_ne!(text(choice, Lang::Id), text("no_such_code", Lang::Id), "{choice}");
            }
        }
        for s in ["checking", "checked", "importing", "done", "failed", "cancelled"] {
            assert_eq!(ImportStatus::parse(s).map(ImportStatus::as_str), Some(s));
        }
    }
}
