//! The retention rule for borrower data (issue 12 item 5, UU PDP 27/2022 and OJK's record
//! keeping): a borrower's data is kept while any loan of theirs is open and for
//! [`RETENTION_YEARS`] after the last one closed; after that it is anonymised (`roda retention
//! run`). A loan closes when it becomes inactive (paid off, deactivated, written off) or is
//! deleted; a loan neither inactive nor deleted is open, whatever its stage, so a stalled
//! application keeps its data (the safe side of the rule).

use chrono::{Datelike, NaiveDate};

crate::pipeline::status::status_enum! {
    /// What a staff member read of a borrower's data, each read logged for the borrower (UU PDP
    /// 27/2022, issue 12): the application or loan detail, one stored file of the loan (KTP, KK,
    /// selfie, contract, proof, …), or everything held on the borrower as a zip.
    AccessAction { ViewDetail, ViewDocument, DataExport }
}

/// Years a borrower's data is kept after their last loan closed.
pub const RETENTION_YEARS: i32 = 5;

/// What the rule says of one borrower on a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// A loan is still open: keep, no end yet.
    KeepOpen,
    /// Every loan closed; keep until this day (exclusive).
    KeepUntil(NaiveDate),
    /// Kept long enough: anonymise.
    Anonymise,
}

/// The day data closed on `closed` may be anonymised: [`RETENTION_YEARS`] later (29 February
/// moves to 28 February).
pub fn keep_until(closed: NaiveDate) -> NaiveDate {
    let year = closed.year() + RETENTION_YEARS;
    closed.with_year(year).or_else(|| NaiveDate::from_ymd_opt(year, closed.month(), 28)).unwrap_or(closed)
}

/// The decision for a borrower whose loans closed on `closures` (`None`: that loan is open)
/// on `today`. A borrower without loans is decided by `fallback` (the day they were recorded).
pub fn decide(closures: &[Option<NaiveDate>], fallback: NaiveDate, today: NaiveDate) -> Decision {
    if closures.iter().any(Option::is_none) {
        return Decision::KeepOpen;
    }
    let last = closures.iter().flatten().max().copied().unwrap_or(fallback);
    let until = keep_until(last);
    if today >= until { Decision::Anonymise } else { Decision::KeepUntil(until) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn an_open_loan_keeps_everything() {
        assert_eq!(decide(&[Some(d("2010-01-01")), None], d("2010-01-01"), d("2026-11-24")), Decision::KeepOpen);
    }

    #[test]
    fn five_years_after_the_last_closure_the_data_goes() {
        let closures = [Some(d("2019-03-10")), Some(d("2021-11-24"))];
        assert_eq!(decide(&closures, d("2018-01-01"), d("2026-11-23")), Decision::KeepUntil(d("2026-11-24")));
        assert_eq!(decide(&closures, d("2018-01-01"), d("2026-11-24")), Decision::Anonymise);
    }

    #[test]
    fn a_leap_day_closure_is_kept_to_the_28th() {
        assert_eq!(keep_until(d("2024-02-29")), d("2029-02-28"));
    }

    #[test]
    fn without_loans_the_record_day_counts() {
        assert_eq!(decide(&[], d("2020-01-01"), d("2026-01-01")), Decision::Anonymise);
    }
}
