//! Release builds embed `web/dist` (rust-embed `include_bytes!`s every file, so cargo already
//! rebuilds when one of them changes); this also catches files added or removed there. Debug
//! builds read `web/dist` from disk at run time and are not rebuilt for it.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        println!("cargo:rerun-if-changed=../../web/dist");
    }
}
