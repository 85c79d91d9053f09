//! What is due on a loan, as the staff member recording a payment and the repayment lists see it
//! (issue 45 items 3 and 4; spec §2 repayment normal and all billing): the next installment, the
//! rupiah overdue, the late fees still open and what is left to pay; and what an ended loan's row
//! no longer shows.

use chrono::NaiveDate;
use serde::Serialize;

use super::Installment;
use crate::pipeline::ActiveStatus;

/// The next installment to pay: the first unpaid one due `today` or later. Rupiah; Asia/Jakarta.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct NextInstallment {
    /// 1-based installment number.
    pub number: i32,
    pub due_date: NaiveDate,
    /// What is still open on it (its amount due less what was paid), rupiah.
    pub amount: i64,
}

/// What is due on a loan on a day, rupiah: what a payment would go to (oldest installment first,
/// each with its late fee; `super::allocate`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct PaymentDue {
    /// `None` when nothing is due today or later (every open installment is overdue, or the loan
    /// is paid).
    pub next_installment: Option<NextInstallment>,
    /// Unpaid on installments whose due date has passed.
    pub amount_overdue: i64,
    /// Late fees accrued and neither paid nor waived (issue 43 item 1), apart from `outstanding`.
    pub late_fees_open: i64,
    /// Principal and interest not yet paid over every installment.
    pub outstanding: i64,
    /// What settles the loan's arrears today: `amount_overdue` plus `late_fees_open`.
    pub to_clear_arrears: i64,
}

/// What is due on a loan with these installments (due dates already shifted by its holds) on
/// `today` (Asia/Jakarta).
pub fn payment_due(installments: &[Installment], today: NaiveDate) -> PaymentDue {
    let unpaid = || installments.iter().filter(|i| i.open() > 0);
    let next_installment = unpaid()
        .filter(|i| i.due_date >= today)
        .min_by_key(|i| (i.due_date, i.number))
        .map(|i| NextInstallment { number: i.number, due_date: i.due_date, amount: i.open() });
    let amount_overdue = unpaid().filter(|i| i.due_date < today).map(Installment::open).sum();
    let late_fees_open = super::late_fee::open_total(installments);
    PaymentDue {
        next_installment,
        amount_overdue,
        late_fees_open,
        outstanding: unpaid().map(Installment::open).sum(),
        to_clear_arrears: amount_overdue + late_fees_open,
    }
}

/// What a loan's list row shows of its billing: its quality bucket, next due date and whether
/// billing is held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowBilling {
    pub bucket: Option<String>,
    pub next_due_date: Option<NaiveDate>,
    pub hold_billing: bool,
}

impl RowBilling {
    /// The row's billing as stored, unless the loan has ended (inactive: paid off, settled early,
    /// deactivated or written off, issue 45 item 4): an ended loan is billed no more, so it is
    /// in no quality bucket ("Current" would say it still pays on time), has nothing next due and
    /// nothing held, whatever its columns kept from its last day on the book.
    pub fn shown(
        status: Option<ActiveStatus>,
        bucket: Option<String>,
        next_due_date: Option<NaiveDate>,
        hold_billing: bool,
    ) -> RowBilling {
        if status == Some(ActiveStatus::Inactive) {
            return RowBilling { bucket: None, next_due_date: None, hold_billing: false };
        }
        RowBilling { bucket, next_due_date, hold_billing }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repayment::LateFee;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, d).unwrap()
    }

    fn inst(number: i32, due: u32, amount_due: i64, amount_paid: i64, fee_open: i64) -> Installment {
        Installment {
            number,
            due_date: day(due),
            original_due_date: day(due),
            amount_due,
            principal_due: amount_due / 2,
            amount_paid,
            paid_date: None,
            held: false,
            late_fee: LateFee { accrued: fee_open, ..LateFee::default() },
        }
    }

    #[test]
    fn the_next_installment_is_the_first_unpaid_one_due_today_or_later() {
        let book = [inst(1, 1, 100, 100, 0), inst(2, 8, 100, 30, 5), inst(3, 15, 100, 40, 0), inst(4, 22, 100, 0, 0)];
        let due = payment_due(&book, day(10));
        assert_eq!(due.next_installment, Some(NextInstallment { number: 3, due_date: day(15), amount: 60 }));
        assert_eq!((due.amount_overdue, due.late_fees_open, due.outstanding, due.to_clear_arrears), (70, 5, 230, 75));
        // Due today counts as next, not overdue.
        let due = payment_due(&book, day(15));
        assert_eq!(due.next_installment.map(|n| n.number), Some(3));
        assert_eq!(due.amount_overdue, 70);
    }

    #[test]
    fn a_paid_loan_has_nothing_due() {
        let due = payment_due(&[inst(1, 1, 100, 100, 0)], day(10));
        assert_eq!(
            due,
            PaymentDue { next_installment: None, amount_overdue: 0, late_fees_open: 0, outstanding: 0, to_clear_arrears: 0 }
        );
    }

    #[test]
    fn an_ended_loan_shows_no_bucket_next_due_or_hold() {
        let kept = RowBilling::shown(Some(ActiveStatus::OnHold), Some("lancar".into()), Some(day(3)), true);
        assert_eq!(kept, RowBilling { bucket: Some("lancar".into()), next_due_date: Some(day(3)), hold_billing: true });
        let ended = RowBilling::shown(Some(ActiveStatus::Inactive), Some("lancar".into()), Some(day(3)), true);
        assert_eq!(ended, RowBilling { bucket: None, next_due_date: None, hold_billing: false });
    }
}
