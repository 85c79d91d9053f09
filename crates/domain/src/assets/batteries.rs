//! Batteries and their swaps (issue 11 item 4; spec §2 `/app/battery/*`): a battery's place,
//! a battery as registered, one swap event from a station, and the late list's early warning
//! of a late borrower whose unit still swaps.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};

use super::{check_range, normalise_number, normalise_plate};
use crate::{ValidationErrors, pipeline::status::status_enum, validation::check_text};

/// Most swap events in one `POST /api/v1/battery-swaps`.
pub const SWAP_BATCH_MAX: usize = 1_000;

status_enum! {
    /// A battery's place (issue 11 item 4): in the depot, in a unit, at a swap station, on charge, or retired.
    BatteryStatus { InStock, Installed, AtStation, Charging, Retired }
}

/// The late list's early warning (issue 11 item 4): a late borrower whose unit swapped a battery
/// on or after the oldest unpaid due date (Asia/Jakarta days) still rides the motorcycle, so the
/// arrears are a will-to-pay matter for collections, not an idle or lost unit.
pub fn swapping_while_late(last_swap_day: Option<NaiveDate>, oldest_due_day: Option<NaiveDate>) -> bool {
    matches!((last_swap_day, oldest_due_day), (Some(swap), Some(due)) if swap >= due)
}

/// A battery as registered, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct BatteryFields {
    /// Upper case, 4–40 of `A–Z 0–9 - /`.
    pub serial: String,
    pub model: String,
    /// Kilowatt-hours, above 0 and at most 100.
    pub capacity_kwh: f64,
    /// Percent, 0–100.
    pub state_of_health_percent: f64,
    pub cycle_count: i32,
}

impl BatteryFields {
    /// Checks a battery: `serial_invalid`, `battery_model_required`, `capacity_invalid`,
    /// `soh_invalid`, `cycle_count_invalid`.
    pub fn check(
        serial: Option<&str>,
        model: Option<&str>,
        capacity_kwh: Option<f64>,
        soh: Option<f64>,
        cycle_count: Option<i64>,
        errors: &mut ValidationErrors,
    ) -> Option<BatteryFields> {
        let before = errors.0.len();
        let serial = serial.map_or(Err("serial_invalid"), |s| normalise_number(s, 4, 40, "serial_invalid"));
        let serial = serial.map_err(|c| errors.add("serial", c)).ok();
        let model =
            check_text(model, 80, "battery_model_required", "battery_model_required").map_err(|c| errors.add("model", c)).ok();
        let capacity = capacity_kwh.filter(|c| c.is_finite() && *c > 0.0 && *c <= 100.0);
        if capacity.is_none() {
            errors.add("capacity_kwh", "capacity_invalid");
        }
        let soh = soh.filter(|s| s.is_finite() && (0.0..=100.0).contains(s));
        if soh.is_none() {
            errors.add("state_of_health_percent", "soh_invalid");
        }
        let cycles = check_range(Some(cycle_count.unwrap_or(0)), 0, 1_000_000, "cycle_count_invalid")
            .map_err(|c| errors.add("cycle_count", c))
            .ok();
        if errors.0.len() > before {
            return None;
        }
        Some(BatteryFields {
            serial: serial?,
            model: model?,
            capacity_kwh: capacity?,
            state_of_health_percent: soh?,
            cycle_count: i32::try_from(cycles?).ok()?,
        })
    }
}

/// One swap event from a station, checked (`POST /api/v1/battery-swaps`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwapEvent {
    pub event_id: String,
    pub station_id: String,
    pub swapped_at: DateTime<Utc>,
    /// [`normalise_plate`].
    pub plate_number: String,
    pub battery_out_serial: String,
    pub battery_in_serial: String,
    /// Percent, 0–100.
    pub soc_out_percent: i32,
    pub soc_in_percent: i32,
}

/// A swap event as sent.
#[derive(Debug, Clone, Default)]
pub struct SwapInput<'a> {
    pub event_id: Option<&'a str>,
    pub station_id: Option<&'a str>,
    pub swapped_at: Option<&'a str>,
    pub plate_number: Option<&'a str>,
    pub battery_out_serial: Option<&'a str>,
    pub battery_in_serial: Option<&'a str>,
    pub soc_out_percent: Option<i64>,
    pub soc_in_percent: Option<i64>,
}

impl SwapEvent {
    /// Checks one event; the first failure is its refusal code: `event_id_invalid`,
    /// `station_id_invalid` (1–64 printable characters), `swapped_at_invalid` (RFC 3339, not
    /// more than 5 minutes ahead of `now`), `plate_number_invalid`, `serial_invalid` (either
    /// battery, or both the same), `soc_invalid`.
    pub fn check(input: &SwapInput<'_>, now: DateTime<Utc>) -> Result<SwapEvent, &'static str> {
        let id = |v: Option<&str>, code| {
            v.map(str::trim)
                .filter(|v| (1..=64).contains(&v.len()) && v.chars().all(|c| c.is_ascii_graphic()))
                .map(str::to_owned)
                .ok_or(code)
        };
        let event_id = id(input.event_id, "event_id_invalid")?;
        let station_id = id(input.station_id, "station_id_invalid")?;
        let swapped_at = input
            .swapped_at
            .and_then(|s| DateTime::parse_from_rfc3339(s.trim()).ok())
            .map(|t| t.with_timezone(&Utc))
            .filter(|t| *t <= now + Duration::minutes(5) && t.year() >= 2000)
            .ok_or("swapped_at_invalid")?;
        let plate_number = input.plate_number.map_or(Err("plate_number_invalid"), normalise_plate)?;
        let serial = |v: Option<&str>| v.map_or(Err("serial_invalid"), |s| normalise_number(s, 4, 40, "serial_invalid"));
        let battery_out_serial = serial(input.battery_out_serial)?;
        let battery_in_serial = serial(input.battery_in_serial)?;
        if battery_in_serial == battery_out_serial {
            return Err("serial_invalid");
        }
        let soc = |v| check_range(v, 0, 100, "soc_invalid").map(|v| i32::try_from(v).unwrap_or(0));
        Ok(SwapEvent {
            event_id,
            station_id,
            swapped_at,
            plate_number,
            battery_out_serial,
            battery_in_serial,
            soc_out_percent: soc(input.soc_out_percent)?,
            soc_in_percent: soc(input.soc_in_percent)?,
        })
    }
}
