//! The lender screen (`/app/lender`; issue 14, DESIGN §3 "Lenders"): funders, their funding
//! sources with limits, and what each has been allocated.
//!
//! Access: the lender area's levels read and manage lenders; a funder's staff (a `lender_id`)
//! see only their own lender (and, when tied to a funding source, only that source) and change
//! nothing: 403 `not_your_role`. Lenders outside the caller's scope answer 404. The scope is
//! the repository's ([`storage::repo::lenders`]), from [`Staff::loan_scope`].

use std::collections::HashMap;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{
    Area, ValidationErrors,
    lenders::{FundingSourceStatus, LenderFields, LenderKind, LenderStatus, SourceTerms},
    pipeline::{ActiveStatus, AllocationStatus, ShownStage},
    repayment::QualityRegime,
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::{Stored, decode, funding_source, lender},
    repo::{lenders, loans::allocations},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::{Envelope, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery, CallerLang},
    money::Amounts,
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// What the caller may do with a lender (the web app shows exactly these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LenderAction {
    Edit,
    AddFundingSource,
    /// Allocate verified loans to it (an active lender, staff of the approval area).
    Allocate,
}

/// A lender's allocations per status (count and rupiah of principal).
#[derive(Debug, Serialize, ToSchema, Default, Clone, Copy)]
pub struct AllocationTotals {
    pub pending: Amounts,
    pub approved: Amounts,
    pub rejected: Amounts,
}

impl AllocationTotals {
    /// Approved / (approved + rejected), 0–1; `None` before any decision.
    #[allow(clippy::cast_precision_loss)] // counts far below 2^52
    pub fn approval_rate(&self) -> Option<f64> {
        let decisions = self.approved.count + self.rejected.count;
        (decisions > 0).then(|| self.approved.count as f64 / decisions as f64)
    }
}

/// A lender as the list and the detail show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct LenderView {
    pub id: Uuid,
    pub code: String,
    pub name: String,
    pub legal_name: Option<String>,
    #[schema(inline)]
    pub kind: LenderKind,
    #[schema(inline)]
    pub status: LenderStatus,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    /// The loan-quality regime its loans are classed by (issue 41 item 6, DESIGN §5).
    #[schema(inline)]
    pub quality_regime: QualityRegime,
    /// Staff accounts (not disabled) tied to it.
    pub staff_count: i64,
    /// Whether an active staff account of it may decide its allocations (a level with the loan
    /// approval area); without, an allocation to it waits for nobody (issue 41 item 13).
    pub has_deciders: bool,
    pub totals: AllocationTotals,
    pub version: i32,
    pub allowed_actions: Vec<LenderAction>,
}

/// A funding source with what it has drawn.
#[derive(Debug, Serialize, ToSchema)]
pub struct FundingSourceView {
    pub id: Uuid,
    pub lender_id: Uuid,
    pub name: String,
    /// Rupiah: the plafond.
    pub limit_amount: i64,
    /// Rupiah held by pending and approved allocations.
    pub used_amount: i64,
    /// Rupiah still free (0 when an override took it past its limit).
    pub remaining_amount: i64,
    /// Asia/Jakarta, inclusive.
    pub available_from: NaiveDate,
    pub available_until: Option<NaiveDate>,
    #[schema(inline)]
    pub status: FundingSourceStatus,
    /// Active and within its dates today (Asia/Jakarta).
    pub available_today: bool,
    pub version: i32,
}

/// A lender's decisions and active book.
#[derive(Debug, Serialize, ToSchema)]
pub struct LenderStats {
    /// Approved / (approved + rejected), 0–1; `None` before any decision.
    pub approval_rate: Option<f64>,
    /// Hours from allocation to decision, on average; `None` before any decision.
    pub average_decision_hours: Option<f64>,
    /// Loans active now (normal, on hold, late, non performing).
    pub active_loans: i64,
    /// Principal still owed on those loans, rupiah (interest not yet paid left out: issue 41
    /// item 3).
    pub outstanding_principal: i64,
    /// Active loans with days past due.
    pub late_loans: i64,
    /// `late_loans / active_loans`, 0–1; `None` without active loans.
    pub late_share: Option<f64>,
}

/// `GET /api/v1/lenders/{lender_id}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct LenderDetail {
    #[serde(flatten)]
    pub lender: LenderView,
    pub funding_sources: Vec<FundingSourceView>,
    pub stats: LenderStats,
}

/// `GET /api/v1/lenders` filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LenderQuery {
    /// Any part of the name, legal name or code.
    pub q: Option<String>,
    #[param(inline)]
    pub status: Option<LenderStatus>,
    /// `xlsx` for the download of the list as filtered (issue 41 item 9).
    pub format: Option<String>,
}

/// `POST /api/v1/lenders` and `PUT /api/v1/lenders/{lender_id}` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct LenderBody {
    pub name: Option<String>,
    pub legal_name: Option<String>,
    /// 2–20 of `A–Z 0–9 - _` (lower case is raised).
    pub code: Option<String>,
    /// `bank_channeling`, `multifinance`, `p2p_lending`, `private_investor`.
    pub kind: Option<String>,
    /// `active` (default) or `inactive`. Read as text so that another value is a 422
    /// `lender_status_invalid` on this field, not an unreadable body.
    #[schema(value_type = Option<LenderStatus>)]
    pub status: Option<String>,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    /// `multifinance`, `p2p_lending` or `bank`: the loan-quality regime (issue 41 item 6).
    /// Absent: on create the regime of the kind (bank channeling → bank, P2P lending → P2P
    /// lending, else multifinance); on update the one stored.
    pub quality_regime: Option<String>,
    /// Required on `PUT`: the `version` last read (409 when stale).
    pub version: Option<i32>,
}

/// `POST|PUT …/funding-sources` body.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct FundingSourceBody {
    pub name: Option<String>,
    /// Rupiah, 1 to 10^15.
    pub limit_amount: Option<i64>,
    pub available_from: Option<NaiveDate>,
    pub available_until: Option<NaiveDate>,
    /// `active` (default) or `inactive`. Read as text so that another value is a 422
    /// `lender_status_invalid` on this field, not an unreadable body.
    #[schema(value_type = Option<FundingSourceStatus>)]
    pub status: Option<String>,
    /// Required on `PUT`.
    pub version: Option<i32>,
}

/// `GET /api/v1/lenders/{lender_id}/loans` filter.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LenderLoansQuery {
    #[param(inline)]
    pub status: Option<AllocationStatus>,
}

/// One allocation on a lender's loan list.
#[derive(Debug, Serialize, ToSchema)]
pub struct LenderLoanRow {
    pub allocation_id: Uuid,
    /// The loan ID.
    pub loan_id: String,
    pub full_name: String,
    /// Rupiah (principal when allocated).
    pub amount: i64,
    #[schema(inline)]
    pub allocation_status: AllocationStatus,
    pub funding_source_id: Option<Uuid>,
    pub funding_source_name: Option<String>,
    pub allocated_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    /// Level 21's reason when the allocation went past the source's rules.
    pub override_reason: Option<String>,
    /// Where the loan is now: `approval`, `kyc`, `contract`, `active` or `closed` (ended:
    /// paid off, settled early, deactivated or written off); `moved` once the loan
    /// was allocated again after this allocation (to another funder, issue 40 item 4): then
    /// `active_status` is empty and `dpd` 0, since where the loan stands is no longer this
    /// allocation's to show; the row keeps this allocation's own status, amount, funding source
    /// and dates.
    pub stage: ShownStage,
    /// The loan's active-borrower status once active (never for a `moved` row).
    pub active_status: Option<ActiveStatus>,
    /// Days past due (0 for a `moved` row).
    pub dpd: i32,
}

impl Listed for LenderLoanRow {
    const PAGE: &str = "LenderLoanPage";
}

/// A funder's staff may read but not change.
fn check_may_change(staff: &Staff) -> ApiResult<()> {
    if staff.lender_id.is_some() {
        return Err(ApiError::Denied { field: None, code: "not_your_role" });
    }
    Ok(())
}

fn actions_of(staff: &Staff, l: &lender::Model) -> Vec<LenderAction> {
    if staff.lender_id.is_some() || !staff.level.allows(Area::Lender) {
        return vec![];
    }
    let mut out = vec![LenderAction::Edit, LenderAction::AddFundingSource];
    if l.status == LenderStatus::Active.as_str() && staff.level.allows(Area::BorrowerApproval) {
        out.push(LenderAction::Allocate);
    }
    out
}

fn totals_of(totals: &[allocations::Total], lender_id: Uuid) -> AllocationTotals {
    AllocationTotals {
        pending: Amounts::of(totals, lender_id, AllocationStatus::Pending),
        approved: Amounts::of(totals, lender_id, AllocationStatus::Approved),
        rejected: Amounts::of(totals, lender_id, AllocationStatus::Rejected),
    }
}

/// The lender as answered. Errors: a stored kind, status or regime its enum does not name
/// (corrupt data: 500, never a default).
fn view(
    staff: &Staff,
    l: lender::Model,
    staff_count: i64,
    has_deciders: bool,
    totals: &[allocations::Total],
) -> ApiResult<LenderView> {
    Ok(LenderView {
        has_deciders,
        allowed_actions: actions_of(staff, &l),
        totals: totals_of(totals, l.id),
        id: l.id,
        kind: decode::<LenderKind>("lenders.kind", &l.kind)?,
        status: decode::<LenderStatus>("lenders.status", &l.status)?,
        quality_regime: decode::<QualityRegime>("lenders.quality_regime", &l.quality_regime)?,
        code: l.code,
        name: l.name,
        legal_name: l.legal_name,
        contact_email: l.contact_email,
        contact_phone: l.contact_phone,
        staff_count,
        version: l.version,
    })
}

/// The funding source as answered on `today`. Errors: a stored status no
/// [`FundingSourceStatus`] names (corrupt data: 500).
fn source_view(s: funding_source::Model, today: NaiveDate) -> ApiResult<FundingSourceView> {
    let state = s.state()?;
    Ok(FundingSourceView {
        available_today: state.available_on(today),
        remaining_amount: state.remaining(),
        status: state.status,
        id: s.id,
        lender_id: s.lender_id,
        name: s.name,
        limit_amount: s.limit_amount,
        used_amount: s.used_amount,
        available_from: s.available_from,
        available_until: s.available_until,
        version: s.version,
    })
}

/// `GET /api/v1/lenders?q=&status=`: every lender in the caller's scope, by name, with its
/// staff count and allocation totals (counters: no scan of loans). Also the lender pickers'
/// source. Errors: 400 for a malformed filter.
pub async fn list(State(state): State<AppState>, staff: Staff, ApiQuery(q): ApiQuery<LenderQuery>) -> ApiResult<Response> {
    let scope = staff.loan_scope();
    let rows = lenders::list(&state.db, scope, q.q.as_deref(), q.status).await?;
    let counts = lenders::staff_counts(&state.db).await?;
    let deciders = lenders::with_deciders(&state.db).await?;
    let totals = allocations::totals(&state.db, scope).await?;
    let out: Vec<LenderView> = rows
        .into_iter()
        .map(|l| {
            let n = counts.get(&l.id).copied().unwrap_or(0);
            let decides = deciders.contains(&l.id);
            view(&staff, l, n, decides, &totals)
        })
        .collect::<ApiResult<_>>()?;
    if crate::xlsx::wanted(q.format.as_deref())? {
        let download = crate::xlsx::Download {
            sheet: "lenders",
            columns: &[
                "col_code",
                "col_name",
                "col_legal_name",
                "col_kind",
                "col_status",
                "col_contact_email",
                "col_contact_phone",
                "col_staff_count",
                "col_pending_count",
                "col_pending_amount",
                "col_approved_count",
                "col_approved_amount",
                "col_rejected_count",
                "col_rejected_amount",
                "col_approval_rate",
            ],
            action: "lender.download",
            filename: format!("lenders-{}.xlsx", domain::calendar::today()),
        };
        let filters = serde_json::json!({"q": q.q, "status": q.status});
        let export = download.start(&state, staff.lang).await;
        export.rows(out.iter().map(|l| cells(l, staff.lang)).collect()).await?;
        return download.finish(&state, &staff, export, filters, out.len() as u64).await;
    }
    Ok(ok(out).into_response())
}

/// A lender as workbook cells: its kind and status as labels, counts and rupiah as numbers,
/// the approval rate as a percent.
fn cells(l: &LenderView, lang: domain::Lang) -> Vec<crate::xlsx::Cell> {
    use crate::xlsx::Cell;
    let t = &l.totals;
    vec![
        Cell::from(l.code.clone()),
        Cell::from(l.name.clone()),
        Cell::from(l.legal_name.clone()),
        Cell::label("lender_kind_", Some(l.kind.as_str()), lang),
        Cell::label("lender_status_", Some(l.status.as_str()), lang),
        Cell::from(l.contact_email.clone()),
        Cell::from(l.contact_phone.clone()),
        Cell::Int(l.staff_count),
        Cell::Int(t.pending.count),
        Cell::Money(t.pending.amount),
        Cell::Int(t.approved.count),
        Cell::Money(t.approved.amount),
        Cell::Int(t.rejected.count),
        Cell::Money(t.rejected.amount),
        Cell::Percent(t.approval_rate().map(|r| r * 100.0)),
    ]
}

async fn detail(state: &AppState, staff: &Staff, l: lender::Model) -> ApiResult<LenderDetail> {
    let scope = staff.loan_scope();
    let today = domain::calendar::today();
    let counts: HashMap<Uuid, i64> = lenders::staff_counts(&state.db).await?;
    let totals = allocations::totals(&state.db, scope).await?;
    let sources = lenders::sources(&state.db, scope, l.id).await?;
    let book = lenders::active_book(&state.db, scope, l.id).await?;
    let decided: Vec<_> = totals
        .iter()
        .filter(|t| {
            t.lender_id == l.id
                && (t.status == AllocationStatus::Approved.as_str() || t.status == AllocationStatus::Rejected.as_str())
        })
        .collect();
    let decisions: i64 = decided.iter().map(|t| t.n).sum();
    let seconds: i64 = decided.iter().map(|t| t.decision_seconds).sum();
    #[allow(clippy::cast_precision_loss)] // counts far below 2^52
    let stats = LenderStats {
        approval_rate: totals_of(&totals, l.id).approval_rate(),
        average_decision_hours: (decisions > 0).then(|| seconds as f64 / decisions as f64 / 3600.0),
        active_loans: book.loans,
        outstanding_principal: book.outstanding_principal,
        late_loans: book.late_loans,
        late_share: (book.loans > 0).then(|| book.late_loans as f64 / book.loans as f64),
    };
    let staff_count = counts.get(&l.id).copied().unwrap_or(0);
    let has_deciders = lenders::with_deciders(&state.db).await?.contains(&l.id);
    Ok(LenderDetail {
        lender: view(staff, l, staff_count, has_deciders, &totals)?,
        funding_sources: sources.into_iter().map(|s| source_view(s, today)).collect::<ApiResult<_>>()?,
        stats,
    })
}

/// The lender in the caller's scope. Errors: 404.
async fn load(state: &AppState, staff: &Staff, id: Uuid) -> ApiResult<lender::Model> {
    lenders::find(&state.db, staff.loan_scope(), id).await?.ok_or(ApiError::NotFound)
}

/// `GET /api/v1/lenders/{lender_id}`: the lender, its funding sources, decisions and active
/// book. Errors: 404 (unknown or another funder's).
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let l = load(&state, &staff, id).await?;
    Ok(ok(detail(&state, &staff, l).await?).into_response())
}

fn check_lender(b: &LenderBody) -> ApiResult<LenderFields> {
    let mut errors = ValidationErrors::new();
    let fields = LenderFields::check(
        b.name.as_deref(),
        b.legal_name.as_deref(),
        b.code.as_deref(),
        b.kind.as_deref(),
        b.status.as_deref(),
        b.contact_email.as_deref(),
        b.contact_phone.as_deref(),
        b.quality_regime.as_deref(),
        &mut errors,
    );
    fields.ok_or(ApiError::Validation(errors))
}

fn code_taken(e: StoreError) -> ApiError {
    match e {
        StoreError::Unique => ApiError::field("code", "lender_code_taken"),
        e => e.into(),
    }
}

/// `POST /api/v1/lenders` (with `Idempotency-Key`): a new lender; `msg` "Lender saved".
/// Errors: 403 `not_your_role` for a funder's staff; 422 (see [`LenderFields::check`],
/// `lender_code_taken`).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiJson(body): ApiJson<LenderBody>,
) -> ApiResult<Response> {
    check_may_change(&staff)?;
    let fields = check_lender(&body)?;
    let l = lenders::create(&state.db, &staff.actor(), &fields).await.map_err(code_taken)?;
    let data = detail(&state, &staff, l).await?;
    Ok(Envelope { status: axum::http::StatusCode::CREATED, msg: domain::i18n::text("lender_saved", lang).to_owned(), data }
        .into_response())
}

/// `PUT /api/v1/lenders/{lender_id}`: replaces the lender's fields at `version`. An inactive
/// lender takes no new allocations and keeps what it has. A new quality regime reclasses its
/// loans at the next daily run. Errors: 404; 403 `not_your_role`;
/// 409 `conflict` when stale; 422 as for create, `version_required`.
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<LenderBody>,
) -> ApiResult<Response> {
    load(&state, &staff, id).await?;
    check_may_change(&staff)?;
    let version = body.version.ok_or_else(|| ApiError::field("version", "version_required"))?;
    let fields = check_lender(&body)?;
    let l = lenders::update(&state.db, &staff.actor(), id, version, &fields).await.map_err(code_taken)?;
    Ok(ok_msg(lang, "lender_saved", detail(&state, &staff, l).await?).into_response())
}

/// `GET /api/v1/lenders/{lender_id}/funding-sources`. Errors: 404.
pub async fn sources(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let l = load(&state, &staff, id).await?;
    let today = domain::calendar::today();
    let rows = lenders::sources(&state.db, staff.loan_scope(), l.id).await?;
    Ok(ok(rows.into_iter().map(|s| source_view(s, today)).collect::<ApiResult<Vec<_>>>()?).into_response())
}

fn check_source(b: &FundingSourceBody) -> ApiResult<(SourceTerms, FundingSourceStatus)> {
    let mut errors = ValidationErrors::new();
    let status = match b.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Some(FundingSourceStatus::Active),
        Some(s) => s.parse().ok(),
    };
    let terms = SourceTerms::check(b.name.as_deref(), b.limit_amount, b.available_from, b.available_until, &mut errors);
    if status.is_none() {
        errors.add("status", "lender_status_invalid");
    }
    match (terms, status) {
        (Some(t), Some(s)) if errors.is_empty() => Ok((t, s)),
        _ => Err(ApiError::Validation(errors)),
    }
}

fn name_taken(e: StoreError) -> ApiError {
    match e {
        StoreError::Unique => ApiError::field("name", "funding_source_name_taken"),
        e => e.into(),
    }
}

/// `POST /api/v1/lenders/{lender_id}/funding-sources` (with `Idempotency-Key`): a new source.
/// Errors: 404; 403 `not_your_role`; 422 (see [`SourceTerms::check`],
/// `funding_source_name_taken`).
pub async fn create_source(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<FundingSourceBody>,
) -> ApiResult<Response> {
    let l = load(&state, &staff, id).await?;
    check_may_change(&staff)?;
    let (terms, status) = check_source(&body)?;
    let s = lenders::create_source(&state.db, &staff.actor(), l.id, &terms, status).await.map_err(name_taken)?;
    let data = source_view(s, domain::calendar::today())?;
    let msg = domain::i18n::text("funding_source_saved", lang).to_owned();
    Ok(Envelope { status: axum::http::StatusCode::CREATED, msg, data }.into_response())
}

/// `PUT /api/v1/lenders/{lender_id}/funding-sources/{source_id}`: replaces the source's terms
/// at `version`; what it has drawn stays. Errors: 404; 403; 409; 422.
pub async fn update_source(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath((id, source_id)): ApiPath<(Uuid, Uuid)>,
    ApiJson(body): ApiJson<FundingSourceBody>,
) -> ApiResult<Response> {
    let l = load(&state, &staff, id).await?;
    let before = lenders::find_source(&state.db, staff.loan_scope(), l.id, source_id).await?.ok_or(ApiError::NotFound)?;
    check_may_change(&staff)?;
    let version = body.version.ok_or_else(|| ApiError::field("version", "version_required"))?;
    let (terms, status) = check_source(&body)?;
    let s = lenders::update_source(&state.db, &staff.actor(), &before, version, &terms, status).await.map_err(name_taken)?;
    Ok(ok_msg(lang, "funding_source_saved", source_view(s, domain::calendar::today())?).into_response())
}

/// Where a loan stands, from its stage statuses; `moved` once a later allocation took it;
/// `closed` once it ended (inactive: paid off, settled early, deactivated, written off; issue 45
/// item 4), so the funder no longer reads it as an active loan.
fn stage_of(r: &lenders::AllocationRow) -> ShownStage {
    if r.moved {
        ShownStage::Moved
    } else if r.active_status.map(Stored::get) == Some(ActiveStatus::Inactive) {
        ShownStage::Closed
    } else if r.active_status.is_some() {
        ShownStage::Active
    } else if r.contract_status.is_some() {
        ShownStage::Contract
    } else if r.kyc_status.is_some() {
        ShownStage::Kyc
    } else {
        ShownStage::Approval
    }
}

/// `GET /api/v1/lenders/{lender_id}/loans?status=&limit=&cursor=`: the lender's allocations,
/// newest first, with each loan's stage. Errors: 404; 400 for a malformed filter.
pub async fn loans(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(id): ApiPath<Uuid>,
    page: PageQuery,
    ApiQuery(q): ApiQuery<LenderLoansQuery>,
) -> ApiResult<Response> {
    let l = load(&state, &staff, id).await?;
    let scope = staff.loan_scope();
    let (rows, next_cursor) = lenders::allocations(&state.db, scope, l.id, q.status, page.cursor, page.limit).await?;
    let (n, capped) = lenders::allocation_count(&state.db, scope, l.id, q.status).await?;
    let items = rows
        .into_iter()
        .map(|r| LenderLoanRow {
            stage: stage_of(&r),
            allocation_id: r.allocation_id,
            loan_id: r.loan_code,
            full_name: r.full_name,
            amount: r.amount,
            allocation_status: *r.allocation_status,
            funding_source_id: r.funding_source_id,
            funding_source_name: r.funding_source_name,
            allocated_at: r.allocated_at,
            decided_at: r.decided_at,
            override_reason: r.override_reason,
            active_status: r.active_status.map(Stored::get),
            dpd: r.dpd,
        })
        .collect();
    Ok(ok(Page::new(items, next_cursor, storage::repo::keyset::Total { n, capped })).into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::REFERENCE_READERS;
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Lenders (issue 14): the list is also the pickers' reference data.
        .add(Method::GET, "/api/v1/lenders", Access::AnyArea(REFERENCE_READERS), "Lenders in scope, with totals", list)
        .query::<LenderQuery>()
        .returns_list::<LenderView>()
        .xlsx()
        .add_create("/api/v1/lenders", Access::Area(A::Lender), "Create a lender", create)
        .body::<LenderBody>()
        .returns::<LenderDetail>()
        .add(Method::GET, "/api/v1/lenders/{lender_id}", Access::Area(A::Lender), "A lender with its sources and book", get_one)
        .returns::<LenderDetail>()
        .add(Method::PUT, "/api/v1/lenders/{lender_id}", Access::Area(A::Lender), "Edit a lender", update)
        .body::<LenderBody>()
        .returns::<LenderDetail>()
        .add(
            Method::GET,
            "/api/v1/lenders/{lender_id}/funding-sources",
            Access::Area(A::Lender),
            "A lender's funding sources",
            sources,
        )
        .returns_list::<FundingSourceView>()
        .add_create("/api/v1/lenders/{lender_id}/funding-sources", Access::Area(A::Lender), "Add a funding source", create_source)
        .body::<FundingSourceBody>()
        .returns::<FundingSourceView>()
        .add(
            Method::PUT,
            "/api/v1/lenders/{lender_id}/funding-sources/{source_id}",
            Access::Area(A::Lender),
            "Edit a funding source",
            update_source,
        )
        .body::<FundingSourceBody>()
        .returns::<FundingSourceView>()
        .add(Method::GET, "/api/v1/lenders/{lender_id}/loans", Access::Area(A::Lender), "A lender's allocations", loans)
        .paged_query::<LenderLoansQuery>()
        .returns::<Page<LenderLoanRow>>()
}
