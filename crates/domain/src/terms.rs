//! Loan terms (issue 9 item 1, DESIGN §5): what a verified application costs the borrower, fixed
//! from its program and motorcycle type. Everything is integer rupiah; rates are basis points
//! (1 bp = 0.01 %) per year, flat (interest on the whole principal for the whole tenor).
//!
//! Installments are rounded to a multiple of Rp 100 and the last one absorbs the remainder, so
//! they always add up to the total payable exactly. Each installment is split into a principal
//! part and an interest part ([`Terms::parts`], issue 41 item 3) that add up to it.

use serde::{Deserialize, Serialize};
use strum::{AsRefStr, Display, EnumString, IntoStaticStr};

/// How often an installment falls due (spec §3 program type).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    AsRefStr,
    Display,
    EnumString,
    IntoStaticStr,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Frequency {
    Daily,
    Weekly,
    Monthly,
}

impl Frequency {
    /// The wire and database name.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// Installment periods in a year: 365 days, 52 weeks or 12 months. The tenor in years is the
    /// installment count over this, for the interest and the effective rate alike.
    pub fn per_year(self) -> i64 {
        match self {
            Frequency::Daily => 365,
            Frequency::Weekly => 52,
            Frequency::Monthly => 12,
        }
    }
}

/// What the terms are computed from: the program's conditions and the vehicle's price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TermsInput {
    /// The vehicle's on-the-road price (OTR), rupiah.
    pub price: i64,
    /// Down payment as basis points of the price (1500 = 15 %).
    pub down_payment_bp: i64,
    /// Number of installments.
    pub tenor: i64,
    pub frequency: Frequency,
    /// Flat interest rate per year, basis points (1800 = 18 % a year).
    pub flat_rate_bp: i64,
    /// One-off administration fee paid with the first payment, rupiah.
    pub admin_fee: i64,
}

/// The terms of one loan (DESIGN §3 `terms`). Rupiah throughout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Terms {
    pub price: i64,
    pub down_payment: i64,
    /// Price less down payment: what is financed.
    pub principal: i64,
    /// Number of installments.
    pub tenor: i64,
    pub frequency: Frequency,
    pub flat_rate_bp: i64,
    /// Every installment but the last: a multiple of Rp 100.
    pub installment_amount: i64,
    /// The last installment: the remainder, so the installments add up to `total_payable`.
    pub last_installment_amount: i64,
    /// Principal plus flat interest.
    pub total_payable: i64,
    /// Paid before activation (the contract stage): down payment plus the admin fee.
    pub first_payment_amount: i64,
    /// What the program charged beyond the installments when these terms were made, copied
    /// onto the loan with them (issue 41 items 2 and 5): a later change of the program does
    /// not change what the borrower was told. `None` in terms stored before they were copied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub charges: Option<Charges>,
}

/// A loan's charges beyond its installments (DESIGN §3 programs): the admin fee in rupiah, the
/// late fee (denda) in basis points of the overdue amount a day after its grace days, capped
/// at basis points of that amount, and the early settlement fee in basis points of the
/// outstanding principal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charges {
    pub admin_fee: i64,
    pub late_fee_bp_per_day: i64,
    pub late_fee_grace_days: i64,
    pub late_fee_cap_bp: i64,
    pub early_settlement_fee_bp: i64,
}

/// Why terms cannot be computed from the reference data (a configuration fault, not the
/// borrower's): code `terms_invalid`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the program's terms are invalid: {0}")]
pub struct TermsError(pub &'static str);

/// The largest price accepted (Rp 10 billion): keeps every product below far from overflow.
pub const MAX_PRICE: i64 = 10_000_000_000;

/// Divides rounding half up (both operands non-negative).
pub(crate) fn div_round(n: i128, d: i128) -> i128 {
    (n + d / 2) / d
}

/// `total` rupiah in `n` (≥ 1) installments: every one but the last is the total ÷ `n` rounded
/// half up to a multiple of Rp 100 (rounded down instead when rounding up would leave nothing
/// for the last one), the last takes the remainder. Answers (installment, last). Shared by the
/// terms and a restructured schedule (issue 44 item 2).
pub(crate) fn installment_amounts(total: i128, n: i128) -> (i128, i128) {
    let mut installment = div_round(total, n * 100) * 100;
    if installment * (n - 1) >= total {
        installment = total / n / 100 * 100;
    }
    (installment, total - installment * (n - 1))
}

/// Computes the terms.
///
/// Interest = principal × rate × years, where years = the tenor in the frequency's own periods
/// over that frequency's periods a year ([`Frequency::per_year`]: 365 days, 52 weeks, 12 months;
/// Apache Fineract's convention, issue 41 item 2), rounded half up to the rupiah. So a weekly
/// 104-installment product is exactly 2 years of interest (counting weeks as 7/365 of a year
/// charged less).
/// The down payment is rounded up to a multiple of Rp 100. The installment is the total ÷ tenor
/// rounded half up to a multiple of Rp 100 (rounded down instead when rounding up would leave
/// nothing for the last one); the last installment takes the remainder.
///
/// Errors: [`TermsError`] when the price is not in 1..=[`MAX_PRICE`], the tenor not in 1..=3650,
/// the down payment not in 0..10000 bp, the rate not in 0..=10000 bp or the fee negative.
pub fn compute(i: TermsInput) -> Result<Terms, TermsError> {
    if !(1..=MAX_PRICE).contains(&i.price) {
        return Err(TermsError("price"));
    }
    if !(1..=3650).contains(&i.tenor) {
        return Err(TermsError("tenor"));
    }
    if !(0..10_000).contains(&i.down_payment_bp) {
        return Err(TermsError("down_payment"));
    }
    if !(0..=10_000).contains(&i.flat_rate_bp) {
        return Err(TermsError("flat_rate"));
    }
    if !(0..=MAX_PRICE).contains(&i.admin_fee) {
        return Err(TermsError("admin_fee"));
    }
    let price = i128::from(i.price);
    let raw_dp = (price * i128::from(i.down_payment_bp) + 9_999) / 10_000;
    let down_payment = ((raw_dp + 99) / 100 * 100).min(price - 1);
    let principal = price - down_payment;
    let interest =
        div_round(principal * i128::from(i.flat_rate_bp) * i128::from(i.tenor), 10_000 * i128::from(i.frequency.per_year()));
    let total = principal + interest;
    let (installment, last) = installment_amounts(total, i128::from(i.tenor));
    let int = |v: i128| i64::try_from(v).map_err(|_| TermsError("overflow"));
    Ok(Terms {
        price: i.price,
        down_payment: int(down_payment)?,
        principal: int(principal)?,
        tenor: i.tenor,
        frequency: i.frequency,
        flat_rate_bp: i.flat_rate_bp,
        installment_amount: int(installment)?,
        last_installment_amount: int(last)?,
        total_payable: int(total)?,
        first_payment_amount: int(down_payment + i128::from(i.admin_fee))?,
        charges: None,
    })
}

/// One installment's principal and interest parts, rupiah; they add up to the installment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Split {
    pub principal: i64,
    pub interest: i64,
}

/// Splits installments of `amounts` (in order) into principal and interest parts adding up to
/// `principal` and the rest (issue 41 item 3). Flat interest earns evenly, so every installment
/// but the last takes an equal share of the principal, the principal ÷ count rounded half up,
/// and the last takes what is left; the interest part is the rest of each installment. Where
/// that would make a part negative (an installment rounded down below its principal share: a
/// rate near 0 or a last installment smaller than the others), each installment takes the
/// principal in proportion to the installments paid so far instead (floor of the cumulative
/// share), which never does. An empty list or a principal outside `0..=sum` splits everything
/// into principal up to the sum.
pub fn split(amounts: &[i64], principal: i64) -> Vec<Split> {
    let n = amounts.len() as i128;
    if n == 0 {
        return Vec::new();
    }
    let total: i128 = amounts.iter().map(|a| i128::from(*a)).sum();
    let principal = i128::from(principal).clamp(0, total.max(0));
    let share = div_round(principal, n);
    let equal: Vec<Split> = amounts
        .iter()
        .enumerate()
        .map(|(k, a)| {
            let p = if k as i128 == n - 1 { principal - share * (n - 1) } else { share };
            Split { principal: p as i64, interest: (i128::from(*a) - p) as i64 }
        })
        .collect();
    if equal.iter().all(|s| s.principal >= 0 && s.interest >= 0) {
        return equal;
    }
    let mut paid: i128 = 0;
    let mut before: i128 = 0;
    amounts
        .iter()
        .map(|a| {
            paid += i128::from(*a);
            let upto = if total == 0 { 0 } else { paid * principal / total };
            let p = upto - before;
            before = upto;
            Split { principal: p as i64, interest: (i128::from(*a) - p) as i64 }
        })
        .collect()
}

impl Terms {
    /// Each installment's amount in order (1-based number = index + 1).
    pub fn installments(&self) -> impl Iterator<Item = i64> + '_ {
        (1..=self.tenor).map(|k| if k == self.tenor { self.last_installment_amount } else { self.installment_amount })
    }

    /// The flat interest over the whole tenor, rupiah.
    pub fn interest(&self) -> i64 {
        self.total_payable - self.principal
    }

    /// Each installment's principal and interest parts, in order ([`split`]).
    pub fn parts(&self) -> Vec<Split> {
        split(&self.installments().collect::<Vec<_>>(), self.principal)
    }

    /// The effective annual rate, basis points (issue 41 item 4, DESIGN §3): the nominal annual
    /// rate of the borrower's cash flows, i.e. the IRR per period of the principal received and
    /// the installments paid (the `financial` crate), times the frequency's periods a year
    /// ([`Frequency::per_year`]), rounded to the basis point. A flat 12 % a year over 12 months
    /// is about 21.46 % effective. `None` when no rate solves the flows (never for valid terms).
    pub fn effective_rate_bp(&self) -> Option<i64> {
        if self.interest() == 0 {
            return Some(0);
        }
        // Rupiah fit f64 exactly (below 2^53); the rate is a disclosure, rounded to 1 bp.
        let flows: Vec<f64> = std::iter::once(-(self.principal as f64)).chain(self.installments().map(|a| a as f64)).collect();
        let per_period = financial::irr(&flows, None).ok()?;
        let bp = (per_period * self.frequency.per_year() as f64 * 10_000.0).round();
        bp.is_finite().then_some(bp as i64)
    }

    /// [`Self::effective_rate_bp`] as a percent a year (2146 bp → 21.46).
    pub fn effective_rate_percent(&self) -> Option<f64> {
        self.effective_rate_bp().map(|bp| bp as f64 / 100.0)
    }

    /// The flat rate as a percent a year (1850 bp → 18.5).
    pub fn flat_rate_percent(&self) -> f64 {
        // bp ≤ 10000: exact in f64.
        self.flat_rate_bp as f64 / 100.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn input(price: i64, tenor: i64, frequency: Frequency) -> TermsInput {
        TermsInput { price, down_payment_bp: 1000, tenor, frequency, flat_rate_bp: 1800, admin_fee: 250_000 }
    }

    #[test]
    fn terms_stored_before_charges_were_copied_still_read_and_new_ones_keep_them() {
        let mut t = compute(input(30_000_000, 24, Frequency::Monthly)).unwrap();
        let mut stored = serde_json::to_value(t).unwrap();
        assert!(stored.get("charges").is_none(), "no charges, no key: {stored}");
        assert_eq!(serde_json::from_value::<Terms>(stored.clone()).unwrap().charges, None);
        t.charges = Some(Charges {
            admin_fee: 250_000,
            late_fee_bp_per_day: 10,
            late_fee_grace_days: 3,
            late_fee_cap_bp: 2000,
            early_settlement_fee_bp: 300,
        });
        stored = serde_json::to_value(t).unwrap();
        assert_eq!(serde_json::from_value::<Terms>(stored).unwrap(), t);
    }

    #[test]
    fn a_monthly_loan_worked_by_hand() {
        // Rp 28.500.000, 10 % down = 2.850.000; principal 25.650.000; 18 % × 2 years = 9.234.000.
        let t = compute(input(28_500_000, 24, Frequency::Monthly)).unwrap();
        assert_eq!(t.down_payment, 2_850_000);
        assert_eq!(t.principal, 25_650_000);
        assert_eq!(t.total_payable, 34_884_000);
        assert_eq!(t.installment_amount, 1_453_500);
        assert_eq!(t.last_installment_amount, 34_884_000 - 23 * 1_453_500);
        assert_eq!(t.first_payment_amount, 3_100_000);
    }

    #[test]
    fn a_daily_rent_to_own_rounds_to_hundreds_and_the_last_takes_the_rest() {
        let t = compute(input(19_800_000, 540, Frequency::Daily)).unwrap();
        assert_eq!(t.installment_amount % 100, 0);
        assert_eq!(t.installments().sum::<i64>(), t.total_payable);
        assert!((t.last_installment_amount - t.installment_amount).abs() <= 50 * 540);
    }

    #[test]
    fn a_weekly_two_year_product_charges_two_years_of_interest() {
        // 104 weeks = 2 years of 52 weeks (Fineract's convention), not 728/365 of a year.
        let weekly = compute(input(18_900_000, 104, Frequency::Weekly)).unwrap();
        let monthly = compute(input(18_900_000, 24, Frequency::Monthly)).unwrap();
        assert_eq!(weekly.principal, 17_010_000);
        assert_eq!(weekly.interest(), 17_010_000 * 18 / 100 * 2);
        assert_eq!(weekly.interest(), monthly.interest());
        let daily = compute(input(18_900_000, 730, Frequency::Daily)).unwrap();
        assert_eq!(daily.interest(), weekly.interest());
    }

    #[test]
    fn the_effective_rate_of_the_published_flat_rate_example() {
        // The usual Indonesian disclosure example: Rp 12.000.000 at 12 % flat a year over 12
        // months, Rp 1.120.000 a month, is about 21,46 % a year effective (numpy-financial's
        // rate(12, -1120000, 12000000, 0) × 12 = 0.214572).
        let t = compute(TermsInput {
            price: 12_000_000,
            down_payment_bp: 0,
            tenor: 12,
            frequency: Frequency::Monthly,
            flat_rate_bp: 1200,
            admin_fee: 0,
        })
        .unwrap();
        assert_eq!(t.installment_amount, 1_120_000);
        assert_eq!(t.effective_rate_bp(), Some(2146));
        // Flat 10 %: about 17,97 % (rate(12, -1100000, 12000000, 0) × 12 = 0.179720).
        let no_dp =
            compute(TermsInput { down_payment_bp: 0, flat_rate_bp: 1000, ..input(12_000_000, 12, Frequency::Monthly) }).unwrap();
        assert_eq!(no_dp.effective_rate_bp(), Some(1797));
        let free = compute(TermsInput { flat_rate_bp: 0, ..input(12_000_000, 12, Frequency::Monthly) }).unwrap();
        assert_eq!(free.effective_rate_bp(), Some(0));
    }

    /// Every frequency and a spread of rates and tenors against numpy-financial's `irr` of the
    /// same cash flows (× periods a year), within 1 bp. Needs `python3` with `numpy_financial`
    /// (.ci/run installs it); without it the check is skipped outside CI and fails in CI.
    #[test]
    fn effective_rates_agree_with_numpy_financial() {
        let mut products = Vec::new();
        for (f, tenors) in
            [(Frequency::Daily, [90, 365, 540]), (Frequency::Weekly, [26, 104, 156]), (Frequency::Monthly, [6, 24, 36])]
        {
            for tenor in tenors {
                for rate in [600, 1800, 3600] {
                    products.push(compute(TermsInput { flat_rate_bp: rate, ..input(23_450_000, tenor, f) }).unwrap());
                }
            }
        }
        let flows: Vec<String> = products
            .iter()
            .map(|t| {
                let mut v = vec![(-t.principal).to_string()];
                v.extend(t.installments().map(|a| a.to_string()));
                format!("[{}, [{}]]", t.frequency.per_year(), v.join(","))
            })
            .collect();
        let script =
            format!("import numpy_financial as n\nfor y, f in [{}]:\n    print(round(n.irr(f) * y * 10000))", flows.join(","));
        let out = match std::process::Command::new("python3").args(["-c", &script]).output() {
            Ok(o) if o.status.success() => o,
            other => {
                assert!(std::env::var_os("CI").is_none(), "numpy_financial is needed in CI: {other:?}");
                eprintln!("skipped: python3 with numpy_financial is not available");
                return;
            }
        };
        let reference: Vec<i64> = String::from_utf8_lossy(&out.stdout).lines().map(|l| l.trim().parse().unwrap()).collect();
        assert_eq!(reference.len(), products.len());
        for (t, want) in products.iter().zip(reference) {
            let got = t.effective_rate_bp().unwrap();
            assert!(
                (got - want).abs() <= 1,
                "{:?} {} × {}: {got} bp, numpy-financial {want} bp",
                t.frequency,
                t.tenor,
                t.flat_rate_bp
            );
        }
    }

    #[test]
    fn flat_installments_split_into_equal_principal_shares_and_the_last_takes_the_rest() {
        let t = compute(input(28_500_000, 24, Frequency::Monthly)).unwrap();
        let parts = t.parts();
        assert_eq!(parts.len(), 24);
        // 25.650.000 ÷ 24 = 1.068.750 each; interest 1.453.500 − 1.068.750 = 384.750.
        assert!(parts[..23].iter().all(|s| *s == Split { principal: 1_068_750, interest: 384_750 }));
        assert_eq!(parts[23].principal, 25_650_000 - 23 * 1_068_750);
        assert_eq!(parts.iter().map(|s| s.principal).sum::<i64>(), t.principal);
        assert_eq!(parts.iter().map(|s| s.interest).sum::<i64>(), t.interest());
    }

    #[test]
    fn an_installment_rounded_below_its_principal_share_splits_in_proportion() {
        // No interest: the installments (rounded to Rp 100) are all principal.
        let parts = split(&[100_000, 100_000, 50], 200_050);
        assert_eq!(parts.iter().map(|s| s.interest).sum::<i64>(), 0);
        assert!(parts.iter().all(|s| s.principal >= 0 && s.interest >= 0));
        assert_eq!(split(&[], 10), Vec::new());
    }

    #[test]
    fn bad_reference_data_is_refused() {
        assert_eq!(compute(input(0, 12, Frequency::Monthly)), Err(TermsError("price")));
        assert_eq!(compute(input(1_000_000, 0, Frequency::Monthly)), Err(TermsError("tenor")));
        assert_eq!(
            compute(TermsInput { down_payment_bp: 10_000, ..input(1_000_000, 12, Frequency::Monthly) }),
            Err(TermsError("down_payment"))
        );
    }

    proptest! {
        #[test]
        fn installments_always_add_up(
            price in 1i64..=MAX_PRICE,
            tenor in 1i64..=3650,
            dp in 0i64..10_000,
            rate in 0i64..=10_000,
            fee in 0i64..=10_000_000,
            f in prop_oneof![Just(Frequency::Daily), Just(Frequency::Weekly), Just(Frequency::Monthly)],
        ) {
            let t = compute(TermsInput { price, down_payment_bp: dp, tenor, frequency: f, flat_rate_bp: rate, admin_fee: fee }).unwrap();
            prop_assert_eq!(t.installments().sum::<i64>(), t.total_payable);
            prop_assert_eq!(t.down_payment + t.principal, price);
            prop_assert!(t.principal >= 1);
            prop_assert!(t.total_payable >= t.principal);
            prop_assert_eq!(t.installment_amount % 100, 0);
            prop_assert!(t.last_installment_amount >= 0);
            prop_assert!(t.installments().all(|a| a >= 0));
            prop_assert_eq!(t.first_payment_amount, t.down_payment + fee);
        }

        #[test]
        fn principal_and_interest_parts_add_up_and_are_never_negative(
            price in 1i64..=MAX_PRICE,
            tenor in 1i64..=3650,
            dp in 0i64..10_000,
            rate in 0i64..=10_000,
            f in prop_oneof![Just(Frequency::Daily), Just(Frequency::Weekly), Just(Frequency::Monthly)],
        ) {
            let t = compute(TermsInput { price, down_payment_bp: dp, tenor, frequency: f, flat_rate_bp: rate, admin_fee: 0 }).unwrap();
            let parts = t.parts();
            for (s, a) in parts.iter().zip(t.installments()) {
                prop_assert!(s.principal >= 0 && s.interest >= 0);
                prop_assert_eq!(s.principal + s.interest, a);
            }
            prop_assert_eq!(parts.iter().map(|s| s.principal).sum::<i64>(), t.principal);
            prop_assert_eq!(parts.iter().map(|s| s.interest).sum::<i64>(), t.interest());
        }
    }
}
