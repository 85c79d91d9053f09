//! Hostile spreadsheets read within bounded memory (issue 40 item 1): the peak heap of
//! `api::sheet`'s reader over files built to make a dense reader allocate gigabytes. The tests
//! run one at a time ([`ONE_AT_A_TIME`]), so no other test's allocations count in a peak.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use std::io::{Read, Seek, Write};

use api::sheet::{self, DateCells};
use peak_alloc::PeakAlloc;
use rust_xlsxwriter::Workbook;

#[global_allocator]
static HEAP: PeakAlloc = PeakAlloc;

/// What an import may take for one file whatever the file (the bound), in bytes.
const IMPORT_HEAP_BYTES: usize = 64 * 1024 * 1024;
/// The loan import's template columns and row limit, and the ticket import's row limit.
const LOAN_COLUMNS: usize = 23;
const LOAN_ROWS: usize = 20_000;
const TICKET_ROWS: usize = 5_000;

/// An xlsx with `header` in A1 and text in each of `cells` (0-based row, column).
fn xlsx(cells: &[(u32, u16)]) -> Vec<u8> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.write_string(0, 0, "plate_number").unwrap();
    for &(r, c) in cells {
        sheet.write_string(r, c, "x").unwrap();
    }
    book.save_to_buffer().unwrap()
}

/// The fixture `.xls` with its workbook stream changed by `edit`.
fn xls_with(edit: impl Fn(&mut Vec<u8>)) -> Vec<u8> {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/prospects.xls")).unwrap();
    let mut file = cfb::CompoundFile::open(std::io::Cursor::new(bytes)).unwrap();
    let mut stream = Vec::new();
    file.open_stream("/Workbook").unwrap().read_to_end(&mut stream).unwrap();
    edit(&mut stream);
    let mut out = file.create_stream("/Workbook").unwrap();
    out.write_all(&stream).unwrap();
    out.flush().unwrap();
    drop(out);
    let mut inner = file.into_inner();
    inner.rewind().unwrap();
    inner.into_inner()
}

/// Where each BIFF record of `stream` starts, with its type.
fn records(stream: &[u8]) -> Vec<(usize, u16)> {
    let mut at = 0;
    let mut out = Vec::new();
    while at + 4 <= stream.len() {
        let typ = u16::from_le_bytes([stream[at], stream[at + 1]]);
        let len = usize::from(u16::from_le_bytes([stream[at + 2], stream[at + 3]]));
        out.push((at, typ));
        at += 4 + len;
    }
    out
}

/// Runs `read` and answers its result with the peak heap it took above what was in use.
fn peak<T>(read: impl FnOnce() -> T) -> (T, usize) {
    let before = HEAP.current_usage();
    HEAP.reset_peak_usage();
    let out = read();
    (out, HEAP.peak_usage().saturating_sub(before))
}

/// Held by each test for its whole run: the heap is the process's, so a test measuring its
/// peak must not overlap another test's allocations.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// [`ONE_AT_A_TIME`], also after another test failed holding it.
fn alone() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The loan import's read: the rows of the template's columns.
fn grid(b: &[u8]) -> Result<usize, &'static str> {
    sheet::read_grid(b, LOAN_COLUMNS, LOAN_ROWS, DateCells::Day).map(|g| g.len())
}

/// The ticket import's read: the rows under a header.
fn header_sheet(b: &[u8]) -> Result<usize, &'static str> {
    sheet::read_sheet(b, TICKET_ROWS, DateCells::JakartaTime).map(|s| s.len())
}

#[test]
fn a_far_cell_outside_the_templates_columns_leaves_the_header_alone() {
    let _alone = alone();
    // The reported file: a cell at A1 and one at XFD1048576 (a dense range of 17 billion
    // cells); and a far cell at XFD3000 (1.5 GB a read). The far cell is outside every
    // template's columns: the header alone is left.
    for far in [(1_048_575, 16_383), (2_999, 16_383)] {
        let file = xlsx(&[far]);
        assert!(file.len() < 8 * 1024, "{} bytes", file.len());
        let (got, heap) = peak(|| (grid(&file), header_sheet(&file)));
        assert_eq!(got, (Ok(1), Err("import_empty")), "far cell {far:?}");
        assert!(heap < IMPORT_HEAP_BYTES, "far cell {far:?}: {heap} bytes");
    }
}

#[test]
fn far_rows_inside_the_kept_columns_stop_the_reader_at_the_first_row_past_the_limit() {
    let _alone = alone();
    let many: Vec<(u32, u16)> = (1..=10_000).map(|i| (i * 100, 1)).collect();
    let (got, heap) = peak(|| header_sheet(&xlsx(&many)));
    assert_eq!(got, Err("import_too_many_rows"));
    assert!(heap < IMPORT_HEAP_BYTES, "{heap} bytes");
}

#[test]
fn a_long_shared_string_in_every_cell_is_too_complex() {
    let _alone = alone();
    // Every cell of the template's columns and rows holding the same 1,000-character shared
    // string: 460 MB of text kept by a reader without a text bound.
    let mut book = Workbook::new();
    let s = book.add_worksheet();
    let long = "Jl. ".to_owned() + &"Panjang ".repeat(124);
    for r in 0..=u32::try_from(LOAN_ROWS).unwrap() {
        for c in 0..u16::try_from(LOAN_COLUMNS).unwrap() {
            s.write_string(r, c, &long).unwrap();
        }
    }
    let file = book.save_to_buffer().unwrap();
    assert!(file.len() < domain::batch_import::MAX_FILE_BYTES, "{} bytes", file.len());
    let (got, heap) = peak(|| grid(&file));
    assert_eq!(got, Err("import_file_too_complex"));
    assert!(heap < IMPORT_HEAP_BYTES, "{heap} bytes");
}

#[test]
fn a_zip_bomb_is_unreadable() {
    let _alone = alone();
    // A zip bomb: 200 MB of one letter in a part.
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    zip.start_file("xl/worksheets/sheet1.xml", zip::write::SimpleFileOptions::default()).unwrap();
    let chunk = vec![b'a'; 1 << 20];
    for _ in 0..200 {
        zip.write_all(&chunk).unwrap();
    }
    let bomb = zip.finish().unwrap().into_inner();
    let (got, heap) = peak(|| grid(&bomb));
    assert_eq!(got, Err("import_file_unreadable"));
    assert!(heap < IMPORT_HEAP_BYTES, "{heap} bytes");
}

#[test]
fn the_fixture_xls_as_it_is_reads_whole() {
    let _alone = alone();
    let (got, heap) = peak(|| grid(&xls_with(|_| {})));
    assert!(matches!(got, Ok(n) if n > 1), "{got:?}");
    assert!(heap < IMPORT_HEAP_BYTES, "{heap} bytes");
}

#[test]
fn an_xls_whose_first_cell_is_moved_to_iv65536_is_too_complex() {
    let _alone = alone();
    // Calamine's dense ranges of that sheet would take 16.7 million cells.
    let far_cell = xls_with(|s| {
        let cell = records(s).into_iter().find(|(_, t)| matches!(t, 0x00FD | 0x0203 | 0x027E | 0x0204)).unwrap().0;
        s[cell + 4..cell + 8].copy_from_slice(&[0xFF, 0xFF, 0xFF, 0x00]);
    });
    let (got, heap) = peak(|| grid(&far_cell));
    assert_eq!(got, Err("import_file_too_complex"));
    assert!(heap < IMPORT_HEAP_BYTES, "{heap} bytes");
}

#[test]
fn an_xls_declaring_absurd_or_negative_dimensions_is_refused() {
    let _alone = alone();
    // Its declared dimensions made absurd (4 billion rows), then made negative: calamine
    // reserves a cell list of the declared size.
    for (last_row, code) in [(u32::MAX, "import_file_too_complex"), (0, "import_file_unreadable")] {
        let declared = xls_with(|s| {
            let (at, _) = records(s).into_iter().find(|(_, t)| *t == 0x0200).unwrap();
            s[at + 4..at + 8].copy_from_slice(&1u32.to_le_bytes());
            s[at + 8..at + 12].copy_from_slice(&last_row.max(1).to_le_bytes());
        });
        let (got, heap) = peak(|| grid(&declared));
        assert_eq!(got, Err(code), "last row {last_row}");
        assert!(heap < IMPORT_HEAP_BYTES, "{heap} bytes");
    }
}

#[test]
fn an_xls_sheet_offset_past_the_streams_end_is_unreadable() {
    let _alone = alone();
    let offset = xls_with(|s| {
        let (at, _) = records(s).into_iter().find(|(_, t)| *t == 0x0085).unwrap();
        s[at + 4..at + 8].copy_from_slice(&u32::MAX.to_le_bytes());
    });
    assert_eq!(grid(&offset), Err("import_file_unreadable"));
}
