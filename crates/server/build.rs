//! Release builds embed `web/dist` (rust-embed `include_bytes!`s every file, so cargo already
//! rebuilds when one of them changes); this also catches files added or removed there. Debug
//! builds read `web/dist` from disk at run time and are not rebuilt for it.
//!
//! `web/dist` is created (empty) when missing. rust-embed fixes the folder's canonical path
//! when its derive expands, and a debug build's lookups must start with it: compiled while the
//! folder did not exist (a clean clone's `cargo test` runs before `npm run build`), the path kept
//! its `crates/server/../..` and no file written there later was ever found, so every page
//! answered "The web app is not built" (stop 26's CI: every Playwright test failed).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist");
    if let Err(e) = std::fs::create_dir_all(&dist) {
        println!("cargo:warning=could not create {}: {e}", dist.display());
    }
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        println!("cargo:rerun-if-changed=../../web/dist");
    }
}
