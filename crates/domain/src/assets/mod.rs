//! Motorcycles, batteries, fleet service and traffic tickets (issue 11; spec §1, §2
//! `/app/motorcycle/*`, `/app/battery/*`, `/app/fleet-service/*`; DESIGN §3 "Assets"): what a
//! unit, a battery, a swap event, a service order and an e-toll/ETLE ticket must hold, and
//! which status moves staff may make. The lender owns each unit until it is paid off; the
//! battery is an asset of its own, moved between units by swap stations. One file per aggregate;
//! what they share (bounds, number checks) is here.

mod batteries;
mod motorcycles;
mod service;
mod tickets;

pub use batteries::*;
pub use motorcycles::*;
pub use service::*;
pub use tickets::*;

/// Largest purchase price or service cost: ten billion rupiah.
pub const PRICE_MAX: i64 = 10_000_000_000;
/// Largest odometer reading, in kilometres.
pub const ODOMETER_MAX: i64 = 2_000_000;
/// A document or part number (engine/motor, STNK, BPKB, battery serial): `min..=max` of
/// `A–Z 0–9 - /`, upper-cased, spaces removed. Code: `invalid`.
pub fn normalise_number(value: &str, min: usize, max: usize, invalid: &'static str) -> Result<String, &'static str> {
    let v: String = value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
    let ok =
        (min..=max).contains(&v.len()) && v.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '/');
    if ok { Ok(v) } else { Err(invalid) }
}
/// A whole number in `min..=max`, else `code`.
pub fn check_range(value: Option<i64>, min: i64, max: i64, code: &'static str) -> Result<i64, &'static str> {
    value.filter(|v| (min..=max).contains(v)).ok_or(code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ValidationErrors;
    use chrono::{DateTime, NaiveDate, Utc};

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
        // Once the loan has ended, the unit may be returned or pass to its borrower (issue 45).
        assert!(check_move_by_hand(HandedOver, InStock, false).is_err());
        assert!(check_move_by_hand(HandedOver, InStock, true).is_ok());
        assert!(check_move_by_hand(HandedOver, Sold, true).is_ok());
        assert!(check_move_by_hand(InStock, Sold, true).is_ok());
        assert_eq!(status_change_message(HandedOver, InStock), "motorcycle_returned");
        assert_eq!(status_change_message(HandedOver, Repossessed), "motorcycle_repossessed");
        assert_eq!(status_change_message(InStock, Reserved), "motorcycle_status_changed");
        assert!(ends_holding(HandedOver, Repossessed) && !ends_holding(Repossessed, InStock));
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
