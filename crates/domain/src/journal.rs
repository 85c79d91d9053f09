//! The double-entry journal (issue 44 item 4; DESIGN §3 "Accounting", §5): every money event of
//! a loan posts one balanced [`Entry`] to the accounts of the chart ([`Account`]), in the same
//! transaction as the event. Pure: which lines an event posts; storage appends them, never
//! changes them (a correction is a reversing entry, [`Entry::reversal`]).
//!
//! How the book is kept (gross method, as Indonesian finance companies present consumer
//! financing): at activation the loan's principal is a financing receivable and its contract
//! interest an interest receivable against unearned interest; a payment settles the receivables
//! and moves the interest it paid from unearned interest to interest income. So the financing
//! receivable's balance is always the book's outstanding principal, which the trial balance
//! reconciles with the portfolio report. Late fees are earned as the daily job accrues them and
//! forgiven by waivers. Money is integer rupiah.

use crate::pipeline::status::status_enum;
use crate::repayment::{Part, PaymentMethod};

status_enum! {
    /// An account of the chart: the role a line posts to. Its code and name are configuration
    /// (`Chart`, with [`Account::default_code`]); the role is what is stored.
    Account {
        /// Bank account receiving bank transfers (and paying disbursements).
        CashBankTransfer,
        /// Bank account behind the virtual accounts.
        CashVirtualAccount,
        /// Cash collected at the dealer.
        CashCash,
        /// E-wallet balance.
        CashEWallet,
        /// Virtual-account payments that matched no loan yet (a liability until assigned).
        Suspense,
        /// Outstanding principal of the loans on the book.
        FinancingReceivable,
        /// Contract interest not yet paid.
        InterestReceivable,
        /// Late fees accrued and not yet paid or waived.
        LateFeeReceivable,
        /// Contract interest not yet earned (contra to interest receivable).
        UnearnedInterest,
        /// First payments received before activation (a liability until the loan starts).
        FirstPaymentDeposits,
        /// What borrowers paid beyond their last installment (a liability).
        BorrowerCredit,
        InterestIncome,
        /// Admin fees and early settlement fees.
        FeeIncome,
        LateFeeIncome,
        /// Principal taken off the book by write-offs (an expense).
        WrittenOffReceivables,
        /// Payments on written-off loans (income).
        Recoveries,
        /// The other side of the opening entries of loans that started before the journal.
        OpeningBalances,
    }
}

impl Account {
    /// The default chart code of the account (Indonesian chart-of-accounts numbering: 1 assets,
    /// 2 liabilities, 4 income, 5 expenses).
    pub fn default_code(self) -> &'static str {
        match self {
            Account::CashBankTransfer => "1101",
            Account::CashVirtualAccount => "1102",
            Account::CashCash => "1103",
            Account::CashEWallet => "1104",
            Account::FinancingReceivable => "1301",
            Account::InterestReceivable => "1302",
            Account::UnearnedInterest => "1303",
            Account::LateFeeReceivable => "1304",
            Account::Suspense => "2101",
            Account::FirstPaymentDeposits => "2102",
            Account::BorrowerCredit => "2103",
            Account::InterestIncome => "4101",
            Account::FeeIncome => "4102",
            Account::LateFeeIncome => "4103",
            Account::Recoveries => "4104",
            Account::WrittenOffReceivables => "5101",
            Account::OpeningBalances => "3101",
        }
    }

    /// The cash or bank account a payment by `method` arrives in.
    pub fn cash(method: PaymentMethod) -> Account {
        match method {
            PaymentMethod::BankTransfer => Account::CashBankTransfer,
            PaymentMethod::VirtualAccount => Account::CashVirtualAccount,
            PaymentMethod::Cash => Account::CashCash,
            PaymentMethod::EWallet => Account::CashEWallet,
        }
    }
}

/// The chart of accounts' codes (issue 44 item 4: a configurable chart): every account's
/// [`Account::default_code`] unless configuration gives it another (`RODA_CHART_CODES`,
/// `role=code` pairs separated by commas, e.g. `financing_receivable=1401,interest_income=4201`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Chart {
    codes: Vec<(Account, String)>,
}

impl Chart {
    /// Reads `role=code` pairs. Errors (for the operator, in English): an unknown role, a code
    /// that is not 1 to 20 letters, digits, `.` or `-`, or two accounts with one code.
    pub fn parse(text: &str) -> Result<Chart, String> {
        let mut codes = Vec::new();
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (role, code) = pair.split_once('=').ok_or_else(|| format!("{pair:?} is not role=code"))?;
            let account: Account = role.trim().parse().map_err(|_| format!("{role:?} is not an account of the chart"))?;
            let code = code.trim();
            let valid = (1..=20).contains(&code.len()) && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
            if !valid {
                return Err(format!("{code:?} is not an account code (1 to 20 letters, digits, '.' or '-')"));
            }
            codes.retain(|(a, _)| *a != account);
            codes.push((account, code.to_owned()));
        }
        let chart = Chart { codes };
        let mut all: Vec<&str> = Account::ALL.iter().map(|a| chart.code(*a)).collect();
        all.sort_unstable();
        if all.windows(2).any(|w| w[0] == w[1]) {
            return Err("two accounts of the chart share a code".into());
        }
        Ok(chart)
    }

    /// The code of `account` in this chart.
    pub fn code(&self, account: Account) -> &str {
        self.codes.iter().find(|(a, _)| *a == account).map_or(account.default_code(), |(_, c)| c.as_str())
    }
}

status_enum! {
    /// The money event an entry records.
    JournalEvent {
        FirstPayment,
        Activation,
        Payment,
        /// A reversing entry of an earlier one (a reversed payment, write-off or recovery).
        Reversal,
        LateFeeAccrual,
        LateFeeWaiver,
        Payoff,
        Restructure,
        WriteOff,
        Recovery,
        /// A virtual-account payment that matched no loan, held in suspense.
        Unmatched,
        /// What a loan that started before the journal still owed when the journal began.
        Opening,
    }
}

/// One line: rupiah to the debit or the credit of `account` (one of the two is zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub account: Account,
    pub debit: i64,
    pub credit: i64,
}

/// A balanced entry: its event and lines (zero amounts are left out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub event: JournalEvent,
    pub lines: Vec<Line>,
}

impl Entry {
    /// An entry of `event` with no lines yet.
    pub fn new(event: JournalEvent) -> Self {
        Entry { event, lines: Vec::new() }
    }

    /// Adds a debit of `amount` rupiah (a negative amount is a credit of its opposite; zero
    /// adds nothing).
    #[must_use]
    pub fn debit(mut self, account: Account, amount: i64) -> Self {
        match amount.signum() {
            1 => self.lines.push(Line { account, debit: amount, credit: 0 }),
            -1 => self.lines.push(Line { account, debit: 0, credit: -amount }),
            _ => {}
        }
        self
    }

    /// Adds a credit of `amount` rupiah (see [`Entry::debit`]).
    #[must_use]
    pub fn credit(self, account: Account, amount: i64) -> Self {
        self.debit(account, -amount)
    }

    /// Debits equal credits.
    pub fn is_balanced(&self) -> bool {
        let (d, c) = self.totals();
        d == c
    }

    /// Total debits and total credits, rupiah.
    pub fn totals(&self) -> (i64, i64) {
        self.lines.iter().fold((0, 0), |(d, c), l| (d + l.debit, c + l.credit))
    }

    /// No lines (an event that moved no money).
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The entry that takes this one back: every line on the other side, event `Reversal`.
    pub fn reversal(&self) -> Entry {
        Entry {
            event: JournalEvent::Reversal,
            lines: self.lines.iter().map(|l| Line { account: l.account, debit: l.credit, credit: l.debit }).collect(),
        }
    }
}

/// A first payment proof accepted for `amount` rupiah (paid by bank transfer): held as a
/// deposit until the loan starts.
pub fn first_payment(amount: i64) -> Entry {
    Entry::new(JournalEvent::FirstPayment).debit(Account::CashBankTransfer, amount).credit(Account::FirstPaymentDeposits, amount)
}

/// The figures of a loan's activation, rupiah: the principal financed, the contract interest of
/// its schedule, the first payment it required (down payment plus admin fee) and the admin fee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Activation {
    pub principal: i64,
    pub interest: i64,
    pub first_payment: i64,
    pub admin_fee: i64,
}

/// A loan starts: the dealer is paid the price (principal plus down payment) by bank transfer,
/// the first-payment deposit clears and its admin fee is earned, and the schedule's principal
/// and interest are receivable (the interest unearned).
pub fn activation(a: Activation) -> Entry {
    let down_payment = a.first_payment - a.admin_fee;
    Entry::new(JournalEvent::Activation)
        .debit(Account::FinancingReceivable, a.principal)
        .debit(Account::InterestReceivable, a.interest)
        .debit(Account::FirstPaymentDeposits, a.first_payment)
        .credit(Account::CashBankTransfer, a.principal + down_payment)
        .credit(Account::UnearnedInterest, a.interest)
        .credit(Account::FeeIncome, a.admin_fee)
}

/// A payment of `amount` rupiah arriving in `cash` (the method's account, or suspense for an
/// unmatched payment assigned later) and paying `parts`, `credit` left over.
pub fn payment(cash: Account, amount: i64, parts: &[Part], credit: i64) -> Entry {
    let (principal, interest) = Part::totals(parts);
    let late_fee = Part::late_fees(parts);
    settle(Entry::new(JournalEvent::Payment).debit(cash, amount), principal, interest, late_fee)
        .credit(Account::BorrowerCredit, credit)
}

/// Credits the receivables `principal`, `interest` and `late_fee` settle and earns the interest.
fn settle(e: Entry, principal: i64, interest: i64, late_fee: i64) -> Entry {
    e.credit(Account::FinancingReceivable, principal)
        .credit(Account::InterestReceivable, interest)
        .credit(Account::LateFeeReceivable, late_fee)
        .debit(Account::UnearnedInterest, interest)
        .credit(Account::InterestIncome, interest)
}

/// Late fees accrued by the daily job, rupiah.
pub fn late_fee_accrual(amount: i64) -> Entry {
    Entry::new(JournalEvent::LateFeeAccrual).debit(Account::LateFeeReceivable, amount).credit(Account::LateFeeIncome, amount)
}

/// Late fees forgiven by an approved waiver, rupiah.
pub fn late_fee_waiver(amount: i64) -> Entry {
    Entry::new(JournalEvent::LateFeeWaiver).debit(Account::LateFeeIncome, amount).credit(Account::LateFeeReceivable, amount)
}

/// What an early settlement paid, rupiah (issue 44 item 1): the outstanding principal, the
/// interest due to the date, the rebated interest (forgiven), the late fees, the early
/// settlement fee, and what was paid beyond the total (credit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Payoff {
    pub principal: i64,
    pub interest: i64,
    pub interest_rebate: i64,
    pub late_fees: i64,
    pub fee: i64,
    pub credit: i64,
}

/// An early settlement paid by `method`: settles every receivable, earns the interest due and
/// the fee, and forgives the rebated interest (receivable against unearned).
pub fn payoff(method: PaymentMethod, p: Payoff) -> Entry {
    let amount = p.principal + p.interest + p.late_fees + p.fee + p.credit;
    settle(Entry::new(JournalEvent::Payoff).debit(Account::cash(method), amount), p.principal, p.interest, p.late_fees)
        .credit(Account::FeeIncome, p.fee)
        .credit(Account::BorrowerCredit, p.credit)
        .debit(Account::UnearnedInterest, p.interest_rebate)
        .credit(Account::InterestReceivable, p.interest_rebate)
}

/// A restructuring changed the unpaid contract interest by `interest_change` rupiah (a tenor
/// extension adds interest; the principal never changes): receivable against unearned.
pub fn restructure(interest_change: i64) -> Entry {
    Entry::new(JournalEvent::Restructure)
        .debit(Account::InterestReceivable, interest_change)
        .credit(Account::UnearnedInterest, interest_change)
}

/// A write-off of what is still owed, rupiah: the principal leaves the book as an expense, the
/// unpaid contract interest and the open late fees are taken back (never earned).
pub fn write_off(principal: i64, interest: i64, late_fees: i64) -> Entry {
    Entry::new(JournalEvent::WriteOff)
        .debit(Account::WrittenOffReceivables, principal)
        .credit(Account::FinancingReceivable, principal)
        .debit(Account::UnearnedInterest, interest)
        .credit(Account::InterestReceivable, interest)
        .debit(Account::LateFeeIncome, late_fees)
        .credit(Account::LateFeeReceivable, late_fees)
}

/// A payment of `amount` rupiah by `method` on a written-off loan: income apart from the book.
pub fn recovery(method: PaymentMethod, amount: i64) -> Entry {
    Entry::new(JournalEvent::Recovery).debit(Account::cash(method), amount).credit(Account::Recoveries, amount)
}

/// A virtual-account payment of `amount` rupiah that matched no loan: held in suspense until
/// staff assign it (then [`payment`] with cash account [`Account::Suspense`]).
pub fn unmatched(amount: i64) -> Entry {
    Entry::new(JournalEvent::Unmatched).debit(Account::CashVirtualAccount, amount).credit(Account::Suspense, amount)
}

/// The opening entry of a loan that started before the journal: what it still owed then,
/// rupiah (principal and contract interest), against opening balances.
pub fn opening(principal: i64, interest: i64) -> Entry {
    Entry::new(JournalEvent::Opening)
        .debit(Account::FinancingReceivable, principal)
        .debit(Account::InterestReceivable, interest)
        .credit(Account::UnearnedInterest, interest)
        .credit(Account::OpeningBalances, principal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn part(number: i32, principal: i64, interest: i64, late_fee: i64) -> Part {
        Part { number, amount: principal + interest + late_fee, principal, interest, late_fee }
    }

    #[test]
    fn a_payment_settles_receivables_and_earns_its_interest() {
        let e = payment(Account::CashVirtualAccount, 1_150_000, &[part(1, 800_000, 200_000, 50_000)], 100_000);
        assert!(e.is_balanced());
        let of = |a| e.lines.iter().filter(|l| l.account == a).map(|l| l.debit - l.credit).sum::<i64>();
        assert_eq!(of(Account::CashVirtualAccount), 1_150_000);
        assert_eq!(of(Account::FinancingReceivable), -800_000);
        assert_eq!(of(Account::InterestIncome), -200_000);
        assert_eq!(of(Account::UnearnedInterest), 200_000);
        assert_eq!(of(Account::LateFeeReceivable), -50_000);
        assert_eq!(of(Account::BorrowerCredit), -100_000);
    }

    #[test]
    fn a_reversal_takes_every_line_back() {
        let e =
            activation(Activation { principal: 18_000_000, interest: 3_240_000, first_payment: 2_250_000, admin_fee: 250_000 });
        let r = e.reversal();
        assert!(r.is_balanced());
        let net: i64 = e.lines.iter().chain(&r.lines).map(|l| l.debit - l.credit).sum();
        assert_eq!(net, 0);
        assert_eq!(r.event, JournalEvent::Reversal);
    }

    #[test]
    fn zero_amounts_post_no_line() {
        assert!(write_off(0, 0, 0).is_empty());
        assert_eq!(restructure(-5).lines.len(), 2);
        assert!(restructure(-5).is_balanced());
    }

    #[test]
    fn every_account_has_its_own_code() {
        let mut codes: Vec<_> = Account::ALL.iter().map(|a| a.default_code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Account::ALL.len());
    }

    #[test]
    fn a_chart_takes_its_codes_from_configuration() {
        let chart = Chart::parse("financing_receivable=1401, interest_income = 4201").unwrap();
        assert_eq!(chart.code(Account::FinancingReceivable), "1401");
        assert_eq!(chart.code(Account::InterestIncome), "4201");
        assert_eq!(chart.code(Account::FeeIncome), "4102");
        assert!(Chart::parse("nope=1").is_err());
        assert!(Chart::parse("fee_income=4101").is_err(), "interest income has 4101 already");
        assert!(Chart::parse("fee_income=41 01").is_err());
        assert_eq!(Chart::parse("").unwrap(), Chart::default());
    }

    proptest! {
        #[test]
        fn every_event_balances(a in 0i64..10_000_000_000, b in 0i64..1_000_000_000, c in 0i64..100_000_000, d in 0i64..10_000_000, f in 0i64..10_000_000) {
            let m = PaymentMethod::EWallet;
            let entries = [
                first_payment(a),
                activation(Activation { principal: a, interest: b, first_payment: c + d, admin_fee: d }),
                payment(Account::Suspense, a + b + c + f, &[part(1, a, b, c)], f),
                late_fee_accrual(c),
                late_fee_waiver(c),
                payoff(m, Payoff { principal: a, interest: b, interest_rebate: c, late_fees: d, fee: f, credit: d }),
                restructure(b - c),
                write_off(a, b, c),
                recovery(m, a),
                unmatched(a),
                opening(a, b),
            ];
            for e in entries {
                prop_assert!(e.is_balanced(), "{:?}", e);
                prop_assert!(e.lines.iter().all(|l| (l.debit > 0) != (l.credit > 0)));
            }
        }
    }
}
