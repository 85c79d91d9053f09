//! A minimal in-memory typst `World`: the templates compiled into the binary, the fonts of
//! `typst-assets` (embedded, never read from the system or the network), and one data file per
//! render. The standard library, the font book and the parsed templates are built once per
//! process; a render only adds its data file.

use std::sync::{LazyLock, OnceLock};

use typst::diag::{FileError, FileResult, SourceDiagnostic};
use typst::foundations::{Bytes, Datetime};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};

/// Path of the per-render data file inside the virtual project; templates read it with
/// `json("/data.json")`.
const DATA_PATH: &str = "/data.json";

/// What every render shares: built on first use, then only read (so safe from any thread).
struct Shared {
    library: LazyHash<Library>,
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
    data_id: FileId,
}

static SHARED: LazyLock<Shared> = LazyLock::new(|| {
    let fonts: Vec<Font> = typst_assets::fonts().flat_map(|data| Font::iter(Bytes::new(data))).collect();
    Shared {
        library: LazyHash::new(Library::default()),
        book: LazyHash::new(FontBook::from_fonts(&fonts)),
        fonts,
        data_id: file_id(DATA_PATH),
    }
});

fn file_id(path: &str) -> FileId {
    // The paths are constants of this crate (tested): a bad one is a programming error.
    #[allow(clippy::expect_used)]
    let vpath = VirtualPath::new(path).expect("a valid virtual path");
    RootedPath::new(VirtualRoot::Project, vpath).intern()
}

/// A template compiled into the binary, parsed once.
pub(crate) struct Template {
    path: &'static str,
    text: &'static str,
    source: OnceLock<Source>,
}

impl Template {
    /// A template at `path` (a virtual path such as `/offering-letter.typ`) with its text.
    pub(crate) const fn new(path: &'static str, text: &'static str) -> Self {
        Self { path, text, source: OnceLock::new() }
    }

    fn source(&self) -> &Source {
        self.source.get_or_init(|| Source::new(file_id(self.path), self.text.to_owned()))
    }

    /// Builds the shared state (fonts, library) and parses the template now rather than on the
    /// first render.
    pub(crate) fn warm_up(&self) {
        LazyLock::force(&SHARED);
        self.source();
    }

    /// Compiles the template with `data` (JSON bytes) as `/data.json` into a PDF.
    pub(crate) fn render_pdf(&self, data: Vec<u8>) -> Result<Vec<u8>, Vec<SourceDiagnostic>> {
        let world = RenderWorld { shared: &SHARED, main: self.source(), data: Bytes::new(data) };
        let document = typst::compile::<typst_layout::PagedDocument>(&world).output.map_err(|e| e.to_vec())?;
        let pdf = typst_pdf::pdf(&document, &typst_pdf::PdfOptions::default()).map_err(|e| e.to_vec());
        // Every render has new data, so memoized results of older renders are hardly ever hit
        // again: empty typst's cache to keep the process's memory flat (measured: no slower than
        // keeping the last 10 renders' results, and less memory; docs/BENCHMARKS.md, "Offering
        // letter PDF").
        typst::comemo::evict(0);
        pdf
    }
}

/// The world of one render.
struct RenderWorld<'a> {
    shared: &'static Shared,
    main: &'a Source,
    data: Bytes,
}

impl World for RenderWorld<'_> {
    fn library(&self) -> &LazyHash<Library> {
        &self.shared.library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &self.shared.book
    }

    fn main(&self) -> FileId {
        self.main.id()
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() { Ok(self.main.clone()) } else { Err(self.not_found(id)) }
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if id == self.shared.data_id {
            Ok(self.data.clone())
        } else if id == self.main.id() {
            Ok(Bytes::from_string(self.main.clone()))
        } else {
            Err(self.not_found(id))
        }
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.shared.fonts.get(index).cloned()
    }

    /// No clock: documents print the dates they are given, so the same data gives the same PDF.
    fn today(&self, _offset: Option<typst::foundations::Duration>) -> Option<Datetime> {
        None
    }
}

impl RenderWorld<'_> {
    fn not_found(&self, id: FileId) -> FileError {
        FileError::NotFound(id.vpath().get_without_slash().into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_fonts_are_loaded() {
        assert!(SHARED.fonts.len() >= 10, "typst-assets fonts: {}", SHARED.fonts.len());
        assert!(SHARED.book.select_family("libertinus serif").next().is_some());
    }
}
