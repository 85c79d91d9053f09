//! The NIK (nomor induk kependudukan, the KTP number) checked as Dukcapil writes it (issue 41
//! item 8): 16 digits; 1–2 the province, 3–4 the regency/city, 5–6 the district (kecamatan),
//! together the region code `PP.RR.DD` of idn-area-data; 7–8 the day of birth (plus 40 for
//! women), 9–10 the month, 11–12 the year's last two digits; 13–16 a serial from 0001.
//!
//! A structural error refuses the number ([`Nik::parse`]); whether the region exists is the
//! caller's check against the regions table. A birth date or gender that differs from what the
//! borrower stated is no error but a [`NikMismatch`] the staff member confirms (a NIK can differ
//! from the real date), kept on the application.

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::prospect::Gender;

/// Youngest and oldest age, in years, the century of a NIK's two-digit year is chosen for.
const AGE_RANGE: std::ops::RangeInclusive<i32> = 17..=100;

/// A NIK that passed the structural check, read into its parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nik {
    digits: [u8; 16],
    /// Day of the month as born (women's `+ 40` taken off), 1–31.
    pub day: u32,
    /// 1–12.
    pub month: u32,
    /// The year's last two digits, 0–99.
    pub year_in_century: i32,
    pub gender: Gender,
    /// 1–9999.
    pub serial: u32,
}

/// How a NIK differs from the stated birth date and gender (both as the borrower's basic-info
/// step holds them): shown to the staff member, who confirms it; kept on the application
/// (`loans.nik_mismatch`, migration m0041) and shown at verification.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct NikMismatch {
    /// The birth date digits 7–12 encode, in the century that makes the person 17 to 100 years
    /// old (the stated date when only the gender differs).
    pub nik_birth_date: NaiveDate,
    /// The gender digits 7–8 encode (`female` when the day is over 40).
    pub nik_gender: Gender,
    /// The birth date the borrower stated.
    pub birth_date: NaiveDate,
    /// The gender the borrower stated.
    pub gender: Gender,
    pub birth_date_differs: bool,
    pub gender_differs: bool,
}

/// Whether `day`.`month` exists in any year ending in `yy` (29 February in a leap year of
/// either century: `00` is 2000).
fn date_exists(day: u32, month: u32, yy: i32) -> bool {
    [1900 + yy, 2000 + yy].iter().any(|y| NaiveDate::from_ymd_opt(*y, month, day).is_some())
}

impl Nik {
    /// Reads a NIK (surrounding spaces ignored). Errors: `nik_invalid` (not 16 digits, or all
    /// zeros), `nik_birth_date_invalid` (digits 7–12 no date: day 0, 32–40 or over 71, month 0 or
    /// over 12, 30 February …), `nik_serial_invalid` (serial 0000).
    pub fn parse(value: &str) -> Result<Nik, &'static str> {
        let v = value.trim().as_bytes();
        if v.len() != 16 || !v.iter().all(u8::is_ascii_digit) || v.iter().all(|b| *b == b'0') {
            return Err("nik_invalid");
        }
        let mut digits = [0u8; 16];
        for (d, b) in digits.iter_mut().zip(v) {
            *d = b - b'0';
        }
        let num = |from: usize, to: usize| digits[from..to].iter().fold(0u32, |n, d| n * 10 + u32::from(*d));
        let (raw_day, month, yy) = (num(6, 8), num(8, 10), num(10, 12));
        let (day, gender) = if raw_day > 40 { (raw_day - 40, Gender::Female) } else { (raw_day, Gender::Male) };
        let year_in_century = i32::try_from(yy).unwrap_or(0);
        if !date_exists(day, month, year_in_century) {
            return Err("nik_birth_date_invalid");
        }
        let serial = num(12, 16);
        if serial == 0 {
            return Err("nik_serial_invalid");
        }
        Ok(Nik { digits, day, month, year_in_century, gender, serial })
    }

    /// The district's region code, `PP.RR.DD` (`31.71.01`), as the regions table writes it.
    pub fn district_code(&self) -> String {
        let d = |i: usize| char::from(b'0' + self.digits[i]);
        format!("{}{}.{}{}.{}{}", d(0), d(1), d(2), d(3), d(4), d(5))
    }

    /// The birth date encoded, in the century that makes the person 17 to 100 years old on
    /// `today` (else the latest such date not after `today`, else the 1900s).
    pub fn birth_date(&self, today: NaiveDate) -> NaiveDate {
        let candidates: Vec<NaiveDate> = [2000 + self.year_in_century, 1900 + self.year_in_century]
            .iter()
            .filter_map(|y| NaiveDate::from_ymd_opt(*y, self.month, self.day))
            .collect();
        let age = |d: &NaiveDate| today.years_since(*d).and_then(|a| i32::try_from(a).ok());
        candidates
            .iter()
            .find(|d| age(d).is_some_and(|a| AGE_RANGE.contains(&a)))
            .or_else(|| candidates.iter().find(|d| **d <= today))
            .or(candidates.last())
            .copied()
            .unwrap_or(today)
    }

    /// How this NIK differs from the stated `birth_date` and `gender` (`today`: Asia/Jakarta, to
    /// choose the century), or `None` when it agrees. The date agrees when day, month and the
    /// year's last two digits do.
    pub fn mismatch(&self, birth_date: NaiveDate, gender: Gender, today: NaiveDate) -> Option<NikMismatch> {
        let birth_date_differs = (self.day, self.month, self.year_in_century)
            != (birth_date.day(), birth_date.month(), birth_date.year().rem_euclid(100));
        let gender_differs = self.gender != gender;
        (birth_date_differs || gender_differs).then(|| NikMismatch {
            nik_birth_date: if birth_date_differs { self.birth_date(today) } else { birth_date },
            nik_gender: self.gender,
            birth_date,
            gender,
            birth_date_differs,
            gender_differs,
        })
    }

    /// Writes the NIK of a person born on `birth_date` of `gender` registered in `district`
    /// (six digits, `317101`) with `serial` (1–9999): for seeds and test builders.
    pub fn compose(district: &str, birth_date: NaiveDate, gender: Gender, serial: u32) -> String {
        let day = birth_date.day() + if gender == Gender::Female { 40 } else { 0 };
        format!("{district}{day:02}{:02}{:02}{:04}", birth_date.month(), birth_date.year().rem_euclid(100), serial % 10_000)
    }
}

/// Checks a required NIK field: `required` when blank, else the codes of [`Nik::parse`].
pub fn check(value: Option<&str>, required: &'static str) -> Result<(), &'static str> {
    match value.map(str::trim) {
        None | Some("") => Err(required),
        Some(v) => Nik::parse(v).map(|_| ()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn date(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn reads_region_date_gender_and_serial() {
        let n = Nik::parse("3171014508900001").unwrap();
        assert_eq!(n.district_code(), "31.71.01");
        assert_eq!((n.day, n.month, n.year_in_century, n.gender, n.serial), (5, 8, 90, Gender::Female, 1));
        assert_eq!(n.birth_date(date("2026-12-03")), date("1990-08-05"));
        let m = Nik::parse(" 3273020101051234 ").unwrap();
        assert_eq!((m.district_code().as_str(), m.gender), ("32.73.02", Gender::Male));
        assert_eq!(m.birth_date(date("2026-12-03")), date("2005-01-01"));
    }

    #[test]
    fn refuses_what_dukcapil_never_writes() {
        for (nik, code) in [
            ("317101450890001", "nik_invalid"),
            ("31710145089000011", "nik_invalid"),
            ("31710145089O0001", "nik_invalid"),
            ("0000000000000000", "nik_invalid"),
            ("3171010008900001", "nik_birth_date_invalid"), // day 0
            ("3171013208900001", "nik_birth_date_invalid"), // day 32
            ("3171013908900001", "nik_birth_date_invalid"), // 39: neither a man's nor a woman's day
            ("3171014008900001", "nik_birth_date_invalid"), // 40: a woman's day 0
            ("3171017208900001", "nik_birth_date_invalid"), // 72: a woman's day 32
            ("3171010113900001", "nik_birth_date_invalid"), // month 13
            ("3171010100900001", "nik_birth_date_invalid"), // month 0
            ("3171013002900001", "nik_birth_date_invalid"), // 30 February
            ("3171012902010001", "nik_birth_date_invalid"), // 29 February of a common year
            ("3171013104900001", "nik_birth_date_invalid"), // 31 April
            ("3171010101900000", "nik_serial_invalid"),
        ] {
            assert_eq!(Nik::parse(nik).err(), Some(code), "{nik}");
        }
        // 29 February 2000 and 2004 exist; 71 is a woman's 31st.
        assert!(Nik::parse("3171012902000001").is_ok());
        assert!(Nik::parse("3171016902040001").is_ok());
        assert!(Nik::parse("3171017101900001").is_ok());
        assert_eq!(check(None, "ktp_number_required"), Err("ktp_number_required"));
        assert_eq!(check(Some("  "), "ktp_number_required"), Err("ktp_number_required"));
    }

    #[test]
    fn century_makes_the_person_17_to_100() {
        let today = date("2026-12-03");
        // 05 → 2005 (21), 10 → 1910 would be 116 and 2010 is 16: neither; the latest past one.
        assert_eq!(Nik::parse("3171010101050001").unwrap().birth_date(today), date("2005-01-01"));
        assert_eq!(Nik::parse("3171010101300001").unwrap().birth_date(today), date("1930-01-01"));
        assert_eq!(Nik::parse("3171010101100001").unwrap().birth_date(today), date("2010-01-01"));
        assert_eq!(Nik::parse("3171012902000001").unwrap().birth_date(today), date("2000-02-29"));
    }

    #[test]
    fn mismatch_names_what_differs() {
        let today = date("2026-12-03");
        let n = Nik::parse("3171014508900001").unwrap();
        assert_eq!(n.mismatch(date("1990-08-05"), Gender::Female, today), None);
        let g = n.mismatch(date("1990-08-05"), Gender::Male, today).unwrap();
        assert!(g.gender_differs && !g.birth_date_differs);
        assert_eq!((g.nik_gender, g.nik_birth_date), (Gender::Female, date("1990-08-05")));
        let d = n.mismatch(date("1991-08-05"), Gender::Female, today).unwrap();
        assert!(d.birth_date_differs && !d.gender_differs);
        assert_eq!((d.nik_birth_date, d.birth_date), (date("1990-08-05"), date("1991-08-05")));
    }

    fn valid_nik() -> impl Strategy<Value = (String, NaiveDate, Gender)> {
        (0u32..1_000_000, 0i64..(100 * 366), any::<bool>(), 1u32..10_000).prop_map(|(region, days, female, serial)| {
            let birth = date("1926-12-04") + chrono::Duration::days(days);
            let gender = if female { Gender::Female } else { Gender::Male };
            (Nik::compose(&format!("{region:06}"), birth, gender, serial), birth, gender)
        })
    }

    proptest! {
        #[test]
        fn any_written_nik_passes_and_agrees((nik, birth, gender) in valid_nik()) {
            let today = date("2026-12-03");
            let n = Nik::parse(&nik).unwrap();
            prop_assert_eq!(n.mismatch(birth, gender, today), None);
            if today.years_since(birth).is_some_and(|a| a >= 17) {
                prop_assert_eq!(n.birth_date(today), birth);
            }
        }

        #[test]
        fn any_corrupted_date_digit_is_caught_or_warned(
            (nik, birth, gender) in valid_nik(),
            at in 6usize..12,
            digit in 0u8..10,
        ) {
            let mut bytes = nik.into_bytes();
            prop_assume!(bytes[at] != b'0' + digit);
            bytes[at] = b'0' + digit;
            let corrupted = String::from_utf8(bytes).unwrap();
            match Nik::parse(&corrupted) {
                Err(code) => prop_assert_eq!(code, "nik_birth_date_invalid"),
                Ok(n) => prop_assert!(n.mismatch(birth, gender, date("2026-12-03")).is_some()),
            }
        }
    }
}
