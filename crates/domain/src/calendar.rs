//! The business calendar (DESIGN §3: dates are `YYYY-MM-DD` in Asia/Jakarta; §5: days past due): every date Roda stores, compares or prints (due
//! dates, days past due, ages, report ranges, file names) is an Asia/Jakarta day. Jakarta keeps
//! UTC+7 all year, so a day is always 24 hours, but the zone is named here once and every
//! conversion between an instant (UTC) and a business day goes through these functions.

use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// The zone of every business date: Asia/Jakarta (WIB).
pub const ZONE: Tz = chrono_tz::Asia::Jakarta;

/// Today's business date, from the machine's clock.
pub fn today() -> NaiveDate {
    date_of(Utc::now())
}

/// The business date of an instant.
pub fn date_of(t: DateTime<Utc>) -> NaiveDate {
    t.with_timezone(&ZONE).date_naive()
}

/// An instant as a Jakarta wall-clock time (for spreadsheet date-time cells, which carry no zone).
pub fn local_time(t: DateTime<Utc>) -> NaiveDateTime {
    t.with_timezone(&ZONE).naive_local()
}

/// A Jakarta wall-clock time as a zoned time (`+07:00`); `None` when it does not exist.
pub fn zoned(t: NaiveDateTime) -> Option<DateTime<Tz>> {
    ZONE.from_local_datetime(&t).single()
}

/// The start of a business date, as UTC.
pub fn day_start(d: NaiveDate) -> DateTime<Utc> {
    let midnight = d.and_time(NaiveTime::MIN);
    ZONE.from_local_datetime(&midnight).earliest().map_or_else(|| midnight.and_utc(), |t| t.with_timezone(&Utc))
}

/// The UTC bounds of a range of business dates, both included: from the start of `from` to the
/// start of the day after `to` (exclusive), for filters on timestamps.
pub fn day_bounds(from: Option<NaiveDate>, to: Option<NaiveDate>) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>) {
    (from.map(day_start), to.and_then(|d| d.succ_opt()).map(day_start))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_business_day_starts_at_17_utc_the_day_before() {
        let d = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
        assert_eq!(day_start(d).to_rfc3339(), "2026-02-28T17:00:00+00:00");
        let (from, to) = day_bounds(Some(d), Some(d));
        assert_eq!((to.unwrap() - from.unwrap()).num_hours(), 24);
        assert_eq!(date_of(day_start(d)), d);
        assert_eq!(date_of(day_start(d) - chrono::Duration::seconds(1)), d.pred_opt().unwrap());
    }

    #[test]
    fn a_wall_clock_time_is_seven_hours_ahead() {
        let t = DateTime::parse_from_rfc3339("2026-03-01T20:30:00Z").unwrap().to_utc();
        assert_eq!(local_time(t).to_string(), "2026-03-02 03:30:00");
        assert_eq!(zoned(local_time(t)).unwrap().to_rfc3339(), "2026-03-02T03:30:00+07:00");
    }
}
