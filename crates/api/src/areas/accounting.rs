//! The books (issue 44 item 4; DESIGN §3 "Accounting"): the double-entry journal every money
//! event posts to (`domain::journal`, written in each event's own transaction by storage), its
//! list and xlsx download, the chart of accounts, and the trial balance for any day, reconciled
//! with the portfolio's outstanding principal. A funder's staff see their own lender's lines.

use std::collections::HashMap;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use chrono::NaiveDate;
use domain::journal::{Account, JournalEvent};
use serde::{Deserialize, Serialize};
use storage::{
    entity::journal_line,
    repo::{
        journal::{self as repo, JournalFilter},
        keyset::PageAt,
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::ApiQuery,
    loans as load,
    page::{Listed, Page, PageQuery},
    state::AppState,
    xlsx::{self, Cell},
};

/// This area's rows of the route table (`crate::routes`).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t.add(Method::GET, "/api/v1/accounts", Access::Area(A::Data), "The chart of accounts, in chart order", chart)
        .returns_list::<AccountView>()
        .add(
            Method::GET,
            "/api/v1/journal",
            Access::Area(A::Data),
            "Journal lines in posting order, keyset pages (format=xlsx downloads)",
            journal,
        )
        .paged_query::<JournalQuery>()
        .returns::<JournalPage>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/reports/trial-balance",
            Access::Area(A::Data),
            "The trial balance at the end of a day, reconciled with the portfolio",
            trial_balance,
        )
        .query::<TrialBalanceQuery>()
        .returns::<TrialBalance>()
}

/// An account of the chart: its role (what lines store), its code (configuration) and name.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccountView {
    pub account: Account,
    pub code: String,
    /// In the caller's language.
    pub name: String,
}

fn account_view(state: &AppState, staff: &Staff, account: Account) -> AccountView {
    AccountView {
        account,
        code: state.config.chart.code(account).to_owned(),
        name: domain::i18n::text(&format!("account_{}", account.as_str()), staff.lang).to_owned(),
    }
}

/// `GET /api/v1/accounts`.
pub async fn chart(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    let items: Vec<AccountView> = Account::ALL.iter().map(|a| account_view(&state, &staff, *a)).collect();
    Ok(ok(items).into_response())
}

/// `GET /api/v1/journal` filters beside `sort`, `limit`, `cursor` (`q` is not read).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct JournalQuery {
    /// First Asia/Jakarta posting day, inclusive.
    pub from: Option<NaiveDate>,
    /// Last Asia/Jakarta posting day, inclusive.
    pub to: Option<NaiveDate>,
    pub account: Option<Account>,
    /// A loan ID (`LN-…`).
    pub loan_id: Option<String>,
    pub event: Option<JournalEvent>,
    /// `xlsx` downloads every matching line (at most [`xlsx::MAX_ROWS`]).
    pub format: Option<String>,
}

/// One journal line (DESIGN §3): rupiah to the debit or the credit of an account.
#[derive(Debug, Serialize, ToSchema)]
pub struct JournalLineView {
    pub line_id: Uuid,
    /// Lines of one entry share it; an entry's debits equal its credits.
    pub entry_id: Uuid,
    /// Asia/Jakarta.
    pub posted_on: NaiveDate,
    pub account: Account,
    pub account_code: String,
    pub account_name: String,
    pub debit: i64,
    pub credit: i64,
    /// The loan ID (`LN-…`); none for a payment still in suspense.
    pub loan_id: Option<String>,
    pub event: JournalEvent,
    pub event_name: String,
}

/// A page of journal lines and the debit and credit totals, rupiah, of every line the filter
/// matches.
#[derive(Debug, Serialize)]
pub struct JournalPage {
    #[serde(flatten)]
    pub page: Page<JournalLineView>,
    pub total_debit: i64,
    pub total_credit: i64,
}

impl utoipa::PartialSchema for JournalPage {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::{KnownFormat, ObjectBuilder, SchemaFormat, schema::Type};
        let rupiah = |d: &str| {
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .description(Some(d))
        };
        crate::page::page_object::<JournalLineView>()
            .description(Some("A page of journal lines and the rupiah totals of every line the filter matches."))
            .property("total_debit", rupiah("Debits of every matching line, rupiah."))
            .required("total_debit")
            .property("total_credit", rupiah("Credits of every matching line, rupiah."))
            .required("total_credit")
            .into()
    }
}

impl ToSchema for JournalPage {
    fn schemas(schemas: &mut Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>) {
        schemas.push((JournalLineView::name().into_owned(), <JournalLineView as utoipa::PartialSchema>::schema()));
        JournalLineView::schemas(schemas);
    }
}

impl Listed for JournalLineView {
    const PAGE: &str = "JournalLinePage";
}

/// The storage filter of a query. Errors: 400 `date_range_invalid` when `to` is before `from`;
/// 404 for a loan the caller cannot see (as every loan route answers).
async fn filter_of(state: &AppState, staff: &Staff, q: &JournalQuery) -> ApiResult<JournalFilter> {
    if let (Some(f), Some(t)) = (q.from, q.to)
        && t < f
    {
        return Err(ApiError::BadRequest("date_range_invalid"));
    }
    let loan_id = match q.loan_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(code) => Some(load::load(state, staff, code).await?.id),
        None => None,
    };
    Ok(JournalFilter { from: q.from, to: q.to, account: q.account, loan_id, event: q.event })
}

/// Views of `rows`, with their loans' IDs and the chart's codes and names.
async fn views(state: &AppState, staff: &Staff, rows: Vec<journal_line::Model>) -> ApiResult<Vec<JournalLineView>> {
    let ids: Vec<Uuid> = rows.iter().filter_map(|r| r.loan_id).collect();
    let codes: HashMap<Uuid, String> = storage::repo::loans::codes_of(&state.db, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let a = account_view(state, staff, *r.account);
            JournalLineView {
                line_id: r.id,
                entry_id: r.entry_id,
                posted_on: r.posted_on,
                account: a.account,
                account_code: a.code,
                account_name: a.name,
                debit: r.debit,
                credit: r.credit,
                loan_id: r.loan_id.and_then(|id| codes.get(&id).cloned()),
                event: *r.event,
                event_name: domain::i18n::text(&format!("event_{}", r.event.as_str()), staff.lang).to_owned(),
            }
        })
        .collect())
}

/// `GET /api/v1/journal?from=&to=&account=&loan_id=&event=&sort=&limit=&cursor=&format=`:
/// newest first by default; totals over every matching line. Errors: 400 a parameter that
/// cannot be read or `to` before `from`; 404 a loan out of scope.
pub async fn journal(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(q): ApiQuery<JournalQuery>,
) -> ApiResult<Response> {
    let filter = filter_of(&state, &staff, &q).await?;
    if xlsx::wanted(q.format.as_deref())? {
        return download(&state, &staff, &filter, &q).await;
    }
    let scope = staff.loan_scope();
    let ((rows, next), (total, sides)) =
        tokio::try_join!(repo::lines(&state.db, scope, &filter, page.at()), repo::totals(&state.db, scope, &filter))?;
    let items = views(&state, &staff, rows).await?;
    Ok(ok(JournalPage { page: Page::new(items, next, total), total_debit: sides.debit, total_credit: sides.credit })
        .into_response())
}

/// Every matching line as a workbook in posting order, a chunk at a time.
async fn download(state: &AppState, staff: &Staff, filter: &JournalFilter, q: &JournalQuery) -> ApiResult<Response> {
    let d = xlsx::Download {
        sheet: "journal",
        columns: &[
            "col_posted_on",
            "col_entry",
            "col_loan_id",
            "col_event",
            "col_account_code",
            "col_account",
            "col_debit",
            "col_credit",
        ],
        action: "journal.download",
        filename: "journal.xlsx".into(),
    };
    let export = d.start(state, staff.lang).await;
    let mut written: u64 = 0;
    let mut at = PageAt { sort: storage::repo::keyset::Sort::Oldest, cursor: None, limit: xlsx::EXPORT_PAGE };
    loop {
        let (rows, next) = repo::lines(&state.db, staff.loan_scope(), filter, at).await?;
        written += rows.len() as u64;
        let page = views(state, staff, rows)
            .await?
            .into_iter()
            .map(|v| {
                vec![
                    Cell::Text(v.posted_on.to_string()),
                    Cell::Text(v.entry_id.to_string()),
                    Cell::Text(v.loan_id.unwrap_or_default()),
                    Cell::Text(v.event_name),
                    Cell::Text(v.account_code),
                    Cell::Text(v.account_name),
                    Cell::Money(v.debit),
                    Cell::Money(v.credit),
                ]
            })
            .collect();
        export.rows(page).await?;
        match next {
            Some(c) if written < u64::from(xlsx::MAX_ROWS) => at.cursor = Some(c),
            _ => break,
        }
    }
    let filters = serde_json::json!({
        "from": q.from, "to": q.to, "account": q.account, "loan_id": q.loan_id, "event": q.event,
    });
    d.finish(state, staff, export, filters, written).await
}

/// `GET /api/v1/reports/trial-balance` parameters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TrialBalanceQuery {
    /// The Asia/Jakarta day whose end the balance is of; default today.
    pub date: Option<NaiveDate>,
}

/// One account of the trial balance, rupiah: its total debits and credits to the day, and its
/// balance (debits less credits: negative is a credit balance).
#[derive(Debug, Serialize, ToSchema)]
pub struct TrialBalanceRow {
    #[serde(flatten)]
    pub account: AccountView,
    pub debit: i64,
    pub credit: i64,
    pub balance: i64,
}

/// The trial balance (DESIGN §3): every account with a line to the day; total debits equal
/// total credits. `reconciliation` (today only: the portfolio is of today) sets the financing
/// receivable against the book's outstanding principal.
#[derive(Debug, Serialize, ToSchema)]
pub struct TrialBalance {
    pub date: NaiveDate,
    pub accounts: Vec<TrialBalanceRow>,
    pub total_debit: i64,
    pub total_credit: i64,
    pub balanced: bool,
    pub reconciliation: Option<BookReconciliation>,
}

/// The financing receivable's balance beside the portfolio report's outstanding principal
/// (live active loans), rupiah.
#[derive(Debug, Serialize, ToSchema)]
pub struct BookReconciliation {
    pub financing_receivable: i64,
    pub outstanding_principal: i64,
    /// Receivable less outstanding: 0 when the books agree.
    pub difference: i64,
}

/// `GET /api/v1/reports/trial-balance?date=`. Errors: 400 a date that cannot be read.
pub async fn trial_balance(
    State(state): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<TrialBalanceQuery>,
) -> ApiResult<Response> {
    let today = domain::calendar::today();
    let date = q.date.unwrap_or(today);
    let scope = staff.loan_scope();
    let totals = repo::trial_balance(&state.db, scope, date).await?;
    let accounts: Vec<TrialBalanceRow> = totals
        .iter()
        .map(|t| TrialBalanceRow {
            account: account_view(&state, &staff, t.account),
            debit: t.debit,
            credit: t.credit,
            balance: t.debit - t.credit,
        })
        .collect();
    let (total_debit, total_credit) = accounts.iter().fold((0, 0), |(d, c), r| (d + r.debit, c + r.credit));
    let reconciliation = if date >= today {
        let financing_receivable =
            totals.iter().find(|t| t.account == Account::FinancingReceivable).map_or(0, |t| t.debit - t.credit);
        let outstanding_principal = repo::book_outstanding_principal(&state.db, scope).await?;
        Some(BookReconciliation {
            financing_receivable,
            outstanding_principal,
            difference: financing_receivable - outstanding_principal,
        })
    } else {
        None
    };
    Ok(ok(TrialBalance { date, accounts, total_debit, total_credit, balanced: total_debit == total_credit, reconciliation })
        .into_response())
}
