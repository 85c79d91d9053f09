//! The validation case table shared with the web app (DESIGN §6): `cases/validation.json`,
//! `[{rule, input, error}]`, read by these tests and by the web app's zod schemas' tests, so
//! both sides answer every case alike.

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::Value;

    use crate::{ValidationErrors, contact, income, phone, prospect};

    #[derive(Deserialize)]
    struct Case {
        rule: String,
        input: Value,
        error: Option<String>,
    }

    fn first_code(errors: ValidationErrors) -> Option<&'static str> {
        errors.0.first().map(|e| e.code)
    }

    fn run(case: &Case) -> Option<&'static str> {
        let s = case.input.as_str().unwrap_or("");
        match case.rule.as_str() {
            "password" => crate::password::check(s).err(),
            "full_name" => prospect::check_full_name(s).err(),
            "email" => contact::check_email(s).err(),
            "phone" => phone::normalise_mobile(s).err(),
            "nik" => crate::nik::check(Some(s), "ktp_number_required").err(),
            "postcode" => crate::address::check_postcode(Some(s)).err(),
            "birth_date" => {
                let d = |k: &str| case.input[k].as_str().unwrap().parse().unwrap();
                prospect::check_age(d("birth_date"), d("today")).err()
            }
            "monthly_incomes" => {
                let amounts: Vec<i64> = serde_json::from_value(case.input["amounts"].clone()).unwrap();
                let mut f = income::Financial {
                    ride_hailing_app: Some(income::RideHailingApp::Grab),
                    service_months: Some(24),
                    monthly_incomes: amounts
                        .iter()
                        .enumerate()
                        .map(|(i, a)| income::MonthlyIncome { month: 1 + i as u32, year: 2026, amount: Some(*a) })
                        .collect(),
                    income_history_file_id: Some("f".into()),
                    family_income: None,
                };
                let mut e = ValidationErrors::new();
                f.check("2026-11-22".parse().unwrap(), &mut e);
                first_code(e)
            }
            "service_months" => income::check_service_months(case.input.as_i64().and_then(|m| i32::try_from(m).ok())).err(),
            other => panic!("unknown rule {other} in the case table"),
        }
    }

    #[test]
    fn every_case_of_the_shared_table() {
        let cases: Vec<Case> = serde_json::from_str(include_str!("../cases/validation.json")).expect("valid json");
        assert!(cases.len() > 40);
        for case in &cases {
            assert_eq!(run(case).map(str::to_owned), case.error, "{} {}", case.rule, case.input);
        }
    }
}
