//! Traffic tickets (issue 11): e-toll transactions and electronic traffic-law (ETLE)
//! tickets, and who settles them.

use crate::{ValidationErrors, pipeline::status::status_enum, validation::check_text};

/// Largest ticket amount: a hundred million rupiah.
pub const TICKET_AMOUNT_MAX: i64 = 100_000_000;

status_enum! {
    /// An e-toll transaction or an electronic traffic-law (ETLE) ticket.
    TicketKind { Etle, Etoll }
}

status_enum! {
    /// Whether a ticket is settled: by the lender (`paid`) or passed on to the borrower.
    TicketStatus { Unpaid, Paid, ChargedToBorrower }
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
