//! xlsx downloads of lists (DESIGN §3: every list answers `format=xlsx`). A handler pages
//! through its list as usual and hands each page to an [`Export`]; a blocking task writes the
//! rows with `rust_xlsxwriter`'s constant-memory worksheet (rows go to a temporary file, not
//! RAM) and the finished workbook is streamed from disk. Memory stays bounded whatever the
//! number of rows: one page in flight plus the writer's buffers.

use axum::{
    body::Body,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Datelike, NaiveDate, Timelike, Utc};
use rust_xlsxwriter::{ExcelDateTime, Format, Workbook};
use tokio::sync::mpsc;

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

/// A workbook being written: one sheet with a header row.
pub struct Export {
    tx: Option<mpsc::Sender<Vec<Vec<Cell>>>>,
    task: tokio::task::JoinHandle<anyhow::Result<tempfile::NamedTempFile>>,
}

impl Export {
    /// Starts a workbook whose sheet `sheet` has `headers` (in the caller's language).
    pub fn start(sheet: &str, headers: Vec<String>) -> Export {
        let (tx, mut rx) = mpsc::channel::<Vec<Vec<Cell>>>(PAGES_IN_FLIGHT);
        let sheet = sheet.to_owned();
        let task = tokio::task::spawn_blocking(move || -> anyhow::Result<tempfile::NamedTempFile> {
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
            while let Some(page) = rx.blocking_recv() {
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
        tx.send(rows).await.map_err(|_| ApiError::Internal(anyhow::anyhow!("xlsx writer stopped")))
    }

    /// Closes the workbook and answers it as a download named `filename`, streamed from disk
    /// (the temporary file is unlinked once open, so nothing is left behind).
    pub async fn finish(mut self, filename: &str) -> ApiResult<Response> {
        self.tx.take();
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
    /// Starts the workbook with the headers in `lang`.
    pub fn start(&self, lang: domain::Lang) -> Export {
        Export::start(self.sheet, headers(lang, self.columns))
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
