#![allow(clippy::cast_possible_wrap)] // small test indices
use chrono::NaiveDate;
use proptest::prelude::*;

use super::*;
use crate::pipeline::ActiveStatus;
use crate::terms::{Frequency, TermsInput, compute};

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

fn stored(s: &[Scheduled]) -> Vec<Installment> {
    s.iter()
        .map(|x| Installment {
            number: x.number,
            due_date: x.due_date,
            original_due_date: x.due_date,
            amount_due: x.amount,
            principal_due: x.principal,
            amount_paid: 0,
            paid_date: None,
            held: false,
            late_fee: LateFee::default(),
        })
        .collect()
}

fn terms(frequency: Frequency, tenor: i64, price: i64) -> crate::terms::Terms {
    compute(TermsInput { price, down_payment_bp: 1000, tenor, frequency, flat_rate_bp: 1800, admin_fee: 0 }).unwrap()
}

#[test]
fn monthly_due_dates_clamp_to_the_months_last_day_counted_from_the_handover() {
    let s = schedule(&terms(Frequency::Monthly, 4, 30_000_000), d("2027-12-31"));
    let dates: Vec<_> = s.iter().map(|x| x.due_date).collect();
    assert_eq!(dates, vec![d("2028-01-31"), d("2028-02-29"), d("2028-03-31"), d("2028-04-30")]);
}

#[test]
fn daily_and_weekly_due_dates_step_by_days() {
    let daily = schedule(&terms(Frequency::Daily, 3, 20_000_000), d("2026-02-27"));
    assert_eq!(daily.iter().map(|x| x.due_date).collect::<Vec<_>>(), vec![d("2026-02-28"), d("2026-03-01"), d("2026-03-02")]);
    let weekly = schedule(&terms(Frequency::Weekly, 2, 20_000_000), d("2026-12-28"));
    assert_eq!(weekly.iter().map(|x| x.due_date).collect::<Vec<_>>(), vec![d("2027-01-04"), d("2027-01-11")]);
}

#[test]
fn a_payment_pays_the_oldest_first_partly_then_prepays_and_keeps_the_rest_as_credit() {
    let s = stored(&[
        Scheduled { number: 1, due_date: d("2026-01-01"), amount: 100, principal: 70 },
        Scheduled { number: 2, due_date: d("2026-01-02"), amount: 100, principal: 70 },
        Scheduled { number: 3, due_date: d("2026-01-03"), amount: 100, principal: 70 },
    ]);
    let (a, after) = allocate(&s, 150, d("2026-01-02"));
    assert_eq!(
        a.parts,
        vec![
            Part { number: 1, amount: 100, principal: 70, interest: 30, late_fee: 0 },
            Part { number: 2, amount: 50, principal: 20, interest: 30, late_fee: 0 }
        ],
        "each installment's interest first"
    );
    assert_eq!(a.credit, 0);
    assert_eq!(after[0].paid_date, Some(d("2026-01-02")));
    assert_eq!(after[1].status(d("2026-01-02")), InstallmentStatus::Partial);
    let (b, after) = allocate(&after, 500, d("2026-01-03"));
    assert_eq!(
        b.parts,
        vec![
            Part { number: 2, amount: 50, principal: 50, interest: 0, late_fee: 0 },
            Part { number: 3, amount: 100, principal: 70, interest: 30, late_fee: 0 }
        ]
    );
    assert_eq!(after[1].principal_open(), 0);
    assert_eq!(b.credit, 350);
    let back = reopen(&after, &b.parts);
    assert_eq!(back.iter().map(|i| i.amount_paid).collect::<Vec<_>>(), vec![100, 50, 0]);
    assert_eq!(back[1].paid_date, None);
}

#[test]
fn dpd_counts_calendar_days_across_month_ends_and_leap_days() {
    assert_eq!(days_past_due(Some(d("2028-02-28")), &[], d("2028-03-01")), 2);
    assert_eq!(days_past_due(Some(d("2027-02-28")), &[], d("2027-03-01")), 1);
    assert_eq!(days_past_due(Some(d("2026-01-31")), &[], d("2026-01-31")), 0, "the due day is not late");
    assert_eq!(days_past_due(Some(d("2026-01-31")), &[], d("2026-01-01")), 0);
    assert_eq!(days_past_due(None, &[], d("2026-01-01")), 0);
}

#[test]
fn dpd_does_not_grow_while_a_hold_holds() {
    let hold = Hold { start: d("2026-03-05"), end: d("2026-03-14") };
    let due = Some(d("2026-03-01"));
    assert_eq!(days_past_due(due, &[hold], d("2026-03-04")), 3);
    assert_eq!(days_past_due(due, &[hold], d("2026-03-10")), 3, "frozen at the day before the hold");
    assert_eq!(days_past_due(due, &[hold], d("2026-03-14")), 3);
    assert_eq!(days_past_due(due, &[hold], d("2026-03-15")), 4, "grows again after the end");
    // A hold that began before the due date counts only from the first late day.
    let early = Hold { start: d("2026-02-20"), end: d("2026-03-03") };
    assert_eq!(days_past_due(due, &[early], d("2026-03-05")), 2);
}

#[test]
fn a_backdated_hold_moves_the_due_dates_inside_and_after_it() {
    let s = stored(&[
        Scheduled { number: 1, due_date: d("2026-03-01"), amount: 100, principal: 70 },
        Scheduled { number: 2, due_date: d("2026-03-08"), amount: 100, principal: 70 },
        Scheduled { number: 3, due_date: d("2026-03-15"), amount: 100, principal: 70 },
    ]);
    let hold = Hold { start: d("2026-03-05"), end: d("2026-03-09") };
    let shifted = shift_due_dates(&s, &[hold]);
    assert_eq!(shifted.iter().map(|i| i.due_date).collect::<Vec<_>>(), vec![d("2026-03-01"), d("2026-03-13"), d("2026-03-20")]);
    assert_eq!(shifted[1].status(d("2026-03-10")), InstallmentStatus::Held);
    // The one after the hold only shifts: due, not held (issue 41 item 12).
    assert_eq!(shifted[2].status(d("2026-03-10")), InstallmentStatus::Due);
    // Recomputed from the originals: applying twice shifts once.
    assert_eq!(shift_due_dates(&shifted, &[hold]), shifted);
}

#[test]
fn a_hold_never_moves_or_holds_a_paid_installment() {
    let mut s = stored(&[
        Scheduled { number: 1, due_date: d("2026-03-01"), amount: 100, principal: 70 },
        Scheduled { number: 2, due_date: d("2026-03-08"), amount: 100, principal: 70 },
        Scheduled { number: 3, due_date: d("2026-03-15"), amount: 100, principal: 70 },
    ]);
    // Paid ahead: the second installment is paid before the hold is set.
    s[1].amount_paid = 100;
    s[1].paid_date = Some(d("2026-03-02"));
    let hold = Hold { start: d("2026-03-05"), end: d("2026-03-09") };
    let shifted = shift_due_dates(&s, &[hold]);
    assert_eq!(shifted[1], s[1], "the paid one keeps its due date and is not held");
    assert_eq!(shifted[1].status(d("2026-03-06")), InstallmentStatus::Paid);
    assert_eq!((shifted[2].due_date, shifted[2].held), (d("2026-03-20"), false), "a later one shifts, not held");
    assert!(!shifted[0].held, "one due before the hold neither moves nor is held");
}

#[test]
fn only_installments_inside_a_hold_or_pushed_into_the_next_are_held() {
    // Daily installments from 1 to 10 March; holds of 3–4 and 7–8 March.
    let s = stored(
        &(1..=10)
            .map(|k| Scheduled {
                number: k,
                due_date: d("2026-02-28") + chrono::Duration::days(k.into()),
                amount: 10,
                principal: 7,
            })
            .collect::<Vec<_>>(),
    );
    let holds = [Hold { start: d("2026-03-03"), end: d("2026-03-04") }, Hold { start: d("2026-03-07"), end: d("2026-03-08") }];
    let shifted = shift_due_dates(&s, &holds);
    let held: Vec<i32> = shifted.iter().filter(|i| i.held).map(|i| i.number).collect();
    // 3 and 4 fall inside the first hold; 5 and 6, pushed to 7 and 8, inside the second. 7 and
    // 8, pushed to 9 and 10 by the first, are past the second: they, 9 and 10 only shift.
    assert_eq!(held, vec![3, 4, 5, 6]);
    assert_eq!(shifted[9].due_date, d("2026-03-14"));
    assert_eq!(shifted[9].status(d("2026-03-01")), InstallmentStatus::Due);
    // Without holds nothing is held and every due date is back to the original.
    assert!(shift_due_dates(&shifted, &[]).iter().all(|i| !i.held && i.due_date == i.original_due_date));
}

/// The boundary days of every regime (DESIGN §5) and what each regime makes of them: (DPD,
/// multifinance/bank bucket, P2P bucket).
const BOUNDARIES: [(i64, &str, &str); 11] = [
    (0, "lancar", "lancar"),
    (1, "dalam_perhatian_khusus", "lancar"),
    (30, "dalam_perhatian_khusus", "lancar"),
    (31, "dalam_perhatian_khusus", "tidak_lancar"),
    (90, "dalam_perhatian_khusus", "tidak_lancar"),
    (91, "kurang_lancar", "macet"),
    (120, "kurang_lancar", "macet"),
    (121, "diragukan", "macet"),
    (180, "diragukan", "macet"),
    (181, "macet", "macet"),
    (4000, "macet", "macet"),
];

#[test]
fn each_regime_buckets_every_boundary_day() {
    for (dpd, five, p2p) in BOUNDARIES {
        for regime in [QualityRegime::Multifinance, QualityRegime::Bank] {
            let b = regime.preset();
            assert_eq!(b.of(dpd), five, "{regime} at {dpd} days");
            // NPF / NPL: kurang lancar, diragukan and macet, i.e. from 91 days.
            assert_eq!(b.bucket_of(dpd).non_performing, dpd >= 91, "{regime} at {dpd} days");
        }
        let b = QualityRegime::P2pLending.preset();
        assert_eq!(b.of(dpd), p2p, "p2p at {dpd} days");
        assert_eq!(b.bucket_of(dpd).non_performing, dpd > 90, "p2p at {dpd} days");
    }
    assert_eq!(QualityRegime::Multifinance.preset().ranges()[1], ("dalam_perhatian_khusus", 1, Some(90)));
    assert_eq!(QualityRegime::P2pLending.preset().ranges()[2], ("macet", 91, None));
}

#[test]
fn every_bucket_lists_each_code_once_in_dpd_order() {
    let presets: Vec<QualityBuckets> = QualityRegime::ALL.iter().map(|r| r.preset()).collect();
    let codes: Vec<&str> = every_bucket(&presets).into_iter().map(|b| b.0).collect();
    assert_eq!(codes, ["lancar", "dalam_perhatian_khusus", "tidak_lancar", "kurang_lancar", "diragukan", "macet"]);
}

#[test]
fn a_lender_kind_has_its_regime() {
    use crate::lenders::LenderKind;
    assert_eq!(QualityRegime::default_for(LenderKind::Multifinance), QualityRegime::Multifinance);
    assert_eq!(QualityRegime::default_for(LenderKind::P2pLending), QualityRegime::P2pLending);
    assert_eq!(QualityRegime::default_for(LenderKind::BankChanneling), QualityRegime::Bank);
    assert_eq!(QualityRegime::default_for(LenderKind::PrivateInvestor), QualityRegime::Multifinance);
    assert_eq!(QualityBuckets::default(), QualityRegime::Multifinance.preset());
}

#[test]
fn edited_buckets_are_checked() {
    let b = |code: &str, min_dpd| Bucket { code: code.into(), min_dpd, non_performing: false };
    assert_eq!(QualityBuckets::new(vec![]), Err("quality_buckets_required"));
    assert_eq!(QualityBuckets::new(vec![b("a", 1)]), Err("quality_bucket_first_not_zero"));
    assert_eq!(QualityBuckets::new(vec![b("a", 0), b("b", 0)]), Err("quality_bucket_not_increasing"));
    assert_eq!(QualityBuckets::new(vec![b("a", 0), b("b", 5), b("c", 4)]), Err("quality_bucket_not_increasing"));
    assert_eq!(QualityBuckets::new(vec![b("a", 0), b("a", 5)]), Err("quality_bucket_code_invalid"));
    assert_eq!(QualityBuckets::new(vec![b("Lancar", 0)]), Err("quality_bucket_code_invalid"));
    assert_eq!(QualityBuckets::new(vec![b("", 0)]), Err("quality_bucket_code_invalid"));
    assert_eq!(QualityBuckets::new(vec![b(&"x".repeat(41), 0)]), Err("quality_bucket_code_invalid"));
    assert_eq!(QualityBuckets::new((0..13).map(|k| b(&format!("b{k}"), k)).collect()), Err("quality_buckets_required"));
    assert!(QualityBuckets::new(vec![b("lancar", 0), b("macet_2", 7)]).is_ok());
}

#[test]
fn status_follows_dpd_hold_payoff_and_the_regime() {
    for regime in [QualityRegime::Multifinance, QualityRegime::Bank, QualityRegime::P2pLending] {
        let b = regime.preset();
        for (dpd, _, _) in BOUNDARIES {
            let want = match dpd {
                0 => ActiveStatus::Normal,
                1..=90 => ActiveStatus::Late,
                _ => ActiveStatus::NonPerforming,
            };
            assert_eq!(status_of(dpd, false, 1, &b), want, "{regime} at {dpd} days");
        }
        assert_eq!(status_of(91, true, 1, &b), ActiveStatus::OnHold);
        assert_eq!(status_of(91, true, 0, &b), ActiveStatus::Inactive);
    }
    // The status follows the regime's flag, not a fixed 90 days.
    let early = Bucket { code: "macet".into(), min_dpd: 31, non_performing: true };
    let edited =
        QualityBuckets::new(vec![Bucket { code: "lancar".into(), min_dpd: 0, non_performing: false }, early]).unwrap_or_default();
    assert_eq!(status_of(30, false, 1, &edited), ActiveStatus::Late);
    assert_eq!(status_of(31, false, 1, &edited), ActiveStatus::NonPerforming);
}

#[test]
fn standing_sums_what_is_open_and_overdue() {
    let mut s = stored(&[
        Scheduled { number: 1, due_date: d("2026-01-01"), amount: 100, principal: 70 },
        Scheduled { number: 2, due_date: d("2026-01-08"), amount: 100, principal: 70 },
        Scheduled { number: 3, due_date: d("2026-01-15"), amount: 100, principal: 70 },
    ]);
    s[0].amount_paid = 40;
    let st = standing(&s, &[], d("2026-01-09"), &QualityRegime::Multifinance.preset());
    assert_eq!((st.dpd, st.outstanding, st.amount_overdue, st.installments_left), (8, 260, 160, 3));
    assert_eq!(st.next_due, Some(d("2026-01-15")));
    assert_eq!(st.status, ActiveStatus::Late);
    assert_eq!(st.bucket, "dalam_perhatian_khusus");
}

proptest! {
    #[test]
    fn every_day_falls_in_the_one_bucket_whose_range_holds_it(
        dpd in 0i64..1000,
        r in prop_oneof![Just(QualityRegime::Multifinance), Just(QualityRegime::P2pLending), Just(QualityRegime::Bank)],
    ) {
        let b = r.preset();
        let holding: Vec<_> = b.ranges().into_iter().filter(|(_, lo, hi)| dpd >= *lo && hi.is_none_or(|h| dpd <= h)).collect();
        prop_assert_eq!(holding.len(), 1);
        prop_assert_eq!(holding[0].0, b.of(dpd));
        // Non performing is monotone in DPD: once non performing, later days stay so.
        prop_assert!(!b.bucket_of(dpd).non_performing || b.bucket_of(dpd + 1).non_performing);
        // TWP90 (DPD > 90) is never short of the non-performing loans in the presets.
        prop_assert_eq!(b.bucket_of(dpd).non_performing, dpd > 90);
    }

    #[test]
    fn schedules_add_up_to_the_total_for_every_frequency_and_tenor(
        price in 1_000_000i64..200_000_000,
        tenor in 1i64..=730,
        f in prop_oneof![Just(Frequency::Daily), Just(Frequency::Weekly), Just(Frequency::Monthly)],
        start in 0i64..3000,
    ) {
        let t = terms(f, tenor, price);
        let handover = d("2024-01-01") + chrono::Duration::days(start);
        let s = schedule(&t, handover);
        prop_assert_eq!(s.len() as i64, tenor);
        prop_assert_eq!(s.iter().map(|x| x.amount).sum::<i64>(), t.total_payable);
        prop_assert!(s.windows(2).all(|w| w[0].due_date < w[1].due_date));
        prop_assert!(s[0].due_date > handover);
    }

    #[test]
    fn allocation_pays_oldest_first_and_loses_nothing(
        dues in prop::collection::vec(1i64..1_000_000, 1..40),
        paid in prop::collection::vec(0i64..1_000_000, 1..40),
        amount in 0i64..50_000_000,
    ) {
        let s: Vec<Installment> = dues.iter().enumerate().map(|(k, due)| Installment {
            number: k as i32 + 1,
            due_date: d("2026-01-01") + chrono::Duration::days(k as i64),
            original_due_date: d("2026-01-01") + chrono::Duration::days(k as i64),
            amount_due: *due,
            principal_due: *due * 2 / 3,
            amount_paid: paid.get(k).copied().unwrap_or(0).min(*due),
            paid_date: None,
            held: false,
            late_fee: LateFee::default(),
        }).collect();
        let (a, after) = allocate(&s, amount, d("2026-02-01"));
        let applied: i64 = a.parts.iter().map(|p| p.amount).sum();
        prop_assert_eq!(applied + a.credit, amount);
        // Oldest first: every installment before the last one touched is paid in full.
        if let Some(last) = a.parts.last() {
            prop_assert!(after.iter().filter(|i| i.number < last.number).all(|i| i.open() == 0));
        }
        prop_assert!(after.iter().all(|i| i.amount_paid <= i.amount_due));
        // Principal and interest apart: each part splits its amount, and what the installments
        // show paid of each moved by exactly the parts' sums.
        prop_assert!(a.parts.iter().all(|p| p.principal + p.interest == p.amount && p.principal >= 0 && p.interest >= 0));
        let interest_paid = |v: &[Installment]| v.iter().map(Installment::interest_paid).sum::<i64>();
        prop_assert_eq!(interest_paid(&after) - interest_paid(&s), a.parts.iter().map(|p| p.interest).sum::<i64>());
        prop_assert!(after.iter().all(|i| i.principal_open() + i.interest_open() == i.open()));
        prop_assert_eq!(reopen(&after, &a.parts).iter().map(|i| i.amount_paid).collect::<Vec<_>>(),
            s.iter().map(|i| i.amount_paid).collect::<Vec<_>>());
    }

    #[test]
    fn dpd_never_exceeds_calendar_days_and_holds_only_lower_it(
        due in 0i64..800, today in 0i64..800, hs in 0i64..800, hl in 1i64..100,
    ) {
        let base = d("2027-12-01");
        let due = base + chrono::Duration::days(due);
        let today = base + chrono::Duration::days(today);
        let hold = Hold { start: base + chrono::Duration::days(hs), end: base + chrono::Duration::days(hs + hl - 1) };
        let plain = days_past_due(Some(due), &[], today);
        let held = days_past_due(Some(due), &[hold], today);
        prop_assert_eq!(plain, (today - due).num_days().max(0));
        prop_assert!(held <= plain && held >= plain - hl);
    }
}
