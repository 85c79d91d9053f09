//! What every spreadsheet upload shares (the batch import of prospects, issue 13; the ticket
//! and motorcycle imports, issue 11): the `file` part of the form within 10 MiB read under a
//! deadline, and one bounded reader of `.xlsx`, `.xls` and CSV files into the cells an import
//! keeps (issue 40 item 1).
//!
//! An uploaded file is hostile until read: a 1.4 KB xlsx can declare a cell at `XFD1048576`,
//! and any reader that builds the sheet's dense range from it allocates rows × columns cells
//! (550 GB). So nothing here builds a range from an untrusted file:
//! - an `.xlsx` is read cell by cell, after each part's real unpacked size is checked (its
//!   directory may lie) and the parts held in memory (shared strings, styles) are bounded;
//! - an `.xls` (BIFF) is scanned record by record first: calamine builds every sheet's dense
//!   range while it opens the file, so the file is refused before that when the ranges its
//!   cells and declared dimensions span would pass [`MAX_XLS_RANGE_BYTES`];
//! - only the cells of the first `columns` columns are kept, at most `max_rows` rows below the
//!   header (the reader stops at the first row past them) and [`MAX_KEPT_TEXT_BYTES`] of text.

use std::collections::BTreeMap;
use std::io::{Cursor, Read};
use std::time::Duration;

use axum::{extract::Multipart, http::StatusCode};
use calamine::{Data, DataType};
use domain::{ValidationErrors, batch_import::MAX_FILE_BYTES};

use crate::error::{ApiError, ApiResult};

/// Most bytes the parts of an `.xlsx` may hold once unpacked: far above any real sheet of the
/// imports' row limits (the worksheet itself is streamed, never held).
pub const MAX_UNPACKED_BYTES: u64 = 64 * 1024 * 1024;
/// Most unpacked bytes of the `.xlsx` parts a reader holds in memory while it reads (every XML
/// part but the worksheets: shared strings, styles, the workbook and its relationships).
pub const MAX_HELD_PART_BYTES: u64 = 16 * 1024 * 1024;
/// Most bytes of cell text an import keeps from one file (a cell keeps at most 1,000
/// characters): above the template's columns × the largest row limit of real text.
pub const MAX_KEPT_TEXT_BYTES: usize = 24 * 1024 * 1024;
/// Most bytes calamine may spend on the dense ranges of an `.xls` file's sheets (values and
/// formulas) and on one sheet's cell list while it opens the file, by the sizes of its own
/// types. A full template of 20,000 rows × 23 columns takes about a third of it.
pub const MAX_XLS_RANGE_BYTES: u64 = 40 * 1024 * 1024;
/// Columns a sheet whose columns are found by their header keeps (A to BL): a template has
/// far fewer, and staff may add or move some.
pub const HEADER_SHEET_COLUMNS: usize = 64;
/// How long the upload's body may take to arrive: under the request deadline
/// ([`crate::middleware::REQUEST_TIMEOUT`]), so a slow upload answers 408 `upload_timeout`
/// rather than 504, and a trickle holds no import slot meanwhile (the slot is taken after).
pub const BODY_READ_TIMEOUT: Duration = Duration::from_secs(50);

const UNREADABLE: &str = "import_file_unreadable";
const TOO_COMPLEX: &str = "import_file_too_complex";
const TOO_MANY_ROWS: &str = "import_too_many_rows";

/// A refusal of the uploaded file (413, 415) with `code` on the `file` field.
pub fn refused(status: StatusCode, code: &'static str) -> ApiError {
    let mut e = ValidationErrors::new();
    e.add("file", code);
    ApiError::Upload(status, e)
}

/// The `file` part of a multipart form: its name (control characters removed, at most 255
/// characters) and bytes, the whole body read within [`BODY_READ_TIMEOUT`]. Errors: 413
/// `import_file_too_large` (over 10 MiB), 422 `file_required` (absent or empty), 400
/// `malformed`, 408 `upload_timeout`.
pub async fn file_part(form: &mut Multipart) -> ApiResult<(Option<String>, Vec<u8>)> {
    let read = async {
        let mut file = None;
        while let Some(field) = form.next_field().await.map_err(|_| ApiError::BadRequest("malformed"))? {
            if field.name() == Some("file") {
                let name = field.file_name().map(|n| n.chars().filter(|c| !c.is_control()).take(255).collect());
                let bytes = field.bytes().await.map_err(|_| refused(StatusCode::PAYLOAD_TOO_LARGE, "import_file_too_large"))?;
                file = Some((name, bytes.to_vec()));
            }
        }
        Ok::<_, ApiError>(file)
    };
    let file = tokio::time::timeout(BODY_READ_TIMEOUT, read)
        .await
        .map_err(|_| ApiError::Coded(StatusCode::REQUEST_TIMEOUT, "upload_timeout"))??;
    let Some((name, bytes)) = file.filter(|(_, b)| !b.is_empty()) else {
        return Err(ApiError::field("file", "file_required"));
    };
    if bytes.len() > MAX_FILE_BYTES {
        return Err(refused(StatusCode::PAYLOAD_TOO_LARGE, "import_file_too_large"));
    }
    Ok((name, bytes))
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
    clean(&s)
}

/// A wall-clock time in Asia/Jakarta as RFC 3339 (`+07:00`); empty when it does not exist.
pub fn jakarta_rfc3339(t: chrono::NaiveDateTime) -> String {
    domain::calendar::zoned(t).map(|t| t.to_rfc3339()).unwrap_or_default()
}

/// Rows of a file (header first), as texts with their spreadsheet row numbers (1 is the first).
pub type Sheet = Vec<(i32, Vec<String>)>;

/// A cell's text as an import takes it: NULs removed, at most 1,000 characters, trimmed.
pub fn clean(s: &str) -> String {
    s.chars().filter(|c| *c != '\0').take(domain::validation::INPUT_TEXT_MAX).collect::<String>().trim().to_owned()
}

/// The cells an import keeps, by 0-based sheet row: each row with a non-blank cell, as the
/// texts of its first `columns` columns.
pub type Grid = BTreeMap<u32, Vec<String>>;

/// Collects cells within the bounds of one read.
struct Keep {
    rows: Grid,
    columns: usize,
    /// Most rows with a non-blank cell (the header's included).
    max_rows: usize,
    text_bytes: usize,
}

impl Keep {
    fn new(columns: usize, max_rows: usize) -> Self {
        Keep { rows: BTreeMap::new(), columns, max_rows: max_rows.saturating_add(1), text_bytes: 0 }
    }

    /// Keeps `text` at `(row, col)` (0-based) if it is in the kept columns and not blank.
    /// Errors: `import_too_many_rows` at the first row past the limit,
    /// `import_file_too_complex` past [`MAX_KEPT_TEXT_BYTES`].
    fn put(&mut self, (row, col): (u32, u32), text: String) -> Result<(), &'static str> {
        let col = col as usize;
        if col >= self.columns || text.is_empty() {
            return Ok(());
        }
        if !self.rows.contains_key(&row) && self.rows.len() >= self.max_rows {
            return Err(TOO_MANY_ROWS);
        }
        self.text_bytes += text.len();
        if self.text_bytes > MAX_KEPT_TEXT_BYTES {
            return Err(TOO_COMPLEX);
        }
        let columns = self.columns;
        self.rows.entry(row).or_insert_with(|| vec![String::new(); columns])[col] = text;
        Ok(())
    }
}

/// Reads the first sheet of an `.xlsx` or `.xls` file, or a CSV (UTF-8, a BOM skipped, comma
/// or semicolon as the first line has more of), keeping the first `columns` columns of at most
/// `max_rows` rows below the first (see the module). Cells read as [`cell_text`] says, then
/// trimmed. Errors: `import_file_unreadable` (not one of those, damaged, or its declared sizes
/// false), `import_file_too_complex` (more than the bounds hold), `import_too_many_rows`,
/// `import_empty` (no sheet).
pub fn read_grid(bytes: &[u8], columns: usize, max_rows: usize, dates: DateCells) -> Result<Grid, &'static str> {
    use calamine::Reader;
    let mut keep = Keep::new(columns, max_rows);
    if infer::archive::is_zip(bytes) {
        check_unpacked(bytes)?;
        let mut book = calamine::Xlsx::new(Cursor::new(bytes)).map_err(|_| UNREADABLE)?;
        let name = book.sheet_names().first().cloned().ok_or("import_empty")?;
        let mut cells = book.worksheet_cells_reader(&name).map_err(|_| UNREADABLE)?;
        // Excel's own grid: a sheet declaring more is no spreadsheet. The declared size is
        // never allocated; cells beyond the kept columns and rows are not kept.
        let declared = cells.dimensions();
        if declared.end.0 >= 1 << 20 || declared.end.1 >= 1 << 14 {
            return Err(UNREADABLE);
        }
        while let Some(cell) = cells.next_cell().map_err(|_| UNREADABLE)? {
            let (row, col) = cell.get_position();
            if col as usize >= columns {
                continue; // not even turned into text
            }
            keep.put((row, col), cell_text(&Data::from(cell.get_value().clone()), dates))?;
        }
    } else if bytes.starts_with(&OLE2_MAGIC) {
        check_xls(bytes)?;
        let mut book = calamine::Xls::new(Cursor::new(bytes)).map_err(|_| UNREADABLE)?;
        let range = book.worksheet_range_at(0).ok_or("import_empty")?.map_err(|_| UNREADABLE)?;
        let (r0, c0) = range.start().unwrap_or((0, 0));
        for (row, col, d) in range.used_cells() {
            let at = (r0 + u32::try_from(row).map_err(|_| UNREADABLE)?, c0 + u32::try_from(col).map_err(|_| UNREADABLE)?);
            if (at.1 as usize) < columns {
                keep.put(at, cell_text(d, dates))?;
            }
        }
    } else {
        let text = std::str::from_utf8(bytes).map_err(|_| UNREADABLE)?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let first = text.lines().next().unwrap_or_default();
        let delimiter = if first.matches(';').count() > first.matches(',').count() { b';' } else { b',' };
        let mut reader =
            csv::ReaderBuilder::new().has_headers(false).flexible(true).delimiter(delimiter).from_reader(text.as_bytes());
        let mut record = csv::StringRecord::new();
        let mut i = 0u32;
        while reader.read_record(&mut record).map_err(|_| UNREADABLE)? {
            let line = record.position().map_or(i, |p| u32::try_from(p.line().saturating_sub(1)).unwrap_or(u32::MAX));
            for (col, cell) in record.iter().take(columns).enumerate() {
                keep.put((line, u32::try_from(col).unwrap_or(u32::MAX)), clean(cell))?;
            }
            i += 1;
        }
    }
    Ok(keep.rows)
}

/// Reads a file whose columns are found by their header ([`column_positions`]): the rows of
/// [`read_grid`] over [`HEADER_SHEET_COLUMNS`] columns, header first, with their spreadsheet
/// row numbers. Errors: as [`read_grid`]; `import_empty` without a row below the header.
pub fn read_sheet(bytes: &[u8], max_rows: usize, dates: DateCells) -> Result<Sheet, &'static str> {
    let grid = read_grid(bytes, HEADER_SHEET_COLUMNS, max_rows, dates)?;
    if grid.len() < 2 {
        return Err("import_empty");
    }
    grid.into_iter().map(|(row, cells)| Ok((i32::try_from(row + 1).map_err(|_| TOO_MANY_ROWS)?, cells))).collect()
}

/// The first bytes of an OLE2 compound file (a BIFF `.xls`).
pub const OLE2_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// Refuses an `.xlsx` (a zip) whose parts unpack past [`MAX_UNPACKED_BYTES`], or whose parts
/// held in memory pass [`MAX_HELD_PART_BYTES`], before calamine opens it. Each part is
/// unpacked (to nowhere) rather than trusted by the size its directory declares, and no
/// further than the bound. Code: `import_file_unreadable` (not a zip, damaged, a bomb).
pub fn check_unpacked(bytes: &[u8]) -> Result<(), &'static str> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| UNREADABLE)?;
    let (mut unpacked, mut held) = (0u64, 0u64);
    for i in 0..zip.len() {
        let mut part = zip.by_index(i).map_err(|_| UNREADABLE)?;
        let name = part.name().map_err(|_| UNREADABLE)?.to_ascii_lowercase();
        let is_held = !name.starts_with("xl/worksheets/") && (name.ends_with(".xml") || name.ends_with(".rels"));
        let room =
            (if is_held { MAX_HELD_PART_BYTES - held } else { MAX_UNPACKED_BYTES - unpacked }).min(MAX_UNPACKED_BYTES - unpacked);
        let read = std::io::copy(&mut (&mut part).take(room + 1), &mut std::io::sink()).map_err(|_| UNREADABLE)?;
        if read > room {
            return Err(UNREADABLE);
        }
        unpacked += read;
        if is_held {
            held += read;
        }
    }
    Ok(())
}

/// Refuses an `.xls` whose sheets calamine could not hold within [`MAX_XLS_RANGE_BYTES`]: it
/// opens a BIFF file by building, for every sheet its workbook names (the same sheet may be
/// named twice), a list of its cells reserved to the sheet's declared dimensions and then the
/// dense ranges of its values and formulas over the rows and columns they span. This walks
/// the same records (framing and cell positions only; calamine reads the values) and adds up
/// those sizes. Codes: `import_file_unreadable` (no workbook stream, a record or sheet offset
/// past its end, dimensions that do not add up), `import_file_too_complex`.
pub fn check_xls(bytes: &[u8]) -> Result<(), &'static str> {
    let mut file = cfb::CompoundFile::open(Cursor::new(bytes)).map_err(|_| UNREADABLE)?;
    let name = ["/Workbook", "/Book"].into_iter().find(|n| file.is_stream(n)).ok_or(UNREADABLE)?;
    let mut stream = Vec::new();
    let limit = MAX_FILE_BYTES as u64 * 2;
    file.open_stream(name).map_err(|_| UNREADABLE)?.take(limit).read_to_end(&mut stream).map_err(|_| UNREADABLE)?;
    let mut sheets = Vec::new();
    for record in biff_records(&stream) {
        let (typ, data) = record?;
        match typ {
            0x0085 if data.len() >= 4 => sheets.push(u32::from_le_bytes([data[0], data[1], data[2], data[3]]) as usize),
            0x000A => break,
            _ => {}
        }
    }
    let (value, formula, listed) = (
        std::mem::size_of::<Data>() as u64,
        std::mem::size_of::<String>() as u64,
        std::mem::size_of::<calamine::Cell<Data>>() as u64,
    );
    let mut ranges = 0u64;
    for at in sheets {
        let sheet = stream.get(at..).ok_or(UNREADABLE)?;
        let s = sheet_extent(sheet)?;
        let list = s.reserved.max(s.cells).saturating_mul(listed);
        ranges = ranges
            .saturating_add(s.values.area().saturating_mul(value))
            .saturating_add(s.formulas.area().saturating_mul(formula));
        if ranges.saturating_add(list) > MAX_XLS_RANGE_BYTES {
            return Err(TOO_COMPLEX);
        }
    }
    Ok(())
}

/// The rows and columns some cells span.
#[derive(Default)]
struct Span(Option<(u32, u32, u32, u32)>);

impl Span {
    fn add(&mut self, row: u32, col: u32) {
        let (r0, r1, c0, c1) = self.0.unwrap_or((row, row, col, col));
        self.0 = Some((r0.min(row), r1.max(row), c0.min(col), c1.max(col)));
    }

    fn area(&self) -> u64 {
        self.0.map_or(0, |(r0, r1, c0, c1)| u64::from(r1 - r0 + 1) * u64::from(c1 - c0 + 1))
    }
}

/// What calamine builds for one sheet's substream.
#[derive(Default)]
struct Extent {
    values: Span,
    formulas: Span,
    /// Cells listed (a MulRk record lists several).
    cells: u64,
    /// Cells the declared dimensions reserve.
    reserved: u64,
}

/// The extent of the sheet whose substream starts `sheet`, up to its EOF (nested substreams
/// such as an embedded chart skipped, as calamine does).
fn sheet_extent(sheet: &[u8]) -> Result<Extent, &'static str> {
    let u16_at = |d: &[u8], i: usize| d.get(i..i + 2).map(|b| u32::from(u16::from_le_bytes([b[0], b[1]])));
    let u32_at = |d: &[u8], i: usize| d.get(i..i + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    let mut e = Extent::default();
    let (mut seen_bof, mut depth) = (false, 0usize);
    for record in biff_records(sheet) {
        let (typ, d) = record?;
        if depth > 0 {
            match typ {
                0x0809 => depth += 1,
                0x000A => depth -= 1,
                _ => {}
            }
            continue;
        }
        match typ {
            0x0809 if seen_bof => depth += 1,
            0x0809 => seen_bof = true,
            0x000A => break,
            // Dimensions: first row, last row + 1, first column, last column + 1.
            0x0200 => {
                let (rf, rl, cf, cl) = match d.len() {
                    10 => (u16_at(d, 0), u16_at(d, 2), u16_at(d, 4), u16_at(d, 6)),
                    14 | 16 => (u32_at(d, 0), u32_at(d, 4), u16_at(d, 8), u16_at(d, 10)),
                    _ => return Err(UNREADABLE),
                };
                let (Some(rf), Some(rl), Some(mut cf), Some(cl)) = (rf, rl, cf, cl) else { return Err(UNREADABLE) };
                if cf > 0xFF || cl < cf {
                    cf = 0;
                }
                if rl >= 1 && cl >= 1 {
                    if rl <= rf || cl <= cf {
                        return Err(UNREADABLE); // calamine would count a negative size
                    }
                    e.reserved = u64::from(rl - rf) * u64::from(cl - cf);
                }
            }
            // A cell: row and column first.
            0x0203 | 0x0204 | 0x00D6 | 0x0205 | 0x027E | 0x00FD | 0x0006 => {
                let (Some(row), Some(col)) = (u16_at(d, 0), u16_at(d, 2)) else { return Err(UNREADABLE) };
                e.values.add(row, col);
                if typ == 0x0006 {
                    e.formulas.add(row, col);
                }
                e.cells += 1;
            }
            // MulRk: row, first column, 6 bytes a cell, last column.
            0x00BD => {
                let (Some(row), Some(first)) = (u16_at(d, 0), u16_at(d, 2)) else { return Err(UNREADABLE) };
                let n = (d.len().saturating_sub(6) / 6) as u32;
                if n > 0 {
                    e.values.add(row, first);
                    e.values.add(row, first + n - 1);
                    e.cells += u64::from(n);
                }
            }
            _ => {}
        }
    }
    Ok(e)
}

/// The records of a BIFF stream as (type, data); an error where a record runs past the end.
fn biff_records(mut s: &[u8]) -> impl Iterator<Item = Result<(u16, &[u8]), &'static str>> {
    std::iter::from_fn(move || {
        if s.is_empty() {
            return None;
        }
        if s.len() < 4 {
            s = &[];
            return Some(Err(UNREADABLE));
        }
        let typ = u16::from_le_bytes([s[0], s[1]]);
        let len = usize::from(u16::from_le_bytes([s[2], s[3]]));
        let Some(data) = s.get(4..4 + len) else {
            s = &[];
            return Some(Err(UNREADABLE));
        };
        s = &s[4 + len..];
        Some(Ok((typ, data)))
    })
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
