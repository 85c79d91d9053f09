//! A funder's monthly statement (issue 44 item 5; DESIGN §3 "Accounting", §5): per lender and
//! month, the principal it had outstanding at the start and the end, what moved it (disbursed,
//! collected, written off, reversed, opened), the interest, fees and late fees collected, the
//! recoveries, and the month-end book by quality bucket of the lender's regime with its NPL/NPF
//! and TWP90 ratios. Pure: the journal's movements and the month-end positions come in (storage
//! sums them in a few grouped queries), the figures go out. Money is integer rupiah.
//!
//! The journal is the source: the financing receivable's balance is the book's outstanding
//! principal (`crate::journal`), so the statement reconciles when its opening balance plus the
//! month's movements of that account equals its closing balance.

use chrono::{Datelike, NaiveDate};

use crate::journal::{Account, JournalEvent};
use crate::repayment::QualityBuckets;

/// The debit and credit totals, rupiah, of one account's lines of one event in the month.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Movement {
    pub event: JournalEvent,
    pub account: Account,
    pub debit: i64,
    pub credit: i64,
}

/// Loans at the month's end with one DPD: how many and their outstanding principal (their
/// financing receivable's balance), rupiah. Storage groups the book by DPD, so the rows are
/// bounded by distinct DPD values, not by loans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// Days past due at the month's end (0 for a loan without a DPD record by then).
    pub dpd: i64,
    pub loans: i64,
    pub outstanding_principal: i64,
}

/// One quality bucket of the lender's regime at the month's end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MixRow {
    /// The bucket's code, e.g. `kurang_lancar`.
    pub bucket: String,
    /// Lowest DPD of the bucket.
    pub min_dpd: i64,
    pub non_performing: bool,
    pub loans: i64,
    pub outstanding_principal: i64,
}

/// A funder's monthly statement, rupiah (percentages to two decimals).
#[derive(Debug, Clone, PartialEq)]
pub struct Statement {
    /// The financing receivable's balance at the end of the day before the month.
    pub opening_outstanding_principal: i64,
    /// Principal financed by loans activated in the month.
    pub disbursed: i64,
    /// Principal collected by payments and early settlements.
    pub collected_principal: i64,
    /// Interest earned by payments and early settlements.
    pub collected_interest: i64,
    /// Admin fees (at activation) and early settlement fees.
    pub fees: i64,
    /// Late fees paid by payments and early settlements.
    pub late_fees_collected: i64,
    /// Principal taken off the book by write-offs.
    pub written_off: i64,
    /// Payments on written-off loans.
    pub recovered: i64,
    /// Net effect of reversing entries on the financing receivable (a reversed payment or
    /// write-off puts principal back: positive).
    pub reversals: i64,
    /// Principal put on the book by opening entries of loans older than the journal.
    pub opening_entries: i64,
    /// The financing receivable's balance at the end of the month's last day.
    pub closing_outstanding_principal: i64,
    /// Opening + disbursed − collected principal − written off + reversals + opening entries
    /// equals closing, and the month-end book by bucket sums to the closing balance.
    pub reconciles: bool,
    /// Every bucket of the regime in DPD order, empty ones included.
    pub dpd_mix: Vec<MixRow>,
    /// Outstanding principal in non-performing buckets / outstanding principal, percent.
    pub npl_percent: f64,
    /// Outstanding principal more than 90 DPD ([`crate::reports::TWP90_MIN_DPD`]) /
    /// outstanding principal, percent.
    pub twp90_percent: f64,
}

/// The month `YYYY-MM` as its first and last day. `None` for anything else (`2026-13`,
/// `2026-1`, a year before 2000 or after 9999).
pub fn month_bounds(month: &str) -> Option<(NaiveDate, NaiveDate)> {
    let (y, m) = month.split_once('-')?;
    if y.len() != 4 || m.len() != 2 || !y.bytes().chain(m.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let first = NaiveDate::from_ymd_opt(y.parse().ok()?, m.parse().ok()?, 1)?;
    if first.year() < 2000 {
        return None;
    }
    let next = if first.month() == 12 {
        NaiveDate::from_ymd_opt(first.year() + 1, 1, 1)?
    } else {
        NaiveDate::from_ymd_opt(first.year(), first.month() + 1, 1)?
    };
    Some((first, next.pred_opt()?))
}

/// `part` as a percentage of `whole` to two decimals; 0 when `whole` is not positive.
pub fn percent2(part: i64, whole: i64) -> f64 {
    if whole <= 0 {
        return 0.0;
    }
    // i64 → f64 loses precision only above 2^53 rupiah, far beyond any book.
    #[allow(clippy::cast_precision_loss)]
    let p = part as f64 * 100.0 / whole as f64;
    (p * 100.0).round() / 100.0
}

/// The statement from the month's `movements`, the financing receivable's balances at the
/// start (`opening`, end of the day before the month) and end (`closing`), the month-end
/// `positions` and the lender's regime's `buckets`.
pub fn statement(
    movements: &[Movement],
    opening: i64,
    closing: i64,
    positions: &[Position],
    buckets: &QualityBuckets,
) -> Statement {
    use Account as A;
    use JournalEvent as E;
    // Net debit (debit − credit) of `account` over lines of the `events`.
    let net = |events: &[E], account: A| -> i64 {
        movements.iter().filter(|m| m.account == account && events.contains(&m.event)).map(|m| m.debit - m.credit).sum()
    };
    let collecting = [E::Payment, E::Payoff];
    let disbursed = net(&[E::Activation], A::FinancingReceivable);
    let collected_principal = -net(&collecting, A::FinancingReceivable);
    let written_off = -net(&[E::WriteOff], A::FinancingReceivable);
    let reversals = net(&[E::Reversal], A::FinancingReceivable);
    let opening_entries = net(&[E::Opening], A::FinancingReceivable);

    let mut dpd_mix: Vec<MixRow> = buckets
        .buckets()
        .iter()
        .map(|b| MixRow {
            bucket: b.code.clone(),
            min_dpd: b.min_dpd,
            non_performing: b.non_performing,
            loans: 0,
            outstanding_principal: 0,
        })
        .collect();
    let (mut npl, mut twp90, mut book) = (0i64, 0i64, 0i64);
    for p in positions {
        let bucket = buckets.bucket_of(p.dpd);
        if let Some(row) = dpd_mix.iter_mut().find(|r| r.bucket == bucket.code) {
            row.loans += p.loans;
            row.outstanding_principal += p.outstanding_principal;
        }
        if bucket.non_performing {
            npl += p.outstanding_principal;
        }
        if p.dpd >= i64::from(crate::reports::TWP90_MIN_DPD) {
            twp90 += p.outstanding_principal;
        }
        book += p.outstanding_principal;
    }
    dpd_mix.sort_by_key(|r| r.min_dpd);
    let moved = opening + disbursed - collected_principal - written_off + reversals + opening_entries;
    Statement {
        opening_outstanding_principal: opening,
        disbursed,
        collected_principal,
        collected_interest: -net(&collecting, A::InterestIncome),
        fees: -net(&[E::Activation, E::Payoff], A::FeeIncome),
        late_fees_collected: -net(&collecting, A::LateFeeReceivable),
        written_off,
        recovered: -net(&[E::Recovery], A::Recoveries),
        reversals,
        opening_entries,
        closing_outstanding_principal: closing,
        reconciles: moved == closing && book == closing,
        dpd_mix,
        npl_percent: percent2(npl, book),
        twp90_percent: percent2(twp90, book),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::{self, Activation, Entry, Payoff};
    use crate::repayment::{Part, PaymentMethod, QualityRegime};
    use proptest::prelude::*;

    /// The movements of `entries`, summed by event and account as storage does.
    fn movements(entries: &[Entry]) -> Vec<Movement> {
        let mut out: Vec<Movement> = Vec::new();
        for e in entries {
            for l in &e.lines {
                match out.iter_mut().find(|m| m.event == e.event && m.account == l.account) {
                    Some(m) => {
                        m.debit += l.debit;
                        m.credit += l.credit;
                    }
                    None => out.push(Movement { event: e.event, account: l.account, debit: l.debit, credit: l.credit }),
                }
            }
        }
        out
    }

    fn receivable(entries: &[Entry]) -> i64 {
        entries
            .iter()
            .flat_map(|e| &e.lines)
            .filter(|l| l.account == Account::FinancingReceivable)
            .map(|l| l.debit - l.credit)
            .sum()
    }

    fn part(principal: i64, interest: i64, late_fee: i64) -> Part {
        Part { number: 1, amount: principal + interest + late_fee, principal, interest, late_fee }
    }

    #[test]
    fn months_are_checked() {
        let d = |s: &str| s.parse::<NaiveDate>().unwrap();
        assert_eq!(month_bounds("2026-02"), Some((d("2026-02-01"), d("2026-02-28"))));
        assert_eq!(month_bounds("2028-02"), Some((d("2028-02-01"), d("2028-02-29"))));
        assert_eq!(month_bounds("2026-12"), Some((d("2026-12-01"), d("2026-12-31"))));
        for bad in ["2026-13", "2026-00", "2026-1", "26-01", "2026/01", "", "abcd-ef", "1999-12", "+202-01", "2026-01-01"] {
            assert_eq!(month_bounds(bad), None, "{bad}");
        }
    }

    #[test]
    fn percentages_have_two_decimals() {
        assert!((percent2(1, 3) - 33.33).abs() < 1e-9);
        assert!((percent2(2, 3) - 66.67).abs() < 1e-9);
        assert!(percent2(1, 0).abs() < f64::EPSILON);
    }

    #[test]
    fn a_month_of_events_gives_its_figures() {
        let act = journal::activation(Activation {
            principal: 18_000_000,
            interest: 3_240_000,
            first_payment: 2_250_000,
            admin_fee: 250_000,
        });
        let pay = journal::payment(Account::CashBankTransfer, 1_100_000, &[part(500_000, 90_000, 10_000)], 500_000);
        let payoff = journal::payoff(
            PaymentMethod::Cash,
            Payoff { principal: 1_000_000, interest: 20_000, interest_rebate: 5_000, late_fees: 3_000, fee: 30_000, credit: 0 },
        );
        let wo = journal::write_off(2_000_000, 300_000, 7_000);
        let rec = journal::recovery(PaymentMethod::Cash, 400_000);
        let rev = pay.reversal();
        let open = journal::opening(5_000_000, 900_000);
        let entries = [act, pay, payoff, wo, rec, rev, open];
        let closing = 10_000_000 + receivable(&entries);
        let buckets = QualityRegime::Multifinance.preset();
        let positions = [
            Position { dpd: 0, loans: 2, outstanding_principal: closing - 3_000_000 },
            Position { dpd: 95, loans: 1, outstanding_principal: 1_000_000 },
            Position { dpd: 200, loans: 1, outstanding_principal: 2_000_000 },
        ];
        let s = statement(&movements(&entries), 10_000_000, closing, &positions, &buckets);
        assert_eq!(s.disbursed, 18_000_000);
        assert_eq!(s.collected_principal, 1_500_000);
        assert_eq!(s.collected_interest, 110_000);
        assert_eq!(s.fees, 280_000);
        assert_eq!(s.late_fees_collected, 13_000);
        assert_eq!(s.written_off, 2_000_000);
        assert_eq!(s.recovered, 400_000);
        assert_eq!(s.reversals, 500_000);
        assert_eq!(s.opening_entries, 5_000_000);
        assert_eq!(s.closing_outstanding_principal, 10_000_000 + 18_000_000 - 1_500_000 - 2_000_000 + 500_000 + 5_000_000);
        assert!(s.reconciles);
        let codes: Vec<&str> = s.dpd_mix.iter().map(|r| r.bucket.as_str()).collect();
        assert_eq!(codes, ["lancar", "dalam_perhatian_khusus", "kurang_lancar", "diragukan", "macet"]);
        assert_eq!((s.dpd_mix[2].loans, s.dpd_mix[2].outstanding_principal), (1, 1_000_000));
        assert_eq!((s.dpd_mix[4].loans, s.dpd_mix[4].outstanding_principal), (1, 2_000_000));
        assert_eq!(s.npl_percent, percent2(3_000_000, closing));
        assert_eq!(s.twp90_percent, s.npl_percent);

        // The P2P regime: 95 DPD is macet (non performing), still TWP90.
        let p2p = statement(&movements(&entries), 10_000_000, closing, &positions, &QualityRegime::P2pLending.preset());
        assert_eq!(p2p.dpd_mix.len(), 3);
        assert_eq!(p2p.dpd_mix[2].loans, 2);
        assert_eq!(p2p.npl_percent, s.npl_percent);

        // A closing balance the movements do not explain, or a book that does not sum to it.
        assert!(!statement(&movements(&entries), 10_000_000, closing + 1, &positions, &buckets).reconciles);
        assert!(!statement(&movements(&entries), 10_000_000, closing, &positions[..2], &buckets).reconciles);
    }

    #[test]
    fn an_empty_month_is_all_zero_and_reconciles() {
        let s = statement(&[], 0, 0, &[], &QualityBuckets::default());
        assert!(s.reconciles);
        assert_eq!(s.dpd_mix.iter().map(|r| r.loans).sum::<i64>(), 0);
        assert!(s.npl_percent.abs() < f64::EPSILON);
    }

    proptest! {
        #[test]
        fn random_months_reconcile(
            opening in 0i64..1_000_000_000,
            events in prop::collection::vec((0u8..9, 1i64..100_000_000, 0i64..10_000_000, 0i64..1_000_000), 0..30),
            dpds in prop::collection::vec(0i64..400, 1..5),
        ) {
            let m = PaymentMethod::VirtualAccount;
            let entries: Vec<Entry> = events
                .iter()
                .map(|&(k, a, b, c)| match k {
                    0 => journal::activation(Activation { principal: a, interest: b, first_payment: c + 1, admin_fee: c }),
                    1 => journal::payment(Account::Suspense, a + b + c, &[part(a, b, c)], 0),
                    2 => journal::payoff(m, Payoff { principal: a, interest: b, interest_rebate: c, late_fees: c, fee: b, credit: c }),
                    3 => journal::write_off(a, b, c),
                    4 => journal::recovery(m, a),
                    5 => journal::write_off(a, b, c).reversal(),
                    6 => journal::payment(Account::CashCash, a, &[part(a, 0, 0)], 0).reversal(),
                    7 => journal::opening(a, b),
                    _ => journal::late_fee_accrual(c),
                })
                .collect();
            let closing = opening + receivable(&entries);
            // The book: the closing balance spread over the DPDs (the last one takes the rest).
            let share = closing / i64::try_from(dpds.len()).unwrap();
            let mut positions: Vec<Position> = dpds.iter().map(|&dpd| Position { dpd, loans: 1, outstanding_principal: share }).collect();
            let last = positions.len() - 1;
            positions[last].outstanding_principal += closing - share * i64::try_from(dpds.len()).unwrap();
            let s = statement(&movements(&entries), opening, closing, &positions, &QualityRegime::Bank.preset());
            prop_assert!(s.reconciles, "{:?}", s);
            prop_assert_eq!(
                s.opening_outstanding_principal + s.disbursed - s.collected_principal - s.written_off + s.reversals + s.opening_entries,
                s.closing_outstanding_principal
            );
            prop_assert_eq!(s.dpd_mix.iter().map(|r| r.outstanding_principal).sum::<i64>(), closing);
            prop_assert_eq!(s.dpd_mix.iter().map(|r| r.loans).sum::<i64>(), i64::try_from(dpds.len()).unwrap());
            prop_assert!((0.0..=100.0).contains(&s.twp90_percent) || closing <= 0);
        }
    }
}
