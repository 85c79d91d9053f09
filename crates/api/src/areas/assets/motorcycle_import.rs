//! Motorcycle registration from a spreadsheet (issue 11 item 1; DESIGN §3 "Assets":
//! `POST /api/v1/motorcycles/import`, and its template): the dealer's delivery list becomes
//! units in stock, each row checked by the same rules as the form
//! (`domain::assets::MotorcycleFields::check`), the type and dealer found by name.
//!
//! Idempotent: a row whose plate and frame number are registered together already counts as a
//! duplicate and creates nothing, so a file sent twice creates nothing new. A plate or frame
//! number taken by another unit, or repeated within the file, rejects the row.

use std::collections::{HashMap, HashSet};

use axum::{
    extract::{Multipart, State},
    response::{IntoResponse, Response},
};
use chrono::NaiveDate;
use domain::{
    Lang, ValidationErrors,
    assets::{MotorcycleFields, MotorcycleInput},
};
use serde::Serialize;
use storage::{StoreError, repo::assets::motorcycles as repo, repo::reference};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok_msg,
    error::{ApiError, ApiResult},
    extract::CallerLang,
    sheet::{self, DateCells, ImportRejected, Sheet},
    state::AppState,
    xlsx,
};

/// Most rows of one file.
pub const IMPORT_MAX_ROWS: usize = 5_000;
/// Rows written per transaction.
const CHUNK: usize = 200;
/// The columns, by key; the header may name each by its key or by its label in either language
/// (`motorcycle_col_<key>`), in any order. Others are ignored.
pub const COLUMNS: [&str; 11] = [
    "plate_number",
    "frame_number",
    "engine_number",
    "motorcycle_type",
    "colour",
    "year",
    "stnk_number",
    "stnk_expires_on",
    "bpkb_number",
    "dealer",
    "purchase_price",
];

/// The import form (`multipart/form-data`).
#[derive(Debug, ToSchema)]
pub struct MotorcycleImportForm {
    /// An `.xlsx` (first sheet, as the template) or `.csv` (UTF-8, comma or semicolon) with a
    /// header row naming the columns; at most 10 MiB and 5,000 rows.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

/// `POST /api/v1/motorcycles/import` answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct MotorcycleImportResult {
    /// Units registered now, in stock.
    pub created: u64,
    /// Rows whose plate and frame number are registered together already.
    pub duplicates: u64,
    pub rejected: Vec<ImportRejected>,
}

/// The types and dealers a row may name, by lower-cased name (either language for types).
struct Names {
    types: HashMap<String, Uuid>,
    dealers: HashMap<String, Uuid>,
}

impl Names {
    async fn load(state: &AppState) -> ApiResult<Names> {
        let mut types = HashMap::new();
        for t in reference::motorcycle_types(&state.db, None).await? {
            types.insert(t.name.trim().to_lowercase(), t.id);
            if let Some(n) = &t.name_id {
                types.insert(n.trim().to_lowercase(), t.id);
            }
        }
        let dealers = reference::dealers(&state.db).await?.into_iter().map(|d| (d.name.trim().to_lowercase(), d.id)).collect();
        Ok(Names { types, dealers })
    }
}

/// A whole rupiah amount as typed: digits, or digits grouped by threes with `.` or `,`
/// (`28.500.000`, `28,500,000`); spaces ignored. `None` otherwise.
fn rupiah_cell(s: &str) -> Option<i64> {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    let grouped = |sep: char| {
        let parts: Vec<&str> = s.split(sep).collect();
        parts.len() > 1
            && (1..=3).contains(&parts[0].len())
            && parts[1..].iter().all(|p| p.len() == 3)
            && parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit()))
    };
    let digits = if grouped('.') || grouped(',') { s.replace(['.', ','], "") } else { s };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A checked row: its spreadsheet row number, fields, type and dealer.
type Good = (i32, MotorcycleFields, Uuid, Uuid);

/// Checks each row by the form's rules and the reference names; repeats within the file are
/// refused on the later row (`plate_number_repeated`, `frame_number_repeated`).
fn check_rows(sheet: &Sheet, names: &Names, today: NaiveDate, lang: Lang) -> (Vec<Good>, Vec<ImportRejected>) {
    let columns: Vec<(&str, Vec<String>)> = COLUMNS
        .iter()
        .map(|c| {
            let code = format!("motorcycle_col_{c}");
            (*c, vec![domain::i18n::text(&code, Lang::En).to_owned(), domain::i18n::text(&code, Lang::Id).to_owned()])
        })
        .collect();
    let at = sheet::column_positions(&sheet[0].1, &columns);
    let (mut good, mut rejected) = (Vec::new(), Vec::new());
    let (mut plates, mut frames) = (HashSet::new(), HashSet::new());
    for (number, row) in sheet.iter().skip(1) {
        let cell = |n: usize| at[n].and_then(|c| row.get(c)).map(String::as_str).filter(|s| !s.is_empty());
        let mut errors = ValidationErrors::new();
        let input = MotorcycleInput {
            plate_number: cell(0),
            frame_number: cell(1),
            engine_number: cell(2),
            colour: cell(4),
            year: cell(5).and_then(|y| y.trim().parse().ok()),
            stnk_number: cell(6),
            stnk_expires_on: cell(7),
            bpkb_number: cell(8),
            purchase_price: cell(10).and_then(rupiah_cell),
        };
        let fields = MotorcycleFields::check(&input, today, &mut errors);
        let type_id = cell(3).and_then(|t| names.types.get(&t.trim().to_lowercase()).copied());
        if type_id.is_none() {
            errors.add("motorcycle_type", "motorcycle_type_required");
        }
        let dealer_id = cell(9).and_then(|d| names.dealers.get(&d.trim().to_lowercase()).copied());
        if dealer_id.is_none() {
            errors.add("dealer", "dealer_required");
        }
        if let Some(f) = &fields {
            if !plates.insert(f.plate_number.clone()) {
                errors.add("plate_number", "plate_number_repeated");
            }
            if !frames.insert(f.frame_number.clone()) {
                errors.add("frame_number", "frame_number_repeated");
            }
        }
        match (fields, type_id, dealer_id) {
            (Some(f), Some(t), Some(d)) if errors.is_empty() => good.push((*number, f, t, d)),
            _ => rejected.push(ImportRejected::new(*number, &errors, lang)),
        }
    }
    (good, rejected)
}

/// `POST /api/v1/motorcycles/import` (multipart `file`): registers every good row in stock
/// (see the module). Good rows are registered even when others are bad. Answers `{created,
/// duplicates, rejected: [{row, errors: [{field, code, message}]}]}`, messages in the caller's
/// language (codes as `POST /api/v1/motorcycles`, fields by column: `motorcycle_type`,
/// `dealer`; plus `plate_number_repeated`, `frame_number_repeated`). Errors: 403
/// `assets_not_for_funder_staff`; 413 `import_file_too_large` (over 10 MiB); 422 on `file`:
/// `file_required`, `import_file_unreadable`, `import_file_too_complex` (more cells or text
/// than a read keeps, `crate::sheet`), `import_empty`, `import_too_many_rows` (over 5,000
/// rows); 408 `upload_timeout` (the body took over 50 s); 503 when two files are being read
/// already.
pub async fn import(
    State(state): State<AppState>,
    staff: Staff,
    CallerLang(lang): CallerLang,
    mut form: Multipart,
) -> ApiResult<Response> {
    staff.in_house_only()?;
    let (_, bytes) = sheet::file_part(&mut form).await?;
    // At most two files read at once; taken once the body is in (a slow upload holds none).
    let _permit = state.import_slots.try_acquire().map_err(|_| ApiError::Busy)?;
    let names = Names::load(&state).await?;
    let today = domain::calendar::today();
    let (good, mut rejected) = tokio::task::spawn_blocking(move || {
        sheet::read_sheet(&bytes, IMPORT_MAX_ROWS, DateCells::Day).map(|s| check_rows(&s, &names, today, lang))
    })
    .await
    .map_err(|e| ApiError::Internal(e.into()))?
    .map_err(|code| ApiError::field("file", code))?;

    // Against the register: the same unit again is a duplicate; a plate or frame of another unit
    // rejects the row.
    let plates: Vec<String> = good.iter().map(|g| g.1.plate_number.clone()).collect();
    let frames: Vec<String> = good.iter().map(|g| g.1.frame_number.clone()).collect();
    let registered = repo::registered(&state.db, &plates, &frames).await?;
    let pairs: HashSet<(&str, &str)> = registered.iter().map(|(p, f)| (p.as_str(), f.as_str())).collect();
    let taken_plates: HashSet<&str> = registered.iter().map(|(p, _)| p.as_str()).collect();
    let taken_frames: HashSet<&str> = registered.iter().map(|(_, f)| f.as_str()).collect();
    let mut duplicates = 0u64;
    let mut fresh = Vec::new();
    for g in good {
        let (plate, frame) = (g.1.plate_number.as_str(), g.1.frame_number.as_str());
        if pairs.contains(&(plate, frame)) {
            duplicates += 1;
            continue;
        }
        let mut errors = ValidationErrors::new();
        if taken_plates.contains(plate) {
            errors.add("plate_number", "plate_number_taken");
        }
        if taken_frames.contains(frame) {
            errors.add("frame_number", "frame_number_taken");
        }
        if errors.is_empty() {
            fresh.push(g);
        } else {
            rejected.push(ImportRejected::new(g.0, &errors, lang));
        }
    }

    let actor = staff.actor();
    let mut created = 0u64;
    for chunk in fresh.chunks(CHUNK) {
        let txn = storage::begin_write(&state.db).await?;
        let mut raced = false;
        for (_, f, t, d) in chunk {
            match repo::insert(&txn, &actor, f, *t, *d).await {
                Ok(_) => {}
                Err(StoreError::Unique) => {
                    raced = true;
                    break;
                }
                Err(e) => return Err(e.into()),
            }
        }
        if !raced {
            txn.commit().await?;
            created += chunk.len() as u64;
            continue;
        }
        // Registered by someone else since the check: the chunk again, a row at a time.
        txn.rollback().await?;
        for (row, f, t, d) in chunk {
            match repo::create(&state.db, &actor, f, *t, *d).await {
                Ok(_) => created += 1,
                Err(StoreError::Unique) => {
                    let mut errors = ValidationErrors::new();
                    errors.add("plate_number", "plate_number_taken");
                    rejected.push(ImportRejected::new(*row, &errors, lang));
                }
                Err(e) => return Err(e.into()),
            }
        }
    }
    rejected.sort_by_key(|r| r.row);
    Ok(ok_msg(lang, "motorcycle_import_done", MotorcycleImportResult { created, duplicates, rejected }).into_response())
}

/// `GET /api/v1/motorcycles/import-template`: the xlsx to fill. Its first sheet has the columns
/// in the caller's language (dates and numbers typed as text, so leading zeros stay) with
/// drop-downs for the type and the dealer; the second lists the motorcycle types and dealers.
/// Errors: 403 `assets_not_for_funder_staff`.
pub async fn template(State(state): State<AppState>, staff: Staff) -> ApiResult<Response> {
    staff.in_house_only()?;
    let lang = staff.lang;
    let pick = |en: &str, idn: Option<&str>| if lang == Lang::Id { idn.unwrap_or(en).to_owned() } else { en.to_owned() };
    let types: Vec<String> =
        reference::motorcycle_types(&state.db, None).await?.iter().map(|t| pick(&t.name, t.name_id.as_deref())).collect();
    let dealers: Vec<String> = reference::dealers(&state.db).await?.into_iter().map(|d| d.name).collect();
    let t = |code: &str| domain::i18n::text(code, lang);
    let columns = COLUMNS
        .iter()
        .map(|key| {
            let list = match *key {
                "motorcycle_type" => Some(0),
                "dealer" => Some(1),
                _ => None,
            };
            (t(&format!("motorcycle_col_{key}")).to_owned(), list)
        })
        .collect();
    let lists = vec![(t("motorcycle_col_motorcycle_type").to_owned(), types), (t("motorcycle_col_dealer").to_owned(), dealers)];
    let rows = u32::try_from(IMPORT_MAX_ROWS).unwrap_or(u32::MAX);
    xlsx::ImportTemplate { sheet: t("motorcycle_sheet_units"), columns, lists, rows }
        .respond(lang, "motorcycle-import-template.xlsx")
        .await
}

#[cfg(test)]
mod tests {
    use super::rupiah_cell;

    #[test]
    fn rupiah_cells_read_as_typed() {
        assert_eq!(rupiah_cell("28500000"), Some(28_500_000));
        assert_eq!(rupiah_cell("28.500.000"), Some(28_500_000));
        assert_eq!(rupiah_cell("28,500,000"), Some(28_500_000));
        assert_eq!(rupiah_cell(" 28 500 000 "), Some(28_500_000));
        for bad in ["", "28.5", "2.85.000", "-1", "abc", "28500000.50", "99999999999999999999"] {
            assert_eq!(rupiah_cell(bad), None, "{bad:?}");
        }
    }
}
