//! Lenders and their funding sources (issue 14; spec §1 "lender allocation", DESIGN §3
//! "Lenders"): the lender's own fields, and whether an allocation may draw on a funding source
//! (its limit in rupiah, its dates in Asia/Jakarta days, its status). One rule for the approval
//! list's allocation and the lender screen's.

use chrono::NaiveDate;

use crate::{
    ValidationErrors,
    pipeline::status::status_enum,
    repayment::QualityRegime,
    validation::{check_text, optional_text},
};

status_enum! {
    /// What kind of funder a lender is.
    LenderKind { BankChanneling, Multifinance, P2pLending, PrivateInvestor }
}

status_enum! {
    /// An inactive lender takes no new allocations; what it already has stays.
    LenderStatus { Active, Inactive }
}

status_enum! {
    /// An inactive funding source takes no new allocations.
    FundingSourceStatus { Active, Inactive }
}

/// Longest lender or funding-source name, in characters.
pub const NAME_MAX: usize = 120;
/// Longest legal name, in characters.
pub const LEGAL_NAME_MAX: usize = 200;
/// Largest funding-source limit: one quadrillion rupiah, far above any facility and well
/// inside `i64` when summed with every allocation.
pub const LIMIT_MAX: i64 = 1_000_000_000_000_000;

/// A lender code: 2–20 of `A–Z 0–9 - _`, starting with a letter or digit; lower case is
/// raised. Code: `lender_code_invalid`.
pub fn normalise_code(value: &str) -> Result<String, &'static str> {
    let v = value.trim().to_ascii_uppercase();
    let ok = (2..=20).contains(&v.len())
        && v.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '_')
        && v.chars().next().is_some_and(|c| c.is_ascii_alphanumeric());
    if ok { Ok(v) } else { Err("lender_code_invalid") }
}

/// A lender's own fields, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LenderFields {
    pub name: String,
    pub legal_name: Option<String>,
    /// Upper case ([`normalise_code`]).
    pub code: String,
    pub kind: LenderKind,
    pub status: LenderStatus,
    /// Lower case.
    pub contact_email: Option<String>,
    /// `+62…` ([`crate::phone::normalise_mobile`]).
    pub contact_phone: Option<String>,
    /// The loan-quality regime its loans are bucketed by (issue 41 item 6); `None` when not
    /// given: on create the regime of its kind ([`QualityRegime::default_for`]), on update the
    /// stored one.
    pub quality_regime: Option<QualityRegime>,
}

impl LenderFields {
    /// Checks a lender as entered, recording each failure under its field: name required
    /// (`lender_name_required`, `name_too_long`), legal name optional (`legal_name_too_long`),
    /// code ([`normalise_code`]), kind (`lender_kind_required`), status (`lender_status_invalid`;
    /// active when absent), e-mail and phone optional (`email_invalid`, `phone_invalid`), quality
    /// regime optional (`quality_regime_invalid`).
    #[allow(clippy::too_many_arguments)]
    pub fn check(
        name: Option<&str>,
        legal_name: Option<&str>,
        code: Option<&str>,
        kind: Option<&str>,
        status: Option<&str>,
        contact_email: Option<&str>,
        contact_phone: Option<&str>,
        quality_regime: Option<&str>,
        errors: &mut ValidationErrors,
    ) -> Option<LenderFields> {
        let before = errors.0.len();
        let mut field = |f: &str, r: Result<String, &'static str>| r.map_err(|c| errors.add(f, c)).ok();
        let name = field("name", check_text(name, NAME_MAX, "lender_name_required", "name_too_long"));
        let legal_name =
            optional_text(legal_name, LEGAL_NAME_MAX, "legal_name_too_long").map_err(|c| errors.add("legal_name", c)).ok();
        let code = code.map_or(Err("lender_code_invalid"), normalise_code).map_err(|c| errors.add("code", c)).ok();
        let kind = kind.and_then(|k| k.parse::<LenderKind>().ok());
        if kind.is_none() {
            errors.add("kind", "lender_kind_required");
        }
        let status = match status.map(str::trim).filter(|s| !s.is_empty()) {
            None => Some(LenderStatus::Active),
            Some(s) => s.parse::<LenderStatus>().ok(),
        };
        if status.is_none() {
            errors.add("status", "lender_status_invalid");
        }
        let email = match contact_email.map(str::trim).filter(|e| !e.is_empty()) {
            None => Ok(None),
            Some(e) => crate::contact::check_email(e).map(|()| Some(e.to_lowercase())),
        };
        let contact_email = email.map_err(|c| errors.add("contact_email", c)).ok();
        let phone = match contact_phone.map(str::trim).filter(|p| !p.is_empty()) {
            None => Ok(None),
            Some(p) => crate::phone::normalise_mobile(p).map(Some),
        };
        let contact_phone = phone.map_err(|c| errors.add("contact_phone", c)).ok();
        let quality_regime = match quality_regime.map(str::trim).filter(|r| !r.is_empty()) {
            None => Some(None),
            Some(r) => r.parse::<QualityRegime>().ok().map(Some),
        };
        if quality_regime.is_none() {
            errors.add("quality_regime", "quality_regime_invalid");
        }
        if errors.0.len() > before {
            return None;
        }
        Some(LenderFields {
            name: name?,
            legal_name: legal_name?,
            code: code?,
            kind: kind?,
            status: status?,
            contact_email: contact_email?,
            contact_phone: contact_phone?,
            quality_regime: quality_regime?,
        })
    }
}

/// A funding source's terms as entered. Checks: name required (`funding_source_name_required`,
/// `name_too_long`), limit 1..=[`LIMIT_MAX`] (`limit_required`, `limit_invalid`), from
/// required (`available_from_required`), until not before from (`available_until_before_from`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceTerms {
    pub name: String,
    /// Rupiah: the plafond.
    pub limit_amount: i64,
    /// First Asia/Jakarta day it may be drawn on.
    pub available_from: NaiveDate,
    /// Last day, inclusive; open-ended when `None`.
    pub available_until: Option<NaiveDate>,
}

impl SourceTerms {
    /// Checks the terms, recording each failure under its field.
    pub fn check(
        name: Option<&str>,
        limit_amount: Option<i64>,
        available_from: Option<NaiveDate>,
        available_until: Option<NaiveDate>,
        errors: &mut ValidationErrors,
    ) -> Option<SourceTerms> {
        let name =
            check_text(name, NAME_MAX, "funding_source_name_required", "name_too_long").map_err(|c| errors.add("name", c)).ok();
        let limit = match limit_amount {
            None => {
                errors.add("limit_amount", "limit_required");
                None
            }
            Some(n) if !(1..=LIMIT_MAX).contains(&n) => {
                errors.add("limit_amount", "limit_invalid");
                None
            }
            Some(n) => Some(n),
        };
        if available_from.is_none() {
            errors.add("available_from", "available_from_required");
        }
        if let (Some(from), Some(until)) = (available_from, available_until)
            && until < from
        {
            errors.add("available_until", "available_until_before_from");
        }
        Some(SourceTerms {
            name: name?,
            limit_amount: limit?,
            available_from: available_from?,
            available_until: if errors.is_empty() { available_until } else { return None },
        })
    }
}

/// A funding source as it stands when an allocation would draw on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SourceState {
    pub status: FundingSourceStatus,
    /// Rupiah.
    pub limit_amount: i64,
    /// Rupiah held by its pending and approved allocations.
    pub used_amount: i64,
    pub available_from: NaiveDate,
    pub available_until: Option<NaiveDate>,
}

impl SourceState {
    /// Rupiah still free (never negative: an override can take a source past its limit).
    pub fn remaining(&self) -> i64 {
        (self.limit_amount - self.used_amount).max(0)
    }

    /// Whether `day` (Asia/Jakarta) is within the source's dates and the source is active.
    pub fn available_on(&self, day: NaiveDate) -> bool {
        self.status == FundingSourceStatus::Active
            && day >= self.available_from
            && self.available_until.is_none_or(|until| day <= until)
    }
}

/// Why a draw is refused. Codes are the API's 422 codes (DESIGN §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Inactive, or `day` outside its dates.
    NotAvailable,
    /// `amount` is more than what remains (rupiah).
    LimitExceeded { remaining: i64 },
}

impl Refusal {
    pub fn code(self) -> &'static str {
        match self {
            Refusal::NotAvailable => "funding_source_not_available",
            Refusal::LimitExceeded { .. } => "funding_source_limit_exceeded",
        }
    }
}

/// Whether `amount` rupiah may be drawn on `source` on `day` (Asia/Jakarta). Errors: the
/// first [`Refusal`] (availability before the limit).
pub fn check_draw(source: &SourceState, amount: i64, day: NaiveDate) -> Result<(), Refusal> {
    if !source.available_on(day) {
        return Err(Refusal::NotAvailable);
    }
    if amount > source.limit_amount.saturating_sub(source.used_amount) {
        return Err(Refusal::LimitExceeded { remaining: source.remaining() });
    }
    Ok(())
}

/// What an override of a refused draw needs: level 21 and a reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawDecision {
    /// Within the rules.
    Within,
    /// Refused by the rules but overridden by level 21 with this reason (audited).
    Overridden { refusal: Refusal, reason: String },
}

/// Why an allocation may not draw on a source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawError {
    /// The rules refuse it and no valid override was given.
    Refused(Refusal),
    /// An override reason came from someone other than level 21 (`override_not_allowed`).
    OverrideNotAllowed,
    /// The override reason is empty or too long (its code).
    OverrideReason(&'static str),
}

/// Longest override reason, in characters.
pub const OVERRIDE_REASON_MAX: usize = 500;

/// Decides a draw of `amount` rupiah on `source` on `day`: within the rules, or refused unless
/// `is_admin` (level 21) gives `override_reason`. A reason from anyone else is refused even
/// when the draw is within the rules, so nobody believes they overrode something.
pub fn decide_draw(
    source: &SourceState,
    amount: i64,
    day: NaiveDate,
    is_admin: bool,
    override_reason: Option<&str>,
) -> Result<DrawDecision, DrawError> {
    let reason = match override_reason.map(str::trim) {
        None => None,
        Some(_) if !is_admin => return Err(DrawError::OverrideNotAllowed),
        Some(r) => Some(
            check_text(Some(r), OVERRIDE_REASON_MAX, "override_reason_required", "reason_too_long")
                .map_err(DrawError::OverrideReason)?,
        ),
    };
    match (check_draw(source, amount, day), reason) {
        (Ok(()), _) => Ok(DrawDecision::Within),
        (Err(refusal), Some(reason)) => Ok(DrawDecision::Overridden { refusal, reason }),
        (Err(refusal), None) => Err(DrawError::Refused(refusal)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn source() -> SourceState {
        SourceState {
            status: FundingSourceStatus::Active,
            limit_amount: 100_000_000,
            used_amount: 60_000_000,
            available_from: day(10),
            available_until: Some(day(20)),
        }
    }

    #[test]
    fn draws_up_to_the_limit_exactly() {
        assert_eq!(check_draw(&source(), 40_000_000, day(10)), Ok(()));
        assert_eq!(check_draw(&source(), 40_000_001, day(10)), Err(Refusal::LimitExceeded { remaining: 40_000_000 }));
    }

    #[test]
    fn dates_are_inclusive_and_inactive_sources_refuse() {
        assert_eq!(check_draw(&source(), 1, day(9)), Err(Refusal::NotAvailable));
        assert_eq!(check_draw(&source(), 1, day(20)), Ok(()));
        assert_eq!(check_draw(&source(), 1, day(21)), Err(Refusal::NotAvailable));
        let open = SourceState { available_until: None, ..source() };
        assert_eq!(check_draw(&open, 1, day(30)), Ok(()));
        let off = SourceState { status: FundingSourceStatus::Inactive, ..source() };
        assert_eq!(check_draw(&off, 1, day(15)), Err(Refusal::NotAvailable));
    }

    #[test]
    fn only_level_21_overrides_and_only_with_a_reason() {
        let s = source();
        let big = 50_000_000;
        assert_eq!(
            decide_draw(&s, big, day(15), false, None),
            Err(DrawError::Refused(Refusal::LimitExceeded { remaining: 40_000_000 }))
        );
        assert_eq!(decide_draw(&s, big, day(15), false, Some("board approved")), Err(DrawError::OverrideNotAllowed));
        assert_eq!(decide_draw(&s, big, day(15), true, Some("  ")), Err(DrawError::OverrideReason("override_reason_required")));
        assert_eq!(
            decide_draw(&s, big, day(15), true, Some(" board approved ")),
            Ok(DrawDecision::Overridden {
                refusal: Refusal::LimitExceeded { remaining: 40_000_000 },
                reason: "board approved".into()
            })
        );
        assert_eq!(decide_draw(&s, 1, day(15), true, None), Ok(DrawDecision::Within));
    }

    #[test]
    fn an_overdrawn_source_has_nothing_remaining() {
        let s = SourceState { used_amount: 120_000_000, ..source() };
        assert_eq!(s.remaining(), 0);
        assert_eq!(check_draw(&s, 1, day(15)), Err(Refusal::LimitExceeded { remaining: 0 }));
    }

    #[test]
    fn lender_fields_are_checked_and_normalised() {
        let mut e = ValidationErrors::new();
        let f = LenderFields::check(
            Some(" Dana Roda "),
            None,
            Some("lnd-09"),
            Some("p2p_lending"),
            None,
            Some("Ops@Dana.ID"),
            Some("0812 3456 7890"),
            Some("bank"),
            &mut e,
        )
        .unwrap();
        assert_eq!(
            (f.code.as_str(), f.status, f.contact_email.as_deref()),
            ("LND-09", LenderStatus::Active, Some("ops@dana.id"))
        );
        assert!(f.contact_phone.unwrap().starts_with("+62"));
        assert_eq!(f.quality_regime, Some(QualityRegime::Bank));
        let mut e = ValidationErrors::new();
        assert!(
            LenderFields::check(
                Some(""),
                None,
                Some("x"),
                Some("bank"),
                Some("gone"),
                Some("no"),
                Some("12"),
                Some("ojk"),
                &mut e
            )
            .is_none()
        );
        let fields: Vec<_> = e.0.iter().map(|f| (f.field.as_str(), f.code)).collect();
        assert_eq!(
            fields,
            [
                ("name", "lender_name_required"),
                ("code", "lender_code_invalid"),
                ("kind", "lender_kind_required"),
                ("status", "lender_status_invalid"),
                ("contact_email", "email_invalid"),
                ("contact_phone", "phone_invalid"),
                ("quality_regime", "quality_regime_invalid"),
            ]
        );
    }

    #[test]
    fn codes_and_terms() {
        assert_eq!(normalise_code(" bca-01 "), Ok("BCA-01".into()));
        assert_eq!(normalise_code("B"), Err("lender_code_invalid"));
        assert_eq!(normalise_code("-AB"), Err("lender_code_invalid"));
        assert_eq!(normalise_code("AB CD"), Err("lender_code_invalid"));
        let mut e = ValidationErrors::new();
        assert!(SourceTerms::check(Some("Facility A"), Some(0), Some(day(10)), Some(day(9)), &mut e).is_none());
        let fields: Vec<_> = e.0.iter().map(|f| (f.field.as_str(), f.code)).collect();
        assert_eq!(fields, [("limit_amount", "limit_invalid"), ("available_until", "available_until_before_from")]);
        let mut e = ValidationErrors::new();
        let t = SourceTerms::check(Some(" Facility A "), Some(LIMIT_MAX), Some(day(10)), None, &mut e).unwrap();
        assert_eq!((t.name.as_str(), t.available_until), ("Facility A", None));
    }
}
