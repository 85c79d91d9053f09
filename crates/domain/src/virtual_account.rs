//! Virtual-account payments (issue 43 item 5; DESIGN §3 "Virtual-account payments"): each
//! active loan's virtual account number, and whether a payment gateway's callback can be posted
//! to the loan it names or waits in the unmatched queue for staff.
//!
//! A number is the configured bank prefix followed by the loan's counter, ten digits
//! (`LN-0000042` with prefix `88089` is `880890000000042`): derived, never stored, so it needs
//! no backfill and reads back to exactly one loan.

use crate::pipeline::status::status_enum;

/// Digits of a loan's counter in its virtual account number.
pub const LOAN_DIGITS: usize = 10;

/// Longest prefix, digits: with [`LOAN_DIGITS`] a number stays within the 20 digits banks issue.
pub const PREFIX_MAX: usize = 10;

/// The virtual account number of loan `loan_code` (`LN-0000042`) under `prefix` (digits), or
/// `None` for a prefix that is not 1 to [`PREFIX_MAX`] digits or a loan ID of another shape.
pub fn number_of(prefix: &str, loan_code: &str) -> Option<String> {
    if !valid_prefix(prefix) {
        return None;
    }
    let n: u64 = loan_code.strip_prefix("LN-")?.parse().ok()?;
    let digits = format!("{n:0LOAN_DIGITS$}");
    (digits.len() == LOAN_DIGITS).then(|| format!("{prefix}{digits}"))
}

/// The loan ID a virtual account number under `prefix` names, or `None` when it is not one of
/// this lender's numbers (another prefix, another length, anything but digits, counter 0).
pub fn loan_code_of(prefix: &str, number: &str) -> Option<String> {
    let number = number.trim();
    if !valid_prefix(prefix) || number.len() != prefix.len() + LOAN_DIGITS || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = number.strip_prefix(prefix)?.parse().ok()?;
    (n > 0).then(|| format!("LN-{n:07}"))
}

/// Whether `prefix` can start a number: 1 to [`PREFIX_MAX`] ASCII digits.
pub fn valid_prefix(prefix: &str) -> bool {
    (1..=PREFIX_MAX).contains(&prefix.len()) && prefix.bytes().all(|b| b.is_ascii_digit())
}

status_enum! {
    /// Where a gateway callback stands: `posted` to the loan its number names, `unmatched`
    /// (waiting for staff), or `assigned` by staff to a loan and posted there.
    CallbackStatus { Posted, Unmatched, Assigned }
}

status_enum! {
    /// Why a callback was not posted by itself.
    UnmatchedReason {
        /// Its number names no loan of this lender.
        NoLoan,
        /// The loan it names is not repaying (not active yet, paid off, deactivated).
        LoanNotActive,
        /// An amount no payment can have (0, negative, over the largest payment).
        AmountInvalid,
        /// More than the loan still owes, late fees included: staff decide where the rest goes.
        AmountOverOutstanding,
    }
}

/// Whether a callback paying `amount` rupiah to a loan that is `repaying` and still owes
/// `owed` rupiah (outstanding installments and open late fees) posts by itself.
/// Errors: the [`UnmatchedReason`] that sends it to the unmatched queue.
pub fn placement(amount: i64, repaying: bool, owed: i64) -> Result<(), UnmatchedReason> {
    if !(1..=crate::repayment::MAX_PAYMENT).contains(&amount) {
        return Err(UnmatchedReason::AmountInvalid);
    }
    if !repaying {
        return Err(UnmatchedReason::LoanNotActive);
    }
    if amount > owed {
        return Err(UnmatchedReason::AmountOverOutstanding);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_reads_back_to_its_loan_and_nothing_else() {
        assert_eq!(number_of("88089", "LN-0000042").as_deref(), Some("880890000000042"));
        assert_eq!(loan_code_of("88089", "880890000000042").as_deref(), Some("LN-0000042"));
        assert_eq!(loan_code_of("88089", " 880890000000042 ").as_deref(), Some("LN-0000042"));
        assert_eq!(number_of("88089", "LN-12345678").and_then(|n| loan_code_of("88089", &n)).as_deref(), Some("LN-12345678"));
        assert_eq!(loan_code_of("88089", "880990000000042"), None, "another prefix");
        assert_eq!(loan_code_of("88089", "88089000000042"), None, "one digit short");
        assert_eq!(loan_code_of("88089", "88089000000004x"), None);
        assert_eq!(loan_code_of("88089", "880890000000000"), None, "counter 0 is no loan");
        assert_eq!(loan_code_of("88089", "８８０８９0000000042"), None, "only ASCII digits");
        assert_eq!(number_of("", "LN-0000042"), None);
        assert_eq!(number_of("12345678901", "LN-0000042"), None);
        assert_eq!(number_of("88089", "CU-0000042"), None);
        assert_eq!(number_of("88089", "LN-99999999999"), None, "more than ten digits");
    }

    #[test]
    fn a_callback_posts_only_what_the_loan_can_take() {
        assert_eq!(placement(500_000, true, 500_000), Ok(()));
        assert_eq!(placement(500_001, true, 500_000), Err(UnmatchedReason::AmountOverOutstanding));
        assert_eq!(placement(0, true, 500_000), Err(UnmatchedReason::AmountInvalid));
        assert_eq!(placement(-5, true, 500_000), Err(UnmatchedReason::AmountInvalid));
        assert_eq!(placement(crate::repayment::MAX_PAYMENT + 1, true, i64::MAX), Err(UnmatchedReason::AmountInvalid));
        assert_eq!(placement(100, false, 500_000), Err(UnmatchedReason::LoanNotActive));
    }
}
