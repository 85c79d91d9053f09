//! The KYC schedule of the e-KYC invitation step and of batch scheduling (spec §3, §5
//! 'Schedules need a valid date').

use chrono::{DateTime, FixedOffset, Months, Utc};
use serde::{Deserialize, Serialize};

use crate::ValidationErrors;

/// How far ahead a KYC can be scheduled, in months: a year (a later date is a typo).
pub const MAX_MONTHS_AHEAD: u32 = 12;
/// Longest KYC note, characters (`loans.kyc_note` is `varchar(500)`).
pub const NOTE_MAX: usize = 500;
/// Longest KYC meeting link or place, characters (`loans.kyc_location` is `varchar(500)`).
pub const LOCATION_MAX: usize = 500;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema, strum::IntoStaticStr, strum::EnumIter)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum KycMethod {
    VideoCall,
    InPerson,
}

impl KycMethod {
    /// The wire and database name (`video_call`), the same as serde's.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// `kyc_schedule: {scheduled_at (RFC 3339), method, location, note}` as received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct KycScheduleInput {
    pub scheduled_at: Option<String>,
    pub method: Option<KycMethod>,
    /// The video call's link or the meeting place (≤ [`LOCATION_MAX`] characters), asked with
    /// the schedule so the KYC screen need not ask it again (issue 45 item 5).
    #[serde(default)]
    pub location: Option<String>,
    pub note: Option<String>,
}

/// A valid schedule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KycSchedule {
    pub scheduled_at: DateTime<FixedOffset>,
    pub method: KycMethod,
    /// Trimmed; `None` when not given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    pub note: Option<String>,
}

impl KycScheduleInput {
    /// Checks a schedule at `now`: `schedule_invalid` (not an RFC 3339 time), `schedule_past`,
    /// `schedule_too_far` (more than [`MAX_MONTHS_AHEAD`] months ahead), `kyc_method_required`,
    /// `note_too_long` (note over [`NOTE_MAX`] characters), `location_too_long` (over
    /// [`LOCATION_MAX`]). Fields under `prefix`.
    pub fn check(&self, prefix: &str, now: DateTime<Utc>, errors: &mut ValidationErrors) -> Option<KycSchedule> {
        let latest = now.checked_add_months(Months::new(MAX_MONTHS_AHEAD)).unwrap_or(DateTime::<Utc>::MAX_UTC);
        let at = match self.scheduled_at.as_deref().map(DateTime::parse_from_rfc3339) {
            Some(Ok(at)) if at.with_timezone(&Utc) > latest => {
                errors.add(format!("{prefix}.scheduled_at"), "schedule_too_far");
                None
            }
            Some(Ok(at)) if at.with_timezone(&Utc) > now => Some(at),
            Some(Ok(_)) => {
                errors.add(format!("{prefix}.scheduled_at"), "schedule_past");
                None
            }
            _ => {
                errors.add(format!("{prefix}.scheduled_at"), "schedule_invalid");
                None
            }
        };
        if self.method.is_none() {
            errors.add(format!("{prefix}.method"), "kyc_method_required");
        }
        let note = self.note.as_deref().map(str::trim).filter(|n| !n.is_empty()).map(str::to_owned);
        if note.as_deref().is_some_and(|n| n.chars().count() > NOTE_MAX) {
            errors.add(format!("{prefix}.note"), "note_too_long");
        }
        let location = self.location.as_deref().map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned);
        if location.as_deref().is_some_and(|l| l.chars().count() > LOCATION_MAX) {
            errors.add(format!("{prefix}.location"), "location_too_long");
        }
        Some(KycSchedule { scheduled_at: at?, method: self.method?, location, note })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_method_is_named_as_serde_writes_it() {
        for method in <KycMethod as strum::IntoEnumIterator>::iter() {
            assert_eq!(serde_json::to_value(method).unwrap(), method.name(), "{method:?}");
        }
    }

    #[test]
    fn schedule_rules() {
        let now: DateTime<Utc> = "2026-11-22T03:00:00Z".parse().unwrap();
        let mut e = ValidationErrors::new();
        let ok = KycScheduleInput {
            scheduled_at: Some("2026-11-23T10:00:00+07:00".into()),
            method: Some(KycMethod::VideoCall),
            location: None,
            note: None,
        };
        assert!(ok.check("kyc_schedule", now, &mut e).is_some() && e.is_empty());
        for (at, code) in [
            ("yesterday", "schedule_invalid"),
            ("2026-11-22T09:59:00+07:00", "schedule_past"),
            ("2026-02-30T10:00:00+07:00", "schedule_invalid"),
            ("2027-11-22T03:00:01Z", "schedule_too_far"),
            ("9999-12-31T23:59:59Z", "schedule_too_far"),
        ] {
            let mut e = ValidationErrors::new();
            KycScheduleInput { scheduled_at: Some(at.into()), ..ok.clone() }.check("k", now, &mut e);
            assert_eq!(e.0[0].code, code, "{at}");
        }
        let mut e = ValidationErrors::new();
        let year_ahead = KycScheduleInput { scheduled_at: Some("2027-11-22T03:00:00Z".into()), ..ok.clone() };
        assert!(year_ahead.check("k", now, &mut e).is_some() && e.is_empty(), "exactly a year ahead is allowed");
        let mut e = ValidationErrors::new();
        KycScheduleInput { note: Some("é".repeat(NOTE_MAX + 1)), ..ok.clone() }.check("k", now, &mut e);
        assert_eq!(e.0.iter().map(|x| x.code).collect::<Vec<_>>(), ["note_too_long"]);
        let mut e = ValidationErrors::new();
        KycScheduleInput { location: Some("é".repeat(LOCATION_MAX + 1)), ..ok.clone() }.check("k", now, &mut e);
        assert_eq!(e.0.iter().map(|x| (x.field.as_str(), x.code)).collect::<Vec<_>>(), [("k.location", "location_too_long")]);
        let mut e = ValidationErrors::new();
        let kept = KycScheduleInput { location: Some("  Roda Gambir ".into()), ..ok.clone() }.check("k", now, &mut e);
        assert_eq!(kept.and_then(|k| k.location).as_deref(), Some("Roda Gambir"));
    }
}
