//! Loan products as data (issue 41 item 7, DESIGN §3 "Programs"): level 21 creates, edits and
//! retires financing programs from the data area; every level with a screen that picks a
//! program reads them.
//!
//! Access is the route table's: reads for [`crate::routes::table::REFERENCE_READERS`], writes and the preview for
//! level 21 only (`Access::Admin`), so a funder's staff and every other level get 403. The rules
//! of a program's fields are [`domain::programs::ProgramDraft::check`]'s; each answer carries
//! the effective rate of its terms ([`ProgramView`]).

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use domain::{Lang, ValidationErrors, programs::ProgramDraft, terms::MAX_PRICE};
use serde::{Deserialize, Serialize};
use storage::{StoreError, repo::programs};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{Envelope, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    loans::view::{ProgramView, RATE_PRICE},
    state::AppState,
};

/// `GET /api/v1/programs` filter.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProgramQuery {
    /// `true`: retired programs too (the data area's list); otherwise only those that take new
    /// applications (the application form's picker).
    pub include_retired: Option<bool>,
}

/// `POST /api/v1/programs` and `PUT /api/v1/programs/{program_id}` body: every field of the
/// program ([`ProgramDraft`]) and, on `PUT`, the `version` last read.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ProgramBody {
    #[serde(flatten)]
    pub program: ProgramDraft,
    /// Required on `PUT`: the `version` last read (409 `conflict` when stale).
    pub version: Option<i32>,
}

/// `POST /api/v1/programs/preview` body: the terms being edited and a vehicle price.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PreviewBody {
    #[serde(flatten)]
    pub program: ProgramDraft,
    /// The sample vehicle price, rupiah, 1 to 10,000,000,000; default 100,000,000 (the price
    /// every program's `effective_rate_bp` is quoted at).
    pub price: Option<i64>,
}

/// What terms being edited come to, unsaved: the effective rate and one loan at `price`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgramPreview {
    /// Effective annual rate, basis points (as [`ProgramView::effective_rate_bp`]), quoted at
    /// Rp 100,000,000 so that it matches the saved program's.
    pub effective_rate_bp: Option<i64>,
    pub effective_rate_percent: Option<f64>,
    /// The sample price, rupiah.
    pub price: i64,
    /// Rupiah, at `price`: the down payment, what is financed, every installment but the last,
    /// the last one, principal plus flat interest, and the first payment (down payment + fee).
    pub down_payment: i64,
    pub principal: i64,
    pub installment_amount: i64,
    pub last_installment_amount: i64,
    pub total_payable: i64,
    pub first_payment_amount: i64,
}

/// `GET /api/v1/programs?include_retired=`: `name` in the caller's language
/// (`Accept-Language`), each with its effective rate; active ones first, then by name.
pub async fn list(
    State(state): State<AppState>,
    CallerLang(lang): CallerLang,
    ApiQuery(q): ApiQuery<ProgramQuery>,
) -> ApiResult<Response> {
    let id = lang == Lang::Id;
    let rows = programs::list(&state.db, q.include_retired.unwrap_or(false)).await?;
    let out: Vec<ProgramView> = rows.into_iter().map(|p| ProgramView::from(p.localize(id))).collect();
    Ok(ok(out).into_response())
}

/// `GET /api/v1/programs/{program_id}`: the program as stored (`name` English, `name_id`
/// Indonesian: what the editor edits), retired or not, with its effective rate. Errors: 404.
pub async fn get_one(State(state): State<AppState>, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let p = programs::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    Ok(ok(ProgramView::from(p)).into_response())
}

fn check(draft: &ProgramDraft) -> ApiResult<domain::programs::ProgramFields> {
    let mut errors = ValidationErrors::new();
    draft.check(&mut errors).ok_or(ApiError::Validation(errors))
}

fn code_taken(e: StoreError) -> ApiError {
    match e {
        StoreError::Unique => ApiError::field("code", "program_code_taken"),
        e => e.into(),
    }
}

/// `POST /api/v1/programs` (level 21, with `Idempotency-Key`): a new program, 201 with its
/// effective rate; `msg` "Program saved"; audited as `program.create`. Errors: 403; 422 (see
/// [`ProgramDraft::check`]; `program_code_taken`).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<ProgramBody>,
) -> ApiResult<Response> {
    let fields = check(&body.program)?;
    let p = programs::create(&state.db, &staff.actor(), &fields).await.map_err(code_taken)?;
    let msg = domain::i18n::text("program_saved", lang).to_owned();
    Ok(Envelope { status: StatusCode::CREATED, msg, data: ProgramView::from(p) }.into_response())
}

/// `PUT /api/v1/programs/{program_id}` (level 21): replaces every field at `version`;
/// `active: false` retires it (no new applications; loans made keep the terms copied onto them
/// at verification). Audited as `program.update`, `.retire` or `.reactivate`. Errors: 404; 403;
/// 409 `conflict` when stale; 422 as for create, `version_required`.
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<ProgramBody>,
) -> ApiResult<Response> {
    programs::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    let version = body.version.ok_or_else(|| ApiError::field("version", "version_required"))?;
    let fields = check(&body.program)?;
    let p = programs::update(&state.db, &staff.actor(), id, version, &fields).await.map_err(code_taken)?;
    Ok(ok_msg(lang, "program_saved", ProgramView::from(p)).into_response())
}

/// `POST /api/v1/programs/preview` (level 21): the effective rate and a sample loan of the
/// terms being edited, saving nothing. The code, names and kind are not needed (nor checked);
/// every other field is, as for create. Errors: 422 (see [`ProgramDraft::check`];
/// `price_invalid` outside 1..=10,000,000,000).
pub async fn preview(ApiJson(body): ApiJson<PreviewBody>) -> ApiResult<Response> {
    let price = body.price.unwrap_or(RATE_PRICE);
    let draft = ProgramDraft {
        code: Some("PREVIEW".into()),
        name: Some("Preview".into()),
        name_id: None,
        kind: Some("loan".into()),
        ..body.program
    };
    let mut errors = ValidationErrors::new();
    let fields = draft.check(&mut errors);
    if !(1..=MAX_PRICE).contains(&price) {
        errors.add("price", "price_invalid");
    }
    let (Some(fields), true) = (fields, errors.is_empty()) else { return Err(ApiError::Validation(errors)) };
    let (Some(quoted), Some(sample)) = (fields.terms(RATE_PRICE), fields.terms(price)) else {
        return Err(ApiError::field("price", "price_invalid"));
    };
    Ok(ok(ProgramPreview {
        effective_rate_bp: quoted.effective_rate_bp(),
        effective_rate_percent: quoted.effective_rate_percent(),
        price,
        down_payment: sample.down_payment,
        principal: sample.principal,
        installment_amount: sample.installment_amount,
        last_installment_amount: sample.last_installment_amount,
        total_payable: sample.total_payable,
        first_payment_amount: sample.first_payment_amount,
    })
    .into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::REFERENCE_READERS;
    use axum::http::Method;
    use domain::Access;
    t
        // Reference data.
        // Programs as data (issue 41 item 7): read by every picker, written by level 21.
        .add(Method::GET, "/api/v1/programs", Access::AnyArea(REFERENCE_READERS), "Programs", list)
        .query::<ProgramQuery>()
        .returns_list::<crate::loans::view::ProgramView>()
        .add_create("/api/v1/programs", Access::Admin, "Create a program", create)
        .body::<ProgramBody>()
        .returns::<crate::loans::view::ProgramView>()
        .add(Method::POST, "/api/v1/programs/preview", Access::Admin, "A program's effective rate, unsaved", preview)
        .body::<PreviewBody>()
        .returns::<ProgramPreview>()
        .add(Method::GET, "/api/v1/programs/{program_id}", Access::AnyArea(REFERENCE_READERS), "A program", get_one)
        .returns::<crate::loans::view::ProgramView>()
        .add(Method::PUT, "/api/v1/programs/{program_id}", Access::Admin, "Edit or retire a program", update)
        .body::<ProgramBody>()
        .returns::<crate::loans::view::ProgramView>()
}
