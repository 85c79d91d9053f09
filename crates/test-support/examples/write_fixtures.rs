//! Writes the e2e upload fixtures (a JPEG with EXIF, a PNG, a PDF) into the folder given as the
//! first argument: `cargo run -p test-support --example write_fixtures -- web/e2e/fixtures`.

fn main() {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).expect("a folder"));
    std::fs::create_dir_all(&dir).expect("folder");
    std::fs::write(dir.join("photo.jpg"), test_support::fixtures::jpeg_with_exif(640, 400)).expect("jpg");
    std::fs::write(dir.join("photo.png"), test_support::fixtures::png(320, 200)).expect("png");
    std::fs::write(dir.join("document.pdf"), test_support::fixtures::pdf(None)).expect("pdf");
}
