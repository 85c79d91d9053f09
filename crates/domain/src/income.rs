//! The historical financial and performance data step (spec §3, §5; DESIGN §3 `financial`).
//! Money is integer rupiah.

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::ValidationErrors;

/// Minimum months of ride-hailing service (spec §9).
pub const MIN_SERVICE_MONTHS: i32 = 12;
/// Minimum number of monthly income entries (spec §9).
pub const MIN_INCOME_MONTHS: usize = 3;
/// Minimum average monthly income, rupiah (spec §9).
pub const MIN_AVERAGE_MONTHLY_INCOME: i64 = 3_000_000;
/// Days a month counts for the income per day (DESIGN §3: average ÷ 30, rounded down).
pub const DAYS_PER_MONTH: i64 = 30;
/// Largest accepted monthly income (and family income), rupiah: Rp 1.000.000.000, far above any
/// ride-hailing driver's, so a typo or an attack is refused rather than stored (OWASP API4).
pub const MAX_MONTHLY_INCOME: i64 = 1_000_000_000;
/// Most months of service accepted: 50 years.
pub const MAX_SERVICE_MONTHS: i32 = 600;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RideHailingApp {
    Gojek,
    Grab,
    Maxim,
    Shopee,
    Indrive,
    Other,
}

/// One month's ride-hailing income.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct MonthlyIncome {
    /// 1–12.
    pub month: u32,
    pub year: i32,
    /// Rupiah.
    pub amount: Option<i64>,
}

/// Another family member's income, optional; its proof is required when given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct FamilyIncome {
    /// Rupiah.
    pub amount: Option<i64>,
    pub proof_file_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct Financial {
    pub ride_hailing_app: Option<RideHailingApp>,
    pub service_months: Option<i32>,
    #[serde(default)]
    pub monthly_incomes: Vec<MonthlyIncome>,
    pub income_history_file_id: Option<String>,
    pub family_income: Option<FamilyIncome>,
}

/// The computed figures, rupiah.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct IncomeFigures {
    /// Sum ÷ months, rounded down.
    pub average_monthly_income: i64,
    /// Average ÷ 30, rounded down.
    pub income_per_day: i64,
}

/// The sum of `amounts`, rupiah; `None` when it does not fit an `i64` (never wraps: three huge
/// amounts once wrapped to an average of exactly Rp 3.000.000 and passed).
pub fn checked_sum(amounts: &[i64]) -> Option<i64> {
    amounts.iter().try_fold(0i64, |sum, a| sum.checked_add(*a))
}

/// The average and per-day income of the given amounts; `None` without amounts or when their
/// sum overflows.
pub fn figures(amounts: &[i64]) -> Option<IncomeFigures> {
    let months = i64::try_from(amounts.len()).ok().filter(|n| *n > 0)?;
    let average = checked_sum(amounts)?.div_euclid(months);
    Some(IncomeFigures { average_monthly_income: average, income_per_day: average.div_euclid(DAYS_PER_MONTH) })
}

/// Months of ride-hailing service: `service_months_min` below [`MIN_SERVICE_MONTHS`] (or
/// absent), `service_months_max` above [`MAX_SERVICE_MONTHS`].
pub fn check_service_months(months: Option<i32>) -> Result<(), &'static str> {
    match months {
        Some(m) if m > MAX_SERVICE_MONTHS => Err("service_months_max"),
        Some(m) if m >= MIN_SERVICE_MONTHS => Ok(()),
        _ => Err("service_months_min"),
    }
}

/// Checks one income amount: `income_value_required` (absent or not positive),
/// `income_value_too_high` (above [`MAX_MONTHLY_INCOME`]).
pub fn check_amount(amount: Option<i64>, required: &'static str) -> Result<(), &'static str> {
    match amount {
        Some(a) if a > MAX_MONTHLY_INCOME => Err("income_value_too_high"),
        Some(a) if a > 0 => Ok(()),
        _ => Err(required),
    }
}

impl Financial {
    /// Checks the step against `today` (income months must be past or current). Returns the
    /// computed figures when the incomes are usable.
    pub fn check(&mut self, today: NaiveDate, errors: &mut ValidationErrors) -> Option<IncomeFigures> {
        if self.ride_hailing_app.is_none() {
            errors.add("ride_hailing_app", "ride_hailing_app_required");
        }
        errors.check("service_months", check_service_months(self.service_months));
        let mut seen = std::collections::HashSet::new();
        let current = (today.year(), today.month());
        for (i, m) in self.monthly_incomes.iter().enumerate() {
            if !(1..=12).contains(&m.month) || (m.year, m.month) > current || m.year < 2000 {
                errors.add(format!("monthly_incomes.{i}.month"), "income_month_invalid");
            } else if !seen.insert((m.year, m.month)) {
                errors.add(format!("monthly_incomes.{i}.month"), "income_month_duplicate");
            }
            errors.check(&format!("monthly_incomes.{i}.amount"), check_amount(m.amount, "income_value_required"));
        }
        if self.monthly_incomes.len() < MIN_INCOME_MONTHS {
            errors.add("monthly_incomes", "income_months_min");
        }
        if self.income_history_file_id.as_deref().is_none_or(|f| f.trim().is_empty()) {
            errors.add("income_history_file_id", "income_history_required");
        }
        if let Some(f) = &self.family_income {
            let has_amount = f.amount.is_some_and(|a| a > 0);
            let has_proof = f.proof_file_id.as_deref().is_some_and(|p| !p.trim().is_empty());
            if f.amount.is_some_and(|a| a > MAX_MONTHLY_INCOME) {
                errors.add("family_income.amount", "income_value_too_high");
            }
            match (has_amount, has_proof) {
                (false, false) => self.family_income = None,
                (true, false) => errors.add("family_income.proof_file_id", "family_income_proof_required"),
                (false, true) => errors.add("family_income.amount", "family_income_required"),
                (true, true) => {}
            }
        }
        let amounts: Vec<i64> =
            self.monthly_incomes.iter().filter_map(|m| m.amount).filter(|a| check_amount(Some(*a), "").is_ok()).collect();
        if amounts.len() != self.monthly_incomes.len() || amounts.len() < MIN_INCOME_MONTHS {
            return None;
        }
        // Compare exactly (sum < minimum × months), so rounding can never let 2.999.999,67 pass;
        // in checked arithmetic, so no sum can wrap round into a passing one.
        let minimum = i64::try_from(amounts.len()).ok().and_then(|n| n.checked_mul(MIN_AVERAGE_MONTHLY_INCOME));
        match (checked_sum(&amounts), minimum) {
            (Some(sum), Some(minimum)) if sum < minimum => errors.add("monthly_incomes", "income_below_minimum"),
            (Some(_), Some(_)) => {}
            _ => {
                errors.add("monthly_incomes", "income_value_too_high");
                return None;
            }
        }
        figures(&amounts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fin(amounts: &[i64]) -> Financial {
        Financial {
            ride_hailing_app: Some(RideHailingApp::Gojek),
            service_months: Some(12),
            monthly_incomes: amounts
                .iter()
                .enumerate()
                .map(|(i, a)| MonthlyIncome { month: 8 + i as u32, year: 2026, amount: Some(*a) })
                .collect(),
            income_history_file_id: Some("f".into()),
            family_income: None,
        }
    }

    fn codes(f: &mut Financial) -> Vec<&'static str> {
        let mut e = ValidationErrors::new();
        f.check("2026-11-22".parse().unwrap(), &mut e);
        e.0.iter().map(|x| x.code).collect()
    }

    #[test]
    fn average_boundary() {
        assert_eq!(codes(&mut fin(&[3_000_000, 3_000_000, 3_000_000])), Vec::<&str>::new());
        assert_eq!(codes(&mut fin(&[2_999_999, 2_999_999, 2_999_999])), ["income_below_minimum"]);
        assert_eq!(codes(&mut fin(&[3_000_000, 3_000_000, 2_999_999])), ["income_below_minimum"]);
        let f = figures(&[3_000_000, 3_500_000, 4_000_001]).unwrap();
        assert_eq!((f.average_monthly_income, f.income_per_day), (3_500_000, 116_666));
    }

    #[test]
    fn amounts_and_service_are_bounded_and_sums_never_wrap() {
        let huge = i64::MAX / 3 + 1_000_000;
        assert_eq!(codes(&mut fin(&[huge, huge, huge])), ["income_value_too_high"; 3]);
        assert_eq!(codes(&mut fin(&[MAX_MONTHLY_INCOME; 3])), Vec::<&str>::new());
        assert_eq!(codes(&mut fin(&[MAX_MONTHLY_INCOME + 1, 4_000_000, 4_000_000])), ["income_value_too_high"]);
        assert_eq!(checked_sum(&[i64::MAX, 1]), None);
        assert_eq!(figures(&[i64::MAX, i64::MAX]), None);
        let mut f = fin(&[4_000_000; 3]);
        f.service_months = Some(MAX_SERVICE_MONTHS);
        assert_eq!(codes(&mut f), Vec::<&str>::new());
        f.service_months = Some(MAX_SERVICE_MONTHS + 1);
        assert_eq!(codes(&mut f), ["service_months_max"]);
        f.service_months = Some(i32::MAX);
        assert_eq!(codes(&mut f), ["service_months_max"]);
        f.service_months = Some(12);
        f.family_income = Some(FamilyIncome { amount: Some(i64::MAX), proof_file_id: Some("p".into()) });
        assert_eq!(codes(&mut f), ["income_value_too_high"]);
    }

    #[test]
    fn months_service_and_proofs() {
        let mut f = fin(&[4_000_000, 4_000_000]);
        f.service_months = Some(11);
        f.family_income = Some(FamilyIncome { amount: Some(1_000_000), proof_file_id: None });
        assert_eq!(codes(&mut f), ["service_months_min", "income_months_min", "family_income_proof_required"]);
        let mut f = fin(&[4_000_000, 4_000_000, 4_000_000, 4_000_000]);
        f.monthly_incomes[3].month = 12; // December 2026 is in the future on 22 November.
        f.monthly_incomes[1].month = 8; // Twice August.
        assert_eq!(codes(&mut f), ["income_month_duplicate", "income_month_invalid"]);
    }
}
