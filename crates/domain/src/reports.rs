//! The data area's reports (issue 12 item 2): their names, the funnel's stages, the period a
//! due date falls in, and the ratios. Pure: storage sums, this shapes. Money is integer rupiah;
//! dates are Asia/Jakarta days; percentages have one decimal.

use chrono::{Datelike, Duration, Months, NaiveDate};
use serde::{Deserialize, Serialize};
use strum::{EnumIter, EnumString, IntoStaticStr};

/// One report of the data area (`GET /api/v1/reports/{name}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, EnumString, IntoStaticStr, EnumIter, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Report {
    /// Leads → applications → verified → approved → KYC approved → active.
    Funnel,
    /// Allocations per lender: pending, approved, rejected (count and rupiah).
    Approvals,
    /// Active loans by quality bucket (each loan's lender's regime), NPL/NPF ratio and TWP90.
    Portfolio,
    /// Due against collected per day, week or month.
    Collections,
    /// Motorcycles, batteries, service orders and traffic tickets by status, as they stand now.
    Assets,
}

/// The funnel's stages in order (a loan counts in every stage it reached).
pub const FUNNEL_STAGES: [&str; 6] = ["leads", "applications", "verified", "approved", "kyc_approved", "active"];

/// How collections are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Granularity {
    #[default]
    Day,
    /// ISO weeks, starting Monday.
    Week,
    Month,
}

impl Granularity {
    /// The first day of the period `day` falls in.
    pub fn period_of(self, day: NaiveDate) -> NaiveDate {
        match self {
            Granularity::Day => day,
            Granularity::Week => day - Duration::days(i64::from(day.weekday().num_days_from_monday())),
            Granularity::Month => day.with_day(1).unwrap_or(day),
        }
    }
}

/// The whole calendar months inside the range of days `from..=to` (`None`: open at that end),
/// as (the first month's first day, the last month's last day), each `None` where the range is
/// open; `None` when no whole month fits. The funnel reads these months from `funnel_months`
/// and the days left at either end from `funnel_days` (issue 12, migration m0025).
pub fn whole_months(from: Option<NaiveDate>, to: Option<NaiveDate>) -> Option<(Option<NaiveDate>, Option<NaiveDate>)> {
    let first = match from {
        Some(d) if d.day() == 1 => Some(d),
        Some(d) => Some(d.with_day(1)?.checked_add_months(Months::new(1))?),
        None => None,
    };
    let last = match to {
        Some(d) if d.succ_opt().is_none_or(|next| next.day() == 1) => Some(d),
        Some(d) => Some(d.with_day(1)?.pred_opt()?),
        None => None,
    };
    match (first, last) {
        (Some(a), Some(b)) if a > b => None,
        span => Some(span),
    }
}

/// `part` as a percentage of `whole`, to one decimal; 0 when `whole` is 0.
pub fn percent(part: i64, whole: i64) -> f64 {
    if whole <= 0 {
        return 0.0;
    }
    // i64 → f64 loses precision only above 2^53 rupiah, far beyond any book.
    #[allow(clippy::cast_precision_loss)]
    let p = part as f64 * 100.0 / whole as f64;
    (p * 10.0).round() / 10.0
}

/// TWP90 (tingkat wanprestasi, OJK's P2P measure): DPD above 90, in every quality regime
/// (DESIGN §5). The NPL/NPF ratio is not a DPD threshold: it follows each loan's regime
/// (`crate::repayment::QualityRegime`, a bucket's `non_performing`).
pub const TWP90_MIN_DPD: i32 = 91;

/// The DPD bands of late loans: (code, lowest DPD, highest DPD), in DPD order. The home
/// dashboard counts late loans per band; the TWP90 threshold is the lowest DPD of a band
/// ([`TWP90_BAND`]), so reports can filter on a loan's band.
pub const LATE_BANDS: [(&str, i32, Option<i32>); 4] =
    [("1_30", 1, Some(30)), ("31_60", 31, Some(60)), ("61_90", 61, Some(90)), ("over_90", 91, None)];

/// The band of [`TWP90_MIN_DPD`] as [`late_band`] numbers it.
pub const TWP90_BAND: i16 = 4;

/// A loan's DPD band, stored beside its DPD (`loans.dpd_band`): 0 when not past due, else
/// 1 + the index of its [`LATE_BANDS`] band. It changes only when a loan crosses a band's edge,
/// so the indexes that group late loans hold the band and not the DPD, which grows every day
/// (a daily DPD change then rewrites no index entry: docs/BENCHMARKS.md, "Repayments").
pub fn late_band(dpd: i64) -> i16 {
    let mut band = 0;
    for (i, (_, min, _)) in LATE_BANDS.iter().enumerate() {
        if dpd >= i64::from(*min) {
            band = i16::try_from(i + 1).unwrap_or(i16::MAX);
        }
    }
    band
}

/// Folds per-day sums `(day, due, collected)` into periods of `g`, in day order.
pub fn fold_periods(days: &[(NaiveDate, i64, i64)], g: Granularity) -> Vec<(NaiveDate, i64, i64)> {
    let mut sorted = days.to_vec();
    sorted.sort_by_key(|d| d.0);
    let mut out: Vec<(NaiveDate, i64, i64)> = Vec::new();
    for (day, due, collected) in sorted {
        let p = g.period_of(day);
        match out.last_mut() {
            Some(last) if last.0 == p => {
                last.1 += due;
                last.2 += collected;
            }
            _ => out.push((p, due, collected)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        s.parse().unwrap_or_default()
    }

    #[test]
    fn whole_months_are_the_calendar_months_a_range_covers() {
        let d = |s: &str| Some(day(s));
        // Open ends stay open; ragged ends move inwards to the next whole month.
        assert_eq!(whole_months(None, None), Some((None, None)));
        assert_eq!(whole_months(d("2026-01-01"), d("2026-03-31")), Some((d("2026-01-01"), d("2026-03-31"))));
        assert_eq!(whole_months(d("2026-01-02"), d("2026-03-30")), Some((d("2026-02-01"), d("2026-02-28"))));
        assert_eq!(whole_months(d("2026-01-15"), None), Some((d("2026-02-01"), None)));
        assert_eq!(whole_months(None, d("2026-03-15")), Some((None, d("2026-02-28"))));
        // Month ends of every length, leap February included.
        assert_eq!(whole_months(d("2028-02-01"), d("2028-02-29")), Some((d("2028-02-01"), d("2028-02-29"))));
        assert_eq!(whole_months(d("2028-02-01"), d("2028-02-28")), None);
        assert_eq!(whole_months(d("2026-04-01"), d("2026-04-30")), Some((d("2026-04-01"), d("2026-04-30"))));
        assert_eq!(whole_months(d("2026-12-01"), d("2026-12-31")), Some((d("2026-12-01"), d("2026-12-31"))));
        // Inside one month, or across one month's edge without a whole month: none.
        assert_eq!(whole_months(d("2026-01-05"), d("2026-01-20")), None);
        assert_eq!(whole_months(d("2026-01-05"), d("2026-02-20")), None);
        assert_eq!(whole_months(d("2026-01-01"), d("2026-01-01")), None);
        // December's ragged start rolls into the next year.
        assert_eq!(whole_months(d("2026-12-02"), d("2027-01-31")), Some((d("2027-01-01"), d("2027-01-31"))));
    }

    #[test]
    fn late_bands_number_dpd_at_their_edges() {
        for (dpd, band) in [(-1, 0), (0, 0), (1, 1), (30, 1), (31, 2), (60, 2), (61, 3), (90, 3), (91, 4), (10_000, 4)] {
            assert_eq!(late_band(dpd), band, "dpd {dpd}");
        }
        // The thresholds are band edges, so a band filter is a DPD filter.
        assert_eq!(late_band(i64::from(TWP90_MIN_DPD)), TWP90_BAND);
        assert_eq!(late_band(i64::from(TWP90_MIN_DPD) - 1), TWP90_BAND - 1);
        // Bands are contiguous: each starts one after the previous ends.
        for w in LATE_BANDS.windows(2) {
            assert_eq!(w[0].2.map(|max| max + 1), Some(w[1].1));
        }
    }

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn periods_start_on_the_day_the_monday_or_the_first() {
        // 2026-11-25 is a Wednesday.
        assert_eq!(Granularity::Day.period_of(d("2026-11-25")), d("2026-11-25"));
        assert_eq!(Granularity::Week.period_of(d("2026-11-25")), d("2026-11-23"));
        assert_eq!(Granularity::Week.period_of(d("2026-11-23")), d("2026-11-23"));
        assert_eq!(Granularity::Month.period_of(d("2026-11-25")), d("2026-11-01"));
    }

    #[test]
    fn days_fold_into_weeks_and_months_whatever_their_order() {
        let days = [(d("2026-11-30"), 50, 0), (d("2026-11-24"), 100, 100), (d("2026-11-23"), 200, 150)];
        assert_eq!(fold_periods(&days, Granularity::Week), vec![(d("2026-11-23"), 300, 250), (d("2026-11-30"), 50, 0)]);
        assert_eq!(fold_periods(&days, Granularity::Month), vec![(d("2026-11-01"), 350, 250)]);
        assert_eq!(fold_periods(&days, Granularity::Day).len(), 3);
    }

    #[test]
    fn percentages_have_one_decimal_and_survive_zero() {
        assert!((percent(1, 3) - 33.3).abs() < f64::EPSILON);
        assert!((percent(2, 3) - 66.7).abs() < f64::EPSILON);
        assert!(percent(5, 0).abs() < f64::EPSILON);
    }
}
