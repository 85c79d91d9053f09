//! The offering letter (issue 9 item 4), a complete disclosure (the RIPLAY summary of POJK
//! 22/2023, issue 41 item 5): the loan's terms, its program's late charge and early settlement
//! terms and the lender's legal name and complaint channels, gathered for the `documents` crate,
//! which renders the PDF with typst from the template kept in the repository. Rendering is
//! CPU-bound, so it runs on the blocking pool, bounded by [`RENDERS_AT_ONCE`] so a burst of
//! downloads cannot take every core or grow memory without bound.

use chrono::Duration;
use storage::entity::{borrower, lender, loan, motorcycle_type, program};

use crate::{
    error::{ApiError, ApiResult},
    loans::view::terms_of,
    state::AppState,
};

/// How many letters render at once; others wait their turn.
pub const RENDERS_AT_ONCE: usize = 2;
/// Days an offering letter's offer stays open.
pub const VALID_DAYS: i64 = 14;

static RENDERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(RENDERS_AT_ONCE);

/// The letter's language (the borrower's choice: Indonesian by default).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LetterLang {
    Id,
    En,
}

/// The one-line residential address of the application's address step, if stored.
fn address_of(l: &loan::Model) -> String {
    let residential = l.address.as_ref().and_then(|a| a.get("residential"));
    let line = residential.and_then(|r| r.get("address")).and_then(|v| v.as_str()).unwrap_or_default();
    let postcode = residential.and_then(|r| r.get("postcode")).and_then(|v| v.as_str()).unwrap_or_default();
    [line, postcode].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(", ")
}

/// Renders the offering letter of `l` (a loan with terms and a lender) in `lang`: the lender's
/// legal name (its name when it has none), the fees and rates of the loan's terms, the late
/// charge and early settlement fee copied with them (its program's for a loan approved before
/// they were copied), the lender's contact e-mail and phone as the
/// complaint channels.
///
/// Errors: 409 `loan_not_approved` when the loan has no terms or lender (never for a loan the
/// pipeline lets through); 500 when the template fails (a bug, logged).
pub async fn offering_letter(state: &AppState, l: &loan::Model, lang: LetterLang) -> ApiResult<Vec<u8>> {
    use storage::repo::reference::by_opt_id;
    let terms = terms_of(l).ok_or(ApiError::Conflict("loan_not_approved"))?;
    let lender = by_opt_id::<lender::Entity>(&state.db, l.lender_id).await?.ok_or(ApiError::Conflict("loan_not_approved"))?;
    let borrower = by_opt_id::<borrower::Entity>(&state.db, Some(l.borrower_id)).await?;
    let vehicle = by_opt_id::<motorcycle_type::Entity>(&state.db, Some(l.motorcycle_type_id)).await?;
    let program =
        by_opt_id::<program::Entity>(&state.db, Some(l.program_id)).await?.ok_or(ApiError::Conflict("loan_not_approved"))?;
    let bp = |v: i64| u32::try_from(v).unwrap_or(0);
    // What the borrower was offered: the charges copied with the terms; a loan approved before
    // they were copied reads its program's.
    let charges = terms.charges.unwrap_or_else(|| program.charges());
    let today = domain::calendar::today();
    let data = documents::OfferingLetter {
        lender_legal_name: lender.legal_name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| lender.name.clone()),
        lender_name: lender.name,
        borrower_name: l.full_name.clone(),
        customer_id: borrower.as_ref().map(|b| b.customer_code.clone()).unwrap_or_default(),
        borrower_address: address_of(l),
        borrower_phone: borrower.map(|b| b.phone).unwrap_or_default(),
        loan_id: l.loan_code.clone(),
        motorcycle_type: vehicle.map(|v| v.name).unwrap_or_default(),
        price_otr: terms.price,
        down_payment: terms.down_payment,
        principal: terms.principal,
        tenor: u32::try_from(terms.tenor).unwrap_or(u32::MAX),
        frequency: match terms.frequency {
            domain::terms::Frequency::Daily => documents::Frequency::Daily,
            domain::terms::Frequency::Weekly => documents::Frequency::Weekly,
            domain::terms::Frequency::Monthly => documents::Frequency::Monthly,
        },
        flat_rate_bp: u32::try_from(terms.flat_rate_bp).unwrap_or(0),
        installment_amount: terms.installment_amount,
        last_installment_amount: terms.last_installment_amount,
        total_payable: terms.total_payable,
        first_payment_amount: terms.first_payment_amount,
        // The first payment is the down payment plus the admin fee (`domain::terms::compute`).
        admin_fee: terms.first_payment_amount - terms.down_payment,
        effective_rate_bp: terms.effective_rate_bp().and_then(|r| u32::try_from(r).ok()),
        late_fee_bp_per_day: bp(charges.late_fee_bp_per_day),
        late_fee_grace_days: u32::try_from(charges.late_fee_grace_days).unwrap_or(0),
        late_fee_cap_bp: bp(charges.late_fee_cap_bp),
        early_settlement_fee_bp: bp(charges.early_settlement_fee_bp),
        complaint_email: lender.contact_email.unwrap_or_default(),
        complaint_phone: lender.contact_phone.unwrap_or_default(),
        issue_date: today,
        valid_until: today + Duration::days(VALID_DAYS),
    };
    let lang = match lang {
        LetterLang::Id => documents::Lang::Id,
        LetterLang::En => documents::Lang::En,
    };
    let _turn = RENDERS.acquire().await.map_err(|e| ApiError::Internal(e.into()))?;
    tokio::task::spawn_blocking(move || documents::offering_letter(&data, lang))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
        .map_err(|e| ApiError::Internal(e.into()))
}
