//! The ways staff end an active loan by hand (issue 45 item 4; spec §4 "deactivate or fully paid
//! → inactive"): paid off, settled early, repossessed, written off. Each is checked against the
//! loan's book, so no way can be claimed that the book contradicts.

use super::InactiveReason;
use crate::pipeline::PipelineError;

crate::pipeline::status::status_enum! {
    /// How a loan ends when staff end it (`POST /api/v1/loans/{loan_id}/deactivate` `way`):
    /// every installment and late fee paid (`paid_off`); settled early with a payoff quote
    /// (`settled_early`, taken only by the payoff route, `POST …/payoff`); the unit repossessed
    /// and what is left written off (`repossessed`); or written off with the unit where it is
    /// (`written_off`). The last two are level 21's.
    LoanEnding { PaidOff, SettledEarly, Repossessed, WrittenOff }
}

/// What ending a loan `way` does, given the rupiah still `owed` on it (principal, interest and
/// open late fees) and whether its unit was taken back from the borrower (`unit_repossessed`: the
/// handover ended by a repossession): why the loan becomes inactive, and whether what is owed is
/// written off (a write-off journal entry).
///
/// Errors: 409 `early_settlement_by_payoff` (an early settlement is taken with its quote, by the
/// payoff route), `unit_not_repossessed`; 422 on `way` `outstanding_remaining` (paid off while
/// something is owed), `nothing_outstanding` (nothing to write off); 403 `write_off_level_21` for
/// a write-off by another level than 21.
pub fn end_by_hand(
    way: LoanEnding,
    owed: i64,
    unit_repossessed: bool,
    level_21: bool,
) -> Result<(InactiveReason, bool), PipelineError> {
    match way {
        LoanEnding::SettledEarly => Err(PipelineError::Conflict("early_settlement_by_payoff")),
        LoanEnding::PaidOff if owed > 0 => Err(PipelineError::Invalid("way", "outstanding_remaining")),
        LoanEnding::PaidOff => Ok((InactiveReason::PaidOff, false)),
        LoanEnding::Repossessed | LoanEnding::WrittenOff if owed <= 0 => {
            Err(PipelineError::Invalid("way", "nothing_outstanding"))
        }
        LoanEnding::Repossessed | LoanEnding::WrittenOff if !level_21 => Err(PipelineError::Forbidden("write_off_level_21")),
        LoanEnding::Repossessed if !unit_repossessed => Err(PipelineError::Conflict("unit_not_repossessed")),
        LoanEnding::Repossessed | LoanEnding::WrittenOff => Ok((InactiveReason::WrittenOff, true)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_way_is_checked_against_the_book() {
        use LoanEnding::*;
        assert_eq!(end_by_hand(PaidOff, 0, false, false), Ok((InactiveReason::PaidOff, false)));
        assert_eq!(end_by_hand(PaidOff, 1, false, true), Err(PipelineError::Invalid("way", "outstanding_remaining")));
        assert_eq!(end_by_hand(SettledEarly, 0, false, true), Err(PipelineError::Conflict("early_settlement_by_payoff")));
        assert_eq!(end_by_hand(WrittenOff, 5, false, true), Ok((InactiveReason::WrittenOff, true)));
        assert_eq!(end_by_hand(WrittenOff, 5, false, false), Err(PipelineError::Forbidden("write_off_level_21")));
        assert_eq!(end_by_hand(WrittenOff, 0, false, true), Err(PipelineError::Invalid("way", "nothing_outstanding")));
        assert_eq!(end_by_hand(Repossessed, 5, false, true), Err(PipelineError::Conflict("unit_not_repossessed")));
        assert_eq!(end_by_hand(Repossessed, 5, true, true), Ok((InactiveReason::WrittenOff, true)));
    }
}
