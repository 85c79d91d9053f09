//! Motorcycles, batteries, fleet service and traffic tickets (issue 11; spec §1, §2
//! `/app/motorcycle/*`, `/app/battery/*`, `/app/fleet-service/*`; DESIGN §3 "Assets"): what a
//! unit, a battery, a swap event, a service order and an e-toll/ETLE ticket must hold, and
//! which status moves staff may make. The lender owns each unit until it is paid off; the
//! battery is an asset of its own, moved between units by swap stations.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};

use crate::{
    ValidationErrors,
    pipeline::status::status_enum,
    validation::{check_text, optional_text},
};

status_enum! {
    /// A motorcycle's life (issue 11 item 1). `handed_over` is reached only by a handover.
    MotorcycleStatus { InStock, Reserved, HandedOver, InService, Repossessed, Sold, WrittenOff }
}

status_enum! {
    /// A battery's place (issue 11 item 4): in the depot, in a unit, at a swap station, on charge, or retired.
    BatteryStatus { InStock, Installed, AtStation, Charging, Retired }
}

status_enum! {
    /// What a service order is for.
    ServiceKind { Maintenance, Repair, Accident }
}

status_enum! {
    /// A service order's progress: `scheduled` → `in_progress` → `done`, or `cancelled`.
    ServiceStatus { Scheduled, InProgress, Done, Cancelled }
}

status_enum! {
    /// An e-toll transaction or an electronic traffic-law (ETLE) ticket.
    TicketKind { Etle, Etoll }
}

status_enum! {
    /// Whether a ticket is settled: by the lender (`paid`) or passed on to the borrower.
    TicketStatus { Unpaid, Paid, ChargedToBorrower }
}

status_enum! {
    /// An STNK (vehicle registration) that has lapsed or lapses within [`STNK_WARNING_DAYS`].
    StnkWarning { Expiring, Expired }
}

status_enum! {
    /// Why a unit is due a service: no maintenance yet, too long, or too far since the last one.
    ServiceDueReason { Never, Time, Distance }
}

/// Days before its expiry from which an STNK shows a warning.
pub const STNK_WARNING_DAYS: i64 = 30;
/// Scheduled maintenance every this many days…
pub const SERVICE_INTERVAL_DAYS: i64 = 90;
/// …or this many kilometres, whichever comes first.
pub const SERVICE_INTERVAL_KM: i64 = 3_000;
/// Most swap events in one `POST /api/v1/battery-swaps`.
pub const SWAP_BATCH_MAX: usize = 1_000;
/// Largest purchase price or service cost: ten billion rupiah.
pub const PRICE_MAX: i64 = 10_000_000_000;
/// Largest ticket amount: a hundred million rupiah.
pub const TICKET_AMOUNT_MAX: i64 = 100_000_000;
/// Largest odometer reading, in kilometres.
pub const ODOMETER_MAX: i64 = 2_000_000;
/// Most items on a service order.
pub const SERVICE_ITEMS_MAX: usize = 50;

/// The moves staff may make by hand (`POST /api/v1/motorcycles/{id}/status`). Handover and
/// service orders move the status themselves; a unit in use leaves `handed_over` only by
/// repossession.
pub fn manual_moves(from: MotorcycleStatus) -> &'static [MotorcycleStatus] {
    use MotorcycleStatus::*;
    match from {
        InStock => &[Reserved, InService, Sold, WrittenOff],
        Reserved | InService => &[InStock],
        HandedOver => &[Repossessed],
        Repossessed => &[InStock, Sold, WrittenOff],
        Sold | WrittenOff => &[],
    }
}

/// Whether staff may move a unit from `from` to `to` by hand. Code: `motorcycle_status_invalid`.
pub fn check_manual_move(from: MotorcycleStatus, to: MotorcycleStatus) -> Result<(), &'static str> {
    if manual_moves(from).contains(&to) { Ok(()) } else { Err("motorcycle_status_invalid") }
}

/// A service order's allowed next statuses.
pub fn service_moves(from: ServiceStatus) -> &'static [ServiceStatus] {
    use ServiceStatus::*;
    match from {
        Scheduled => &[InProgress, Done, Cancelled],
        InProgress => &[Done, Cancelled],
        Done | Cancelled => &[],
    }
}

/// A ticket's allowed next statuses: unpaid → paid or charged to the borrower; charged → paid.
pub fn ticket_moves(from: TicketStatus) -> &'static [TicketStatus] {
    use TicketStatus::*;
    match from {
        Unpaid => &[Paid, ChargedToBorrower],
        ChargedToBorrower => &[Paid],
        Paid => &[],
    }
}

/// An Indonesian number plate, normalised to `B 1234 XYZ`: a 1–2 letter region code, 1–4
/// digits (not starting with 0) and 0–3 letters; spaces, dots and hyphens are ignored and
/// lower case is raised. Code: `plate_number_invalid`.
pub fn normalise_plate(value: &str) -> Result<String, &'static str> {
    let v: String = value.chars().filter(|c| !matches!(c, ' ' | '-' | '.')).collect::<String>().to_ascii_uppercase();
    let region: String = v.chars().take_while(char::is_ascii_uppercase).collect();
    let rest = &v[region.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let suffix = &rest[digits.len()..];
    let ok = (1..=2).contains(&region.len())
        && (1..=4).contains(&digits.len())
        && !digits.starts_with('0')
        && suffix.len() <= 3
        && suffix.chars().all(|c| c.is_ascii_uppercase());
    if !ok {
        return Err("plate_number_invalid");
    }
    Ok(if suffix.is_empty() { format!("{region} {digits}") } else { format!("{region} {digits} {suffix}") })
}

/// A frame number (VIN, ISO 3779): 17 of `A–Z 0–9` without I, O and Q, upper-cased and without
/// spaces. The North-American check digit is not required: Indonesian frames do not carry it.
/// Code: `frame_number_invalid`.
pub fn normalise_vin(value: &str) -> Result<String, &'static str> {
    let v: String = value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
    let ok = v.len() == 17 && v.chars().all(|c| (c.is_ascii_uppercase() && !matches!(c, 'I' | 'O' | 'Q')) || c.is_ascii_digit());
    if ok { Ok(v) } else { Err("frame_number_invalid") }
}

/// A document or part number (engine/motor, STNK, BPKB, battery serial): `min..=max` of
/// `A–Z 0–9 - /`, upper-cased, spaces removed. Code: `invalid`.
pub fn normalise_number(value: &str, min: usize, max: usize, invalid: &'static str) -> Result<String, &'static str> {
    let v: String = value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
    let ok =
        (min..=max).contains(&v.len()) && v.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '/');
    if ok { Ok(v) } else { Err(invalid) }
}

/// The STNK warning on `today` (Asia/Jakarta) for one expiring on `expires_on`.
pub fn stnk_warning(expires_on: NaiveDate, today: NaiveDate) -> Option<StnkWarning> {
    if expires_on < today {
        Some(StnkWarning::Expired)
    } else if expires_on <= today + Duration::days(STNK_WARNING_DAYS) {
        Some(StnkWarning::Expiring)
    } else {
        None
    }
}

/// The late list's early warning (issue 11 item 4): a late borrower whose unit swapped a battery
/// on or after the oldest unpaid due date (Asia/Jakarta days) still rides the motorcycle, so the
/// arrears are a will-to-pay matter for collections, not an idle or lost unit.
pub fn swapping_while_late(last_swap_day: Option<NaiveDate>, oldest_due_day: Option<NaiveDate>) -> bool {
    matches!((last_swap_day, oldest_due_day), (Some(swap), Some(due)) if swap >= due)
}

/// Whether a unit is due a service on `today`: never maintained, [`SERVICE_INTERVAL_DAYS`]
/// since `last_on`, or [`SERVICE_INTERVAL_KM`] since `last_km` (when both readings are known).
pub fn service_due(
    last_on: Option<NaiveDate>,
    last_km: Option<i64>,
    odometer_km: Option<i64>,
    today: NaiveDate,
) -> Option<ServiceDueReason> {
    let Some(on) = last_on else { return Some(ServiceDueReason::Never) };
    if (today - on).num_days() >= SERVICE_INTERVAL_DAYS {
        return Some(ServiceDueReason::Time);
    }
    match (last_km, odometer_km) {
        (Some(last), Some(now)) if now - last >= SERVICE_INTERVAL_KM => Some(ServiceDueReason::Distance),
        _ => None,
    }
}

/// A whole number in `min..=max`, else `code`.
pub fn check_range(value: Option<i64>, min: i64, max: i64, code: &'static str) -> Result<i64, &'static str> {
    value.filter(|v| (min..=max).contains(v)).ok_or(code)
}

/// A motorcycle as registered (`POST /api/v1/motorcycles`, the import's rows), checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MotorcycleFields {
    /// [`normalise_plate`].
    pub plate_number: String,
    /// [`normalise_vin`].
    pub frame_number: String,
    pub engine_number: String,
    pub colour: String,
    pub year: i32,
    pub stnk_number: Option<String>,
    pub stnk_expires_on: Option<NaiveDate>,
    pub bpkb_number: Option<String>,
    /// Rupiah, 1..=[`PRICE_MAX`].
    pub purchase_price: i64,
}

/// A motorcycle's fields as sent, before checking.
#[derive(Debug, Clone, Default)]
pub struct MotorcycleInput<'a> {
    pub plate_number: Option<&'a str>,
    pub frame_number: Option<&'a str>,
    pub engine_number: Option<&'a str>,
    pub colour: Option<&'a str>,
    pub year: Option<i64>,
    pub stnk_number: Option<&'a str>,
    pub stnk_expires_on: Option<&'a str>,
    pub bpkb_number: Option<&'a str>,
    pub purchase_price: Option<i64>,
}

impl MotorcycleFields {
    /// Checks each field, recording failures under its name: `plate_number_invalid`,
    /// `frame_number_invalid`, `engine_number_invalid`, `colour_required`, `year_invalid`
    /// (2000 to next year), `stnk_number_invalid`, `stnk_expires_on_invalid`,
    /// `bpkb_number_invalid`, `purchase_price_invalid`. `today` is Asia/Jakarta.
    pub fn check(input: &MotorcycleInput<'_>, today: NaiveDate, errors: &mut ValidationErrors) -> Option<MotorcycleFields> {
        let before = errors.0.len();
        let mut field = |f: &str, r: Result<String, &'static str>| r.map_err(|c| errors.add(f, c)).ok();
        let plate = field("plate_number", input.plate_number.map_or(Err("plate_number_invalid"), normalise_plate));
        let frame = field("frame_number", input.frame_number.map_or(Err("frame_number_invalid"), normalise_vin));
        let engine = field(
            "engine_number",
            input.engine_number.map_or(Err("engine_number_invalid"), |v| normalise_number(v, 5, 30, "engine_number_invalid")),
        );
        let colour = field("colour", check_text(input.colour, 40, "colour_required", "colour_required"));
        let optional = |v: Option<&str>, code: &'static str| match v.map(str::trim).filter(|v| !v.is_empty()) {
            None => Ok(None),
            Some(v) => normalise_number(v, 4, 30, code).map(Some),
        };
        let stnk = optional(input.stnk_number, "stnk_number_invalid").map_err(|c| errors.add("stnk_number", c)).ok();
        let bpkb = optional(input.bpkb_number, "bpkb_number_invalid").map_err(|c| errors.add("bpkb_number", c)).ok();
        let expires = match input.stnk_expires_on.map(str::trim).filter(|v| !v.is_empty()) {
            None => Ok(None),
            Some(v) => NaiveDate::parse_from_str(v, "%Y-%m-%d")
                .ok()
                .filter(|d| d.year() >= 2000 && d.year() <= today.year() + 10)
                .map(Some)
                .ok_or("stnk_expires_on_invalid"),
        };
        let expires = expires.map_err(|c| errors.add("stnk_expires_on", c)).ok();
        let year =
            check_range(input.year, 2000, i64::from(today.year()) + 1, "year_invalid").map_err(|c| errors.add("year", c)).ok();
        let price = check_range(input.purchase_price, 1, PRICE_MAX, "purchase_price_invalid")
            .map_err(|c| errors.add("purchase_price", c))
            .ok();
        if errors.0.len() > before {
            return None;
        }
        Some(MotorcycleFields {
            plate_number: plate?,
            frame_number: frame?,
            engine_number: engine?,
            colour: colour?,
            year: i32::try_from(year?).ok()?,
            stnk_number: stnk?,
            stnk_expires_on: expires?,
            bpkb_number: bpkb?,
            purchase_price: price?,
        })
    }
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

/// One line of a service order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct ServiceItem {
    pub name: String,
    /// 1–1,000.
    pub quantity: i64,
    /// Rupiah per unit, 0..=[`PRICE_MAX`].
    pub cost: i64,
}

/// Checks a service order's items and answers their total in rupiah: at most
/// [`SERVICE_ITEMS_MAX`], each named (`items_invalid`), quantity 1–1,000 and unit cost
/// 0..=[`PRICE_MAX`]; the total at most [`PRICE_MAX`].
pub fn check_items(items: &[ServiceItem]) -> Result<(Vec<ServiceItem>, i64), &'static str> {
    if items.len() > SERVICE_ITEMS_MAX {
        return Err("items_invalid");
    }
    let mut total: i64 = 0;
    let mut out = Vec::with_capacity(items.len());
    for it in items {
        let name = check_text(Some(&it.name), 120, "items_invalid", "items_invalid")?;
        if !(1..=1_000).contains(&it.quantity) || !(0..=PRICE_MAX).contains(&it.cost) {
            return Err("items_invalid");
        }
        total = total.checked_add(it.quantity * it.cost).filter(|t| *t <= PRICE_MAX).ok_or("items_invalid")?;
        out.push(ServiceItem { name, quantity: it.quantity, cost: it.cost });
    }
    Ok((out, total))
}

/// Checks a ticket's text fields: place and violation (`place_required`,
/// `violation_required`, at most 200 characters).
pub fn check_ticket_text(
    place: Option<&str>,
    violation: Option<&str>,
    errors: &mut ValidationErrors,
) -> Option<(String, String)> {
    let place = check_text(place, 200, "place_required", "place_required").map_err(|c| errors.add("place", c)).ok();
    let violation =
        check_text(violation, 200, "violation_required", "violation_required").map_err(|c| errors.add("violation", c)).ok();
    Some((place?, violation?))
}

/// A workshop or description: required workshop (`workshop_required`, 120), description
/// optional (500, `note_too_long`).
pub fn check_service_text(
    workshop: Option<&str>,
    description: Option<&str>,
    errors: &mut ValidationErrors,
) -> Option<(String, Option<String>)> {
    let w = check_text(workshop, 120, "workshop_required", "workshop_required").map_err(|c| errors.add("workshop", c)).ok();
    let d = optional_text(description, 500, "note_too_long").map_err(|c| errors.add("description", c)).ok();
    Some((w?, d?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_swap_on_or_after_the_oldest_due_date_is_the_early_warning() {
        let due = Some(day("2026-11-01"));
        assert!(swapping_while_late(Some(day("2026-11-01")), due));
        assert!(swapping_while_late(Some(day("2026-11-20")), due));
        assert!(!swapping_while_late(Some(day("2026-10-31")), due));
        assert!(!swapping_while_late(None, due));
        assert!(!swapping_while_late(Some(day("2026-11-20")), None));
    }

    #[test]
    fn plates_normalise_to_the_indonesian_format() {
        assert_eq!(normalise_plate("b1234xyz").unwrap(), "B 1234 XYZ");
        assert_eq!(normalise_plate(" B-1234-XYZ ").unwrap(), "B 1234 XYZ");
        assert_eq!(normalise_plate("AB 12 C").unwrap(), "AB 12 C");
        assert_eq!(normalise_plate("D 7").unwrap(), "D 7");
        for bad in ["", "1234 XYZ", "ABC 1234 X", "B 12345 X", "B 0123 X", "B 1234 WXYZ", "B 12X34", "B\u{0}1234", "Б 1234"] {
            assert_eq!(normalise_plate(bad), Err("plate_number_invalid"), "{bad:?}");
        }
    }

    #[test]
    fn vins_are_17_characters_without_i_o_q() {
        assert_eq!(normalise_vin("mh1jm8110mk123456").unwrap(), "MH1JM8110MK123456");
        assert_eq!(normalise_vin("MH1JM 8110 MK123456").unwrap(), "MH1JM8110MK123456");
        for bad in [
            "MH1JM8110MK12345",
            "MH1JM8110MK1234567",
            "MH1JM8110OK123456",
            "MH1JM8110IK123456",
            "MH1JM8110QK123456",
            "MH1JM8110-K123456",
        ] {
            assert_eq!(normalise_vin(bad), Err("frame_number_invalid"), "{bad}");
        }
    }

    #[test]
    fn stnk_warns_thirty_days_ahead() {
        let today = day("2026-11-24");
        assert_eq!(stnk_warning(day("2026-11-23"), today), Some(StnkWarning::Expired));
        assert_eq!(stnk_warning(today, today), Some(StnkWarning::Expiring));
        assert_eq!(stnk_warning(day("2026-12-24"), today), Some(StnkWarning::Expiring));
        assert_eq!(stnk_warning(day("2026-12-25"), today), None);
    }

    #[test]
    fn manual_moves_keep_handover_for_the_handover() {
        use MotorcycleStatus::*;
        assert!(check_manual_move(InStock, Reserved).is_ok());
        assert!(check_manual_move(InStock, HandedOver).is_err());
        assert!(check_manual_move(HandedOver, InStock).is_err());
        assert!(check_manual_move(HandedOver, Repossessed).is_ok());
        assert!(check_manual_move(Sold, InStock).is_err());
        for s in MotorcycleStatus::ALL {
            assert!(!manual_moves(*s).contains(&HandedOver), "{s}");
        }
    }

    #[test]
    fn service_and_ticket_moves() {
        assert!(service_moves(ServiceStatus::Scheduled).contains(&ServiceStatus::InProgress));
        assert!(service_moves(ServiceStatus::Done).is_empty());
        assert!(!service_moves(ServiceStatus::InProgress).contains(&ServiceStatus::Scheduled));
        assert_eq!(ticket_moves(TicketStatus::Unpaid), &[TicketStatus::Paid, TicketStatus::ChargedToBorrower]);
        assert!(ticket_moves(TicketStatus::Paid).is_empty());
    }

    #[test]
    fn service_due_by_time_or_distance() {
        let today = day("2026-11-24");
        assert_eq!(service_due(None, None, Some(10), today), Some(ServiceDueReason::Never));
        assert_eq!(service_due(Some(day("2026-08-26")), Some(0), Some(10), today), Some(ServiceDueReason::Time));
        assert_eq!(service_due(Some(day("2026-08-27")), Some(0), Some(2_999), today), None);
        assert_eq!(service_due(Some(day("2026-11-01")), Some(1_000), Some(4_000), today), Some(ServiceDueReason::Distance));
        assert_eq!(service_due(Some(day("2026-11-01")), None, Some(4_000), today), None);
    }

    #[test]
    fn motorcycle_fields_name_every_bad_field() {
        let today = day("2026-11-24");
        let mut e = ValidationErrors::new();
        let input = MotorcycleInput {
            plate_number: Some("b 1234 xyz"),
            frame_number: Some("MH1JM8110MK123456"),
            engine_number: Some("jm81e1234567"),
            colour: Some(" Black "),
            year: Some(2026),
            stnk_number: Some("12345678"),
            stnk_expires_on: Some("2031-01-31"),
            bpkb_number: None,
            purchase_price: Some(28_500_000),
        };
        let f = MotorcycleFields::check(&input, today, &mut e).unwrap();
        assert_eq!(
            (f.plate_number.as_str(), f.engine_number.as_str(), f.colour.as_str()),
            ("B 1234 XYZ", "JM81E1234567", "Black")
        );
        let bad = MotorcycleInput { year: Some(2028), purchase_price: Some(0), plate_number: Some("X"), ..input };
        let mut e = ValidationErrors::new();
        assert!(MotorcycleFields::check(&bad, today, &mut e).is_none());
        let fields: Vec<_> = e.0.iter().map(|f| f.field.as_str()).collect();
        assert_eq!(fields, ["plate_number", "year", "purchase_price"]);
    }

    #[test]
    fn swap_events_are_checked() {
        let now = DateTime::parse_from_rfc3339("2026-11-24T03:00:00Z").unwrap().with_timezone(&Utc);
        let ok = SwapInput {
            event_id: Some("st-1:42"),
            station_id: Some("ST-JKT-01"),
            swapped_at: Some("2026-11-24T09:30:00+07:00"),
            plate_number: Some("b1234xyz"),
            battery_out_serial: Some("bat-0001"),
            battery_in_serial: Some("BAT-0002"),
            soc_out_percent: Some(12),
            soc_in_percent: Some(98),
        };
        let e = SwapEvent::check(&ok, now).unwrap();
        assert_eq!((e.plate_number.as_str(), e.battery_out_serial.as_str()), ("B 1234 XYZ", "BAT-0001"));
        assert_eq!(SwapEvent::check(&SwapInput { soc_in_percent: Some(101), ..ok.clone() }, now), Err("soc_invalid"));
        assert_eq!(
            SwapEvent::check(&SwapInput { battery_in_serial: Some("BAT-0001"), ..ok.clone() }, now),
            Err("serial_invalid")
        );
        assert_eq!(
            SwapEvent::check(&SwapInput { swapped_at: Some("2026-11-24T11:00:00+07:00"), ..ok.clone() }, now),
            Err("swapped_at_invalid")
        );
        assert_eq!(SwapEvent::check(&SwapInput { event_id: Some("a\u{0}b"), ..ok }, now), Err("event_id_invalid"));
    }

    #[test]
    fn service_items_total_without_overflow() {
        let item = |q, c| ServiceItem { name: "Brake pad".into(), quantity: q, cost: c };
        assert_eq!(check_items(&[item(2, 75_000), item(1, 50_000)]).unwrap().1, 200_000);
        assert_eq!(check_items(&[item(0, 1)]), Err("items_invalid"));
        assert_eq!(check_items(&[item(1_000, PRICE_MAX)]), Err("items_invalid"));
        assert_eq!(check_items(&[ServiceItem { name: " ".into(), quantity: 1, cost: 1 }]), Err("items_invalid"));
    }
}
