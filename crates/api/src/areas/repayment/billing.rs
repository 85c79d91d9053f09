//! The repayment screens' lists (issue 10 item 3; spec §2 repayment normal, late, all billing):
//! installments due (normal), late loans oldest first with DPD, rupiah overdue and the OJK
//! bucket (late), every installment with filters and rupiah totals (all billing); each with
//! search, keyset pages and `format=xlsx`.

use std::collections::HashMap;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::NaiveDate;
use domain::{
    pipeline::{Action, ActiveStatus},
    repayment::{InstallmentStatus, due::RowBilling},
};
use serde::{Deserialize, Serialize};
use storage::{
    entity::Stored,
    repo::{
        keyset::Sort,
        loans::{
            billing::{self, BillingFilter, BillingList, BillingRow},
            servicing::ServicingRow,
        },
    },
};
use utoipa::{
    IntoParams, PartialSchema, ToSchema,
    openapi::{ObjectBuilder, OneOfBuilder, RefOr, Schema, Type, schema::RefBuilder},
};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::ApiQuery,
    money::CountAmount,
    page::{Listed, Page, page_object},
    state::AppState,
    xlsx::{self, Cell},
};

/// Rows per page when none is asked; at most [`MAX_LIMIT`].
const DEFAULT_LIMIT: u64 = 50;
const MAX_LIMIT: u64 = 100;
/// Rows per page read for a download.
const EXPORT_PAGE: u64 = 500;

/// The order of an installment list: `nearest` (all billing's default, issue 45 item 3: due
/// today or later soonest first, then earlier ones latest first), `oldest` (earliest due first)
/// or `newest`. The normal list is always soonest first; the late list oldest unpaid first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BillingSort {
    Nearest,
    Oldest,
    Newest,
}

/// Query of the repayment lists (DESIGN §3).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BillingQuery {
    /// Search: name, e-mail, loan or customer ID, phone.
    pub q: Option<String>,
    /// All billing only: `nearest` (the default), `oldest` or `newest` ([`BillingSort`]).
    #[param(inline)]
    pub sort: Option<BillingSort>,
    /// Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1.
    pub limit: Option<u64>,
    /// The `next_cursor` of the previous page.
    pub cursor: Option<String>,
    /// Asia/Jakarta due date from (inclusive).
    pub due_from: Option<NaiveDate>,
    /// Asia/Jakarta due date to (inclusive).
    pub due_to: Option<NaiveDate>,
    /// Installment status (all billing).
    #[param(inline)]
    pub status: Option<InstallmentStatus>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// A loan-quality bucket code.
    pub bucket: Option<String>,
    /// `xlsx` for a download.
    pub format: Option<String>,
}

impl BillingQuery {
    /// The filters as a download's audit row records them (issue 13 item 5, UU PDP).
    fn audited(&self) -> serde_json::Value {
        serde_json::json!({
            "q": self.q, "due_from": self.due_from, "due_to": self.due_to, "status": self.status,
            "lender_id": self.lender_id, "program_id": self.program_id, "bucket": self.bucket,
            "sort": self.sort.map(|s| format!("{s:?}")),
        })
    }

    /// The filter in the caller's scope. Errors: 400 `cursor_invalid`, `bucket_invalid` (a code
    /// no quality regime has).
    async fn filter(&self, state: &AppState, staff: &Staff) -> ApiResult<BillingFilter> {
        let cursor = crate::loans::late::cursor(self.cursor.as_deref())?;
        let bucket = crate::loans::late::bucket(state, self.bucket.as_deref()).await?;
        Ok(BillingFilter {
            scope: staff.loan_scope(),
            q: self.q.as_deref().map(str::trim).filter(|q| !q.is_empty()).map(str::to_owned),
            due_from: self.due_from,
            due_to: self.due_to,
            status: self.status,
            lender_id: self.lender_id,
            program_id: self.program_id,
            bucket,
            today: domain::calendar::today(),
            sort: if self.sort == Some(BillingSort::Newest) { Sort::Newest } else { Sort::Oldest },
            limit: self.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT),
            cursor,
        })
    }
}

/// One installment row of the normal and all-billing lists. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct BillingItem {
    pub installment_id: Uuid,
    pub loan_id: String,
    pub full_name: String,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub program_id: Uuid,
    pub program_name: Option<String>,
    pub number: i32,
    pub due_date: NaiveDate,
    pub amount_due: i64,
    pub amount_paid: i64,
    pub status: InstallmentStatus,
    pub active_status: Option<ActiveStatus>,
    pub dpd: i32,
    pub bucket: Option<String>,
    /// The loan's actions the caller may take now (`record_payment`, …).
    pub allowed_actions: Vec<Action>,
}

/// Rupiah over the whole filter.
#[derive(Debug, Serialize, ToSchema)]
pub struct BillingTotals {
    pub amount_due: i64,
    pub amount_paid: i64,
    pub outstanding: i64,
}

impl Listed for BillingItem {
    const PAGE: &str = "BillingPage";
}

/// A page of installments ([`Page`]) and, for All billing, the rupiah totals of the whole filter.
#[derive(Debug, Serialize)]
pub struct BillingPage {
    #[serde(flatten)]
    pub page: Page<BillingItem>,
    /// All billing only.
    pub totals: Option<BillingTotals>,
}

impl utoipa::PartialSchema for BillingPage {
    fn schema() -> RefOr<Schema> {
        page_object::<BillingItem>()
            .description(Some("A page of installments and, for All billing, the rupiah totals of the whole filter."))
            .property(
                "totals",
                OneOfBuilder::new()
                    .item(
                        RefBuilder::new()
                            .ref_location_from_schema_name(BillingTotals::name())
                            .description(Some("All billing only.")),
                    )
                    .item(ObjectBuilder::new().schema_type(Type::Null)),
            )
            .required("totals")
            .into()
    }
}

impl ToSchema for BillingPage {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((BillingItem::name().into_owned(), BillingItem::schema()));
        BillingItem::schemas(schemas);
        schemas.push((BillingTotals::name().into_owned(), BillingTotals::schema()));
        BillingTotals::schemas(schemas);
    }
}

fn item(r: &BillingRow, staff: &Staff, today: NaiveDate) -> BillingItem {
    let (i, loan) = (&r.installment, &r.loan);
    let l = &loan.item;
    let status = l.active_status.map(Stored::get);
    BillingItem {
        installment_id: i.id,
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        lender_id: l.lender_id,
        lender_name: loan.lender_name.clone(),
        program_id: l.program_id,
        program_name: loan.program_name.clone(),
        number: i.number,
        due_date: i.due_date,
        amount_due: i.amount_due,
        amount_paid: i.amount_paid,
        status: domain::repayment::Installment::from(i).status(today),
        active_status: status,
        dpd: loan.daily.dpd,
        // An ended loan is in no bucket (issue 45 item 4).
        bucket: RowBilling::shown(status, loan.bucket.clone(), None, false).bucket,
        allowed_actions: domain::pipeline::allowed_actions_for(&l.state(), staff.viewer())
            .into_iter()
            .filter(|a| *a == Action::RecordPayment)
            .collect(),
    }
}

/// A page of an installment list in the order asked: all billing nearest first unless `oldest`
/// or `newest` is asked.
async fn page_of(
    state: &AppState,
    list: BillingList,
    sort: Option<BillingSort>,
    f: &BillingFilter,
    indonesian: bool,
) -> ApiResult<(Vec<BillingRow>, Option<billing::DayCursor>, storage::repo::keyset::Total)> {
    let nearest = list == BillingList::AllBilling && sort.is_none_or(|s| s == BillingSort::Nearest);
    Ok(if nearest {
        billing::installments_nearest(&state.db, f, indonesian).await?
    } else {
        billing::installments(&state.db, list, f, indonesian).await?
    })
}

async fn installment_list(state: AppState, staff: Staff, q: BillingQuery, list: BillingList) -> ApiResult<Response> {
    let mut f = q.filter(&state, &staff).await?;
    let indonesian = staff.lang == domain::Lang::Id;
    if xlsx::wanted(q.format.as_deref())? {
        let export = xlsx::Export::start(
            &state,
            if list == BillingList::Normal { "normal" } else { "billing" },
            xlsx::headers(
                staff.lang,
                &[
                    "col_loan_id",
                    "col_name",
                    "col_lender",
                    "col_program",
                    "col_installment",
                    "col_due_date",
                    "col_amount_due",
                    "col_amount_paid",
                    "col_status",
                    "col_dpd",
                    "col_bucket",
                ],
            ),
        )
        .await;
        f.limit = EXPORT_PAGE;
        f.cursor = None;
        let mut written = 0u64;
        loop {
            let (rows, next, _) = page_of(&state, list, q.sort, &f, indonesian).await?;
            written += rows.len() as u64;
            let page = rows
                .iter()
                .map(|r| {
                    let it = item(r, &staff, f.today);
                    vec![
                        Cell::from(it.loan_id),
                        Cell::from(it.full_name),
                        Cell::from(it.lender_name),
                        Cell::from(it.program_name),
                        Cell::Int(i64::from(it.number)),
                        Cell::Date(Some(it.due_date)),
                        Cell::Money(it.amount_due),
                        Cell::Money(it.amount_paid),
                        Cell::from(domain::i18n::text(&format!("installment_{}", it.status.as_ref()), staff.lang)),
                        Cell::Int(i64::from(it.dpd)),
                        Cell::from(it.bucket.map(|b| domain::repayment::bucket_label(&b, staff.lang))),
                    ]
                })
                .collect();
            export.rows(page).await?;
            match next {
                Some(c) => f.cursor = Some(c),
                None => break,
            }
        }
        let name = if list == BillingList::Normal { "repayment-normal" } else { "repayment-all-billing" };
        xlsx::audit(&state, &staff, &format!("{}.download", name.replace('-', "_")), q.audited(), written).await?;
        return export.finish(&format!("{name}-{}.xlsx", f.today)).await;
    }
    // The page and the totals are independent reads: at once, on the pool.
    let totals = async {
        if list != BillingList::AllBilling {
            return Ok::<_, ApiError>(None);
        }
        let t = billing::totals(&state.db, list, &f).await?;
        Ok(Some(BillingTotals {
            amount_due: t.amount_due,
            amount_paid: t.amount_paid,
            outstanding: t.amount_due - t.amount_paid,
        }))
    };
    let ((rows, next, total), totals) = tokio::try_join!(page_of(&state, list, q.sort, &f, indonesian), totals)?;
    let items = rows.iter().map(|r| item(r, &staff, f.today)).collect();
    Ok(ok(BillingPage { page: Page::new(items, next, total), totals }).into_response())
}

/// `GET /api/v1/repayments/normal`: unpaid installments due today or later of loans paying on
/// time, soonest first. Errors: 400 for a malformed filter or cursor.
pub async fn normal(State(state): State<AppState>, staff: Staff, ApiQuery(q): ApiQuery<BillingQuery>) -> ApiResult<Response> {
    installment_list(state, staff, q, BillingList::Normal).await
}

/// `GET /api/v1/repayments/all-billing`: every installment, with rupiah totals over the
/// filter. Errors: 400 for a malformed filter or cursor.
pub async fn all_billing(
    State(state): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<BillingQuery>,
) -> ApiResult<Response> {
    installment_list(state, staff, q, BillingList::AllBilling).await
}

/// One late loan. Rupiah; Asia/Jakarta dates.
#[derive(Debug, Serialize, ToSchema)]
pub struct LateItem {
    pub loan_id: String,
    pub full_name: String,
    /// The borrower's phone (`+62…`), to call about the arrears.
    pub phone: Option<String>,
    pub lender_id: Option<Uuid>,
    pub lender_name: Option<String>,
    pub program_id: Uuid,
    pub program_name: Option<String>,
    pub active_status: Option<ActiveStatus>,
    pub dpd: i32,
    pub bucket: Option<String>,
    pub amount_overdue: i64,
    /// Late fees accrued and neither paid nor waived (issue 43 item 1), apart from
    /// `amount_overdue`.
    pub late_fees_open: i64,
    pub oldest_due_date: Option<NaiveDate>,
    pub outstanding_amount: i64,
    /// The unit the loan holds and its newest battery swap (`None`: no unit handed over).
    pub unit: Option<LateUnit>,
    /// The loan's actions the caller may take now (`record_payment`, `hold_billing`).
    pub allowed_actions: Vec<Action>,
}

/// A late loan's motorcycle and the early warning of issue 11 item 4.
#[derive(Debug, Serialize, ToSchema)]
pub struct LateUnit {
    pub motorcycle_id: Uuid,
    pub plate_number: String,
    /// The newest battery swap since the handover (`None`: none).
    pub last_swap_at: Option<chrono::DateTime<chrono::Utc>>,
    /// A swap on or after the oldest unpaid due date (Asia/Jakarta): the borrower is late but
    /// still rides (`domain::assets::swapping_while_late`).
    pub swapping_while_late: bool,
}

/// The units of a page of late loans with their last swap, by loan: one read for the whole
/// page, whatever its size, once the swaps are settled.
async fn late_units(
    state: &AppState,
    settled: &storage::repo::assets::swaps::Settled,
    rows: &[ServicingRow],
) -> ApiResult<HashMap<Uuid, storage::repo::assets::swaps::LastSwap>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.item.id).collect();
    Ok(storage::repo::assets::swaps::last_of_loans(&state.db, settled, &ids).await?)
}

impl Listed for LateItem {
    const PAGE: &str = "LatePage";
}

/// What the rows of a page of late loans need besides their own columns: units and open fees.
struct LateExtras {
    units: HashMap<Uuid, storage::repo::assets::swaps::LastSwap>,
    fees: HashMap<Uuid, i64>,
}

async fn late_extras(
    state: &AppState,
    settled: &storage::repo::assets::swaps::Settled,
    rows: &[ServicingRow],
) -> ApiResult<LateExtras> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.item.id).collect();
    let (units, fees) = tokio::try_join!(late_units(state, settled, rows), async {
        Ok(storage::repo::loans::late_fees::open_of_loans(&state.db, &ids).await?)
    })?;
    Ok(LateExtras { units, fees })
}

fn late_item(r: &ServicingRow, extras: &LateExtras, staff: &Staff) -> LateItem {
    let units = &extras.units;
    let l = &r.item;
    let oldest_due_date = r.daily.oldest_due_day.map(domain::repayment::from_day_number);
    let unit = units.get(&l.id).map(|u| LateUnit {
        motorcycle_id: u.motorcycle_id,
        plate_number: u.plate_number.clone(),
        last_swap_at: u.swapped_at,
        swapping_while_late: domain::assets::swapping_while_late(u.swapped_at.map(domain::calendar::date_of), oldest_due_date),
    });
    LateItem {
        loan_id: l.loan_code.clone(),
        full_name: l.full_name.clone(),
        phone: r.phone.clone(),
        lender_id: l.lender_id,
        lender_name: r.lender_name.clone(),
        program_id: l.program_id,
        program_name: r.program_name.clone(),
        active_status: l.active_status.map(Stored::get),
        dpd: r.daily.dpd,
        bucket: r.bucket.clone(),
        amount_overdue: r.amount_overdue,
        late_fees_open: extras.fees.get(&l.id).copied().unwrap_or(0),
        oldest_due_date,
        outstanding_amount: r.outstanding,
        unit,
        allowed_actions: domain::pipeline::allowed_actions_for(&l.state(), staff.viewer())
            .into_iter()
            .filter(|a| matches!(a, Action::RecordPayment | Action::HoldBilling))
            .collect(),
    }
}

/// `GET /api/v1/repayments/late`: loans with days past due, the oldest unpaid due date first.
/// Errors: 400 for a malformed filter or cursor.
pub async fn late(State(state): State<AppState>, staff: Staff, ApiQuery(q): ApiQuery<BillingQuery>) -> ApiResult<Response> {
    let mut f = q.filter(&state, &staff).await?;
    let indonesian = staff.lang == domain::Lang::Id;
    if xlsx::wanted(q.format.as_deref())? {
        let settled = crate::jobs::settler::settled(&state.db).await?;
        let export = xlsx::Export::start(
            &state,
            "late",
            xlsx::headers(
                staff.lang,
                &[
                    "col_loan_id",
                    "col_name",
                    "col_phone",
                    "col_lender",
                    "col_program",
                    "col_status",
                    "col_dpd",
                    "col_bucket",
                    "col_amount_overdue",
                    "col_late_fees",
                    "col_oldest_due_date",
                    "col_outstanding",
                    "col_plate",
                    "col_last_swap",
                    "col_swapping_while_late",
                ],
            ),
        )
        .await;
        f.limit = EXPORT_PAGE;
        f.cursor = None;
        let mut written = 0u64;
        loop {
            let (rows, next, _) = billing::late(&state.db, &f, indonesian).await?;
            written += rows.len() as u64;
            let extras = late_extras(&state, &settled, &rows).await?;
            let page = rows
                .iter()
                .map(|r| {
                    let it = late_item(r, &extras, &staff);
                    vec![
                        Cell::from(it.loan_id),
                        Cell::from(it.full_name),
                        Cell::from(it.phone),
                        Cell::from(it.lender_name),
                        Cell::from(it.program_name),
                        Cell::label("active_", it.active_status, staff.lang),
                        Cell::Int(i64::from(it.dpd)),
                        Cell::from(it.bucket.map(|b| domain::repayment::bucket_label(&b, staff.lang))),
                        Cell::Money(it.amount_overdue),
                        Cell::Money(it.late_fees_open),
                        Cell::Date(it.oldest_due_date),
                        Cell::Money(it.outstanding_amount),
                        Cell::from(it.unit.as_ref().map(|u| u.plate_number.clone())),
                        Cell::Time(it.unit.as_ref().and_then(|u| u.last_swap_at)),
                        Cell::from(domain::i18n::text(
                            if it.unit.as_ref().is_some_and(|u| u.swapping_while_late) { "yes" } else { "no" },
                            staff.lang,
                        )),
                    ]
                })
                .collect();
            export.rows(page).await?;
            match next {
                Some(c) => f.cursor = Some(c),
                None => break,
            }
        }
        xlsx::audit(&state, &staff, "repayment_late.download", q.audited(), written).await?;
        return export.finish(&format!("repayment-late-{}.xlsx", f.today)).await;
    }
    // The page (with its names and phones) and the settling of swaps are independent reads: at
    // once, on the pool; then the page's units (the late list's p99, issue 10).
    let (settled, (rows, next, total)) = tokio::try_join!(crate::jobs::settler::settled(&state.db), async {
        Ok::<_, ApiError>(billing::late(&state.db, &f, indonesian).await?)
    })?;
    let extras = late_extras(&state, &settled, &rows).await?;
    let items = rows.iter().map(|r| late_item(r, &extras, &staff)).collect();
    Ok(ok(Page::new(items, next, total)).into_response())
}

/// One quality bucket's active loans and rupiah outstanding.
#[derive(Debug, Serialize, ToSchema)]
pub struct BucketCount {
    pub bucket: String,
    /// Days past due it starts at and ends at (`None`: no end).
    pub min_dpd: i64,
    pub max_dpd: Option<i64>,
    pub count: i64,
    pub amount: i64,
}

/// `GET /api/v1/repayments/summary`.
#[derive(Debug, Serialize, ToSchema)]
pub struct RepaymentSummary {
    /// Unpaid installments due today, rupiah still due on them.
    pub due_today: CountAmount,
    /// Late loans, rupiah overdue.
    pub late: CountAmount,
    /// Every configured bucket in order, with active loans and rupiah outstanding.
    pub buckets: Vec<BucketCount>,
}

/// `GET /api/v1/repayments/summary`: the counts above the repayment lists, in scope.
pub async fn summary(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let today = domain::calendar::today();
    let (due, late, by_bucket) = billing::summary(&state.db, staff.loan_scope(), today).await?;
    // The buckets of the regimes in scope: a funder's staff see their lender's, others every
    // regime's (issue 41 item 6).
    let regimes = storage::repo::quality_regimes::all(&state.db).await?;
    let own = match staff.loan_scope().lender() {
        Some(id) => Some(storage::repo::quality_regimes::regime_of_lender(&state.db, Some(id)).await?),
        None => None,
    };
    let buckets = domain::repayment::every_bucket(regimes.iter().filter(|(r, _)| own.is_none_or(|o| o == *r)).map(|(_, b)| b))
        .into_iter()
        .map(|(code, min, max)| {
            let c = by_bucket.iter().find(|(b, _)| b == code).map(|(_, c)| c.clone()).unwrap_or_default();
            BucketCount { bucket: code.to_owned(), min_dpd: min, max_dpd: max, count: c.count, amount: c.amount }
        })
        .collect();
    Ok(ok(RepaymentSummary { due_today: due.into(), late: late.into(), buckets }).into_response())
}
