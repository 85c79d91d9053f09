//! Loan products as data (issue 41 item 7, DESIGN §3 "Programs"): the terms of a financing
//! program as level 21 enters them, checked here once for the create, the update and the
//! preview of the effective rate.
//!
//! A program states its tenor once, as `tenure_count` installments of its
//! `installment_frequency` (issue 41 item 2). Its names may describe that tenor, and then must
//! agree with it: see [`name_disagrees`].

use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    ValidationErrors,
    pipeline::status::status_enum,
    terms::{Frequency, MAX_PRICE},
    validation::check_input_text,
};

status_enum! {
    /// What a program finances: a loan, or rent-to-own (the borrower owns the unit at the end).
    ProgramKind { Loan, RentToOwn }
}

/// Shortest and longest program name (English or Indonesian), in characters.
pub const NAME_LEN: std::ops::RangeInclusive<usize> = 2..=120;
/// Shortest and longest program code, in characters (the column holds 32).
pub const CODE_LEN: std::ops::RangeInclusive<usize> = 2..=32;
/// Most installments a program may have (ten years of daily installments).
pub const TENURE_MAX: i32 = 3650;
/// Longest tenor, in years, whatever the frequency (3650 monthly installments are no product).
pub const TENOR_YEARS_MAX: i64 = 10;
/// Most days for the first payment, the grace before a late fee: a year.
pub const DAYS_MAX: i32 = 365;
/// A share in basis points: 0 to 100 %.
pub const BP_MAX: i64 = 10_000;

/// A program as entered (`POST /api/v1/programs`, `PUT …/{program_id}`, `POST …/preview`).
/// Every field is optional here so that a missing one is a field error, not an unreadable body.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct ProgramDraft {
    /// 2–32 of `A–Z 0–9 -`, starting with a letter or digit; lower case is raised.
    pub code: Option<String>,
    /// English name, 2–120 characters.
    pub name: Option<String>,
    /// Indonesian name, 2–120 characters; empty: the English one.
    pub name_id: Option<String>,
    /// `loan` or `rent_to_own`.
    pub kind: Option<String>,
    /// `daily`, `weekly` or `monthly`.
    pub installment_frequency: Option<String>,
    /// Number of installments, 1–3650, at most ten years of the frequency.
    pub tenure_count: Option<i32>,
    /// Down payment, basis points of the vehicle price, 0–9999.
    pub down_payment_bp: Option<i64>,
    /// Flat interest, basis points a year, 0–10000.
    pub flat_rate_bp: Option<i64>,
    /// Administration fee paid with the first payment, rupiah, 0–10,000,000,000.
    pub admin_fee: Option<i64>,
    /// Whether loans under it get an offering letter; default `false`.
    pub needs_offering_letter: Option<bool>,
    /// Days after KYC approval the first payment falls due, 0–365.
    pub first_payment_days: Option<i32>,
    /// Late fee, basis points of the overdue amount per day past the grace, 0–10000.
    pub late_fee_bp_per_day: Option<i64>,
    /// Days after a due date before the late fee starts, 0–365.
    pub late_fee_grace_days: Option<i32>,
    /// Cap on one installment's late fee, basis points of the installment, 0–10000.
    pub late_fee_cap_bp: Option<i64>,
    /// Fee to settle early, basis points of the outstanding principal, 0–10000.
    pub early_settlement_fee_bp: Option<i64>,
    /// Whether it takes new applications; default `true`. `false` retires it.
    pub active: Option<bool>,
}

/// A program's terms, checked ([`ProgramDraft::check`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramFields {
    /// Upper case.
    pub code: String,
    pub name: String,
    pub name_id: Option<String>,
    pub kind: ProgramKind,
    pub installment_frequency: Frequency,
    pub tenure_count: i32,
    pub down_payment_bp: i64,
    pub flat_rate_bp: i64,
    /// Rupiah.
    pub admin_fee: i64,
    pub needs_offering_letter: bool,
    pub first_payment_days: i32,
    pub late_fee_bp_per_day: i64,
    pub late_fee_grace_days: i32,
    pub late_fee_cap_bp: i64,
    pub early_settlement_fee_bp: i64,
    pub active: bool,
}

/// A program code: 2–32 of `A–Z 0–9 -`, starting with a letter or digit; lower case is raised.
/// Code: `program_code_invalid`.
pub fn normalise_code(value: &str) -> Result<String, &'static str> {
    let v = value.trim().to_ascii_uppercase();
    let ok = CODE_LEN.contains(&v.len())
        && v.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
        && v.chars().next().is_some_and(|c| c.is_ascii_alphanumeric());
    if ok { Ok(v) } else { Err("program_code_invalid") }
}

/// A name of [`NAME_LEN`] characters, trimmed. Codes: `program_name_invalid`, or
/// [`check_input_text`]'s.
fn check_name(value: &str) -> Result<String, &'static str> {
    let v = value.trim();
    check_input_text(v)?;
    if NAME_LEN.contains(&v.chars().count()) { Ok(v.to_owned()) } else { Err("program_name_invalid") }
}

/// The unit a name states a tenor in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TenorUnit {
    Day,
    Week,
    Month,
    Year,
}

/// The unit a word names, in English or Indonesian (`18 months`, `18 bulan`, `2 tahun`).
fn unit_of(word: &str) -> Option<TenorUnit> {
    match word.to_lowercase().as_str() {
        "day" | "days" | "hari" => Some(TenorUnit::Day),
        "week" | "weeks" | "minggu" | "pekan" => Some(TenorUnit::Week),
        "month" | "months" | "bulan" => Some(TenorUnit::Month),
        "year" | "years" | "tahun" => Some(TenorUnit::Year),
        _ => None,
    }
}

/// Whether a name states a tenor that is not the program's `tenure_count` installments of
/// `frequency` (issue 41 item 2: "its name never disagrees with it").
///
/// The rule, kept simple: a tenor stated in a name is a whole number followed by a unit word,
/// `<n> day(s)|week(s)|month(s)|year(s)` or `<n> hari|minggu|pekan|bulan|tahun` (separated by
/// a space or a hyphen: "18-month"; punctuation around either word is ignored). Each one must name the installments in the frequency's own
/// period (days when daily, weeks when weekly, months when monthly) with `n = tenure_count`, or
/// whole years with `n × periods a year = tenure_count` ([`Frequency::per_year`], the same
/// year as the interest's). Anything else disagrees: "18 months" on 540 daily installments is
/// refused (540 days are not 18 months at 365 a year); "540 days" and, for 104 weekly ones,
/// "2 years" agree. A name stating no tenor agrees with every count.
pub fn name_disagrees(name: &str, frequency: Frequency, tenure_count: i32) -> bool {
    let words: Vec<&str> = name.split(|c: char| c.is_whitespace() || c == '-').filter(|w| !w.is_empty()).collect();
    let count = i64::from(tenure_count);
    words.windows(2).any(|pair| {
        let bare = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_owned();
        let (Ok(n), Some(unit)) = (bare(pair[0]).parse::<i64>(), unit_of(&bare(pair[1]))) else { return false };
        let own = match frequency {
            Frequency::Daily => TenorUnit::Day,
            Frequency::Weekly => TenorUnit::Week,
            Frequency::Monthly => TenorUnit::Month,
        };
        let agrees = if unit == own {
            n == count
        } else if unit == TenorUnit::Year {
            n.checked_mul(frequency.per_year()) == Some(count)
        } else {
            false
        };
        !agrees
    })
}

/// A required whole number within `range`: `value_required` when absent, `invalid` outside.
fn in_range<T: PartialOrd + Copy>(
    value: Option<T>,
    range: std::ops::RangeInclusive<T>,
    invalid: &'static str,
) -> Result<T, &'static str> {
    match value {
        None => Err("value_required"),
        Some(v) if range.contains(&v) => Ok(v),
        Some(_) => Err(invalid),
    }
}

/// The value of a rule's result, recording its error under `field`.
fn take<T>(errors: &mut ValidationErrors, field: &str, r: Result<T, &'static str>) -> Option<T> {
    r.map_err(|c| errors.add(field, c)).ok()
}

impl ProgramDraft {
    /// Checks every field, recording each failure under its field name. Codes:
    /// `program_code_invalid` ([`normalise_code`]); `program_name_invalid` (outside
    /// [`NAME_LEN`]; `name_id` may be empty), `invalid_characters` (a NUL);
    /// `program_kind_required`; `installment_frequency_required`; `tenure_count_invalid`
    /// (outside 1–[`TENURE_MAX`] or past [`TENOR_YEARS_MAX`] years); `down_payment_invalid`
    /// (0–9999 bp: something must be financed); `flat_rate_invalid`, `late_fee_invalid`,
    /// `late_fee_cap_invalid`, `early_settlement_fee_invalid` (0–[`BP_MAX`] bp);
    /// `admin_fee_invalid` (0–[`MAX_PRICE`] rupiah); `first_payment_days_invalid`,
    /// `late_fee_grace_days_invalid` (0–[`DAYS_MAX`]); `value_required` for a missing number;
    /// `program_name_tenor_mismatch` on `name`/`name_id` ([`name_disagrees`]).
    pub fn check(&self, errors: &mut ValidationErrors) -> Option<ProgramFields> {
        let before = errors.0.len();
        let code = take(errors, "code", self.code.as_deref().map_or(Err("program_code_invalid"), normalise_code));
        let name = take(errors, "name", self.name.as_deref().map_or(Err("program_name_invalid"), check_name));
        let name_id = take(
            errors,
            "name_id",
            match self.name_id.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
                None => Ok(None),
                Some(n) => check_name(n).map(Some),
            },
        );
        let kind =
            take(errors, "kind", self.kind.as_deref().and_then(|k| k.parse::<ProgramKind>().ok()).ok_or("program_kind_required"));
        let frequency = take(
            errors,
            "installment_frequency",
            self.installment_frequency
                .as_deref()
                .and_then(|f| f.parse::<Frequency>().ok())
                .ok_or("installment_frequency_required"),
        );
        let tenure = in_range(self.tenure_count, 1..=TENURE_MAX, "tenure_count_invalid").and_then(|n| match frequency {
            Some(f) if i64::from(n) > TENOR_YEARS_MAX * f.per_year() => Err("tenure_count_invalid"),
            _ => Ok(n),
        });
        let tenure_count = take(errors, "tenure_count", tenure);
        let down_payment_bp =
            take(errors, "down_payment_bp", in_range(self.down_payment_bp, 0..=BP_MAX - 1, "down_payment_invalid"));
        let flat_rate_bp = take(errors, "flat_rate_bp", in_range(self.flat_rate_bp, 0..=BP_MAX, "flat_rate_invalid"));
        let admin_fee = take(errors, "admin_fee", in_range(self.admin_fee, 0..=MAX_PRICE, "admin_fee_invalid"));
        let first_payment_days =
            take(errors, "first_payment_days", in_range(self.first_payment_days, 0..=DAYS_MAX, "first_payment_days_invalid"));
        let late_fee_bp_per_day =
            take(errors, "late_fee_bp_per_day", in_range(self.late_fee_bp_per_day, 0..=BP_MAX, "late_fee_invalid"));
        let late_fee_grace_days =
            take(errors, "late_fee_grace_days", in_range(self.late_fee_grace_days, 0..=DAYS_MAX, "late_fee_grace_days_invalid"));
        let late_fee_cap_bp = take(errors, "late_fee_cap_bp", in_range(self.late_fee_cap_bp, 0..=BP_MAX, "late_fee_cap_invalid"));
        let early_settlement_fee_bp = take(
            errors,
            "early_settlement_fee_bp",
            in_range(self.early_settlement_fee_bp, 0..=BP_MAX, "early_settlement_fee_invalid"),
        );
        if let (Some(f), Some(n)) = (frequency, tenure_count) {
            for (key, value) in [("name", name.as_ref()), ("name_id", name_id.as_ref().and_then(Option::as_ref))] {
                if value.is_some_and(|v| name_disagrees(v, f, n)) {
                    errors.add(key, "program_name_tenor_mismatch");
                }
            }
        }
        if errors.0.len() > before {
            return None;
        }
        Some(ProgramFields {
            code: code?,
            name: name?,
            name_id: name_id?,
            kind: kind?,
            installment_frequency: frequency?,
            tenure_count: tenure_count?,
            down_payment_bp: down_payment_bp?,
            flat_rate_bp: flat_rate_bp?,
            admin_fee: admin_fee?,
            needs_offering_letter: self.needs_offering_letter.unwrap_or(false),
            first_payment_days: first_payment_days?,
            late_fee_bp_per_day: late_fee_bp_per_day?,
            late_fee_grace_days: late_fee_grace_days?,
            late_fee_cap_bp: late_fee_cap_bp?,
            early_settlement_fee_bp: early_settlement_fee_bp?,
            active: self.active.unwrap_or(true),
        })
    }
}

impl ProgramFields {
    /// The terms of a loan under this program for a vehicle of `price` rupiah; `None` when the
    /// price is out of range ([`crate::terms::compute`]).
    pub fn terms(&self, price: i64) -> Option<crate::terms::Terms> {
        crate::terms::compute(crate::terms::TermsInput {
            price,
            down_payment_bp: self.down_payment_bp,
            tenor: i64::from(self.tenure_count),
            frequency: self.installment_frequency,
            flat_rate_bp: self.flat_rate_bp,
            admin_fee: self.admin_fee,
        })
        .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> ProgramDraft {
        ProgramDraft {
            code: Some("rto-daily-540".into()),
            name: Some("Rent-to-own daily 540 days".into()),
            name_id: Some("Sewa-beli harian 540 hari".into()),
            kind: Some("rent_to_own".into()),
            installment_frequency: Some("daily".into()),
            tenure_count: Some(540),
            down_payment_bp: Some(500),
            flat_rate_bp: Some(2000),
            admin_fee: Some(150_000),
            needs_offering_letter: Some(false),
            first_payment_days: Some(3),
            late_fee_bp_per_day: Some(10),
            late_fee_grace_days: Some(3),
            late_fee_cap_bp: Some(2000),
            early_settlement_fee_bp: Some(300),
            active: None,
        }
    }

    /// The failures of `d`, as `field:code`.
    fn codes(d: &ProgramDraft) -> Vec<String> {
        let mut errors = ValidationErrors::new();
        assert!(d.check(&mut errors).is_none());
        errors.0.into_iter().map(|e| format!("{}:{}", e.field, e.code)).collect()
    }

    #[test]
    fn a_valid_draft_is_checked_and_normalised() {
        let mut errors = ValidationErrors::new();
        let f = draft().check(&mut errors).unwrap();
        assert!(errors.is_empty());
        assert_eq!(f.code, "RTO-DAILY-540");
        assert_eq!(f.kind, ProgramKind::RentToOwn);
        assert_eq!(f.installment_frequency, Frequency::Daily);
        assert!(f.active);
        assert!(f.terms(100_000_000).unwrap().effective_rate_bp().unwrap() > f.flat_rate_bp);
    }

    #[test]
    fn every_field_out_of_range_is_named() {
        let d = ProgramDraft {
            code: Some("A".into()),
            name: Some("x\0y".into()),
            name_id: Some("y".into()),
            kind: Some("lease".into()),
            installment_frequency: None,
            tenure_count: Some(0),
            down_payment_bp: Some(10_000),
            flat_rate_bp: Some(10_001),
            admin_fee: Some(-1),
            needs_offering_letter: None,
            first_payment_days: Some(366),
            late_fee_bp_per_day: Some(i64::MAX),
            late_fee_grace_days: Some(-1),
            late_fee_cap_bp: None,
            early_settlement_fee_bp: Some(-5),
            active: None,
        };
        assert_eq!(
            codes(&d),
            [
                "code:program_code_invalid",
                "name:invalid_characters",
                "name_id:program_name_invalid",
                "kind:program_kind_required",
                "installment_frequency:installment_frequency_required",
                "tenure_count:tenure_count_invalid",
                "down_payment_bp:down_payment_invalid",
                "flat_rate_bp:flat_rate_invalid",
                "admin_fee:admin_fee_invalid",
                "first_payment_days:first_payment_days_invalid",
                "late_fee_bp_per_day:late_fee_invalid",
                "late_fee_grace_days:late_fee_grace_days_invalid",
                "late_fee_cap_bp:value_required",
                "early_settlement_fee_bp:early_settlement_fee_invalid",
            ]
        );
    }

    #[test]
    fn codes_are_letters_digits_and_hyphens() {
        assert_eq!(normalise_code(" loan-m24 "), Ok("LOAN-M24".into()));
        assert_eq!(normalise_code("-AB"), Err("program_code_invalid"));
        assert_eq!(normalise_code("A_B"), Err("program_code_invalid"));
        assert_eq!(normalise_code(&"A".repeat(33)), Err("program_code_invalid"));
        assert_eq!(normalise_code(&"A".repeat(32)), Ok("A".repeat(32)));
    }

    #[test]
    fn a_tenor_past_ten_years_is_refused_whatever_the_count() {
        let d = ProgramDraft {
            installment_frequency: Some("monthly".into()),
            tenure_count: Some(121),
            name: Some("Loan".into()),
            name_id: None,
            ..draft()
        };
        assert_eq!(codes(&d), ["tenure_count:tenure_count_invalid"]);
        let d = ProgramDraft { tenure_count: Some(120), ..d };
        assert!(d.check(&mut ValidationErrors::new()).is_some());
    }

    #[test]
    fn a_name_states_the_installments_or_whole_years() {
        use Frequency::*;
        assert!(!name_disagrees("Rent-to-own daily 540 days", Daily, 540));
        assert!(!name_disagrees("Sewa-beli harian 540 hari", Daily, 540));
        assert!(name_disagrees("Rent-to-own daily 18 months", Daily, 540));
        assert!(name_disagrees("Sewa-beli harian 18 bulan", Daily, 540));
        assert!(!name_disagrees("Daily 1 year", Daily, 365));
        assert!(!name_disagrees("Rent-to-own weekly 2 years", Weekly, 104));
        assert!(!name_disagrees("Sewa-beli mingguan 104 minggu", Weekly, 104));
        assert!(name_disagrees("Weekly 24 months", Weekly, 104));
        assert!(!name_disagrees("Loan monthly 24 months", Monthly, 24));
        assert!(!name_disagrees("Pinjaman bulanan 2 tahun", Monthly, 24));
        assert!(!name_disagrees("24-month loan", Monthly, 24));
        assert!(name_disagrees("Loan monthly 36 months", Monthly, 24));
        assert!(name_disagrees("Loan monthly 24 months, 3 years", Monthly, 24));
        assert!(name_disagrees("Loan (36 months)", Monthly, 24));
        assert!(!name_disagrees("Loan (24 months)", Monthly, 24));
        assert!(!name_disagrees("Gojek Hemat", Monthly, 24));
        assert!(!name_disagrees("Plan 2026", Monthly, 24));
        assert!(name_disagrees("99999999999999999 years", Daily, 540));
    }

    #[test]
    fn a_disagreeing_name_is_refused_in_either_language() {
        let d = ProgramDraft { name_id: Some("Sewa-beli harian 18 bulan".into()), ..draft() };
        assert_eq!(codes(&d), ["name_id:program_name_tenor_mismatch"]);
        let d = ProgramDraft { tenure_count: Some(360), ..draft() };
        assert_eq!(codes(&d), ["name:program_name_tenor_mismatch", "name_id:program_name_tenor_mismatch"]);
    }
}
