//! What every spreadsheet upload shares (the batch import of prospects, issue 13; the ticket
//! import, issue 11): the `file` part of the form within 10 MiB, the unpacked-size bound of an
//! `.xlsx` (a zip bomb), and one cell as text under the input rule of every request.

use std::io::Cursor;

use axum::{extract::Multipart, http::StatusCode};
use calamine::{Data, DataType};
use chrono::TimeZone;
use domain::{ValidationErrors, batch_import::MAX_FILE_BYTES};

use crate::error::{ApiError, ApiResult};

/// Most bytes an `.xlsx` may hold once unpacked (its XML): far above any real sheet of the
/// imports' row limits, and what bounds the memory a crafted file could take.
pub const MAX_UNPACKED_BYTES: u64 = 64 * 1024 * 1024;

/// A refusal of the uploaded file (413, 415) with `code` on the `file` field.
pub fn refused(status: StatusCode, code: &'static str) -> ApiError {
    let mut e = ValidationErrors::new();
    e.add("file", code);
    ApiError::Upload(status, e)
}

/// The `file` part of a multipart form: its name (control characters removed, at most 255
/// characters) and bytes. Errors: 413 `import_file_too_large` (over 10 MiB), 422
/// `file_required` (absent or empty), 400 `malformed`.
pub async fn file_part(form: &mut Multipart) -> ApiResult<(Option<String>, Vec<u8>)> {
    let mut file = None;
    while let Some(field) = form.next_field().await.map_err(|_| ApiError::BadRequest("malformed"))? {
        if field.name() == Some("file") {
            let name = field.file_name().map(|n| n.chars().filter(|c| !c.is_control()).take(255).collect());
            let bytes = field.bytes().await.map_err(|_| refused(StatusCode::PAYLOAD_TOO_LARGE, "import_file_too_large"))?;
            file = Some((name, bytes.to_vec()));
        }
    }
    let Some((name, bytes)) = file.filter(|(_, b)| !b.is_empty()) else {
        return Err(ApiError::field("file", "file_required"));
    };
    if bytes.len() > MAX_FILE_BYTES {
        return Err(refused(StatusCode::PAYLOAD_TOO_LARGE, "import_file_too_large"));
    }
    Ok((name, bytes))
}

/// Refuses an `.xlsx` (a zip) whose parts unpack past [`MAX_UNPACKED_BYTES`], by the sizes
/// its directory declares, before anything is unpacked. Code: `import_file_unreadable`.
pub fn check_unpacked(bytes: &[u8]) -> Result<(), &'static str> {
    const UNREADABLE: &str = "import_file_unreadable";
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| UNREADABLE)?;
    let mut unpacked = 0u64;
    for i in 0..zip.len() {
        unpacked = unpacked.saturating_add(zip.by_index_raw(i).map_err(|_| UNREADABLE)?.size());
    }
    if unpacked > MAX_UNPACKED_BYTES { Err(UNREADABLE) } else { Ok(()) }
}

/// How a date cell reads as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateCells {
    /// `YYYY-MM-DD` (a birth date).
    Day,
    /// RFC 3339, the cell's wall-clock time read as Asia/Jakarta (a ticket's time).
    JakartaTime,
}

/// The text of one cell: whole numbers without a decimal point (a phone typed as a number),
/// dates as `dates` says, NULs removed, at most 1,000 characters (the input rule of every
/// request).
pub fn cell_text(d: &Data, dates: DateCells) -> String {
    let s = match d {
        Data::Empty | Data::Error(_) => String::new(),
        Data::String(s) => s.clone(),
        #[allow(clippy::cast_possible_truncation, clippy::float_cmp)]
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
        Data::DateTime(_) | Data::DateTimeIso(_) => match dates {
            DateCells::Day => d.as_date().map(|x| x.format("%Y-%m-%d").to_string()).unwrap_or_default(),
            DateCells::JakartaTime => d.as_datetime().map(jakarta_rfc3339).unwrap_or_default(),
        },
        other => other.to_string(),
    };
    s.chars().filter(|c| *c != '\0').take(domain::validation::INPUT_TEXT_MAX).collect()
}

/// A wall-clock time in Asia/Jakarta as RFC 3339 (`+07:00`); empty when it does not exist.
pub fn jakarta_rfc3339(t: chrono::NaiveDateTime) -> String {
    chrono_tz::Asia::Jakarta.from_local_datetime(&t).single().map(|t| t.to_rfc3339()).unwrap_or_default()
}

/// Rows of a file (header first), as texts with their spreadsheet row numbers (1 is the first).
pub type Sheet = Vec<(i32, Vec<String>)>;

/// A cell's text as an import takes it: NULs removed, at most 1,000 characters, trimmed.
pub fn clean(s: &str) -> String {
    s.chars().filter(|c| *c != '\0').take(domain::validation::INPUT_TEXT_MAX).collect::<String>().trim().to_owned()
}

/// Reads the first sheet of an `.xlsx`, or a CSV (UTF-8, a BOM skipped, comma or semicolon as
/// the first line has more of), into rows of texts (date cells as `dates` says), blank rows
/// left out; at most `max_rows` below the header. Errors: `import_file_unreadable`,
/// `import_empty`, `import_too_many_rows`.
pub fn read_sheet(bytes: &[u8], max_rows: usize, dates: DateCells) -> Result<Sheet, &'static str> {
    use calamine::Reader;
    const UNREADABLE: &str = "import_file_unreadable";
    let mut rows: Sheet = Vec::new();
    let push = |number: usize, row: Vec<String>, rows: &mut Sheet| {
        if row.iter().all(String::is_empty) {
            return Ok(());
        }
        if rows.len() > max_rows {
            return Err("import_too_many_rows");
        }
        rows.push((i32::try_from(number).map_err(|_| "import_too_many_rows")?, row));
        Ok(())
    };
    if infer::archive::is_zip(bytes) {
        check_unpacked(bytes)?;
        let mut book = calamine::Xlsx::new(Cursor::new(bytes)).map_err(|_| UNREADABLE)?;
        let range = book.worksheet_range_at(0).ok_or("import_empty")?.map_err(|_| UNREADABLE)?;
        let first = range.start().map_or(0, |(r, _)| r as usize);
        for (i, row) in range.rows().enumerate() {
            push(first + i + 1, row.iter().map(|d| clean(&cell_text(d, dates))).collect(), &mut rows)?;
        }
    } else {
        let text = std::str::from_utf8(bytes).map_err(|_| UNREADABLE)?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let first = text.lines().next().unwrap_or_default();
        let delimiter = if first.matches(';').count() > first.matches(',').count() { b';' } else { b',' };
        let mut reader =
            csv::ReaderBuilder::new().has_headers(false).flexible(true).delimiter(delimiter).from_reader(text.as_bytes());
        for (i, record) in reader.records().enumerate() {
            let record = record.map_err(|_| UNREADABLE)?;
            let line = record.position().map_or(i + 1, |p| usize::try_from(p.line()).unwrap_or(usize::MAX));
            push(line, record.iter().map(clean).collect(), &mut rows)?;
        }
    }
    if rows.len() > max_rows + 1 {
        return Err("import_too_many_rows");
    }
    if rows.len() < 2 {
        return Err("import_empty");
    }
    Ok(rows)
}

/// Where each of `columns` is in the header row (`None`: absent). A header matches a column by
/// its key (`plate_number`, case and spaces aside) or by any of its `labels` (the template's
/// headers in either language).
pub fn column_positions(header: &[String], columns: &[(&str, Vec<String>)]) -> Vec<Option<usize>> {
    let norm = |h: &str| h.trim().to_lowercase().replace(' ', "_");
    let header: Vec<String> = header.iter().map(|h| norm(h)).collect();
    columns.iter().map(|(key, labels)| header.iter().position(|h| h == key || labels.iter().any(|l| norm(l) == *h))).collect()
}

/// One field of an import row that failed.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct ImportFieldError {
    /// The column (`plate_number`, `amount`, …).
    pub field: String,
    pub code: String,
    /// In the caller's language.
    pub message: String,
}

/// An import row that was not recorded.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct ImportRejected {
    /// The spreadsheet's row number (2 is the first row below the header).
    pub row: i32,
    pub errors: Vec<ImportFieldError>,
}

impl ImportRejected {
    /// Row `row` with `errors`, each message in `lang`.
    pub fn new(row: i32, errors: &ValidationErrors, lang: domain::Lang) -> Self {
        ImportRejected {
            row,
            errors: errors
                .0
                .iter()
                .map(|e| ImportFieldError {
                    field: e.field.clone(),
                    code: e.code.to_owned(),
                    message: domain::i18n::text(e.code, lang).to_owned(),
                })
                .collect(),
        }
    }
}
