//! The KYC schedule of the e-KYC invitation step and of batch scheduling (spec §3, §5
//! 'Schedules need a valid date').

use chrono::{DateTime, FixedOffset, Utc};
use serde::{Deserialize, Serialize};

use crate::ValidationErrors;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KycMethod {
    VideoCall,
    InPerson,
}

/// `kyc_schedule: {scheduled_at (RFC 3339), method, note}` as received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct KycScheduleInput {
    pub scheduled_at: Option<String>,
    pub method: Option<KycMethod>,
    pub note: Option<String>,
}

/// A valid schedule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KycSchedule {
    pub scheduled_at: DateTime<FixedOffset>,
    pub method: KycMethod,
    pub note: Option<String>,
}

impl KycScheduleInput {
    /// Checks a schedule at `now`: `schedule_invalid` (not an RFC 3339 time), `schedule_past`,
    /// `kyc_method_required`, `text_too_long` (note over 500 characters). Fields under `prefix`.
    pub fn check(&self, prefix: &str, now: DateTime<Utc>, errors: &mut ValidationErrors) -> Option<KycSchedule> {
        let at = match self.scheduled_at.as_deref().map(DateTime::parse_from_rfc3339) {
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
        if note.as_deref().is_some_and(|n| n.chars().count() > 500) {
            errors.add(format!("{prefix}.note"), "text_too_long");
        }
        Some(KycSchedule { scheduled_at: at?, method: self.method?, note })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedule_rules() {
        let now: DateTime<Utc> = "2026-11-22T03:00:00Z".parse().unwrap();
        let mut e = ValidationErrors::new();
        let ok = KycScheduleInput { scheduled_at: Some("2026-11-23T10:00:00+07:00".into()), method: Some(KycMethod::VideoCall), note: None };
        assert!(ok.check("kyc_schedule", now, &mut e).is_some() && e.is_empty());
        for (at, code) in [("yesterday", "schedule_invalid"), ("2026-11-22T09:59:00+07:00", "schedule_past"), ("2026-02-30T10:00:00+07:00", "schedule_invalid")] {
            let mut e = ValidationErrors::new();
            KycScheduleInput { scheduled_at: Some(at.into()), ..ok.clone() }.check("k", now, &mut e);
            assert_eq!(e.0[0].code, code, "{at}");
        }
    }
}
