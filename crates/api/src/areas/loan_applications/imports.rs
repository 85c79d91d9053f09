//! Batch import of prospects from a spreadsheet (issue 13; DESIGN §3 "Batch"): the template,
//! the upload, the background check and commit, the import's progress and its errors.
//!
//! An upload is read once (`calamine`, `.xls` and `.xlsx` told apart by their bytes) into
//! stored rows; a background task checks them with the form's own rules
//! ([`account::check_basic_fields`], `domain::address`) and, once staff commit, creates a
//! prospect account with a draft application per valid row, a few hundred per transaction.
//! Both tasks work from the database, so a reload or a restart loses nothing
//! ([`resume`]).

use std::collections::{HashMap, HashSet};

use axum::{
    extract::{Multipart, State},
    http::StatusCode,
    response::{IntoResponse, Response},
};
use domain::{
    Lang, ValidationErrors,
    address::Address,
    batch_import::{self as bi, COLUMNS, FileDuplicates, ImportAction, ImportStatus, ImportedRow},
    pipeline::Step,
};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use storage::{
    Db,
    entity::{dealer, loan_import, loan_import_row, motorcycle_type, partner, program},
    repo::{
        audit::Actor,
        borrowers::{self, Unique},
        imports::{self, NewImport, RowErrors, RowFilter},
        loans::{LoanPatch, NewProspect},
        reference, regions,
    },
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::account::{self, BasicInfoBody, BasicRefs, CheckedBasic, Chosen, Taken};
use crate::{
    auth::Staff,
    envelope::{Envelope, ok, ok_msg},
    error::{ApiError, ApiResult},
    extract::{ApiPath, ApiQuery, CallerLang},
    page::{Listed, Page},
    sheet::{self, DateCells},
    state::AppState,
    xlsx,
};

/// Largest request body of an upload: the file's 10 MiB plus the multipart framing.
pub const BODY_LIMIT_BYTES: usize = crate::routes::UPLOAD_LIMIT_BYTES;
/// Rows checked (and their results stored) per transaction.
const CHECK_CHUNK: u64 = 500;
/// Prospects created per transaction.
const CREATE_CHUNK: u64 = 250;
/// Errors an import's answer lists at most (the xlsx download has them all).
const ERRORS_SHOWN: usize = 500;
/// Rows of the template that carry the drop-downs.
const TEMPLATE_ROWS: u32 = 2000;

/// Imports belong to the lender's own staff: a funder's staff (scoped to their lender's loans)
/// may not create loans for no lender nor read other files' rows. Errors: 403
/// `import_not_for_funder_staff`.
fn own_staff(staff: &Staff) -> ApiResult<()> {
    staff.in_house_or("import_not_for_funder_staff")
}

/// The spreadsheet row number of a 0-based row index.
fn row_number(index: u32) -> Result<i32, &'static str> {
    i32::try_from(index + 1).map_err(|_| "import_too_many_rows")
}

/// Reads the first sheet of an `.xls` or `.xlsx` file: the rows below the header (the
/// sheet's first row), each with its spreadsheet row number and its cells in [`COLUMNS`] order,
/// blank rows left out, within the bounds of [`sheet::read_grid`]. Errors:
/// `import_file_unreadable`, `import_file_too_complex`, `import_empty`, `import_too_many_rows`.
fn read_rows(bytes: &[u8]) -> Result<Vec<(i32, Vec<String>)>, &'static str> {
    let mut rows = sheet::read_grid(bytes, COLUMNS.len(), bi::MAX_ROWS, DateCells::Day)?;
    rows.remove(&0);
    if rows.len() > bi::MAX_ROWS {
        return Err("import_too_many_rows");
    }
    if rows.is_empty() {
        return Err("import_empty");
    }
    rows.into_iter().map(|(r, cells)| Ok((row_number(r)?, cells))).collect()
}

/// `POST /api/v1/loan-applications/imports` answer.
#[derive(Serialize, ToSchema)]
pub struct ImportCreated {
    pub import_id: Uuid,
}

/// `POST /api/v1/loan-applications/imports` (multipart `file`): stores the file's rows and
/// starts checking them; poll `GET …/imports/{import_id}`. Errors: 413 `import_file_too_large`
/// (over 10 MiB), 415 `import_file_type` (not an `.xls`/`.xlsx` by its bytes, whatever its
/// name), 422 `file_required`, `import_file_unreadable`, `import_file_too_complex`,
/// `import_empty`, `import_too_many_rows`; 408 `upload_timeout` (the body took over 50 s);
/// 503 when two files are being read already.
pub async fn upload(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    mut form: Multipart,
) -> ApiResult<Response> {
    own_staff(&staff)?;
    let (name, bytes) = sheet::file_part(&mut form).await?;
    let file_name = name.unwrap_or_else(|| "import.xlsx".to_owned());
    // By the bytes: a CSV renamed `.xls` is refused here. `infer` knows xlsx (a zip) but not
    // every writer's `.xls`, so any OLE2 compound file goes on to calamine, which decides.
    if !(bytes.starts_with(&sheet::OLE2_MAGIC) || infer::archive::is_zip(&bytes)) {
        return Err(sheet::refused(StatusCode::UNSUPPORTED_MEDIA_TYPE, "import_file_type"));
    }
    let sha = hex::encode(Sha256::digest(&bytes));
    // Bounded memory: at most two files read at once, whatever the burst; taken once the body
    // is in, so a slow upload holds no slot.
    let _permit = state.import_slots.try_acquire().map_err(|_| ApiError::Busy)?;
    let rows = tokio::task::spawn_blocking(move || read_rows(&bytes))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
        .map_err(|code| ApiError::field("file", code))?;
    let import = imports::create(&state.db, &staff.actor(), NewImport { file_name, file_sha256: sha, rows }).await?;
    spawn_check(state.clone(), import.id);
    let msg = domain::i18n::text("import_uploaded", lang).to_owned();
    Ok(Envelope { status: StatusCode::CREATED, msg, data: ImportCreated { import_id: import.id } }.into_response())
}

/// One failed rule of one row.
#[derive(Debug, Serialize, ToSchema)]
pub struct RowError {
    /// The spreadsheet's row number (2 is the first row below the header).
    pub row: i32,
    /// The template column (`email`, `birth_date`, `province_code`, …).
    pub field: String,
    pub code: String,
    /// In the caller's language.
    pub message: String,
}

/// An import and where it stands (`GET /api/v1/loan-applications/imports/{import_id}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportView {
    pub import_id: Uuid,
    pub file_name: String,
    pub status: ImportStatus,
    pub rows_total: i32,
    pub rows_checked: i32,
    pub rows_valid: i32,
    pub rows_invalid: i32,
    pub rows_created: i32,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// The errors of the first invalid rows, at most 500 (`errors_capped` says there are more;
    /// `GET …/errors` has them all). Empty in lists.
    pub errors: Vec<RowError>,
    pub errors_capped: bool,
    pub allowed_actions: Vec<ImportAction>,
}

/// The stored status of `i`. Errors: a status no [`ImportStatus`] names (corrupt data: 500).
fn status_of(i: &loan_import::Model) -> Result<ImportStatus, sea_orm::DbErr> {
    storage::entity::decode("loan_imports.status", &i.status)
}

fn view(i: &loan_import::Model, errors: Vec<RowError>, errors_capped: bool) -> ApiResult<ImportView> {
    let status = status_of(i)?;
    Ok(ImportView {
        import_id: i.id,
        file_name: i.file_name.clone(),
        status,
        rows_total: i.rows_total,
        rows_checked: i.rows_checked,
        rows_valid: i.rows_valid,
        rows_invalid: i.rows_invalid,
        rows_created: i.rows_created,
        created_at: i.created_at,
        errors,
        errors_capped,
        allowed_actions: bi::allowed_actions(status, i.rows_valid, i.rows_invalid),
    })
}

/// The stored errors of a row: `(column, code)`.
fn row_errors(r: &loan_import_row::Model) -> Vec<(String, String)> {
    let Some(serde_json::Value::Array(items)) = &r.errors else { return Vec::new() };
    items
        .iter()
        .map(|e| {
            let s = |k: &str| e.get(k).and_then(|v| v.as_str()).unwrap_or_default().to_owned();
            (s("field"), s("code"))
        })
        .collect()
}

async fn load(state: &AppState, staff: &Staff, id: &str) -> ApiResult<loan_import::Model> {
    own_staff(staff)?;
    let id = Uuid::parse_str(id).map_err(|_| ApiError::NotFound)?;
    imports::find(&state.db, id).await?.ok_or(ApiError::NotFound)
}

async fn detail(state: &AppState, i: &loan_import::Model, lang: Lang) -> ApiResult<ImportView> {
    let rows = imports::rows(&state.db, i.id, RowFilter::Invalid, 0, ERRORS_SHOWN as u64).await?;
    let mut errors = Vec::new();
    for r in &rows {
        for (field, code) in row_errors(r) {
            let message = domain::i18n::text(&code, lang).to_owned();
            errors.push(RowError { row: r.row_number, field, code, message });
        }
    }
    let capped = errors.len() > ERRORS_SHOWN || i32::try_from(rows.len()).is_ok_and(|n| n < i.rows_invalid);
    errors.truncate(ERRORS_SHOWN);
    view(i, errors, capped)
}

/// `GET /api/v1/loan-applications/imports/{import_id}`: progress and errors. Errors: 404.
pub async fn get_one(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(import_id): ApiPath<String>,
) -> ApiResult<Response> {
    let i = load(&state, &staff, &import_id).await?;
    Ok(ok(detail(&state, &i, lang).await?).into_response())
}

/// `GET /api/v1/loan-applications/imports?limit=&cursor=` query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ImportsQuery {
    /// Imports per page, 1–100, default 20; a value outside answers 422 `limit_invalid`.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u64>,
    pub cursor: Option<Uuid>,
}

impl Listed for ImportView {
    const PAGE: &str = "ImportPage";
}

/// `GET /api/v1/loan-applications/imports`: the imports, newest first.
pub async fn list(State(state): State<AppState>, staff: Staff, ApiQuery(q): ApiQuery<ImportsQuery>) -> ApiResult<Response> {
    own_staff(&staff)?;
    let limit = q.limit.unwrap_or(20);
    if !(1..=100).contains(&limit) {
        return Err(ApiError::field("limit", "limit_invalid"));
    }
    let (rows, next_cursor, total) = imports::recent(&state.db, limit, q.cursor).await?;
    let items = rows.iter().map(|i| view(i, Vec::new(), false)).collect::<ApiResult<Vec<_>>>()?;
    Ok(ok(Page::exact(items, next_cursor, total)).into_response())
}

/// `POST …/imports/{import_id}/commit`: creates the valid rows in the background (poll the
/// import). Errors: 404; 409 `import_not_checked`; 422 `import_nothing_valid`.
pub async fn commit(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(import_id): ApiPath<String>,
) -> ApiResult<Response> {
    let i = load(&state, &staff, &import_id).await?;
    let status = status_of(&i)?;
    bi::check_commit(status, i.rows_valid).map_err(refusal)?;
    // Of two commits at once, one moves the import on; the other is refused.
    if !imports::set_status(&state.db, i.id, ImportStatus::Checked, ImportStatus::Importing).await? {
        return Err(ApiError::Conflict("import_not_checked"));
    }
    spawn_commit(state.clone(), i.id, staff.actor());
    let i = imports::find(&state.db, i.id).await?.ok_or(ApiError::NotFound)?;
    Ok(ok_msg(lang, "import_started", detail(&state, &i, lang).await?).into_response())
}

/// `POST …/imports/{import_id}/cancel`: nothing of the file is created. Errors: 404, 409
/// `import_not_cancellable`.
pub async fn cancel(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    ApiPath(import_id): ApiPath<String>,
) -> ApiResult<Response> {
    let i = load(&state, &staff, &import_id).await?;
    bi::check_cancel(status_of(&i)?).map_err(refusal)?;
    let txn = storage::begin_write(&state.db).await?;
    if !imports::set_status(&txn, i.id, ImportStatus::Checked, ImportStatus::Cancelled).await? {
        return Err(ApiError::Conflict("import_not_cancellable"));
    }
    storage::repo::audit::record(
        &txn,
        &staff.actor(),
        "loan_application.import_cancel",
        "loan_import",
        &i.id.to_string(),
        None,
        None,
    )
    .await?;
    txn.commit().await?;
    let i = imports::find(&state.db, i.id).await?.ok_or(ApiError::NotFound)?;
    Ok(ok_msg(lang, "import_cancelled", detail(&state, &i, lang).await?).into_response())
}

fn refusal(r: bi::ImportRefusal) -> ApiError {
    if r.conflict { ApiError::Conflict(r.code) } else { ApiError::field("import_id", r.code) }
}

/// `GET …/imports/{import_id}/errors`: the file's invalid rows as they were uploaded, with the
/// row number first and their errors last, in the caller's language (streamed xlsx).
pub async fn errors_xlsx(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(import_id): ApiPath<String>,
) -> ApiResult<Response> {
    let i = load(&state, &staff, &import_id).await?;
    let lang = staff.lang;
    let mut headers = vec![domain::i18n::text("import_col_row", lang).to_owned()];
    headers.extend(COLUMNS.iter().map(|c| domain::i18n::text(&format!("import_col_{}", c.key), lang).to_owned()));
    headers.push(domain::i18n::text("import_col_errors", lang).to_owned());
    let export = xlsx::Export::start(&state, domain::i18n::text("import_sheet_rows", lang), headers).await;
    let (mut after, mut written) = (0, 0u64);
    loop {
        let rows = imports::rows(&state.db, i.id, RowFilter::Invalid, after, CHECK_CHUNK).await?;
        let Some(last) = rows.last() else { break };
        after = last.row_number;
        written += rows.len() as u64;
        let page = rows
            .iter()
            .map(|r| {
                let mut cells = vec![xlsx::Cell::Int(i64::from(r.row_number))];
                let texts: Vec<String> = serde_json::from_value(r.cells.clone()).unwrap_or_default();
                cells.extend(texts.into_iter().map(xlsx::Cell::Text));
                cells.resize(COLUMNS.len() + 1, xlsx::Cell::Text(String::new()));
                cells.push(xlsx::Cell::Text(error_text(&row_errors(r), lang)));
                cells
            })
            .collect();
        export.rows(page).await?;
    }
    xlsx::audit(&state, &staff, "loan_application.import_errors", serde_json::json!({"import_id": i.id}), written).await?;
    export.finish(&format!("import-errors-{}.xlsx", i.id)).await
}

/// `Column: message; …` of a row's errors.
fn error_text(errors: &[(String, String)], lang: Lang) -> String {
    errors
        .iter()
        .map(|(field, code)| {
            let column = domain::i18n::text(&format!("import_col_{field}"), lang);
            format!("{column}: {}", domain::i18n::text(code, lang))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The reference rows a file may name, by lower-case name (English or Indonesian) or code.
struct Refs {
    programs: HashMap<String, program::Model>,
    partners: HashMap<String, partner::Model>,
    dealers: HashMap<String, dealer::Model>,
    /// By partner and name: a type's name may recur across partners.
    types: HashMap<(Uuid, String), motorcycle_type::Model>,
    types_by_name: HashMap<String, motorcycle_type::Model>,
}

fn keys(name: &str, name_id: Option<&str>, code: &str) -> Vec<String> {
    [Some(name), name_id, Some(code)].into_iter().flatten().map(|s| s.trim().to_lowercase()).collect()
}

impl Refs {
    async fn load(db: &Db) -> ApiResult<Refs> {
        let mut r = Refs {
            programs: HashMap::new(),
            partners: HashMap::new(),
            dealers: HashMap::new(),
            types: HashMap::new(),
            types_by_name: HashMap::new(),
        };
        for p in reference::programs(db).await? {
            for k in keys(&p.name, p.name_id.as_deref(), &p.code) {
                r.programs.insert(k, p.clone());
            }
        }
        for p in reference::partners(db).await? {
            for k in keys(&p.name, p.name_id.as_deref(), &p.code) {
                r.partners.insert(k, p.clone());
            }
        }
        for d in reference::dealers(db).await? {
            for k in keys(&d.name, None, &d.code) {
                r.dealers.insert(k, d.clone());
            }
        }
        for m in reference::motorcycle_types(db, None).await? {
            for k in keys(&m.name, m.name_id.as_deref(), &m.code) {
                r.types.insert((m.partner_id, k.clone()), m.clone());
                r.types_by_name.entry(k).or_insert_with(|| m.clone());
            }
        }
        Ok(r)
    }

    fn find<M: Clone>(map: &HashMap<String, M>, name: &str) -> Chosen<M> {
        match name.trim() {
            "" => Chosen::Missing,
            n => map.get(&n.to_lowercase()).cloned().map_or(Chosen::Unknown, Chosen::Found),
        }
    }

    fn basic(&self, row: &ImportedRow) -> BasicRefs {
        let partner = Self::find(&self.partners, &row.partner);
        let name = row.motorcycle_type.trim().to_lowercase();
        // The partner's own type of that name first; else any, which the form's rule then
        // reports as not of the partner.
        let of_partner = match &partner {
            Chosen::Found(p) => self.types.get(&(p.id, name.clone())),
            _ => None,
        };
        let motorcycle_type = match of_partner.or_else(|| self.types_by_name.get(&name)) {
            _ if name.is_empty() => Chosen::Missing,
            Some(m) => Chosen::Found(m.clone()),
            None => Chosen::Unknown,
        };
        BasicRefs {
            program: Self::find(&self.programs, &row.program),
            current_program: None,
            dealer: Self::find(&self.dealers, &row.dealer),
            partner,
            motorcycle_type,
        }
    }
}

/// A row read and checked against everything but the database's unique values, which come in
/// `taken`: the form's basic-info rules and the address step's, the region codes in `regions`.
struct RowCheck {
    checked: Option<(CheckedBasic, Address)>,
    errors: ValidationErrors,
}

/// What the checks of a chunk of rows share.
struct Context<'a> {
    refs: &'a Refs,
    area: &'a domain::address::OperationalArea,
    today: chrono::NaiveDate,
    emails_taken: HashSet<String>,
    phones_taken: HashSet<String>,
    regions: HashSet<String>,
}

impl Context<'_> {
    /// Reads the chunk's rows and looks up, in three statements, the e-mails, phones and
    /// region codes they name.
    async fn load<'a>(state: &'a AppState, refs: &'a Refs, rows: &[ImportedRow]) -> ApiResult<Context<'a>> {
        let contacts: Vec<(String, Option<String>)> = rows.iter().map(|r| account::contact_of(&body_of(r))).collect();
        let emails: Vec<String> = contacts.iter().map(|c| c.0.clone()).filter(|e| !e.is_empty()).collect();
        let phones: Vec<String> = contacts.iter().filter_map(|c| c.1.clone()).collect();
        let codes: Vec<&str> = rows
            .iter()
            .flat_map(|r| {
                let a = &r.address;
                [&a.province_code, &a.city_code, &a.district_code, &a.sub_district_code]
            })
            .filter_map(|c| c.as_deref())
            .collect();
        Ok(Context {
            refs,
            area: &state.config.operational_area,
            today: domain::calendar::today(),
            emails_taken: borrowers::taken_many(&state.db, Unique::Email, &emails).await?,
            phones_taken: borrowers::taken_many(&state.db, Unique::Phone, &phones).await?,
            regions: regions::find_many(&state.db, &codes).await?.into_iter().map(|r| r.code).collect(),
        })
    }

    fn check(&self, row: ImportedRow, mut errors: ValidationErrors) -> RowCheck {
        let body = body_of(&row);
        let (email, phone) = account::contact_of(&body);
        let taken = Taken {
            email: self.emails_taken.contains(&email),
            phone: phone.as_ref().is_some_and(|p| self.phones_taken.contains(p)),
        };
        let basic = account::check_basic_fields(body, self.refs.basic(&row), taken, self.today, &mut errors);
        let address = row.address;
        address.check("residential", &mut errors);
        for (name, code) in [
            ("province_code", &address.province_code),
            ("city_code", &address.city_code),
            ("district_code", &address.district_code),
            ("sub_district_code", &address.sub_district_code),
        ] {
            let field = format!("residential.{name}");
            if let Some(code) = code.as_deref()
                && !self.regions.contains(code)
                && !errors.0.iter().any(|e| e.field == field)
            {
                errors.add(field, "reference_unknown");
            }
        }
        address.check_area("residential", self.area, &mut errors);
        let checked = match basic {
            Some(b) if errors.is_empty() => Some((b, address)),
            _ => None,
        };
        RowCheck { checked, errors }
    }
}

/// The form's basic-info body of a row (its references are looked up by name apart).
fn body_of(row: &ImportedRow) -> BasicInfoBody {
    BasicInfoBody {
        personal: row.personal.clone(),
        email: Some(row.email.clone()),
        phone: Some(row.phone.clone()),
        sales_name: row.sales_name.clone(),
        ..BasicInfoBody::default()
    }
}

/// Each failure on its template column, once.
fn by_column(errors: &ValidationErrors) -> RowErrors {
    let mut out: RowErrors = Vec::new();
    for e in &errors.0 {
        let pair = (bi::column_of(&e.field).to_owned(), e.code.to_owned());
        if !out.contains(&pair) {
            out.push(pair);
        }
    }
    out
}

fn cells_of(r: &loan_import_row::Model) -> Vec<String> {
    serde_json::from_value(r.cells.clone()).unwrap_or_default()
}

/// Starts checking an import's rows in the background.
pub fn spawn_check(state: AppState, id: Uuid) {
    crate::jobs::spawn_once("import check", async move {
        let checked = run_check(&state, id).await;
        if checked.is_err() {
            let _ = imports::set_status(&state.db, id, ImportStatus::Checking, ImportStatus::Failed).await;
        }
        checked.map_err(|e| anyhow::anyhow!("import {id}: {e:?}"))
    });
}

/// Checks every unchecked row, in row order, a chunk per transaction. Every row is read (the
/// checked ones too, after a restart) so duplicates inside the file are found whatever was
/// checked before.
async fn run_check(state: &AppState, id: Uuid) -> ApiResult<()> {
    let refs = Refs::load(&state.db).await?;
    let mut seen = FileDuplicates::default();
    let mut after = 0;
    loop {
        let rows = imports::rows(&state.db, id, RowFilter::All, after, CHECK_CHUNK).await?;
        let Some(last) = rows.last() else { break };
        after = last.row_number;
        let mut read = Vec::with_capacity(rows.len());
        for r in &rows {
            let mut errors = ValidationErrors::new();
            let row = ImportedRow::read(&cells_of(r), &mut errors);
            let (email, phone) = account::contact_of(&body_of(&row));
            for (field, code) in seen.see(&email, phone.as_deref().unwrap_or("")) {
                errors.add(field, code);
            }
            read.push((r, row, errors));
        }
        let unchecked: Vec<ImportedRow> = read.iter().filter(|(r, _, _)| !r.checked).map(|(_, row, _)| row.clone()).collect();
        if unchecked.is_empty() {
            continue;
        }
        let ctx = Context::load(state, &refs, &unchecked).await?;
        let results = read
            .into_iter()
            .filter(|(r, _, _)| !r.checked)
            .map(|(r, row, errors)| (r.row_number, by_column(&ctx.check(row, errors).errors)))
            .collect();
        imports::record_checks(&state.db, id, results).await?;
    }
    Ok(())
}

/// Starts creating an import's valid rows in the background (the import is `importing`).
pub fn spawn_commit(state: AppState, id: Uuid, actor: Actor) {
    crate::jobs::spawn_once("import commit", async move {
        let committed = run_commit(&state, id, &actor).await;
        if committed.is_err() {
            let _ = imports::set_status(&state.db, id, ImportStatus::Importing, ImportStatus::Failed).await;
        }
        committed.map_err(|e| anyhow::anyhow!("import {id}: {e:?}"))
    });
}

/// The new prospect of a checked row: a draft application with the basic-info and address
/// steps done. Imported borrowers have no password (an empty hash matches none) until they set
/// one themselves.
fn prospect_of(basic: &CheckedBasic, address: &Address) -> NewProspect {
    let state = domain::pipeline::LoanState {
        steps: domain::pipeline::application::open().steps.with(Step::Address),
        ..domain::pipeline::application::open()
    };
    let stored = serde_json::json!({"residential": address, "residential_same_as_ktp": true, "ktp": null});
    NewProspect {
        borrower: account::borrower_patch(basic, Uuid::now_v7()),
        password_hash: String::new(),
        state,
        patch: LoanPatch { address: Some(stored), ..account::loan_patch(basic) },
        at: storage::repo::now(),
    }
}

/// Creates the valid rows not created yet, a chunk per transaction, each checked again first
/// (an e-mail may have been taken, a program retired, since the check). A chunk refused on a
/// unique value is retried row by row, and the row that clashes is marked invalid.
async fn run_commit(state: &AppState, id: Uuid, actor: &Actor) -> ApiResult<()> {
    let refs = Refs::load(&state.db).await?;
    let mut after = 0;
    loop {
        let rows = imports::rows(&state.db, id, RowFilter::ToCreate, after, CREATE_CHUNK).await?;
        let Some(last) = rows.last() else { break };
        after = last.row_number;
        let read: Vec<ImportedRow> = rows.iter().map(|r| ImportedRow::read(&cells_of(r), &mut ValidationErrors::new())).collect();
        let ctx = Context::load(state, &refs, &read).await?;
        let mut batch = Vec::new();
        for (r, row) in rows.iter().zip(read) {
            let check = ctx.check(row, ValidationErrors::new());
            match check.checked {
                Some((basic, address)) => batch.push((r.row_number, prospect_of(&basic, &address))),
                None => imports::reject_row(&state.db, id, r.row_number, by_column(&check.errors)).await?,
            }
        }
        match imports::create_prospects(&state.db, actor, id, batch.clone()).await {
            Ok(_) | Err(storage::StoreError::Conflict) => {}
            Err(storage::StoreError::Unique) => {
                for (row, new) in batch {
                    match imports::create_prospects(&state.db, actor, id, vec![(row, new.clone())]).await {
                        Ok(_) | Err(storage::StoreError::Conflict) => {}
                        Err(storage::StoreError::Unique) => {
                            let mut errors = Vec::new();
                            if borrowers::taken(&state.db, Unique::Email, &new.borrower.email, None).await? {
                                errors.push(("email".to_owned(), "email_taken".to_owned()));
                            }
                            if borrowers::taken(&state.db, Unique::Phone, &new.borrower.phone, None).await? || errors.is_empty() {
                                errors.push(("phone".to_owned(), "phone_taken".to_owned()));
                            }
                            imports::reject_row(&state.db, id, row, errors).await?;
                        }
                        Err(e) => return Err(e.into()),
                    }
                }
            }
            Err(e) => return Err(e.into()),
        }
    }
    imports::finish(&state.db, actor, id).await?;
    Ok(())
}

/// Picks up the imports a stopped process was working on (call once at start).
pub async fn resume(state: &AppState) -> anyhow::Result<()> {
    for i in imports::running(&state.db).await? {
        match ImportStatus::parse(&i.status) {
            Some(ImportStatus::Checking) => spawn_check(state.clone(), i.id),
            Some(ImportStatus::Importing) => {
                spawn_commit(state.clone(), i.id, Actor { user_id: i.created_by, request_id: None });
            }
            _ => {}
        }
    }
    Ok(())
}

/// `GET /api/v1/loan-applications/import-template`: the xlsx to fill. Its first sheet has the
/// columns in the caller's language with drop-downs on every choice and reference column; the
/// second lists the valid choices, programs, partners, dealers, motorcycle types (with their
/// partner) and the region codes of the operational area.
pub async fn template(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    own_staff(&staff)?;
    let lang = staff.lang;
    let id = lang == Lang::Id;
    let pick = |en: &str, idn: Option<&str>| if id { idn.unwrap_or(en).to_owned() } else { en.to_owned() };
    let programs: Vec<String> =
        reference::programs(&state.db).await?.iter().map(|p| pick(&p.name, p.name_id.as_deref())).collect();
    let partner_rows = reference::partners(&state.db).await?;
    let partners: Vec<String> = partner_rows.iter().map(|p| pick(&p.name, p.name_id.as_deref())).collect();
    let dealers: Vec<String> = reference::dealers(&state.db).await?.into_iter().map(|d| d.name).collect();
    let types: Vec<(String, String)> = reference::motorcycle_types(&state.db, None)
        .await?
        .into_iter()
        .map(|m| {
            let partner = partner_rows.iter().find(|p| p.id == m.partner_id).map(|p| pick(&p.name, p.name_id.as_deref()));
            (pick(&m.name, m.name_id.as_deref()), partner.unwrap_or_default())
        })
        .collect();
    let area = &state.config.operational_area;
    let mut prefixes: Vec<String> = area.city_codes.clone();
    prefixes
        .extend(area.province_codes.iter().filter(|p| !area.city_codes.iter().any(|c| c.starts_with(&format!("{p}.")))).cloned());
    let mut region_rows: Vec<(String, String)> = area.province_codes.iter().map(|p| (p.clone(), String::new())).collect();
    region_rows.extend(regions::within(&state.db, &prefixes).await?.into_iter().map(|r| (r.code, r.name)));
    let lists = TemplateLists { programs, partners, dealers, types, regions: region_rows };
    let bytes = tokio::task::spawn_blocking(move || build_template(lang, &lists))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
        .map_err(|e| ApiError::Internal(e.into()))?;
    xlsx::audit(&state, &staff, "loan_application.import_template", serde_json::json!({}), 0).await?;
    Ok(xlsx::bytes_response(bytes, "import-template.xlsx"))
}

/// The second sheet's lists.
struct TemplateLists {
    programs: Vec<String>,
    partners: Vec<String>,
    dealers: Vec<String>,
    /// `(type, partner)`.
    types: Vec<(String, String)>,
    /// `(code, name)`.
    regions: Vec<(String, String)>,
}

fn build_template(lang: Lang, lists: &TemplateLists) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    use rust_xlsxwriter::{DataValidation, Format, Formula, Workbook};
    let t = |code: &str| domain::i18n::text(code, lang);
    let mut wb = Workbook::new();
    let bold = Format::new().set_bold();
    let text = Format::new().set_num_format("@");
    let lists_name = t("import_sheet_lists");
    // Lists sheet: one column per list, header in row 1.
    let mut columns: Vec<(String, Vec<String>)> = Vec::new();
    for c in COLUMNS.iter().filter(|c| !c.choices.is_empty()) {
        columns.push((
            t(&format!("import_col_{}", c.key)).to_owned(),
            bi::choice_labels(c, lang).into_iter().map(str::to_owned).collect(),
        ));
    }
    columns.push((t("import_col_program").to_owned(), lists.programs.clone()));
    columns.push((t("import_col_partner").to_owned(), lists.partners.clone()));
    columns.push((t("import_col_dealer").to_owned(), lists.dealers.clone()));
    columns.push((t("import_col_motorcycle_type").to_owned(), lists.types.iter().map(|x| x.0.clone()).collect()));
    columns.push((t("import_col_partner").to_owned(), lists.types.iter().map(|x| x.1.clone()).collect()));
    columns.push((t("import_list_region").to_owned(), lists.regions.iter().map(|x| x.0.clone()).collect()));
    columns.push((String::new(), lists.regions.iter().map(|x| x.1.clone()).collect()));
    // The drop-down of each column of the first sheet: its list's column on the second.
    let list_of = |key: &str| -> Option<usize> {
        let choice_pos = COLUMNS.iter().filter(|c| !c.choices.is_empty()).position(|c| c.key == key);
        let n = COLUMNS.iter().filter(|c| !c.choices.is_empty()).count();
        choice_pos.or(match key {
            "program" => Some(n),
            "partner" => Some(n + 1),
            "dealer" => Some(n + 2),
            "motorcycle_type" => Some(n + 3),
            _ => None,
        })
    };
    let sheet = wb.add_worksheet();
    sheet.set_name(t("import_sheet_rows"))?;
    for (i, c) in COLUMNS.iter().enumerate() {
        let col = u16::try_from(i).unwrap_or(u16::MAX);
        sheet.write_string_with_format(0, col, t(&format!("import_col_{}", c.key)), &bold)?;
        sheet.set_column_width(col, 22)?;
        // Typed as text so phones, postcodes and codes keep their leading zeros and dots.
        sheet.set_column_format(col, &text)?;
        if let Some(list) = list_of(c.key) {
            let len = columns[list].1.len().max(1);
            let letter = rust_xlsxwriter::utility::column_number_to_name(u16::try_from(list).unwrap_or(0));
            let formula = format!("='{lists_name}'!${letter}$2:${letter}${}", len + 1);
            let dv = DataValidation::new().allow_list_formula(Formula::new(formula));
            sheet.add_data_validation(1, col, TEMPLATE_ROWS, col, &dv)?;
        }
    }
    sheet.set_freeze_panes(1, 0)?;
    let lists_sheet = wb.add_worksheet();
    lists_sheet.set_name(lists_name)?;
    for (j, (header, values)) in columns.iter().enumerate() {
        let col = u16::try_from(j).unwrap_or(u16::MAX);
        lists_sheet.write_string_with_format(0, col, header, &bold)?;
        lists_sheet.set_column_width(col, 24)?;
        for (r, v) in values.iter().enumerate() {
            lists_sheet.write_string(u32::try_from(r + 1).unwrap_or(u32::MAX), col, v)?;
        }
    }
    wb.save_to_buffer()
}
