//! The assets counted by status (issue 45 item 9): the assets report's rows and the home
//! dashboard's asset cards, shared by both areas (an area imports no other).

use serde::Serialize;
use storage::repo::reports as sums;
use utoipa::ToSchema;

/// The kinds of asset figures, in the order they are shown.
pub const ASSET_KINDS: [&str; 5] = ["motorcycle", "battery", "service_order", "etle", "etoll"];

/// How many assets of one kind are in one status (the assets report's row, the home
/// dashboard's asset figures).
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq, Eq)]
pub struct AssetFigure {
    /// `motorcycle`, `battery`, `service_order`, `etle` (tickets) or `etoll` (transactions).
    pub kind: &'static str,
    /// The status code of that kind (`in_stock`, `installed`, `scheduled`, `unpaid`, …).
    pub status: String,
    pub count: i64,
}

/// The counted registers as figures: kinds in [`ASSET_KINDS`] order, each kind's statuses in
/// the order of its life (`domain::assets`), a status no enum names (never written by the app)
/// after them; statuses with no asset are left out.
pub fn asset_figures(c: sums::AssetCounts) -> Vec<AssetFigure> {
    use domain::assets::{BatteryStatus, MotorcycleStatus, ServiceStatus, TicketStatus};
    fn ordered(kind: &'static str, known: &[&str], mut counts: Vec<(String, i64)>, out: &mut Vec<AssetFigure>) {
        counts.sort_by_key(|(s, _)| (known.iter().position(|k| k == s).unwrap_or(known.len()), s.clone()));
        out.extend(counts.into_iter().filter(|(_, n)| *n > 0).map(|(status, count)| AssetFigure { kind, status, count }));
    }
    fn codes<T: Copy + Into<&'static str>>(all: &[T]) -> Vec<&'static str> {
        all.iter().map(|s| (*s).into()).collect()
    }
    let mut out = Vec::new();
    ordered("motorcycle", &codes(MotorcycleStatus::ALL), c.motorcycles, &mut out);
    ordered("battery", &codes(BatteryStatus::ALL), c.batteries, &mut out);
    ordered("service_order", &codes(ServiceStatus::ALL), c.service_orders, &mut out);
    let tickets = codes(TicketStatus::ALL);
    for kind in ["etle", "etoll"] {
        let of_kind = c.tickets.iter().filter(|t| t.0 == kind).map(|t| (t.1.clone(), t.2)).collect();
        ordered(kind, &tickets, of_kind, &mut out);
    }
    out
}
