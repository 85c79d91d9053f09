//! The new prospect/borrower account (`POST /api/v1/borrowers`) and the checks it shares with
//! the basic-info step (spec §3 "Borrower/prospect", §5).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{ValidationErrors, prospect::PersonalInfo};
use serde::{Deserialize, Serialize};
use storage::{
    Db,
    entity::{dealer, motorcycle_type, partner, program},
    repo::{
        borrowers::{self, Unique},
        loans::{self, BorrowerPatch, LoanPatch, NewProspect},
        reference,
    },
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::created,
    error::{ApiError, ApiResult},
    extract::ApiJson,
    idempotency::Idempotency,
    state::AppState,
};

/// The basic-info fields (DESIGN §3), shared by the account and the basic-info step.
#[derive(Debug, Deserialize, Default, ToSchema)]
pub struct BasicInfoBody {
    #[serde(flatten)]
    pub personal: PersonalInfo,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub program_id: Option<Uuid>,
    pub dealer_id: Option<Uuid>,
    pub partner_id: Option<Uuid>,
    pub motorcycle_type_id: Option<Uuid>,
    pub sales_name: Option<String>,
    /// The loan's `version` last read (step updates only); a stale one answers 409.
    pub version: Option<i32>,
}

/// `POST /api/v1/borrowers` body: basic info plus the account password.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AccountBody {
    #[serde(flatten)]
    pub basic: BasicInfoBody,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
}

/// Basic info that passed every check, normalised (trimmed names, `+62…` phones, lower-case
/// e-mail), with the chosen reference rows.
pub struct CheckedBasic {
    pub personal: PersonalInfo,
    pub email: String,
    pub phone: String,
    pub program: program::Model,
    pub dealer: dealer::Model,
    pub partner: partner::Model,
    pub motorcycle_type: motorcycle_type::Model,
    pub sales_name: Option<String>,
}

async fn taken(db: &Db, field: Unique, value: &str, except: Option<Uuid>) -> ApiResult<bool> {
    Ok(borrowers::taken(db, field, value, except).await?)
}

/// A reference chosen on the form (or named in an import row), as looked up.
pub enum Chosen<M> {
    /// Nothing chosen.
    Missing,
    /// Something chosen that names no row.
    Unknown,
    Found(M),
}

impl<M> Chosen<M> {
    /// The lookup of an optional id.
    pub fn of(id: Option<Uuid>, found: Option<M>) -> Chosen<M> {
        match (id, found) {
            (None, _) => Chosen::Missing,
            (Some(_), None) => Chosen::Unknown,
            (Some(_), Some(m)) => Chosen::Found(m),
        }
    }

    /// The row, recording `required` when nothing was chosen and `reference_unknown` when it
    /// names nothing.
    fn check(self, field: &str, required: &'static str, errors: &mut ValidationErrors) -> Option<M> {
        match self {
            Chosen::Missing => errors.add(field, required),
            Chosen::Unknown => errors.add(field, "reference_unknown"),
            Chosen::Found(m) => return Some(m),
        }
        None
    }
}

/// The reference rows basic info chooses.
pub struct BasicRefs {
    pub program: Chosen<program::Model>,
    /// The program the application has already, which it keeps even once retired; `None` for
    /// a new application. Any other retired program is refused (issue 41 item 7).
    pub current_program: Option<Uuid>,
    pub dealer: Chosen<dealer::Model>,
    pub partner: Chosen<partner::Model>,
    pub motorcycle_type: Chosen<motorcycle_type::Model>,
}

/// The e-mail and phone as stored (trimmed lower-case e-mail; `+62…` phone, `None` when it is
/// not a mobile number): what uniqueness is checked on.
pub fn contact_of(body: &BasicInfoBody) -> (String, Option<String>) {
    let email = body.email.as_deref().unwrap_or("").trim().to_lowercase();
    (email, domain::phone::normalise_mobile(body.phone.as_deref().unwrap_or("")).ok())
}

/// Whether the e-mail and the phone are another borrower's already.
#[derive(Debug, Clone, Copy, Default)]
pub struct Taken {
    pub email: bool,
    pub phone: bool,
}

/// Every rule of basic info (spec §5) on `body` with its reference rows already looked up and
/// its uniqueness known: the one check of the form and of a batch import's rows. Returns
/// `None` when anything failed (the failures are in `errors`).
pub fn check_basic_fields(
    mut body: BasicInfoBody,
    refs: BasicRefs,
    taken: Taken,
    today: chrono::NaiveDate,
    errors: &mut ValidationErrors,
) -> Option<CheckedBasic> {
    body.personal.check(today, errors);
    let (email, phone) = contact_of(&body);
    match domain::contact::check_email(&email) {
        Err(code) => errors.add("email", code),
        Ok(()) if taken.email => errors.add("email", "email_taken"),
        Ok(()) => {}
    }
    let phone = match phone {
        None => {
            errors.add("phone", "phone_invalid");
            String::new()
        }
        Some(p) => {
            if taken.phone {
                errors.add("phone", "phone_taken");
            }
            p
        }
    };
    let program = refs.program.check("program_id", "program_required", errors);
    if program.as_ref().is_some_and(|p| !p.active && Some(p.id) != refs.current_program) {
        errors.add("program_id", "program_retired");
    }
    let dealer = refs.dealer.check("dealer_id", "dealer_required", errors);
    let partner = refs.partner.check("partner_id", "partner_required", errors);
    let motorcycle_type = refs.motorcycle_type.check("motorcycle_type_id", "motorcycle_type_required", errors);
    if let (Some(p), Some(m)) = (&partner, &motorcycle_type)
        && m.partner_id != p.id
    {
        errors.add("motorcycle_type_id", "motorcycle_type_not_of_partner");
    }
    let sales_name = body.sales_name.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    if sales_name.as_ref().is_some_and(|s| s.chars().count() > domain::prospect::NAME_MAX) {
        errors.add("sales_name", "text_too_long");
    }
    if !errors.is_empty() {
        return None;
    }
    Some(CheckedBasic {
        personal: body.personal,
        email,
        phone,
        program: program?,
        dealer: dealer?,
        partner: partner?,
        motorcycle_type: motorcycle_type?,
        sales_name,
    })
}

/// Checks basic info (every rule of spec §5 for these fields, uniqueness of e-mail and phone
/// among borrowers other than `except`, the chosen program — active, or `current_program`, the
/// one the application has — dealer, partner and a motorcycle type of that partner). Returns
/// `None` when anything failed (the failures are in `errors`; 422 `program_retired` for a
/// retired program).
pub async fn check_basic(
    db: &Db,
    body: BasicInfoBody,
    except: Option<Uuid>,
    current_program: Option<Uuid>,
    errors: &mut ValidationErrors,
) -> ApiResult<Option<CheckedBasic>> {
    let refs = BasicRefs {
        program: Chosen::of(body.program_id, reference::by_opt_id::<program::Entity>(db, body.program_id).await?),
        current_program,
        dealer: Chosen::of(body.dealer_id, reference::by_opt_id::<dealer::Entity>(db, body.dealer_id).await?),
        partner: Chosen::of(body.partner_id, reference::by_opt_id::<partner::Entity>(db, body.partner_id).await?),
        motorcycle_type: Chosen::of(
            body.motorcycle_type_id,
            reference::by_opt_id::<motorcycle_type::Entity>(db, body.motorcycle_type_id).await?,
        ),
    };
    let (email, phone) = contact_of(&body);
    let taken = Taken {
        email: domain::contact::check_email(&email).is_ok() && taken(db, Unique::Email, &email, except).await?,
        phone: match &phone {
            Some(p) => taken(db, Unique::Phone, p, except).await?,
            None => false,
        },
    };
    Ok(check_basic_fields(body, refs, taken, domain::calendar::today(), errors))
}

/// Maps a unique-index race (two staff registering one e-mail at once) to the field error.
pub async fn unique_conflict(db: &Db, email: &str, phone: &str) -> ApiError {
    let mut errors = ValidationErrors::new();
    if taken(db, Unique::Email, email, None).await.unwrap_or(false) {
        errors.add("email", "email_taken");
    }
    if taken(db, Unique::Phone, phone, None).await.unwrap_or(false) {
        errors.add("phone", "phone_taken");
    }
    if errors.is_empty() { ApiError::Conflict("conflict") } else { ApiError::Validation(errors) }
}

/// The borrower row's personal columns from checked basic info.
pub fn borrower_patch(b: &CheckedBasic, id: Uuid) -> BorrowerPatch {
    let p = &b.personal;
    let enum_str = |v: serde_json::Value| v.as_str().unwrap_or_default().to_owned();
    BorrowerPatch {
        id,
        email: b.email.clone(),
        phone: b.phone.clone(),
        full_name: p.full_name.clone().unwrap_or_default(),
        gender: enum_str(serde_json::to_value(p.gender).unwrap_or_default()),
        birth_place: p.birth_place.clone().unwrap_or_default().trim().to_owned(),
        birth_date: p.birth_date.unwrap_or_default(),
        marital_status: enum_str(serde_json::to_value(p.marital_status).unwrap_or_default()),
        mother_name: p.mother_name.clone().unwrap_or_default().trim().to_owned(),
        spouse_name: p.spouse_name.as_ref().map(|s| s.trim().to_owned()),
        emergency_name: p.emergency_contact.name.clone().unwrap_or_default().trim().to_owned(),
        emergency_phone: p.emergency_contact.phone.clone().unwrap_or_default(),
        emergency_relation: enum_str(serde_json::to_value(p.emergency_contact.relation).unwrap_or_default()),
    }
}

/// The loan's columns that copy basic info: the chosen references, and the borrower's name and
/// e-mail that the list shows and searches (kept here so both writers stay in step).
pub fn loan_patch(b: &CheckedBasic) -> LoanPatch {
    LoanPatch {
        full_name: Some(b.personal.full_name.clone().unwrap_or_default()),
        email: Some(b.email.clone()),
        program_id: Some(b.program.id),
        dealer_id: Some(b.dealer.id),
        partner_id: Some(b.partner.id),
        motorcycle_type_id: Some(b.motorcycle_type.id),
        sales_name: Some(b.sales_name.clone()),
        ..LoanPatch::default()
    }
}

/// `POST /api/v1/borrowers` answer.
#[derive(Serialize, ToSchema)]
pub struct Created {
    pub borrower_id: Uuid,
    /// Loan ID of the draft application opened with the account (`LN-…`).
    pub loan_id: String,
    /// Customer ID (`CU-…`).
    pub customer_id: String,
}

/// `POST /api/v1/borrowers`: creates the prospect/borrower account and opens a draft
/// application (a new lead) with the basic-info step done. Errors: 403
/// `create_not_for_funder_staff` (a funder's staff review the loans allocated to their lender
/// and never originate one: it would be allocated to no lender, out of their own sight; DESIGN
/// §4, issue 45 item 6); 422 with every failed field (spec §5 texts in the caller's language).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    idem: Idempotency,
    ApiJson(body): ApiJson<AccountBody>,
) -> ApiResult<Response> {
    staff.in_house_or("create_not_for_funder_staff")?;
    let mut errors = ValidationErrors::new();
    let password = body.password.unwrap_or_default();
    let checked = check_basic(&state.db, body.basic, None, None, &mut errors).await?;
    errors.check("password", domain::password::check(&password));
    errors.check(
        "password_confirmation",
        domain::password::check_confirmation(&password, body.password_confirmation.as_deref().unwrap_or("")),
    );
    errors.into_result().map_err(ApiError::Validation)?;
    let b = checked.ok_or(ApiError::Validation(ValidationErrors::new()))?;
    let hash = state.hasher.hash(password).await?;
    let new = NewProspect {
        borrower: borrower_patch(&b, Uuid::now_v7()),
        password_hash: hash,
        state: domain::pipeline::application::open(),
        patch: loan_patch(&b),
        at: storage::repo::now(),
    };
    // The answer is stored with the key in the create's own transaction (issue 6 §7).
    let finish = async |tx: &storage::Tx, opened: &loans::Opened| -> ApiResult<Response> {
        let body = Created {
            borrower_id: opened.borrower_id,
            loan_id: opened.loan_code.clone(),
            customer_id: opened.customer_code.clone(),
        };
        idem.record(tx, created(body).into_response()).await
    };
    match loans::open(&state.db, &staff.actor(), new, finish).await {
        Ok(answer) => answer,
        Err(loans::StoreError::Unique) => Err(unique_conflict(&state.db, &b.email, &b.phone).await),
        Err(e) => Err(e.into()),
    }
}
