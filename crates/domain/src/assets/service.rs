//! Fleet service (issue 11; spec §2 `/app/fleet-service/*`): a service order's kind,
//! progress and items, and when a unit is due a service.

use chrono::NaiveDate;

use super::PRICE_MAX;
use crate::{
    ValidationErrors,
    pipeline::status::status_enum,
    validation::{check_text, optional_text},
};

/// Scheduled maintenance every this many days…
pub const SERVICE_INTERVAL_DAYS: i64 = 90;

/// …or this many kilometres, whichever comes first.
pub const SERVICE_INTERVAL_KM: i64 = 3_000;

/// Most items on a service order.
pub const SERVICE_ITEMS_MAX: usize = 50;

status_enum! {
    /// What a service order is for.
    ServiceKind { Maintenance, Repair, Accident }
}

status_enum! {
    /// A service order's progress: `scheduled` → `in_progress` → `done`, or `cancelled`.
    ServiceStatus { Scheduled, InProgress, Done, Cancelled }
}

status_enum! {
    /// Why a unit is due a service: no maintenance yet, too long, or too far since the last one.
    ServiceDueReason { Never, Time, Distance }
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
