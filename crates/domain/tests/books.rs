//! The books keep (issue 44 "Tests and figures"): any sequence of payments, reversals, late
//! fees, waivers, restructures, payoffs, write-offs and recoveries on a loan keeps its journal
//! balanced, the financing receivable equal to the loan's outstanding principal (zero once
//! written off), the interest receivable equal to its unpaid interest, and every installment's
//! parts adding up. The loan is simulated with the same domain functions the API calls.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use chrono::{Duration, NaiveDate};
use domain::{
    journal::{self, Account, Entry},
    repayment::{
        self, Installment, Part, PaymentMethod, payoff,
        restructure::{self, Proposal, RestructureKind},
        schedule,
    },
    terms::{Frequency, TermsInput, compute},
};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Event {
    Pay(i64),
    ReverseLast,
    LateFee(i64),
    Waive(i64),
    Restructure(bool, i64),
    Payoff(i64),
    WriteOff,
    Recover(i64),
}

fn event() -> impl Strategy<Value = Event> {
    prop_oneof![
        4 => (1i64..5_000_000).prop_map(Event::Pay),
        1 => Just(Event::ReverseLast),
        2 => (1i64..200_000).prop_map(Event::LateFee),
        1 => (1i64..200_000).prop_map(Event::Waive),
        1 => (any::<bool>(), 1i64..24).prop_map(|(k, n)| Event::Restructure(k, n)),
        1 => (0i64..1_000_000).prop_map(Event::Payoff),
        1 => Just(Event::WriteOff),
        1 => (1i64..1_000_000).prop_map(Event::Recover),
    ]
}

/// The loan as the simulation keeps it, and its ledger.
struct Book {
    installments: Vec<Installment>,
    ledger: Vec<Entry>,
    /// Each posted payment's parts, credit and entry index (for reversal).
    payments: Vec<(Vec<Part>, usize)>,
    closed: bool,
    written_off: bool,
}

impl Book {
    fn balance(&self, account: Account) -> i64 {
        self.ledger.iter().flat_map(|e| &e.lines).filter(|l| l.account == account).map(|l| l.debit - l.credit).sum()
    }

    fn post(&mut self, e: Entry) -> usize {
        assert!(e.is_balanced(), "{e:?}");
        self.ledger.push(e);
        self.ledger.len() - 1
    }
}

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn any_sequence_of_money_events_keeps_the_books(
        price in 5_000_000i64..60_000_000,
        tenor in 3i64..36,
        rate in 0i64..4_000,
        events in proptest::collection::vec(event(), 1..30),
    ) {
        let terms = compute(TermsInput { price, down_payment_bp: 1000, tenor, frequency: Frequency::Monthly, flat_rate_bp: rate, admin_fee: 250_000 }).unwrap();
        let start = d("2026-01-10");
        let installments: Vec<Installment> = schedule(&terms, start).into_iter().map(Installment::from).collect();
        let (principal, interest) = installments.iter().fold((0, 0), |(p, i), x| (p + x.principal_due, i + x.interest_due()));
        let mut b = Book { installments, ledger: Vec::new(), payments: Vec::new(), closed: false, written_off: false };
        b.post(journal::first_payment(terms.first_payment_amount));
        b.post(journal::activation(journal::Activation { principal, interest, first_payment: terms.first_payment_amount, admin_fee: 250_000 }));
        let mut today = start;
        for e in events {
            today += Duration::days(9);
            match e {
                Event::Pay(amount) if !b.closed => {
                    let (alloc, after) = repayment::allocate(&b.installments, amount, today);
                    let i = b.post(journal::payment(Account::cash(PaymentMethod::BankTransfer), amount, &alloc.parts, alloc.credit));
                    b.installments = after;
                    b.payments.push((alloc.parts, i));
                }
                Event::ReverseLast if !b.closed => {
                    if let Some((parts, i)) = b.payments.pop() {
                        b.installments = repayment::reopen(&b.installments, &parts);
                        let r = b.ledger[i].reversal();
                        b.post(r);
                    }
                }
                Event::LateFee(amount) if !b.closed => {
                    if let Some(i) = b.installments.iter_mut().find(|i| i.open() > 0) {
                        i.late_fee.accrued += amount;
                        b.post(journal::late_fee_accrual(amount));
                    }
                }
                Event::Waive(amount) if !b.closed => {
                    if let Some(i) = b.installments.iter_mut().find(|i| i.late_fee.open() > 0) {
                        let w = amount.min(i.late_fee.open());
                        i.late_fee.waived += w;
                        b.post(journal::late_fee_waiver(w));
                    }
                }
                Event::Restructure(extend, n) if !b.closed => {
                    let kind = if extend { RestructureKind::TenorExtension } else { RestructureKind::Reschedule };
                    let p = Proposal { kind, new_tenure_count: n, effective_date: today };
                    if let Ok(plan) = restructure::plan(&b.installments, &terms, &p) {
                        b.post(journal::restructure(plan.interest_change()));
                        b.installments = plan.schedule();
                        // Payments before a restructure stand: their parts name rows that may be gone.
                        b.payments.clear();
                    }
                }
                Event::Payoff(extra) if !b.closed => {
                    let q = payoff::quote(&b.installments, 300, today);
                    let (parts, after) = payoff::settle(&b.installments, &q, today);
                    let (p, i) = Part::totals(&parts);
                    prop_assert_eq!(p, q.outstanding_principal);
                    prop_assert_eq!(i, q.interest_due);
                    b.post(journal::payoff(PaymentMethod::Cash, journal::Payoff {
                        principal: p, interest: i, interest_rebate: q.interest_rebate, late_fees: Part::late_fees(&parts), fee: q.early_settlement_fee, credit: extra,
                    }));
                    b.installments = after;
                    b.closed = true;
                }
                Event::WriteOff if !b.closed => {
                    let (p, i, f) = b.installments.iter().fold((0, 0, 0), |(p, i, f), x| (p + x.principal_open(), i + x.interest_open(), f + x.late_fee.open()));
                    b.post(journal::write_off(p, i, f));
                    b.closed = true;
                    b.written_off = true;
                }
                Event::Recover(amount) if b.written_off => {
                    b.post(journal::recovery(PaymentMethod::Cash, amount));
                }
                _ => {}
            }
            // Every installment's parts add up; nothing paid beyond what is due.
            for i in &b.installments {
                prop_assert_eq!(i.principal_paid() + i.interest_paid(), i.amount_paid);
                prop_assert!(i.amount_paid <= i.amount_due, "{:?}", i);
                prop_assert!(i.principal_due >= 0 && i.principal_due <= i.amount_due);
            }
            let owed_principal: i64 = b.installments.iter().map(Installment::principal_open).sum();
            let owed_interest: i64 = b.installments.iter().map(Installment::interest_open).sum();
            let owed_fees: i64 = b.installments.iter().map(|i| i.late_fee.open()).sum();
            let on_book = !b.written_off;
            prop_assert_eq!(b.balance(Account::FinancingReceivable), if on_book { owed_principal } else { 0 });
            prop_assert_eq!(b.balance(Account::InterestReceivable), if on_book { owed_interest } else { 0 });
            prop_assert_eq!(b.balance(Account::InterestReceivable), -b.balance(Account::UnearnedInterest));
            prop_assert_eq!(b.balance(Account::LateFeeReceivable), if on_book { owed_fees } else { 0 });
            let total: i64 = Account::ALL.iter().map(|a| b.balance(*a)).sum();
            prop_assert_eq!(total, 0, "the trial balance balances");
        }
    }
}
