//! The new prospect/borrower account (`POST /api/v1/borrowers`) and the checks it shares with
//! the basic-info step (spec §3 "Borrower/prospect", §5).

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use domain::{ValidationErrors, application::Step, prospect::PersonalInfo};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use storage::{
    entity::{borrower, dealer, loan, motorcycle_type, partner, program},
    repo::{audit, sequences},
};
use utoipa::ToSchema;
use uuid::Uuid;

use super::{step_bit, today_jakarta};
use crate::{
    auth::Staff,
    envelope::created,
    error::{ApiError, ApiResult},
    extract::ApiJson,
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

async fn taken(db: &impl ConnectionTrait, col: borrower::Column, value: &str, except: Option<Uuid>) -> ApiResult<bool> {
    let mut q = borrower::Entity::find().filter(col.eq(value));
    if let Some(id) = except {
        q = q.filter(borrower::Column::Id.ne(id));
    }
    Ok(q.one(db).await?.is_some())
}

async fn reference<E: EntityTrait>(
    db: &impl ConnectionTrait,
    id: Option<Uuid>,
    field: &str,
    required: &'static str,
    errors: &mut ValidationErrors,
) -> ApiResult<Option<E::Model>>
where
    <E::PrimaryKey as sea_orm::PrimaryKeyTrait>::ValueType: From<Uuid>,
{
    let Some(id) = id else {
        errors.add(field, required);
        return Ok(None);
    };
    let found = E::find_by_id(id).one(db).await?;
    if found.is_none() {
        errors.add(field, "reference_unknown");
    }
    Ok(found)
}

/// Checks basic info (every rule of spec §5 for these fields, uniqueness of e-mail and phone
/// among borrowers other than `except`, the chosen program, dealer, partner and a motorcycle
/// type of that partner). Returns `None` when anything failed (the failures are in `errors`).
pub async fn check_basic(
    db: &impl ConnectionTrait,
    mut body: BasicInfoBody,
    except: Option<Uuid>,
    errors: &mut ValidationErrors,
) -> ApiResult<Option<CheckedBasic>> {
    body.personal.check(today_jakarta(), errors);
    let email = body.email.as_deref().unwrap_or("").trim().to_lowercase();
    match domain::contact::check_email(&email) {
        Err(code) => errors.add("email", code),
        Ok(()) if taken(db, borrower::Column::Email, &email, except).await? => errors.add("email", "email_taken"),
        Ok(()) => {}
    }
    let phone = match domain::phone::normalise_mobile(body.phone.as_deref().unwrap_or("")) {
        Err(code) => {
            errors.add("phone", code);
            String::new()
        }
        Ok(p) => {
            if taken(db, borrower::Column::Phone, &p, except).await? {
                errors.add("phone", "phone_taken");
            }
            p
        }
    };
    let program = reference::<program::Entity>(db, body.program_id, "program_id", "program_required", errors).await?;
    let dealer = reference::<dealer::Entity>(db, body.dealer_id, "dealer_id", "dealer_required", errors).await?;
    let partner = reference::<partner::Entity>(db, body.partner_id, "partner_id", "partner_required", errors).await?;
    let motorcycle_type =
        reference::<motorcycle_type::Entity>(db, body.motorcycle_type_id, "motorcycle_type_id", "motorcycle_type_required", errors)
            .await?;
    if let (Some(p), Some(m)) = (&partner, &motorcycle_type) {
        if m.partner_id != p.id {
            errors.add("motorcycle_type_id", "motorcycle_type_not_of_partner");
        }
    }
    let sales_name = body.sales_name.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    if sales_name.as_ref().is_some_and(|s| s.chars().count() > domain::prospect::NAME_MAX) {
        errors.add("sales_name", "text_too_long");
    }
    if !errors.is_empty() {
        return Ok(None);
    }
    Ok(Some(CheckedBasic {
        personal: body.personal,
        email,
        phone,
        program: program.expect("checked"),
        dealer: dealer.expect("checked"),
        partner: partner.expect("checked"),
        motorcycle_type: motorcycle_type.expect("checked"),
        sales_name,
    }))
}

/// Maps a unique-index race (two staff registering one e-mail at once) to the field error.
pub async fn unique_race(db: &impl ConnectionTrait, err: sea_orm::DbErr, email: &str, phone: &str) -> ApiError {
    if !matches!(err.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) {
        return err.into();
    }
    let mut errors = ValidationErrors::new();
    if taken(db, borrower::Column::Email, email, None).await.unwrap_or(false) {
        errors.add("email", "email_taken");
    }
    if taken(db, borrower::Column::Phone, phone, None).await.unwrap_or(false) {
        errors.add("phone", "phone_taken");
    }
    if errors.is_empty() { ApiError::Conflict("conflict") } else { ApiError::Validation(errors) }
}

/// The borrower row's personal columns from checked basic info.
pub fn personal_columns(b: &CheckedBasic, row: &mut borrower::ActiveModel) {
    let p = &b.personal;
    let enum_str = |v: serde_json::Value| v.as_str().unwrap_or_default().to_owned();
    row.email = Set(b.email.clone());
    row.phone = Set(b.phone.clone());
    row.full_name = Set(p.full_name.clone().unwrap_or_default());
    row.gender = Set(enum_str(serde_json::to_value(p.gender).unwrap_or_default()));
    row.birth_place = Set(p.birth_place.clone().unwrap_or_default().trim().to_owned());
    row.birth_date = Set(p.birth_date.unwrap_or_default());
    row.marital_status = Set(enum_str(serde_json::to_value(p.marital_status).unwrap_or_default()));
    row.mother_name = Set(p.mother_name.clone().unwrap_or_default().trim().to_owned());
    row.spouse_name = Set(p.spouse_name.as_ref().map(|s| s.trim().to_owned()));
    row.emergency_name = Set(p.emergency_contact.name.clone().unwrap_or_default().trim().to_owned());
    row.emergency_phone = Set(p.emergency_contact.phone.clone().unwrap_or_default());
    row.emergency_relation = Set(enum_str(serde_json::to_value(p.emergency_contact.relation).unwrap_or_default()));
    row.updated_at = Set(storage::repo::now());
}

/// The loan's columns that copy basic info: the chosen references, and the borrower's name and
/// e-mail that the list shows and searches (kept here so both writers stay in step).
pub fn loan_columns(b: &CheckedBasic, row: &mut loan::ActiveModel) {
    let full_name = b.personal.full_name.clone().unwrap_or_default();
    row.full_name_lower = Set(full_name.to_lowercase());
    row.full_name = Set(full_name);
    row.email = Set(b.email.clone());
    row.program_id = Set(b.program.id);
    row.dealer_id = Set(b.dealer.id);
    row.partner_id = Set(b.partner.id);
    row.motorcycle_type_id = Set(b.motorcycle_type.id);
    row.sales_name = Set(b.sales_name.clone());
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
/// application (a new lead) with the basic-info step done. Errors: 422 with every failed field
/// (spec §5 texts in the caller's language).
pub async fn create(State(state): State<AppState>, staff: Staff, ApiJson(body): ApiJson<AccountBody>) -> ApiResult<Response> {
    let mut errors = ValidationErrors::new();
    let password = body.password.unwrap_or_default();
    let checked = check_basic(&state.db, body.basic, None, &mut errors).await?;
    errors.check("password", domain::password::check(&password));
    errors.check(
        "password_confirmation",
        domain::password::check_confirmation(&password, body.password_confirmation.as_deref().unwrap_or("")),
    );
    errors.into_result().map_err(ApiError::Validation)?;
    let b = checked.expect("no errors, so checked");
    let hash = state.hasher.hash(password).await?;
    let now = storage::repo::now();
    let txn = state.db.begin().await?;
    let customer_code = sequences::customer_code(sequences::next(&txn, sequences::CUSTOMER).await?);
    let loan_code = sequences::loan_code(sequences::next(&txn, sequences::LOAN).await?);
    let borrower_id = Uuid::now_v7();
    let mut row = borrower::ActiveModel {
        id: Set(borrower_id),
        customer_code: Set(customer_code.clone()),
        password_hash: Set(hash),
        created_at: Set(now),
        created_by: Set(Some(staff.user_id)),
        ..Default::default()
    };
    personal_columns(&b, &mut row);
    if let Err(e) = row.insert(&txn).await {
        drop(txn);
        return Err(unique_race(&state.db, e, &b.email, &b.phone).await);
    }
    let mut l = loan::ActiveModel {
        id: Set(Uuid::now_v7()),
        loan_code: Set(loan_code.clone()),
        borrower_id: Set(borrower_id),
        pic_id: Set(None),
        lead_status: Set("new".into()),
        status: Set("draft".into()),
        kyc_scheduled: Set(false),
        steps_done: Set(step_bit(Step::BasicInfo)),
        created_at: Set(now),
        updated_at: Set(now),
        created_by: Set(Some(staff.user_id)),
        version: Set(1),
        ..Default::default()
    };
    loan_columns(&b, &mut l);
    let l = l.insert(&txn).await?;
    storage::repo::loans::count_move(&txn, None, Some("draft")).await?;
    let after = serde_json::json!({"loan_id": loan_code, "customer_id": customer_code, "email": b.email, "status": "draft"});
    audit::record(&txn, &staff.actor(), "loan_application.create", "loan", &l.id.to_string(), None, Some(after)).await?;
    txn.commit().await?;
    Ok(created(Created { borrower_id, loan_id: loan_code, customer_id: customer_code }).into_response())
}
