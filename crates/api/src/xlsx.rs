//! xlsx downloads of lists (DESIGN §3: every list answers `format=xlsx`). A handler pages
//! through its list as usual and hands each page to an [`Export`]; a blocking task writes the
//! rows with `rust_xlsxwriter`'s constant-memory worksheet (rows go to a temporary file, not
//! RAM) and the finished workbook is streamed from disk. Memory stays bounded whatever the
//! number of rows: one page in flight plus the writer's buffers. And whatever the number of
//! downloads: at most `ApiConfig::export_workers` are written at once ([`ExportSlots`]); the
//! others wait for a slot before reading a row (issue 46 item 6, docs/BENCHMARKS.md "Memory
//! under parallel downloads").

use axum::{
    body::Body,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Datelike, NaiveDate, Timelike, Utc};
use prometheus_client::metrics::gauge::Gauge;
use rust_xlsxwriter::{ExcelDateTime, Format, Workbook};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc};

use crate::error::{ApiError, ApiResult};

/// The most rows an export holds (Excel's own limit is 1,048,576).
pub const MAX_ROWS: u32 = 1_000_000;
/// Pages written ahead of the writer at most.
const PAGES_IN_FLIGHT: usize = 2;

/// One cell.
#[derive(Debug, Clone)]
pub enum Cell {
    Text(String),
    /// Rupiah, written as a number with thousands separators.
    Money(i64),
    Int(i64),
    /// A percentage (8.22 for 8,22 %), written as the number 0.0822 in a percent format, so a
    /// spreadsheet sums and charts it (issue 41 item 9); empty when `None`.
    Percent(Option<f64>),
    /// An Asia/Jakarta date (empty when `None`).
    Date(Option<NaiveDate>),
    /// A moment, written as an Excel date-time cell of its Asia/Jakarta (WIB) wall time to the
    /// minute, so it sorts and filters as a date (issue 41 item 9); empty when `None`.
    Time(Option<DateTime<Utc>>),
}

impl Cell {
    /// A status or bucket code (a status enum, or its text) as its label in `lang` (the message
    /// `{prefix}{code}` of `domain::i18n`, e.g. `active_late` → "Late"), the code itself when it
    /// has none; empty when `None`.
    pub fn label(prefix: &str, code: Option<impl AsRef<str>>, lang: domain::Lang) -> Cell {
        Cell::Text(code.map_or_else(String::new, |c| {
            let c = c.as_ref();
            domain::i18n::find(&format!("{prefix}{c}"), lang).map_or_else(|| c.to_owned(), str::to_owned)
        }))
    }

    /// "Yes" or "No" in `lang`.
    pub fn yes_no(yes: bool, lang: domain::Lang) -> Cell {
        Cell::Text(domain::i18n::text(if yes { "yes" } else { "no" }, lang).to_owned())
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Self {
        Cell::Text(s.to_owned())
    }
}

impl From<String> for Cell {
    fn from(s: String) -> Self {
        Cell::Text(s)
    }
}

impl From<Option<String>> for Cell {
    fn from(s: Option<String>) -> Self {
        Cell::Text(s.unwrap_or_default())
    }
}

/// The slots of large exports (issue 46 item 6): at most `ApiConfig::export_workers`
/// workbooks are written at once, each with its pages in flight and its writer's buffers; a
/// download past them waits, first come first served, with no database connection (it has not
/// read a row yet) and no deadline. The caller's response starts when its turn comes (the web
/// app's download button spins meanwhile); `/metrics` counts them as `roda_exports_running`
/// and `roda_exports_queued`.
pub struct ExportSlots {
    slots: std::sync::Arc<Semaphore>,
    running: Gauge,
    queued: Gauge,
}

/// A slot taken ([`ExportSlots::take`]): counted as running until dropped.
pub struct ExportSlot {
    _permit: OwnedSemaphorePermit,
    running: Gauge,
}

impl Drop for ExportSlot {
    fn drop(&mut self) {
        self.running.dec();
    }
}

/// Counts a download as queued while it waits (dropped too when the caller goes away).
struct Waiting(Gauge);

impl Drop for Waiting {
    fn drop(&mut self) {
        self.0.dec();
    }
}

impl ExportSlots {
    /// `workers` slots (at least one), counted in `metrics`' export gauges.
    pub fn new(workers: usize, metrics: &crate::metrics::Metrics) -> Self {
        ExportSlots {
            slots: std::sync::Arc::new(Semaphore::new(workers.max(1))),
            running: metrics.exports_running.clone(),
            queued: metrics.exports_queued.clone(),
        }
    }

    /// Takes a slot, waiting in the queue while every slot is taken.
    pub async fn take(&self) -> ExportSlot {
        let permit = match self.slots.clone().try_acquire_owned() {
            Ok(p) => p,
            Err(_) => {
                self.queued.inc();
                let _waiting = Waiting(self.queued.clone());
                self.slots.clone().acquire_owned().await.expect("the export semaphore is never closed")
            }
        };
        self.running.inc();
        ExportSlot { _permit: permit, running: self.running.clone() }
    }
}

/// A workbook being written: one sheet with a header row.
pub struct Export {
    /// Pages of rows; `None` closes the workbook ([`Export::finish`]).
    tx: Option<mpsc::Sender<Option<Vec<Vec<Cell>>>>>,
    task: tokio::task::JoinHandle<anyhow::Result<tempfile::NamedTempFile>>,
}

impl Export {
    /// Starts a workbook whose sheet `sheet` has `headers` (in the caller's language), once an
    /// export slot is free ([`ExportSlots`]): call it before reading the list's first page. The
    /// slot is held until the workbook is written (or abandoned), not while it is sent.
    pub async fn start(state: &crate::state::AppState, sheet: &str, headers: Vec<String>) -> Export {
        let slot = state.exports.take().await;
        let (tx, mut rx) = mpsc::channel::<Option<Vec<Vec<Cell>>>>(PAGES_IN_FLIGHT);
        let sheet = sheet.to_owned();
        let task = tokio::task::spawn_blocking(move || -> anyhow::Result<tempfile::NamedTempFile> {
            let _slot = slot;
            let tmp = tempfile::NamedTempFile::new()?;
            let mut wb = Workbook::new();
            let bold = Format::new().set_bold();
            let money = Format::new().set_num_format("#,##0");
            let date = Format::new().set_num_format("yyyy-mm-dd");
            let time = Format::new().set_num_format("yyyy-mm-dd hh:mm");
            let percent = Format::new().set_num_format("0.00%");
            let ws = wb.add_worksheet_with_constant_memory()?;
            ws.set_name(&sheet)?;
            for (c, h) in headers.iter().enumerate() {
                ws.write_string_with_format(0, u16::try_from(c)?, h, &bold)?;
            }
            let mut row = 1u32;
            loop {
                let page = match rx.blocking_recv() {
                    Some(Some(page)) => page,
                    Some(None) => break,
                    // The handler stopped (an error, or the caller went away): nobody will
                    // read the workbook, so it is not zipped.
                    None => anyhow::bail!("export abandoned"),
                };
                for cells in page {
                    if row > MAX_ROWS {
                        break;
                    }
                    for (c, cell) in cells.iter().enumerate() {
                        let c = u16::try_from(c)?;
                        match cell {
                            Cell::Text(s) => ws.write_string(row, c, s).map(|_| ())?,
                            Cell::Money(v) => ws.write_number_with_format(row, c, *v as f64, &money).map(|_| ())?,
                            Cell::Int(v) => ws.write_number(row, c, *v as f64).map(|_| ())?,
                            Cell::Percent(Some(p)) => ws.write_number_with_format(row, c, *p / 100.0, &percent).map(|_| ())?,
                            Cell::Date(Some(d)) => {
                                let dt = ExcelDateTime::from_ymd(
                                    u16::try_from(d.year())?,
                                    u8::try_from(d.month())?,
                                    u8::try_from(d.day())?,
                                )?;
                                ws.write_datetime_with_format(row, c, &dt, &date).map(|_| ())?;
                            }
                            Cell::Time(Some(t)) => {
                                let t = domain::calendar::local_time(*t);
                                let dt = ExcelDateTime::from_ymd(
                                    u16::try_from(t.year())?,
                                    u8::try_from(t.month())?,
                                    u8::try_from(t.day())?,
                                )?
                                .and_hms(
                                    u16::try_from(t.hour())?,
                                    u8::try_from(t.minute())?,
                                    0,
                                )?;
                                ws.write_datetime_with_format(row, c, &dt, &time).map(|_| ())?;
                            }
                            Cell::Date(None) | Cell::Percent(None) | Cell::Time(None) => {}
                        }
                    }
                    row += 1;
                }
            }
            wb.save(tmp.path())?;
            Ok(tmp)
        });
        Export { tx: Some(tx), task }
    }

    /// Adds a page of rows. Errors: 500 when the writer stopped (its error is logged at
    /// [`Export::finish`]).
    pub async fn rows(&self, rows: Vec<Vec<Cell>>) -> ApiResult<()> {
        let tx = self.tx.as_ref().ok_or_else(|| ApiError::Internal(anyhow::anyhow!("export finished")))?;
        tx.send(Some(rows)).await.map_err(|_| ApiError::Internal(anyhow::anyhow!("xlsx writer stopped")))
    }

    /// Closes the workbook and answers it as a download named `filename`, streamed from disk
    /// (the temporary file is unlinked once open, so nothing is left behind).
    pub async fn finish(mut self, filename: &str) -> ApiResult<Response> {
        if let Some(tx) = self.tx.take() {
            // A writer that already stopped answers its own error below.
            let _ = tx.send(None).await;
        }
        let tmp =
            self.task.await.map_err(|e| ApiError::Internal(anyhow::anyhow!("xlsx writer: {e}")))?.map_err(ApiError::Internal)?;
        let file = tokio::fs::File::open(tmp.path()).await.map_err(|e| ApiError::Internal(e.into()))?;
        drop(tmp);
        let body = Body::from_stream(tokio_util::io::ReaderStream::new(file));
        Ok((
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_owned()),
                (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{filename}\"")),
                (header::CACHE_CONTROL, "no-store".to_owned()),
            ],
            body,
        )
            .into_response())
    }
}

/// Whether the query asks for the xlsx download (`format=xlsx`). Errors: 400 `format_invalid`
/// for another format.
pub fn wanted(format: Option<&str>) -> ApiResult<bool> {
    match format {
        None | Some("json") => Ok(false),
        Some("xlsx") => Ok(true),
        Some(_) => Err(ApiError::BadRequest("format_invalid")),
    }
}

/// A workbook already in memory (a small one: the import template) as a download.
pub fn bytes_response(bytes: Vec<u8>, filename: &str) -> Response {
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{filename}\"")),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        bytes,
    )
        .into_response()
}

/// Records a download in the audit log (issue 13 item 5, UU PDP): who (the actor), when, what
/// (`action`, e.g. `loan_application.download`), with which `filters`, and how many `rows`.
pub async fn audit(
    state: &crate::state::AppState,
    staff: &crate::auth::Staff,
    action: &str,
    filters: serde_json::Value,
    rows: u64,
) -> ApiResult<()> {
    let after = serde_json::json!({"filters": filters, "rows": rows});
    storage::repo::audit::record(
        &state.db,
        &staff.actor(),
        action,
        "download",
        &uuid::Uuid::now_v7().to_string(),
        None,
        Some(after),
    )
    .await?;
    Ok(())
}

/// Rows read per page of a list's download: pages of the list's own query, large enough that a
/// page's fixed statements (names, phones) cost little per row.
pub const EXPORT_PAGE: u64 = 1000;

/// A list's download (DESIGN §3 `format=xlsx`): its sheet, column header codes, audit action
/// and file name; [`Download::start`] opens the workbook, the handler adds its list's pages, and
/// [`Download::finish`] audits and answers it.
pub struct Download<'a> {
    pub sheet: &'a str,
    /// Message codes of the headers ([`headers`]).
    pub columns: &'a [&'a str],
    /// The audit action, e.g. `loan_approval.download`.
    pub action: &'a str,
    pub filename: String,
}

impl Download<'_> {
    /// Starts the workbook with the headers in `lang`, once an export slot is free
    /// ([`Export::start`]).
    pub async fn start(&self, state: &crate::state::AppState, lang: domain::Lang) -> Export {
        Export::start(state, self.sheet, headers(lang, self.columns)).await
    }

    /// Audits the download with its `filters` and `rows` (issue 13 item 5, UU PDP), then
    /// answers the workbook.
    pub async fn finish(
        self,
        state: &crate::state::AppState,
        staff: &crate::auth::Staff,
        export: Export,
        filters: serde_json::Value,
        rows: u64,
    ) -> ApiResult<Response> {
        audit(state, staff, self.action, filters, rows).await?;
        export.finish(&self.filename).await
    }
}

/// Column headers: the texts of message codes in the caller's language.
pub fn headers(lang: domain::Lang, codes: &[&str]) -> Vec<String> {
    codes.iter().map(|c| domain::i18n::text(c, lang).to_owned()).collect()
}

/// An import template (the motorcycle and ticket imports): what to fill and the values its
/// drop-downs offer.
pub struct ImportTemplate {
    /// The first sheet's name.
    pub sheet: &'static str,
    /// Its header row, one column each, in the caller's language; every column is typed as
    /// text (so leading zeros, dots and dates stay as typed). The index into `lists` of the
    /// column's drop-down, if it has one.
    pub columns: Vec<(String, Option<usize>)>,
    /// The second sheet ([`domain::i18n`] `import_sheet_lists`): one column per list, a header
    /// and its values.
    pub lists: Vec<(String, Vec<String>)>,
    /// The rows below the header that carry the drop-downs.
    pub rows: u32,
}

impl ImportTemplate {
    /// The workbook's bytes (`bytes_response` answers them). Blocking: call it in
    /// `spawn_blocking`.
    pub fn build(&self, lang: domain::Lang) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
        use rust_xlsxwriter::{DataValidation, Formula, utility::column_number_to_name};
        let lists_name = domain::i18n::text("import_sheet_lists", lang);
        let mut wb = Workbook::new();
        let bold = Format::new().set_bold();
        let text = Format::new().set_num_format("@");
        let col_of = |i: usize| u16::try_from(i).unwrap_or(u16::MAX);
        let sheet = wb.add_worksheet();
        sheet.set_name(self.sheet)?;
        for (i, (header, list)) in self.columns.iter().enumerate() {
            let col = col_of(i);
            sheet.write_string_with_format(0, col, header, &bold)?;
            sheet.set_column_width(col, 22)?;
            sheet.set_column_format(col, &text)?;
            if let Some((j, (_, values))) = list.and_then(|j| self.lists.get(j).map(|l| (j, l))) {
                let letter = column_number_to_name(col_of(j));
                let formula = format!("='{lists_name}'!${letter}$2:${letter}${}", values.len().max(1) + 1);
                sheet.add_data_validation(
                    1,
                    col,
                    self.rows,
                    col,
                    &DataValidation::new().allow_list_formula(Formula::new(formula)),
                )?;
            }
        }
        sheet.set_freeze_panes(1, 0)?;
        let lists = wb.add_worksheet();
        lists.set_name(lists_name)?;
        for (j, (header, values)) in self.lists.iter().enumerate() {
            let col = col_of(j);
            lists.write_string_with_format(0, col, header, &bold)?;
            lists.set_column_width(col, 28)?;
            for (r, v) in values.iter().enumerate() {
                lists.write_string(u32::try_from(r + 1).unwrap_or(u32::MAX), col, v)?;
            }
        }
        wb.save_to_buffer()
    }

    /// [`ImportTemplate::build`] off the async runtime, answered as `filename`.
    pub async fn respond(self, lang: domain::Lang, filename: &str) -> ApiResult<Response> {
        let bytes = tokio::task::spawn_blocking(move || self.build(lang))
            .await
            .map_err(|e| ApiError::Internal(e.into()))?
            .map_err(|e| ApiError::Internal(e.into()))?;
        Ok(bytes_response(bytes, filename))
    }
}
