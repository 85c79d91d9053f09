//! Motorcycles (issue 11 item 1; spec §2 `/app/motorcycle/*`): a unit's life and the moves
//! staff may make by hand, its plate, frame and document numbers, the STNK warning, and a unit
//! as registered (`POST /api/v1/motorcycles`, the import's rows).

use chrono::{Datelike, Duration, NaiveDate};

use super::{PRICE_MAX, check_range, normalise_number};
use crate::{ValidationErrors, pipeline::status::status_enum, validation::check_text};

/// Days before its expiry from which an STNK shows a warning.
pub const STNK_WARNING_DAYS: i64 = 30;

status_enum! {
    /// A motorcycle's life (issue 11 item 1). `handed_over` is reached only by a handover.
    MotorcycleStatus { InStock, Reserved, HandedOver, InService, Repossessed, Sold, WrittenOff }
}

status_enum! {
    /// An STNK (vehicle registration) that has lapsed or lapses within [`STNK_WARNING_DAYS`].
    StnkWarning { Expiring, Expired }
}

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

/// The moves staff may make by hand once the loan holding the unit has ended (`loan_ended`:
/// inactive, issue 45 item 4) or while it runs: a handed-over unit whose loan ended may also come
/// back to stock (returned) or pass to its borrower for good (sold); otherwise [`manual_moves`].
pub fn moves_by_hand(from: MotorcycleStatus, loan_ended: bool) -> &'static [MotorcycleStatus] {
    use MotorcycleStatus::*;
    match from {
        HandedOver if loan_ended => &[InStock, Repossessed, Sold],
        _ => manual_moves(from),
    }
}

/// Whether staff may move a unit from `from` to `to` by hand ([`moves_by_hand`]). Code:
/// `motorcycle_status_invalid`.
pub fn check_move_by_hand(from: MotorcycleStatus, to: MotorcycleStatus, loan_ended: bool) -> Result<(), &'static str> {
    if moves_by_hand(from, loan_ended).contains(&to) { Ok(()) } else { Err("motorcycle_status_invalid") }
}

/// Whether a move ends the borrower's holding of the unit (its handover period and its holder):
/// every move out of `handed_over`.
pub fn ends_holding(from: MotorcycleStatus, to: MotorcycleStatus) -> bool {
    from == MotorcycleStatus::HandedOver && to != MotorcycleStatus::HandedOver
}

/// What a move by hand did, as the code of the answer's message (`crate::i18n`): returned,
/// repossessed or sold to its holder, each ending the holder; otherwise the status changed.
pub fn status_change_message(from: MotorcycleStatus, to: MotorcycleStatus) -> &'static str {
    use MotorcycleStatus::*;
    match (from, to) {
        (HandedOver, InStock) => "motorcycle_returned",
        (HandedOver, Repossessed) => "motorcycle_repossessed",
        (HandedOver, Sold) => "motorcycle_sold_to_holder",
        _ => "motorcycle_status_changed",
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
