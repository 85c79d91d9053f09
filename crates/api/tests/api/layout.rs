//! The house rule of `crates/api/src/areas` (DESIGN §2; issue 42 item 1): areas are slices side
//! by side. An area may use what lies below the areas (`crate::loans`, `crate::input`,
//! `crate::money`, `crate::jobs`, `crate::routes::table`, storage, domain) but never another
//! area: what two areas share moves below them. The web's lint zones hold the same rule for
//! its features.

use std::{
    fs,
    path::{Path, PathBuf},
};

fn areas_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/areas")
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// The code of a file without its comments (doc comments may name other areas).
fn code(path: &Path) -> String {
    fs::read_to_string(path).unwrap().lines().map(|l| l.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// What in `code` reaches another area than `own`: a path through `areas::` (to any area but
/// its own), or `super::super` out of an area's folder.
fn reaches_out(code: &str, own: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (i, _) in code.match_indices("areas::") {
        let rest = &code[i + "areas::".len()..];
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if name != own {
            found.push(format!("areas::{name}"));
        }
    }
    if code.contains("super::super") {
        found.push("super::super".into());
    }
    found
}

#[test]
fn no_area_imports_another() {
    let dir = areas_dir();
    let mut wrong = Vec::new();
    let mut areas = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if name == "mod" {
            continue;
        }
        areas += 1;
        let files = if path.is_dir() { sources(&path) } else { vec![path.clone()] };
        for file in files {
            for reach in reaches_out(&code(&file), &name) {
                wrong.push(format!("{} uses {reach}", file.strip_prefix(&dir).unwrap().display()));
            }
        }
    }
    assert!(areas > 10, "the areas folder was read ({areas} areas)");
    assert!(wrong.is_empty(), "an area imports another; move what they share below the areas:\n{}", wrong.join("\n"));
}

#[test]
fn the_check_sees_an_import_of_another_area() {
    let code = "use crate::{\n    areas::origination::Names,\n    loans::view::terms_of,\n};";
    assert_eq!(reaches_out(code, "repayment"), vec!["areas::origination".to_owned()]);
    assert!(reaches_out(code, "origination").is_empty());
    assert_eq!(reaches_out("use super::super::home;", "assets"), vec!["super::super".to_owned()]);
}
