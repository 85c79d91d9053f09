//! The address step (spec §3 "Address", §5; DESIGN §3 body): residential address, the 'same as
//! KTP' flag, the separate KTP address, and the operational area (DESIGN §6).

use serde::{Deserialize, Serialize};

use crate::ValidationErrors;

/// One address with its Kemendagri region codes (idn-area-data): province `31`, city `31.71`,
/// district `31.71.01`, sub-district `31.71.01.1001`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct Address {
    pub address: Option<String>,
    pub postcode: Option<String>,
    pub province_code: Option<String>,
    pub city_code: Option<String>,
    pub district_code: Option<String>,
    pub sub_district_code: Option<String>,
}

/// The provinces and cities where the lender works. A province listed without any of its
/// cities means the whole province.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
pub struct OperationalArea {
    pub province_codes: Vec<String>,
    pub city_codes: Vec<String>,
}

impl OperationalArea {
    /// Whether the province and city lie inside the area.
    pub fn contains(&self, province: &str, city: &str) -> bool {
        if !self.province_codes.iter().any(|p| p == province) {
            return false;
        }
        let cities_of_province: Vec<&String> =
            self.city_codes.iter().filter(|c| c.starts_with(&format!("{province}."))).collect();
        cities_of_province.is_empty() || cities_of_province.iter().any(|c| *c == city)
    }
}

/// Checks a postcode: `postcode_required`, `postcode_invalid` (5 digits).
pub fn check_postcode(postcode: Option<&str>) -> Result<(), &'static str> {
    match postcode.map(str::trim) {
        None | Some("") => Err("postcode_required"),
        Some(p) if p.len() == 5 && p.chars().all(|c| c.is_ascii_digit()) => Ok(()),
        Some(_) => Err("postcode_invalid"),
    }
}

/// Whether `child` is a code directly under `parent` (`31.71` under `31`).
pub fn is_under(child: &str, parent: &str) -> bool {
    child.strip_prefix(parent).is_some_and(|rest| rest.starts_with('.') && !rest[1..].contains('.'))
}

impl Address {
    /// Checks presence, postcode and the region chain (each code under the one above it).
    /// Whether the codes exist is the caller's check (it needs the database). Fields are
    /// reported under `prefix` (`residential`, `ktp`).
    pub fn check(&self, prefix: &str, errors: &mut ValidationErrors) {
        let f = |name: &str| format!("{prefix}.{name}");
        errors.check(&f("address"), crate::prospect::check_text(self.address.as_deref(), "address_required"));
        errors.check(&f("postcode"), check_postcode(self.postcode.as_deref()));
        let chain = [
            ("province_code", &self.province_code, "province_required"),
            ("city_code", &self.city_code, "city_required"),
            ("district_code", &self.district_code, "district_required"),
            ("sub_district_code", &self.sub_district_code, "sub_district_required"),
        ];
        let mut parent: Option<&str> = None;
        for (name, value, required) in chain {
            match value.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
                None => errors.add(f(name), required),
                Some(code) => {
                    if parent.is_some_and(|p| !is_under(code, p)) {
                        errors.add(f(name), "region_mismatch");
                    }
                    parent = Some(code);
                    continue;
                }
            }
            parent = None;
        }
    }

    /// Checks the operational area on province and city ('Out of operational area. At province
    /// and city/regency field'), reporting on both fields.
    pub fn check_area(&self, prefix: &str, area: &OperationalArea, errors: &mut ValidationErrors) {
        if let (Some(p), Some(c)) = (&self.province_code, &self.city_code)
            && !area.contains(p, c)
        {
            errors.add(format!("{prefix}.province_code"), "out_of_area");
            errors.add(format!("{prefix}.city_code"), "out_of_area");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area() -> OperationalArea {
        OperationalArea {
            province_codes: vec!["31".into(), "32".into(), "36".into()],
            city_codes: vec!["32.75".into(), "32.76".into()],
        }
    }

    #[test]
    fn area_by_province_or_listed_city() {
        let a = area();
        assert!(a.contains("31", "31.71"));
        assert!(a.contains("32", "32.75"));
        assert!(!a.contains("32", "32.73"), "Jawa Barat lists cities: only those");
        assert!(a.contains("36", "36.71"));
        assert!(!a.contains("33", "33.74"));
    }

    #[test]
    fn chain_and_postcode() {
        let mut e = ValidationErrors::new();
        Address {
            address: Some("Jl. Kebon Sirih 1".into()),
            postcode: Some("1034".into()),
            province_code: Some("31".into()),
            city_code: Some("32.75".into()),
            district_code: Some("32.75.01".into()),
            sub_district_code: None,
        }
        .check("residential", &mut e);
        let got: Vec<_> = e.0.iter().map(|x| (x.field.as_str(), x.code)).collect();
        assert_eq!(
            got,
            [
                ("residential.postcode", "postcode_invalid"),
                ("residential.city_code", "region_mismatch"),
                ("residential.sub_district_code", "sub_district_required")
            ]
        );
        assert!(is_under("31.71.01.1001", "31.71.01"));
        assert!(!is_under("31.71.01.1001", "31.71"));
    }
}
