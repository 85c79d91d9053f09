//! Number and date formatting for the documents: done here, in Rust, so that the template only
//! places finished strings (and so that it is unit-tested without rendering a PDF).

use chrono::{Datelike, NaiveDate};

use crate::Lang;

/// Rupiah as every document writes them: `Rp 28.500.000`, `-Rp 1.500` (`domain::money`).
pub(crate) use domain::money::rupiah;

const MONTHS_ID: [&str; 12] =
    ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const MONTHS_EN: [&str; 12] =
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/// A calendar date as `23 November 2026` (day, month name, year), month names in the letter's language.
pub(crate) fn date(d: NaiveDate, lang: Lang) -> String {
    let months = match lang {
        Lang::Id => &MONTHS_ID,
        Lang::En => &MONTHS_EN,
    };
    format!("{} {} {}", d.day(), months[d.month0() as usize], d.year())
}

/// A rate in basis points as a percentage number without the sign: 1800 → `18`, 1850 → `18,5`
/// (Indonesian decimal comma) or `18.5` (English), 1825 → `18,25` / `18.25`.
pub(crate) fn percent(bp: u32, lang: Lang) -> String {
    let whole = bp / 100;
    let frac = bp % 100;
    if frac == 0 {
        return whole.to_string();
    }
    let sep = match lang {
        Lang::Id => ',',
        Lang::En => '.',
    };
    let frac = format!("{frac:02}");
    format!("{whole}{sep}{}", frac.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rupiah_groups_thousands_with_dots() {
        assert_eq!(rupiah(0), "Rp 0");
        assert_eq!(rupiah(999), "Rp 999");
        assert_eq!(rupiah(1_000), "Rp 1.000");
        assert_eq!(rupiah(28_500_000), "Rp 28.500.000");
        assert_eq!(rupiah(123_456_789), "Rp 123.456.789");
        assert_eq!(rupiah(-1_500), "-Rp 1.500");
        assert_eq!(rupiah(i64::MIN), "-Rp 9.223.372.036.854.775.808");
    }

    #[test]
    fn dates_use_the_language_month_names() {
        let d = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        assert_eq!(date(d, Lang::Id), "23 November 2026");
        assert_eq!(date(d, Lang::En), "23 November 2026");
        let d = NaiveDate::from_ymd_opt(2027, 8, 5).unwrap();
        assert_eq!(date(d, Lang::Id), "5 Agustus 2027");
        assert_eq!(date(d, Lang::En), "5 August 2027");
        let d = NaiveDate::from_ymd_opt(2027, 5, 1).unwrap();
        assert_eq!(date(d, Lang::Id), "1 Mei 2027");
    }

    #[test]
    fn percent_from_basis_points() {
        assert_eq!(percent(1800, Lang::Id), "18");
        assert_eq!(percent(1850, Lang::Id), "18,5");
        assert_eq!(percent(1850, Lang::En), "18.5");
        assert_eq!(percent(1825, Lang::En), "18.25");
        assert_eq!(percent(5, Lang::Id), "0,05");
        assert_eq!(percent(0, Lang::En), "0");
    }
}
